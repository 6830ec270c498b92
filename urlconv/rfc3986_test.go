package urlconv_test

import (
	"errors"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
	"github.com/rfc2396/rfc2396/urlconv"
)

// TestRFC3986RoundTrip converts the components of every reference of the
// corpora that RFC 3986 reads, and of a few that only it reads, to a
// *url.URL and back: the URL writes the reference as it is, gives the
// same components, and has the fields url.Parse gives where it reads the
// reference too.
func TestRFC3986RoundTrip(t *testing.T) {
	refs := append(corpus(t), ipv6(t)...)
	refs = append(refs,
		"mailto:a@b?subject=hi", "urn:isbn:0451450523", "foo:a/b?c#d", "http://a_b/c",
		"http://[v1.x]/", "http://[vF.a:b!]:80/p", "http://256.1.1.1/", "file:///x", "http://u@[::1]:8080/a?b#c")
	n, read := 0, 0
	cannot := map[string]string{}
	for _, s := range refs {
		c, err := parser.Split(s, syntax.RFC3986)
		if err != nil {
			continue // RFC 2396's, not RFC 3986's ("[" in a query, ...)
		}
		read++
		u, err := urlconv.ComponentsToURL(&c, syntax.RFC3986)
		if err != nil {
			var e *urlconv.Error
			require.True(t, errors.As(err, &e), "%q: %v", s, err)
			cannot[s] = e.Node
			continue
		}
		n++
		assert.Equal(t, s, u.String())
		back, err := urlconv.ComponentsFromURL(u, syntax.RFC3986)
		require.NoError(t, err, "%q", s)
		assert.Equal(t, c, back, "%q", s)
		if p, err := url.Parse(s); err == nil {
			p.Scheme = u.Scheme // url.Parse lowercases the scheme; String writes it as given
			assert.Equal(t, p, u, "%q: ComponentsToURL and url.Parse differ", s)
		}
	}
	t.Logf("%d of %d references round-trip; net/url cannot write %d: %v", n, read, len(cannot), cannot)
	assert.Greater(t, n, 100)
	for s, node := range cannot {
		switch node {
		case "Fragment":
			assert.True(t, strings.HasSuffix(s, "#"), "%q: only an empty fragment is lost", s)
		case "NetPath", "AbsPath":
			assert.Contains(t, s, "//", "%q: only an empty authority is lost", s)
		case "Userinfo", "RegName", "Hostname", "Authority", "Server":
			assert.Regexp(t, `%|@.*@|_|\(|@:|!|\*|'`, s, "%q: only escapes and characters net/url escapes in a host or userinfo", s)
		default:
			t.Errorf("%q: net/url writes %s otherwise", s, node)
		}
	}
}

func TestRFC3986ComponentsToURL(t *testing.T) {
	for _, tt := range []struct {
		in                   string
		opaque, host, path   string
		rawQuery             string
		omitHost, forceQuery bool
	}{
		// No opaque part in RFC 3986: the path-rootless goes to Opaque,
		// as url.Parse puts it, the query to RawQuery.
		{in: "mailto:a@b?subject=hi", opaque: "a@b", rawQuery: "subject=hi"},
		{in: "mailto:a@b?", opaque: "a@b", forceQuery: true},
		{in: "http://a_b/c", host: "a_b", path: "/c"},
		{in: "http://[v1.x]:80/", host: "[v1.x]:80", path: "/"},
		{in: "http:/a", path: "/a", omitHost: true},
		{in: "a:?x", rawQuery: "x"},
	} {
		c, err := parser.Split(tt.in, syntax.RFC3986)
		require.NoError(t, err, tt.in)
		u, err := urlconv.ComponentsToURL(&c, syntax.RFC3986)
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.opaque, u.Opaque, tt.in)
		assert.Equal(t, tt.host, u.Host, tt.in)
		assert.Equal(t, tt.path, u.Path, tt.in)
		assert.Equal(t, tt.rawQuery, u.RawQuery, tt.in)
		assert.Equal(t, tt.omitHost, u.OmitHost, tt.in)
		assert.Equal(t, tt.forceQuery, u.ForceQuery, tt.in)
		assert.Equal(t, tt.in, u.String())
	}
	// Components that are not the parser's for their text, in the
	// syntax given.
	c, err := parser.Split("http://a/b", syntax.RFC3986)
	require.NoError(t, err)
	c.Path.Start++
	_, err = urlconv.ComponentsToURL(&c, syntax.RFC3986)
	assert.ErrorIs(t, err, parts.ErrSpans)
	c, err = parser.Split("http://a_b/", syntax.RFC3986)
	require.NoError(t, err)
	_, err = urlconv.ComponentsToURL(&c) // a reg_name authority in RFC 2396
	assert.ErrorIs(t, err, parts.ErrSpans)
	_, err = urlconv.ComponentsToURL(&parts.Components{Text: "http://[v1.x]/"})
	var pe *parser.Error
	assert.True(t, errors.As(err, &pe), "%v", err)
}

// TestZoneID checks that a URL with an IPv6 zone identifier, which
// net/url reads (RFC 6874), is refused in every syntax, with a hint that
// says so in RFC 3986.
func TestZoneID(t *testing.T) {
	u, err := url.Parse("http://[fe80::1%25eth0]:8080/")
	require.NoError(t, err, "net/url reads a zone identifier")
	_, err = urlconv.ComponentsFromURL(u, syntax.RFC3986)
	var pe *parser.Error
	require.True(t, errors.As(err, &pe), "%v", err)
	assert.Equal(t, 15, pe.Offset)
	assert.Contains(t, err.Error(), "RFC 6874")
	assert.Contains(t, err.Error(), "net/url")
	_, err = urlconv.ComponentsFromURL(u)
	assert.True(t, errors.As(err, &pe), "%v", err)
	_, err = urlconv.FromURL(u)
	assert.True(t, errors.As(err, &pe), "%v", err)
}

// TestRFC3986Trees checks that the functions of trees, which are RFC
// 2396's, refuse RFC3986.
func TestRFC3986Trees(t *testing.T) {
	var oe *syntax.OptionError
	_, err := urlconv.ToURL(parser.MustParse("http://a/"), syntax.RFC3986)
	assert.True(t, errors.As(err, &oe), "%v", err)
	assert.ErrorContains(t, err, "ComponentsToURL")
	_, err = urlconv.FromURL(&url.URL{Scheme: "http", Host: "a"}, syntax.RFC3986)
	assert.True(t, errors.As(err, &oe), "%v", err)
	_, err = urlconv.ComponentsFromURL(&url.URL{Scheme: "http", Host: "a"}, syntax.RFC3986, syntax.RFC2396)
	assert.True(t, errors.As(err, &oe), "%v", err)
	_, err = urlconv.ComponentsFromURL(nil, syntax.RFC3986)
	assert.Error(t, err)
}
