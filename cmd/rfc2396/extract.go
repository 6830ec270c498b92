package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/extract"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

// runExtract runs "rfc2396 extract".
func runExtract(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("extract", stdout, stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per reference")
	htmlIn := fs.Bool("html", false, "read HTML: the references in its attributes (srcset and ping hold several, a meta refresh's content one), resolved against the document's base")
	hide := redactFlag(fs)
	syn := addSyntaxFlags(fs)
	baseURI := fs.String("base", "", "the retrieval `URI` of the documents (section 5.1.3): in HTML the base when there is no BASE element, and what a relative <base href> is resolved against, as browsers do; in plain text, resolve every reference against it")
	rest, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	opts := syn.options()
	var base *ast.AbsoluteURI
	if *baseURI != "" {
		var err error
		if base, err = parseBase(*baseURI, opts); err != nil {
			return usageError(fs, "--base: %s", errorLine(err, *hide))
		}
	}
	o := newOutput(stdout, stderr)
	var p extractPrinter = &lineExtractPrinter{o: o, hide: *hide}
	if *jsonOut {
		p = &jsonExtractPrinter{enc: newJSONEncoder(o.w), html: *htmlIn, resolve: *htmlIn || base != nil, hide: *hide}
	}
	find := finder(*htmlIn, base, opts)
	files := rest
	if isStdin(files) {
		files = []string{"-"}
	}
	status = exitOK
	for _, name := range files {
		s, err := extractFile(name, stdin, find, p, stderr)
		var ie *inputError
		switch {
		case errors.As(err, &ie):
			o.fail("rfc2396 extract: " + showText(err.Error()) + "\n")
			s = exitIO
		case err != nil:
			return o.stop("extract", err)
		}
		status = max(status, s)
	}
	return o.finish("extract", status)
}

// parseBase reads the value of --base: an absolute URI, whose fragment,
// if any, is dropped. An error is the parser's, for a relative reference
// too.
func parseBase(s string, opts []syntax.Option) (*ast.AbsoluteURI, error) {
	ref, err := parser.Parse(s, opts...)
	if err != nil {
		return nil, err
	}
	if abs, ok := ref.URI.(*ast.AbsoluteURI); ok {
		return abs, nil
	}
	_, err = parser.ParseAbsolute(s, opts...) // the parser's error for a relative reference
	return nil, err
}

// finder returns the function that finds the references of a document:
// the command's one use of package extract, extract.HTML with html, else
// extract.Text, with the syntax of opts and the retrieval URI base (nil
// for none).
func finder(html bool, base *ast.AbsoluteURI, opts []syntax.Option) func(io.Reader) iter.Seq2[*extract.Match, error] {
	// The command prints references as text: it never reads a Match's
	// tree.
	opts = append(opts, extract.Trees(false))
	if base != nil {
		opts = append(opts, extract.Base(base))
	}
	find := extract.Text
	if html {
		find = extract.HTML
	}
	return func(r io.Reader) iter.Seq2[*extract.Match, error] { return find(r, opts...) }
}

// extractFile prints the references of the file name ("-" for stdin),
// which starts with a byte order mark or not, found by find. It returns
// the exit status for the file, or an *inputError when the file cannot be
// opened or read, or another error when printing failed.
func extractFile(name string, stdin io.Reader, find func(io.Reader) iter.Seq2[*extract.Match, error], p extractPrinter, stderr io.Writer) (int, error) {
	r, name, closeFile, err := openInput(name, stdin)
	if err != nil {
		return exitIO, err
	}
	defer closeFile()
	status := exitOK
	unresolved := false
	for m, err := range find(withoutBOM(r)) {
		if err != nil {
			return exitIO, &inputError{name, err}
		}
		switch {
		case m.Err != nil:
			status = exitInvalid
		case errors.Is(m.ResolveErr, resolve.ErrNoBase):
			unresolved = true
		case m.ResolveErr != nil:
			status = exitInvalid
		}
		if err := p.print(name, m); err != nil {
			return exitIO, err
		}
	}
	if unresolved && p.notes() {
		fmt.Fprintf(stderr, "rfc2396 extract: %s: no base URI (no BASE element, no --base): relative references are printed unresolved (section 5.1.4)\n", showText(name))
	}
	return status, nil
}

// An extractPrinter prints the references found in a file.
type extractPrinter interface {
	print(file string, m *extract.Match) error
	notes() bool // whether notes on stderr should explain the output
}

// A lineExtractPrinter prints each reference on a line of standard
// output: resolved when it was resolved, else as found with its
// whitespace removed. An invalid reference, or one that could not be
// resolved, gets instead a line "FILE:LINE:COLUMN: " and the error on
// standard error.
type lineExtractPrinter struct {
	o    *output
	hide bool // hide passwords
}

func (p *lineExtractPrinter) notes() bool { return true }

func (p *lineExtractPrinter) print(file string, m *extract.Match) error {
	var err error
	switch {
	case m.Err != nil:
		err = m.Err
	case m.Resolved != nil:
		return p.line(m.Resolved.String())
	case m.ResolveErr != nil && !errors.Is(m.ResolveErr, resolve.ErrNoBase):
		err = m.ResolveErr
	default:
		return p.line(m.URI)
	}
	return p.o.failAt(&Position{file, m.Line, m.Column}, errorLine(err, p.hide))
}

// line writes the reference s on a line of standard output.
func (p *lineExtractPrinter) line(s string) error {
	p.o.w.WriteString(showRef(s, p.hide))
	return p.o.w.WriteByte('\n')
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

// srcsetAttr is the attribute whose references have descriptors.
const srcsetAttr = "srcset"

// extractJSON is the JSON form of a reference found in a file.
type extractJSON struct {
	File              string     `json:"file"`
	Line              int        `json:"line"`
	Column            int        `json:"column"`
	Text              string     `json:"text"`
	URI               string     `json:"uri"`
	Delimiter         string     `json:"delimiter"`
	WhitespaceRemoved bool       `json:"whitespace_removed"`
	AmbiguousHyphen   bool       `json:"ambiguous_hyphen"`
	Alternative       *string    `json:"alternative"`
	AlternativeValid  *bool      `json:"alternative_valid"`
	Valid             bool       `json:"valid"`
	Error             *errorJSON `json:"error,omitempty"`
	*extractHTMLJSON
	*extractResolveJSON
}

// extractHTMLJSON is the part of extractJSON that only HTML has; the
// descriptors only for an image candidate of a srcset attribute.
type extractHTMLJSON struct {
	Element    string  `json:"element"`
	Attribute  string  `json:"attribute"`
	Descriptor *string `json:"descriptor,omitempty"`
}

// extractResolveJSON is the part of extractJSON that only HTML and --base
// have.
type extractResolveJSON struct {
	Base         *string    `json:"base"`
	Resolved     *string    `json:"resolved"`
	ResolveError *errorJSON `json:"resolve_error"`
}

func newExtractJSON(file string, m *extract.Match, html, resolve, hide bool) *extractJSON {
	j := &extractJSON{
		File: file, Line: m.Line, Column: m.Column, Text: showCandidate(m.Text, m, hide), URI: showCandidate(m.URI, m, hide),
		Delimiter: m.Delimiter.String(), WhitespaceRemoved: m.WhitespaceRemoved,
		AmbiguousHyphen: m.AmbiguousHyphen, Valid: m.Err == nil,
	}
	if m.AmbiguousHyphen {
		valid := m.AlternativeErr == nil
		j.Alternative, j.AlternativeValid = text(showRef(m.Alternative, hide)), &valid
	}
	if m.Err != nil {
		j.Error = newErrorJSON(m.Err, nil, hide)
	}
	if html {
		j.extractHTMLJSON = &extractHTMLJSON{Element: m.Element, Attribute: m.Attribute}
		if m.Attribute == srcsetAttr {
			j.Descriptor = text(m.Descriptor)
		}
	}
	if resolve {
		r := &extractResolveJSON{}
		if m.Base != nil {
			r.Base = text(showRef(m.Base.String(), hide))
		}
		if m.Resolved != nil {
			r.Resolved = text(showRef(m.Resolved.String(), hide))
		}
		if m.ResolveErr != nil {
			r.ResolveError = newErrorJSON(m.ResolveErr, func(which string) string {
				switch {
				case which != "base":
					return m.URI
				case m.Base != nil:
					return m.Base.String()
				}
				return "" // no base
			}, hide)
		}
		j.extractResolveJSON = r
	}
	return j
}

// showCandidate returns the text s of the candidate of m as the commands
// show it. With hide, a candidate too long to be checked, of which only
// the first extract.MaxLength bytes are held, is shown by the start its
// *extract.LengthError gives, with the password hidden: where the password
// of a cut authority would end is not known. Any other is a reference,
// shown as showRef shows one.
func showCandidate(s string, m *extract.Match, hide bool) string {
	var le *extract.LengthError
	if hide && errors.As(m.Err, &le) {
		return le.Start
	}
	return showRef(s, hide)
}
