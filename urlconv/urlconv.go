// Package urlconv converts URI references to and from net/url's *url.URL,
// which is what Go's HTTP APIs take. It is a package of its own so that
// the parser, ast and resolve do not depend on net/url.
//
// ToURL maps each component of section 4.3 to the URL's fields so that
// String gives back the reference as written: the path and fragment are
// decoded into Path and Fragment with RawPath and RawFragment keeping
// their escapes, an empty query sets ForceQuery, and an absolute URI
// without an authority ("http:/a") sets OmitHost. The opaque part of an
// opaque URI ("mailto:a@b?subject=hi") is split at its first "?" into
// Opaque and RawQuery, as url.Parse splits it: RFC 2396 has no query
// there, but Go programs read one with URL.Query.
//
// A few references have no *url.URL whose String writes them as they are
// written, because net/url writes some components its own way: an empty
// fragment ("a#"), an empty authority with an empty path ("http://"), a
// userinfo or registry name whose escapes net/url would write otherwise
// ("%7e" comes back as "~"). ToURL returns an *Error for them rather than
// a URL that means something else.
//
// FromURL goes the other way. net/url is more lenient than RFC 2396: its
// String may hold a space in a query, a "[" in a host, or "http:" with
// nothing after the scheme. FromURL parses what String writes and returns
// the parser's *parser.Error, with the offset in that string, when it is
// not an RFC 2396 URI reference.
package urlconv

import (
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
)

// An Error reports a reference that no *url.URL writes back as it is
// written.
type Error struct {
	Input  string // the reference
	Offset int    // the first byte that the URL would write otherwise
	Node   string // the ast type of the component holding it, such as "Fragment"
	Got    string // what the URL's String gives
}

// Error returns a message such as
//
//	urlconv: net/url cannot write "a#" as written: it writes "a" (Fragment at offset 1)
//
// The password of a userinfo is not shown.
func (e *Error) Error() string {
	return fmt.Sprintf("urlconv: net/url cannot write %q as written: it writes %q (%s at offset %d)",
		redact.String(e.Input), redact.String(e.Got), e.Node, e.Offset)
}

// ToURL returns the *url.URL whose String is ref's text, or an *Error when
// net/url cannot write ref as it is written (see the package
// documentation). The URL is new: changing it does not change ref.
func ToURL(ref *ast.URIReference) (*url.URL, error) {
	if ref == nil {
		return nil, errors.New("urlconv: nil reference")
	}
	c := ref.Components()
	u := new(url.URL)
	if c.Scheme != nil {
		u.Scheme = c.Scheme.Text
	}
	if c.Opaque != nil {
		op, query, hasQuery := strings.Cut(c.Opaque.Text, "?")
		u.Opaque = op
		if hasQuery {
			u.RawQuery, u.ForceQuery = query, query == ""
		}
	} else {
		switch a := c.Authority.(type) {
		case nil:
			u.OmitHost = c.Scheme != nil
		case *ast.Server:
			if c.Userinfo != nil {
				user, pass, hasPass := strings.Cut(c.Userinfo.Text, ":")
				if hasPass {
					u.User = url.UserPassword(unescape(user), unescape(pass))
				} else {
					u.User = url.User(unescape(user))
				}
			}
			if c.Host != nil {
				u.Host = c.Host.String()
			}
			if c.Port != nil {
				u.Host += ":" + c.Port.Text
			}
		case *ast.RegName:
			u.Host = unescape(a.Text)
		}
		u.Path = unescape(c.PathText)
		if u.EscapedPath() != c.PathText {
			u.RawPath = c.PathText // as url.Parse sets it: only when needed
		}
		if c.Query != nil {
			u.RawQuery, u.ForceQuery = c.Query.Text, c.Query.Text == ""
		}
	}
	if c.Fragment != nil {
		u.Fragment = unescape(c.Fragment.Text)
		if u.EscapedFragment() != c.Fragment.Text {
			u.RawFragment = c.Fragment.Text
		}
	}
	if got, want := u.String(), ref.String(); got != want {
		off := 0
		for off < len(got) && off < len(want) && got[off] == want[off] {
			off++
		}
		return nil, &Error{Input: want, Offset: off, Node: nodeAt(ref, ref.Pos()+off), Got: got}
	}
	return u, nil
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

// FromURL parses u's String as an RFC 2396 URI reference. When net/url's
// text is not one, the error is the parser's *parser.Error, whose Input is
// u.String() and whose offset is into it.
func FromURL(u *url.URL) (*ast.URIReference, error) {
	if u == nil {
		return nil, errors.New("urlconv: nil *url.URL")
	}
	return parser.Parse(u.String())
}

// unescape decodes the escapes of text a parser accepted, which holds no
// "%" that starts no escape.
func unescape(s string) string {
	u, _ := escape.Unescape(s)
	return u
}
