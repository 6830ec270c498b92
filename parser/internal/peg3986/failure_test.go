package peg3986

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite testdata/failures.golden")

// failureCases are inputs for which Run's report (the end, or the farthest
// failure and what was expected there) is held to testdata/failures.golden.
var failureCases = []struct{ rule, input string }{
	{"Input", ""},
	{"Input", "a b"},
	{"Input", "http://a b/"},
	{"Input", "http://[1:x]/"},
	{"Input", "http://[::1/"},
	{"Input", "http://[fe80::1%25eth0]/"},
	{"Input", "http://[v7]/"},
	{"Input", "http://[v7.]/"},
	{"Input", "http://a:8x/"},
	{"Input", "http://a%2/"},
	{"Input", "1a:b"},
	{"Input", "a#b#c"},
	{"Input", "//a@b@c"},
	{"URI", "a"},
	{"URI", "a:b"},
	{"relative_ref", "a:b"},
	{"host", "1.2.3.4.5"},
	{"host", "1.2.3.4:80"},
	{"IPv4address", "1.2.3.256"},
	{"IPv6address", "1:2:3:4:5:6:7:8:9"},
	{"IPv6address", "1::2::3"},
	{"IPv6address", "::1.2.3"},
	{"IPvFuture", "w1.x"},
	{"dec_octet", "256"},
	{"path", "a/b?c"},
	{"pct_encoded", "%4g"},
}

// report describes Run's result for the rule on input, one line.
func report(rule, input string) string {
	end, f := Run(rule, input)
	if f == nil {
		return fmt.Sprintf("%s %q: ends at %d", rule, input, end)
	}
	if f.Err != nil {
		return fmt.Sprintf("%s %q: error %v", rule, input, f.Err)
	}
	s := fmt.Sprintf("%s %q: fails at %d, expects %q", rule, input, f.Offset, expectedChars(f))
	if f.EndOfInput {
		s += " or the end"
	}
	return s
}

// TestFailures holds Run's reports to testdata/failures.golden: where a
// parse ends, or where it fails and what the grammar expected there.
func TestFailures(t *testing.T) {
	var lines []string
	for _, c := range failureCases {
		lines = append(lines, report(c.rule, c.input))
	}
	got := strings.Join(lines, "\n") + "\n"
	const golden = "testdata/failures.golden"
	if *update {
		require.NoError(t, os.WriteFile(golden, []byte(got), 0o644))
	}
	want, err := os.ReadFile(golden)
	require.NoError(t, err, "run go test -update to write it")
	assert.Equal(t, string(want), got)
}

// TestContinuations checks Continuations where a failure's Expected, the
// parse's own record, misses a byte: after a lone "/", "/" (which "//"
// would take, had "//" been one literal); after an IPv4address host, what
// would make it a reg-name, which only the look-ahead tried.
func TestContinuations(t *testing.T) {
	for _, c := range []struct {
		prefix      string
		has, hasNot string
		end         bool
	}{
		{"/", "/a:@%?#", " [", true},
		{"//a@1.2.3.4", "a5%!:/?#", "[@ ", true},
		{"//[::1", "0.:]", "/g", false},
		{"a:", "/b:%?#", "[ ", true},
		{"1a", "b@%/?#", ": ", true},
	} {
		set, end := Continuations(c.prefix)
		for i := range len(c.has) {
			assert.True(t, set[c.has[i]], "%q then %q", c.prefix, c.has[i])
		}
		for i := range len(c.hasNot) {
			assert.False(t, set[c.hasNot[i]], "%q then %q", c.prefix, c.hasNot[i])
		}
		assert.Equal(t, c.end, end, "%q is a reference", c.prefix)
	}
}
