package iri

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/net/idna"

	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// repairTests are inputs and what Repair makes of them, in the default
// syntax (syntax.Default) unless opts say otherwise.
var repairTests = []struct {
	name     string
	in, want string
	opts     []Option
}{
	// The example of issue 18.
	{"issue", "http://bücher.example/a b?q=ü#f", "http://xn--bcher-kva.example/a%20b?q=%C3%BC#f", nil},

	// Valid references come back as they are.
	{"valid", "http://a/b/c/d;p?q#f", "http://a/b/c/d;p?q#f", nil},
	{"valid empty", "", "", nil},
	{"valid fragment", "#", "#", nil},
	{"valid escapes kept", "http://a/%7e%2F%c3%bc", "http://a/%7e%2F%c3%bc", nil},
	{"valid ACE host", "http://xn--bcher-kva.example/", "http://xn--bcher-kva.example/", nil},
	{"valid reg_name", "http://a_b.example:80/x", "http://a_b.example:80/x", nil},
	{"valid reg_name with @", "//u@a@b/", "//u@a@b/", nil},
	{"valid opaque", "mailto:a@b?subject=x", "mailto:a@b?subject=x", nil},
	{"query only, Appendix C's reading", "?a b", "?a%20b", nil},
	{"valid reg_name, not a host, and a port", "//a_b:x/", "//a_b:x/", nil},
	{"valid reg_name, empty host and a port", "http://:x/", "http://:x/", nil},
	{"valid reg_name, userinfo with a colon", "http://a:80@b@c/", "http://a:80@b@c/", nil},

	// "%" that starts no escape.
	{"lone percent", "100%", "100%25", nil},
	{"percent and non-hex", "/a%zz", "/a%25zz", nil},
	{"percent and one hex", "/a%4", "/a%254", nil},
	{"percent before an escape", "/%%41", "/%25%41", nil},
	{"percent in query and fragment", "http://a/?50%#5%", "http://a/?50%25#5%25", nil},

	// A second "#" is data of the fragment.
	{"second hash", "a#b#c", "a#b%23c", nil},
	{"hashes", "http://a/#x#y#", "http://a/#x%23y%23", nil},

	// Characters that section 2.4.3 excludes, in each component.
	{"path space", "a b/c d", "a%20b/c%20d", nil},
	{"segment params", "/ü;p=ü/x", "/%C3%BC;p=%C3%BC/x", nil},
	{"delims and unwise", "http://a/<x>\"{}|\\^`", "http://a/%3Cx%3E%22%7B%7D%7C%5C%5E%60", nil},
	{"controls", "http://a/\x01\x7f?\t#\nx", "http://a/%01%7F?%09#%0Ax", nil},
	{"C1 control", "/\u0085", "/%C2%85", nil},
	{"not UTF-8", "/\xff\xc3", "/%FF%C3", nil},
	{"relative first segment", "ü", "%C3%BC", nil},
	{"query keeps reserved", "?a=b c&d/e?f", "?a=b%20c&d/e?f", []Option{syntax.QueryOnly}},
	{"userinfo", "http://ü:p w@a/", "http://%C3%BC:p%20w@a/", nil},
	{"userinfo @", "http://u:p@ss@bücher.example/", "http://u:p%40ss@xn--bcher-kva.example/", nil},
	{"userinfo with a reg_name", "http://ü@a_b/", "http://%C3%BC@a_b/", nil},
	{"internal space", "http://a/ b", "http://a/%20b", nil},

	// C0 controls and spaces around the input are stripped (WHATWG URL:
	// "leading and trailing C0 control or space"), no other character.
	{"spaces around", " http://h/a ", "http://h/a", nil},
	{"trailing space", "http://a/ ", "http://a/", nil},
	{"C0 controls around", "\x00\t\n http://a/b c\r\n\x1f", "http://a/b%20c", nil},
	{"only spaces", " \t\r\n ", "", nil},
	{"space around a valid reference", "\thttp://a/b\n", "http://a/b", nil},
	{"DEL not stripped", "\x7fa\x7f", "%7Fa%7F", nil},
	{"no-break space not stripped", "\u00a0a\u00a0", "%C2%A0a%C2%A0", nil},
	{"ideographic space not stripped", "\u3000a", "%E3%80%80a", nil},

	// "[" and "]": reserved in RFC 2732, unwise in RFC 2396.
	{"brackets in query", "http://a/?a[0]=x y", "http://a/?a[0]=x%20y", nil},
	{"brackets in query, strict", "http://a/?a[0]=x y", "http://a/?a%5B0%5D=x%20y", []Option{syntax.RFC2396}},
	{"brackets in path", "http://a/[0] x", "http://a/%5B0%5D%20x", nil},

	// Bracketed IPv6 literals are kept.
	{"IPv6", "http://[::1]/a b", "http://[::1]/a%20b", nil},
	{"IPv6 and port", "http://[2001:db8::7]:8080/ü", "http://[2001:db8::7]:8080/%C3%BC", nil},
	{"IPv6 and userinfo", "ftp://ü@[::1]/", "ftp://%C3%BC@[::1]/", nil},

	// Hosts: IDNA for a non-ASCII one, as it is for an ASCII one.
	{"nontransitional", "http://faß.example/", "http://xn--fa-hia.example/", nil},
	{"ideographic full stop", "http://bücher。example/", "http://xn--bcher-kva.example/", nil},
	{"mapped to lower case", "http://BÜCHER.Example/", "http://xn--bcher-kva.example/", nil},
	{"host and port", "http://bücher.example:8080/", "http://xn--bcher-kva.example:8080/", nil},
	{"host and empty port", "http://bü:/", "http://xn--b-eha:/", nil},
	{"network path", "//bücher.example/x y", "//xn--bcher-kva.example/x%20y", nil},
	{"ASCII host left", "http://EXAMPLE.com/a b", "http://EXAMPLE.com/a%20b", nil},
	{"trailing dot", "http://bücher.example./", "http://xn--bcher-kva.example./", nil},

	// Opaque parts: uric, first character not "[" or "]".
	{"opaque", "mailto:ü@example.com?subject=a b", "mailto:%C3%BC@example.com?subject=a%20b", nil},
	{"opaque bracket first", "urn:[a] b", "urn:%5Ba]%20b", nil},
	{"opaque bracket first, strict", "urn:[a] b", "urn:%5Ba%5D%20b", []Option{syntax.RFC2396}},
	{"opaque slash kept", "urn:a/b c", "urn:a/b%20c", nil},
}

