package normalize_test

import (
	"bufio"
	"errors"
	"flag"
	"io"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

func TestNormalize(t *testing.T) {
	for _, tt := range []struct {
		in, want string
		opts     []normalize.Option
	}{
		// The scheme (3.1) and a hostname (6) in lower case.
		{in: "HTTP://WWW.Example.COM/Path", want: "http://www.example.com/Path"},
		{in: "Mailto:Joe@Example.ORG", want: "mailto:Joe@Example.ORG"},
		// A reg_name, the userinfo, the query and the fragment keep their case.
		{in: "x://Reg_Name/", want: "x://Reg_Name/"},
		{in: "http://User:PW@A.B/?Q=A#F", want: "http://User:PW@a.b/?Q=A#F"},
		{in: "http://1.2.3.4/", want: "http://1.2.3.4/"},
		{in: "http://a.b./", want: "http://a.b./"},
		// Ports: the scheme's default and an empty port are dropped.
		{in: "http://a:80/", want: "http://a/"},
		{in: "HTTP://a:80/", want: "http://a/"},
		{in: "http://a:080/", want: "http://a/"},
		{in: "http://a:8080/", want: "http://a:8080/"},
		{in: "http://a:08080/", want: "http://a:08080/"},
		{in: "http://a:/", want: "http://a/"},
		{in: "http://u@a:/", want: "http://u@a/"},
		{in: "https://a:443", want: "https://a"},
		{in: "https://a:80/", want: "https://a:80/"},
		{in: "ftp://a:21/f", want: "ftp://a/f"},
		{in: "gopher://a:70/", want: "gopher://a/"},
		{in: "nntp://a:119/g", want: "nntp://a/g"},
		{in: "telnet://a:23", want: "telnet://a"},
		{in: "wais://a:210/d", want: "wais://a/d"},
		{in: "prospero://a:1525/p", want: "prospero://a/p"},
		{in: "ws://a:80/chat", want: "ws://a/chat"}, // RFC 6455 section 3
		{in: "WSS://a:443/chat", want: "wss://a/chat"},
		{in: "ws://a:443/", want: "ws://a:443/"},
		{in: "wss://a:80/", want: "wss://a:80/"},
		{in: "foo://a:80/", want: "foo://a:80/"},
		{in: "foo://a:/", want: "foo://a/"},
		{in: "//a:80/", want: "//a:80/"}, // no scheme, no default
		{in: "http://a:99999999999999999999/", want: "http://a:99999999999999999999/"},
		{in: "foo://a:8000/", want: "foo://a/", opts: []normalize.Option{normalize.Ports(map[string]int{"FOO": 8000})}},
		{in: "http://a:8000/", want: "http://a/", opts: []normalize.Option{normalize.Ports(map[string]int{"http": 8000})}},
		{in: "http://a:80/", want: "http://a:80/", opts: []normalize.Option{normalize.Ports(map[string]int{"http": 8000})}},
		// Escapes of unreserved characters are decoded (2.3); the others
		// get upper-case hex digits; reserved characters stay escaped.
		{in: "http://a/%7esmith/%7E", want: "http://a/~smith/~"},
		{in: "http://a/%41%62%2D%5F%2E%21%7E%2A%27%28%29", want: "http://a/Ab-_.!~*'()"},
		{in: "http://a/%2f%3b%3d%3f%c3%a9", want: "http://a/%2F%3B%3D%3F%C3%A9"},
		{in: "http://a/a%2Fb", want: "http://a/a%2Fb"},
		{in: "http://a/%2541", want: "http://a/%2541"},
		{in: "x:%61%2f", want: "x:a%2F"},
		{in: "http://%75@a/?%71=%3d#%66%7c", want: "http://u@a/?q=%3D#f%7C"},
		{in: "%61/b", want: "a/b"},
		{in: "x://%41%42", want: "x://ab"}, // the reg_name decodes to a hostname, which is lowered
		{in: "x://%41%42:80", want: "x://ab:80"},
		{in: "http://%41%42:80", want: "http://ab"},
		{in: "x://%41_", want: "x://A_"},
		// Dot segments are kept by default.
		{in: "http://a/b/../c/./d", want: "http://a/b/../c/./d"},
		{in: "http://a/%2E%2E/g", want: "http://a/../g"},
		// The rest is kept as it is.
		{in: "", want: ""},
		{in: "#", want: "#"},
		{in: "http://a", want: "http://a"},
		{in: "http://a?", want: "http://a?"},
		{in: "//", want: "//"},
		{in: "g;x=1/../y", want: "g;x=1/../y"},
		// Rules can be turned off.
		{in: "HTTP://A:80/%7e%2f", want: "HTTP://A:80/%7e%2f", opts: []normalize.Option{normalize.With(0)}},
		{in: "HTTP://A:80/%7e%2f", want: "http://A:80/%7e%2f", opts: []normalize.Option{normalize.With(normalize.LowerScheme)}},
		{in: "HTTP://A:80/%7e%2f", want: "HTTP://a:80/%7e%2f", opts: []normalize.Option{normalize.With(normalize.LowerHost)}},
		{in: "HTTP://A:80/%7e%2f", want: "HTTP://A/%7e%2f", opts: []normalize.Option{normalize.With(normalize.DropPort)}},
		{in: "HTTP://A:80/%7e%2f", want: "HTTP://A:80/~%2f", opts: []normalize.Option{normalize.With(normalize.DecodeUnreserved)}},
		{in: "HTTP://A:80/%7e%2f", want: "HTTP://A:80/%7E%2F", opts: []normalize.Option{normalize.With(normalize.UpperHex)}},
	} {
		got, err := normalize.Normalize(tt.in, tt.opts...)
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, got, "Normalize(%q)", tt.in)
	}
}

