package uri

import (
	"errors"
	"fmt"
	"strings"

	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// The reasons of an *EditError, for errors.Is.
var (
	// ErrDotSegment: JoinPath was given "." or "..", which navigate when a
	// reference is resolved (section 5.2) rather than name a segment.
	ErrDotSegment = errors.New(`"." and ".." navigate (section 5.2): resolve a relative reference to move up or stay, JoinPath only appends segments`)
	// ErrOpaque: JoinPath was called on an opaque URI, which has no path
	// segments (section 3).
	ErrOpaque = errors.New("an opaque URI has no path segments to join to (section 3)")
	// ErrNoHost: a port or a userinfo was set on a reference without a
	// host (section 3.2.2: server = [ [ userinfo "@" ] hostport ]).
	ErrNoHost = errors.New("the reference has no host, which a port or a userinfo needs (server, section 3.2.2)")
	// ErrNotHost: the value given as a host is no hostname, IPv4address
	// or IPv6 literal.
	ErrNotHost = errors.New("not a host: a host is a hostname, an IPv4address or, with RFC 2732, an IPv6 literal in brackets (section 3.2.2)")
	// ErrNotPort: the value given as a port is not digits.
	ErrNotPort = errors.New("not a port: port = *digit (section 3.2.2)")
	// ErrNotUserinfo: the value given as a userinfo is none.
	ErrNotUserinfo = errors.New(`not a userinfo: userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," ) (section 3.2.2)`)
)

// An EditError reports a value that an edit method (JoinPath, WithHost,
// WithPort, WithUserinfo) refuses for a reason of its own, which Err
// names. A value that does not match its rule gets the parser's
// *parser.Error instead.
type EditError struct {
	Method string // the method, such as "WithHost"
	Value  string // the value refused, raw: a host or a userinfo may hold a password; "" for ErrOpaque
	Err    error  // why: ErrDotSegment, ErrOpaque, ErrNoHost, ErrNotHost, ErrNotPort or ErrNotUserinfo
}

// redacted returns the value with what may be a password hidden, by the
// rule it was given as.
func (e *EditError) redacted() string {
	switch e.Method {
	case "WithHost":
		return redact.Authority(e.Value)
	case "WithUserinfo":
		return redact.Of(e.Value, syntax.Userinfo).String()
	}
	return redact.Of(e.Value, "").String()
}

// Error returns a message such as
//
//	rfc2396: uri: WithHost("a_b"): not a host: ...
//	rfc2396: uri: JoinPath: an opaque URI has no path segments to join to (section 3)
//
// It never shows a password: the value is hidden as Redacted hides it,
// and the reference edited, which the caller has, is not shown.
func (e *EditError) Error() string {
	if errors.Is(e.Err, ErrOpaque) {
		return fmt.Sprintf("rfc2396: uri: %s: %v", e.Method, e.Err)
	}
	return fmt.Sprintf("rfc2396: uri: %s(%q): %v", e.Method, e.redacted(), e.Err)
}

// Unwrap returns Err.
func (e *EditError) Unwrap() error { return e.Err }

// Redacted returns a copy of the error whose Value has what may be a
// password hidden: a host's and an authority's as an authority's, a
// userinfo's after its first ":".
func (e *EditError) Redacted() *EditError {
	r := *e
	r.Value = e.redacted()
	return &r
}

// JoinPath returns a copy of r with the elements appended to its path as
// segments. Each element is data, escaped as one segment
// (escape.Escape with escape.Segment): the characters that section 3.3
// reserves in a segment ("/", ";", "=", "?"), "#", "%" and every other
// character outside pchar become escapes, so an element never adds more
// than one segment. The segments are joined with exactly one "/": after
// an authority or in an absolute path, "/" and the segments follow the
// path, with no "/" doubled; a relative reference with an empty path
// gets a relative path ("" joined with "a", "b" is "a/b"), whose first
// segment has its ":" escaped too (escape.RelSegment), since it would
// read as a scheme (parts.Check). Empty elements are skipped; a trailing
// "/" is the job of With(Path, ...). The query and the fragment are kept.
//
// "." and ".." are refused (ErrDotSegment): moving up is what resolving
// a relative reference does (Absolute.Resolve). An opaque URI
// ("mailto:a@b") has no segments (ErrOpaque). Both are *EditErrors; the
// result is read back as With reads it, with its errors.
func (r Reference) JoinPath(elem ...string) (Reference, error) {
	c := r.Components()
	if c.Opaque {
		return Reference{}, &EditError{Method: "JoinPath", Err: ErrOpaque}
	}
	var segs []string
	for _, e := range elem {
		switch e {
		case "":
			continue
		case ".", "..":
			return Reference{}, &EditError{Method: "JoinPath", Value: e, Err: ErrDotSegment}
		}
		segs = append(segs, escape.Escape(e, escape.Segment))
	}
	if len(segs) == 0 {
		return r, nil
	}
	p := c.Of(c.Path)
	var b strings.Builder
	b.WriteString(p)
	if p != "" && !strings.HasSuffix(p, "/") || p == "" && (c.Scheme.Defined() || c.Authority.Defined()) {
		b.WriteByte('/')
	}
	b.WriteString(strings.Join(segs, "/"))
	path := b.String()
	if parts.Check(c.Scheme.Defined(), c.Authority.Defined(), path) == parts.PathAsScheme {
		// Only an empty relative path gets there: a valid one's first
		// segment holds no ":". The first element is the first segment.
		segs[0] = escape.Escape(elemAt(elem, 0), escape.RelSegment)
		path = strings.Join(segs, "/")
	}
	return r.With(Path, path)
}

// elemAt returns the i-th element that is not empty.
func elemAt(elem []string, i int) string {
	for _, e := range elem {
		if e == "" {
			continue
		}
		if i == 0 {
			return e
		}
		i--
	}
	return ""
}

// Segments returns the segments of the reference's path, each decoded
// (escape.Unescape), in order: those after the "/" of an absolute path
// ("/a/b%20c/" gives "a", "b c" and ""), or those of a relative path.
// The path is split at "/" before it is decoded, so a "%2F" stays inside
// its segment ("/a%2Fb" gives "a/b"). A segment is decoded whole, its
// params with it: the ";" of a param and a "%3B" decode alike. So the
// segments of JoinPath's result end with its elements. An empty path and
// an opaque URI's opaque part give none.
func (r Reference) Segments() []string {
	c := r.Components()
	p := c.HierPath()
	if p == "" {
		return nil
	}
	p = strings.TrimPrefix(p, "/")
	segs := strings.Split(p, "/")
	for i, s := range segs {
		segs[i], _ = escape.Unescape(s) // a valid path: no bad escape
	}
	return segs
}

// WithHost returns a copy of r whose host is host, written as a reference
// writes it: a hostname, an IPv4address or, in RFC 2732's syntax (uri's
// default), an IPv6 literal in its brackets ("[::1]"). The userinfo and
// the port are kept. A reference without a server gets the authority
// host, its registry name or empty server replaced. host is read as the
// authority it would be alone (parser.ValidateRule), whose error, a
// *parser.Error whose Input is host, reports a character that no
// authority may hold; an authority that is not a host alone ("a_b", a
// reg_name, or "h:80") gets an *EditError with ErrNotHost. The new
// reference is then read back as With(Authority, ...) reads it, with its
// errors ("g" has a relative path, which cannot follow an authority).
func (r Reference) WithHost(host string) (Reference, error) {
	if err := parser.ValidateRule(syntax.Authority, host, r.Syntax()); err != nil {
		return Reference{}, err
	}
	c := r.Components()
	auth := host
	if c.Host.Defined() {
		auth = c.Text[c.Authority.Start:c.Host.Start] + host + c.Text[c.Host.End:c.Authority.End]
	}
	return r.withServer("WithHost", host, ErrNotHost, auth, func(n *parts.Components) bool {
		return n.Host.Defined() && n.Of(n.Host) == host &&
			n.Value(n.Userinfo) == c.Value(c.Userinfo) && n.Value(n.Port) == c.Value(c.Port)
	})
}

// WithPort returns a copy of r whose port is port: digits, or "" for the
// empty port that section 3.2.2 allows ("http://a:/"). r must have a host
// (ErrNoHost). The new authority is read as With(Authority, ...) reads
// it, with its errors, whose Input is the authority the port would make;
// a port that is not digits gets an *EditError with ErrNotPort.
func (r Reference) WithPort(port string) (Reference, error) {
	c := r.Components()
	if !c.Host.Defined() {
		return Reference{}, &EditError{Method: "WithPort", Value: port, Err: ErrNoHost}
	}
	from, to := c.Host.End, c.Host.End // where ":" port goes
	if c.Port.Defined() {
		to = c.Port.End
	}
	auth := c.Text[c.Authority.Start:from] + ":" + port + c.Text[to:c.Authority.End]
	return r.withServer("WithPort", port, ErrNotPort, auth, func(n *parts.Components) bool {
		return n.Port.Defined() && n.Of(n.Port) == port && n.Of(n.Host) == c.Of(c.Host) && n.Value(n.Userinfo) == c.Value(c.Userinfo)
	})
}

// WithUserinfo returns a copy of r whose userinfo is userinfo, written as
// a reference writes it (escapes as they are, without the "@"). r must
// have a host (ErrNoHost). The new authority is read as With(Authority,
// ...) reads it, with its errors, whose Input is the authority the
// userinfo would make; a userinfo that the authority does not read as one
// (it holds "@") gets an *EditError with ErrNotUserinfo. Section 7
// strongly disrecommends a password in a URI; no error text shows one.
func (r Reference) WithUserinfo(userinfo string) (Reference, error) {
	c := r.Components()
	if !c.Host.Defined() {
		return Reference{}, &EditError{Method: "WithUserinfo", Value: userinfo, Err: ErrNoHost}
	}
	auth := userinfo + "@" + c.Text[c.Host.Start:c.Authority.End]
	return r.withServer("WithUserinfo", userinfo, ErrNotUserinfo, auth, func(n *parts.Components) bool {
		return n.Userinfo.Defined() && n.Of(n.Userinfo) == userinfo && n.Of(n.Host) == c.Of(c.Host) && n.Value(n.Port) == c.Value(c.Port)
	})
}

// WithoutPort returns a copy of r without a port (and without the ":"
// before it). A reference without a port is returned as it is.
func (r Reference) WithoutPort() (Reference, error) {
	c := r.Components()
	if !c.Port.Defined() {
		return r, nil
	}
	return r.With(Authority, c.Text[c.Authority.Start:c.Host.End]+c.Text[c.Port.End:c.Authority.End])
}

// WithoutUserinfo returns a copy of r without a userinfo (and without the
// "@" after it). A reference without a userinfo is returned as it is.
func (r Reference) WithoutUserinfo() (Reference, error) {
	c := r.Components()
	if !c.Userinfo.Defined() {
		return r, nil
	}
	return r.With(Authority, c.Text[c.Host.Start:c.Authority.End])
}

// withServer returns r with the authority auth, made for the method m
// with value v, when the new reference's components are those ok wants,
// or an *EditError with why.
func (r Reference) withServer(m, v string, why error, auth string, ok func(*parts.Components) bool) (Reference, error) {
	got, err := r.With(Authority, auth)
	if err != nil {
		return Reference{}, err
	}
	if c := got.Components(); !ok(&c) {
		return Reference{}, &EditError{Method: m, Value: v, Err: why}
	}
	return got, nil
}

// JoinPath returns a copy of a with the elements appended to its path, as
// Reference.JoinPath does.
func (a Absolute) JoinPath(elem ...string) (Absolute, error) {
	return stay(a.Reference().JoinPath(elem...))
}

// Segments returns the decoded segments of the URI's path, as
// Reference.Segments does.
func (a Absolute) Segments() []string { return a.Reference().Segments() }

// WithHost returns a copy of a whose host is host, as Reference.WithHost
// does.
func (a Absolute) WithHost(host string) (Absolute, error) { return stay(a.Reference().WithHost(host)) }

// WithPort returns a copy of a whose port is port, as Reference.WithPort
// does.
func (a Absolute) WithPort(port string) (Absolute, error) { return stay(a.Reference().WithPort(port)) }

// WithUserinfo returns a copy of a whose userinfo is userinfo, as
// Reference.WithUserinfo does.
func (a Absolute) WithUserinfo(userinfo string) (Absolute, error) {
	return stay(a.Reference().WithUserinfo(userinfo))
}

// WithoutPort returns a copy of a without a port, as
// Reference.WithoutPort does.
func (a Absolute) WithoutPort() (Absolute, error) { return stay(a.Reference().WithoutPort()) }

// WithoutUserinfo returns a copy of a without a userinfo, as
// Reference.WithoutUserinfo does.
func (a Absolute) WithoutUserinfo() (Absolute, error) { return stay(a.Reference().WithoutUserinfo()) }

// stay returns r, made from an Absolute, as an Absolute (stayAbsolute),
// or err.
func stay(r Reference, err error) (Absolute, error) {
	if err != nil {
		return Absolute{}, err
	}
	return r.stayAbsolute()
}
