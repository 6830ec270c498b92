// Package normalize rewrites a URI reference into a normal form, and tells
// whether two references are equivalent, by the rules of RFC 2396 sections
// 6, 3.1 and 2.3.
//
// Each rule is a [Rules] bit, and [Default] is exactly what sections 6 and
// 2.3 give:
//
//   - [LowerScheme]: the scheme in lower case (section 3.1: "programs
//     interpreting URI should treat upper case letters as equivalent to
//     lower case in scheme names").
//   - [LowerHost]: a hostname in lower case (section 6). A reg_name, the
//     userinfo, the path, the query and the fragment keep their case.
//   - [DropPort]: an explicit port equal to the scheme's default port is
//     dropped, and so is an empty port (sections 3.2.2 and 6: "If the port
//     is omitted, the default port number is assumed"). A port is compared
//     as a number, so "http://a:080/" loses its port too; any other port
//     keeps its text. The defaults come from a table, [DefaultPorts],
//     that the option [Ports] extends. A reference without a scheme has no
//     default port.
//   - [DecodeUnreserved]: an escape of an unreserved character is decoded:
//     "%7e" is "~" and "%41" is "A" (section 2.3: "Unreserved characters
//     can be escaped without changing the semantics of the URI"). This
//     holds in every component, so "%2E%2E" becomes the segment "..".
//   - [UpperHex]: every other escape keeps its octet, with its hex digits
//     in upper case ("%2f" becomes "%2F"; both encode the same octet,
//     section 2.4.1).
//
// Reserved characters and their escapes are never touched: "%2F" is not
// "/", and "%3B" is not ";", since escaping a reserved character changes
// what the reference means (section 2.2).
//
// [RemoveDotSegments] is not in Default. RFC 2396 removes "." and ".."
// segments only when it resolves a relative path (section 5.2, step 6);
// "http://a/b/../c" is a different string from "http://a/c" and section 6
// does not make them equivalent. With the rule, the dot segments of an
// absolute path (after the decoding of unreserved escapes) are removed as
// step 6 removes them: "/b/./c/../d" becomes "/b/d", and a ".." above the
// root is kept, as Appendix C and resolve's default print it ("/../g").
// When the result would begin with "//" in a reference without an
// authority, where it would read as one ("foo:/a/..//b"), the path is left
// as it is. A relative path ("a/../b") is not changed: what its dot
// segments mean depends on the base it is resolved against.
//
// Normalization does not decide what is scheme-specific: it does not add
// a "/" to an empty path ("http://a" and "http://a/" stay different), it
// does not lower the case of a reg_name or of escapes' decoded letters in
// other components, it does not strip a hostname's trailing dot, and it
// does not reorder or decode a query. The fragment is kept: two references
// that differ only in their fragments are not Equal.
//
// The result is always a valid reference (Appendix A), and normalizing it
// again changes nothing.
package normalize

import (
	"maps"
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/internal/charset"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
)

// Rules is a set of normalization rules.
type Rules uint

// The rules.
const (
	LowerScheme       Rules = 1 << iota // the scheme in lower case (3.1)
	LowerHost                           // a hostname in lower case (6)
	DropPort                            // no default or empty port (3.2.2, 6)
	DecodeUnreserved                    // decode escapes of unreserved characters (2.3)
	UpperHex                            // upper-case hex digits in the other escapes
	RemoveDotSegments                   // remove "." and ".." from an absolute path (5.2 step 6); not in Default

	// Default is what sections 6 and 2.3 make equivalent.
	Default = LowerScheme | LowerHost | DropPort | DecodeUnreserved | UpperHex
)

// defaultPorts is the table of default ports: the schemes of RFC 1738
// (section 3.2.2 leaves the defaults to each scheme) that name a port,
// and https (RFC 2818).
var defaultPorts = map[string]int{
	"ftp":      21,
	"gopher":   70,
	"http":     80,
	"https":    443,
	"nntp":     119,
	"prospero": 1525,
	"telnet":   23,
	"wais":     210,
}

