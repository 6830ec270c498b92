package nodes

import (
	"strings"

	"github.com/rfc2396/rfc2396/ast"
)

// A HostKind says which rule a server's host matched.
type HostKind uint8

// The kinds of host.
const (
	NoHost        HostKind = iota // the empty server: no host
	Hostname                      // hostname
	IPv4Address                   // IPv4address
	IPv6Reference                 // ipv6reference (RFC 2732)
)

// Bounds say where the components of a reference lie in its text: the
// offsets that section 4.3 splits it at, and the kinds of authority and
// host that Appendix A gives it. An offset is -1 for an undefined
// component. A parser fills Bounds as it scans; resolution fills them for
// the text it writes. Build makes the tree from them.
type Bounds struct {
	SchemeEnd  int      // offset of the ":" after the scheme; -1 for a relative reference
	AuthStart  int      // offset just past "//"; -1 without an authority
	AuthEnd    int      // offset just past the authority
	Server     bool     // the authority is a server, not a reg_name
	UserEnd    int      // offset of a server's "@"; -1 without userinfo
	HostStart  int      // a server's host, from HostStart to HostEnd
	HostEnd    int      //
	Host       HostKind // the kind of the server's host
	PortStart  int      // offset just past a server's ":"; -1 without a port
	PathStart  int      // the path component, from PathStart to PathEnd: an
	PathEnd    int      // abs_path, rel_path or opaque_part, or empty
	Opaque     bool     // the path is an opaque_part
	QueryStart int      // offset just past "?"; -1 without a query
	FragStart  int      // offset just past "#"; -1 without a fragment
}

// Reset makes b the bounds of the empty reference.
func (b *Bounds) Reset() {
	*b = Bounds{SchemeEnd: -1, AuthStart: -1, AuthEnd: -1, UserEnd: -1, HostStart: -1, HostEnd: -1, PortStart: -1, QueryStart: -1, FragStart: -1}
}

// Inline sizes: the segments, params and labels of most references fit in
// these; a larger path or hostname takes two more allocations for each.
const (
	inlineSegments = 2
	inlineParams   = 1
	inlineLabels   = 3
)

// A tree holds the nodes of a reference in at most three blocks: the nodes
// of the reference, its URI, its path and a path's single segment; the
// segments and params of a longer path; and the nodes of an authority.
// The last two are allocated only when the reference has them. The
// allocations, and the collections they bring on, are most of what
// building a tree costs (BENCHMARKS.md): the blocks are few, and each
// stays within 512 bytes, up to which the runtime allocates an object with
// pointers without a header.
type tree struct {
	ref   ast.URIReference
	rel   ast.RelativeURI
	query ast.Query
	frag  ast.Fragment
	absNodes
	pathNodes
	// the one segment of an abs_path that has only one, as most have
	seg1    [1]ast.Segment
	seg1Ptr [1]*ast.Segment
	*segNodes
	*authNodes
}

type absNodes struct {
	abs    ast.AbsoluteURI
	scheme ast.Scheme
	hier   ast.HierPart
	opaque ast.OpaquePart
}

type pathNodes struct {
	absPath ast.AbsPath
	relPath ast.RelPath
	relSeg  ast.Segment
}

type segNodes struct {
	segs      [inlineSegments]ast.Segment
	segPtrs   [inlineSegments]*ast.Segment
	params    [inlineParams]ast.Param
	paramPtrs [inlineParams]*ast.Param
}

// inline returns the block of segments and params, allocating it the first
// time.
func (t *tree) inline() *segNodes {
	if t.segNodes == nil {
		t.segNodes = new(segNodes)
	}
	return t.segNodes
}

type authNodes struct {
	net       ast.NetPath
	server    ast.Server
	regName   ast.RegName
	userinfo  ast.Userinfo
	hostname  ast.Hostname
	ipv4      ast.IPv4Address
	ipv6      ast.IPv6Reference
	port      ast.Port
	labels    [inlineLabels]ast.Label
	labelPtrs [inlineLabels]*ast.Label
}

