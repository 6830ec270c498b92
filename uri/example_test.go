package uri_test

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"

	"github.com/rfc2396/rfc2396/syntax"
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

// By default uri reads RFC 2396 as RFC 2732 updates it: a host may be an
// IPv6 literal. The option syntax.RFC2396 reads strict RFC 2396, where
// "[" is an unwise character.
func ExampleParse_ipv6() {
	r, err := uri.Parse("http://[::1]:8080/a")
	if err != nil {
		fmt.Println(err)
		return
	}
	c := r.Components()
	fmt.Println(c.Of(c.Host), c.HostKind, c.Of(c.Port))
	r2, err := r.With(uri.Authority, "[2001:db8::7]")
	fmt.Println(r2, err)

	_, err = uri.Parse("http://[::1]:8080/a", syntax.RFC2396)
	fmt.Println(err)
	// Output:
	// [::1] ipv6 8080
	// http://[2001:db8::7]/a <nil>
	// rfc2396: parse "http://[::1]:8080/a": unexpected '[' at offset 7 in authority; '[' is unwise and must be escaped as %5B (section 2.4.3); Appendix A has no IPv6 literals: RFC 2732 adds them, and syntax.RFC2732 reads them
}

// Values are comparable: two read from the same text are ==, and work as
// map keys.
func ExampleReference_comparable() {
	visits := map[uri.Reference]int{}
	for _, s := range []string{"http://a/b", "http://[::1]/", "http://a/b"} {
		visits[uri.MustParse(s)]++
	}
	fmt.Println(visits[uri.MustParse("http://a/b")], len(visits))
	// Output:
	// 2 2
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
	// rfc2396: uri: With("subject=hi"): an opaque URI has no hierarchical part: no authority, path segments or query (section 3); RFC 2396 reads no query in an opaque part: its "?" belongs to the opaque_part (section 3), which Opaque gives whole
	// http://a/b?x=1#top
}

func ExampleReference_Redacted() {
	r := uri.MustParse("ftp://anonymous:s3cret@ftp.example/pub")
	fmt.Println(r.Redacted())
	// Output:
	// ftp://anonymous:xxxxx@ftp.example/pub
}

// Policies: a configuration that must name a web server gives Parse the
// options RequireHost and Schemes; a reference that breaks one gets a
// *uri.PolicyError that names it, with the password hidden.
func ExampleRequireHost() {
	web := []uri.Option{uri.RequireHost(), uri.Schemes("http", "https")}
	for _, s := range []string{"https://api.example/v1", "ftp://u:s3cret@files.example/", "/relative/path", "localhost:8080"} {
		r, err := uri.Parse(s, web...)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(r)
	}
	// Output:
	// https://api.example/v1
	// rfc2396: "ftp://u:xxxxx@files.example/" breaks uri.Schemes("http", "https"): its scheme "ftp" is not one of them
	// rfc2396: "/relative/path" breaks uri.RequireHost(): it has no authority
	// rfc2396: "localhost:8080" breaks uri.RequireHost(): it is an opaque URI, which has no authority (section 3)
}

// Three ways to compare: == (and map keys) for the same text read in the
// same syntax, Equal for the same text, Equivalent for the same reference
// after section 6's normalization.
func ExampleReference_Equivalent() {
	a := uri.MustParse("HTTP://Example.COM:80/%7Euser")
	b := uri.MustParse("http://example.com/~user")
	same, err := a.Equivalent(b)
	fmt.Println(a == b, a.Equal(b), same, err)
	// Output:
	// false false true <nil>
}

// ParseQuery reads a query as ordered pairs, decoded; Encode writes back
// every pair that was not changed as it was, and escapes what was.
func ExampleParseQuery() {
	v, err := uri.ParseQuery("b=%7e&tag=x&page=1&tag=y&q=a+b")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(v.Get("b"), v.Values("tag"), v.Get("q"))
	v.Set("page", "2")
	v.Del("tag")
	v.Add("filter", "size=large & red")
	fmt.Println(v.Encode())

	// HTML forms read "+" as a space: an option, since RFC 2396 gives "+"
	// no such meaning.
	f, _ := uri.ParseQuery("q=a+b", uri.FormEncoding())
	f.Add("lang", "en us")
	fmt.Println(f.Get("q"), f.Encode())

	_, err = uri.ParseQuery("q=100%")
	fmt.Println(err)
	// Output:
	// ~ [x y] a+b
	// b=%7e&page=2&q=a+b&filter=size%3Dlarge%20%26%20red
	// a b q=a+b&lang=en+us
	// rfc2396: unescape: unexpected end of input at offset 6: a "%" must be followed by two hex digits (escaped = "%" hex hex, section 2.4.1)
}

