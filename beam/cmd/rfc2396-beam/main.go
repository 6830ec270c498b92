// Command rfc2396-beam runs a command of rfc2396 (parse, check,
// normalize, resolve, extract) as an Apache Beam pipeline, over files of
// any Beam filesystem (local paths, gs://, s3://), and writes its JSON
// records, one a line, as "rfc2396 COMMAND --json" prints them (package
// github.com/rfc2396/rfc2396/record documents them).
//
// Usage:
//
//	rfc2396-beam --command=NAME --input=GLOB --output=FILE [flags] [beam flags]
//
// The flags are:
//
//	--command NAME   parse, check, normalize, resolve or extract
//	--input GLOB     the files to read: for extract, documents, each read whole;
//	                 for the others, one reference a line
//	--output FILE    where the records go, one JSON object a line
//	--base URI       resolve: the base URI of every line ("" for none);
//	                 extract: the retrieval URI of the documents
//	--html           extract: read HTML
//	--explain        parse: why a reg_name is not a server; resolve: the steps
//	--warn           check: also the cautions about valid references
//	--rule NAME      normalize: also apply this rule (repeatable)
//	--dotdot MODE    resolve: keep, remove or error
//	--backward-compatible  resolve: section 5.2, step 3's compatibility
//	--rfc2396        strict RFC 2396, Appendix A (syntax.RFC2396): no IPv6
//	                 literals, no query-only reference "?y"
//	--rfc2732        RFC 2396 as RFC 2732 amends it (syntax.RFC2732)
//	--query-only     Appendix C's query-only reference "?y" (syntax.QueryOnly)
//	--redact         hide passwords in every record, as rfc2396's --redact
//	--spread         parse, check, normalize, resolve: spread the lines over the
//	                 workers (a shuffle), for a few large files; without, each
//	                 file's lines are worked where the file is read
//
// and Beam's own: --runner (prism, the default here, runs the pipeline in
// this process; flink, spark, dataflow, universal), --endpoint,
// --environment_type, --project, --region, --staging_location,
// --temp_location and the others that Beam's Go SDK reads.
//
// The syntax flags are rfc2396's: without them the pipeline reads the
// module's one default (syntax.Default), RFC 2396 as RFC 2732 amends it,
// with "?y"; --rfc2396 reads Appendix A to the letter, and --rfc2732 and
// --query-only add their feature back to it.
//
// The records of parse, check and normalize about an invalid line start
// with file, line and column; resolve's, whose lines are references
// resolved against one base, have none, as rfc2396's for arguments.
// Passwords are shown unless --redact is given, as in rfc2396.
//
// Exit status: 0 when every input is valid, 1 when some input is not
// (the pipeline's counter rfc2396/invalid, when the runner reports
// metrics), 2 for a usage error or a pipeline that failed.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/gcs"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/s3"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/options/jobopts"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/dataflow"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/flink"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/spark"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/universal"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"

	"github.com/rfc2396/rfc2396/beam/uribeam"
	"github.com/rfc2396/rfc2396/extract"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

// The exit statuses, as rfc2396's.
const (
	exitOK      = 0
	exitInvalid = 1
	exitUsage   = 2
	exitFailed  = 2
)

// A config is what the flags ask for.
type config struct {
	command, input, output, base string
	html, explain, warn, compat  bool
	rfc2396, rfc2732, queryOnly  bool
	redact, spread               bool
	rules                        normalize.Rules
	dotdot                       string
	set                          map[string]bool // the flags given
}

// commandFlags names the flags that only some commands take.
var commandFlags = map[string][]string{
	"base":                {"resolve", "extract"},
	"html":                {"extract"},
	"explain":             {"parse", "resolve"},
	"warn":                {"check"},
	"rule":                {"normalize"},
	"dotdot":              {"resolve"},
	"backward-compatible": {"resolve"},
	"spread":              {"parse", "check", "normalize", "resolve"},
}

// dotDotModes maps the values of --dotdot to the modes of package
// resolve.
var dotDotModes = map[string]resolve.DotDotMode{"keep": resolve.KeepDotDot, "remove": resolve.RemoveDotDot, "error": resolve.RejectDotDot}

