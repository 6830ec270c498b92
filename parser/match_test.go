package parser_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/rfc2396/rfc2396/internal/testmem"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// ruleModes are the syntaxes MatchRule reads a rule in: strict RFC 2396,
// and RFC 2732 mode, which knows three rules more. The query-only
// reference is no rule's (TestMatchRuleQueryOnly).
var ruleModes = []struct {
	name string
	opts []parser.Option
}{
	{"default", nil},
	{"rfc2732", []parser.Option{syntax.RFC2732}},
}

// grammarMatch is MatchRule by the grammar's parser, the oracle of the
// engine's reading of every rule.
func grammarMatch(t testing.TB, rule syntax.Rule, s string, opts []parser.Option) bool {
	t.Helper()
	ok, err := parser.MatchRule(rule, s, append([]parser.Option{parser.Grammar()}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	return ok
}

// checkMatchRule holds MatchRule, which runs the fast engine, to the
// grammar's parser on s, for rule in the syntax opts.
func checkMatchRule(t testing.TB, rule syntax.Rule, s string, opts []parser.Option) bool {
	t.Helper()
	got, err := parser.MatchRule(rule, s, opts...)
	if err != nil {
		t.Fatalf("MatchRule(%q, %q): %v", rule, s, err)
	}
	if want := grammarMatch(t, rule, s, opts); got != want {
		t.Errorf("MatchRule(%q, %q, %v) = %v, the grammar's parser says %v", rule, s, opts, got, want)
		return false
	}
	return true
}

// ruleDelims are the bytes at which ruleCorpus cuts references into
// pieces: the delimiters of the components, of the labels of a hostname
// and of an IPv6 literal.
const ruleDelims = ":/?#@;.[]"

// ruleCorpus returns the strings TestMatchRuleOracle matches every rule
// against, the same on every run: every string of up to two bytes of an
// alphabet of the grammar's characters, alone and after "%", and every
// byte alone; an eighth
// of the oracle corpora's strings, and random pieces of them between two
// of their delimiters, delimiters included or not, which are the
// components, the labels and the pieces of literals that the rules below
// URI-reference read; random IPv6 literals, hosts (hostnames, IPv4
// addresses and near misses) and servers; and mutations of all these.
var ruleCorpus = sync.OnceValue(func() []string {
	rng := rand.New(rand.NewPCG(2396, 30))
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
	for _, s := range stringsOver("aZ1-.:/?#@;%F=[]_ ", 2) {
		add(s)
		add("%" + s)
	}
	for _, s := range allCorpora() {
		if rng.IntN(8) != 0 {
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
	join := func(n int, piece func() string) string {
		var ps []string
		for range n {
			ps = append(ps, piece())
		}
		return strings.Join(ps, ".") + pick(rng, "", "", "", ".")
	}
	number := func() string { return strings.Repeat(pick(rng, "0", "1", "9", "25"), 1+rng.IntN(3)) }
	label := func() string { return pick(rng, "a", "b1", "x-y", "a--b", "1a", "Z", "9", "-a", "a-", "", "a_b") }
	for range 1500 {
		a := ipv6Literal(rng)
		add(a)
		add("[" + a + "]" + pick(rng, "", ":", ":80", ":8x", "]", "x"))
		host := pick(rng, join(3+rng.IntN(3), number), join(1+rng.IntN(3), label), "[::1]")
		add(host)
		add(pick(rng, "", "", "u@", "u:p@", "@") + host + pick(rng, "", ":", ":80", ":x"))
	}
	for _, s := range out[:len(out)] {
		if rng.IntN(4) == 0 {
			add(mutate(rng, s))
		}
	}
	return out
})

// TestMatchRuleOracle holds MatchRule, which runs the fast engine, to the
// grammar's parser on every rule, in every syntax, over ruleCorpus (with
// -short, its inputs of up to three bytes and one in eight of the others;
// under the race detector, every byte alone and the inputs that raceSkip
// keeps), and checks that each rule both matches and refuses some of it.
func TestMatchRuleOracle(t *testing.T) {
	var inputs []string
	for i, s := range ruleCorpus() {
		switch {
		case len(s) <= 1: // every byte alone, for the rules of one character
		case raceSkip(s), testing.Short() && len(s) > 3 && i%8 != 0:
			continue
		}
		inputs = append(inputs, s)
	}
	for _, m := range ruleModes {
		t.Run(m.name, func(t *testing.T) {
			for _, rule := range parser.Rules(m.opts...) {
				matched, failed := 0, 0
				for _, s := range inputs {
					if !checkMatchRule(t, rule, s, m.opts) {
						failed++
						if failed == 10 {
							t.Fatalf("%s: too many differences", rule)
						}
					}
					if ok, _ := parser.MatchRule(rule, s, m.opts...); ok {
						matched++
					}
				}
				if matched == 0 || matched == len(inputs) {
					t.Errorf("%s matches %d of %d inputs: the corpus does not test it", rule, matched, len(inputs))
				}
			}
			t.Logf("%d rules on %d inputs", len(parser.Rules(m.opts...)), len(inputs))
		})
	}
}

// FuzzMatchRule holds MatchRule to the grammar's parser on any string up
// to 256 bytes, for any rule, in strict RFC 2396 and in RFC 2732 mode.
func FuzzMatchRule(f *testing.F) {
	rules := parser.Rules(syntax.RFC2732)
	for _, s := range []string{"http://a/b?c#d", "u:p@a.b:80", "1.2.3.4", "a.b-c.d.", "[::1]:80", "::ffff:1.2.3.4", "%2F", "g;x/h", "a:"} {
		for r := range rules {
			f.Add(uint8(r), s, r%2 == 0)
		}
	}
	f.Fuzz(func(t *testing.T, r uint8, s string, rfc2732 bool) {
		if len(s) > 256 {
			t.Skip()
		}
		var opts []parser.Option
		if rfc2732 {
			opts = []parser.Option{syntax.RFC2732}
		}
		rule := rules[int(r)%len(rules)]
		if !rule.Known(syntax.RFC2396) && !rfc2732 {
			return
		}
		checkMatchRule(t, rule, s, opts)
	})
}

// matchShapes are inputs of exactly n bytes for TestMatchRuleBound: the
// shape of issue 30 ("http://a" then slashes), each rule's longest run,
// and the same made invalid at its end.
var matchShapes = []struct {
	name string
	make func(n int) string
}{
	{"slashes after an authority", func(n int) string { return fill("http://a", "/", "/", n) }},
	{"letters", func(n int) string { return strings.Repeat("a", n) }},
	{"labels", func(n int) string { return fill("", "a.", "a", n) }},
	{"escapes", func(n int) string { return fill("", "%41", "a", n) }},
	{"colons", func(n int) string { return strings.Repeat(":", n) }},
	{"a reference, then a space", func(n int) string { return fill("http://u@a:1/p;q?", "a=1&", " ", n) }},
}

// maxMatchBytes bounds what MatchRule allocates, whatever the length of
// its input: it reads the input and keeps nothing.
const maxMatchBytes = 1024

// TestMatchRuleBound holds the bytes that MatchRule allocates on inputs of
// 1 MiB to maxMatchBytes, for every rule in every syntax, RFC 3986's
// included, and Validate and Split in RFC 3986 (on issue 30's shape
// alone with -short). It measures bytes, which do not vary from run
// to run, not time.
func TestMatchRuleBound(t *testing.T) {
	n := parser.MaxInputLength
	shapes := matchShapes
	if testing.Short() {
		shapes = shapes[:1]
	}
	for _, shape := range shapes {
		s := shape.make(n)
		if len(s) != n {
			t.Fatalf("%s: %d bytes, want %d", shape.name, len(s), n)
		}
		for _, m := range append(slices.Clip(ruleModes), struct {
			name string
			opts []parser.Option
		}{"rfc3986", []parser.Option{syntax.RFC3986}}) {
			for _, rule := range parser.Rules(m.opts...) {
				got := testmem.Allocated(func() { _, _ = parser.MatchRule(rule, s, m.opts...) })
				if got > maxMatchBytes {
					t.Errorf("%s, %s, %s: MatchRule allocated %d bytes on %d; want at most %d", shape.name, m.name, rule, got, n, maxMatchBytes)
				}
			}
		}
		// Validate and Split in RFC 3986 keep nothing either, but an
		// error of a few hundred bytes.
		for name, f := range map[string]func(){
			"Validate": func() { _ = parser.Validate(s, syntax.RFC3986) },
			"Split":    func() { _, _ = parser.Split(s, syntax.RFC3986) },
		} {
			if got := testmem.Allocated(f); got > maxMatchBytes {
				t.Errorf("%s, rfc3986: %s allocated %d bytes on %d; want at most %d", shape.name, name, got, n, maxMatchBytes)
			}
		}
	}
	if ok, _ := parser.MatchRule(syntax.URIReference, matchShapes[0].make(n)); !ok {
		t.Error("issue 30's input is a URI-reference")
	}
}

// TestMatchRuleQueryOnly checks that the query-only reference changes no
// rule: "?y" is no URI-reference and no relativeURI with syntax.QueryOnly,
// for the engine as for the grammar's parser, and a query is one.
func TestMatchRuleQueryOnly(t *testing.T) {
	for _, tt := range []struct {
		rule syntax.Rule
		s    string
		want bool
	}{
		{syntax.URIReference, "?y", false},
		{syntax.URIReference, "?y#f", false},
		{syntax.RelativeURI, "?y", false},
		{syntax.Query, "y", true},
		{syntax.URIReference, "a?y", true},
	} {
		for _, opts := range [][]parser.Option{{syntax.QueryOnly}, {syntax.RFC2732 | syntax.QueryOnly}} {
			got, err := parser.MatchRule(tt.rule, tt.s, opts...)
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want || grammarMatch(t, tt.rule, tt.s, opts) != tt.want {
				t.Errorf("MatchRule(%q, %q, %v) = %v, the grammar's parser %v; want %v", tt.rule, tt.s, opts, got, !got, tt.want)
			}
		}
	}
}
