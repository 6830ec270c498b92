package parser_test

// The tests of this file hold the fast engine's reading of RFC 3986
// (internal/scan) to the grammar's parser (parser/internal/peg3986, with
// the option Grammar) and to the oracles written in the tests: the rules
// of RFC 3986 transcribed as regular expressions (appendixa3986_test.go),
// run as automata for the longest viable prefix and what may continue it
// (nfa_test.go); Appendix B's regular expression for the components of a
// valid reference, and the authority split by hand; and ruleAt3986 for the
// rule of an error.

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/internal/charset"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parser/internal/peg3986"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

var (
	rfc3986     = []parser.Option{syntax.RFC3986}
	grammar3986 = []parser.Option{syntax.RFC3986, parser.Grammar()}
)

// sameOutcome3986 reports, as a message, how the two engines differ on s
// in RFC 3986; "" when they agree: the same components, or the same
// error, field for field; and Validate gives Split's error.
func sameOutcome3986(s string) string {
	fast, ferr := parser.Split(s, rfc3986...)
	gram, gerr := parser.Split(s, grammar3986...)
	if (ferr == nil) != (gerr == nil) {
		return "fast error " + errString(ferr) + ", grammar error " + errString(gerr)
	}
	if verr := parser.Validate(s, rfc3986...); !reflect.DeepEqual(verr, ferr) {
		return "Validate gives another outcome: " + errString(verr)
	}
	if ferr == nil {
		if fast != gram {
			return "different components:\n" + strconv.Quote(fmt.Sprint(fast)) + "\n" + strconv.Quote(fmt.Sprint(gram))
		}
		return ""
	}
	var fe, ge *parser.Error
	if !errors.As(ferr, &fe) || !errors.As(gerr, &ge) {
		return "not *parser.Error: " + ferr.Error() + " / " + gerr.Error()
	}
	if !reflect.DeepEqual(fe, ge) {
		return "different errors:\n" + fe.RawError() + "\n" + ge.RawError()
	}
	return ""
}

// corpus3986Part returns corpus3986, or with -short one string in every.
func corpus3986Part(every int) []string {
	all := corpus3986()
	if !testing.Short() {
		return all
	}
	var some []string
	for i, s := range all {
		if i%every == 0 {
			some = append(some, s)
		}
	}
	return some
}

// TestEnginesAgree3986 runs both engines on the RFC 3986 corpus (with
// -short, on one string in sixteen: the grammar's parser takes long on
// errors, whose expected set it probes byte by byte).
func TestEnginesAgree3986(t *testing.T) {
	n, valid := 0, 0
	for _, s := range corpus3986Part(16) {
		if raceSkip(s) {
			continue
		}
		if msg := sameOutcome3986(s); msg != "" {
			t.Errorf("%q: %s", s, msg)
			if t.Failed() && n > 20 {
				t.FailNow()
			}
		}
		if parser.Validate(s, rfc3986...) == nil {
			valid++
		}
		n++
	}
	t.Logf("both engines agree on %d inputs, %d of them valid", n, valid)
	assert.Greater(t, valid, n/5, "the corpus should hold a fair share of valid references")
	assert.Greater(t, n-valid, n/5, "the corpus should hold a fair share of invalid strings")
}

// components3986 are the components of a reference as the oracle gives
// them: Appendix B's five, its authority split by hand, and the kind of
// its host.
type components3986 struct {
	Scheme, Authority, Userinfo, Host, Port *string
	Path                                    string
	Query, Fragment                         *string
	Kind                                    parts.HostKind
}

// oracleComponents splits s, a valid RFC 3986 reference, as Appendix B's
// expression does, and its authority by hand: the userinfo ends at the
// first "@" (none of userinfo, host and port holds one), an IP-literal at
// its "]", a reg-name or IPv4address at the first ":". An IP-literal is
// an IPvFuture when "v" starts it; a host that is four numbers 0 to 255
// without a leading zero is an IPv4address (first-match-wins).
func oracleComponents(s string) components3986 {
	b := matchAppendixB(s)
	c := components3986{Scheme: b.Scheme, Authority: b.Authority, Path: b.Path, Query: b.Query, Fragment: b.Fragment}
	if b.Authority == nil {
		return c
	}
	a := *b.Authority
	if i := strings.IndexByte(a, '@'); i >= 0 {
		c.Userinfo, a = def(a[:i]), a[i+1:]
	}
	end := strings.IndexByte(a, ':')
	if strings.HasPrefix(a, "[") {
		end = strings.IndexByte(a, ']') + 1
		if end == len(a) {
			end = -1
		}
	}
	if end >= 0 {
		c.Port, a = def(a[end+1:]), a[:end]
	}
	c.Host = def(a)
	switch {
	case strings.HasPrefix(a, "[v") || strings.HasPrefix(a, "[V"):
		c.Kind = parts.IPvFuture
	case strings.HasPrefix(a, "["):
		c.Kind = parts.IPv6Reference
	case dottedQuad(a):
		c.Kind = parts.IPv4Address
	default:
		c.Kind = parts.RegName
	}
	return c
}

