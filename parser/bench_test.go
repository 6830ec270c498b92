package parser_test

import (
	"bufio"
	"errors"
	"net/url"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// benchRef is one named input of testdata/bench/refs.txt.
type benchRef struct {
	name, ref string
}

// benchRefs reads testdata/bench/refs.txt: one "name reference" per line,
// a name alone standing for the empty reference.
func benchRefs(b *testing.B) []benchRef {
	b.Helper()
	f, err := os.Open("../testdata/bench/refs.txt")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var refs []benchRef
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, ref, _ := strings.Cut(line, " ")
		refs = append(refs, benchRef{name, ref})
	}
	if err := sc.Err(); err != nil {
		b.Fatal(err)
	}
	if len(refs) == 0 {
		b.Fatal("no references in testdata/bench/refs.txt")
	}
	return refs
}

// benchEach runs parse on every reference of refs.txt as a sub-benchmark
// named after it, then on the whole set as the sub-benchmark "all".
func benchEach(b *testing.B, parse func(string) error) {
	refs := benchRefs(b)
	for _, r := range refs {
		if err := parse(r.ref); err != nil {
			b.Fatalf("%s: %q: %v", r.name, r.ref, err)
		}
		b.Run(r.name, func(b *testing.B) {
			b.SetBytes(int64(len(r.ref)))
			b.ReportAllocs()
			for b.Loop() {
				_ = parse(r.ref)
			}
		})
	}
	b.Run("all", func(b *testing.B) {
		var n int64
		for _, r := range refs {
			n += int64(len(r.ref))
		}
		b.SetBytes(n)
		b.ReportAllocs()
		for b.Loop() {
			for _, r := range refs {
				_ = parse(r.ref)
			}
		}
	})
}

// BenchmarkParse measures parser.Parse: the full typed tree, every
// character checked against Appendix A.
func BenchmarkParse(b *testing.B) {
	benchEach(b, func(s string) error {
		_, err := parser.Parse(s)
		return err
	})
}

// BenchmarkValidate measures parser.Validate: every character checked
// against Appendix A, no tree.
func BenchmarkValidate(b *testing.B) {
	benchEach(b, func(s string) error {
		return parser.Validate(s)
	})
}

// BenchmarkValidateRFC2732QueryOnly measures parser.Validate reading RFC
// 2396 as RFC 2732 amends it, with the query-only reference
// (syntax.RFC2732|syntax.QueryOnly), on the inputs of BenchmarkValidate.
func BenchmarkValidateRFC2732QueryOnly(b *testing.B) {
	benchEach(b, func(s string) error {
		return parser.Validate(s, syntax.RFC2732|syntax.QueryOnly)
	})
}

// BenchmarkRFC3986 measures Validate and Split on the inputs of
// BenchmarkValidate, each reference and then the set ("all"), in the
// default reading and in RFC 3986 (syntax.RFC3986) one after the other,
// so that a busy machine slows both alike: benchstat -col /syntax tables
// the two readings and their ratio.
func BenchmarkRFC3986(b *testing.B) {
	refs := benchRefs(b)
	split := func(s string, opts ...parser.Option) error {
		_, err := parser.Split(s, opts...)
		return err
	}
	readings := []struct {
		name string
		opts []parser.Option
	}{{"default", nil}, {"rfc3986", []parser.Option{syntax.RFC3986}}}
	for _, op := range []struct {
		name string
		f    func(string, ...parser.Option) error
	}{{"Validate", parser.Validate}, {"Split", split}} {
		for _, r := range append(slices.Clip(refs), benchRef{name: "all"}) {
			set := []string{r.ref}
			if r.name == "all" {
				set = set[:0]
				for _, x := range refs {
					set = append(set, x.ref)
				}
			}
			var n int64
			for _, s := range set {
				n += int64(len(s))
			}
			for _, syn := range readings {
				for _, s := range set {
					if err := op.f(s, syn.opts...); err != nil {
						b.Fatalf("%s: %q: %v", syn.name, s, err)
					}
				}
				b.Run("op="+op.name+"/ref="+r.name+"/syntax="+syn.name, func(b *testing.B) {
					b.SetBytes(n)
					b.ReportAllocs()
					for b.Loop() {
						for _, s := range set {
							_ = op.f(s, syn.opts...)
						}
					}
				})
			}
		}
	}
}

