package rfc2396_test

import (
	"fmt"
	"os"

	"github.com/rfc2396/rfc2396"
	"github.com/rfc2396/rfc2396/ast"
)

func ExampleParse() {
	r, err := rfc2396.Parse("mailto:a@example.org?subject=hi")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Scheme(), r.Opaque(), r.Query() == nil)
	ast.Fprint(os.Stdout, r)

	_, err = rfc2396.Parse("http://[::1]/")
	fmt.Println(err)
	// Output:
	// mailto a@example.org?subject=hi true
	// URIReference [0,31) "mailto:a@example.org?subject=hi"
	//   AbsoluteURI [0,31) "mailto:a@example.org?subject=hi"
	//     Scheme [0,6) "mailto"
	//     OpaquePart [7,31) "a@example.org?subject=hi"
	// rfc2396: parse "http://[::1]/": unexpected '[' at offset 7 in authority; '[' is unwise and must be escaped as %5B (section 2.4.3); RFC 2396 has no IPv6 literals: RFC 2732 adds them, parse with parser.RFC2732() (rfc2396 --rfc2732) to accept them
}
