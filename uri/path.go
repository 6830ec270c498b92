package uri

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"

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
	// ErrOpaque: a method that reads or edits a hierarchical part (path
	// segments, a query, a server) was called on an opaque URI, whose
	// part after the scheme is one opaque_part (section 3).
	ErrOpaque = errors.New("an opaque URI has no hierarchical part: no authority, path segments or query (section 3)")
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
	// ErrComponent: With or Without was given a Component they do not
	// take (a server's part, the opaque part, or no component at all).
	ErrComponent = errors.New("With and Without take the scheme, the authority, the path, the query or the fragment (section 4.3)")
)

// An EditError reports a value that an edit method (JoinPath, WithHost,
// WithPort, WithUserinfo, WithUser, WithUserPassword, With, WithQuery),
// or Query, refuses for a reason of its own, which Err names. A value
// that does not match its rule gets the parser's *parser.Error instead.
// It is a parser.InputError: its input is the value refused.
type EditError struct {
	Method string // the method, such as "WithHost"
	Value  string // the value refused, raw: a host or a userinfo may hold a password; "" when there is none
	Err    error  // why: one of the Err variables
	Hint   string // how to get what was meant, or ""; it never shows a password
}

// redacted returns the value with what may be a password hidden, by the
// rule it was given as. The userinfo that WithUser and WithUserPassword
// make of a user name and a password is not shown at all: the caller
// gave them as data, and a user name may be a password given in the
// wrong place.
func (e *EditError) redacted() string {
	switch e.Method {
	case "WithHost":
		return redact.Authority(e.Value)
	case "WithUserinfo":
		return redact.Of(e.Value, syntax.Userinfo).String()
	case "WithUser", "WithUserPassword":
		return ""
	}
	return redact.Of(e.Value, "").String()
}

// Error returns a message such as
//
//	rfc2396: uri: WithHost("a_b"): not a host: ...
//	rfc2396: uri: JoinPath: an opaque URI has no hierarchical part: ...; its opaque part is ...
//
// It never shows a password: the value is hidden as Redacted hides it,
// and the reference edited, which the caller has, is not shown.
func (e *EditError) Error() string { return e.message(e.redacted()) }

// RawError is Error with the value as given, which may show a password:
// for a caller that asked for the raw input.
func (e *EditError) RawError() string { return e.message(e.Value) }

// message returns the error's text with the value shown as v, or not at
// all when v is "".
func (e *EditError) message(v string) string {
	msg := "rfc2396: uri: " + e.Method
	if v != "" {
		msg += fmt.Sprintf("(%q)", v)
	}
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	if e.Hint != "" {
		msg += "; " + e.Hint
	}
	return msg
}

// Where returns the value refused, as given with raw and otherwise with
// what may be a password hidden, at offset 0: the value is refused whole.
// Its rule is the one the method writes the value as (syntax.Host for
// WithHost, syntax.Segment for JoinPath, ...), "" for With and Query.
func (e *EditError) Where(raw bool) parser.Position {
	v := e.Value
	if !raw {
		v = e.redacted()
	}
	var rule syntax.Rule
	switch e.Method {
	case "WithHost":
		rule = syntax.Host
	case "WithPort":
		rule = syntax.Port
	case "WithUserinfo", "WithUser", "WithUserPassword":
		rule = syntax.Userinfo
	case "JoinPath":
		rule = syntax.Segment
	case "WithQuery":
		rule = syntax.Query
	}
	return parser.Position{Input: v, Rule: rule}
}

// Unwrap returns Err.
func (e *EditError) Unwrap() error { return e.Err }

// Redacted returns a copy of the error whose Value has what may be a
// password hidden: a host's and an authority's as an authority's, a
// userinfo's after its first ":", and the whole of what WithUser and
// WithUserPassword were given.
func (e *EditError) Redacted() *EditError {
	r := *e
	r.Value = e.redacted()
	return &r
}

