package uri_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/internal/testmem"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
	"github.com/rfc2396/rfc2396/uri"
)

func TestJoinPath(t *testing.T) {
	for _, tc := range []struct {
		ref  string
		elem []string
		want string
	}{
		{"http://a", []string{"b"}, "http://a/b"},
		{"http://a/", []string{"b", "c"}, "http://a/b/c"},
		{"http://a/b", []string{"c"}, "http://a/b/c"},
		{"http://a/b/", []string{"c"}, "http://a/b/c"},
		{"http://a/b?q#f", []string{"c"}, "http://a/b/c?q#f"},
		{"http://a/b", nil, "http://a/b"},
		{"http://a/b", []string{"", "c", ""}, "http://a/b/c"},
		// One element, one segment: section 3.3's reserved characters,
		// "#", "%" and what is outside pchar are escaped.
		{"http://a/", []string{"x/y", "a;b=c?d", "#%", "sp ace", "é"}, "http://a/x%2Fy/a%3Bb%3Dc%3Fd/%23%25/sp%20ace/%C3%A9"},
		{"http://a/", []string{"a:b@c&d+e$f,g"}, "http://a/a:b@c&d+e$f,g"},
		{"http://a/", []string{"%2F", "[v6]"}, "http://a/%252F/%5Bv6%5D"},
		// Escapes are data: no element is a dot segment.
		{"http://a/", []string{"%2E%2E", ".x", "..."}, "http://a/%252E%252E/.x/..."},
		// Paths of every kind.
		{"http:/b", []string{"c"}, "http:/b/c"},
		{"/", []string{"c"}, "/c"},
		{"//h", []string{"c"}, "//h/c"},
		{"a", []string{"c"}, "a/c"},
		{"a/", []string{"c"}, "a/c"},
		{"../", []string{"c"}, "../c"},
		{"", []string{"b", "c"}, "b/c"},
		{"#f", []string{"b"}, "b#f"},
		// A relative path's first segment cannot hold ":" (it would read
		// as a scheme): escaped there, kept further on.
		{"", []string{"a:b", "c:d"}, "a%3Ab/c:d"},
		{"?q", []string{"", "a:b"}, "a%3Ab?q"},
		{"x", []string{"a:b"}, "x/a:b"},
		{"/", []string{"a:b"}, "/a:b"},
		// An existing "//" is kept; none is added.
		{"http://a//", []string{"b"}, "http://a//b"},
		{"http://a/b;p", []string{"c"}, "http://a/b;p/c"},
	} {
		r := uri.MustParse(tc.ref, syntax.QueryOnly)
		got, err := r.JoinPath(tc.elem...)
		require.NoError(t, err, "%q %q", tc.ref, tc.elem)
		assert.Equal(t, tc.want, got.String(), "%q %q", tc.ref, tc.elem)
		assert.True(t, got == uri.MustParse(tc.want, syntax.QueryOnly), "%q %q", tc.ref, tc.elem)
		if a, ok := r.Absolute(); ok {
			b, err := a.JoinPath(tc.elem...)
			require.NoError(t, err)
			assert.Equal(t, tc.want, b.String())
		}
	}
}

func TestJoinPathErrors(t *testing.T) {
	for _, tc := range []struct {
		ref   string
		elem  []string
		err   error
		value string
		text  string
	}{
		{"http://a/b", []string{"c", ".."}, uri.ErrDotSegment, "..", `rfc2396: uri: JoinPath(".."): "." and ".." navigate (section 5.2): resolve a relative reference to move up or stay, JoinPath only appends segments`},
		{"http://a/b", []string{"."}, uri.ErrDotSegment, ".", ""},
		{"g", []string{"", "..", "x"}, uri.ErrDotSegment, "..", ""},
		{"mailto:a@b", []string{"c"}, uri.ErrOpaque, "", `rfc2396: uri: JoinPath: an opaque URI has no hierarchical part: no authority, path segments or query (section 3); its opaque part is one piece, which With(Path, ...) replaces`},
		{"mailto:a@b", nil, uri.ErrOpaque, "", ""},
		{"localhost:8080", []string{"x"}, uri.ErrOpaque, "", ""},
	} {
		_, err := uri.MustParse(tc.ref).JoinPath(tc.elem...)
		assert.ErrorIs(t, err, tc.err, "%q %q", tc.ref, tc.elem)
		var ee *uri.EditError
		if assert.True(t, errors.As(err, &ee), "%q %q: %v", tc.ref, tc.elem, err) {
			assert.Equal(t, "JoinPath", ee.Method)
			assert.Equal(t, tc.value, ee.Value)
		}
		if tc.text != "" {
			assert.Equal(t, tc.text, err.Error())
		}
		if a, ok := uri.MustParse(tc.ref).Absolute(); ok {
			_, err := a.JoinPath(tc.elem...)
			assert.ErrorIs(t, err, tc.err)
		}
	}
}

