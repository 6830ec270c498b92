package uri_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/internal/testmem"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
	"github.com/rfc2396/rfc2396/uri"
)

func TestWith(t *testing.T) {
	for _, tc := range []struct {
		in    string
		c     uri.Component
		v     string
		unset bool
		want  string
	}{
		{"http://a/b?x=1#f", uri.Query, "y=2", false, "http://a/b?y=2#f"},
		{"http://a/b?x=1#f", uri.Query, "", false, "http://a/b?#f"},
		{"http://a/b?x=1#f", uri.Query, "", true, "http://a/b#f"},
		{"http://a/b#f", uri.Fragment, "", true, "http://a/b"},
		{"http://a/b", uri.Fragment, "s%20t", false, "http://a/b#s%20t"},
		{"http://a/b", uri.Scheme, "https", false, "https://a/b"},
		{"http://a/b", uri.Scheme, "", true, "//a/b"},
		{"g", uri.Scheme, "urn", false, "urn:g"},
		{"http://a/b", uri.Authority, "u@h:8", false, "http://u@h:8/b"},
		{"http://a/b", uri.Authority, "", false, "http:///b"},
		{"http://a/b", uri.Authority, "", true, "http:/b"},
		{"/b", uri.Authority, "a_b", false, "//a_b/b"},
		{"http://a/b", uri.Path, "/c;p/d", false, "http://a/c;p/d"},
		{"http://a/b", uri.Path, "", true, "http://a"},
		{"g/h", uri.Path, "../x", false, "../x"},
		{"mailto:a@b", uri.Path, "c@d?e", false, "mailto:c@d?e"},
		{"", uri.Path, "x", false, "x"},
		// RFC 2732's literals and reserved "[" "]", the default.
		{"http://a/b", uri.Authority, "[::1]:80", false, "http://[::1]:80/b"},
		{"http://[::1]/b", uri.Authority, "u@[fe80::1:2]", false, "http://u@[fe80::1:2]/b"},
		{"http://[::1]/b", uri.Authority, "a", false, "http://a/b"},
		{"http://a/b", uri.Query, "x[0]=1", false, "http://a/b?x[0]=1"},
		{"http://a/b", uri.Fragment, "[f]", false, "http://a/b#[f]"},
		{"/b", uri.Authority, "1.2.3.4:5", false, "//1.2.3.4:5/b"},
	} {
		r := uri.MustParse(tc.in)
		var got uri.Reference
		var err error
		if tc.unset {
			got, err = r.Without(tc.c)
		} else {
			got, err = r.With(tc.c, tc.v)
		}
		require.NoError(t, err, "%q %v %q", tc.in, tc.c, tc.v)
		assert.Equal(t, tc.want, got.String(), "%q %v %q", tc.in, tc.c, tc.v)
		assert.Equal(t, tc.in, r.String(), "the original is unchanged")
		// The value is the one Parse makes of the string: == as a whole.
		assert.True(t, uri.MustParse(got.String()) == got, "%q %v %q", tc.in, tc.c, tc.v)
	}
}

