package main

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/record"
	"github.com/rfc2396/rfc2396/resolve"
)

// maxResolveLine is how much of a line "BASE<TAB>REF" of standard input
// resolve keeps: a line longer than that has a base or a reference longer
// than parser.MaxInputLength, and the kept part is enough for the parser
// to say which.
const maxResolveLine = 2*parser.MaxInputLength + 1024

// dotDotModes maps the values of --dotdot to the modes of package resolve.
var dotDotModes = map[string]resolve.DotDotMode{
	"keep":   resolve.KeepDotDot,
	"remove": resolve.RemoveDotDot,
	"error":  resolve.RejectDotDot,
}

// runResolve runs "rfc2396 resolve".
func runResolve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("resolve", stdout, stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per reference, failures included")
	explain := fs.Bool("explain", false, "print the steps of section 5.2 taken for each reference")
	compat := fs.Bool("backward-compatible", false, "resolve a reference whose scheme is the base's as if it had none (section 5.2, step 3; RFC 3986's non-strict parser of 5.2.2 with --rfc3986)")
	dotdot := fs.String("dotdot", "keep", "`MODE` for \"..\" segments above the root: keep, remove or error")
	pw := passwordFlags(fs, "")
	files := fileFlag(fs)
	syn := addSyntaxFlags(fs)
	jobs := jobsFlags(fs)
	rest, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	mode, ok := dotDotModes[*dotdot]
	if !ok {
		return usageError(fs, "--dotdot must be keep, remove or error, not %s", showArg(*dotdot, pw.inErrors()))
	}
	opts := []resolve.Option{syn.syntax()}
	switch {
	case !syn.rfc3986:
		opts = append(opts, resolve.DotDot(mode))
		if *compat {
			opts = append(opts, resolve.BackwardCompatible())
		}
	case fs.given("dotdot"):
		return usageError(fs, "--dotdot is RFC 2396's: RFC 3986's section 5.2.4 removes \"..\" above the root")
	case *compat:
		// RFC 3986's non-strict parser (5.2.2) is RFC 2396's backward
		// compatibility (5.2, step 3): one flag for both.
		opts = append(opts, resolve.NonStrict())
	}
	if *explain {
		opts = append(opts, resolve.Explain())
	}
	c := lineCommand{cmd: "resolve", max: maxResolveLine, jobs: *jobs, hideErrors: pw.inErrors()}
	if msg := c.pairArgs(rest, "REF"); msg != "" {
		return usageError(fs, "%s", msg)
	}

	o := newOutput(stdout, stderr)
	newDo := func(o *output) pairFuncs {
		var p resolvePrinter = &linePrinter{o: o, explain: *explain, pw: pw}
		if *jsonOut {
			p = &resolveJSONPrinter{enc: record.NewEncoder(o.w), explain: *explain, pw: pw}
		}
		do := func(base, ref string, src source) error {
			res, err := resolve.Strings(base, ref, opts...)
			if err != nil {
				o.setStatus(exitInvalid)
			}
			return p.print(base, ref, src, res, err)
		}
		if !*jsonOut && !*explain {
			// The bulk form: the result's text alone, without its tree.
			do = func(base, ref string, src source) error {
				res, err := resolve.String(base, ref, opts...)
				if err != nil {
					o.setStatus(exitInvalid)
					return p.print(base, ref, src, nil, err)
				}
				o.w.WriteString(record.ShowRef(res, pw.inResults()))
				return o.w.WriteByte('\n')
			}
		}
		return pairFuncs{
			do: do,
			bad: func(text string, src source) error {
				o.setStatus(exitInvalid)
				return p.print(showNoTab(text, pw.inErrors()), "", src, nil, &noTabError{"resolve", "REF"})
			},
		}
	}
	if err := eachPair(c, inputs{rest, *files}, stdin, o, newDo); err != nil {
		return o.stop("resolve", err)
	}
	return o.finish("resolve", o.status)
}

// showNoTab returns a line that should have been
// "BASE<TAB>X" and has no tab: it is no reference, so with hide its
// password is hidden as that of a string whose rule is not known.
func showNoTab(text string, hide bool) string {
	if hide {
		return redact.Of(text, unknownRule).String()
	}
	return text
}

// A resolvePrinter prints the outcome of resolving one reference, from
// src.
type resolvePrinter interface {
	print(base, ref string, src source, res *resolve.Result, err error) error
}

// A linePrinter prints each result on a line, and with explain its steps
// after it, indented, on standard output. A reference that could not be
// resolved gets its error line on standard error instead, after
// FILE:LINE:COL: for a line of standard input.
type linePrinter struct {
	o       *output
	explain bool
	pw      *passwords
}

func (p *linePrinter) print(base, ref string, src source, res *resolve.Result, err error) error {
	if err != nil {
		hide := p.pw.inErrors()
		return p.o.failAt(record.NewResolve(base, ref, src, nil, err, false, hide).Position, record.Message(err, hide))
	}
	if _, err := fmt.Fprintln(p.o.w, record.ShowRef(res.String(), p.pw.inResults())); err != nil {
		return err
	}
	if p.explain {
		for _, s := range res.Steps {
			if _, err := fmt.Fprintf(p.o.w, "  %s\n", s); err != nil {
				return err
			}
		}
	}
	return nil
}

// A resolveJSONPrinter prints each reference as one JSON object on a line.
type resolveJSONPrinter struct {
	enc     *json.Encoder
	explain bool
	pw      *passwords
}

func (p *resolveJSONPrinter) print(base, ref string, src source, res *resolve.Result, err error) error {
	return p.enc.Encode(record.NewResolve(base, ref, src, res, err, p.explain, p.pw.of(err)))
}
