package main

import (
	"bufio"
	"encoding/json"
	"errors"
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
	hide := redactFlag(fs)
	syn := addSyntaxFlags(fs)
	jobs := jobsFlags(fs)
	files, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	if len(files) == 0 {
		return usageError(fs, `missing FILE (use "-" for standard input)`)
	}
	o := newOutput(stdout, stderr)
	c := &checker{syntax: syn.syntax(), warn: *warn, hide: *hide, json: *jsonOut, jobs: *jobs, stdin: stdin}
	for _, name := range files {
		err := c.file(name, o)
		var ie *inputError
		switch {
		case errors.As(err, &ie):
			o.fail("rfc2396 check: " + showText(err.Error()) + "\n")
			o.setStatus(exitIO)
		case err != nil:
			return o.stop("check", err)
		}
	}
	return o.finish("check", o.status)
}

// A checker checks the lines of files.
type checker struct {
	syntax syntax.Syntax
	warn   bool // warn about valid lines too
	hide   bool // redact passwords
	json   bool // print JSON records
	jobs   int  // workers (runLines)
	stdin  io.Reader
}

// file checks the lines of the file name ("-" for stdin) and prints what
// it finds on o, in c.jobs workers. It raises o's status to exitInvalid
// when a line is invalid, and returns an *inputError when the file cannot
// be opened or read, and another error when the output cannot be written.
func (c *checker) file(name string, o *output) error {
	r, name, closeFile, err := openInput(name, c.stdin)
	if err != nil {
		return err
	}
	defer closeFile()
	return runLines(r, name, maxParseLine, c.jobs, o, c.worker)
}

// worker returns the function that checks a line and prints what it
// finds on o.
func (c *checker) worker(o *output) lineFunc {
	var p checkPrinter = &checkTextPrinter{w: o.w}
	if c.json {
		p = &checkJSONPrinter{enc: record.NewEncoder(o.w)}
	}
	return func(l line, src source) error {
		if l.Cut() {
			if err := noteCut(o, "check", src, l); err != nil {
				return err
			}
		}
		findings, valid := record.CheckLine(src, l.Text, c.warn, c.hide, c.syntax)
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