// addFlags declares the command's flags on fs.
func addFlags(fs *flag.FlagSet) *config {
	c := &config{}
	fs.StringVar(&c.command, "command", "", "the command `NAME`: parse, check, normalize, resolve or extract")
	fs.StringVar(&c.input, "input", "", "the files to read, a `GLOB` of any Beam filesystem (local, gs://, s3://)")
	fs.StringVar(&c.output, "output", "", "the `FILE` the JSON records are written to, one a line")
	fs.StringVar(&c.base, "base", "", "resolve: the base `URI` of every line; extract: the retrieval URI of the documents")
	fs.BoolVar(&c.html, "html", false, "extract: read HTML")
	fs.BoolVar(&c.explain, "explain", false, "parse: say why a reg_name is not a server; resolve: give the steps of section 5.2")
	fs.BoolVar(&c.warn, "warn", false, "check: also give the cautions about valid references")
	fs.Var(normalize.RuleFlag{Rules: &c.rules}, "rule", "normalize: also apply the rule `NAME` (repeatable): "+strings.Join(normalize.RuleNames(), ", "))
	fs.StringVar(&c.dotdot, "dotdot", "keep", "resolve: `MODE` for \"..\" segments above the root: keep, remove or error")
	fs.BoolVar(&c.compat, "backward-compatible", false, "resolve: resolve a reference whose scheme is the base's as if it had none")
	fs.BoolVar(&c.rfc2396, "rfc2396", false, `read strict RFC 2396 (syntax.RFC2396): no IPv6 literals, no query-only reference "?y"; --rfc2732 and --query-only add to it`)
	fs.BoolVar(&c.rfc2732, "rfc2732", false, `read RFC 2396 as RFC 2732 amends it (syntax.RFC2732), as the default does: IPv6 literal hosts ("http://[::1]/"), "[" and "]" reserved`)
	fs.BoolVar(&c.queryOnly, "query-only", false, `accept Appendix C's query-only reference "?y" (syntax.QueryOnly), as the default does, though Appendix A does not derive it`)
	fs.BoolVar(&c.redact, "redact", false, `hide the password of a userinfo in every record ("u:xxxxx@h")`)
	fs.BoolVar(&c.spread, "spread", false, "parse, check, normalize, resolve: spread the lines over the workers (a shuffle), for a few large files")
	return c
}

// check returns what is wrong with the flags, or nil.
func (c *config) check() error {
	switch c.command {
	case "":
		return errors.New("missing --command (parse, check, normalize, resolve or extract)")
	case "parse", "check", "normalize", "resolve", "extract":
	default:
		return fmt.Errorf("--command must be parse, check, normalize, resolve or extract, not %q", c.command)
	}
	if c.input == "" {
		return errors.New("missing --input")
	}
	if c.output == "" {
		return errors.New("missing --output")
	}
	for name, cmds := range commandFlags {
		if c.set[name] && !slices.Contains(cmds, c.command) {
			return fmt.Errorf("--%s is a flag of %s, not of %s", name, list(cmds), c.command)
		}
	}
	for name, on := range map[string]bool{"rfc2396": c.rfc2396, "rfc2732": c.rfc2732, "query-only": c.queryOnly} {
		if c.set[name] && !on {
			return fmt.Errorf("--%s=false: a syntax flag only turns a feature on: leave it out for the default, or give --rfc2396 for strict RFC 2396", name)
		}
	}
	if _, ok := dotDotModes[c.dotdot]; !ok {
		return fmt.Errorf("--dotdot must be keep, remove or error, not %q", c.dotdot)
	}
	if c.command == "extract" && c.base != "" {
		if _, err := extract.ParseBase(c.base, c.options().Syntax); err != nil {
			return fmt.Errorf("--base: %s", err)
		}
	}
	return nil
}

