package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/record"
	"github.com/rfc2396/rfc2396/syntax"
)

// maxValueLine is the longest line of standard input that escape and
// unescape take as one value; a longer one is an error, not cut.
const maxValueLine = parser.MaxInputLength

// runEscape runs "rfc2396 escape".
func runEscape(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("escape", stdout, stderr)
	name := fs.String("component", "", "the `NAME` of the component, its rule: "+componentNames()+"; with --rfc3986, RFC 3986's rule of the same place (reg-name, segment-nz-nc are taken too), and no param")
	repair := fs.Bool("repair", false, "escape only what the component's rule forbids, keeping valid escapes and reserved characters (for text a person typed)")
	jsonOut := fs.Bool("json", false, "print one JSON object a line per value")
	pw := passwordFlags(fs, `hide what may be a password in each value ("u:xxxxx" in a userinfo, from ":" to "@" in another component) before escaping it: no part of it reaches the output`)
	files := fileFlag(fs)
	syn := addSyntaxFlags(fs)
	jobs := jobsFlags(fs)
	rest, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	if *name == "" {
		return usageError(fs, "missing --component")
	}
	c, err := escape.ParseTarget(*name)
	if err != nil {
		return usageError(fs, "--component must be one of %s, not %s", componentNames(), showArg(*name, pw.inErrors()))
	}
	reading := syn.syntax()
	if c.Rule(reading) == "" {
		return usageError(fs, "--component %s is RFC 2396's: RFC 3986 has no param (a \";\" is one of a segment's sub-delims); give --component segment", c)
	}
	return eachValue(valueCommand{name: "escape", f: escaper(c, *repair, reading), rule: c.Rule(reading), json: *jsonOut, pw: pw, files: *files, jobs: *jobs}, rest, stdin, stdout, stderr)
}

// componentNames lists the names of the components that escape takes,
// package escape's, which are their rules'.
func componentNames() string {
	var names []string
	for _, c := range escape.Targets() {
		names = append(names, c.String())
	}
	return strings.Join(names, ", ")
}

// escaper returns what escape does to each value: the command's one use
// of package escape's Escape and Repair, which read the component's rule
// in the syntax syn (c must be a component of syn: Escape panics on
// Param in RFC 3986, which the command refuses first).
func escaper(c escape.Target, repair bool, syn syntax.Syntax) func(string) (string, error) {
	if repair {
		return func(text string) (string, error) { return escape.Repair(text, c, syn) }
	}
	return func(data string) (string, error) { return escape.Escape(data, c, syn), nil }
}

