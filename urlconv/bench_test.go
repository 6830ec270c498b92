package urlconv_test

import (
	"net/url"
	"testing"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/urlconv"
)

// BenchmarkToURL converts trees that are parsed already, as a program that
// holds trees does.
func BenchmarkToURL(b *testing.B) {
	b.ReportAllocs()
	var trees []*ast.URIReference
	for _, s := range []string{"http://a/b/c/d;p?q", "http://user@a.example:8080/b%2Fc;p?q#f%20g", "mailto:a@b?subject=hi"} {
		trees = append(trees, parser.MustParse(s))
	}
	for b.Loop() {
		for _, t := range trees {
			if _, err := urlconv.ToURL(t); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkFromURL(b *testing.B) {
	b.ReportAllocs()
	var urls []*url.URL
	for _, s := range []string{"http://a/b/c/d;p?q", "http://user@a.example:8080/b%2Fc;p?q#f%20g"} {
		u, err := url.Parse(s)
		if err != nil {
			b.Fatal(err)
		}
		urls = append(urls, u)
	}
	for b.Loop() {
		for _, u := range urls {
			if _, err := urlconv.FromURL(u); err != nil {
				b.Fatal(err)
			}
		}
	}
}
