package parser_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// appendixARules reads the rule names of Appendix A from the RFC's own
// text, in its order, with a hyphen written as an underscore.
func appendixARules(t *testing.T) []string {
	t.Helper()
	text, err := os.ReadFile("../testdata/spec/rfc2396.txt")
	require.NoError(t, err)
	s := string(text)
	from := strings.Index(s, "\nA. Collected BNF for URI")
	to := strings.Index(s, "\nB. Parsing a URI Reference")
	require.True(t, from > 0 && to > from, "Appendix A not found in the RFC's text")
	var names []string
	for _, m := range regexp.MustCompile(`(?m)^ +([A-Za-z][A-Za-z0-9_-]*) += `).FindAllStringSubmatch(s[from:to], -1) {
		names = append(names, m[1])
	}
	return names
}

// TestRules checks the generated rule names against Appendix A's text:
// the same rules in the same order, each spelled as the RFC spells it,
// which syntax.RFC2396 reads; the default reads RFC 2732's after them
// (TestRFC2732Rules).
func TestRules(t *testing.T) {
	spelled := appendixARules(t)
	var names []syntax.Rule
	for _, n := range spelled {
		names = append(names, syntax.Rule(strings.ReplaceAll(n, "-", "_")))
	}
	assert.Equal(t, names, parser.Rules(syntax.RFC2396))
	for i, r := range parser.Rules(syntax.RFC2396) {
		assert.Equal(t, spelled[i], r.RFCName(), "RFC name of %s", r)
	}
	rs := parser.Rules()
	rs[0] = "changed"
	assert.Equal(t, syntax.URIReference, parser.Rules()[0], "Rules must return a copy")
}

func TestMatchRuleNames(t *testing.T) {
	for _, rule := range parser.Rules() {
		_, err := parser.MatchRule(rule, "a")
		assert.NoError(t, err, "rule %s", rule)
	}
	for _, rule := range []syntax.Rule{"", "URI-reference", "uri_reference", "Input", "query_only_reference", "ipv4address", "nosuchrule"} {
		ok, err := parser.MatchRule(rule, "a")
		assert.False(t, ok, "rule %q", rule)
		assert.ErrorContains(t, err, "no rule", "rule %q", rule)
	}
}

