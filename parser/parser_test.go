package parser_test

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// checkSpans checks that r, parsed from s, gives s back byte for byte, and
// that every node's text is the input between its offsets, with its
// children inside it and in input order.
func checkSpans(t testing.TB, s string, r *ast.URIReference) bool {
	t.Helper()
	ok := assert.Equal(t, s, r.String(), "String of %q", s)
	ok = assert.Equal(t, 0, r.Pos(), "Pos of %q", s) && ok
	ok = assert.Equal(t, len(s), r.End(), "End of %q", s) && ok
	ast.Inspect(r, func(n ast.Node) bool {
		if !assert.True(t, 0 <= n.Pos() && n.Pos() <= n.End() && n.End() <= len(s), "%s [%d,%d) outside %q", ast.TypeName(n), n.Pos(), n.End(), s) {
			ok = false
			return false
		}
		ok = assert.Equal(t, s[n.Pos():n.End()], n.String(), "text of %s in %q", ast.TypeName(n), s) && ok
		prev := n.Pos()
		for _, c := range ast.Children(n) {
			ok = assert.True(t, prev <= c.Pos() && c.End() <= n.End(),
				"%s [%d,%d) not inside %s [%d,%d) after offset %d, in %q",
				ast.TypeName(c), c.Pos(), c.End(), ast.TypeName(n), n.Pos(), n.End(), prev, s) && ok
			prev = c.End()
		}
		return true
	})
	return ok
}

// TestRoundTrip checks spans and the printed text for every valid string of
// the corpus, testdata/parse/valid.txt included.
func TestRoundTrip(t *testing.T) {
	n := 0
	for _, s := range corpus() {
		if r, err := parser.Parse(s); err == nil {
			n++
			checkSpans(t, s, r)
		}
	}
	assert.Greater(t, n, len(readValid()))
}

// TestUndefinedVersusEmpty checks the components that section 5.2 tells
// apart by whether their separator appears.
func TestUndefinedVersusEmpty(t *testing.T) {
	for _, tc := range []struct {
		in                              string
		userinfo, port, query, fragment *string
	}{
		{in: "http://a/"},
		{in: "http://@a:/?#", userinfo: ptr(""), port: ptr(""), query: ptr(""), fragment: ptr("")},
		{in: "http://u@a:80/?q#f", userinfo: ptr("u"), port: ptr("80"), query: ptr("q"), fragment: ptr("f")},
		{in: "#", fragment: ptr("")},
		{in: "g?", query: ptr("")},
	} {
		r, err := parser.Parse(tc.in)
		require.NoError(t, err)
		c := parsedComponents(r)
		assert.Equal(t, tc.userinfo, c.Userinfo, "userinfo of %q", tc.in)
		assert.Equal(t, tc.port, c.Port, "port of %q", tc.in)
		assert.Equal(t, tc.query, c.Query, "query of %q", tc.in)
		assert.Equal(t, tc.fragment, c.Fragment, "fragment of %q", tc.in)
	}
	r, err := parser.Parse("//")
	require.NoError(t, err)
	srv, ok := r.Authority().(*ast.Server)
	require.True(t, ok, "the empty authority is a server")
	assert.Equal(t, "", srv.Text)
	assert.Nil(t, srv.Host)
	assert.Nil(t, r.Path().(*ast.NetPath).AbsPath)

	r, err = parser.Parse("")
	require.NoError(t, err)
	assert.Nil(t, r.URI)
	assert.Nil(t, r.Fragment)
}

func ptr(s string) *string { return &s }