// A reference's query as Values, changed and put back.
func ExampleReference_WithQuery() {
	r := uri.MustParse("https://a.example/search?q=rfc+2396&token=abc#results")
	v, err := r.Query()
	if err != nil {
		fmt.Println(err)
		return
	}
	v.Del("token")
	v.Set("page", "2")
	r2, err := r.WithQuery(v)
	fmt.Println(r2, err)
	// Output:
	// https://a.example/search?q=rfc+2396&page=2#results <nil>
}

// JoinPath appends segments, each element escaped as one segment, with
// exactly one "/" between them; Segments reads them back decoded.
func ExampleReference_JoinPath() {
	base := uri.MustParse("https://api.example/v1/?key=k")
	r, err := base.JoinPath("users", "Jo Smith/Jr.", "files")
	fmt.Println(r, err)
	fmt.Printf("%q\n", r.Segments())

	_, err = base.JoinPath("..", "admin")
	fmt.Println(err)
	// Output:
	// https://api.example/v1/users/Jo%20Smith%2FJr./files?key=k <nil>
	// ["v1" "users" "Jo Smith/Jr." "files"]
	// rfc2396: uri: JoinPath(".."): "." and ".." navigate (section 5.2): resolve a relative reference to move up or stay, JoinPath only appends segments
}

// The host, the port and the userinfo are set one at a time, each checked
// against its rule.
func ExampleReference_WithHost() {
	r := uri.MustParse("http://a.example:8080/p")
	r2, err := r.WithHost("[2001:db8::1]")
	fmt.Println(r2, err)
	r3, err := r2.WithPort("9090")
	fmt.Println(r3, err)
	r4, err := r3.WithoutPort()
	fmt.Println(r4, err)

	_, err = r.WithHost("a_b")
	fmt.Println(err)
	// Output:
	// http://[2001:db8::1]:8080/p <nil>
	// http://[2001:db8::1]:9090/p <nil>
	// http://[2001:db8::1]/p <nil>
	// rfc2396: uri: WithHost("a_b"): not a host: a host is a hostname, an IPv4address or, with RFC 2732, an IPv6 literal in brackets (section 3.2.2)
}

// "localhost:8080" is a valid absolute URI whose scheme is "localhost":
// Warnings says so, for a checker to show.
func ExampleWarnings() {
	for _, s := range []string{"localhost:8080", "http://localhost:8080"} {
		for _, w := range uri.Warnings(uri.MustParse(s)) {
			fmt.Printf("%s: %s: %s\n", s, w.Kind, w.Hint)
		}
	}
	// Output:
	// localhost:8080: scheme-looks-like-host: write //localhost:8080 for a network path, or name a scheme: http://localhost:8080
	// http://localhost:8080: non-default-port: check that the server at this port speaks http
}

// A value answers what a program asks of a reference, each component as
// written: the host with its brackets, the hostname without them. A
// registry-based authority has no host.
func ExampleReference_Host() {
	r := uri.MustParse("https://u@[2001:db8::7]:8443/a/b?q#f")
	port, ok := r.PortNumber()
	fmt.Println(r.Scheme(), r.Authority(), r.Userinfo())
	fmt.Println(r.Host(), r.Hostname(), r.Port(), port, ok, r.HostKind())
	fmt.Println(r.Path(), r.RawQuery(), r.Fragment())

	reg := uri.MustParse("http://a_b/")
	fmt.Printf("%q %q\n", reg.Host(), reg.Authority())
	// Output:
	// https u@[2001:db8::7]:8443 u
	// [2001:db8::7] 2001:db8::7 8443 8443 true ipv6
	// /a/b q f
	// "" "a_b"
}

// Has tells an undefined component from an empty one, as section 5.2
// does; an opaque URI has an opaque part and no path.
func ExampleReference_Has() {
	for _, s := range []string{"http://a/", "http://a/?", "mailto:a@b?x"} {
		r := uri.MustParse(s)
		fmt.Printf("%s %v %v %v %q\n", s, r.Has(uri.Query), r.Has(uri.Path), r.Has(uri.Opaque), r.Opaque())
	}
	// Output:
	// http://a/ false true false ""
	// http://a/? true true false ""
	// mailto:a@b?x false false true "a@b?x"
}

// Resolve works on the components the values hold; Relativize is its
// inverse, Normalize gives the normal form of section 6.
func ExampleAbsolute_Resolve() {
	base := uri.MustParseAbsolute("http://a/b/c/d;p?q")
	for _, ref := range []string{"g;x?y#s", "../../../g", "//g", "#s"} {
		r, err := base.Resolve(uri.MustParse(ref))
		fmt.Println(ref, r, err)
	}
	back, _ := base.Relativize(uri.MustParse("http://a/b/g"))
	fmt.Println(back)
	n, _ := uri.MustParse("HTTP://A:80/%7Ea/b").Normalize()
	fmt.Println(n)
	// Output:
	// g;x?y#s http://a/b/c/g;x?y#s <nil>
	// ../../../g http://a/../g <nil>
	// //g http://g <nil>
	// #s http://a/b/c/d;p?q#s <nil>
	// ../g
	// http://a/~a/b
}

