package peg3986

// The tests of this file hold the grammar to RFC 3986's own text: its
// Appendix A (the rules and their names), its examples, Appendix B's
// worked example, and section 3.2.2's prose on hosts and IPv6 addresses.

import (
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// match reports whether the rule matches s as a whole.
func match(t testing.TB, rule, s string) bool {
	t.Helper()
	end, f := Run(rule, s)
	if f != nil && f.Err != nil {
		t.Fatalf("Run(%q, %q): %v", rule, s, f.Err)
	}
	return f == nil && end == len(s)
}

// rfcText returns the text of RFC 3986.
func rfcText(t *testing.T) string {
	t.Helper()
	text, err := os.ReadFile("../../../testdata/spec/rfc3986.txt")
	require.NoError(t, err)
	return string(text)
}

// section returns the text of the RFC from the line that starts with the
// heading from to the line that starts with the heading to.
func section(t *testing.T, text, from, to string) string {
	t.Helper()
	i := strings.Index(text, "\n"+from)
	require.True(t, i >= 0, "no heading %q", from)
	j := strings.Index(text[i+1:], "\n"+to)
	require.True(t, j >= 0, "no heading %q after %q", to, from)
	return text[i+1 : i+1+j]
}

// displayed returns the lines of text that are indented by exactly indent
// spaces and hold one word: the URIs that the RFC displays on lines of
// their own.
func displayed(text string, indent int) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		rest, ok := strings.CutPrefix(line, strings.Repeat(" ", indent))
		if ok && rest != "" && !strings.ContainsAny(rest, " \t") {
			out = append(out, rest)
		}
	}
	return out
}

// TestRules checks the generated list of rules against Appendix A's text:
// the same rules in the same order, each spelled as the RFC spells it,
// followed by the three core rules Appendix A uses. Each is an entry point
// of Run, and has an oracle.
func TestRules(t *testing.T) {
	text := rfcText(t)
	appendixA := section(t, text, "Appendix A.  Collected ABNF for URI", "Appendix B.")
	var want []Rule
	for _, m := range regexp.MustCompile(`(?m)^   ([A-Za-z][A-Za-z0-9-]*) += `).FindAllStringSubmatch(appendixA, -1) {
		want = append(want, Rule{Name: strings.ReplaceAll(m[1], "-", "_"), RFCName: m[1]})
	}
	require.Len(t, want, 36, "Appendix A's rules")
	for _, core := range []string{"ALPHA", "DIGIT", "HEXDIG"} {
		assert.Contains(t, appendixA, core, "Appendix A uses %s", core)
		want = append(want, Rule{Name: core, RFCName: core})
	}
	assert.Equal(t, want, Rules())

	for _, r := range Rules() {
		_, f := Run(r.Name, "")
		assert.True(t, f == nil || f.Err == nil, "rule %s is no entry point: %v", r.Name, f)
		assert.Contains(t, oracle, r.Name, "rule %s has no oracle", r.Name)
	}
	assert.Len(t, oracle, len(Rules()))

	rs := Rules()
	rs[0].Name = "changed"
	assert.Equal(t, "URI", Rules()[0].Name, "Rules must return a copy")
}

// TestRunUnknownEntry checks that an unknown entry point is an error, not
// a failed match.
func TestRunUnknownEntry(t *testing.T) {
	for _, entry := range []string{"URI-reference", "uri", "nosuchrule"} {
		_, f := Run(entry, "a")
		require.NotNil(t, f, "entry %q", entry)
		assert.Error(t, f.Err, "entry %q", entry)
	}
}

