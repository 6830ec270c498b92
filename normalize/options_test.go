package normalize_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// TestSyntax checks that the syntax options of package syntax choose what
// Normalize, Equal and Reference read: IPv6 literals and "?y" by default,
// Appendix A to the letter with syntax.RFC2396.
func TestSyntax(t *testing.T) {
	strict := []normalize.Option{syntax.RFC2396}
	for _, tt := range []struct {
		in   string
		opts []normalize.Option
		want string // "" for an error
	}{
		{in: "http://[::1]/", want: "http://[::1]/"},
		{in: "http://[::1]/", opts: strict, want: ""},
		{in: "http://[::1]/", opts: []normalize.Option{syntax.RFC2732, syntax.RFC2396}, want: ""}, // in order: the last wins
		{in: "http://[::1]/", opts: []normalize.Option{syntax.RFC2396, syntax.RFC2732}, want: "http://[::1]/"},
		{in: "http://[::1]/", opts: []normalize.Option{syntax.RFC2732}, want: "http://[::1]/"},
		{in: "HTTP://[FE80::AB:CD]:80/%7e", want: "http://[fe80::ab:cd]/~"},
		{in: "http://U:P@[::FFFF:1.2.3.4]:8080/", opts: []normalize.Option{syntax.RFC2732}, want: "http://U:P@[::ffff:1.2.3.4]:8080/"},
		{in: "HTTP://[FE80::AB]/", opts: []normalize.Option{normalize.With(normalize.LowerScheme)}, want: "http://[FE80::AB]/"},
		{in: "http://[::1]:80", want: "http://[::1]"},
		// "?y" is not a reference of Appendix A; the default and
		// QueryOnly read it.
		{in: "?%7e", want: "?~"},
		{in: "?%7e", opts: strict, want: ""},
		{in: "?%7e", opts: []normalize.Option{syntax.RFC2396, syntax.QueryOnly}, want: "?~"},
		// With RFC 2732 an IPv4address has numbers of one to three
		// digits: "1234.1.1.1:80" is a reg_name, whose port is not
		// dropped. Appendix A's IPv4address has numbers of any length.
		{in: "http://1234.1.1.1:80/", want: "http://1234.1.1.1:80/"},
		{in: "http://1234.1.1.1:80/", opts: strict, want: "http://1234.1.1.1/"},
		{in: "http://1234.1.1.1:80/", opts: []normalize.Option{syntax.RFC2396, syntax.RFC2732}, want: "http://1234.1.1.1:80/"},
	} {
		got, err := normalize.Normalize(tt.in, tt.opts...)
		if tt.want == "" {
			var pe *parser.Error
			assert.True(t, errors.As(err, &pe), "Normalize(%q, %v) = %q, %v: want a *parser.Error", tt.in, tt.opts, got, err)
			continue
		}
		require.NoError(t, err, "Normalize(%q, %v)", tt.in, tt.opts)
		assert.Equal(t, tt.want, got, "Normalize(%q, %v)", tt.in, tt.opts)
		// Reference gives the same for the tree the parser builds in that
		// syntax, with the syntax option, and with another syntax that
		// reads the tree so: the default for a tree it builds too, and
		// syntax.RFC2396 for one Appendix A builds or one with an IPv6
		// literal or of a query-only reference, read as one.
		var syn []parser.Option
		for _, o := range tt.opts {
			if s, ok := o.(syntax.Syntax); ok {
				syn = append(syn, s)
			}
		}
		ref, err := parser.Parse(tt.in, syn...)
		require.NoError(t, err)
		optss := [][]normalize.Option{tt.opts}
		if def, err := parser.Parse(tt.in); err == nil && ast.Equal(def, ref) {
			optss = append(optss, withoutSyntax(tt.opts))
		}
		if st, err := parser.Parse(tt.in, syntax.RFC2396); err == nil && ast.Equal(st, ref) || strings.ContainsAny(tt.in, "[?") {
			optss = append(optss, append(withoutSyntax(tt.opts), syntax.RFC2396))
		}
		for _, opts := range optss {
			got, err = normalize.Reference(ref, opts...)
			require.NoError(t, err, "Reference(%q, %v)", tt.in, opts)
			assert.Equal(t, tt.want, got, "Reference(%q, %v)", tt.in, opts)
		}
	}
}

