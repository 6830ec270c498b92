package parser_test

import (
	"errors"
	"fmt"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
)

func ExampleParse() {
	r, err := parser.Parse("http://user@www.example.com:8080/a/b;p?q=1#frag")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("scheme:   ", r.Scheme())
	srv := r.Authority().(*ast.Server)
	fmt.Println("authority:", srv)
	fmt.Println("userinfo: ", srv.Userinfo)
	fmt.Println("host:     ", srv.Host, ast.TypeName(srv.Host))
	fmt.Println("port:     ", srv.Port)
	fmt.Println("path:     ", r.PathText())
	for _, s := range r.Segments() {
		fmt.Printf("segment:    %q name %q params %d\n", s, s.Name(), len(s.Params))
	}
	fmt.Println("query:    ", r.Query())
	fmt.Println("fragment: ", r.Fragment)
	// Output:
	// scheme:    http
	// authority: user@www.example.com:8080
	// userinfo:  user
	// host:      www.example.com Hostname
	// port:      8080
	// path:      /a/b;p
	// segment:    "a" name "a" params 0
	// segment:    "b;p" name "b" params 1
	// query:     q=1
	// fragment:  frag
}

func ExampleParse_error() {
	_, err := parser.Parse("http://a b/")
	var pe *parser.Error
	if errors.As(err, &pe) {
		fmt.Println(pe.Offset, pe.Rule)
		fmt.Println(pe.Caret())
		fmt.Println(pe.Hint)
	}
	// Output:
	// 8 authority
	// http://a b/
	//         ^
	// a space must be escaped as %20 (section 2.4.3)
}

func ExampleParse_queryOnly() {
	_, err := parser.Parse("?y")
	fmt.Println(err != nil)
	r, _ := parser.Parse("?y", parser.AllowQueryOnly())
	fmt.Println(r.Query(), r.Path() == nil)
	// Output:
	// true
	// y true
}

func ExampleMatchRule() {
	for _, s := range []string{"www.example.com.", "1.2.3.4", "-a"} {
		host, _ := parser.MatchRule("hostname", s)
		ip, _ := parser.MatchRule("IPv4address", s)
		fmt.Printf("%-17q hostname=%t IPv4address=%t\n", s, host, ip)
	}
	_, err := parser.MatchRule("URI-reference", "a")
	fmt.Println(err)
	// Output:
	// "www.example.com." hostname=true IPv4address=false
	// "1.2.3.4"         hostname=false IPv4address=true
	// "-a"              hostname=false IPv4address=false
	// rfc2396: no rule "URI-reference" in Appendix A
}

func ExampleParseAbsolute() {
	a, err := parser.ParseAbsolute("http://a/b/c/d;p?q")
	fmt.Println(a.Scheme, a.Hier.Path, a.Hier.Query, err)
	_, err = parser.ParseAbsolute("../g")
	fmt.Println(err)
	_, err = parser.ParseAbsolute("http://a/#f")
	fmt.Println(err.(*parser.Error).Offset)
	// Output:
	// http //a/b/c/d;p q <nil>
	// rfc2396: parse "../g": unexpected '.' at offset 0 in absoluteURI; an absolute URI starts with a scheme and ":"; this is a relative reference
	// 9
}
