// Package uri has value types for URI references: Reference, any
// URI-reference, and Absolute, an absoluteURI such as a base URI. A value
// is what a program keeps and passes around, where package ast's trees
// are what it inspects: immutable, always valid, comparable with == (the
// same text read in the same syntax), usable as a map key, and a field
// of a JSON configuration or a flag (encoding.TextMarshaler and
// TextUnmarshaler). docs/uri.md, in the repository, gives the decisions
// behind it; docs/net-url.md maps net/url onto it.
//
// Parse and ParseAbsolute make values, in the module's one default
// syntax (syntax.Default: RFC 2396 as RFC 2732 amends it, with Appendix
// C's "?y") or the syntax.Syntax given, with the policies RequireHost
// and Schemes. A value holds its components as the parser found them
// (parts.Components) and its syntax, and answers from them without
// reading its text again:
//
//   - Scheme, Authority, Userinfo, Host, Hostname, Port, PortNumber,
//     HostKind, Path, RawQuery, Fragment and Opaque return one component
//     each, "" when it is undefined; Has tells undefined from empty;
//     Segments and Query decode the path's segments and the query's
//     pairs (Values).
//   - Resolve, Relativize (section 5.2, package resolve), Normalize and
//     Equivalent (section 6, package normalize) give other values.
//   - With and Without replace a component of section 4.3; WithHost,
//     WithPort, WithUserinfo, WithUser, WithUserPassword, WithQuery and
//     JoinPath build one from data, escaped (package escape).
//   - String and MarshalText give the text as written, Redacted with the
//     password of its userinfo hidden, AST its tree.
//
// A registry-based authority (reg_name, section 3.2.1: "http://a_b/")
// has no host: Host and Hostname are "" and Authority gives it whole. An
// opaque URI ("mailto:a@b?x") has no hierarchical part: Opaque gives its
// opaque part, "?" included, and the methods that read or edit a path's
// segments, a query or a server return ErrOpaque.
//
// With syntax.RFC3986 a value is read in RFC 3986's grammar, and says so
// (Syntax); it is never == to the same text read in RFC 2396. RFC 3986
// has no opaque part nor registry-based authority: "mailto:a@b?x" has
// the path "a@b" and the query "x" (Opaque is "", Query reads it), and
// "http://a_b/" the host "a_b", of kind parts.RegName (HostKind; an IP
// literal may also be parts.IPvFuture). Edits read their values in RFC
// 3986, and escape data as package escape does in it. Resolve,
// Relativize and Equivalent take two values of one grammar: one in RFC
// 3986 and one in RFC 2396 is an error (ErrMixedSyntax).
//
// Errors: the parser's are *parser.Errors; a policy broken is a
// *PolicyError, an edit refused for uri's own reason an *EditError: each
// a parser.InputError, whose Error and Where(false) never show a
// password (String, MarshalText, RawError and the raw fields keep it).
// An invalid option is a *syntax.OptionError.
package uri

import (
	"errors"
	"fmt"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/nodes"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// An Option changes how a reference is read: a syntax.Syntax
// (syntax.RFC2396 for strict RFC 2396; syntax.RFC2732 and
// syntax.QueryOnly, which the default has; syntax.RFC3986 for RFC 3986's
// grammar, which joins none of them), or one of the package's own
// options, each taken by the functions its documentation names: the
// policies RequireHost and Schemes, and FormEncoding. See the package
// documentation.
type Option = syntax.URIOption

// defaultSyntax is the module's reading.
const defaultSyntax = syntax.Default

// ErrMixedSyntax is what Resolve, Relativize and Equivalent wrap when one
// value was read in RFC 3986 (syntax.RFC3986) and the other in a syntax
// of RFC 2396: two grammars, of which the module chooses neither for
// both values.
var ErrMixedSyntax = errors.New("RFC 3986 and RFC 2396 are two grammars: read both values in one")

// wider returns the syntax that reads what either of a and b reads:
// strict RFC 2396, with RFC 2732's literals when either holds them, and
// the query-only reference when either does; RFC 3986 when both are
// read in it. One value in RFC 3986 and one in RFC 2396 get an error
// that wraps ErrMixedSyntax, for the method m.
func wider(m string, a, b syntax.Syntax) (syntax.Syntax, error) {
	if a.IsRFC3986() || b.IsRFC3986() {
		if a != b {
			return a, fmt.Errorf("rfc2396: uri: %s: one value read in %v, the other in %v: %w", m, a, b, ErrMixedSyntax)
		}
		return a, nil
	}
	syn := syntax.RFC2396
	if a.IPv6() || b.IPv6() {
		syn = syntax.RFC2732.Over(syn)
	}
	if a.QueryOnly() || b.QueryOnly() {
		syn = syntax.QueryOnly.Over(syn)
	}
	return syn, nil
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
