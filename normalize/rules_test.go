package normalize_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// ruleCase is a reference and its normal form under the rules of a table
// (with a syntax when opts has one).
type ruleCase struct {
	in, want string
	opts     []normalize.Option
}

// checkRuleCases checks each case under the rules r, and that Reference
// gives for the parsed tree what Normalize gives for the text.
func checkRuleCases(t *testing.T, r normalize.Rules, cases []ruleCase) {
	t.Helper()
	for _, tt := range cases {
		opts := append([]normalize.Option{normalize.With(r)}, tt.opts...)
		got, err := normalize.Normalize(tt.in, opts...)
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, got, "Normalize(%q, %v)", tt.in, r)
		ref, err := parser.Parse(tt.in, syntax.RFC2732|syntax.QueryOnly)
		require.NoError(t, err, tt.in)
		got, err = normalize.Reference(ref, opts...)
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, got, "Reference(%q, %v)", tt.in, r)
	}
}

var ipv6 = []normalize.Option{syntax.RFC2732}

// TestEmptyPathSlash checks that the rule writes an empty path as "/" in
// http and https references with an authority, and nowhere else.
func TestEmptyPathSlash(t *testing.T) {
	alone := []ruleCase{
		{in: "http://a", want: "http://a/"},
		{in: "https://a", want: "https://a/"},
		{in: "HTTP://A", want: "HTTP://A/"}, // the scheme is matched without regard to case (3.1)
		{in: "hTtPs://A:80", want: "hTtPs://A:80/"},
		{in: "http://a?q", want: "http://a/?q"},
		{in: "http://a#f", want: "http://a/#f"},
		{in: "http://a?", want: "http://a/?"},
		{in: "http://u:p@a:8080", want: "http://u:p@a:8080/"},
		{in: "http://a_b", want: "http://a_b/"}, // a reg_name is an authority too
		{in: "http://", want: "http:///"},       // so is the empty one
		{in: "http://[::1]", want: "http://[::1]/", opts: ipv6},
		// A path that is there is kept.
		{in: "http://a/", want: "http://a/"},
		{in: "http://a/b", want: "http://a/b"},
		{in: "http://a//", want: "http://a//"},
		// Other schemes, and references without a scheme, are not touched.
		{in: "ftp://a", want: "ftp://a"},
		{in: "ws://a", want: "ws://a"},
		{in: "httpx://a", want: "httpx://a"},
		{in: "shttp://a", want: "shttp://a"},
		{in: "//a", want: "//a"},
		{in: "//a?q", want: "//a?q"},
		// Without an authority there is nothing to add a "/" to.
		{in: "http:/", want: "http:/"},
		{in: "http:/a", want: "http:/a"},
		{in: "http:x", want: "http:x"}, // opaque
		{in: "", want: ""},
		{in: "?q", want: "?q", opts: []normalize.Option{syntax.QueryOnly}},
	}
	checkRuleCases(t, normalize.EmptyPathSlash, alone)
	checkRuleCases(t, normalize.Default|normalize.EmptyPathSlash, []ruleCase{
		{in: "HTTP://A:80", want: "http://a/"},
		{in: "https://a:443?q", want: "https://a/?q"},
		{in: "http://%41%42:80", want: "http://ab/"}, // a reg_name that decodes to a server
		{in: "x://a", want: "x://a"},
	})
	checkRuleCases(t, normalize.Default|normalize.EmptyPathSlash|normalize.RemoveDotSegments, []ruleCase{
		{in: "http://a", want: "http://a/"},
		{in: "http://a/.", want: "http://a/"},
	})
	// Section 6 keeps "http://a" and "http://a/" apart; the rule makes
	// them equivalent.
	eq, err := normalize.Equal("http://a", "http://a/")
	require.NoError(t, err)
	assert.False(t, eq)
	eq, err = normalize.Equal("HTTP://a:80", "http://A/", normalize.With(normalize.Default|normalize.EmptyPathSlash))
	require.NoError(t, err)
	assert.True(t, eq)
}

