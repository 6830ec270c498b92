package ast

import "github.com/rfc2396/rfc2396/parts"

// Components returns the reference's components as the one model of
// package parts: each component's span, and the kinds of its authority and
// host, as the nodes give them.
//
// Text is the reference's text, and the spans are offsets into it, when
// the nodes' texts are where a parser puts them (any tree a parser built).
// For a hand-built tree whose texts do not line up so, Text is the
// components' texts recombined as section 5.2 step 7 does (and a server's
// parts as section 3.2.2 writes them), so that the model always says what
// the nodes say; package parser's SplitTree tells whether that is a valid
// reference. Nil nodes, typed or not, are undefined components.
func (r *URIReference) Components() parts.Components {
	if r == nil {
		var c parts.Components
		c.Reset("")
		return c
	}
	v := parts.Recomposition{
		Scheme:   value(r.Scheme()),
		Path:     r.PathText(),
		Query:    value(r.Query()),
		Fragment: value(r.Fragment),
	}
	srv := r.Server()
	auth := r.Authority()
	if auth != nil && !isNil(auth) {
		v.Authority = parts.Def(auth.String())
	}
	var user, host, port Node
	if srv != nil {
		user, host, port = nodeOrNil(srv.Userinfo), srv.Host, nodeOrNil(srv.Port)
		if isNil(host) {
			host = nil
		}
		if a := serverText(user, host, port); a != v.Authority.Text {
			v.Authority.Text = a // a hand-built server whose text is not its parts'
		}
	}
	c, ok := parts.Layout(r.Text, v)
	if !ok {
		c, _ = parts.Layout(parts.Recompose(v), v)
	}
	c.Opaque = r.Opaque() != nil
	if srv != nil {
		c.Server = true
		at := c.Authority.Start
		if user != nil {
			c.Userinfo = parts.Span{Start: at, End: at + len(user.String())}
			at = c.Userinfo.End + 1
		}
		if host != nil {
			c.Host = parts.Span{Start: at, End: at + len(host.String())}
			at = c.Host.End
			switch host.(type) {
			case *Hostname:
				c.HostKind = parts.Hostname
			case *IPv4Address:
				c.HostKind = parts.IPv4Address
			case *IPv6Reference:
				c.HostKind = parts.IPv6Reference
			}
		}
		if port != nil {
			c.Port = parts.Span{Start: at + 1, End: c.Authority.End}
		}
	}
	return c
}

// serverText returns the text of a server whose parts are user, host and
// port (section 3.2.2: [ userinfo "@" ] host [ ":" port ]).
func serverText(user, host, port Node) string {
	s := ""
	if user != nil {
		s = user.String() + "@"
	}
	if host != nil {
		s += host.String()
	}
	if port != nil {
		s += ":" + port.String()
	}
	return s
}

// value returns the text of the node n as a parts.Value, undefined when n
// is nil.
func value[N interface {
	*Scheme | *Query | *Fragment
	Node
}](n N) parts.Value {
	if n == nil {
		return parts.Value{}
	}
	return parts.Def(n.String())
}

// nodeOrNil returns n as a Node, or a nil Node when n is a nil pointer.
func nodeOrNil[N interface {
	*Userinfo | *Port
	Node
}](n N) Node {
	if n == nil {
		return nil
	}
	return n
}
