package parts_test

import (
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rfc2396/rfc2396/parts"
)

// appendixB is the regular expression of RFC 2396 Appendix B, the oracle
// of parts.AppendixB, with the flag s: the expression's "." is any
// character, a line break too, where Go's is not.
var appendixB = regexp.MustCompile(`(?s)^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`)

// checkAppendixB checks AppendixB against the expression on s.
func checkAppendixB(t *testing.T, s string) {
	t.Helper()
	m := appendixB.FindStringSubmatchIndex(s)
	span := func(g int) parts.Span {
		if m[2*g] < 0 {
			return parts.Undefined
		}
		return parts.Span{Start: m[2*g], End: m[2*g+1]}
	}
	c := parts.AppendixB(s)
	assert.Equal(t, s, c.Text)
	assert.Equal(t, span(2), c.Scheme, "scheme of %q", s)
	assert.Equal(t, span(4), c.Authority, "authority of %q", s)
	assert.Equal(t, span(5), c.Path, "path of %q", s)
	assert.Equal(t, span(7), c.Query, "query of %q", s)
	assert.Equal(t, span(9), c.Fragment, "fragment of %q", s)
}

func TestAppendixB(t *testing.T) {
	// Appendix B's own example, and strings that no parser accepts.
	for _, s := range []string{
		"http://www.ics.uci.edu/pub/ietf/uri/#Related",
		"", ":", "a:", "//", "?", "#", "a b:c d", ":a/b", "a/b:c", "http://u:p@h x/?q#f#g",
		"mailto:a@b?c", "//a?b#c", "x://", "?#?", "%zz:%zz", "/a:b",
	} {
		checkAppendixB(t, s)
	}
}

func FuzzSplitAppendixB(f *testing.F) {
	for _, s := range []string{"http://a/b?c#d", "a:b", "//x", "?y#z"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkAppendixB(t, s) })
}

func TestRecompose(t *testing.T) {
	tests := []struct {
		v    parts.Recomposition
		want string
	}{
		{parts.Recomposition{}, ""},
		{parts.Recomposition{Fragment: parts.Def("")}, "#"},
		{parts.Recomposition{Scheme: parts.Def("http"), Authority: parts.Def(""), Path: "/"}, "http:///"},
		{parts.Recomposition{Scheme: parts.Def("http"), Authority: parts.Def("a"), Query: parts.Def(""), Fragment: parts.Def("f")}, "http://a?#f"},
		{parts.Recomposition{Path: "g", Query: parts.Def("y")}, "g?y"},
		{parts.Recomposition{Scheme: parts.Def("s"), Segments: []parts.BufferSegment{{Text: "a"}, {Text: ""}}}, "s:/a/"},
		{parts.Recomposition{Scheme: parts.Def("s"), Segments: []parts.BufferSegment{}}, "s:"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, parts.Recompose(tt.v), "%+v", tt.v)
	}
}

func TestCheck(t *testing.T) {
	tests := []struct {
		scheme, authority bool
		path              string
		want              parts.Guard
	}{
		{false, false, "a/b", parts.PathOK},
		{false, false, "a:b/c", parts.PathAsScheme},
		{false, false, "a/b:c", parts.PathOK},
		{true, false, "a:b", parts.PathOK}, // an opaque part
		{false, false, "//a", parts.PathAsAuthority},
		{true, false, "//a", parts.PathAsAuthority},
		{true, true, "//a", parts.PathOK},
		{true, true, "a", parts.PathAfterAuthority},
		{true, true, "", parts.PathOK},
		{false, false, "", parts.PathOK},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, parts.Check(tt.scheme, tt.authority, tt.path), "%+v", tt)
		assert.NotEmpty(t, tt.want.String())
	}
	v := parts.Recomposition{Segments: []parts.BufferSegment{{Text: ""}, {Text: "g"}}}
	assert.Equal(t, parts.PathAsAuthority, v.Check(), `a buffer "//g" without an authority`)
	v.Authority = parts.Def("a")
	assert.Equal(t, parts.PathOK, v.Check())
}

