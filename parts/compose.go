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
// Check says when a path would not.
func Recompose(v Values) string {
	n := v.pathLen()
	for _, p := range [...]Value{v.Scheme, v.Query, v.Fragment} {
		if p.Defined {
			n += 1 + len(p.Text)
		}
	}
	if v.Authority.Defined {
		n += 2 + len(v.Authority.Text)
	}
	var b strings.Builder
	b.Grow(n)
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

// Layout returns the components v as spans of text, which must be their
// recombination (Recompose), and reports whether it is; it is Recompose
// read the other way, without writing the text. The spans of a server's
// parts, HostKind, Server and Opaque are left to the caller, and so is a
// path of Segments, which Layout does not take.
func Layout(text string, v Values) (Components, bool) {
	var c Components
	c.Reset(text)
	at, ok := 0, true
	take := func(delim string, p Value) Span {
		if !p.Defined {
			return Undefined
		}
		from := at + len(delim)
		to := from + len(p.Text)
		ok = ok && to <= len(text) && text[at:from] == delim && text[from:to] == p.Text
		at = to
		return Span{Start: from, End: to}
	}
	c.Scheme = take("", v.Scheme)
	if v.Scheme.Defined {
		ok = ok && at < len(text) && text[at] == ':'
		at++
	}
	c.Authority = take("//", v.Authority)
	c.Path = take("", Def(v.Path))
	c.Query = take("?", v.Query)
	c.Fragment = take("#", v.Fragment)
	if !ok || at != len(text) {
		return c, false
	}
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
