package uri_test

import (
	"encoding/json"
	"errors"
	"flag"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
	"github.com/rfc2396/rfc2396/uri"
)

// ipv6Refs are references that RFC 2732 makes valid and strict RFC 2396
// refuses, each with the offset and character of strict RFC 2396's error:
// IPv6 literals (RFC 2732 section 2's examples among them), and "[" "]"
// in a query, a fragment and an opaque part, where RFC 2732 reserves them.
var ipv6Refs = []struct {
	s      string
	host   string // the host, "" for none
	offset int
	char   rune
}{
	{"http://[::1]:8080/", "[::1]", 7, '['},
	{"http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html", "[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]", 7, '['},
	{"http://[1080:0:0:0:8:800:200C:417A]/index.html", "[1080:0:0:0:8:800:200C:417A]", 7, '['},
	{"http://[3ffe:2a00:100:7031::1]", "[3ffe:2a00:100:7031::1]", 7, '['},
	{"http://[1080::8:800:200C:417A]/foo", "[1080::8:800:200C:417A]", 7, '['},
	{"http://[::192.9.5.5]/ipng", "[::192.9.5.5]", 7, '['},
	{"http://[::FFFF:129.144.52.38]:80/index.html", "[::FFFF:129.144.52.38]", 7, '['},
	{"http://[2010:836B:4179::836B:4179]", "[2010:836B:4179::836B:4179]", 7, '['},
	{"//u@[::1]/a", "[::1]", 4, '['},
	{"http://a/b?x[0]=1", "a", 12, '['},
	{"http://a/b#[f]", "a", 11, '['},
	{"urn:x[1]", "", 5, '['},
}

// strictError checks that err is strict RFC 2396's *parser.Error at the
// offset and character given, whose hint names the option that accepts
// IPv6 literals.
func strictError(t *testing.T, err error, input string, offset int, char rune) {
	t.Helper()
	var pe *parser.Error
	if !assert.True(t, errors.As(err, &pe), "%q: %v", input, err) {
		return
	}
	assert.Equal(t, input, pe.Input)
	assert.Equal(t, offset, pe.Offset, "%q: %v", input, err)
	assert.Equal(t, char, pe.Char, "%q: %v", input, err)
	assert.Contains(t, pe.Hint, "syntax.RFC2732", "%q: %v", input, err)
}

func TestParseIPv6(t *testing.T) {
	for _, tc := range ipv6Refs {
		r, err := uri.Parse(tc.s)
		require.NoError(t, err, tc.s)
		assert.Equal(t, tc.s, r.String())
		c := r.Components()
		assert.Equal(t, tc.host, c.Of(c.Host), tc.s)
		if strings.Contains(tc.host, "[") {
			assert.Equal(t, parts.IPv6Reference, c.HostKind, tc.s)
			assert.Equal(t, tc.host, r.AST().Host().String(), tc.s)
			assert.Equal(t, "ipv6", r.AST().Host().Kind(), tc.s)
		}
		assert.True(t, uri.MustParse(tc.s) == r, tc.s)
		assert.True(t, uri.MustParse(tc.s, syntax.RFC2732) == r, "the default is RFC 2732: %q", tc.s)

		_, err = uri.Parse(tc.s, syntax.RFC2396)
		strictError(t, err, tc.s, tc.offset, tc.char)
		assert.Panics(t, func() { uri.MustParse(tc.s, syntax.RFC2396) }, tc.s)

		if a, ok := r.Absolute(); ok {
			b, err := uri.ParseAbsolute(tc.s)
			require.NoError(t, err, tc.s)
			assert.True(t, a == b, tc.s)
			assert.True(t, uri.MustParseAbsolute(tc.s) == b, tc.s)
			_, err = uri.ParseAbsolute(tc.s, syntax.RFC2396)
			strictError(t, err, tc.s, tc.offset, tc.char)
			assert.Panics(t, func() { uri.MustParseAbsolute(tc.s, syntax.RFC2396) }, tc.s)
		}
	}
}

// TestParseIPv6Corpus reads every reference of testdata/parse/ipv6.txt,
// by default and strictly, as the parser reads it with syntax.Default and
// syntax.RFC2396: the same components, or the same error.
func TestParseIPv6Corpus(t *testing.T) {
	lines := testcorpus.Lines("../testdata/parse/ipv6.txt")
	require.NotEmpty(t, lines)
	for _, l := range lines {
		s := testcorpus.Field(l)
		r, err := uri.Parse(s)
		require.NoError(t, err, s)
		want, err := parser.Split(s, syntax.Default)
		require.NoError(t, err, s)
		assert.Equal(t, want, r.Components(), s)

		strict, err := uri.Parse(s, syntax.RFC2396)
		want, parserErr := parser.Split(s, syntax.RFC2396)
		if parserErr != nil {
			assert.Equal(t, parserErr, err, s)
			continue
		}
		require.NoError(t, err, s)
		assert.Equal(t, want, strict.Components(), s)
	}
}

// TestIPv6Numbers: RFC 2732 changes IPv4address to numbers of one to three
// digits (RFC 2373's rule). A host of longer numbers is then not an IPv4
// address but, as no hostname either, a reg_name, which strict RFC 2396
// reads as an IPv4address.
func TestIPv6Numbers(t *testing.T) {
	r := uri.MustParse("http://1234.5.6.7/")
	c := r.Components()
	assert.False(t, c.Server)
	s := uri.MustParse("http://1234.5.6.7/", syntax.RFC2396)
	c = s.Components()
	assert.True(t, c.Server)
	assert.Equal(t, parts.IPv4Address, c.HostKind)
	assert.False(t, r == s, "read in different syntaxes")
}

