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
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

func TestEscape(t *testing.T) {
	for _, tt := range []struct {
		c          escape.Target
		data, want string
	}{
		// userinfo: the rule's characters stay, but 3.2.2 reserves ";",
		// ":", "@", "?" and "/".
		{escape.Userinfo, "joe", "joe"},
		{escape.Userinfo, "joe:secret", "joe%3Asecret"},
		{escape.Userinfo, "a;b@c?d/e", "a%3Bb%40c%3Fd%2Fe"},
		{escape.Userinfo, "a&b=c+d$e,f", "a&b=c+d$e,f"},
		{escape.Userinfo, "", ""},
		// reg_name: nothing is reserved beyond the rule.
		{escape.RegName, "a;b:c@d&e=f+g$h,i", "a;b:c@d&e=f+g$h,i"},
		{escape.RegName, "a/b?c", "a%2Fb%3Fc"},
		// segment and param: "/", ";", "=", "?" are reserved (3.3).
		{escape.Segment, "a/b;c=d?e", "a%2Fb%3Bc%3Dd%3Fe"},
		{escape.Segment, "a:b@c&d+e$f,g", "a:b@c&d+e$f,g"},
		{escape.Segment, "{id}", "%7Bid%7D"},
		{escape.Segment, "..", ".."},
		{escape.Param, "x=1;y", "x%3D1%3By"},
		// query: all of 3.4's list.
		{escape.Query, "a=1&b=2", "a%3D1%26b%3D2"},
		{escape.Query, ";/?:@&=+,$", "%3B%2F%3F%3A%40%26%3D%2B%2C%24"},
		{escape.Query, "-_.!~*'()", "-_.!~*'()"},
		// fragment: every uric stays.
		{escape.Fragment, ";/?:@&=+,$", ";/?:@&=+,$"},
		{escape.Fragment, "a#b", "a%23b"},
		// rel_segment: a segment's reserved characters and ":".
		{escape.RelSegment, "a:b", "a%3Ab"},
		{escape.RelSegment, "a@b&c+d$e,f", "a@b&c+d$e,f"},
		{escape.RelSegment, "a/b;c=d?e", "a%2Fb%3Bc%3Dd%3Fe"},
		// Every component: 2.4.3's excluded characters, "%" and non-ASCII.
		{escape.Fragment, "a b", "a%20b"},
		{escape.Fragment, "<>\"%{}|\\^[]`", "%3C%3E%22%25%7B%7D%7C%5C%5E%5B%5D%60"},
		{escape.Fragment, "\x00\t\n\r\x1f\x7f", "%00%09%0A%0D%1F%7F"},
		{escape.Segment, "caf\u00e9", "caf%C3%A9"},
		{escape.Segment, "\xff\xfe", "%FF%FE"},
		{escape.Segment, "%41", "%2541"},
	} {
		got := escape.Escape(tt.data, tt.c)
		assert.Equal(t, tt.want, got, "Escape(%q, %v)", tt.data, tt.c)
		back, err := escape.Unescape(got)
		assert.NoError(t, err)
		assert.Equal(t, tt.data, back, "Unescape(Escape(%q, %v))", tt.data, tt.c)
	}
}

// TestEscapeEveryByte checks each byte alone in each component against an
// oracle written from the RFC's lists, independently of internal/charset.
func TestEscapeEveryByte(t *testing.T) {
	const (
		alphanum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
		mark     = "-_.!~*'()"
		unres    = alphanum + mark
	)
	kept := map[escape.Target]string{
		escape.Userinfo:   unres + "&=+$,",
		escape.RegName:    unres + "$,;:@&=+",
		escape.Segment:    unres + ":@&+$,",
		escape.Param:      unres + ":@&+$,",
		escape.Query:      unres,
		escape.Fragment:   unres + ";/?:@&=+$,",
		escape.RelSegment: unres + "@&+$,",
	}
	for _, c := range escape.Targets() {
		for b := range 256 {
			got := escape.Escape(string([]byte{byte(b)}), c)
			if strings.IndexByte(kept[c], byte(b)) >= 0 {
				assert.Equal(t, string([]byte{byte(b)}), got, "%v %q", c, b)
			} else {
				assert.Equal(t, "%"+strings.ToUpper(hex2(byte(b))), got, "%v %q", c, b)
			}
		}
	}
}

func hex2(b byte) string {
	const h = "0123456789abcdef"
	return string([]byte{h[b>>4], h[b&15]})
}

