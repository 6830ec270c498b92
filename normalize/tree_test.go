package normalize_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// A hole is a hand-built change to a parsed tree: a node replaced by a
// nil pointer of its type (in an interface, a typed nil).
type hole struct {
	name string
	src  string // the reference parsed (in RFC 2732 mode) before the change
	make func(r *ast.URIReference) *ast.URIReference
	// err: the tree, read as its nodes say (nil nodes are undefined
	// components), is no reference, so Reference must fail; otherwise it
	// must give the normal form of the text those nodes make.
	err bool
}

func abs(r *ast.URIReference) *ast.AbsoluteURI { return r.URI.(*ast.AbsoluteURI) }
func rel(r *ast.URIReference) *ast.RelativeURI { return r.URI.(*ast.RelativeURI) }
func server(r *ast.URIReference) *ast.Server {
	return abs(r).Hier.Path.(*ast.NetPath).Authority.(*ast.Server)
}

const full = "http://u:secret@H.example:80/a;p/b?q#f"

// holes builds, for every node type, trees that hold a nil of that type
// where a parser puts a node.
var holes = []hole{
	{name: "nil *URIReference", make: func(*ast.URIReference) *ast.URIReference { return nil }, err: true},
	{name: "URI (*AbsoluteURI)(nil)", src: full, make: func(r *ast.URIReference) *ast.URIReference {
		r.URI = (*ast.AbsoluteURI)(nil)
		return r
	}},
	{name: "URI (*RelativeURI)(nil)", src: "a/b?q#f", make: func(r *ast.URIReference) *ast.URIReference {
		r.URI = (*ast.RelativeURI)(nil)
		return r
	}},
	{name: "empty tree", make: func(*ast.URIReference) *ast.URIReference { return &ast.URIReference{} }},
	{name: "AbsoluteURI.Scheme nil", src: full, make: func(r *ast.URIReference) *ast.URIReference {
		abs(r).Scheme = nil
		return r
	}},
	{name: "AbsoluteURI.Hier nil", src: full, make: func(r *ast.URIReference) *ast.URIReference {
		abs(r).Hier = nil
		return r
	}, err: true},
	{name: "AbsoluteURI.Opaque nil", src: "mailto:a@b", make: func(r *ast.URIReference) *ast.URIReference {
		abs(r).Opaque = nil
		return r
	}, err: true},
	{name: "AbsoluteURI without parts", make: func(*ast.URIReference) *ast.URIReference {
		return &ast.URIReference{URI: &ast.AbsoluteURI{Scheme: &ast.Scheme{Extent: ast.Extent{Text: "http"}}}}
	}, err: true},
	{name: "HierPart.Path (*NetPath)(nil)", src: full, make: func(r *ast.URIReference) *ast.URIReference {
		abs(r).Hier.Path = (*ast.NetPath)(nil)
		return r
	}, err: true},
	{name: "HierPart.Path (*AbsPath)(nil)", src: "http:/a?q", make: func(r *ast.URIReference) *ast.URIReference {
		abs(r).Hier.Path = (*ast.AbsPath)(nil)
		return r
	}, err: true},
	{name: "HierPart.Query nil", src: full, make: func(r *ast.URIReference) *ast.URIReference {
		abs(r).Hier.Query = nil
		return r
	}},
	{name: "RelativeURI.Path (*RelPath)(nil)", src: "a/b?q#f", make: func(r *ast.URIReference) *ast.URIReference {
		rel(r).Path = (*ast.RelPath)(nil)
		return r
	}},
	{name: "RelativeURI.Path (*AbsPath)(nil)", src: "/a?q", make: func(r *ast.URIReference) *ast.URIReference {
		rel(r).Path = (*ast.AbsPath)(nil)
		return r
	}},
	{name: "RelativeURI.Path (*NetPath)(nil)", src: "//h/a", make: func(r *ast.URIReference) *ast.URIReference {
		rel(r).Path = (*ast.NetPath)(nil)
		return r
	}},
	{name: "NetPath.Authority (*Server)(nil)", src: full, make: func(r *ast.URIReference) *ast.URIReference {
		abs(r).Hier.Path.(*ast.NetPath).Authority = (*ast.Server)(nil)
		return r
	}},
	{name: "NetPath.Authority (*RegName)(nil)", src: "x://a_b/p", make: func(r *ast.URIReference) *ast.URIReference {
		abs(r).Hier.Path.(*ast.NetPath).Authority = (*ast.RegName)(nil)
		return r
	}},
	{name: "NetPath.AbsPath nil", src: full, make: func(r *ast.URIReference) *ast.URIReference {
		abs(r).Hier.Path.(*ast.NetPath).AbsPath = nil
		return r
	}},
	{name: "RelPath.RelSegment nil", src: "a/b", make: func(r *ast.URIReference) *ast.URIReference {
		rel(r).Path.(*ast.RelPath).RelSegment = nil
		return r
	}},
	{name: "RelPath.AbsPath nil", src: "a/b", make: func(r *ast.URIReference) *ast.URIReference {
		rel(r).Path.(*ast.RelPath).AbsPath = nil
		return r
	}},
	{name: "Server.Userinfo nil", src: full, make: func(r *ast.URIReference) *ast.URIReference {
		server(r).Userinfo = nil
		return r
	}},
	{name: "Server.Host (*Hostname)(nil)", src: full, make: func(r *ast.URIReference) *ast.URIReference {
		server(r).Host = (*ast.Hostname)(nil)
		return r
	}, err: true}, // a server needs a host: its nodes read as a server, its text as a reg_name
	{name: "Server.Host (*IPv4Address)(nil)", src: "http://1.2.3.4:80/", make: func(r *ast.URIReference) *ast.URIReference {
		server(r).Host = (*ast.IPv4Address)(nil)
		return r
	}, err: true}, // a server needs a host: its nodes read as a server, its text as a reg_name
	{name: "Server.Host (*IPv6Reference)(nil)", src: "http://[::1]:80/", make: func(r *ast.URIReference) *ast.URIReference {
		server(r).Host = (*ast.IPv6Reference)(nil)
		return r
	}, err: true}, // a server needs a host: its nodes read as a server, its text as a reg_name
	{name: "Server.Port nil", src: full, make: func(r *ast.URIReference) *ast.URIReference {
		server(r).Port = nil
		return r
	}},
	{name: "Fragment nil", src: full, make: func(r *ast.URIReference) *ast.URIReference {
		r.Fragment = nil
		return r
	}},
	{name: "Query's text not a query", src: full, make: func(r *ast.URIReference) *ast.URIReference {
		abs(r).Hier.Query.Text = "a b"
		return r
	}, err: true},
}

