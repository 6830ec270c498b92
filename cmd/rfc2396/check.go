package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
	"github.com/rfc2396/rfc2396/uri"
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
	c := &checker{opts: syn.options(), warn: *warn, hide: *hide, json: *jsonOut, jobs: *jobs, stdin: stdin}
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
	opts  []syntax.Option
	warn  bool // warn about valid lines too
	hide  bool // redact passwords
	json  bool // print JSON records
	jobs  int  // workers (runLines)
	stdin io.Reader
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
		p = &checkJSONPrinter{enc: newJSONEncoder(o.w)}
	}
	return func(l line, src source) error {
		if l.cut() {
			if err := noteCut(o, "check", src, l); err != nil {
				return err
			}
		}
		var ref *ast.URIReference
		var err error
		if c.warn {
			_, ref, err = parseShown(l.text, c.opts, c.hide)
		} else {
			// Validity alone: no tree. Parse's error is Validate's,
			// and hiding a password keeps a reference valid.
			err = parser.Validate(l.text, c.opts...)
		}
		if err != nil {
			o.setStatus(exitInvalid)
			e := newErrorJSON(err, nil, c.hide)
			if pe := shownParseError(err, c.hide); pe != nil {
				e.Message = pe.RawMessage() // the line and column say where
			}
			return p.print(src.file, src.line, e.Offset, "error", e)
		}
		if !c.warn {
			return nil
		}
		for _, wa := range c.warnings(ref) {
			if err := p.print(src.file, src.line, wa.Offset, "warning", wa); err != nil {
				return err
			}
		}
		return nil
	}
}

// A checkPrinter prints one finding of check: an error (an invalid line)
// or a warning, at a byte offset of line n of file.
type checkPrinter interface {
	print(file string, n, offset int, severity string, e *errorJSON) error
}

// A checkTextPrinter prints FILE:LINE:COL: message, with COL the 1-based
// byte column, the form that editors and CI systems read.
type checkTextPrinter struct {
	w *bufio.Writer
}

func (p *checkTextPrinter) print(file string, n, offset int, severity string, e *errorJSON) error {
	message := e.Message
	if severity == "warning" {
		message = "warning: " + message
	}
	_, err := fmt.Fprintf(p.w, "%s%s\n", (&Position{file, n, offset + 1}).prefix(), message)
	return err
}

// checkJSON is the JSON form of a finding of check: where it is, and the
// fields of the error object every command prints.
type checkJSON struct {
	Position
	Severity string `json:"severity"`
	*errorJSON
}

type checkJSONPrinter struct {
	enc *json.Encoder
}

func (p *checkJSONPrinter) print(file string, n, offset int, severity string, e *errorJSON) error {
	return p.enc.Encode(checkJSON{Position: Position{file, n, offset + 1}, Severity: severity, errorJSON: e})
}

// warnings returns the cautions package uri gives about a valid
// reference (uri.Warnings: section 7's, and a scheme that looks like a
// host followed by a port), as error objects. Their offsets are into the
// reference's text.
func (c *checker) warnings(ref *ast.URIReference) []*errorJSON {
	// uri reads RFC 2732 by default; the line was checked in check's
	// syntax, strict RFC 2396 unless the flags say otherwise, and is read
	// in it again, so that its warnings are about the same reading
	// ("1234.1.1.1" is an IPv4 address in one, a reg_name in the other).
	r, err := uri.Parse(ref.String(), append([]syntax.Option{syntax.RFC2396}, c.opts...)...)
	if err != nil {
		return nil // valid in these options, as check found it
	}
	s := ref.String()
	var out []*errorJSON
	for _, w := range uri.Warnings(r) {
		e := &errorJSON{Offset: w.Offset, Rule: w.Rule.String(), Expected: []string{}, Message: w.Message, Hint: w.Hint}
		if w.Offset < len(s) {
			ch, _ := utf8.DecodeRuneInString(s[w.Offset:])
			e.Char = charJSON(ch)
		}
		out = append(out, e)
	}
	return out
}