// TestSortQuery checks that the rule sorts a query's pairs, split at "&",
// by key (the text before the first "="), keeping the order of equal
// keys, and that it leaves alone what has no pairs to sort.
func TestSortQuery(t *testing.T) {
	checkRuleCases(t, normalize.SortQuery, []ruleCase{
		{in: "http://a/?b=2&a=1", want: "http://a/?a=1&b=2"},
		{in: "http://a/?c&b&a", want: "http://a/?a&b&c"},
		{in: "p?b&a", want: "p?a&b"},
		{in: "?b&a", want: "?a&b", opts: []normalize.Option{syntax.QueryOnly}},
		// Nothing to sort: no query, an empty query, one pair.
		{in: "http://a/", want: "http://a/"},
		{in: "http://a/?", want: "http://a/?"},
		{in: "http://a/?b=2", want: "http://a/?b=2"},
		{in: "http://a/?a=1&b=2", want: "http://a/?a=1&b=2"},
		// Only "&" separates pairs: ";" is a character of a pair.
		{in: "http://a/?b=1;a=2", want: "http://a/?b=1;a=2"},
		{in: "http://a/?b=1;x&a=2", want: "http://a/?a=2&b=1;x"},
		// Equal keys keep their order; values are not compared.
		{in: "http://a/?a=2&a=1", want: "http://a/?a=2&a=1"},
		{in: "http://a/?b=2&a=3&b=1&a=1", want: "http://a/?a=3&a=1&b=2&b=1"},
		{in: "http://a/?b&a=1&a", want: "http://a/?a=1&a&b"},
		{in: "http://a/?a=2&a", want: "http://a/?a=2&a"},
		{in: "http://a/?a&a=", want: "http://a/?a&a="},
		// The key ends at the first "=": "a" sorts before "a-", though
		// the pair "a-=1" sorts before "a=2" as a whole.
		{in: "http://a/?a-=1&a=2", want: "http://a/?a=2&a-=1"},
		{in: "http://a/?ab=1&a=2", want: "http://a/?a=2&ab=1"},
		{in: "http://a/?a=b=c&a==", want: "http://a/?a=b=c&a=="},
		{in: "http://a/?b=1&=2", want: "http://a/?=2&b=1"},
		// Empty pairs are kept; their key is empty, so they come first.
		{in: "http://a/?b&&a", want: "http://a/?&a&b"},
		{in: "http://a/?a=1&", want: "http://a/?&a=1"},
		{in: "http://a/?&", want: "http://a/?&"},
		// Keys are compared byte by byte as escaped text.
		{in: "http://a/?b&B&_&~&0&-&.", want: "http://a/?-&.&0&B&_&b&~"},
		{in: "http://a/?b=1&a%20b=2", want: "http://a/?a%20b=2&b=1"},
		// An escaped "&" or "=" is not a separator.
		{in: "http://a/?b=%26&a=1", want: "http://a/?a=1&b=%26"},
		{in: "http://a/?b%26a=1&a=2", want: "http://a/?a=2&b%26a=1"},
		{in: "http://a/?b%3Da=1&b=2", want: "http://a/?b=2&b%3Da=1"}, // the key "b" < "b%3Da"
		// Keys are compared as Default writes their escapes, and the
		// escapes themselves are left as the other rules write them:
		// "%61" is "a", "%7e" and "%7E" are "~", "%2f" is "%2F".
		{in: "http://a/?b=1&%61=2", want: "http://a/?%61=2&b=1"},
		{in: "http://a/?b=1&%7e=2&%7E=3&%41=4", want: "http://a/?%41=4&b=1&%7e=2&%7E=3"},
		{in: "http://a/?%2fb=1&%2F=2", want: "http://a/?%2F=2&%2fb=1"},
		// The fragment is not a query.
		{in: "http://a/?b&a#d&c", want: "http://a/?a&b#d&c"},
		{in: "http://a/#b&a", want: "http://a/#b&a"},
		// An opaque URI has no query: its "?" is part of the opaque part.
		{in: "mailto:x?b=1&a=2", want: "mailto:x?b=1&a=2"},
		{in: "news:x?b&a", want: "news:x?b&a"},
	})
	checkRuleCases(t, normalize.Default|normalize.SortQuery, []ruleCase{
		{in: "http://a/?b=1&%61=2", want: "http://a/?a=2&b=1"},
		{in: "http://a/?b=1&%7e=2&%7E=3&%41=4", want: "http://a/?A=4&b=1&~=2&~=3"},
		{in: "http://a/?%2fb=%2f&%2F=2", want: "http://a/?%2F=2&%2Fb=%2F"},
		{in: "HTTP://A:80/?b&a#f", want: "http://a/?a&b#f"},
	})
	// Two references whose queries differ only in the order of their
	// keys are equivalent with the rule.
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"http://a/?x=1&y=2", "http://a/?y=2&x=1", true},
		{"http://a/?x=1&x=2", "http://a/?x=2&x=1", false}, // duplicates keep their order
		{"http://a/?%78=1&y", "http://a/?y&x=1", true},
		{"http://a/?x;y", "http://a/?y;x", false},
	} {
		eq, err := normalize.Equal(tt.a, tt.b, normalize.With(normalize.Default|normalize.SortQuery))
		require.NoError(t, err)
		assert.Equal(t, tt.want, eq, "Equal(%q, %q)", tt.a, tt.b)
	}
}

