// Package urlconv converts URI references to and from net/url's *url.URL,
// which is what Go's HTTP APIs take. It is a package of its own so that
// the parser, ast and resolve do not depend on net/url.
//
// ToURL maps each component of section 4.3 to the URL's fields so that
// String gives back the reference as written: the path and fragment are
// decoded into Path and Fragment with RawPath and RawFragment keeping
// their escapes, an empty query sets ForceQuery, and an absolute URI
// without an authority ("http:/a") sets OmitHost. An IPv6 literal host
// keeps its brackets in Host ("[::1]:8080"), as url.Parse gives it. The
// opaque part of an opaque URI ("mailto:a@b?subject=hi") is split at its
// first "?" into Opaque and RawQuery, as url.Parse splits it: RFC 2396 has
// no query there, but Go programs read one with URL.Query.
//
// A few references have no *url.URL whose String writes them as they are
// written, because net/url writes some components its own way: an empty
// fragment ("a#"), an empty authority with an empty path ("http://"), a
// userinfo or registry name whose escapes net/url would write otherwise
// ("%7e" comes back as "~"). ToURL returns an *Error for them rather than
// a URL that means something else.
//
// FromURL goes the other way. net/url is more lenient than RFC 2396: its
// String may hold a space in a query, a "{" in a host, or "http:" with
// nothing after the scheme. FromURL parses what String writes and returns
// the parser's *parser.Error, with the offset in that string, when it is
// not a URI reference.
//
// # Syntax
//
// ToURL and FromURL read the module's default syntax unless an option
// says otherwise: RFC 2396 as RFC 2732 section 3 updates it (IPv6
// literals in brackets, IPv4 numbers of one to three digits, "[" and "]"
// reserved), as net/url reads it, with Appendix C's query-only reference
// "?y". FromURL of a URL whose host is an IPv6 literal gives its tree,
// and ToURL takes such a tree. The option syntax.RFC2396 reads Appendix A
// to the letter: FromURL and ToURL then refuse an IPv6 literal, and "?y",
// with the parser's *parser.Error. An invalid Syntax is a
// *syntax.OptionError.
//
// A tree (package ast) is RFC 2396's: ToURL and FromURL refuse
// syntax.RFC3986. ComponentsToURL and ComponentsFromURL convert a
// reference's components (package parts) in any syntax, RFC 3986 among
// them (docs/urlconv.md gives the mapping).
//
// # Passwords
//
// The texts of an *Error (Error) hide the password of a userinfo, and so
// does its Got field, which ToURL makes: the caller never gave it. Its
// Input field keeps the reference as the caller's tree writes it, as a
// *parser.Error's Input does; Redacted returns a copy without it.
package urlconv

