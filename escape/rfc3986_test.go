package escape_test

import (
	"errors"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/syntax"
)

// abnf3986 returns the character sets of the rules of RFC 3986's Appendix
// A that are made of single characters, read from the RFC's text: an
// oracle independent of internal/charset and of the grammar. A set holds
// the characters that stand for themselves: pct-encoded's "%" is left
// out, as ALPHA and DIGIT are spelled out.
func abnf3986(t *testing.T) map[string]string {
	t.Helper()
	text, err := os.ReadFile("../testdata/spec/rfc3986.txt")
	require.NoError(t, err)
	s := string(text)
	from := strings.Index(s, "\nAppendix A.  Collected ABNF for URI")
	to := strings.Index(s, "\nAppendix B.")
	require.True(t, from > 0 && to > from, "Appendix A not found in the RFC's text")
	defs := map[string]string{}
	var last string
	for _, line := range strings.Split(s[from:to], "\n") {
		if m := regexp.MustCompile(`^   ([A-Za-z][A-Za-z0-9-]*) += (.*)$`).FindStringSubmatch(line); m != nil {
			last = m[1]
			defs[last] += m[2]
		} else if strings.HasPrefix(line, "                 /") && last != "" {
			defs[last] += " " + strings.TrimSpace(line)
		} else {
			last = ""
		}
	}
	sets := map[string]string{
		"ALPHA":       "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
		"DIGIT":       "0123456789",
		"pct-encoded": "",
	}
	var expand func(name string) string
	expand = func(name string) string {
		if set, ok := sets[name]; ok {
			return set
		}
		def, ok := defs[name]
		require.True(t, ok, "no rule %s in Appendix A", name)
		var set string
		for _, tok := range regexp.MustCompile(`"[^"]*"|[A-Za-z][A-Za-z0-9-]*|;.*$|[^\s]`).FindAllString(def, -1) {
			switch {
			case strings.HasPrefix(tok, `"`):
				require.Len(t, tok, 3, "rule %s: %s is not one character", name, tok)
				set += tok[1:2]
			case strings.HasPrefix(tok, ";"): // a comment
			case strings.ContainsAny(tok[:1], "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"):
				set += expand(tok)
			default:
				require.Contains(t, []string{"*", "1", "(", ")", "/"}, tok, "rule %s is not a set of characters", name)
			}
		}
		sets[name] = set
		return set
	}
	for _, name := range []string{"unreserved", "gen-delims", "sub-delims", "userinfo", "reg-name", "segment", "segment-nz-nc", "query", "fragment"} {
		expand(name)
	}
	return sets
}

// section22 returns the characters of unreserved as section 2.3 defines
// it, ALPHA and DIGIT spelled out, and those of gen-delims and sub-delims
// as section 2.2 does.
func section22(t *testing.T) (unreserved, reserved string) {
	t.Helper()
	text, err := os.ReadFile("../testdata/spec/rfc3986.txt")
	require.NoError(t, err)
	s := string(text)
	quoted := func(from, to string) string {
		i := strings.Index(s, from)
		require.True(t, i >= 0, "%q not in the RFC", from)
		j := strings.Index(s[i:], to)
		require.True(t, j >= 0, "%q not after %q", to, from)
		var chars string
		for _, m := range regexp.MustCompile(`"(.)"`).FindAllStringSubmatch(s[i:i+j], -1) {
			chars += m[1]
		}
		return chars
	}
	unreserved = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" +
		quoted("      unreserved  = ALPHA / DIGIT", "\n\n")
	reserved = quoted("      gen-delims  =", "\n\n") + quoted("      sub-delims  =", "\n\n")
	return unreserved, reserved
}

// TestRFC3986Sets checks Escape, Repair and Reserved in RFC 3986, byte by
// byte, against the RFC's text: Escape keeps section 2.3's unreserved and
// nothing else; Repair keeps what the component's rule of Appendix A
// allows; Reserved is what that rule allows of section 2.2's reserved.
func TestRFC3986Sets(t *testing.T) {
	abnf := abnf3986(t)
	unreserved, reserved := section22(t)
	assert.ElementsMatch(t, []byte(abnf["unreserved"]), []byte(unreserved), "section 2.3 and Appendix A")
	assert.ElementsMatch(t, []byte(abnf["gen-delims"]+abnf["sub-delims"]), []byte(reserved), "section 2.2 and Appendix A")
	rules := map[escape.Target]string{
		escape.Userinfo:   "userinfo",
		escape.RegName:    "reg-name",
		escape.Segment:    "segment",
		escape.Query:      "query",
		escape.Fragment:   "fragment",
		escape.RelSegment: "segment-nz-nc",
	}
	for c, rule := range rules {
		assert.Equal(t, syntax.Rule(rule), c.Rule(syntax.RFC3986), "%v", c)
		allowed := abnf[rule]
		var res []byte
		for b := range 256 {
			one := string([]byte{byte(b)})
			in := strings.IndexByte(allowed, byte(b)) >= 0
			if in && strings.IndexByte(reserved, byte(b)) >= 0 {
				res = append(res, byte(b))
			}
			if strings.IndexByte(unreserved, byte(b)) >= 0 {
				assert.Equal(t, one, escape.Escape(one, c, syntax.RFC3986), "Escape(%q, %v, RFC3986)", one, c)
			} else {
				assert.Equal(t, "%"+strings.ToUpper(hex2(byte(b))), escape.Escape(one, c, syntax.RFC3986), "Escape(%q, %v, RFC3986)", one, c)
			}
			want := "%" + strings.ToUpper(hex2(byte(b)))
			if in {
				want = one
			}
			assert.Equal(t, want, repair(t, one, c, syntax.RFC3986), "Repair(%q, %v, RFC3986)", one, c)
		}
		assert.ElementsMatch(t, res, []byte(c.Reserved(syntax.RFC3986)), "Reserved(RFC3986) of %v", c)
	}
}

