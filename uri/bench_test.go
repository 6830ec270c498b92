package uri_test

import (
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"github.com/rfc2396/rfc2396/uri"
)

// benchRefs are references of the shapes programs keep: a base, a server
// with userinfo and port, a relative reference.
var benchRefs = []string{"http://a/b/c/d;p?q", "http://user@a.example:8080/b/c;p?q#f", "../g?y#s"}

func BenchmarkParse(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range benchRefs {
			if _, err := uri.Parse(s); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkUnmarshalText(b *testing.B) {
	b.ReportAllocs()
	text := []byte("http://a/b/c/d;p?q")
	var a uri.Absolute
	for b.Loop() {
		if err := a.UnmarshalText(text); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWith(b *testing.B) {
	b.ReportAllocs()
	r := uri.MustParse("http://user@a.example:8080/b/c;p?q#f")
	for b.Loop() {
		if _, err := r.With(uri.Query, "y=2&z=3"); err != nil {
			b.Fatal(err)
		}
		if _, err := r.With(uri.Authority, "b.example"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkResolve(b *testing.B) {
	b.ReportAllocs()
	base := uri.MustParseAbsolute("http://a/b/c/d;p?q")
	refs := []uri.Reference{uri.MustParse("../g"), uri.MustParse("g;x?y#s"), uri.MustParse("//g")}
	for b.Loop() {
		for _, r := range refs {
			if _, err := base.Resolve(r); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkAST(b *testing.B) {
	b.ReportAllocs()
	r := uri.MustParse("http://user@a.example:8080/b/c;p?q#f")
	for b.Loop() {
		if r.AST().Host().String() != "a.example" {
			b.Fatal("host")
		}
	}
}

func BenchmarkParseQuery(b *testing.B) {
	b.ReportAllocs()
	const q = "q=rfc%202396&lang=en&page=2&tag=a&tag=b"
	for b.Loop() {
		v, err := uri.ParseQuery(q)
		if err != nil {
			b.Fatal(err)
		}
		v.Set("page", "3")
		if v.Encode() == "" {
			b.Fatal("empty")
		}
	}
}

func BenchmarkJoinPath(b *testing.B) {
	b.ReportAllocs()
	r := uri.MustParse("https://api.example/v1/?key=k")
	for b.Loop() {
		if _, err := r.JoinPath("users", "Jo Smith", "files"); err != nil {
			b.Fatal(err)
		}
	}
}

// benchSet returns the references of testdata/bench/refs.txt, the
// parser's reference set.
func benchSet(b *testing.B) []string {
	var refs []string
	for _, l := range testcorpus.Lines("../testdata/bench/refs.txt") {
		if strings.HasPrefix(l, "#") {
			continue
		}
		_, ref, _ := strings.Cut(l, " ")
		refs = append(refs, ref)
	}
	require.NotEmpty(b, refs)
	return refs
}

// BenchmarkFrontDoor measures the front door against net/url in one run,
// under the same sub-benchmark names but impl, so that benchstat sets
// them side by side:
//
//	go test -c -o /tmp/uri.test ./uri
//	cd uri && /tmp/uri.test -test.run '^$' -test.bench '^BenchmarkFrontDoor$' -test.cpu 1 -test.count 10 > /tmp/fd.txt
//	benchstat -col /impl /tmp/fd.txt
//
// op=Resolve resolves Appendix C's references, normal and abnormal, on
// values parsed beforehand against its base: Absolute.Resolve against
// (*url.URL).ResolveReference. op=Parse parses the reference set:
// Parse against url.Parse.
func BenchmarkFrontDoor(b *testing.B) {
	const base = "http://a/b/c/d;p?q"
	b.Run("op=Resolve/impl=uri", func(b *testing.B) {
		a := uri.MustParseAbsolute(base)
		refs := make([]uri.Reference, len(appendixC))
		for i, c := range appendixC {
			refs[i] = uri.MustParse(c[0])
		}
		b.ReportAllocs()
		for b.Loop() {
			for _, r := range refs {
				if _, err := a.Resolve(r); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("op=Resolve/impl=net-url", func(b *testing.B) {
		u, err := url.Parse(base)
		require.NoError(b, err)
		refs := make([]*url.URL, len(appendixC))
		for i, c := range appendixC {
			refs[i], err = url.Parse(c[0])
			require.NoError(b, err)
		}
		b.ReportAllocs()
		for b.Loop() {
			for _, r := range refs {
				_ = u.ResolveReference(r)
			}
		}
	})
	set := benchSet(b)
	b.Run("op=Parse/impl=uri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range set {
				if _, err := uri.Parse(s); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("op=Parse/impl=net-url", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range set {
				if _, err := url.Parse(s); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
}

// BenchmarkFrontDoorTurns measures op=Resolve of BenchmarkFrontDoor in
// turns: Absolute.Resolve and (*url.URL).ResolveReference on Appendix C
// one after the other, each some hundreds of microseconds, and reports the
// median over the turns of the first's time over the second's
// ("uri/net-url"). The load of a shared machine falls on both alike
// within a turn; the collections that one side's garbage brings on may
// fall in the other's turn, which separate benchmarks charge to the side
// that allocates.
//
//	cd uri && /tmp/uri.test -test.run '^$' -test.bench '^BenchmarkFrontDoorTurns$' -test.cpu 1 -test.count 10
func BenchmarkFrontDoorTurns(b *testing.B) {
	const base = "http://a/b/c/d;p?q"
	a := uri.MustParseAbsolute(base)
	u, err := url.Parse(base)
	require.NoError(b, err)
	refs := make([]uri.Reference, len(appendixC))
	urefs := make([]*url.URL, len(appendixC))
	for i, c := range appendixC {
		refs[i] = uri.MustParse(c[0])
		urefs[i], err = url.Parse(c[0])
		require.NoError(b, err)
	}
	sides := [2]func(){
		func() {
			for _, r := range refs {
				if _, err := a.Resolve(r); err != nil {
					b.Fatal(err)
				}
			}
		},
		func() {
			for _, r := range urefs {
				_ = u.ResolveReference(r)
			}
		},
	}
	var ratios []float64
	for b.Loop() {
		var t [2]time.Duration
		for k := range sides {
			t0 := time.Now()
			for range 20 {
				sides[k]()
			}
			t[k] = time.Since(t0)
		}
		ratios = append(ratios, float64(t[0])/float64(t[1]))
	}
	slices.Sort(ratios)
	b.ReportMetric(ratios[len(ratios)/2], "uri/net-url")
}
