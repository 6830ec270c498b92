package iri

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// displayTests are references and how Display shows them, in the default
// syntax (RFC 2732).
var displayTests = []struct {
	name     string
	in, want string
}{
	// The example of issue 18, the other way.
	{"issue", "http://xn--bcher-kva.example/a%20b?q=%C3%BC#f", "http://bücher.example/a%20b?q=ü#f"},

	// Unreserved characters are decoded (section 2.3), lower-case hex too.
	{"unreserved", "/%7Euser/%41%62%2d%5f%2E%21%2A%27%28%29", "/~user/Ab-_.!*'()"},
	{"UTF-8 lower hex", "/?%c3%bc", "/?ü"},
	{"userinfo", "http://%C3%BC:%C3%A9@a/", "http://ü:é@a/"},
	{"opaque", "mailto:%C3%BC@example.com?subject=%C3%A9t%C3%A9", "mailto:ü@example.com?subject=été"},
	{"fragment", "#%E2%82%AC", "#€"},
	{"relative first segment", "%C3%BC/x", "ü/x"},
	{"fullwidth letter", "/%EF%BC%A1", "/Ａ"},

	// Reserved characters, "%", spaces, controls, delimiters and unwise
	// characters stay escaped, in the case they are written in.
	{"reserved", "/a%2Fb%3bc%3D%3F%40%3A%26%2B%24%2C", "/a%2Fb%3bc%3D%3F%40%3A%26%2B%24%2C"},
	{"reserved in query", "/?%26%3D%2B%23", "/?%26%3D%2B%23"},
	{"reserved in userinfo", "http://a%40b%3Ac@h/", "http://a%40b%3Ac@h/"},
	{"percent", "/100%25", "/100%25"},
	{"space", "/a%20b", "/a%20b"},
	{"C0 and DEL", "/%00%09%0A%0D%1F%7F", "/%00%09%0A%0D%1F%7F"},
	{"delims and unwise", "/%3C%3E%22%5C%7B%7D%7C%5E%60%5B%5D", "/%3C%3E%22%5C%7B%7D%7C%5E%60%5B%5D"},

	// Non-ASCII characters that would hide something.
	{"C1", "/%C2%80%C2%85%C2%9F", "/%C2%80%C2%85%C2%9F"},
	{"no-break space", "/a%C2%A0b", "/a%C2%A0b"},
	{"ideographic space", "/%E3%80%80", "/%E3%80%80"},
	{"line separator", "/%E2%80%A8", "/%E2%80%A8"},
	{"zero width", "/%E2%80%8B%E2%80%8C%E2%80%8D%EF%BB%BF%C2%AD", "/%E2%80%8B%E2%80%8C%E2%80%8D%EF%BB%BF%C2%AD"},
	{"variation selector", "/%E2%9D%A4%EF%B8%8F", "/❤%EF%B8%8F"},
	{"invisible fillers", "/%E3%85%A4%EF%BE%A0%CD%8F", "/%E3%85%A4%EF%BE%A0%CD%8F"},
	{"private use", "/%EE%80%80", "/%EE%80%80"},
	{"noncharacter", "/%EF%B7%90%EF%BF%BF", "/%EF%B7%90%EF%BF%BF"},
	{"replacement character", "/%EF%BF%BD", "/%EF%BF%BD"},

	// Octets that are not UTF-8.
	{"lone octet", "/%FF", "/%FF"},
	{"truncated", "/%C3", "/%C3"},
	{"truncated then ASCII", "/%C3%28", "/%C3("},
	{"overlong", "/%C0%AF", "/%C0%AF"},
	{"surrogate", "/%ED%A0%80", "/%ED%A0%80"},
	{"beyond U+10FFFF", "/%F4%90%80%80", "/%F4%90%80%80"},
	{"valid then invalid", "/%C3%BC%FF%C3%A9", "/ü%FFé"},

	// Characters that would not survive normalization.
	{"fullwidth solidus", "/a%EF%BC%8Fb", "/a%EF%BC%8Fb"},
	{"small commercial at", "/%EF%B9%AB", "/%EF%B9%AB"},
	{"account of", "/%E2%84%80", "/%E2%84%80"},
	{"angstrom sign", "/%E2%84%AB", "/%E2%84%AB"},
	{"combining after a letter", "/e%CC%81/%C3%BC", "/e%CC%81/%C3%BC"},
	{"combining on a composed letter", "/%C3%A9%CC%81", "/é́"},
	{"combining on a letter", "/q%CC%81", "/q́"},
	{"combining on a digit", "/1%E2%83%A3", "/1⃣"},
	{"combining on an escape kept", "/%2F%CC%B8", "/%2F%CC%B8"},
	{"combining on a delimiter", "/a/%CC%B8b", "/a/%CC%B8b"},
	{"combining on a mark", "/-%CC%B8", "/-%CC%B8"},
	{"combining first", "/?%CC%81", "/?%CC%81"},
	{"combining on a kept character", "/%E2%80%8B%CC%81", "/%E2%80%8B%CC%81"},
	{"combining marks in a script", "/%E0%A4%B9%E0%A4%BF%E0%A4%82%E0%A4%A6%E0%A5%80", "/हिंदी"},
	{"composed", "/%C3%A9", "/é"},
	{"combining in another component", "/%C3%BC?e%CC%81", "/ü?e%CC%81"},

	// Hosts.
	{"ACE upper case", "http://XN--BCHER-KVA.EXAMPLE/", "http://bücher.example/"},
	{"ACE and port", "http://u@xn--bcher-kva.example:8080/", "http://u@bücher.example:8080/"},
	{"ACE trailing dot", "http://xn--bcher-kva.example./", "http://bücher.example./"},
	{"ACE nontransitional", "http://xn--fa-hia.example/", "http://faß.example/"},
	{"ACE not punycode", "http://xn--bcher-kva9.example/", "http://xn--bcher-kva9.example/"},
	{"ACE label of a reg_name", "http://xn--abc-.example/", "http://xn--abc-.example/"}, // "xn--abc-" decodes to "abc"
	{"ACE that IDNA refuses", "http://xn--ls8h.xn----ymc/", "http://xn--ls8h.xn----ymc/"},
	{"ACE longer than a DNS name", "http://xn--bcher-kva." + strings.Repeat("a", 250) + "/", "http://xn--bcher-kva." + strings.Repeat("a", 250) + "/"},
	{"ACE as long as a DNS name", "http://xn--bcher-kva." + strings.Repeat("a", 239) + "./", "http://bücher." + strings.Repeat("a", 239) + "./"},
	{"ASCII host", "http://EXAMPLE.com/", "http://EXAMPLE.com/"},
	{"reg_name kept", "//a%C3%BCb_c%41/%41", "//a%C3%BCb_c%41/A"},
	{"IPv6", "http://[::1]:80/%C3%BC", "http://[::1]:80/ü"},
	{"IPv4", "http://1.2.3.4/", "http://1.2.3.4/"},
	{"empty server", "file:///%C3%BC", "file:///ü"},
}

