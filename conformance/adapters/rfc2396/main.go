// Command rfc2396 is the adapter of this module's own implementation
// (conformance.Self: packages parser, resolve and normalize): it speaks
// the protocol of conformance/README.md on its standard input and output,
// so that the suite can be run on the library through a process, as on
// any other implementation:
//
//	go build -o /tmp/self ./conformance/adapters/rfc2396
//	rfc2396 conform -- /tmp/self
package main

import (
	"fmt"
	"os"

	"github.com/rfc2396/rfc2396/conformance"
)

func main() {
	if err := conformance.Serve(conformance.Self(), os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "rfc2396 adapter:", err)
		os.Exit(1)
	}
}
