package uri_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
	"github.com/rfc2396/rfc2396/uri"
)

// TestValuesComparable: two values read from the same text in the same
// syntax are ==, whichever way they were made, and work as map keys.
func TestValuesComparable(t *testing.T) {
	seen := map[uri.Reference]int{}
	texts := map[string]bool{}
	for _, s := range corpus(t) {
		if texts[s] {
			continue // the corpus holds a few references twice
		}
		texts[s] = true
		r := uri.MustParse(s)
		assert.True(t, r == uri.MustParse(s), "%q", s)
		var u uri.Reference
		require.NoError(t, u.UnmarshalText([]byte(s)))
		assert.True(t, r == u, "%q: UnmarshalText", s)
		seen[r]++
		seen[uri.MustParse(s)]++
		if a, ok := r.Absolute(); ok {
			b := uri.MustParseAbsolute(s)
			assert.True(t, a == b, "%q", s)
			assert.True(t, a.Reference() == r, "%q", s)
		}
	}
	assert.Len(t, seen, len(texts))
	for r, n := range seen {
		assert.Equal(t, 2, n, "%q: one key for both values", r)
	}

	// Made by With, Without and Resolve: == to Parse of the text.
	base := uri.MustParseAbsolute("http://a/b/c/d;p?q")
	got, err := base.Resolve(uri.MustParse("../g"))
	require.NoError(t, err)
	assert.True(t, got == uri.MustParse("http://a/b/g"))
	w, err := uri.MustParse("http://a/b?x").Without(uri.Query)
	require.NoError(t, err)
	assert.True(t, w == uri.MustParse("http://a/b"))
	keys := map[uri.Absolute]string{base: "base"}
	assert.Equal(t, "base", keys[uri.MustParseAbsolute("http://a/b/c/d;p?q")])

	// The zero Reference is the empty reference in the default syntax.
	assert.True(t, uri.Reference{} == uri.MustParse(""))
	assert.True(t, uri.Reference{} == uri.Absolute{}.Reference())

	// Different texts, or one text in different syntaxes, are not ==.
	assert.False(t, uri.MustParse("http://a/") == uri.MustParse("HTTP://a/"))
	assert.False(t, uri.MustParse("http://a/") == uri.MustParse("http://a/", syntax.RFC2396))
	assert.False(t, uri.MustParse("g") == uri.MustParse("g", syntax.RFC2396, syntax.RFC2732))
	assert.True(t, uri.MustParse("g") == uri.MustParse("g", syntax.QueryOnly), "the default has it")

	// An Absolute keeps its syntax whole, the query-only reference
	// included, so that it is == to the Reference of its text in each
	// syntax, both ways.
	for _, opts := range [][]uri.Option{nil, {syntax.RFC2396}, {syntax.RFC2396, syntax.RFC2732}, {syntax.RFC2396, syntax.QueryOnly}} {
		a := uri.MustParseAbsolute("http://a/", opts...)
		r := uri.MustParse("http://a/", opts...)
		assert.True(t, a.Reference() == r, "%v", opts)
		b, ok := r.Absolute()
		assert.True(t, ok && a == b, "%v", opts)
	}
	assert.False(t, uri.MustParseAbsolute("http://a/", syntax.RFC2396) == uri.MustParseAbsolute("http://a/", syntax.RFC2396, syntax.QueryOnly))
}

