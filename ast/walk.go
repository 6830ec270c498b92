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
	if isNil(n) || !f(n) {
		return
	}
	for _, c := range Children(n) {
		Inspect(c, f)
	}
}

// Children returns the child nodes of n in input order, leaving out the
// undefined ones.
//
// A nil pointer held in an interface field (a hand-built tree's
// Host: (*Hostname)(nil)) is undefined too, as is a nil element of a
// slice of segments, params or labels.
func Children(n Node) []Node {
	var out []Node
	if isNil(n) {
		return nil
	}
	add := func(c Node, defined bool) {
		if defined && !isNil(c) {
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

// isNil reports whether n is nil or a nil pointer of one of the node
// types.
func isNil(n Node) bool {
	switch n := n.(type) {
	case nil:
		return true
	case *URIReference:
		return n == nil
	case *AbsoluteURI:
		return n == nil
	case *RelativeURI:
		return n == nil
	case *HierPart:
		return n == nil
	case *OpaquePart:
		return n == nil
	case *NetPath:
		return n == nil
	case *AbsPath:
		return n == nil
	case *RelPath:
		return n == nil
	case *Segment:
		return n == nil
	case *Param:
		return n == nil
	case *Scheme:
		return n == nil
	case *Server:
		return n == nil
	case *RegName:
		return n == nil
	case *Userinfo:
		return n == nil
	case *Hostname:
		return n == nil
	case *Label:
		return n == nil
	case *IPv4Address:
		return n == nil
	case *Port:
		return n == nil
	case *Query:
		return n == nil
	case *Fragment:
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
