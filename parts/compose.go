package parts

import (
	"strings"
	"unsafe"
)

// A Value is a component as text: Text when Defined, or undefined.
type Value struct {
	Text    string
	Defined bool
}

// Def returns the defined Value s.
func Def(s string) Value { return Value{s, true} }

// A Recomposition is the components of section 4.3 and the fragment as text, the
// input of step 7. Path is never undefined; it is written as it is, or,
// when Segments is not nil, as the buffer of step 6: each segment after a
// "/" (an empty buffer writes nothing).
type Recomposition struct {
	Scheme, Authority Value
	Path              string
	Segments          []BufferSegment
	Query, Fragment   Value
}

// PathText returns the path that v writes.
func (v *Recomposition) PathText() string {
	if v.Segments == nil {
		return v.Path
	}
	var b strings.Builder
	b.Grow(v.pathLen())
	v.writePath(&b)
	return b.String()
}

func (v *Recomposition) pathLen() int {
	if v.Segments == nil {
		return len(v.Path)
	}
	n := 0
	for _, s := range v.Segments {
		n += 1 + len(s.Text)
	}
	return n
}

func (v *Recomposition) writePath(b *strings.Builder) {
	if v.Segments == nil {
		b.WriteString(v.Path)
		return
	}
	for _, s := range v.Segments {
		b.WriteByte('/')
		b.WriteString(s.Text)
	}
}

// Recompose writes the components out as section 5.2 step 7 recombines
// them:
//
//	if scheme is defined: scheme ":"
//	if authority is defined: "//" authority
//	path
//	if query is defined: "?" query
//	if fragment is defined: "#" fragment
//
// It does not check that the result reads back as the same components;
// Check says when a path would not. The method Recompose writes the same
// text and gives its components besides.
func Recompose(v Recomposition) string { return v.write() }

// write is Recompose.
func (v *Recomposition) write() string {
	var c Components
	v.spans(&c)
	return v.writeAt(&c)
}

