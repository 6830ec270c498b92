package nodes

import (
	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parts"
)

// Read returns the components of the tree ref, and true, when ref is the
// tree that Build gives of them (Match): then they are those that ast's
// Components reads of it. For any other tree it returns false, and the
// caller reads it the long way. It walks the tree once, from its root
// down, and checks each node where Build puts it, given the nodes before
// it: its offset from the root, its text that of the root at that
// offset, and the delimiter before it. It allocates nothing.
func Read(ref *ast.URIReference) (parts.Components, bool) {
	var c parts.Components
	ok := ReadTo(&c, ref)
	return c, ok
}

// ReadTo is Read into *c, for a caller that holds the components where
// a copy of them costs: it sets *c whether or not it reports true.
func ReadTo(c *parts.Components, ref *ast.URIReference) bool {
	if ref == nil {
		*c = parts.Components{}
		return false
	}
	r := reader{s: ref.Text, root: ref.Offset}
	c.Reset(r.s)
	end := len(r.s) // where the URI part ends, before any "#"
	if f := ref.Fragment; f != nil {
		from := f.Offset - r.root
		if !r.after('#', f.Extent, from, end) {
			return false
		}
		c.Fragment, end = parts.Span{Start: from, End: end}, from-1
	}
	switch u := ref.URI.(type) {
	case *ast.AbsoluteURI:
		if u != nil {
			return r.absolute(c, u, end)
		}
	case *ast.RelativeURI:
		if u != nil {
			// Build makes a relativeURI only of something: a path, an
			// authority or a query.
			return end > 0 && r.at(u.Extent, 0, end) && r.hier(c, u.Path, u.Query, 0, end)
		}
	case nil:
	default:
		return false
	}
	// No URI part: "" or a fragment alone.
	return end == 0
}

// A reader reads the nodes of a tree whose root is at offset root and
// has the text s.
type reader struct {
	s    string
	root int
}

// at reports whether the node at sp is s[from:to], at offset from from
// the root.
func (r *reader) at(sp ast.Extent, from, to int) bool {
	return sp.Offset-r.root == from && 0 <= from && from <= to && to <= len(r.s) && sp.Text == r.s[from:to]
}

// after reports whether the node at sp is s[from:to] and follows the
// delimiter d.
func (r *reader) after(d byte, sp ast.Extent, from, to int) bool {
	return from > 0 && r.at(sp, from, to) && r.s[from-1] == d
}

// absolute reads the absolute URI u, which ends at end, into c: its
// scheme and its opaque part or its hier_part.
func (r *reader) absolute(c *parts.Components, u *ast.AbsoluteURI, end int) bool {
	if u.Scheme == nil || !r.at(u.Extent, 0, end) {
		return false
	}
	k := len(u.Scheme.Text) // the scheme's end, where its ":" stands
	if !r.at(u.Scheme.Extent, 0, k) || k >= end || r.s[k] != ':' {
		return false
	}
	c.Scheme = parts.Span{Start: 0, End: k}
	switch {
	case u.Opaque != nil:
		c.Path, c.Opaque = parts.Span{Start: k + 1, End: end}, true
		return u.Hier == nil && r.at(u.Opaque.Extent, k+1, end)
	case u.Hier != nil:
		return r.at(u.Hier.Extent, k+1, end) && r.hier(c, u.Hier.Path, u.Hier.Query, k+1, end)
	}
	return false
}

// hier reads a path and a query, the text s[from:to], into c.
func (r *reader) hier(c *parts.Components, path ast.Path, query *ast.Query, from, to int) bool {
	if query != nil {
		q := query.Offset - r.root
		if q <= from || !r.after('?', query.Extent, q, to) {
			return false
		}
		c.Query, to = parts.Span{Start: q, End: to}, q-1
	}
	switch p := path.(type) {
	case *ast.NetPath:
		return p != nil && r.at(p.Extent, from, to) && r.netPath(c, p, from, to)
	case *ast.AbsPath:
		// An abs_path, not a net_path: Build makes one of a path that
		// begins with "/" and follows no authority.
		c.Path = parts.Span{Start: from, End: to}
		return p != nil && from < to && r.s[from] == '/' && r.at(p.Extent, from, to)
	case *ast.RelPath:
		c.Path = parts.Span{Start: from, End: to}
		return p != nil && from < to && r.s[from] != '/' && r.at(p.Extent, from, to) && r.relPath(p, from, to)
	case nil:
		c.Path = parts.Span{Start: from, End: from}
		return from == to
	}
	return false
}

