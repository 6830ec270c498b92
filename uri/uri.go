// Package uri has value types for URI references: Reference, any
// URI-reference, and Absolute, an absoluteURI such as a base URI.
//
// They are what a program keeps and passes around, where package ast's
// trees are what it inspects. A value is immutable and always valid: it
// can only be made by parsing (Parse, ParseAbsolute), by resolving
// (Absolute.Resolve), or by editing another value (With, Without and the
// methods below), which checks what it changes against its rule. Each
// has String, Redacted, and the methods of encoding.TextMarshaler and
// encoding.TextUnmarshaler, so that a reference can be a field of a JSON
// or other text configuration and a command-line flag (flag.TextVar):
//
//	type Config struct {
//		Base uri.Absolute `json:"base"`
//	}
//
// # Syntax
//
// uri reads the module's one default (syntax.Default): RFC 2396 as RFC
// 2732 amends it, with Appendix C's query-only reference "?y". A host may
// be an IPv6 literal in brackets ("http://[::1]:8080/"), an IPv4address
// has numbers of one to three digits, and "[" and "]" are reserved. The
// option syntax.RFC2396 reads Appendix A to the letter instead, where "["
// and "]" are unwise characters, an IPv6 literal is an error and "?y" is
// no reference; see package syntax for the other readings. The options
// are those of package syntax (Option is syntax.URIOption) and the
// package's own, each taken by the functions its documentation names
// (RequireHost, Schemes, FormEncoding); an option that a function does
// not take, or an invalid value, is a *syntax.OptionError.
//
// A value keeps the syntax it was read in (Syntax), and everything made
// from it reads in that syntax too: With checks the new component in it,
// and Resolve resolves in the wider of the two values' syntaxes. An
// Absolute keeps it whole, the query-only reference included, though no
// absolute URI is one, so that ParseAbsolute(s) and Parse(s) of the same
// text and options give == values through Absolute.Reference and
// Reference.Absolute.
//
// UnmarshalText (and so encoding/json, flag.TextVar and the other
// decoders) reads with the default syntax, whatever value the receiver
// held before: a decoder has no way to pass options, and a zero value has
// none to keep. A program that must hold a configuration to strict RFC
// 2396 parses the text itself with Parse(s, syntax.RFC2396), for instance
// in an UnmarshalText of a type of its own.
//
// # Values
//
// A Reference or an Absolute holds the reference's components as the
// parser found them (parts.Components, which Components returns) and the
// syntax it was read in, and nothing else: two values read from the same
// text in the same syntax are ==, and work as map keys. AST builds the
// tree of package ast from the components on each call, with the
// parser's builder and without reading the text again; it costs what
// parsing costs beyond the scan (about a microsecond and two
// allocations for "http://user@a.example:8080/b/c;p?q#f", BenchmarkAST),
// so a program that reads many nodes keeps the tree it gets. The tree is
// the caller's: changing it changes neither the value nor its String.
//
// # Building references
//
// A program builds a reference from data, which the methods escape with
// package escape, one component at a time, and read back with the
// parser:
//
//   - ParseQuery reads a query as Values, ordered key=value pairs decoded,
//     and Values.Encode writes them back, every pair that was not changed
//     byte for byte; Reference.Query and WithQuery read and replace a
//     reference's query. "&" separates pairs; ";" does not (see Values).
//     RFC 2396 gives "+" no meaning in a query: reading it as a space, as
//     HTML forms do, is the option FormEncoding.
//   - JoinPath appends path segments, each element escaped as one
//     segment, and Segments reads them back decoded.
//   - WithHost, WithPort and WithUserinfo (and WithoutPort,
//     WithoutUserinfo) replace one part of a server authority, through
//     With(Authority, ...).
//
// Errors that are the parser's stay *parser.Errors; what uri refuses for
// a reason of its own (a dot segment given to JoinPath, a value that is
// no host) is an *EditError, whose Err is one of the Err variables.
//
// # Comparing
//
// == (and a map key) compares the text and the syntax it was read in;
// Equal compares the text alone; Equivalent compares the normal forms of
// section 6 (package normalize).
//
// # Policies and warnings
//
// Parse and ParseAbsolute take policies as options: RequireHost (an
// authority with a host) and Schemes (one of the schemes named). A valid
// reference that breaks one gets a *PolicyError, which names the option.
// A value does not keep its policies: one made by an edit is checked
// against them by parsing its text again.
//
// Warnings returns cautions about a valid reference, such as
// SchemeLooksLikeHost for "localhost:8080", an absolute URI whose scheme
// is "localhost".
//
// # Decisions
//
// The zero Reference is the empty reference "", which is valid (section
// 4.2), in the default syntax: it is == to Parse(""). The zero Absolute is
// no URI at all: its String and MarshalText are "", and UnmarshalText of
// "" gives the zero Absolute, as net/netip's Addr does, so that an
// optional URI can be left out of a configuration. Any other text must be
// an absoluteURI.
//
// With replaces a component and reads the result back (parser.Join). It
// refuses a value that does not match the component's rule, and also a
// value that would change how the rest of the reference reads: a path
// that does not begin with "/" after an authority, a path beginning with
// "//" without one, a query on an opaque URI (whose "?" belongs to the
// opaque part), a relative path whose first segment would read as a
// scheme. The error is then the parser's *parser.Error: for a value that
// does not match its rule, its Input is the value (parser.ValidateRule);
// for one that does not fit, its Input is the reference the value would
// make and its Offset where that reference stops reading as the
// components given.
//
// Passwords: every text of an error (Error, Message, Caret) hides the
// password of a userinfo, whether it is in the value given to With (an
// authority), WithHost or WithUserinfo, or in the reference; Redacted
// hides it in the reference. String, MarshalText and the raw fields of an
// error (Input of a *parser.Error and a *PolicyError, Value of an
// *EditError) keep the raw text, which the caller gave; their Redacted
// methods return copies without it.
package uri