// writeAt writes v out at the spans that spans has set in c: each byte
// once, into a string of the length the spans give, with no second pass
// and no pointers stored but the string's.
func (v *Recomposition) writeAt(c *Components) string {
	b := make([]byte, v.len())
	if v.Scheme.Defined {
		copy(b, v.Scheme.Text)
		b[c.Scheme.End] = ':'
	}
	if v.Authority.Defined {
		at := c.Authority.Start
		b[at-2], b[at-1] = '/', '/'
		copy(b[at:], v.Authority.Text)
	}
	if at := c.Path.Start; v.Segments == nil {
		copy(b[at:], v.Path)
	} else {
		for _, s := range v.Segments {
			b[at] = '/'
			at += 1 + copy(b[at+1:], s.Text)
		}
	}
	if v.Query.Defined {
		b[c.Query.Start-1] = '?'
		copy(b[c.Query.Start:], v.Query.Text)
	}
	if v.Fragment.Defined {
		b[c.Fragment.Start-1] = '#'
		copy(b[c.Fragment.Start:], v.Fragment.Text)
	}
	// b is new and goes nowhere else: the string may share its bytes,
	// as strings.Builder's does.
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// len returns the length of the text Recompose writes.
func (v *Recomposition) len() int {
	n := v.pathLen()
	for _, p := range [...]Value{v.Scheme, v.Query, v.Fragment} {
		if p.Defined {
			n += 1 + len(p.Text)
		}
	}
	if v.Authority.Defined {
		n += 2 + len(v.Authority.Text)
	}
	return n
}

// spans sets the spans of c where Recompose writes each component of v:
// the scheme, the authority, the path, the query and the fragment, and
// the others undefined. It is the one layout of step 7, which Recompose
// writes and Layout and the method Recompose read. It fills c in place, field by
// field: a Components built aside and copied costs a resolution much of
// its time (stores then loads of another width).
func (v *Recomposition) spans(c *Components) {
	c.Scheme, c.Authority, c.Userinfo, c.Host, c.Port = Undefined, Undefined, Undefined, Undefined, Undefined
	c.Query, c.Fragment = Undefined, Undefined
	c.HostKind, c.Server, c.Opaque = NoHost, false, false
	at := 0
	if v.Scheme.Defined {
		c.Scheme = Span{0, len(v.Scheme.Text)}
		at = len(v.Scheme.Text) + 1 // ":"
	}
	if v.Authority.Defined {
		at += 2 // "//"
		c.Authority = Span{at, at + len(v.Authority.Text)}
		at = c.Authority.End
	}
	c.Path = Span{at, at + v.pathLen()}
	at = c.Path.End
	if v.Query.Defined {
		at++ // "?"
		c.Query = Span{at, at + len(v.Query.Text)}
		at = c.Query.End
	}
	if v.Fragment.Defined {
		at++ // "#"
		c.Fragment = Span{at, at + len(v.Fragment.Text)}
	}
}

// Layout returns the components v as spans of text, which must be their
// recombination (Recompose), and reports whether it is; it is Recompose
// read the other way, without writing the text. The spans of a server's
// parts, HostKind, Server and Opaque are left to the caller (the method
// Recompose gives them), and so is a path of Segments, which Layout does
// not take.
func Layout(text string, v Recomposition) (c Components, ok bool) {
	v.Segments = nil
	v.spans(&c)
	c.Text = text
	ok = v.len() == len(text)
	check := func(s Span, delim byte, p Value) {
		if ok && p.Defined {
			ok = c.Of(s) == p.Text && (delim == 0 || s.Start > 0 && text[s.Start-1] == delim)
		}
	}
	check(c.Scheme, 0, v.Scheme)
	ok = ok && (!v.Scheme.Defined || text[c.Scheme.End] == ':')
	check(c.Authority, '/', v.Authority)
	ok = ok && (!v.Authority.Defined || text[c.Authority.Start-2] == '/')
	check(c.Path, 0, Def(v.Path))
	check(c.Query, '?', v.Query)
	check(c.Fragment, '#', v.Fragment)
	return c, ok
}

// Recompose makes c the components of v written out as the function
// Recompose writes them, as a parser would split that text when the
// components read back as themselves (a path that breaks no guard of
// Check, no query after an opaque part): Text, the spans of the scheme,
// the authority, the path, the query and the fragment, and Opaque for a
// path that a scheme without an authority makes an opaque_part (section
// 3). It fills c in place, for a caller that resolves many references.
//
// The parts of a server authority (Userinfo, Host, Port, HostKind and
// Server) are not in v. Recompose takes them from auth, the components of
// the reference v's authority was read from: when auth's authority is
// v's, it carries its parts over to where the authority stands in the
// text. It reports false when v has an authority that auth does not give
// (auth nil, or another authority, or parts that do not lie in it, see
// CheckSpans): c then holds the authority's span alone, and the caller
// reads the text to know the rest.
func (c *Components) Recompose(v *Recomposition, auth *Components) bool {
	v.spans(c)
	c.Text = v.writeAt(c)
	c.Opaque = v.Scheme.Defined && !v.Authority.Defined && v.Segments == nil && v.Path != "" && v.Path[0] != '/'
	if !v.Authority.Defined {
		return true
	}
	if auth == nil {
		return false
	}
	if a, ok := auth.Get(auth.Authority); !ok || a != v.Authority.Text || auth.checkServer() != nil {
		return false
	}
	d := c.Authority.Start - auth.Authority.Start
	c.Userinfo, c.Host, c.Port = auth.Userinfo.shift(d), auth.Host.shift(d), auth.Port.shift(d)
	c.HostKind, c.Server = auth.HostKind, auth.Server
	return true
}

// shift returns s moved by d, or undefined when it is.
func (s Span) shift(d int) Span {
	if !s.Defined() {
		return s
	}
	return Span{Start: s.Start + d, End: s.End + d}
}

// A Guard is a reason why a path cannot stand, as it is written, among
// the other components: recombined (step 7), it would read back as
// something else.
type Guard uint8

// The guards.
const (
	// PathOK: the path reads back as itself.
	PathOK Guard = iota
	// PathAsAuthority: the path begins with "//" and there is no
	// authority, so its first segment would read as one.
	PathAsAuthority
	// PathAsScheme: a relative path (no scheme, no authority) whose first
	// segment holds ":", which would read as a scheme (rel_segment cannot
	// hold ":").
	PathAsScheme
	// PathAfterAuthority: the path does not begin with "/" but follows an
	// authority, where only an abs_path can stand (net_path).
	PathAfterAuthority
)

// String describes the guard for a message.
func (g Guard) String() string {
	switch g {
	case PathAsAuthority:
		return `without an authority, a path cannot begin with "//": it would read as an authority`
	case PathAsScheme:
		return `a relative path's first segment cannot hold ":": it would read as a scheme (rel_segment)`
	case PathAfterAuthority:
		return `after an authority, the path must be empty or begin with "/" (net_path)`
	}
	return "the path reads back as itself"
}

// Check returns the guard that the path p breaks when it is recombined
// with a scheme (scheme set) and an authority (authority set), or PathOK.
// An opaque part is not a path and is not checked.
func Check(scheme, authority bool, p string) Guard {
	switch {
	case authority && p != "" && p[0] != '/':
		return PathAfterAuthority
	case !authority && strings.HasPrefix(p, "//"):
		return PathAsAuthority
	case !scheme && !authority && p != "" && p[0] != '/':
		first, _, _ := strings.Cut(p, "/")
		if strings.IndexByte(first, ':') >= 0 {
			return PathAsScheme
		}
	}
	return PathOK
}

// Check returns the guard that the path of v breaks among v's other
// components, as the function Check does, without writing the path out: a
// path of Segments is absolute, and begins with "//" when its first
// segment is empty and others follow.
func (v *Recomposition) Check() Guard {
	p := v.Path
	switch {
	case v.Segments == nil:
	case len(v.Segments) == 0:
		p = "" // an empty buffer writes nothing
	case len(v.Segments) > 1 && v.Segments[0].Text == "":
		p = "//"
	default:
		p = "/"
	}
	return Check(v.Scheme.Defined, v.Authority.Defined, p)
}
