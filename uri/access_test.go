package uri_test

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
	"github.com/rfc2396/rfc2396/uri"
)

// The front door's answers for one reference: each component's text, and
// which are defined.
type answers struct {
	scheme, authority, userinfo, host, hostname, port, path, query, fragment, opaque string
	kind                                                                             parts.HostKind
	port16                                                                           int // PortNumber, -1 for false
	has                                                                              []uri.Component
}

// allComponents are the values of uri.Component.
var allComponents = []uri.Component{uri.Scheme, uri.Authority, uri.Path, uri.Query, uri.Fragment, uri.Userinfo, uri.Host, uri.Port, uri.Opaque}

func TestFrontDoor(t *testing.T) {
	for _, tc := range []struct {
		ref  string
		want answers
	}{
		{"http://u:p@[::1]:8080/a/b;p?q=1#f", answers{"http", "u:p@[::1]:8080", "u:p", "[::1]", "::1", "8080", "/a/b;p", "q=1", "f", "",
			parts.IPv6Reference, 8080, []uri.Component{uri.Scheme, uri.Authority, uri.Userinfo, uri.Host, uri.Port, uri.Path, uri.Query, uri.Fragment}}},
		// A registry-based authority (section 3.2.1) has no host: the
		// authority whole.
		{"http://a_b/c", answers{"http", "a_b", "", "", "", "", "/c", "", "", "", parts.NoHost, -1,
			[]uri.Component{uri.Scheme, uri.Authority, uri.Path}}},
		{"http://u@a_b:80/", answers{"http", "u@a_b:80", "", "", "", "", "/", "", "", "", parts.NoHost, -1,
			[]uri.Component{uri.Scheme, uri.Authority, uri.Path}}},
		// An opaque URI: its "?" is the opaque part's.
		{"mailto:a@b?subject=hi", answers{"mailto", "", "", "", "", "", "", "", "", "a@b?subject=hi", parts.NoHost, -1,
			[]uri.Component{uri.Scheme, uri.Opaque}}},
		{"mailto:a@b#f", answers{"mailto", "", "", "", "", "", "", "", "f", "a@b", parts.NoHost, -1,
			[]uri.Component{uri.Scheme, uri.Opaque, uri.Fragment}}},
		// Empty, and undefined, apart.
		{"file:///x", answers{"file", "", "", "", "", "", "/x", "", "", "", parts.NoHost, -1, []uri.Component{uri.Scheme, uri.Authority, uri.Path}}},
		{"http://a:/?#", answers{"http", "a:", "", "a", "a", "", "/", "", "", "", parts.Hostname, -1,
			[]uri.Component{uri.Scheme, uri.Authority, uri.Host, uri.Port, uri.Path, uri.Query, uri.Fragment}}},
		{"http://@a", answers{"http", "@a", "", "a", "a", "", "", "", "", "", parts.Hostname, -1,
			[]uri.Component{uri.Scheme, uri.Authority, uri.Userinfo, uri.Host, uri.Path}}},
		{"http://a:99999/", answers{"http", "a:99999", "", "a", "a", "99999", "/", "", "", "", parts.Hostname, -1,
			[]uri.Component{uri.Scheme, uri.Authority, uri.Host, uri.Port, uri.Path}}},
		{"//1.2.3.4:0", answers{"", "1.2.3.4:0", "", "1.2.3.4", "1.2.3.4", "0", "", "", "", "", parts.IPv4Address, 0,
			[]uri.Component{uri.Authority, uri.Host, uri.Port, uri.Path}}},
		{"", answers{kind: parts.NoHost, port16: -1, has: []uri.Component{uri.Path}}},
		{"?y", answers{query: "y", kind: parts.NoHost, port16: -1, has: []uri.Component{uri.Path, uri.Query}}},
		{"a/b%20c", answers{path: "a/b%20c", kind: parts.NoHost, port16: -1, has: []uri.Component{uri.Path}}},
	} {
		r := uri.MustParse(tc.ref)
		checkAnswers(t, tc.ref, tc.want, r.Scheme(), r.Authority(), r.Userinfo(), r.Host(), r.Hostname(), r.Port(), r.Path(),
			r.RawQuery(), r.Fragment(), r.Opaque(), r.HostKind(), r.PortNumber, r.Has)
		assert.Equal(t, tc.want.scheme != "", r.IsAbs(), "%q", tc.ref)
		if a, ok := r.Absolute(); ok {
			checkAnswers(t, tc.ref, tc.want, a.Scheme(), a.Authority(), a.Userinfo(), a.Host(), a.Hostname(), a.Port(), a.Path(),
				a.RawQuery(), a.Fragment(), a.Opaque(), a.HostKind(), a.PortNumber, a.Has)
			assert.True(t, a.IsAbs())
		}
	}
	// The zero Absolute holds no URI: no component, not even a path.
	var z uri.Absolute
	assert.False(t, z.IsAbs())
	for _, c := range allComponents {
		assert.False(t, z.Has(c), "%v", c)
	}
	assert.False(t, uri.MustParse("g").Has(uri.Component(99)))
}