// BenchmarkGrammar measures parser.Parse with the Grammar option: the
// parser pigeon generates from grammar/uri.peg.
func BenchmarkGrammar(b *testing.B) {
	benchEach(b, func(s string) error {
		_, err := parser.Parse(s, parser.Grammar())
		return err
	})
}

// benchIPv6 are references with RFC 2732's IPv6 literals, from its
// section 2, for BenchmarkIPv6.
var benchIPv6 = []string{
	"http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html",
	"http://[1080:0:0:0:8:800:200C:417A]/index.html",
	"http://[3ffe:2a00:100:7031::1]",
	"http://[1080::8:800:200C:417A]/foo",
	"http://[::192.9.5.5]/ipng",
	"http://[::FFFF:129.144.52.38]:80/index.html",
	"http://[2010:836B:4179::836B:4179]",
}

// BenchmarkIPv6 measures Parse in RFC 2732 mode, Validate, and
// net/url.Parse on the example URLs of RFC 2732 section 2, each set as a
// whole.
func BenchmarkIPv6(b *testing.B) {
	var n int64
	for _, s := range benchIPv6 {
		n += int64(len(s))
	}
	for _, bm := range []struct {
		name  string
		parse func(string) error
	}{
		{"parse", func(s string) error { _, err := parser.Parse(s, syntax.RFC2732); return err }},
		{"validate", func(s string) error { return parser.Validate(s, syntax.RFC2732) }},
		{"net-url", func(s string) error { _, err := url.Parse(s); return err }},
	} {
		for _, s := range benchIPv6 {
			if err := bm.parse(s); err != nil {
				b.Fatalf("%s: %q: %v", bm.name, s, err)
			}
		}
		b.Run(bm.name, func(b *testing.B) {
			b.SetBytes(n)
			b.ReportAllocs()
			for b.Loop() {
				for _, s := range benchIPv6 {
					_ = bm.parse(s)
				}
			}
		})
	}
}

// BenchmarkNetURL measures net/url.Parse on the same inputs, for scale: it
// splits a URL into components but checks far fewer characters.
//
// Compare it with the others at -cpu 1. url.Parse allocates, and with a
// second P the collector marks its garbage there, in idle and background
// workers, while it runs: its time per call then leaves out work that its
// own core does at -cpu 1 (BENCHMARKS.md, "sixth session"). So does
// Parse's, which allocates too; Validate allocates nothing and has no
// such work to leave out.
func BenchmarkNetURL(b *testing.B) {
	benchEach(b, func(s string) error {
		_, err := url.Parse(s)
		return err
	})
}

// benchAppendixBRE is the regular expression of RFC 2396, Appendix B, which
// splits any string into the five components without validating them.
var benchAppendixBRE = regexp.MustCompile(`^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`)