func TestDisplay(t *testing.T) {
	for _, tt := range displayTests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Display(tt.in)
			require.NoError(t, err, "Display(%q)", tt.in)
			assert.Equal(t, tt.want, got, "Display(%q)", tt.in)
			checkRoundTrip(t, tt.in, got, syntax.RFC2732)
		})
	}
}

// checkRoundTrip checks that Repair turns d, what Display made of the
// valid reference s, into a reference equivalent to s; or refuses it with
// a *PortError, as it refuses s, whose registry name reads as a host and a
// port that is not a number (badPort).
func checkRoundTrip(t testing.TB, s, d string, syn syntax.Syntax) {
	t.Helper()
	r, err := Repair(d, syn)
	if pe := (*PortError)(nil); errors.As(err, &pe) && badPort(t, s, syn) {
		return
	}
	if err != nil {
		t.Fatalf("Repair(Display(%q) = %q): %v", s, d, err)
	}
	eq, err := normalize.Equal(s, r, syn)
	if err != nil || !eq {
		t.Fatalf("Repair(Display(%q) = %q) = %q, not equivalent (%v)", s, d, r, err)
	}
}

// TestDisplayKeepsFormatControls checks each bidirectional and format
// control that the issue names: each stays escaped, alone and between
// letters that are shown.
func TestDisplayKeepsFormatControls(t *testing.T) {
	var controls []rune
	controls = append(controls, 0x200E, 0x200F, 0x061C)
	for r := rune(0x202A); r <= 0x202E; r++ {
		controls = append(controls, r)
	}
	for r := rune(0x2066); r <= 0x2069; r++ {
		controls = append(controls, r)
	}
	for _, r := range controls {
		esc := escapeUTF8(r)
		in := "/%C3%A9" + esc + "%C3%A9?" + esc + "#" + esc
		want := "/é" + esc + "é?" + esc + "#" + esc
		got, err := Display(in)
		require.NoError(t, err)
		assert.Equal(t, want, got, "U+%04X", r)
	}
}

