package parts_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// splitCorpus returns the components of the valid references of the
// corpus, read in each of the two readings of a host (RFC 2396's and RFC
// 2732's) that takes them.
func splitCorpus(t *testing.T) []parts.Components {
	var out []parts.Components
	for _, s := range testcorpus.Valid("../testdata") {
		for _, syn := range []syntax.Syntax{syntax.Default, syntax.RFC2396} {
			if c, err := parser.Split(s, syn); err == nil {
				out = append(out, c)
			}
		}
	}
	require.NotEmpty(t, out)
	return out
}

// compose returns the components that the method Recompose gives of v.
func compose(v parts.Recomposition, auth *parts.Components) (parts.Components, bool) {
	var c parts.Components
	ok := c.Recompose(&v, auth)
	return c, ok
}

// TestCompose holds the method Recompose to the parser: the components it gives for
// a reference's values, with the reference as the authority's source,
// are those the parser gives.
func TestCompose(t *testing.T) {
	for _, c := range splitCorpus(t) {
		got, ok := compose(c.Recomposition(), &c)
		require.True(t, ok, "%q", c.Text)
		require.Equal(t, c, got, "%q", c.Text)
		require.NoError(t, got.CheckSpans(), "%q", c.Text)
		// Without the source, only a reference without an authority is
		// whole.
		got, ok = compose(c.Recomposition(), nil)
		assert.Equal(t, !c.Authority.Defined(), ok, "%q", c.Text)
		assert.Equal(t, c.Text, got.Text)
		assert.Equal(t, c.Authority, got.Authority)
	}
}

// TestComposeShifted: an authority carried over from another reference
// is shifted to where it stands in the text written.
func TestComposeShifted(t *testing.T) {
	for _, tc := range []struct{ from, scheme, path, query, want string }{
		{"http://u:p@[::1]:80/x", "https", "/a/b", "q", "https://u:p@[::1]:80/a/b?q"},
		{"//a_b/c", "s", "", "", "s://a_b"},
		{"ftp://1.2.3.4:/", "x", "/", "", "x://1.2.3.4:/"},
		{"file:///x", "file", "/y", "", "file:///y"},
	} {
		auth, err := parser.Split(tc.from)
		require.NoError(t, err)
		v := parts.Recomposition{Scheme: parts.Def(tc.scheme), Authority: auth.Value(auth.Authority), Path: tc.path}
		if tc.query != "" {
			v.Query = parts.Def(tc.query)
		}
		got, ok := compose(v, &auth)
		require.True(t, ok, "%q", tc.want)
		want, err := parser.Split(tc.want)
		require.NoError(t, err)
		assert.Equal(t, want, got, "%q", tc.want)

		// Another authority than the source's is not carried over.
		v.Authority = parts.Def("other")
		got, ok = compose(v, &auth)
		assert.False(t, ok)
		assert.False(t, got.Server)
		assert.Equal(t, parts.Undefined, got.Host)
	}
	// A path of Segments is absolute, never an opaque part.
	got, ok := compose(parts.Recomposition{Scheme: parts.Def("s"), Segments: []parts.BufferSegment{{Text: "a"}}}, nil)
	assert.True(t, ok)
	assert.False(t, got.Opaque)
	assert.Equal(t, "/a", got.Of(got.Path))
	got, _ = compose(parts.Recomposition{Scheme: parts.Def("mailto"), Path: "a@b"}, nil)
	assert.True(t, got.Opaque)
}

