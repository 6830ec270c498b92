package normalize_test

// The tests of this file hold RFC 3986 mode (syntax.RFC3986) to its
// section 6.2: the RFC's own examples, read from its text, a table of
// every rule, and an independent normalizer of strings on a seeded corpus.

import (
	"errors"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// rfc3986Section returns the text of RFC 3986 between the headings from and
// to, each at the start of a line.
func rfc3986Section(t *testing.T, from, to string) string {
	t.Helper()
	return testcorpus.Section(t, "../testdata/spec/rfc3986.txt", from, to)
}

// displayedURIs returns the lines of text indented by six spaces that
// hold one word: the URIs the RFC displays on lines of their own.
func displayedURIs(text string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if rest, ok := strings.CutPrefix(l, "      "); ok && rest != "" && rest[0] != ' ' && !strings.Contains(rest, " ") {
			out = append(out, rest)
		}
	}
	return out
}

// bracketed returns the texts between "<" and ">" in text.
func bracketed(text string) []string {
	var out []string
	for _, m := range regexp.MustCompile(`<([^<>\s]+)>`).FindAllStringSubmatch(text, -1) {
		out = append(out, m[1])
	}
	return out
}

var rfc3986 = []normalize.Option{syntax.RFC3986}

// normal returns the normal form of s in RFC 3986 mode with opts.
func normal(t *testing.T, s string, opts ...normalize.Option) string {
	t.Helper()
	n, err := normalize.Normalize(s, append([]normalize.Option{syntax.RFC3986}, opts...)...)
	require.NoError(t, err, s)
	return n
}

// TestRFC3986Examples checks the examples of RFC 3986 sections 6.2.2,
// 6.2.2.1, 6.2.3 and 5.2.4, read from the RFC's text, in RFC 3986 mode
// with its default rules.
func TestRFC3986Examples(t *testing.T) {
	// 6.2.2: syntax-based normalization makes the two equivalent; the
	// first is the normal form.
	pair := displayedURIs(rfc3986Section(t, "6.2.2.  Syntax-Based Normalization", "6.2.2.1."))
	require.Equal(t, []string{"example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"}, pair)
	eq, err := normalize.Equal(pair[0], pair[1], syntax.RFC3986)
	require.NoError(t, err)
	assert.True(t, eq)
	for _, s := range pair {
		assert.Equal(t, pair[0], normal(t, s), s)
	}
	// Each of the three techniques is needed: without one, not Equal.
	for _, r := range []normalize.Rules{normalize.LowerScheme, normalize.DecodeUnreserved, normalize.UpperHex, normalize.RemoveDotSegments} {
		eq, err := normalize.Equal(pair[0], pair[1], syntax.RFC3986, normalize.With(normalize.RFC3986Default&^r))
		require.NoError(t, err)
		assert.False(t, eq, "without %v", r)
	}

	// 6.2.2.1: "%3a" versus "%3A", and <HTTP://www.EXAMPLE.com/>.
	text := rfc3986Section(t, "6.2.2.1.  Case Normalization", "6.2.2.2.")
	require.Contains(t, text, `"%3a" versus "%3A"`)
	assert.Equal(t, "x:%3A", normal(t, "x:%3a"))
	uris := bracketed(text)
	require.Equal(t, []string{"HTTP://www.EXAMPLE.com/", "http://www.example.com/"}, uris)
	assert.Equal(t, uris[1], normal(t, uris[0]))
	assert.Equal(t, uris[1], normal(t, uris[1]))

	// 6.2.3: four equivalent http URIs, of which "the second URI above
	// is the normal form"; "http://example.com/?" is none of them.
	text = rfc3986Section(t, "6.2.3.  Scheme-Based Normalization", "6.2.4.")
	four := displayedURIs(text)
	require.Equal(t, []string{"http://example.com", "http://example.com/", "http://example.com:/", "http://example.com:80/"}, four)
	require.Contains(t, strings.Join(strings.Fields(text), " "), "the second URI above is the normal form")
	for _, s := range four {
		assert.Equal(t, four[1], normal(t, s), s)
		eq, err := normalize.Equal(s, "http://example.com/?", syntax.RFC3986)
		require.NoError(t, err)
		assert.False(t, eq, s)
	}
	require.Contains(t, text, `"http://example.com/?" cannot be`)
	// "two URIs that differ only by the suffix "#" are considered
	// different regardless of the scheme".
	require.Contains(t, text, `differ only by the suffix "#"`)
	eq, err = normalize.Equal("http://example.com/", "http://example.com/#", syntax.RFC3986)
	require.NoError(t, err)
	assert.False(t, eq)

	// 5.2.4: the two worked examples, the input buffer of step 1 and the
	// output buffer of the last step.
	text = rfc3986Section(t, "5.2.4.  Remove Dot Segments", "5.3.")
	re := regexp.MustCompile(`(?m)^ +1 : +(\S+)$`)
	var inputs []string
	for _, m := range re.FindAllStringSubmatch(text, -1) {
		inputs = append(inputs, m[1])
	}
	require.Equal(t, []string{"/a/b/c/./../../g", "mid/content=5/../6"}, inputs)
	last := regexp.MustCompile(`(?m)^ +2E: +(\S+)$`).FindAllStringSubmatch(text, -1)
	outs := map[string]string{inputs[0]: "/a/g", inputs[1]: "mid/6"}
	for in, out := range outs {
		found := false
		for _, m := range last {
			found = found || m[1] == out
		}
		require.True(t, found, "the RFC's output %q", out)
		// The path of a URI, which resolution gives to remove_dot_segments.
		assert.Equal(t, "x:"+out, normal(t, "x:"+in), in)
	}
}