// escapeUTF8 returns the escaped octets of r's UTF-8 form.
func escapeUTF8(r rune) string {
	var b strings.Builder
	for _, o := range []byte(string(r)) {
		fmt.Fprintf(&b, "%%%02X", o)
	}
	return b.String()
}

// TestDisplayEveryOctet shows each octet escaped alone, and checks that
// only unreserved ASCII is decoded.
func TestDisplayEveryOctet(t *testing.T) {
	for o := range 256 {
		in := fmt.Sprintf("/%%%02X", o)
		got, err := Display(in)
		require.NoError(t, err)
		unreserved := 'a' <= o && o <= 'z' || 'A' <= o && o <= 'Z' || '0' <= o && o <= '9' || strings.ContainsRune("-_.!~*'()", rune(o))
		if unreserved {
			assert.Equal(t, "/"+string(rune(o)), got)
		} else {
			assert.Equal(t, in, got)
		}
	}
}

func TestDisplayInvalid(t *testing.T) {
	for _, tt := range []struct {
		in   string
		opts []Option
	}{
		{"http://a b/", nil},
		{"http://bücher.example/", nil},
		{"http://[::1]/", []Option{syntax.RFC2396}},
		{"?y", nil},
		{"/%zz", nil},
	} {
		got, err := Display(tt.in, tt.opts...)
		assert.Empty(t, got)
		var pe *parser.Error
		assert.ErrorAs(t, err, &pe, "Display(%q)", tt.in)
	}
	for _, o := range []Option{syntax.Syntax(0xff), syntax.RFC2396 | syntax.RFC2732, nil, normalize.With(normalize.Default)} {
		_, err := Display("a", o)
		var oe *syntax.OptionError
		assert.ErrorAs(t, err, &oe, "Display with %v", o)
	}
	got, err := Display("?%C3%BC", syntax.QueryOnly)
	require.NoError(t, err)
	assert.Equal(t, "?ü", got)
}

// TestDisplayCorpus shows each valid reference of the module's test data,
// and checks that Repair gives back an equivalent one.
func TestDisplayCorpus(t *testing.T) {
	for _, s := range testcorpus.Valid("../testdata") {
		d, err := Display(s, syntax.RFC2396)
		require.NoError(t, err)
		checkRoundTrip(t, s, d, syntax.RFC2396)
		assert.True(t, utf8.ValidString(d) || !utf8.ValidString(s), "Display(%q) = %q", s, d)
	}
	for _, s := range ipv6Corpus() {
		d, err := Display(s)
		require.NoError(t, err)
		checkRoundTrip(t, s, d, syntax.RFC2732)
	}
}
