package uri_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
	"github.com/rfc2396/rfc2396/uri"
)

// pairsOf returns the decoded pairs of v, in order.
func pairsOf(v uri.Values) [][2]string {
	var out [][2]string
	for k, x := range v.All() {
		out = append(out, [2]string{k, x})
	}
	return out
}

func TestParseQuery(t *testing.T) {
	for _, tc := range []struct {
		q     string
		form  bool
		pairs [][2]string
	}{
		{"", false, nil},
		{"a=1", false, [][2]string{{"a", "1"}}},
		{"a=1&b=2&a=3", false, [][2]string{{"a", "1"}, {"b", "2"}, {"a", "3"}}},
		// The first "=" splits; a pair without one has an empty value.
		{"a=b=c&flag&=v&k=", false, [][2]string{{"a", "b=c"}, {"flag", ""}, {"", "v"}, {"k", ""}}},
		// An empty piece is no pair; "=" is one.
		{"a&&b&", false, [][2]string{{"a", ""}, {"b", ""}}},
		{"&", false, nil},
		{"&=&", false, [][2]string{{"", ""}}},
		// ";" is no separator (section 3.4 reserves it; it is data here).
		{"a=1;b=2", false, [][2]string{{"a", "1;b=2"}}},
		// Decoded: escapes, and "+" only with FormEncoding.
		{"a%20b=c%26d%3De&x=%2B+", false, [][2]string{{"a b", "c&d=e"}, {"x", "++"}}},
		{"a%20b=c%26d%3De&x=%2B+", true, [][2]string{{"a b", "c&d=e"}, {"x", "+ "}}},
		{"q=caf%C3%A9&s=%FF", false, [][2]string{{"q", "café"}, {"s", "\xff"}}},
		{"/?:@$,=;", false, [][2]string{{"/?:@$,", ";"}}},
		// RFC 2732's reserved "[" and "]", the default.
		{"x[0]=1", false, [][2]string{{"x[0]", "1"}}},
	} {
		var opts []uri.Option
		if tc.form {
			opts = append(opts, uri.FormEncoding())
		}
		v, err := uri.ParseQuery(tc.q, opts...)
		require.NoError(t, err, "%q", tc.q)
		assert.Equal(t, tc.pairs, pairsOf(v), "%q", tc.q)
		assert.Equal(t, len(tc.pairs), v.Len(), "%q", tc.q)
		assert.Equal(t, tc.form, v.FormEncoding(), "%q", tc.q)
		assert.Equal(t, tc.q, v.Encode(), "%q: nothing changed, written back byte for byte", tc.q)
	}
}

func TestParseQueryErrors(t *testing.T) {
	for _, tc := range []struct {
		q      string
		opts   []uri.Option
		escape bool // an *escape.Error, else a *parser.Error
		offset int
	}{
		{"a=%zz", nil, true, 3},
		{"a=1&b=%4", nil, true, 8},
		{"%", nil, true, 1},
		{"a b", nil, false, 1},
		{"a=1#f", nil, false, 3},
		{"a=é", nil, false, 2},
		{"x[0]=1", []uri.Option{syntax.RFC2396}, false, 1},
		// The first problem in the text decides which.
		{"a b&c=%zz", nil, false, 1},
		{"c=%zz&a b", nil, true, 3},
	} {
		_, err := uri.ParseQuery(tc.q, tc.opts...)
		if tc.escape {
			var ee *escape.Error
			if assert.True(t, errors.As(err, &ee), "%q: %v", tc.q, err) {
				assert.Equal(t, tc.q, ee.Input)
				assert.Equal(t, tc.offset, ee.Offset, "%q", tc.q)
			}
			continue
		}
		var pe *parser.Error
		if assert.True(t, errors.As(err, &pe), "%q: %v", tc.q, err) {
			assert.Equal(t, tc.q, pe.Input)
			assert.Equal(t, tc.offset, pe.Offset, "%q", tc.q)
			assert.Equal(t, syntax.Query, pe.Rule, "%q", tc.q)
		}
	}
}

