package parser_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// def is a defined component's text, for the tables below.
func def(s string) *string { return &s }

// split3986 are references as RFC 3986 reads them, with their components
// (nil: undefined) and the kind of their host.
var split3986 = []struct {
	in                                      string
	scheme, authority, userinfo, host, port *string
	path                                    string
	query, fragment                         *string
	kind                                    parts.HostKind
}{
	// RFC 3986 has no opaque part: "?" starts a query after any path.
	{in: "mailto:a@b?x", scheme: def("mailto"), path: "a@b", query: def("x")},
	{in: "urn:example:animal:ferret:nose", scheme: def("urn"), path: "example:animal:ferret:nose"},
	// Every authority is a server, whose host may be empty.
	{in: "file:///x", scheme: def("file"), authority: def(""), host: def(""), path: "/x", kind: parts.RegName},
	{in: "//", authority: def(""), host: def(""), kind: parts.RegName},
	{in: "foo://example.com:8042/over/there?name=ferret#nose", scheme: def("foo"), authority: def("example.com:8042"),
		host: def("example.com"), port: def("8042"), path: "/over/there", query: def("name=ferret"), fragment: def("nose"), kind: parts.RegName},
	{in: "http://u:p@[::1]:80/a?b#c", scheme: def("http"), authority: def("u:p@[::1]:80"), userinfo: def("u:p"),
		host: def("[::1]"), port: def("80"), path: "/a", query: def("b"), fragment: def("c"), kind: parts.IPv6Reference},
	{in: "http://[v7.x]/", scheme: def("http"), authority: def("[v7.x]"), host: def("[v7.x]"), path: "/", kind: parts.IPvFuture},
	{in: "http://[V1F.a:b!$]:/", scheme: def("http"), authority: def("[V1F.a:b!$]:"), host: def("[V1F.a:b!$]"), port: def(""), path: "/", kind: parts.IPvFuture},
	// First-match-wins (section 3.2.2): an IPv4address is one, else a
	// reg-name; dec-octets have no leading zero, and any number of
	// digits is a reg-name's.
	{in: "http://1.2.3.4/", scheme: def("http"), authority: def("1.2.3.4"), host: def("1.2.3.4"), path: "/", kind: parts.IPv4Address},
	{in: "http://01.2.3.4/", scheme: def("http"), authority: def("01.2.3.4"), host: def("01.2.3.4"), path: "/", kind: parts.RegName},
	{in: "http://256.1.1.1:8080", scheme: def("http"), authority: def("256.1.1.1:8080"), host: def("256.1.1.1"), port: def("8080"), kind: parts.RegName},
	{in: "http://1.2.3.4.5/", scheme: def("http"), authority: def("1.2.3.4.5"), host: def("1.2.3.4.5"), path: "/", kind: parts.RegName},
	{in: "//a_b!$&'()*+,;=%41~@c", authority: def("a_b!$&'()*+,;=%41~@c"), userinfo: def("a_b!$&'()*+,;=%41~"), host: def("c"), kind: parts.RegName},
	{in: "//@", authority: def("@"), userinfo: def(""), host: def(""), kind: parts.RegName},
	{in: "//:", authority: def(":"), host: def(""), port: def(""), kind: parts.RegName},
	// The relative reference "?y", and paths of every form.
	{in: "?y", query: def("y")},
	{in: "", path: ""},
	{in: "#f", fragment: def("f")},
	{in: "a:", scheme: def("a")},
	{in: "a:?", scheme: def("a"), query: def("")},
	{in: "a:b:c/d", scheme: def("a"), path: "b:c/d"},
	{in: "/a//b:c", path: "/a//b:c"},
	{in: "./this:that", path: "./this:that"},
	{in: "g?y/./x?#s/?", path: "g", query: def("y/./x?"), fragment: def("s/?")},
	{in: "http://a//b", scheme: def("http"), authority: def("a"), host: def("a"), path: "//b", kind: parts.RegName},
}

func TestSplit3986(t *testing.T) {
	for _, tt := range split3986 {
		for _, eng := range engines {
			c, err := parser.Split(tt.in, append([]parser.Option{syntax.RFC3986}, eng.opts...)...)
			name := eng.name + " " + tt.in
			if !assert.NoError(t, err, name) {
				continue
			}
			assert.Equal(t, tt.scheme, c.Ptr(c.Scheme), name+": scheme")
			assert.Equal(t, tt.authority, c.Ptr(c.Authority), name+": authority")
			assert.Equal(t, tt.userinfo, c.Ptr(c.Userinfo), name+": userinfo")
			assert.Equal(t, tt.host, c.Ptr(c.Host), name+": host")
			assert.Equal(t, tt.port, c.Ptr(c.Port), name+": port")
			assert.Equal(t, tt.path, c.Of(c.Path), name+": path")
			assert.Equal(t, tt.query, c.Ptr(c.Query), name+": query")
			assert.Equal(t, tt.fragment, c.Ptr(c.Fragment), name+": fragment")
			assert.Equal(t, tt.kind, c.HostKind, name+": kind")
			assert.Equal(t, tt.authority != nil, c.Server, name+": server")
			assert.False(t, c.Opaque, name+": opaque")
			assert.NoError(t, parser.Validate(tt.in, append([]parser.Option{syntax.RFC3986}, eng.opts...)...), name)
		}
	}
}