// relPath reports whether the rel_path p, s[from:to], holds the nodes
// Build gives it: its first segment, up to the first "/", and the
// abs_path after it, if any.
func (r *reader) relPath(p *ast.RelPath, from, to int) bool {
	seg := p.RelSegment
	if seg == nil {
		return false
	}
	n := from + len(seg.Text)
	if !r.at(seg.Extent, from, n) || n < to && r.s[n] != '/' || containsSlash(seg.Text) {
		return false
	}
	return r.absPath(p.AbsPath, n, to)
}

// containsSlash reports whether s holds a "/".
func containsSlash(s string) bool {
	for i := range len(s) {
		if s[i] == '/' {
			return true
		}
	}
	return false
}

// absPath reports whether p is the abs_path s[from:to], or absent when
// that is empty.
func (r *reader) absPath(p *ast.AbsPath, from, to int) bool {
	if from == to {
		return p == nil
	}
	return p != nil && r.at(p.Extent, from, to)
}

// netPath reads the net_path p, s[from:to], into c: "//", its authority
// and the abs_path after it, if any.
func (r *reader) netPath(c *parts.Components, p *ast.NetPath, from, to int) bool {
	if to-from < 2 || r.s[from] != '/' || r.s[from+1] != '/' {
		return false
	}
	a, ok := r.authority(c, p.Authority, from+2, to)
	c.Path = parts.Span{Start: a, End: to}
	return ok && r.absPath(p.AbsPath, a, to)
}

// authority reads the authority a, which begins at from and ends by to,
// into c: a reg_name, or a server and its parts. It returns where the
// authority ends.
func (r *reader) authority(c *parts.Components, a ast.Authority, from, to int) (int, bool) {
	var sp ast.Extent
	var server *ast.Server
	switch a := a.(type) {
	case *ast.RegName:
		if a == nil {
			return from, false
		}
		sp = a.Extent
	case *ast.Server:
		if a == nil {
			return from, false
		}
		sp, server = a.Extent, a
	default:
		return from, false
	}
	end := from + len(sp.Text)
	if end > to || !r.at(sp, from, end) {
		return from, false
	}
	c.Authority = parts.Span{Start: from, End: end}
	if server == nil {
		return end, true
	}
	c.Server = true
	return end, r.server(c, server, from, end)
}

// server reads the parts of the server a, s[from:to], into c: [ userinfo
// "@" ] host [ ":" port ], each part where the one before it ends.
func (r *reader) server(c *parts.Components, a *ast.Server, from, to int) bool {
	if u := a.Userinfo; u != nil {
		n := from + len(u.Text)
		if n >= to || !r.at(u.Extent, from, n) || r.s[n] != '@' {
			return false
		}
		c.Userinfo, from = parts.Span{Start: from, End: n}, n+1
	}
	var sp ast.Extent
	switch h := a.Host.(type) {
	case *ast.Hostname:
		if h != nil {
			sp, c.HostKind = h.Extent, parts.Hostname
		}
	case *ast.IPv4Address:
		if h != nil {
			sp, c.HostKind = h.Extent, parts.IPv4Address
		}
	case *ast.IPv6Reference:
		if h != nil {
			sp, c.HostKind = h.Extent, parts.IPv6Reference
		}
	case nil:
	default:
		return false
	}
	if c.HostKind != parts.NoHost {
		n := from + len(sp.Text)
		if n > to || !r.at(sp, from, n) {
			return false
		}
		c.Host, from = parts.Span{Start: from, End: n}, n
	}
	if p := a.Port; p != nil {
		if !r.after(':', p.Extent, from+1, to) {
			return false
		}
		c.Port, from = parts.Span{Start: from + 1, End: to}, to
	}
	return from == to
}
