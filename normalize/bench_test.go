package normalize_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/internal/testmem"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

var benchRefs = []string{
	"HTTP://www.XEROX.com:80/%7esmith/home.html",
	"http://www.example.com/a/b/c/d;p?q=1&r=2#frag",
	"http://www.example.com?r=2&q=1&q=0",
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
		{"dedup", func(s string) error {
			_, err := normalize.Normalize(s, normalize.With(normalize.Default|normalize.EmptyPathSlash|normalize.SortQuery|normalize.DropFragment))
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
// allocates a small constant times the input's length. (Parsing, which
// it must do, allocates the same whatever the length: a tree holds no
// segment nodes.)
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
	t.Logf("Normalize allocated %d bytes for %d input bytes (%.1f a byte); parsing alone %d", norm, len(s), float64(norm)/float64(len(s)), parse)
	assert.Less(t, float64(norm)/float64(len(s)), 24.0)
	// RFC 3986's remove_dot_segments, its ".." above the root removed
	// too, and its components entry.
	s3986 := "HTTP://A:80/../../" + strings.Repeat("b/./%7e/../", 20_000) + "?%7e#%7e"
	c, err := parser.Split(s3986, syntax.RFC3986)
	require.NoError(t, err)
	norm = testmem.Allocated(func() {
		var dst parts.Components
		require.NoError(t, normalize.Components(&dst, &c, syntax.RFC3986))
		require.True(t, dst.Text == "http://a/"+strings.Repeat("b/", 20_000)+"?~#~", "the normal form") // not Equal: the text is long
	})
	t.Logf("RFC 3986: Components allocated %d bytes for %d input bytes (%.1f a byte)", norm, len(s3986), float64(norm)/float64(len(s3986)))
	assert.Less(t, float64(norm)/float64(len(s3986)), 8.0)
	// A tree of constant size: a bound far below a byte an input byte,
	// with room for what the runtime allocates meanwhile, which is more
	// than the tree itself.
	assert.Less(t, parse, uint64(len(s)/16))
}

// TestSortQueryLinear checks that SortQuery costs memory in proportion to
// the query: nothing more than Default when the pairs are in order
// already, and a constant per pair (its text and its key, while they are
// sorted) when they are not, whose shortest is one byte and its "&".
func TestSortQueryLinear(t *testing.T) {
	sortQuery := normalize.With(normalize.Default | normalize.SortQuery)
	for _, tt := range []struct {
		name, query, want string
	}{
		{"in order", strings.Repeat("&", 100_000), strings.Repeat("&", 100_000)},
		{"reversed", strings.Repeat("b&a&", 25_000) + "b", strings.Repeat("a&", 25_000) + strings.Repeat("b&", 25_000) + "b"},
		{"escaped keys", strings.Repeat("%62=1&%61&", 10_000) + "c", strings.Repeat("a&", 10_000) + strings.Repeat("b=1&", 10_000) + "c"},
	} {
		s := "http://a/?" + tt.query
		def := testmem.Allocated(func() {
			_, err := normalize.Normalize(s)
			require.NoError(t, err)
		})
		var n string
		sorted := testmem.Allocated(func() {
			var err error
			n, err = normalize.Normalize(s, sortQuery)
			require.NoError(t, err)
		})
		require.True(t, n == "http://a/?"+tt.want, "%s: the query is not sorted", tt.name) // not Equal: the text is long
		t.Logf("%s: Default allocated %d bytes for %d input bytes; with SortQuery %d (%.1f bytes an input byte)", tt.name, def, len(s), sorted, float64(sorted)/float64(len(s)))
		if tt.name == "in order" {
			// Nothing a pair: what a pair would cost (32 bytes for each
			// of 100,000) is far above this bound, which leaves room for
			// what the runtime allocates meanwhile.
			assert.LessOrEqual(t, sorted, def+uint64(len(s)/8), tt.name)
		}
		// "b&a&...": a pair (two strings, 32 bytes) for each 2 input
		// bytes, and the copies Default makes.
		assert.Less(t, float64(sorted)/float64(len(s)), 24.0, tt.name)
	}
}

// BenchmarkComponents normalizes the references of benchRefs that a
// caller holds already split, such as a uri.Reference: op=string writes
// them out for Normalize, which splits them again (the baseline of the
// ratio); op=components hands their components to Components. Both in
// the module's default syntax and in RFC 3986's:
//
//	go test -run '^$' -bench Components -cpu 1 -count 10 ./normalize | benchstat -col /op -
func BenchmarkComponents(b *testing.B) {
	for name, syn := range map[string]syntax.Syntax{"default": syntax.Default, "rfc3986": syntax.RFC3986} {
		n, err := normalize.New(syn)
		require.NoError(b, err)
		held := make([]parts.Components, len(benchRefs))
		for i, s := range benchRefs {
			held[i], err = parser.Split(s, syn)
			require.NoError(b, err)
		}
		b.Run("syntax="+name+"/op=string", func(b *testing.B) {
			for b.Loop() {
				for i := range held {
					if _, err := n.Normalize(held[i].Text); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
		b.Run("syntax="+name+"/op=components", func(b *testing.B) {
			var dst parts.Components
			for b.Loop() {
				for i := range held {
					if err := n.Components(&dst, &held[i]); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
