package readings_test

import (
	"fmt"

	"github.com/rfc2396/rfc2396/readings"
)

func ExampleCompare() {
	c := readings.Compare("mailto:a@b?x", readings.Options{NoNetURL: true})
	for _, r := range c.Readings {
		fmt.Printf("%-8s path %q, query %+v\n", r.Name, r.Value(readings.Path).Text, r.Value(readings.Query))
	}
	for _, d := range c.Diffs {
		fmt.Println(d.Field, "differs:", d.Sections)
	}
	// Output:
	// RFC 2396 path "a@b?x", query undefined
	// default  path "a@b?x", query undefined
	// RFC 3986 path "a@b", query "x"
	// WHATWG   path "a@b", query "x"
	// path differs: [RFC 2396 section 3 (opaque_part) RFC 3986 section 3.3 WHATWG URL, URL parsing (opaque path)]
	// query differs: [RFC 2396 section 3 (opaque_part) RFC 3986 section 3.4 WHATWG URL, URL parsing (opaque path)]
}
