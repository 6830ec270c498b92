package uri_test

// The examples of docs/net-url.md: for each function, method and field of
// net/url, what does its work here. Where the two differ on purpose, an
// example shows both.

import (
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/uri"
)

// url.Parse: uri.Parse. The value keeps the text as written, and each
// component as written; a reference that is not one is an error that says
// where and why.
func Example_netURLParse() {
	r, err := uri.Parse("https://u@example.org:8443/a/b%20c;p?q=1#top")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Scheme(), r.Userinfo(), r.Host(), r.Port(), r.Path(), r.RawQuery(), r.Fragment())
	fmt.Println(r)

	// Strictness: net/url takes a space in a path; RFC 2396 does not.
	_, uerr := url.Parse("http://a/b c")
	_, err = uri.Parse("http://a/b c")
	fmt.Println(uerr)
	fmt.Println(err)
	// Output:
	// https u example.org 8443 /a/b%20c;p q=1 top
	// https://u@example.org:8443/a/b%20c;p?q=1#top
	// <nil>
	// rfc2396: parse "http://a/b c": unexpected ' ' at offset 10 in abs_path; a space must be escaped as %20 (section 2.4.3)
}

// url.ParseRequestURI, for the request-target of HTTP: an absolute URI or
// an absolute path, without a fragment. uri.ParseAbsolute takes the
// first; Parse and Has tell the second.
func Example_netURLParseRequestURI() {
	a, err := uri.ParseAbsolute("http://example.org/p?q")
	fmt.Println(a, err)
	_, err = uri.ParseAbsolute("http://example.org/p#f")
	fmt.Println(err != nil)

	r := uri.MustParse("/p?q")
	fmt.Println(!r.IsAbs() && !r.Has(uri.Authority) && strings.HasPrefix(r.Path(), "/") && !r.Has(uri.Fragment))
	// Output:
	// http://example.org/p?q <nil>
	// true
	// true
}

// url.Error, url.EscapeError and url.InvalidHostError: *parser.Error,
// with the offset, the character, the rule and a hint; an escape that is
// not one is an *escape.Error from escape.Unescape. Every input error of
// the module is a parser.InputError, whose Error never shows a password.
func Example_netURLError() {
	_, err := uri.Parse("http://u:secret@[::1/")
	var pe *parser.Error
	if errors.As(err, &pe) {
		fmt.Println(pe.Offset, pe.Rule) // raw: the message's offset is into the redacted text
	}
	var ie parser.InputError
	if errors.As(err, &ie) {
		fmt.Println(ie.Where(false).Input)
	}
	fmt.Println(err)

	_, err = escape.Unescape("a%zz")
	fmt.Println(err)
	// Output:
	// 20 IPv6address
	// http://u:xxxxx@[::1/
	// rfc2396: parse "http://u:xxxxx@[::1/": unexpected '/' at offset 19 in IPv6address; an IPv6 literal is eight groups of one to four hex digits separated by ":", where one "::" may stand for one or more groups of zeros and the last two groups may be an IPv4 address of numbers 0 to 255 (RFC 2373 section 2.2), closed by "]"
	// rfc2396: unescape: unexpected 'z' at offset 2: a "%" must be followed by two hex digits (escaped = "%" hex hex, section 2.4.1)
}

// url.JoinPath and URL.JoinPath: Reference.JoinPath, which takes data:
// each element is one segment, a "/" in it escaped, where net/url takes
// escaped text and splits it at "/". "." and ".." navigate, which
// resolution does: JoinPath refuses them, where net/url cleans them.
func Example_netURLJoinPath() {
	r, err := uri.MustParse("https://api.example/v1/").JoinPath("users", "a/b c")
	fmt.Println(r, err)
	s, _ := url.JoinPath("https://api.example/v1/", "users", "a/b c")
	fmt.Println(s)

	_, err = uri.MustParse("https://api.example/v1/").JoinPath("..")
	fmt.Println(errors.Is(err, uri.ErrDotSegment))
	// Output:
	// https://api.example/v1/users/a%2Fb%20c <nil>
	// https://api.example/v1/users/a/b%20c
	// true
}

// url.PathEscape and url.PathUnescape: escape.Escape with escape.Segment,
// and escape.Unescape.
func Example_netURLPathEscape() {
	fmt.Println(escape.Escape("a b/c;d", escape.Segment))
	fmt.Println(escape.Unescape("a%20b%2Fc"))
	// Output:
	// a%20b%2Fc%3Bd
	// a b/c <nil>
}

