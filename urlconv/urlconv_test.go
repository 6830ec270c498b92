package urlconv_test

import (
	"bufio"
	"errors"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
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

// ipv6 returns the references of testdata/parse/ipv6.txt, valid with RFC
// 2732's literals.
func ipv6(t *testing.T) []string {
	var out []string
	for _, l := range testcorpus.Lines("../testdata/parse/ipv6.txt") {
		out = append(out, testcorpus.Field(l))
	}
	require.NotEmpty(t, out)
	return out
}

// TestRoundTrip converts every reference of the corpora to a *url.URL and
// back, in strict RFC 2396 and in the default syntax, where the corpus of
// IPv6 literals is added: the URL writes the reference as it is, and
// FromURL gives the same tree. Where url.Parse reads the reference too,
// the URL has the fields it gives. The references net/url cannot write
// are listed, with why.
func TestRoundTrip(t *testing.T) {
	for _, mode := range []struct {
		name string
		opts []syntax.Syntax // the syntax, as parser, ToURL and FromURL take it
		refs []string
	}{
		{"RFC2396", []syntax.Syntax{syntax.RFC2396}, corpus(t)},
		{"default", nil, append(corpus(t), ipv6(t)...)},
	} {
		t.Run(mode.name, func(t *testing.T) {
			parserOpts := asParser(mode.opts)
			cannot := map[string]string{} // reference -> the node net/url writes otherwise
			n := 0
			for _, s := range mode.refs {
				// Appendix C's query-only reference "?y" needs its option
				// in strict RFC 2396; the default reads it.
				opts := mode.opts
				queryOnly := strings.HasPrefix(s, "?") && mode.opts != nil
				if queryOnly {
					opts = append(opts[:len(opts):len(opts)], syntax.QueryOnly)
				}
				ref, err := parser.Parse(s, append(parserOpts, asParser(opts)...)...)
				require.NoError(t, err, "%q", s)
				u, err := urlconv.ToURL(ref, opts...)
				if err != nil {
					var e *urlconv.Error
					require.True(t, errors.As(err, &e), "%q: %v", s, err)
					cannot[s] = e.Node
					continue
				}
				n++
				assert.Equal(t, s, u.String())
				if queryOnly {
					_, err := urlconv.FromURL(u, mode.opts...)
					assert.Error(t, err, "%q: the query-only form is Appendix C's, not Appendix A's", s)
				}
				back, err := urlconv.FromURL(u, opts...)
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
					assert.Empty(t, parser.MustParse(s, parserOpts...).Authority().String(), "%q: only an empty authority is lost", s)
				case "Userinfo", "RegName":
					assert.Regexp(t, `%|@.*@|_|\(|@:`, s, "%q: only escapes and characters net/url escapes in a host or userinfo", s)
				default:
					t.Errorf("%q: net/url writes %s otherwise", s, node)
				}
			}
		})
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
		// RFC 2732's literals, by default.
		{"http://[::1]:8080/a", url.URL{Scheme: "http", Host: "[::1]:8080", Path: "/a"}},
		{"ftp://u:p@[FF01::101]/pub;type=i?x#y", url.URL{Scheme: "ftp", User: url.UserPassword("u", "p"), Host: "[FF01::101]",
			Path: "/pub;type=i", RawQuery: "x", Fragment: "y"}},
		{"//[::1]", url.URL{Host: "[::1]"}},
		{"http://a/?x[0]=1#[f]", url.URL{Scheme: "http", Host: "a", Path: "/", RawQuery: "x[0]=1", Fragment: "[f]", RawFragment: "[f]"}}, // net/url escapes "[" in a fragment
	} {
		u, err := urlconv.ToURL(parser.MustParse(tc.in, syntax.RFC2732))
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
		{"http://[::1]/#", 13, "Fragment"},
	} {
		_, err := urlconv.ToURL(parser.MustParse(tc.in, syntax.RFC2732))
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

// TestToURLStrict: with syntax.RFC2396, a tree whose text is not strict
// RFC 2396 gets the parser's error; by default it is converted.
func TestToURLStrict(t *testing.T) {
	for _, tc := range []struct {
		in     string
		offset int
	}{
		{"http://[::1]:8080/a", 7},
		{"//u@[::1]", 4},
		{"http://a/?x[0]=1", 11},
	} {
		ref := parser.MustParse(tc.in, syntax.RFC2732)
		u, err := urlconv.ToURL(ref)
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.in, u.String())
		_, err = urlconv.ToURL(ref, syntax.RFC2396)
		var pe *parser.Error
		if assert.True(t, errors.As(err, &pe), "%q: %v", tc.in, err) {
			assert.Equal(t, tc.in, pe.Input)
			assert.Equal(t, tc.offset, pe.Offset, "%q: %v", tc.in, err)
			assert.Equal(t, '[', pe.Char, "%q: %v", tc.in, err)
			assert.Contains(t, pe.Hint, "syntax.RFC2732")
		}
	}
	// A tree parsed in either syntax whose host the other reads otherwise
	// (an IPv4address of long numbers in Appendix A is a reg_name with RFC
	// 2732): its text is a reference in both, and its URL the same.
	for _, syn := range []syntax.Syntax{syntax.RFC2396, syntax.Default} {
		ref := parser.MustParse("http://1234.5.6.7/", syn)
		for _, opts := range [][]syntax.Syntax{nil, {syntax.RFC2396}} {
			u, err := urlconv.ToURL(ref, opts...)
			require.NoError(t, err, "%v: %v", syn, opts)
			assert.Equal(t, "1234.5.6.7", u.Host)
		}
	}
	// The query-only reference is read by default; in strict RFC 2396 it
	// needs its option.
	q := parser.MustParse("?y")
	u, err := urlconv.ToURL(q)
	require.NoError(t, err)
	assert.Equal(t, url.URL{RawQuery: "y"}, *u)
	_, err = urlconv.ToURL(q, syntax.RFC2396)
	var pe *parser.Error
	assert.True(t, errors.As(err, &pe), "%v", err)
	u, err = urlconv.ToURL(q, syntax.RFC2396, syntax.QueryOnly)
	require.NoError(t, err)
	assert.Equal(t, url.URL{RawQuery: "y"}, *u)
}

func TestFromURL(t *testing.T) {
	for _, tc := range []struct {
		in     string // for url.Parse
		opts   []syntax.Syntax
		offset int // -1: valid
		rule   syntax.Rule
	}{
		{"http://a/b c", nil, -1, ""}, // String escapes the space
		{"http://a/?q=a b", nil, 13, syntax.Query},
		{"http://[::1]/", nil, -1, ""},
		{"http://[::1]:8080/a?x[0]=1#[f]", nil, -1, ""},
		{"http://u:p@[fe80::1]:80/", nil, -1, ""},
		{"http://[::1]/", []syntax.Syntax{syntax.RFC2396}, 7, syntax.Authority},
		{"http://a/?x[0]=1", []syntax.Syntax{syntax.RFC2396}, 11, syntax.Query},
		{"http://[::1/", nil, 11, syntax.IPv6Address}, // url.Parse takes it; String writes it as it is
		{"http:", nil, 5, syntax.AbsoluteURI},
		{"http://a/{x}", nil, -1, ""},
	} {
		u, err := url.Parse(tc.in)
		if err != nil {
			// url.Parse refuses a broken literal; build the URL.
			u = &url.URL{Scheme: "http", Host: "[::1", Path: "/"}
		}
		ref, err := urlconv.FromURL(u, tc.opts...)
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

	// A URL whose host is an IPv6 literal, as url.Parse and HTTP servers
	// give it: its tree holds the literal.
	u, err := url.Parse("http://[::1]:8080/")
	require.NoError(t, err)
	ref, err := urlconv.FromURL(u)
	require.NoError(t, err)
	assert.Equal(t, "[::1]", ref.Host().String())
	assert.Equal(t, "ipv6", ref.Host().Kind())
}

func TestOptionErrors(t *testing.T) {
	u := &url.URL{Scheme: "http", Host: "a", Path: "/"}
	ref := parser.MustParse("http://a/")
	for _, o := range []syntax.Syntax{syntax.Syntax(0x03), syntax.Syntax(0x80)} {
		var oe *syntax.OptionError
		_, err := urlconv.FromURL(u, o)
		assert.True(t, errors.As(err, &oe), "%v: %v", o, err)
		_, err = urlconv.ToURL(ref, o)
		assert.True(t, errors.As(err, &oe), "%v: %v", o, err)
	}
}

// asParser returns syns as parser options.
func asParser(syns []syntax.Syntax) []parser.Option {
	opts := make([]parser.Option, len(syns))
	for i, s := range syns {
		opts[i] = s
	}
	return opts
}
