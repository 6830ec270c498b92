package conformance_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/conformance"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// An oracle of RFC 3986 written for the tests, apart from the grammar
// the generator took the answers from: Appendix A transcribed by hand into
// one regular expression (the language is regular), and Appendix B's
// regular expression, read from the RFC's text, for the components.
var (
	pct3986     = `%[0-9A-Fa-f]{2}`
	pchar3986   = `(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|` + pct3986 + `)`
	segment3986 = pchar3986 + `*`
	segNZ3986   = pchar3986 + `+`
	segNZNC3986 = `(?:[A-Za-z0-9\-._~!$&'()*+,;=@]|` + pct3986 + `)+`
	query3986   = `(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|` + pct3986 + `)*`
	decOctet    = `(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])`
	ipv4        = decOctet + `\.` + decOctet + `\.` + decOctet + `\.` + decOctet
	h16         = `[0-9A-Fa-f]{1,4}`
	ls32        = `(?:` + h16 + `:` + h16 + `|` + ipv4 + `)`
	// before returns [ *n( h16 ":" ) h16 ], the pieces before "::".
	before = func(n int) string { return `(?:(?:` + h16 + `:){0,` + string(rune('0'+n)) + `}` + h16 + `)?` }
	ipv6   = `(?:` + strings.Join([]string{
		`(?:` + h16 + `:){6}` + ls32,
		`::(?:` + h16 + `:){5}` + ls32,
		`(?:` + h16 + `)?::(?:` + h16 + `:){4}` + ls32,
		before(1) + `::(?:` + h16 + `:){3}` + ls32,
		before(2) + `::(?:` + h16 + `:){2}` + ls32,
		before(3) + `::` + h16 + `:` + ls32,
		before(4) + `::` + ls32,
		before(5) + `::` + h16,
		before(6) + `::`,
	}, "|") + `)`
	ipvFuture     = `[vV][0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+`
	regName       = `(?:[A-Za-z0-9\-._~!$&'()*+,;=]|` + pct3986 + `)*`
	host3986      = `(?:\[(?:` + ipv6 + `|` + ipvFuture + `)\]|` + ipv4 + `|` + regName + `)`
	authority3986 = `(?:(?:[A-Za-z0-9\-._~!$&'()*+,;=:]|` + pct3986 + `)*@)?` + host3986 + `(?::[0-9]*)?`
	abempty       = `(?:/` + segment3986 + `)*`
	absolute      = `/(?:` + segNZ3986 + `(?:/` + segment3986 + `)*)?`
	tail          = `(?:\?` + query3986 + `)?(?:#` + query3986 + `)?`
	uri3986       = `[A-Za-z][A-Za-z0-9+\-.]*:(?://` + authority3986 + abempty + `|` + absolute + `|` + segNZ3986 + `(?:/` + segment3986 + `)*|)` + tail
	relative3986  = `(?://` + authority3986 + abempty + `|` + absolute + `|` + segNZNC3986 + `(?:/` + segment3986 + `)*|)` + tail

	uriReference3986 = regexp.MustCompile(`^(?:` + uri3986 + `|` + relative3986 + `)$`)
	ipv4Only         = regexp.MustCompile(`^` + ipv4 + `$`)
)

// appendixB returns Appendix B's regular expression, as the RFC's text
// gives it.
func appendixB(t *testing.T) *regexp.Regexp {
	t.Helper()
	text, err := os.ReadFile("../testdata/spec/rfc3986.txt")
	require.NoError(t, err)
	m := regexp.MustCompile(`(?m)^ +(\^\(\(\[\^:/\?#\]\+\):\)\?\S+)$`).FindSubmatch(text)
	require.NotNil(t, m, "Appendix B's regular expression in rfc3986.txt")
	return regexp.MustCompile(string(m[1]))
}

// oracleComponents splits a valid reference as Appendix B does, and its
// authority at its delimiters: the userinfo before the first "@", an
// IP-literal up to its "]", else the host up to the first ":" (section
// 3.2); the host's kind by section 3.2.2 (first-match-wins: an
// IPv4address is no reg-name).
func oracleComponents(re *regexp.Regexp, s string) map[string]*string {
	m := re.FindStringSubmatchIndex(s)
	group := func(i int) *string {
		if m[2*i] < 0 {
			return nil
		}
		v := s[m[2*i]:m[2*i+1]]
		return &v
	}
	text := func(v string) *string { return &v }
	c := map[string]*string{"scheme": group(2), "authority": group(4), "path": group(5), "opaque": nil,
		"query": group(7), "fragment": group(9), "userinfo": nil, "host": nil, "port": nil, conformance.KeyHostKind: nil}
	if c["authority"] == nil {
		return c
	}
	rest := *c["authority"]
	if user, after, ok := strings.Cut(rest, "@"); ok {
		c["userinfo"], rest = text(user), after
	}
	host := rest
	if strings.HasPrefix(rest, "[") {
		host = rest[:strings.IndexByte(rest, ']')+1]
	} else if i := strings.IndexByte(rest, ':'); i >= 0 {
		host = rest[:i]
	}
	if len(rest) > len(host) {
		c["port"] = text(rest[len(host)+1:])
	}
	c["host"] = text(host)
	switch {
	case strings.HasPrefix(host, "[v"), strings.HasPrefix(host, "[V"):
		c[conformance.KeyHostKind] = text("ipvfuture")
	case strings.HasPrefix(host, "["):
		c[conformance.KeyHostKind] = text("ipv6")
	case ipv4Only.MatchString(host):
		c[conformance.KeyHostKind] = text("ipv4")
	default:
		c[conformance.KeyHostKind] = text("reg-name")
	}
	return c
}

