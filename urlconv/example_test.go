package urlconv_test

import (
	"errors"
	"fmt"
	"net/url"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
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

// By default urlconv reads RFC 2396 as RFC 2732 updates it, as net/url
// does: a host may be an IPv6 literal. syntax.RFC2396, Appendix A to the
// letter, refuses it.
func ExampleFromURL_ipv6() {
	u, err := url.Parse("http://[::1]:8080/a?b")
	if err != nil {
		fmt.Println(err)
		return
	}
	ref, err := urlconv.FromURL(u)
	if err != nil {
		fmt.Println(err)
		return
	}
	port, _ := ref.Port().Number()
	fmt.Println(ref.Host(), ref.Host().Kind(), port)

	back, err := urlconv.ToURL(ref)
	fmt.Println(back.Hostname(), back.Port(), err)

	_, err = urlconv.FromURL(u, syntax.RFC2396)
	var pe *parser.Error
	if errors.As(err, &pe) {
		fmt.Printf("%q at offset %d in %s\n", pe.Char, pe.Offset, pe.Rule)
	}
	// Output:
	// [::1] ipv6 8080
	// ::1 8080 <nil>
	// '[' at offset 7 in authority
}

func ExampleComponentsToURL() {
	// RFC 3986 reads no opaque part: "mailto:a@b?subject=hi" has a path
	// and a query, which the URL holds as url.Parse does.
	c, err := parser.Split("mailto:a@b?subject=hi", syntax.RFC3986)
	if err != nil {
		panic(err)
	}
	u, err := urlconv.ComponentsToURL(&c, syntax.RFC3986)
	fmt.Println(u.Opaque, u.Query().Get("subject"), err)
	// Output:
	// a@b hi <nil>
}
