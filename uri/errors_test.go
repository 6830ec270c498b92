package uri_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/record"
	"github.com/rfc2396/rfc2396/syntax"
	"github.com/rfc2396/rfc2396/uri"
)

// uri's errors keep the module's one contract of input errors.
var (
	_ parser.InputError = (*uri.EditError)(nil)
	_ parser.InputError = (*uri.PolicyError)(nil)
)

// TestInputErrors: Error and Where(false) hide a password, RawError and
// Where(true) show the input as given.
func TestInputErrors(t *testing.T) {
	_, err := uri.Parse("ftp://u:s3cret9@h/x", uri.Schemes("http"))
	var pe *uri.PolicyError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, 0, pe.Offset)
	assert.Equal(t, parser.Position{Input: "ftp://u:xxxxx@h/x", Offset: 0, Rule: syntax.Scheme}, pe.Where(false))
	assert.Equal(t, parser.Position{Input: "ftp://u:s3cret9@h/x", Offset: 0, Rule: syntax.Scheme}, pe.Where(true))
	assert.Contains(t, pe.RawError(), "s3cret9")
	assert.NotContains(t, pe.Error(), "s3cret9")

	// RequireHost points at the authority that has no host, its offset
	// moved into the redacted text.
	_, err = uri.Parse("http://u:s3cret9@a_b/x", uri.RequireHost())
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, 7, pe.Offset)
	w := pe.Where(false)
	assert.Equal(t, "http://u:xxxxx@a_b/x", w.Input)
	assert.Equal(t, 7, w.Offset)
	assert.Equal(t, syntax.Authority, w.Rule)
	_, err = uri.Parse("mailto:a@b", uri.RequireHost())
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, 7, pe.Offset, "the opaque part")

	_, err = uri.MustParse("http://a/").WithUserinfo("u:s3cr et9")
	var perr *parser.Error
	require.ErrorAs(t, err, &perr, "a userinfo that is none: the parser's error")
	_, err = uri.MustParse("a_b").WithUserinfo("u:s3cret9")
	var ee *uri.EditError
	require.ErrorAs(t, err, &ee)
	assert.Equal(t, parser.Position{Input: "u:xxxxx", Rule: syntax.Userinfo}, ee.Where(false))
	assert.Equal(t, parser.Position{Input: "u:s3cret9", Rule: syntax.Userinfo}, ee.Where(true))
	assert.Contains(t, ee.RawError(), "s3cret9")
	assert.NotContains(t, ee.Error(), "s3cret9")
	// What WithUserPassword was given is shown only raw.
	_, err = uri.MustParse("a_b").WithUserPassword("u", "s3cret9")
	require.ErrorAs(t, err, &ee)
	assert.Equal(t, "rfc2396: uri: WithUserPassword: "+uri.ErrNoHost.Error(), ee.Error())
	assert.Equal(t, "", ee.Where(false).Input)
	assert.Equal(t, "u:s3cret9", ee.Where(true).Input)
}

// TestHostIDNA: a host outside ASCII, or escaped, is refused with a hint
// that leads to its IDNA ACE form, which WithHost then takes.
func TestHostIDNA(t *testing.T) {
	r := uri.MustParse("http://u@a:8080/p")
	for _, h := range []string{"bücher.example", "b%C3%BCcher.example", "B%C3%9Ccher.example"} {
		_, err := r.WithHost(h)
		require.Error(t, err, h)
		assert.Contains(t, err.Error(), "IDNA", h)
		assert.Contains(t, err.Error(), `"xn--bcher-kva.example"`, h)
		assert.NotContains(t, err.Error(), "%XX", h)
	}
	got, err := r.WithHost("xn--bcher-kva.example")
	require.NoError(t, err)
	assert.Equal(t, "http://u@xn--bcher-kva.example:8080/p", got.String())
	// A value that may hold a password gets no suggestion, which would
	// show it.
	_, err = r.WithHost("u:pässwörd@bücher.example")
	require.Error(t, err)
	assert.NotContains(t, err.Error(), "pässwörd")
	assert.NotContains(t, err.Error(), "xn--")
}

// TestUserinfoBuilders: WithUser and WithUserPassword escape their data,
// as net/url's User and UserPassword write them, and Userinfo reads it
// back as written.
func TestUserinfoBuilders(t *testing.T) {
	r := uri.MustParse("https://h.example/p")
	for _, tc := range []struct{ user, password, want string }{
		{"jo", "", "jo"},
		{"jo smith", "p@ss:w/rd?#", "jo%20smith:p%40ss%3Aw%2Frd%3F%23"},
		{"a:b@c", "", "a%3Ab%40c"},
		{"", "", ""},
		{"é", "x;y", "%C3%A9:x%3By"},
	} {
		var got uri.Reference
		var err error
		if tc.password == "" && !strings.Contains(tc.want, ":") {
			got, err = r.WithUser(tc.user)
		} else {
			got, err = r.WithUserPassword(tc.user, tc.password)
		}
		require.NoError(t, err, "%q %q", tc.user, tc.password)
		assert.Equal(t, tc.want, got.Userinfo())
		assert.True(t, got.Has(uri.Userinfo))
		assert.Equal(t, "h.example", got.Host())
		assert.True(t, got == uri.MustParse(got.String()))
	}
	got, err := r.WithUserPassword("u", "")
	require.NoError(t, err)
	assert.Equal(t, "https://u:@h.example/p", got.String(), "an empty password, as net/url writes it")
	assert.Equal(t, "https://u:xxxxx@h.example/p", got.Redacted())
	a, err := uri.MustParseAbsolute("https://h/").WithUserPassword("u", "p w")
	require.NoError(t, err)
	assert.Equal(t, "https://u:p%20w@h/", a.String())
	_, err = uri.MustParse("mailto:a@b").WithUser("u")
	assert.ErrorIs(t, err, uri.ErrOpaque)
}

// TestWarningsHandBuilt: WarningsOf, and record's constructors that read
// a Components, never panic on hand-built components whose spans lie
// outside their text or are inverted (issue 30).
func TestWarningsHandBuilt(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	texts := []string{"", "http://u:p@h:8080/%0D?q#f", "localhost:8080", "x"}
	span := func(n int) parts.Span {
		if rng.IntN(4) == 0 {
			return parts.Undefined
		}
		return parts.Span{Start: rng.IntN(n+6) - 3, End: rng.IntN(n+6) - 3}
	}
	for i := range 5000 {
		text := texts[i%len(texts)]
		n := len(text)
		c := parts.Components{Text: text, Scheme: span(n), Authority: span(n), Userinfo: span(n), Host: span(n), Port: span(n),
			Path: span(n), Query: span(n), Fragment: span(n), HostKind: parts.HostKind(rng.IntN(5)), Server: rng.IntN(2) == 0, Opaque: rng.IntN(2) == 0}
		require.NotPanics(t, func() {
			for _, w := range uri.WarningsOf(&c) {
				assert.True(t, 0 <= w.Offset && w.Offset <= n, "%+v", w)
			}
			_ = record.NewWarnings(record.Source{}, &c)
			_ = record.NewParse(&c)
			_ = record.AppendParse(nil, &c)
		}, "%+v", c)
	}
	// The parser's components get their warnings as before: the password's
	// points at the ":" before it.
	c, err := parser.Split("http://u:p@h/")
	require.NoError(t, err)
	ws := uri.WarningsOf(&c)
	require.Len(t, ws, 1)
	assert.Equal(t, uri.Password, ws[0].Kind)
	assert.Equal(t, 8, ws[0].Offset)
}
