package record_test

import (
	"fmt"
	"os"

	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/record"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

// The records of parse, for a valid and an invalid line, with the
// password hidden: what "rfc2396 parse --json --redact" prints.
func Example() {
	src := record.Source{File: "refs.txt", Line: 1}
	for _, line := range []string{"http://u:pw@a/b;p?q", "a b"} {
		c, err := record.SplitShown(line, true, syntax.Default)
		if err != nil {
			record.NewEncoder(os.Stdout).Encode(record.NewParseFailure(line, src, err, true))
			continue
		}
		os.Stdout.Write(record.AppendParse(nil, &c))
		src.Line++
	}
	// Output:
	// {"input":"http://u:xxxxx@a/b;p?q","valid":true,"scheme":"http","authority":"u:xxxxx@a","userinfo":"u:xxxxx","host":"a","port":null,"path":"/b;p","opaque":null,"query":"q","fragment":null,"authority_kind":"server","host_kind":"hostname","segments":[{"name":"b","params":["p"]}]}
	// {"file":"refs.txt","line":2,"column":2,"input":"a b","valid":false,"error":{"offset":1,"char":" ","rule":"rel_segment","expected":["letter","digit","'!'","'#'","'$'","'%'","'&'","'\\''","'('","')'","'*'","'+'","','","'-'","'.'","'/'","':'","';'","'='","'?'","'@'","'_'","'~'","end of input"],"hint":"a space must be escaped as %20 (section 2.4.3)","message":"rfc2396: parse \"a b\": unexpected ' ' at offset 1 in rel_segment; a space must be escaped as %20 (section 2.4.3)"}}
}

// The record of a resolution, as "rfc2396 resolve --json" prints it.
func ExampleNewResolve() {
	res, err := resolve.Strings("http://a/b/c/d;p?q", "../g")
	b, _ := record.Append(nil, record.NewResolve("http://a/b/c/d;p?q", "../g", record.Source{}, res, err, false, false))
	fmt.Print(string(b))
	// Output:
	// {"base":"http://a/b/c/d;p?q","ref":"../g","valid":true,"result":"http://a/b/g","same_document":false}
}

// The record of a normal form, as "rfc2396 normalize --json" prints it.
func ExampleNewNormalize() {
	n, err := normalize.Normalize("HTTP://A:80/%7e")
	b, _ := record.Append(nil, record.NewNormalize("HTTP://A:80/%7e", record.Source{}, n, err, false))
	fmt.Print(string(b))
	// Output:
	// {"input":"HTTP://A:80/%7e","valid":true,"normalized":"http://a/~"}
}

// The record of a valid reference written as it is made, with why its
// authority is a reg_name: what "rfc2396 parse --json --explain" prints.
// WriteParse writes the record without server_error in the same way.
func ExampleWriteExplained() {
	_, ref, err := record.ParseShown("//a_b/c;d", false, syntax.Default)
	if err != nil {
		panic(err)
	}
	c := ref.Components()
	// The buffer returned (nil given here) is room for the next record.
	if _, err := record.WriteExplained(os.Stdout, nil, &c, record.NewServerError(ref, false)); err != nil {
		panic(err)
	}
	// Output:
	// {"input":"//a_b/c;d","valid":true,"scheme":null,"authority":"a_b","userinfo":null,"host":null,"port":null,"path":"/c;d","opaque":null,"query":null,"fragment":null,"authority_kind":"registry","host_kind":null,"segments":[{"name":"c","params":["d"]}],"server_error":{"offset":1,"char":"_","rule":"hostname","expected":[],"hint":"\"_\" cannot be part of a hostname, which holds only letters, digits, \"-\" and \".\" (section 3.2.2)","message":"unexpected '_' at offset 1 in hostname; \"_\" cannot be part of a hostname, which holds only letters, digits, \"-\" and \".\" (section 3.2.2)"}}
}
