package record

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// testRefs returns the valid references of the test data that print as
// they are.
func testRefs(t *testing.T) []string {
	refs := testcorpus.Printable("../testdata")
	require.NotEmpty(t, refs)
	return refs
}

// TestAppendParse holds parse's own encoder to what encoding/json writes
// for the record, on every valid reference of the test data, IPv6
// literals and opaque URIs included; and the record's segments, read from
// the model's path, to those of the parser's tree (ast's Segments and
// Params).
func TestAppendParse(t *testing.T) {
	refs := append(testRefs(t), "http://[::1]:80/a;b;c/d", "mailto:a@b", "", "#", "//r@h/;/;;", "a;x=&", "/", "//h", "a/", ";/;")
	for _, s := range refs {
		c, err := parser.Split(s, syntax.RFC2732)
		require.NoError(t, err, s)
		r := NewParse(&c)
		want, err := Append(nil, r)
		require.NoError(t, err)
		assert.Equal(t, string(want), string(AppendParse(nil, &c)), s)

		ref, err := parser.Parse(s, syntax.RFC2732)
		require.NoError(t, err, s)
		var segs []Segment
		if !c.Opaque {
			segs = []Segment{}
			for _, seg := range ref.Segments() {
				params := []string{}
				for _, p := range seg.Params() {
					params = append(params, p.Text)
				}
				segs = append(segs, Segment{seg.Name(), params})
			}
		}
		assert.Equal(t, segs, r.Segments, s)
	}
}

// TestAppendString holds the string encoder to encoding/json's, the
// characters it escapes included.
func TestAppendString(t *testing.T) {
	for _, s := range []string{"", "a", `a"b`, `a\b`, "a\tb", "<&>", "\x7f", "\xff", "ü", "\u2028", "\x00", "~ !"} {
		want, err := Append(nil, s)
		require.NoError(t, err)
		assert.Equal(t, string(want), string(appendString(nil, s))+"\n", "%q", s)
	}
}

// TestAppendParseRFC3986 holds parse's encoder to encoding/json's output
// for references read in RFC 3986, and checks what that syntax changes:
// no authority kind, RFC 3986's host kinds, no opaque part, no params.
func TestAppendParseRFC3986(t *testing.T) {
	for _, tt := range []struct {
		in, hostKind string // "" for null
		segments     []Segment
	}{
		{"http://a_b/x;y=1/z", "reg-name", []Segment{{"x;y=1", []string{}}, {"z", []string{}}}},
		{"http://[v1.x]/", "ipvfuture", []Segment{{"", []string{}}}},
		{"http://[::1]:80/a;b", "ipv6", []Segment{{"a;b", []string{}}}},
		{"http://1.2.3.4", "ipv4", []Segment{}},
		{"file:///x", "reg-name", []Segment{{"x", []string{}}}},
		{"mailto:a@b?subject=hi", "", []Segment{{"a@b", []string{}}}},
		{"?y", "", []Segment{}},
	} {
		c, err := parser.Split(tt.in, syntax.RFC3986)
		require.NoError(t, err, tt.in)
		r := NewParse(&c, syntax.RFC3986)
		want, err := Append(nil, r)
		require.NoError(t, err)
		got := AppendParse(nil, &c, syntax.RFC3986)
		assert.Equal(t, string(want), string(got), tt.in)
		var keys map[string]any
		require.NoError(t, json.Unmarshal(got, &keys), tt.in)
		var want2396 map[string]any
		require.NoError(t, json.Unmarshal(AppendParse(nil, &c), &want2396))
		assert.Equal(t, len(want2396), len(keys), "%s: the same keys as in RFC 2396", tt.in)
		assert.Nil(t, keys["opaque"], tt.in)
		assert.Nil(t, keys["authority_kind"], tt.in)
		if tt.hostKind == "" {
			assert.Nil(t, r.HostKind, tt.in)
		} else if assert.NotNil(t, r.HostKind, tt.in) {
			assert.Equal(t, tt.hostKind, *r.HostKind, tt.in)
		}
		assert.Equal(t, tt.segments, r.Segments, tt.in)
	}
}