func TestRemoveDotSegments(t *testing.T) {
	dots := normalize.With(normalize.Default | normalize.RemoveDotSegments)
	for _, tt := range []struct{ in, want string }{
		{"http://a/b/c/./../../g", "http://a/g"},
		{"http://a/b/./c/../d", "http://a/b/d"},
		{"http://a/b/c/.", "http://a/b/c/"},
		{"http://a/b/c/..", "http://a/b/"},
		{"http://a/..", "http://a/.."}, // above the root: kept, as resolve keeps it
		{"http://a/../g", "http://a/../g"},
		{"http://a/./g", "http://a/g"},
		{"http://a/%2E%2E/g/%2e", "http://a/../g/"},
		{"http://a/b/.;p/..;q", "http://a/b/.;p/..;q"}, // segments with params are not dot segments
		{"http://a/b:c/./d", "http://a/b:c/d"},
		{"http://a/b/..//c", "http://a//c"},
		{"foo:/b/..//c", "foo:/b/..//c"}, // "//c" would read as an authority
		{"/b/..//c", "/b/..//c"},
		{"/a/./b?x#y", "/a/b?x#y"},
		{"//h/a/../b", "//h/b"},
		{"a/./b", "a/./b"}, // a relative path is not touched
		{"./a", "./a"},
		{"http://a", "http://a"},
		{"http://a/", "http://a/"},
		{"x:/.", "x:/"},
	} {
		got, err := normalize.Normalize(tt.in, dots)
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, got, "Normalize(%q)", tt.in)
	}
}

func TestEqual(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"HTTP://A/%7e", "http://a/~", true},
		{"http://a:80/", "http://a/", true},
		{"http://a:/", "http://a:80/", true},
		{"http://a/%2F", "http://a//", false},
		{"http://a/%2f", "http://a/%2F", true},
		{"http://a/b", "http://a/B", false},
		{"http://a", "http://a/", false},
		{"http://a/#f", "http://a/", false},
		{"http://a/?", "http://a/", false},
		{"x://Reg_Name", "x://reg_name", false},
		{"http://a/b/../c", "http://a/c", false},
	} {
		got, err := normalize.Equal(tt.a, tt.b)
		require.NoError(t, err)
		assert.Equal(t, tt.want, got, "Equal(%q, %q)", tt.a, tt.b)
	}
	eq, err := normalize.Equal("http://a/b/../c", "http://a/c", normalize.With(normalize.Default|normalize.RemoveDotSegments))
	require.NoError(t, err)
	assert.True(t, eq)

	_, err = normalize.Equal("http://a/", "a b")
	var pe *parser.Error
	require.True(t, errors.As(err, &pe), "%v", err)
	assert.Equal(t, 1, pe.Offset)
	_, err = normalize.Equal("%", "a")
	require.True(t, errors.As(err, &pe), "%v", err)
}