// url.QueryEscape and url.QueryUnescape: escape.Escape with escape.Query,
// and escape.Unescape. RFC 2396 gives "+" no meaning in a query: a space
// is "%20", and "+" stays "+" when read, where net/url writes a space as
// "+" and reads "+" as one, as HTML forms do (FormEncoding reads so).
func Example_netURLQueryEscape() {
	fmt.Println(escape.Escape("a b+c&d", escape.Query))
	fmt.Println(url.QueryEscape("a b+c&d"))
	fmt.Println(escape.Unescape("a+b%20c"))
	fmt.Println(url.QueryUnescape("a+b%20c"))
	// Output:
	// a%20b%2Bc%26d
	// a+b%2Bc%26d
	// a+b c <nil>
	// a b c <nil>
}

// url.User and url.UserPassword: WithUser and WithUserPassword, which
// escape their data as net/url writes it.
func Example_netURLUserPassword() {
	r, err := uri.MustParse("ftp://ftp.example/pub").WithUserPassword("jo smith", "p@ss")
	fmt.Println(r, err)
	fmt.Println(r.Redacted())
	u := url.URL{Scheme: "ftp", Host: "ftp.example", Path: "/pub", User: url.UserPassword("jo smith", "p@ss")}
	fmt.Println(u.String())
	// Output:
	// ftp://jo%20smith:p%40ss@ftp.example/pub <nil>
	// ftp://jo%20smith:xxxxx@ftp.example/pub
	// ftp://jo%20smith:p%40ss@ftp.example/pub
}

// url.ParseQuery and url.Values: uri.ParseQuery and Values, ordered pairs
// that Encode writes back byte for byte where they were not changed. A
// copy of Values is a value of its own, where url.Values is a map that
// its copies share.
func Example_netURLValues() {
	q, err := uri.ParseQuery("b=2&a=1&a=x+y&id=7")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(q.Get("a"), q.Values("a"), q.Has("c"))
	c := q
	c.Del("id")
	c.Set("b", "3")
	c.Add("c", "d e")
	fmt.Println(q.Encode())
	fmt.Println(c.Encode())

	f, _ := uri.ParseQuery("a=x+y", uri.FormEncoding())
	u, _ := url.ParseQuery("a=x+y")
	fmt.Printf("%q %q\n", f.Get("a"), u.Get("a"))
	// Output:
	// 1 [1 x+y] false
	// b=2&a=1&a=x+y&id=7
	// b=3&a=1&a=x+y&c=d%20e
	// "x y" "x y"
}

// URL.Scheme, URL.Host, URL.Hostname and URL.Port: Scheme, Host,
// Hostname, Port and PortNumber. Host is the host alone, an IPv6 literal
// in its brackets; Authority is what net/url's Host holds, and the
// userinfo. A registry-based authority (section 3.2.1) has no host.
func Example_netURLHostname() {
	r := uri.MustParse("http://u@[::1]:8080/p")
	n, ok := r.PortNumber()
	fmt.Println(r.Scheme(), r.Host(), r.Hostname(), r.Port(), n, ok, r.HostKind())
	fmt.Println(r.Authority())

	reg := uri.MustParse("http://a_b:80/p")
	fmt.Printf("%q %q %q\n", reg.Host(), reg.Port(), reg.Authority())
	// Output:
	// http [::1] ::1 8080 8080 true ipv6
	// u@[::1]:8080
	// "" "" "a_b:80"
}

// Zone identifiers (RFC 6874) are no part of RFC 2732's literals:
// net/url takes "[fe80::1%25en0]", uri refuses it.
func Example_netURLZone() {
	u, err := url.Parse("http://[fe80::1%25en0]:80/")
	fmt.Println(u.Hostname(), err)
	_, err = uri.Parse("http://[fe80::1%25en0]:80/")
	fmt.Println(err != nil)
	// Output:
	// fe80::1%en0 <nil>
	// true
}

// URL.User, Userinfo.Username, Userinfo.Password and Userinfo.String:
// Userinfo, as written, which escape.Unescape decodes after splitting it
// at its first ":".
func Example_netURLUser() {
	r := uri.MustParse("ftp://jo%20smith:p%40ss@ftp.example/")
	user, password, hasPassword := strings.Cut(r.Userinfo(), ":")
	name, _ := escape.Unescape(user)
	pw, _ := escape.Unescape(password)
	fmt.Println(r.Userinfo())
	fmt.Println(name, pw, hasPassword)
	// Output:
	// jo%20smith:p%40ss
	// jo smith p@ss true
}

