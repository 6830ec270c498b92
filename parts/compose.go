package parts

import "strings"

// A Value is a component as text: Text when Defined, or undefined.
type Value struct {
	Text    string
	Defined bool
}

// Def returns the defined Value s.
func Def(s string) Value { return Value{s, true} }

// Values are the components of section 4.3 and the fragment as text, the
// input of step 7. Path is never undefined; it is written as it is, or,
// when Segments is not nil, as the buffer of step 6: each segment after a
// "/" (an empty buffer writes nothing).
type Values struct {
	Scheme, Authority Value
	Path              string
	Segments          []Segment
	Query, Fragment   Value
}

// PathText returns the path that v writes.
func (v *Values) PathText() string {
	if v.Segments == nil {
		return v.Path
	}
	var b strings.Builder
	b.Grow(v.pathLen())
	v.writePath(&b)
	return b.String()
}

func (v *Values) pathLen() int {
	if v.Segments == nil {
		return len(v.Path)
	}
	n := 0
	for _, s := range v.Segments {
		n += 1 + len(s.Text)
	}
	return n
}

func (v *Values) writePath(b *strings.Builder) {
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
// Check says when a path would not. Compose writes the same text and
// gives its components besides.
func Recompose(v Values) string {
	var b strings.Builder
	b.Grow(v.len())
	if v.Scheme.Defined {
		b.WriteString(v.Scheme.Text)
		b.WriteByte(':')
	}
	if v.Authority.Defined {
		b.WriteString("//")
		b.WriteString(v.Authority.Text)
	}
	v.writePath(&b)
	if v.Query.Defined {
		b.WriteByte('?')
		b.WriteString(v.Query.Text)
	}
	if v.Fragment.Defined {
		b.WriteByte('#')
		b.WriteString(v.Fragment.Text)
	}
	return b.String()
}

// len returns the length of the text Recompose writes.
func (v *Values) len() int {
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

// spans returns where Recompose writes each component of v: the spans of
// the scheme, the authority, the path, the query and the fragment, in a
// Components without text. It is the one layout of step 7, which
// Recompose writes and Layout and Compose read.
func (v *Values) spans() Components {
	var c Components
	c.Reset("")
	at := 0
	take := func(delim int, p Value) Span {
		if !p.Defined {
			return Undefined
		}
		from := at + delim
		at = from + len(p.Text)
		return Span{Start: from, End: at}
	}
	c.Scheme = take(0, v.Scheme)
	if v.Scheme.Defined {
		at++ // ":"
	}
	c.Authority = take(2, v.Authority)
	c.Path = Span{Start: at, End: at + v.pathLen()}
	at = c.Path.End
	c.Query = take(1, v.Query)
	c.Fragment = take(1, v.Fragment)
	return c
}

// Layout returns the components v as spans of text, which must be their
// recombination (Recompose), and reports whether it is; it is Recompose
// read the other way, without writing the text. The spans of a server's
// parts, HostKind, Server and Opaque are left to the caller (Compose
// gives them), and so is a path of Segments, which Layout does not take.
func Layout(text string, v Values) (Components, bool) {
	v.Segments = nil
	c := v.spans()
	c.Text = text
	ok := v.len() == len(text)
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

// Compose writes v out as Recompose does and returns the components of
// what it wrote, as a parser would split it when the components read
// back as themselves (a path that breaks no guard of Check, no query
// after an opaque part): the spans of the scheme, the authority, the
// path, the query and the fragment, and Opaque for a path that a scheme
// without an authority makes an opaque_part (section 3).
//
// The parts of a server authority (Userinfo, Host, Port, HostKind and
// Server) are not in v. Compose takes them from auth, the components of
// the reference v's authority was read from: when auth's authority is
// v's, Compose carries its parts over to where the authority stands in
// the text. It reports false when v has an authority that auth does not
// give (auth nil, or another authority, or parts that do not lie in it,
// see CheckSpans): the components then hold the authority's span alone,
// and the caller reads the text to know the rest.
func Compose(v Values, auth *Components) (Components, bool) {
	c := v.spans()
	c.Text = Recompose(v)
	c.Opaque = v.Scheme.Defined && !v.Authority.Defined && v.Segments == nil && v.Path != "" && v.Path[0] != '/'
	if !v.Authority.Defined {
		return c, true
	}
	if auth == nil {
		return c, false
	}
	if a, ok := auth.Get(auth.Authority); !ok || a != v.Authority.Text || auth.checkServer() != nil {
		return c, false
	}
	d := c.Authority.Start - auth.Authority.Start
	shift := func(s Span) Span {
		if !s.Defined() {
			return s
		}
		return Span{Start: s.Start + d, End: s.End + d}
	}
	c.Userinfo, c.Host, c.Port = shift(auth.Userinfo), shift(auth.Host), shift(auth.Port)
	c.HostKind, c.Server = auth.HostKind, auth.Server
	return c, true
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
func (v *Values) Check() Guard {
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
