package nodes

import (
	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parts"
)

// Read returns the components of the tree ref, and true, when ref is the
// tree that Build gives of them (Match): then they are those that ast's
// Components reads of it. For any other tree it returns false, and the
// caller reads it the long way. It reads each node's span where Build
// puts it, without ast's walk, and allocates nothing.
func Read(ref *ast.URIReference) (parts.Components, bool) {
	var c parts.Components
	if ref == nil {
		return c, false
	}
	s, root := ref.Text, ref.Offset
	c.Reset(s)
	// at returns the span of the node at sp, false when it does not lie
	// inside s.
	at := func(sp ast.Extent) (parts.Span, bool) {
		from := sp.Offset - root
		if from < 0 || from > len(s) || len(sp.Text) > len(s)-from {
			return parts.Span{}, false
		}
		return parts.Span{Start: from, End: from + len(sp.Text)}, true
	}
	ok := true
	if f := ref.Fragment; f != nil {
		c.Fragment, ok = at(f.Extent)
	}
	var path ast.Path
	var query *ast.Query
	pathAt := 0 // where an empty path stands
	switch u := ref.URI.(type) {
	case *ast.AbsoluteURI:
		if u == nil {
			break
		}
		if u.Scheme == nil {
			return c, false
		}
		var sok bool
		c.Scheme, sok = at(u.Scheme.Extent)
		ok = ok && sok
		pathAt = c.Scheme.End + 1
		switch {
		case u.Opaque != nil:
			c.Path, sok = at(u.Opaque.Extent)
			c.Opaque, ok = true, ok && sok
		case u.Hier != nil:
			path, query = u.Hier.Path, u.Hier.Query
		}
	case *ast.RelativeURI:
		if u != nil {
			path, query = u.Path, u.Query
		}
	}
	if query != nil {
		var qok bool
		c.Query, qok = at(query.Extent)
		ok = ok && qok
	}
	switch p := path.(type) {
	case *ast.NetPath:
		if p == nil {
			return c, false
		}
		ok = ok && readAuthority(&c, p.Authority, at)
		pathAt = c.Authority.End
		if p.AbsPath != nil {
			var pok bool
			c.Path, pok = at(p.AbsPath.Extent)
			ok = ok && pok
		} else {
			c.Path = parts.Span{Start: pathAt, End: pathAt}
		}
	case *ast.AbsPath:
		if p == nil {
			return c, false
		}
		var pok bool
		c.Path, pok = at(p.Extent)
		ok = ok && pok
	case *ast.RelPath:
		if p == nil {
			return c, false
		}
		var pok bool
		c.Path, pok = at(p.Extent)
		ok = ok && pok
	case nil:
		if !c.Opaque {
			c.Path = parts.Span{Start: pathAt, End: pathAt}
		}
	default:
		return c, false
	}
	if !ok || c.CheckSpans() != nil || !Match(ref, &c) {
		return c, false
	}
	return c, true
}

// readAuthority sets the authority of c, a reg_name or a server and its
// parts, from the node a, and reports whether their spans lie in the text.
func readAuthority(c *parts.Components, a ast.Authority, at func(ast.Extent) (parts.Span, bool)) bool {
	ok := true
	set := func(dst *parts.Span, sp ast.Extent) {
		var sok bool
		*dst, sok = at(sp)
		ok = ok && sok
	}
	switch a := a.(type) {
	case *ast.RegName:
		if a == nil {
			return false
		}
		set(&c.Authority, a.Extent)
	case *ast.Server:
		if a == nil {
			return false
		}
		set(&c.Authority, a.Extent)
		c.Server = true
		if a.Userinfo != nil {
			set(&c.Userinfo, a.Userinfo.Extent)
		}
		if a.Port != nil {
			set(&c.Port, a.Port.Extent)
		}
		switch h := a.Host.(type) {
		case *ast.Hostname:
			if h != nil {
				set(&c.Host, h.Extent)
				c.HostKind = parts.Hostname
			}
		case *ast.IPv4Address:
			if h != nil {
				set(&c.Host, h.Extent)
				c.HostKind = parts.IPv4Address
			}
		case *ast.IPv6Reference:
			if h != nil {
				set(&c.Host, h.Extent)
				c.HostKind = parts.IPv6Reference
			}
		}
	default:
		return false
	}
	return ok
}