func TestRepair(t *testing.T) {
	for _, tt := range repairTests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Repair(tt.in, tt.opts...)
			require.NoError(t, err, "Repair(%q)", tt.in)
			assert.Equal(t, tt.want, got, "Repair(%q)", tt.in)
			syn := readSyntax(t, tt.opts)
			assert.NoError(t, parser.Validate(got, syn), "the result parses")
			again, err := Repair(got, tt.opts...)
			require.NoError(t, err)
			assert.Equal(t, got, again, "Repair is idempotent")
			assert.Equal(t, tt.want, mustRepair(t, tt.in, syn), "the component-wise repair alone")
		})
	}
}

// readSyntax returns the syntax that opts give over Repair's default.
func readSyntax(t testing.TB, opts []Option) syntax.Syntax {
	syn, err := syntax.Read(opts, nil)
	require.NoError(t, err)
	return syn
}

// badPort is an oracle for the *PortError of Repair on s, a valid
// reference: whether its authority is a reg_name whose text after its last
// "@" is a host (as the grammar's own parser reads it, parser.MatchRule),
// a ":" and a port that is not only digits.
func badPort(t testing.TB, s string, syn syntax.Syntax) bool {
	c, err := parser.Split(s, syn)
	require.NoError(t, err)
	if !c.Authority.Defined() || c.Server {
		return false
	}
	a := c.Of(c.Authority)
	host, port, ok := strings.Cut(a[strings.LastIndex(a, "@")+1:], ":")
	if !ok || strings.Trim(port, "0123456789") == "" {
		return false
	}
	isHost, err := parser.MatchRule(syntax.Host, host, syn)
	require.NoError(t, err)
	return isHost
}

// mustRepair is repair, without the check of Repair that returns a valid
// reference as it is.
func mustRepair(t testing.TB, s string, syn syntax.Syntax) string {
	r, err := repair(trim(s), syn)
	require.NoError(t, err, "repair(%q)", s)
	return r
}

