package iri

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/net/idna"

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

// displayHostTests are hostnames and how Display shows them: a label that
// could be mistaken for another is kept in ACE form (the Unicode form is
// in the comment). Browsers show the same: Chromium and Firefox show
// "xn--80ak6aa92e.com" in ACE form, and a label of Cyrillic letters that
// look like Latin ones in Unicode only under a Cyrillic top-level domain.
var displayHostTests = []struct {
	name     string
	in, want string
}{
	// Whole-script confusables of Latin.
	{"apple in Cyrillic", "xn--80ak6aa92e.com", "xn--80ak6aa92e.com"}, // аррӏе.com
	{"apple upper case", "XN--80AK6AA92E.COM", "XN--80AK6AA92E.COM"},  // kept as written
	{"apple alone", "xn--80ak6aa92e", "xn--80ak6aa92e"},               // one label: no top-level domain
	{"apple under a Cyrillic TLD", "xn--80ak6aa92e.xn--p1ai", "аррӏе.рф"},
	{"Cyrillic look-alikes", "xn--j1amdg.com", "xn--j1amdg.com"}, // курс.com
	{"Cyrillic look-alikes under .рф", "xn--j1amdg.xn--p1ai", "курс.рф"},
	{"Cyrillic look-alikes under .укр", "xn--n1aa79cb.xn--j1amh", "ԁоԁо.укр"},
	{"Cyrillic look-alikes and a digit", "xn--1-7sbp7b.com", "xn--1-7sbp7b.com"}, // аре1.com
	{"Greek look-alikes", "xn--uxaie.com", "xn--uxaie.com"},                      // οιν.com
	{"Greek look-alikes under .ελ", "xn--uxaie.xn--qxam", "οιν.ελ"},
	{"Cyrillic label and an ACE TLD kept", "xn--80ak6aa92e.xn--80ak6aa92e.com", "xn--80ak6aa92e.xn--80ak6aa92e.com"},

	// Legitimate labels.
	{"Cyrillic", "xn--e1afmkfd.xn--p1ai", "пример.рф"},
	{"Cyrillic under .com", "xn--e1afmkfd.com", "пример.com"}, // "и" looks like no Latin letter
	{"Greek", "xn--hxakic4aa.gr", "ελλάδα.gr"},
	{"German", "xn--mnchen-3ya.de", "münchen.de"},
	{"Japanese Han", "xn--wgv71a119e.jp", "日本語.jp"},
	{"Japanese Katakana and Han", "xn--eckwd4c7cu47r2wf.jp", "ドメイン名例.jp"},
	{"Japanese Han and Hiragana", "xn--r8jz45g.jp", "例え.jp"},
	{"Latin and Hiragana", "xn--sony-8c4c.jp", "sonyの.jp"},
	{"Latin and Han", "xn--abc-v08fl0d.com", "abc日本.com"},
	{"Chinese", "xn--fsqu00a.xn--fiqs8s", "例子.中国"},
	{"Latin, Bopomofo and Han", "xn--ab-zo4az11k.tw", "abㄅ中.tw"},
	{"Korean", "xn--3e0b707e.kr", "한국.kr"},
	{"Latin, Hangul and Han", "xn--ab-m70dr46eeg5epp4at5w.kr", "ab한국어漢字.kr"},
	{"Arabic", "xn--mgbh0fb.xn--kgbechtv", "مثال.إختبار"},
	{"Thai", "xn--o3cw4h.th", "ไทย.th"},
	{"Devanagari", "xn--h2bhs4b8d8a.in", "नमस्ते.in"},
	{"Devanagari digits", "xn--e4bc.in", "१२.in"},

	// Mixed scripts that UTS #39's Highly Restrictive level refuses.
	{"Latin and Cyrillic", "xn--pypal-4ve.com", "xn--pypal-4ve.com"},         // pаypal.com
	{"Latin and Greek", "xn--gogle-rce.com", "xn--gogle-rce.com"},            // gοogle.com
	{"Latin and Armenian", "xn--ggle-vifa.com", "xn--ggle-vifa.com"},         // gօօgle.com
	{"Latin and Thai", "xn--a-3xf7a0j.com", "xn--a-3xf7a0j.com"},             // aไทย.com
	{"Katakana and Hangul", "xn--lckt370c.kr", "xn--lckt370c.kr"},            // カ한.kr
	{"Latin, Hangul and Katakana", "xn--a-xeuw734d.kr", "xn--a-xeuw734d.kr"}, // a한カ.kr

	// Scripts that UAX #31 does not recommend for identifiers.
	{"Cherokee", "xn--g9d.com", "xn--g9d.com"}, // Ꭺ.com
	{"Lisu", "xn--3l8a.com", "xn--3l8a.com"},   // ꓐ.com

	// Mixed numbering systems.
	{"Devanagari and ASCII digits", "xn--1-izd.in", "xn--1-izd.in"}, // १1.in
	{"Thai and ASCII digits", "xn--1-e1f.th", "xn--1-e1f.th"},       // ๑1.th

	// Each label is judged alone.
	{"one label kept", "xn--bcher-kva.xn--80ak6aa92e.com", "bücher.xn--80ak6aa92e.com"},
	{"trailing dot", "xn--80ak6aa92e.xn--p1ai.", "аррӏе.рф."},
}

