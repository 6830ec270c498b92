package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"
	"os"
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/extract"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
)

// runExtract runs "rfc2396 extract".
func runExtract(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("extract", synopsis("extract"), stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per reference")
	htmlIn := fs.Bool("html", false, "read HTML: the references in its attributes, resolved against the document's base")
	rfc2732 := rfc2732Flag(fs)
	hide := redactFlag(fs)
	baseURI := fs.String("base", "", "the retrieval URI of the documents (section 5.1.3): in HTML the base when there is no BASE element; in plain text, resolve every reference against it")
	rest, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	opts := &extract.Options{}
	if *rfc2732 {
		opts.Parser = []parser.Option{parser.RFC2732()}
		opts.Resolve = []resolve.Option{resolve.RFC2732()}
	}
	if *baseURI != "" {
		ref, err := parser.Parse(*baseURI, opts.Parser...)
		if err != nil {
			return usageError(fs, stderr, "--base: %v", err)
		}
		abs, ok := ref.URI.(*ast.AbsoluteURI)
		if !ok {
			return usageError(fs, stderr, "--base %q is not an absolute URI (section 5.1)", *baseURI)
		}
		opts.Base = abs
	}
	var find finder = extract.Text
	if *htmlIn {
		find = extract.HTML
	}
	w := bufio.NewWriter(stdout)
	var p extractPrinter = &lineExtractPrinter{w: w, hide: *hide}
	if *jsonOut {
		p = &jsonExtractPrinter{enc: newJSONEncoder(w), html: *htmlIn, resolve: *htmlIn || opts.Base != nil, hide: *hide}
	}
	files := rest
	if isStdin(files) {
		files = []string{"-"}
	}
	status = exitOK
	for _, name := range files {
		s, err := extractFile(name, stdin, find, opts, p, stderr)
		if err != nil {
			w.Flush()
			fmt.Fprintf(stderr, "rfc2396: %v\n", err)
			return exitInvalid
		}
		status = max(status, s)
	}
	return finish(w, stderr, status)
}

// A finder finds the references in a document: extract.Text or
// extract.HTML.
type finder func(io.Reader, *extract.Options) iter.Seq2[*extract.Match, error]

// extractFile prints the references of the file name ("-" for stdin) found
// by find. It returns the exit status for the file, having said on stderr
// what went wrong in reading it, or an error when printing failed.
func extractFile(name string, stdin io.Reader, find finder, opts *extract.Options, p extractPrinter, stderr io.Writer) (int, error) {
	r := stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintf(stderr, "rfc2396 extract: %v\n", err)
			return exitInvalid, nil
		}
		defer f.Close()
		r = f
	}
	status := exitOK
	unresolved := false
	for m, err := range find(r, opts) {
		if err != nil {
			fmt.Fprintf(stderr, "rfc2396 extract: %s: read: %v\n", name, err)
			return exitInvalid, nil
		}
		switch {
		case m.Err != nil:
			status = exitInvalid
		case errors.Is(m.ResolveErr, extract.ErrNoBase):
			unresolved = true
		case m.ResolveErr != nil:
			status = exitInvalid
		}
		if err := p.print(name, m); err != nil {
			return exitInvalid, fmt.Errorf("write: %w", err)
		}
	}
	if unresolved && p.notes() {
		fmt.Fprintf(stderr, "rfc2396 extract: %s: no base URI (no BASE element, no --base): relative references are printed unresolved (section 5.1.4)\n", name)
	}
	return status, nil
}

// An extractPrinter prints the references found in a file.
type extractPrinter interface {
	print(file string, m *extract.Match) error
	notes() bool // whether notes on stderr should explain the output
}

// A lineExtractPrinter prints each reference on a line: resolved when it
// was resolved, else as found with its whitespace removed. An invalid
// reference, or one that could not be resolved, is replaced by a line
// "rfc2396: FILE:LINE:COLUMN: " and the error.
type lineExtractPrinter struct {
	w    *bufio.Writer
	hide bool // hide passwords
}

func (p *lineExtractPrinter) notes() bool { return true }