// dottedQuad reports whether s is four decimal numbers 0 to 255, written
// without a leading zero, separated by ".".
func dottedQuad(s string) bool {
	f := strings.Split(s, ".")
	if len(f) != 4 {
		return false
	}
	for _, n := range f {
		v, err := strconv.Atoi(n)
		if err != nil || n != strconv.Itoa(v) || v > 255 || strings.HasPrefix(n, "+") {
			return false
		}
	}
	return true
}

// splitComponents takes the components out of Split's, in the form
// oracleComponents gives them.
func splitComponents(c parts.Components) components3986 {
	return components3986{Scheme: c.Ptr(c.Scheme), Authority: c.Ptr(c.Authority), Userinfo: c.Ptr(c.Userinfo),
		Host: c.Ptr(c.Host), Port: c.Ptr(c.Port), Path: c.Of(c.Path), Query: c.Ptr(c.Query), Fragment: c.Ptr(c.Fragment), Kind: c.HostKind}
}

// ruleAt3986 is the oracle of an error's Rule in RFC 3986: it names the
// rule of the component that holds offset off of s, split by hand as
// Appendix B splits a reference, independently of the engines:
//
//   - pct-encoded inside one;
//   - before the ":" of a would-be scheme, scheme when what comes before
//     off could start one and the failure is before the ":", else
//     path-noscheme (at offset 0, relative-part: nothing could start
//     there);
//   - in an authority: in an IP-literal, IP-literal just after its "[",
//     else IPvFuture or IPv6address up to its "]", then port after ":" or
//     authority; after the first "@", host, or port after a ":"; before
//     it, userinfo when an "@" comes later, else host, port when what
//     comes after the first ":" is digits, or authority (only a userinfo
//     can read what came);
//   - in a path: path-abempty after an authority, the rule of the form
//     its first character makes (hier-part or relative-part when it is
//     empty);
//   - query, fragment.
func ruleAt3986(s string, off int) syntax.Rule {
	if inEscape(s, off) {
		return syntax.RFC3986PctEncoded
	}
	pos, uri := 0, false
	if i := strings.IndexAny(s, ":/?#"); i > 0 && s[i] == ':' {
		if off <= i {
			switch {
			case off > 0 && off < i && charset.Alpha.Contains(s[0]) && strings.IndexFunc(s[:off], notScheme) < 0:
				return syntax.RFC3986Scheme
			case off == 0:
				return syntax.RFC3986RelativePart
			}
			return syntax.RFC3986PathNoscheme
		}
		pos, uri = i+1, true
	}
	if strings.HasPrefix(s[pos:], "//") {
		a0 := pos + 2
		end := a0 + cspan(s[a0:], "/?#")
		if off <= end {
			return authorityRuleAt(s, a0, end, off)
		}
		if off <= end+cspan(s[end:], "?#") {
			return syntax.RFC3986PathAbempty
		}
		pos = end
	}
	pend := pos + cspan(s[pos:], "?#")
	switch {
	case off <= pend && off == pos && uri:
		return syntax.RFC3986HierPart
	case off <= pend && off == pos:
		return syntax.RFC3986RelativePart
	case off <= pend && s[pos] == '/':
		return syntax.RFC3986PathAbsolute
	case off <= pend && uri:
		return syntax.RFC3986PathRootless
	case off <= pend:
		return syntax.RFC3986PathNoscheme
	case s[pend] == '?' && off <= pend+1+cspan(s[pend+1:], "#"):
		return syntax.RFC3986Query
	}
	return syntax.RFC3986Fragment
}

// authorityRuleAt is ruleAt3986 in the authority s[a0:end].
func authorityRuleAt(s string, a0, end, off int) syntax.Rule {
	if a0 < len(s) && s[a0] == '[' {
		return literalRuleAt(s, a0, end, off)
	}
	at := strings.IndexByte(s[a0:end], '@')
	if at >= 0 && off > a0+at {
		h := a0 + at + 1
		if h < len(s) && s[h] == '[' {
			return literalRuleAt(s, h, end, off)
		}
		if k := strings.IndexByte(s[h:end], ':'); k >= 0 && off > h+k {
			return syntax.RFC3986Port
		}
		return syntax.RFC3986Host
	}
	if at >= 0 {
		return syntax.RFC3986Userinfo
	}
	t := s[a0:off]
	k := strings.IndexByte(t, ':')
	switch {
	case k < 0:
		return syntax.RFC3986Host
	case strings.Trim(t[k+1:], "0123456789") == "":
		return syntax.RFC3986Port
	}
	return syntax.RFC3986Authority
}