func withoutSyntax(opts []normalize.Option) []normalize.Option {
	var out []normalize.Option
	for _, o := range opts {
		if _, ok := o.(syntax.Syntax); !ok {
			out = append(out, o)
		}
	}
	return out
}

// TestInvalidOption checks that every function refuses an option it
// cannot take with a *syntax.OptionError, rather than a silent default.
func TestInvalidOption(t *testing.T) {
	for _, tt := range []struct {
		opt  normalize.Option
		text string // in the message
	}{
		{normalize.With(1 << 9), "normalize.With(Rules(0x200)): the rules have bits that no constant of normalize.Rules has"},
		{normalize.With(normalize.DropFragment << 1), "normalize.With(Rules(0x200))"},
		{normalize.With(normalize.Default | 1<<10), "Rules(0x41f)"},
		{normalize.Ports(map[string]int{"http": -1}), `the port -1 of "http" is not a number from 0 to 65535`},
		{normalize.Ports(map[string]int{"http": 65536}), `the port 65536 of "http" is not a number from 0 to 65535`},
		{normalize.Ports(map[string]int{"": 1}), `"" is not a scheme (section 3.1)`},
		{normalize.Ports(map[string]int{"1http": 1}), `"1http" is not a scheme`},
		{normalize.Ports(map[string]int{"http:": 1}), `"http:" is not a scheme`},
		{syntax.Syntax(0xff), "invalid option Syntax(0xff)"},
		{syntax.RFC2732 | syntax.RFC2396, "invalid option"},
		{nil, "it is nil"},
	} {
		_, err := normalize.Normalize("http://a/", tt.opt)
		checkOptionError(t, err, tt.text)
		_, err = normalize.Equal("http://a/", "http://a/", normalize.With(normalize.Default), tt.opt)
		checkOptionError(t, err, tt.text)
		_, err = normalize.Reference(parser.MustParse("http://a/"), tt.opt)
		checkOptionError(t, err, tt.text)
	}
	// Valid edges of the table.
	for _, m := range []map[string]int{{"x": 0}, {"x": 65535}, {"A+b-c.d": 1}, {}, nil} {
		_, err := normalize.Normalize("http://a/", normalize.Ports(m))
		assert.NoError(t, err, "%v", m)
	}
}

func checkOptionError(t *testing.T, err error, text string) {
	t.Helper()
	var oe *syntax.OptionError
	if assert.True(t, errors.As(err, &oe), "%v: want a *syntax.OptionError", err) {
		assert.Contains(t, err.Error(), text)
	}
}

// TestOptionStrings checks that the options say what they are, as the
// messages of *syntax.OptionError show them.
func TestOptionStrings(t *testing.T) {
	for _, tt := range []struct {
		v    any
		want string
	}{
		{normalize.With(normalize.Default), "normalize.With(LowerScheme|LowerHost|DropPort|DecodeUnreserved|UpperHex)"},
		{normalize.With(normalize.RemoveDotSegments), "normalize.With(RemoveDotSegments)"},
		{normalize.With(0), "normalize.With(0)"},
		{normalize.Ports(map[string]int{"ldap": 389}), "normalize.Ports(map[ldap:389])"},
		{normalize.Default | normalize.RemoveDotSegments, "LowerScheme|LowerHost|DropPort|DecodeUnreserved|UpperHex|RemoveDotSegments"},
		{normalize.Default | normalize.EmptyPathSlash | normalize.SortQuery | normalize.DropFragment, "LowerScheme|LowerHost|DropPort|DecodeUnreserved|UpperHex|EmptyPathSlash|SortQuery|DropFragment"},
		{normalize.With(normalize.SortQuery), "normalize.With(SortQuery)"},
		{normalize.Rules(1 << 9), "Rules(0x200)"},
		{normalize.SortQuery | 1<<12, "Rules(0x1080)"},
		{syntax.RFC2732, "RFC2732"},
	} {
		s, ok := tt.v.(interface{ String() string })
		require.True(t, ok, "%T has no String method", tt.v)
		assert.Equal(t, tt.want, s.String())
	}
}

