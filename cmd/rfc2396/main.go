package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strconv"
	"strings"

	"github.com/rfc2396/rfc2396/syntax"
)

// Exit statuses, as grep's: 1 says something of the input, 2 that the
// command could not do what it was asked.
const (
	exitOK      = 0 // every input was valid
	exitInvalid = 1 // some input was not valid (and no file failed to be read)
	exitUsage   = 2 // the command line was wrong
	exitIO      = 2 // a file could not be read, or reading or writing failed
)

// exitStatusText says what the exit statuses mean, in the usage and in
// each command's help.
const exitStatusText = `Exit status: 0 when every input is valid (resolves, relativizes,
matches, decodes, is repaired), 1 when some input is not, 2 for a usage
error, a file that cannot be read (missing, a directory) or a failure
to read or write; 2 wins over 1.
`

// A command is one command of rfc2396.
type command struct {
	name     string
	synopses []string // its usage lines
	summary  string   // what it does, in the list of commands
	about    string   // what its help says besides its usage and flags
	run      func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

// commandList returns the commands, in the order the usage lists them.
func commandList() []command {
	return []command{
		{"parse", []string{"rfc2396 parse [--json] [--explain] [--redact|--raw-errors] [SYNTAX] [--file FILE]... [REF...]"},
			"print the components of each reference REF as a tree",
			`parse prints the components of each URI reference REF as a tree, each
node with its byte offsets; an invalid reference gets its error and a
caret under the offending character, on standard error. With --json,
one object a line, the components as the parser finds them (null when
undefined, "" when empty). With --rfc3986 the tree is RFC 3986's
derivation, each node named by its rule (path-abempty, reg-name), and
--explain, which asks why an authority is RFC 2396's reg_name and not a
server, is a usage error.`, runParse},
		{"resolve", []string{
			"rfc2396 resolve [--json] [--explain] [--backward-compatible] [--dotdot=keep|remove|error] [--redact|--raw-errors] [SYNTAX] [--file FILE]... BASE REF...",
			"rfc2396 resolve [flags] [--file FILE]... [-]"},
			`resolve each REF against the absolute URI BASE ("" for none)`,
			`resolve resolves each REF against the absolute URI BASE as section 5.2
describes, one result a line; an empty BASE ("") means there is no base
URI (section 5.1.4). It reads lines "BASE<TAB>REF" from standard input
("-", or no argument) and from each --file.`, runResolve},
		{"check", []string{"rfc2396 check [--json] [--warn] [--redact|--raw-errors] [SYNTAX] [--file FILE]... [REF...]"},
			"print FILE:LINE:COL: message for each invalid reference",
			`check checks each reference REF, and each line of standard input and
of each --file FILE as one reference, and prints FILE:LINE:COL: message
for each invalid one (its results, on standard output; the N-th
argument is line N of "<args>"); valid ones print nothing.`, runCheck},
		{"match", []string{"rfc2396 match [--json] [--redact|--raw-errors] [SYNTAX] [--file FILE]... RULE [STRING...]"},
			"say whether each STRING is exactly the Appendix A rule RULE",
			`match prints "yes<TAB>STRING" or "no<TAB>STRING" for each STRING: whether
it is, as a whole, the Appendix A rule RULE (URI-reference or
URI_reference, any case); with --rfc3986, RFC 3986's rule (reg-name,
IPvFuture, path-abempty).`, runMatch},
		{"extract", []string{"rfc2396 extract [--json] [--html] [--base URI] [--redact|--raw-errors] [SYNTAX] [--file FILE]... [FILE...]"},
			"find the URI references in plain text (Appendix E) or HTML",
			`extract finds the URI references in each document FILE, its arguments
and each --file alike (standard input for "-" or none), and prints one
a line: in plain text as Appendix E delimits them, in HTML (--html)
those of its attributes, resolved against the document's base (its
BASE element's href, itself resolved against --base when relative, as
browsers do; else --base). An invalid reference gets FILE:LINE:COL:
and its error on standard error.`, runExtract},
		{"normalize", []string{"rfc2396 normalize [--json] [--rule NAME]... [--remove-dot-segments] [--redact|--raw-errors] [SYNTAX] [--file FILE]... [REF...]"},
			"print the normal form of each REF (section 6)",
			`normalize prints the normal form of each REF, one a line, under section
6's rules; --rule adds a named rule to them (repeatable).`, runNormalize},
		{"relativize", []string{
			"rfc2396 relativize [--json] [--redact|--raw-errors] [SYNTAX] [--file FILE]... BASE TARGET...",
			"rfc2396 relativize [flags] [--file FILE]... [-]"},
			"print the shortest reference from BASE to each TARGET",
			`relativize prints, for each absolute URI TARGET, the shortest reference
that resolves against BASE to exactly TARGET, one a line (the empty
reference is an empty line). It reads lines "BASE<TAB>TARGET" from
standard input ("-", or no argument) and from each --file.`, runRelativize},
		{"escape", []string{"rfc2396 escape --component=NAME [--repair] [--json] [--redact|--raw-errors] [SYNTAX] [--file FILE]... [DATA...]"},
			"escape each DATA into the component NAME (section 2.4)",
			`escape prints each DATA escaped into the component NAME, one a line;
with --repair, text a person typed, of which it escapes only what the
component's rule forbids.`, runEscape},
		{"unescape", []string{"rfc2396 unescape [--json] [--redact|--raw-errors] [SYNTAX] [--file FILE]... [TEXT...]"},
			"decode the escapes of each TEXT",
			`unescape prints each TEXT with its escapes decoded, one a line: the
decoded bytes as they are (its result is data), a newline included.`, runUnescape},
		{"repair", []string{"rfc2396 repair [--json] [--redact|--raw-errors] [SYNTAX] [--file FILE]... [TEXT...]"},
			"turn each TEXT people wrote (an IRI) into an RFC 2396 reference",
			`repair prints each TEXT that people wrote, such as an IRI, as a valid
RFC 2396 reference (package iri's Repair): component by component,
what its rule does not allow escaped as UTF-8 octets, a lone "%" as
%25, a non-ASCII host converted with IDNA; a valid reference comes back
unchanged. A text that no repair makes valid (an invalid scheme, host
or port) gets its error on standard error, never an escaped guess.`, runRepair},
		{"display", []string{"rfc2396 display [--json] [--redact|--raw-errors] [SYNTAX] [--file FILE]... [REF...]"},
			"show each reference REF as people read it",
			`display prints each reference REF as people read it (package iri's
Display): escaped UTF-8 and unreserved characters decoded, a hostname's
ACE labels in Unicode, every octet whose decoding would change the
reference's meaning or hide something kept escaped. The result is text,
not a reference: repair turns it back into one equivalent.`, runDisplay},
		{"diff", []string{"rfc2396 diff [--base B] [--json] [--no-net-url] [--redact|--raw-errors] [--file FILE]... [REF...]"},
			"read each REF in every reading and show where they differ",
			`diff reads each reference REF in every reading side by side (package
readings): strict RFC 2396 (Appendix A), the default (RFC 2732, "?y"),
RFC 3986, the WHATWG URL Standard and this program's net/url, and
prints for each a table of the fields (validity, components, host kind,
the result against --base, the normal form), "*" before each field on
which the readings differ, and the sections that make them differ. It
takes no SYNTAX flag: it reads them all. It exits 0 when every reading
agrees on every field of every REF (a REF that every reading refuses is
agreement), 1 when some differ, 2 for trouble.`, runDiff},
		{"conform", []string{
			"rfc2396 conform [--json] [--suite NAME]... [--timeout D] [--failures N] -- COMMAND [ARG...]",
			"rfc2396 conform [--json] [--suite NAME]... [--failures N] --self"},
			"run the conformance suite on an implementation",
			`conform runs the conformance suite on an implementation: the adapter
COMMAND, spoken to in JSON Lines, or this library (--self). It exits 1
when a check fails or the adapter breaks down.`,
			func(args []string, _ io.Reader, stdout, stderr io.Writer) int {
				return runConform(args, stdout, stderr)
			}},
		{"serve", []string{"rfc2396 serve [--addr HOST:PORT] [--max-requests N] [--max-answer-ratio R] [--redact|--raw-errors]"},
			"serve the live viewer at http://127.0.0.1:8396/",
			`serve serves the live viewer, a page that shows all of this as you
type, at http://127.0.0.1:8396/ unless --addr says otherwise. It answers
at most N requests to its API at once (one more gets 503), and refuses
an answer larger than 64 KiB and R times its request (413), each with a
JSON error. Interrupted, it answers the requests under way for up to 5
seconds and closes the connections left; it exits 0 then, 2 when it cut
a request, cannot listen or fails.`,
			func(args []string, _ io.Reader, stdout, stderr io.Writer) int { return runServe(args, stdout, stderr) }},
	}
}

// lookup returns the command name, or nil.
func lookup(name string) *command {
	for _, c := range commandList() {
		if c.name == name {
			return &c
		}
	}
	return nil
}

// usage returns the usage of rfc2396: every command's usage lines, what
// each does, and what they have in common.
func usage() string {
	var b strings.Builder
	b.WriteString("usage:\n")
	cmds := commandList()
	for _, c := range cmds {
		for _, s := range c.synopses {
			fmt.Fprintf(&b, "  %s\n", s)
		}
	}
	b.WriteString("  rfc2396 help [COMMAND]\n  rfc2396 --version\n\nCommands:\n")
	for _, c := range cmds {
		fmt.Fprintf(&b, "  %-11s %s\n", c.name, c.summary)
	}
	b.WriteString(usageNotes)
	b.WriteString("\n" + exitStatusText)
	return b.String()
}

// usageNotes is what the commands have in common.
const usageNotes = `
Input: a command that reads references (or values) reads each argument
as one, "-" alone standard input, then each file that --file FILE names
(repeatable; "-" for standard input), one a line; with no argument and
no --file it reads standard input. resolve and relativize read BASE
REF... (BASE TARGET...) as arguments, and lines "BASE<TAB>REF" from
standard input and files. An argument that is also the name of a file
is read as an input all the same, and a note on standard error says to
give --file to read the file. extract reads documents: its arguments
are files, as --file names them. A UTF-8 byte order mark at the start of
an input is skipped.

Output: a command's results go to standard output, one a line; errors
about an input go to standard error, after FILE:LINE:COL: when the input
was a line of a file or of standard input (<stdin>), so that standard
output holds only data. With --json every result and every invalid input
is one JSON object a line on standard output, and the record of an
invalid line has file, line and column. Usage errors (one line, which
names the help to read), notes and I/O errors go to standard error.
Control characters of the input are written escaped as Go quotes them
(\x1b, \t); unescape's results are the decoded bytes.

Passwords: error text (error lines, carets, notes, usage errors, check's
findings, parse --explain's lines, and in JSON the record of an input
that failed) hides the password of a userinfo ("u:xxxxx@h"), and its
offsets and columns are those of the text it shows; --raw-errors shows
it as given. Results are as given; --redact hides the password in them
too, in all output.

Syntax: SYNTAX is any of --rfc2396, --rfc2732 and --query-only, or
--rfc3986 alone, which every command takes but conform and serve (whose
suite and page choose the syntax of each reference). Without them every
command reads the library's one default: RFC 2396 as RFC 2732 amends it
(IPv6 literals), with the query-only reference "?y" of Appendix C.
--rfc2396 reads Appendix A to the letter; --rfc2732 and --query-only add
to it. --rfc3986 reads RFC 3986, and goes with none of the other three.

Flags may come before, between or after the arguments; "--" ends them.
Run "rfc2396 help COMMAND" for the flags of a command.
`

// memoryLimit is the soft limit of the heap (runtime/debug.SetMemoryLimit)
// unless GOMEMLIMIT sets one: the garbage of a bulk command is collected
// before the process grows past it, which keeps the commands within 64 MB
// on inputs of any size. The chunks in flight need far less.
const memoryLimit = 40 << 20

// gcPercent is the garbage collector's target (runtime/debug.SetGCPercent)
// unless GOGC sets one: a bulk command's live heap is a few MiB, and at
// the default of 100 the collector ran every few MiB of garbage, on the
// cores the workers need (extract -j 2 on 50 MB of prose: 0.40 s at 100,
// 0.22 s at 400). The memory limit bounds the heap all the same.
const gcPercent = 400

// setMemory sets the command's memory limit and collector target, but
// where the environment sets them, and returns the function that puts
// back what was there.
func setMemory() (restore func()) {
	limit, percent := debug.SetMemoryLimit(-1), debug.SetGCPercent(-1)
	debug.SetGCPercent(percent) // SetGCPercent(-1) turned the collector off: read, then put back
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit)
	}
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	return func() {
		debug.SetMemoryLimit(limit)
		debug.SetGCPercent(percent)
	}
}