// errors3986 are inputs that are no RFC 3986 URI-reference, with where the
// error is, in which rule, what was expected there (as Expected lists it),
// and what its hint says.
var errors3986 = []struct {
	in       string
	offset   int
	rule     syntax.Rule
	expected string // "" to skip
	hint     string
}{
	{"http://a b/", 8, syntax.RFC3986Host, "", "a space must be percent-encoded as %20 (RFC 3986 section 2.1)"},
	{"a b", 1, syntax.RFC3986PathNoscheme, "", "%20"},
	{"ab c:d", 2, syntax.RFC3986Scheme, "", "%20"},
	{"1a:b", 2, syntax.RFC3986PathNoscheme, "", "path-noscheme, RFC 3986 section 4.2"},
	{" ", 0, syntax.RFC3986RelativePart, "", "%20"},
	{"a:[x]", 2, syntax.RFC3986HierPart, "", `'[' is a gen-delim that stands only around an IP literal host`},
	{"/a]", 2, syntax.RFC3986PathAbsolute, "", "%5D"},
	{"http://a/?[1]", 10, syntax.RFC3986Query, "", "%5B"},
	{"#[", 1, syntax.RFC3986Fragment, "", "%5B"},
	{"a#b#c", 3, syntax.RFC3986Fragment, "", `a reference has one "#" (RFC 3986 section 3.5)`},
	{"http://a%2/", 10, syntax.RFC3986PctEncoded, "hex digit", "pct-encoded, RFC 3986 section 2.1"},
	{"a%", 2, syntax.RFC3986PctEncoded, "hex digit", "%25"},
	{"http://[fe80::1%25eth0]/", 15, syntax.RFC3986IPv6Address, `hex digit, '.', ':', ']'`, "RFC 6874"},
	{"http://[1:x]/", 10, syntax.RFC3986IPv6Address, `hex digit, ':'`, "without leading zeros"},
	{"http://[::1.2.3.04]/", 17, syntax.RFC3986IPv6Address, `']'`, "IPv6 literal"},
	{"http://[::1/", 11, syntax.RFC3986IPv6Address, `hex digit, '.', ':', ']'`, "IPv6 literal"},
	{"http://[v7]/", 10, syntax.RFC3986IPvFuture, `hex digit, '.'`, "IPvFuture"},
	{"http://[v7.]/", 11, syntax.RFC3986IPvFuture, "", "IPvFuture"},
	{"http://[]/", 8, syntax.RFC3986IPLiteral, `hex digit, ':', 'V', 'v'`, "IP literal holds"},
	{"//[::1]x", 7, syntax.RFC3986Authority, `'#', '/', ':', '?', end of input`, `"]" may be followed only by ":" and a port`},
	{"//[::1]:8x", 9, syntax.RFC3986Port, `digit, '#', '/', '?', end of input`, "a port is decimal digits"},
	{"http://a:8x/", 11, syntax.RFC3986Authority, "", `"@" and a host must follow`},
	{"//a:8x y@h", 6, syntax.RFC3986Userinfo, "", "%20"},
	{"//a:80[", 6, syntax.RFC3986Port, "", "%5B"},
	{"//a[", 3, syntax.RFC3986Host, "", "%5B"},
	{"//a@b@c", 5, syntax.RFC3986Host, "", `a host holds no "@"`},
	{"//a@b:1x", 7, syntax.RFC3986Port, `digit, '#', '/', '?', end of input`, "a port is decimal digits"},
	{"http://a/\xc3\xa9", 9, syntax.RFC3986PathAbempty, "", "RFC 3986 section 2.5"},
	{"a\x7f", 1, syntax.RFC3986PathNoscheme, "", "%7F"},
	{"a<b>", 1, syntax.RFC3986PathNoscheme, "", "%3C (RFC 3986 sections 2.1 to 2.3)"},
}

func TestErrors3986(t *testing.T) {
	for _, tt := range errors3986 {
		for _, eng := range engines {
			name := eng.name + " " + tt.in
			err := parser.Validate(tt.in, append([]parser.Option{syntax.RFC3986}, eng.opts...)...)
			var e *parser.Error
			if !assert.ErrorAs(t, err, &e, name) {
				continue
			}
			assert.Equal(t, tt.offset, e.Offset, name)
			assert.Equal(t, tt.rule, e.Rule, name)
			if tt.expected != "" {
				assert.Equal(t, tt.expected, strings.Join(e.Expected, ", "), name)
			}
			assert.Contains(t, e.Hint, tt.hint, name)
			_, serr := parser.Split(tt.in, append([]parser.Option{syntax.RFC3986}, eng.opts...)...)
			assert.Equal(t, err, serr, name+": Split and Validate")
		}
	}
}

