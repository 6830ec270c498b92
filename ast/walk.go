package ast

import (
	"fmt"
	"io"
	"reflect"
	"strings"
)

// Inspect traverses the tree rooted at n in depth-first order, parents
// before children and children in input order. It calls f(n) for each node;
// if f returns true, Inspect then visits n's children. Undefined
// components are not visited: nil interfaces, nil pointers (held in an
// interface field or not) and nil elements of slices. f is never called
// with a nil node, and a nil n visits nothing.
func Inspect(n Node, f func(Node) bool) {
	if isNil(n) || !f(n) {
		return
	}
	eachChild(n, func(c Node) { Inspect(c, f) })
}

// Children returns the child nodes of n in input order, leaving out the
// undefined ones: nil interfaces, nil pointers (a hand-built tree's
// Host: (*Hostname)(nil) among them) and nil elements of a slice of
// segments, params or labels. It returns nil when n is nil or has no
// children.
func Children(n Node) []Node {
	var out []Node
	eachChild(n, func(c Node) { out = append(out, c) })
	return out
}

// eachChild calls add with each child node of n in input order, leaving
// out the undefined ones, as Children lists them; it allocates nothing, so
// that Inspect does not.
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
		for _, s := range n.Segments {
			add(s)
		}
	case *RelPath:
		add(n.RelSegment)
		add(n.AbsPath)
	case *Segment:
		for _, p := range n.Params {
			add(p)
		}
	case *Server:
		add(n.Userinfo)
		add(n.Host)
		add(n.Port)
	case *Hostname:
		for _, l := range n.Labels {
			add(l)
		}
	}
}

// isNil reports whether n is nil or holds a nil pointer, of a node type or
// of any other (a *Span, a caller's own type): what Inspect, Children,
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
		if h, ok := n.(*Hostname); ok && h.TrailingDot {
			extra = " trailing-dot"
		}
		if err == nil {
			_, err = fmt.Fprintf(w, "%s%s [%d,%d) %q%s\n", strings.Repeat("  ", depth), TypeName(n), n.Pos(), n.End(), n.String(), extra)
		}
		depth++
		for _, c := range Children(n) {
			visit(c)
		}
		depth--
	}
	visit(n)
	return err
}
