package uri

import (
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parts"
)

// The methods below answer what a program asks of a reference, each from
// the components the value holds (parts.Components), without reading its
// text again. Each returns a component's text as written, escapes as they
// are, and "" when the component is undefined; Has tells an undefined
// component from an empty one.

// Scheme returns the scheme, without its ":".
func (r Reference) Scheme() string { c := r.Components(); return c.Of(c.Scheme) }

// Authority returns the authority, without its "//": a server's
// ("u@h:80") or a registry name (reg_name, section 3.2.1: "a_b"), whole.
func (r Reference) Authority() string { c := r.Components(); return c.Of(c.Authority) }

// Userinfo returns the userinfo of a server, without its "@", as written:
// its password too (the text after its first ":"), which Redacted hides.
func (r Reference) Userinfo() string { c := r.Components(); return c.Of(c.Userinfo) }

// Host returns the host of a server as written: a hostname, an
// IPv4address, or an IPv6 literal with its brackets ("[::1]"). A
// registry-based authority (reg_name, section 3.2.1, such as "a_b") has
// no host: Host is "" and Authority gives it whole.
func (r Reference) Host() string { c := r.Components(); return c.Of(c.Host) }

// Hostname returns the host without the brackets of an IPv6 literal
// ("::1" for "[::1]"), the name to dial, as net/url's URL.Hostname does;
// "" when there is no host, as for a registry-based authority. An
// IPvFuture literal of RFC 3986 loses its brackets too ("v1.x" for
// "[v1.x]").
func (r Reference) Hostname() string {
	c := r.Components()
	h := c.Of(c.Host)
	if c.HostKind == parts.IPv6Reference || c.HostKind == parts.IPvFuture {
		return strings.TrimSuffix(strings.TrimPrefix(h, "["), "]")
	}
	return h
}

// Port returns the port of a server, without its ":": digits, or "" for
// an empty port ("http://a:/") as for none (Has tells them apart).
func (r Reference) Port() string { c := r.Components(); return c.Of(c.Port) }

// PortNumber returns the port as a number, and false when there is none,
// when it is empty, or when it is above 65535, which section 3.2.2's
// digits allow but no TCP or UDP port is.
func (r Reference) PortNumber() (int, bool) {
	c := r.Components()
	p, ok := c.Get(c.Port)
	if !ok {
		return 0, false
	}
	return (&ast.Port{Extent: ast.Extent{Text: p}}).Number()
}

// HostKind returns the rule the host matched (parts.Hostname,
// parts.IPv4Address or parts.IPv6Reference; in RFC 3986, parts.IPv6Reference,
// parts.IPvFuture, parts.IPv4Address or parts.RegName), or parts.NoHost
// when there is no host.
func (r Reference) HostKind() parts.HostKind { return r.c.HostKind }

// Path returns the hierarchical path: an abs_path ("/a/b"), or a
// relative reference's rel_path ("a/b"), possibly empty. An opaque URI
// has none: its Path is "" and Opaque gives its opaque part.
func (r Reference) Path() string { c := r.Components(); return c.HierPath() }

// RawQuery returns the query, without its "?", as written; Query reads
// its pairs. An opaque URI has none ("mailto:a@b?x": the "?" belongs to
// the opaque part).
func (r Reference) RawQuery() string { c := r.Components(); return c.Of(c.Query) }

// Fragment returns the fragment, without its "#", as written.
func (r Reference) Fragment() string { c := r.Components(); return c.Of(c.Fragment) }

// Opaque returns the opaque part of an opaque URI, the text after its
// scheme's ":" ("a@b?x" for "mailto:a@b?x"), or "" for any other
// reference. RFC 3986 has no opaque part: read in it, "mailto:a@b?x" has
// the path "a@b" and the query "x", and Opaque is "".
func (r Reference) Opaque() string {
	c := r.Components()
	if !c.Opaque {
		return ""
	}
	return c.Of(c.Path)
}

// Has reports whether the component c is defined, possibly empty, as
// section 5.2 tells them apart: "http://a/?" has an empty query,
// "http://a/" none. Userinfo, Host and Port are a server's; a registry
// name has none of them, and the empty server of "file:///x" has no
// host. Every reference has a path (section 4.3), possibly empty, but an
// opaque URI: Has(Path) is false for it, and Has(Opaque) true. Has is
// false for a value that names no component.
func (r Reference) Has(c Component) bool {
	comps := r.Components()
	switch c {
	case Scheme:
		return comps.Scheme.Defined()
	case Authority:
		return comps.Authority.Defined()
	case Userinfo:
		return comps.Userinfo.Defined()
	case Host:
		return comps.Host.Defined()
	case Port:
		return comps.Port.Defined()
	case Path:
		return !comps.Opaque
	case Opaque:
		return comps.Opaque
	case Query:
		return comps.Query.Defined()
	case Fragment:
		return comps.Fragment.Defined()
	}
	return false
}

// Scheme returns the scheme, as Reference.Scheme does; "" for the zero
// Absolute.
func (a Absolute) Scheme() string { return a.Reference().Scheme() }

// Authority returns the authority, as Reference.Authority does.
func (a Absolute) Authority() string { return a.Reference().Authority() }

// Userinfo returns the userinfo, password included, as Reference.Userinfo
// does.
func (a Absolute) Userinfo() string { return a.Reference().Userinfo() }

// Host returns the host as written, as Reference.Host does.
func (a Absolute) Host() string { return a.Reference().Host() }

// Hostname returns the host without the brackets of an IPv6 literal, as
// Reference.Hostname does.
func (a Absolute) Hostname() string { return a.Reference().Hostname() }

// Port returns the port, as Reference.Port does.
func (a Absolute) Port() string { return a.Reference().Port() }

// PortNumber returns the port as a number, as Reference.PortNumber does.
func (a Absolute) PortNumber() (int, bool) { return a.Reference().PortNumber() }

// HostKind returns the rule the host matched, as Reference.HostKind does.
func (a Absolute) HostKind() parts.HostKind { return a.c.HostKind }

// Path returns the hierarchical path, "" for an opaque URI, as
// Reference.Path does.
func (a Absolute) Path() string { return a.Reference().Path() }

// RawQuery returns the query as written, as Reference.RawQuery does.
func (a Absolute) RawQuery() string { return a.Reference().RawQuery() }

// Fragment returns "": an absolute URI has no fragment (section 5.1). It
// is here so that an Absolute answers what a Reference does.
func (a Absolute) Fragment() string { return "" }

// Opaque returns the opaque part of an opaque URI, as Reference.Opaque
// does.
func (a Absolute) Opaque() string { return a.Reference().Opaque() }

// Has reports whether the component c is defined, as Reference.Has does.
// The zero Absolute has no component at all, not even a path.
func (a Absolute) Has(c Component) bool { return !a.IsZero() && a.Reference().Has(c) }

// IsAbs reports whether a holds a URI, which has a scheme: it is false
// only for the zero Absolute.
func (a Absolute) IsAbs() bool { return !a.IsZero() }
