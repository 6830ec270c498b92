package parser_test

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"net/netip"
	"os"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

var updateIPv6 = flag.Bool("update-ipv6", false, "rewrite ../testdata/parse/ipv6.golden")

// rfc2732Examples returns the examples of RFC 2732 section 2, read from
// the RFC's text: the literal addresses, and the URLs that carry them.
func rfc2732Examples(t *testing.T) (addrs, urls []string) {
	t.Helper()
	data, err := os.ReadFile("../testdata/spec/rfc2732.txt")
	require.NoError(t, err)
	text := string(data)
	start := strings.Index(text, "\n2. Literal IPv6 Address Format in URL's Syntax")
	end := strings.Index(text, "\n3. Changes to RFC 2396")
	require.True(t, start >= 0 && end > start, "section 2 of rfc2732.txt not found")
	addr := regexp.MustCompile(`^[0-9A-Fa-f]*:[0-9A-Fa-f:.]*$`)
	for _, l := range strings.Split(text[start:end], "\n") {
		if !strings.HasPrefix(l, "      ") { // the examples are indented six spaces
			continue
		}
		l = strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(l, "http://"):
			urls = append(urls, l)
		case addr.MatchString(l):
			addrs = append(addrs, l)
		}
	}
	require.Len(t, addrs, 7, "addresses in section 2: %q", addrs)
	require.Len(t, urls, 7, "URLs in section 2: %q", urls)
	return addrs, urls
}

// checkError checks that err is an *parser.Error for s at offset off in
// rule, consistent with itself, and returns it.
func checkError(t *testing.T, s string, err error, off int, rule syntax.Rule) *parser.Error {
	t.Helper()
	var pe *parser.Error
	if !assert.True(t, errors.As(err, &pe), "want *parser.Error, got %v", err) {
		return nil
	}
	assert.Equal(t, s, pe.Input)
	assert.Equal(t, off, pe.Offset, "offset of %v", err)
	assert.Equal(t, rule, pe.Rule, "rule of %v", err)
	if off == len(s) {
		assert.Equal(t, parser.EndOfInput, pe.Char, "%v", err)
	} else if off < len(s) {
		c, _ := utf8.DecodeRuneInString(s[off:])
		assert.Equal(t, c, pe.Char, "%v", err)
	}
	assert.NotEmpty(t, pe.Hint, "%v", err)
	// The message's offset is into the text it shows, the redacted input;
	// the raw message's into the input.
	assert.Contains(t, err.Error(), fmt.Sprintf("at offset %d in %s; ", pe.Redacted().Offset, rule))
	assert.Contains(t, pe.RawMessage(), fmt.Sprintf("at offset %d in %s; ", off, rule))
	return pe
}

// checkStrictBracketError checks the error of Appendix A to the letter
// (syntax.RFC2396) for an input whose first offending character is the "["
// at off: it must say that RFC 2732 mode would read it, in the library's
// and the command's words.
func checkStrictBracketError(t *testing.T, s string, err error, off int, rule syntax.Rule) {
	t.Helper()
	if pe := checkError(t, s, err, off, rule); pe != nil {
		assert.Equal(t, '[', pe.Char)
		assert.Contains(t, pe.Hint, "syntax.RFC2732")
		assert.Contains(t, pe.Hint, "syntax.RFC2732")
		assert.Contains(t, pe.Hint, "%5B")
	}
}