// TestAllowQueryOnly checks Appendix C's query-only reference, which the
// default reads and Appendix A to the letter (syntax.RFC2396) does not:
// syntax.QueryOnly after syntax.RFC2396 reads it, and changes nothing else.
func TestAllowQueryOnly(t *testing.T) {
	for _, tc := range []struct {
		in              string
		query, fragment *string
	}{
		{"?y", ptr("y"), nil},
		{"?y#s", ptr("y"), ptr("s")},
		{"?", ptr(""), nil},
		{"?#", ptr(""), ptr("")},
		{"?a/b?c", ptr("a/b?c"), nil},
		{"??#", ptr("?"), ptr("")},
	} {
		r, err := parser.Parse(tc.in, syntax.RFC2396, syntax.QueryOnly)
		if !assert.NoError(t, err, tc.in) {
			continue
		}
		d, err := parser.Parse(tc.in)
		if assert.NoError(t, err, "%q by default", tc.in) {
			assert.Equal(t, r, d, "%q by default", tc.in)
		}
		rel, ok := r.URI.(*ast.RelativeURI)
		require.True(t, ok, "%q: want a *ast.RelativeURI, got %T", tc.in, r.URI)
		assert.Nil(t, rel.Path, tc.in)
		assert.Nil(t, r.Path(), tc.in)
		assert.Equal(t, "", r.PathText(), tc.in)
		assert.Nil(t, r.Authority(), tc.in)
		assert.Nil(t, r.Scheme(), tc.in)
		assert.Equal(t, tc.query, parsedComponents(r).Query, tc.in)
		assert.Equal(t, tc.fragment, parsedComponents(r).Fragment, tc.in)
		checkSpans(t, tc.in, r)
		// Appendix B splits it the same way.
		b := matchAppendixB(tc.in)
		assert.Equal(t, appendixB{Query: tc.query, Fragment: tc.fragment}, b, tc.in)
	}

	// In Appendix A to the letter, "?y" is refused, and the error says why.
	_, err := parser.Parse("?y", syntax.RFC2396)
	var pe *parser.Error
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, 0, pe.Offset)
	assert.Equal(t, '?', pe.Char)
	assert.Equal(t, syntax.RelativeURI, pe.Rule)
	assert.Contains(t, pe.Hint, "syntax.QueryOnly")
	assert.Contains(t, err.Error(), `"./?y"`)

	// The option changes nothing else, but that "?" can start the input:
	// an error at offset 0 expects it too.
	for _, s := range corpus()[:3000] {
		if strings.HasPrefix(s, "?") {
			continue
		}
		r1, err1 := parser.Parse(s, syntax.RFC2396)
		r2, err2 := parser.Parse(s, syntax.RFC2396, syntax.QueryOnly)
		var pe1, pe2 *parser.Error
		if errors.As(err1, &pe1) && errors.As(err2, &pe2) && pe1.Offset == 0 {
			assert.Contains(t, pe2.Expected, "'?'", s)
			assert.NotContains(t, pe1.Expected, "'?'", s)
			e := *pe2
			e.Expected = slices.DeleteFunc(slices.Clone(e.Expected), func(x string) bool { return x == "'?'" })
			err2 = &e
		}
		_, gerr := parser.Parse(s, syntax.RFC2396, syntax.QueryOnly, parser.Grammar())
		assert.Equal(t, err2 == nil, gerr == nil, s)
		assert.Equal(t, err1, err2, s)
		assert.Equal(t, r1, r2, s)
	}
	for s, off := range map[string]int{"?y#s#t": 4, "?a b": 2, "?%": 2, "?#a#": 3} {
		for _, opts := range [][]parser.Option{{syntax.RFC2396, syntax.QueryOnly}, nil} {
			_, err := parser.Parse(s, opts...)
			require.True(t, errors.As(err, &pe), "%q %v", s, opts)
			assert.Equal(t, off, pe.Offset, "%v", err)
		}
	}
}

func TestParseAbsolute(t *testing.T) {
	for _, s := range []string{"http://a/b/c/d;p?q", "g:h", "mailto:a@b", "file:///", "http://a", "a:?"} {
		a, err := parser.ParseAbsolute(s)
		if assert.NoError(t, err, s) {
			assert.Equal(t, s, a.String())
			assert.NotNil(t, a.Scheme)
		}
	}
	for _, tc := range []struct {
		in   string
		off  int
		char rune
		rule syntax.Rule
	}{
		{"g", 0, 'g', "absoluteURI"},
		{"/a", 0, '/', "absoluteURI"},
		{"//a/b", 0, '/', "absoluteURI"},
		{"", 0, parser.EndOfInput, "absoluteURI"},
		{"#f", 0, '#', "absoluteURI"},
		{"http://a/#f", 9, '#', "absoluteURI"},
		{"http://a/?q#", 11, '#', "absoluteURI"},
		{"mailto:a#b", 8, '#', "absoluteURI"},
		{"http://a b", 8, ' ', "authority"}, // not a URI reference at all
		{"http:", 5, parser.EndOfInput, "absoluteURI"},
	} {
		a, err := parser.ParseAbsolute(tc.in)
		assert.Nil(t, a, tc.in)
		var pe *parser.Error
		if !assert.True(t, errors.As(err, &pe), "%q: %v", tc.in, err) {
			continue
		}
		assert.Equal(t, tc.off, pe.Offset, "%v", err)
		assert.Equal(t, tc.char, pe.Char, "%v", err)
		assert.Equal(t, tc.rule, pe.Rule, "%v", err)
		assert.NotEmpty(t, pe.Hint, "%v", err)
	}
}

func TestMaxInputLength(t *testing.T) {
	valid := "/" + strings.Repeat("a", parser.MaxInputLength-1)
	require.Len(t, valid, parser.MaxInputLength)
	r, err := parser.Parse(valid)
	require.NoError(t, err)
	assert.Equal(t, len(valid), r.End())
	ok, err := parser.MatchRule("abs_path", valid)
	require.NoError(t, err)
	assert.True(t, ok)

	long := valid + "a"
	start := time.Now()
	_, err = parser.Parse(long)
	elapsed := time.Since(start)
	var pe *parser.Error
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, parser.MaxInputLength, pe.Offset)
	assert.Equal(t, 'a', pe.Char)
	assert.Equal(t, long, pe.Input)
	assert.Contains(t, pe.Hint, "1048577 bytes")
	assert.Less(t, elapsed, 200*time.Millisecond, "a too long input should be refused without being parsed")
	assert.Less(t, len(err.Error()), 400, "the message quotes only the start of the input")
	assert.Less(t, len(pe.Caret()), 200, "the caret shows only the part around the offset")

	_, err = parser.ParseAbsolute("a:" + long)
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, parser.MaxInputLength, pe.Offset)

	ok, err = parser.MatchRule("abs_path", long)
	require.NoError(t, err)
	assert.False(t, ok)
}