// TestWithErrors checks the errors of With and Without: a value that does
// not match its rule gets ValidateRule's error, whose Input is the value;
// one that does not fit the rest of the reference gets Join's, whose
// Input is the reference it would make.
func TestWithErrors(t *testing.T) {
	for _, tc := range []struct {
		in     string
		c      uri.Component
		v      string
		unset  bool
		input  string // the error's Input: v when empty
		offset int
		char   rune
		rule   syntax.Rule
		hint   string // part of the hint
	}{
		{"http://a/", uri.Query, "y=a b", false, "", 3, ' ', syntax.Query, `a space must be escaped as %20`},
		{"http://a/", uri.Query, "a#b", false, "", 1, '#', syntax.Query, "%23"},
		{"http://a/", uri.Fragment, "x%4", false, "", 3, parser.EndOfInput, syntax.Escaped, `"%" must be followed by two hex digits`},
		{"http://a/", uri.Fragment, "x%4g", false, "", 3, 'g', syntax.Escaped, `two hex digits`},
		{"http://a/", uri.Scheme, "1http", false, "", 0, '1', syntax.Scheme, ""},
		{"http://a/", uri.Scheme, "ht_tp", false, "", 2, '_', syntax.Scheme, ""},
		{"http://a/", uri.Scheme, "", false, "", 0, parser.EndOfInput, syntax.Scheme, "ends too soon"},
		{"http://a/", uri.Authority, "a b", false, "", 1, ' ', syntax.Authority, ""},
		{"http://a/", uri.Authority, "a/b", false, "", 1, '/', syntax.Authority, ""},
		{"http://a/", uri.Authority, "[::1", false, "", 4, parser.EndOfInput, syntax.IPv6Address, ""},
		{"http://a/", uri.Path, "/a?b", false, "", 2, '?', syntax.AbsPath, ""},
		{"http://a/", uri.Path, "b", false, "", 0, 'b', syntax.AbsPath, ""},
		{"g", uri.Path, "a:b", false, "", 1, ':', syntax.RelPath, ""},
		{"g", uri.Path, "é", false, "", 0, 'é', syntax.RelPath, "non-ASCII"},
		{"g", uri.Path, "a[1]", false, "", 1, '[', syntax.RelPath, "reserved (RFC 2732)"},
		// What Join refuses: the reference the value makes does not read
		// back as the components given.
		{"g", uri.Authority, "a", false, "//ag", 3, 'g', syntax.AbsPath, `after an authority, the path must be empty or begin with "/"`},
		{"http://a//b", uri.Authority, "", true, "http://b", 5, '/', syntax.AbsPath, `cannot begin with "//"`},
		{"http://a", uri.Authority, "", true, "http:", 5, parser.EndOfInput, syntax.AbsoluteURI, `must be followed by a path`},
		{"g:h:i", uri.Scheme, "", true, "h:i", 0, 'h', syntax.RelPath, `would read as a scheme`},
		{"http:/a", uri.Path, "", true, "http:", 5, parser.EndOfInput, syntax.AbsoluteURI, `must be followed by a path`},
	} {
		r := uri.MustParse(tc.in)
		var err error
		if tc.unset {
			_, err = r.Without(tc.c)
		} else {
			_, err = r.With(tc.c, tc.v)
		}
		var pe *parser.Error
		if !assert.True(t, errors.As(err, &pe), "%q %v %q: %v", tc.in, tc.c, tc.v, err) {
			continue
		}
		input := tc.input
		if input == "" {
			input = tc.v
		}
		assert.Equal(t, input, pe.Input, "%q %v %q", tc.in, tc.c, tc.v)
		assert.Equal(t, tc.offset, pe.Offset, "%q %v %q: %v", tc.in, tc.c, tc.v, err)
		assert.Equal(t, tc.char, pe.Char, "%q %v %q: %v", tc.in, tc.c, tc.v, err)
		assert.Equal(t, tc.rule, pe.Rule, "%q %v %q: %v", tc.in, tc.c, tc.v, err)
		assert.Contains(t, pe.Hint, tc.hint, "%q %v %q", tc.in, tc.c, tc.v)
	}

	// What uri refuses for its own reasons: a query on an opaque URI,
	// whose "?" is the opaque part's, and a Component that With and
	// Without do not take, whose hint names the method that does.
	_, err := uri.MustParse("mailto:a@b").With(uri.Query, "x")
	assert.ErrorIs(t, err, uri.ErrOpaque)
	for _, tc := range []struct {
		c    uri.Component
		hint string
	}{
		{uri.Userinfo, "WithUserinfo"}, {uri.Host, "WithHost"}, {uri.Port, "WithPort"}, {uri.Opaque, "With(Path"}, {uri.Component(99), ""},
	} {
		r := uri.MustParse("http://u@a:1/b")
		for _, unset := range []bool{false, true} {
			var err error
			if unset {
				_, err = r.Without(tc.c)
			} else {
				_, err = r.With(tc.c, "x")
			}
			var ee *uri.EditError
			if assert.ErrorAs(t, err, &ee, "%v", tc.c) {
				assert.ErrorIs(t, err, uri.ErrComponent)
				assert.Contains(t, ee.Hint, tc.hint)
			}
		}
	}
}