func TestSyntax(t *testing.T) {
	def := syntax.Default
	for _, tc := range []struct {
		opts []uri.Option
		want syntax.Syntax
	}{
		{nil, def},
		{[]uri.Option{syntax.RFC2732}, def},
		{[]uri.Option{syntax.QueryOnly}, def},
		{[]uri.Option{syntax.RFC2396}, syntax.RFC2396},
		{[]uri.Option{syntax.RFC2396, syntax.RFC2732}, syntax.RFC2732.Over(syntax.RFC2396)},
		{[]uri.Option{syntax.RFC2396, syntax.QueryOnly}, syntax.QueryOnly.Over(syntax.RFC2396)},
		{[]uri.Option{syntax.RFC2396, syntax.RFC2732, syntax.QueryOnly}, def},
	} {
		r, err := uri.Parse("g", tc.opts...)
		require.NoError(t, err, "%v", tc.opts)
		assert.Equal(t, tc.want, r.Syntax(), "%v", tc.opts)
		a, err := uri.ParseAbsolute("g:h", tc.opts...)
		require.NoError(t, err, "%v", tc.opts)
		assert.Equal(t, tc.want, a.Syntax(), "%v", tc.opts)
	}
	assert.Equal(t, def, uri.Reference{}.Syntax())
	assert.Equal(t, def, uri.Absolute{}.Syntax())

	// The query-only reference is in the default, and only in the
	// readings with QueryOnly.
	r, err := uri.Parse("?y")
	require.NoError(t, err)
	got, err := uri.MustParseAbsolute("http://a/b/c/d;p?q").Resolve(r)
	require.NoError(t, err)
	assert.Equal(t, "http://a/b/c/?y", got.String(), "as Appendix C resolves it")
	assert.True(t, r == uri.MustParse("?y", syntax.RFC2396, syntax.RFC2732|syntax.QueryOnly))
	_, err = uri.Parse("?y", syntax.RFC2396, syntax.QueryOnly)
	require.NoError(t, err)
	for _, opts := range [][]uri.Option{{syntax.RFC2396}, {syntax.RFC2396, syntax.RFC2732}} {
		_, err = uri.Parse("?y", opts...)
		assert.ErrorContains(t, err, "query-only reference", "%v", opts)
	}
	// No absolute URI, whatever the syntax: the error says why.
	_, err = uri.ParseAbsolute("?y")
	assert.ErrorContains(t, err, "an absolute URI starts with a scheme")
}

// TestOptionErrors: an option uri does not take, or an invalid Syntax, is
// a *syntax.OptionError from every function that takes options.
func TestOptionErrors(t *testing.T) {
	for _, o := range []uri.Option{nil, syntax.Syntax(0x03), syntax.Syntax(0x80)} {
		var oe *syntax.OptionError
		_, err := uri.Parse("g", o)
		assert.True(t, errors.As(err, &oe), "%v: %v", o, err)
		_, err = uri.ParseAbsolute("g:h", o)
		assert.True(t, errors.As(err, &oe), "%v: %v", o, err)
		assert.Panics(t, func() { uri.MustParse("g", o) })
		assert.Panics(t, func() { uri.MustParseAbsolute("g:h", o) })
	}
	base := uri.MustParseAbsolute("http://a/b")
	for _, o := range []resolve.Option{nil, syntax.Syntax(0x03), resolve.DotDot(7)} {
		var oe *syntax.OptionError
		_, err := base.Resolve(uri.MustParse("g"), o)
		assert.True(t, errors.As(err, &oe), "%v: %v", o, err)
	}
}

