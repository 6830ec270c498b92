package parser_test

import (
	"os"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// RFC 3986 gives "mailto:a@b?subject=hi" a path and a query, where RFC
// 2396 reads one opaque_part.
func ExampleTree() {
	n, err := parser.Tree("mailto:a@b?subject=hi", syntax.RFC3986)
	if err != nil {
		panic(err)
	}
	n.Fprint(os.Stdout)
	// Output:
	// URI-reference [0,21) "mailto:a@b?subject=hi"
	//   URI [0,21) "mailto:a@b?subject=hi"
	//     scheme [0,6) "mailto"
	//     hier-part [7,10) "a@b"
	//       path-rootless [7,10) "a@b"
	//         segment-nz [7,10) "a@b"
	//     query [11,21) "subject=hi"
}
