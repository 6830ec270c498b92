package uri_test

import (
	"encoding/json"
	"flag"
	"fmt"

	"github.com/rfc2396/rfc2396/uri"
)

func ExampleParse() {
	r, err := uri.Parse("http://user@a.example:8080/b/c;p?q#f")
	if err != nil {
		fmt.Println(err)
		return
	}
	ref := r.AST()
	port, ok := ref.Port().Number()
	fmt.Println(ref.Scheme(), ref.Userinfo(), ref.Host(), ref.Host().Kind(), port, ok)

	_, err = uri.Parse("http://a b/")
	fmt.Println(err)
	// Output:
	// http user a.example hostname 8080 true
	// rfc2396: parse "http://a b/": unexpected ' ' at offset 8 in authority; a space must be escaped as %20 (section 2.4.3)
}

// A Reference or an Absolute can be a field of a JSON configuration: it is
// written as a string and checked when it is read.
func ExampleAbsolute_UnmarshalText() {
	var config struct {
		Base  uri.Absolute  `json:"base"`
		Start uri.Reference `json:"start"`
	}
	err := json.Unmarshal([]byte(`{"base": "http://a/b/c/d;p?q", "start": "../g"}`), &config)
	if err != nil {
		fmt.Println(err)
		return
	}
	start, err := config.Base.Resolve(config.Start)
	fmt.Println(start, err)

	err = json.Unmarshal([]byte(`{"base": "/not/absolute"}`), &config)
	fmt.Println(err)
	// Output:
	// http://a/b/g <nil>
	// rfc2396: parse "/not/absolute": unexpected '/' at offset 0 in absoluteURI; an absolute URI starts with a scheme and ":"; this is a relative reference
}

// A command-line flag that must be an absolute URI.
func ExampleAbsolute_flag() {
	fs := flag.NewFlagSet("server", flag.ContinueOnError)
	var base uri.Absolute
	fs.TextVar(&base, "base", uri.MustParseAbsolute("http://localhost/"), "the base URI")
	if err := fs.Parse([]string{"-base", "https://example.org/app/"}); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(base)
	// Output:
	// https://example.org/app/
}

// With gives a new reference with one component replaced, checked against
// its rule; Without makes a component undefined.
func ExampleReference_With() {
	r := uri.MustParse("http://a/b?x=1#top")
	r2, err := r.With(uri.Query, "y=2")
	fmt.Println(r2, err)
	r3, err := r2.Without(uri.Fragment)
	fmt.Println(r3, err)

	_, err = r.With(uri.Query, "y=a b")
	fmt.Println(err)
	_, err = uri.MustParse("mailto:a@b").With(uri.Query, "subject=hi")
	fmt.Println(err)
	fmt.Println(r) // unchanged
	// Output:
	// http://a/b?y=2#top <nil>
	// http://a/b?y=2 <nil>
	// rfc2396: parse "y=a b": unexpected ' ' at offset 3 in query; a space must be escaped as %20 (section 2.4.3)
	// rfc2396: parse "subject=hi": unexpected 's' at offset 0 in query; an opaque URI has no query: a "?" after its scheme's ":" belongs to the opaque part (opaque_part)
	// http://a/b?x=1#top
}

func ExampleReference_Redacted() {
	r := uri.MustParse("ftp://anonymous:s3cret@ftp.example/pub")
	fmt.Println(r.Redacted())
	// Output:
	// ftp://anonymous:xxxxx@ftp.example/pub
}