// ruleCases holds, for every rule of Appendix A, strings that the rule
// derives as a whole and strings it does not, worked out from its BNF line:
// Appendix A to the letter (syntax.RFC2396).
var ruleCases = map[syntax.Rule]struct{ match, nomatch []string }{
	"URI_reference": {
		match:   []string{"", "#", "#f", "a", "a:b", "http://a/b?c#d", "//", "/", "g;x?y#s", "mailto:a@b"},
		nomatch: []string{"?y", "a b", "#a#b", "http:", "1a:b", "%", "[", "a:b#c#d"},
	},
	"absoluteURI": {
		match:   []string{"a:b", "a:/", "http://a", "http://a/?q", "a:?x", "g:h", "a+b-c.d:e", "x:;"},
		nomatch: []string{"", "a:", "a", "/a", "1a:b", "a:b#f", ":b", "a:b c"},
	},
	"relativeURI": {
		match:   []string{"a", "a/b", "/", "//", "//a:80/b?q", "/a?", "g;x", "./g", "a/b:c"},
		nomatch: []string{"", "?y", "a:b", "#f", "a#f", "a b", ":"},
	},
	"hier_part": {
		match:   []string{"/", "//a", "//a/b?c", "/a?", "///", "/?/?"},
		nomatch: []string{"", "a", "?q", "a/b", "//a#f"},
	},
	"opaque_part": {
		match:   []string{"a", "a@b", "?x", "a/b", ":", "a//", "%2F/", ";?:@&=+$,"},
		nomatch: []string{"", "/x", "a#b", "%2", "a b", "[a]"},
	},
	"uric_no_slash": {
		match:   []string{"a", "Z", "0", "-", "?", ";", ":", "@", "&", "=", "+", "$", ",", "%2F", "~"},
		nomatch: []string{"", "/", "#", "%", "ab", "%2", " ", "[", "%G0"},
	},
	"net_path": {
		match:   []string{"//", "//a", "//a/", "//a/b/c", "//u@a:80/p", "//a_b/c", "///"},
		nomatch: []string{"", "/", "/a", "a", "//a?q", "//a b"},
	},
	"abs_path": {
		match:   []string{"/", "/a", "/a/b", "//", "/a;b/c;d=e", "/a:b", "/%20", "/a/"},
		nomatch: []string{"", "a", "/a?q", "/a#f", "/a b", "/%"},
	},
	"rel_path": {
		match:   []string{"a", "a/", "a/b:c", "a;b/c", "..", "g;x=1/../y", "a//b"},
		nomatch: []string{"", "/a", "a:b", ":", "a?q", "a b"},
	},
	"rel_segment": {
		match:   []string{"a", "a;b", "a@b", "a&b=c+d$e,f", "%2F", ";", "..", "~", "a;b;c"},
		nomatch: []string{"", "a:b", ":", "a/b", "a?", "%2", "a#"},
	},
	"scheme": {
		match:   []string{"a", "A", "a+b-c.d", "http", "x1", "a.", "a-", "a+"},
		nomatch: []string{"", "1a", "+a", "-", "a_b", "a:", "a b", "%61"},
	},
	"authority": {
		match:   []string{"", "a", "a:80", "user@a", "a_b", "@", "u:p@a:1", "1.2.3.4", "1.2.3.4.", "a:b", "a@b@c", "%41", ":"},
		nomatch: []string{"a/b", "a?", "a#", "a b", "[::1]", "%", "a%2"},
	},
	"reg_name": {
		match:   []string{"a", "a_b", "@", ":", "a:b", "%41", "$,;:@&=+", "-", "a.b", "1.2.3"},
		nomatch: []string{"", "/", "a/b", "?", "#", "a b", "%4", "[", "a~%"},
	},
	"server": {
		match:   []string{"", "a", "a:80", "a:", "u@a", "@a", "u:p@a:80", "1.2.3.4:8080", "www.example.com.", "u;v&=+$,@h"},
		nomatch: []string{"@", "a_b", "u@", ":80", "a:b", "a@b@c", "1.2.3.4.", "-a"},
	},
	"userinfo": {
		match:   []string{"", "u", "u:p", ";:&=+$,", "%41", "a_b", "~!*'()"},
		nomatch: []string{"@", "u@", "a/b", "a?", "%", "a b"},
	},
	"hostport": {
		match:   []string{"a", "a:80", "a:", "1.2.3.4:", "a.b.:0"},
		nomatch: []string{"", ":80", "a:b", "u@a", "a:80:90", "-a:1"},
	},
	"host": {
		match:   []string{"a", "a.b", "a.b.", "1.2.3.4", "999.999.999.999", "1a.b"},
		nomatch: []string{"", "1.2.3.4.", "1.2.3", "a_b", "-a", "a..b", ".a"},
	},
	"hostname": {
		match:   []string{"a", "a.b", "www.example.com.", "a-b.c", "1a.b", "a--b.c", "x.y-z.w1", "a.", "1.2.3.a"},
		nomatch: []string{"", "1.2.3.4", "-a", "a-", "a..b", ".", ".a", "a.b..", "1a", "a-.b", "a_b"},
	},
	"domainlabel": {
		match:   []string{"a", "1", "1a", "a--b", "a-1", "ab12", "1-1"},
		nomatch: []string{"", "-a", "a-", "-", "a.b", "a_b"},
	},
	"toplabel": {
		match:   []string{"a", "a-1", "a--b", "ab", "Z9"},
		nomatch: []string{"", "1a", "1", "-a", "a-", "a.b"},
	},
	"IPv4address": {
		match:   []string{"1.2.3.4", "999.0.0.1", "0.0.0.0", "01.002.0003.00004"},
		nomatch: []string{"", "1.2.3", "1.2.3.4.", "1.2.3.4.5", "a.b.c.d", "1..2.3", ".1.2.3.4", "1.2.3.-4"},
	},
	"port": {
		match:   []string{"", "80", "0", "65536", "123456789"},
		nomatch: []string{"a", "8a", " 80", "-1", ":80"},
	},
	"path": {
		match:   []string{"", "/a", "a:b", "/", "//", "a/b", "?x", "/a;b"},
		nomatch: []string{"a b", "%", "#", "/a#b", "/a?b"},
	},
	"path_segments": {
		match:   []string{"", "a", "a/b", "/", "a;b/c;d", "::", "a//b"},
		nomatch: []string{"?", "a?b", "#", "a b", "%"},
	},
	"segment": {
		match:   []string{"", "a", "a;b;c", "a:b", ";", ";;", "a;b:c", "%20", "@&=+$,"},
		nomatch: []string{"/", "a/b", "?", "a b", "%2"},
	},
	"param": {
		match:   []string{"", "a", "x=1", "a:b", "%41", "@&=+$,"},
		nomatch: []string{";", "a;b", "/", "?", "%"},
	},
	"pchar": {
		match:   []string{"a", ":", "@", "&", "=", "+", "$", ",", "%20", "~", "-"},
		nomatch: []string{"", "/", ";", "?", "#", "aa", "%2", " "},
	},
	"query": {
		match:   []string{"", "a", "a=1&b=2", "/?:@", "??", "%41", ";/?:@&=+$,"},
		nomatch: []string{"#", "a b", "%", "a#b", "[", "\x00"},
	},
	"fragment": {
		match:   []string{"", "f", "s/t?u", "%23", "-_.!~*'()"},
		nomatch: []string{"#", "a#", "%2", " ", "\xff"},
	},
	"uric": {
		match:   []string{"a", "/", "?", ";", "%41", "~", "$"},
		nomatch: []string{"", "#", "%", "ab", " ", "%4G"},
	},
	"reserved": {
		match:   []string{";", "/", "?", ":", "@", "&", "=", "+", "$", ","},
		nomatch: []string{"", "a", "#", "-", ";;"},
	},
	"unreserved": {
		match:   []string{"a", "Z", "5", "-", "_", ".", "!", "~", "*", "'", "(", ")"},
		nomatch: []string{"", "%41", "/", ";", "ab"},
	},
	"mark": {
		match:   []string{"-", "_", ".", "!", "~", "*", "'", "(", ")"},
		nomatch: []string{"", "a", "1", "/", "--"},
	},
	"escaped": {
		match:   []string{"%2F", "%00", "%ff", "%Fa", "%9A"},
		nomatch: []string{"", "%", "%2", "%G0", "%0G", "2F", "%2F0", "%%41"},
	},
	"hex": {
		match:   []string{"0", "9", "a", "f", "A", "F"},
		nomatch: []string{"", "g", "G", "00", "%"},
	},
	"alphanum": {
		match:   []string{"a", "z", "A", "Z", "0", "9"},
		nomatch: []string{"", "-", "a1", "_"},
	},
	"alpha": {
		match:   []string{"a", "z", "A", "Z"},
		nomatch: []string{"", "0", "ab", "-"},
	},
	"lowalpha": {
		match:   []string{"a", "m", "z"},
		nomatch: []string{"", "A", "0", "az"},
	},
	"upalpha": {
		match:   []string{"A", "M", "Z"},
		nomatch: []string{"", "a", "0", "AZ"},
	},
	"digit": {
		match:   []string{"0", "5", "9"},
		nomatch: []string{"", "a", "10", "-"},
	},
}