func main() {
	setMemory()
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run runs the command line args (without the program name) and returns
// the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, `rfc2396: missing command (see "rfc2396 help")`)
		return exitUsage
	}
	switch args[0] {
	case "help", "-h", "-help", "--help":
		return runHelp(args[1:], stdin, stdout, stderr)
	case "-version", "--version":
		if len(args) > 1 {
			fmt.Fprintln(stderr, `rfc2396: --version takes no arguments (see "rfc2396 help")`)
			return exitUsage
		}
		info, ok := debug.ReadBuildInfo()
		fmt.Fprintln(stdout, versionOf(info, ok))
		return exitOK
	}
	if c := lookup(args[0]); c != nil {
		return c.run(args[1:], stdin, stdout, stderr)
	}
	fmt.Fprintf(stderr, "rfc2396: unknown command %s (see \"rfc2396 help\")\n", showArg(args[0], true))
	return exitUsage
}

// runHelp runs "rfc2396 help [COMMAND]": the usage, or the help of the
// command, on standard output.
func runHelp(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	switch {
	case len(args) == 0:
		fmt.Fprint(stdout, usage())
		return exitOK
	case len(args) > 1:
		fmt.Fprintf(stderr, "rfc2396 help: want one COMMAND, not %d arguments (see \"rfc2396 help\")\n", len(args))
		return exitUsage
	case lookup(args[0]) == nil:
		fmt.Fprintf(stderr, "rfc2396 help: unknown command %s (see \"rfc2396 help\")\n", showArg(args[0], true))
		return exitUsage
	}
	// The command prints its help when asked with -h, having declared
	// its flags; it reads nothing before.
	return lookup(args[0]).run([]string{"-h"}, stdin, stdout, stderr)
}

