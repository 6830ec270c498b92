package uri

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// A WarningKind names what a Warning is about.
type WarningKind uint8

// The kinds of warning.
const (
	// SchemeLooksLikeHost: the reference reads as an absolute URI whose
	// scheme looks like a host name and whose opaque part begins with a
	// port, as "localhost:8080" and "example.com:80/x" do. Both are valid
	// absolute URIs, with the schemes "localhost" and "example.com"
	// (section 3.1), which is rarely what the writer meant: a host and a
	// port need "//" before them (a network path, section 5) or a scheme
	// ("http://localhost:8080").
	SchemeLooksLikeHost WarningKind = iota + 1
	// Password: the userinfo holds a password, which section 7 strongly
	// disrecommends.
	Password
	// NonDefaultPort: the port is not the scheme's default port (in
	// normalize's table, the module's one), which section 7 cautions may
	// reach another protocol than the scheme's.
	NonDefaultPort
	// EscapedControl: an escape of CR, LF or NUL, which section 7 cautions
	// must not be unescaped before the reference is sent.
	EscapedControl
)

// String returns the kind's name, such as "scheme-looks-like-host".
func (k WarningKind) String() string {
	switch k {
	case SchemeLooksLikeHost:
		return "scheme-looks-like-host"
	case Password:
		return "password"
	case NonDefaultPort:
		return "non-default-port"
	case EscapedControl:
		return "escaped-control"
	}
	return fmt.Sprintf("WarningKind(%d)", uint8(k))
}

// A Warning is a caution about a valid reference: something that RFC 2396
// reads differently from what its writer most likely meant. Its texts
// never show a password.
type Warning struct {
	Kind    WarningKind
	Offset  int         // the byte offset in the reference of what it is about
	Rule    syntax.Rule // the rule of what it is about, such as syntax.Scheme
	Message string      // what the reference is, such as `"localhost" is a scheme: ...`
	Hint    string      // what to write instead
}

// String returns the warning's message and hint.
func (w Warning) String() string { return w.Message + "; " + w.Hint }

// Warnings returns the cautions about the valid reference r, in the order
// of their offsets, or nil: section 7's (Password, NonDefaultPort,
// EscapedControl) and SchemeLooksLikeHost. A password is pointed at by
// the ":" before it, so as not to show any of it. SchemeLooksLikeHost:
// the scheme reads as a hostname (parser.Split of
// "//" and the scheme gives a hostname host) that holds a "." or is
// "localhost" (in any case), and the opaque part begins with one digit or
// more that end it or are followed by "/" or "?", as a port would be
// ("localhost:8080", "example.com:80/x", "localhost:8080?x"). A scheme
// such as "urn" or "z39.50s" whose opaque part is no port, and a
// reference with "//" ("http://localhost:8080"), get no warning.
func Warnings(r Reference) []Warning {
	c := r.Components()
	return WarningsOf(&c)
}

// WarningsOf returns the cautions that Warnings gives, about the
// components c of a valid reference as parser.Split gives them: for a
// program that has split the reference already.
func WarningsOf(c *parts.Components) []Warning {
	var out []Warning
	if u, ok := c.Get(c.Userinfo); ok {
		if t := redact.Of(u, syntax.Userinfo); t.OK {
			out = append(out, Warning{Kind: Password, Offset: c.Userinfo.Start + t.From - 1, Rule: syntax.Userinfo,
				Message: "the userinfo holds a password; section 7 strongly disrecommends passwords in URIs",
				Hint:    "leave the password out of the URI and give it to the protocol another way"})
		}
	}
	if p, ok := c.Get(c.Port); ok && c.IsAbs() {
		scheme := strings.ToLower(c.Of(c.Scheme))
		port, valid := (&ast.Port{Extent: ast.Extent{Text: p}}).Number()
		if def, known := normalize.DefaultPort(scheme); known && valid && port != def {
			out = append(out, Warning{Kind: NonDefaultPort, Offset: c.Port.Start, Rule: syntax.Port,
				Message: fmt.Sprintf("port %d is not the default port of %s (%d); section 7 cautions that such a URI may reach a different protocol", port, scheme, def),
				Hint:    "check that the server at this port speaks " + scheme})
		}
	}
	for i := strings.IndexByte(c.Text, '%'); i >= 0 && i < len(c.Text); i++ {
		if ch, ok := escape.Octet(c.Text, i); ok && controlNames[ch] != "" {
			out = append(out, Warning{Kind: EscapedControl, Offset: i, Rule: syntax.Escaped,
				Message: fmt.Sprintf("%s escapes %s; section 7 cautions that it must not be unescaped before it is sent", c.Text[i:i+3], controlNames[ch]),
				Hint:    "make sure no layer decodes it into a protocol line"})
		}
	}
	if port, ok := schemePort(c); ok {
		scheme := c.Of(c.Scheme)
		part := "opaque part"
		if !c.Opaque {
			part = "path" // RFC 3986's, which has no opaque part
		}
		out = append(out, Warning{
			Kind:    SchemeLooksLikeHost,
			Offset:  c.Scheme.Start,
			Rule:    syntax.Scheme,
			Message: fmt.Sprintf(`%q is a scheme: %s:%s reads as an absolute URI whose scheme looks like a host and whose %s begins with %s, like a port; a host needs "//" before it (sections 3.1, 3.2)`, scheme, scheme, port, part, port),
			Hint:    fmt.Sprintf("write //%s:%s for a network path, or name a scheme: http://%s:%s", scheme, port, scheme, port),
		})
	}
	slices.SortStableFunc(out, func(a, b Warning) int { return a.Offset - b.Offset })
	return out
}

// controlNames names the octets that section 7 cautions against
// unescaping: those that end or cut a protocol line.
var controlNames = map[byte]string{'\r': "CR", '\n': "LF", 0: "NUL"}

// schemePort returns the digits that begin the opaque part of c (the
// path, in RFC 3986) when its scheme looks like a hostname, and true; or
// false.
func schemePort(c *parts.Components) (string, bool) {
	// An opaque part, or RFC 3986's path-rootless, which stands where
	// one would: a scheme, no authority, and a path that the port's
	// digits begin (a hierarchical path begins with "/").
	if !c.IsAbs() || c.Authority.Defined() {
		return "", false
	}
	scheme := c.Of(c.Scheme)
	if !strings.Contains(scheme, ".") && !strings.EqualFold(scheme, "localhost") {
		return "", false
	}
	p := c.Of(c.Path)
	n := 0
	for n < len(p) && '0' <= p[n] && p[n] <= '9' {
		n++
	}
	if n == 0 || n < len(p) && p[n] != '/' && p[n] != '?' {
		return "", false
	}
	h, err := parser.Split("//" + scheme)
	if err != nil || h.HostKind != parts.Hostname || h.Of(h.Host) != scheme {
		return "", false
	}
	return p[:n], true
}
