package record

import (
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