// TestJoinPathEscapeOracle holds JoinPath's escaping to section 3.3 and
// Appendix A, written out here: in a segment, a byte is kept when it is a
// pchar (unreserved | ":" | "@" | "&" | "=" | "+" | "$" | ",") that the
// section does not reserve ("/", ";", "=", "?"); in the first segment of
// a relative path, ":" is escaped too.
func TestJoinPathEscapeOracle(t *testing.T) {
	const mark = "-_.!~*'()"
	for b := range 256 {
		c := byte(b)
		data := string([]byte{c})
		if data == "." {
			continue // a dot segment, refused
		}
		unreserved := 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte(mark, c) >= 0
		keep := unreserved || strings.IndexByte(":@&+$,", c) >= 0
		want := data
		if !keep {
			want = fmt.Sprintf("%%%02X", c)
		}
		got, err := uri.MustParse("http://a").JoinPath(data)
		require.NoError(t, err, "byte %#x", c)
		assert.Equal(t, "http://a/"+want, got.String(), "byte %#x", c)
		assert.Equal(t, []string{data}, got.Segments(), "byte %#x", c)

		if c == ':' {
			want = "%3A"
		}
		got, err = uri.MustParse("").JoinPath(data)
		require.NoError(t, err, "byte %#x", c)
		assert.Equal(t, want, got.String(), "byte %#x, first segment of a relative path", c)
	}
}

func TestSegments(t *testing.T) {
	for _, tc := range []struct {
		ref  string
		want []string
	}{
		{"", nil},
		{"http://a", nil},
		{"http://a/", []string{""}},
		{"http://a/b%20c/", []string{"b c", ""}},
		{"http://a/b%2Fc/d", []string{"b/c", "d"}},
		{"http://a/b;p%3Bq/c", []string{"b;p;q", "c"}},
		{"http://a//b", []string{"", "b"}},
		{"a/b/../c", []string{"a", "b", "..", "c"}},
		{"./g?y#s", []string{".", "g"}},
		{"mailto:a@b/c", nil},
		{"http://a/%C3%A9%FF", []string{"é\xff"}},
	} {
		assert.Equal(t, tc.want, uri.MustParse(tc.ref).Segments(), "%q", tc.ref)
		if a, ok := uri.MustParse(tc.ref).Absolute(); ok {
			assert.Equal(t, tc.want, a.Segments(), "%q", tc.ref)
		}
	}
}

