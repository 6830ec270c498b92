package resolve_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/internal/testmem"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
)

// appendixCTargets returns the results of Appendix C in the default mode.
func appendixCTargets(b testing.TB) []string {
	var targets []string
	for _, c := range readAppendixC(b) {
		if c.mode != "compat" {
			targets = append(targets, c.want)
		}
	}
	return targets
}

// BenchmarkRelativize relativizes every result of Appendix C against its
// base; BenchmarkRelativizeBaseline resolves the same strings, which
// parses both sides as Relativize does, as the baseline of the ratio:
//
//	go test -run '^$' -bench 'Relativize' -count 10 ./resolve | benchstat -col /op -
func BenchmarkRelativize(b *testing.B) {
	targets := appendixCTargets(b)
	b.Run("op=relativize", func(b *testing.B) {
		for b.Loop() {
			for _, t := range targets {
				if _, err := resolve.Relativize(appendixCBase, t); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("op=resolve", func(b *testing.B) {
		for b.Loop() {
			for _, t := range targets {
				if _, err := resolve.String(appendixCBase, t); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
}

// TestRelativizeLinear checks that relativizing a target ten times as
// long allocates about ten times as much, and a small constant times the
// length of its inputs. (Parsing them, which Relativize must do anyway,
// allocates a few hundred bytes whatever their length: a tree holds no
// segment nodes.)
func TestRelativizeLinear(t *testing.T) {
	measure := func(n int) (rel, parse uint64, size int) {
		base := "http://a/" + strings.Repeat("b/", n) + "c"
		target := "http://a/" + strings.Repeat("b/", n-10) + strings.Repeat("x:y/", n/2) + "g"
		rel = testmem.Allocated(func() {
			r, err := resolve.Relativize(base, target)
			require.NoError(t, err)
			require.True(t, strings.HasPrefix(r, "../"), "%.20q", r)
		})
		parse = testmem.Allocated(func() {
			_, err := parser.Parse(base)
			require.NoError(t, err)
			_, err = parser.Parse(target)
			require.NoError(t, err)
		})
		return rel, parse, len(base) + len(target)
	}
	small, _, _ := measure(5_000)
	big, parse, size := measure(50_000)
	t.Logf("Relativize allocated %d bytes for 5,000 segments, %d for 50,000 (ratio %.1f), %.1f a byte of its inputs; parsing both sides alone %d",
		small, big, float64(big)/float64(small), float64(big)/float64(size), parse)
	assert.Less(t, float64(big)/float64(small), 15.0)
	// Relativize's own work is a few strings as long as the target.
	assert.Less(t, float64(big)/float64(size), 32.0)
	assert.Less(t, parse, uint64(2048))
}
