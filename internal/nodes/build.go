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

// QueryEnd returns where the query of the reference s ends, or would end:
// at its fragment's "#", or at the end of s.
func (b *Bounds) QueryEnd(s string) int {
	if b.FragStart >= 0 {
		return b.FragStart - 1
	}
	return len(s)
}

// Reset makes b the bounds of the empty reference.
func (b *Bounds) Reset() {
	*b = Bounds{SchemeEnd: -1, AuthStart: -1, AuthEnd: -1, UserEnd: -1, HostStart: -1, HostEnd: -1, PortStart: -1, QueryStart: -1, FragStart: -1}
}

// Inline sizes: the segments and labels of most references fit in these;
// a longer path or hostname, and a path's params, take a block of their
// own (see arrays).
const (
	inlineSegments = 2
	inlineLabels   = 3
)

// The nodes of a tree come in groups, each the nodes that a component
// brings. Allocating the nodes, and the collections that the bytes
// allocated bring on, are most of what building a tree costs
// (BENCHMARKS.md), and both grow with the count of allocations and with
// their bytes. So a tree allocates only the groups its reference has, and
// the groups of the common shapes of reference in one allocation (see
// alloc): a relative path "g" takes 240 bytes, "http://a/b" 640, each in
// one block, where one block of every node would take more than 1,100.
type (
	// topNodes: every reference.
	topNodes struct {
		ref   ast.URIReference
		query ast.Query
		frag  ast.Fragment
	}
	// absNodes: an absolute URI (an opaque one has an ast.OpaquePart
	// besides, and leaves hier unused).
	absNodes struct {
		abs    ast.AbsoluteURI
		scheme ast.Scheme
		hier   ast.HierPart
	}
	// relPathNodes: a rel_path.
	relPathNodes struct {
		relPath ast.RelPath
		relSeg  ast.Segment
	}
	// absPathNodes: an abs_path, and the arrays of a short one's segments.
	absPathNodes struct {
		absPath ast.AbsPath
		segs    [inlineSegments]ast.Segment
		segPtrs [inlineSegments]*ast.Segment
	}
	// authNodes: an authority, a server with a hostname as most are.
	authNodes struct {
		net       ast.NetPath
		server    ast.Server
		hostname  ast.Hostname
		labels    [inlineLabels]ast.Label
		labelPtrs [inlineLabels]*ast.Label
	}
	// authParts: the rest of an authority, when it has any of them.
	authParts struct {
		regName  ast.RegName
		userinfo ast.Userinfo
		ipv4     ast.IPv4Address
		ipv6     ast.IPv6Reference
		port     ast.Port
	}
)

// A tree points at the groups of nodes of one reference; nil for a group
// the reference does not have.
type tree struct {
	*topNodes
	*absNodes
	opaque *ast.OpaquePart
	rel    *ast.RelativeURI
	*relPathNodes
	*absPathNodes
	*authNodes
	*authParts
}

// The groups a reference may have besides topNodes, as bits.
const (
	hasAbs = 1 << iota
	hasRel
	hasRelPath
	hasAbsPath
	hasAuth
	hasOpaque
)

// groupsOf returns the groups of nodes that the reference s, whose
// components lie at b, has besides topNodes and authParts.
func groupsOf(s string, b *Bounds) int {
	g := 0
	if b.AuthStart >= 0 {
		g |= hasAuth
	}
	if b.Opaque {
		g |= hasOpaque
	}
	if !b.Opaque && b.PathEnd > b.PathStart {
		if s[b.PathStart] == '/' {
			g |= hasAbsPath
		} else {
			g |= hasRelPath
			if strings.IndexByte(s[b.PathStart:b.PathEnd], '/') >= 0 {
				g |= hasAbsPath
			}
		}
	}
	switch {
	case b.SchemeEnd >= 0:
		g |= hasAbs
	case g != 0 || b.QueryStart >= 0:
		g |= hasRel
	}
	return g
}

