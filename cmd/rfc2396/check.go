package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"github.com/rfc2396/rfc2396/record"
	"github.com/rfc2396/rfc2396/syntax"
)

// runCheck runs "rfc2396 check".
func runCheck(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("check", stdout, stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per invalid line (and warning)")
	warn := fs.Bool("warn", false, "also warn about valid references that section 7 cautions against: a password, a port that is not the scheme's default, an escaped CR, LF or NUL")
	pw := passwordFlags(fs, "")
	files := fileFlag(fs)
	syn := addSyntaxFlags(fs)
	jobs := jobsFlags(fs)
	refs, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	o := newOutput(stdout, stderr)
	c := &checker{syntax: syn.syntax(), warn: *warn, hide: pw.inErrors(), json: *jsonOut}
	lc := lineCommand{cmd: "check", max: maxParseLine, jobs: *jobs, hideErrors: pw.inErrors(), argsName: argsName}
	if err := eachInput(lc, inputs{refs, *files}, stdin, o, c.worker); err != nil {
		return o.stop("check", err)
	}
	return o.finish("check", o.status)
}

// A checker checks references, each an argument or a line of a file.
type checker struct {
	syntax syntax.Syntax
	warn   bool // warn about valid lines too
	hide   bool // hide passwords: its findings are error text
	json   bool // print JSON records
}

// worker returns the function that checks a reference and prints what it
// finds on o.
func (c *checker) worker(o *output) func(text string, src source) error {
	var p checkPrinter = &checkTextPrinter{w: o.w}
	if c.json {
		p = &checkJSONPrinter{enc: record.NewEncoder(o.w)}
	}
	return func(text string, src source) error {
		findings, valid := record.CheckLine(src, text, c.warn, c.hide, c.syntax)
		if !valid {
			o.setStatus(exitInvalid)
		}
		for _, f := range findings {
			if err := p.print(f); err != nil {
				return err
			}
		}
		return nil
	}
}

// A checkPrinter prints one finding of check: an error (an invalid line)
// or a warning.
type checkPrinter interface {
	print(f *record.Check) error
}

// A checkTextPrinter prints FILE:LINE:COL: message, with COL the 1-based
// byte column, the form that editors and CI systems read.
type checkTextPrinter struct {
	w *bufio.Writer
}

func (p *checkTextPrinter) print(f *record.Check) error {
	message := f.Message
	if f.Severity == record.SeverityWarning {
		message = "warning: " + message
	}
	_, err := fmt.Fprintf(p.w, "%s%s\n", prefix(f.Position), message)
	return err
}

// A checkJSONPrinter prints each finding as one JSON object on a line.
type checkJSONPrinter struct {
	enc *json.Encoder
}

func (p *checkJSONPrinter) print(f *record.Check) error { return p.enc.Encode(f) }
