// Package nodes is the one builder of trees: Build makes the tree of a
// reference from its components (parts.Components, which the fast engine
// fills as it validates). A tree holds a fixed number of nodes for each
// component; the segments of a path, the params of a segment and the
// labels of a hostname are built by package ast from their parent's text
// when asked, for this builder's trees as for the grammar's parser's
// (parser/internal/peg).
package nodes

import (
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parts"
)

// The nodes of a tree come in groups, each the nodes that a component
// brings. Allocating the nodes, and the collections that the bytes
// allocated bring on, are most of what building a tree costs
// (BENCHMARKS.md, "The reference set against net/url"), and both grow
// with the count of allocations and with their bytes. So a tree
// allocates only the groups its reference has, and the groups of the
// common shapes of reference in one allocation (see alloc): a relative
// path "g", or "http://a/b", is one block, whose size class
// TestBlockSizes pins. A tree holds no segment but a rel_path's first, no param and
// no label: package ast builds them from their parent's text when asked,
// so that a tree's size does not grow with its path or its hostname.
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
	// authNodes: an authority, a server with a hostname as most are.
	authNodes struct {
		net      ast.NetPath
		server   ast.Server
		hostname ast.Hostname
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
	absPath *ast.AbsPath
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

// groupsOf returns the groups of nodes that the reference whose
// components are b has besides topNodes and authParts, and for a rel_path
// the length of its first segment, which it finds to know whether an
// abs_path follows it (-1 for another path).
func groupsOf(b *parts.Components) (g, relSegment int) {
	relSegment = -1
	if b.Authority.Defined() {
		g |= hasAuth
	}
	if b.Opaque {
		g |= hasOpaque
	}
	if p := b.Path; !b.Opaque && p.End > p.Start {
		if b.Text[p.Start] == '/' {
			g |= hasAbsPath
		} else {
			g |= hasRelPath
			relSegment = strings.IndexByte(b.Text[p.Start:p.End], '/')
			if relSegment >= 0 {
				g |= hasAbsPath
			} else {
				relSegment = p.End - p.Start
			}
		}
	}
	switch {
	case b.Scheme.Defined():
		g |= hasAbs
	case g != 0 || b.Query.Defined():
		g |= hasRel
	}
	return g, relSegment
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
		t.topNodes, t.rel, t.relPathNodes, t.absPath = alloc4[topNodes, ast.RelativeURI, relPathNodes, ast.AbsPath]()
	case hasRel | hasAbsPath:
		t.topNodes, t.rel, t.absPath = alloc3[topNodes, ast.RelativeURI, ast.AbsPath]()
	case hasRel | hasAuth:
		t.topNodes, t.rel, t.authNodes = alloc3[topNodes, ast.RelativeURI, authNodes]()
	case hasRel | hasAuth | hasAbsPath:
		t.topNodes, t.rel, t.authNodes, t.absPath = alloc4[topNodes, ast.RelativeURI, authNodes, ast.AbsPath]()
	case hasAbs | hasOpaque:
		t.topNodes, t.absNodes, t.opaque = alloc3[topNodes, absNodes, ast.OpaquePart]()
	case hasAbs | hasAbsPath:
		t.topNodes, t.absNodes, t.absPath = alloc3[topNodes, absNodes, ast.AbsPath]()
	case hasAbs | hasAuth:
		t.topNodes, t.absNodes, t.authNodes = alloc3[topNodes, absNodes, authNodes]()
	case hasAbs | hasAuth | hasAbsPath:
		t.topNodes, t.absNodes, t.authNodes, t.absPath = alloc4[topNodes, absNodes, authNodes, ast.AbsPath]()
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
			t.absPath = new(ast.AbsPath)
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

// Build returns the tree of the reference whose components are b, which
// a scan of b.Text filled. The nodes' texts share b.Text's memory. The
// nodes are filled field by field, in the zeroed memory alloc gives: a
// composite literal would be built aside and copied in wide moves, with
// write barriers while the collector runs.
func Build(b *parts.Components) *ast.URIReference {
	var t tree
	g, relSegment := groupsOf(b)
	t.alloc(g)
	s := b.Text
	span := func(from, to int) ast.Extent { return ast.Extent{Offset: from, Text: s[from:to]} }

	uriEnd := b.URIEnd()
	if b.Fragment.Defined() {
		t.frag.Extent = span(b.Fragment.Start, len(s))
		t.ref.Fragment = &t.frag
	}
	t.ref.Extent = span(0, len(s))
	var query *ast.Query
	if b.Query.Defined() {
		t.query.Extent = span(b.Query.Start, uriEnd)
		query = &t.query
	}

	var path ast.Path
	pathStart, pathEnd := b.Path.Start, b.Path.End
	if b.Authority.Defined() {
		t.net.Extent = span(b.Authority.Start-2, pathEnd)
		t.net.Authority = t.authority(s, b)
		if pathEnd > pathStart {
			t.net.AbsPath = t.buildAbsPath(s, pathStart, pathEnd)
		}
		path = &t.net
	} else if pathEnd > pathStart && !b.Opaque {
		if s[pathStart] == '/' {
			path = t.buildAbsPath(s, pathStart, pathEnd)
		} else {
			path = t.buildRelPath(s, pathStart, pathEnd, relSegment)
		}
	}

	switch {
	case b.Scheme.Defined():
		t.scheme.Extent = span(0, b.Scheme.End)
		t.abs.Extent, t.abs.Scheme = span(0, uriEnd), &t.scheme
		if b.Opaque {
			t.opaque.Extent = span(pathStart, pathEnd)
			t.abs.Opaque = t.opaque
		} else {
			t.hier.Extent, t.hier.Path, t.hier.Query = span(b.Scheme.End+1, uriEnd), path, query
			t.abs.Hier = &t.hier
		}
		t.ref.URI = &t.abs
	case t.rel != nil:
		t.rel.Extent, t.rel.Path, t.rel.Query = span(0, uriEnd), path, query
		t.ref.URI = t.rel
	}
	return &t.ref
}

// authority builds the authority of b, whose text is s.
func (t *tree) authority(s string, b *parts.Components) ast.Authority {
	if !b.Server || b.Userinfo.Defined() || b.Port.Defined() || b.HostKind == parts.IPv4Address || b.HostKind == parts.IPv6Reference {
		t.authParts = new(authParts)
	}
	span := func(p parts.Span) ast.Extent { return ast.Extent{Offset: p.Start, Text: s[p.Start:p.End]} }
	if !b.Server {
		t.regName.Extent = span(b.Authority)
		return &t.regName
	}
	t.server.Extent = span(b.Authority)
	if b.Userinfo.Defined() {
		t.userinfo.Extent = span(b.Userinfo)
		t.server.Userinfo = &t.userinfo
	}
	switch b.HostKind {
	case parts.Hostname:
		t.hostname.Extent = span(b.Host)
		t.server.Host = &t.hostname
	case parts.IPv4Address:
		t.ipv4.Extent = span(b.Host)
		t.server.Host = &t.ipv4
	case parts.IPv6Reference:
		t.ipv6.Extent = span(b.Host)
		t.server.Host = &t.ipv6
	}
	if b.Port.Defined() {
		t.port.Extent = span(b.Port)
		t.server.Port = &t.port
	}
	return &t.server
}

// buildAbsPath builds the abs_path s[from:to].
func (t *tree) buildAbsPath(s string, from, to int) *ast.AbsPath {
	t.absPath.Extent = ast.Extent{Offset: from, Text: s[from:to]}
	return t.absPath
}

// buildRelPath builds the rel_path s[from:to], whose first segment is n
// bytes long.
func (t *tree) buildRelPath(s string, from, to, n int) *ast.RelPath {
	t.relPath.Extent = ast.Extent{Offset: from, Text: s[from:to]}
	t.relSeg.Extent = ast.Extent{Offset: from, Text: s[from : from+n]}
	t.relPath.RelSegment = &t.relSeg
	if from+n < to {
		t.relPath.AbsPath = t.buildAbsPath(s, from+n, to)
	}
	return &t.relPath
}