import (
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/internal/nodes"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// An Error reports a reference that no *url.URL writes back as it is
// written.
type Error struct {
	Input  string // the reference, raw: it may hold a password
	Offset int    // offset into Input of the first byte that the URL would write otherwise
	Node   string // the ast type of the component holding it, such as "Fragment"
	Got    string // what the URL's String gives, with its password hidden as URL.Redacted hides it (and a registry name's, which net/url takes for a host)
}

// Error returns a message such as
//
//	urlconv: net/url cannot write "a#" as written: it writes "a" (Fragment at offset 1)
//
// The password of a userinfo is not shown: the reference is shown with
// the password replaced ("u:xxxxx@h"), and the offset is into that text.
func (e *Error) Error() string {
	r := e.Redacted()
	return fmt.Sprintf("urlconv: net/url cannot write %q as written: it writes %q (%s at offset %d)",
		r.Input, r.Got, r.Node, r.Offset)
}

// RawError is Error over the raw reference: it may show a password, for a
// caller that asked for the raw input.
func (e *Error) RawError() string {
	return fmt.Sprintf("urlconv: net/url cannot write %q as written: it writes %q (%s at offset %d)",
		e.Input, e.Got, e.Node, e.Offset)
}

// Where returns the reference and the offset into it: as given with raw,
// and otherwise as Redacted has them.
func (e *Error) Where(raw bool) parser.Position {
	if !raw {
		e = e.Redacted()
	}
	return parser.Position{Input: e.Input, Offset: e.Offset}
}

// Redacted returns a copy of the error whose Input has its password
// replaced ("u:xxxxx@h") and whose Offset is moved to the same byte of
// that text; an offset inside the password moves to the start of the
// mask.
func (e *Error) Redacted() *Error {
	r := *e
	t := redact.Of(e.Input, syntax.URIReference)
	r.Input = t.String()
	r.Offset = t.Offset(min(max(e.Offset, 0), len(e.Input)))
	return &r
}

// ToURL returns the *url.URL whose String is ref's text, or an *Error when
// net/url cannot write ref as it is written (see the package
// documentation). The URL is new: changing it does not change ref.
//
// ref is read through parser.SplitTree: a tree that no parser builds, in
// any syntax (a nil reference, nil nodes where a parser puts some, texts
// that do not line up), is an error wrapping parser.ErrMalformedTree,
// never a panic. Its text must be a reference in the syntax of opts (see
// the package documentation); otherwise the error is the parser's
// *parser.Error.
func ToURL(ref *ast.URIReference, opts ...syntax.Syntax) (*url.URL, error) {
	syn, err := readTree(opts)
	if err != nil {
		return nil, err
	}
	c, err := parser.SplitTree(ref, syn)
	if err != nil {
		// A tree of Appendix A, whose IPv4address may have numbers of
		// four digits or more, where RFC 2732 reads a reg_name.
		c, err = parser.SplitTree(ref, syntax.RFC2396)
	}
	if err != nil {
		return nil, fmt.Errorf("urlconv: %w", err)
	}
	if err := parser.Validate(c.Text, syn); err != nil {
		return nil, err
	}
	return toURL(&c)
}

// readTree returns the syntax of opts for a function that takes or
// gives a tree, which is RFC 2396's: RFC3986 is a *syntax.OptionError.
func readTree(opts []syntax.Syntax) (syntax.Syntax, error) {
	syn, err := syntax.Read(opts, nil)
	if err == nil && syn.IsRFC3986() {
		return syn, &syntax.OptionError{Option: syn, Why: "a tree of package ast is RFC 2396's; ComponentsToURL and ComponentsFromURL convert the components of a reference of RFC 3986"}
	}
	return syn, err
}

// ComponentsToURL returns the *url.URL whose String is c.Text, the text
// of the reference whose components are c, as ToURL does for a tree. c
// must be what parser.Split gives for c.Text in the syntax of opts (the
// module's default unless an option says otherwise, syntax.RFC3986
// among them): c.Text that is no reference in that syntax gets the
// parser's *parser.Error, and components that are not Split's for it an
// error that wraps parts.ErrSpans. References that net/url cannot write
// as they are get an *Error, as from ToURL.
func ComponentsToURL(c *parts.Components, opts ...syntax.Syntax) (*url.URL, error) {
	syn, err := syntax.Read(opts, nil)
	if err != nil {
		return nil, err
	}
	got, err := parser.Split(c.Text, syn)
	if err != nil {
		return nil, err
	}
	if got != *c {
		return nil, fmt.Errorf("urlconv: the components are not those of their text in %v: %w", syn, parts.ErrSpans)
	}
	return toURL(c)
}

// ComponentsFromURL returns the components of u's String read as a URI
// reference (parser.Split) in the syntax of opts, the module's default
// unless an option says otherwise, syntax.RFC3986 among them. When
// net/url's text is not one, the error is the parser's *parser.Error,
// as from FromURL; for an invalid option it is a *syntax.OptionError.
func ComponentsFromURL(u *url.URL, opts ...syntax.Syntax) (parts.Components, error) {
	syn, err := syntax.Read(opts, nil)
	if err != nil {
		return parts.Components{}, err
	}
	if u == nil {
		return parts.Components{}, errors.New("urlconv: nil *url.URL")
	}
	return parser.Split(u.String(), syn)
}

// toURL returns the *url.URL of the components c of a valid reference.
func toURL(c *parts.Components) (*url.URL, error) {
	u := new(url.URL)
	u.Scheme = c.Of(c.Scheme)
	path := c.Of(c.Path)
	// An opaque part, or RFC 3986's path-rootless or path-empty after a
	// scheme, which url.Parse holds in Opaque: a path that follows a
	// scheme without an authority and does not begin with "/".
	if c.Opaque || c.IsAbs() && !c.Authority.Defined() && !strings.HasPrefix(path, "/") {
		op, query, hasQuery := strings.Cut(path, "?") // RFC 2396's opaque part holds its "?"
		if q, ok := c.Get(c.Query); ok {
			query, hasQuery = q, true
		}
		u.Opaque = op
		if hasQuery {
			u.RawQuery, u.ForceQuery = query, query == ""
		}
	} else {
		switch {
		case !c.Authority.Defined():
			u.OmitHost = c.IsAbs()
		case c.Server:
			if info, ok := c.Get(c.Userinfo); ok {
				user, pass, hasPass := strings.Cut(info, ":")
				if hasPass {
					u.User = url.UserPassword(unescape(user), unescape(pass))
				} else {
					u.User = url.User(unescape(user))
				}
			}
			// Decoded as url.Parse decodes it: only an RFC 3986 reg-name
			// may hold escapes.
			u.Host = unescape(c.Of(c.Host))
			if port, ok := c.Get(c.Port); ok {
				u.Host += ":" + port
			}
		default: // a reg_name of RFC 2396
			u.Host = unescape(c.Of(c.Authority))
		}
		u.Path = unescape(path)
		if u.EscapedPath() != path {
			u.RawPath = path // as url.Parse sets it: only when needed
		}
		if q, ok := c.Get(c.Query); ok {
			u.RawQuery, u.ForceQuery = q, q == ""
		}
	}
	if f, ok := c.Get(c.Fragment); ok {
		u.Fragment = unescape(f)
		if u.EscapedFragment() != f {
			u.RawFragment = f
		}
	}
	if got, want := u.String(), c.Text; got != want {
		off := 0
		for off < len(got) && off < len(want) && got[off] == want[off] {
			off++
		}
		return nil, &Error{Input: want, Offset: off, Node: nodeAt(nodes.Build(c), off), Got: redacted(u)}
	}
	return u, nil
}

// redacted returns what u's String gives, with the password of its
// userinfo hidden as URL.Redacted hides it, and that of a registry name
// that net/url holds as the host ("u:pw@h" of "foo://u:pw@h/", which has
// no server) hidden as an authority's.
func redacted(u *url.URL) string {
	r := *u
	r.Host = redact.Authority(r.Host)
	return r.Redacted()
}

// nodeAt names the type of the deepest node of ref that holds offset off,
// or that ends at it at the end of ref. A query or a fragment holds the
// "?" or "#" before it.
func nodeAt(ref *ast.URIReference, off int) string {
	name := "URIReference"
	ast.Inspect(ref, func(n ast.Node) bool {
		pos := n.Pos()
		switch n.(type) {
		case *ast.Query, *ast.Fragment:
			pos--
		}
		if pos <= off && (off < n.End() || off == n.End() && off == ref.End()) {
			name = ast.TypeName(n)
			return true
		}
		return false
	})
	return name
}

// FromURL parses u's String as a URI reference, in the module's default
// syntax unless an option says otherwise (see the package documentation). When net/url's text
// is not one, the error is the parser's *parser.Error, whose Input is
// u.String() and whose offset is into it; for an invalid option it is a
// *syntax.OptionError.
func FromURL(u *url.URL, opts ...syntax.Syntax) (*ast.URIReference, error) {
	syn, err := readTree(opts)
	if err != nil {
		return nil, err
	}
	if u == nil {
		return nil, errors.New("urlconv: nil *url.URL")
	}
	return parser.Parse(u.String(), syn)
}

// unescape decodes the escapes of text a parser accepted, which holds no
// "%" that starts no escape.
func unescape(s string) string {
	u, _ := escape.Unescape(s)
	return u
}