// literalRuleAt is ruleAt3986 in the IP-literal whose "[" is at open, in
// an authority that ends at end.
func literalRuleAt(s string, open, end, off int) syntax.Rule {
	if off == open+1 {
		return syntax.RFC3986IPLiteral
	}
	shut := strings.IndexByte(s[open:end], ']')
	if shut < 0 || off <= open+shut {
		if s[open+1] == 'v' || s[open+1] == 'V' {
			return syntax.RFC3986IPvFuture
		}
		return syntax.RFC3986IPv6Address
	}
	if c := open + shut + 1; c < len(s) && s[c] == ':' && off > c {
		return syntax.RFC3986Port
	}
	return syntax.RFC3986Authority
}

// checkOracle3986 checks the fast engine on s against the oracles: valid
// exactly when the URI-reference expression matches; then the components
// of Appendix B and the authority split by hand; else the error at the
// longest viable prefix, with the rule ruleAt3986 names, and, with
// expected, exactly the bytes that continue that prefix and the end when
// it is a reference. It reports whether s is valid.
func checkOracle3986(t testing.TB, s string, expected bool) bool {
	t.Helper()
	c, err := parser.Split(s, rfc3986...)
	ok := match3986(syntax.RFC3986URIReference, s)
	if !assert.Equal(t, ok, err == nil, "%q: the expression says valid=%v, Split says %v", s, ok, err) {
		return ok
	}
	if ok {
		assert.Equal(t, oracleComponents(s), splitComponents(c), "components of %q", s)
		assert.True(t, c.Server == c.Authority.Defined() && !c.Opaque, "%q: server %v, opaque %v", s, c.Server, c.Opaque)
		return true
	}
	var e *parser.Error
	require.ErrorAs(t, err, &e)
	prog := prog3986(syntax.RFC3986URIReference)
	if !assert.Equal(t, longestViablePrefix(prog, s), e.Offset, "offset of %q: %v", s, err) {
		return false
	}
	assert.Equal(t, ruleAt3986(s, e.Offset), e.Rule, "rule of %q: %v", s, err)
	assert.NotEmpty(t, e.Hint, "hint of %v", err)
	if expected {
		want := parser.DescribeExpected(viableNext(prog, s[:e.Offset]), match3986(syntax.RFC3986URIReference, s[:e.Offset]))
		assert.Equal(t, want, e.Expected, "Expected of %q at %d", s, e.Offset)
	}
	return false
}

// TestOracle3986 holds the fast engine to the oracles on the RFC 3986
// corpus: validity, components, the offset and rule of every error, and
// its expected set (with -short, on one error in four).
func TestOracle3986(t *testing.T) {
	n, valid := 0, 0
	kinds := map[parts.HostKind]int{}
	for i, s := range corpus3986Part(2) {
		if raceSkip(s) {
			continue
		}
		if checkOracle3986(t, s, !testing.Short() || i%4 == 0) {
			valid++
			c, _ := parser.Split(s, rfc3986...)
			kinds[c.HostKind]++
		}
		n++
		if t.Failed() && n > 50 {
			t.FailNow()
		}
	}
	t.Logf("checked %d strings against the oracles, %d of them valid; hosts: %v", n, valid, kinds)
	least := 10
	if raceEnabled {
		least = 0 // raceSkip's sample holds one of each kind or more
	}
	for _, k := range []parts.HostKind{parts.RegName, parts.IPv4Address, parts.IPv6Reference, parts.IPvFuture} {
		assert.Greater(t, kinds[k], least, "the corpus should hold valid hosts of kind %v", k)
	}
}

// TestEnginesAgree3986Shapes runs both engines and the oracles on every
// string of up to three bytes of an alphabet of RFC 3986's delimiters, in
// the places where they decide: at the start, in an authority, after a
// userinfo, in an IP literal and in a path (with -short, one input in
// eight).
func TestEnginesAgree3986Shapes(t *testing.T) {
	n := 0
	for _, x := range stringsOver("a1:/?#@[]%v.", 3) {
		for _, s := range []string{x, "//" + x, "a://u@" + x, "//[" + x, "//[v" + x, "//[::" + x, "a:" + x + "/b"} {
			n++
			if testing.Short() && n%8 != 0 || raceSkip(s) {
				continue
			}
			if msg := sameOutcome3986(s); msg != "" {
				t.Fatalf("%q: %s", s, msg)
			}
			checkOracle3986(t, s, n%4 == 0)
		}
	}
	t.Logf("%d inputs", n)
}

