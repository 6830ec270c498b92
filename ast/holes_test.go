package ast

// The tests of this file check what the package promises for hand-built
// trees (docs/ast.md, "Hand-built trees"): a nil pointer, held in a
// pointer or an interface field, is read as absent, by every function and
// every method, without a panic; and that the segments, params and labels
// built from a node's text are the children that Inspect visits.
//
// Most of them are driven by reflection over nodeTypes (generated from
// ast.go) and over the fields of each node type, so that a node type, a
// field or a method added later is covered without a change here, and the
// tests fail when ast.go declares a node type that the generated code does
// not know.

import (
	"fmt"
	goast "go/ast"
	"go/parser"
	"go/token"
	"math/rand/v2"
	"net/netip"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rfc2396/rfc2396/parts"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var (
	nodeIface = reflect.TypeFor[Node]()
	spanType  = reflect.TypeFor[Extent]()
)

// ptrTypes returns the pointer type of each node type, as nodeTypes
// lists them.
func ptrTypes() []reflect.Type {
	var ts []reflect.Type
	for _, n := range nodeTypes {
		ts = append(ts, reflect.TypeOf(n))
	}
	return ts
}

// TestNodeTypes checks that nodeTypes, from which go generate writes the
// nil-safe methods and isNil, lists exactly the node types of the package:
// the struct types that embed Extent. A node type added to ast.go without
// go generate, or declared in another file, which go generate does not
// read, makes it fail.
func TestNodeTypes(t *testing.T) {
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	declared := map[string]string{} // node type -> file
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		require.NoError(t, err)
		f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.SkipObjectResolution)
		require.NoError(t, err)
		goast.Inspect(f, func(n goast.Node) bool {
			ts, ok := n.(*goast.TypeSpec)
			if !ok {
				return true
			}
			if st, ok := ts.Type.(*goast.StructType); ok {
				for _, field := range st.Fields.List {
					if id, ok := field.Type.(*goast.Ident); ok && len(field.Names) == 0 && id.Name == "Extent" {
						declared[ts.Name.Name] = name
					}
				}
			}
			return false
		})
	}
	var registered []string
	for _, pt := range ptrTypes() {
		registered = append(registered, pt.Elem().Name())
		assert.True(t, pt.Implements(nodeIface), "*%s is no Node", pt.Elem().Name())
	}
	for name, file := range declared {
		assert.Equal(t, "ast.go", file, "node type %s: go generate reads only ast.go", name)
		assert.Contains(t, registered, name, "node type %s is not in nodeTypes: run go generate ./ast", name)
	}
	assert.Len(t, registered, len(declared), "nodeTypes %v, declared %v: run go generate ./ast", registered, declared)
	assert.Contains(t, declared, "URIReference", "the parse of the package found no node type")
}

// TestNilMethods calls every exported method of every node type on a nil
// pointer of that type, and checks that it returns the zero value of each
// of its results, and that the package's functions take the nil node as
// absent.
func TestNilMethods(t *testing.T) {
	for _, n := range nodeTypes {
		pt := reflect.TypeOf(n)
		t.Run(pt.Elem().Name(), func(t *testing.T) {
			assert.True(t, isNil(n))
			assert.Nil(t, Children(n))
			Inspect(n, func(Node) bool { t.Error("Inspect visited a nil node"); return true })
			var b strings.Builder
			require.NoError(t, Fprint(&b, n))
			assert.Empty(t, b.String())
			assert.Equal(t, pt.Elem().Name(), TypeName(n))
			recv := reflect.Zero(pt)
			for i := range pt.NumMethod() {
				m := pt.Method(i)
				require.Equal(t, 1, m.Type.NumIn(), "(*%s).%s takes arguments: teach this test what to pass", pt.Elem().Name(), m.Name)
				var out []reflect.Value
				require.NotPanics(t, func() { out = m.Func.Call([]reflect.Value{recv}) }, "(*%s)(nil).%s", pt.Elem().Name(), m.Name)
				for k, v := range out {
					if m.Name == "Components" {
						var empty parts.Components
						empty.Reset("")
						assert.Equal(t, empty, v.Interface(), "the components of a nil reference are those of the empty reference")
						continue
					}
					assert.True(t, v.IsZero(), "(*%s)(nil).%s result %d: %v, want the zero value", pt.Elem().Name(), m.Name, k, v)
				}
			}
		})
	}
	assert.True(t, isNil(Node((*Extent)(nil))), "a nil *Extent, which is a Node too")
	assert.False(t, isNil(Extent{}))
}