func TestErrorMessage(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"http://a b/", `rfc2396: parse "http://a b/": unexpected ' ' at offset 8 in authority; a space must be escaped as %20 (section 2.4.3)`},
		{"http:", `rfc2396: parse "http:": unexpected end of input at offset 5 in absoluteURI; the scheme's ":" must be followed by a path: "/..." (hier_part) or an opaque part`},
		{"a%2", `rfc2396: parse "a%2": unexpected end of input at offset 3 in escaped; "%" must be followed by two hex digits (section 2.4.1); a "%" that stands for itself is written %25`},
		{"a\x01", `rfc2396: parse "a\x01": unexpected '\x01' at offset 1 in rel_segment; control characters must be escaped, this one as %01 (section 2.4.3); iri.Repair escapes them in text that people wrote`},
		{"/\xff", `rfc2396: parse "/\xff": unexpected byte 0xff at offset 1 in abs_path; non-ASCII characters must be encoded as UTF-8 and each byte escaped as %XX (section 2.4.3); iri.Repair escapes them in text that people wrote`},
		{"http://bü/", `rfc2396: parse "http://bü/": unexpected 'ü' at offset 8 in authority; non-ASCII characters must be encoded as UTF-8 and each byte escaped as %XX (section 2.4.3); iri.Repair escapes them in a userinfo, and converts a non-ASCII host with IDNA`},
		{"a#b#c", `rfc2396: parse "a#b#c": unexpected '#' at offset 3 in fragment; a reference has one "#" (section 4.1); a "#" in a fragment must be escaped as %23`},
		{"<>", `rfc2396: parse "<>": unexpected '<' at offset 0 in rel_segment; '<' is a delimiter and must be escaped as %3C (section 2.4.3)`},
	} {
		_, err := parser.Parse(tc.in)
		require.Error(t, err, tc.in)
		assert.Equal(t, tc.want, err.Error())
	}
	_, err := parser.Parse(strings.Repeat("a", 100) + " ")
	assert.Equal(t, `rfc2396: parse "`+strings.Repeat("a", 64)+`"...: unexpected ' ' at offset 100 in rel_segment; a space must be escaped as %20 (section 2.4.3)`, err.Error())

	// iri.Repair leaves an IPv6 literal as it is, and a component alone
	// is escape.Repair's: their hints do not point to iri.Repair.
	var pe *parser.Error
	err = parser.Validate("http://[::ü]/", syntax.RFC2732)
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, syntax.IPv6Address, pe.Rule)
	assert.Equal(t, "non-ASCII characters must be encoded as UTF-8 and each byte escaped as %XX (section 2.4.3)", pe.Hint)
	err = parser.ValidateRule(syntax.Query, "a\x01")
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "control characters must be escaped, this one as %01 (section 2.4.3)", pe.Hint)
}

func TestErrorExpected(t *testing.T) {
	_, err := parser.Parse("a%2G")
	var pe *parser.Error
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, []string{"hex digit"}, pe.Expected)

	_, err = parser.Parse("http:")
	require.True(t, errors.As(err, &pe))
	assert.Contains(t, pe.Expected, "'/'")
	assert.Contains(t, pe.Expected, "letter")
	assert.Contains(t, pe.Expected, "digit")
	assert.NotContains(t, pe.Expected, "end of input")

	_, err = parser.Parse("a b")
	require.True(t, errors.As(err, &pe))
	assert.Contains(t, pe.Expected, "end of input")
	assert.Contains(t, pe.Expected, "'#'")
}

func TestCaret(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want string
	}{
		{"http://a b/", "http://a b/\n        ^"},
		{"http:", "http:\n     ^"},
		{"[::1]", "[::1]\n^"},
		{"a\x01b", "a\\x01b\n ^"},
		{"ab\x01", "ab\\x01\n  ^"},
		{"\tb", "\\x09b\n^"},
		{"h\u00e9", "h\\xc3\\xa9\n ^"},
		{"a\nb c", "a\\x0ab c\n ^"},
	} {
		_, err := parser.Parse(tc.in)
		var pe *parser.Error
		require.True(t, errors.As(err, &pe), tc.in)
		assert.Equal(t, tc.want, pe.Caret(), "Caret of %q", tc.in)
	}

	// A long input is cut to 40 bytes either side of the offset.
	in := "/" + strings.Repeat("x", 99) + " " + strings.Repeat("y", 99)
	_, err := parser.Parse(in)
	var pe *parser.Error
	require.True(t, errors.As(err, &pe))
	require.Equal(t, 100, pe.Offset)
	lines := strings.Split(pe.Caret(), "\n")
	require.Len(t, lines, 2)
	assert.Equal(t, "..."+strings.Repeat("x", 40)+" "+strings.Repeat("y", 39)+"...", lines[0])
	assert.Equal(t, strings.Repeat(" ", 43)+"^", lines[1])
}