// versionOf returns what --version prints for the build information
// info (ok false when the binary has none): the module's version, as go
// install ...@v1.2.3 or go build in a checkout (a pseudo-version) stamps
// it; else the VCS revision that go build stamps, with its time and
// "modified" when the checkout had changes; else "(devel)". The Go
// version that built it follows, in parentheses.
func versionOf(info *debug.BuildInfo, ok bool) string {
	if !ok || info == nil {
		return "rfc2396 (devel) (no build information)"
	}
	v := info.Main.Version
	if v == "" || v == "(devel)" {
		settings := map[string]string{}
		for _, s := range info.Settings {
			settings[s.Key] = s.Value
		}
		v = "(devel)"
		if rev := settings["vcs.revision"]; rev != "" {
			v = "revision " + rev
			if t := settings["vcs.time"]; t != "" {
				v += ", " + t
			}
			if settings["vcs.modified"] == "true" {
				v += ", modified"
			}
		}
	}
	if info.GoVersion != "" {
		v += " (" + info.GoVersion + ")"
	}
	return "rfc2396 " + v
}

// A flagSet is the flags of one command, and where it writes its help
// (standard output, when asked for) and its usage errors (standard
// error).
type flagSet struct {
	*flag.FlagSet
	cmd            *command
	stdout, stderr io.Writer
	pw             *passwords        // the command's password flags, nil for none
	syn            *syntaxFlags      // the command's syntax flags, nil for none
	aliases        map[string]string // a flag's other name, by the name the help lists it under
}