// A fieldKind is what a field of a node type holds.
type fieldKind int

const (
	notNode  fieldKind = iota // Extent: no child
	nodePtr                   // *Scheme, *Query, ...
	nodeIntf                  // URI, Path, Authority, Host
)

// kindOf classifies a field of a node type, and fails the test on a field
// it does not know, so that a new kind of field gets a case here and in
// Children.
func kindOf(t testing.TB, f reflect.StructField) fieldKind {
	switch {
	case f.Anonymous && f.Type == spanType:
		return notNode
	case slices.Contains(ptrTypes(), f.Type):
		return nodePtr
	case f.Type.Kind() == reflect.Interface && f.Type.Implements(nodeIface):
		return nodeIntf
	}
	t.Fatalf("field %s of type %s: teach kindOf and Children about it", f.Name, f.Type)
	return notNode
}

// implementers returns the node types (pointers) that an interface field
// of type it may hold.
func implementers(it reflect.Type) []reflect.Type {
	var out []reflect.Type
	for _, pt := range ptrTypes() {
		if pt.Implements(it) {
			out = append(out, pt)
		}
	}
	return out
}

// texts are the texts that generated nodes carry: escapes valid and not,
// ports in range and out, IPv6 literals that Addr reads and one it does
// not, texts of segments with params, of paths and of hostnames.
var texts = []string{"", "a", "a%2Fb", "%zz", "80", "99999", "[::1]", "[::001.2.3.4]", "[x]", "a;b", "x.y.", "/", "/a;b//c;", "."}

// A builder makes trees: each choice(n) returns a number in [0, n).
type builder struct {
	choice func(n int) int
	nodes  int // the number of nodes made so far, which bounds the tree
}

// node returns a new node of the node type pt, its fields chosen, with
// children down to depth more levels.
func (g *builder) node(t testing.TB, pt reflect.Type, depth int) reflect.Value {
	g.nodes++
	v := reflect.New(pt.Elem())
	s := v.Elem()
	s.FieldByName("Extent").Set(reflect.ValueOf(Extent{Offset: g.choice(8), Text: texts[g.choice(len(texts))]}))
	grow := depth > 0 && g.nodes < 200
	for i := range s.NumField() {
		f := s.Type().Field(i)
		field := s.Field(i)
		switch kindOf(t, f) {
		case nodePtr:
			if grow && g.choice(3) > 0 {
				field.Set(g.node(t, f.Type, depth-1))
			}
		case nodeIntf:
			impl := implementers(f.Type)
			switch c := g.choice(3); {
			case c == 0: // undefined
			case c == 1 || !grow: // a typed nil
				field.Set(reflect.Zero(impl[g.choice(len(impl))]))
			default:
				field.Set(g.node(t, impl[g.choice(len(impl))], depth-1))
			}
		}
	}
	return v
}

// clean takes the holes out of the tree rooted at v, in place: an
// interface field that holds a nil pointer is set to nil. What is left is
// a tree whose undefined components are undefined in the usual way.
func clean(t testing.TB, v reflect.Value) {
	if v.IsNil() {
		return
	}
	s := v.Elem()
	for i := range s.NumField() {
		field := s.Field(i)
		switch kindOf(t, s.Type().Field(i)) {
		case nodePtr:
			clean(t, field)
		case nodeIntf:
			if !field.IsNil() && field.Elem().IsNil() {
				field.Set(reflect.Zero(field.Type()))
			}
			if !field.IsNil() {
				clean(t, field.Elem())
			}
		}
	}
}

