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

// seedRefs are valid references of every shape Appendix A derives, and
// the parts of them that the smaller rules match.
var seedRefs = []string{
	"foo://example.com:8042/over/there?name=ferret#nose",
	"urn:example:animal:ferret:nose",
	"ldap://[2001:db8::7]/c=GB?objectClass?one",
	"http://[v7.x]/",
	"http://[V1F.a:b!$]:80/p",
	"telnet://192.0.2.16:80/",
	"http://1.2.3.4.5/",
	"http://256.1.1.1:8080",
	"ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
	"s://u:p@[::ffff:1.2.3.4]:0/a/b;c?d/e?#f/g?",
	"s://[1:2:3:4:5:6:7:8]",
	"s://[::]/",
	"s://[fe80::a:b:c:d%2525]/",
	"mailto:John.Doe@example.com",
	"tel:+1-816-555-1212",
	"a:b:c:/d//e",
	"a:",
	"a:/",
	"a:?q#f",
	"//g",
	"//u@h:1?q",
	"///a",
	"/a//b:c",
	"./this:that",
	"../../g;x=1/./y?y/../x#s/../x",
	"g?y#s",
	"?y",
	"#s",
	"%7Bfoo%7D/%63",
	"@a:b@/c",
	"",
}

// seeds returns the seed references, the strings of the rule cases, and
// the IPv6 cases, alone, in brackets, and in a URI.
func seeds() []string {
	all := slices.Clone(seedRefs)
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

// alphabet is what mutations insert: heavy in URI delimiters, brackets,
// "%", hexadecimal digits, ":" and ".", with "v", some letters that are no
// hexadecimal digit, and characters that no rule allows.
const alphabet = "::::////??##[[]]@@%%%%...." + "0123456789abcdefABCDEF" + "vVgGxz" + "!$&'()*+,;=-_~" + " \"<>\\^`{|}\x00\x7f\xc3\xff"

// mutate returns s changed by one to four random edits: a byte of the
// alphabet inserted, a byte deleted or replaced, a piece of another seed
// spliced in, or s cut to a substring.
func mutate(rng *rand.Rand, s string, pool []string) string {
	b := []byte(s)
	for range 1 + rng.IntN(4) {
		switch op := rng.IntN(10); {
		case op < 3:
			i := rng.IntN(len(b) + 1)
			b = slices.Insert(b, i, alphabet[rng.IntN(len(alphabet))])
		case op < 5 && len(b) > 0:
			i := rng.IntN(len(b))
			b = slices.Delete(b, i, i+1)
		case op < 7 && len(b) > 0:
			b[rng.IntN(len(b))] = alphabet[rng.IntN(len(alphabet))]
		case op < 9:
			o := pool[rng.IntN(len(pool))]
			i, j := rng.IntN(len(o)+1), rng.IntN(len(o)+1)
			if i > j {
				i, j = j, i
			}
			b = slices.Insert(b, rng.IntN(len(b)+1), []byte(o[i:j])...)
		default:
			i, j := rng.IntN(len(b)+1), rng.IntN(len(b)+1)
			if i > j {
				i, j = j, i
			}
			b = b[i:j]
		}
	}
	return string(b)
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
		agree(t, mutate(rng, pool[rng.IntN(len(pool))], pool), valid)
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
