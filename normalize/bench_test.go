package normalize_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/internal/testmem"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
)

var benchRefs = []string{
	"HTTP://www.XEROX.com:80/%7esmith/home.html",
	"http://www.example.com/a/b/c/d;p?q=1&r=2#frag",
	"ftp://Joe@FTP.Example.ORG:21/pub/%41%2f",
	"mailto:joe@example.org",
	"../g;x?y#s",
}

// BenchmarkNormalize normalizes a few references; op=parse, parsing them
// alone, is the baseline of the ratio:
//
//	go test -run '^$' -bench Normalize -count 10 ./normalize | benchstat -col /op -
func BenchmarkNormalize(b *testing.B) {
	for _, op := range []struct {
		name string
		f    func(string) error
	}{
		{"normalize", func(s string) error { _, err := normalize.Normalize(s); return err }},
		{"dots", func(s string) error {
			_, err := normalize.Normalize(s, normalize.With(normalize.Default|normalize.RemoveDotSegments))
			return err
		}},
		{"parse", func(s string) error { _, err := parser.Parse(s); return err }},
	} {
		b.Run("op="+op.name, func(b *testing.B) {
			for b.Loop() {
				for _, s := range benchRefs {
					if err := op.f(s); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}

// TestNormalizeLinear checks that normalizing, dot segments included,
// allocates not much more than parsing, which it must do anyway.
func TestNormalizeLinear(t *testing.T) {
	s := "HTTP://A:80/" + strings.Repeat("b/./%7e/../", 20_000) + "?%7e#%7e"
	dots := normalize.With(normalize.Default | normalize.RemoveDotSegments)
	norm := testmem.Allocated(func() {
		n, err := normalize.Normalize(s, dots)
		require.NoError(t, err)
		require.Equal(t, "http://a/"+strings.Repeat("b/", 20_000)+"?~#~", n)
	})
	parse := testmem.Allocated(func() {
		_, err := parser.Parse(s)
		require.NoError(t, err)
	})
	t.Logf("Normalize allocated %d bytes for %d input bytes; parsing alone %d (ratio %.2f)", norm, len(s), parse, float64(norm)/float64(parse))
	assert.Less(t, float64(norm)/float64(parse), 3.0)
}
