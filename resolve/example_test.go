package resolve_test

import (
	"fmt"
	"os"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

func ExampleString() {
	base := "http://a/b/c/d;p?q"
	for _, ref := range []string{"g", "../g", "?y", "#s", "../../../g", "http:g"} {
		s, err := resolve.String(base, ref)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%-12s %s\n", ref, s)
	}
	s, _ := resolve.String(base, "../../../g", resolve.DotDot(resolve.RemoveDotDot))
	fmt.Println("RemoveDotDot:", s)
	s, _ = resolve.String(base, "http:g", resolve.BackwardCompatible())
	fmt.Println("BackwardCompatible:", s)
	_, err := resolve.String("mailto:a@b", "g")
	fmt.Println(err)
	// Output:
	// g            http://a/b/c/g
	// ../g         http://a/b/g
	// ?y           http://a/b/c/?y
	// #s           http://a/b/c/d;p?q#s
	// ../../../g   http://a/../g
	// http:g       http:g
	// RemoveDotDot: http://a/g
	// BackwardCompatible: http://a/b/c/g
	// rfc2396: resolve: base at offset 7: the base has an opaque part, not a hierarchical one: only a reference with a scheme or a same-document reference resolves against it
}

func ExampleReference() {
	base, err := parser.ParseAbsolute("http://u@a:80/b/c")
	if err != nil {
		panic(err)
	}
	ref, err := parser.Parse("g;x/../h;y?q#f")
	if err != nil {
		panic(err)
	}
	res, err := resolve.Reference(base, ref)
	if err != nil {
		panic(err)
	}
	// The offsets are offsets into the result.
	ast.Fprint(os.Stdout, res.Tree())
	// Output:
	// URIReference [0,23) "http://u@a:80/b/h;y?q#f"
	//   AbsoluteURI [0,21) "http://u@a:80/b/h;y?q"
	//     Scheme [0,4) "http"
	//     HierPart [5,21) "//u@a:80/b/h;y?q"
	//       NetPath [5,19) "//u@a:80/b/h;y"
	//         Server [7,13) "u@a:80"
	//           Userinfo [7,8) "u"
	//           Hostname [9,10) "a"
	//             Label [9,10) "a"
	//           Port [11,13) "80"
	//         AbsPath [13,19) "/b/h;y"
	//           Segment [14,15) "b"
	//           Segment [16,19) "h;y"
	//             Param [18,19) "y"
	//       Query [20,21) "q"
	//   Fragment [22,23) "f"
}

func ExampleExplain() {
	res, err := resolve.Strings("http://a/b/c/d;p?q", "./g/../h", resolve.Explain())
	if err != nil {
		panic(err)
	}
	for _, step := range res.Steps {
		fmt.Println(step)
	}
	// Output:
	// step 1: the reference has scheme undefined, authority undefined, path "./g/../h", query undefined, fragment undefined
	// step 2: not the current document (the reference's path is not empty): the query (undefined) and fragment (undefined) are the reference's
	// step 3: scheme undefined, inherited "http" from base
	// step 4: authority undefined, inherited "a" from base
	// step 5: path "./g/../h" does not begin with "/": a relative-path, go on to step 6
	// step 6a: copied "/b/c/" from the base's path "/b/c/d;p"
	// step 6b: appended "./g/../h": buffer "/b/c/./g/../h"
	// step 6c: removed "./"; buffer "/b/c/g/../h"
	// step 6d: the buffer does not end with "."
	// step 6e: removed "g/../"; buffer "/b/c/h"
	// step 6f: the buffer does not end with "<segment>/.."
	// step 6g: the buffer does not begin with ".."
	// step 6h: the new path is "/b/c/h"
	// step 7: recombined "http://a/b/c/h"
}

// ExampleString_rfc3986 resolves RFC 3986's examples that RFC 2396
// resolves otherwise, with RFC 3986's strict and non-strict parsers.
func ExampleString_rfc3986() {
	base := "http://a/b/c/d;p?q"
	for _, ref := range []string{"?y", "../../../g", "/./g", "http:g"} {
		s, err := resolve.String(base, ref, syntax.RFC3986)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%-12s %s\n", ref, s)
	}
	s, _ := resolve.String(base, "http:g", syntax.RFC3986, resolve.NonStrict())
	fmt.Println("NonStrict:", s)
	res, _ := resolve.Strings(base, "g/../h", syntax.RFC3986, resolve.Explain())
	for _, step := range res.Steps[2:] {
		fmt.Println(step)
	}
	// Output:
	// ?y           http://a/b/c/d;p?y
	// ../../../g   http://a/g
	// /./g         http://a/g
	// http:g       http:g
	// NonStrict: http://a/b/c/g
	// section 5.2.2: R.path "g/../h" is relative: T takes it merged with Base.path, and R.query, and Base's scheme and authority
	// section 5.2.3: appended "g/../h" to "/b/c/", Base.path "/b/c/d;p" up to its last "/"
	// section 5.2.4: remove_dot_segments("/b/c/g/../h") = "/b/c/h" (2C, 2E x4)
	// section 5.3: recomposed "http://a/b/c/h"
}
