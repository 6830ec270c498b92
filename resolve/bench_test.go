package resolve_test

import (
	"fmt"
	"github.com/rfc2396/rfc2396/syntax"
	"net/url"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
)

// dotDotPair returns Appendix C's base and a reference of n "../"
// segments then "g", parsed.
func dotDotPair(t testing.TB, n int) (*ast.AbsoluteURI, *ast.URIReference) {
	b, err := parser.ParseAbsolute(appendixCBase)
	require.NoError(t, err)
	r, err := parser.Parse(strings.Repeat("../", n) + "g")
	require.NoError(t, err)
	return b, r
}

// BenchmarkDotDot resolves n "../" segments, both sides parsed: the cost
// must grow linearly with n.
//
//	go test -run '^$' -bench DotDot -benchmem ./resolve
func BenchmarkDotDot(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		for _, explain := range []bool{false, true} {
			name := fmt.Sprintf("segments=%d", n)
			var opts []resolve.Option
			if explain {
				name += "/explain"
				opts = append(opts, resolve.Explain())
			}
			b.Run(name, func(b *testing.B) {
				base, ref := dotDotPair(b, n)
				for b.Loop() {
					if _, err := resolve.Reference(base, ref, opts...); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/segment")
			})
		}
	}
}

// TestDotDotLinear checks that resolving ten times as many "../" segments
// costs about ten times as much, by the bytes allocated, which unlike time
// do not vary from run to run. The literal algorithm of step 6e would
// allocate a hundred times as much.
func TestDotDotLinear(t *testing.T) {
	alloc := func(n int, opts ...resolve.Option) uint64 {
		base, ref := dotDotPair(t, n)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		res, err := resolve.Reference(base, ref, opts...)
		runtime.ReadMemStats(&after)
		require.NoError(t, err)
		// Two of the n segments pop "c" and "b"; the rest stay (KeepDotDot).
		assert.Equal(t, "http://a"+strings.Repeat("/..", n-2)+"/g", res.Tree().String())
		return after.TotalAlloc - before.TotalAlloc
	}
	for _, explain := range []bool{false, true} {
		var opts []resolve.Option
		if explain {
			opts = append(opts, resolve.Explain())
		}
		small, large := alloc(10_000, opts...), alloc(100_000, opts...)
		t.Logf("explain=%v: 10,000 segments: %d bytes; 100,000 segments: %d bytes; ratio %.1f", explain, small, large, float64(large)/float64(small))
		assert.Less(t, float64(large)/float64(small), 30.0, "explain=%v", explain)
	}
}