// ruleCorpus3986 returns the strings TestMatchRule3986 matches every rule
// against, the same on every run: every string of up to two bytes of an
// alphabet of RFC 3986's characters, alone and after "%"; pieces of the
// RFC 3986 corpus between its delimiters; IPv6 and IPvFuture literals,
// dotted numbers and h16 pairs; and mutations of all these.
var ruleCorpus3986 = sync.OnceValue(func() []string {
	rng := rand.New(rand.NewPCG(3986, 30))
	seen := map[string]bool{}
	var out []string
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for c := range 256 {
		add(string([]byte{byte(c)}))
	}
	for _, s := range stringsOver("aZ1-.:/?#@;%F=[]_~v ", 2) {
		add(s)
		add("%" + s)
	}
	for i, s := range corpus3986() {
		if i%6 != 0 {
			continue
		}
		add(s)
		cuts := []int{0}
		for i := range len(s) {
			if strings.IndexByte(ruleDelims, s[i]) >= 0 {
				cuts = append(cuts, i, i+1)
			}
		}
		cuts = append(cuts, len(s))
		for range 4 {
			i, j := cuts[rng.IntN(len(cuts))], cuts[rng.IntN(len(cuts))]
			if i <= j {
				add(s[i:j])
			}
		}
	}
	for range 1500 {
		a := ipv6Literal(rng)
		add(a)
		add("[" + a + "]")
		add(pick(rng, "v", "V", "") + pick(rng, "1", "fF", "", "g") + pick(rng, ".", "") + pick(rng, "x", "a:b", "!$", "", "[") + pick(rng, "", "]"))
		var ns []string
		for range 3 + rng.IntN(3) {
			ns = append(ns, pick(rng, "0", "1", "9", "25", "255", "256", "01", "199", "249", "250"))
		}
		add(strings.Join(ns, "."))
		add(pick(rng, "1", "ffff", "abcde", "") + pick(rng, ":", "") + pick(rng, "0", "G", "12345", ""))
	}
	for _, s := range out[:len(out)] {
		if rng.IntN(4) == 0 {
			add(peg3986.Mutate(rng, s, out))
		}
	}
	return out
})

// TestMatchRule3986 holds MatchRule in RFC 3986, which runs the fast
// engine, to the grammar's parser and to the rule's expression, on every
// rule over ruleCorpus3986 (with -short, one input in four), and checks
// that each rule both matches and refuses some of it.
func TestMatchRule3986(t *testing.T) {
	inputs := ruleCorpus3986()
	if testing.Short() {
		var some []string
		for i, s := range inputs {
			if len(s) <= 2 || i%4 == 0 && (len(s) <= 3 || !raceSkip(s)) {
				some = append(some, s)
			}
		}
		inputs = some
	}
	rules := parser.Rules(syntax.RFC3986)
	for _, rule := range rules {
		matched, failed := 0, 0
		for _, s := range inputs {
			if !checkMatchRule3986(t, rule, s) {
				if failed++; failed == 10 {
					t.Fatalf("%s: too many differences", rule)
				}
			}
			if ok, _ := parser.MatchRule(rule, s, rfc3986...); ok {
				matched++
			}
		}
		if matched == 0 || matched == len(inputs) {
			t.Errorf("%s matches %d of %d inputs: the corpus does not test it", rule, matched, len(inputs))
		}
	}
	t.Logf("%d rules on %d inputs", len(rules), len(inputs))
}

// checkMatchRule3986 holds MatchRule on s for rule in RFC 3986 to the
// grammar's parser and to the rule's expression.
func checkMatchRule3986(t testing.TB, rule syntax.Rule, s string) bool {
	t.Helper()
	got, err := parser.MatchRule(rule, s, rfc3986...)
	require.NoError(t, err)
	gram, err := parser.MatchRule(rule, s, grammar3986...)
	require.NoError(t, err)
	want := match3986(rule, s)
	if got != want || gram != want {
		t.Errorf("MatchRule(%q, %q): engine %v, grammar %v, expression %v", rule, s, got, gram, want)
		return false
	}
	return true
}