// TestValuesEdit checks Add, Set and Del: what they change is escaped,
// and every pair they do not change is written back byte for byte.
func TestValuesEdit(t *testing.T) {
	for _, tc := range []struct {
		q    string
		form bool
		edit func(v *uri.Values)
		want string
	}{
		{"", false, func(v *uri.Values) { v.Add("a", "1") }, "a=1"},
		{"b=%7e&a=1", false, func(v *uri.Values) { v.Add("a", "x y") }, "b=%7e&a=1&a=x%20y"},
		{"b=%7e&a=1", true, func(v *uri.Values) { v.Add("a", "x y") }, "b=%7e&a=1&a=x+y"},
		// Set replaces the first value where it stands, keeps the key's
		// text, and drops the later pairs of the key.
		{"%61=1&b=2&a=3&c&a", false, func(v *uri.Values) { v.Set("a", "9") }, "%61=9&b=2&c"},
		{"flag&b", false, func(v *uri.Values) { v.Set("flag", "") }, "flag=&b"},
		{"b=2", false, func(v *uri.Values) { v.Set("a", "1") }, "b=2&a=1"},
		{"a=1&b=2&a=3", false, func(v *uri.Values) { v.Del("a") }, "b=2"},
		{"a=1&b=2&a=3", false, func(v *uri.Values) { v.Del("z") }, "a=1&b=2&a=3"},
		{"a=1", false, func(v *uri.Values) { v.Del("a") }, ""},
		// Keys compared decoded: "a b" is "a%20b", and with FormEncoding
		// "a+b".
		{"a%20b=1&a+b=2", false, func(v *uri.Values) { v.Del("a b") }, "a+b=2"},
		{"a%20b=1&a+b=2", true, func(v *uri.Values) { v.Del("a b") }, ""},
		// Section 3.4's reserved characters, "%", "#", "[" and "]", and
		// what is outside uric, are escaped; a "+" of data always.
		{"", false, func(v *uri.Values) { v.Add("k;/?:@&=+,$", "%#[] \"<>é") }, "k%3B%2F%3F%3A%40%26%3D%2B%2C%24=%25%23%5B%5D%20%22%3C%3E%C3%A9"},
		{"", true, func(v *uri.Values) { v.Add("a+b", "c d+%20") }, "a%2Bb=c+d%2B%2520"},
		{"", false, func(v *uri.Values) { v.Add("", "") }, "="},
		// Empty pieces stay where they stood.
		{"&a=1&&b&", false, func(v *uri.Values) { v.Del("a") }, "&&b&"},
		{"&a=1&&b&", false, func(v *uri.Values) { v.Set("b", "2") }, "&a=1&&b=2&"},
		{"&a=1&&b&", false, func(v *uri.Values) { v.Set("", "2") }, "&a=1&&b&&=2"},
		{"&=1&&b&", false, func(v *uri.Values) { v.Del("") }, "&&b&"},
	} {
		var opts []uri.Option
		if tc.form {
			opts = append(opts, uri.FormEncoding())
		}
		v, err := uri.ParseQuery(tc.q, opts...)
		require.NoError(t, err)
		tc.edit(&v)
		got := v.Encode()
		assert.Equal(t, tc.want, got, "%q", tc.q)
		assert.NoError(t, parser.ValidateRule(syntax.Query, got, syntax.RFC2396), "%q: %q", tc.q, got)
		// Read back, the decoded pairs are v's.
		back, err := uri.ParseQuery(got, opts...)
		require.NoError(t, err)
		assert.Equal(t, pairsOf(v), pairsOf(back), "%q", tc.q)
	}
}

// TestValuesEscapeOracle holds the escaping of a value to section 3.4
// and Appendix A, written out here: a byte is kept when it is unreserved
// (alphanum | mark), and escaped as "%" and two upper-case hex digits
// otherwise, reserved characters included.
func TestValuesEscapeOracle(t *testing.T) {
	const mark = "-_.!~*'()"
	for b := range 256 {
		c := byte(b)
		unreserved := 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte(mark, c) >= 0
		data := string([]byte{c})
		want := data
		if !unreserved {
			want = "%" + strings.ToUpper(string("0123456789abcdef"[c>>4])+string("0123456789abcdef"[c&15]))
		}
		var v uri.Values
		v.Add(data, data)
		assert.Equal(t, want+"="+want, v.Encode(), "byte %#x", c)
		assert.Equal(t, data, v.Get(data))
	}
}