func TestAbsoluteWith(t *testing.T) {
	a := uri.MustParseAbsolute("http://a/b?q")
	b, err := a.With(uri.Query, "r")
	require.NoError(t, err)
	assert.Equal(t, "http://a/b?r", b.String())
	_, err = a.With(uri.Fragment, "f")
	// The parser's error for the reference the edit would make.
	var pe *parser.Error
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, syntax.AbsoluteURI, pe.Rule)
	assert.Equal(t, "http://a/b?q#f", pe.Input)
	assert.Equal(t, len("http://a/b?q"), pe.Offset)
	_, err = a.Without(uri.Scheme)
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, syntax.AbsoluteURI, pe.Rule)
	assert.Equal(t, "//a/b?q", pe.Input)
	assert.Equal(t, 0, pe.Offset)
	// An edit that keeps it absolute is an Absolute ==, to the one
	// ParseAbsolute makes of its text.
	c, err := a.Without(uri.Query)
	require.NoError(t, err)
	assert.True(t, c == uri.MustParseAbsolute("http://a/b"))
}

// TestWithOwnText replaces each component of every valid reference of
// the corpus with its own text: the result must be the same reference.
func TestWithOwnText(t *testing.T) {
	for _, s := range corpus(t) {
		r := uri.MustParse(s)
		c := r.Components()
		for comp, span := range map[uri.Component]parts.Span{
			uri.Scheme: c.Scheme, uri.Authority: c.Authority, uri.Path: c.Path, uri.Query: c.Query, uri.Fragment: c.Fragment,
		} {
			v, ok := c.Get(span)
			if !ok || comp == uri.Path && v == "" {
				continue
			}
			got, err := r.With(comp, v)
			if assert.NoError(t, err, "%q %v", s, comp) {
				assert.True(t, got == r, "%q %v: %q", s, comp, got)
			}
		}
	}
}

// TestWithLinear checks that With costs memory linear in the value: it
// checks the value with the fast engine (parser.ValidateRule), not the
// grammar's parser, which took 14 MB for a 100 KB query before (and 239
// MB when the query was invalid). A value its rule refuses costs only the
// error.
func TestWithLinear(t *testing.T) {
	const n = 1 << 19
	r := uri.MustParse("http://a/b")
	for _, tc := range []struct {
		c       uri.Component
		v       string
		refused bool
	}{
		{uri.Query, strings.Repeat("k=v&", n/4), false},
		{uri.Query, strings.Repeat("k=v&", n/4) + " ", true},
		{uri.Fragment, strings.Repeat("%41", n/3), false},
		{uri.Fragment, strings.Repeat("%41", n/3) + "%4", true},
		{uri.Path, "/" + strings.Repeat("s;p/", n/4), false},
		{uri.Path, "/" + strings.Repeat("s;p/", n/4) + "?", true},
		{uri.Authority, strings.Repeat("ab-1.", n/5) + "com", false},
		{uri.Authority, strings.Repeat("ab-1.", n/5) + "com/", true},
	} {
		// A first call fills what is made once (the parser's descriptions
		// of expected sets); the second is what each call costs.
		_, err := r.With(tc.c, tc.v)
		got := testmem.Allocated(func() { _, err = r.With(tc.c, tc.v) })
		require.Equal(t, tc.refused, err != nil, "%v of %d bytes: %v", tc.c, len(tc.v), err)
		if tc.refused {
			// The error, and at times a copy of the parser's cache of
			// descriptions (sync.Map): a constant, far below the value's size.
			assert.LessOrEqual(t, got, uint64(16<<10), "%v of %d bytes: %d bytes allocated for the error", tc.c, len(tc.v), got)
			continue
		}
		// The new reference's string, and its tree: up to about 20 bytes
		// a byte for a path of short segments (BENCHMARKS.md).
		assert.LessOrEqual(t, got, uint64(24*len(tc.v)), "%v of %d bytes: %d bytes allocated", tc.c, len(tc.v), got)
	}
}