// checkIPv6Host checks that r has the IPv6 literal host lit (brackets
// included), at its offset in s, through every accessor.
func checkIPv6Host(t *testing.T, s string, r *ast.URIReference, lit string) {
	t.Helper()
	h, ok := r.Host().(*ast.IPv6Reference)
	if !assert.True(t, ok, "Host() of %q is %T, want *ast.IPv6Reference", s, r.Host()) {
		return
	}
	assert.Equal(t, lit, h.Text)
	assert.Equal(t, strings.Index(s, "["), h.Pos(), "offset of the host of %q", s)
	assert.Equal(t, s[h.Pos():h.End()], h.String())
	assert.Equal(t, "ipv6", h.Kind())
	c := r.Components()
	assert.Equal(t, lit, c.Of(c.Host), "Components().Host of %q", s)
	assert.Equal(t, parts.IPv6Reference, c.HostKind, "Components().HostKind of %q", s)
	if assert.NotNil(t, r.Server(), "Server() of %q", s) {
		assert.Same(t, h, r.Server().Host, "Server().Host of %q", s)
	}
}

// TestRFC2732Section2 checks every example of RFC 2732 section 2: valid in
// RFC 2732 mode and by default, refused in Appendix A to the letter at its
// "[" with a hint that names the mode.
func TestRFC2732Section2(t *testing.T) {
	addrs, urls := rfc2732Examples(t)
	for _, e := range engines {
		mode := append([]parser.Option{syntax.RFC2396, syntax.RFC2732}, e.opts...)
		strict := append([]parser.Option{syntax.RFC2396}, e.opts...)
		for _, a := range addrs {
			ok, err := parser.MatchRule("IPv6address", a, syntax.RFC2732)
			require.NoError(t, err)
			assert.True(t, ok, "IPv6address %q", a)
			ok, err = parser.MatchRule("ipv6reference", "["+a+"]", syntax.RFC2732)
			require.NoError(t, err)
			assert.True(t, ok, "ipv6reference [%s]", a)

			s := "//[" + a + "]"
			r, err := parser.Parse(s, mode...)
			if assert.NoError(t, err, "%s: Parse(%q, RFC2732)", e.name, s) {
				assert.Equal(t, s, r.String())
				checkIPv6Host(t, s, r, "["+a+"]")
				assert.Equal(t, netip.MustParseAddr(a), r.Host().(*ast.IPv6Reference).Addr(), "Addr of %q", s)
				d, err := parser.Parse(s, e.opts...)
				assert.NoError(t, err, "%s: Parse(%q)", e.name, s)
				assert.Equal(t, r, d, "%s: Parse(%q) by default", e.name, s)
			}
			_, err = parser.Parse(s, strict...)
			checkStrictBracketError(t, s, err, 2, "authority")
		}
		for _, u := range urls {
			r, err := parser.Parse(u, mode...)
			if assert.NoError(t, err, "%s: Parse(%q, RFC2732)", e.name, u) {
				assert.Equal(t, u, r.String())
				lit := u[strings.Index(u, "[") : strings.Index(u, "]")+1]
				checkIPv6Host(t, u, r, lit)
				assert.Equal(t, netip.MustParseAddr(lit[1:len(lit)-1]), r.Host().(*ast.IPv6Reference).Addr(), "Addr of %q", u)
				d, err := parser.Parse(u, e.opts...)
				assert.NoError(t, err, "%s: Parse(%q)", e.name, u)
				assert.Equal(t, r, d, "%s: Parse(%q) by default", e.name, u)
			}
			_, err = parser.Parse(u, strict...)
			checkStrictBracketError(t, u, err, len("http://"), "authority")
		}
	}
}

// An outcome is what one mode makes of an input: valid (off < 0) with a
// host of a kind, or an error at an offset in a rule.
type outcome struct {
	off  int         // offset of the error; -1 for a valid input
	rule syntax.Rule // rule of the error
	kind string      // for a valid input: the host's Kind, "reg_name", or "" for no authority
}

func valid(kind string) outcome             { return outcome{off: -1, kind: kind} }
func bad(off int, rule syntax.Rule) outcome { return outcome{off: off, rule: rule} }