func TestWithIPv6(t *testing.T) {
	r := uri.MustParse("http://a/b")
	got, err := r.With(uri.Authority, "[::1]:80")
	require.NoError(t, err)
	assert.Equal(t, "http://[::1]:80/b", got.String())
	assert.True(t, got == uri.MustParse("http://[::1]:80/b"))

	a := uri.MustParseAbsolute("http://a/b")
	ga, err := a.With(uri.Authority, "[::1]:80")
	require.NoError(t, err)
	assert.True(t, ga == uri.MustParseAbsolute("http://[::1]:80/b"))

	// A value read strictly is edited strictly, with ValidateRule's error.
	strict := uri.MustParse("http://a/b", syntax.RFC2396)
	_, err = strict.With(uri.Authority, "[::1]:80")
	strictError(t, err, "[::1]:80", 0, '[')
	strictA := uri.MustParseAbsolute("http://a/b", syntax.RFC2396)
	_, err = strictA.With(uri.Authority, "[::1]:80")
	strictError(t, err, "[::1]:80", 0, '[')
	_, err = strict.With(uri.Query, "x[0]=1")
	strictError(t, err, "x[0]=1", 1, '[')

	// A broken literal is the parser's error, in the literal.
	_, err = r.With(uri.Authority, "[::1::2]")
	var pe *parser.Error
	require.True(t, errors.As(err, &pe), "%v", err)
	assert.Equal(t, syntax.IPv6Address, pe.Rule)
}

func TestUnmarshalIPv6(t *testing.T) {
	var r uri.Reference
	require.NoError(t, r.UnmarshalText([]byte("//[::1]/a")))
	assert.True(t, r == uri.MustParse("//[::1]/a"))
	var a uri.Absolute
	require.NoError(t, a.UnmarshalText([]byte("http://[::1]:8080/")))
	assert.True(t, a == uri.MustParseAbsolute("http://[::1]:8080/"))

	// UnmarshalText reads in the default syntax, whatever the receiver
	// held: a strict value does not make it strict.
	strict := uri.MustParseAbsolute("http://a/", syntax.RFC2396)
	require.NoError(t, strict.UnmarshalText([]byte("http://[::1]/")))
	assert.Equal(t, "http://[::1]/", strict.String())
	assert.True(t, strict.Syntax().IPv6())
}

func TestJSONIPv6(t *testing.T) {
	var config struct {
		Base uri.Absolute  `json:"base"`
		Link uri.Reference `json:"link"`
	}
	require.NoError(t, json.Unmarshal([]byte(`{"base":"http://[::1]:8080/a/","link":"//[fe80::1]/b?x[1]#[y]"}`), &config))
	assert.True(t, config.Base == uri.MustParseAbsolute("http://[::1]:8080/a/"))
	assert.True(t, config.Link == uri.MustParse("//[fe80::1]/b?x[1]#[y]"))
	out, err := json.Marshal(config)
	require.NoError(t, err)
	assert.JSONEq(t, `{"base":"http://[::1]:8080/a/","link":"//[fe80::1]/b?x[1]#[y]"}`, string(out))

	got, err := config.Base.Resolve(uri.MustParse("../c"))
	require.NoError(t, err)
	assert.Equal(t, "http://[::1]:8080/c", got.String())

	err = json.Unmarshal([]byte(`{"base":"http://[::1/"}`), &config)
	var pe *parser.Error
	require.True(t, errors.As(err, &pe), "%v", err)
	assert.Equal(t, "http://[::1/", pe.Input)
	assert.Equal(t, syntax.IPv6Address, pe.Rule)
}

func TestFlagTextVarIPv6(t *testing.T) {
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var base uri.Absolute
	fs.TextVar(&base, "base", uri.MustParseAbsolute("http://[::1]/"), "base URI")
	assert.True(t, base == uri.MustParseAbsolute("http://[::1]/"), "the default")
	require.NoError(t, fs.Parse([]string{"-base", "https://[2001:db8::7]:8443/app/"}))
	assert.True(t, base == uri.MustParseAbsolute("https://[2001:db8::7]:8443/app/"))
	// flag does not wrap the error of UnmarshalText, only quotes it.
	err := fs.Parse([]string{"-base", "https://[2001:db8::7/"})
	assert.ErrorContains(t, err, "unexpected '/' at offset 20 in IPv6address")
}

func TestResolveIPv6(t *testing.T) {
	base := uri.MustParseAbsolute("http://[::1]/b/c/d;p?q")
	for ref, want := range map[string]string{
		"../g": "http://[::1]/b/g", "//[::2]/x": "http://[::2]/x", "g?x[0]=1": "http://[::1]/b/c/g?x[0]=1",
	} {
		got, err := base.Resolve(uri.MustParse(ref))
		require.NoError(t, err, ref)
		assert.True(t, uri.MustParse(want) == got, "%q: %q", ref, got)
	}
	// A strict base and a reference with a literal: the wider syntax.
	strict := uri.MustParseAbsolute("http://a/b", syntax.RFC2396)
	got, err := strict.Resolve(uri.MustParse("//[::1]/c"))
	require.NoError(t, err)
	assert.Equal(t, "http://[::1]/c", got.String())
	assert.True(t, got.Syntax().IPv6())
	// Both strict: the result is strict, as Parse would read it.
	got, err = strict.Resolve(uri.MustParse("c", syntax.RFC2396))
	require.NoError(t, err)
	assert.True(t, got == uri.MustParse("http://a/c", syntax.RFC2396))
	// The options apply after the values' syntaxes: strict refuses the
	// literal with the parser's error, inside resolve's.
	_, err = base.Resolve(uri.MustParse("g"), syntax.RFC2396)
	var pe *parser.Error
	require.True(t, errors.As(err, &pe), "%v", err)
	assert.Equal(t, 7, pe.Offset)
}
