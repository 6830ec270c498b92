package resolve

import (
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/redact"
)

// step7Recombine writes the result's components out as section 5.2 step 7
// does, and builds the tree of that string: the nodes of the components
// are copied with their offsets moved to where step 7 writes them.
func (r *resolver) step7Recombine() error {
	o := &r.out
	nseg := len(r.merged)
	if r.merged == nil && o.opaque == nil {
		nseg = o.path.len()
	}
	if o.auth == nil && o.opaque == nil && nseg >= 2 {
		if first := r.segAt(0); first.Segment != nil && first.Text == "" {
			e := &Error{Which: "base", Offset: first.Offset - r.base.Offset, Err: ErrAmbiguousPath}
			if first.ref {
				e.Which, e.Offset = "ref", first.Offset-r.ref.Offset
			}
			return e
		}
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
	for i := range nseg {
		n += 1 + len(r.segAt(i).text())
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
	for i := range nseg {
		b.WriteByte('/')
		b.WriteString(r.segAt(i).text())
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

	// The tree. The Result and the nodes every result has come in one
	// allocation.
	t := new(struct {
		res    Result
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
		if nseg > 0 {
			t.path = ast.AbsPath{Span: span(pathAt, pathEnd), Segments: r.buildSegments(s, pathAt, nseg)}
		}
		switch {
		case o.auth != nil:
			t.net = ast.NetPath{Span: span(authAt, pathEnd), Authority: copyAuthority(o.auth, authAt+2)}
			if nseg > 0 {
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
	if r.cfg.explain {
		r.note("7", "recombined %q", redact.String(s))
	}
	t.res = Result{URI: &t.ref, SameDocument: r.sameDoc, Steps: r.steps}
	r.result = &t.res
	return nil
}

// segAt returns segment i of the result's path: the path step 6 merged,
// or else the path of out.
func (r *resolver) segAt(i int) seg {
	if r.merged != nil {
		return r.merged[i]
	}
	return seg{Segment: r.out.path.at(i)}
}

// buildSegments builds the n segments of the result's abs_path, which
// starts at offset at in s, with their params.
func (r *resolver) buildSegments(s string, at, n int) []*ast.Segment {
	nparams := 0
	for i := range n {
		if m := r.segAt(i); m.Segment != nil {
			nparams += len(m.Params)
		}
	}
	segs := make([]ast.Segment, n)
	ptrs := make([]*ast.Segment, n)
	var params []ast.Param
	var pptrs []*ast.Param
	if nparams > 0 {
		params = make([]ast.Param, nparams)
		pptrs = make([]*ast.Param, nparams)
	}
	off := at + 1
	for i := range n {
		m := r.segAt(i)
		t := m.text()
		segs[i].Span = ast.Span{Offset: off, Text: s[off : off+len(t)]}
		if m.Segment != nil && len(m.Params) > 0 {
			k := len(m.Params)
			ps, pp := params[:k:k], pptrs[:k:k]
			params, pptrs = params[k:], pptrs[k:]
			for j, p := range m.Params {
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
		host   ast.Hostname
		labels [3]ast.Label
		lptrs  [3]*ast.Label
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
		t.server.Host = &ast.IPv4Address{Span: moved(h.Span, at, a.Offset)}
	case *ast.Hostname:
		t.host = ast.Hostname{Span: moved(h.Span, at, a.Offset), TrailingDot: h.TrailingDot}
		var labels []ast.Label
		if len(h.Labels) <= len(t.labels) {
			// Most hostnames have few labels: they go in the block.
			labels, t.host.Labels = t.labels[:len(h.Labels)], t.lptrs[:len(h.Labels):len(h.Labels)]
		} else {
			labels, t.host.Labels = make([]ast.Label, len(h.Labels)), make([]*ast.Label, len(h.Labels))
		}
		for i, l := range h.Labels {
			labels[i].Span = moved(l.Span, at, a.Offset)
			t.host.Labels[i] = &labels[i]
		}
		t.server.Host = &t.host
	}
	return &t.server
}