// URL.Path, URL.RawPath and URL.EscapedPath: Path, the path as written,
// escapes and all; Segments decodes its segments, each on its own, so
// that an escaped "/" stays in its segment, which net/url's decoded Path
// loses.
func Example_netURLPath() {
	r := uri.MustParse("http://a/b%2Fc/d%20e")
	fmt.Println(r.Path())
	fmt.Printf("%q\n", r.Segments())
	u, _ := url.Parse("http://a/b%2Fc/d%20e")
	fmt.Println(u.Path, u.EscapedPath())
	// Output:
	// /b%2Fc/d%20e
	// ["b/c" "d e"]
	// /b/c/d e /b%2Fc/d%20e
}

// URL.RawQuery, URL.ForceQuery, URL.Fragment, URL.RawFragment,
// URL.EscapedFragment and URL.OmitHost: RawQuery and Fragment as written,
// and Has, which tells an empty component ("?", "#", "//") from none.
func Example_netURLHas() {
	r := uri.MustParse("file:///x?#")
	fmt.Printf("%q %v %q %v\n", r.RawQuery(), r.Has(uri.Query), r.Fragment(), r.Has(uri.Fragment))
	fmt.Printf("%q %v %v\n", r.Authority(), r.Has(uri.Authority), r.Has(uri.Host))
	fmt.Println(uri.MustParse("file:/x").Has(uri.Authority))
	// Output:
	// "" true "" true
	// "" true false
	// false
}

// URL.Opaque, and an opaque URI's "?": RFC 2396 reads no query in an
// opaque part, where net/url splits one off.
func Example_netURLOpaque() {
	r := uri.MustParse("mailto:a@b?subject=hi")
	fmt.Println(r.Opaque(), r.Has(uri.Query))
	_, err := r.Query()
	fmt.Println(errors.Is(err, uri.ErrOpaque))
	u, _ := url.Parse("mailto:a@b?subject=hi")
	fmt.Println(u.Opaque, u.RawQuery)
	// Output:
	// a@b?subject=hi false
	// true
	// a@b subject=hi
}

// URL.Query: Query, which reads the pairs and reports an error where
// net/url drops what it cannot read.
func Example_netURLQuery() {
	q, err := uri.MustParse("http://a/?x=1&y=2").Query()
	fmt.Println(q.Get("y"), err)
	// Output:
	// 2 <nil>
}

// URL.IsAbs, URL.String and URL.Redacted: IsAbs, String and Redacted.
func Example_netURLString() {
	r := uri.MustParse("HTTP://u:pw@A/%7e")
	fmt.Println(r.IsAbs(), r, r.Redacted())
	// Output:
	// true HTTP://u:pw@A/%7e HTTP://u:xxxxx@A/%7e
}

// URL.ResolveReference and URL.Parse(ref): Absolute.Resolve (and
// Reference.Resolve), section 5.2; Relativize goes back.
func Example_netURLResolveReference() {
	base := uri.MustParseAbsolute("http://a/b/c/d;p?q")
	r, err := base.Resolve(uri.MustParse("../g?y#s"))
	fmt.Println(r, err)
	back, err := base.Relativize(r)
	fmt.Println(back, err)
	// Output:
	// http://a/b/g?y#s <nil>
	// ../g?y#s <nil>
}

// URL.RequestURI: the path and the query, or the opaque part, as the
// components give them.
func Example_netURLRequestURI() {
	r := uri.MustParse("http://a/p%20q?x=1#f")
	rq := r.Path()
	if rq == "" {
		rq = "/"
	}
	if r.Has(uri.Query) {
		rq += "?" + r.RawQuery()
	}
	fmt.Println(rq)
	// Output:
	// /p%20q?x=1
}

// URL.MarshalBinary, URL.UnmarshalBinary and URL.AppendBinary:
// MarshalText and UnmarshalText, so that a value is a field of a JSON or
// other text configuration and a flag.TextVar.
func Example_netURLMarshal() {
	var a uri.Absolute
	err := a.UnmarshalText([]byte("https://example.org/app/"))
	b, _ := a.MarshalText()
	fmt.Println(string(b), err)
	// Output:
	// https://example.org/app/ <nil>
}