// BenchmarkVsNetURL measures Parse and Validate against net/url's
// url.Parse on each reference of refs.txt and on the whole set ("all"), in
// turns: each iteration runs the three, one after the other in an order
// that rotates, on the same input, each as many times as takes url.Parse
// about 40 µs (turnTime), and the benchmark reports the median over the
// turns of Parse's time over url.Parse's ("parse/net-url") and of Validate's
// ("validate/net-url"), and the median time of one call of each
// ("parse-ns", "validate-ns", "net-url-ns"). The load of a shared machine
// and its drift, which move the times of separate benchmarks by tens of
// percent from one run to the next, fall on the three alike within a turn
// of some tens of microseconds, and a turn they fall on unevenly is one the
// median leaves out. Its ns/op is the time of a turn, and "clock-ns" the
// time a turn counts for no work, which each side's time holds once.
//
// The median leaves out the turns in which the collector takes a side's
// time too: it counts what allocating costs at the call (mallocgc), not
// the collections that it brings on, which url.Parse and Parse pay and
// Validate, which allocates nothing, does not. So the benchmark reports
// as well the ratios of the sums of the times over all the turns
// ("parse/net-url-sum", "validate/net-url-sum"), which count them, in
// the turns where they fall, as the separate benchmarks do. Run it with
// -cpu 1, as BenchmarkNetURL says: with a second P, the collector's work
// for url.Parse runs beside it on another core.
func BenchmarkVsNetURL(b *testing.B) {
	refs := benchRefs(b)
	type input struct {
		name string
		refs []string
	}
	var inputs []input
	var all []string
	for _, r := range refs {
		inputs = append(inputs, input{r.name, []string{r.ref}})
		all = append(all, r.ref)
	}
	inputs = append(inputs, input{"all", all})
	for _, in := range inputs {
		sides := [3]func(){
			func() {
				for _, s := range in.refs {
					if _, err := parser.Parse(s); err != nil {
						b.Fatal(err)
					}
				}
			},
			func() {
				for _, s := range in.refs {
					if err := parser.Validate(s); err != nil {
						b.Fatal(err)
					}
				}
			},
			func() {
				for _, s := range in.refs {
					if _, err := url.Parse(s); err != nil {
						b.Fatal(err)
					}
				}
			},
		}
		b.Run(in.name, func(b *testing.B) {
			// Calls of each side a turn: url.Parse's turnTime, measured
			// once before the turns.
			start := time.Now()
			for range 1000 {
				sides[2]()
			}
			reps := max(1, int(turnTime*1000/max(time.Since(start), 1)))
			var times [3][]float64
			turn := 0
			for b.Loop() {
				for k := range 3 {
					side := (turn + k) % 3
					t0 := time.Now()
					for range reps {
						sides[side]()
					}
					times[side] = append(times[side], float64(time.Since(t0))/float64(reps))
				}
				turn++
			}
			parse, validate := make([]float64, turn), make([]float64, turn)
			for i := range turn {
				parse[i] = times[0][i] / times[2][i]
				validate[i] = times[1][i] / times[2][i]
			}
			b.ReportMetric(median(parse), "parse/net-url")
			b.ReportMetric(median(validate), "validate/net-url")
			b.ReportMetric(sum(times[0])/sum(times[2]), "parse/net-url-sum")
			b.ReportMetric(sum(times[1])/sum(times[2]), "validate/net-url-sum")
			b.ReportMetric(median(times[0]), "parse-ns")
			b.ReportMetric(median(times[1]), "validate-ns")
			b.ReportMetric(median(times[2]), "net-url-ns")
			b.ReportMetric(clockTime(), "clock-ns")
		})
	}
}

// turnTime is how long url.Parse runs in one turn of BenchmarkVsNetURL:
// long enough that the clock, read at each end of a side's calls, is a
// small part of the fastest side's time: in short turns, the clock's
// share of Validate's time is larger than of url.Parse's, and raises
// their ratio (BENCHMARKS.md, clockTime).
const turnTime = 40 * time.Microsecond

// clockTime returns the median time, in ns, that a turn of
// BenchmarkVsNetURL counts for no work: the time between the readings of
// the clock at the start and the end of a side's calls.
func clockTime() float64 {
	ts := make([]float64, 1001)
	for i := range ts {
		t0 := time.Now()
		ts[i] = float64(time.Since(t0))
	}
	return median(ts)
}

// sum returns the sum of xs.
func sum(xs []float64) float64 {
	var t float64
	for _, x := range xs {
		t += x
	}
	return t
}

// median returns the median of xs, which it sorts.
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	slices.Sort(xs)
	if n := len(xs); n%2 == 0 {
		return (xs[n/2-1] + xs[n/2]) / 2
	}
	return xs[len(xs)/2]
}

// BenchmarkAppendixB measures the Appendix B regular expression on the same
// inputs.
func BenchmarkAppendixB(b *testing.B) {
	benchEach(b, func(s string) error {
		_ = benchAppendixBRE.FindStringSubmatch(s)
		return nil
	})
}

// benchScaleSizes are the input lengths of BenchmarkScale: tenfold steps, the
// last just under parser.MaxInputLength.
var benchScaleSizes = []struct {
	name string
	n    int
}{
	{"1KB", 1000},
	{"10KB", 10_000},
	{"100KB", 100_000},
	{"1MB", 1_000_000},
}

// benchScaleInputs builds inputs of exactly n bytes that stress one rule each
// by repeating its unit.
var benchScaleInputs = []struct {
	name string
	make func(n int) string
}{
	// A long abs_path of many segments, each with a param.
	{"path", func(n int) string { return benchFill("http://a/", "seg;p/", "z", n) }},
	// A long hostname of many domainlabels.
	{"host", func(n int) string { return benchFill("http://", "ab-1.", "com/", n) }},
	// A long query of many escaped parameters.
	{"query", func(n int) string { return benchFill("http://a/?", "k=v%20w&", "z", n) }},
	// A long run of "../" in a rel_path.
	{"dotdot", func(n int) string { return benchFill("", "../", "g", n) }},
}

