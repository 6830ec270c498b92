package uri_test

import (
	"testing"

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