// TestExamples checks the URIs the RFC displays on lines of their own, and
// the reference resolution examples of section 5.4, each against the rule
// the text says it matches.
func TestExamples(t *testing.T) {
	text := rfcText(t)
	sections := []struct {
		from, to string
		indent   int
		count    int // the URIs displayed
	}{
		{"1.1.2.  Examples", "1.1.3.", 6, 8},
		{"3.  Syntax Components", "3.1.", 9, 2},
		{"5.4.  Reference Resolution Examples", "5.4.1.", 6, 1},
		{"6.2.2.  Syntax-Based Normalization", "6.2.2.1.", 6, 2},
		{"6.2.3.  Scheme-Based Normalization", "6.2.4.", 6, 4},
		{"6.2.4.  Protocol-Based Normalization", "7.  Security Considerations", 6, 2},
		{"7.6.  Semantic Attacks", "8.  IANA Considerations", 6, 1},
		{"Appendix C.  Delimiting a URI in Context", "   These wrappers do not form part of the URI.", 6, 1},
		{"   contains the URI references", "Appendix D.", 6, 3},
	}
	for _, sec := range sections {
		uris := displayed(section(t, text, sec.from, sec.to), sec.indent)
		assert.Len(t, uris, sec.count, "URIs displayed in %s", sec.from)
		for _, u := range uris {
			checkExample(t, sec.from, u, "URI", true)
			checkExample(t, sec.from, u, "URI_reference", true)
		}
	}

	// Section 5.4: "ref" = "target", the target sometimes on a line of
	// its own after "/". Every reference is a URI-reference, every target
	// a URI.
	examples := section(t, text, "5.4.1.  Normal Examples", "6.  Normalization and Comparison")
	pairs := regexp.MustCompile(`(?m)^      "([^"]*)" += +"([^"]*)"`).FindAllStringSubmatch(examples, -1)
	more := regexp.MustCompile(`(?m)^ +/  "([^"]*)"`).FindAllStringSubmatch(examples, -1)
	assert.Len(t, pairs, 42, "section 5.4's examples")
	assert.Len(t, more, 1, "section 5.4's second targets")
	for _, p := range pairs {
		checkExample(t, "5.4", p[1], "URI_reference", true)
		checkExample(t, "5.4", p[2], "URI", true)
	}
	for _, m := range more {
		checkExample(t, "5.4", m[1], "URI", true)
	}

	// Examples within the prose, each quoted as the RFC quotes it.
	inline := []struct {
		quoted, s, rule string
		want            bool
	}{
		{`"http://localhost/"`, "http://localhost/", "URI", true},
		{`"file:///etc/hosts"`, "file:///etc/hosts", "URI", true},
		{`"scheme:."`, "scheme:.", "URI", true},
		{`"scheme:.."`, "scheme:..", "URI", true},
		{`<mailto:fred@example.com>`, "mailto:fred@example.com", "URI", true},
		{`has a path of "fred@example.com"`, "fred@example.com", "path_rootless", true},
		{`<foo://info.example.com?fred>`, "foo://info.example.com?fred", "URI", true},
		{`<HTTP://www.EXAMPLE.com/>`, "HTTP://www.EXAMPLE.com/", "URI", true},
		{`<http://www.example.com/>`, "http://www.example.com/", "URI", true},
		{`"mailto:Joe@Example.COM"`, "mailto:Joe@Example.COM", "URI", true},
		{`"mailto:Joe@example.com"`, "mailto:Joe@example.com", "URI", true},
		{`"http://example.com/?"`, "http://example.com/?", "URI", true},
		// Section 4.2: "this:that" cannot start a relative-path reference,
		// "./this:that" can.
		{`(e.g., "this:that")`, "this:that", "relative_ref", false},
		{`(e.g., "this:that")`, "this:that", "URI", true},
		{`(e.g., "./this:that")`, "./this:that", "relative_ref", true},
		{`"%3a" versus "%3A"`, "%3a", "pct_encoded", true},
		{`"%3a" versus "%3A"`, "%3A", "pct_encoded", true},
		{`"%7E"`, "%7E", "pct_encoded", true},
		{`"%C3%80"`, "%C3%80", "segment_nz_nc", true},
		{`"%E3%82%A2"`, "%E3%82%A2", "segment_nz_nc", true},
		{`"name;v=1.1"`, "name;v=1.1", "segment", true},
		{`"name,1.1"`, "name,1.1", "segment", true},
		// Section 5.2.4's two worked inputs of remove_dot_segments.
		{"1 :                         /a/b/c/./../../g", "/a/b/c/./../../g", "path_absolute", true},
		{"1 :                         mid/content=5/../6", "mid/content=5/../6", "path_noscheme", true},
	}
	for _, c := range inline {
		assert.Contains(t, text, c.quoted, "the RFC's text")
		checkExample(t, c.quoted, c.s, c.rule, c.want)
	}
}

// checkExample checks that the rule matches s, or does not, as want says,
// and that the oracle agrees.
func checkExample(t *testing.T, where, s, rule string, want bool) {
	t.Helper()
	assert.Equal(t, want, match(t, rule, s), "%s: %s %q", where, rule, s)
	assert.Equal(t, want, oracle[rule](s), "%s: oracle's %s %q", where, rule, s)
}