// TestReferenceHandBuilt gives Reference trees with a nil node of every
// type where a parser puts one, and checks that it never panics: it fails
// with an error wrapping parser.ErrMalformedTree where the nodes make no
// reference, and otherwise gives the normal form of what they make, as
// parser.SplitTree reads it.
func TestReferenceHandBuilt(t *testing.T) {
	for _, h := range holes {
		t.Run(h.name, func(t *testing.T) {
			var ref *ast.URIReference
			if h.src != "" {
				ref = parser.MustParse(h.src, syntax.RFC2732)
			}
			tree := h.make(ref)
			var got string
			var err error
			require.NotPanics(t, func() { got, err = normalize.Reference(tree) })
			// A tree with a hole is one a parser builds only where the
			// hole stands for an absent component and the text says so too
			// (the empty tree); parser.SplitTree decides.
			c, splitErr := parser.SplitTree(tree)
			if h.err || splitErr != nil {
				require.Error(t, err, "Reference gave %q", got)
				assert.True(t, errors.Is(err, parser.ErrMalformedTree), "%v", err)
				assert.NotContains(t, err.Error(), "secret")
				return
			}
			require.NoError(t, err)
			want, err := normalize.Normalize(c.Text, syntax.RFC2732|syntax.QueryOnly) // as SplitTree reads a tree
			require.NoError(t, err)
			assert.Equal(t, want, got)
		})
	}
}

// TestNoPassword puts a password before, inside and after the point where
// each function that returns an error fails, and checks that no text of
// the error shows it: its message, and the texts a *parser.Error or a
// *syntax.OptionError makes (a *parser.Error's Input keeps the raw input,
// as the caller gave it; its Raw methods show it on request).
func TestNoPassword(t *testing.T) {
	strict := []normalize.Option{syntax.RFC2396}
	inputs := []struct {
		s    string
		opts []normalize.Option
	}{
		{s: "http://u:secret@h/a b"},  // after
		{s: "http://u:sec ret@h/"},    // inside
		{s: "http://u:sec%zzret@h/"},  // inside, an escape
		{s: "ht tp://u:secret@h/"},    // before
		{s: "http://u:secret@h/#a#b"}, // after, a second "#"
		{s: "http://u:secret@[::1]/", opts: strict},
		{s: "http://u:secret@[::1x]/"}, // after: not an IPv6address
		{s: "//u:secret@h/%"},          // at the end
		{s: "//u:secret@h/ x"},         // a network path
	}
	check := func(what string, err error) {
		t.Helper()
		require.Error(t, err, what)
		for _, s := range texts(err) {
			assert.NotContains(t, s, "secret", what)
		}
	}
	for _, in := range inputs {
		s := in.s
		_, err := normalize.Normalize(s, in.opts...)
		check("Normalize("+s+")", err)
		_, err = normalize.Equal(s, "http://a/", in.opts...)
		check("Equal("+s+", ...)", err)
		_, err = normalize.Equal("http://a/", s, in.opts...)
		check("Equal(..., "+s+")", err)
	}
	// The options: a password in the table of ports.
	for _, key := range []string{"u:secret@h", "http://u:secret@h/", "//u:secret@"} {
		_, err := normalize.Normalize("http://a/", normalize.Ports(map[string]int{key: 1}))
		check("Ports("+key+")", err)
	}
	// Trees: hand-built ones that hold a password and are no reference.
	// (TestReferenceHandBuilt gives Reference the others.)
	for _, h := range holes {
		switch h.name {
		case "AbsoluteURI.Hier nil", "Server.Host (*Hostname)(nil)", "Query's text not a query":
			require.Contains(t, h.src, "secret")
			_, err := normalize.Reference(h.make(parser.MustParse(h.src, syntax.RFC2732)))
			check("Reference("+h.name+")", err)
		}
	}
	ref := parser.MustParse(full)
	server(ref).Userinfo.Text = "u:secret x"
	_, err := normalize.Reference(ref)
	check("Reference(userinfo with a space)", err)
}

// texts returns every text that err and the errors it wraps make for a
// person: Error, and the redacted texts of the module's error types.
func texts(err error) []string {
	out := []string{err.Error()}
	var pe *parser.Error
	if errors.As(err, &pe) {
		r := pe.Redacted()
		out = append(out, pe.Message(), pe.Caret(), r.Input, r.Error(), r.RawMessage(), r.RawCaret(), r.Hint, fmt.Sprint(r.Expected))
	}
	var oe *syntax.OptionError
	if errors.As(err, &oe) {
		out = append(out, oe.Why, fmt.Sprint(oe.Option))
	}
	return out
}