// rfc2732Decisions are the readings RFC 2732 mode makes, which the
// default's are, each beside that of Appendix A to the letter
// (syntax.RFC2396). See grammar/uri.peg for why.
var rfc2732Decisions = []struct {
	in           string
	mode, strict outcome
	why          string
}{
	// java.net.URI's readings, which RFC 2373 section 2.2 supports.
	{"http://[1:2:3:4:5:6:7:8:9]/", bad(23, "IPv6address"), bad(7, "authority"), "nine pieces (java.net.URI: too long)"},
	{"http://[1:2:3:4:5:6:7:8::]/", bad(23, "IPv6address"), bad(7, "authority"), `eight pieces and a "::" that stands for none`},
	{"http://[::1.2.3.256]/", bad(18, "IPv6address"), bad(7, "authority"), "an IPv4 number above 255"},
	{"http://[1:2:3:4:5:6:7::]/", valid("ipv6"), bad(7, "authority"), `"::" for the one last piece`},
	{"http://[::]/", valid("ipv6"), bad(7, "authority"), "the unspecified address"},
	{"http://[::001.2.3.4]/", valid("ipv6"), bad(7, "authority"), "1*3DIGIT: 001 is 1"},
	{"http://[1:2:3:4:5:6:1.2.3.4]/", valid("ipv6"), bad(7, "authority"), "six pieces and an IPv4 address"},
	{"http://[1:2:3:4:5:6:7:1.2.3.4]/", bad(23, "IPv6address"), bad(7, "authority"), "seven pieces and an IPv4 address"},

	// RFC 2373 section 2.2's own examples.
	{"http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]/", valid("ipv6"), bad(7, "authority"), "2.2 (1)"},
	{"http://[1080:0:0:0:8:800:200C:417A]/", valid("ipv6"), bad(7, "authority"), "2.2 (1)"},
	{"http://[1080::8:800:200C:417A]/", valid("ipv6"), bad(7, "authority"), "2.2 (2) unicast"},
	{"http://[FF01::101]/", valid("ipv6"), bad(7, "authority"), "2.2 (2) multicast"},
	{"http://[::1]/", valid("ipv6"), bad(7, "authority"), "2.2 (2) loopback"},
	{"http://[0:0:0:0:0:0:13.1.68.3]/", valid("ipv6"), bad(7, "authority"), "2.2 (3)"},
	{"http://[0:0:0:0:0:FFFF:129.144.52.38]/", valid("ipv6"), bad(7, "authority"), "2.2 (3)"},
	{"http://[::13.1.68.3]/", valid("ipv6"), bad(7, "authority"), "2.2 (3), which RFC 2373's BNF cannot derive"},
	{"http://[::FFFF:129.144.52.38]/", valid("ipv6"), bad(7, "authority"), "2.2 (3)"},

	// Broken literals: the error is inside the brackets, in IPv6address.
	{"http://[::1%25eth0]/", bad(11, "IPv6address"), bad(7, "authority"), "no zone identifiers (java.net.URI accepts them)"},
	{"http://[1::2::3]/", bad(13, "IPv6address"), bad(7, "authority"), `two "::"`},
	{"http://[::1/", bad(11, "IPv6address"), bad(7, "authority"), `a missing "]"`},
	{"http://[::1", bad(11, "IPv6address"), bad(7, "authority"), `a missing "]" at the end`},
	{"http://[]/", bad(8, "IPv6address"), bad(7, "authority"), "an empty literal"},
	{"http://[:1]/", bad(9, "IPv6address"), bad(7, "authority"), `a lone ":" first`},
	{"http://[1:]/", bad(10, "IPv6address"), bad(7, "authority"), `a lone ":" last`},
	{"http://[12345::1]/", bad(12, "IPv6address"), bad(7, "authority"), "a piece of five hex digits"},
	{"http://[::g]/", bad(10, "IPv6address"), bad(7, "authority"), "no hex digit"},
	{"http://[1.2.3.4]/", bad(9, "IPv6address"), bad(7, "authority"), "an IPv4 address alone"},
	{"http://[::1.2.3]/", bad(15, "IPv6address"), bad(7, "authority"), "an IPv4 address of three numbers"},
	{"http://[::1.2.3.4.5]/", bad(17, "IPv6address"), bad(7, "authority"), "an IPv4 address of five numbers"},
	{"http://[v1.fe]/", bad(8, "IPv6address"), bad(7, "authority"), "no IPvFuture (RFC 3986's)"},
	{"http://[[::1]]/", bad(8, "IPv6address"), bad(7, "authority"), "nested brackets"},

	// Text after "]": a port or the end of the authority only.
	{"http://[::1]x/", bad(12, "authority"), bad(7, "authority"), `text after "]"`},
	{"http://[::1]]/", bad(12, "authority"), bad(7, "authority"), `a second "]"`},
	{"http://[::1]@a/", bad(12, "authority"), bad(7, "authority"), "a literal in a userinfo"},
	{"http://[::1]:80/", valid("ipv6"), bad(7, "authority"), "a port"},
	{"http://[::1]:/", valid("ipv6"), bad(7, "authority"), "an empty port"},
	{"http://[::1]:8a/", bad(14, "authority"), bad(7, "authority"), "a port with a letter"},
	{"http://[::1]:80:80/", bad(15, "authority"), bad(7, "authority"), "two ports"},
	{"http://u@[::1]:8/p", valid("ipv6"), bad(9, "authority"), "userinfo, literal, port"},
	{"ftp://[::1]", valid("ipv6"), bad(6, "authority"), "no path"},
	{"//[::1]", valid("ipv6"), bad(2, "authority"), "a network path"},

	// "[" and "]" are reserved: uric, so allowed in a query, a fragment
	// and an opaque part after its first character, but nowhere that
	// lists its characters one by one.
	{"http://a/?x[1]=2", valid("hostname"), bad(11, "query"), "a query"},
	{"http://a/#x[1]", valid("hostname"), bad(11, "fragment"), "a fragment"},
	{"http://[::1]/p?q[]#f]", valid("ipv6"), bad(7, "authority"), "a literal, a query and a fragment"},
	{"mailto:a[1]", valid(""), bad(8, "opaque_part"), "an opaque part"},
	{"mailto:[1]", bad(7, "opaque_part"), bad(7, "opaque_part"), "the first character of an opaque part (uric_no_slash)"},
	{"http://a/b[1]", bad(10, "abs_path"), bad(10, "abs_path"), "a path segment (pchar)"},
	{"[::1]", bad(0, "rel_segment"), bad(0, "rel_segment"), "a relative path's first segment"},
	{"http://a[1]/", bad(8, "authority"), bad(8, "authority"), "a hostname, or a reg_name"},
	{"http://a:[1]/", bad(9, "authority"), bad(9, "authority"), "a port"},
	{"http://u[@a/", bad(8, "authority"), bad(8, "authority"), "a userinfo"},

	// IPv4address: RFC 2373's 1*3DIGIT in the mode, any digits in
	// Appendix A.
	{"http://1234.1.1.1/", valid("reg_name"), valid("ipv4"), "four digits: no IPv4address in the mode, so a reg_name"},
	{"http://999.1.1.1/", valid("ipv4"), valid("ipv4"), "neither rule bounds the numbers"},
	{"http://1.2.3.4:80/", valid("ipv4"), valid("ipv4"), "an IPv4address in both"},
}

