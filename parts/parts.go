// Package parts is the one model of a URI reference's components that the
// module's packages share: where section 4.3 (and Appendix B) splits a
// reference, which kinds of authority and host Appendix A gives it, and
// the operations of section 5.2 that work on components rather than on
// trees: recombining them (step 7), the guards a path needs to read back
// as itself, and the removal of dot segments (steps 6c to 6f).
//
// The parser's engine fills a Components in the pass that validates a
// reference (parser.Split); the tree builder, ast's Components, resolve,
// normalize, relativize, uri, urlconv, extract and the command line's JSON
// all read it. A Components is a value: it holds the reference's text
// and offsets into it, and two of the same text read in the same syntax
// are ==.
//
// Undefined and empty stay apart, as section 5.2 step 7 needs them to: a
// component's Span has Start < 0 when the component is undefined ("http:/a"
// has no query), and Start == End when it is empty ("http:/a?" has an
// empty one).
//
// A Components that a program builds by hand may hold spans that lie
// outside its text, or are inverted. CheckSpans says whether its spans
// lay out its text; the functions and methods that read a Components
// never panic on one that does not: they read such a span as undefined,
// and those that return a reference's text give "".
package parts

// A Span is where a component lies in the text of its reference: the
// bytes [Start, End). An undefined component has Start and End -1.
type Span struct {
	Start, End int
}

// Undefined is the Span of an undefined component.
var Undefined = Span{-1, -1}

// Defined reports whether the component is defined: present in the
// reference, possibly empty.
func (s Span) Defined() bool { return s.Start >= 0 }

// Len returns the length of the component's text, 0 when undefined.
func (s Span) Len() int { return max(s.End-s.Start, 0) }

// A HostKind says which rule a server's host matched.
type HostKind uint8

// The kinds of host.
const (
	NoHost        HostKind = iota // no host: no authority, a reg_name, or the empty server
	Hostname                      // hostname
	IPv4Address                   // IPv4address
	IPv6Reference                 // ipv6reference (RFC 2732)
	// In RFC 3986, IPv4Address is a host that is an IPv4address, and
	// IPv6Reference an IP-literal that holds an IPv6address.
	IPvFuture // RFC 3986: an IP-literal that holds an IPvFuture
	RegName   // RFC 3986: a reg-name, possibly empty
)

// String returns the kind as package ast's Host.Kind names it:
// "hostname", "ipv4", "ipv6", or "" for NoHost.
// RFC 3986's IPvFuture and RegName are "ipvfuture" and "reg-name".
func (k HostKind) String() string {
	switch k {
	case Hostname:
		return "hostname"
	case IPv4Address:
		return "ipv4"
	case IPv6Reference:
		return "ipv6"
	case IPvFuture:
		return "ipvfuture"
	case RegName:
		return "reg-name"
	}
	return ""
}

// Components are the components of one reference, Text, as spans of it.
//
// The path is never undefined (section 4.3): Path is the abs_path or
// rel_path, the abs_path after a net_path's authority, or, when Opaque is
// set, the opaque_part of an opaque URI, and it may be empty. Userinfo,
// Host and Port are defined only for a server authority (Server set); Host
// is undefined for the empty server of "file:///", and HostKind says which
// rule it matched. A reg_name authority has none of them.
//
// Read in RFC 3986 (syntax.RFC3986), a reference has no opaque part, and
// every authority is a server (Server set) whose host is defined,
// possibly empty ("file:///x"), of kind IPv4Address, IPv6Reference,
// IPvFuture or RegName.
type Components struct {
	Text      string // the reference
	Scheme    Span   // without its ":"
	Authority Span   // without its "//"
	Userinfo  Span   // a server's, without its "@"
	Host      Span   // a server's host; an IPv6 literal with its brackets
	Port      Span   // a server's, without its ":"
	Path      Span   // never undefined; an opaque_part when Opaque is set
	Query     Span   // without its "?"; undefined in an opaque URI, whose "?" is the opaque part's
	Fragment  Span   // without its "#"
	HostKind  HostKind
	Server    bool // the authority is a server, not a reg_name
	Opaque    bool // Path is an opaque_part
}

// Reset makes c the components of the empty reference text, with every
// component undefined but its empty path, for a scan of text to fill.
func (c *Components) Reset(text string) {
	// Field by field: a composite literal is built aside and copied, a
	// cost the fast engine feels on short references (BENCHMARKS.md).
	c.Text = text
	c.Scheme, c.Authority, c.Userinfo, c.Host, c.Port = Undefined, Undefined, Undefined, Undefined, Undefined
	c.Path, c.Query, c.Fragment = Span{}, Undefined, Undefined
	c.HostKind, c.Server, c.Opaque = NoHost, false, false
}

// Get returns the text of the component at s, and false when it is
// undefined. A span that does not lie inside Text, or is inverted, which
// only a hand-built Components holds (CheckSpans tells), is read as
// undefined: Get never panics.
func (c *Components) Get(s Span) (string, bool) {
	if !s.Defined() || s.End < s.Start || s.End > len(c.Text) {
		return "", false
	}
	return c.Text[s.Start:s.End], true
}

// Of returns the text of the component at s, "" when it is undefined or
// its span does not lie inside Text (see Get).
func (c *Components) Of(s Span) string {
	t, _ := c.Get(s)
	return t
}

// Value returns the component at s as a Value.
func (c *Components) Value(s Span) Value {
	t, ok := c.Get(s)
	return Value{t, ok}
}

// Ptr returns the text of the component at s as a *string, nil when it is
// undefined: the form of encoding/json's null.
func (c *Components) Ptr(s Span) *string {
	t, ok := c.Get(s)
	if !ok {
		return nil
	}
	return &t
}

// IsAbs reports whether the reference has a scheme.
func (c *Components) IsAbs() bool { return c.Scheme.Defined() }

// HierPath returns the hierarchical path: Path's text, or "" for an
// opaque URI.
func (c *Components) HierPath() string {
	if c.Opaque {
		return ""
	}
	return c.Of(c.Path)
}

// URIEnd returns where the reference's URI ends: at the "#" of its
// fragment, or at the end of its text, which it also returns for a
// fragment whose span does not lie inside Text (see Get).
func (c *Components) URIEnd() int {
	if _, ok := c.Get(c.Fragment); ok && c.Fragment.Start > 0 {
		return c.Fragment.Start - 1
	}
	return len(c.Text)
}

// Recomposition returns the components of section 4.3 and the fragment as text,
// for Recompose: a span that does not lie inside Text is undefined, and
// the path empty (see Get).
func (c *Components) Recomposition() Recomposition {
	return Recomposition{Scheme: c.Value(c.Scheme), Authority: c.Value(c.Authority), Path: c.Of(c.Path),
		Query: c.Value(c.Query), Fragment: c.Value(c.Fragment)}
}
