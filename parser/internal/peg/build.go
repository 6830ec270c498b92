// Package peg holds the parser that pigeon generates from grammar/uri.peg
// (uri.go, not to be edited) and the node builders its actions call
// (this file). Nothing here is public API: package parser wraps it. As
// the fast engine's builder (internal/nodes) does, they build no node for
// a segment after a rel_path's first, a param or a label: package ast
// builds those from their parent's text.
package peg

import (
	"github.com/rfc2396/rfc2396/ast"
)

// Each builder below is the action of the grammar rule it is named after.
// It builds the rule's node from the text the rule matched (c.text, at
// offset c.pos.offset) and from the values of the rule's labeled
// sub-expressions. An optional group such as ( "?" query )? has the value
// nil when it did not match and a []any of its elements when it did: opt
// picks one element out.

// opt returns element i of the value of an optional group, or nil when the
// group did not match.
func opt(v any, i int) any {
	if g, ok := v.([]any); ok {
		return g[i]
	}
	return nil
}

func (c *current) queryOnlyReference(q, f any) (*ast.URIReference, error) {
	sp := c.span()
	query := opt(q, 1).(*ast.Query)
	rel := &ast.RelativeURI{Extent: ast.Extent{Offset: sp.Offset, Text: sp.Text[:query.End()-sp.Offset]}, Query: query}
	frag, _ := opt(f, 1).(*ast.Fragment)
	return &ast.URIReference{Extent: sp, URI: rel, Fragment: frag}, nil
}

func (c *current) uriReference(u, f any) (*ast.URIReference, error) {
	r := &ast.URIReference{Extent: c.span()}
	if u != nil {
		r.URI = u.(ast.URI)
	}
	r.Fragment, _ = opt(f, 1).(*ast.Fragment)
	return r, nil
}

func (c *current) absoluteURI(s, p any) (*ast.AbsoluteURI, error) {
	a := &ast.AbsoluteURI{Extent: c.span(), Scheme: s.(*ast.Scheme)}
	switch p := p.(type) {
	case *ast.HierPart:
		a.Hier = p
	case *ast.OpaquePart:
		a.Opaque = p
	}
	return a, nil
}

func (c *current) relativeURI(p, q any) (*ast.RelativeURI, error) {
	r := &ast.RelativeURI{Extent: c.span(), Path: p.(ast.Path)}
	r.Query, _ = opt(q, 1).(*ast.Query)
	return r, nil
}

func (c *current) hierPart(p, q any) (*ast.HierPart, error) {
	h := &ast.HierPart{Extent: c.span(), Path: p.(ast.Path)}
	h.Query, _ = opt(q, 1).(*ast.Query)
	return h, nil
}

func (c *current) opaquePart() (*ast.OpaquePart, error) {
	return &ast.OpaquePart{Extent: c.span()}, nil
}

func (c *current) netPath(a, p any) (*ast.NetPath, error) {
	n := &ast.NetPath{Extent: c.span(), Authority: a.(ast.Authority)}
	n.AbsPath, _ = p.(*ast.AbsPath)
	return n, nil
}

func (c *current) absPath() (*ast.AbsPath, error) {
	return &ast.AbsPath{Extent: c.span()}, nil
}

func (c *current) relPath(p any) (*ast.RelPath, error) {
	sp := c.span()
	r := &ast.RelPath{Extent: sp}
	r.AbsPath, _ = p.(*ast.AbsPath)
	n := len(sp.Text)
	if r.AbsPath != nil {
		n = r.AbsPath.Offset - sp.Offset
	}
	r.RelSegment = &ast.Segment{Extent: ast.Extent{Offset: sp.Offset, Text: sp.Text[:n]}}
	return r, nil
}

func (c *current) scheme() (*ast.Scheme, error) {
	return &ast.Scheme{Extent: c.span()}, nil
}

func (c *current) regName() (*ast.RegName, error) {
	return &ast.RegName{Extent: c.span()}, nil
}

// hostPort is the value of hostport, taken apart by server.
type hostPort struct {
	host ast.Host
	port *ast.Port
}

func (c *current) hostport(h, p any) (hostPort, error) {
	port, _ := opt(p, 1).(*ast.Port)
	return hostPort{host: h.(ast.Host), port: port}, nil
}

func (c *current) server(v any) (*ast.Server, error) {
	s := &ast.Server{Extent: c.span()}
	if v != nil {
		s.Userinfo, _ = opt(opt(v, 0), 0).(*ast.Userinfo)
		hp := opt(v, 1).(hostPort)
		s.Host, s.Port = hp.host, hp.port
	}
	return s, nil
}

func (c *current) userinfo() (*ast.Userinfo, error) {
	return &ast.Userinfo{Extent: c.span()}, nil
}

func (c *current) hostname() (*ast.Hostname, error) {
	return &ast.Hostname{Extent: c.span()}, nil
}

// rfc2732 reports whether the parse is in RFC 2732 mode: whether Run was
// asked for it.
func (c *current) rfc2732() bool {
	on, _ := c.globalStore[rfc2732Key].(bool)
	return on
}

func (c *current) ipv6Reference() (*ast.IPv6Reference, error) {
	return &ast.IPv6Reference{Extent: c.span()}, nil
}

func (c *current) ipv4Address() (*ast.IPv4Address, error) {
	return &ast.IPv4Address{Extent: c.span()}, nil
}

func (c *current) port() (*ast.Port, error) {
	return &ast.Port{Extent: c.span()}, nil
}

func (c *current) query() (*ast.Query, error) {
	return &ast.Query{Extent: c.span()}, nil
}

func (c *current) fragment() (*ast.Fragment, error) {
	return &ast.Fragment{Extent: c.span()}, nil
}