// literal removes the dot segments of the absolute path p as section 5.2
// words steps 6c to 6f, string replacements on a buffer: the oracle of
// RemoveDotSegments.
func literal(p string) string {
	buf := p
	// 6c: all "./" where "." is a complete segment.
	for {
		i := completeSegment(buf, "./")
		if i < 0 {
			break
		}
		buf = buf[:i] + buf[i+2:]
	}
	// 6d: a final "." segment.
	if strings.HasSuffix(buf, "/.") {
		buf = buf[:len(buf)-1]
	}
	// 6e: the leftmost "<segment>/../", <segment> not "..", again and again.
	for {
		done := true
		for i := 1; i < len(buf); i++ {
			if buf[i-1] != '/' {
				continue
			}
			j := strings.IndexByte(buf[i:], '/')
			if j < 0 {
				break
			}
			seg := buf[i : i+j]
			if seg != ".." && strings.HasPrefix(buf[i+j:], "/../") {
				buf = buf[:i] + buf[i+j+4:]
				done = false
				break
			}
		}
		if done {
			break
		}
	}
	// 6f: a final "<segment>/..", <segment> not "..".
	if strings.HasSuffix(buf, "/..") {
		rest := buf[:len(buf)-3]
		if k := strings.LastIndexByte(rest, '/'); k >= 0 && rest[k+1:] != ".." {
			buf = rest[:k+1]
		}
	}
	return buf
}

// completeSegment returns the offset of the first s in buf that starts a
// segment (after a "/"), or -1.
func completeSegment(buf, s string) int {
	for i := 1; i+len(s) <= len(buf); i++ {
		if buf[i-1] == '/' && buf[i:i+len(s)] == s {
			return i
		}
	}
	return -1
}

func TestRemoveDotSegments(t *testing.T) {
	tests := map[string]string{
		"/a/b/c/./../../g": "/a/g",
		"/./a":             "/a",
		"/.":               "/",
		"/..":              "/..",
		"/../g":            "/../g",
		"/a/..":            "/",
		"/a/../..":         "/..",
		"/a/.b/..c/./":     "/a/.b/..c/",
		"a/../b":           "a/../b", // a relative path is left as it is
		"/a//../b":         "/a/b",
		"/%2E%2E/a":        "/%2E%2E/a", // escapes are not dots
	}
	for in, want := range tests {
		assert.Equal(t, want, parts.RemoveDotSegments(in), "%q", in)
		if strings.HasPrefix(in, "/") {
			assert.Equal(t, literal(in), parts.RemoveDotSegments(in), "oracle on %q", in)
		}
	}
}

func FuzzRemoveDotSegments(f *testing.F) {
	for _, s := range []string{"/a/./b/../c", "/../..", "/a/b/..", "/.//./"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p := "/" + s
		if got, want := parts.RemoveDotSegments(p), literal(p); got != want {
			t.Fatalf("RemoveDotSegments(%q) = %q, the literal steps give %q", p, got, want)
		}
	})
}

func TestComponents(t *testing.T) {
	var c parts.Components
	c.Reset("http://a/b?q#f")
	assert.Equal(t, parts.Span{}, c.Path, "the path of the empty reference is defined and empty")
	assert.False(t, c.Scheme.Defined())
	c.Scheme, c.Authority, c.Path = parts.Span{Start: 0, End: 4}, parts.Span{Start: 7, End: 8}, parts.Span{Start: 8, End: 10}
	c.Query, c.Fragment = parts.Span{Start: 11, End: 12}, parts.Span{Start: 13, End: 14}
	assert.Equal(t, "http", c.Of(c.Scheme))
	assert.Equal(t, 12, c.URIEnd())
	assert.Nil(t, c.Ptr(c.Userinfo))
	assert.Equal(t, "q", *c.Ptr(c.Query))
	assert.Equal(t, "http://a/b?q#f", parts.Recompose(c.Recomposition()), "the values of the components recombine into their text")
	tx := c.Texts()
	assert.Equal(t, "/b", *tx.Path)
	assert.Nil(t, tx.Opaque)
	assert.Len(t, tx.Map(), len(parts.TextKeys))
	assert.Equal(t, "ipv6", parts.IPv6Reference.String())
	assert.Equal(t, "", parts.NoHost.String())
}

