package resolve

import (
	"strings"

	"github.com/rfc2396/rfc2396/ast"
)

// step7Recombine writes the result's components out as section 5.2 step 7
// does, and builds the tree of that string: the nodes of the components
// are copied with their offsets moved to where step 7 writes them.
func (r *resolver) step7Recombine() error {
	o := &r.out
	if r.merged == nil && o.opaque == nil && !o.path.empty() {
		r.merged = make([]seg, o.path.len())
		for i := range r.merged {
			r.merged[i] = seg{Segment: o.path.at(i)}
		}
	}
	if o.auth == nil && o.opaque == nil && len(r.merged) >= 2 && r.merged[0].Segment != nil && r.merged[0].Text == "" {
		e := &Error{Which: "base", Offset: r.merged[0].Offset - r.base.Offset, Err: ErrAmbiguousPath}
		if r.merged[0].ref {
			e.Which, e.Offset = "ref", r.merged[0].Offset-r.ref.Offset
		}
		return e
	}

	// The string, and where each component starts in it.
	n := len(o.scheme.Text) + 1
	authAt := n
	if o.auth != nil {
		n += 2 + len(o.auth.String())
	}
	pathAt := n
	if o.opaque != nil {
		n += len(o.opaque.Text)
	}
	for _, s := range r.merged {
		n += 1 + len(s.text())
	}
	pathEnd := n
	if o.query != nil {
		n += 1 + len(o.query.Text)
	}
	uriEnd := n
	if o.frag != nil {
		n += 1 + len(o.frag.Text)
	}
	var b strings.Builder
	b.Grow(n)
	b.WriteString(o.scheme.Text)
	b.WriteByte(':')
	if o.auth != nil {
		b.WriteString("//")
		b.WriteString(o.auth.String())
	}
	if o.opaque != nil {
		b.WriteString(o.opaque.Text)
	}
	for _, s := range r.merged {
		b.WriteByte('/')
		b.WriteString(s.text())
	}
	if o.query != nil {
		b.WriteByte('?')
		b.WriteString(o.query.Text)
	}
	if o.frag != nil {
		b.WriteByte('#')
		b.WriteString(o.frag.Text)
	}
	s := b.String()

	// The tree. The nodes every result has come in one allocation.
	t := new(struct {
		ref    ast.URIReference
		abs    ast.AbsoluteURI
		scheme ast.Scheme
		hier   ast.HierPart
		net    ast.NetPath
		path   ast.AbsPath
		opaque ast.OpaquePart
		query  ast.Query
		frag   ast.Fragment
	})
	span := func(from, to int) ast.Span { return ast.Span{Offset: from, Text: s[from:to]} }
	t.ref = ast.URIReference{Span: span(0, n), URI: &t.abs}
	t.abs = ast.AbsoluteURI{Span: span(0, uriEnd), Scheme: &t.scheme}
	t.scheme.Span = span(0, authAt-1)
	if o.opaque != nil {
		t.opaque.Span = span(pathAt, pathEnd)
		t.abs.Opaque = &t.opaque
	} else {
		t.hier.Span = span(authAt, uriEnd)
		t.abs.Hier = &t.hier
		if len(r.merged) > 0 {
			t.path = ast.AbsPath{Span: span(pathAt, pathEnd), Segments: buildSegments(s, pathAt, r.merged)}
		}
		switch {
		case o.auth != nil:
			t.net = ast.NetPath{Span: span(authAt, pathEnd), Authority: copyAuthority(o.auth, authAt+2)}
			if len(r.merged) > 0 {
				t.net.AbsPath = &t.path
			}
			t.hier.Path = &t.net
		default:
			t.hier.Path = &t.path
		}
	}
	if o.query != nil {
		t.query.Span = span(pathEnd+1, uriEnd)
		t.hier.Query = &t.query
	}
	if o.frag != nil {
		t.frag.Span = span(uriEnd+1, n)
		t.ref.Fragment = &t.frag
	}
	r.res.URI = &t.ref
	r.note("7", "recombined %q", s)
	return nil
}

// buildSegments builds the segments of an abs_path that starts at offset
// at in s, with their params.
func buildSegments(s string, at int, merged []seg) []*ast.Segment {
	nparams := 0
	for _, m := range merged {
		if m.Segment != nil {
			nparams += len(m.Params)
		}
	}
	segs := make([]ast.Segment, len(merged))
	ptrs := make([]*ast.Segment, len(merged))
	var params []ast.Param
	var pptrs []*ast.Param
	if nparams > 0 {
		params = make([]ast.Param, nparams)
		pptrs = make([]*ast.Param, nparams)
	}
	off := at + 1
	for i, m := range merged {
		t := m.text()
		segs[i].Span = ast.Span{Offset: off, Text: s[off : off+len(t)]}
		if m.Segment != nil && len(m.Params) > 0 {
			k := len(m.Params)
			ps, pp := params[:k:k], pptrs[:k:k]
			params, pptrs = params[k:], pptrs[k:]
			for j, p := range m.Params {
				if p == nil {
					continue
				}
				ps[j].Span = ast.Span{Offset: off + p.Offset - m.Offset, Text: p.Text}
				pp[j] = &ps[j]
			}
			segs[i].Params = pp
		}
		ptrs[i] = &segs[i]
		off += len(t) + 1
	}
	return ptrs
}

// copyAuthority copies an authority to offset at.
func copyAuthority(a ast.Authority, at int) ast.Authority {
	switch a := a.(type) {
	case *ast.RegName:
		return &ast.RegName{Span: moved(a.Span, at, a.Offset)}
	case *ast.Server:
		return copyServer(a, at)
	}
	return nil
}

// moved returns a span of a node inside a node that was at offset from
// and is now at offset to.
func moved(s ast.Span, to, from int) ast.Span {
	return ast.Span{Offset: to + s.Offset - from, Text: s.Text}
}

func copyServer(a *ast.Server, at int) *ast.Server {
	t := new(struct {
		server ast.Server
		user   ast.Userinfo
		port   ast.Port
	})
	t.server.Span = moved(a.Span, at, a.Offset)
	if a.Userinfo != nil {
		t.user.Span = moved(a.Userinfo.Span, at, a.Offset)
		t.server.Userinfo = &t.user
	}
	if a.Port != nil {
		t.port.Span = moved(a.Port.Span, at, a.Offset)
		t.server.Port = &t.port
	}
	switch h := a.Host.(type) {
	case *ast.IPv4Address:
		if h != nil {
			t.server.Host = &ast.IPv4Address{Span: moved(h.Span, at, a.Offset)}
		}
	case *ast.Hostname:
		if h != nil {
			t.server.Host = copyHostname(h, at, a.Offset)
		}
	}
	return &t.server
}

func copyHostname(h *ast.Hostname, to, from int) *ast.Hostname {
	c := &ast.Hostname{Span: moved(h.Span, to, from), TrailingDot: h.TrailingDot}
	labels := make([]ast.Label, len(h.Labels))
	c.Labels = make([]*ast.Label, len(h.Labels))
	for i, l := range h.Labels {
		if l != nil {
			labels[i].Span = moved(l.Span, to, from)
			c.Labels[i] = &labels[i]
		}
	}
	return c
}