// TestDropFragment checks that the rule drops the fragment, an empty one
// too, and nothing else.
func TestDropFragment(t *testing.T) {
	checkRuleCases(t, normalize.DropFragment, []ruleCase{
		{in: "http://a/#f", want: "http://a/"},
		{in: "http://a/?q#f", want: "http://a/?q"},
		{in: "http://a/?q#", want: "http://a/?q"},
		{in: "HTTP://A#%7e", want: "HTTP://A"},
		{in: "mailto:x#y", want: "mailto:x"},
		{in: "a#b?c", want: "a"},
		{in: "#f", want: ""},
		{in: "#", want: ""},
		{in: "", want: ""},
		{in: "http://a/", want: "http://a/"},
		{in: "?q#f", want: "?q", opts: []normalize.Option{syntax.QueryOnly}},
	})
	eq, err := normalize.Equal("http://a/#x", "http://a/#y", normalize.With(normalize.Default|normalize.DropFragment))
	require.NoError(t, err)
	assert.True(t, eq)
}

// dedup is Default and the three scheme-based rules.
const dedup = normalize.Default | normalize.EmptyPathSlash | normalize.SortQuery | normalize.DropFragment

// TestSchemeBasedRules checks the three rules together, the example of
// issue 18 first, and that none of them is in Default.
func TestSchemeBasedRules(t *testing.T) {
	assert.Zero(t, normalize.Default&(normalize.EmptyPathSlash|normalize.SortQuery|normalize.DropFragment))
	got, err := normalize.Normalize("HTTP://A?b=2&a=1#x")
	require.NoError(t, err)
	assert.Equal(t, "http://a?b=2&a=1#x", got, "the rules are not in Default")

	checkRuleCases(t, dedup, []ruleCase{
		{in: "HTTP://A?b=2&a=1#x", want: "http://a/?a=1&b=2"}, // issue 18, item 8
		{in: "https://A:443?%7a=1&%79=2#", want: "https://a/?y=2&z=1"},
		{in: "http://u@a:/p/../q?c&b&a#f", want: "http://u@a/p/../q?a&b&c"},
		{in: "http://a/?b&a", want: "http://a/?a&b"},
		{in: "ftp://A:21?b&a#x", want: "ftp://a?a&b"},
		{in: "mailto:X@Y?b&a#x", want: "mailto:X@Y?b&a"},
		{in: "//A?b&a#x", want: "//a?a&b"},
		{in: "HTTP://[FE80::1]:80?b&a#x", want: "http://[fe80::1]/?a&b", opts: ipv6},
		{in: "#x", want: ""},
	})
	checkRuleCases(t, normalize.EmptyPathSlash|normalize.SortQuery|normalize.DropFragment, []ruleCase{
		{in: "HTTP://A?b=2&a=1#x", want: "HTTP://A/?a=1&b=2"},
	})
	checkRuleCases(t, dedup|normalize.RemoveDotSegments, []ruleCase{
		{in: "HTTP://A/b/../c?b=2&a=1#x", want: "http://a/c?a=1&b=2"},
	})

	// The command line adds rules to Default by their names.
	rules := normalize.Default
	for _, name := range []string{"empty-path-slash", "sort-query", "drop-fragment"} {
		r, ok := normalize.RuleByName(name)
		require.True(t, ok, name)
		rules |= r
	}
	assert.Equal(t, dedup, rules)
	got, err = normalize.Normalize("HTTP://A?b=2&a=1#x", normalize.With(rules))
	require.NoError(t, err)
	assert.Equal(t, "http://a/?a=1&b=2", got)

	for _, tt := range []struct{ a, b string }{
		{"HTTP://A?b=2&a=1#x", "http://a/?a=1&b=2"},
		{"http://a:80#top", "http://a/#bottom"},
		{"https://a?x=%7e&y", "https://a/?y&x=~"},
	} {
		eq, err := normalize.Equal(tt.a, tt.b, normalize.With(dedup))
		require.NoError(t, err)
		assert.True(t, eq, "Equal(%q, %q)", tt.a, tt.b)
		eq, err = normalize.Equal(tt.a, tt.b)
		require.NoError(t, err)
		assert.False(t, eq, "Equal(%q, %q) without the rules", tt.a, tt.b)
	}
}

// TestSchemeBasedSpec checks what docs/normalize.md quotes of RFC 2396
// for the scheme-based rules against the RFC's text.
func TestSchemeBasedSpec(t *testing.T) {
	assert.Contains(t, rfcSection(t, "6. URI Normalization and Equivalence", "7. "),
		"the rules for equivalence and definition of a normal form, if any, are scheme dependent")
	query := rfcSection(t, "3.4. Query Component", "4. ")
	assert.Contains(t, query, "a string of information to be interpreted by the resource")
	assert.Contains(t, query, `"&", "=", "+", ",", and "$" are reserved`)
	assert.Contains(t, rfcSection(t, "4.1. Fragment Identifier", "4.2. "), "it is not part of a URI")
}
