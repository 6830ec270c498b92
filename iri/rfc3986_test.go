package iri

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// TestRepairRFC3986 checks repairs in RFC 3986 against the default's: the
// components are RFC 3986's, and what Repair returns parses in RFC 3986.
func TestRepairRFC3986(t *testing.T) {
	for _, tt := range []struct {
		in, rfc3986, def string // def: "" where the default refuses in
	}{
		{"http://bücher.example/a b?q=ü#f", "http://xn--bcher-kva.example/a%20b?q=%C3%BC#f", "http://xn--bcher-kva.example/a%20b?q=%C3%BC#f"},
		// "[" and "]" are gen-delims, only around an IP literal.
		{"http://a/p?q=[x]#[y]", "http://a/p?q=%5Bx%5D#%5By%5D", "http://a/p?q=[x]#[y]"},
		// No opaque part: a path and a query.
		{"mailto:a b@c?subject=hi there", "mailto:a%20b@c?subject=hi%20there", "mailto:a%20b@c?subject=hi%20there"},
		{"foo:[x]/y z", "foo:%5Bx%5D/y%20z", "foo:%5Bx]/y%20z"},
		// A reg-name is a host: a valid reference comes back unchanged.
		{"http://a_b/ü", "http://a_b/%C3%BC", "http://a_b/%C3%BC"},
		{"http://[v1.x]/a;b=c", "http://[v1.x]/a;b=c", ""},
		{"  http://a/{x}  ", "http://a/%7Bx%7D", "http://a/%7Bx%7D"},
		{"http://u ser:pw@a/", "http://u%20ser:pw@a/", "http://u%20ser:pw@a/"},
	} {
		got, err := Repair(tt.in, syntax.RFC3986)
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.rfc3986, got, "Repair(%q, RFC3986)", tt.in)
		assert.NoError(t, parser.Validate(got, syntax.RFC3986), got)
		again, err := Repair(got, syntax.RFC3986)
		assert.NoError(t, err)
		assert.Equal(t, got, again, "Repair(Repair(%q))", tt.in)
		checkRepaired(t, tt.in, got, syntax.RFC3986)
		def, err := Repair(tt.in)
		if tt.def == "" {
			assert.Error(t, err, "Repair(%q)", tt.in)
			continue
		}
		assert.NoError(t, err, tt.in)
		assert.Equal(t, tt.def, def, "Repair(%q)", tt.in)
	}
	// A port that is no number is refused as in RFC 2396; an IPv6 zone
	// identifier (RFC 6874) is no RFC 3986.
	_, err := Repair("http://h:8o8o/", syntax.RFC3986)
	var pe *PortError
	assert.True(t, errors.As(err, &pe), "%v", err)
	_, err = Repair("http://[fe80::1%25eth0]/", syntax.RFC3986)
	assert.ErrorContains(t, err, "RFC 6874")
	var oe *syntax.OptionError
	_, err = Repair("a", syntax.RFC3986, syntax.RFC2396)
	assert.True(t, errors.As(err, &oe), "%v", err)
	_, err = Display("a", syntax.RFC2732, syntax.RFC3986)
	assert.True(t, errors.As(err, &oe), "%v", err)
}

// TestRepairRFC3986Table repairs every input of the package's table in
// RFC 3986: what comes back parses in RFC 3986, holds what the input
// held (checkRepaired), and is its own repair; an error is one that
// Repair documents.
func TestRepairRFC3986Table(t *testing.T) {
	for _, tt := range repairTests {
		r, err := Repair(tt.in, syntax.RFC3986)
		if err != nil {
			checkError(t, tt.in, err)
			continue
		}
		checkRepaired(t, tt.in, r, syntax.RFC3986)
		again, err := Repair(r, syntax.RFC3986)
		require.NoError(t, err, r)
		assert.Equal(t, r, again, tt.in)
	}
}

// TestDisplayRFC3986 checks that Display decodes RFC 3986's unreserved
// characters only: its sub-delims are reserved, and stay escaped.
func TestDisplayRFC3986(t *testing.T) {
	for _, tt := range []struct {
		in, rfc3986, def string
	}{
		{"http://xn--bcher-kva.example/%7E%21%27%28%29%2A%C3%BC", "http://bücher.example/~%21%27%28%29%2Aü", "http://bücher.example/~!'()*ü"},
		{"mailto:%C3%BC@x?subject=%E2%82%AC", "mailto:ü@x?subject=€", "mailto:ü@x?subject=€"},
		// Every DNS name is a reg-name in RFC 3986 (the first case); one
		// that IDNA refuses ("_" is no STD3 character) stays as written.
		{"http://xn--bcher-kva.example_x/", "http://xn--bcher-kva.example_x/", "http://xn--bcher-kva.example_x/"},
		{"http://[v1.x]/%41", "http://[v1.x]/A", ""},
	} {
		got, err := Display(tt.in, syntax.RFC3986)
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.rfc3986, got, "Display(%q, RFC3986)", tt.in)
		back, err := Repair(got, syntax.RFC3986)
		require.NoError(t, err, got)
		sameDecoded(t, tt.in, back)
		def, err := Display(tt.in)
		if tt.def == "" {
			assert.Error(t, err, tt.in)
			continue
		}
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.def, def, "Display(%q)", tt.in)
	}
	// Every valid reference of the display table, read in RFC 3986, comes
	// back from Repair with the same components, decoded.
	for _, tt := range displayTests {
		if parser.Validate(tt.in, syntax.RFC3986) != nil {
			continue
		}
		d, err := Display(tt.in, syntax.RFC3986)
		require.NoError(t, err, tt.in)
		r, err := Repair(d, syntax.RFC3986)
		if err != nil {
			checkError(t, d, err)
			continue
		}
		sameDecoded(t, tt.in, r)
	}
}

// sameDecoded checks that the references s and r, read in RFC 3986, have
// components that decode alike, hosts compared without regard to case:
// an oracle of Display's round trip that does not normalize.
func sameDecoded(t *testing.T, s, r string) {
	t.Helper()
	a, err := parser.Split(s, syntax.RFC3986)
	require.NoError(t, err, s)
	b, err := parser.Split(r, syntax.RFC3986)
	require.NoError(t, err, r)
	dec := func(x string) string { d, _ := escape.Unescape(x); return d }
	assert.Equal(t, a.Of(a.Scheme), b.Of(b.Scheme), "%q, %q: scheme", s, r)
	assert.Equal(t, strings.ToLower(a.Of(a.Host)), strings.ToLower(b.Of(b.Host)), "%q, %q: host", s, r)
	for _, pair := range [][2]string{
		{a.Of(a.Userinfo), b.Of(b.Userinfo)},
		{a.Of(a.Path), b.Of(b.Path)},
		{a.Of(a.Query), b.Of(b.Query)},
		{a.Of(a.Fragment), b.Of(b.Fragment)},
	} {
		assert.Equal(t, dec(pair[0]), dec(pair[1]), "%q, %q", s, r)
	}
}