func TestServerSetters(t *testing.T) {
	type edit struct {
		name string
		do   func(uri.Reference) (uri.Reference, error)
	}
	host := func(h string) edit {
		return edit{"WithHost(" + h + ")", func(r uri.Reference) (uri.Reference, error) { return r.WithHost(h) }}
	}
	port := func(p string) edit {
		return edit{"WithPort(" + p + ")", func(r uri.Reference) (uri.Reference, error) { return r.WithPort(p) }}
	}
	userinfo := func(u string) edit {
		return edit{"WithUserinfo(" + u + ")", func(r uri.Reference) (uri.Reference, error) { return r.WithUserinfo(u) }}
	}
	noPort := edit{"WithoutPort", uri.Reference.WithoutPort}
	noUserinfo := edit{"WithoutUserinfo", uri.Reference.WithoutUserinfo}
	for _, tc := range []struct {
		ref  string
		e    edit
		want string
	}{
		{"http://u@a:1/p?q#f", host("b.example"), "http://u@b.example:1/p?q#f"},
		{"http://u@a:1/p", host("[::1]"), "http://u@[::1]:1/p"},
		{"http://[::1]/p", host("1.2.3.4"), "http://1.2.3.4/p"},
		{"http://a/p", host("example.com."), "http://example.com./p"},
		{"http://a_b/p", host("a"), "http://a/p"}, // a registry name is replaced
		{"file:///p", host("h"), "file://h/p"},
		{"/p", host("h"), "//h/p"},
		{"http:/p", host("h"), "http://h/p"},
		{"", host("h"), "//h"},
		{"http://a/", port("8080"), "http://a:8080/"},
		{"http://u@a:1/", port("2"), "http://u@a:2/"},
		{"http://a:1/", port(""), "http://a:/"},
		{"http://[::1]/", port("0080"), "http://[::1]:0080/"},
		{"http://a/", userinfo("me"), "http://me@a/"},
		{"http://u:p@a:1/", userinfo("v%20w;x"), "http://v%20w;x@a:1/"},
		{"http://u@a/", userinfo(""), "http://@a/"},
		{"http://u:p@a:1/", noPort, "http://u:p@a/"},
		{"http://a/", noPort, "http://a/"},
		{"http://a:/", noPort, "http://a/"},
		{"http://u:p@a:1/", noUserinfo, "http://a:1/"},
		{"http://@a/", noUserinfo, "http://a/"},
		{"http://a/", noUserinfo, "http://a/"},
		{"http://a_b/", noUserinfo, "http://a_b/"},
	} {
		r := uri.MustParse(tc.ref)
		got, err := tc.e.do(r)
		require.NoError(t, err, "%q %s", tc.ref, tc.e.name)
		assert.Equal(t, tc.want, got.String(), "%q %s", tc.ref, tc.e.name)
		assert.True(t, got == uri.MustParse(tc.want), "%q %s", tc.ref, tc.e.name)
	}

	// The Absolute methods are the Reference's, kept absolute.
	a := uri.MustParseAbsolute("http://u:p@a:1/b")
	for _, tc := range []struct {
		got  func() (uri.Absolute, error)
		want string
	}{
		{func() (uri.Absolute, error) { return a.WithHost("c") }, "http://u:p@c:1/b"},
		{func() (uri.Absolute, error) { return a.WithPort("2") }, "http://u:p@a:2/b"},
		{func() (uri.Absolute, error) { return a.WithUserinfo("v") }, "http://v@a:1/b"},
		{func() (uri.Absolute, error) { return a.WithoutPort() }, "http://u:p@a/b"},
		{func() (uri.Absolute, error) { return a.WithoutUserinfo() }, "http://a:1/b"},
	} {
		got, err := tc.got()
		require.NoError(t, err)
		assert.Equal(t, tc.want, got.String())
		assert.True(t, got == uri.MustParseAbsolute(tc.want))
	}
}