// TestPassword3986 checks that an RFC 3986 error hides a userinfo's
// password, as every *Error does.
func TestPassword3986(t *testing.T) {
	err := parser.Validate("http://user:secret@h x/", syntax.RFC3986)
	require.Error(t, err)
	assert.NotContains(t, err.Error(), "secret")
	assert.Contains(t, err.Error(), "user:xxxxx@h x")
	err = parser.Validate("http://user:sec ret@h/", syntax.RFC3986)
	require.Error(t, err)
	assert.NotContains(t, err.Error(), "sec ret")
	assert.Contains(t, err.Error(), "(not shown)")
}

// TestNoTree3986 checks that the functions that build RFC 2396's trees
// refuse RFC 3986 with a *syntax.OptionError that says what reads it.
func TestNoTree3986(t *testing.T) {
	var oe *syntax.OptionError
	_, err := parser.Parse("http://a/", syntax.RFC3986)
	require.ErrorAs(t, err, &oe)
	assert.Contains(t, err.Error(), "Split, SplitAbsolute, Validate")
	_, err = parser.ParseAbsolute("http://a/", syntax.RFC3986)
	assert.ErrorAs(t, err, &oe)
	_, err = parser.SplitTree(parser.MustParse("http://a/"), syntax.RFC3986)
	assert.ErrorAs(t, err, &oe)
	assert.Panics(t, func() { parser.MustParse("http://a/", syntax.RFC3986) })
	var ast *ast.URIReference
	ast, err = parser.Parse("http://a/", syntax.RFC2396, syntax.RFC3986)
	assert.Nil(t, ast)
	assert.ErrorContains(t, err, "joins with none")
	// Mixing the readings is an error in every function.
	for _, f := range []func() error{
		func() error { return parser.Validate("a", syntax.RFC3986, syntax.RFC2732) },
		func() error { _, err := parser.Split("a", syntax.QueryOnly, syntax.RFC3986); return err },
		func() error {
			_, err := parser.MatchRule(syntax.Scheme, "a", syntax.RFC3986, syntax.Default)
			return err
		},
		func() error { return parser.ValidateRule(syntax.Scheme, "a", syntax.RFC2396, syntax.RFC3986) },
	} {
		assert.ErrorAs(t, f(), &oe)
	}
	assert.Nil(t, parser.Rules(syntax.RFC3986, syntax.RFC2396))
}

// TestSplitAbsolute3986 checks RFC 3986's absolute-URI.
func TestSplitAbsolute3986(t *testing.T) {
	c, err := parser.SplitAbsolute("mailto:a@b?x", syntax.RFC3986)
	require.NoError(t, err)
	assert.Equal(t, "x", c.Of(c.Query))
	var e *parser.Error
	_, err = parser.SplitAbsolute("//a/b", syntax.RFC3986)
	require.ErrorAs(t, err, &e)
	assert.Equal(t, syntax.RFC3986AbsoluteURI, e.Rule)
	_, err = parser.SplitAbsolute("a:b#c", syntax.RFC3986)
	require.ErrorAs(t, err, &e)
	assert.Equal(t, 3, e.Offset)
	assert.Contains(t, e.Hint, "RFC 3986 section 4.3")
}

// TestJoin3986 checks that Join reads its result in RFC 3986, and names
// RFC 3986's path rules when the components do not read back.
func TestJoin3986(t *testing.T) {
	c, err := parser.Join(parts.Recomposition{Scheme: parts.Def("mailto"), Path: "a@b", Query: parts.Def("x")}, syntax.RFC3986)
	require.NoError(t, err)
	assert.Equal(t, "mailto:a@b?x", c.Text)
	assert.False(t, c.Opaque)
	_, err = parser.Join(parts.Recomposition{Path: "a:b"}, syntax.RFC3986)
	var e *parser.Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, syntax.RFC3986PathNoscheme, e.Rule)
	_, err = parser.Join(parts.Recomposition{Authority: parts.Def("h"), Path: "a"}, syntax.RFC3986)
	require.ErrorAs(t, err, &e)
	assert.Equal(t, syntax.RFC3986PathAbempty, e.Rule)
}

