package uri_test

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
	"github.com/rfc2396/rfc2396/uri"
)

// TestRFC3986Access reads references in RFC 3986 and checks what each
// method answers from the components of RFC 3986's grammar: no opaque
// part, every authority a host, and its kinds of host.
func TestRFC3986Access(t *testing.T) {
	for _, tt := range []struct {
		in                          string
		host, hostname, path, query string
		kind                        parts.HostKind
	}{
		// Section 1.1.2's examples.
		{in: "ftp://ftp.is.co.za/rfc/rfc1808.txt", host: "ftp.is.co.za", hostname: "ftp.is.co.za", path: "/rfc/rfc1808.txt", kind: parts.RegName},
		{in: "ldap://[2001:db8::7]/c=GB?objectClass?one", host: "[2001:db8::7]", hostname: "2001:db8::7", path: "/c=GB", query: "objectClass?one", kind: parts.IPv6Reference},
		{in: "mailto:John.Doe@example.com", path: "John.Doe@example.com"},
		{in: "telnet://192.0.2.16:80/", host: "192.0.2.16", hostname: "192.0.2.16", path: "/", kind: parts.IPv4Address},
		{in: "urn:oasis:names:specification:docbook:dtd:xml:4.1.2", path: "oasis:names:specification:docbook:dtd:xml:4.1.2"},
		// No opaque part: a path and a query.
		{in: "mailto:a@b?subject=hi", path: "a@b", query: "subject=hi"},
		// A reg-name is a host, "_" and all; an IPv4address has
		// dec-octets, and "256" is none.
		{in: "http://a_b/", host: "a_b", hostname: "a_b", path: "/", kind: parts.RegName},
		{in: "http://256.1.1.1/", host: "256.1.1.1", hostname: "256.1.1.1", path: "/", kind: parts.RegName},
		{in: "http://[v1.x]/", host: "[v1.x]", hostname: "v1.x", path: "/", kind: parts.IPvFuture},
		// An empty host: a reg-name may be empty.
		{in: "file:///x", path: "/x", kind: parts.RegName},
	} {
		r, err := uri.Parse(tt.in, syntax.RFC3986)
		require.NoError(t, err, tt.in)
		assert.Equal(t, syntax.RFC3986, r.Syntax(), tt.in)
		assert.Equal(t, tt.host, r.Host(), "%s: Host", tt.in)
		assert.Equal(t, tt.hostname, r.Hostname(), "%s: Hostname", tt.in)
		assert.Equal(t, tt.kind, r.HostKind(), "%s: HostKind", tt.in)
		assert.Equal(t, tt.path, r.Path(), "%s: Path", tt.in)
		assert.Equal(t, tt.query, r.RawQuery(), "%s: RawQuery", tt.in)
		assert.Empty(t, r.Opaque(), "%s: Opaque", tt.in)
		assert.True(t, r.Has(uri.Path), "%s: Has(Path)", tt.in)
		assert.False(t, r.Has(uri.Opaque), "%s: Has(Opaque)", tt.in)
		// The same text in RFC 2396 is another value.
		if o, err := uri.Parse(tt.in); err == nil {
			assert.False(t, r == o, "%s: == the default's", tt.in)
			assert.True(t, r.Equal(o), "%s: Equal", tt.in)
		}
		if a, err := uri.ParseAbsolute(tt.in, syntax.RFC3986); assert.NoError(t, err, tt.in) {
			assert.Equal(t, syntax.RFC3986, a.Syntax(), tt.in)
			assert.True(t, a.Reference() == r, tt.in)
			assert.Equal(t, tt.kind, a.HostKind(), tt.in)
		}
	}
}

