package ast_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

func TestSpan(t *testing.T) {
	s := ast.Extent{Offset: 3, Text: "a%2Fb"}
	assert.Equal(t, 3, s.Pos())
	assert.Equal(t, 8, s.End())
	assert.Equal(t, "a%2Fb", s.String())
	assert.Equal(t, "a/b", s.Decoded())
}

// tree is "http://u@a.b:80/c;p?q#f" built by hand, as a parser would.
func tree() *ast.URIReference {
	const s = "http://u@a.b:80/c;p?q#f"
	span := func(from, to int) ast.Extent { return ast.Extent{Offset: from, Text: s[from:to]} }
	server := &ast.Server{
		Extent:   span(7, 15),
		Userinfo: &ast.Userinfo{Extent: span(7, 8)},
		Host:     &ast.Hostname{Extent: span(9, 12)},
		Port:     &ast.Port{Extent: span(13, 15)},
	}
	net := &ast.NetPath{Extent: span(5, 19), Authority: server, AbsPath: &ast.AbsPath{Extent: span(15, 19)}}
	abs := &ast.AbsoluteURI{
		Extent: span(0, 21),
		Scheme: &ast.Scheme{Extent: span(0, 4)},
		Hier:   &ast.HierPart{Extent: span(5, 21), Path: net, Query: &ast.Query{Extent: span(20, 21)}},
	}
	return &ast.URIReference{Extent: span(0, 23), URI: abs, Fragment: &ast.Fragment{Extent: span(22, 23)}}
}

func TestFprint(t *testing.T) {
	var b strings.Builder
	require.NoError(t, ast.Fprint(&b, tree()))
	assert.Equal(t, `URIReference [0,23) "http://u@a.b:80/c;p?q#f"
  AbsoluteURI [0,21) "http://u@a.b:80/c;p?q"
    Scheme [0,4) "http"
    HierPart [5,21) "//u@a.b:80/c;p?q"
      NetPath [5,19) "//u@a.b:80/c;p"
        Server [7,15) "u@a.b:80"
          Userinfo [7,8) "u"
          Hostname [9,12) "a.b"
            Label [9,10) "a"
            Label [11,12) "b"
          Port [13,15) "80"
        AbsPath [15,19) "/c;p"
          Segment [16,19) "c;p"
            Param [18,19) "p"
      Query [20,21) "q"
  Fragment [22,23) "f"
`, b.String())

	b.Reset()
	require.NoError(t, ast.Fprint(&b, &ast.Hostname{Extent: ast.Extent{Offset: 2, Text: "a."}}))
	assert.Equal(t, "Hostname [2,4) \"a.\" trailing-dot\n  Label [2,3) \"a\"\n", b.String())

	assert.Error(t, ast.Fprint(failWriter{}, tree()))
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("write failed") }

func TestInspect(t *testing.T) {
	var names []string
	ast.Inspect(tree(), func(n ast.Node) bool {
		names = append(names, ast.TypeName(n))
		_, isServer := n.(*ast.Server)
		return !isServer // skip the server's children
	})
	assert.Equal(t, []string{"URIReference", "AbsoluteURI", "Scheme", "HierPart", "NetPath", "Server", "AbsPath", "Segment", "Param", "Query", "Fragment"}, names)

	// Undefined components are not visited.
	r := &ast.URIReference{URI: &ast.RelativeURI{Path: &ast.NetPath{Authority: &ast.Server{}}}}
	names = nil
	ast.Inspect(r, func(n ast.Node) bool { names = append(names, ast.TypeName(n)); return true })
	assert.Equal(t, []string{"URIReference", "RelativeURI", "NetPath", "Server"}, names)

	ast.Inspect(nil, func(ast.Node) bool { t.Fatal("visited nil"); return true })
	assert.Empty(t, ast.Children(&ast.Label{}))
}

func TestAccessors(t *testing.T) {
	r := tree()
	assert.Equal(t, "http", r.Scheme().Text)
	assert.Equal(t, "u@a.b:80", r.Authority().String())
	assert.Equal(t, "/c;p", r.PathText())
	assert.Nil(t, r.Opaque())
	assert.Equal(t, "q", r.Query().Text)
	require.Len(t, r.Segments(), 1)
	assert.Equal(t, "c", r.Segments()[0].Name())

	rel := &ast.URIReference{URI: &ast.RelativeURI{Path: &ast.RelPath{
		Extent:     ast.Extent{Text: "a;x/b"},
		RelSegment: &ast.Segment{Extent: ast.Extent{Text: "a;x"}},
		AbsPath:    &ast.AbsPath{Extent: ast.Extent{Offset: 3, Text: "/b"}},
	}}}
	assert.Nil(t, rel.Scheme())
	assert.Nil(t, rel.Authority())
	assert.Nil(t, rel.Query())
	assert.Equal(t, "a;x/b", rel.PathText())
	var segs []string
	for _, s := range rel.Segments() {
		segs = append(segs, s.Name())
	}
	assert.Equal(t, []string{"a", "b"}, segs)

	opaque := &ast.URIReference{URI: &ast.AbsoluteURI{Scheme: &ast.Scheme{Extent: ast.Extent{Text: "mailto"}}, Opaque: &ast.OpaquePart{Extent: ast.Extent{Offset: 7, Text: "a?b"}}}}
	assert.Nil(t, opaque.Path())
	assert.Nil(t, opaque.Query())
	assert.Nil(t, opaque.Segments())
	assert.Equal(t, "a?b", opaque.PathText())

	empty := &ast.URIReference{}
	assert.Nil(t, empty.Path())
	assert.Nil(t, empty.Segments())
	assert.Equal(t, "", empty.PathText())
}