// TestRepairRefuses checks that an input that no repair makes valid is an
// error, never an escaped guess: the parser's error on the repaired form,
// naming the character that no escaping fixes, or a *HostError.
func TestRepairRefuses(t *testing.T) {
	tests := []struct {
		name   string
		in     string
		opts   []Option
		form   string // the repaired form the parser read
		offset int
		char   rune
		rule   syntax.Rule
	}{
		{"invalid scheme", "1http://a/", nil, "1http://a/", 5, ':', syntax.RelSegment},
		{"invalid scheme repaired as a segment", "ü 1:x y", nil, "%C3%BC%201:x%20y", 10, ':', syntax.RelSegment},
		{"empty scheme", ":a b", nil, ":a%20b", 0, ':', syntax.RelSegment},
		{"spaces inside", "h ttp://a/", nil, "h%20ttp://a/", 7, ':', syntax.RelSegment},
		{"broken IPv6 literal", "http://[::1/a b", nil, "http://[::1/a%20b", 11, '/', syntax.IPv6Address},
		{"junk after IPv6 literal", "http://[::1]x/", nil, "http://[::1]x/", 12, 'x', syntax.Authority},
		{"IPv6 in strict RFC 2396", "http://[::1]/ü", []Option{syntax.RFC2396}, "http://[::1]/%C3%BC", 7, '[', syntax.Authority},
		{"port of an IPv6 literal", "http://[::1]:8o/", nil, "http://[::1]:8o/", 14, 'o', syntax.Authority},
		{"after spaces", "  1http://a/ ", nil, "1http://a/", 5, ':', syntax.RelSegment},
		{"ASCII host", "http://a b/ü", nil, "http://a b/%C3%BC", 8, ' ', syntax.Authority},
		{"no path after scheme", "mailto:", nil, "mailto:", 7, parser.EndOfInput, syntax.AbsoluteURI},
		{"query only in strict RFC 2396", "?a b", []Option{syntax.RFC2396}, "?a%20b", 0, '?', syntax.RelativeURI},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Repair(tt.in, tt.opts...)
			assert.Empty(t, got)
			var pe *parser.Error
			require.ErrorAs(t, err, &pe, "Repair(%q)", tt.in)
			assert.Equal(t, tt.form, pe.Input)
			assert.Equal(t, tt.offset, pe.Offset)
			assert.Equal(t, tt.char, pe.Char)
			assert.Equal(t, tt.rule, pe.Rule)
		})
	}
}

// TestRepairPort checks that a port that is not a number after a host is
// refused with a *PortError, whether the authority is a valid registry
// name or was repaired, and that a registry name that does not read as a
// host and a port is kept.
func TestRepairPort(t *testing.T) {
	for _, tt := range []struct {
		name   string
		in     string
		offset int    // into in
		port   string // as written
	}{
		{"issue", "http://h:8o8o/", 10, "8o8o"},
		{"network path", "//h:8o8o", 5, "8o8o"},
		{"after spaces", " \thttp://h:8o8o/ ", 12, "8o8o"},
		{"letter last", "http://a:80x/", 11, "80x"},
		{"second colon", "http://a:80:90/", 11, "80:90"},
		{"colon last", "http://1.2.3.4:80:/", 17, "80:"},
		{"IPv4 host", "http://1.2.3.4:x/", 15, "x"},
		{"escape in the port", "http://h:8%41/", 10, "8%41"},
		{"userinfo", "http://u:pw@h:8o/", 15, "8o"},
		{"userinfo with @", "http://u@v@h:x/", 13, "x"},
		{"repaired userinfo", "http://u v@h:8o/ x", 14, "8o"},
		{"non-ASCII host", "http://bü:8o/", 12, "8o"},
		{"non-ASCII host, second colon", "http://bü:80:90/", 13, "80:90"},
		{"non-ASCII in the port", "http://a:8ü/", 10, "8ü"},
		{"space in the port", "//a:8 0", 5, "8 0"},
		{"not UTF-8 in the port", "//a:8\xff", 5, "8\xff"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Repair(tt.in)
			assert.Empty(t, got)
			var pe *PortError
			require.ErrorAs(t, err, &pe, "Repair(%q)", tt.in)
			assert.Equal(t, tt.in, pe.Input)
			assert.Equal(t, tt.offset, pe.Offset)
			assert.Equal(t, tt.port, pe.Port)
			checkError(t, tt.in, err)
		})
	}

	_, err := Repair("http://u:secret@h:8o8o/")
	var pe *PortError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, `rfc2396: repair "http://u:xxxxx@h:8o8o/": unexpected 'o' at offset 18 in the port "8o8o"; a port is decimal digits only (section 3.2.2), and Repair reads a host and a port here, not a registry name`, err.Error())
	assert.Equal(t, `rfc2396: repair "http://u:secret@h:8o8o/": unexpected 'o' at offset 19 in the port "8o8o"; a port is decimal digits only (section 3.2.2), and Repair reads a host and a port here, not a registry name`, pe.RawError())
	assert.NotContains(t, pe.Message(), "secret")
	r := pe.Redacted()
	assert.Equal(t, "http://u:xxxxx@h:8o8o/", r.Input)
	assert.Equal(t, byte('o'), r.Input[r.Offset])
	assert.Equal(t, 19, pe.Offset, "Redacted returns a copy")
	_, err = Repair("//a:8\xff")
	assert.Contains(t, err.Error(), "unexpected byte 0xff at offset 5")
	e := &PortError{Input: "x", Offset: 99}
	assert.Contains(t, e.Error(), "unexpected end of input", "a PortError with fields a caller changed does not panic")
}