// TestReservedFromSpec reads the characters that sections 3.2.2, 3.3 and
// 3.4 reserve from the RFC's text and checks them against Reserved.
func TestReservedFromSpec(t *testing.T) {
	text, err := os.ReadFile("../testdata/spec/rfc2396.txt")
	require.NoError(t, err)
	spec := regexp.MustCompile(`\s+`).ReplaceAllString(string(text), " ")
	quoted := func(sentence string) string {
		i := strings.Index(spec, sentence)
		require.True(t, i >= 0, "%q not in the RFC", sentence)
		end := strings.Index(spec[i:], "reserved")
		var chars []byte
		for _, m := range regexp.MustCompile(`"(.)"`).FindAllStringSubmatch(spec[i:i+end], -1) {
			chars = append(chars, m[1][0])
		}
		return string(chars)
	}
	same := func(want, got string, c escape.Target) {
		t.Helper()
		assert.ElementsMatch(t, []byte(want), []byte(got), "%v", c)
	}
	segment := quoted("Within a path segment, the characters")
	same(segment, escape.Segment.Reserved(), escape.Segment)
	same(segment, escape.Param.Reserved(), escape.Param)
	same(segment+":", escape.RelSegment.Reserved(), escape.RelSegment)
	same(quoted("Within a query component, the characters"), escape.Query.Reserved(), escape.Query)
	// 3.2.2 names no list; section 3.2's sentence does: "Within the
	// authority component, the characters ";", ":", "@", "?", and "/" are
	// reserved."
	same(quoted("Within the authority component, the characters"), escape.Userinfo.Reserved(), escape.Userinfo)
	assert.Empty(t, escape.RegName.Reserved())
	assert.Empty(t, escape.Fragment.Reserved())
}

func TestRepair(t *testing.T) {
	for _, tt := range []struct {
		c          escape.Target
		text, want string
	}{
		{escape.Segment, "a b", "a%20b"},
		{escape.Segment, "{id}", "%7Bid%7D"},
		{escape.Segment, "a;b=c", "a;b=c"}, // a param, and "=" that the rule allows
		{escape.Segment, "a/b", "a%2Fb"},
		{escape.Segment, "%7e%7E", "%7e%7E"}, // valid escapes, either case, stay
		{escape.Segment, "100%", "100%25"},
		{escape.Segment, "%zz%4", "%25zz%254"},
		{escape.Segment, "%%41", "%25%41"},
		{escape.Segment, "caf\u00e9", "caf%C3%A9"},
		{escape.Param, "a;b", "a%3Bb"},
		{escape.Query, "q=a b&x={y}", "q=a%20b&x=%7By%7D"},
		{escape.Query, "a#b", "a%23b"},
		{escape.Fragment, "sec 2|3", "sec%202%7C3"},
		{escape.RelSegment, "a:b c", "a%3Ab%20c"},
		{escape.Userinfo, "joe:pa ss@", "joe:pa%20ss%40"},
		{escape.RegName, "my reg", "my%20reg"},
		{escape.Fragment, "", ""},
	} {
		assert.Equal(t, tt.want, repair(t, tt.text, tt.c), "Repair(%q, %v)", tt.text, tt.c)
	}
}

// repair returns Repair's result, which must not be an error.
func repair(t testing.TB, text string, c escape.Target, opts ...syntax.Syntax) string {
	t.Helper()
	r, err := escape.Repair(text, c, opts...)
	if err != nil {
		t.Fatalf("Repair(%q, %v, %v): %v", text, c, opts, err)
	}
	return r
}

func TestUnescape(t *testing.T) {
	for _, tt := range []struct {
		in, want string
		errAt    int // -1: no error
	}{
		{"", "", -1},
		{"abc", "abc", -1},
		{"a%20b", "a b", -1},
		{"%2F%2f", "//", -1},
		{"%41%6a", "Aj", -1},
		{"%C3%A9", "\u00e9", -1},
		{"%FF", "\xff", -1},
		{"%", "%", 1},
		{"%4", "%4", 2},
		{"a%zz%41", "a%zzA", 2},
		{"%4g", "%4g", 2},
		{"%41%", "A%", 4},
		{"%%41", "%A", 1},
	} {
		got, err := escape.Unescape(tt.in)
		assert.Equal(t, tt.want, got, "Unescape(%q)", tt.in)
		if tt.errAt < 0 {
			assert.NoError(t, err, "Unescape(%q)", tt.in)
			continue
		}
		var e *escape.Error
		require.True(t, errors.As(err, &e), "Unescape(%q): %v", tt.in, err)
		assert.Equal(t, tt.errAt, e.Offset, "Unescape(%q)", tt.in)
		assert.Equal(t, tt.in, e.Input)
	}
	_, err := escape.Unescape("a%zz")
	assert.EqualError(t, err, `rfc2396: unescape: unexpected 'z' at offset 2: a "%" must be followed by two hex digits (escaped = "%" hex hex, section 2.4.1)`)
	_, err = escape.Unescape("a%")
	assert.ErrorContains(t, err, "unexpected end of input at offset 2")
	_, err = escape.Unescape("%\n")
	assert.ErrorContains(t, err, `unexpected '\n' at offset 1`)
}

