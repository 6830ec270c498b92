package urlconv_test

import (
	"errors"
	"fmt"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
	"github.com/rfc2396/rfc2396/urlconv"
)

// TestToURLHandBuiltTrees gives ToURL hand-built trees with nil pointers,
// typed and untyped, of every node type, and empty slices, where a parser
// puts nodes. None panics. A nil node is an undefined component, and a
// tree is read only when it is the tree a parser builds of its text
// (parser.SplitTree): a typed nil where the reference has no component at
// all reads as the empty reference; any other hole is an error wrapping
// parser.ErrMalformedTree.
func TestToURLHandBuiltTrees(t *testing.T) {
	sp := func(s string) ast.Extent { return ast.Extent{Text: s} }
	scheme := &ast.Scheme{Extent: sp("http")}
	abs := func(hier *ast.HierPart) *ast.URIReference {
		return &ast.URIReference{URI: &ast.AbsoluteURI{Scheme: scheme, Hier: hier}}
	}
	net := func(a ast.Authority) *ast.URIReference {
		return abs(&ast.HierPart{Path: &ast.NetPath{Authority: a}})
	}
	server := func(h ast.Host) *ast.URIReference { return net(&ast.Server{Host: h}) }
	absPath := func(text string) *ast.URIReference {
		return abs(&ast.HierPart{Path: &ast.AbsPath{Extent: sp(text)}})
	}
	const malformed = "\x00malformed"
	for i, tc := range []struct {
		ref  *ast.URIReference
		want string // the reference the nodes make, or malformed
	}{
		{nil, malformed},
		{&ast.URIReference{URI: (*ast.AbsoluteURI)(nil)}, ""},
		{&ast.URIReference{URI: (*ast.RelativeURI)(nil)}, ""},
		{&ast.URIReference{URI: &ast.AbsoluteURI{}}, malformed},
		{&ast.URIReference{URI: &ast.AbsoluteURI{Scheme: (*ast.Scheme)(nil), Hier: &ast.HierPart{Path: &ast.AbsPath{Extent: sp("/")}}}}, malformed},
		{&ast.URIReference{URI: &ast.AbsoluteURI{Scheme: scheme}}, malformed},
		{&ast.URIReference{URI: &ast.AbsoluteURI{Scheme: scheme, Hier: (*ast.HierPart)(nil)}}, malformed},
		{&ast.URIReference{URI: &ast.AbsoluteURI{Scheme: scheme, Opaque: (*ast.OpaquePart)(nil)}}, malformed},
		{&ast.URIReference{URI: &ast.AbsoluteURI{Scheme: scheme, Opaque: &ast.OpaquePart{}}}, malformed},
		{abs(&ast.HierPart{}), malformed},
		{abs(&ast.HierPart{Path: (*ast.NetPath)(nil)}), malformed},
		{abs(&ast.HierPart{Path: (*ast.AbsPath)(nil)}), malformed},
		{abs(&ast.HierPart{Path: (*ast.RelPath)(nil)}), malformed},
		{abs(&ast.HierPart{Path: &ast.RelPath{}}), malformed},
		{net((*ast.Server)(nil)), malformed},
		{net((*ast.RegName)(nil)), malformed},
		{server((*ast.Hostname)(nil)), malformed},
		{server((*ast.IPv4Address)(nil)), malformed},
		{server((*ast.IPv6Reference)(nil)), malformed},
		{server(&ast.Hostname{}), malformed},                // a host that is there and empty: no parser makes one
		{server(&ast.Hostname{Extent: sp(".")}), malformed}, // a hostname without labels
		{absPath(""), malformed},
		{absPath("a"), malformed}, // a path without its slash
		{absPath(";"), malformed},
		{&ast.URIReference{URI: &ast.RelativeURI{Path: &ast.RelPath{RelSegment: nil}}}, malformed},
		{&ast.URIReference{URI: &ast.RelativeURI{Path: (*ast.RelPath)(nil), Query: &ast.Query{Extent: sp("q")}}}, malformed},
		{&ast.URIReference{URI: &ast.RelativeURI{Path: &ast.NetPath{}}}, malformed},
		// Trees as a parser builds them, for comparison.
		{parser.MustParse("http://[::1]:80/a"), "http://[::1]:80/a"},
		{parser.MustParse("http://"), "http://"},                                       // the empty server, which net/url writes "http:"
		{parser.MustParse("?q"), "?q"},                                                 // the default syntax reads the query-only reference
		{parser.MustParse("http://1234.5.6.7/", syntax.RFC2396), "http://1234.5.6.7/"}, // a tree of Appendix A, whose text the default reads too
	} {
		name := fmt.Sprintf("%d: %#v", i, tc.ref)
		if tc.ref != nil {
			name = fmt.Sprintf("%d: %#v", i, tc.ref.URI)
		}
		var u *url.URL
		var err error
		if !assert.NotPanics(t, func() { u, err = urlconv.ToURL(tc.ref) }, name) {
			continue
		}
		var e *urlconv.Error
		var pe *parser.Error
		switch {
		case tc.want == malformed:
			assert.True(t, errors.Is(err, parser.ErrMalformedTree), "%s: %v", name, err)
		case errors.As(err, &e):
			assert.Equal(t, tc.want, e.Input, name)
		case errors.As(err, &pe):
			assert.Equal(t, tc.want, pe.Input, name)
		case assert.NoError(t, err, name):
			assert.Equal(t, tc.want, u.String(), name)
		}
	}
}