// TestEqual: Equal is the same text, whatever the syntax; == is the same
// text in the same syntax; Equivalent is the same normal form (section
// 6), read in the wider of the two syntaxes.
func TestEqual(t *testing.T) {
	strict := func(s string) uri.Reference { return uri.MustParse(s, syntax.RFC2396) }
	for _, tc := range []struct {
		a, b               uri.Reference
		same, equal, equiv bool
	}{
		{uri.MustParse("http://a/b"), uri.MustParse("http://a/b"), true, true, true},
		{uri.Reference{}, uri.MustParse(""), true, true, true},
		{uri.MustParse("http://a/b"), strict("http://a/b"), false, true, true},
		{uri.MustParse("g"), uri.MustParse("g", syntax.QueryOnly), true, true, true},
		{uri.MustParse("g"), uri.MustParse("g", syntax.RFC2396, syntax.RFC2732), false, true, true},
		// One text, two readings: an IPv4address in strict RFC 2396, a
		// reg_name in RFC 2732, whose numbers have at most three digits.
		{uri.MustParse("http://1234.5.6.7/"), strict("http://1234.5.6.7/"), false, true, true},
		// Section 6 and 2.3: case of scheme and host, default port,
		// unreserved escapes, case of hex digits.
		{uri.MustParse("HTTP://A:80/%7Euser"), uri.MustParse("http://a/~user"), false, false, true},
		{uri.MustParse("http://a/%3b"), strict("http://a/%3B"), false, false, true},
		// An IPv6 literal against a strict value: read in RFC 2732.
		{uri.MustParse("http://[::A]/"), strict("http://a/"), false, false, false},
		{uri.MustParse("http://[::A]:80/"), uri.MustParse("http://[::a]/"), false, false, true},
		// What section 6 does not make equivalent.
		{uri.MustParse("http://a"), uri.MustParse("http://a/"), false, false, false},
		{uri.MustParse("http://a/%2F"), uri.MustParse("http://a//"), false, false, false},
		{uri.MustParse("http://a/b#f"), uri.MustParse("http://a/b"), false, false, false},
		{uri.MustParse("http://a/b/../c"), uri.MustParse("http://a/c"), false, false, false},
	} {
		assert.Equal(t, tc.same, tc.a == tc.b, "%q == %q", tc.a, tc.b)
		assert.Equal(t, tc.equal, tc.a.Equal(tc.b), "%q Equal %q", tc.a, tc.b)
		assert.Equal(t, tc.equal, tc.b.Equal(tc.a), "%q Equal %q", tc.b, tc.a)
		for _, pair := range [][2]uri.Reference{{tc.a, tc.b}, {tc.b, tc.a}} {
			got, err := pair[0].Equivalent(pair[1])
			require.NoError(t, err)
			assert.Equal(t, tc.equiv, got, "%q Equivalent %q", pair[0], pair[1])
		}
		// The map-key view: == decides.
		m := map[uri.Reference]bool{tc.a: true}
		assert.Equal(t, tc.same, m[tc.b], "%q as a key of %q", tc.b, tc.a)

		a, okA := tc.a.Absolute()
		b, okB := tc.b.Absolute()
		if okA && okB {
			assert.Equal(t, tc.equal, a.Equal(b), "Absolute %q Equal %q", a, b)
			got, err := a.Equivalent(b)
			require.NoError(t, err)
			assert.Equal(t, tc.equiv, got, "Absolute %q Equivalent %q", a, b)
		}
	}

	// normalize's options pass through: RemoveDotSegments, and a port
	// table.
	got, err := uri.MustParse("http://a/b/../c").Equivalent(uri.MustParse("http://a/c"), normalize.With(normalize.Default|normalize.RemoveDotSegments))
	require.NoError(t, err)
	assert.True(t, got)
	got, err = uri.MustParse("ldap://a:389/").Equivalent(uri.MustParse("ldap://a/"), normalize.Ports(map[string]int{"ldap": 389}))
	require.NoError(t, err)
	assert.True(t, got)
	got, err = uri.MustParse("ldap://a:389/").Equivalent(uri.MustParse("ldap://a/"))
	require.NoError(t, err)
	assert.False(t, got)

	// The zero Absolute is equivalent to itself only.
	var zero uri.Absolute
	got, err = zero.Equivalent(uri.Absolute{})
	require.NoError(t, err)
	assert.True(t, got)
	assert.True(t, zero.Equal(uri.Absolute{}))
	got, err = zero.Equivalent(uri.MustParseAbsolute("http://a/"))
	require.NoError(t, err)
	assert.False(t, got)

	// Invalid options: an option of normalize's with bits no rule has, or nil.
	for _, o := range []normalize.Option{normalize.With(1 << 10), nil} {
		var oe *syntax.OptionError
		_, err := uri.MustParse("http://a/").Equivalent(uri.MustParse("http://a/"), o)
		assert.True(t, errors.As(err, &oe), "%v: %v", o, err)
	}
}
