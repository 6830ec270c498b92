package extract

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

// MaxLength is the length in bytes of the longest reference Text finds,
// as written. A bare candidate that is longer (before its punctuation is
// trimmed) is reported with a *LengthError, with its first MaxLength
// bytes, and Text goes on after its end: after the lines it goes on to at
// a hyphen too (see the package doc), so that a long run of such lines is
// one candidate, read once. An angle bracket or double
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

// An Option changes how Text and HTML check and resolve references: a
// syntax.Syntax, Base, Resolve, Trees, MaxToken or Origin. Without
// options, both read candidates in the module's default syntax; Text does
// not resolve them, and HTML resolves them against the document's base.
// The Syntax values given apply in order over the default, to parsing,
// resolving and the tree of Base alike: syntax.RFC2396 is Appendix A to
// the letter, without IPv6 literals or "?y". With syntax.RFC3986 the
// candidates are checked in RFC 3986 and neither parsed into trees nor
// resolved (see the package documentation).
type Option = syntax.ExtractOption

// baseOption is the option Base.
type baseOption struct {
	syntax.ExtractOption
	base *ast.AbsoluteURI
}

// String returns the option as Go code would show it, such as
// "extract.Base(http://u:xxxxx@h/)": the base with its password hidden.
func (o baseOption) String() string {
	if o.base == nil {
		return "extract.Base(nil)"
	}
	return "extract.Base(" + redact.String(o.base.String()) + ")"
}

// resolveOption is the option Resolve.
type resolveOption struct {
	syntax.ExtractOption
	opts []resolve.Option
}

// String returns the option as Go code would show it, such as
// "extract.Resolve(resolve.DotDot(RemoveDotDot))".
func (o resolveOption) String() string {
	s := make([]string, len(o.opts))
	for i, r := range o.opts {
		s[i] = fmt.Sprint(r)
	}
	return "extract.Resolve(" + strings.Join(s, ", ") + ")"
}

// Base sets the retrieval URI of the document (section 5.1.3); nil, the
// default, is none. In HTML it is what the href of a BASE element is
// resolved against, and the base when the document has no BASE element;
// in plain text, when set, every reference is resolved against it. A tree
// that no parser builds in the syntax of the options (parser.SplitTree)
// makes Text and HTML yield a *syntax.OptionError.
func Base(base *ast.AbsoluteURI) Option { return baseOption{base: base} }

// ParseBase reads a retrieval URI as Base takes it, in the syntax of
// opts: an absolute URI, whose fragment, if any, is dropped (section
// 5.1.3 retrieves the document without it). An error is the parser's
// *parser.Error, for a relative reference too.
func ParseBase(s string, opts ...syntax.Syntax) (*ast.AbsoluteURI, error) {
	syn, err := syntax.Read(opts, nil)
	if err == nil && syn.IsRFC3986() {
		err = &syntax.OptionError{Option: syn, Why: noTrees3986}
	}
	if err != nil {
		return nil, err
	}
	ref, err := parser.Parse(s, syn)
	if err != nil {
		return nil, err
	}
	if abs, ok := ref.URI.(*ast.AbsoluteURI); ok {
		return abs, nil
	}
	_, err = parser.ParseAbsolute(s, syn) // the parser's error for a relative reference
	return nil, err
}

// Resolve sets the options that references are resolved with (package
// resolve's: resolve.DotDot, resolve.BackwardCompatible, a syntax). They
// follow the syntax of the options of Text or HTML. An option that
// package resolve does not take makes Text and HTML yield a
// *syntax.OptionError.
func Resolve(opts ...resolve.Option) Option { return resolveOption{opts: opts} }

// treesOption is the option Trees.
type treesOption struct {
	syntax.ExtractOption
	on bool
}

// String returns the option as Go code would show it, such as
// "extract.Trees(false)".
func (o treesOption) String() string { return fmt.Sprintf("extract.Trees(%t)", o.on) }

// Trees sets whether a Match of a valid reference carries its parsed
// tree, Ref: true, the default, or false, for a caller that only asks
// which candidates are valid (Err) and what they are (Text, URI): then Ref
// is nil for every Match, and a reference is only validated, which costs
// a fraction of building its tree. Resolving (Base, and HTML) still sets
// Resolved, the tree of the result.
func Trees(on bool) Option { return treesOption{on: on} }