func TestComponentsAccessors(t *testing.T) {
	host := &ast.Hostname{Extent: ast.Extent{Offset: 7, Text: "a"}}
	port := &ast.Port{Extent: ast.Extent{Offset: 9, Text: "080"}}
	user := &ast.Userinfo{Extent: ast.Extent{Offset: 2, Text: "u"}}
	srv := &ast.Server{Extent: ast.Extent{Offset: 2, Text: "u@a:080"}, Userinfo: user, Host: host, Port: port}
	ref := &ast.URIReference{URI: &ast.RelativeURI{Path: &ast.NetPath{Authority: srv}}}
	c := ref.Components()
	assert.Equal(t, "//u@a:080", c.Text) // recombined: the root's text is not the nodes'
	assert.Equal(t, "u@a:080", c.Of(c.Authority))
	assert.Equal(t, "u", c.Of(c.Userinfo))
	assert.Equal(t, "a", c.Of(c.Host))
	assert.Equal(t, parts.Hostname, c.HostKind)
	assert.Equal(t, "080", c.Of(c.Port))
	assert.True(t, c.Server)
	assert.False(t, c.Scheme.Defined())
	assert.False(t, ref.IsAbs())
	assert.Equal(t, "hostname", ref.Host().Kind())
	n, ok := ref.Port().Number()
	assert.True(t, ok)
	assert.Equal(t, 80, n)
	for text, want := range map[string]bool{"": false, "65535": true, "65536": false, "99999999999999999999": false} {
		_, ok := (&ast.Port{Extent: ast.Extent{Text: text}}).Number()
		assert.Equal(t, want, ok, "port %q", text)
	}
	reg := &ast.URIReference{URI: &ast.RelativeURI{Path: &ast.NetPath{Authority: &ast.RegName{}}}}
	assert.Nil(t, reg.Server())
	assert.Nil(t, reg.Host())
	assert.Nil(t, reg.Userinfo())
	assert.Nil(t, reg.Port())
}

// TestComponentsModel checks that a tree's Components are the parser's
// model of its text, undefined and empty apart, and that a hand-built tree
// whose texts do not line up gets the components its nodes spell.
func TestComponentsModel(t *testing.T) {
	for _, s := range []string{"", "#", "?y", "http://a/", "http://a/?", "http://u@a:/p;q?#", "//", "g", "mailto:a?b", "file:///x"} {
		want, err := parser.Split(s, syntax.QueryOnly)
		require.NoError(t, err, s)
		ref := parser.MustParse(s, syntax.QueryOnly)
		assert.Equal(t, want, ref.Components(), "%q", s)
	}
	c := parser.MustParse("http://a/").Components()
	assert.Nil(t, c.Ptr(c.Query))
	c = parser.MustParse("http://a/?").Components()
	assert.Equal(t, "", *c.Ptr(c.Query))

	hand := &ast.URIReference{Extent: ast.Extent{Text: "stale"}, URI: &ast.AbsoluteURI{
		Scheme: &ast.Scheme{Extent: ast.Extent{Text: "s"}},
		Hier:   &ast.HierPart{Path: &ast.AbsPath{Extent: ast.Extent{Text: "/p"}}, Query: &ast.Query{}},
	}}
	c = hand.Components()
	assert.Equal(t, "s:/p?", c.Text)
	assert.Equal(t, "/p", c.Of(c.Path))
	assert.Equal(t, parts.Value{Text: "", Defined: true}, c.Value(c.Query))
}

// spans lists the type, offset and text of each node.
func spans[N ast.Node](ns []N) []string {
	out := []string{}
	for _, n := range ns {
		out = append(out, fmt.Sprintf("%s %02d %s", ast.TypeName(n), n.Pos(), n.String()))
	}
	return out
}