// describe writes v, a result of a method, for comparison: a node as its
// type, offsets and text, so that a result of a tree and of its cleaned
// copy compare equal. It fails the test on a nil pointer inside a non-nil
// interface, which no result may be, and on a node that is not in the
// tree: none that Inspect visits has its type, offsets and text (the
// segments, params and labels that methods build are new nodes, equal to
// those Inspect builds).
func describe(t testing.TB, v reflect.Value, inTree map[string]bool, where string) string {
	switch {
	case v.Kind() == reflect.Interface:
		if v.IsNil() {
			return "nil"
		}
		if v.Elem().Kind() == reflect.Pointer && v.Elem().IsNil() {
			t.Errorf("%s: a nil %s inside a non-nil %s", where, v.Elem().Type(), v.Type())
			return "typed-nil"
		}
		return describe(t, v.Elem(), inTree, where)
	case v.Type().Implements(nodeIface) && v.Kind() == reflect.Pointer:
		if v.IsNil() {
			return "nil"
		}
		n := v.Interface().(Node)
		if inTree != nil && !inTree[nodeKey(n)] {
			t.Errorf("%s: %s %q is not a node of the tree", where, TypeName(n), n.String())
		}
		return nodeKey(n)
	case v.Kind() == reflect.Slice:
		parts := []string{}
		for k := range v.Len() {
			parts = append(parts, describe(t, v.Index(k), inTree, where))
		}
		return "[" + strings.Join(parts, " ") + "]"
	case v.Type() == reflect.TypeFor[parts.Components]():
		var parts []string
		for i := range v.NumField() {
			parts = append(parts, v.Type().Field(i).Name+"="+describe(t, v.Field(i), inTree, where))
		}
		return "{" + strings.Join(parts, " ") + "}"
	case v.Type() == reflect.TypeFor[netip.Addr]():
		return v.Interface().(netip.Addr).String()
	}
	return fmt.Sprintf("%#v", v.Interface())
}

// nodeKey returns n's type, offsets and text.
func nodeKey(n Node) string {
	return fmt.Sprintf("%s[%d,%d)%q", TypeName(n), n.Pos(), n.End(), n.String())
}

// observe runs Fprint, Inspect, Children and every exported method of
// every node it visits on the tree rooted at root, checks what the
// package promises of each (docs/ast.md), and returns a transcript of
// their results.
func observe(t testing.TB, root Node) string {
	var b strings.Builder
	require.NoError(t, Fprint(&b, root))
	printed := strings.Count(b.String(), "\n")

	var visited []Node
	inTree := map[string]bool{}
	Inspect(root, func(n Node) bool {
		if v := reflect.ValueOf(n); v.Kind() != reflect.Pointer || v.IsNil() {
			t.Errorf("Inspect called f with %#v", n)
			return false
		}
		visited = append(visited, n)
		inTree[nodeKey(n)] = true
		return true
	})
	assert.Equal(t, len(visited), printed, "Fprint prints one line per node Inspect visits")

	for _, n := range visited {
		fmt.Fprintf(&b, "%s[%d,%d)%q children", TypeName(n), n.Pos(), n.End(), n.String())
		for _, c := range Children(n) {
			b.WriteString(" " + describe(t, reflect.ValueOf(c), inTree, "Children of "+TypeName(n)))
		}
		b.WriteString("\n")
		v := reflect.ValueOf(n)
		for i := range v.NumMethod() {
			m := v.Type().Method(i)
			require.Equal(t, 1, m.Type.NumIn(), "(*%s).%s takes arguments: teach this test what to pass", TypeName(n), m.Name)
			for k, r := range v.Method(i).Call(nil) {
				fmt.Fprintf(&b, "  %s.%d = %s\n", m.Name, k, describe(t, r, inTree, TypeName(n)+"."+m.Name))
			}
		}
	}
	return b.String()
}

// check builds a tree twice with build: it observes the first as built,
// holes and all, and the second once cleaned, and wants the same: a hole
// reads as an undefined component. It does the same with the tree placed
// in each of the references that can hold it, so that every accessor of
// URIReference meets it.
func check(t testing.TB, build func() Node) {
	holed := observe(t, build())
	c := build()
	clean(t, reflect.ValueOf(c))
	assert.Equal(t, observe(t, c), holed, "a hole reads as an undefined component")

	for k := range len(contexts(t, build())) {
		holed := observe(t, contexts(t, build())[k])
		r := contexts(t, build())[k]
		clean(t, reflect.ValueOf(r))
		assert.Equal(t, observe(t, r), holed, "context %d: a hole reads as an undefined component", k)
	}
}