// Build returns the tree of the reference s whose components lie at b.
// The nodes' texts share s's memory.
func Build(s string, b *Bounds) *ast.URIReference {
	t := new(tree)
	span := func(from, to int) ast.Span { return ast.Span{Offset: from, Text: s[from:to]} }

	uriEnd := len(s)
	if b.FragStart >= 0 {
		uriEnd = b.FragStart - 1
		t.frag.Span = span(b.FragStart, len(s))
		t.ref.Fragment = &t.frag
	}
	t.ref.Span = span(0, len(s))
	var query *ast.Query
	if b.QueryStart >= 0 {
		t.query.Span = span(b.QueryStart, uriEnd)
		query = &t.query
	}

	var path ast.Path
	var ps params
	if !b.Opaque && b.PathEnd > b.PathStart {
		ps = t.pathParams(s, b.PathStart, b.PathEnd)
	}
	if b.AuthStart >= 0 {
		t.authNodes = new(authNodes)
		t.net.Span = span(b.AuthStart-2, b.PathEnd)
		t.net.Authority = t.authority(s, b)
		if b.PathEnd > b.PathStart {
			t.net.AbsPath = t.buildAbsPath(s, b.PathStart, b.PathEnd, &ps)
		}
		path = &t.net
	} else if b.PathEnd > b.PathStart && !b.Opaque {
		if s[b.PathStart] == '/' {
			path = t.buildAbsPath(s, b.PathStart, b.PathEnd, &ps)
		} else {
			path = t.buildRelPath(s, b.PathStart, b.PathEnd, &ps)
		}
	}

	switch {
	case b.SchemeEnd >= 0:
		t.scheme.Span = span(0, b.SchemeEnd)
		t.abs = ast.AbsoluteURI{Span: span(0, uriEnd), Scheme: &t.scheme}
		if b.Opaque {
			t.opaque.Span = span(b.PathStart, b.PathEnd)
			t.abs.Opaque = &t.opaque
		} else {
			t.hier = ast.HierPart{Span: span(b.SchemeEnd+1, uriEnd), Path: path, Query: query}
			t.abs.Hier = &t.hier
		}
		t.ref.URI = &t.abs
	case path != nil || query != nil:
		t.rel = ast.RelativeURI{Span: span(0, uriEnd), Path: path, Query: query}
		t.ref.URI = &t.rel
	}
	return &t.ref
}

// authority builds the authority that lies at b.
func (t *tree) authority(s string, b *Bounds) ast.Authority {
	if !b.Server {
		t.regName.Span = ast.Span{Offset: b.AuthStart, Text: s[b.AuthStart:b.AuthEnd]}
		return &t.regName
	}
	t.server.Span = ast.Span{Offset: b.AuthStart, Text: s[b.AuthStart:b.AuthEnd]}
	if b.UserEnd >= 0 {
		t.userinfo.Span = ast.Span{Offset: b.AuthStart, Text: s[b.AuthStart:b.UserEnd]}
		t.server.Userinfo = &t.userinfo
	}
	switch b.Host {
	case Hostname:
		t.hostname = ast.Hostname{Span: ast.Span{Offset: b.HostStart, Text: s[b.HostStart:b.HostEnd]}}
		text := t.hostname.Text
		if strings.HasSuffix(text, ".") {
			t.hostname.TrailingDot = true
			text = text[:len(text)-1]
		}
		n := strings.Count(text, ".") + 1
		labels, ptrs := t.labels[:0], t.labelPtrs[:0]
		if n > inlineLabels {
			labels, ptrs = make([]ast.Label, 0, n), make([]*ast.Label, 0, n)
		}
		t.hostname.Labels = fillLabels(b.HostStart, text, labels[:n], ptrs[:n])
		t.server.Host = &t.hostname
	case IPv4Address:
		t.ipv4.Span = ast.Span{Offset: b.HostStart, Text: s[b.HostStart:b.HostEnd]}
		t.server.Host = &t.ipv4
	case IPv6Reference:
		t.ipv6.Span = ast.Span{Offset: b.HostStart, Text: s[b.HostStart:b.HostEnd]}
		t.server.Host = &t.ipv6
	}
	if b.PortStart >= 0 {
		t.port.Span = ast.Span{Offset: b.PortStart, Text: s[b.PortStart:b.AuthEnd]}
		t.server.Port = &t.port
	}
	return &t.server
}

// buildAbsPath builds the abs_path s[from:to], taking its params from ps.
func (t *tree) buildAbsPath(s string, from, to int, ps *params) *ast.AbsPath {
	text := s[from+1 : to]
	n := strings.Count(text, "/") + 1
	var segs []ast.Segment
	var ptrs []*ast.Segment
	switch {
	case n == 1:
		segs, ptrs = t.seg1[:0], t.seg1Ptr[:0]
	case n <= inlineSegments:
		in := t.inline()
		segs, ptrs = in.segs[:0], in.segPtrs[:0]
	default:
		segs, ptrs = make([]ast.Segment, 0, n), make([]*ast.Segment, 0, n)
	}
	t.absPath = ast.AbsPath{Span: ast.Span{Offset: from, Text: s[from:to]}, Segments: fillSegments(from+1, text, segs[:n], ptrs[:n], ps)}
	return &t.absPath
}

// buildRelPath builds the rel_path s[from:to], taking its params from ps.
func (t *tree) buildRelPath(s string, from, to int, ps *params) *ast.RelPath {
	t.relPath.Span = ast.Span{Offset: from, Text: s[from:to]}
	n := strings.IndexByte(t.relPath.Text, '/')
	if n < 0 {
		n = len(t.relPath.Text)
	}
	ps.fill(&t.relSeg, from, s[from:from+n])
	t.relPath.RelSegment = &t.relSeg
	if from+n < to {
		t.relPath.AbsPath = t.buildAbsPath(s, from+n, to, ps)
	}
	return &t.relPath
}

// pathParams returns room for the params of the path s[from:to]: the
// inline arrays when they are large enough.
func (t *tree) pathParams(s string, from, to int) params {
	switch k := strings.Count(s[from:to], ";"); {
	case k == 0:
		return params{}
	case k <= inlineParams:
		in := t.inline()
		return params{nodes: in.params[:k], ptrs: in.paramPtrs[:k]}
	default:
		return newParams(k)
	}
}
