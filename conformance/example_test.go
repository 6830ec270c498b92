package conformance_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/rfc2396/rfc2396/conformance"
)

// Check runs a suite on an implementation, here this library's own.
func ExampleCheck() {
	suite, err := conformance.Load(conformance.FileResolve)
	if err != nil {
		fmt.Println(err)
		return
	}
	report := conformance.Check(suite, conformance.Self(), nil)
	fmt.Println(report.Passed(), report.Total.Failed, report.Total.Skipped)
	// Output: true 0 0
}

// Serve answers requests, one a line, as an adapter process does on its
// standard input and output.
func ExampleServe() {
	requests := strings.NewReader(`{"id": "1", "op": "parse", "input": "http://a:80/b?q", "syntax": "rfc2396"}
{"id": "2", "op": "parse", "input": "http://a b/", "syntax": "rfc2396"}
{"id": "3", "op": "resolve", "base": "http://a/b/c/d;p?q", "ref": "../../../g", "syntax": "rfc2396"}
{"id": "4", "op": "resolve", "base": "", "ref": "g", "syntax": "rfc2396"}
{"id": "5", "op": "equivalent", "a": "HTTP://A:80/%7e", "b": "http://a/~", "syntax": "rfc2396"}
`)
	if err := conformance.Serve(conformance.Self(), requests, os.Stdout); err != nil {
		fmt.Println(err)
	}
	// Output:
	// {"id":"1","valid":true,"components":{"authority":"a:80","fragment":null,"host":"a","opaque":null,"path":"/b","port":"80","query":"q","scheme":"http","userinfo":null}}
	// {"id":"2","valid":false,"error_offset":8}
	// {"id":"3","result":"http://a/../g"}
	// {"id":"4","result":null}
	// {"id":"5","equivalent":true}
}