// given reports whether the flag name was given on the command line.
func (fs *flagSet) given(name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// newFlagSet returns the flag set of the command name.
func newFlagSet(name string, stdout, stderr io.Writer) *flagSet {
	fs := &flagSet{FlagSet: flag.NewFlagSet(name, flag.ContinueOnError), cmd: lookup(name), stdout: stdout, stderr: stderr}
	fs.SetOutput(io.Discard) // the command prints its own help and errors
	return fs
}

// alias declares name as another name of the flag short, which the help
// lists together: "-j N, --jobs N".
func (fs *flagSet) alias(short, name string) {
	if fs.aliases == nil {
		fs.aliases = map[string]string{}
	}
	fs.aliases[short] = name
}

// flagName spells the flag name as the usage lines do: "--json", and
// "-j" for a one-letter flag.
func flagName(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// printFlags writes the flags of the command to w, each spelled as the
// usage lines spell it ("--json", "--component NAME"), its description
// below it, wrapped, and its default when it has one that the
// description does not give.
func (fs *flagSet) printFlags(w io.Writer) {
	others := map[string]bool{}
	for _, name := range fs.aliases {
		others[name] = true
	}
	fs.VisitAll(func(f *flag.Flag) {
		if others[f.Name] {
			return
		}
		value, text := flag.UnquoteUsage(f)
		if isBool(f) {
			value = ""
		} else if value == "" || value == "value" {
			value = "VALUE"
		}
		spell := func(name string) string {
			if value == "" {
				return flagName(name)
			}
			return flagName(name) + " " + value
		}
		head := spell(f.Name)
		if other, ok := fs.aliases[f.Name]; ok {
			head += ", " + spell(other)
		}
		if def := f.DefValue; def != "" && def != "false" && def != "0" && def != "[]" && !strings.Contains(text, "(default") {
			if g, ok := f.Value.(flag.Getter); ok {
				if _, ok := g.Get().(string); ok {
					def = strconv.Quote(def)
				}
			}
			text += " (default " + def + ")"
		}
		fmt.Fprintf(w, "  %s\n%s", head, wrap(text, "      ", 76))
	})
}

// wrap returns text broken into lines of at most width bytes where it
// has spaces, each after indent and ended by a newline.
func wrap(text, indent string, width int) string {
	var b strings.Builder
	n := 0
	for i, word := range strings.Fields(text) {
		switch {
		case i == 0:
			b.WriteString(indent)
			n = len(indent)
		case n+1+len(word) > width:
			b.WriteString("\n" + indent)
			n = len(indent)
		default:
			b.WriteByte(' ')
			n++
		}
		b.WriteString(word)
		n += len(word)
	}
	b.WriteByte('\n')
	return b.String()
}

// printHelp writes the help of the command to standard output: its usage
// lines, what it does, its flags and the exit statuses.
func (fs *flagSet) printHelp() {
	w := fs.stdout
	fmt.Fprintln(w, "usage:")
	for _, s := range fs.cmd.synopses {
		fmt.Fprintf(w, "  %s\n", s)
	}
	fmt.Fprintf(w, "\n%s\n\nflags:\n", fs.cmd.about)
	fs.printFlags(w)
	fmt.Fprintf(w, "\n%s", exitStatusText)
}

// parseFlags parses args with fs and returns the arguments that are not
// flags, in order, and the exit status to stop with, or -1 to go on: 0
// when help was asked for (it is printed on standard output), 2 for a
// bad flag (a usage error, on standard error). Flags may come before,
// between or after the arguments, as with most tools; "--" ends them,
// and "-" alone is an argument. A flag that takes a value takes it after
// "=" or as the next argument. Unless the command line asks for
// --raw-errors, the arguments that a usage error quotes have their
// passwords hidden, as all error text has.
func parseFlags(fs *flagSet, args []string) ([]string, int) {
	hide := hidesErrors(fs, args)
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			rest = append(rest, args[i+1:]...)
			break
		}
		if len(a) < 2 || a[0] != '-' {
			rest = append(rest, a)
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimPrefix(a[1:], "-"), "=")
		if name == "" || name[0] == '-' {
			return nil, usageError(fs, "bad flag syntax: %s", showArg(a, hide))
		}
		f := fs.Lookup(name)
		switch {
		case f == nil && (name == "h" || name == "help"):
			fs.printHelp()
			return nil, exitOK
		case f == nil:
			return nil, usageError(fs, "unknown flag %s", showArg(a, hide))
		case hasValue:
		case isBool(f):
			value = "true"
		case i+1 < len(args):
			i++
			value = args[i]
		default:
			return nil, usageError(fs, "flag %s needs a value", flagName(name))
		}
		if err := fs.Set(f.Name, value); err != nil {
			return nil, usageError(fs, "invalid value %s for flag %s: %v", showArg(value, hide), flagName(name), err)
		}
	}
	if fs.pw != nil && fs.pw.redact && fs.pw.rawErrors {
		return nil, usageError(fs, "--redact hides passwords everywhere and --raw-errors shows them in errors: give one")
	}
	if fs.syn != nil && fs.syn.mixed() {
		return nil, usageError(fs, mixedSyntax)
	}
	return rest, -1
}

