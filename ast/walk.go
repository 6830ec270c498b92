package ast

import (
	"fmt"
	"io"
	"strings"
)

// Inspect traverses the tree rooted at n in depth-first order, parents
// before children and children in input order. It calls f(n) for each node;
// if f returns true, Inspect then visits n's children. Undefined
// components (nil pointers and interfaces) are not visited.
func Inspect(n Node, f func(Node) bool) {
	if n == nil || !f(n) {
		return
	}
	for _, c := range Children(n) {
		Inspect(c, f)
	}
}

// Children returns the child nodes of n in input order, leaving out the
// undefined ones.
func Children(n Node) []Node {
	var out []Node
	add := func(cs ...Node) {
		for _, c := range cs {
			if c != nil && !isNilNode(c) {
				out = append(out, c)
			}
		}
	}
	switch n := n.(type) {
	case *URIReference:
		add(n.URI, n.Fragment)
	case *AbsoluteURI:
		add(n.Scheme, n.Hier, n.Opaque)
	case *RelativeURI:
		add(n.Path, n.Query)
	case *HierPart:
		add(n.Path, n.Query)
	case *NetPath:
		add(n.Authority, n.AbsPath)
	case *AbsPath:
		for _, s := range n.Segments {
			add(s)
		}
	case *RelPath:
		add(n.RelSegment, n.AbsPath)
	case *Segment:
		for _, p := range n.Params {
			add(p)
		}
	case *Server:
		add(n.Userinfo, n.Host, n.Port)
	case *Hostname:
		for _, l := range n.Labels {
			add(l)
		}
	}
	return out
}

// isNilNode reports whether n holds a nil pointer, as an undefined
// component stored in an interface-typed slot of add does.
func isNilNode(n Node) bool {
	switch n := n.(type) {
	case *Scheme:
		return n == nil
	case *HierPart:
		return n == nil
	case *OpaquePart:
		return n == nil
	case *Query:
		return n == nil
	case *Fragment:
		return n == nil
	case *AbsPath:
		return n == nil
	case *Userinfo:
		return n == nil
	case *Port:
		return n == nil
	}
	return false
}

// TypeName returns the name of n's type without its package, such as
// "Hostname".
func TypeName(n Node) string {
	return strings.TrimPrefix(fmt.Sprintf("%T", n), "*ast.")
}

// Fprint writes the tree rooted at n to w, one node a line, indented by
// depth: the node's type, its offsets [Pos,End) and its text, quoted. A
// Hostname with a trailing dot is marked so.
//
//	URIReference [0,8) "http://a"
//	  AbsoluteURI [0,8) "http://a"
//	    Scheme [0,4) "http"
func Fprint(w io.Writer, n Node) error {
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
