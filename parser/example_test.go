package parser_test

import (
	"errors"
	"fmt"
	"github.com/rfc2396/rfc2396/syntax"
	"os"

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
	fmt.Println("authority:", r.Authority())
	fmt.Println("userinfo: ", r.Userinfo())
	fmt.Println("host:     ", r.Host(), r.Host().Kind())
	port, ok := r.Port().Number()
	fmt.Println("port:     ", port, ok)
	fmt.Println("path:     ", r.PathText())
	for _, s := range r.Segments() {
		fmt.Printf("segment:    %q name %q params %d\n", s, s.Name(), len(s.Params()))
	}
	fmt.Println("query:    ", r.Query())
	fmt.Println("fragment: ", r.Fragment)
	// Output:
	// scheme:    http
	// authority: user@www.example.com:8080
	// userinfo:  user
	// host:      www.example.com hostname
	// port:      8080 true
	// path:      /a/b;p
	// segment:    "a" name "a" params 0
	// segment:    "b;p" name "b" params 1
	// query:     q=1
	// fragment:  frag
}

// An opaque URI has a scheme and an opaque part, and no authority, path
// segments or query: the "?" is part of the opaque part.
func ExampleParse_opaque() {
	r, err := parser.Parse("mailto:a@example.org?subject=hi")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Scheme(), r.Opaque(), r.Query() == nil, r.Host() == nil)
	ast.Fprint(os.Stdout, r)
	// Output:
	// mailto a@example.org?subject=hi true true
	// URIReference [0,31) "mailto:a@example.org?subject=hi"
	//   AbsoluteURI [0,31) "mailto:a@example.org?subject=hi"
	//     Scheme [0,6) "mailto"
	//     OpaquePart [7,31) "a@example.org?subject=hi"
}

// MustParse is for references written into a program, such as a fixed
// base; it panics on an error.
func ExampleMustParse() {
	base := parser.MustParse("http://a/b/c/d;p?q")
	fmt.Println(base.IsAbs(), base.Host())
	// Output:
	// true a
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

// The default reads Appendix C's query-only reference "?y"; Appendix A to
// the letter (syntax.RFC2396) does not.
func ExampleParse_queryOnly() {
	r, _ := parser.Parse("?y")
	fmt.Println(r.Query(), r.Path() == nil)
	_, err := parser.Parse("?y", syntax.RFC2396)
	fmt.Println(err != nil)
	// Output:
	// y true
	// true
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
	// rfc2396: no rule "URI-reference" in Appendix A or RFC 2732
}

func ExampleValidateRule() {
	for _, q := range []string{"q=uniform+resource&hl=en", "q=a b", "q=%4"} {
		if err := parser.ValidateRule("query", q); err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%q is a query\n", q)
	}
	// Output:
	// "q=uniform+resource&hl=en" is a query
	// rfc2396: parse "q=a b": unexpected ' ' at offset 3 in query; a space must be escaped as %20 (section 2.4.3)
	// rfc2396: parse "q=%4": unexpected end of input at offset 4 in escaped; "%" must be followed by two hex digits (section 2.4.1); a "%" that stands for itself is written %25
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

// ServerError says why an authority is a registry name and not a server:
// here, an underscore, which no hostname holds.
func ExampleServerError() {
	r := parser.MustParse("http://my_host.example:8080/")
	if reg, ok := r.Authority().(*ast.RegName); ok {
		fmt.Println(r.Host() == nil, parser.ServerError(reg).Message())
	}
	// Output:
	// true unexpected '_' at offset 2 in hostname; "_" cannot be part of a hostname, which holds only letters, digits, "-" and "." (section 3.2.2)
}

// Validate says whether a string is a URI reference, with the error Parse
// would give, without building a tree.
func ExampleValidate() {
	for _, s := range []string{"http://a/b?q#f", "http://a/b c"} {
		if err := parser.Validate(s); err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println("valid:", s)
	}
	// Output:
	// valid: http://a/b?q#f
	// rfc2396: parse "http://a/b c": unexpected ' ' at offset 10 in abs_path; a space must be escaped as %20 (section 2.4.3)
}

// The default reads IPv6 literals, as RFC 2732 amends RFC 2396; Appendix
// A to the letter (syntax.RFC2396) does not.
func ExampleParse_ipv6() {
	ref, err := parser.Parse("http://[2001:db8::7]:8080/a?x[1]=2")
	if err != nil {
		fmt.Println(err)
		return
	}
	h := ref.Host().(*ast.IPv6Reference)
	fmt.Println(h, h.Kind(), h.Addr())
	fmt.Println(ref.Port(), ref.Query())

	_, err = parser.Parse("http://[::1]/", syntax.RFC2396)
	fmt.Println(err != nil)
	// Output:
	// [2001:db8::7] ipv6 2001:db8::7
	// 8080 x[1]=2
	// true
}

// Grammar runs the parser generated from grammar/uri.peg, which gives the
// same trees and errors as the default engine.
func ExampleGrammar() {
	a, _ := parser.Parse("g;x?y#s")
	b, _ := parser.Parse("g;x?y#s", parser.Grammar())
	fmt.Println(a.String() == b.String(), a.Segments()[0].Params()[0])
	// Output:
	// true x
}

// With syntax.RFC3986, Split reads RFC 3986's grammar: no opaque part, so
// "?" starts a query after any path; a host of every authority, possibly
// empty; and errors that name RFC 3986's rules.
func ExampleSplit_rfc3986() {
	for _, s := range []string{"mailto:a@b?x", "file:///etc/hosts", "http://[v7.x]:80/", "http://[fe80::1%25eth0]/"} {
		c, err := parser.Split(s, syntax.RFC3986)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("path %q query %q host %q (%v)\n", c.Of(c.Path), c.Of(c.Query), c.Of(c.Host), c.HostKind)
	}
	// Output:
	// path "a@b" query "x" host "" ()
	// path "/etc/hosts" query "" host "" (reg-name)
	// path "/" query "" host "[v7.x]" (ipvfuture)
	// rfc2396: parse "http://[fe80::1%25eth0]/": unexpected '%' at offset 15 in IPv6address; RFC 3986 has no IPv6 zone identifier: RFC 6874 adds one ("%25" and the zone, as in "[fe80::1%25eth0]"), which this parser does not read, though net/url does; leave the zone out
}