// rfc3986Case is a reference and its normal form in RFC 3986 mode under
// the rules of a table, with more options when opts has them.
type rfc3986Case struct {
	in, want string
	opts     []normalize.Option
}

// checkRFC3986Cases checks each case under the rules r in RFC 3986 mode,
// with Normalize, a Normalizer and Components, and that the normal form
// is its own.
func checkRFC3986Cases(t *testing.T, r normalize.Rules, cases []rfc3986Case) {
	t.Helper()
	for _, tt := range cases {
		opts := append([]normalize.Option{syntax.RFC3986, normalize.With(r)}, tt.opts...)
		got, err := normalize.Normalize(tt.in, opts...)
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, got, "Normalize(%q, %v)", tt.in, r)
		n, err := normalize.New(opts...)
		require.NoError(t, err)
		again, err := n.Normalize(got)
		require.NoError(t, err)
		assert.Equal(t, got, again, "Normalize(%q, %v) again", got, r)
		c, err := parser.Split(tt.in, syntax.RFC3986)
		require.NoError(t, err)
		require.NoError(t, n.Components(&c, &c))
		want, err := parser.Split(tt.want, syntax.RFC3986)
		require.NoError(t, err)
		assert.Equal(t, want, c, "Components(%q, %v)", tt.in, r)
	}
}

