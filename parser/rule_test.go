package parser_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// componentRules are the rules ValidateRule knows.
var componentRules = []syntax.Rule{syntax.Scheme, syntax.Authority, syntax.AbsPath, syntax.RelPath, syntax.OpaquePart, syntax.Query, syntax.Fragment}

func TestValidateRule(t *testing.T) {
	for _, c := range []struct {
		rule    syntax.Rule
		s       string
		rfc2732 bool
		// on failure
		offset   int
		errRule  syntax.Rule
		expected string
	}{
		{rule: "scheme", s: "http"},
		{rule: "scheme", s: "h+t.t-p1"},
		{rule: "scheme", s: "", offset: 0, errRule: "scheme", expected: "letter"},
		{rule: "scheme", s: "1http", offset: 0, errRule: "scheme", expected: "letter"},
		{rule: "scheme", s: "ht%74p", offset: 2, errRule: "scheme", expected: `letter, digit, '+', '-', '.', end of input`},
		{rule: "authority", s: ""},
		{rule: "authority", s: "u:p@a.example:8080"},
		{rule: "authority", s: "a_b!c"}, // a reg_name
		{rule: "authority", s: "a/b", offset: 1, errRule: "authority"},
		{rule: "authority", s: "[::1]:80", offset: 0, errRule: "authority"},
		{rule: "authority", s: "[::1]:80", rfc2732: true},
		{rule: "authority", s: "u@[::1]", rfc2732: true},
		{rule: "authority", s: "[::1]x", rfc2732: true, offset: 5, errRule: "authority", expected: `':', end of input`},
		{rule: "authority", s: "[::g]", rfc2732: true, offset: 3, errRule: "IPv6address"},
		{rule: "abs_path", s: "/"},
		{rule: "abs_path", s: "/a;p/b//c"},
		{rule: "abs_path", s: "", offset: 0, errRule: "abs_path", expected: `'/'`},
		{rule: "abs_path", s: "a", offset: 0, errRule: "abs_path", expected: `'/'`},
		{rule: "abs_path", s: "/a?b", offset: 2, errRule: "abs_path"},
		{rule: "rel_path", s: "g;x/h"},
		{rule: "rel_path", s: "", offset: 0, errRule: "rel_path"},
		{rule: "rel_path", s: "a:b", offset: 1, errRule: "rel_path"},
		{rule: "rel_path", s: "/a", offset: 0, errRule: "rel_path"},
		{rule: "opaque_part", s: "John.Doe@example.com"},
		{rule: "opaque_part", s: "a?b:c"},
		{rule: "opaque_part", s: "/a", offset: 0, errRule: "opaque_part"},
		{rule: "opaque_part", s: "", offset: 0, errRule: "opaque_part"},
		{rule: "query", s: ""},
		{rule: "query", s: "a=1&b=/?:@"},
		{rule: "query", s: "a b", offset: 1, errRule: "query"},
		{rule: "query", s: "a#b", offset: 1, errRule: "query"},
		{rule: "query", s: "[x]", offset: 0, errRule: "query"},
		{rule: "query", s: "[x]", rfc2732: true},
		{rule: "query", s: "%4", offset: 2, errRule: "escaped", expected: "hex digit"},
		{rule: "query", s: "%4g", offset: 2, errRule: "escaped", expected: "hex digit"},
		{rule: "fragment", s: "s%20t"},
		{rule: "fragment", s: "é", offset: 0, errRule: "fragment"},
	} {
		// RFC 2732 mode is the default's: the rules have no query-only
		// form.
		readings := [][]parser.Option{{syntax.RFC2396}}
		if c.rfc2732 {
			readings = [][]parser.Option{{syntax.RFC2732}, nil}
		}
		for _, opts := range readings {
			name := fmt.Sprintf("%s %q %v", c.rule, c.s, opts)
			err := parser.ValidateRule(c.rule, c.s, opts...)
			match, merr := parser.MatchRule(c.rule, c.s, opts...)
			require.NoError(t, merr, name)
			if c.errRule == "" {
				assert.NoError(t, err, name)
				assert.True(t, match, name)
				continue
			}
			assert.False(t, match, name)
			var e *parser.Error
			if assert.ErrorAs(t, err, &e, name) {
				assert.Equal(t, c.offset, e.Offset, name)
				assert.Equal(t, c.errRule, e.Rule, name)
				assert.Equal(t, c.s, e.Input, name)
				assert.NotEmpty(t, e.Hint, name)
				if c.expected != "" {
					assert.Equal(t, c.expected, strings.Join(e.Expected, ", "), name)
				}
			}
		}
	}

	err := parser.ValidateRule("hostname", "a")
	var e *parser.Error
	assert.Error(t, err)
	assert.NotErrorAs(t, err, &e, "an unknown rule is not a parse error")
	assert.Contains(t, err.Error(), `"hostname"`)

	long := strings.Repeat("a", parser.MaxInputLength+1)
	if assert.ErrorAs(t, parser.ValidateRule("query", long), &e) {
		assert.Equal(t, parser.MaxInputLength, e.Offset)
		assert.Equal(t, syntax.Query, e.Rule)
	}
}

