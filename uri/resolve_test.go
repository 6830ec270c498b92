package uri_test

import (
	"go/version"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
	"github.com/rfc2396/rfc2396/uri"
)

// appendixC are the references of RFC 2396 Appendix C, normal and
// abnormal, with their results against its base http://a/b/c/d;p?q.
var appendixC = [][2]string{
	{"g:h", "g:h"}, {"g", "http://a/b/c/g"}, {"./g", "http://a/b/c/g"}, {"g/", "http://a/b/c/g/"},
	{"/g", "http://a/g"}, {"//g", "http://g"}, {"?y", "http://a/b/c/?y"}, {"g?y", "http://a/b/c/g?y"},
	{"#s", "http://a/b/c/d;p?q#s"}, {"g#s", "http://a/b/c/g#s"}, {"g?y#s", "http://a/b/c/g?y#s"},
	{";x", "http://a/b/c/;x"}, {"g;x", "http://a/b/c/g;x"}, {"g;x?y#s", "http://a/b/c/g;x?y#s"},
	{".", "http://a/b/c/"}, {"./", "http://a/b/c/"}, {"..", "http://a/b/"}, {"../", "http://a/b/"},
	{"../g", "http://a/b/g"}, {"../..", "http://a/"}, {"../../", "http://a/"}, {"../../g", "http://a/g"},
	{"", "http://a/b/c/d;p?q"}, {"../../../g", "http://a/../g"}, {"../../../../g", "http://a/../../g"},
	{"/./g", "http://a/./g"}, {"/../g", "http://a/../g"}, {"g.", "http://a/b/c/g."}, {".g", "http://a/b/c/.g"},
	{"g..", "http://a/b/c/g.."}, {"..g", "http://a/b/c/..g"}, {"./../g", "http://a/b/g"}, {"./g/.", "http://a/b/c/g/"},
	{"g/./h", "http://a/b/c/g/h"}, {"g/../h", "http://a/b/c/h"}, {"g;x=1/./y", "http://a/b/c/g;x=1/y"},
	{"g;x=1/../y", "http://a/b/c/y"}, {"g?y/./x", "http://a/b/c/g?y/./x"}, {"g?y/../x", "http://a/b/c/g?y/../x"},
	{"g#s/./x", "http://a/b/c/g#s/./x"}, {"g#s/../x", "http://a/b/c/g#s/../x"}, {"http:g", "http:g"},
}

// TestResolveAppendixC resolves Appendix C on the values' components:
// each result is == to Parse of Appendix C's text, so its components are
// the parser's, and Reference.Resolve, with the base as a Reference, and
// with a fragment that it drops, gives the same.
func TestResolveAppendixC(t *testing.T) {
	base := uri.MustParseAbsolute("http://a/b/c/d;p?q")
	asRef := uri.MustParse("http://a/b/c/d;p?q#frag")
	for _, c := range appendixC {
		ref := uri.MustParse(c[0])
		got, err := base.Resolve(ref)
		require.NoError(t, err, "%q", c[0])
		assert.True(t, got == uri.MustParse(c[1]), "%q: %q", c[0], got)
		got2, err := asRef.Resolve(ref)
		require.NoError(t, err)
		assert.True(t, got == got2, "%q", c[0])
		s, err := resolve.String(base.String(), c[0])
		require.NoError(t, err)
		assert.Equal(t, s, got.String())
	}
}