func TestDisplayHosts(t *testing.T) {
	for _, tt := range displayHostTests {
		t.Run(tt.name, func(t *testing.T) {
			in := "http://" + tt.in + "/"
			got, err := Display(in)
			require.NoError(t, err)
			assert.Equal(t, "http://"+tt.want+"/", got, "Display(%q)", in)
			checkRoundTrip(t, in, got, syntax.RFC2732)

			// UnicodeHosts shows every label in Unicode, as IDNA decodes it.
			u, err := idna.Lookup.ToUnicode(tt.in)
			require.NoError(t, err)
			got, err = Display(in, UnicodeHosts())
			require.NoError(t, err)
			assert.Equal(t, "http://"+u+"/", got, "Display(%q, UnicodeHosts())", in)
			checkRoundTrip(t, in, got, syntax.RFC2732)
		})
	}
}

// TestDisplayScriptMixes shows a label made of every pair and triple of
// letters of a sample of scripts, and checks it against an oracle of UTS
// #39's Highly Restrictive level written over the names of Go's script
// tables (unicode.Scripts): a label is shown in Unicode when its letters
// are of one script, or all of Latin, Han, Hiragana and Katakana, of
// Latin, Han and Bopomofo, or of Latin, Han and Hangul.
func TestDisplayScriptMixes(t *testing.T) {
	// Letters that are not whole-script confusables of Latin, and that
	// IDNA takes in a left-to-right label.
	letters := []rune{'b', 'ü', 'ж', 'λ', '日', 'の', 'カ', 'ㄅ', '한', 'ไ', 'ա', 'ა', 'क', 'Ꭺ'}
	allowed := [][]string{
		{"Latin", "Han", "Hiragana", "Katakana"},
		{"Latin", "Han", "Bopomofo"},
		{"Latin", "Han", "Hangul"},
	}
	scriptName := func(r rune) string {
		for name, table := range unicode.Scripts {
			if unicode.Is(table, r) {
				return name
			}
		}
		return ""
	}
	oracle := func(label []rune) bool {
		scripts := map[string]bool{}
		for _, r := range label {
			scripts[scriptName(r)] = true
		}
		if scripts["Cherokee"] {
			return false // not a recommended script (UAX #31 Table 5)
		}
		if len(scripts) == 1 {
			return true
		}
		for _, set := range allowed {
			in := 0
			for _, name := range set {
				if scripts[name] {
					in++
				}
			}
			if in == len(scripts) {
				return true
			}
		}
		return false
	}
	shown, kept := 0, 0
	var labels [][]rune
	for _, a := range letters {
		for _, b := range letters {
			labels = append(labels, []rune{a, b})
			for _, c := range letters {
				labels = append(labels, []rune{a, b, c})
			}
		}
	}
	for _, l := range labels {
		ace, err := idna.Lookup.ToASCII(string(l) + ".com")
		require.NoError(t, err, "%q", string(l))
		got, err := Display("http://" + ace + "/")
		require.NoError(t, err)
		want := "http://" + ace + "/"
		if oracle(l) {
			want = "http://" + string(l) + ".com/"
			shown++
		} else {
			kept++
		}
		assert.Equal(t, want, got, "%q", string(l))
	}
	assert.Positive(t, shown)
	assert.Positive(t, kept)
}

// TestLatinLookalikes checks the look-alike letters of the spoof check:
// each is a small Cyrillic or Greek letter that IDNA keeps as it is, and
// a label of it alone is kept in ACE form under .com and shown under a
// top-level domain of its own script.
func TestLatinLookalikes(t *testing.T) {
	for _, r := range latinLookalikes {
		require.True(t, unicode.In(r, unicode.Cyrillic, unicode.Greek) && unicode.IsLower(r), "%c", r)
		ace, err := idna.Lookup.ToASCII(string(r))
		require.NoError(t, err)
		u, err := idna.Lookup.ToUnicode(ace)
		require.NoError(t, err)
		require.Equal(t, string(r), u, "IDNA keeps %c", r)
		got, err := Display("http://" + ace + ".com/")
		require.NoError(t, err)
		assert.Equal(t, "http://"+ace+".com/", got, "%c", r)
		tld := "xn--p1ai" // рф
		if unicode.Is(unicode.Greek, r) {
			tld = "xn--qxam" // ελ
		}
		got, err = Display("http://" + ace + "." + tld + "/")
		require.NoError(t, err)
		assert.NotContains(t, got, "xn--", "%c", r)
	}
}

// TestZeroOf checks the numbering system of decimal digits against the
// zero that Unicode gives each system's digits (UnicodeData.txt: the
// digit zero of ASCII, Arabic-Indic, Devanagari, Thai, fullwidth and the
// mathematical digits, which follow one another).
func TestZeroOf(t *testing.T) {
	for _, tt := range []struct{ zero, digit rune }{
		{'0', '0'}, {'0', '9'},
		{0x0660, 0x0669}, {0x0966, 0x096F}, {0x0E50, 0x0E55},
		{0xFF10, 0xFF19},
		{0x1D7CE, 0x1D7D7}, {0x1D7D8, 0x1D7D8}, {0x1D7D8, 0x1D7E1}, {0x1D7F6, 0x1D7FF},
	} {
		assert.Equal(t, tt.zero, zeroOf(tt.digit), "U+%04X", tt.digit)
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
		{"?y", []Option{syntax.RFC2396}},
		{"/%zz", nil},
	} {
		got, err := Display(tt.in, tt.opts...)
		assert.Empty(t, got)
		var pe *parser.Error
		assert.ErrorAs(t, err, &pe, "Display(%q)", tt.in)
	}
	for _, o := range []Option{syntax.Syntax(0xff), syntax.RFC2396 | syntax.RFC2732, nil} {
		_, err := Display("a", o)
		var oe *syntax.OptionError
		assert.ErrorAs(t, err, &oe, "Display with %v", o)
	}
	got, err := Display("?%C3%BC")
	require.NoError(t, err, "the default reads Appendix C's query-only reference")
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