// RFC 2396 reads no query in an opaque URI: its "?" belongs to the opaque
// part, and Query says so rather than give no pairs.
func ExampleReference_Query() {
	q, err := uri.MustParse("http://a/?x=1&y=2").Query()
	fmt.Println(q.Get("x"), err)
	_, err = uri.MustParse("mailto:a@b?subject=hi").Query()
	fmt.Println(err)
	// Output:
	// 1 <nil>
	// rfc2396: uri: Query: an opaque URI has no hierarchical part: no authority, path segments or query (section 3); RFC 2396 reads no query in an opaque part: its "?" belongs to the opaque_part (section 3), which Opaque gives whole
}

// A copy of Values is a value of its own: changing it leaves the original
// as it was.
func ExampleValues() {
	q, _ := uri.ParseQuery("id=7&utm_source=x&page=2")
	c := q
	c.Del("utm_source")
	fmt.Println(q.Encode())
	fmt.Println(c.Encode())
	// Output:
	// id=7&utm_source=x&page=2
	// id=7&page=2
}

// WithUserPassword builds a userinfo from data, escaped; Redacted hides
// the password, as every error does.
func ExampleReference_WithUserPassword() {
	r, err := uri.MustParse("https://h.example/").WithUserPassword("jo@example.org", "p:w")
	fmt.Println(r, err)
	fmt.Println(r.Redacted())
	// Output:
	// https://jo%40example.org:p%3Aw@h.example/ <nil>
	// https://jo%40example.org:xxxxx@h.example/
}

func ExampleParse_rfc3986() {
	// RFC 3986 has no opaque part and no registry-based authority.
	m := uri.MustParse("mailto:a@b?subject=hi", syntax.RFC3986)
	q, err := m.Query()
	fmt.Printf("path %q opaque %q subject %q %v\n", m.Path(), m.Opaque(), q.Get("subject"), err)
	h := uri.MustParse("http://a_b/", syntax.RFC3986)
	fmt.Println(h.Host(), h.HostKind(), h.Syntax())
	// The same text read in RFC 2396 is another value.
	fmt.Println(h == uri.MustParse("http://a_b/"), h.Equal(uri.MustParse("http://a_b/")))
	_, err = h.Equivalent(uri.MustParse("http://a_b/"))
	fmt.Println(errors.Is(err, uri.ErrMixedSyntax))
	// Output:
	// path "a@b" opaque "" subject "hi" <nil>
	// a_b reg-name RFC3986
	// false true
	// true
}

// Normalize gives the normal form of section 6; in RFC 3986 that of its
// section 6.2.2 and 6.2.3, whose rules also remove dot segments and
// write an empty http path as "/".
func ExampleReference_Normalize() {
	for _, s := range []string{"eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "HTTP://www.EXAMPLE.com:80"} {
		r := uri.MustParse(s, syntax.RFC3986)
		n, err := r.Normalize()
		fmt.Println(n, n.Syntax(), err)
	}
	// RFC 2396's rules leave the dot segments.
	n, err := uri.MustParse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d").Normalize()
	fmt.Println(n, err)
	// Output:
	// example://a/b/c/%7Bfoo%7D RFC3986 <nil>
	// http://www.example.com/ RFC3986 <nil>
	// example://a/./b/../b/c/%7Bfoo%7D <nil>
}

// Resolve with a base read in RFC 3986 resolves as its section 5.2 does:
// "../../../g" climbs no higher than the root, where RFC 2396 keeps the
// "..". The base may be any Reference that is an absolute URI; its
// fragment is dropped.
func ExampleReference_Resolve() {
	base := uri.MustParse("http://a/b/c/d;p?q#f", syntax.RFC3986)
	for _, ref := range []string{"g;x?y#s", "../../../g", "?y", ""} {
		r, err := base.Resolve(uri.MustParse(ref, syntax.RFC3986))
		fmt.Printf("%q %v %v %v\n", ref, r, r.Syntax(), err)
	}
	r, err := uri.MustParse("http://a/b/c/d;p?q").Resolve(uri.MustParse("../../../g"))
	fmt.Println(r, err)
	// Output:
	// "g;x?y#s" http://a/b/c/g;x?y#s RFC3986 <nil>
	// "../../../g" http://a/g RFC3986 <nil>
	// "?y" http://a/b/c/d;p?y RFC3986 <nil>
	// "" http://a/b/c/d;p?q RFC3986 <nil>
	// http://a/../g <nil>
}