// TestResolveComponents resolves every reference of the corpus against
// bases of each shape, and every absolute URI of the corpus as a base,
// in each syntax: the result is resolve.String's, and == to Parse of its
// text in the result's syntax, whether the values were resolved on their
// components (one syntax) or on their texts (two).
func TestResolveComponents(t *testing.T) {
	bases := []string{"http://a/b/c/d;p?q", "http://u:p@[::1]:8/x/", "x://a_b/c", "file:///a/b", "foo:/b/", "mailto:a@b", "http://1234.5.6.7/b"}
	refs := []string{"../g", "#f", "//u@h:1/p", "?y", "", "g:h", "//[::2]/x", "//a_b", "."}
	check := func(base uri.Absolute, ref uri.Reference) {
		t.Helper()
		got, err := base.Resolve(ref)
		syn := syntax.Default // the wider of the two readings
		switch b, r := base.Syntax(), ref.Syntax(); {
		case b.IsRFC3986() != r.IsRFC3986():
			assert.ErrorIs(t, err, uri.ErrMixedSyntax, "%q against %q", ref, base)
			return
		case b == r && b != syntax.Default:
			syn = b
		}
		want, werr := resolve.String(base.String(), ref.String(), syn)
		if werr != nil {
			assert.Equal(t, werr, err, "%q against %q", ref, base)
			return
		}
		require.NoError(t, err, "%q against %q", ref, base)
		assert.Equal(t, want, got.String(), "%q against %q", ref, base)
		back, err := uri.Parse(got.String(), got.Syntax())
		require.NoError(t, err)
		assert.True(t, back == got, "%q against %q: %q is not == to Parse of its text", ref, base, got)
		// With one of resolve's own options, which goes to resolve
		// beside the values' syntax.
		opt := resolve.DotDot(resolve.RemoveDotDot)
		if syn.IsRFC3986() {
			opt = resolve.NonStrict()
		}
		got, err = base.Resolve(ref, opt)
		want, werr = resolve.String(base.String(), ref.String(), syn, opt)
		if werr != nil {
			assert.Equal(t, werr, err, "%q against %q, %v", ref, base, opt)
			return
		}
		require.NoError(t, err, "%q against %q, %v", ref, base, opt)
		assert.Equal(t, want, got.String(), "%q against %q, %v", ref, base, opt)
		back, err = uri.Parse(got.String(), got.Syntax())
		require.NoError(t, err)
		assert.True(t, back == got, "%q against %q, %v: %q is not == to Parse of its text", ref, base, opt, got)
	}
	readings := [][]uri.Option{nil, {syntax.RFC2396}, {syntax.RFC3986}}
	for _, bo := range readings {
		for _, ro := range readings {
			for _, b := range bases {
				base, err := uri.ParseAbsolute(b, bo...)
				if err != nil {
					continue
				}
				for _, s := range append(corpus(t), refs...) {
					if ref, err := uri.Parse(s, ro...); err == nil {
						check(base, ref)
					}
				}
			}
			for _, s := range corpus(t) {
				base, err := uri.ParseAbsolute(s, bo...)
				if err != nil {
					continue
				}
				for _, r := range refs {
					if ref, err := uri.Parse(r, ro...); err == nil {
						check(base, ref)
					}
				}
			}
		}
	}
	// Without a base, only a reference with a scheme resolves.
	got, err := uri.Absolute{}.Resolve(uri.MustParse("g:h"))
	require.NoError(t, err)
	assert.True(t, got == uri.MustParse("g:h"))
	_, err = uri.Absolute{}.Resolve(uri.MustParse("g"))
	assert.ErrorIs(t, err, resolve.ErrNoBase)
	// A base that is no absolute URI: resolve.String's error.
	_, err = uri.MustParse("//a/b").Resolve(uri.MustParse("g"))
	_, want := resolve.String("//a/b", "g")
	assert.Equal(t, want, err)
	// The empty reference is a relative reference, not the absence of a
	// base, which the zero Absolute is.
	for _, ref := range []string{"g", "g:h"} {
		_, err = uri.Reference{}.Resolve(uri.MustParse(ref))
		var re *resolve.Error
		if assert.ErrorAs(t, err, &re) {
			assert.Equal(t, "base", re.Which)
			assert.NotErrorIs(t, err, resolve.ErrNoBase)
		}
	}
}

func TestRelativizeMethods(t *testing.T) {
	base := uri.MustParseAbsolute("http://a/b/c/d;p?q")
	for _, c := range appendixC {
		if c[0] == "http:g" {
			continue
		}
		target := uri.MustParse(c[1])
		r, err := base.Relativize(target)
		require.NoError(t, err, "%q", c[1])
		want, err := resolve.Relativize(base.String(), c[1])
		require.NoError(t, err)
		assert.True(t, r == uri.MustParse(want), "%q: %q, want %q", c[1], r, want)
		back, err := base.Resolve(r)
		require.NoError(t, err)
		assert.True(t, back == target, "%q: %q resolves to %q", c[1], r, back)
		r2, err := base.Reference().Relativize(target)
		require.NoError(t, err)
		assert.True(t, r == r2)
	}
	// Two syntaxes: the texts, read in the wider.
	r, err := uri.MustParseAbsolute("http://a/b", syntax.RFC2396).Relativize(uri.MustParse("http://a/c?x[1]"))
	require.NoError(t, err)
	assert.True(t, r == uri.MustParse("c?x[1]"), "%q", r)
	// A relative target, and no base.
	_, err = base.Relativize(uri.MustParse("g"))
	assert.ErrorIs(t, err, resolve.ErrRelativeTarget)
	_, err = uri.Absolute{}.Relativize(uri.MustParse("http://a/"))
	var re *resolve.Error
	assert.ErrorAs(t, err, &re)
}