// contexts returns the references that hold n, one for each place the
// grammar has for it. A param and a label, which no tree holds (they are
// built from the text of a segment and of a hostname), are in the
// references whose segment or hostname has the text that makes them.
func contexts(t testing.TB, n Node) []*URIReference {
	up := func(ns ...Node) []*URIReference {
		var out []*URIReference
		for _, p := range ns {
			out = append(out, contexts(t, p)...)
		}
		return out
	}
	scheme := &Scheme{Extent: Extent{Text: "s"}}
	switch n := n.(type) {
	case *URIReference:
		return []*URIReference{n}
	case URI:
		return []*URIReference{{URI: n}}
	case *HierPart:
		return up(&AbsoluteURI{Scheme: scheme, Hier: n})
	case *OpaquePart:
		return up(&AbsoluteURI{Scheme: scheme, Opaque: n})
	case *Scheme:
		return up(&AbsoluteURI{Scheme: n, Hier: &HierPart{Path: &AbsPath{}}})
	case *AbsPath:
		return up(&RelativeURI{Path: n}, &HierPart{Path: n}, &NetPath{Authority: &Server{}, AbsPath: n}, &RelPath{RelSegment: &Segment{}, AbsPath: n})
	case Path:
		return up(&RelativeURI{Path: n}, &HierPart{Path: n})
	case Authority:
		return up(&NetPath{Authority: n})
	case *Segment:
		return up(&RelPath{RelSegment: n})
	case *Param:
		return up(&Segment{Extent: Extent{Offset: n.Offset, Text: "s;" + n.Text}})
	case *Userinfo:
		return up(&Server{Userinfo: n})
	case Host:
		return up(&Server{Host: n})
	case *Port:
		return up(&Server{Port: n})
	case *Label:
		return up(&Hostname{Extent: n.Extent})
	case *Query:
		return up(&RelativeURI{Query: n}, &HierPart{Path: &AbsPath{}, Query: n})
	case *Fragment:
		return []*URIReference{{Fragment: n}}
	}
	t.Fatalf("no place in a reference for a %s: teach contexts", TypeName(n))
	return nil
}

// TestContexts checks that contexts knows a place for every node type.
func TestContexts(t *testing.T) {
	for _, n := range nodeTypes {
		pt := reflect.TypeOf(n)
		assert.NotEmpty(t, contexts(t, reflect.New(pt.Elem()).Interface().(Node)), pt.Elem().Name())
	}
}

// TestChildrenFields checks, for every field of every node type that holds
// nodes, that Children returns what the field holds, in the order of the
// fields (which is input order), and leaves out nil pointers, held in the
// field or in an interface field.
func TestChildrenFields(t *testing.T) {
	for _, n := range nodeTypes {
		pt := reflect.TypeOf(n)
		t.Run(pt.Elem().Name(), func(t *testing.T) {
			v := reflect.New(pt.Elem())
			var want []Node
			for i := range v.Elem().NumField() {
				f := v.Elem().Type().Field(i)
				field := v.Elem().Field(i)
				switch kindOf(t, f) {
				case nodePtr:
					c := reflect.New(f.Type.Elem())
					field.Set(c)
					want = append(want, c.Interface().(Node))
				case nodeIntf:
					c := reflect.New(implementers(f.Type)[0].Elem())
					field.Set(c)
					want = append(want, c.Interface().(Node))
				}
			}
			got := Children(v.Interface().(Node))
			require.Len(t, got, len(want))
			for i := range want {
				assert.Same(t, want[i], got[i], "child %d", i)
			}

			// Each field in turn holds each of its holes.
			for i := range v.Elem().NumField() {
				f := v.Elem().Type().Field(i)
				var holes []reflect.Value
				switch kindOf(t, f) {
				case nodePtr:
					holes = append(holes, reflect.Zero(f.Type))
				case nodeIntf:
					holes = append(holes, reflect.Zero(f.Type))
					for _, impl := range implementers(f.Type) {
						holes = append(holes, reflect.Zero(impl))
					}
				}
				for _, h := range holes {
					w := reflect.New(pt.Elem())
					w.Elem().Field(i).Set(h)
					for _, c := range Children(w.Interface().(Node)) {
						assert.False(t, reflect.ValueOf(c).IsNil(), "%s.%s = %#v: Children returned a nil %T", pt.Elem().Name(), f.Name, h, c)
					}
				}
			}
		})
	}
}

