package main

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/rfc2396/rfc2396/record"
	"github.com/rfc2396/rfc2396/resolve"
)

// runRelativize runs "rfc2396 relativize".
func runRelativize(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("relativize", stdout, stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per target, failures included")
	pw := passwordFlags(fs, "")
	files := fileFlag(fs)
	syn := addSyntaxFlags(fs)
	jobs := jobsFlags(fs)
	rest, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	c := lineCommand{cmd: "relativize", max: maxResolveLine, jobs: *jobs, hideErrors: pw.inErrors()}
	if msg := c.pairArgs(rest, "TARGET"); msg != "" {
		return usageError(fs, "%s", msg)
	}
	reading := syn.syntax()
	o := newOutput(stdout, stderr)
	newDo := func(o *output) pairFuncs {
		var p relativizePrinter = relativizeLines{o, pw}
		if *jsonOut {
			p = relativizeJSONPrinter{record.NewEncoder(o.w), pw}
		}
		return pairFuncs{
			do: func(base, target string, src source) error {
				r, err := resolve.Relativize(base, target, reading)
				if err != nil {
					o.setStatus(exitInvalid)
				}
				return p.print(base, target, src, r, err)
			},
			bad: func(text string, src source) error {
				o.setStatus(exitInvalid)
				return p.print(showNoTab(text, pw.inErrors()), "", src, "", &noTabError{"relativize", "TARGET"})
			},
		}
	}
	if err := eachPair(c, inputs{rest, *files}, stdin, o, newDo); err != nil {
		return o.stop("relativize", err)
	}
	return o.finish("relativize", o.status)
}

// A relativizePrinter prints the reference from a base to one target,
// from src, or why there is none.
type relativizePrinter interface {
	print(base, target string, src source, result string, err error) error
}

// relativizeLines prints each reference on a line of standard output (the
// empty reference is an empty line), and a failure's error line on
// standard error, after FILE:LINE:COL: for a line of standard input.
type relativizeLines struct {
	o  *output
	pw *passwords
}

func (p relativizeLines) print(base, target string, src source, result string, err error) error {
	if err != nil {
		hide := p.pw.inErrors()
		return p.o.failAt(record.NewRelativize(base, target, src, "", err, hide).Position, record.Message(err, hide))
	}
	_, err = fmt.Fprintln(p.o.w, record.ShowRef(result, p.pw.inResults()))
	return err
}

// relativizeJSONPrinter prints each target as one JSON object on a line.
type relativizeJSONPrinter struct {
	enc *json.Encoder
	pw  *passwords
}

func (p relativizeJSONPrinter) print(base, target string, src source, result string, err error) error {
	return p.enc.Encode(record.NewRelativize(base, target, src, result, err, p.pw.of(err)))
}