// config holds the settings of Text or HTML.
type config struct {
	noTrees  bool  // Trees(false): no Match carries Ref
	maxToken int   // MaxToken
	offset   int64 // Origin: the offset of the input's first byte
	line     int   // Origin: the line of the input's first byte
	syntax   syntax.Syntax
	parse    []parser.Option  // syntax as the parser takes it: none for the parser's default, which it then has no option to read
	base     *ast.AbsoluteURI // the retrieval URI, or nil
	resolve  []resolve.Option // the syntax, then the options of Resolve
}

// noTrees3986 says why a function or an option that takes or gives a tree
// refuses RFC 3986.
const noTrees3986 = "a tree of package ast, and so a base and a resolved reference, is RFC 2396's: in RFC 3986 references are checked (Match.Err), not parsed into trees nor resolved"

// configOf returns the settings of opts, or a *syntax.OptionError.
func configOf(opts []Option) (*config, error) {
	cfg := &config{maxToken: DefaultMaxToken, line: 1}
	var more []resolve.Option
	var bases []baseOption // checked in the syntax of all of opts
	var tree []Option      // the options that ask for trees: Base, Resolve, Trees(true)
	var err error
	cfg.syntax, err = syntax.Read(opts, func(o Option) string {
		switch o := o.(type) {
		case baseOption:
			bases = append(bases, o)
			cfg.base = o.base
			if o.base != nil {
				tree = append(tree, o)
			}
		case treesOption:
			cfg.noTrees = !o.on
			if o.on {
				tree = append(tree, o)
			}
		case originOption:
			if o.offset < 0 || o.line < 1 {
				return "the origin of a piece of text is at an offset of 0 or more and on a line from 1"
			}
			cfg.offset, cfg.line = o.offset, o.line
		case maxTokenOption:
			if o.n < 1 {
				return "the most bytes of an HTML token is at least 1"
			}
			cfg.maxToken = o.n
		case resolveOption:
			// Package resolve says whether it takes them: no base and an
			// absolute reference, which fails only on its options.
			var oe *syntax.OptionError
			if _, err := resolve.String("", "a:b", o.opts...); errors.As(err, &oe) {
				return fmt.Sprintf("package resolve does not take %v: %s", oe.Option, oe.Why)
			}
			more = append(more, o.opts...)
			tree = append(tree, o)
		default:
			return "this function does not take it"
		}
		return ""
	})
	if err == nil && cfg.syntax.IsRFC3986() {
		if len(tree) > 0 {
			err = &syntax.OptionError{Option: tree[0], Why: noTrees3986}
		}
		cfg.noTrees = true
	}
	for i := 0; err == nil && i < len(bases); i++ {
		if why := checkBase(bases[i].base, cfg.syntax); why != "" {
			err = &syntax.OptionError{Option: bases[i], Why: why}
		}
	}
	cfg.resolve = append([]resolve.Option{cfg.syntax}, more...)
	if cfg.syntax != syntax.Default { // the parser's default, which it then has no option to read
		cfg.parse = []parser.Option{cfg.syntax}
	}
	return cfg, err
}

// checkBase says why base cannot be a base read in the syntax syn, or "".
func checkBase(base *ast.AbsoluteURI, syn syntax.Syntax) string {
	if base == nil {
		return ""
	}
	c, err := parser.SplitTree(&ast.URIReference{Extent: base.Extent, URI: base}, syn)
	switch {
	case err != nil:
		return "the base is not a tree that a parser builds: " + err.Error()
	case !c.IsAbs():
		return "the base is not an absolute URI"
	}
	return ""
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
	// whitespace, and in HTML with character references decoded. In an
	// HTML attribute that holds several references (srcset, ping) or
	// more than a reference (a meta refresh's content), it is the part of
	// the value that is this reference.
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
	// AlternativeErr the parser's error for that reading (a
	// *CandidateError), nil when it is valid.
	AmbiguousHyphen bool
	Alternative     string
	AlternativeErr  error

	// Ref is the parsed URI, or nil when it is not valid; Err is then
	// why: a *CandidateError, which wraps the parser's *parser.Error, or
	// a *LengthError. Neither's texts show a password (Text and URI, the
	// data, keep it: see Redacted).
	Ref *ast.URIReference
	Err error

	// Element and Attribute name where an HTML reference was found.
	// Descriptor is, for an image candidate of a srcset attribute, its
	// descriptors as written, such as "2x" or "100w", joined by a space
	// when there are several, and "" when there are none (see the package
	// documentation).
	Element, Attribute string
	Descriptor         string

	// Base is the base URI the reference was resolved against, nil if
	// none. Resolved is the resolved reference, nil when the reference
	// was not resolved: then ResolveErr says why (a *resolve.Error, which
	// wraps resolve.ErrNoBase for a relative reference without a base, or
	// ErrRelativeBase), unless resolving was not asked for (plain text
	// without Base) or the reference is not valid.
	Base       *ast.AbsoluteURI
	Resolved   *ast.URIReference
	ResolveErr error

	syn       syntax.Syntax // what the candidate was read as, which Redacted parses its texts in
	cut, tail bool          // cut by whitespace inside a password; its text starts with the rest of one (see Redacted)
}