// hidesErrors reports whether args, parsed with fs, leave error text
// with its passwords hidden (passwords.inErrors), so that the usage
// errors of parseFlags can hide what they quote before the flags are
// reached. The last --redact and the last --raw-errors before "--"
// decide. A command without password flags (conform) reads no
// references, and its usage errors quote their arguments as given.
func hidesErrors(fs *flagSet, args []string) bool {
	if fs.pw == nil {
		return false
	}
	on := map[string]bool{}
	for _, a := range args {
		if a == "--" {
			break
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if len(a) < 2 || a[0] != '-' || name != redactName && name != rawErrorsName {
			continue
		}
		if !hasValue {
			on[name] = true
		} else if b, err := strconv.ParseBool(value); err == nil {
			on[name] = b
		}
	}
	return (&passwords{redact: on[redactName], rawErrors: on[rawErrorsName]}).inErrors()
}

// isBool reports whether f is a boolean flag, which takes no value after
// it.
func isBool(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// syntaxFlags are the flags that choose the syntax a command reads: the
// same for every command, declared by addSyntaxFlags and turned into one
// syntax.Syntax (syntax), which the command gives to each library call.
// Each flag turns on one value of package syntax; without any, every call
// reads the module's default.
type syntaxFlags struct {
	rfc2396, rfc2732, queryOnly bool
	rfc3986                     bool // RFC 3986's grammar: alone (parseFlags checks)
}

// addSyntaxFlags declares the syntax flags on fs.
func addSyntaxFlags(fs *flagSet) *syntaxFlags {
	f := new(syntaxFlags)
	fs.syn = f
	fs.Var(onFlag{&f.rfc2396}, "rfc2396", `read strict RFC 2396 (syntax.RFC2396): no IPv6 literals, no query-only reference "?y"; --rfc2732 and --query-only add to it`)
	fs.Var(onFlag{&f.rfc2732}, "rfc2732", `read RFC 2396 as RFC 2732 amends it (syntax.RFC2732), as the default does: IPv6 literal hosts ("http://[::1]/"), "[" and "]" reserved`)
	fs.Var(onFlag{&f.queryOnly}, "query-only", `accept Appendix C's query-only reference "?y" (syntax.QueryOnly), as the default does, though Appendix A does not derive it`)
	fs.Var(onFlag{&f.rfc3986}, "rfc3986", `read RFC 3986 (syntax.RFC3986), which obsoletes RFC 2396 and RFC 2732: IPv6 and IPvFuture literals, reg-name hosts ("http://a_b/"), no opaque part, "?y"; goes with none of --rfc2396, --rfc2732, --query-only`)
	return f
}

// mixedSyntax is the usage error of --rfc3986 with a flag of RFC 2396.
const mixedSyntax = "--rfc3986 reads RFC 3986's grammar and goes with none of --rfc2396, --rfc2732 and --query-only, which read RFC 2396: give one"

// mixed reports whether the flags hold --rfc3986 and a flag of RFC 2396.
func (f *syntaxFlags) mixed() bool { return f.rfc3986 && (f.rfc2396 || f.rfc2732 || f.queryOnly) }

// syntax returns the syntax that the flags choose, over the module's
// default: syntax.RFC2396 first, so that the other flags add to it
// whatever their order on the command line. Without flags it is the zero
// Syntax, the default.
func (f *syntaxFlags) syntax() syntax.Syntax {
	if f.rfc3986 {
		return syntax.RFC3986
	}
	var syn syntax.Syntax
	if f.rfc2396 {
		syn = syntax.RFC2396
	}
	if f.rfc2732 {
		syn = syntax.RFC2732.Over(syn)
	}
	if f.queryOnly {
		syn = syntax.QueryOnly.Over(syn)
	}
	return syn
}

// An onFlag is a boolean flag that can only be turned on. "=false" is
// refused rather than read as "not given": the default accepts "?y", and
// "--query-only=false" would still accept it.
type onFlag struct{ on *bool }

func (f onFlag) IsBoolFlag() bool { return true }

func (f onFlag) String() string { return strconv.FormatBool(f.on != nil && *f.on) }

func (f onFlag) Set(s string) error {
	on, err := strconv.ParseBool(s)
	switch {
	case err != nil:
		return errors.New("not a boolean")
	case !on:
		return errors.New("a syntax flag only turns a feature on: leave it out for the default, or give --rfc2396 for strict RFC 2396")
	}
	*f.on = true
	return nil
}

// The names of the password flags.
const (
	redactName    = "redact"
	rawErrorsName = "raw-errors"
)

// passwords says where a command hides the password of a userinfo, the
// text after its first ":" (as net/url's Redacted does, "u:xxxxx@h"):
// in its error text unless --raw-errors, and with --redact in all its
// output. Error text is what says an input is wrong: the error lines on
// standard error, parse's caret and --explain lines, check's findings,
// the notes and usage errors, and in JSON the record of an input that
// failed, its error objects included. Results, on standard output, are
// as given unless --redact.
type passwords struct {
	redact    bool // --redact
	rawErrors bool // --raw-errors
}

// inErrors reports whether error text hides passwords.
func (p *passwords) inErrors() bool { return p.redact || !p.rawErrors }

// inResults reports whether results hide passwords: --redact.
func (p *passwords) inResults() bool { return p.redact }

// of reports whether the output about an input whose error is err hides
// passwords: inErrors when err is not nil (the output is error text),
// else inResults.
func (p *passwords) of(err error) bool {
	if err != nil {
		return p.inErrors()
	}
	return p.inResults()
}

// passwordFlags declares --redact, described by redactUsage ("" for the
// description of the commands that read references), and --raw-errors,
// on fs.
func passwordFlags(fs *flagSet, redactUsage string) *passwords {
	p := new(passwords)
	if redactUsage == "" {
		redactUsage = `hide the password of a userinfo in all output, results included ("u:xxxxx@h", as net/url's Redacted)`
	}
	fs.BoolVar(&p.redact, redactName, false, redactUsage)
	fs.BoolVar(&p.rawErrors, rawErrorsName, false, `show error text as raw as the input: without it, error messages, carets, offsets and columns, and the JSON records of inputs that failed, are those of the input with its password hidden`)
	fs.pw = p
	return p
}

// usageError reports a usage error of the command with fs on standard
// error, one line that points to the command's help, and returns
// exitUsage.
func usageError(fs *flagSet, format string, args ...any) int {
	fmt.Fprintf(fs.stderr, "rfc2396 %s: %s (see \"rfc2396 help %s\")\n", fs.Name(), fmt.Sprintf(format, args...), fs.Name())
	return exitUsage
}
