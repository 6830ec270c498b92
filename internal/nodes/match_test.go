package nodes_test

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/nodes"
	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// A site is a field of a node of a tree that a mutation changes.
type site struct {
	v reflect.Value // the field, settable
}

// sites returns the fields of the nodes of the tree rooted at n, in a
// fixed order: each Span, and each field that holds a child.
func sites(n reflect.Value, out []site) []site {
	if n.Kind() == reflect.Interface {
		n = n.Elem()
	}
	if !n.IsValid() || n.IsNil() {
		return out
	}
	st := n.Elem()
	for i := range st.NumField() {
		f := st.Field(i)
		out = append(out, site{f})
		if f.Kind() == reflect.Pointer || f.Kind() == reflect.Interface {
			out = sites(f, out)
		}
	}
	return out
}

// alternatives are the node types an interface field may hold.
var alternatives = map[reflect.Type][]reflect.Type{
	reflect.TypeFor[ast.URI]():       {reflect.TypeFor[*ast.AbsoluteURI](), reflect.TypeFor[*ast.RelativeURI]()},
	reflect.TypeFor[ast.Path]():      {reflect.TypeFor[*ast.NetPath](), reflect.TypeFor[*ast.AbsPath](), reflect.TypeFor[*ast.RelPath]()},
	reflect.TypeFor[ast.Authority](): {reflect.TypeFor[*ast.Server](), reflect.TypeFor[*ast.RegName]()},
	reflect.TypeFor[ast.Host]():      {reflect.TypeFor[*ast.Hostname](), reflect.TypeFor[*ast.IPv4Address](), reflect.TypeFor[*ast.IPv6Reference]()},
}

// mutations returns the changes of the site f, each a function that
// makes it.
func mutations(f reflect.Value) []func() {
	var out []func()
	switch {
	case f.Type() == reflect.TypeFor[ast.Extent]():
		sp := f.Interface().(ast.Extent)
		out = append(out,
			func() { f.Set(reflect.ValueOf(ast.Extent{Offset: sp.Offset + 1, Text: sp.Text})) },
			func() { f.Set(reflect.ValueOf(ast.Extent{Offset: sp.Offset, Text: sp.Text + "x"})) })
		if sp.Text != "" {
			out = append(out, func() { f.Set(reflect.ValueOf(ast.Extent{Offset: sp.Offset, Text: sp.Text[1:]})) })
		}
	case f.Kind() == reflect.Pointer:
		if f.IsNil() {
			out = append(out, func() { f.Set(reflect.New(f.Type().Elem())) })
		} else {
			out = append(out, func() { f.Set(reflect.Zero(f.Type())) })
		}
	case f.Kind() == reflect.Interface:
		out = append(out, func() { f.Set(reflect.Zero(f.Type())) })
		var sp ast.Extent
		if !f.IsNil() {
			dyn := f.Elem()
			out = append(out, func() { f.Set(reflect.Zero(dyn.Type())) }) // a typed nil
			if !dyn.IsNil() {
				sp = dyn.Elem().FieldByName("Extent").Interface().(ast.Extent)
			}
		}
		for _, alt := range alternatives[f.Type()] {
			if !f.IsNil() && f.Elem().Type() == alt {
				continue
			}
			out = append(out, func() {
				n := reflect.New(alt.Elem())
				n.Elem().FieldByName("Extent").Set(reflect.ValueOf(sp))
				f.Set(n)
			})
		}
	}
	return out
}

// TestMatch holds Match to ast.Equal against Build's tree: for the trees
// of the corpus, each as built and with each change of one field of one
// node, Match reports what Equal reports.
func TestMatch(t *testing.T) {
	refs := testcorpus.Valid("../../testdata")
	refs = append(refs, "", "#", "?y", "//", "http://[::1]:80/a?q#f", "file:///x", "x://a_b/c", "//u@1.2.3.4:", "g;p/h", "mailto:a@b#f")
	if testing.Short() {
		refs = refs[len(refs)-40:]
	}
	checked, differ := 0, 0
	for _, s := range refs {
		for _, syn := range []syntax.Syntax{syntax.Default, syntax.RFC2396} {
			c, err := parser.Split(s, syn)
			if err != nil {
				continue
			}
			require.True(t, nodes.Match(nodes.Build(&c), &c), "%q", s)
			got, ok := nodes.Read(nodes.Build(&c))
			require.True(t, ok, "%q", s)
			require.Equal(t, c, got, "%q", s)
			// The same tree at another offset from its text's start, as in
			// a document.
			shifted := nodes.Build(&c)
			ast.Inspect(shifted, func(n ast.Node) bool {
				reflect.ValueOf(n).Elem().FieldByName("Extent").FieldByName("Offset").SetInt(int64(n.Pos() + 7))
				return true
			})
			require.True(t, nodes.Match(shifted, &c), "%q shifted", s)
			got, ok = nodes.Read(shifted)
			require.True(t, ok, "%q shifted", s)
			require.Equal(t, c, got, "%q shifted", s)

			n := len(sites(reflect.ValueOf(nodes.Build(&c)), nil))
			for i := range n {
				for k := range len(mutations(sites(reflect.ValueOf(nodes.Build(&c)), nil)[i].v)) {
					tree := nodes.Build(&c)
					mutations(sites(reflect.ValueOf(tree), nil)[i].v)[k]()
					want := ast.Equal(tree, nodes.Build(&c))
					if got := nodes.Match(tree, &c); got != want {
						t.Fatalf("%q: change %d of field %d: Match %v, ast.Equal %v", s, k, i, got, want)
					}
					checkRead(t, tree)
					checked++
					if !want {
						differ++
					}
				}
			}
		}
	}
	require.Greater(t, differ, checked/2, "most changes make another tree")
	t.Logf("%d changed trees, %d of them not Build's", checked, differ)
	require.False(t, nodes.Match(nil, &parts.Components{}))
	_, ok := nodes.Read(nil)
	require.False(t, ok)
}

// checkRead holds Read to Match and ast's Components: it reads a tree
// when, and only when, the tree is Build's of what it read, which is what
// ast reads.
func checkRead(t *testing.T, tree *ast.URIReference) {
	t.Helper()
	var c parts.Components
	var ok bool
	require.NotPanics(t, func() { c, ok = nodes.Read(tree) })
	if !ok {
		var want parts.Components
		require.NotPanics(t, func() { want = tree.Components() })
		require.False(t, want.CheckSpans() == nil && nodes.Match(tree, &want), "Read refused Build's tree of %+v", want)
		return
	}
	require.True(t, nodes.Match(tree, &c))
	require.Equal(t, tree.Components(), c)
}
