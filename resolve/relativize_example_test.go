package resolve_test

import (
	"fmt"

	"github.com/rfc2396/rfc2396/resolve"
)

func ExampleRelativize() {
	const base = "http://a/b/c/d;p?q"
	for _, target := range []string{
		"http://a/b/c/g",
		"http://a/b/g?x",
		"http://a/b/c/d;p?y", // never "?y", which Appendix A does not derive
		"http://a/b/c/x:y",   // "x:y" would read as a scheme
		"http://a/b/c/d;p?q#s",
		"http://a/./g", // step 6 would remove "." from a relative path
		"http://g/h",
		"ftp://a/b",
	} {
		r, err := resolve.Relativize(base, target)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%-22s %q\n", target, r)
	}
	// Output:
	// http://a/b/c/g         "g"
	// http://a/b/g?x         "../g?x"
	// http://a/b/c/d;p?y     "d;p?y"
	// http://a/b/c/x:y       "./x:y"
	// http://a/b/c/d;p?q#s   "#s"
	// http://a/./g           "/./g"
	// http://g/h             "//g/h"
	// ftp://a/b              "ftp://a/b"
}
