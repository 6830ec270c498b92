package escape_test

import (
	"fmt"

	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/syntax"
)

func ExampleEscape() {
	// The same data, escaped into different components.
	data := "a/b c;d=é?"
	for _, c := range []escape.Target{escape.Segment, escape.Query, escape.Fragment} {
		fmt.Printf("%-8s %s\n", c, escape.Escape(data, c))
	}
	// Output:
	// segment  a%2Fb%20c%3Bd%3D%C3%A9%3F
	// query    a%2Fb%20c%3Bd%3D%C3%A9%3F
	// fragment a/b%20c;d=%C3%A9?
}

func ExampleEscape_relSegment() {
	// The first segment of a relative path may not hold ":": "x:y/x:y"
	// would read as the scheme "x".
	fmt.Println(escape.Escape("x:y", escape.RelSegment) + "/" + escape.Escape("x:y", escape.Segment))
	// Output:
	// x%3Ay/x:y
}

func ExampleUnescape() {
	s, err := escape.Unescape("caf%C3%A9%20au%20lait")
	fmt.Println(s, err)
	_, err = escape.Unescape("100%")
	fmt.Println(err)
	// Output:
	// café au lait <nil>
	// rfc2396: unescape: unexpected end of input at offset 4: a "%" must be followed by two hex digits (escaped = "%" hex hex, section 2.4.1)
}

func ExampleRepair() {
	// A path typed by a person: the space, the braces and the lone "%" are
	// escaped; the valid escape "%7E" and the reserved ";" and "=" stay.
	fmt.Println(escape.Repair("my docs/{id};v=2 100% %7E", escape.Segment))
	// Output:
	// my%20docs%2F%7Bid%7D;v=2%20100%25%20%7E <nil>
}

func ExampleRepair_rfc2396() {
	// "[" and "]" are reserved characters that a query may hold as RFC
	// 2732 amends RFC 2396, the default, and unwise in Appendix A to the
	// letter.
	fmt.Println(escape.Repair("a[0]=x y", escape.Query))
	fmt.Println(escape.Repair("a[0]=x y", escape.Query, syntax.RFC2396))
	// Output:
	// a[0]=x%20y <nil>
	// a%5B0%5D=x%20y <nil>
}

func ExampleEscape_rfc3986() {
	// RFC 3986 reserves its sub-delims, which RFC 2396 counts among its
	// unreserved marks: Escape keeps only RFC 3986's unreserved, and
	// Repair what the component's rule allows.
	fmt.Println(escape.Escape("it's (1)!", escape.Segment))
	fmt.Println(escape.Escape("it's (1)!", escape.Segment, syntax.RFC3986))
	fmt.Println(escape.Repair("it's (1)!", escape.Segment, syntax.RFC3986))
	// Output:
	// it's%20(1)!
	// it%27s%20%281%29%21
	// it's%20(1)! <nil>
}
