package normalize_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

func ExampleNormalize() {
	for _, s := range []string{
		"HTTP://www.XEROX.com:80/%7esmith/a%2fb",
		"ftp://Joe@FTP.example.org:/pub/%41",
		"x://Reg_Name:80/p",
	} {
		n, err := normalize.Normalize(s)
		fmt.Println(n, err)
	}
	// Output:
	// http://www.xerox.com/~smith/a%2Fb <nil>
	// ftp://Joe@ftp.example.org/pub/A <nil>
	// x://Reg_Name:80/p <nil>
}

func ExampleNormalize_dotSegments() {
	s := "http://a/b/c/./../../g"
	n, _ := normalize.Normalize(s)
	fmt.Println(n)
	n, _ = normalize.Normalize(s, normalize.With(normalize.Default|normalize.RemoveDotSegments))
	fmt.Println(n)
	// Output:
	// http://a/b/c/./../../g
	// http://a/g
}

func ExamplePorts() {
	n, _ := normalize.Normalize("ldap://h:389/o=x", normalize.Ports(map[string]int{"ldap": 389}))
	fmt.Println(n)
	// Output:
	// ldap://h/o=x
}

func ExampleEqual() {
	eq, err := normalize.Equal("HTTP://A/%7e", "http://a:80/~")
	fmt.Println(eq, err)
	eq, err = normalize.Equal("http://a/%2F", "http://a//")
	fmt.Println(eq, err)
	// Output:
	// true <nil>
	// false <nil>
}

func ExampleReference() {
	ref := parser.MustParse("HTTP://User@Example.COM:/a/%2e%2E/b")
	fmt.Println(normalize.Reference(ref))
	fmt.Println(normalize.Reference(ref, normalize.With(normalize.Default|normalize.RemoveDotSegments)))
	// A hand-built tree that no parser builds is an error, not a panic.
	// Here a scheme with neither a hierarchical nor an opaque part: "http:".
	scheme := &ast.Scheme{Extent: ast.Extent{Text: "http"}}
	fmt.Println(normalize.Reference(&ast.URIReference{URI: &ast.AbsoluteURI{Scheme: scheme}}))
	// Output:
	// http://User@example.com/a/../b <nil>
	// http://User@example.com/b <nil>
	//  rfc2396: normalize: malformed tree: the reference's text is not what its nodes spell
}

func ExampleNormalize_rfc2396() {
	// IPv6 literals are read by default; LowerHost writes their hex
	// digits in lower case. Appendix A to the letter has none.
	n, err := normalize.Normalize("HTTP://[FE80::AB]:80/%7e")
	fmt.Println(n, err)
	_, err = normalize.Normalize("http://[fe80::ab]/", syntax.RFC2396)
	var pe *parser.Error
	if errors.As(err, &pe) {
		fmt.Printf("%q at offset %d in %s\n", pe.Char, pe.Offset, pe.Rule)
	}
	// Output:
	// http://[fe80::ab]/~ <nil>
	// '[' at offset 7 in authority
}

func ExampleNormalize_deduplication() {
	// The scheme-based rules are not in Default: add them to it.
	dedup := normalize.With(normalize.Default | normalize.EmptyPathSlash | normalize.SortQuery | normalize.DropFragment)
	for _, s := range []string{
		"HTTP://A?b=2&a=1#x",
		"http://a:80/?a=1&b=2",
		"http://a/?b=1&a=2&b=0", // keys in order, the two b's in theirs
		"mailto:joe@example.org?subject=x&body=y#z",
	} {
		n, err := normalize.Normalize(s, dedup)
		fmt.Println(n, err)
	}
	// Output:
	// http://a/?a=1&b=2 <nil>
	// http://a/?a=1&b=2 <nil>
	// http://a/?a=2&b=1&b=0 <nil>
	// mailto:joe@example.org?subject=x&body=y <nil>
}

func ExampleRuleByName() {
	// A command line adds the rules it is given by name to Default.
	rules := normalize.Default
	for _, name := range []string{"empty-path-slash", "sort-query", "drop-fragment", "sort-keys"} {
		r, ok := normalize.RuleByName(name)
		if !ok {
			fmt.Printf("no rule %q; the rules are %s\n", name, strings.Join(normalize.RuleNames(), ", "))
			continue
		}
		rules |= r
	}
	fmt.Println(rules.Names())
	fmt.Println(normalize.Normalize("HTTP://A?b=2&a=1#x", normalize.With(rules)))
	// Output:
	// no rule "sort-keys"; the rules are lower-scheme, lower-host, drop-port, decode-unreserved, upper-hex, remove-dot-segments, empty-path-slash, sort-query, drop-fragment
	// [lower-scheme lower-host drop-port decode-unreserved upper-hex empty-path-slash sort-query drop-fragment]
	// http://a/?a=1&b=2 <nil>
}

// A Normalizer reads its options once, for a stream of references.
func ExampleNormalizer() {
	n, err := normalize.New(normalize.With(normalize.Default | normalize.SortQuery))
	if err != nil {
		panic(err)
	}
	for _, s := range []string{"HTTP://A.example/?b=2&a=1", "http://a.example/%7e", "http://a.example/ b"} {
		out, err := n.Normalize(s)
		fmt.Printf("%q %v\n", out, err)
	}
	// Output:
	// "http://a.example/?a=1&b=2" <nil>
	// "http://a.example/~" <nil>
	// "" rfc2396: parse "http://a.example/ b": unexpected ' ' at offset 17 in abs_path; a space must be escaped as %20 (section 2.4.3)
}

func ExampleNormalize_rfc3986() {
	// RFC 3986 section 6.2.2's example, and 6.2.3's: dot segments and
	// the empty path of http are in RFC3986Default. "%21" is a
	// sub-delim's escape, which stays; a reg-name is lowered.
	for _, s := range []string{
		"eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
		"http://example.com:80",
		"x://Reg_Name/%7e%21",
	} {
		n, err := normalize.Normalize(s, syntax.RFC3986)
		fmt.Println(n, err)
	}
	// One call reads one RFC.
	_, err := normalize.Equal("http://a/", "http://a/", syntax.RFC3986, syntax.RFC2396)
	fmt.Println(err != nil)
	// Output:
	// example://a/b/c/%7Bfoo%7D <nil>
	// http://example.com/ <nil>
	// x://reg_name/~%21 <nil>
	// true
}

func ExampleComponents() {
	// A reference a caller holds split, as a uri.Reference does.
	c, err := parser.Split("HTTP://Example.COM:80/a/../%7euser", syntax.RFC3986)
	if err != nil {
		panic(err)
	}
	var n parts.Components
	if err := normalize.Components(&n, &c, syntax.RFC3986); err != nil {
		panic(err)
	}
	fmt.Println(n.Text)
	fmt.Println(n.Of(n.Host), n.HostKind, n.Of(n.Path))
	// Output:
	// http://example.com/~user
	// example.com reg-name /~user
}