// list returns the names as a sentence lists them: "a", "a and b",
// "a, b and c".
func list(names []string) string {
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// options returns the syntax the flags choose: --rfc2396 first, and the
// others over it, whatever their order, as rfc2396 reads them; without
// flags, the zero Syntax, which reads the default.
func (c *config) options() uribeam.Options {
	var s syntax.Syntax
	if c.rfc2396 {
		s = syntax.RFC2396
	}
	if c.rfc2732 {
		s = syntax.RFC2732.Over(s)
	}
	if c.queryOnly {
		s = syntax.QueryOnly.Over(s)
	}
	return uribeam.Options{Syntax: s, Redact: c.redact}
}

// build adds the pipeline of c to s: the records of its command over its
// input, written to its output.
func build(s beam.Scope, c *config) error {
	opts := c.options()
	if c.command == "extract" {
		records, err := uribeam.Extract(s, c.input, opts, uribeam.ExtractOptions{HTML: c.html, Base: c.base})
		if err != nil {
			return err
		}
		textio.Write(s, c.output, records)
		return nil
	}
	lines := uribeam.ReadLines(s, c.input)
	if c.spread {
		lines = uribeam.Spread(s, lines)
	}
	var records beam.PCollection
	var err error
	switch c.command {
	case "parse":
		records, err = uribeam.Parse(s, lines, opts, c.explain)
	case "check":
		records, err = uribeam.Check(s, lines, opts, c.warn)
	case "normalize":
		records, err = uribeam.Normalize(s, lines, opts, c.rules)
	case "resolve":
		ropts := uribeam.ResolveOptions{DotDot: dotDotModes[c.dotdot], BackwardCompatible: c.compat, Explain: c.explain}
		records, err = uribeam.Resolve(s, c.base, lines, opts, ropts)
	}
	if err != nil {
		return err
	}
	textio.Write(s, c.output, records)
	return nil
}

func main() {
	os.Exit(run(os.Args[1:], os.Stderr))
}

// run runs the command line args, Beam's flags included, and returns the
// exit status; it says what went wrong on stderr.
func run(args []string, stderr io.Writer) int {
	fs := flag.CommandLine // Beam's flags are declared there
	fs.SetOutput(stderr)
	c := addFlags(fs)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: rfc2396-beam --command=NAME --input=GLOB --output=FILE [flags] [beam flags]\n")
		fs.PrintDefaults()
	}
	if err := flag.Set("runner", "prism"); err != nil { // the default: in this process
		fmt.Fprintf(stderr, "rfc2396-beam: %v\n", err)
		return exitFailed
	}
	fs.Init(os.Args[0], flag.ContinueOnError)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage // the flag package said what is wrong, and the usage
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "rfc2396-beam: unexpected argument %q: give the files with --input\n", fs.Arg(0))
		fs.Usage()
		return exitUsage
	}
	c.set = map[string]bool{}
	fs.Visit(func(f *flag.Flag) { c.set[f.Name] = true })
	if err := c.check(); err != nil {
		fmt.Fprintf(stderr, "rfc2396-beam: %v\n", err)
		fs.Usage()
		return exitUsage
	}
	beam.Init()
	p, s := beam.NewPipelineWithRoot()
	if err := build(s, c); err != nil {
		fmt.Fprintf(stderr, "rfc2396-beam: %v\n", err)
		return exitUsage
	}
	ctx := context.Background()
	res, err := beamx.RunWithMetrics(ctx, p)
	if err != nil {
		fmt.Fprintf(stderr, "rfc2396-beam: the pipeline failed: %v\n", err)
		return exitFailed
	}
	if !*jobopts.Async {
		if err := ensureOutput(ctx, c.output); err != nil {
			fmt.Fprintf(stderr, "rfc2396-beam: %v\n", err)
			return exitFailed
		}
	}
	if res != nil {
		for _, r := range res.Metrics().AllMetrics().Counters() {
			if r.Key.Namespace == uribeam.InvalidNamespace && r.Key.Name == uribeam.InvalidName && r.Result() > 0 {
				return exitInvalid
			}
		}
	}
	return exitOK
}

// ensureOutput creates the output file, empty, when the pipeline gave no
// record: Beam's textio writes no file for an empty PCollection, and an
// empty file says "no records" where none could be a failure.
func ensureOutput(ctx context.Context, name string) error {
	fs, err := filesystem.New(ctx, name)
	if err != nil {
		return err
	}
	defer fs.Close()
	if found, err := fs.List(ctx, name); err == nil && len(found) > 0 {
		return nil
	}
	w, err := fs.OpenWrite(ctx, name)
	if err != nil {
		return err
	}
	return w.Close()
}