func TestNormalizeMethods(t *testing.T) {
	for _, s := range append(corpus(t), "HTTP://A:80/%7Euser/./x/../y?%41#%62") {
		r, err := uri.Parse(s)
		if err != nil {
			continue
		}
		want, err := normalize.Normalize(s)
		require.NoError(t, err)
		got, err := r.Normalize()
		require.NoError(t, err, "%q", s)
		assert.True(t, got == uri.MustParse(want), "%q: %q, want %q", s, got, want)
		if a, ok := r.Absolute(); ok {
			n, err := a.Normalize()
			require.NoError(t, err)
			assert.Equal(t, want, n.String())
		}
	}
	got, err := uri.MustParse("HTTP://A:80/%7Euser").Normalize(normalize.With(normalize.LowerScheme))
	require.NoError(t, err)
	assert.Equal(t, "http://A:80/%7Euser", got.String())
	// A narrower syntax given refuses what it cannot read.
	_, err = uri.MustParse("http://[::1]/").Normalize(syntax.RFC2396)
	assert.Error(t, err)
	z, err := uri.Absolute{}.Normalize()
	require.NoError(t, err)
	assert.True(t, z.IsZero())
	_, err = uri.Absolute{}.Normalize(nil)
	var oe *syntax.OptionError
	assert.ErrorAs(t, err, &oe)
}

// TestResolveAllocs checks that Absolute.Resolve of Appendix C's
// references allocates the result's text and nothing else (nothing for
// "g:h", which is its own result): the values, the resolver and the
// buffer of step 6 stay on the stack.
func TestResolveAllocs(t *testing.T) {
	if version.Compare(runtime.Version(), "go1.26") < 0 {
		t.Skipf("allocation counts depend on the compiler's escape analysis: held for Go 1.26 and later, not %s", runtime.Version())
	}
	base := uri.MustParseAbsolute("http://a/b/c/d;p?q")
	for _, c := range appendixC {
		ref := uri.MustParse(c[0])
		want := 1.0
		if ref.IsAbs() {
			want = 0
		}
		assert.Equal(t, want, testing.AllocsPerRun(100, func() { _, _ = base.Resolve(ref) }), "%q", c[0])
	}
}

// TestValuesReadBack checks that every value the package's methods make
// is the value Parse makes of its text, in its syntax: components laid
// out as the parser lays them out and read in the syntax the value says.
// Resolve hands such components to resolve unchecked (internal/trusted),
// so a method that made others would go unnoticed there.
func TestValuesReadBack(t *testing.T) {
	q, err := uri.ParseQuery("a=1&b=%20")
	require.NoError(t, err)
	edits := map[string]func(uri.Reference) (uri.Reference, error){
		"Normalize":    func(r uri.Reference) (uri.Reference, error) { return r.Normalize() },
		"WithHost":     func(r uri.Reference) (uri.Reference, error) { return r.WithHost("h.example") },
		"WithPort":     func(r uri.Reference) (uri.Reference, error) { return r.WithPort("8080") },
		"WithUserinfo": func(r uri.Reference) (uri.Reference, error) { return r.WithUserinfo("u:p") },
		"WithUser":     func(r uri.Reference) (uri.Reference, error) { return r.WithUser("u s") },
		"WithUserPassword": func(r uri.Reference) (uri.Reference, error) {
			return r.WithUserPassword("u", "p@ss")
		},
		"WithoutPort":     func(r uri.Reference) (uri.Reference, error) { return r.WithoutPort() },
		"WithoutUserinfo": func(r uri.Reference) (uri.Reference, error) { return r.WithoutUserinfo() },
		"JoinPath":        func(r uri.Reference) (uri.Reference, error) { return r.JoinPath("a b", "../c") },
		"WithQuery":       func(r uri.Reference) (uri.Reference, error) { return r.WithQuery(q) },
		"Resolve": func(r uri.Reference) (uri.Reference, error) {
			return uri.MustParseAbsolute("http://a/b/c/d;p?q", r.Syntax()).Resolve(r)
		},
		"Relativize": func(r uri.Reference) (uri.Reference, error) {
			return uri.MustParseAbsolute("http://a/b/c/d;p?q", r.Syntax()).Relativize(r)
		},
	}
	for c := uri.Scheme; c <= uri.Fragment; c++ {
		edits["Without("+c.String()+")"] = func(r uri.Reference) (uri.Reference, error) { return r.Without(c) }
		edits["With("+c.String()+")"] = func(r uri.Reference) (uri.Reference, error) { return r.With(c, "x") }
	}
	made := 0
	for _, opts := range [][]uri.Option{nil, {syntax.RFC2396}, {syntax.RFC3986}} {
		for _, s := range corpus(t) {
			r, err := uri.Parse(s, opts...)
			if err != nil {
				continue
			}
			for name, edit := range edits {
				got, err := edit(r)
				if err != nil {
					continue
				}
				made++
				back, err := uri.Parse(got.String(), got.Syntax())
				require.NoError(t, err, "%s of %q (%v) = %q", name, s, r.Syntax(), got)
				assert.True(t, back == got, "%s of %q (%v) = %q, which is not == to Parse of its text", name, s, r.Syntax(), got)
			}
		}
	}
	assert.Greater(t, made, 1000, "values made")
}