func TestTargetNames(t *testing.T) {
	var names []string
	for _, c := range escape.Targets() {
		names = append(names, c.String())
		got, err := escape.ParseTarget(c.String())
		require.NoError(t, err)
		assert.Equal(t, c, got)
		assert.Contains(t, parser.Rules(), c.Rule())
		assert.Equal(t, c.String(), string(c.Rule()))
	}
	assert.Equal(t, []string{"userinfo", "reg_name", "segment", "param", "query", "fragment", "rel_segment"}, names)
	_, err := escape.ParseTarget("path")
	assert.ErrorContains(t, err, `no component "path"`)
	assert.Equal(t, "Target(0)", escape.Target(0).String())
	assert.Panics(t, func() { escape.Escape("a", 0) })
	assert.Panics(t, func() { _, _ = escape.Repair("a", 99) })
	assert.Equal(t, syntax.Rule(""), escape.Target(0).Rule())
	assert.Empty(t, escape.Target(-1).Reserved())
}

// checkEscape checks the properties of Escape and Repair for data in
// every component; it is shared by the tests and the fuzz targets.
func checkEscape(t *testing.T, data string) {
	for _, syn := range []syntax.Syntax{syntax.Default, syntax.RFC2396, syntax.RFC3986} {
		for _, c := range targets(syn) {
			e := escape.Escape(data, c, syn)
			if data != "" || (c != escape.RegName && c != escape.RelSegment) {
				if ok, err := parser.MatchRule(c.Rule(syn), e, syn); err != nil || !ok {
					t.Fatalf("Escape(%q, %v, %v) = %q does not match %s (%v)", data, c, syn, e, c.Rule(syn), err)
				}
			}
			if back, err := escape.Unescape(e); err != nil || back != data {
				t.Fatalf("Unescape(Escape(%q, %v, %v) = %q) = %q, %v", data, c, syn, e, back, err)
			}
		}
	}
}

// targets returns the components of syn: every one but Param in RFC 3986.
func targets(syn syntax.Syntax) []escape.Target {
	var out []escape.Target
	for _, c := range escape.Targets() {
		if c != escape.Param || !syn.IsRFC3986() {
			out = append(out, c)
		}
	}
	return out
}

// checkRepair checks the properties of Repair for text in every
// component, in each syntax: valid text (by the grammar's parser, in
// that syntax) is kept, the result is valid, and repairing is idempotent.
func checkRepair(t *testing.T, text string) {
	for _, syn := range []syntax.Syntax{syntax.RFC2396, syntax.RFC2732, syntax.RFC3986} {
		for _, c := range targets(syn) {
			r := repair(t, text, c, syn)
			valid, err := parser.MatchRule(c.Rule(syn), text, syn)
			if err != nil {
				t.Fatal(err)
			}
			if valid && r != text {
				t.Fatalf("Repair(%q, %v, %v) = %q changed valid text", text, c, syn, r)
			}
			if text != "" || (c != escape.RegName && c != escape.RelSegment) {
				if ok, _ := parser.MatchRule(c.Rule(syn), r, syn); !ok {
					t.Fatalf("Repair(%q, %v, %v) = %q does not match %s", text, c, syn, r, c.Rule(syn))
				}
			}
			if again := repair(t, r, c, syn); again != r {
				t.Fatalf("Repair(Repair(%q, %v, %v)) = %q, not %q", text, c, syn, again, r)
			}
			if _, err := escape.Unescape(r); err != nil {
				t.Fatalf("Unescape(Repair(%q, %v, %v) = %q): %v", text, c, syn, r, err)
			}
		}
	}
}

var seeds = []string{"", "a", "a b", "%", "%41", "%zz", "a:b", "a/b;c=d?e#f", "caf\u00e9", "\xff\x00\n\t", "{id}", "joe:pw@host", ";/?:@&=+,$", "-_.!~*'()", "..", "%2e%2E", "100%", "<>\"#%{}|\\^[]`"}

func TestProperties(t *testing.T) {
	for _, s := range seeds {
		checkEscape(t, s)
		checkRepair(t, s)
	}
	for b := range 256 {
		checkEscape(t, string([]byte{byte(b)}))
		checkRepair(t, string([]byte{byte(b)}))
		checkRepair(t, "%"+string([]byte{byte(b)}))
	}
}

// FuzzEscape checks, for every component, that the escaped text matches
// the component's rule and unescapes to the data.
func FuzzEscape(f *testing.F) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(checkEscape)
}

// FuzzRepair checks, for every component, that repair leaves valid text as
// it is, that its result is valid, and that repairing twice is repairing
// once.
func FuzzRepair(f *testing.F) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(checkRepair)
}

func BenchmarkEscape(b *testing.B) {
	data := strings.Repeat("path segment/caf\u00e9;", 20)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		escape.Escape(data, escape.Segment)
	}
}