// TestAppendixB checks the oracle's split against Appendix B's worked
// example: the expression it prints, and the values of $1 to $9 it lists
// for http://www.ics.uci.edu/pub/ietf/uri/#Related.
func TestAppendixB(t *testing.T) {
	b := section(t, rfcText(t), "Appendix B.  Parsing a URI Reference", "Appendix C.")
	re := regexp.MustCompile(`\n      (\^\S+)\n`).FindStringSubmatch(b)
	require.NotNil(t, re, "Appendix B's expression")
	assert.Equal(t, "(?s)"+re[1], appendixB.String(), "the oracle's expression is Appendix B's")

	const example = "http://www.ics.uci.edu/pub/ietf/uri/#Related"
	assert.Contains(t, b, "\n      "+example+"\n")
	m := appendixB.FindStringSubmatch(example)
	listed := regexp.MustCompile(`(?m)^      \$(\d) = (.*)$`).FindAllStringSubmatch(b, -1)
	require.Len(t, listed, 9)
	for _, l := range listed {
		n := int(l[1][0] - '0')
		if l[2] == "<undefined>" {
			assert.Equal(t, "", m[n], "$%d", n) // FindStringSubmatch gives "" for an unmatched group
			continue
		}
		assert.Equal(t, l[2], m[n], "$%d", n)
	}
	c := split(example)
	assert.Equal(t, components{
		scheme: "http", authority: "www.ics.uci.edu", path: "/pub/ietf/uri/", fragment: "Related",
		hasScheme: true, hasAuthority: true, hasFragment: true,
	}, c)
	assert.True(t, match(t, "URI", example))
}