// runUnescape runs "rfc2396 unescape". It takes the syntax flags as every
// command does; decoding is the same in every syntax.
func runUnescape(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("unescape", stdout, stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per value")
	pw := passwordFlags(fs, `hide what may be a password, from the first ":" to the last "@" (the text's rule is not known), in each value before decoding it, and in what it decodes to`)
	files := fileFlag(fs)
	addSyntaxFlags(fs)
	jobs := jobsFlags(fs)
	rest, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	return eachValue(valueCommand{name: "unescape", f: escape.Unescape, rule: unknownRule, json: *jsonOut, pw: pw, files: *files, jobs: *jobs}, rest, stdin, stdout, stderr)
}

// A valueCommand is a command that prints f of each value it reads, a
// line each: escape and unescape, which read values rather than
// references, and repair and display, which read text and references
// for package iri.
type valueCommand struct {
	name  string
	f     func(string) (string, error)
	rule  syntax.Rule // what a value and its result are, for redaction
	json  bool
	pw    *passwords
	files []string // --file
	jobs  int      // workers for the lines (runLines)
	// at returns the offset in the value v, shown as its error shows it
	// (with hide, its password hidden), where the error err, which e
	// describes, is; nil for e's offset.
	at func(v string, err error, e *record.Error, hide bool) int
}

// errorAt returns where in the value v, from src, the error err, which e
// describes as error text shows it, is.
func (c valueCommand) errorAt(v string, src source, err error, e *record.Error) *record.Position {
	if c.at == nil {
		return src.At(e.Offset)
	}
	hide := c.pw.inErrors()
	return src.At(c.at(c.show(v, hide), err, e, hide))
}

// show returns a value or a result as the command shows it: with hide,
// what may be a password in it hidden as in the command's rule. With
// --redact, the command works on the value as shown, so that no part of
// a password reaches its result; error text shows the value with its
// password hidden unless --raw-errors, and the offset of an error is
// into the value as shown.
func (c valueCommand) show(s string, hide bool) string {
	if hide {
		return redact.Of(s, c.rule).String()
	}
	return s
}

// eachValue prints c.f of each input (inputs: each argument, each line
// of standard input and of c.files) on a line of its own on standard
// output. A value that c.f fails on gets its error on standard error
// instead (after FILE:LINE:COL: for a line), and so does a line longer
// than a value may be; the exit status is then 1. With c.json, every
// value is a JSON record on standard output.
func eachValue(c valueCommand, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	o := newOutput(stdout, stderr)
	newPrint := func(o *output) func(in string, src source, out string, err error) error {
		enc := record.NewEncoder(o.w)
		return func(in string, src source, out string, err error) error {
			if err != nil {
				o.setStatus(exitInvalid)
			}
			switch {
			case c.json:
				return enc.Encode(c.record(in, src, out, err))
			case err != nil:
				hide := c.pw.inErrors()
				return o.failAt(c.errorAt(in, src, err, record.NewError(err, nil, hide)), record.Message(err, hide))
			}
			o.w.WriteString(c.show(out, c.pw.inResults()))
			return o.w.WriteByte('\n')
		}
	}
	lc := lineCommand{cmd: c.name, max: maxValueLine, jobs: c.jobs, hideErrors: c.pw.inErrors()}
	err := lc.forEach(inputs{args, c.files}, stdin, o, func(o *output) func(string, source) error {
		print := newPrint(o)
		return func(v string, src source) error {
			v = c.show(v, c.pw.inResults())
			out, err := c.f(v)
			return print(v, src, out, err)
		}
	}, func(o *output) lineFunc {
		print := newPrint(o)
		return func(l line, src source) error {
			v := c.show(l.Text, c.pw.inResults())
			if l.Cut() {
				return print(v, src, "", &lineTooLongError{c.name, l.Len, maxValueLine})
			}
			out, err := c.f(v)
			return print(v, src, out, err)
		}
	})
	if err != nil {
		return o.stop(c.name, err)
	}
	return o.finish(c.name, o.status)
}

// valueJSON is the JSON form of a value that escape, unescape, repair or
// display read: its result, or why it has none (error text, shown as
// such).
type valueJSON struct {
	*record.Position
	Input  string        `json:"input"`
	Valid  bool          `json:"valid"`
	Result *string       `json:"result"`
	Error  *record.Error `json:"error,omitempty"`
}

// record describes the value in, from src, and its result out or its
// error err.
func (c valueCommand) record(in string, src source, out string, err error) *valueJSON {
	if err != nil {
		hide := c.pw.inErrors()
		r := &valueJSON{Input: c.show(in, hide), Error: record.NewError(err, nil, hide)}
		r.Position = c.errorAt(in, src, err, r.Error)
		return r
	}
	r := &valueJSON{Input: c.show(in, c.pw.inResults())}
	result := c.show(out, c.pw.inResults())
	r.Valid, r.Result = true, &result
	return r
}

// A lineTooLongError is the error of a line of standard input longer
// than a value of escape or unescape may be.
type lineTooLongError struct {
	cmd      string
	len, max int
}

func (e *lineTooLongError) Error() string {
	return fmt.Sprintf("rfc2396: %s: the line is %d bytes long, more than the %d bytes a value may have", e.cmd, e.len, e.max)
}