// TestRFC3986Rules checks every rule, alone, in RFC 3986 mode, where it
// reads RFC 3986's components and its sets of characters.
func TestRFC3986Rules(t *testing.T) {
	checkRFC3986Cases(t, normalize.LowerScheme, []rfc3986Case{
		{in: "HTTP://A/B", want: "http://A/B"},
		{in: "X-Y.Z+1:P", want: "x-y.z+1:P"},
		{in: "//A/B", want: "//A/B"},
	})
	// 6.2.2.1 and 3.2.2: every host in lower case, a reg-name too (RFC
	// 2396 lowers a hostname only), and an IP literal's hex digits; the
	// hex digits of a reg-name's escapes are UpperHex's.
	checkRFC3986Cases(t, normalize.LowerHost, []rfc3986Case{
		{in: "x://Reg_Name/P", want: "x://reg_name/P"},
		{in: "http://WWW.Example.COM/", want: "http://www.example.com/"},
		{in: "http://User@A.B/?Q#F", want: "http://User@a.b/?Q#F"},
		{in: "http://[FE80::A:B]/", want: "http://[fe80::a:b]/"},
		{in: "http://[::FFFF:1.2.3.4]/", want: "http://[::ffff:1.2.3.4]/"},
		{in: "http://[V7.AbC:Def]/", want: "http://[v7.abc:def]/"},
		{in: "x://A%c3%A9B/", want: "x://a%c3%A9b/"},
		{in: "x://%4A/", want: "x://%4A/"}, // decoding is DecodeUnreserved's
		{in: "http://1.2.3.4/", want: "http://1.2.3.4/"},
		{in: "file:///X", want: "file:///X"},
		{in: "X:/A", want: "X:/A"},
	})
	// 6.2.3: an empty port, and the scheme's default compared as a
	// number, from the table of RFC 2396 mode.
	checkRFC3986Cases(t, normalize.DropPort, []rfc3986Case{
		{in: "http://a:80/", want: "http://a/"},
		{in: "http://a:080/", want: "http://a/"},
		{in: "http://a:/", want: "http://a/"},
		{in: "http://:80/", want: "http:///"},
		{in: "http://u@:/", want: "http://u@/"},
		{in: "HTTPS://a:443", want: "HTTPS://a"},
		{in: "wss://[::1]:443/", want: "wss://[::1]/"},
		{in: "ftp://a:21/", want: "ftp://a/"},
		{in: "http://a:8080/", want: "http://a:8080/"},
		{in: "http://a:99999999999999999999/", want: "http://a:99999999999999999999/"},
		{in: "foo://a:/", want: "foo://a/"},
		{in: "foo://a:80/", want: "foo://a:80/"},
		{in: "foo://a:389/", want: "foo://a/", opts: []normalize.Option{normalize.Ports(map[string]int{"foo": 389})}},
		{in: "//a:80/", want: "//a:80/"},
	})
	// 6.2.2.2 and 2.3: RFC 3986's unreserved is ALPHA DIGIT "-" "." "_"
	// "~". Its sub-delims "!", "*", "'", "(" and ")", unreserved marks in
	// RFC 2396, stay escaped, and so do the gen-delims.
	checkRFC3986Cases(t, normalize.DecodeUnreserved, []rfc3986Case{
		{in: "http://a/%7e%7E", want: "http://a/~~"},
		{in: "http://a/%41%7a%30%39%2D%2e%5F", want: "http://a/Az09-._"},
		{in: "http://a/%21%2A%27%28%29", want: "http://a/%21%2A%27%28%29"},
		{in: "http://a/%2f%3a%40%5b%5d%3f%23", want: "http://a/%2f%3a%40%5b%5d%3f%23"},
		{in: "http://a/%c3%a9%25%20", want: "http://a/%c3%a9%25%20"},
		{in: "http://%75%7e@%41%62:80/?%7e=%21#%7e", want: "http://u~@Ab:80/?~=%21#~"},
		{in: "mailto:%61@b?%78", want: "mailto:a@b?x"},
		{in: "%61/b", want: "a/b"},
		{in: "?%7e", want: "?~"},
	})
	checkRFC3986Cases(t, normalize.UpperHex, []rfc3986Case{
		{in: "http://a/%7e%2f%c3%a9", want: "http://a/%7E%2F%C3%A9"},
		{in: "x://%c3%a9/", want: "x://%C3%A9/"},
		{in: "x://u%3a@a/?%3d#%3f", want: "x://u%3A@a/?%3D#%3F"},
	})
	// 6.2.2.3: remove_dot_segments (5.2.4) on every path that resolution
	// (5.2.2) gives it: a URI's, a rootless one too, and an absolute
	// path; ".." above the root is removed, where RFC 2396 keeps it. A
	// relative path of a relative reference keeps its dot segments, and a
	// path that would read as an authority keeps them too.
	checkRFC3986Cases(t, normalize.RemoveDotSegments, []rfc3986Case{
		{in: "http://a/b/c/./../../g", want: "http://a/g"},
		{in: "http://a/../g", want: "http://a/g"},
		{in: "http://a/b/../../../g", want: "http://a/g"},
		{in: "http://a/.", want: "http://a/"},
		{in: "http://a/..", want: "http://a/"},
		{in: "http://a/b/.", want: "http://a/b/"},
		{in: "http://a/b/..", want: "http://a/"},
		{in: "http://a/b/./c", want: "http://a/b/c"},
		{in: "http://a/b/.c/..d/c.", want: "http://a/b/.c/..d/c."},
		{in: "http://a/b/%2E/c", want: "http://a/b/%2E/c"}, // decoding is DecodeUnreserved's
		{in: "http://a//../b", want: "http://a/b"},
		{in: "http://a/b?c/../d#e/./f", want: "http://a/b?c/../d#e/./f"},
		{in: "x:/a/./b/../c", want: "x:/a/c"},
		{in: "x:a/./b", want: "x:a/b"},
		{in: "x:../a", want: "x:a"},
		{in: "x:./a:b", want: "x:a:b"},
		{in: "x:a/../b", want: "x:/b"}, // 5.2.4 step 2C removes "a" and leaves "/b"
		{in: "x:.", want: "x:"},
		{in: "/a/../../g", want: "/g"},
		{in: "//h/a/./b/..", want: "//h/a/"},
		{in: "a/../b", want: "a/../b"},
		{in: "./a", want: "./a"},
		{in: "../a", want: "../a"},
		{in: "x:/a/..//b", want: "x:/a/..//b"},
		{in: "x:a/..//b", want: "x:a/..//b"},
		{in: "/./x/..//b", want: "/./x/..//b"},
		{in: "//h/a/..//b", want: "//h//b"},
	})
	checkRFC3986Cases(t, normalize.EmptyPathSlash, []rfc3986Case{
		{in: "http://a", want: "http://a/"},
		{in: "HTTPS://a?q#f", want: "HTTPS://a/?q#f"},
		{in: "http://", want: "http:///"},
		{in: "http://[v1.x]:8", want: "http://[v1.x]:8/"},
		{in: "http:", want: "http:"},
		{in: "ftp://a", want: "ftp://a"},
		{in: "//a", want: "//a"},
	})
	// SortQuery's keys are decoded as RFC 3986's Default writes them:
	// "%21" is not "!" there, and sorts after it.
	checkRFC3986Cases(t, normalize.SortQuery, []rfc3986Case{
		{in: "http://a/?b&a", want: "http://a/?a&b"},
		{in: "?%21=1&!=2", want: "?!=2&%21=1"},
		{in: "?%7e=1&%7d=2", want: "?%7d=2&%7e=1"},
		{in: "mailto:a@b?y&x", want: "mailto:a@b?x&y"}, // no opaque part in RFC 3986
	})
	checkRFC3986Cases(t, normalize.DropFragment, []rfc3986Case{
		{in: "http://a/#f", want: "http://a/"},
		{in: "#", want: ""},
	})
	checkRFC3986Cases(t, normalize.RFC3986Default, []rfc3986Case{
		{in: "HTTP://User@Example.COM:80/a/./b/../c/%7euser/%2f?Q=%7e#F%7e", want: "http://User@example.com/a/c/~user/%2F?Q=~#F~"},
		{in: "HTTP://Example.COM", want: "http://example.com/"},
		{in: "x://%41%62/", want: "x://ab/"},
		{in: "x://%31.2.3.4:1/", want: "x://1.2.3.4:1/"}, // decoded, a reg-name reads as an IPv4address
		{in: "x://%31.2.3.4.5/", want: "x://1.2.3.4.5/"},
		{in: "http://a/%2E%2E/%2e/g", want: "http://a/g"},
		{in: "x://[V1.A]/", want: "x://[v1.a]/"},
		{in: "", want: ""},
	})
}