// BenchmarkAppendixC resolves the references of Appendix C, both sides
// parsed, with this package and with net/url, for comparison.
//
//	go test -run '^$' -bench AppendixC -benchmem ./resolve
func BenchmarkAppendixC(b *testing.B) {
	var refs []string
	for _, c := range readAppendixC(b) {
		if c.mode != "compat" {
			refs = append(refs, c.ref)
		}
	}
	b.Run("resolve", func(b *testing.B) {
		base, err := parser.ParseAbsolute(appendixCBase)
		require.NoError(b, err)
		parsed := make([]*ast.URIReference, len(refs))
		for i, r := range refs {
			parsed[i], err = parser.Parse(r, syntax.QueryOnly)
			require.NoError(b, err)
		}
		for b.Loop() {
			for _, r := range parsed {
				if _, err := resolve.Reference(base, r); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	// From strings to a string: resolve.String, against url.Parse of base
	// and reference, ResolveReference and String.
	b.Run("string", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, r := range refs {
				if _, err := resolve.String(appendixCBase, r); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("net-url-string", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, r := range refs {
				base, err := url.Parse(appendixCBase)
				if err != nil {
					b.Fatal(err)
				}
				ref, err := url.Parse(r)
				if err != nil {
					b.Fatal(err)
				}
				_ = base.ResolveReference(ref).String()
			}
		}
	})
	b.Run("net-url", func(b *testing.B) {
		base, err := url.Parse(appendixCBase)
		require.NoError(b, err)
		parsed := make([]*url.URL, len(refs))
		for i, r := range refs {
			parsed[i], err = url.Parse(r)
			require.NoError(b, err)
		}
		for b.Loop() {
			for _, r := range parsed {
				_ = base.ResolveReference(r)
			}
		}
	})
}

// appendixCBenchCases returns the Appendix C references that both
// resolvers take in the default (strict) mode, each with a sub-benchmark
// name: the reference with its slashes written as underscores.
func appendixCBenchCases(b *testing.B) (names, refs []string) {
	seen := map[string]bool{}
	for _, c := range readAppendixC(b) {
		if c.mode == "compat" {
			continue
		}
		name := strings.ReplaceAll(c.ref, "/", "_")
		if name == "" {
			name = "empty"
		}
		require.False(b, seen[name], "two references named %q", name)
		seen[name] = true
		names, refs = append(names, name), append(refs, c.ref)
	}
	return names, refs
}

// BenchmarkResolve resolves each Appendix C reference on its own, both
// sides parsed beforehand; BenchmarkResolveNetURL does the same with
// net/url under the same sub-benchmark names, so that benchstat can set
// them side by side.
//
//	go test -run '^$' -bench 'Resolve' -benchmem ./resolve
func BenchmarkResolve(b *testing.B) {
	base, err := parser.ParseAbsolute(appendixCBase)
	require.NoError(b, err)
	names, refs := appendixCBenchCases(b)
	for i, name := range names {
		ref, err := parser.Parse(refs[i], syntax.QueryOnly)
		require.NoError(b, err)
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := resolve.Reference(base, ref); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkResolveNetURL is BenchmarkResolve with (*url.URL).ResolveReference.
func BenchmarkResolveNetURL(b *testing.B) {
	base, err := url.Parse(appendixCBase)
	require.NoError(b, err)
	names, refs := appendixCBenchCases(b)
	for i, name := range names {
		ref, err := url.Parse(refs[i])
		require.NoError(b, err)
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				_ = base.ResolveReference(ref)
			}
		})
	}
}

// BenchmarkTreesVsStrings resolves the references of Appendix C, normal
// and abnormal, against its base: Reference on the trees the parser
// built of both (impl=trees), which reads each tree's components from its
// nodes, and keeps the result's components in a Result (whose Tree builds
// the result's tree only when asked), against String on the same pairs
// as strings (impl=string), which scans both and writes the result. One run, so that benchstat sets them side
// by side; besides sec/op, each reports the process's CPU time per
// operation (cpu-sec/op), which the load of other processes on the
// machine changes less than it changes the wall time:
//
//	go test -c -o /tmp/resolve.test ./resolve
//	cd resolve && /tmp/resolve.test -test.run '^$' -test.bench '^BenchmarkTreesVsStrings$' -test.cpu 1 -test.benchtime 50ms -test.count 40 -test.benchmem > /tmp/tr.txt
//	benchstat -col /impl /tmp/tr.txt
func BenchmarkTreesVsStrings(b *testing.B) {
	var refs []string
	for _, c := range readAppendixC(b) {
		if c.mode != "compat" {
			refs = append(refs, c.ref)
		}
	}
	b.Run("impl=trees", func(b *testing.B) {
		base, err := parser.ParseAbsolute(appendixCBase)
		require.NoError(b, err)
		trees := make([]*ast.URIReference, len(refs))
		for i, r := range refs {
			trees[i], err = parser.Parse(r)
			require.NoError(b, err)
		}
		b.ReportAllocs()
		cpu := cpuTime(b)
		for b.Loop() {
			for _, r := range trees {
				if _, err := resolve.Reference(base, r); err != nil {
					b.Fatal(err)
				}
			}
		}
		cpu.report(b)
	})
	b.Run("impl=string", func(b *testing.B) {
		b.ReportAllocs()
		cpu := cpuTime(b)
		for b.Loop() {
			for _, r := range refs {
				if _, err := resolve.String(appendixCBase, r); err != nil {
					b.Fatal(err)
				}
			}
		}
		cpu.report(b)
	})
}

// A cpuClock is the CPU time, user and system, that the process had used
// when a benchmark's loop began.
type cpuClock time.Duration

// cpuTime reads the process's CPU time.
func cpuTime(b *testing.B) cpuClock {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		b.Fatal(err)
	}
	return cpuClock(time.Duration(u.Utime.Nano() + u.Stime.Nano()))
}

// report reports the CPU time used since c per operation, as cpu-sec/op.
func (c cpuClock) report(b *testing.B) {
	used := time.Duration(cpuTime(b) - c)
	b.ReportMetric(used.Seconds()/float64(b.N), "cpu-sec/op")
}