func TestRepairHostError(t *testing.T) {
	_, err := Repair("http://u:secret@bü_cher.example/")
	var he *HostError
	require.ErrorAs(t, err, &he)
	assert.Equal(t, "http://u:secret@bü_cher.example/", he.Input)
	assert.Equal(t, 16, he.Offset)
	assert.Equal(t, "bü_cher.example", he.Host)
	assert.Equal(t, `rfc2396: repair "http://u:xxxxx@bü_cher.example/": the host "bü_cher.example" at offset 15 cannot be converted to ASCII by IDNA (UTS #46, nontransitional lookup): idna: disallowed rune U+005F`, err.Error())
	assert.NotContains(t, he.Message(), "secret")
	r := he.Redacted()
	assert.Equal(t, "http://u:xxxxx@bü_cher.example/", r.Input)
	assert.Equal(t, "bü_cher.example", r.Input[r.Offset:r.Offset+len(r.Host)])
	assert.Equal(t, 16, he.Offset, "Redacted returns a copy")

	// An IDNA error: a label that starts with a hyphen; a host that maps to
	// nothing.
	_, err = Repair("http://-ü.example/")
	require.ErrorAs(t, err, &he)
	assert.Equal(t, 7, he.Offset)
	_, err = Repair("http://\u00ad/")
	assert.ErrorIs(t, err, ErrEmptyHost)

	// A non-ASCII host of up to MaxHostLength bytes is converted; a
	// longer one is refused before IDNA, whose time grows with the square
	// of a label's length.
	host := strings.Repeat("ü", MaxHostLength/2)
	got, err := Repair("http://" + host + "/")
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(got, "http://xn--"), got)
	_, err = Repair("http://" + host + "a/")
	assert.ErrorIs(t, err, ErrHostTooLong)

	// A long input and host are cut short in the message.
	_, err = Repair("http://" + strings.Repeat("ü", 40) + "_/")
	require.ErrorAs(t, err, &he)
	assert.Equal(t, 2, strings.Count(err.Error(), `"...`), err.Error())

	// A HostError with fields a caller changed does not panic.
	e := &HostError{Input: "x", Offset: 99}
	assert.Contains(t, e.Error(), "unknown error")
}

// TestLookupProfile checks that IDNA's Lookup profile, which Repair and
// Display use, processes nontransitionally (UTS #46 section 4): "ß" is
// kept, not mapped to "ss".
func TestLookupProfile(t *testing.T) {
	assert.True(t, strings.HasPrefix(idna.Lookup.String(), "NonTransitional"), idna.Lookup.String())
	a, err := idna.Lookup.ToASCII("faß.example")
	require.NoError(t, err)
	assert.Equal(t, "xn--fa-hia.example", a)
}

func TestRepairOptions(t *testing.T) {
	for _, o := range []Option{syntax.Syntax(0xff), syntax.RFC2396 | syntax.RFC2732, nil, UnicodeHosts()} {
		_, err := Repair("a b", o)
		var oe *syntax.OptionError
		assert.ErrorAs(t, err, &oe, "Repair with %v", o)
	}
	_, err := Repair("a b", UnicodeHosts())
	assert.EqualError(t, err, "rfc2396: invalid option iri.UnicodeHosts(): this function does not take it")
}

// TestRepairCorpus checks the valid references of the module's test data:
// Repair, and the component-wise repair alone, give each back unchanged.
func TestRepairCorpus(t *testing.T) {
	for _, c := range []struct {
		refs []string
		syn  syntax.Syntax
	}{
		{testcorpus.Valid("../testdata"), syntax.RFC2396},
		{testcorpus.Valid("../testdata"), syntax.RFC2732},
		{ipv6Corpus(), syntax.RFC2732},
	} {
		refused := 0
		for _, s := range c.refs {
			require.NoError(t, parser.Validate(s, c.syn), "corpus %q", s)
			got, err := Repair(s, c.syn)
			slow, slowErr := repair(trim(s), c.syn)
			if badPort(t, s, c.syn) {
				refused++
				var pe *PortError
				assert.ErrorAs(t, err, &pe, "Repair(%q)", s)
				assert.ErrorAs(t, slowErr, &pe, "repair(%q)", s)
				continue
			}
			require.NoError(t, err)
			assert.Equal(t, s, got)
			require.NoError(t, slowErr)
			assert.Equal(t, s, slow, "repair(%q)", s)
		}
		if c.syn == syntax.RFC2396 {
			assert.Positive(t, refused, "the corpus has registry names such as \"a:b\"")
		}
	}
}