// TestRFC3986Oracle holds every case of parse-rfc3986.json to the
// oracle: its validity to Appendix A by hand, its components to Appendix
// B's split.
func TestRFC3986Oracle(t *testing.T) {
	re := appendixB(t)
	cases := load(t, conformance.FileParseRFC3986).Parse
	require.NotEmpty(t, cases)
	for _, c := range cases {
		if !assert.Equal(t, c.Valid, uriReference3986.MatchString(c.Input), "%s %q", c.ID, c.Input) || !c.Valid {
			continue
		}
		got := c.Components.Map()
		got[conformance.KeyHostKind] = c.Components.HostKind // left out of the file when nil
		assert.Equal(t, oracleComponents(re, c.Input), got, "%s %q", c.ID, c.Input)
		// Section 3.2.2's first-match-wins, and its IP-literals, seen
		// from the other side: a host of kind reg-name is no IPv4address.
		if k := c.Components.HostKind; k != nil && *k == "reg-name" {
			assert.False(t, ipv4Only.MatchString(*c.Components.Host), "%s %q", c.ID, c.Input)
		}
	}
}

// TestRFC3986OracleExamples checks the oracle itself on references written by
// hand, the examples of sections 1.1.2 and 3.2.2 among them.
func TestRFC3986OracleExamples(t *testing.T) {
	for _, tc := range []struct {
		in    string
		valid bool
	}{
		{"ftp://ftp.is.co.za/rfc/rfc1808.txt", true},
		{"http://[2001:db8::7]/c=GB?objectClass?one", true},
		{"ldap://[2001:db8::7]/c=GB?objectClass?one", true},
		{"mailto:John.Doe@example.com", true},
		{"tel:+1-816-555-1212", true},
		{"urn:oasis:names:specification:docbook:dtd:xml:4.1.2", true},
		{"//[v7.:]/", true},
		{"//[::ffff:1.2.3.4]", true},
		{"//[1:2:3:4:5:6:7::]", true},
		{"//[1:2:3:4:5:6:7:8:9]", false},
		{"//[1::2::3]", false},
		{"//[::1%25eth0]", false},
		{"a:b:c", true},
		{"a:b/c:d", true},
		{"1a:b", false},
		{"./a:b", true},
		{"?y", true},
		{"", true},
		{"%zz", false},
		{"//a:b@c:80", true},
		{"//a@b@c/", false},
		{"//a:b:c/", false},
		{"//u:p@h:80/", true},
		{"http://a b", false},
	} {
		assert.Equal(t, tc.valid, uriReference3986.MatchString(tc.in), "%q", tc.in)
		assert.Equal(t, tc.valid, parser.Validate(tc.in, syntax.RFC3986) == nil, "%q", tc.in)
	}
}

// TestEquivalenceRFC3986 holds every case of equivalence-rfc3986.json,
// whose answers the generator's own reading of sections 6.2.2 and 6.2.3
// gives, to package normalize in RFC 3986 mode, an implementation written
// apart from it; and checks that the file holds the pairs that tell RFC
// 3986 from RFC 2396.
func TestEquivalenceRFC3986(t *testing.T) {
	cases := load(t, conformance.FileEquivalenceRFC3986).Equivalence
	require.NotEmpty(t, cases)
	answer := map[[2]string]bool{}
	for _, c := range cases {
		got, err := normalize.Equal(c.A, c.B, syntax.RFC3986)
		require.NoError(t, err, c.ID)
		assert.Equal(t, c.Equivalent, got, "%s: %q and %q", c.ID, c.A, c.B)
		answer[[2]string{c.A, c.B}] = c.Equivalent
	}
	for _, tc := range []struct {
		a, b string
		eq   bool
	}{
		{"http://a.example/%7Esmith/", "http://a.example/~smith/", true}, // "~" is unreserved in both RFCs
		{"http://a.example/%21", "http://a.example/!", false},            // "!" is a sub-delim in RFC 3986
		{"foo://Reg_Name/", "foo://reg_name/", true},                     // every host is case-insensitive
		{"http://a.example/b/../c", "http://a.example/c", true},          // 6.2.2.3
		{"http://a.example", "http://a.example/", true},                  // 6.2.3
		{"http://a.example:/", "http://a.example/", true},
	} {
		eq, ok := answer[[2]string{tc.a, tc.b}]
		if assert.True(t, ok, "%q and %q are a case", tc.a, tc.b) {
			assert.Equal(t, tc.eq, eq, "%q and %q", tc.a, tc.b)
		}
	}
}