// TestRFC2732Decisions runs every decision through both engines, in RFC
// 2732 mode (syntax.RFC2396, then syntax.RFC2732), by default (the same
// reading, with "?y"), and in Appendix A to the letter.
func TestRFC2732Decisions(t *testing.T) {
	for _, d := range rfc2732Decisions {
		for _, e := range engines {
			for _, m := range []struct {
				name string
				opts []parser.Option
				want outcome
			}{
				{"rfc2732", append([]parser.Option{syntax.RFC2396, syntax.RFC2732}, e.opts...), d.mode},
				{"default", e.opts, d.mode},
				{"rfc2396", append([]parser.Option{syntax.RFC2396}, e.opts...), d.strict},
			} {
				t.Run(e.name+"/"+m.name+"/"+d.in, func(t *testing.T) {
					r, err := parser.Parse(d.in, m.opts...)
					if m.want.off >= 0 {
						assert.Nil(t, r)
						pe := checkError(t, d.in, err, m.want.off, m.want.rule)
						if pe == nil {
							return
						}
						switch {
						case m.want.rule == "IPv6address" && pe.Char == parser.EndOfInput:
							assert.Contains(t, pe.Hint, "ends too soon", "%s", d.why)
							assert.Contains(t, pe.Expected, "']'", "%s", d.why)
						case m.want.rule == "IPv6address":
							assert.Contains(t, pe.Hint, "RFC 2373 section 2.2", "%s", d.why)
						case m.name == "rfc2396" && pe.Char == '[':
							assert.Contains(t, pe.Hint, "syntax.RFC2732", "%s", d.why)
							assert.Contains(t, pe.Hint, "syntax.RFC2732", "%s", d.why)
						case pe.Char == '[' || pe.Char == ']':
							assert.Contains(t, pe.Hint, "reserved (RFC 2732)", "%s", d.why)
						}
						return
					}
					if !assert.NoError(t, err, "%s", d.why) {
						return
					}
					assert.Equal(t, d.in, r.String())
					switch m.want.kind {
					case "":
						assert.Nil(t, r.Authority(), "%s", d.why)
					case "reg_name":
						assert.IsType(t, (*ast.RegName)(nil), r.Authority(), "%s", d.why)
					case "ipv6":
						lit := d.in[strings.Index(d.in, "[") : strings.Index(d.in, "]")+1]
						checkIPv6Host(t, d.in, r, lit)
					default:
						if assert.NotNil(t, r.Host(), "%s", d.why) {
							assert.Equal(t, m.want.kind, r.Host().Kind(), "%s", d.why)
						}
					}
				})
			}
		}
	}
}

