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
	add := func(c Node, defined bool) {
		if defined {
			out = append(out, c)
		}
	}
	switch n := n.(type) {
	case *URIReference:
		add(n.URI, n.URI != nil)
		add(n.Fragment, n.Fragment != nil)
	case *AbsoluteURI:
		add(n.Scheme, n.Scheme != nil)
		add(n.Hier, n.Hier != nil)
		add(n.Opaque, n.Opaque != nil)
	case *RelativeURI:
		add(n.Path, n.Path != nil)
		add(n.Query, n.Query != nil)
	case *HierPart:
		add(n.Path, n.Path != nil)
		add(n.Query, n.Query != nil)
	case *NetPath:
		add(n.Authority, n.Authority != nil)
		add(n.AbsPath, n.AbsPath != nil)
	case *AbsPath:
		for _, s := range n.Segments {
			add(s, true)
		}
	case *RelPath:
		add(n.RelSegment, n.RelSegment != nil)
		add(n.AbsPath, n.AbsPath != nil)
	case *Segment:
		for _, p := range n.Params {
			add(p, true)
		}
	case *Server:
		add(n.Userinfo, n.Userinfo != nil)
		add(n.Host, n.Host != nil)
		add(n.Port, n.Port != nil)
	case *Hostname:
		for _, l := range n.Labels {
			add(l, true)
		}
	}
	return out
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