// TestRFC3986Query checks that Query reads the query of what RFC 2396
// calls an opaque URI, which has none there (ErrOpaque).
func TestRFC3986Query(t *testing.T) {
	r := uri.MustParse("mailto:a@b?subject=hi&body=x%20y", syntax.RFC3986)
	v, err := r.Query()
	require.NoError(t, err)
	assert.Equal(t, "hi", v.Get("subject"))
	assert.Equal(t, "x y", v.Get("body"))
	_, err = uri.MustParse("mailto:a@b?subject=hi").Query()
	assert.ErrorIs(t, err, uri.ErrOpaque)
	v.Set("subject", "it's")
	got, err := r.WithQuery(v)
	require.NoError(t, err)
	assert.Equal(t, "mailto:a@b?subject=it's&body=x%20y", got.String())
	assert.Equal(t, syntax.RFC3986, got.Syntax())
	_, err = r.Query(syntax.RFC2396)
	var oe *syntax.OptionError
	assert.True(t, errors.As(err, &oe), "%v", err)
}

func TestRFC3986Options(t *testing.T) {
	for _, opts := range [][]uri.Option{
		{syntax.RFC3986, syntax.RFC2396},
		{syntax.RFC2732, syntax.RFC3986},
		{syntax.QueryOnly, syntax.RFC3986},
	} {
		_, err := uri.Parse("http://a/", opts...)
		var oe *syntax.OptionError
		assert.True(t, errors.As(err, &oe), "%v: %v", opts, err)
	}
	// RequireHost: every authority of RFC 3986 has a host, which must
	// not be empty.
	for _, tt := range []struct {
		in, why string
	}{
		{"http://a_b/", ""},
		{"http://[v1.x]/", ""},
		{"file:///x", "its host is an empty reg-name (RFC 3986, section 3.2.2)"},
		{"mailto:a@b", "it has no authority"},
	} {
		_, err := uri.Parse(tt.in, syntax.RFC3986, uri.RequireHost())
		if tt.why == "" {
			assert.NoError(t, err, tt.in)
			continue
		}
		var pe *uri.PolicyError
		require.True(t, errors.As(err, &pe), "%s: %v", tt.in, err)
		assert.Equal(t, tt.why, pe.Why, tt.in)
	}
}

// TestRFC3986ZoneID checks that an IPv6 zone identifier (RFC 6874) is
// refused, with a hint that says which RFC adds it and that net/url
// reads it.
func TestRFC3986ZoneID(t *testing.T) {
	_, err := uri.Parse("http://[fe80::1%25eth0]/", syntax.RFC3986)
	var pe *parser.Error
	require.True(t, errors.As(err, &pe), "%v", err)
	assert.Contains(t, err.Error(), "RFC 6874")
	assert.Contains(t, err.Error(), "net/url")
	_, err = uri.MustParse("http://a/", syntax.RFC3986).WithHost("[fe80::1%25eth0]")
	assert.ErrorContains(t, err, "RFC 6874")
}