// ErrNoBase is resolve.ErrNoBase, which the ResolveErr of a relative
// reference in a document that has no base URI (no BASE element and no
// retrieval URI, section 5.1.4) wraps: test it with errors.Is.
//
// Deprecated: use resolve.ErrNoBase.
var ErrNoBase = resolve.ErrNoBase

// ErrRelativeBase is the ResolveErr of the href of a BASE element that is
// a relative reference in a document without a retrieval URI (the option
// Base): there is nothing to resolve it against, so it cannot be the
// document's base. With a retrieval URI, a relative href is resolved
// against it, as browsers do.
var ErrRelativeBase = errors.New("extract: the href of a BASE element is relative and the document has no retrieval URI to resolve it against (section 5.1.1, Appendix D)")

// check reads m.URI, and validates m.Alternative, in the syntax of cfg
// and records the outcome in m. With resolving, m.URI is resolved against
// base, nil for none, with resolve's functions: without a base, a
// reference with a scheme is its own result and any other an error
// wrapping resolve.ErrNoBase (section 5.1.4). The tree Ref is built only
// when cfg asks for trees: resolving reads the candidate as a string
// (resolve.Strings), which scans it without building its tree and builds
// only the result's, where resolving Ref would check both trees against
// the parser again. m.cut and m.tail must be set: an error hides the
// passwords they tell of.
func (m *Match) check(cfg *config, resolving bool, base *ast.AbsoluteURI) {
	m.syn = cfg.syntax
	var err error
	switch {
	case !cfg.noTrees:
		m.Ref, err = parser.Parse(m.URI, cfg.parse...)
	case !resolving:
		err = parser.Validate(m.URI, cfg.parse...)
	}
	if resolving && err == nil {
		err = m.resolve(base, cfg)
	}
	if err != nil {
		m.Err = candidateError(err, m.hide(m.URI))
	}
	if m.AmbiguousHyphen {
		if err := parser.Validate(m.Alternative, cfg.parse...); err != nil {
			m.AlternativeErr = candidateError(err, m.hide(m.Alternative))
		}
	}
}

// resolve resolves m.URI against base and records the outcome in m, or
// returns the parser's error when m.URI is not a reference, which only a
// candidate that check has not parsed can be. A result that is the
// reference as written is Ref itself, when there is one (step 3).
func (m *Match) resolve(base *ast.AbsoluteURI, cfg *config) error {
	res, err := resolve.Strings(base.String(), m.URI, cfg.resolve...)
	var re *resolve.Error
	if errors.As(err, &re) {
		var pe *parser.Error
		switch {
		case re.Which == "ref" && errors.As(re.Err, &pe):
			return pe // Split's error, which is Parse's
		case re.Which == "base":
			// The tree of a valid base whose text the syntax does not
			// read (Appendix A and a base with an IPv6 literal): resolve
			// the trees.
			res, err = m.resolveTrees(base, cfg)
		}
	}
	m.Base = base
	switch {
	case err != nil:
		m.ResolveErr = err
	case m.Ref != nil && res.String() == m.URI:
		m.Resolved = m.Ref
	default:
		m.Resolved = res.Tree()
	}
	return nil
}

// resolveTrees resolves m.URI against base as trees (resolve.Reference),
// parsing it when check has not.
func (m *Match) resolveTrees(base *ast.AbsoluteURI, cfg *config) (*resolve.Result, error) {
	ref := m.Ref
	if ref == nil {
		var err error
		if ref, err = parser.Parse(m.URI, cfg.parse...); err != nil {
			return nil, err // not reached: Strings read the reference
		}
	}
	return resolve.Reference(base, ref, cfg.resolve...)
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
	if !hasSpace(text) {
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

// hasSpace reports whether s holds whitespace: ASCII or Unicode, as
// isSpace says, ASCII bytes at a comparison or two each.
func hasSpace(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return strings.IndexFunc(s[i:], isSpace) >= 0
		}
		if c <= ' ' && isASCIISpace(c) {
			return true
		}
	}
	return false
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