// validateRule3986 are ValidateRule's cases in RFC 3986.
var validateRule3986 = []struct {
	rule     syntax.Rule
	s        string
	offset   int         // on failure
	errRule  syntax.Rule // "" for a match
	expected string      // "" to skip
}{
	{rule: syntax.RFC3986Scheme, s: "svn+ssh"},
	{rule: syntax.RFC3986Scheme, s: "1a", errRule: syntax.RFC3986Scheme, expected: "letter"},
	{rule: syntax.RFC3986Authority, s: "u:p@[::1]:80"},
	{rule: syntax.RFC3986Authority, s: ""},
	{rule: syntax.RFC3986Authority, s: "a/b", offset: 1, errRule: syntax.RFC3986Host, expected: `letter, digit, '!', '$', '%', '&', '\'', '(', ')', '*', '+', ',', '-', '.', ':', ';', '=', '@', '_', '~', end of input`},
	{rule: syntax.RFC3986Authority, s: "a:x", offset: 3, errRule: syntax.RFC3986Authority, expected: `letter, digit, '!', '$', '%', '&', '\'', '(', ')', '*', '+', ',', '-', '.', ':', ';', '=', '@', '_', '~'`},
	{rule: syntax.RFC3986Userinfo, s: "u:p:q"},
	{rule: syntax.RFC3986Userinfo, s: "u@", offset: 1, errRule: syntax.RFC3986Userinfo},
	{rule: syntax.RFC3986Host, s: ""},
	{rule: syntax.RFC3986Host, s: "[v1.x]"},
	{rule: syntax.RFC3986Host, s: "[::1]:80", offset: 5, errRule: syntax.RFC3986Host, expected: "end of input"},
	{rule: syntax.RFC3986Host, s: "a:80", offset: 1, errRule: syntax.RFC3986Host},
	{rule: syntax.RFC3986Host, s: " ", offset: 0, errRule: syntax.RFC3986Host, expected: `letter, digit, '!', '$', '%', '&', '\'', '(', ')', '*', '+', ',', '-', '.', ';', '=', '[', '_', '~', end of input`},
	{rule: syntax.RFC3986Port, s: "8x", offset: 1, errRule: syntax.RFC3986Port, expected: "digit, end of input"},
	{rule: syntax.RFC3986Path, s: "a:b//c"},
	{rule: syntax.RFC3986PathAbempty, s: "//a"},
	{rule: syntax.RFC3986PathAbempty, s: "a", offset: 0, errRule: syntax.RFC3986PathAbempty, expected: `'/', end of input`},
	{rule: syntax.RFC3986PathAbsolute, s: "/a//"},
	{rule: syntax.RFC3986PathAbsolute, s: "//a", offset: 1, errRule: syntax.RFC3986PathAbsolute},
	{rule: syntax.RFC3986PathNoscheme, s: "a/b:c"},
	{rule: syntax.RFC3986PathNoscheme, s: "a:b", offset: 1, errRule: syntax.RFC3986PathNoscheme},
	{rule: syntax.RFC3986PathRootless, s: "a:b"},
	{rule: syntax.RFC3986PathRootless, s: "/a", offset: 0, errRule: syntax.RFC3986PathRootless},
	{rule: syntax.RFC3986Query, s: "a/?b"},
	{rule: syntax.RFC3986Query, s: "a#", offset: 1, errRule: syntax.RFC3986Query},
	{rule: syntax.RFC3986Fragment, s: "%4g", offset: 2, errRule: syntax.RFC3986PctEncoded, expected: "hex digit"},
}

func TestValidateRule3986(t *testing.T) {
	for _, tt := range validateRule3986 {
		name := string(tt.rule) + " " + tt.s
		err := parser.ValidateRule(tt.rule, tt.s, syntax.RFC3986)
		match, merr := parser.MatchRule(tt.rule, tt.s, syntax.RFC3986)
		require.NoError(t, merr, name)
		if tt.errRule == "" {
			assert.NoError(t, err, name)
			assert.True(t, match, name)
			continue
		}
		assert.False(t, match, name)
		var e *parser.Error
		if assert.ErrorAs(t, err, &e, name) {
			assert.Equal(t, tt.offset, e.Offset, name)
			assert.Equal(t, tt.errRule, e.Rule, name)
			assert.NotEmpty(t, e.Hint, name)
			if tt.expected != "" {
				assert.Equal(t, tt.expected, strings.Join(e.Expected, ", "), name)
			}
		}
	}
	err := parser.ValidateRule(syntax.RFC3986IPLiteral, "[::1]", syntax.RFC3986)
	var e *parser.Error
	assert.Error(t, err)
	assert.False(t, errors.As(err, &e), "an unknown rule is not a parse error")
	assert.ErrorContains(t, parser.ValidateRule(syntax.OpaquePart, "a", syntax.RFC3986), `"opaque_part"`)
	_, err = parser.MatchRule(syntax.OpaquePart, "a", syntax.RFC3986)
	assert.ErrorContains(t, err, "no rule \"opaque_part\" in RFC 3986's Appendix A")
}