// TestRFC3986Edits checks that edits read their values in RFC 3986 and
// escape data as escape does in it.
func TestRFC3986Edits(t *testing.T) {
	r := uri.MustParse("http://a/p?q", syntax.RFC3986)
	for _, tt := range []struct {
		name    string
		edit    func() (uri.Reference, error)
		want    string // "" for an error
		errWant string
	}{
		{"WithHost reg-name", func() (uri.Reference, error) { return r.WithHost("a_b") }, "http://a_b/p?q", ""},
		{"WithHost IPvFuture", func() (uri.Reference, error) { return r.WithHost("[v7.a:b]") }, "http://[v7.a:b]/p?q", ""},
		{"WithHost IPv6", func() (uri.Reference, error) { return r.WithHost("[::1]") }, "http://[::1]/p?q", ""},
		{"WithPort", func() (uri.Reference, error) { return r.WithPort("8080") }, "http://a:8080/p?q", ""},
		{"WithUser", func() (uri.Reference, error) { return r.WithUser("o'brien!") }, "http://o%27brien%21@a/p?q", ""},
		{"WithUserPassword", func() (uri.Reference, error) { return r.WithUserPassword("u", "p:w") }, "http://u:p%3Aw@a/p?q", ""},
		{"JoinPath", func() (uri.Reference, error) { return r.JoinPath("it's", "a;b") }, "http://a/p/it%27s/a%3Bb?q", ""},
		{"With Query", func() (uri.Reference, error) { return r.With(uri.Query, "a=/?:@") }, "http://a/p?a=/?:@", ""},
		{"With Path", func() (uri.Reference, error) { return r.With(uri.Path, "/x;y=1") }, "http://a/x;y=1?q", ""},
		// "[" and "]" are gen-delims, in no query.
		{"With Query brackets", func() (uri.Reference, error) { return r.With(uri.Query, "a[0]") }, "", "'['"},
		// A relative path cannot follow an authority.
		{"With Path relative", func() (uri.Reference, error) { return r.With(uri.Path, "x") }, "", ""},
	} {
		got, err := tt.edit()
		if tt.want == "" {
			assert.Error(t, err, tt.name)
			if tt.errWant != "" {
				assert.ErrorContains(t, err, tt.errWant, tt.name)
			}
			continue
		}
		require.NoError(t, err, tt.name)
		assert.Equal(t, tt.want, got.String(), tt.name)
		assert.Equal(t, syntax.RFC3986, got.Syntax(), tt.name)
		// The result reads back, in RFC 3986, as the same value.
		assert.True(t, got == uri.MustParse(tt.want, syntax.RFC3986), tt.name)
	}
	// The default reads "a_b" as a registry name, not a host.
	_, err := uri.MustParse("http://a/").WithHost("a_b")
	assert.ErrorIs(t, err, uri.ErrNotHost)
}

// TestRFC3986Mixed checks that a method given one value read in RFC 3986
// and one read in RFC 2396 returns an error, rather than reading either
// in the other's grammar.
func TestRFC3986Mixed(t *testing.T) {
	a3986 := uri.MustParseAbsolute("http://a/b/c/d;p?q", syntax.RFC3986)
	r3986 := uri.MustParse("g", syntax.RFC3986)
	a2396 := uri.MustParseAbsolute("http://a/b/c/d;p?q")
	r2396 := uri.MustParse("g", syntax.RFC2396)
	check := func(what string, err error) {
		t.Helper()
		require.ErrorIs(t, err, uri.ErrMixedSyntax, what)
		assert.Contains(t, err.Error(), "RFC3986", what)
	}
	_, err := a3986.Resolve(r2396)
	check("Resolve", err)
	_, err = a2396.Resolve(r3986)
	check("Resolve", err)
	_, err = a3986.Reference().Resolve(r2396)
	check("Reference.Resolve", err)
	_, err = a3986.Relativize(uri.MustParse("http://a/b/g"))
	check("Relativize", err)
	_, err = a2396.Relativize(uri.MustParse("http://a/b/g", syntax.RFC3986))
	check("Relativize", err)
	_, err = a3986.Equivalent(a2396)
	check("Equivalent", err)
	_, err = r2396.Equivalent(r3986)
	check("Equivalent", err)
	// A Syntax option of the other grammar is an *syntax.OptionError.
	var oe *syntax.OptionError
	_, err = a3986.Resolve(r3986, syntax.RFC2396)
	assert.True(t, errors.As(err, &oe), "%v", err)
	_, err = a2396.Resolve(r2396, syntax.RFC3986)
	assert.True(t, errors.As(err, &oe), "%v", err)
	_, err = r3986.Normalize(syntax.RFC2732)
	assert.True(t, errors.As(err, &oe), "%v", err)
}

// spec3986 returns the text of RFC 3986 between the headings from and
// to, each at the start of a line.
func spec3986(t *testing.T, from, to string) string {
	t.Helper()
	return testcorpus.Section(t, "../testdata/spec/rfc3986.txt", from, to)
}

// An example of RFC 3986 section 5.4: a line `"ref" = "target"`, with a
// comment that names a mode, or a second target `/ "target"` in
// another mode on the line below.
var (
	example3986    = regexp.MustCompile(`^ {6}"([^"]*)" +=  "([^"]*)"(?: +; for (.*))?$`)
	example3986Alt = regexp.MustCompile(`^ {22}/  "([^"]*)" +; for (.*)$`)
)

