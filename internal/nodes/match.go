package nodes

import (
	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parts"
)

// Match reports whether ref is, node for node, the tree that Build gives
// of b: what ast.Equal(ref, Build(b)) reports, each node of the same type
// at the same offset from its root and with the same text, a nil pointer
// an absent node, without building that tree. It allocates nothing. b
// must be components whose spans lay out b.Text, as a scan gives them.
func Match(ref *ast.URIReference, b *parts.Components) bool {
	if ref == nil {
		return false
	}
	m := matcher{s: b.Text, root: ref.Offset}
	uriEnd := b.URIEnd()
	if !m.at(ref.Extent, 0, len(m.s)) {
		return false
	}
	if b.Fragment.Defined() {
		if ref.Fragment == nil || !m.at(ref.Fragment.Extent, b.Fragment.Start, len(m.s)) {
			return false
		}
	} else if ref.Fragment != nil {
		return false
	}
	g, relSegment := groupsOf(b)
	switch u := ref.URI.(type) {
	case *ast.AbsoluteURI:
		if u == nil {
			return !b.Scheme.Defined() && g&hasRel == 0
		}
		if !b.Scheme.Defined() || !m.at(u.Extent, 0, uriEnd) || u.Scheme == nil || !m.at(u.Scheme.Extent, 0, b.Scheme.End) {
			return false
		}
		if b.Opaque {
			return u.Hier == nil && u.Opaque != nil && m.at(u.Opaque.Extent, b.Path.Start, b.Path.End)
		}
		return u.Opaque == nil && u.Hier != nil && m.at(u.Hier.Extent, b.Scheme.End+1, uriEnd) &&
			m.path(u.Hier.Path, b, g, relSegment) && m.query(u.Hier.Query, b, uriEnd)
	case *ast.RelativeURI:
		if u == nil {
			return !b.Scheme.Defined() && g&hasRel == 0
		}
		return !b.Scheme.Defined() && g&hasRel != 0 && m.at(u.Extent, 0, uriEnd) &&
			m.path(u.Path, b, g, relSegment) && m.query(u.Query, b, uriEnd)
	case nil:
		return !b.Scheme.Defined() && g&hasRel == 0
	}
	return false
}

// A matcher compares the nodes of a tree whose root is at offset root
// with those Build makes of the text s.
type matcher struct {
	s    string
	root int
}

// at reports whether the span sp is s[from:to], at offset from from the
// root.
func (m *matcher) at(sp ast.Extent, from, to int) bool {
	return sp.Offset-m.root == from && sp.Text == m.s[from:to]
}

// query reports whether q is the query of b, or absent as b's is.
func (m *matcher) query(q *ast.Query, b *parts.Components, uriEnd int) bool {
	if !b.Query.Defined() {
		return q == nil
	}
	return q != nil && m.at(q.Extent, b.Query.Start, uriEnd)
}

// path reports whether p is the path Build makes of b, whose groups are g
// and whose rel_path's first segment is relSegment bytes long: a
// net_path, an abs_path, a rel_path, or absent.
func (m *matcher) path(p ast.Path, b *parts.Components, g, relSegment int) bool {
	from, to := b.Path.Start, b.Path.End
	switch p := p.(type) {
	case *ast.NetPath:
		if p == nil {
			break
		}
		return g&hasAuth != 0 && m.at(p.Extent, b.Authority.Start-2, to) && m.authority(p.Authority, b) &&
			m.absPath(p.AbsPath, from, to)
	case *ast.AbsPath:
		if p == nil {
			break
		}
		return g&(hasAuth|hasRelPath) == 0 && g&hasAbsPath != 0 && m.absPath(p, from, to)
	case *ast.RelPath:
		if p == nil {
			break
		}
		return g&hasRelPath != 0 && m.at(p.Extent, from, to) && p.RelSegment != nil &&
			m.at(p.RelSegment.Extent, from, from+relSegment) && m.absPath(p.AbsPath, from+relSegment, to)
	case nil:
	default:
		return false
	}
	return g&(hasAuth|hasAbsPath|hasRelPath) == 0
}

// absPath reports whether p is the abs_path s[from:to], or absent when
// that is empty.
func (m *matcher) absPath(p *ast.AbsPath, from, to int) bool {
	if from == to {
		return p == nil
	}
	return p != nil && m.at(p.Extent, from, to)
}

// authority reports whether a is the authority Build makes of b: a
// reg_name, or a server and its parts.
func (m *matcher) authority(a ast.Authority, b *parts.Components) bool {
	auth := b.Authority
	switch a := a.(type) {
	case *ast.RegName:
		return a != nil && !b.Server && m.at(a.Extent, auth.Start, auth.End)
	case *ast.Server:
		if a == nil || !b.Server || !m.at(a.Extent, auth.Start, auth.End) {
			return false
		}
		if b.Userinfo.Defined() != (a.Userinfo != nil) || b.Port.Defined() != (a.Port != nil) {
			return false
		}
		if a.Userinfo != nil && !m.at(a.Userinfo.Extent, b.Userinfo.Start, b.Userinfo.End) ||
			a.Port != nil && !m.at(a.Port.Extent, b.Port.Start, b.Port.End) {
			return false
		}
		return m.host(a.Host, b)
	}
	return false
}

// host reports whether h is the host Build makes of b, of its kind, or
// absent when b has none.
func (m *matcher) host(h ast.Host, b *parts.Components) bool {
	var sp ast.Extent
	kind := parts.NoHost
	switch h := h.(type) {
	case *ast.Hostname:
		if h != nil {
			sp, kind = h.Extent, parts.Hostname
		}
	case *ast.IPv4Address:
		if h != nil {
			sp, kind = h.Extent, parts.IPv4Address
		}
	case *ast.IPv6Reference:
		if h != nil {
			sp, kind = h.Extent, parts.IPv6Reference
		}
	case nil:
	default:
		return false
	}
	if kind != b.HostKind {
		return false
	}
	return kind == parts.NoHost || m.at(sp, b.Host.Start, b.Host.End)
}