// The hints of ErrOpaque.
const (
	opaqueQueryHint  = `RFC 2396 reads no query in an opaque part: its "?" belongs to the opaque_part (section 3), which Opaque gives whole`
	opaqueServerHint = `a host, a port and a userinfo are parts of an authority, which follows "//" in a hierarchical URI (section 3.2)`
	opaquePathHint   = "its opaque part is one piece, which With(Path, ...) replaces"
)

// opaqueError returns the *EditError of the method m, given the value v,
// called on an opaque URI.
func opaqueError(m, v, hint string) *EditError {
	return &EditError{Method: m, Value: v, Err: ErrOpaque, Hint: hint}
}

// componentHint names the method that edits the component c, which With
// does not take.
func componentHint(c Component) string {
	switch c {
	case Userinfo:
		return "WithUserinfo, WithUser and WithUserPassword set a userinfo, WithoutUserinfo removes it"
	case Host:
		return "WithHost sets a host"
	case Port:
		return "WithPort sets a port, WithoutPort removes it"
	case Opaque:
		return "With(Path, ...) replaces the opaque part of an opaque URI"
	}
	return ""
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
		return Reference{}, opaqueError("JoinPath", "", opaquePathHint)
	}
	var segs []string
	for _, e := range elem {
		switch e {
		case "":
			continue
		case ".", "..":
			return Reference{}, &EditError{Method: "JoinPath", Value: e, Err: ErrDotSegment}
		}
		segs = append(segs, escape.Escape(e, escape.Segment, r.Syntax()))
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
		segs[0] = escape.Escape(elemAt(elem, 0), escape.RelSegment, r.Syntax())
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
// default), an IPv6 literal in its brackets ("[::1]"); in RFC 3986, an IP
// literal (IPv6 or IPvFuture, "[v1.x]"), an IPv4address or a reg-name
// ("a_b"), whose host rule is the authority's. The userinfo and
// the port are kept. A reference without a server gets the authority
// host, its registry name or empty server replaced. host is read as the
// authority it would be alone (parser.ValidateRule), whose error, a
// *parser.Error whose Input is host, reports a character that no
// authority may hold; an authority that is not a host alone ("a_b", a
// reg_name, or "h:80") gets an *EditError with ErrNotHost. The new
// reference is then read back as With(Authority, ...) reads it, with its
// errors ("g" has a relative path, which cannot follow an authority). An
// opaque URI has no authority: ErrOpaque.
//
// A host is ASCII, and holds no escapes: an internationalized name
// ("bücher.example") is written in its IDNA ACE form
// ("xn--bcher-kva.example"), which golang.org/x/net/idna's ToASCII gives
// and iri.Repair writes for a whole IRI. The errors for such a name, and
// for its escaped form, say so and give that form.
func (r Reference) WithHost(host string) (Reference, error) {
	c := r.Components()
	if c.Opaque {
		return Reference{}, opaqueError("WithHost", host, opaqueServerHint)
	}
	if err := parser.ValidateRule(syntax.Authority, host, r.Syntax()); err != nil {
		var pe *parser.Error
		if errors.As(err, &pe) && (pe.Char >= utf8.RuneSelf || pe.Char == utf8.RuneError) {
			pe.Hint = hostHint(host)
		}
		return Reference{}, err
	}
	auth := host
	if c.Host.Defined() {
		auth = c.Text[c.Authority.Start:c.Host.Start] + host + c.Text[c.Host.End:c.Authority.End]
	}
	got, err := r.withServer("WithHost", host, ErrNotHost, auth, func(n *parts.Components) bool {
		return n.Host.Defined() && n.Of(n.Host) == host &&
			n.Value(n.Userinfo) == c.Value(c.Userinfo) && n.Value(n.Port) == c.Value(c.Port)
	})
	var ee *EditError
	if errors.As(err, &ee) && strings.IndexByte(host, '%') >= 0 {
		ee.Hint = hostHint(host)
	}
	return got, err
}

// hostHint returns the hint for a host written with characters outside
// ASCII or with escapes: the IDNA ACE form of the name, when there is
// one. A value that may hold a password (it has "@") gets no suggestion.
func hostHint(host string) string {
	const why = "a host is ASCII and holds no escapes (section 3.2.2): an internationalized name is written in its IDNA ACE form (golang.org/x/net/idna's ToASCII, or iri.Repair for a whole IRI)"
	if strings.IndexByte(host, '@') >= 0 {
		return why
	}
	name, err := escape.Unescape(host)
	if err != nil || !utf8.ValidString(name) {
		return why
	}
	ace, err := idna.Lookup.ToASCII(name)
	if err != nil || ace == host {
		return why
	}
	return fmt.Sprintf("%s: %q", why, ace)
}

// WithPort returns a copy of r whose port is port: digits, or "" for the
// empty port that section 3.2.2 allows ("http://a:/"). r must have a host
// (ErrNoHost; ErrOpaque for an opaque URI). The new authority is read as
// With(Authority, ...) reads it, with its errors, whose Input is the
// authority the port would make; a port that is not digits gets an
// *EditError with ErrNotPort.
func (r Reference) WithPort(port string) (Reference, error) {
	c := r.Components()
	if c.Opaque {
		return Reference{}, opaqueError("WithPort", port, opaqueServerHint)
	}
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
// have a host (ErrNoHost; ErrOpaque for an opaque URI). The new authority
// is read as With(Authority, ...) reads it, with its errors, whose Input
// is the authority the userinfo would make; a userinfo that the
// authority does not read as one (it holds "@") gets an *EditError with
// ErrNotUserinfo. Section 7 strongly disrecommends a password in a URI;
// no error text shows one. WithUser and WithUserPassword escape a user
// name and a password as data.
func (r Reference) WithUserinfo(userinfo string) (Reference, error) {
	return r.withUserinfo("WithUserinfo", userinfo)
}

// WithUser returns a copy of r whose userinfo is the user name user,
// escaped as data (escape.Escape with escape.Userinfo: ":", "@", the
// other characters that section 3.2 reserves in an authority, and those
// outside userinfo become escapes; in RFC 3986 every character but its
// unreserved), as net/url's User writes it. Its errors are
// WithUserinfo's.
func (r Reference) WithUser(user string) (Reference, error) {
	return r.withUserinfo("WithUser", escape.Escape(user, escape.Userinfo, r.Syntax()))
}

// WithUserPassword returns a copy of r whose userinfo is user ":"
// password, each escaped as WithUser escapes a user name, as net/url's
// UserPassword writes them. Section 7 strongly disrecommends a password in
// a URI: Redacted hides it, and no error text shows it. Its errors are
// WithUserinfo's.
func (r Reference) WithUserPassword(user, password string) (Reference, error) {
	syn := r.Syntax()
	return r.withUserinfo("WithUserPassword", escape.Escape(user, escape.Userinfo, syn)+":"+escape.Escape(password, escape.Userinfo, syn))
}

// withUserinfo is WithUserinfo for the method m.
func (r Reference) withUserinfo(m, userinfo string) (Reference, error) {
	c := r.Components()
	if c.Opaque {
		return Reference{}, opaqueError(m, userinfo, opaqueServerHint)
	}
	if !c.Host.Defined() {
		return Reference{}, &EditError{Method: m, Value: userinfo, Err: ErrNoHost}
	}
	auth := userinfo + "@" + c.Text[c.Host.Start:c.Authority.End]
	return r.withServer(m, userinfo, ErrNotUserinfo, auth, func(n *parts.Components) bool {
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

// WithUser returns a copy of a whose userinfo is the user name user,
// escaped, as Reference.WithUser does.
func (a Absolute) WithUser(user string) (Absolute, error) { return stay(a.Reference().WithUser(user)) }

// WithUserPassword returns a copy of a whose userinfo is user ":"
// password, each escaped, as Reference.WithUserPassword does.
func (a Absolute) WithUserPassword(user, password string) (Absolute, error) {
	return stay(a.Reference().WithUserPassword(user, password))
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
