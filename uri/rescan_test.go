package uri

import (
	"go/version"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// textNormalize is Reference.Normalize on the text: the value written
// out, read again by normalize.Normalize, and its result read again. It
// is the baseline that Normalize, on the components, must match.
func textNormalize(r Reference, opts ...normalize.Option) (Reference, error) {
	opts, syn, err := textReadingOf(r.Syntax(), opts)
	if err != nil {
		return Reference{}, err
	}
	s, err := normalize.Normalize(r.String(), opts...)
	if err != nil {
		return Reference{}, err
	}
	if s == r.String() && syn == r.Syntax() {
		return r, nil
	}
	return splitIn(s, syn)
}

// textReadingOf is what readingOf was when the methods read the texts.
func textReadingOf[O any](syn syntax.Syntax, opts []O) ([]O, syntax.Syntax, error) {
	all := append([]O{any(syn).(O)}, opts...)
	s, err := syntax.Read(all, func(O) string { return "" })
	return all, s, err
}

// textEquivalent is Reference.Equivalent on the texts, as textNormalize
// is Normalize.
func textEquivalent(r, o Reference, opts ...normalize.Option) (bool, error) {
	syn, err := wider("Equivalent", r.Syntax(), o.Syntax())
	if err != nil {
		return false, err
	}
	return normalize.Equal(r.String(), o.String(), append([]normalize.Option{syn}, opts...)...)
}

// rescanRefs are references to normalize beside the corpus: each rule
// of section 6 and RFC 3986's 6.2.2 at work, hosts that decoding makes
// of another rule, and the empty reference.
var rescanRefs = []string{
	"", "#%62", "HTTP://A:80/%7Euser/./x/../y?%41#%62", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
	"http://%41/", "http://%31.2.3.4/", "http://[::A]:80/", "http://a_b/%7e", "mailto:A@B?%7E",
	"http://a", "http://u:p@H:/?b=1&a=2", "foo:%2e%2E/x", "/%2E/a/../b",
}

// rescanReadings are the syntaxes a value is read in for the tests: the
// default, strict RFC 2396 and RFC 3986.
var rescanReadings = []syntax.Syntax{syntax.Default, syntax.RFC2396, syntax.RFC3986}

// rescanOptions are the options given to Normalize and Equivalent: none,
// every rule, and a Syntax that reads the value otherwise (strict RFC
// 2396 over the default, RFC 2732 over strict RFC 2396).
var rescanOptions = [][]normalize.Option{
	nil,
	{normalize.With(normalize.RFC3986Default | normalize.SortQuery | normalize.DropFragment)},
	{normalize.Ports(map[string]int{"example": 80})},
	{syntax.RFC2396},
	{syntax.RFC2732},
	// Invalid options, each error as it was: the first in order.
	{normalize.With(1 << 12), syntax.RFC3986},
	{nil, normalize.With(1 << 12)},
}

// TestNormalizeOnComponents checks that Normalize and Equivalent, on the
// components, give what the same methods on the texts gave, values and
// errors alike, over the corpus in each reading and with each set of
// options.
func TestNormalizeOnComponents(t *testing.T) {
	var refs []Reference
	for _, syn := range rescanReadings {
		for _, s := range append(testcorpus.Valid("../testdata"), rescanRefs...) {
			if r, err := Parse(s, syn); err == nil {
				refs = append(refs, r)
			}
		}
	}
	for i, r := range refs {
		o := refs[(i+1)%len(refs)]
		for _, opts := range rescanOptions {
			got, err := r.Normalize(opts...)
			want, werr := textNormalize(r, opts...)
			assert.Equal(t, werr, err, "%q (%v) %v", r, r.Syntax(), opts)
			assert.True(t, got == want, "%q (%v) %v: %q, want %q", r, r.Syntax(), opts, got, want)
			for _, p := range [][2]Reference{{r, o}, {r, want}, {r, r}} {
				eq, err := p[0].Equivalent(p[1], opts...)
				weq, werr := textEquivalent(p[0], p[1], opts...)
				assert.Equal(t, werr, err, "%q (%v) %q (%v) %v", p[0], p[0].Syntax(), p[1], p[1].Syntax(), opts)
				assert.Equal(t, weq, eq, "%q (%v) %q (%v) %v", p[0], p[0].Syntax(), p[1], p[1].Syntax(), opts)
			}
		}
	}
}

// TestNormalizeNoRescan checks that Normalize and Equivalent read no text
// again: given a value whose components hold a text that no grammar
// reads (a space in its path, where the parser found a "_"), they
// normalize it as its components lay it out, where the methods on the
// text refuse it. Values never hold such a text; the test makes one to
// see which way the methods go.
func TestNormalizeNoRescan(t *testing.T) {
	for _, syn := range rescanReadings {
		c, err := parser.Split("HTTP://A:80/b_c/%7E?%41", syn)
		require.NoError(t, err)
		require.NoError(t, c.CheckSpans())
		c.Text = strings.Replace(c.Text, "_", " ", 1)
		r := newReference(c, syn)

		got, err := r.Normalize()
		require.NoError(t, err, "%v", syn)
		assert.Equal(t, "http://a/b c/~?A", got.String(), "%v", syn)
		assert.Equal(t, syn, got.Syntax())
		_, err = textNormalize(r)
		var pe *parser.Error
		assert.ErrorAs(t, err, &pe, "%v: the text is read again", syn)

		eq, err := r.Equivalent(got)
		require.NoError(t, err, "%v", syn)
		assert.True(t, eq, "%v", syn)
		_, err = textEquivalent(r, got)
		assert.ErrorAs(t, err, &pe, "%v: the text is read again", syn)

		// Components that do not lay out their text are refused, with
		// normalize's error, never normalized as they come.
		bad := c
		bad.Path.End = bad.Path.Start - 1
		_, err = newReference(bad, syn).Normalize()
		assert.ErrorIs(t, err, parts.ErrSpans, "%v", syn)
	}
}

// TestNormalizeAllocs checks that Normalize and Equivalent of values
// already in normal form, as most are, allocate nothing: the options
// slice stays on the stack, and no text is written.
func TestNormalizeAllocs(t *testing.T) {
	if version.Compare(runtime.Version(), "go1.26") < 0 {
		// Go 1.24 and 1.25 keep a few more values on the heap here.
		t.Skipf("allocation counts depend on the compiler's escape analysis: held for Go 1.26 and later, not %s", runtime.Version())
	}
	for _, syn := range rescanReadings {
		for _, s := range []string{"", "g", "http://a/b/c/d;p?q", "http://u@[::1]:8/x?y#z"} {
			r, err := Parse(s, syn)
			if err != nil {
				continue
			}
			o := MustParse("http://a/c", syn)
			assert.Zero(t, testing.AllocsPerRun(100, func() { _, _ = r.Normalize() }), "%q (%v): Normalize", s, syn)
			assert.Zero(t, testing.AllocsPerRun(100, func() { _, _ = r.Equivalent(o) }), "%q (%v): Equivalent", s, syn)
		}
	}
}

// BenchmarkNormalize measures Normalize and Equivalent on the values'
// components against the same methods on their texts (textNormalize,
// textEquivalent), under the same sub-benchmark names but impl, over the
// corpus and rescanRefs read in the default syntax and in RFC 3986:
//
//	go test -c -o /tmp/uri.test ./uri
//	cd uri && /tmp/uri.test -test.run '^$' -test.bench '^BenchmarkNormalize$' -test.cpu 1 -test.count 10 > /tmp/norm.txt
//	benchstat -col /impl /tmp/norm.txt
//
// op=Equivalent compares each value with the next.
func BenchmarkNormalize(b *testing.B) {
	for _, syn := range []syntax.Syntax{syntax.Default, syntax.RFC3986} {
		var refs []Reference
		for _, s := range append(testcorpus.Valid("../testdata"), rescanRefs...) {
			if r, err := Parse(s, syn); err == nil {
				refs = append(refs, r)
			}
		}
		require.NotEmpty(b, refs)
		name := "syntax=" + syn.String()
		for _, impl := range []struct {
			name string
			norm func(Reference, ...normalize.Option) (Reference, error)
		}{{"components", Reference.Normalize}, {"text", textNormalize}} {
			b.Run("op=Normalize/"+name+"/impl="+impl.name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					for _, r := range refs {
						if _, err := impl.norm(r); err != nil {
							b.Fatal(err)
						}
					}
				}
			})
		}
		for _, impl := range []struct {
			name  string
			equiv func(Reference, Reference, ...normalize.Option) (bool, error)
		}{{"components", Reference.Equivalent}, {"text", textEquivalent}} {
			b.Run("op=Equivalent/"+name+"/impl="+impl.name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					for i, r := range refs {
						if _, err := impl.equiv(r, refs[(i+1)%len(refs)]); err != nil {
							b.Fatal(err)
						}
					}
				}
			})
		}
	}
}