import (
	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/nodes"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// An Option changes how a reference is read: a syntax.Syntax
// (syntax.RFC2396 for strict RFC 2396; syntax.RFC2732 and
// syntax.QueryOnly, which the default has), or one of the package's own
// options, each taken by the functions its documentation names: the
// policies RequireHost and Schemes, and FormEncoding. See the package
// documentation.
type Option = syntax.URIOption

// defaultSyntax is the module's reading.
const defaultSyntax = syntax.Default

// wider returns the syntax that reads what either of a and b reads:
// strict RFC 2396, with RFC 2732's literals when either holds them, and
// the query-only reference when either does.
func wider(a, b syntax.Syntax) syntax.Syntax {
	syn := syntax.RFC2396
	if a.IPv6() || b.IPv6() {
		syn = syntax.RFC2732.Over(syn)
	}
	if a.QueryOnly() || b.QueryOnly() {
		syn = syntax.QueryOnly.Over(syn)
	}
	return syn
}

// held is how a value holds a syntax: 0 for the default, so that the zero
// value is in the default syntax.
func held(s syntax.Syntax) syntax.Syntax {
	if s == defaultSyntax {
		return 0
	}
	return s
}

// of is the syntax a value holds as held, read back.
func of(s syntax.Syntax) syntax.Syntax {
	if s == 0 {
		return defaultSyntax
	}
	return s
}

// emptyComponents are the components of the empty reference, which a
// value holds as the zero parts.Components so that the zero Reference is
// the empty one.
var emptyComponents = func() parts.Components {
	var c parts.Components
	c.Reset("")
	return c
}()

// A Reference is a valid URI reference (URI-reference of Appendix A, in
// the syntax it was read in). The zero Reference is the empty reference
// "" in the default syntax. Two References of the same text and syntax
// are ==.
type Reference struct {
	c   parts.Components // the zero Components for the empty reference
	syn syntax.Syntax    // as held: 0 for the default
}

// newReference returns the Reference of the components c, read in the
// syntax s.
func newReference(c parts.Components, s syntax.Syntax) Reference {
	if c.Text == "" {
		c = parts.Components{}
	}
	return Reference{c: c, syn: held(s)}
}

// Parse parses s as a URI reference, by default in syntax.Default (see
// the package documentation). The options are Syntax values and
// the policies RequireHost and Schemes. On failure the error is a
// *parser.Error; for a valid reference that breaks a policy, a
// *PolicyError; for an invalid option, a *syntax.OptionError.
func Parse(s string, opts ...Option) (Reference, error) {
	cfg, err := readConfig(opts, requireHostOption, schemesOption)
	if err != nil {
		return Reference{}, err
	}
	c, err := parser.Split(s, cfg.syntax)
	if err != nil {
		return Reference{}, err
	}
	if err := cfg.check(&c); err != nil {
		return Reference{}, err
	}
	return newReference(c, cfg.syntax), nil
}

// MustParse is like Parse but panics if s is not a URI reference. It is
// meant for references written into a program.
func MustParse(s string, opts ...Option) Reference {
	r, err := Parse(s, opts...)
	if err != nil {
		panic(err)
	}
	return r
}

// String returns the reference as written.
func (r Reference) String() string { return r.c.Text }

// Syntax returns the syntax the reference was read in, with every feature
// set: syntax.Default for the default.
func (r Reference) Syntax() syntax.Syntax { return of(r.syn) }

// Components returns the reference's components as the parser found them.
func (r Reference) Components() parts.Components {
	if r.c.Text == "" {
		return emptyComponents
	}
	return r.c
}

// AST returns the reference's tree, never nil, built from its components
// on each call (see the package documentation for the cost). The tree is
// the caller's: changing it does not change r.
func (r Reference) AST() *ast.URIReference {
	c := r.Components()
	return nodes.Build(&c)
}

// IsAbs reports whether the reference has a scheme.
func (r Reference) IsAbs() bool { return r.c.Text != "" && r.c.IsAbs() }

// Absolute returns the reference as an Absolute, and false when it has no
// scheme or has a fragment. The Absolute's syntax is the reference's.
func (r Reference) Absolute() (Absolute, bool) {
	if !r.IsAbs() || r.c.Fragment.Defined() {
		return Absolute{}, false
	}
	return Absolute(r), true
}

// Redacted returns the reference with the password of its userinfo, the
// text after the userinfo's first ":", replaced by "xxxxx", as net/url's
// URL.Redacted does. Section 7 strongly disrecommends passwords in URIs;
// use Redacted where a reference is logged or shown.
func (r Reference) Redacted() string { return redact.String(r.String()) }

// MarshalText returns the reference as written. It never fails.
func (r Reference) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText parses text as a URI reference into r, in the default
// syntax (see the package documentation). On failure r is unchanged and
// the error is a *parser.Error.
func (r *Reference) UnmarshalText(text []byte) error {
	p, err := Parse(string(text))
	if err != nil {
		return err
	}
	*r = p
	return nil
}

// An Absolute is a valid absolute URI (absoluteURI of Appendix A, in the
// syntax it was read in): a scheme and a hierarchical or opaque part,
// without a fragment. It is what section 5.1 calls a base URI. The zero
// Absolute is no URI at all. Two Absolutes of the same text and syntax
// are ==.
type Absolute struct {
	c   parts.Components // the zero Components for the zero Absolute
	syn syntax.Syntax    // as held: 0 for the default
}

// ParseAbsolute parses s as an absolute URI, by default in
// syntax.Default (see the package documentation). It takes the options
// Parse takes, and its errors are Parse's. The Absolute keeps the syntax
// of the options, as Parse's Reference does.
func ParseAbsolute(s string, opts ...Option) (Absolute, error) {
	cfg, err := readConfig(opts, requireHostOption, schemesOption)
	if err != nil {
		return Absolute{}, err
	}
	c, err := parser.SplitAbsolute(s, cfg.syntax)
	if err != nil {
		return Absolute{}, err
	}
	if err := cfg.check(&c); err != nil {
		return Absolute{}, err
	}
	return Absolute{c: c, syn: held(cfg.syntax)}, nil
}

// MustParseAbsolute is like ParseAbsolute but panics if s is not an
// absolute URI.
func MustParseAbsolute(s string, opts ...Option) Absolute {
	a, err := ParseAbsolute(s, opts...)
	if err != nil {
		panic(err)
	}
	return a
}

// IsZero reports whether a is the zero Absolute, which holds no URI.
func (a Absolute) IsZero() bool { return a.c.Text == "" }

// String returns the URI as written, or "" for the zero Absolute.
func (a Absolute) String() string { return a.c.Text }

// Syntax returns the syntax the URI was read in, as Reference.Syntax
// does.
func (a Absolute) Syntax() syntax.Syntax { return of(a.syn) }

// AST returns the URI's tree, or nil for the zero Absolute, built from its
// components on each call as Reference.AST does.
func (a Absolute) AST() *ast.AbsoluteURI {
	if a.IsZero() {
		return nil
	}
	return nodes.Build(&a.c).URI.(*ast.AbsoluteURI)
}

// Reference returns the URI as a Reference, in the same syntax. The zero
// Absolute gives the empty reference.
func (a Absolute) Reference() Reference { return Reference(a) }

// Components returns the URI's components as the parser found them; for
// the zero Absolute, those of the empty reference.
func (a Absolute) Components() parts.Components { return a.Reference().Components() }

// Redacted is String with the password of the userinfo hidden, as
// Reference.Redacted does.
func (a Absolute) Redacted() string { return redact.String(a.String()) }

// MarshalText returns the URI as written, "" for the zero Absolute. It
// never fails.
func (a Absolute) MarshalText() ([]byte, error) { return []byte(a.String()), nil }

// UnmarshalText parses text as an absolute URI into a, in the default
// syntax (see the package documentation); empty text gives the zero
// Absolute. On failure a is unchanged and the error is a *parser.Error.
func (a *Absolute) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*a = Absolute{}
		return nil
	}
	p, err := ParseAbsolute(string(text))
	if err != nil {
		return err
	}
	*a = p
	return nil
}