// TestRFC2732MatchRule matches the rules RFC 2732 adds and changes, in
// the mode, by default (the same reading), and in Appendix A to the
// letter.
func TestRFC2732MatchRule(t *testing.T) {
	tests := []struct {
		rule         syntax.Rule
		s            string
		mode, strict bool // whether s matches in the mode, and in Appendix A
	}{
		{"ipv6reference", "[::1]", true, false},
		{"ipv6reference", "[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]", true, false},
		{"ipv6reference", "::1", false, false},
		{"ipv6reference", "[::1", false, false},
		{"ipv6reference", "[::1]:80", false, false},
		{"ipv6reference", "[::1%eth0]", false, false},
		{"IPv6address", "::1", true, false},
		{"IPv6address", "::", true, false},
		{"IPv6address", "1:2:3:4:5:6:7:8", true, false},
		{"IPv6address", "1:2:3:4:5:6:7::", true, false},
		{"IPv6address", "::2:3:4:5:6:7:8", true, false},
		{"IPv6address", "::13.1.68.3", true, false},
		{"IPv6address", "::001.2.3.4", true, false},
		{"IPv6address", "1:2:3:4:5:6:1.2.3.4", true, false},
		{"IPv6address", "[::1]", false, false},
		{"IPv6address", "1:2:3:4:5:6:7", false, false},
		{"IPv6address", "1:2:3:4:5:6:7:8:9", false, false},
		{"IPv6address", "1:2:3:4:5:6:7:8::", false, false},
		{"IPv6address", "::2:3:4:5:6:7:8:9", false, false},
		{"IPv6address", "1::2::3", false, false},
		{"IPv6address", ":::1", false, false},
		{"IPv6address", "::1.2.3.256", false, false},
		{"IPv6address", "::1234.2.3.4", false, false},
		{"IPv6address", "", false, false},
		{"hex4", "0", true, false},
		{"hex4", "FFFF", true, false},
		{"hex4", "beef", true, false},
		{"hex4", "fffff", false, false},
		{"hex4", "g", false, false},
		{"hex4", "", false, false},
		// The rules RFC 2732 changes.
		{"host", "[::1]", true, false},
		{"hostport", "[::1]:80", true, false},
		{"IPv4address", "1.2.3.4", true, true},
		{"IPv4address", "999.1.1.1", true, true},
		{"IPv4address", "1234.1.1.1", false, true},
		{"reserved", "[", true, false},
		{"reserved", "]", true, false},
		{"uric", "[", true, false},
		{"pchar", "[", false, false},
	}
	for _, tt := range tests {
		got, err := parser.MatchRule(tt.rule, tt.s, syntax.RFC2732)
		require.NoError(t, err)
		assert.Equal(t, tt.mode, got, "MatchRule(%q, %q, RFC2732())", tt.rule, tt.s)

		got, err = parser.MatchRule(tt.rule, tt.s)
		require.NoError(t, err)
		assert.Equal(t, tt.mode, got, "MatchRule(%q, %q)", tt.rule, tt.s)

		got, err = parser.MatchRule(tt.rule, tt.s, syntax.RFC2396)
		switch tt.rule {
		case "ipv6reference", "IPv6address", "hex4":
			assert.False(t, got)
			assert.EqualError(t, err, fmt.Sprintf("rfc2396: no rule %q in Appendix A", tt.rule))
		default:
			require.NoError(t, err)
			assert.Equal(t, tt.strict, got, "MatchRule(%q, %q, RFC2396)", tt.rule, tt.s)
		}
	}
	_, err := parser.MatchRule("IPvFuture", "v1.x", syntax.RFC2732)
	assert.EqualError(t, err, `rfc2396: no rule "IPvFuture" in Appendix A or RFC 2732`)
}