// TestSection6 checks the example of section 6, read from the RFC's
// text: <http://www.XEROX.com> is equivalent to <http://www.xerox.com>.
func TestSection6(t *testing.T) {
	var uris []string
	for s := rfcSection(t, "6. URI Normalization and Equivalence", "7. "); ; {
		i := strings.IndexByte(s, '<')
		if i < 0 {
			break
		}
		j := strings.IndexByte(s[i:], '>')
		uris = append(uris, s[i+1:i+j])
		s = s[i+j:]
	}
	require.Equal(t, []string{"http://www.XEROX.com", "http://www.xerox.com"}, uris)
	eq, err := normalize.Equal(uris[0], uris[1])
	require.NoError(t, err)
	assert.True(t, eq)
	eq, err = normalize.Equal(uris[0], uris[1], normalize.With(normalize.Default&^normalize.LowerHost))
	require.NoError(t, err)
	assert.False(t, eq)
}

// rfcSection returns the text of RFC 2396 from the line that begins with
// heading to the next that begins with next, its lines joined with one
// space and its runs of spaces made one.
func rfcSection(t *testing.T, heading, next string) string {
	t.Helper()
	f, err := os.Open("../testdata/spec/rfc2396.txt")
	require.NoError(t, err)
	defer f.Close()
	var text strings.Builder
	in := false
	for sc := bufio.NewScanner(f); sc.Scan(); {
		switch l := sc.Text(); {
		case strings.HasPrefix(l, heading):
			in = true
		case strings.HasPrefix(l, next):
			in = false
		case in:
			text.WriteString(l + " ")
		}
	}
	require.NotEmpty(t, text.String(), heading)
	return strings.Join(strings.Fields(text.String()), " ")
}

func TestDefaultPorts(t *testing.T) {
	p := normalize.DefaultPorts()
	// RFC 1738 section 3 (ftp, gopher, http, nntp, prospero, telnet,
	// wais), RFC 2818 section 2.3 (https), RFC 6455 section 3 (ws, wss).
	assert.Equal(t, map[string]int{"ftp": 21, "gopher": 70, "http": 80, "https": 443, "nntp": 119, "prospero": 1525, "telnet": 23, "wais": 210, "ws": 80, "wss": 443}, p)
	p["http"] = 1
	assert.Equal(t, 80, normalize.DefaultPorts()["http"], "DefaultPorts must return a copy")
	// Ports does not change the table either.
	_, _ = normalize.Normalize("http://a/", normalize.Ports(map[string]int{"http": 8080}))
	assert.Equal(t, 80, normalize.DefaultPorts()["http"])
	// DefaultPort reads the same table, in any case.
	for scheme, port := range normalize.DefaultPorts() {
		for _, s := range []string{scheme, strings.ToUpper(scheme)} {
			got, ok := normalize.DefaultPort(s)
			assert.True(t, ok && got == port, "DefaultPort(%q) = %d, %v; want %d", s, got, ok, port)
		}
	}
	_, ok := normalize.DefaultPort("mailto")
	assert.False(t, ok)
}

func TestReferenceKeepsTree(t *testing.T) {
	ref := parser.MustParse("HTTP://A:80/%7e")
	got, err := normalize.Reference(ref)
	require.NoError(t, err)
	assert.Equal(t, "http://a/~", got)
	assert.Equal(t, "HTTP://A:80/%7e", ref.String())
}

// allRules is every rule the package names.
var allRules = func() normalize.Rules {
	var all normalize.Rules
	for _, n := range normalize.RuleNames() {
		r, _ := normalize.RuleByName(n)
		all |= r
	}
	return all
}()

// propertyRules are the rule sets TestProperties checks every seed under.
var propertyRules = []normalize.Rules{
	normalize.Default,
	normalize.Default | normalize.RemoveDotSegments,
	normalize.RemoveDotSegments,
	normalize.Default | normalize.EmptyPathSlash | normalize.SortQuery | normalize.DropFragment,
	normalize.EmptyPathSlash | normalize.SortQuery | normalize.DropFragment,
	normalize.SortQuery,
	normalize.SortQuery | normalize.DecodeUnreserved,
	allRules,
	0,
}