// TestRFC3986Options checks which rules RFC 3986 mode applies, and that
// no call mixes the two RFCs silently.
func TestRFC3986Options(t *testing.T) {
	assert.Equal(t, normalize.Default|normalize.RemoveDotSegments|normalize.EmptyPathSlash, normalize.RFC3986Default)
	// Without With, RFC3986Default; With gives exactly its rules.
	assert.Equal(t, "http://a/", normal(t, "http://a/b/.."))
	assert.Equal(t, "http://a/b/..", normal(t, "http://a/b/..", normalize.With(normalize.Default)))
	assert.Equal(t, "http://A:80", normal(t, "http://A:80", normalize.With(0)))
	// The rules given before or after the syntax alike.
	n, err := normalize.Normalize("http://a/b/..", normalize.With(normalize.Default), syntax.RFC3986)
	require.NoError(t, err)
	assert.Equal(t, "http://a/b/..", n)
	// RFC 2396's Default keeps dot segments, and reads "x://Reg_Name/"
	// as a reg_name, which keeps its case.
	n, err = normalize.Normalize("x://Reg_Name/b/..")
	require.NoError(t, err)
	assert.Equal(t, "x://Reg_Name/b/..", n)
	assert.Equal(t, "x://reg_name/", normal(t, "x://Reg_Name/b/.."))

	// RFC 3986 with any syntax of RFC 2396 is an error, in every entry.
	for _, mix := range [][]normalize.Option{
		{syntax.RFC3986, syntax.RFC2396},
		{syntax.RFC2732, syntax.RFC3986},
		{syntax.RFC3986, syntax.QueryOnly},
		{syntax.Default, normalize.With(normalize.Default), syntax.RFC3986},
	} {
		_, err := normalize.Normalize("http://a/", mix...)
		checkOptionError(t, err, "RFC3986")
		_, err = normalize.Equal("http://a/", "http://a/", mix...)
		checkOptionError(t, err, "RFC3986")
		_, err = normalize.New(mix...)
		checkOptionError(t, err, "RFC3986")
		c, _ := parser.Split("http://a/", syntax.RFC3986)
		checkOptionError(t, normalize.Components(&c, &c, mix...), "RFC3986")
	}
	// Package ast's trees are RFC 2396's.
	_, err = normalize.Reference(parser.MustParse("http://a/"), syntax.RFC3986)
	checkOptionError(t, err, "RFC3986")

	// What RFC 3986 does not read is a *parser.Error.
	for _, s := range []string{"http://a b/", "http://[::1%25eth0]/", "x://a/[", "%zz", "http://a:b/"} {
		_, err := normalize.Normalize(s, syntax.RFC3986)
		var pe *parser.Error
		assert.True(t, errors.As(err, &pe), "%q: %v", s, err)
	}
	// RFC 3986 reads what RFC 2396 does not, and the other way round.
	assert.Equal(t, "http://a_b/", normal(t, "HTTP://A_B"))
	_, err = normalize.Normalize("x:%", syntax.RFC3986)
	assert.Error(t, err)
	_, err = normalize.Normalize("http://[v1.x]/")
	assert.Error(t, err)
}