// DefaultPorts returns a copy of the table of default ports, by lower-case
// scheme: ftp 21, gopher 70, http 80, https 443, nntp 119, prospero 1525,
// telnet 23 and wais 210. The option Ports extends it.
func DefaultPorts() map[string]int { return maps.Clone(defaultPorts) }

// An Option changes how a reference is normalized.
type Option func(*config)

type config struct {
	rules   Rules
	ports   map[string]int // nil: defaultPorts
	rfc2732 bool
}

// RFC2732 reads references as RFC 2732 amends RFC 2396
// (parser.RFC2732): a host may be an IPv6 literal. LowerHost writes its
// hex digits in lower case, since RFC 2373 reads them without regard to
// case; the address is not otherwise rewritten ("::" is not expanded, nor
// zeros dropped), since RFC 2732 says nothing of equivalence.
func RFC2732() Option {
	return func(c *config) { c.rfc2732 = true }
}

// parserOptions returns the options to parse with.
func (cfg *config) parserOptions() []parser.Option {
	if cfg.rfc2732 {
		return []parser.Option{parser.RFC2732()}
	}
	return nil
}

// With applies exactly the rules r instead of Default. To add a rule to
// the default ones, write With(Default | RemoveDotSegments).
func With(r Rules) Option {
	return func(c *config) { c.rules = r }
}

// Ports adds the default ports of m to the table, or replaces them. A
// scheme is matched without regard to case.
func Ports(m map[string]int) Option {
	return func(c *config) {
		if c.ports == nil {
			c.ports = DefaultPorts()
		}
		for s, p := range m {
			c.ports[strings.ToLower(s)] = p
		}
	}
}

func newConfig(opts []Option) config {
	c := config{rules: Default}
	for _, o := range opts {
		if o != nil {
			o(&c)
		}
	}
	if c.ports == nil {
		c.ports = defaultPorts
	}
	return c
}

// Normalize parses s as a URI reference and returns its normal form. On
// failure the error is a *parser.Error.
func Normalize(s string, opts ...Option) (string, error) {
	cfg := newConfig(opts)
	ref, err := parser.Parse(s, cfg.parserOptions()...)
	if err != nil {
		return "", err
	}
	return Reference(ref, opts...), nil
}

// Equal reports whether a and b are equivalent: whether they have the
// same normal form under the same options. On failure to parse either,
// the error is a *parser.Error.
func Equal(a, b string, opts ...Option) (bool, error) {
	na, err := Normalize(a, opts...)
	if err != nil {
		return false, err
	}
	nb, err := Normalize(b, opts...)
	if err != nil {
		return false, err
	}
	return na == nb, nil
}

// Reference returns the normal form of the parsed reference ref. The tree
// is not changed.
func Reference(ref *ast.URIReference, opts ...Option) string {
	cfg := newConfig(opts)
	s, again := cfg.write(ref)
	if again {
		// Decoding made a reg_name a server ("//%41" is the hostname
		// "A"): normalize it as one.
		if r, err := parser.Parse(s, cfg.parserOptions()...); err == nil {
			s, _ = cfg.write(r)
		}
	}
	return s
}