func TestMatchRule(t *testing.T) {
	for _, rule := range parser.Rules(syntax.RFC2396) {
		tc, ok := ruleCases[rule]
		if !assert.True(t, ok, "no test cases for rule %s", rule) {
			continue
		}
		assert.NotEmpty(t, tc.match, "rule %s", rule)
		assert.NotEmpty(t, tc.nomatch, "rule %s", rule)
		for _, s := range tc.match {
			ok, err := parser.MatchRule(rule, s, syntax.RFC2396)
			require.NoError(t, err)
			assert.True(t, ok, "%s should match %q", rule, s)
		}
		for _, s := range tc.nomatch {
			ok, err := parser.MatchRule(rule, s, syntax.RFC2396)
			require.NoError(t, err)
			assert.False(t, ok, "%s should not match %q", rule, s)
		}
	}
	assert.Len(t, ruleCases, len(parser.Rules(syntax.RFC2396)), "a test case for an unknown rule")
}

// charSets gives, for each rule of Appendix A that matches one character,
// the characters it matches, spelled out from its BNF line (syntax.RFC2396:
// RFC 2732 adds "[" and "]" to reserved and uric).
var charSets = func() map[syntax.Rule]string {
	lower := "abcdefghijklmnopqrstuvwxyz"
	upper := "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digit := "0123456789"
	alpha := lower + upper
	alphanum := alpha + digit
	mark := "-_.!~*'()"
	reserved := ";/?:@&=+$,"
	unreserved := alphanum + mark
	return map[syntax.Rule]string{
		"lowalpha":      lower,
		"upalpha":       upper,
		"digit":         digit,
		"alpha":         alpha,
		"alphanum":      alphanum,
		"hex":           digit + "ABCDEFabcdef",
		"mark":          mark,
		"reserved":      reserved,
		"unreserved":    unreserved,
		"uric":          reserved + unreserved,
		"pchar":         unreserved + ":@&=+$,",
		"uric_no_slash": unreserved + ";?:@&=+$,",
	}
}()