// TestHoles builds, for each node type, a tree in which every field that
// holds nodes is filled but one, which holds a hole: nil, or a nil pointer
// of each type the field may hold. It checks each tree, alone and in every
// reference that can hold it (see check).
func TestHoles(t *testing.T) {
	for _, n := range nodeTypes {
		pt := reflect.TypeOf(n)
		for i := range pt.Elem().NumField() {
			f := pt.Elem().Field(i)
			type hole struct {
				name string
				set  func(t testing.TB, field reflect.Value)
			}
			var holes []hole
			switch kindOf(t, f) {
			case nodePtr:
				holes = append(holes, hole{"nil", func(t testing.TB, field reflect.Value) { field.Set(reflect.Zero(f.Type)) }})
			case nodeIntf:
				holes = append(holes, hole{"nil", func(t testing.TB, field reflect.Value) { field.Set(reflect.Zero(f.Type)) }})
				for _, impl := range implementers(f.Type) {
					holes = append(holes, hole{"(" + impl.String() + ")(nil)", func(t testing.TB, field reflect.Value) { field.Set(reflect.Zero(impl)) }})
				}
			default:
				continue
			}
			for _, h := range holes {
				t.Run(pt.Elem().Name()+"."+f.Name+"="+h.name, func(t *testing.T) {
					check(t, func() Node {
						v := full(t, pt, 0)
						h.set(t, v.Elem().Field(i))
						return v.Interface().(Node)
					})
				})
			}
		}
	}
}

// full returns a node of type pt with every field that holds nodes
// filled, one level deep, its text chosen by seed.
func full(t testing.TB, pt reflect.Type, seed int) reflect.Value {
	k := seed
	g := &builder{choice: func(n int) int { k++; return k % n }}
	v := g.node(t, pt, 0)
	s := v.Elem()
	for i := range s.NumField() {
		f := s.Type().Field(i)
		switch kindOf(t, f) {
		case nodePtr:
			s.Field(i).Set(g.node(t, f.Type, 0))
		case nodeIntf:
			impl := implementers(f.Type)
			s.Field(i).Set(g.node(t, impl[k%len(impl)], 0))
		}
	}
	return v
}

// TestRandomTrees checks trees of random shape, holes anywhere.
func TestRandomTrees(t *testing.T) {
	for seed := range uint64(300) {
		build := func() Node {
			r := rand.New(rand.NewPCG(seed, 2396))
			g := &builder{choice: func(n int) int { return r.IntN(n) }}
			return g.node(t, ptrTypes()[r.IntN(len(nodeTypes))], 4).Interface().(Node)
		}
		check(t, build)
		if t.Failed() {
			var b strings.Builder
			_ = Fprint(&b, build())
			t.Fatalf("seed %d, tree:\n%s", seed, b.String())
		}
	}
}

// FuzzTrees checks trees whose shape the fuzzer's bytes choose.
func FuzzTrees(f *testing.F) {
	f.Add([]byte{0})
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
	f.Add([]byte("a hand-built tree, with nils where the grammar has none"))
	f.Fuzz(func(t *testing.T, data []byte) {
		check(t, func() Node {
			d := data
			g := &builder{choice: func(n int) int {
				if len(d) == 0 {
					return 0
				}
				c := int(d[0]) % n
				d = d[1:]
				return c
			}}
			return g.node(t, ptrTypes()[g.choice(len(nodeTypes))], 4).Interface().(Node)
		})
	})
}