// ruleCases holds, for every rule, strings it matches as a whole and
// strings it does not, worked out from its ABNF line.
var ruleCases = map[string]struct{ match, nomatch []string }{
	"URI": {
		match:   []string{"a:", "a:b", "http://a/b?c#d", "http://[v7.x]/", "http://[V7.X]/", "http://[::1]:80/", "a:/", "a://", "a:?", "a:#", "a:b:c", "a+b-c.d:", "a:%41", "a://u:p@h:1/p?q#f", "a:/b//c"},
		nomatch: []string{"", "a", "1a:b", ":b", "a b:c", "a:b c", "a:b#c#d", "http://[fe80::1%25eth0]/", "http://a:b/", "http://[::1", "a://a@b@c", "a:%4", "a:[", "http://a]/"},
	},
	"hier_part": {
		match:   []string{"", "//", "//a", "//a/b", "/", "/a//b", "a", "a:b", "a/b", "//u@[::1]:0"},
		nomatch: []string{"?", "#", "//a?q", "/a#f", "a b", "//[::1"},
	},
	"URI_reference": {
		match:   []string{"", "#", "?", "?y", "#s", "a", "a:b", "//g", "./this:that", "../../g", "g;x?y#s", "//[2001:db8::7]/c=GB?objectClass?one"},
		nomatch: []string{"a b", "this:that:%", "1a:b", ":", "#a#b", "%", "[", "//a b", "//[fe80::1%25eth0]"},
	},
	"absolute_URI": {
		match:   []string{"a:", "a:b?c", "http://a/b?c", "g:h"},
		nomatch: []string{"", "a:b#c", "a", "//a", "a:#"},
	},
	"relative_ref": {
		match:   []string{"", "?", "#", "?y", "g", "//g", "/g", "./g:h", "g/h:i", "@", "a@b", "//", "///", "g?y/./x"},
		nomatch: []string{"g:h", ":", ":a", "a:", "1a:b", "a b", "%zz"},
	},
	"relative_part": {
		match:   []string{"", "//a", "/", "/a", "a", "a/b:c", "//a:1/b"},
		nomatch: []string{"a:b", ":", "?", "//a?"},
	},
	"scheme": {
		match:   []string{"a", "A", "a+b-c.d", "z9", "HTTP"},
		nomatch: []string{"", "1", "+a", "a_b", "a:", "a%41"},
	},
	"authority": {
		match:   []string{"", "a", "a:", "a:80", "@", "u@", "u:p@h", "u:p:q@h:1", "[::1]", "[::1]:443", "[v7.x]", "1.2.3.4:80", "1.2.3.4.5", "%41:1", "!$&'()*+,;="},
		nomatch: []string{"a:b", "a@b@c", "[::1", "::1", "[::1]x", "a b", "a/", "[fe80::1%25eth0]", "a:1:2", "a]"},
	},
	"userinfo": {
		match:   []string{"", "u", "u:p", "::", "%41", "!$&'()*+,;=:"},
		nomatch: []string{"@", "a@b", "%4", "[", "/"},
	},
	"host": {
		match:   []string{"", "a", "1.2.3.4", "1.2.3.4.5", "256.1.1.1", "01.2.3.4", "1.2.3", "[::1]", "[v1.a]", "a%41", "1.2.3.4%41"},
		nomatch: []string{"[fe80::1%25eth0]", "[::1", "::1", "a:b", "a@b", "[]", "[v1]", "[1.2.3.4]", "1.2.3.4:"},
	},
	"port": {
		match:   []string{"", "0", "80", "65536", "000"},
		nomatch: []string{"a", "-1", "8 0", ":80"},
	},
	"IP_literal": {
		match:   []string{"[::]", "[::1]", "[1:2:3:4:5:6:7:8]", "[::ffff:1.2.3.4]", "[v7.x]", "[V7.X]", "[vF.:]", "[v1a.!$&'()*+,;=:-._~]"},
		nomatch: []string{"", "[]", "::1", "[::1", "::1]", "[fe80::1%25eth0]", "[fe80::1%eth0]", "[v.x]", "[v1.]", "[v1x]", "[w1.x]", "[1.2.3.4]", "[v1./]"},
	},
	"IPvFuture": {
		match:   []string{"v7.x", "V7.x", "v1.a", "vA.b", "vab.c", "vFFFF.:", "v0.~"},
		nomatch: []string{"", "v", "v.", "v7.", "7.x", "vg.x", "v7x", "v7.x/", "v7.%41", "w7.x"},
	},
	"IPv6address": {
		match:   []string{"::", "::1", "1::", "1:2:3:4:5:6:7:8", "::ffff:1.2.3.4", "2001:DB8::7", "FFFF::fffF"},
		nomatch: []string{"", ":", ":::", "1:2", "fe80::1%25eth0", "1.2.3.4", "[::1]"},
	},
	"h16": {
		match:   []string{"0", "a", "F", "abcd", "ABCD", "0000"},
		nomatch: []string{"", "abcde", "g", ":", "0x1"},
	},
	"ls32": {
		match:   []string{"0:0", "ffff:FFFF", "1.2.3.4", "255.255.255.255"},
		nomatch: []string{"", "0", "0:", ":0", "1:2:3", "1.2.3", "256.1.1.1", "1.2.3.4:5"},
	},
	"IPv4address": {
		match:   []string{"0.0.0.0", "1.2.3.4", "10.0.0.1", "192.0.2.16", "255.255.255.255", "199.249.200.250"},
		nomatch: []string{"", "1.2.3", "1.2.3.4.5", "256.1.1.1", "1.2.3.256", "01.2.3.4", "1.2.3.04", "1.2.3.4.", ".1.2.3.4", "1..2.3", "a.b.c.d", "1.2.3.1000", "300.1.1.1"},
	},
	"dec_octet": {
		match:   []string{"0", "9", "10", "99", "100", "199", "200", "249", "250", "255"},
		nomatch: []string{"", "00", "01", "256", "260", "300", "1000", "-1", "a"},
	},
	"reg_name": {
		match:   []string{"", "a", "example.com", "1.2.3.4", "1.2.3.4.5", "%41", "a-b_c~d", "!$&'()*+,;="},
		nomatch: []string{":", "@", "[", "]", "a/b", "%4", "%zz", "a b"},
	},
	"path": {
		match:   []string{"", "/", "//", "//a", "/a/b", "a", "a/b", "a:b", "a:b/c", "@", "./a:b"},
		nomatch: []string{"?", "#", "a?b", "a b", "%"},
	},
	"path_abempty": {
		match:   []string{"", "/", "//", "/a/b/", "/a:b"},
		nomatch: []string{"a", "a/b", "/a?", "/%"},
	},
	"path_absolute": {
		match:   []string{"/", "/a", "/a/", "/a//b", "/a:b"},
		nomatch: []string{"", "//", "//a", "a", "/?"},
	},
	"path_noscheme": {
		match:   []string{"a", "a/b:c", "a@b", "a//", "%41"},
		nomatch: []string{"", "/a", ":", "a:b", ":a/b"},
	},
	"path_rootless": {
		match:   []string{"a", "a:b", ":", ":a/b", "a//"},
		nomatch: []string{"", "/a", "?"},
	},
	"path_empty": {
		match:   []string{""},
		nomatch: []string{"a", "/", "%"},
	},
	"segment": {
		match:   []string{"", "a", "a:b@c", "%41", "!$&'()*+,;=", "-._~"},
		nomatch: []string{"/", "?", "#", "[", "%4"},
	},
	"segment_nz": {
		match:   []string{"a", ":", "@", "%41"},
		nomatch: []string{"", "/", "a/b"},
	},
	"segment_nz_nc": {
		match:   []string{"a", "@", "%41", "%3A", "a@b"},
		nomatch: []string{"", ":", "a:b", "/"},
	},
	"pchar": {
		match:   []string{"a", "Z", "0", "-", ".", "_", "~", "!", "=", ":", "@", "%41", "%ff"},
		nomatch: []string{"", "/", "?", "#", "[", "]", "%", "%4", "%gg", "ab", " "},
	},
	"query": {
		match:   []string{"", "a", "a/b?c", "?", "/", "objectClass?one", "a=b&c=d"},
		nomatch: []string{"#", "a#b", "[", "%", " "},
	},
	"fragment": {
		match:   []string{"", "nose", "s/./x", "?", "a:b@c"},
		nomatch: []string{"#", "a#b", "]", "%2"},
	},
	"pct_encoded": {
		match:   []string{"%00", "%41", "%aF", "%Fa", "%ff"},
		nomatch: []string{"", "%", "%4", "%g0", "%0g", "%411", "41"},
	},
	"unreserved": {
		match:   []string{"a", "Z", "5", "-", ".", "_", "~"},
		nomatch: []string{"", "!", "%", "ab", "/"},
	},
	"reserved": {
		match:   []string{":", "/", "?", "#", "[", "]", "@", "!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "="},
		nomatch: []string{"", "a", "-", "%", "~", "::"},
	},
	"gen_delims": {
		match:   []string{":", "/", "?", "#", "[", "]", "@"},
		nomatch: []string{"", "!", "a", "%"},
	},
	"sub_delims": {
		match:   []string{"!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "="},
		nomatch: []string{"", ":", "a", "-"},
	},
	"ALPHA": {
		match:   []string{"a", "z", "A", "Z"},
		nomatch: []string{"", "0", "-", "ab", "\xc3\xa9"},
	},
	"DIGIT": {
		match:   []string{"0", "9"},
		nomatch: []string{"", "a", "10"},
	},
	"HEXDIG": {
		match:   []string{"0", "9", "a", "f", "A", "F"},
		nomatch: []string{"", "g", "G", "ff"},
	},
}

// TestRuleCases checks every rule against its cases, and the oracle with
// it.
func TestRuleCases(t *testing.T) {
	for _, r := range Rules() {
		c, ok := ruleCases[r.Name]
		if !assert.True(t, ok, "no cases for %s", r.Name) {
			continue
		}
		for _, s := range c.match {
			checkExample(t, "match", s, r.Name, true)
		}
		for _, s := range c.nomatch {
			checkExample(t, "nomatch", s, r.Name, false)
		}
	}
}

// TestHostFirstMatchWins checks section 3.2.2's "first-match-wins": a host
// is an IP-literal, else an IPv4 address if it matches IPv4address as a
// whole, else a reg-name; and the grammar's host matches each as a whole,
// in an authority too.
func TestHostFirstMatchWins(t *testing.T) {
	cases := []struct{ host, kind string }{
		{"1.2.3.4", "IPv4address"},
		{"0.0.0.0", "IPv4address"},
		{"255.255.255.255", "IPv4address"},
		{"1.2.3.4.5", "reg_name"},
		{"256.1.1.1", "reg_name"},
		{"1.2.3.256", "reg_name"},
		{"1.2.3.45a", "reg_name"},
		{"01.2.3.4", "reg_name"},
		{"1.2.3.04", "reg_name"},
		{"1.2.3", "reg_name"},
		{"1.2.3.4.", "reg_name"},
		{"1.2.3.4%41", "reg_name"},
		{"1.2.3.4-", "reg_name"},
		{"1.2.3.4~", "reg_name"},
		{"1.2.3.4!", "reg_name"},
		{"example.com", "reg_name"},
		{"", "reg_name"},
		{"[::1]", "IP_literal"},
		{"[v7.x]", "IP_literal"},
	}
	for _, c := range cases {
		kind := ""
		for _, k := range []string{"IP_literal", "IPv4address", "reg_name"} {
			if match(t, k, c.host) {
				kind = k
				break
			}
		}
		assert.Equal(t, c.kind, kind, "host %q", c.host)
		assert.True(t, match(t, "host", c.host), "host %q", c.host)
		for _, a := range []string{c.host, "u@" + c.host + ":80"} {
			assert.True(t, match(t, "authority", a), "authority %q", a)
			u := "http://" + a + "/p"
			assert.True(t, match(t, "URI", u), "URI %q", u)
		}
		// host takes the whole host, not an IPv4address at its start.
		end, f := Run("host", c.host+"/x")
		assert.Nil(t, f)
		assert.Equal(t, len(c.host), end, "host %q followed by /x", c.host)
	}
}

// ipv6Forms holds, for each of the nine forms of IPv6address in the RFC's
// order, addresses that only it derives: each form with the fewest and
// the most pieces before "::" that it allows, with ls32 as two h16 and as
// an IPv4 address where the form ends in ls32.
var ipv6Forms = [9][]string{
	{"1:2:3:4:5:6:7:8", "1:2:3:4:5:6:1.2.3.4", "ABCD:ef01:2345:6789:aBcD:EF01:2345:6789", "0:0:0:0:0:0:0:0"},
	{"::2:3:4:5:6:7:8", "::2:3:4:5:6:1.2.3.4"},
	{"::3:4:5:6:7:8", "1::3:4:5:6:7:8", "1::3:4:5:6:1.2.3.4"},
	{"::4:5:6:7:8", "1:2::4:5:6:7:8", "1:2::4:5:6:255.255.255.255"},
	{"::5:6:7:8", "1:2:3::5:6:7:8", "1:2:3::5:6:0.0.0.0"},
	{"::6:7:8", "1:2:3:4::6:7:8", "1:2:3:4::6:10.0.0.1"},
	{"::7:8", "::1.2.3.4", "1:2:3:4:5::7:8", "1:2:3:4:5::1.2.3.4"},
	{"::8", "1:2:3:4:5:6::8", "2001:db8::7"},
	{"::", "1::", "1:2:3:4:5:6:7::"},
}

// ipv6Invalid holds strings that are no IPv6address.
var ipv6Invalid = []string{
	"", ":", ":::", "::::", "1:::2", "1::2::3", "::1::", ":1::", "1::2:", ":1:2:3:4:5:6:7:8",
	"1:2:3:4:5:6:7:8:", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7", "1:2:3:4:5:6:7:8::", "::1:2:3:4:5:6:7:8",
	"1::2:3:4:5:6:7:8", "1:2:3:4::5:6:7:8", "12345::", "::12345", "g::", "::g", "1:2:3:4:5:6:7:8 ",
	"::1.2.3", "::1.2.3.4.5", "::256.1.1.1", "::1.2.3.256", "::01.1.1.1", "::1.2.3.04", "::1.2.3.4:5",
	"1.2.3.4::", "1.2.3.4", "::1.2.3.4:", "1:2:3:4:5:6:7:1.2.3.4", "1:2:3:4:5:1.2.3.4", "1::2:3:4:5:6:1.2.3.4",
	"::1.2.3.4.", "::.1.2.3.4", "::1:.2.3.4", "1:2:3:4:5:6:7:8.", "::ffff:1.2.3.4%eth0",
	"fe80::1%25eth0", "fe80::1%eth0", "fe80::1%", "[::1]", "::1]", " ::1", "::1 ", "0x1::", "::-1",
	"1:2:3:4:5:6::1.2.3.4", "1:2:3:4:5:6:7::8",
}

// TestIPv6Forms checks the nine forms of IPv6address and strings that are
// none of them, in an IP-literal and in a URI too.
func TestIPv6Forms(t *testing.T) {
	for i, form := range ipv6Forms {
		for _, a := range form {
			checkExample(t, fmt.Sprintf("form %d", i+1), a, "IPv6address", true)
			checkExample(t, fmt.Sprintf("form %d", i+1), "["+a+"]", "IP_literal", true)
			checkExample(t, fmt.Sprintf("form %d", i+1), "http://["+a+"]:80/", "URI", true)
		}
	}
	for _, a := range ipv6Invalid {
		checkExample(t, "invalid", a, "IPv6address", false)
		checkExample(t, "invalid", "["+a+"]", "IP_literal", false)
		checkExample(t, "invalid", "http://["+a+"]/", "URI", false)
	}
}

// TestIPv6Text checks IPv6address against section 3.2.2's prose, apart
// from its ABNF: eight pieces of one to four hexadecimal digits separated
// by ":", the last two of which may be an IPv4 address; and one run of
// one or more zero pieces may be elided, leaving "::" in its place. For
// every number of pieces before and after "::" (or without "::"), with
// and without an IPv4 tail, random addresses are built and their validity
// worked out from the prose.
func TestIPv6Text(t *testing.T) {
	rng := rand.New(rand.NewPCG(3986, 1))
	hex := "0123456789abcdefABCDEF"
	piece := func() string {
		b := make([]byte, 1+rng.IntN(4))
		for i := range b {
			b[i] = hex[rng.IntN(len(hex))]
		}
		return string(b)
	}
	pieces := func(n int) []string {
		var p []string
		for range n {
			p = append(p, piece())
		}
		return p
	}
	checked := 0
	for before := 0; before <= 9; before++ {
		for after := 0; after <= 9; after++ {
			for _, elided := range []bool{false, true} {
				for _, v4 := range []bool{false, true} {
					if !elided && after > 0 {
						continue // without "::", all pieces are before
					}
					n := before + after // the 16-bit pieces
					if v4 {
						n += 2
					}
					valid := n == 8 && !elided || n <= 7 && elided
					for range 4 {
						head, tail := pieces(before), pieces(after)
						if v4 {
							tail = append(tail, fmt.Sprintf("%d.%d.%d.%d", rng.IntN(256), rng.IntN(256), rng.IntN(256), rng.IntN(256)))
						}
						a := strings.Join(append(head, tail...), ":")
						if elided {
							a = strings.Join(head, ":") + "::" + strings.Join(tail, ":")
						}
						checkExample(t, "section 3.2.2", a, "IPv6address", valid)
						checked++
					}
				}
			}
		}
	}
	t.Logf("%d addresses checked", checked)
}

// TestCaseInsensitive checks that the ABNF's strings match either case:
// the "v" of IPvFuture and the letters of HEXDIG, wherever HEXDIG is used;
// and that a failure at either expects both cases.
func TestCaseInsensitive(t *testing.T) {
	for _, c := range []struct{ rule, lower, upper string }{
		{"IPvFuture", "v1f.x", "V1F.x"},
		{"IP_literal", "[v7.x]", "[V7.x]"},
		{"URI", "http://[v7.x]/", "http://[V7.x]/"},
		{"HEXDIG", "a", "A"},
		{"HEXDIG", "f", "F"},
		{"h16", "abcd", "ABCD"},
		{"pct_encoded", "%7e", "%7E"},
		{"IPv6address", "fe80::abcd:ef", "FE80::ABCD:EF"},
		{"URI", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "EXAMPLE://A/./B/../B/%63/%7BFOO%7D"},
	} {
		assert.True(t, match(t, c.rule, c.lower), "%s %q", c.rule, c.lower)
		assert.True(t, match(t, c.rule, c.upper), "%s %q", c.rule, c.upper)
	}
	for _, c := range []struct {
		rule, s string
		offset  int
		want    string
	}{
		{"IPvFuture", "x", 0, "Vv"},
		{"HEXDIG", "g", 0, "0123456789ABCDEFabcdef"},
		{"pct_encoded", "%g", 1, "0123456789ABCDEFabcdef"},
	} {
		_, f := Run(c.rule, c.s)
		require.NotNil(t, f, "%s %q", c.rule, c.s)
		assert.Equal(t, c.offset, f.Offset, "%s %q", c.rule, c.s)
		assert.Equal(t, c.want, expectedChars(f), "%s %q", c.rule, c.s)
	}
}

// expectedChars returns the characters a failure expects, in order.
func expectedChars(f *Failure) string {
	var b []byte
	for c, ok := range f.Expected {
		if ok {
			b = append(b, byte(c))
		}
	}
	return string(b)
}