func TestValuesGet(t *testing.T) {
	v, err := uri.ParseQuery("a=1&b&a=2&c=")
	require.NoError(t, err)
	assert.Equal(t, "1", v.Get("a"))
	assert.Equal(t, []string{"1", "2"}, v.Values("a"))
	assert.Equal(t, []string{""}, v.Values("b"))
	assert.Nil(t, v.Values("z"))
	assert.Equal(t, "", v.Get("z"))
	assert.True(t, v.Has("c"))
	assert.False(t, v.Has("z"))

	// All stops when asked.
	n := 0
	for range v.All() {
		n++
		break
	}
	assert.Equal(t, 1, n)

	// Clone shares nothing.
	w := v.Clone()
	w.Set("a", "x")
	w.Del("b")
	assert.Equal(t, "a=1&b&a=2&c=", v.Encode())
	assert.Equal(t, "a=x&c=", w.Encode())

	// The zero Values.
	var z uri.Values
	assert.Equal(t, 0, z.Len())
	assert.Equal(t, "", z.Encode())
	assert.False(t, z.FormEncoding())
	z.Set("a", "b c")
	assert.Equal(t, "a=b%20c", z.Encode())
}

func TestReferenceQuery(t *testing.T) {
	for _, tc := range []struct {
		ref   string
		form  bool
		pairs [][2]string
	}{
		{"http://a/b?x=1&y=a+b#f", false, [][2]string{{"x", "1"}, {"y", "a+b"}}},
		{"http://a/b?x=1&y=a+b#f", true, [][2]string{{"x", "1"}, {"y", "a b"}}},
		{"http://a/b?", false, nil},
		{"http://a/b", false, nil},
		{"http://[::1]/?x[]=1", false, [][2]string{{"x[]", "1"}}},
	} {
		var opts []uri.Option
		if tc.form {
			opts = append(opts, uri.FormEncoding())
		}
		r := uri.MustParse(tc.ref)
		v, err := r.Query(opts...)
		require.NoError(t, err, "%q", tc.ref)
		assert.Equal(t, tc.pairs, pairsOf(v), "%q", tc.ref)
		if a, ok := r.Absolute(); ok {
			w, err := a.Query(opts...)
			require.NoError(t, err)
			assert.Equal(t, tc.pairs, pairsOf(w), "%q", tc.ref)
		}
	}
	// A narrower syntax given to Query reads the query in it.
	_, err := uri.MustParse("http://a/?x[]=1").Query(syntax.RFC2396)
	var pe *parser.Error
	assert.True(t, errors.As(err, &pe), "%v", err)

	// WithQuery writes Encode, or removes the query when there is no pair.
	r := uri.MustParse("http://a/b?x=1&tok=s&y=%7e#f")
	v, err := r.Query()
	require.NoError(t, err)
	v.Set("tok", "a/b c")
	v.Add("z", "")
	got, err := r.WithQuery(v)
	require.NoError(t, err)
	assert.Equal(t, "http://a/b?x=1&tok=a%2Fb%20c&y=%7e&z=#f", got.String())
	assert.True(t, got == uri.MustParse(got.String()))
	got, err = r.WithQuery(uri.Values{})
	require.NoError(t, err)
	assert.Equal(t, "http://a/b#f", got.String())

	// An opaque URI has no query to read or set: its "?" is its opaque
	// part's (section 3). The error says so, and takes no "a:b@" of the
	// reference for a password (issue 27).
	mailto := uri.MustParse("mailto:a@b?subject=hi")
	_, err = mailto.Query()
	var ee *uri.EditError
	if assert.ErrorAs(t, err, &ee) {
		assert.ErrorIs(t, err, uri.ErrOpaque)
		assert.Equal(t, "Query", ee.Method)
		assert.Contains(t, ee.Error(), "reads no query in an opaque part")
	}
	_, err = uri.MustParseAbsolute("mailto:a@b?subject=hi").Query()
	assert.ErrorIs(t, err, uri.ErrOpaque)
	for _, r := range []uri.Reference{mailto, uri.MustParse("mailto:a@b")} {
		_, err = r.WithQuery(v)
		if assert.ErrorAs(t, err, &ee) {
			assert.ErrorIs(t, err, uri.ErrOpaque)
			assert.Equal(t, "WithQuery", ee.Method)
			assert.Contains(t, ee.Error(), "reads no query in an opaque part")
			assert.NotContains(t, ee.Error(), "password")
		}
		_, err = r.WithQuery(uri.Values{})
		assert.ErrorIs(t, err, uri.ErrOpaque)
		_, err = r.With(uri.Query, "x=1")
		assert.ErrorIs(t, err, uri.ErrOpaque)
	}

	// A strict reference refuses what only RFC 2732 allows: With's error.
	q, err := uri.ParseQuery("x[]=1")
	require.NoError(t, err)
	_, err = uri.MustParse("http://a/", syntax.RFC2396).WithQuery(q)
	assert.True(t, errors.As(err, &pe), "%v", err)

	a := uri.MustParseAbsolute("http://a/b")
	b, err := a.WithQuery(v)
	require.NoError(t, err)
	assert.Equal(t, "http://a/b?x=1&tok=a%2Fb%20c&y=%7e&z=", b.String())
}

