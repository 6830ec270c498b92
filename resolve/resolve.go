package resolve

import (
	"errors"
	"fmt"
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
)

// An Option changes how a reference is resolved.
type Option func(*config)

type config struct {
	compat  bool
	dotDot  DotDotMode
	explain bool
	rfc2732 bool
}

// configOf returns the settings of opts.
func configOf(opts []Option) config {
	var cfg config
	for _, o := range opts {
		if o != nil {
			o(&cfg)
		}
	}
	return cfg
}

// parserOptions returns the options to parse strings with.
func (c config) parserOptions() []parser.Option {
	if c.rfc2732 {
		return []parser.Option{parser.RFC2732()}
	}
	return nil
}

// RFC2732 reads RFC 2396 as RFC 2732 amends it (parser.RFC2732): String
// and Strings parse the base and the reference in that mode, so that
// their hosts may be IPv6 literals, and the result's tree is read in it.
// Reference reads a result that holds "[" in that mode even without the
// option, since only a tree parsed in RFC 2732 mode can give one.
func RFC2732() Option {
	return func(c *config) { c.rfc2732 = true }
}

// BackwardCompatible takes the loophole of step 3: a reference whose scheme
// equals the base's, ignoring case, is resolved as if it had no scheme when
// the base has a hierarchical part. "http:g" against http://a/b/c/d;p?q
// then gives http://a/b/c/g. Without it (the default, the behaviour of a
// validating parser) "http:g" is absolute and stays "http:g". With
// RFC2732, a reference whose opaque part holds "[" or "]" before any "?"
// stays absolute even so: without its scheme it would not be a relative
// reference, since a path cannot hold them.
func BackwardCompatible() Option {
	return func(c *config) { c.compat = true }
}

// A DotDotMode says what step 6g does with the ".." segments that are
// left at the start of a merged path, above the root of the base.
type DotDotMode int

const (
	// KeepDotDot keeps them in the path, as Appendix C prints its results:
	// "../../../g" against http://a/b/c/d;p?q gives http://a/../g. It is
	// the default.
	KeepDotDot DotDotMode = iota
	// RemoveDotDot removes them: "../../../g" gives http://a/g.
	RemoveDotDot
	// RejectDotDot makes the reference an error wrapping ErrDotDot.
	RejectDotDot
)

// String returns the mode's name, such as "KeepDotDot".
func (m DotDotMode) String() string {
	switch m {
	case KeepDotDot:
		return "KeepDotDot"
	case RemoveDotDot:
		return "RemoveDotDot"
	case RejectDotDot:
		return "RejectDotDot"
	}
	return fmt.Sprintf("DotDotMode(%d)", int(m))
}

// DotDot sets what step 6g does with leading ".." segments. A mode that is
// not one of the constants is treated as KeepDotDot.
func DotDot(m DotDotMode) Option {
	return func(c *config) { c.dotDot = m }
}

// Explain records in Result.Steps which steps of section 5.2 ran and what
// each decided.
func Explain() Option {
	return func(c *config) { c.explain = true }
}

// A Step is one step of section 5.2 as it ran for a reference.
type Step struct {
	Name string // the step's number as section 5.2 gives it: "1" to "5", "6a" to "6h", "7"
	Note string // what the step found and decided
}

// String returns the step as a line such as
//
//	step 6c: removed "./"
func (s Step) String() string { return "step " + s.Name + ": " + s.Note }

// A Result is a resolved reference.
type Result struct {
	// URI is the resolved reference: an absolute URI, with the
	// reference's fragment if it has one. Its String is the recombination
	// of step 7, and its nodes' offsets are offsets into that string.
	// When the reference has a scheme and is returned as it is (step 3),
	// URI is the reference itself.
	URI *ast.URIReference
	// SameDocument reports a reference to the current document (step 2,
	// section 4.2): the empty reference or a fragment alone.
	SameDocument bool
	// Steps holds the steps that ran, in order, when the Explain option
	// was given; it is nil otherwise.
	Steps []Step
}

// Errors that an *Error wraps when resolution, not parsing, fails.
var (
	// ErrOpaqueBase: the reference needs a base with a hierarchical part
	// and the base is opaque.
	ErrOpaqueBase = errors.New("the base has an opaque part, not a hierarchical one: only a reference with a scheme or a same-document reference resolves against it")
	// ErrDotDot: with RejectDotDot, the merged path begins with "..".
	ErrDotDot = errors.New(`the merged path begins with ".." (section 5.2 step 6g): the reference climbs above the root of the base`)
	// ErrAmbiguousPath: the merged path begins with "//" and the result
	// has no authority, so step 7 would read the path as an authority.
	ErrAmbiguousPath = errors.New(`the merged path begins with "//" and the result has no authority: written out, its first segment would read as an authority`)
	// ErrNoBase: the reference is relative and there is no base URI to
	// resolve it against (an empty base string, or a nil base tree).
	ErrNoBase = errors.New("there is no base URI (section 5.1.4): only a reference with a scheme resolves without one")
	// ErrMalformedTree: a tree given to Reference is not one a parser
	// builds (a nil scheme, a nil segment, ...).
	ErrMalformedTree = errors.New("malformed tree")
)

