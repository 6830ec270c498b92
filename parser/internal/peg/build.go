// Package peg holds the parser that pigeon generates from grammar/uri.peg
// (uri.go, not to be edited) and the node builders its actions call
// (this file). Nothing here is public API: package parser wraps it.
package peg

import (
	"strings"

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
	rel := &ast.RelativeURI{Span: ast.Span{Offset: sp.Offset, Text: sp.Text[:query.End()-sp.Offset]}, Query: query}
	frag, _ := opt(f, 1).(*ast.Fragment)
	return &ast.URIReference{Span: sp, URI: rel, Fragment: frag}, nil
}

func (c *current) uriReference(u, f any) (*ast.URIReference, error) {
	r := &ast.URIReference{Span: c.span()}
	if u != nil {
		r.URI = u.(ast.URI)
	}
	r.Fragment, _ = opt(f, 1).(*ast.Fragment)
	return r, nil
}

func (c *current) absoluteURI(s, p any) (*ast.AbsoluteURI, error) {
	a := &ast.AbsoluteURI{Span: c.span(), Scheme: s.(*ast.Scheme)}
	switch p := p.(type) {
	case *ast.HierPart:
		a.Hier = p
	case *ast.OpaquePart:
		a.Opaque = p
	}
	return a, nil
}

func (c *current) relativeURI(p, q any) (*ast.RelativeURI, error) {
	r := &ast.RelativeURI{Span: c.span(), Path: p.(ast.Path)}
	r.Query, _ = opt(q, 1).(*ast.Query)
	return r, nil
}

func (c *current) hierPart(p, q any) (*ast.HierPart, error) {
	h := &ast.HierPart{Span: c.span(), Path: p.(ast.Path)}
	h.Query, _ = opt(q, 1).(*ast.Query)
	return h, nil
}

func (c *current) opaquePart() (*ast.OpaquePart, error) {
	return &ast.OpaquePart{Span: c.span()}, nil
}

func (c *current) netPath(a, p any) (*ast.NetPath, error) {
	n := &ast.NetPath{Span: c.span(), Authority: a.(ast.Authority)}
	n.AbsPath, _ = p.(*ast.AbsPath)
	return n, nil
}

func (c *current) absPath() (*ast.AbsPath, error) {
	sp := c.span()
	return &ast.AbsPath{Span: sp, Segments: segments(sp.Offset+1, sp.Text[1:])}, nil
}

func (c *current) relPath(p any) (*ast.RelPath, error) {
	sp := c.span()
	r := &ast.RelPath{Span: sp}
	r.AbsPath, _ = p.(*ast.AbsPath)
	n := len(sp.Text)
	if r.AbsPath != nil {
		n = r.AbsPath.Offset - sp.Offset
	}
	text := sp.Text[:n]
	r.RelSegment = &ast.Segment{}
	newParams(text).segment(r.RelSegment, sp.Offset, text)
	return r, nil
}

// segments splits path_segments, text at offset off, at its slashes. The
// segments share one array, and their params another, rather than being
// allocated one by one.
func segments(off int, text string) []*ast.Segment {
	n := strings.Count(text, "/") + 1
	segs := make([]ast.Segment, n)
	ptrs := make([]*ast.Segment, n)
	ps := newParams(text)
	for i := range segs {
		j := strings.IndexByte(text, '/')
		if j < 0 {
			j = len(text)
		}
		ps.segment(&segs[i], off, text[:j])
		ptrs[i] = &segs[i]
		if j < len(text) {
			off, text = off+j+1, text[j+1:]
		}
	}
	return ptrs
}

// params hands out the params of the segments of one path, from arrays
// sized for all of them at once.
type params struct {
	nodes []ast.Param
	ptrs  []*ast.Param
}

// newParams returns room for the params of text, one per semicolon.
func newParams(text string) *params {
	k := strings.Count(text, ";")
	if k == 0 {
		return &params{}
	}
	return &params{nodes: make([]ast.Param, k), ptrs: make([]*ast.Param, k)}
}

// segment fills in s as the segment (or rel_segment) text at offset off,
// splitting its params at their semicolons.
func (ps *params) segment(s *ast.Segment, off int, text string) {
	s.Span = ast.Span{Offset: off, Text: text}
	i := strings.IndexByte(text, ';')
	if i < 0 {
		return
	}
	k := strings.Count(text, ";")
	nodes, ptrs := ps.nodes[:k], ps.ptrs[:k:k]
	ps.nodes, ps.ptrs = ps.nodes[k:], ps.ptrs[k:]
	for j := range nodes {
		off, text = off+i+1, text[i+1:]
		i = strings.IndexByte(text, ';')
		p := text
		if i >= 0 {
			p = text[:i]
		}
		nodes[j].Span = ast.Span{Offset: off, Text: p}
		ptrs[j] = &nodes[j]
	}
	s.Params = ptrs
}

func (c *current) scheme() (*ast.Scheme, error) {
	return &ast.Scheme{Span: c.span()}, nil
}

func (c *current) regName() (*ast.RegName, error) {
	return &ast.RegName{Span: c.span()}, nil
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
	s := &ast.Server{Span: c.span()}
	if v != nil {
		s.Userinfo, _ = opt(opt(v, 0), 0).(*ast.Userinfo)
		hp := opt(v, 1).(hostPort)
		s.Host, s.Port = hp.host, hp.port
	}
	return s, nil
}

func (c *current) userinfo() (*ast.Userinfo, error) {
	return &ast.Userinfo{Span: c.span()}, nil
}

func (c *current) hostname() (*ast.Hostname, error) {
	sp := c.span()
	h := &ast.Hostname{Span: sp}
	text, off := sp.Text, sp.Offset
	if strings.HasSuffix(text, ".") {
		h.TrailingDot = true
		text = text[:len(text)-1]
	}
	// The labels share one array rather than being allocated one by one.
	n := strings.Count(text, ".") + 1
	labels := make([]ast.Label, n)
	h.Labels = make([]*ast.Label, n)
	for i := range labels {
		j := strings.IndexByte(text, '.')
		if j < 0 {
			j = len(text)
		}
		labels[i].Span = ast.Span{Offset: off, Text: text[:j]}
		h.Labels[i] = &labels[i]
		if j < len(text) {
			off, text = off+j+1, text[j+1:]
		}
	}
	return h, nil
}

func (c *current) ipv4Address() (*ast.IPv4Address, error) {
	return &ast.IPv4Address{Span: c.span()}, nil
}

func (c *current) port() (*ast.Port, error) {
	return &ast.Port{Span: c.span()}, nil
}

func (c *current) query() (*ast.Query, error) {
	return &ast.Query{Span: c.span()}, nil
}

func (c *current) fragment() (*ast.Fragment, error) {
	return &ast.Fragment{Span: c.span()}, nil
}
