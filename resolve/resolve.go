package resolve

import (
	"cmp"
	"errors"
	"fmt"
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/nodes"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/internal/trusted"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// An Option changes how a reference is resolved: a syntax.Syntax, or one
// of Explain, BackwardCompatible, DotDot and NonStrict. The reference is
// read in the syntax, the module's default unless an option says
// otherwise; the base in the same syntax without the query-only reference
// "?y", which is no absolute URI. BackwardCompatible and DotDot are RFC
// 2396's, NonStrict RFC 3986's: given with the other RFC's syntax, each is
// a *syntax.OptionError.
type Option = syntax.ResolveOption

// option is one of the package's own options.
type option struct {
	syntax.ResolveOption
	kind   optionKind
	dotDot DotDotMode
}

type optionKind uint8

const (
	explainOption optionKind = iota
	compatOption
	dotDotOption
	nonStrictOption
)

type config struct {
	syntax    syntax.Syntax
	compat    bool
	dotDot    DotDotMode
	explain   bool
	nonStrict bool
	// built: the components given to Components are laid out as the
	// parser lays out their text, read in the options' syntax
	// (internal/trusted), and are not checked again.
	built bool
}

// read sets cfg, zero, to the settings of opts, or returns an
// *syntax.OptionError. It sets the fields in place: a config returned
// and copied whole is read back wider than its fields were written,
// which stalls the resolution that reads it.
func (cfg *config) read(opts []Option) error {
	if len(opts) == 0 {
		// Most calls: the module's default, without reading opts.
		cfg.syntax = syntax.Default
		return nil
	}
	if _, ok := opts[0].(trusted.Built); ok && len(opts) == 1 {
		// Most of package uri's calls.
		cfg.syntax, cfg.built = syntax.Default, true
		return nil
	}
	var rfc2396Only, rfc3986Only Option // the first option of each RFC's own
	var err error
	cfg.syntax, err = syntax.Read(opts, func(o Option) string {
		if _, ok := o.(trusted.Built); ok {
			cfg.built = true
			return ""
		}
		op, ok := o.(option)
		if !ok {
			return "this function does not take it"
		}
		switch op.kind {
		case explainOption:
			cfg.explain = true
		case compatOption:
			cfg.compat = true
		case dotDotOption:
			if op.dotDot < KeepDotDot || op.dotDot > RejectDotDot {
				return "the mode is not KeepDotDot, RemoveDotDot or RejectDotDot"
			}
			cfg.dotDot = op.dotDot
		case nonStrictOption:
			cfg.nonStrict = true
			rfc3986Only = cmp.Or(rfc3986Only, o)
			return ""
		}
		if op.kind != explainOption {
			rfc2396Only = cmp.Or(rfc2396Only, o)
		}
		return ""
	})
	switch {
	case err != nil:
	case cfg.syntax.IsRFC3986() && rfc2396Only != nil:
		err = &syntax.OptionError{Option: rfc2396Only, Why: "it is RFC 2396's (section 5.2 steps 3 and 6g), and the options read RFC 3986, whose section 5.2.4 removes \"..\" above the root and whose non-strict reading of 5.2.2 is resolve.NonStrict()"}
	case !cfg.syntax.IsRFC3986() && rfc3986Only != nil:
		err = &syntax.OptionError{Option: rfc3986Only, Why: "it is RFC 3986's (section 5.2.2), and the options read RFC 2396, whose loophole of step 3 is resolve.BackwardCompatible(); add syntax.RFC3986"}
	}
	return err
}

// NonStrict is the non-strict parser of RFC 3986 section 5.2.2, for the
// syntax syntax.RFC3986: a reference's scheme identical to the base's is
// ignored, so that "http:g" against http://a/b/c/d;p?q gives
// http://a/b/c/g. Without it (the default, the strict parser) the
// reference's scheme is used, and "http:g" gives "http:g".
func NonStrict() Option { return option{kind: nonStrictOption} }

// BackwardCompatible takes the loophole of step 3: a reference whose scheme
// equals the base's, ignoring case, is resolved as if it had no scheme when
// the base has a hierarchical part. "http:g" against http://a/b/c/d;p?q
// then gives http://a/b/c/g. Without it (the default, the behaviour of a
// validating parser) "http:g" is absolute and stays "http:g". In a syntax
// with IPv6 literals, as the default is, a reference whose opaque part
// holds "[" or "]" before any "?" stays absolute even so: without its
// scheme it would not be a relative reference, since a path cannot hold
// them.
func BackwardCompatible() Option { return option{kind: compatOption} }

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

// String returns the option as Go code would write it, such as
// "resolve.DotDot(DotDotMode(7))".
func (o option) String() string {
	switch o.kind {
	case explainOption:
		return "resolve.Explain()"
	case compatOption:
		return "resolve.BackwardCompatible()"
	case nonStrictOption:
		return "resolve.NonStrict()"
	}
	return "resolve.DotDot(" + o.dotDot.String() + ")"
}

// DotDot sets what step 6g does with leading ".." segments. A mode that is
// not one of the constants makes the functions given it return a
// *syntax.OptionError.
func DotDot(m DotDotMode) Option { return option{kind: dotDotOption, dotDot: m} }

// Explain records in Result.Steps which steps of section 5.2 ran and what
// each decided: RFC 2396's steps, or RFC 3986's sections with
// syntax.RFC3986.
func Explain() Option { return option{kind: explainOption} }

// A Step is one step of section 5.2 as it ran for a reference.
type Step struct {
	// Name is the step's number as RFC 2396's section 5.2 gives it, "1"
	// to "5", "6a" to "6h", "7"; or, with syntax.RFC3986, RFC 3986's
	// section: "5.2.1" to "5.2.4", "5.3".
	Name string
	Note string // what the step found and decided
}

// String returns the step as a line such as
//
//	step 6c: removed "./"
//	section 5.2.3: appended "g" to "/b/c/", ...
func (s Step) String() string {
	if strings.Contains(s.Name, ".") {
		return "section " + s.Name + ": " + s.Note
	}
	return "step " + s.Name + ": " + s.Note
}

// A Result is a resolved reference.
type Result struct {
	// SameDocument reports a reference to the current document (step 2,
	// section 4.2): the empty reference or a fragment alone.
	SameDocument bool
	// kind says what the result holds: the reference's own tree (tree),
	// or its text with, in RFC 2396, its components packed (see pack).
	// It and the packed components' flags share SameDocument's word.
	kind     resultKind
	defined  uint8 // the packed components' flags
	hostKind parts.HostKind
	// Steps holds the steps that ran, in order, when the Explain option
	// was given; it is nil otherwise.
	Steps []Step

	tree *ast.URIReference
	text string
	ends [endCount]int32 // where the packed components end
}

// A resultKind is what a Result holds.
type resultKind uint8

const (
	noResult      resultKind = iota // a Result that no function returned
	treeResult                      // the reference's tree (step 3)
	rfc2396Result                   // the result's text and components, RFC 2396's
	rfc3986Result                   // the target's text, RFC 3986's
)

// Tree returns the resolved reference's tree: an absolute URI, with the
// reference's fragment if it has one. Its String is the recombination of
// step 7, and its nodes' offsets are offsets into that string. When the
// reference was given as a tree and has a scheme, so that it is returned
// as it is (step 3), Tree returns that tree. Otherwise each call builds
// the tree of the result's components, as the parser builds the tree of
// a reference it has split (the text is not read again): a caller that
// reads it more than once keeps it. Tree returns nil with syntax.RFC3986
// (package ast's trees are RFC 2396's; String gives the target) and for a
// Result that no function of this package returned.
func (r *Result) Tree() *ast.URIReference {
	switch r.kind {
	case treeResult:
		return r.tree
	case rfc2396Result:
		c := r.components()
		return nodes.Build(&c)
	}
	return nil
}

// String returns the resolved reference as text: Tree's, or with
// syntax.RFC3986 the target that section 5.3 of RFC 3986 recomposes; ""
// for a Result that no function of this package returned.
func (r *Result) String() string {
	switch r.kind {
	case treeResult:
		return r.tree.String()
	case rfc2396Result, rfc3986Result:
		return r.text
	}
	return ""
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
	// builds (a nil scheme, a nil segment, ...). It is
	// parser.ErrMalformedTree, which parser.SplitTree wraps.
	ErrMalformedTree = parser.ErrMalformedTree
)

// An Error is a failure to resolve a reference: the base or the reference
// does not parse, or they cannot be resolved together.
type Error struct {
	Which  string // "base" or "ref": the side the error is in; "" when it is in neither alone
	Offset int    // byte offset in that side's string (its root node's text), raw
	Err    error  // a *parser.Error for a parse failure, or one of the Err variables

	input string // that side's string, raw, when the error is resolution's own
}

// Redacted returns a copy of the error whose Offset is into that side's
// string with the password of its userinfo hidden ("u:xxxxx@h"), the text
// a caller shows beside a redacted message. Err is unchanged: its texts
// hide the password already.
func (e *Error) Redacted() *Error {
	r := *e
	var pe *parser.Error
	switch {
	case errors.As(e.Err, &pe):
		r.Offset = pe.Redacted().Offset
	case e.input != "":
		r.Offset = redact.Of(e.input, syntax.URIReference).Offset(min(max(e.Offset, 0), len(e.input)))
	}
	return &r
}

// Error returns a one-line message such as
//
//	rfc2396: resolve: ref at offset 0: the merged path begins with ".." ...
//
// It never shows a password; its offset is Redacted's, into the side's
// string with the password hidden.
func (e *Error) Error() string {
	msg := "unknown error"
	if e.Err != nil {
		msg = strings.TrimPrefix(e.Err.Error(), "rfc2396: ")
	}
	var pe *parser.Error
	switch {
	case e.Which == "" || errors.Is(e.Err, ErrNoBase):
		return "rfc2396: resolve: " + msg
	case errors.As(e.Err, &pe) || errors.Is(e.Err, parts.ErrSpans) || errors.Is(e.Err, ErrMalformedTree):
		// A parse error says where; a malformed tree or components have
		// no text to point into.
		return "rfc2396: resolve: " + e.Which + ": " + msg
	}
	return fmt.Sprintf("rfc2396: resolve: %s at offset %d: %s", e.Which, e.Redacted().Offset, msg)
}

// RawError is Error over the raw inputs, the offset e.Offset and a parse
// error's RawError: it may show a password, for a caller that asked for
// the raw input, such as the command line without --redact.
func (e *Error) RawError() string {
	var pe *parser.Error
	if errors.As(e.Err, &pe) && e.Which != "" {
		return "rfc2396: resolve: " + e.Which + ": " + strings.TrimPrefix(pe.RawError(), "rfc2396: ")
	}
	if e.Which == "" || errors.Is(e.Err, ErrNoBase) || e.Err == nil || errors.Is(e.Err, parts.ErrSpans) || errors.Is(e.Err, ErrMalformedTree) {
		return e.Error()
	}
	return fmt.Sprintf("rfc2396: resolve: %s at offset %d: %s", e.Which, e.Offset, e.Err.Error())
}

// Unwrap returns the error's cause, a *parser.Error for a parse failure.
func (e *Error) Unwrap() error { return e.Err }

// Where returns the side's string (Which) and the offset into it, as given
// with raw and otherwise with its password hidden, as Redacted has them;
// for a parse failure, the *parser.Error's. An error in neither side alone
// has no text: "" and its offset.
func (e *Error) Where(raw bool) parser.Position {
	var pe *parser.Error
	if errors.As(e.Err, &pe) {
		return pe.Where(raw)
	}
	if raw || e.input == "" {
		return parser.Position{Input: e.input, Offset: e.Offset}
	}
	return parser.Position{Input: redact.Of(e.input, syntax.URIReference).String(), Offset: e.Redacted().Offset}
}

// Reference resolves ref against base, as section 5.2 does. Neither tree
// is changed. On failure the error is an *Error.
//
// A nil base means that there is no base URI (section 5.1.4): a reference
// with a scheme is then the result, as step 3 makes it whatever the base,
// and any other reference is an error wrapping ErrNoBase.
//
// The trees must be ones a parser builds. Reference checks node for node
// that each is laid out as the parser lays out its text, and trusts that
// each node's text matches its rule, as the parser proved; a tree of a
// program's own making that breaks that trust gives a result that may be
// no reference (parser.SplitTree checks such a tree's text). A tree that
// is not laid out so is read by parser.SplitTree, whose error wraps
// ErrMalformedTree.
//
// The trees are RFC 2396's: syntax.RFC3986 is a *syntax.OptionError
// (String, Strings and Components read RFC 3986).
func Reference(base *ast.AbsoluteURI, ref *ast.URIReference, opts ...Option) (*Result, error) {
	r := resolver{base: base, ref: ref}
	if err := r.run(opts, nil); err != nil {
		return nil, err
	}
	return r.result, nil
}

// run sets the options and resolves, into dst for Components (resolve).
func (r *resolver) run(opts []Option, dst *parts.Components) error {
	if err := r.cfg.read(opts); err != nil {
		return err
	}
	if r.from == fromTrees && r.cfg.syntax.IsRFC3986() {
		return &syntax.OptionError{Option: r.cfg.syntax, Why: "package ast's trees are RFC 2396's: resolve RFC 3986 references with resolve.String, Strings or Components"}
	}
	return r.resolve(dst)
}

// String reads base and ref as URI references, resolves ref against base
// and returns the result as a string. The base must be an absolute URI; a fragment on it is
// dropped. An empty base means that there is none: a reference with a
// scheme resolves to itself, and any other gets an error wrapping
// ErrNoBase. The default syntax accepts the reference "?y"; the base is
// read without it. On failure the error is an *Error.
//
// String builds no tree: it splits base and ref into their components
// (parser.Split), resolves those, and writes the result out.
//
// With syntax.RFC3986 both are read in RFC 3986 and resolved as its
// section 5.2 does (the strict parser, unless NonStrict), and the target
// is recomposed as its section 5.3 does.
func String(base, ref string, opts ...Option) (string, error) {
	r := resolver{baseText: base, refText: ref, from: fromText, want: wantText}
	if err := r.run(opts, nil); err != nil {
		return "", err
	}
	return r.text, nil
}

// Components resolves ref against base as String does, on their
// components, and sets *dst to the components of the result, as the
// parser would split its text (parser.Split): nothing is read again,
// neither the inputs nor the result, whose server parts are those of the
// input its authority comes from. A nil base means that there is none, as
// String's empty base does; a base's fragment is dropped. On failure *dst
// is unchanged. dst is filled in place, as Components.Reset fills one,
// for a caller that resolves many references: a Components is a large
// value, and copies of it are much of what a resolution costs.
//
// base and ref must be components as the parser gives them, read in the
// syntax of opts (the default unless they say otherwise): Components
// checks that their spans lay out their texts (parts.Components.
// CheckSpans), and trusts that each component matches its rule, which it
// does not read again. Components of a program's own making that break
// that trust give a result that may be no reference; String reads text.
// The options are String's but Explain, which records steps that
// Components does not return (a *syntax.OptionError). On failure the
// error is an *Error; one whose spans do not lay out their text, or a
// nil dst or ref, wraps parts.ErrSpans. Components read in one RFC and
// resolved in the other (an opaque part or an RFC 2396 authority with
// syntax.RFC3986, an RFC 3986 host without it) are an *Error wrapping
// ErrSyntaxMismatch.
func Components(dst, base, ref *parts.Components, opts ...Option) error {
	for _, o := range opts {
		if op, ok := o.(option); ok && op.kind == explainOption {
			return &syntax.OptionError{Option: o, Why: "Components returns no steps: Explain is for Reference and Strings"}
		}
	}
	if dst == nil {
		return &Error{Err: fmt.Errorf("%w: no components to set", parts.ErrSpans)}
	}
	if ref == nil {
		return &Error{Which: "ref", Err: fmt.Errorf("%w: no reference", parts.ErrSpans)}
	}
	// The resolver holds copies, not the pointers, which would move the
	// caller's components to the heap; field by field, as a composite
	// literal or a tuple assignment would be built aside and copied.
	var r resolver
	r.from, r.want, r.noBase = fromComponents, wantComponents, base == nil
	r.r = *ref
	if base != nil {
		r.b = *base
	}
	if err := r.run(opts, dst); err != nil {
		return err
	}
	if r.refResult {
		*dst = r.r
	}
	return nil
}

// Strings is like String but returns the whole Result. With
// syntax.RFC3986, Result.Tree is nil and Result.String gives the target.
func Strings(base, ref string, opts ...Option) (*Result, error) {
	r := resolver{baseText: base, refText: ref, from: fromText}
	if err := r.run(opts, nil); err != nil {
		return nil, err
	}
	return r.result, nil
}

// splitBase reads a base URI: an absolute URI, with a fragment that is
// dropped. which names the side for an error: "base" or "target".
func splitBase(which, s string, syn syntax.Syntax) (parts.Components, error) {
	c, err := parser.Split(s, syn)
	if err != nil {
		return c, parseError(which, err)
	}
	if !c.IsAbs() {
		_, err := parser.SplitAbsolute(s, syn) // the parser's error for a relative reference
		return c, parseError(which, err)
	}
	return dropFragment(c), nil
}

// dropFragment returns the components of an absolute URI c without its
// fragment: a base's fragment is dropped.
func dropFragment(c parts.Components) parts.Components {
	c.Text = c.Text[:c.URIEnd()]
	c.Fragment = parts.Undefined
	return c
}

func parseError(which string, err error) *Error {
	e := &Error{Which: which, Err: err}
	var pe *parser.Error
	if errors.As(err, &pe) {
		e.Offset = pe.Offset
	}
	return e
}