// TestRFC3986Resolve resolves every example of RFC 3986 section 5.4,
// normal and abnormal, as the RFC's text gives them, on values read in
// RFC 3986: against the base as an Absolute and as a Reference, each
// result == to Parse of the RFC's target in RFC 3986. Relativize gives
// back a reference that resolves to the target.
func TestRFC3986Resolve(t *testing.T) {
	intro := spec3986(t, "5.4.  Reference Resolution Examples", "5.4.1.  Normal Examples")
	m := regexp.MustCompile(`well defined base URI of\n\n {6}(\S+)\n`).FindStringSubmatch(intro)
	require.NotNil(t, m, "no base URI in 5.4")
	base := uri.MustParseAbsolute(m[1], syntax.RFC3986)
	n := 0
	var ref string
	for _, line := range strings.Split(spec3986(t, "5.4.1.  Normal Examples", "6.  Normalization and Comparison"), "\n") {
		var want, mode string
		if m := example3986.FindStringSubmatch(line); m != nil {
			ref, want, mode = m[1], m[2], m[3]
		} else if m := example3986Alt.FindStringSubmatch(line); m != nil {
			want, mode = m[1], m[2]
		} else {
			continue
		}
		n++
		var opts []resolve.Option
		switch mode {
		case "", "strict parsers":
		case "backward compatibility":
			opts = append(opts, resolve.NonStrict())
		default:
			t.Fatalf("%q: unknown mode %q", ref, mode)
		}
		r := uri.MustParse(ref, syntax.RFC3986)
		got, err := base.Resolve(r, opts...)
		require.NoError(t, err, "%q (%s)", ref, mode)
		assert.True(t, got == uri.MustParse(want, syntax.RFC3986), "%q (%s): %q (%v), want %q", ref, mode, got, got.Syntax(), want)
		got2, err := base.Reference().Resolve(r, opts...)
		require.NoError(t, err, "%q", ref)
		assert.True(t, got == got2, "%q: Reference.Resolve %q", ref, got2)
		target := uri.MustParse(want, syntax.RFC3986)
		back, err := base.Relativize(target)
		require.NoError(t, err, "%q", want)
		again, err := base.Resolve(back)
		require.NoError(t, err, "%q", back)
		assert.True(t, again == target, "%q: Relativize gives %q, which resolves to %q", want, back, again)
	}
	assert.Equal(t, 43, n, "examples read from 5.4.1 and 5.4.2")
	// The syntax given again among the options changes nothing.
	_, err := base.Resolve(uri.MustParse("g", syntax.RFC3986), resolve.Option(syntax.RFC3986))
	assert.NoError(t, err)
}

