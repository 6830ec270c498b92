package urlconv_test

import (
	"fmt"
	"net/url"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/urlconv"
)

func ExampleToURL() {
	ref := parser.MustParse("http://a.example/b%2Fc?q=1#top")
	u, err := urlconv.ToURL(ref)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(u.Host, u.Path, u.RawPath, u.Query().Get("q"), u.Fragment)
	fmt.Println(u)
	// Output:
	// a.example /b/c /b%2Fc 1 top
	// http://a.example/b%2Fc?q=1#top
}

func ExampleFromURL() {
	u := &url.URL{Scheme: "http", Host: "a.example", Path: "/a b", RawQuery: "q=x y"}
	_, err := urlconv.FromURL(u)
	fmt.Println(err)

	u.RawQuery = url.Values{"q": {"x y"}}.Encode()
	ref, err := urlconv.FromURL(u)
	fmt.Println(ref, err)
	// Output:
	// rfc2396: parse "http://a.example/a%20b?q=x y": unexpected ' ' at offset 26 in query; a space must be escaped as %20 (section 2.4.3)
	// http://a.example/a%20b?q=x+y <nil>
}
