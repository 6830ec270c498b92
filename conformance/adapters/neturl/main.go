// Command neturl is the adapter of Go's net/url for the conformance
// suite: it speaks the protocol of conformance/README.md on its standard
// input and output.
//
//	go build -o /tmp/neturl ./conformance/adapters/neturl
//	rfc2396 conform -- /tmp/neturl
//
// A parse request is valid when url.Parse returns no error. The answer
// gives the components net/url can tell, and leaves out those it cannot:
// the authority only when the URL has a host or a userinfo (net/url does
// not tell "//" from no authority), the fragment only when it is not
// empty (nor "#" from none). The scheme is as url.Parse gives it, in
// lower case; the userinfo as Userinfo.String writes it; the path, query
// and fragment as written (EscapedPath, RawQuery, EscapedFragment). A
// resolve request is answered with ResolveReference and String; with no
// base, an absolute reference is its own result and any other is
// refused. net/url has no equivalence: those requests are skipped.
package main

import (
	"fmt"
	"net/url"
	"os"
	"strings"

	"github.com/rfc2396/rfc2396/conformance"
)

func main() {
	if err := conformance.Serve(netURL{}, os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "neturl adapter:", err)
		os.Exit(1)
	}
}

type netURL struct{}

func (netURL) Answer(r conformance.Request) (conformance.Answer, error) {
	a := conformance.Answer{ID: r.ID}
	switch r.Op {
	case conformance.OpParse:
		u, err := url.Parse(r.Input)
		valid := err == nil
		a.Valid = &valid
		if valid {
			a.Components = components(u)
		}
	case conformance.OpResolve:
		a.Result = resolve(r.Base, r.Ref)
	default:
		a.Skip = true
	}
	return a, nil
}

func text(s string) *string { return &s }

// components returns the components of u that net/url can tell.
func components(u *url.URL) map[string]*string {
	c := map[string]*string{"scheme": nil, "path": nil, "opaque": nil, "query": nil}
	if u.Scheme != "" {
		c["scheme"] = text(u.Scheme)
	}
	if u.Opaque != "" {
		c["opaque"] = text(u.Opaque)
	} else {
		c["path"] = text(u.EscapedPath())
	}
	if u.Host != "" || u.User != nil {
		auth := u.Host
		c["userinfo"] = nil
		if u.User != nil {
			c["userinfo"] = text(u.User.String())
			auth = u.User.String() + "@" + auth
		}
		c["authority"] = text(auth)
		host, port := u.Host, (*string)(nil)
		if i := strings.LastIndexByte(host, ':'); i >= 0 && !strings.Contains(host[i:], "]") {
			host, port = host[:i], text(host[i+1:])
		}
		c["host"], c["port"] = text(host), port
	}
	if u.ForceQuery || u.RawQuery != "" {
		c["query"] = text(u.RawQuery)
	}
	if u.Fragment != "" {
		c["fragment"] = text(u.EscapedFragment())
	}
	return c
}

// resolve resolves ref against base, or returns nil where net/url fails.
func resolve(base, ref string) *string {
	r, err := url.Parse(ref)
	if err != nil {
		return nil
	}
	if base == "" {
		if !r.IsAbs() {
			return nil
		}
		return text(r.String())
	}
	b, err := url.Parse(base)
	if err != nil {
		return nil
	}
	return text(b.ResolveReference(r).String())
}
