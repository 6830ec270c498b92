// Command fredbiuri is the adapter of github.com/fredbi/uri (the version
// go.mod requires) for the conformance suite: it speaks the protocol of
// conformance/README.md on its standard input and output.
//
//	go build -o /tmp/fredbiuri ./conformance/adapters/fredbiuri
//	rfc2396 conform --suite parse-rfc3986 -- /tmp/fredbiuri
//
// The library reads RFC 3986 whatever the syntax asked. A parse request
// is valid when uri.ParseReference returns no error. The answer gives the
// components the library tells: the scheme, null when it gives none; the
// path (Authority().Path); the fragment only when it is not empty, since
// the library does not tell "#" from no fragment; no query, which it
// gives only as parsed url.Values. The authority is defined when the
// reference's authority text, as Authority().String writes it, starts
// with "//"; its text is what String writes between the "//" and the path,
// and the userinfo, host and port are given when not empty (the library
// does not tell an empty one from none), the host of an IP-literal in its
// brackets; the host's kind is ipv4 or ipv6 when Authority().IsIP says it
// is an IP address (by IPAddr's family), ipvfuture for an IP-literal that
// is not, and reg-name for any other host. The library has neither
// resolution nor equivalence: those requests are skipped.
package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/fredbi/uri"

	"github.com/rfc2396/rfc2396/conformance"
)

func main() {
	if err := conformance.Serve(fredbiURI{}, os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "fredbiuri adapter:", err)
		os.Exit(1)
	}
}

type fredbiURI struct{}

func (fredbiURI) Answer(r conformance.Request) (conformance.Answer, error) {
	a := conformance.Answer{ID: r.ID}
	if r.Op != conformance.OpParse {
		a.Skip = true
		return a, nil
	}
	u, err := uri.ParseReference(r.Input)
	valid := err == nil
	a.Valid = &valid
	if valid {
		a.Components = components(u)
	}
	return a, nil
}

func text(s string) *string { return &s }

// nonEmpty returns s, or nil when it is empty.
func nonEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// components returns the components of u that the library tells.
func components(u uri.URI) map[string]*string {
	auth := u.Authority()
	c := map[string]*string{"scheme": nonEmpty(u.Scheme()), "path": text(auth.Path()), "opaque": nil}
	if f := u.Fragment(); f != "" {
		c["fragment"] = text(f)
	}
	written := auth.String()
	if !strings.HasPrefix(written, "//") {
		for _, k := range []string{"authority", "userinfo", "host", "port", conformance.KeyHostKind} {
			c[k] = nil
		}
		return c
	}
	c["authority"] = text(strings.TrimSuffix(written[2:], auth.Path()))
	c["userinfo"], c["port"] = nonEmpty(auth.UserInfo()), nonEmpty(auth.Port())
	host := auth.Host()
	if host == "" {
		return c
	}
	literal := strings.Contains(written, "["+host+"]")
	kind := "reg-name"
	switch {
	case auth.IsIP() && auth.IPAddr().Is4():
		kind = "ipv4"
	case auth.IsIP():
		kind = "ipv6"
	case literal:
		kind = "ipvfuture"
	}
	if literal {
		host = "[" + host + "]"
	}
	c["host"], c[conformance.KeyHostKind] = text(host), text(kind)
	return c
}
