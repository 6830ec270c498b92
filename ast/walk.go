package ast

import (
	"fmt"
	"io"
	"reflect"
	"strings"

	"github.com/rfc2396/rfc2396/parts"
)

// Inspect traverses the tree rooted at n in depth-first order, parents
// before children and children in input order. It calls f(n) for each node;
// if f returns true, Inspect then visits n's children, as Children gives
// them: segments, params and labels built from their parent's text, one
// at a time. Undefined components are not visited: nil interfaces and nil
// pointers (held in an interface field or not). f is never called with a
// nil node, and a nil n visits nothing.
func Inspect(n Node, f func(Node) bool) {
	if isNil(n) || !f(n) {
		return
	}
	eachChild(n, func(c Node) { Inspect(c, f) })
}

// Children returns the child nodes of n in input order, leaving out the
// undefined ones: nil interfaces and nil pointers (a hand-built tree's
// Host: (*Hostname)(nil) among them). The children of an *AbsPath, a
// *Segment and a *Hostname are built from its text, as its Segments,
// Params and Labels build them. It returns nil when n is nil or has no
// children.
func Children(n Node) []Node {
	var out []Node
	eachChild(n, func(c Node) { out = append(out, c) })
	return out
}

// eachChild calls f with each child node of n in input order, leaving
// out the undefined ones, as Children lists them. It builds the segments
// of an abs_path, the params of a segment and the labels of a hostname
// one at a time, as it calls f with them, so that Inspect holds no more
// of them than its caller keeps; it allocates nothing else.
func eachChild(n Node, f func(Node)) {
	if isNil(n) {
		return
	}
	add := func(c Node) {
		if !isNil(c) {
			f(c)
		}
	}
	switch n := n.(type) {
	case *URIReference:
		add(n.URI)
		add(n.Fragment)
	case *AbsoluteURI:
		add(n.Scheme)
		add(n.Hier)
		add(n.Opaque)
	case *RelativeURI:
		add(n.Path)
		add(n.Query)
	case *HierPart:
		add(n.Path)
		add(n.Query)
	case *NetPath:
		add(n.Authority)
		add(n.AbsPath)
	case *AbsPath:
		if off, text, ok := n.segments(); ok {
			for off, s := range parts.Pieces(text, off, '/') {
				f(&Segment{Extent{Offset: off, Text: s}})
			}
		}
	case *RelPath:
		add(n.RelSegment)
		add(n.AbsPath)
	case *Segment:
		if off, text, ok := n.params(); ok {
			for off, p := range parts.Pieces(text, off, ';') {
				f(&Param{Extent{Offset: off, Text: p}})
			}
		}
	case *Server:
		add(n.Userinfo)
		add(n.Host)
		add(n.Port)
	case *Hostname:
		if off, text, ok := n.labels(); ok {
			for off, l := range parts.Pieces(text, off, '.') {
				f(&Label{Extent{Offset: off, Text: l}})
			}
		}
	}
}

// isNil reports whether n is nil or holds a nil pointer, of a node type or
// of any other (a *Extent, a caller's own type): what Inspect, Children,
// Fprint and the accessors take as absent. It asks reflect rather than
// listing the node types, so that no type can be missed.
func isNil(n Node) bool {
	if n == nil {
		return true
	}
	v := reflect.ValueOf(n)
	return v.Kind() == reflect.Pointer && v.IsNil()
}

// TypeName returns the name of n's type without its package, such as
// "Hostname".
func TypeName(n Node) string {
	if n == nil {
		return "<nil>"
	}
	t := reflect.TypeOf(n)
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t.Name()
}

// Fprint writes the tree rooted at n to w, one node a line, indented by
// depth: the node's type, its offsets [Pos,End) and its text, quoted. A
// Hostname with a trailing dot is marked so. Undefined components, nil
// pointers in interfaces included, are left out; a nil n writes nothing.
//
//	URIReference [0,8) "http://a"
//	  AbsoluteURI [0,8) "http://a"
//	    Scheme [0,4) "http"
func Fprint(w io.Writer, n Node) error {
	if isNil(n) {
		return nil
	}
	var err error
	depth := 0
	var visit func(Node)
	visit = func(n Node) {
		extra := ""
		if h, ok := n.(*Hostname); ok && h.TrailingDot() {
			extra = " trailing-dot"
		}
		if err == nil {
			_, err = fmt.Fprintf(w, "%s%s [%d,%d) %q%s\n", strings.Repeat("  ", depth), TypeName(n), n.Pos(), n.End(), n.String(), extra)
		}
		depth++
		eachChild(n, visit)
		depth--
	}
	visit(n)
	return err
}

// Equal reports whether the trees rooted at a and b have the same nodes,
// in the same order: each of the same type, at the same offset from its
// root, with the same text. The segments of a path, the params of a
// segment and the labels of a hostname, which package ast builds from
// their parent's text, follow from it and are not built. Nil nodes are
// absent, as Inspect reads them. Equal allocates nothing.
func Equal(a, b Node) bool {
	if isNil(a) || isNil(b) {
		return isNil(a) == isNil(b)
	}
	return equal(a, b, a.Pos(), b.Pos())
}

// equal is Equal for nodes whose roots are at offsets ra and rb.
func equal(a, b Node, ra, rb int) bool {
	if reflect.TypeOf(a) != reflect.TypeOf(b) || a.Pos()-ra != b.Pos()-rb || a.String() != b.String() {
		return false
	}
	switch a.(type) {
	case *AbsPath, *Segment, *Hostname:
		return true // their children follow from their text
	}
	// The other nodes have at most three children.
	var ca, cb [3]Node
	na, nb := 0, 0
	eachChild(a, func(c Node) {
		if na < len(ca) {
			ca[na] = c
		}
		na++
	})
	eachChild(b, func(c Node) {
		if nb < len(cb) {
			cb[nb] = c
		}
		nb++
	})
	if na != nb || na > len(ca) {
		return false
	}
	for i := range na {
		if !equal(ca[i], cb[i], ra, rb) {
			return false
		}
	}
	return true
}