func TestServerSetterErrors(t *testing.T) {
	strict := uri.MustParse("http://a/", syntax.RFC2396)
	for _, tc := range []struct {
		r      uri.Reference
		method string
		v      string
		err    error  // an *EditError's reason, or nil for a *parser.Error
		input  string // the *parser.Error's Input
		offset int
	}{
		{uri.MustParse("http://a/"), "WithHost", "a_b", uri.ErrNotHost, "", 0},
		{uri.MustParse("http://a/"), "WithHost", "1234.5.6.7", uri.ErrNotHost, "", 0}, // a reg_name in RFC 2732
		{strict, "WithHost", "1234.5.6.7", nil, "", 0},                                // an IPv4address in RFC 2396
		{uri.MustParse("http://a/"), "WithHost", "h:80", uri.ErrNotHost, "", 0},
		{uri.MustParse("http://a/"), "WithHost", "u@h", uri.ErrNotHost, "", 0},
		{uri.MustParse("http://a/"), "WithHost", "", uri.ErrNotHost, "", 0},
		{uri.MustParse("http://a/"), "WithHost", "a b", nil, "a b", 1},
		{uri.MustParse("http://a/"), "WithHost", "a/b", nil, "a/b", 1},
		{uri.MustParse("http://a/"), "WithHost", "::1", uri.ErrNotHost, "", 0}, // a reg_name: an IPv6 literal needs its brackets
		{uri.MustParse("http://a/"), "WithHost", "[::1", nil, "[::1", 4},
		{strict, "WithHost", "[::1]", nil, "[::1]", 0},
		// Join's error: a relative path cannot follow an authority.
		{uri.MustParse("g"), "WithHost", "h", nil, "//hg", 3},
		// An opaque URI has no authority: ErrOpaque, not Join's error
		// about a reference that would read the opaque part's "a" as a
		// password (issue 27).
		{uri.MustParse("mailto:x"), "WithHost", "h", uri.ErrOpaque, "", 0},
		{uri.MustParse("mailto:a@b"), "WithHost", "h", uri.ErrOpaque, "", 0},
		{uri.MustParse("mailto:a@b"), "WithPort", "80", uri.ErrOpaque, "", 0},
		{uri.MustParse("mailto:a@b"), "WithUser", "u", uri.ErrOpaque, "", 0},
		{uri.MustParse("http://a/"), "WithPort", "8a", uri.ErrNotPort, "", 0},
		{uri.MustParse("http://a/"), "WithPort", "-1", uri.ErrNotPort, "", 0},
		{uri.MustParse("http://a/"), "WithPort", "1/", nil, "a:1/", 3},
		{uri.MustParse("http://a_b/"), "WithPort", "80", uri.ErrNoHost, "", 0},
		{uri.MustParse("/p"), "WithPort", "80", uri.ErrNoHost, "", 0},
		{uri.MustParse("file:///p"), "WithPort", "80", uri.ErrNoHost, "", 0},
		{uri.MustParse("http://a/"), "WithUserinfo", "a@b", uri.ErrNotUserinfo, "", 0},
		{uri.MustParse("http://a/"), "WithUserinfo", "a b", nil, "a b@a", 1},
		{uri.MustParse("mailto:a@b"), "WithUserinfo", "u", uri.ErrOpaque, "", 0},
		{uri.MustParse("a_b"), "WithUserinfo", "u", uri.ErrNoHost, "", 0},
		{uri.MustParse("//a_b/"), "WithUser", "u", uri.ErrNoHost, "", 0},
	} {
		var err error
		switch tc.method {
		case "WithHost":
			_, err = tc.r.WithHost(tc.v)
		case "WithPort":
			_, err = tc.r.WithPort(tc.v)
		case "WithUserinfo":
			_, err = tc.r.WithUserinfo(tc.v)
		case "WithUser":
			_, err = tc.r.WithUser(tc.v)
		}
		what := fmt.Sprintf("%q.%s(%q)", tc.r, tc.method, tc.v)
		if tc.err == nil {
			if tc.input == "" {
				assert.NoError(t, err, what)
				continue
			}
			var pe *parser.Error
			if assert.True(t, errors.As(err, &pe), "%s: %v", what, err) {
				assert.Equal(t, tc.input, pe.Input, what)
				assert.Equal(t, tc.offset, pe.Offset, "%s: %v", what, err)
			}
			continue
		}
		assert.ErrorIs(t, err, tc.err, what)
		var ee *uri.EditError
		if assert.True(t, errors.As(err, &ee), "%s: %v", what, err) {
			assert.Equal(t, tc.method, ee.Method, what)
			assert.Equal(t, tc.v, ee.Value, what)
		}
	}
}

// TestEditsLinear: ParseQuery, Encode, JoinPath and the server setters
// cost memory linear in their input: a constant times its size.
func TestEditsLinear(t *testing.T) {
	const n = 1 << 16 // escaped, JoinPath's path is 2.5 times longer: within the parser's limit
	query := strings.Repeat("k=v%20w&", n/8)
	elem := strings.Repeat("a b/", n/4)
	host := strings.Repeat("ab-1.", n/5) + "com"
	r := uri.MustParse("http://u@a:1/b?q#f")
	for _, tc := range []struct {
		name string
		size int
		f    func() error
	}{
		{"ParseQuery", len(query), func() error { _, err := uri.ParseQuery(query); return err }},
		{"ParseQuery+Encode", len(query), func() error {
			v, err := uri.ParseQuery(query)
			v.Set("k", "x")
			_ = v.Encode()
			return err
		}},
		{"JoinPath", len(elem), func() error { _, err := r.JoinPath(elem, elem); return err }},
		{"WithHost", len(host), func() error { _, err := r.WithHost(host); return err }},
		{"WithHost refused", len(host), func() error {
			if _, err := r.WithHost(host + "_"); err == nil {
				return errors.New("accepted")
			}
			return nil
		}},
	} {
		require.NoError(t, tc.f(), tc.name)
		got := testmem.Allocated(func() { _ = tc.f() })
		assert.LessOrEqual(t, got, uint64(32*tc.size), "%s of %d bytes: %d bytes allocated", tc.name, tc.size, got)
	}
}