// TestLayout checks that Layout reads the spans of Recompose's text, and
// says when a text is not that recombination.
func TestLayout(t *testing.T) {
	v := parts.Recomposition{Scheme: parts.Def("http"), Authority: parts.Def("a"), Path: "/b", Query: parts.Def(""), Fragment: parts.Def("f")}
	c, ok := parts.Layout(parts.Recompose(v), v)
	assert.True(t, ok)
	assert.Equal(t, "a", c.Of(c.Authority))
	assert.Equal(t, "/b", c.Of(c.Path))
	assert.Equal(t, parts.Value{Text: "", Defined: true}, c.Value(c.Query))
	assert.Equal(t, "f", c.Of(c.Fragment))
	for _, text := range []string{"http://a/b?#", "http://a/b?#fg", "http:/a/b?#f", "", "http"} {
		_, ok := parts.Layout(text, v)
		assert.False(t, ok, "%q", text)
	}
	_, ok = parts.Layout("", parts.Recomposition{})
	assert.True(t, ok)
}

func TestPieces(t *testing.T) {
	type piece struct {
		Off  int
		Text string
	}
	for _, tc := range []struct {
		text string
		off  int
		sep  byte
		want []piece
	}{
		{"", 0, '/', []piece{{0, ""}}},
		{"a", 3, '/', []piece{{3, "a"}}},
		{"/", 0, '/', []piece{{0, ""}, {1, ""}}},
		{"a/b//c", 1, '/', []piece{{1, "a"}, {3, "b"}, {5, ""}, {6, "c"}}},
		{"n;p;;q;", 10, ';', []piece{{10, "n"}, {12, "p"}, {14, ""}, {15, "q"}, {17, ""}}},
		{"www.example.", 0, '.', []piece{{0, "www"}, {4, "example"}, {12, ""}}},
	} {
		var got []piece
		for off, s := range parts.Pieces(tc.text, tc.off, tc.sep) {
			got = append(got, piece{off, s})
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Pieces(%q, %d, %q) = %v, want %v", tc.text, tc.off, tc.sep, got, tc.want)
		}
		// Stopping early stops it.
		n := 0
		for range parts.Pieces(tc.text, tc.off, tc.sep) {
			n++
			break
		}
		if n != 1 {
			t.Errorf("Pieces(%q) after a break: %d pieces", tc.text, n)
		}
	}
}

func TestPathSegments(t *testing.T) {
	type seg struct {
		Off  int
		Text string
	}
	for _, tc := range []struct {
		path string
		want []seg
	}{
		{"", nil},
		{"/", []seg{{11, ""}}},
		{"a", []seg{{10, "a"}}},
		{"a/", []seg{{10, "a"}, {12, ""}}},
		{"/a;p/b", []seg{{11, "a;p"}, {15, "b"}}},
		{"//", []seg{{11, ""}, {12, ""}}},
	} {
		var got []seg
		for off, s := range parts.PathSegments(tc.path, 10) {
			got = append(got, seg{off, s})
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("PathSegments(%q, 10) = %v, want %v", tc.path, got, tc.want)
		}
		var buf []parts.BufferSegment
		buf = parts.AppendSegments(buf, tc.path, 10, true)
		if len(buf) != len(tc.want) {
			t.Errorf("AppendSegments(%q) = %v, want %v", tc.path, buf, tc.want)
		}
		for i := range buf {
			if i < len(tc.want) && (buf[i].Text != tc.want[i].Text || buf[i].Offset != tc.want[i].Off || !buf[i].Ref) {
				t.Errorf("AppendSegments(%q)[%d] = %v, want %v", tc.path, i, buf[i], tc.want[i])
			}
		}
	}
}