// completeEscape completes an escape that s ends inside of.
func completeEscape(s string) string {
	switch {
	case strings.HasSuffix(s, "%"):
		return s + "00"
	case len(s) >= 2 && s[len(s)-2] == '%':
		return s + "0"
	}
	return s
}

// viable is the oracle of ValidateRule's offsets, from the grammar's
// parser (MatchRule with Grammar): whether some text continues prefix
// into a match of rule. The component rules are runs of characters, each
// allowed or not where it stands, and of escapes: a prefix can be
// continued exactly when it matches once an escape it ends inside of is
// completed (the empty prefix always can). That does not hold for an IPv6 literal's prefix, so the
// oracle is not asked about an authority with "[" in RFC 2732 mode.
func viable(rule syntax.Rule, prefix string, opts []parser.Option) bool {
	if prefix == "" {
		return true
	}
	ok, _ := parser.MatchRule(rule, completeEscape(prefix), append([]parser.Option{parser.Grammar()}, opts...)...)
	return ok
}

// checkValidateRule checks ValidateRule on s against the grammar's parser
// (MatchRule with Grammar), and its offset, and with expected its
// Expected too, against viable: in RFC 2732 mode, the default's, when
// rfc2732 is set, else in Appendix A to the letter (syntax.RFC2396).
func checkValidateRule(t *testing.T, rule syntax.Rule, s string, rfc2732, expected bool) {
	t.Helper()
	var opts []parser.Option
	if !rfc2732 {
		opts = []parser.Option{syntax.RFC2396}
	}
	name := fmt.Sprintf("ValidateRule(%q, %q) rfc2732=%v", rule, s, rfc2732)
	err := parser.ValidateRule(rule, s, opts...)
	if grammarMatch(t, rule, s, opts) {
		assert.NoError(t, err, name)
		return
	}
	var e *parser.Error
	if !assert.ErrorAs(t, err, &e, name) {
		return
	}
	if rule == "authority" && rfc2732 && strings.Contains(s, "[") {
		return
	}
	// The longest viable prefix: viability only ever ends.
	k := sort.Search(len(s)+1, func(n int) bool { return !viable(rule, s[:n], opts) }) - 1
	if !assert.Equal(t, k, e.Offset, name) || !expected {
		return
	}
	// The oracle cannot judge a "[" that would open an IPv6 literal: in
	// RFC 2732 mode an authority may have one where a host starts.
	ipv6 := func(c byte) bool { return rule == "authority" && rfc2732 && c == '[' }
	var want []string
	for c := range byte(128) {
		if !ipv6(c) && viable(rule, s[:k]+string(rune(c)), opts) {
			want = append(want, string(rune(c)))
		}
	}
	end := grammarMatch(t, rule, s[:k], opts)
	var got []string
	for c := range byte(128) {
		if !ipv6(c) && expects(e, c) {
			got = append(got, string(rune(c)))
		}
	}
	assert.Equal(t, want, got, "%s: expected", name)
	assert.Equal(t, end, slices.Contains(e.Expected, "end of input"), "%s: end of input expected", name)
}

// expects reports whether e's Expected, as describe writes it, holds c.
func expects(e *parser.Error, c byte) bool {
	for _, x := range e.Expected {
		switch {
		case x == "letter" && ('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'),
			x == "digit" && '0' <= c && c <= '9',
			x == "hex digit" && ('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'),
			x == fmt.Sprintf("%q", rune(c)):
			return true
		}
	}
	return false
}

// TestValidateRuleOracle checks ValidateRule against MatchRule and the
// viable-prefix oracle: the components of the corpora's valid references,
// those components mutated, and short strings of the corpora themselves,
// in both modes; the expected sets on one input in sixteen.
func TestValidateRuleOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(2732, 2396))
	var inputs []string
	for _, s := range corpus() {
		r, err := parser.Parse(s)
		if err != nil {
			if len(s) <= 16 && rng.IntN(16) == 0 {
				inputs = append(inputs, s)
			}
			continue
		}
		c := r.Components()
		for _, p := range []*string{c.Ptr(c.Scheme), c.Ptr(c.Authority), c.Ptr(c.Path), c.Ptr(c.Query), c.Ptr(c.Fragment)} {
			if p != nil && len(*p) <= 32 && rng.IntN(6) == 0 {
				inputs = append(inputs, *p, mutate(rng, *p))
			}
		}
	}
	if testing.Short() {
		inputs = inputs[:len(inputs)/8]
	}
	n := 0
	for _, rfc2732 := range []bool{false, true} {
		for i, s := range inputs {
			if raceSkip(s) {
				continue
			}
			for _, rule := range componentRules {
				checkValidateRule(t, rule, s, rfc2732, i%16 == 0)
				n++
			}
		}
	}
	t.Logf("%d inputs, %d checks", len(inputs), n)
}