// checkNormalize checks that, if s parses in the syntax syn, its normal
// form under the rules r parses in that syntax (Appendix A), is its own
// normal form, is Equal to s, and did what each scheme-based rule in r
// says; and that Normalize refuses s if it does not parse.
func checkNormalize(t *testing.T, s string, syn syntax.Syntax, r normalize.Rules) {
	if err := parser.Validate(s, syn); err != nil {
		if _, nerr := normalize.Normalize(s, syn); nerr == nil {
			t.Fatalf("Normalize(%q, %v) accepted what Parse rejects: %v", s, syn, err)
		}
		return
	}
	opt := normalize.With(r)
	n, err := normalize.Normalize(s, syn, opt)
	if err != nil {
		t.Fatalf("Normalize(%q, %v, %v): %v", s, syn, r, err)
	}
	c, err := parser.Split(n, syn)
	if err != nil {
		t.Fatalf("Normalize(%q, %v, %v) = %q does not parse: %v", s, syn, r, n, err)
	}
	n2, err := normalize.Normalize(n, syn, opt)
	if err != nil || n2 != n {
		t.Fatalf("Normalize(Normalize(%q, %v, %v) = %q) = %q, %v", s, syn, r, n, n2, err)
	}
	if nz, err := normalize.New(syn, opt); err != nil {
		t.Fatalf("New(%v, %v): %v", syn, r, err)
	} else if got, err := nz.Normalize(s); err != nil || got != n {
		t.Fatalf("New(%v, %v).Normalize(%q) = %q, %v; Normalize gives %q", syn, r, s, got, err, n)
	}
	// The components entry gives what the parser splits the normal form
	// into, in place too.
	c0, err := parser.Split(s, syn)
	if err != nil {
		t.Fatal(err)
	}
	var dst parts.Components
	if err := normalize.Components(&dst, &c0, syn, opt); err != nil || dst != c {
		t.Fatalf("Components(%q, %v, %v) = %+v, %v; want %+v", s, syn, r, dst, err, c)
	}
	if err := normalize.Components(&c0, &c0, syn, opt); err != nil || c0 != c {
		t.Fatalf("Components(%q, %v, %v) in place = %+v, %v; want %+v", s, syn, r, c0, err, c)
	}
	if eq, err := normalize.Equal(s, n, syn, opt); err != nil || !eq {
		t.Fatalf("Equal(%q, %q, %v, %v) = %v, %v", s, n, syn, r, eq, err)
	}
	if r&normalize.DropFragment != 0 && c.Fragment.Defined() {
		t.Fatalf("Normalize(%q, %v, %v) = %q has a fragment", s, syn, r, n)
	}
	if r&normalize.EmptyPathSlash != 0 && c.Authority.Defined() && c.Of(c.Path) == "" &&
		(strings.EqualFold(c.Of(c.Scheme), "http") || strings.EqualFold(c.Of(c.Scheme), "https")) {
		t.Fatalf("Normalize(%q, %v, %v) = %q has an empty path", s, syn, r, n)
	}
	if r&normalize.SortQuery != 0 {
		// The query is that of the rules without SortQuery, its pairs
		// sorted by an independent stable sort on their keys as Default
		// writes them.
		u, err := normalize.Normalize(s, syn, normalize.With(r&^normalize.SortQuery))
		if err != nil {
			t.Fatal(err)
		}
		cu, err := parser.Split(u, syn)
		if err != nil {
			t.Fatal(err)
		}
		q, ok := cu.Get(cu.Query)
		if ok {
			q = sortPairs(t, q, syn)
		}
		if got := c.Value(c.Query); got != (parts.Value{Text: q, Defined: ok}) {
			t.Fatalf("Normalize(%q, %v, %v) = %q: the query is %+v, want %q, %v", s, syn, r, n, got, q, ok)
		}
	}
}

