// Package uri has value types for RFC 2396 URI references: Reference, any
// URI-reference, and Absolute, an absoluteURI such as a base URI.
//
// They are what a program keeps and passes around, where package ast's
// trees are what it inspects. A value is immutable and always valid: it
// can only be made by parsing (Parse, ParseAbsolute) or by replacing one
// component of another value (With, Without), which checks the new
// component against its rule of Appendix A. Each has String, Redacted,
// and the methods of encoding.TextMarshaler and encoding.TextUnmarshaler,
// so that a reference can be a field of a JSON or other text configuration
// and a command-line flag (flag.TextVar):
//
//	type Config struct {
//		Base uri.Absolute `json:"base"`
//	}
//
// AST returns the parsed tree, to read components with package ast's
// accessors (Components, Host, Port, ...). The tree is a read-only view:
// changing a node's fields changes neither the value nor its String.
//
// # Decisions
//
// The zero Reference is the empty reference "", which is valid (section
// 4.2). The zero Absolute is no URI at all: its String and MarshalText are
// "", and UnmarshalText of "" gives the zero Absolute, as net/netip's Addr
// does, so that an optional URI can be left out of a configuration. Any
// other text must be an absoluteURI.
//
// Parsing follows Appendix A strictly (parser.Parse without options): the
// query-only reference "?y" is not a Reference.
//
// With replaces a component and parses the result again. It refuses a
// value that does not match the component's rule, and also a value that
// would change how the rest of the reference reads: a path that does not
// begin with "/" after an authority, a path beginning with "//" without
// one, a query on an opaque URI (whose "?" belongs to the opaque part), a
// relative path whose first segment would read as a scheme. The error is
// then a *parser.Error whose Input is the new value.
package uri

import (
	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
	"sync"
)

// A Reference is a valid URI reference (URI-reference of Appendix A). The
// zero Reference is the empty reference "".
type Reference struct {
	ref *ast.URIReference // nil for the zero value, the empty reference
}

// Parse parses s as a URI reference. On failure the error is a
// *parser.Error.
func Parse(s string) (Reference, error) {
	r, err := parser.Parse(s)
	if err != nil {
		return Reference{}, err
	}
	return Reference{r}, nil
}

// MustParse is like Parse but panics if s is not a URI reference. It is
// meant for references written into a program.
func MustParse(s string) Reference {
	r, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return r
}

// String returns the reference as written.
func (r Reference) String() string {
	if r.ref == nil {
		return ""
	}
	return r.ref.String()
}

// AST returns the reference's tree, never nil. It is a read-only view:
// see the package documentation.
func (r Reference) AST() *ast.URIReference {
	if r.ref == nil {
		return emptyRef()
	}
	return r.ref
}

// emptyRef is the tree of the empty reference, the zero Reference's,
// parsed once.
var emptyRef = sync.OnceValue(func() *ast.URIReference { return parser.MustParse("") })

// Components returns the reference's components, as ast's Components
// does.
func (r Reference) Components() ast.Components { return r.AST().Components() }

// IsAbs reports whether the reference has a scheme.
func (r Reference) IsAbs() bool { return r.ref != nil && r.ref.IsAbs() }

// Absolute returns the reference as an Absolute, and false when it has no
// scheme or has a fragment.
func (r Reference) Absolute() (Absolute, bool) {
	if r.ref == nil || r.ref.Fragment != nil {
		return Absolute{}, false
	}
	a, ok := r.ref.URI.(*ast.AbsoluteURI)
	return Absolute{a}, ok
}

// Redacted returns the reference with the password of its userinfo, the
// text after the userinfo's first ":", replaced by "xxxxx", as net/url's
// URL.Redacted does. Section 7 strongly disrecommends passwords in URIs;
// use Redacted where a reference is logged or shown.
func (r Reference) Redacted() string { return redact.String(r.String()) }

// MarshalText returns the reference as written. It never fails.
func (r Reference) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText parses text as a URI reference into r. On failure r is
// unchanged and the error is a *parser.Error.
func (r *Reference) UnmarshalText(text []byte) error {
	p, err := Parse(string(text))
	if err != nil {
		return err
	}
	*r = p
	return nil
}

// An Absolute is a valid absolute URI (absoluteURI of Appendix A): a
// scheme and a hierarchical or opaque part, without a fragment. It is what
// section 5.1 calls a base URI. The zero Absolute is no URI at all.
type Absolute struct {
	abs *ast.AbsoluteURI // nil for the zero value
}

// ParseAbsolute parses s as an absolute URI. On failure the error is a
// *parser.Error.
func ParseAbsolute(s string) (Absolute, error) {
	a, err := parser.ParseAbsolute(s)
	if err != nil {
		return Absolute{}, err
	}
	return Absolute{a}, nil
}

// MustParseAbsolute is like ParseAbsolute but panics if s is not an
// absolute URI.
func MustParseAbsolute(s string) Absolute {
	a, err := ParseAbsolute(s)
	if err != nil {
		panic(err)
	}
	return a
}

// IsZero reports whether a is the zero Absolute, which holds no URI.
func (a Absolute) IsZero() bool { return a.abs == nil }

// String returns the URI as written, or "" for the zero Absolute.
func (a Absolute) String() string {
	if a.abs == nil {
		return ""
	}
	return a.abs.String()
}

// AST returns the URI's tree, or nil for the zero Absolute. It is a
// read-only view: see the package documentation.
func (a Absolute) AST() *ast.AbsoluteURI { return a.abs }

// Reference returns the URI as a Reference. The zero Absolute gives the
// empty reference.
func (a Absolute) Reference() Reference {
	if a.abs == nil {
		return Reference{}
	}
	return Reference{&ast.URIReference{Span: a.abs.Span, URI: a.abs}}
}

// Components returns the URI's components, as ast's Components does.
func (a Absolute) Components() ast.Components { return a.Reference().Components() }

// Redacted is String with the password of the userinfo hidden, as
// Reference.Redacted does.
func (a Absolute) Redacted() string { return redact.String(a.String()) }

// MarshalText returns the URI as written, "" for the zero Absolute. It
// never fails.
func (a Absolute) MarshalText() ([]byte, error) { return []byte(a.String()), nil }

// UnmarshalText parses text as an absolute URI into a; empty text gives
// the zero Absolute. On failure a is unchanged and the error is a
// *parser.Error.
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

// Resolve resolves ref against a as section 5.2 does (resolve.Reference),
// with the zero Absolute meaning that there is no base. On failure the
// error is a *resolve.Error.
func (a Absolute) Resolve(ref Reference, opts ...resolve.Option) (Reference, error) {
	res, err := resolve.Reference(a.abs, ref.AST(), opts...)
	if err != nil {
		return Reference{}, err
	}
	return Reference{res.URI}, nil
}