// BenchmarkNormalizeTurns measures BenchmarkNormalize's pairs in turns,
// as BenchmarkFrontDoorTurns does: each method on the components and on
// the texts one after the other over the references, and reports the
// median over the turns of the first's time over the second's
// ("components/text"), so that the load of a shared machine falls on
// both sides alike:
//
//	cd uri && /tmp/uri.test -test.run '^$' -test.bench '^BenchmarkNormalizeTurns$' -test.cpu 1 -test.count 10
func BenchmarkNormalizeTurns(b *testing.B) {
	for _, syn := range []syntax.Syntax{syntax.Default, syntax.RFC3986} {
		var refs []Reference
		for _, s := range append(testcorpus.Valid("../testdata"), rescanRefs...) {
			if r, err := Parse(s, syn); err == nil {
				refs = append(refs, r)
			}
		}
		require.NotEmpty(b, refs)
		name := "syntax=" + syn.String()
		norm := func(f func(Reference, ...normalize.Option) (Reference, error)) func() {
			return func() {
				for _, r := range refs {
					if _, err := f(r); err != nil {
						b.Fatal(err)
					}
				}
			}
		}
		equiv := func(f func(Reference, Reference, ...normalize.Option) (bool, error)) func() {
			return func() {
				for i, r := range refs {
					if _, err := f(r, refs[(i+1)%len(refs)]); err != nil {
						b.Fatal(err)
					}
				}
			}
		}
		for _, op := range []struct {
			name  string
			sides [2]func()
		}{
			{"Normalize", [2]func(){norm(Reference.Normalize), norm(textNormalize)}},
			{"Equivalent", [2]func(){equiv(Reference.Equivalent), equiv(textEquivalent)}},
		} {
			b.Run("op="+op.name+"/"+name, func(b *testing.B) {
				var ratios []float64
				for b.Loop() {
					var t [2]time.Duration
					for k, side := range op.sides {
						t0 := time.Now()
						for range 5 {
							side()
						}
						t[k] = time.Since(t0)
					}
					ratios = append(ratios, float64(t[0])/float64(t[1]))
				}
				slices.Sort(ratios)
				b.ReportMetric(ratios[len(ratios)/2], "components/text")
			})
		}
	}
}