// TestComponentsErrors checks that the components entry refuses
// components that no parser gives in its syntax, and leaves dst as it
// was.
func TestComponentsErrors(t *testing.T) {
	split := func(s string, syn syntax.Syntax) parts.Components {
		c, err := parser.Split(s, syn)
		require.NoError(t, err)
		return c
	}
	spans := split("http://a/", syntax.RFC3986)
	spans.Path.End++
	for _, tt := range []struct {
		name string
		c    *parts.Components
		syn  syntax.Syntax
		want string
	}{
		{"nil", nil, syntax.Default, "nil components"},
		{"spans", &spans, syntax.RFC3986, "do not lay out their text"},
		{"RFC 3986's reg-name in RFC 2396", ptr(split("http://a/", syntax.RFC3986)), syntax.Default, "RFC 2396 has no reg-name host"},
		{"RFC 3986's IPvFuture in RFC 2396", ptr(split("http://[v1.x]/", syntax.RFC3986)), syntax.RFC2396, "RFC 2396 has no ipvfuture host"},
		{"an opaque part in RFC 3986", ptr(split("mailto:a@b", syntax.Default)), syntax.RFC3986, "RFC 3986 has no opaque part"},
		{"a reg_name in RFC 3986", ptr(split("http://a_b/", syntax.Default)), syntax.RFC3986, "every authority is a server"},
		{"an empty server in RFC 3986", ptr(split("file:///x", syntax.Default)), syntax.RFC3986, "a server's host is defined"},
		{"a hostname in RFC 3986", ptr(split("http://a/", syntax.Default)), syntax.RFC3986, "no hostname rule"},
	} {
		dst := split("keep", syntax.Default)
		err := normalize.Components(&dst, tt.c, tt.syn)
		if assert.Error(t, err, tt.name) {
			assert.Contains(t, err.Error(), tt.want, tt.name)
		}
		assert.Equal(t, split("keep", syntax.Default), dst, tt.name)
	}
	err := normalize.Components(new(parts.Components), &spans, syntax.RFC3986)
	assert.ErrorIs(t, err, parts.ErrSpans)
	c := split("http://a/", syntax.RFC3986)
	assert.ErrorContains(t, normalize.Components(nil, &c, syntax.RFC3986), "nil components")
	// The password of a userinfo is in no error.
	c = split("http://u:secret@a/", syntax.RFC3986)
	err = normalize.Components(&c, &c, syntax.Default)
	require.Error(t, err)
	assert.NotContains(t, err.Error(), "secret")
}

func ptr[T any](v T) *T { return &v }

// oracleUnreserved is RFC 3986's unreserved, as section 2.3 lists it.
const oracleUnreserved = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"

var (
	appendixB   = regexp.MustCompile(`^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`)
	escapeRE    = regexp.MustCompile(`%[0-9A-Fa-f]{2}`)
	dotRules    = regexp.MustCompile(`^(\.\./|\./)`) // 5.2.4 step A
	dotRuleB    = regexp.MustCompile(`^/\.(/|$)`)    // step B
	dotRuleC    = regexp.MustCompile(`^/\.\.(/|$)`)  // step C
	dotRuleE    = regexp.MustCompile(`^/?[^/]*`)     // step E
	oraclePorts = map[string]string{"http": "80", "https": "443", "ftp": "21"}
)