// TestHandBuilt pins, for trees written out, what Fprint prints and what
// the accessors return, as docs/ast.md, "Hand-built trees", describes it.
func TestHandBuilt(t *testing.T) {
	sp := func(off int, text string) Extent { return Extent{Offset: off, Text: text} }
	for _, tc := range []struct {
		name   string
		n      Node
		fprint string
	}{
		{"the issue's server", &Server{Host: (*IPv6Reference)(nil)}, "Server [0,0) \"\"\n"},
		{"server, nil hostname", &Server{Extent: sp(2, "u@:1"), Userinfo: &Userinfo{Extent: sp(2, "u")}, Host: (*Hostname)(nil), Port: &Port{Extent: sp(5, "1")}},
			"Server [2,6) \"u@:1\"\n  Userinfo [2,3) \"u\"\n  Port [5,6) \"1\"\n"},
		{"reference, nil absolute URI", &URIReference{URI: (*AbsoluteURI)(nil), Fragment: &Fragment{Extent: sp(1, "f")}},
			"URIReference [0,0) \"\"\n  Fragment [1,2) \"f\"\n"},
		{"segments and params of the text", &AbsPath{Extent: sp(0, "/a;p")},
			"AbsPath [0,4) \"/a;p\"\n  Segment [1,4) \"a;p\"\n    Param [3,4) \"p\"\n"},
		{"a path without its slash", &AbsPath{Extent: sp(0, "a;p")}, "AbsPath [0,3) \"a;p\"\n"},
		{"a hostname of a dot", &Hostname{Extent: sp(0, ".")}, "Hostname [0,1) \".\" trailing-dot\n"},
		{"a trailing dot", &Hostname{Extent: sp(0, "a.")}, "Hostname [0,2) \"a.\" trailing-dot\n  Label [0,1) \"a\"\n"},
		{"empty texts", &AbsPath{}, "AbsPath [0,0) \"\"\n"},
		{"net path, nil authority", &NetPath{Authority: (*RegName)(nil), AbsPath: (*AbsPath)(nil)}, "NetPath [0,0) \"\"\n"},
		{"nil node", (*Label)(nil), ""},
		{"nil interface", nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b strings.Builder
			require.NoError(t, Fprint(&b, tc.n))
			assert.Equal(t, tc.fprint, b.String())
		})
	}

	// The accessors of references with holes.
	ipv6 := &URIReference{URI: &RelativeURI{Path: &NetPath{Authority: &Server{Host: (*IPv6Reference)(nil)}}}}
	assert.NotNil(t, ipv6.Server())
	assert.Nil(t, ipv6.Host(), "a nil *IPv6Reference is no host")
	assert.False(t, ipv6.Components().Host.Defined())
	assert.Equal(t, parts.NoHost, ipv6.Components().HostKind)
	assert.Equal(t, "", ipv6.Server().Host.Kind())
	assert.Equal(t, netip.Addr{}, ipv6.Server().Host.(*IPv6Reference).Addr())

	abs := &URIReference{URI: (*AbsoluteURI)(nil)}
	assert.False(t, abs.IsAbs())
	assert.Nil(t, abs.Scheme())
	assert.Nil(t, abs.Path())
	var empty parts.Components
	empty.Reset("")
	assert.Equal(t, empty, abs.Components())

	noAuth := &NetPath{Authority: (*Server)(nil)}
	net := &URIReference{URI: &AbsoluteURI{Scheme: &Scheme{Extent: sp(0, "s")}, Hier: &HierPart{Path: noAuth}}}
	assert.Same(t, noAuth, net.Path())
	assert.Nil(t, net.Authority())
	assert.Nil(t, net.Server())
	assert.Equal(t, "", net.PathText())
	assert.Nil(t, net.Segments())

	a, b := &Segment{Extent: sp(0, "a")}, &Segment{Extent: sp(2, "b")}
	rel := &URIReference{URI: &RelativeURI{Path: &RelPath{RelSegment: nil, AbsPath: &AbsPath{Extent: sp(1, "/b")}}}}
	assert.Equal(t, []*Segment{b}, rel.Segments())
	rel = &URIReference{URI: &RelativeURI{Path: &RelPath{RelSegment: a, AbsPath: &AbsPath{}}}}
	assert.Equal(t, []*Segment{a}, rel.Segments())
	rel = &URIReference{URI: &RelativeURI{Path: &RelPath{RelSegment: a, AbsPath: &AbsPath{Extent: sp(1, "/b")}}}}
	assert.Equal(t, []*Segment{a, b}, rel.Segments())
	assert.Nil(t, (&URIReference{URI: &RelativeURI{Path: &AbsPath{Extent: sp(0, "b")}}}).Segments())

	var nilRef *URIReference
	assert.Nil(t, nilRef.Scheme())
	assert.Equal(t, "", nilRef.PathText())
	assert.Equal(t, empty, nilRef.Components())
	assert.False(t, nilRef.IsAbs())
}