// TestCheckSpans checks that the parser's components are laid out, and
// that a change of any span, or of the flags that go with them, is not.
func TestCheckSpans(t *testing.T) {
	for _, c := range splitCorpus(t) {
		require.NoError(t, c.CheckSpans(), "%q", c.Text)
		spans := []*parts.Span{&c.Scheme, &c.Authority, &c.Userinfo, &c.Host, &c.Port, &c.Path, &c.Query, &c.Fragment}
		for i, s := range spans {
			orig := *s
			for _, bad := range []parts.Span{
				{Start: orig.Start + 1, End: orig.End}, {Start: orig.Start, End: orig.End + 1},
				{Start: orig.End, End: orig.Start - 1}, {Start: -1, End: 0}, {Start: len(c.Text) + 1, End: len(c.Text) + 2},
			} {
				if bad == orig || bad.Start == bad.End && orig.Start == orig.End && bad.Start == orig.Start {
					continue
				}
				*s = bad
				err := c.CheckSpans()
				if assert.Error(t, err, "%q: span %d as %v", c.Text, i, bad) {
					assert.True(t, errors.Is(err, parts.ErrSpans))
				}
				*s = orig
			}
		}
	}
	bad := func(name string, c parts.Components) {
		t.Helper()
		assert.ErrorIs(t, c.CheckSpans(), parts.ErrSpans, name)
	}
	c, err := parser.Split("mailto:a@b")
	require.NoError(t, err)
	c.Opaque = false
	require.NoError(t, c.CheckSpans(), "a path after a scheme: the spans do not say which")
	c, err = parser.Split("http://a/b")
	require.NoError(t, err)
	c.Opaque = true
	bad("an opaque part after an authority", c)
	c, _ = parser.Split("http://a/b")
	c.HostKind = parts.NoHost
	bad("a host without a kind", c)
	c, _ = parser.Split("file:///x")
	require.True(t, c.Server)
	require.NoError(t, c.CheckSpans(), "an empty server has no host")
	c.HostKind = parts.Hostname
	bad("a kind without a host", c)
	c, _ = parser.Split("http://a_b/")
	c.Host = c.Authority
	bad("a reg_name with a host", c)
	// RFC 3986's hosts, of its kinds, an empty one too, are laid out.
	for _, s := range []string{"http://a/", "http://[v1.x]/", "file:///x", "http://:80", "//%41@1.2.3.4:1"} {
		c, err := parser.Split(s, syntax.RFC3986)
		require.NoError(t, err)
		assert.NoError(t, c.CheckSpans(), "%q in RFC 3986", s)
	}
	c, _ = parser.Split("http://a/", syntax.RFC3986)
	c.HostKind = parts.RegName + 1
	bad("a kind that no constant has", c)
	var zero parts.Components
	bad("the zero Components: its path is [0,0), but its query and the others are too", zero)
	zero.Reset("")
	assert.NoError(t, zero.CheckSpans())
}

// TestHandBuiltComponents gives every function and method that reads a
// Components hand-built spans, anywhere around their text: none panics,
// a span outside the text reads as undefined, and components whose spans
// CheckSpans accepts recombine into their text.
func TestHandBuiltComponents(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var refs []parts.Components
	for _, s := range []string{"", "a", "http://u:p@h:1/p?q#f", "mailto:a@b", "//[::1]/", "file:///x", "//a_b?#"} {
		c, err := parser.Split(s)
		require.NoError(t, err)
		refs = append(refs, c)
	}
	laidOut := 0
	for i := range 20000 {
		c := refs[i%len(refs)]
		n := len(c.Text)
		spans := []*parts.Span{&c.Scheme, &c.Authority, &c.Userinfo, &c.Host, &c.Port, &c.Path, &c.Query, &c.Fragment}
		// A few fields changed at random, none at all one time in four.
		for range rng.IntN(4) {
			switch k := rng.IntN(len(spans) + 3); {
			case k < len(spans) && rng.IntN(4) == 0:
				*spans[k] = parts.Undefined
			case k < len(spans):
				*spans[k] = parts.Span{Start: rng.IntN(n+5) - 2, End: rng.IntN(n+5) - 2}
			case k == len(spans):
				c.HostKind = parts.HostKind(rng.IntN(6))
			case k == len(spans)+1:
				c.Server = !c.Server
			default:
				c.Opaque = !c.Opaque
			}
		}
		assert.NotPanics(t, func() {
			for _, s := range spans {
				got, ok := c.Get(*s)
				inside := s.Start >= 0 && s.Start <= s.End && s.End <= n
				assert.Equal(t, inside, ok, "%+v", *s)
				assert.Equal(t, got, c.Of(*s))
				assert.Equal(t, ok, c.Value(*s).Defined)
				assert.Equal(t, ok, c.Ptr(*s) != nil)
			}
			end := c.URIEnd()
			assert.True(t, 0 <= end && end <= n, "URIEnd %d", end)
			_ = c.HierPath()
			_ = c.IsAbs()
			_ = c.Texts().Map()
			v := c.Recomposition()
			_ = parts.Recompose(v)
			_, _ = parts.Layout(c.Text, v)
			_, _ = compose(v, &c)
			if c.CheckSpans() == nil {
				laidOut++
				assert.Equal(t, c.Text, parts.Recompose(v), "%+v", c)
				l, ok := parts.Layout(c.Text, v)
				assert.True(t, ok)
				assert.Equal(t, []parts.Span{c.Scheme, c.Authority, c.Path, c.Query, c.Fragment},
					[]parts.Span{l.Scheme, l.Authority, l.Path, l.Query, l.Fragment})
			}
		}, "%+v", c)
	}
	assert.Greater(t, laidOut, 5000, "the unchanged components at least")
}