// alloc allocates topNodes and the groups g: in one block for the common
// shapes of reference, one by one for the others.
func (t *tree) alloc(g int) {
	switch g {
	case 0:
		t.topNodes = new(topNodes)
	case hasRel | hasRelPath:
		t.topNodes, t.rel, t.relPathNodes = alloc3[topNodes, ast.RelativeURI, relPathNodes]()
	case hasRel | hasRelPath | hasAbsPath:
		t.topNodes, t.rel, t.relPathNodes, t.absPathNodes = alloc4[topNodes, ast.RelativeURI, relPathNodes, absPathNodes]()
	case hasRel | hasAbsPath:
		t.topNodes, t.rel, t.absPathNodes = alloc3[topNodes, ast.RelativeURI, absPathNodes]()
	case hasAbs | hasOpaque:
		t.topNodes, t.absNodes, t.opaque = alloc3[topNodes, absNodes, ast.OpaquePart]()
	case hasAbs | hasAbsPath:
		t.topNodes, t.absNodes, t.absPathNodes = alloc3[topNodes, absNodes, absPathNodes]()
	case hasAbs | hasAuth:
		t.topNodes, t.absNodes, t.authNodes = alloc3[topNodes, absNodes, authNodes]()
	case hasAbs | hasAuth | hasAbsPath:
		t.topNodes, t.absNodes, t.authNodes, t.absPathNodes = alloc4[topNodes, absNodes, authNodes, absPathNodes]()
	default:
		t.topNodes = new(topNodes)
		if g&hasAbs != 0 {
			t.absNodes = new(absNodes)
		}
		if g&hasOpaque != 0 {
			t.opaque = new(ast.OpaquePart)
		}
		if g&hasRel != 0 {
			t.rel = new(ast.RelativeURI)
		}
		if g&hasRelPath != 0 {
			t.relPathNodes = new(relPathNodes)
		}
		if g&hasAbsPath != 0 {
			t.absPathNodes = new(absPathNodes)
		}
		if g&hasAuth != 0 {
			t.authNodes = new(authNodes)
		}
	}
}

// alloc3 and alloc4 allocate their types in one block.
func alloc3[A, B, C any]() (*A, *B, *C) {
	x := new(struct {
		a A
		b B
		c C
	})
	return &x.a, &x.b, &x.c
}

func alloc4[A, B, C, D any]() (*A, *B, *C, *D) {
	x := new(struct {
		a A
		b B
		c C
		d D
	})
	return &x.a, &x.b, &x.c, &x.d
}

// Build returns the tree of the reference s whose components lie at b.
// The nodes' texts share s's memory.
func Build(s string, b *Bounds) *ast.URIReference {
	var t tree
	t.alloc(groupsOf(s, b))
	span := func(from, to int) ast.Span { return ast.Span{Offset: from, Text: s[from:to]} }

	uriEnd := b.QueryEnd(s)
	if b.FragStart >= 0 {
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
		ps = newParams(strings.Count(s[b.PathStart:b.PathEnd], ";"))
	}
	if b.AuthStart >= 0 {
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
			t.abs.Opaque = t.opaque
		} else {
			t.hier = ast.HierPart{Span: span(b.SchemeEnd+1, uriEnd), Path: path, Query: query}
			t.abs.Hier = &t.hier
		}
		t.ref.URI = &t.abs
	case t.rel != nil:
		*t.rel = ast.RelativeURI{Span: span(0, uriEnd), Path: path, Query: query}
		t.ref.URI = t.rel
	}
	return &t.ref
}

// authority builds the authority that lies at b.
func (t *tree) authority(s string, b *Bounds) ast.Authority {
	if !b.Server || b.UserEnd >= 0 || b.PortStart >= 0 || b.Host == IPv4Address || b.Host == IPv6Reference {
		t.authParts = new(authParts)
	}
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
			labels, ptrs = arrays[ast.Label](n)
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
	segs, ptrs := t.segs[:0], t.segPtrs[:0]
	if n > inlineSegments {
		segs, ptrs = arrays[ast.Segment](n)
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