// write returns the normal form of ref, and whether a reg_name changed,
// which may have made it a server.
func (cfg *config) write(ref *ast.URIReference) (string, bool) {
	c := ref.Components()
	var b strings.Builder
	b.Grow(len(ref.Text))
	scheme := ""
	if c.Scheme != nil {
		scheme = c.Scheme.Text
		if cfg.rules&LowerScheme != 0 {
			scheme = strings.ToLower(scheme)
		}
		b.WriteString(scheme)
		b.WriteByte(':')
	}
	again := false
	if c.Opaque != nil {
		b.WriteString(cfg.escapes(c.Opaque.Text))
	}
	if c.Authority != nil {
		b.WriteString("//")
		switch a := c.Authority.(type) {
		case *ast.RegName:
			n := cfg.escapes(a.Text)
			again = n != a.Text
			b.WriteString(n)
		case *ast.Server:
			cfg.server(&b, a, scheme)
		}
	}
	if c.Path != nil {
		p := cfg.escapes(c.PathText)
		if _, rel := c.Path.(*ast.RelPath); !rel && p != "" && cfg.rules&RemoveDotSegments != 0 {
			p = removeDotSegments(p, c.Authority != nil)
		}
		b.WriteString(p)
	}
	if c.Query != nil {
		b.WriteByte('?')
		b.WriteString(cfg.escapes(c.Query.Text))
	}
	if c.Fragment != nil {
		b.WriteByte('#')
		b.WriteString(cfg.escapes(c.Fragment.Text))
	}
	return b.String(), again
}

// server writes the normal form of a server authority.
func (cfg *config) server(b *strings.Builder, s *ast.Server, scheme string) {
	if s.Userinfo != nil {
		b.WriteString(cfg.escapes(s.Userinfo.Text))
		b.WriteByte('@')
	}
	if _, ipv4 := s.Host.(*ast.IPv4Address); s.Host != nil && !ipv4 && cfg.rules&LowerHost != 0 {
		b.WriteString(strings.ToLower(s.Host.String())) // a hostname, or an IPv6 literal's hex digits
	} else if s.Host != nil {
		b.WriteString(s.Host.String())
	}
	if s.Port == nil {
		return
	}
	if cfg.rules&DropPort != 0 {
		if s.Port.Text == "" {
			return
		}
		def, ok := cfg.ports[strings.ToLower(scheme)]
		if n, valid := s.Port.Number(); ok && valid && n == def {
			return
		}
	}
	b.WriteByte(':')
	b.WriteString(s.Port.Text)
}

// escapes applies DecodeUnreserved and UpperHex to the escapes of s.
func (cfg *config) escapes(s string) string {
	decode, upper := cfg.rules&DecodeUnreserved != 0, cfg.rules&UpperHex != 0
	if !decode && !upper || strings.IndexByte(s, '%') < 0 {
		return s
	}
	var b []byte
	for i := 0; i < len(s); i++ {
		c, ok := escape.Octet(s, i)
		if !ok {
			if b != nil {
				b = append(b, s[i])
			}
			continue
		}
		if b == nil {
			b = append(make([]byte, 0, len(s)), s[:i]...)
		}
		hi, lo := s[i+1], s[i+2]
		if decode && charset.Unreserved.Contains(c) {
			b = append(b, c)
		} else if upper {
			b = append(b, '%', toUpper(hi), toUpper(lo))
		} else {
			b = append(b, '%', hi, lo)
		}
		i += 2
	}
	if b == nil {
		return s
	}
	return string(b)
}

func toUpper(c byte) byte {
	if 'a' <= c && c <= 'f' {
		return c - 'a' + 'A'
	}
	return c
}

// removeDotSegments removes the dot segments of the absolute path p as
// section 5.2 step 6 does, by resolving "./" and p's segments against a
// base whose path is "/": package resolve holds the one implementation of
// step 6. The path is kept as it is when the result would begin with "//"
// and there is no authority to tell it from.
func removeDotSegments(p string, authority bool) string {
	if !hasDotSegment(p) {
		return p
	}
	const base = "x://h"
	r, err := resolve.String(base+"/", "./"+p[1:])
	if err != nil || !strings.HasPrefix(r, base+"/") {
		return p // cannot happen: p is a valid abs_path
	}
	r = r[len(base):]
	if !authority && strings.HasPrefix(r, "//") {
		return p
	}
	return r
}

// hasDotSegment reports whether the absolute path p has a segment "." or
// "..".
func hasDotSegment(p string) bool {
	for s := range strings.SplitSeq(p[1:], "/") {
		if s == "." || s == ".." {
			return true
		}
	}
	return false
}
