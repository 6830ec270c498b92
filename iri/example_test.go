package iri_test

import (
	"errors"
	"fmt"

	"github.com/rfc2396/rfc2396/iri"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

func ExampleRepair() {
	for _, s := range []string{
		"http://bücher.example/a b?q=ü#f",
		"http://[::1]:8080/100%/x#a#b",
		"http://a/b/c/d;p?q#f", // valid: unchanged
		" http://a/b c\n",      // spaces and controls around are stripped
	} {
		r, err := iri.Repair(s)
		fmt.Println(r, err)
	}
	// Output:
	// http://xn--bcher-kva.example/a%20b?q=%C3%BC#f <nil>
	// http://[::1]:8080/100%25/x#a%23b <nil>
	// http://a/b/c/d;p?q#f <nil>
	// http://a/b%20c <nil>
}

func ExampleRepair_errors() {
	// No escaping makes a scheme, a host or a port: the parser says what
	// is wrong with the repaired form.
	_, err := iri.Repair("1http://a/ b")
	var pe *parser.Error
	if errors.As(err, &pe) {
		fmt.Println(pe.Message())
		fmt.Println(pe.Caret())
	}
	// Strict RFC 2396 has no IPv6 literals.
	_, err = iri.Repair("http://[::1]/", syntax.RFC2396)
	fmt.Println(errors.As(err, &pe), pe.Offset, string(pe.Char))
	// A host that IDNA refuses.
	_, err = iri.Repair("http://bü_cher.example/")
	fmt.Println(err)
	// A port that is not a number, which RFC 2396 would take for part of
	// a registry name.
	_, err = iri.Repair("http://h:8o8o/")
	fmt.Println(err)
	// Output:
	// unexpected ':' at offset 5 in rel_segment; a scheme starts with a letter and holds only letters, digits, "+", "-" and "."; in a relative path's first segment ":" must be escaped as %3A
	// 1http://a/%20b
	//      ^
	// true 7 [
	// rfc2396: repair "http://bü_cher.example/": the host "bü_cher.example" at offset 7 cannot be converted to ASCII by IDNA (UTS #46, nontransitional lookup): idna: disallowed rune U+005F
	// rfc2396: repair "http://h:8o8o/": unexpected 'o' at offset 10 in the port "8o8o"; a port is decimal digits only (section 3.2.2), and Repair reads a host and a port here, not a registry name
}

func ExampleDisplay() {
	for _, s := range []string{
		"http://xn--bcher-kva.example/a%20b?q=%C3%BC#f",
		// "%2F" and the right-to-left override U+202E stay escaped.
		"http://a/%7Euser/caf%C3%A9%2Fx%E2%80%AEtxt.exe",
	} {
		d, err := iri.Display(s)
		fmt.Println(d, err)
		r, err := iri.Repair(d)
		fmt.Println(r, err)
	}
	// Output:
	// http://bücher.example/a%20b?q=ü#f <nil>
	// http://xn--bcher-kva.example/a%20b?q=%C3%BC#f <nil>
	// http://a/~user/café%2Fx%E2%80%AEtxt.exe <nil>
	// http://a/~user/caf%C3%A9%2Fx%E2%80%AEtxt.exe <nil>
}

func ExampleDisplay_hosts() {
	for _, s := range []string{
		"http://xn--80ak6aa92e.com/",      // Cyrillic letters that read as "apple"
		"http://xn--80ak6aa92e.xn--p1ai/", // the same under a Cyrillic top-level domain
		"http://xn--pypal-4ve.com/",       // Latin and Cyrillic
		"http://xn--wgv71a119e.jp/",
	} {
		d, _ := iri.Display(s)
		u, _ := iri.Display(s, iri.UnicodeHosts())
		fmt.Println(d, u)
	}
	// Output:
	// http://xn--80ak6aa92e.com/ http://аррӏе.com/
	// http://аррӏе.рф/ http://аррӏе.рф/
	// http://xn--pypal-4ve.com/ http://pаypal.com/
	// http://日本語.jp/ http://日本語.jp/
}

func ExampleRepair_rfc3986() {
	// "[" and "]" are gen-delims of RFC 3986, outside an IP literal.
	fmt.Println(iri.Repair("http://bücher.example/a b?q=[x]", syntax.RFC3986))
	// Display keeps the escapes of RFC 3986's sub-delims.
	fmt.Println(iri.Display("http://xn--bcher-kva.example/%7Ea%21", syntax.RFC3986))
	// Output:
	// http://xn--bcher-kva.example/a%20b?q=%5Bx%5D <nil>
	// http://bücher.example/~a%21 <nil>
}