// TestCharacterRules checks every one-character rule on all 256 byte
// values, and those rules that take escaped on an escape too.
func TestCharacterRules(t *testing.T) {
	for rule, set := range charSets {
		for b := range 256 {
			s := string([]byte{byte(b)})
			ok, err := parser.MatchRule(rule, s, syntax.RFC2396)
			require.NoError(t, err)
			assert.Equal(t, strings.Contains(set, s) && b < 0x80, ok, "%s on byte %#02x", rule, b)
		}
		escapes := rule == "uric" || rule == "pchar" || rule == "uric_no_slash"
		ok, err := parser.MatchRule(rule, "%7e", syntax.RFC2396)
		require.NoError(t, err)
		assert.Equal(t, escapes, ok, "%s on an escape", rule)
	}
	// escaped: "%" then two hex digits, over every byte in each place.
	hex := charSets["hex"]
	for b := range 256 {
		c := string([]byte{byte(b)})
		for _, s := range []string{"%" + c + "0", "%0" + c} {
			ok, err := parser.MatchRule("escaped", s, syntax.RFC2396)
			require.NoError(t, err)
			assert.Equal(t, strings.Contains(hex, c) && b < 0x80, ok, "escaped on %q", s)
		}
	}
}

// TestRulesAgainstAppendixA checks, for the rules that match a whole
// reference, that they agree with the independent transcription on the
// oracle corpus: URI_reference derives exactly what the expression
// matches, in Appendix A to the letter.
func TestRulesAgainstAppendixA(t *testing.T) {
	for _, s := range corpus() {
		if raceSkip(s) {
			continue
		}
		_, want := matchAppendixA(s)
		ok, err := parser.MatchRule("URI_reference", s, syntax.RFC2396)
		require.NoError(t, err)
		assert.Equal(t, want, ok, "URI_reference on %q", s)
	}
}
