package normalize_test

import (
	"fmt"

	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
)

func ExampleNormalize() {
	for _, s := range []string{
		"HTTP://www.XEROX.com:80/%7esmith/a%2fb",
		"ftp://Joe@FTP.example.org:/pub/%41",
		"x://Reg_Name:80/p",
	} {
		n, err := normalize.Normalize(s)
		fmt.Println(n, err)
	}
	// Output:
	// http://www.xerox.com/~smith/a%2Fb <nil>
	// ftp://Joe@ftp.example.org/pub/A <nil>
	// x://Reg_Name:80/p <nil>
}

func ExampleNormalize_dotSegments() {
	s := "http://a/b/c/./../../g"
	n, _ := normalize.Normalize(s)
	fmt.Println(n)
	n, _ = normalize.Normalize(s, normalize.With(normalize.Default|normalize.RemoveDotSegments))
	fmt.Println(n)
	// Output:
	// http://a/b/c/./../../g
	// http://a/g
}

func ExamplePorts() {
	n, _ := normalize.Normalize("ldap://h:389/o=x", normalize.Ports(map[string]int{"ldap": 389}))
	fmt.Println(n)
	// Output:
	// ldap://h/o=x
}

func ExampleEqual() {
	eq, err := normalize.Equal("HTTP://A/%7e", "http://a:80/~")
	fmt.Println(eq, err)
	eq, err = normalize.Equal("http://a/%2F", "http://a//")
	fmt.Println(eq, err)
	// Output:
	// true <nil>
	// false <nil>
}

func ExampleReference() {
	ref := parser.MustParse("HTTP://User@Example.COM:/a/%2e%2E/b")
	fmt.Println(normalize.Reference(ref))
	fmt.Println(normalize.Reference(ref, normalize.With(normalize.Default|normalize.RemoveDotSegments)))
	// Output:
	// http://User@example.com/a/../b
	// http://User@example.com/b
}
