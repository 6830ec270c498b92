package peg3986

// The tests of this file hold the grammar to the oracle (oracle_test.go)
// on strings made by mutating valid references and their parts: a seeded
// corpus, and a fuzz target.

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

var corpusSize = flag.Int("corpus", 10000, "the number of mutated strings TestCorpus checks (-short: a tenth)")

// seeds returns the seed references, the strings of the rule cases, and
// the IPv6 cases, alone, in brackets, and in a URI.
func seeds() []string {
	all := slices.Clone(SeedRefs)
	for _, c := range ruleCases {
		all = append(all, c.match...)
		all = append(all, c.nomatch...)
	}
	for _, form := range ipv6Forms {
		for _, a := range form {
			all = append(all, a, "["+a+"]", "s://["+a+"]:1/")
		}
	}
	for _, a := range ipv6Invalid {
		all = append(all, a, "["+a+"]")
	}
	slices.Sort(all) // ruleCases is a map: sorted, the corpus is the same on every run
	return slices.Compact(all)
}

// agree checks that the grammar and the oracle agree on s for every rule,
// and that the entry point Input matches where URI-reference does. It
// counts, per rule, the strings the rule matched.
func agree(t *testing.T, s string, valid map[string]int) {
	t.Helper()
	for _, r := range Rules() {
		got, want := match(t, r.Name, s), oracle[r.Name](s)
		if got != want {
			t.Errorf("%s %q: grammar %v, oracle %v", r.Name, s, got, want)
		}
		if got && valid != nil {
			valid[r.Name]++
		}
	}
	end, f := Run("Input", s)
	if want := oracle["URI_reference"](s); (f == nil) != want {
		t.Errorf("Input %q: failure %+v, oracle %v", s, f, want)
	}
	if f == nil && end != len(s) || f != nil && (f.Err != nil || f.Offset > len(s)) {
		t.Errorf("Input %q: end %d, failure %+v", s, end, f)
	}
}

// TestCorpus checks the grammar against the oracle on the seeds and on
// mutations of them, and that the corpus holds, for every rule, strings
// it matches and strings it does not.
func TestCorpus(t *testing.T) {
	n := *corpusSize
	if testing.Short() {
		n /= 10
	}
	pool := seeds()
	rng := rand.New(rand.NewPCG(3986, 2005))
	valid := map[string]int{}
	total := 0
	for _, s := range pool {
		agree(t, s, valid)
		total++
	}
	for range n {
		agree(t, Mutate(rng, pool[rng.IntN(len(pool))], pool), valid)
		total++
	}
	var counts []string
	for _, r := range Rules() {
		assert.Greater(t, valid[r.Name], 0, "no string of the corpus matches %s", r.Name)
		assert.Less(t, valid[r.Name], total, "every string of the corpus matches %s", r.Name)
		counts = append(counts, fmt.Sprintf("%s:%d", r.Name, valid[r.Name]))
	}
	t.Logf("%d strings (%d seeds); matched per rule: %s", total, len(pool), strings.Join(counts, " "))
}

// FuzzRules checks the grammar against the oracle, for every rule, on any
// string.
func FuzzRules(f *testing.F) {
	for _, s := range seeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		agree(t, s, nil)
	})
}
