package urlconv_test

import (
	"bufio"
	"errors"
	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/urlconv"
)

// corpus returns the references of testdata/parse/valid.txt and every
// reference and result of Appendix C (testdata/resolve/appendix_c.txt).
func corpus(t *testing.T) []string {
	t.Helper()
	var out []string
	read := func(name string, each func(string)) {
		f, err := os.Open(name)
		require.NoError(t, err)
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			each(sc.Text())
		}
		require.NoError(t, sc.Err())
	}
	out = append(out, testcorpus.Valid("../testdata")...)
	read("../testdata/resolve/appendix_c.txt", func(l string) {
		if l == "" || strings.HasPrefix(l, "#") {
			return
		}
		f := strings.Split(l, "\t")
		for _, s := range f[:2] {
			if s == "<>" {
				s = ""
			}
			out = append(out, s)
		}
	})
	return out
}

func dump(t *testing.T, n ast.Node) string {
	var b strings.Builder
	require.NoError(t, ast.Fprint(&b, n))
	return b.String()
}

// TestRoundTrip converts every reference of the corpora to a *url.URL and
// back: the URL writes the reference as it is, and FromURL gives the same
// tree. Where url.Parse reads the reference too, the URL has the fields it
// gives. The references net/url cannot write are listed, with why.
func TestRoundTrip(t *testing.T) {
	cannot := map[string]string{} // reference -> the node net/url writes otherwise
	n := 0
	for _, s := range corpus(t) {
		ref, err := parser.Parse(s, parser.AllowQueryOnly())
		require.NoError(t, err, "%q", s)
		u, err := urlconv.ToURL(ref)
		if err != nil {
			var e *urlconv.Error
			require.True(t, errors.As(err, &e), "%q: %v", s, err)
			cannot[s] = e.Node
			continue
		}
		n++
		assert.Equal(t, s, u.String())
		back, err := urlconv.FromURL(u)
		if s != "" && s[0] == '?' {
			// The query-only form is Appendix C's, not Appendix A's.
			assert.Error(t, err, "%q", s)
			continue
		}
		require.NoError(t, err, "%q", s)
		assert.Equal(t, dump(t, ref), dump(t, back))

		p, err := url.Parse(s)
		if err != nil {
			continue
		}
		p.Scheme = u.Scheme // url.Parse lowercases the scheme; String writes it as given
		assert.Equal(t, p, u, "%q: ToURL and url.Parse differ", s)
	}
	t.Logf("%d references round-trip; net/url cannot write %d: %v", n, len(cannot), cannot)
	assert.Greater(t, n, 100)
	for s, node := range cannot {
		switch node {
		case "Fragment":
			assert.True(t, strings.HasSuffix(s, "#"), "%q: only an empty fragment is lost", s)
		case "NetPath", "AbsPath":
			assert.Empty(t, parser.MustParse(s).Authority().String(), "%q: only an empty authority is lost", s)
		case "Userinfo", "RegName":
			assert.Regexp(t, `%|@.*@|_|\(|@:`, s, "%q: only escapes and characters net/url escapes in a host or userinfo", s)
		default:
			t.Errorf("%q: net/url writes %s otherwise", s, node)
		}
	}
}

func TestToURL(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want url.URL
	}{
		{"http://u:p%40ss@a.example:8080/b%2Fc/d;p?q#f%20g", url.URL{Scheme: "http", User: url.UserPassword("u", "p@ss"),
			Host: "a.example:8080", Path: "/b/c/d;p", RawPath: "/b%2Fc/d;p", RawQuery: "q", Fragment: "f g"}},
		{"http://a/?", url.URL{Scheme: "http", Host: "a", Path: "/", ForceQuery: true}},
		{"http:/a", url.URL{Scheme: "http", Path: "/a", OmitHost: true}},
		{"file:///etc", url.URL{Scheme: "file", Path: "/etc"}},
		{"mailto:a@b?subject=hi", url.URL{Scheme: "mailto", Opaque: "a@b", RawQuery: "subject=hi"}},
		{"//a:/", url.URL{Host: "a:", Path: "/"}},
		{"../g;x", url.URL{Path: "../g;x"}},
	} {
		u, err := urlconv.ToURL(parser.MustParse(tc.in))
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, *u, tc.in)
		assert.Equal(t, tc.in, u.String())
	}
}

func TestToURLCannot(t *testing.T) {
	for _, tc := range []struct {
		in     string
		offset int
		node   string
	}{
		{"http://a/#", 9, "Fragment"},
		{"http://", 5, "NetPath"},
		{"//", 0, "NetPath"},
		{"http://%7e@a/", 7, "Userinfo"},
		{"foo://r%41g/", 7, "RegName"},
		{"http://u:s3cret%7e@a/#", 15, "Userinfo"},
	} {
		_, err := urlconv.ToURL(parser.MustParse(tc.in))
		var e *urlconv.Error
		if !assert.True(t, errors.As(err, &e), "%q: %v", tc.in, err) {
			continue
		}
		assert.Equal(t, tc.in, e.Input)
		assert.Equal(t, tc.offset, e.Offset, "%q: %v", tc.in, err)
		assert.Equal(t, tc.node, e.Node, "%q: %v", tc.in, err)
		assert.NotContains(t, err.Error(), "s3cret")
	}
}

func TestFromURL(t *testing.T) {
	for _, tc := range []struct {
		in     string // for url.Parse
		offset int    // -1: valid
		rule   string
	}{
		{"http://a/b c", -1, ""}, // String escapes the space
		{"http://a/?q=a b", 13, "query"},
		{"http://[::1]/", 7, "authority"},
		{"http:", 5, "absoluteURI"},
		{"http://a/{x}", -1, ""},
	} {
		u, err := url.Parse(tc.in)
		require.NoError(t, err, tc.in)
		ref, err := urlconv.FromURL(u)
		if tc.offset < 0 {
			require.NoError(t, err, tc.in)
			assert.Equal(t, u.String(), ref.String())
			continue
		}
		var pe *parser.Error
		if assert.True(t, errors.As(err, &pe), "%q: %v", tc.in, err) {
			assert.Equal(t, u.String(), pe.Input)
			assert.Equal(t, tc.offset, pe.Offset, "%q: %v", tc.in, err)
			assert.Equal(t, tc.rule, pe.Rule, "%q: %v", tc.in, err)
		}
	}
	_, err := urlconv.FromURL(nil)
	assert.Error(t, err)
	_, err = urlconv.ToURL(nil)
	assert.Error(t, err)
}