func TestRFC3986(t *testing.T) {
	for _, tt := range []struct {
		c                     escape.Target
		in, escaped, repaired string
	}{
		// Sub-delims: data in RFC 2396's unreserved marks, reserved in
		// RFC 3986 (section 2.2), which a segment may hold.
		{escape.Segment, "it's (1)!*", "it%27s%20%281%29%21%2A", "it's%20(1)!*"},
		// No param: ";" and "=" are sub-delims of pchar.
		{escape.Segment, "a;b=c", "a%3Bb%3Dc", "a;b=c"},
		{escape.Segment, "a:b@c~d", "a%3Ab%40c~d", "a:b@c~d"},
		{escape.RelSegment, "a:b@c", "a%3Ab%40c", "a%3Ab@c"},
		// "[" and "]" are gen-delims, only around an IP literal.
		{escape.Query, "a[0]=x y&z=/?", "a%5B0%5D%3Dx%20y%26z%3D%2F%3F", "a%5B0%5D=x%20y&z=/?"},
		{escape.Fragment, "#sec [2]", "%23sec%20%5B2%5D", "%23sec%20%5B2%5D"},
		{escape.Userinfo, "joe:pa ss@", "joe%3Apa%20ss%40", "joe:pa%20ss%40"},
		{escape.RegName, "my host:80", "my%20host%3A80", "my%20host%3A80"},
		{escape.RegName, "", "", ""}, // RFC 3986's reg-name may be empty
		{escape.Query, "100% %7e", "100%25%20%257e", "100%25%20%7e"},
		{escape.Query, "caf\u00e9", "caf%C3%A9", "caf%C3%A9"},
	} {
		assert.Equal(t, tt.escaped, escape.Escape(tt.in, tt.c, syntax.RFC3986), "Escape(%q, %v, RFC3986)", tt.in, tt.c)
		assert.Equal(t, tt.repaired, repair(t, tt.in, tt.c, syntax.RFC3986), "Repair(%q, %v, RFC3986)", tt.in, tt.c)
	}
}

// TestRFC3986Param checks that RFC 3986, which has no param, refuses the
// component Param, and that RFC3986 joins no value of RFC 2396.
func TestRFC3986Param(t *testing.T) {
	var oe *syntax.OptionError
	r, err := escape.Repair("a", escape.Param, syntax.RFC3986)
	require.True(t, errors.As(err, &oe), "%v", err)
	assert.Contains(t, err.Error(), "RFC 3986 has no param")
	assert.Empty(t, r)
	assert.PanicsWithValue(t, err.Error(), func() { escape.Escape("a", escape.Param, syntax.RFC3986) })
	assert.Equal(t, syntax.Rule(""), escape.Param.Rule(syntax.RFC3986))
	assert.Empty(t, escape.Param.Reserved(syntax.RFC3986))
	for _, opts := range [][]syntax.Syntax{
		{syntax.RFC3986, syntax.RFC2396},
		{syntax.RFC2732, syntax.RFC3986},
		{syntax.RFC3986 | syntax.QueryOnly},
	} {
		_, err := escape.Repair("a", escape.Query, opts...)
		assert.True(t, errors.As(err, &oe), "Repair with %v: %v", opts, err)
		assert.Panics(t, func() { escape.Escape("a", escape.Query, opts...) }, "Escape with %v", opts)
		assert.Equal(t, syntax.Rule(""), escape.Query.Rule(opts...))
	}
}

func TestParseTargetRFC3986(t *testing.T) {
	for name, want := range map[string]escape.Target{"reg-name": escape.RegName, "segment-nz-nc": escape.RelSegment, "reg_name": escape.RegName, "query": escape.Query} {
		got, err := escape.ParseTarget(name)
		require.NoError(t, err, name)
		assert.Equal(t, want, got, name)
	}
	_, err := escape.ParseTarget("segment-nz")
	assert.ErrorContains(t, err, `no component "segment-nz"`)
}