// oracle3986 is the normal form of s under RFC3986Default, written apart
// from the package: Appendix B's regular expression splits s, regular
// expressions rewrite escapes and run remove_dot_segments, and the
// authority is split by hand. s must be an RFC 3986 reference whose
// scheme, if any, is one of oraclePorts's or has no default port.
func oracle3986(s string) string {
	m := appendixB.FindStringSubmatch(s)
	scheme, hasScheme := strings.ToLower(m[2]), m[1] != ""
	auth, hasAuth := m[4], m[3] != ""
	path, query, hasQuery, frag, hasFrag := m[5], m[7], m[6] != "", m[9], m[8] != ""
	pct := func(x string) string {
		return escapeRE.ReplaceAllStringFunc(x, func(e string) string {
			n, _ := strconv.ParseUint(e[1:], 16, 8)
			if strings.IndexByte(oracleUnreserved, byte(n)) >= 0 {
				return string(rune(n))
			}
			return strings.ToUpper(e)
		})
	}
	var b strings.Builder
	if hasScheme {
		b.WriteString(scheme + ":")
	}
	if hasAuth {
		b.WriteString("//")
		userinfo, hostport, hasUser := "", auth, false
		if i := strings.LastIndexByte(auth, '@'); i >= 0 {
			userinfo, hostport, hasUser = auth[:i], auth[i+1:], true
		}
		host, port, hasPort := hostport, "", false
		if i := strings.LastIndexByte(hostport, ':'); i >= 0 && i > strings.LastIndexByte(hostport, ']') {
			host, port, hasPort = hostport[:i], hostport[i+1:], true
		}
		// Decoded, lowered, and the escapes' hex digits raised again.
		host = escapeRE.ReplaceAllStringFunc(strings.ToLower(pct(host)), strings.ToUpper)
		// The port as a number: its digits without leading zeros.
		digits := strings.TrimLeft(port, "0")
		if digits == "" {
			digits = "0"
		}
		if def, ok := oraclePorts[scheme]; port == "" || ok && digits == def {
			hasPort = false
		}
		if hasUser {
			b.WriteString(pct(userinfo) + "@")
		}
		b.WriteString(host)
		if hasPort {
			b.WriteString(":" + port)
		}
	}
	path = pct(path)
	if hasScheme || strings.HasPrefix(path, "/") {
		in, out := path, ""
		for in != "" {
			switch {
			case dotRules.MatchString(in):
				in = dotRules.ReplaceAllString(in, "")
			case dotRuleB.MatchString(in):
				in = dotRuleB.ReplaceAllString(in, "/")
			case dotRuleC.MatchString(in):
				in = dotRuleC.ReplaceAllString(in, "/")
				out = out[:max(0, strings.LastIndex(out, "/"))]
			case in == "." || in == "..":
				in = ""
			default:
				seg := dotRuleE.FindString(in)
				out, in = out+seg, in[len(seg):]
			}
		}
		if hasAuth || !strings.HasPrefix(out, "//") {
			path = out
		}
	}
	if path == "" && hasAuth && (scheme == "http" || scheme == "https") {
		path = "/"
	}
	b.WriteString(path)
	if hasQuery {
		b.WriteString("?" + pct(query))
	}
	if hasFrag {
		b.WriteString("#" + pct(frag))
	}
	return b.String()
}