// sortPairs sorts the pairs of the query q, split at "&", by key, with
// sort.SliceStable: the key of a pair is its text up to its first "=",
// with its escapes as Default writes them in the syntax syn.
func sortPairs(t *testing.T, q string, syn syntax.Syntax) string {
	pairs := strings.Split(q, "&")
	keys := make(map[string]string)
	for _, p := range pairs {
		k := p
		if i := strings.IndexByte(p, '='); i >= 0 {
			k = p[:i]
		}
		// Default's escapes of a query's text: normalize it as the query
		// of a reference that has nothing else, in the syntax the query
		// was read in ("[" is a query's in RFC 2732's).
		opts := []normalize.Option{syn, syntax.QueryOnly}
		if syn.IsRFC3986() { // whose relative-ref reads "?k"
			opts = []normalize.Option{syn, normalize.With(normalize.Default)}
		}
		n, err := normalize.Normalize("?"+k, opts...)
		if err != nil {
			t.Fatalf("the key %q: %v", k, err)
		}
		keys[p] = n[1:]
	}
	sort.SliceStable(pairs, func(i, j int) bool { return keys[pairs[i]] < keys[pairs[j]] })
	return strings.Join(pairs, "&")
}

var seeds = []string{
	"", "#", "HTTP://A:80/%7e", "http://a/b/../c/./d", "x://%41%42:80", "foo:/b/..//c", "/b/..//c",
	"http://u@a:/?%71#%66", "mailto:%61@b", "%61/%2E%2E/g", "//%2E:1", "x:/.", "http://a/%2e%2E/..",
	"HTTP://A?b=2&a=1#x", "http://%41?%62&a&&%61=1&b#", "https://", "http://a?", "mailto:x?b&a#y",
	"p?b=1;a&a=2&b", "//a?z&y", "http://[FE80::1]?b&a",
	// RFC 3986's own: a reg-name host, IPvFuture, its unreserved set,
	// its dot segments, a query after a rootless path.
	"x://Reg%41_Name/%7e%21", "HTTP://[V1.AbC]:80", "x:a/../b", "x:a/..//b", "//%31.2.3.4:80/",
	"http://a/../../g", "mailto:a@b?y&x", "?%21=1&!=2", "http://:80", "X://%c3%A9/a/./..",
}

var syntaxes = []syntax.Syntax{syntax.RFC2396, syntax.RFC2732 | syntax.QueryOnly, syntax.RFC3986}

func TestProperties(t *testing.T) {
	for _, s := range seeds {
		for _, syn := range syntaxes {
			for _, r := range propertyRules {
				checkNormalize(t, s, syn, r)
			}
		}
	}
}

// rfc3986Bit, in FuzzNormalize's bits, reads RFC 3986 rather than RFC
// 2396: a bit above every rule's, so the corpus's entries keep their
// meaning.
const rfc3986Bit = 1 << 15

// FuzzNormalize checks that normalizing under any set of rules, in any
// syntax, is idempotent, that its result always parses, that the
// components entry splits it as the parser does, and that each
// scheme-based rule did what it says.
func FuzzNormalize(f *testing.F) {
	for _, s := range seeds {
		for _, r := range propertyRules {
			f.Add(s, uint16(r), false)
			f.Add(s, uint16(r)|rfc3986Bit, false)
		}
		f.Add(s, uint16(allRules), true)
	}
	f.Fuzz(func(t *testing.T, s string, bits uint16, ipv6 bool) {
		syn := syntaxes[0]
		switch {
		case bits&rfc3986Bit != 0:
			syn = syntax.RFC3986
		case ipv6:
			syn = syntaxes[1]
		}
		checkNormalize(t, s, syn, normalize.Rules(bits)&allRules)
	})
}

func TestRuleFlag(t *testing.T) {
	var r normalize.Rules
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Var(normalize.RuleFlag{Rules: &r}, "rule", "")
	require.NoError(t, fs.Parse([]string{"--rule", "sort-query", "--rule=drop-fragment"}))
	assert.Equal(t, normalize.SortQuery|normalize.DropFragment, r)
	assert.Equal(t, "sort-query,drop-fragment", normalize.RuleFlag{Rules: &r}.String())
	err := normalize.RuleFlag{Rules: &r}.Set("sort")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "remove-dot-segments")
	assert.Equal(t, "", normalize.RuleFlag{}.String())
}