// FuzzValidateRule checks ValidateRule against MatchRule and the
// viable-prefix oracle on any short string.
func FuzzValidateRule(f *testing.F) {
	for _, s := range []string{"http", "u@a:80", "/a;p/b", "g;x/h", "a?b", "%4", "[::1]:80", "a b"} {
		f.Add(uint8(0), s, false)
		f.Add(uint8(3), s, true)
	}
	f.Fuzz(func(t *testing.T, r uint8, s string, rfc2732 bool) {
		if len(s) > 64 {
			t.Skip()
		}
		checkValidateRule(t, componentRules[int(r)%len(componentRules)], s, rfc2732, true)
	})
}

// TestValidateRuleMessages checks what an error of ValidateRule says: the
// hints for one component, and no password of an authority's userinfo.
func TestValidateRuleMessages(t *testing.T) {
	for _, c := range []struct {
		rule     syntax.Rule
		s        string
		contains []string
		lacks    []string
	}{
		{"authority", "?", []string{`'?' cannot stand here in a authority; escape it as %3F`}, []string{"AllowQueryOnly"}},
		{"abs_path", "/a#b", []string{`'#' cannot stand here in a abs path; escape it as %23`}, nil},
		{"rel_path", "a:b", []string{`":" must be escaped as %3A`}, nil},
		{"rel_path", "a/b:c", nil, nil}, // ":" is a pchar after the first segment
		{"scheme", "1http", []string{"expected letter"}, []string{"%31"}},
		{"query", "a b", []string{"a space must be escaped as %20"}, nil},
		{"query", "%4", []string{`"%" must be followed by two hex digits`}, nil},
		{"fragment", "", nil, nil},
		{"abs_path", "", []string{"the abs path ends too soon; expected '/'"}, nil},
		// The password of an authority never shows.
		{"authority", "user:secret@h x", []string{`"user:xxxxx@h x"`, "unexpected ' ' at offset 12"}, []string{"secret"}},
		{"authority", "user:sec ret@h", []string{`"user:xxxxx@h"`, "(not shown)"}, []string{"sec ret", "' '"}},
		// A query has no userinfo by its rule, but a component alone may
		// hold any text a caller put there: what looks like a password is
		// hidden, from the first ":" to the last "@".
		{"query", "//u:pw@h x", []string{`"//u:xxxxx@h x"`}, []string{"pw"}},
		{"query", "a=b c", []string{`"a=b c"`}, nil},
	} {
		err := parser.ValidateRule(c.rule, c.s)
		if c.contains == nil {
			assert.NoError(t, err, "%s %q", c.rule, c.s)
			continue
		}
		require.Error(t, err, "%s %q", c.rule, c.s)
		for _, want := range c.contains {
			assert.Contains(t, err.Error(), want, "%s %q", c.rule, c.s)
		}
		for _, not := range c.lacks {
			assert.NotContains(t, err.Error(), not, "%s %q", c.rule, c.s)
		}
	}

	var e *parser.Error
	require.ErrorAs(t, parser.ValidateRule("authority", "u:pw x@h"), &e)
	r := e.Redacted()
	assert.Equal(t, "u:xxxxx@h", r.Input)
	assert.Equal(t, 2, r.Offset)

	// ServerError reads a reg_name as an authority too.
	se := parser.ServerError(&ast.RegName{Extent: ast.Extent{Text: "u:p@w@h"}})
	require.NotNil(t, se)
	assert.Contains(t, se.Error(), `"u:xxxxx@h"`)
	assert.NotContains(t, se.Error(), "p@w")

	// The rule's name is checked before the input's length.
	err := parser.ValidateRule("hostname", strings.Repeat("a", parser.MaxInputLength+1))
	assert.Error(t, err)
	assert.NotErrorAs(t, err, &e)
}

// TestJoinHints checks that the errors of a recombined reference get a
// whole reference's hints, not a component's.
func TestJoinHints(t *testing.T) {
	_, err := parser.Join(parts.Recomposition{Path: "/a", Fragment: parts.Def("b#c")})
	var pe *parser.Error
	require.ErrorAs(t, err, &pe)
	assert.Contains(t, pe.Hint, `a reference has one "#"`)
	assert.NotContains(t, err.Error(), "in a ;")
}