// TestRFC2732Rules checks that RFC 2732 mode, and so the default, knows
// the rules of Appendix A, then those RFC 2732 adds.
func TestRFC2732Rules(t *testing.T) {
	strict, mode := parser.Rules(syntax.RFC2396), parser.Rules(syntax.RFC2732)
	assert.Equal(t, append(strict, "ipv6reference", "IPv6address", "hex4"), mode)
	assert.Equal(t, mode, parser.Rules())
	for _, r := range []syntax.Rule{"ipv6reference", "IPv6address", "hex4"} {
		assert.NotContains(t, strict, r)
	}
}

// TestIPv6ReferenceAddr checks Addr against net/netip's reading of the
// text between the brackets, for every valid literal of the decisions and
// of RFC 2732 section 2. Where netip cannot read the text, the expected
// address is given.
func TestIPv6ReferenceAddr(t *testing.T) {
	_, urls := rfc2732Examples(t)
	inputs := urls
	for _, d := range rfc2732Decisions {
		if d.mode.off < 0 && d.mode.kind == "ipv6" {
			inputs = append(inputs, d.in)
		}
	}
	// Addresses netip refuses: it takes no leading zero in an IPv4 number,
	// where RFC 2373's 1*3DIGIT does. See TestIPv6ReferenceAddrLeadingZero.
	skip := map[string]bool{"http://[::001.2.3.4]/": true}
	n := 0
	for _, s := range inputs {
		if skip[s] {
			continue
		}
		r, err := parser.Parse(s, syntax.RFC2732)
		require.NoError(t, err, "%q", s)
		h, ok := r.Host().(*ast.IPv6Reference)
		require.True(t, ok, "%q: host %T", s, r.Host())
		want := netip.MustParseAddr(h.Text[1 : len(h.Text)-1])
		assert.Equal(t, want, h.Addr(), "Addr of %q", s)
		assert.True(t, h.Addr().Is6(), "Addr of %q", s)
		assert.Equal(t, "ipv6", h.Kind())
		n++
	}
	assert.Equal(t, 25, n, "literals checked") // 7 of section 2, 18 of the decisions

	// Spot checks that do not rest on netip reading the same text.
	for lit, want := range map[string][16]byte{
		"[::1]":                 {15: 1},
		"[::]":                  {},
		"[1:2:3:4:5:6:7::]":     {1: 1, 3: 2, 5: 3, 7: 4, 9: 5, 11: 6, 13: 7},
		"[::FFFF:1.2.3.4]":      {10: 0xff, 11: 0xff, 12: 1, 13: 2, 14: 3, 15: 4},
		"[FF01::101]":           {0: 0xff, 1: 0x01, 14: 0x01, 15: 0x01},
		"[1:2:3:4:5:6:7:8]":     {1: 1, 3: 2, 5: 3, 7: 4, 9: 5, 11: 6, 13: 7, 15: 8},
		"[::13.1.68.3]":         {12: 13, 13: 1, 14: 68, 15: 3},
		"[1:2:3:4:5:6:9.8.7.6]": {1: 1, 3: 2, 5: 3, 7: 4, 9: 5, 11: 6, 12: 9, 13: 8, 14: 7, 15: 6},
	} {
		r := parser.MustParse("//"+lit, syntax.RFC2732)
		assert.Equal(t, netip.AddrFrom16(want), r.Host().(*ast.IPv6Reference).Addr(), "Addr of %s", lit)
	}
}

