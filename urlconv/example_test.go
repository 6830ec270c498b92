package urlconv_test

import (
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
// does: a host may be an IPv6 literal. syntax.RFC2396 refuses it.
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
	fmt.Println(err)
	// Output:
	// [::1] ipv6 8080
	// ::1 8080 <nil>
	// rfc2396: parse "http://[::1]:8080/a?b": unexpected '[' at offset 7 in authority; '[' is unwise and must be escaped as %5B (section 2.4.3); RFC 2396 has no IPv6 literals: RFC 2732 adds them, parse with syntax.RFC2732 (rfc2396 --rfc2732) to accept them
}