// TestRFC3986Normalize normalizes the examples of RFC 3986 sections 6.2.2
// and 6.2.3, read from the RFC's text, on values read in RFC 3986: each
// example's URIs are Equivalent, and Normalize gives the one the RFC
// calls the normal form (6.2.2's first, 6.2.3's second, 6.2.2.1's
// lower-case one). Read in RFC 2396, a URI is another value, which
// Equivalent refuses to compare with one of RFC 3986.
func TestRFC3986Normalize(t *testing.T) {
	// The URIs of an example: lines indented by six spaces.
	uris := func(text string) []string {
		var out []string
		for _, l := range strings.Split(text, "\n") {
			if s, ok := strings.CutPrefix(l, "      "); ok && s != "" && !strings.Contains(s, " ") {
				out = append(out, s)
			}
		}
		return out
	}
	caseText := spec3986(t, "6.2.2.1.  Case Normalization", "6.2.2.2.")
	m := regexp.MustCompile(`<(\S+)> is\s+equivalent to <(\S+)>`).FindStringSubmatch(caseText)
	require.NotNil(t, m, "no example in 6.2.2.1")
	for _, ex := range []struct {
		section string
		uris    []string
		normal  int // the index of the normal form among uris
		n       int // how many URIs the example has
	}{
		{"6.2.2", uris(spec3986(t, "6.2.2.  Syntax-Based Normalization", "6.2.2.1.")), 0, 2},
		{"6.2.2.1", []string{m[1], m[2]}, 1, 2},
		{"6.2.3", uris(spec3986(t, "6.2.3.  Scheme-Based Normalization", "6.2.4.")), 1, 4},
	} {
		require.Len(t, ex.uris, ex.n, "%s: %q", ex.section, ex.uris)
		normal := uri.MustParse(ex.uris[ex.normal], syntax.RFC3986)
		for _, s := range ex.uris {
			r := uri.MustParse(s, syntax.RFC3986)
			got, err := r.Normalize()
			require.NoError(t, err, "%s: %q", ex.section, s)
			assert.True(t, got == normal, "%s: %q: %q (%v), want %q", ex.section, s, got, got.Syntax(), normal)
			a := uri.MustParseAbsolute(s, syntax.RFC3986)
			an, err := a.Normalize()
			require.NoError(t, err, "%s: %q", ex.section, s)
			assert.True(t, an.Reference() == normal, "%s: Absolute %q: %q", ex.section, s, an)
			for _, o := range ex.uris {
				eq, err := r.Equivalent(uri.MustParse(o, syntax.RFC3986))
				require.NoError(t, err)
				assert.True(t, eq, "%s: %q Equivalent %q", ex.section, s, o)
				eq, err = a.Equivalent(uri.MustParseAbsolute(o, syntax.RFC3986))
				require.NoError(t, err)
				assert.True(t, eq, "%s: Absolute %q Equivalent %q", ex.section, s, o)
			}
			// The same text in RFC 2396: two grammars, no answer.
			d := uri.MustParse(s)
			_, err = r.Equivalent(d)
			assert.ErrorIs(t, err, uri.ErrMixedSyntax, "%s: %q", ex.section, s)
			_, err = d.Equivalent(r)
			assert.ErrorIs(t, err, uri.ErrMixedSyntax, "%s: %q", ex.section, s)
			_, err = a.Equivalent(uri.MustParseAbsolute(s))
			assert.ErrorIs(t, err, uri.ErrMixedSyntax, "%s: %q", ex.section, s)
		}
	}
	// A reg-name host is lower-cased too, and its port dropped; the
	// rules given replace RFC 3986's default ones.
	r := uri.MustParse("HTTP://A_B:80/%7Ex/./y", syntax.RFC3986)
	got, err := r.Normalize()
	require.NoError(t, err)
	assert.True(t, got == uri.MustParse("http://a_b/~x/y", syntax.RFC3986), "%q", got)
	got, err = r.Normalize(normalize.With(normalize.LowerScheme))
	require.NoError(t, err)
	assert.True(t, got == uri.MustParse("http://A_B:80/%7Ex/./y", syntax.RFC3986), "%q", got)
	eq, err := r.Equivalent(got, normalize.Option(syntax.RFC3986))
	require.NoError(t, err)
	assert.True(t, eq)
}

// TestRFC3986Warnings checks that a scheme that looks like a host is
// warned of in RFC 3986, where what follows it is a path.
func TestRFC3986Warnings(t *testing.T) {
	for _, tt := range []struct {
		in   string
		warn bool
	}{
		{"localhost:8080", true},
		{"localhost:8080?x", true},
		{"example.com:80/x", true},
		{"localhost:/8080", false},
		{"urn:isbn:0451450523", false},
		{"http://localhost:8080", false},
	} {
		w := uri.Warnings(uri.MustParse(tt.in, syntax.RFC3986))
		found := false
		for _, x := range w {
			if x.Kind == uri.SchemeLooksLikeHost {
				found = true
				assert.Contains(t, x.Message, "whose path begins with", tt.in)
			}
		}
		assert.Equal(t, tt.warn, found, tt.in)
	}
}