// TestIPv6ReferenceAddrLeadingZero: RFC 2373's IPv4address is 1*3DIGIT
// per number, so "[::001.2.3.4]" is a literal the parser accepts (as
// java.net.URI does), and its address is ::1.2.3.4, though netip.ParseAddr
// refuses a leading zero in an IPv4 number.
func TestIPv6ReferenceAddrLeadingZero(t *testing.T) {
	for lit, want := range map[string]string{
		"[::001.2.3.4]":              "::1.2.3.4",
		"[::01.02.03.004]":           "::1.2.3.4",
		"[::FFFF:010.000.000.001]":   "::ffff:10.0.0.1",
		"[1:2:3:4:5:6:255.255.0.00]": "1:2:3:4:5:6:255.255.0.0",
	} {
		r, err := parser.Parse("//"+lit, syntax.RFC2732)
		require.NoError(t, err, lit)
		assert.Equal(t, netip.MustParseAddr(want), r.Host().(*ast.IPv6Reference).Addr(), "Addr of %s", lit)
	}
}

// TestIPv6Golden parses every reference of testdata/parse/ipv6.txt in RFC
// 2732 mode, with both engines, and compares the trees ast.Fprint prints
// with testdata/parse/ipv6.golden. Run with -update-ipv6 to rewrite the
// golden file after a deliberate change.
func TestIPv6Golden(t *testing.T) {
	var got bytes.Buffer
	refs := testcorpus.Lines("../testdata/parse/ipv6.txt")
	require.NotEmpty(t, refs)
	for _, l := range refs {
		s := testcorpus.Field(l)
		r, err := parser.Parse(s, syntax.RFC2732)
		if !assert.NoError(t, err, "Parse(%q, RFC2732)", s) {
			continue
		}
		fmt.Fprintf(&got, "== %q\n", s)
		require.NoError(t, ast.Fprint(&got, r))
		got.WriteString("\n")

		g, err := parser.Parse(s, syntax.RFC2732, parser.Grammar())
		if assert.NoError(t, err, "Parse(%q, RFC2732, Grammar)", s) {
			assert.Equal(t, r, g, "the engines' trees of %q", s)
		}
	}
	const golden = "../testdata/parse/ipv6.golden"
	if *updateIPv6 {
		require.NoError(t, os.WriteFile(golden, got.Bytes(), 0o644))
		return
	}
	want, err := os.ReadFile(golden)
	require.NoError(t, err, "run go test -run TestIPv6Golden -update-ipv6 to create it")
	assert.Equal(t, string(want), got.String(), "trees differ from %s; if the change is meant, run with -update-ipv6", golden)
}