// TestQueryOptionErrors: ParseQuery and Query take FormEncoding and
// Syntax values, and give a *syntax.OptionError for another option.
func TestQueryOptionErrors(t *testing.T) {
	for _, o := range []uri.Option{uri.RequireHost(), uri.Schemes("http"), nil, syntax.Syntax(0x03)} {
		var oe *syntax.OptionError
		_, err := uri.ParseQuery("a=1", o)
		assert.True(t, errors.As(err, &oe), "%v: %v", o, err)
		_, err = uri.MustParse("http://a/?a=1").Query(o)
		assert.True(t, errors.As(err, &oe), "%v: %v", o, err)
		_, err = uri.MustParseAbsolute("http://a/?a=1").Query(o)
		assert.True(t, errors.As(err, &oe), "%v: %v", o, err)
	}
}

// TestValuesCopies: a copy of Values is a value of its own. Changing it,
// by any method, in any order, never changes what another copy holds or
// encodes (issue 27: Del on a copy left the original encoding
// "id=7&page=2&").
func TestValuesCopies(t *testing.T) {
	q, err := uri.ParseQuery("id=7&utm_source=x&page=2")
	require.NoError(t, err)
	c := q
	c.Del("utm_source")
	assert.Equal(t, "id=7&utm_source=x&page=2", q.Encode())
	assert.Equal(t, "id=7&page=2", c.Encode())

	edits := []func(v *uri.Values){
		func(v *uri.Values) { v.Add("a", "1") },
		func(v *uri.Values) { v.Add("b", "2") },
		func(v *uri.Values) { v.Set("id", "8") },
		func(v *uri.Values) { v.Set("new", "n") },
		func(v *uri.Values) { v.Del("page") },
		func(v *uri.Values) { v.Del("a") },
	}
	// Every sequence of two edits on a copy and two on the original,
	// interleaved: each ends as the same edits on a fresh Values.
	fresh := func(e ...int) string {
		v, err := uri.ParseQuery("id=7&utm_source=x&page=2")
		require.NoError(t, err)
		for _, i := range e {
			edits[i](&v)
		}
		return v.Encode()
	}
	for a := range edits {
		for b := range edits {
			for x := range edits {
				for y := range edits {
					v, err := uri.ParseQuery("id=7&utm_source=x&page=2")
					require.NoError(t, err)
					edits[a](&v)
					w := v
					edits[x](&w)
					edits[b](&v)
					u := w
					edits[y](&w)
					assert.Equal(t, fresh(a, b), v.Encode(), "original %d %d, copy %d %d", a, b, x, y)
					assert.Equal(t, fresh(a, x, y), w.Encode(), "copy %d %d after %d", x, y, a)
					assert.Equal(t, fresh(a, x), u.Encode(), "copy of the copy")
				}
			}
		}
	}

	// Copies built up by Add from one Values, each in its own goroutine:
	// none sees another's pairs (the race detector watches the slots).
	var base uri.Values
	base.Add("k", "0")
	done := make(chan string)
	for g := range 4 {
		go func(w uri.Values) {
			for i := range 100 {
				w.Add("g", strings.Repeat("x", g)+string(rune('a'+i%26)))
			}
			done <- w.Encode()
		}(base)
	}
	for range 4 {
		got := <-done
		assert.Equal(t, 101, strings.Count(got, "=")) // its own 100 and k=0
		parts := strings.Split(got, "&")
		width := len(strings.TrimPrefix(parts[1], "g=")) // this goroutine's
		for _, p := range parts[1:] {
			assert.Len(t, strings.TrimPrefix(p, "g="), width, "another goroutine's pair in %q", p)
		}
	}
	assert.Equal(t, "k=0", base.Encode())
}