// checkAnswers checks the answers of one value against want.
func checkAnswers(t *testing.T, ref string, want answers, scheme, authority, userinfo, host, hostname, port, path, query, fragment, opaque string,
	kind parts.HostKind, portNumber func() (int, bool), has func(uri.Component) bool) {
	t.Helper()
	got := answers{scheme, authority, userinfo, host, hostname, port, path, query, fragment, opaque, kind, -1, nil}
	if n, ok := portNumber(); ok {
		got.port16 = n
	}
	for _, c := range allComponents {
		if has(c) {
			got.has = append(got.has, c)
		}
	}
	assert.ElementsMatch(t, want.has, got.has, "%q: Has", ref)
	want.has, got.has = nil, nil
	assert.Equal(t, want, got, "%q", ref)
}

// appendixB is the regular expression of RFC 2396 Appendix B.
var appendixB = regexp.MustCompile(`(?s)^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`)

// TestFrontDoorCorpus holds the answers, for every reference of the
// corpus in each syntax that reads it, to Appendix B's expression (an
// oracle the spec gives) and to the text: the components, written out as
// section 5.2 step 7 recombines them, are the reference, and a server's
// parts are its authority.
func TestFrontDoorCorpus(t *testing.T) {
	n := 0
	for _, s := range corpus(t) {
		for _, syn := range []syntax.Syntax{syntax.Default, syntax.RFC2396} {
			r, err := uri.Parse(s, syn)
			if err != nil {
				continue
			}
			n++
			m := appendixB.FindStringSubmatch(s)
			def := func(i int) bool { return m[i] != "" }
			idx := appendixB.FindStringSubmatchIndex(s)
			defined := func(g int) bool { return idx[2*g] >= 0 }
			assert.Equal(t, m[2], r.Scheme(), "%q", s)
			assert.Equal(t, defined(2), r.Has(uri.Scheme), "%q", s)
			assert.Equal(t, m[4], r.Authority(), "%q", s)
			assert.Equal(t, defined(4), r.Has(uri.Authority), "%q", s)
			assert.Equal(t, m[9], r.Fragment(), "%q", s)
			assert.Equal(t, defined(9), r.Has(uri.Fragment), "%q", s)
			if r.Has(uri.Opaque) {
				// Appendix B knows no opaque part: its path and query are
				// one.
				want := m[5]
				if def(6) || defined(6) {
					want += "?" + m[7]
				}
				assert.Equal(t, want, r.Opaque(), "%q", s)
				assert.Equal(t, "", r.Path()+r.RawQuery(), "%q", s)
				assert.False(t, r.Has(uri.Path) || r.Has(uri.Query), "%q", s)
			} else {
				assert.Equal(t, m[5], r.Path(), "%q", s)
				assert.Equal(t, m[7], r.RawQuery(), "%q", s)
				assert.Equal(t, defined(7), r.Has(uri.Query), "%q", s)
				assert.True(t, r.Has(uri.Path))
			}
			// A server's parts make up its authority.
			if r.Has(uri.Host) {
				a := r.Host()
				if r.Has(uri.Userinfo) {
					a = r.Userinfo() + "@" + a
				}
				if r.Has(uri.Port) {
					a += ":" + r.Port()
				}
				assert.Equal(t, r.Authority(), a, "%q", s)
				c, err := parser.Split("//"+r.Host(), syn)
				require.NoError(t, err)
				assert.Equal(t, c.HostKind, r.HostKind(), "%q", s)
			} else {
				assert.Equal(t, parts.NoHost, r.HostKind())
				assert.False(t, r.Has(uri.Userinfo) || r.Has(uri.Port), "%q", s)
			}
		}
	}
	assert.Greater(t, n, 100)
}
