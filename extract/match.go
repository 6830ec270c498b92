package extract

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
)

// MaxLength is the length in bytes of the longest reference Text finds,
// as written. A bare candidate that is longer (before its punctuation is
// trimmed) is reported with a *LengthError; an angle bracket or double
// quote whose closing delimiter is farther away is not a delimiter.
const MaxLength = 64 << 10

// bareSchemes are the schemes, in lower case, that make a bare candidate
// without being followed by "//": those of RFC 2396's time that are
// written without an authority.
var bareSchemes = []string{
	"mailto", // RFC 2368
	"news",   // RFC 1738
	"urn",    // RFC 2141
	"tel",    // RFC 2806
	"fax",    // RFC 2806
	"modem",  // RFC 2806
	"cid",    // RFC 2392
	"mid",    // RFC 2392
	"data",   // RFC 2397
	"sip",    // RFC 2543
}

// htmlAttributes maps an HTML element's name to the attributes of it that
// hold a URI reference.
var htmlAttributes = map[string][]string{
	"a":          {"href"},
	"area":       {"href"},
	"link":       {"href"},
	"base":       {"href"},
	"img":        {"src"},
	"script":     {"src"},
	"iframe":     {"src"},
	"frame":      {"src"},
	"source":     {"src"},
	"embed":      {"src"},
	"audio":      {"src"},
	"video":      {"src", "poster"},
	"track":      {"src"},
	"input":      {"src"},
	"form":       {"action"},
	"blockquote": {"cite"},
	"q":          {"cite"},
	"del":        {"cite"},
	"ins":        {"cite"},
	"object":     {"data"},
}

// Options changes how references are checked and resolved. The zero value
// (or a nil *Options) checks them with parser.Parse's defaults and, in
// plain text, does not resolve them.
type Options struct {
	// Parser holds the options every candidate is parsed with.
	Parser []parser.Option
	// Resolve holds the options references are resolved with.
	Resolve []resolve.Option
	// Base is the retrieval URI of the document (section 5.1.3), or nil.
	// In HTML it is the base when the document has no BASE element; in
	// plain text, when set, every reference is resolved against it.
	Base *ast.AbsoluteURI
}

// A Delimiter tells how a reference was delimited.
type Delimiter int

// The delimiters.
const (
	None      Delimiter = iota // a bare reference, delimited by whitespace
	Angle                      // angle brackets, with or without "URL:"
	Quote                      // double quotes
	Attribute                  // the value of an HTML attribute
)

var delimiterNames = [...]string{None: "none", Angle: "angle", Quote: "quote", Attribute: "attribute"}

// String returns "none", "angle", "quote" or "attribute".
func (d Delimiter) String() string {
	if d >= 0 && int(d) < len(delimiterNames) {
		return delimiterNames[d]
	}
	return fmt.Sprintf("Delimiter(%d)", int(d))
}

// A Match is one reference found in a document.
type Match struct {
	// Offset is the byte offset in the input of the first byte of Text
	// (in HTML, of the element's "<"); Line and Column, from 1, are its
	// line and its column in bytes.
	Offset       int64
	Line, Column int

	// Text is the reference as written, delimiters excluded: with its
	// whitespace, and in HTML with character references decoded.
	Text string
	// URI is the reference that was checked: Text with whitespace
	// removed (see the package documentation).
	URI string
	// Delimiter says how the reference was set off from the text.
	Delimiter Delimiter
	// WhitespaceRemoved reports that URI lacks whitespace that Text has.
	WhitespaceRemoved bool
	// AmbiguousHyphen reports a "-" followed by a line break (Appendix E).
	// URI keeps the hyphen; Alternative is the reading without it, and
	// AlternativeErr the parser's error for that reading, nil when it is
	// valid.
	AmbiguousHyphen bool
	Alternative     string
	AlternativeErr  error

	// Ref is the parsed URI, or nil when it is not valid; Err is then
	// why: a *parser.Error, or a *LengthError.
	Ref *ast.URIReference
	Err error

	// Element and Attribute name where an HTML reference was found.
	Element, Attribute string

	// Base is the base URI the reference was resolved against, nil if
	// none. Resolved is the resolved reference, nil when the reference
	// was not resolved: then ResolveErr says why (ErrNoBase,
	// ErrRelativeBase, or a *resolve.Error), unless resolving was not
	// asked for (plain text without Options.Base) or the reference is
	// not valid.
	Base       *ast.AbsoluteURI
	Resolved   *ast.URIReference
	ResolveErr error
}