// TestBuiltChildren checks the segments, params and labels that AbsPath,
// Segment and Hostname build from their text, and that Children gives the
// same nodes.
func TestBuiltChildren(t *testing.T) {
	sp := func(off int, text string) ast.Extent { return ast.Extent{Offset: off, Text: text} }
	for _, tc := range []struct {
		n    ast.Node
		want []string
	}{
		{&ast.AbsPath{Extent: sp(9, "/a;p;q//b;;c;")}, []string{"Segment 10 a;p;q", "Segment 16 ", "Segment 17 b;;c;"}},
		{&ast.AbsPath{Extent: sp(0, "/")}, []string{"Segment 01 "}},
		{&ast.AbsPath{Extent: sp(0, "//")}, []string{"Segment 01 ", "Segment 02 "}},
		{&ast.AbsPath{Extent: sp(0, "a/b")}, []string{}}, // no leading "/": no segment
		{&ast.AbsPath{}, []string{}},
		{&ast.Segment{Extent: sp(10, "a;p;q")}, []string{"Param 12 p", "Param 14 q"}},
		{&ast.Segment{Extent: sp(17, "b;;c;")}, []string{"Param 19 ", "Param 20 c", "Param 22 "}},
		{&ast.Segment{Extent: sp(3, "g;x=1")}, []string{"Param 05 x=1"}},
		{&ast.Segment{Extent: sp(0, ";")}, []string{"Param 01 "}},
		{&ast.Segment{Extent: sp(0, "g")}, []string{}},
		{&ast.Hostname{Extent: sp(7, "www.example.com")}, []string{"Label 07 www", "Label 11 example", "Label 19 com"}},
		{&ast.Hostname{Extent: sp(7, "www.example.com.")}, []string{"Label 07 www", "Label 11 example", "Label 19 com"}},
		{&ast.Hostname{Extent: sp(0, "a")}, []string{"Label 00 a"}},
		{&ast.Hostname{Extent: sp(0, ".")}, []string{}},
		{&ast.Hostname{}, []string{}},
	} {
		var built []string
		switch n := tc.n.(type) {
		case *ast.AbsPath:
			built = spans(n.Segments())
		case *ast.Segment:
			built = spans(n.Params())
		case *ast.Hostname:
			built = spans(n.Labels())
		}
		assert.Equal(t, tc.want, built, "%s %q", ast.TypeName(tc.n), tc.n)
		assert.Equal(t, tc.want, spans(ast.Children(tc.n)), "Children of %s %q", ast.TypeName(tc.n), tc.n)
	}
	assert.Nil(t, (&ast.Segment{Extent: sp(0, "g")}).Params())
	assert.Nil(t, (&ast.AbsPath{Extent: sp(0, "g")}).Segments())
	assert.Nil(t, (&ast.Hostname{}).Labels())
	assert.True(t, (&ast.Hostname{Extent: sp(0, "a.")}).TrailingDot())
	assert.False(t, (&ast.Hostname{Extent: sp(0, "a")}).TrailingDot())

	// Each call builds new nodes, equal to Children's.
	p := &ast.AbsPath{Extent: sp(0, "/a/b")}
	a, b := p.Segments(), p.Segments()
	assert.NotSame(t, a[0], b[0])
	assert.Equal(t, a[0], b[0])
}

// TestRuleOfBuilt checks the rules of built children: a hostname's last
// label is its toplabel, matched by offset and text, not by pointer.
func TestRuleOfBuilt(t *testing.T) {
	h := &ast.Hostname{Extent: ast.Extent{Offset: 7, Text: "www.example.com."}}
	var rules []syntax.Rule
	for _, l := range h.Labels() {
		rules = append(rules, ast.RuleOf(l, h))
	}
	assert.Equal(t, []syntax.Rule{syntax.Domainlabel, syntax.Domainlabel, syntax.Toplabel}, rules)
	assert.Equal(t, syntax.Domainlabel, ast.RuleOf(&ast.Label{Extent: ast.Extent{Offset: 0, Text: "com"}}, h), "a label that is not h's last")
	assert.Equal(t, syntax.Domainlabel, ast.RuleOf(&ast.Label{}, (*ast.Hostname)(nil)))

	rel := &ast.RelPath{Extent: ast.Extent{Text: "a/b"}, RelSegment: &ast.Segment{Extent: ast.Extent{Text: "a"}}, AbsPath: &ast.AbsPath{Extent: ast.Extent{Offset: 1, Text: "/b"}}}
	assert.Equal(t, syntax.RelSegment, ast.RuleOf(rel.RelSegment, rel))
	for _, s := range rel.AbsPath.Segments() {
		assert.Equal(t, syntax.Segment, ast.RuleOf(s, rel.AbsPath))
	}
}

// TestEqual checks Equal against trees that differ in one node's type,
// offset or text, and that it allocates nothing.
func TestEqual(t *testing.T) {
	a, b := parser.MustParse("http://u@h:1/a;p/b?q#f"), parser.MustParse("http://u@h:1/a;p/b?q#f")
	assert.True(t, ast.Equal(a, b))
	assert.False(t, ast.Equal(a, parser.MustParse("http://u@h:1/a;p/c?q#f")))
	assert.False(t, ast.Equal(a, parser.MustParse("http://u@h:1/a;p/b?q")))
	moved := *b
	moved.Fragment = &ast.Fragment{Extent: ast.Extent{Offset: b.Fragment.Offset + 1, Text: "f"}}
	assert.False(t, ast.Equal(a, &moved), "a node at another offset")
	assert.True(t, ast.Equal(nil, (*ast.URIReference)(nil)))
	assert.False(t, ast.Equal(a, nil))
	assert.Zero(t, testing.AllocsPerRun(100, func() { ast.Equal(a, b) }))
}
