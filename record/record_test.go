package record

import (
	"bytes"
	"encoding/json"
	"errors"
	"runtime"
	"strings"
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
		var segs []SegmentRecord
		if !c.Opaque {
			segs = []SegmentRecord{}
			for _, seg := range ref.Segments() {
				params := []string{}
				for _, p := range seg.Params() {
					params = append(params, p.Text)
				}
				segs = append(segs, SegmentRecord{seg.Name(), params})
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
		segments     []SegmentRecord
	}{
		{"http://a_b/x;y=1/z", "reg-name", []SegmentRecord{{"x;y=1", []string{}}, {"z", []string{}}}},
		{"http://[v1.x]/", "ipvfuture", []SegmentRecord{{"", []string{}}}},
		{"http://[::1]:80/a;b", "ipv6", []SegmentRecord{{"a;b", []string{}}}},
		{"http://1.2.3.4", "ipv4", []SegmentRecord{}},
		{"file:///x", "reg-name", []SegmentRecord{{"x", []string{}}}},
		{"mailto:a@b?subject=hi", "", []SegmentRecord{{"a@b", []string{}}}},
		{"?y", "", []SegmentRecord{}},
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

// A pieceWriter keeps what is written to it and the size of its largest
// write.
type pieceWriter struct {
	b       bytes.Buffer
	largest int
}

func (w *pieceWriter) Write(p []byte) (int, error) {
	w.largest = max(w.largest, len(p))
	return w.b.Write(p)
}

// TestWriteParse holds WriteParse and WriteExplained to what
// encoding/json writes for NewParse and NewExplained, byte for byte, on
// every valid reference of the test data and on references of 1 MiB
// whose records run to megabytes: a path of a million empty segments, one
// of a million params, one segment of 1 MiB (not with -short: seconds
// of encoding/json). Each write is at most
// bufSize bytes, and the buffer given back has not grown.
func TestWriteParse(t *testing.T) {
	long := []string{
		"http://a" + strings.Repeat("/", parser.MaxInputLength-8),
		"/" + strings.Repeat(";", parser.MaxInputLength-1),
		"http://a/" + strings.Repeat("b", parser.MaxInputLength-9),
		"//" + strings.Repeat("r", 1<<19-4) + "$" + strings.Repeat("r", 1<<19-4) + "/x",
	}
	refs := append(testRefs(t), "http://[::1]:80/a;b;c/d", "mailto:a@b", "", "#", "//r@h/;/;;", "//a_b/", "//u:p@h_/")
	if !testing.Short() {
		refs = append(refs, long...)
	}
	var buf []byte
	for _, s := range refs {
		ref, err := parser.Parse(s, syntax.RFC2732)
		require.NoError(t, err, s)
		c := ref.Components()
		want, err := Append(nil, NewParse(&c))
		require.NoError(t, err)
		var w pieceWriter
		buf, err = WriteParse(&w, buf, &c)
		require.NoError(t, err)
		assert.True(t, string(want) == w.b.String(), "%.80q: WriteParse differs from encoding/json", s)

		for _, hide := range []bool{false, true} {
			want, err := Append(nil, NewExplained(ref, hide))
			require.NoError(t, err)
			var w pieceWriter
			buf, err = WriteExplained(&w, buf, &c, NewServerError(ref, hide))
			require.NoError(t, err)
			assert.True(t, string(want) == w.b.String(), "%.80q: WriteExplained differs from encoding/json", s)
		}
		if len(s) <= 64 {
			continue
		}
		assert.LessOrEqual(t, w.largest, bufSize, "%.20q: a write of the record", s)
		assert.Equal(t, bufSize, cap(buf), "%.20q: the buffer", s)
	}
}

// TestWriteParseAllocs holds WriteParse to the bytes it allocates on a
// reference of 1 MiB of "/" (a record of 27 MB, written as it is made):
// its buffer, bufSize bytes as the allocator rounds them, and nothing
// for each segment: at most twice bufSize.
func TestWriteParseAllocs(t *testing.T) {
	c, err := parser.Split("http://a"+strings.Repeat("/", parser.MaxInputLength-8), syntax.RFC2732)
	require.NoError(t, err)
	var n int64
	w := writerFunc(func(p []byte) (int, error) { n += int64(len(p)); return len(p), nil })
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err = WriteParse(w, nil, &c)
	runtime.ReadMemStats(&after)
	require.NoError(t, err)
	assert.Greater(t, n, int64(25<<20), "the record's size")
	allocated := after.TotalAlloc - before.TotalAlloc
	t.Logf("a %d-byte record: %d bytes allocated", n, allocated)
	assert.LessOrEqual(t, allocated, uint64(2*bufSize))
}

// A writerFunc is a function as an io.Writer.
type writerFunc func(p []byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }

// TestWriteParseError checks that WriteParse stops at the first error of
// writing and returns it.
func TestWriteParseError(t *testing.T) {
	c, err := parser.Split("http://a"+strings.Repeat("/", 1<<16), syntax.RFC2732)
	require.NoError(t, err)
	calls := 0
	fail := errors.New("full")
	w := writerFunc(func(p []byte) (int, error) { calls++; return 0, fail })
	_, err = WriteParse(w, nil, &c)
	assert.ErrorIs(t, err, fail)
	assert.Equal(t, 1, calls)
}
