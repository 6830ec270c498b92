package normalize_test

import (
	"bufio"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
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
}

func TestReferenceKeepsTree(t *testing.T) {
	ref := parser.MustParse("HTTP://A:80/%7e")
	got, err := normalize.Reference(ref)
	require.NoError(t, err)
	assert.Equal(t, "http://a/~", got)
	assert.Equal(t, "HTTP://A:80/%7e", ref.String())
}

// checkNormalize checks that the normal form of s, if s parses, parses
// and is its own normal form, under the default rules and with
// RemoveDotSegments.
func checkNormalize(t *testing.T, s string) {
	if _, err := parser.Parse(s); err != nil {
		if _, nerr := normalize.Normalize(s); nerr == nil {
			t.Fatalf("Normalize(%q) accepted what Parse rejects: %v", s, err)
		}
		return
	}
	for _, r := range []normalize.Rules{normalize.Default, normalize.Default | normalize.RemoveDotSegments, normalize.RemoveDotSegments} {
		opt := normalize.With(r)
		n, err := normalize.Normalize(s, opt)
		if err != nil {
			t.Fatalf("Normalize(%q, %b): %v", s, r, err)
		}
		if _, err := parser.Parse(n); err != nil {
			t.Fatalf("Normalize(%q, %b) = %q does not parse: %v", s, r, n, err)
		}
		n2, err := normalize.Normalize(n, opt)
		if err != nil || n2 != n {
			t.Fatalf("Normalize(Normalize(%q, %b) = %q) = %q, %v", s, r, n, n2, err)
		}
		if eq, err := normalize.Equal(s, n, opt); err != nil || !eq {
			t.Fatalf("Equal(%q, %q, %b) = %v, %v", s, n, r, eq, err)
		}
	}
}

var seeds = []string{
	"", "#", "HTTP://A:80/%7e", "http://a/b/../c/./d", "x://%41%42:80", "foo:/b/..//c", "/b/..//c",
	"http://u@a:/?%71#%66", "mailto:%61@b", "%61/%2E%2E/g", "//%2E:1", "x:/.", "http://a/%2e%2E/..",
}

func TestProperties(t *testing.T) {
	for _, s := range seeds {
		checkNormalize(t, s)
	}
}

// FuzzNormalize checks that normalizing is idempotent and that its result
// always parses.
func FuzzNormalize(f *testing.F) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(checkNormalize)
}