// TestRules3986 checks that the rules MatchRule knows in RFC 3986 are
// those of the grammar, with the RFC's spelling, and that the oracle has
// an expression for each.
func TestRules3986(t *testing.T) {
	var want []syntax.Rule
	for _, r := range peg3986.Rules() {
		want = append(want, syntax.Rule(r.RFCName))
	}
	assert.Equal(t, want, parser.Rules(syntax.RFC3986))
	for _, r := range want {
		assert.Contains(t, rfc3986Rules(), r)
	}
	assert.Len(t, rfc3986Rules(), len(want))
}

// checkValidateRule3986 holds ValidateRule on s for rule, a component of
// RFC 3986, to MatchRule, and its error to the rule's automaton: at the
// longest prefix some match starts with, and, with expected, with exactly
// the bytes that continue it and the end when it is a match.
func checkValidateRule3986(t testing.TB, rule syntax.Rule, s string, expected bool) {
	t.Helper()
	err := parser.ValidateRule(rule, s, rfc3986...)
	if match3986(rule, s) {
		assert.NoError(t, err, "ValidateRule(%q, %q)", rule, s)
		return
	}
	var e *parser.Error
	if !assert.ErrorAs(t, err, &e, "ValidateRule(%q, %q)", rule, s) {
		return
	}
	prog := prog3986(rule)
	if !assert.Equal(t, longestViablePrefix(prog, s), e.Offset, "ValidateRule(%q, %q): %v", rule, s, err) || !expected {
		return
	}
	want := parser.DescribeExpected(viableNext(prog, s[:e.Offset]), match3986(rule, s[:e.Offset]))
	assert.Equal(t, want, e.Expected, "ValidateRule(%q, %q) at %d: expected", rule, s, e.Offset)
}

// TestValidateRule3986Oracle checks ValidateRule in RFC 3986 against the
// rules' automata on the components of the corpus's valid references,
// mutated, and on its short strings (with -short, one in eight).
func TestValidateRule3986Oracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(3986, 2396))
	var inputs []string
	for _, s := range corpus3986() {
		c, err := parser.Split(s, rfc3986...)
		if err != nil {
			if len(s) <= 16 && rng.IntN(8) == 0 {
				inputs = append(inputs, s)
			}
			continue
		}
		for _, sp := range []parts.Span{c.Scheme, c.Authority, c.Userinfo, c.Host, c.Port, c.Path, c.Query, c.Fragment} {
			if p, ok := c.Get(sp); ok && len(p) <= 40 && rng.IntN(6) == 0 {
				inputs = append(inputs, p, peg3986.Mutate(rng, p, peg3986.SeedRefs))
			}
		}
	}
	if testing.Short() {
		inputs = inputs[:len(inputs)/8]
	}
	n := 0
	for i, s := range inputs {
		for _, rule := range componentRules3986 {
			checkValidateRule3986(t, rule, s, i%4 == 0)
			n++
		}
		if t.Failed() && i > 20 {
			t.FailNow()
		}
	}
	t.Logf("%d inputs, %d checks", len(inputs), n)
}

// componentRules3986 are the rules ValidateRule knows in RFC 3986.
var componentRules3986 = []syntax.Rule{
	syntax.RFC3986Scheme, syntax.RFC3986Authority, syntax.RFC3986Userinfo, syntax.RFC3986Host,
	syntax.RFC3986Port, syntax.RFC3986Path, syntax.RFC3986PathAbempty, syntax.RFC3986PathAbsolute,
	syntax.RFC3986PathNoscheme, syntax.RFC3986PathRootless, syntax.RFC3986Query, syntax.RFC3986Fragment,
}

// FuzzEngines3986 requires, on any input, both engines to give the same
// components or the same error in RFC 3986, the engine to give the
// oracles' validity, components, offset, rule and expected set; and, for
// a rule of RFC 3986 picked by r, MatchRule to give the grammar's and the
// expression's answer and, for a component, ValidateRule the automaton's
// offset and expected set.
func FuzzEngines3986(f *testing.F) {
	for _, s := range peg3986.SeedRefs {
		f.Add(uint8(0), s)
	}
	for i, c := range errors3986 {
		f.Add(uint8(i), c.in)
	}
	rules := parser.Rules(syntax.RFC3986)
	f.Fuzz(func(t *testing.T, r uint8, s string) {
		if len(s) > 256 {
			t.Skip()
		}
		if msg := sameOutcome3986(s); msg != "" {
			t.Fatalf("%q: %s", s, msg)
		}
		checkOracle3986(t, s, true)
		rule := rules[int(r)%len(rules)]
		checkMatchRule3986(t, rule, s)
		if slices.Contains(componentRules3986, rule) {
			checkValidateRule3986(t, rule, s, true)
		}
	})
}
