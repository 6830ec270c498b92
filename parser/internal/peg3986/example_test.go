package peg3986_test

import (
	"fmt"

	"github.com/rfc2396/rfc2396/parser/internal/peg3986"
)

func ExampleRun() {
	// A rule matches as much of the input as it can: a whole host that
	// matches IPv4address is an IPv4 address, and "1.2.3.4.5" is a
	// reg-name.
	end, fail := peg3986.Run("host", "1.2.3.4.5/path")
	fmt.Println(end, fail == nil)

	// Input requires one whole URI-reference. RFC 6874's zones are not
	// RFC 3986's: the "%" after an IPv6 address is no "]".
	const ref = "http://[fe80::1%25eth0]/"
	_, fail = peg3986.Run("Input", ref)
	fmt.Printf("fails at %d (%q), expects %q: %v\n", fail.Offset, ref[fail.Offset], ']', fail.Expected[']'])
	// Output:
	// 9 true
	// fails at 15 ('%'), expects ']': true
}