// TestPortsCopied checks that Ports takes a copy of its map, so that a
// caller that changes it later changes nothing, and that a later Ports
// option overrides an earlier one, in order.
func TestPortsCopied(t *testing.T) {
	m := map[string]int{"foo": 8000}
	opt := normalize.Ports(m)
	m["foo"] = 1
	got, err := normalize.Normalize("foo://a:8000/", opt)
	require.NoError(t, err)
	assert.Equal(t, "foo://a/", got)
	got, err = normalize.Normalize("foo://a:8000/", opt, normalize.Ports(map[string]int{"FOO": 9}))
	require.NoError(t, err)
	assert.Equal(t, "foo://a:8000/", got)
}

// TestRegNameToServer checks the one place where the writer reads its own
// output again: a reg_name that decoding makes a server is normalized as
// one (its hostname lowered, its default port dropped), for strings and
// for trees alike.
func TestRegNameToServer(t *testing.T) {
	for _, tt := range []struct {
		in, want string
		opts     []normalize.Option
	}{
		{in: "x://%41%42", want: "x://ab"},
		{in: "http://%41%42:80/", want: "http://ab/"},
		{in: "http://%75%3A%70@%41:80/", want: "http://u%3Ap@a/"}, // a reg_name ("%41" is no host) that decodes to a server
		{in: "http://%75@%41:80/", want: "http://u@a/"},
		{in: "http://%41%42:80/", want: "http://AB:80/", opts: []normalize.Option{normalize.With(normalize.DecodeUnreserved)}},
		{in: "http://%41%42:80/", want: "http://AB/", opts: []normalize.Option{normalize.With(normalize.DecodeUnreserved | normalize.DropPort)}},
		{in: "http://%5B::1%5D/", want: "http://%5B::1%5D/", opts: []normalize.Option{syntax.RFC2732}}, // "[" is not unreserved
		{in: "http://a_%41/", want: "http://a_A/"}, // still a reg_name
	} {
		got, err := normalize.Normalize(tt.in, tt.opts...)
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, got, "Normalize(%q)", tt.in)
		ref, err := parser.Parse(tt.in, syntax.RFC2732)
		require.NoError(t, err)
		got, err = normalize.Reference(ref, tt.opts...)
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, got, "Reference(%q)", tt.in)
	}
}

// TestReferenceMatchesNormalize checks that normalizing a parsed tree
// gives what normalizing its text gives, for the seeds and the table of
// TestNormalize's kind of input, in both syntaxes, under the rule sets of
// TestProperties.
func TestReferenceMatchesNormalize(t *testing.T) {
	inputs := append([]string{"http://[::1]:80/%7e", "?y", "//%41:80", "x:/a/./b/../c"}, seeds...)
	for _, s := range inputs {
		for _, syn := range []syntax.Syntax{syntax.RFC2396, syntax.RFC2732, syntax.RFC2732 | syntax.QueryOnly} {
			ref, err := parser.Parse(s, syn)
			if err != nil {
				continue
			}
			for _, r := range propertyRules {
				want, err := normalize.Normalize(s, syn, normalize.With(r))
				require.NoError(t, err)
				got, err := normalize.Reference(ref, syn, normalize.With(r))
				require.NoError(t, err)
				assert.Equal(t, want, got, "%q %v %v", s, syn, r)
			}
		}
	}
}

// TestDotSegmentGuard checks that removing dot segments never makes a
// path that would read as an authority, with or without a scheme, and
// that a path keeps them when it would.
func TestDotSegmentGuard(t *testing.T) {
	dots := normalize.With(normalize.Default | normalize.RemoveDotSegments)
	for _, tt := range []struct{ in, want string }{
		{"foo:/a/..//b", "foo:/a/..//b"},
		{"/./x/..//b", "/./x/..//b"},
		{"/.//b", "/.//b"},
		{"//h/.//b", "//h//b"}, // an authority: "//b" is a path
		{"foo://h/a/..//b", "foo://h//b"},
		{"/%2E/%2E%2E/x", "/../x"},
	} {
		got, err := normalize.Normalize(tt.in, dots)
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, got, "Normalize(%q)", tt.in)
		_, err = parser.Parse(got)
		assert.NoError(t, err, "the normal form %q of %q", got, tt.in)
		assert.False(t, strings.HasPrefix(got, "//") && !strings.HasPrefix(tt.in, "//"), tt.in)
	}
}