// corpus3986 returns RFC 3986 references built at random, with a fixed
// seed, from pieces that exercise every rule of RFC3986Default.
func corpus3986(n int) []string {
	rng := rand.New(rand.NewPCG(3986, 622))
	pick := func(xs ...string) string { return xs[rng.IntN(len(xs))] }
	segs := []string{"", ".", "..", "a", "B", "%2e", "%2E%2e", "%7e", "%7E", "%2f", "%41", "%c3%a9", "!", "%21", "~", "%5F", "a:b", "%3a", "%25"}
	var out []string
	for len(out) < n {
		var b strings.Builder
		if rng.IntN(5) > 0 {
			b.WriteString(pick("http", "HTTP", "hTtPs", "ftp", "x", "Mailto", "urn") + ":")
		}
		auth := rng.IntN(3) > 0
		if auth {
			b.WriteString("//")
			if rng.IntN(3) == 0 {
				b.WriteString(pick("u", "U%3a", "%75:p", "a%7eB", "") + "@")
			}
			b.WriteString(pick("a", "Example.COM", "%41%62", "%31.2.3.4", "1.2.3.4", "[FE80::A]", "[v1.AbC]", "", "a_B", "%c3%A9", "%7E"))
			if rng.IntN(2) == 0 {
				b.WriteString(":" + pick("", "80", "080", "443", "21", "8080", "0"))
			}
		}
		for i := range rng.IntN(5) {
			if i > 0 || auth || rng.IntN(2) == 0 {
				b.WriteByte('/')
			}
			b.WriteString(pick(segs...))
		}
		if rng.IntN(3) == 0 {
			b.WriteString("?" + pick("", "q", "%7e=%21", "a/../b", "%2f", "x&y"))
		}
		if rng.IntN(4) == 0 {
			b.WriteString("#" + pick("", "f", "%7E", "./.."))
		}
		if s := b.String(); parser.Validate(s, syntax.RFC3986) == nil {
			out = append(out, s)
		}
	}
	return out
}

// TestRFC3986Oracle holds Normalize and Components in RFC 3986 mode to
// oracle3986 on the seeded corpus and on the references of the shared
// test data that RFC 3986 reads.
func TestRFC3986Oracle(t *testing.T) {
	n, err := normalize.New(syntax.RFC3986)
	require.NoError(t, err)
	inputs := corpus3986(5000)
	for _, s := range testcorpus.Valid("../testdata") {
		m := appendixB.FindStringSubmatch(s)
		if _, known := oraclePorts[strings.ToLower(m[2])]; (known || m[1] == "") && parser.Validate(s, syntax.RFC3986) == nil {
			inputs = append(inputs, s)
		}
	}
	changed := 0
	for _, s := range inputs {
		want := oracle3986(s)
		got, err := n.Normalize(s)
		require.NoError(t, err, s)
		if !assert.Equal(t, want, got, "Normalize(%q)", s) {
			continue
		}
		if got != s {
			changed++
		}
		c, err := parser.Split(s, syntax.RFC3986)
		require.NoError(t, err)
		require.NoError(t, n.Components(&c, &c))
		assert.Equal(t, want, c.Text, "Components(%q)", s)
	}
	// The corpus is not all normal forms already.
	t.Logf("%d references, %d changed", len(inputs), changed)
	assert.Greater(t, changed, len(inputs)/2)
}

// TestOracleSeesEachRule checks that the oracle itself applies each
// rule: a test of the test, so that agreeing with it means something.
func TestOracleSeesEachRule(t *testing.T) {
	for in, want := range map[string]string{
		"HTTP://A.B":             "http://a.b/",
		"http://a:080/%7e%21/./": "http://a/~%21/",
		"x:a/../b":               "x:/b",
		"x:a/..//b":              "x:a/..//b",
		"//%41@[FE80::A]:/%3a":   "//A@[fe80::a]/%3A",
		"a/../b?%7e#%2f":         "a/../b?~#%2F",
		"ftp://h:21":             "ftp://h",
		"x://h:0":                "x://h:0",
	} {
		assert.Equal(t, want, oracle3986(in), in)
	}
}

// TestRFC3986Quotes checks what docs/normalize.md quotes of RFC 3986
// against the RFC's text.
func TestRFC3986Quotes(t *testing.T) {
	flat := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	assert.Contains(t, flat(rfc3986Section(t, "3.2.2.  Host", "3.2.3.")),
		"producers and normalizers should use lowercase for registered names and hexadecimal addresses")
	assert.Contains(t, flat(rfc3986Section(t, "3.2.2.  Host", "3.2.3.")), `starts with "v" (case-insensitive)`)
	scheme := flat(rfc3986Section(t, "6.2.3.  Scheme-Based Normalization", "6.2.4."))
	assert.Contains(t, scheme, `In general, a URI that uses the generic syntax for authority with an empty path should be normalized to a path of "/"`)
	assert.Contains(t, scheme, "The fragment component is not subject to any scheme-based normalization")
	assert.Contains(t, flat(rfc3986Section(t, "2.3.  Unreserved Characters", "2.4.")),
		`unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"`)
	assert.Contains(t, flat(rfc3986Section(t, "2.2.  Reserved Characters", "2.3.")),
		`sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="`)
}
