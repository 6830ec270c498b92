package ast

import "strings"

// The accessors below give the components of section 4.3 (scheme,
// authority, path, query; the fragment is the field Fragment) without a
// walk of the tree. Each returns nil when its component is undefined, a
// nil pointer in the tree included (docs/ast.md, "Hand-built trees"): an
// accessor whose result is an interface never returns a nil pointer in
// it. Each may be called on a nil *URIReference, which has no component.

// uri returns the reference's URI, or nil when there is none: r is nil, or
// its URI is nil or holds a nil pointer.
func (r *URIReference) uri() URI {
	if r == nil {
		return nil
	}
	return present(r.URI)
}

// present returns n, or the zero N (a nil interface or pointer) when n is
// nil or holds a nil pointer.
func present[N Node](n N) N {
	if isNil(n) {
		var zero N
		return zero
	}
	return n
}

// hier returns the reference's hier_part, or nil when it is not a
// hierarchical absolute URI.
func (r *URIReference) hier() *HierPart {
	if a, ok := r.uri().(*AbsoluteURI); ok {
		return a.Hier
	}
	return nil
}

// Scheme returns the reference's scheme, or nil for a relative reference.
func (r *URIReference) Scheme() *Scheme {
	if a, ok := r.uri().(*AbsoluteURI); ok {
		return a.Scheme
	}
	return nil
}

// Authority returns the reference's authority, or nil when it has none
// (no "//").
func (r *URIReference) Authority() Authority {
	if n, ok := r.Path().(*NetPath); ok {
		return present(n.Authority)
	}
	return nil
}

// Path returns the reference's path node: a *NetPath, *AbsPath or *RelPath.
// It returns nil for an opaque URI (see Opaque), for a reference without a
// URI part ("" or "#f") and for a query-only reference.
func (r *URIReference) Path() Path {
	if h := r.hier(); h != nil {
		return present(h.Path)
	}
	if u, ok := r.uri().(*RelativeURI); ok {
		return present(u.Path)
	}
	return nil
}

// Opaque returns the opaque part of an absolute URI, or nil when the
// reference is not an opaque URI.
func (r *URIReference) Opaque() *OpaquePart {
	if a, ok := r.uri().(*AbsoluteURI); ok {
		return a.Opaque
	}
	return nil
}

// Query returns the reference's query, or nil when it has no "?". The
// opaque part of a URI may hold "?" and has no query.
func (r *URIReference) Query() *Query {
	if h := r.hier(); h != nil {
		return h.Query
	}
	if u, ok := r.uri().(*RelativeURI); ok {
		return u.Query
	}
	return nil
}

// PathText returns the path component of section 4.3 as written: the
// abs_path or rel_path, the abs_path after a net_path's authority, or the
// opaque part. It is "" when the path is empty; the path component is
// never undefined.
func (r *URIReference) PathText() string {
	switch p := r.Path().(type) {
	case *NetPath:
		return p.AbsPath.String()
	case *AbsPath:
		return p.Text
	case *RelPath:
		return p.Text
	}
	return r.Opaque().String()
}

// Segments returns the segments of the reference's path, in order: the
// rel_segment of a rel_path first, then those of its abs_path, built from
// the abs_path's text as [AbsPath.Segments] builds them. It is nil for an
// opaque URI and for a path without segments. A nil rel_segment, which
// only a hand-built tree holds, is left out.
func (r *URIReference) Segments() []*Segment {
	var first *Segment
	var abs *AbsPath
	switch p := r.Path().(type) {
	case *NetPath:
		abs = p.AbsPath
	case *AbsPath:
		abs = p
	case *RelPath:
		first, abs = p.RelSegment, p.AbsPath
	}
	off, text, ok := abs.segments()
	if first == nil {
		if !ok {
			return nil
		}
		return split[Segment](nil, off, text, '/')
	}
	if !ok {
		return []*Segment{first}
	}
	out := make([]*Segment, 1, 2+strings.Count(text, "/"))
	out[0] = first
	return split[Segment](out, off, text, '/')
}

// IsAbs reports whether the reference has a scheme: whether it is an
// absolute URI, possibly with a fragment.
func (r *URIReference) IsAbs() bool {
	_, ok := r.uri().(*AbsoluteURI)
	return ok
}

// Server returns the reference's authority when it is server-based, and
// nil when it has no authority or a registry-based one.
func (r *URIReference) Server() *Server {
	s, _ := r.Authority().(*Server)
	return s
}

// Userinfo returns the userinfo of a server authority, or nil.
func (r *URIReference) Userinfo() *Userinfo {
	if s := r.Server(); s != nil {
		return s.Userinfo
	}
	return nil
}

// Host returns the host of a server authority, or nil when there is none
// (no authority, a registry name, or the empty server of "file:///").
func (r *URIReference) Host() Host {
	if s := r.Server(); s != nil {
		return present(s.Host)
	}
	return nil
}

// Port returns the port of a server authority, or nil when it has no ":".
func (r *URIReference) Port() *Port {
	if s := r.Server(); s != nil {
		return s.Port
	}
	return nil
}

// Number returns the port as a number, and false when the port is empty
// or does not fit in 16 bits (RFC 2396 bounds neither).
func (p *Port) Number() (int, bool) {
	if p == nil || p.Text == "" {
		return 0, false
	}
	n := 0
	for i := 0; i < len(p.Text); i++ {
		c := p.Text[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		if n = n*10 + int(c-'0'); n > 0xffff {
			return 0, false
		}
	}
	return n, true
}