// benchFill returns prefix, then unit repeated, then suffix, cut or padded with
// the last byte of suffix to exactly n bytes.
func benchFill(prefix, unit, suffix string, n int) string {
	k := (n - len(prefix) - len(suffix)) / len(unit)
	s := prefix + strings.Repeat(unit, k) + suffix
	return s + strings.Repeat(suffix[len(suffix)-1:], n-len(s))
}

// BenchmarkScale measures parser.Parse on inputs ten times longer at each
// step, to show that the time grows linearly with the length.
func BenchmarkScale(b *testing.B) {
	benchScale(b, false)
}

// BenchmarkScaleInvalid measures parser.Parse on the inputs of
// BenchmarkScale with their last byte made a space: each fails at its last
// byte, which shows what an error costs against a valid input of the same
// size.
func BenchmarkScaleInvalid(b *testing.B) {
	benchScale(b, true)
}

func benchScale(b *testing.B, invalid bool) {
	for _, in := range benchScaleInputs {
		for _, sz := range benchScaleSizes {
			s := in.make(sz.n)
			if len(s) != sz.n {
				b.Fatalf("%s/%s: input is %d bytes, want %d", in.name, sz.name, len(s), sz.n)
			}
			if invalid {
				s = s[:len(s)-1] + " "
				var pe *parser.Error
				if _, err := parser.Parse(s); !errors.As(err, &pe) || pe.Offset != len(s)-1 {
					b.Fatalf("%s/%s: want an error at the last byte, got %v", in.name, sz.name, err)
				}
			} else if _, err := parser.Parse(s); err != nil {
				b.Fatalf("%s/%s: %v", in.name, sz.name, err)
			}
			b.Run(in.name+"/"+sz.name, func(b *testing.B) {
				b.SetBytes(int64(len(s)))
				b.ReportAllocs()
				for b.Loop() {
					_, _ = parser.Parse(s)
				}
			})
		}
	}
}

// BenchmarkMatchRule measures MatchRule (the fast engine) and MatchRule
// with Grammar (the grammar's parser) on a character rule, a hostname and
// a whole reference, under the same sub-benchmark names with /fast and
// /grammar; and the fast engine on issue 30's line, "http://a" then
// slashes to 1 MiB, on which the grammar's parser takes seconds.
func BenchmarkMatchRule(b *testing.B) {
	for _, in := range []struct {
		name string
		rule syntax.Rule
		s    string
	}{
		{"char", "pchar", "a"},
		{"host", "hostname", "www.example.com"},
		{"ref", "URI_reference", "http://www.ietf.org/rfc/rfc2396.txt?q#f"},
		{"slashes-1MB", "URI_reference", fill("http://a", "/", "/", parser.MaxInputLength)},
	} {
		engines := []struct {
			name string
			opts []parser.Option
		}{{"fast", nil}, {"grammar", []parser.Option{parser.Grammar()}}}
		if len(in.s) > 1000 {
			engines = engines[:1]
		}
		for _, e := range engines {
			b.Run(in.name+"/"+e.name, func(b *testing.B) {
				b.SetBytes(int64(len(in.s)))
				b.ReportAllocs()
				for b.Loop() {
					_, _ = parser.MatchRule(in.rule, in.s, e.opts...)
				}
			})
		}
	}
}

// BenchmarkValidateRule measures ValidateRule (the fast engine) and
// MatchRule with Grammar (the grammar's parser) on the same components,
// valid and invalid, under the same sub-benchmark names with /fast and
// /grammar.
func BenchmarkValidateRule(b *testing.B) {
	for _, in := range []struct {
		name string
		rule syntax.Rule
		s    string
	}{
		{"authority", "authority", "user:pw@www.example.com:8080"},
		{"path", "abs_path", "/seg1/seg2;v=2/seg3/index.html"},
		{"query", "query", "q=uniform+resource+identifier&hl=en&start=10"},
		{"query-1KB", "query", strings.Repeat("k=v%20w&", 128)},
		{"query-1KB-invalid", "query", strings.Repeat("k=v%20w&", 128)[:1023] + " "},
	} {
		b.Run(in.name+"/fast", func(b *testing.B) {
			b.SetBytes(int64(len(in.s)))
			b.ReportAllocs()
			for b.Loop() {
				_ = parser.ValidateRule(in.rule, in.s)
			}
		})
		b.Run(in.name+"/grammar", func(b *testing.B) {
			b.SetBytes(int64(len(in.s)))
			b.ReportAllocs()
			for b.Loop() {
				_, _ = parser.MatchRule(in.rule, in.s, parser.Grammar())
			}
		})
	}
}
