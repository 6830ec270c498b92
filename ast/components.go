package ast

// The accessors below give the components of section 4.3 (scheme,
// authority, path, query; the fragment is the field Fragment) without a
// walk of the tree. Each returns nil when its component is undefined.

// Scheme returns the reference's scheme, or nil for a relative reference.
func (r *URIReference) Scheme() *Scheme {
	if a, ok := r.URI.(*AbsoluteURI); ok {
		return a.Scheme
	}
	return nil
}

// Authority returns the reference's authority, or nil when it has none
// (no "//").
func (r *URIReference) Authority() Authority {
	if n, ok := r.Path().(*NetPath); ok {
		return n.Authority
	}
	return nil
}

// Path returns the reference's path node: a *NetPath, *AbsPath or *RelPath.
// It returns nil for an opaque URI (see Opaque), for a reference without a
// URI part ("" or "#f") and for a query-only reference.
func (r *URIReference) Path() Path {
	switch u := r.URI.(type) {
	case *AbsoluteURI:
		if u.Hier != nil {
			return u.Hier.Path
		}
	case *RelativeURI:
		return u.Path
	}
	return nil
}

// Opaque returns the opaque part of an absolute URI, or nil when the
// reference is not an opaque URI.
func (r *URIReference) Opaque() *OpaquePart {
	if a, ok := r.URI.(*AbsoluteURI); ok {
		return a.Opaque
	}
	return nil
}

// Query returns the reference's query, or nil when it has no "?". The
// opaque part of a URI may hold "?" and has no query.
func (r *URIReference) Query() *Query {
	switch u := r.URI.(type) {
	case *AbsoluteURI:
		if u.Hier != nil {
			return u.Hier.Query
		}
	case *RelativeURI:
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
		if p.AbsPath != nil {
			return p.AbsPath.Text
		}
	case *AbsPath:
		return p.Text
	case *RelPath:
		return p.Text
	}
	if o := r.Opaque(); o != nil {
		return o.Text
	}
	return ""
}

// Segments returns the segments of the reference's path, in order: the
// rel_segment of a rel_path first, then those of its abs_path. It is nil
// for an opaque URI and for an empty path.
func (r *URIReference) Segments() []*Segment {
	switch p := r.Path().(type) {
	case *NetPath:
		if p.AbsPath != nil {
			return p.AbsPath.Segments
		}
	case *AbsPath:
		return p.Segments
	case *RelPath:
		if p.AbsPath == nil {
			return []*Segment{p.RelSegment}
		}
		return append([]*Segment{p.RelSegment}, p.AbsPath.Segments...)
	}
	return nil
}