// An Error is a failure to resolve a reference: the base or the reference
// does not parse, or they cannot be resolved together.
type Error struct {
	Which  string // "base" or "ref": the side the error is in; "" when it is in neither alone
	Offset int    // byte offset in that side's string (its root node's text)
	Err    error  // a *parser.Error for a parse failure, or one of the Err variables
}

// Error returns a one-line message such as
//
//	rfc2396: resolve: ref at offset 0: the merged path begins with ".." ...
func (e *Error) Error() string {
	msg := "unknown error"
	if e.Err != nil {
		msg = strings.TrimPrefix(e.Err.Error(), "rfc2396: ")
	}
	var pe *parser.Error
	switch {
	case e.Which == "" || errors.Is(e.Err, ErrNoBase):
		return "rfc2396: resolve: " + msg
	case errors.As(e.Err, &pe):
		return "rfc2396: resolve: " + e.Which + ": " + msg
	}
	return fmt.Sprintf("rfc2396: resolve: %s at offset %d: %s", e.Which, e.Offset, msg)
}

// Unwrap returns the error's cause, a *parser.Error for a parse failure.
func (e *Error) Unwrap() error { return e.Err }

// Reference resolves ref against base, as section 5.2 does. Neither tree
// is changed. On failure the error is an *Error.
//
// A nil base means that there is no base URI (section 5.1.4): a reference
// with a scheme is then the result, as step 3 makes it whatever the base,
// and any other reference is an error wrapping ErrNoBase.
func Reference(base *ast.AbsoluteURI, ref *ast.URIReference, opts ...Option) (*Result, error) {
	r := resolver{base: base, ref: ref}
	if err := r.run(opts); err != nil {
		return nil, err
	}
	return r.result, nil
}

// run sets the options and resolves.
func (r *resolver) run(opts []Option) error {
	if len(opts) > 0 {
		// Options get a config of their own, so that the resolver does
		// not escape to the heap.
		cfg := new(config)
		for _, o := range opts {
			if o != nil {
				o(cfg)
			}
		}
		r.cfg = *cfg
	}
	return r.resolve()
}

// String reads base and ref as URI references, resolves ref against base
// and returns the result as a string. The base must be an absolute URI; a fragment on it is
// dropped. An empty base means that there is none: a reference with a
// scheme resolves to itself, and any other gets an error wrapping
// ErrNoBase. The reference is parsed with parser.AllowQueryOnly, so that
// "?y" is accepted. On failure the error is an *Error.
//
// String builds no tree: it scans base and ref with the parser's engine,
// resolves their components where the scan finds them, and writes the
// result out.
func String(base, ref string, opts ...Option) (string, error) {
	r := resolver{baseText: base, refText: ref, fromText: true, textOnly: true}
	if err := r.run(opts); err != nil {
		return "", err
	}
	return r.text, nil
}

// Strings is like String but returns the whole Result.
func Strings(base, ref string, opts ...Option) (*Result, error) {
	r := resolver{baseText: base, refText: ref, fromText: true}
	if err := r.run(opts); err != nil {
		return nil, err
	}
	return r.result, nil
}

// parseBase parses a base URI: an absolute URI, with a fragment that is
// dropped.
func parseBase(s string, opts []parser.Option) (*ast.AbsoluteURI, error) {
	r, err := parser.Parse(s, opts...)
	if err != nil {
		return nil, parseError("base", err)
	}
	if a, ok := r.URI.(*ast.AbsoluteURI); ok {
		return a, nil
	}
	return nil, notAbsolute(s, opts)
}

// notAbsolute returns the error for a base s that parses but is not
// absolute: the parser's reason, or else a plain statement.
func notAbsolute(s string, opts []parser.Option) error {
	if i := strings.IndexByte(s, '#'); i >= 0 {
		s = s[:i]
	}
	if _, err := parser.ParseAbsolute(s, opts...); err != nil {
		return parseError("base", err)
	}
	return &Error{Which: "base", Err: errors.New("the base is not an absolute URI")}
}

func parseError(which string, err error) *Error {
	e := &Error{Which: which, Err: err}
	var pe *parser.Error
	if errors.As(err, &pe) {
		e.Offset = pe.Offset
	}
	return e
}