// ErrNoBase is the ResolveErr of a relative reference in a document that
// has no base URI: no BASE element and no retrieval URI (section 5.1.4).
var ErrNoBase = errors.New("extract: no base URI to resolve a relative reference against: the document has no BASE element and no retrieval URI was given (section 5.1.4)")

// ErrRelativeBase is the ResolveErr of the href of a BASE element that is
// a relative reference: it cannot be the document's base.
var ErrRelativeBase = errors.New("extract: the href of a BASE element must be an absolute URI (section 5.1.1, Appendix D)")

// A LengthError reports a bare candidate longer than MaxLength bytes.
type LengthError struct {
	Offset int64  // offset in the input of the candidate's first byte
	Start  string // its first bytes
}

// Error returns a message that gives the candidate's offset and start.
func (e *LengthError) Error() string {
	return fmt.Sprintf("extract: the candidate at offset %d that starts with %q is longer than %d bytes", e.Offset, e.Start, MaxLength)
}

// check parses m.URI (and m.Alternative) with opts and records the
// outcome in m.
func (m *Match) check(opts *Options) {
	m.Ref, m.Err = parser.Parse(m.URI, opts.Parser...)
	if m.AmbiguousHyphen {
		_, m.AlternativeErr = parser.Parse(m.Alternative, opts.Parser...)
	}
}

// resolve resolves m.Ref against base and records the outcome in m.
func (m *Match) resolve(base *ast.AbsoluteURI, opts *Options) {
	if m.Ref == nil {
		return
	}
	m.Base = base
	if base == nil {
		if m.Ref.IsAbs() {
			m.Resolved = m.Ref
		} else {
			m.ResolveErr = ErrNoBase
		}
		return
	}
	res, err := resolve.Reference(base, m.Ref, opts.Resolve...)
	if err != nil {
		m.ResolveErr = err
		return
	}
	m.Resolved = res.URI
}

// A reading is a reference with its whitespace removed.
type reading struct {
	uri         string // the reading that keeps the hyphens
	alternative string // the reading without the hyphens before line breaks; "" if none
	removed     bool   // whitespace was removed
	hyphen      bool   // a hyphen comes before a line break
}

// removeSpace reads text without its whitespace. With all, every run of
// whitespace is removed, as between angle brackets; otherwise only the
// runs that contain a line break, as in an HTML attribute, whose value is
// first trimmed.
func removeSpace(text string, all bool) reading {
	r := reading{}
	if !all {
		trimmed := strings.TrimFunc(text, isSpace)
		r.removed = len(trimmed) < len(text)
		text = trimmed
	}
	if strings.IndexFunc(text, isSpace) < 0 {
		r.uri = text
		return r
	}
	keep := make([]byte, 0, len(text))
	alt := make([]byte, 0, len(text))
	for i := 0; i < len(text); {
		n := spaceLen(text[i:])
		if n == 0 {
			keep = append(keep, text[i])
			alt = append(alt, text[i])
			i++
			continue
		}
		j := i
		for j < len(text) {
			n := spaceLen(text[j:])
			if n == 0 {
				break
			}
			j += n
		}
		run := text[i:j]
		lineBreak := strings.ContainsAny(run, "\n\r")
		if !all && !lineBreak {
			keep = append(keep, run...)
			alt = append(alt, run...)
			i = j
			continue
		}
		r.removed = true
		if lineBreak && i > 0 && text[i-1] == '-' {
			r.hyphen = true
			alt = alt[:len(alt)-1]
		}
		i = j
	}
	r.uri = string(keep)
	if r.hyphen {
		r.alternative = string(alt)
	}
	return r
}

// isSpace reports whether r is whitespace: ASCII or Unicode.
func isSpace(r rune) bool { return unicode.IsSpace(r) }

// spaceLen returns the length of the whitespace character at the start
// of s, or 0 if s does not start with one.
func spaceLen(s string) int {
	if s == "" {
		return 0
	}
	if c := s[0]; c < utf8.RuneSelf {
		if isASCIISpace(c) {
			return 1
		}
		return 0
	}
	r, n := utf8.DecodeRuneInString(s)
	if unicode.IsSpace(r) {
		return n
	}
	return 0
}

// isASCIISpace reports whether c is ASCII whitespace.
func isASCIISpace(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\v', '\f', '\r':
		return true
	}
	return false
}