func ipv6Corpus() []string {
	var out []string
	for _, l := range testcorpus.Lines("../testdata/parse/ipv6.txt") {
		out = append(out, testcorpus.Field(l))
	}
	return out
}

// TestRepairInvalidCorpus repairs the invalid strings of the module's test
// data: each becomes a valid reference that holds what the input held, or
// an error of the parser or IDNA.
func TestRepairInvalidCorpus(t *testing.T) {
	repaired := 0
	for _, l := range testcorpus.Lines("../testdata/parse/invalid.txt") {
		s := testcorpus.Field(strings.Split(l, "\t")[0])
		got, err := Repair(s)
		if err != nil {
			checkError(t, s, err)
			continue
		}
		repaired++
		checkRepaired(t, s, got, syntax.RFC2732)
	}
	assert.Greater(t, repaired, 20, "most invalid strings are repairable")
}

// checkError checks that the error of Repair(s) is one of those its
// documentation names.
func checkError(t testing.TB, s string, err error) {
	t.Helper()
	var pe *parser.Error
	var he *HostError
	var port *PortError
	switch {
	case errors.As(err, &port):
		// The offset is at the port's first character that is not a
		// digit, in the port as written after a ":".
		k := strings.IndexFunc(port.Port, func(r rune) bool { return r < '0' || r > '9' })
		p := port.Offset - k
		if port.Input != s || k < 0 || p < 1 || p+len(port.Port) > len(s) || s[p-1] != ':' || s[p:p+len(port.Port)] != port.Port {
			t.Fatalf("Repair(%q): %+v, not at the port's first character that is not a digit", s, port)
		}
	case errors.As(err, &pe), errors.As(err, &he):
	default:
		t.Fatalf("Repair(%q): error %T %v, want a *parser.Error, a *PortError or a *HostError", s, err, err)
	}
}

// c0AndSpace are the characters that Repair strips around its input,
// U+0000 to U+0020.
const c0AndSpace = "\x00\x01\x02\x03\x04\x05\x06\x07\x08\t\n\x0b\x0c\r\x0e\x0f" +
	"\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f "

// checkRepaired checks r, what Repair made of s, against an oracle that
// does not escape: r parses, and each component of r decodes to what
// Appendix B splits out of s, but for a host that IDNA converted. It
// checks only an input that holds no "%", whose decoding is not
// ambiguous.
func checkRepaired(t testing.TB, s, r string, syn syntax.Syntax) {
	t.Helper()
	got, err := parser.Split(r, syn)
	if err != nil {
		t.Fatalf("Repair(%q) = %q, which does not parse: %v", s, r, err)
	}
	if strings.Contains(s, "%") {
		return
	}
	// What Repair reads: s without the C0 controls and spaces around it.
	in := parts.AppendixB(strings.Trim(s, c0AndSpace))
	same := func(what string, want parts.Value, got parts.Value) {
		t.Helper()
		if want.Defined != got.Defined {
			t.Fatalf("Repair(%q) = %q: %s defined %v, want %v", s, r, what, got.Defined, want.Defined)
		}
		d, err := escape.Unescape(got.Text)
		if err != nil || d != want.Text {
			t.Fatalf("Repair(%q) = %q: %s decodes to %q (%v), want %q", s, r, what, d, err, want.Text)
		}
	}
	same("scheme", in.Value(in.Scheme), got.Value(got.Scheme))
	if isASCII(in.Of(in.Authority)) {
		same("authority", in.Value(in.Authority), got.Value(got.Authority))
	} else if !got.Authority.Defined() {
		t.Fatalf("Repair(%q) = %q: no authority", s, r)
	}
	same("fragment", in.Value(in.Fragment), got.Value(got.Fragment))
	if got.Opaque {
		// The opaque part holds Appendix B's path and query.
		want := in.Of(in.Path)
		if q, ok := in.Get(in.Query); ok {
			want += "?" + q
		}
		same("opaque part", parts.Def(want), got.Value(got.Path))
		return
	}
	same("path", parts.Def(in.Of(in.Path)), got.Value(got.Path))
	same("query", in.Value(in.Query), got.Value(got.Query))
}

// TestRepairOracle holds the repairs of the table to the oracle.
func TestRepairOracle(t *testing.T) {
	for _, tt := range repairTests {
		got, err := Repair(tt.in, tt.opts...)
		require.NoError(t, err)
		checkRepaired(t, tt.in, got, readSyntax(t, tt.opts))
	}
}