func (p *lineExtractPrinter) print(file string, m *extract.Match) error {
	var err error
	switch {
	case m.Err != nil:
		err = m.Err
	case m.Resolved != nil:
		_, err := fmt.Fprintln(p.w, p.show(m.Resolved.String()))
		return err
	case m.ResolveErr != nil && !errors.Is(m.ResolveErr, extract.ErrNoBase):
		err = m.ResolveErr
	default:
		_, err := fmt.Fprintln(p.w, p.show(m.URI))
		return err
	}
	_, werr := fmt.Fprintf(p.w, "rfc2396: %s:%d:%d: %s\n", file, m.Line, m.Column, strings.TrimPrefix(err.Error(), "rfc2396: "))
	return werr
}

// show returns s with its password hidden when the printer hides them.
func (p *lineExtractPrinter) show(s string) string {
	if p.hide {
		return redact.String(s)
	}
	return s
}

// A jsonExtractPrinter prints each reference as one JSON object on a line.
type jsonExtractPrinter struct {
	enc     *json.Encoder
	html    bool // give element and attribute
	resolve bool // give base, resolved and resolve_error
	hide    bool // hide passwords
}

func (p *jsonExtractPrinter) notes() bool { return false }

func (p *jsonExtractPrinter) print(file string, m *extract.Match) error {
	return p.enc.Encode(newExtractJSON(file, m, p.html, p.resolve, p.hide))
}

// extractJSON is the JSON form of a reference found in a file.
type extractJSON struct {
	File              string     `json:"file"`
	Line              int        `json:"line"`
	Column            int        `json:"column"`
	Text              string     `json:"text"` // as written, delimiters excluded
	URI               string     `json:"uri"`  // whitespace removed
	Delimiter         string     `json:"delimiter"`
	WhitespaceRemoved bool       `json:"whitespace_removed"`
	AmbiguousHyphen   bool       `json:"ambiguous_hyphen"`
	Alternative       *string    `json:"alternative"`       // null unless ambiguous_hyphen
	AlternativeValid  *bool      `json:"alternative_valid"` // null unless ambiguous_hyphen
	Valid             bool       `json:"valid"`
	Error             *errorJSON `json:"error,omitempty"` // only when not valid
	*extractHTMLJSON
	*extractResolveJSON
}

// extractHTMLJSON is the part of extractJSON that only HTML has.
type extractHTMLJSON struct {
	Element   string `json:"element"`
	Attribute string `json:"attribute"`
}

// extractResolveJSON is the part of extractJSON that only HTML and --base
// have.
type extractResolveJSON struct {
	Base         *string    `json:"base"`          // null when there is none
	Resolved     *string    `json:"resolved"`      // null when not resolved
	ResolveError *errorJSON `json:"resolve_error"` // null unless resolving failed
}

func newExtractJSON(file string, m *extract.Match, html, resolve, hide bool) *extractJSON {
	show := func(s string) string { return s }
	if hide {
		show = redact.String
	}
	j := &extractJSON{
		File: file, Line: m.Line, Column: m.Column, Text: show(m.Text), URI: show(m.URI),
		Delimiter: m.Delimiter.String(), WhitespaceRemoved: m.WhitespaceRemoved,
		AmbiguousHyphen: m.AmbiguousHyphen, Valid: m.Err == nil,
	}
	if m.AmbiguousHyphen {
		valid := m.AlternativeErr == nil
		j.Alternative, j.AlternativeValid = text(show(m.Alternative)), &valid
	}
	if m.Err != nil {
		j.Error = newErrorJSON(m.Err, func(string) string { return m.URI }, hide)
	}
	if html {
		j.extractHTMLJSON = &extractHTMLJSON{Element: m.Element, Attribute: m.Attribute}
	}
	if resolve {
		r := &extractResolveJSON{}
		if m.Base != nil {
			r.Base = text(show(m.Base.String()))
		}
		if m.Resolved != nil {
			r.Resolved = text(show(m.Resolved.String()))
		}
		if m.ResolveErr != nil {
			r.ResolveError = newErrorJSON(m.ResolveErr, func(which string) string {
				if which == "base" && m.Base != nil {
					return m.Base.String()
				}
				return m.URI
			}, hide)
		}
		j.extractResolveJSON = r
	}
	return j
}
