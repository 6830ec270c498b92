package uribeam_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"

	"github.com/rfc2396/rfc2396/beam/uribeam"
	"github.com/rfc2396/rfc2396/syntax"
)

// The normal forms of a PCollection of strings, with passwords hidden,
// written as JSON Lines and run on the local runner: the records of
// "rfc2396 normalize --json --redact". Lines made from strings have no
// file: the record of an invalid one gives no position.
func ExampleNormalize() {
	p, s := beam.NewPipelineWithRoot()
	refs := uribeam.FromStrings(s, beam.Create(s, "HTTP://u:pw@A:80/%7e", "http://[::1]/"))
	records, err := uribeam.Normalize(s, refs, uribeam.Options{Syntax: syntax.RFC2396, Redact: true}, 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	dir, _ := os.MkdirTemp("", "example")
	defer os.RemoveAll(dir)
	out := filepath.Join(dir, "normal.jsonl")
	textio.Write(s, out, records)
	if err := ptest.Run(p); err != nil {
		fmt.Println(err)
		return
	}
	b, _ := os.ReadFile(out)
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	slices.Sort(lines) // a PCollection has no order
	for _, r := range lines {
		fmt.Println(r)
	}
	// Output:
	// {"input":"HTTP://u:xxxxx@A:80/%7e","valid":true,"normalized":"http://u:xxxxx@a/~"}
	// {"input":"http://[::1]/","valid":false,"normalized":null,"error":{"offset":7,"char":"[","rule":"authority","expected":["letter","digit","'!'","'#'","'$'","'%'","'&'","'\\''","'('","')'","'*'","'+'","','","'-'","'.'","'/'","':'","';'","'='","'?'","'@'","'_'","'~'","end of input"],"hint":"'[' is unwise and must be escaped as %5B (section 2.4.3); Appendix A has no IPv6 literals: RFC 2732 adds them, and --rfc2732 reads them","message":"rfc2396: parse \"http://[::1]/\": unexpected '[' at offset 7 in authority; '[' is unwise and must be escaped as %5B (section 2.4.3); Appendix A has no IPv6 literals: RFC 2732 adds them, and --rfc2732 reads them"}}
}
