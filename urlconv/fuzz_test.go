package urlconv_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/rfc2396/rfc2396/syntax"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/urlconv"
)

// FuzzToURLPassword places the password "s3cret9", with any text around
// it that keeps it the password, in a reference with any path, query and
// fragment; ToURL converts its tree. No text of the error, nor its Got
// field, shows the password; nothing panics; and a URL, when there is
// one, writes the reference as it is.
func FuzzToURLPassword(f *testing.F) {
	f.Add("http", "u", "", "%7e", "x@h", "/p", "q", "")
	f.Add("foo", "u", "", "", "x@h", "/", "", "")
	f.Add("http", "u", "", "", "[::1]:80", "/", "", "f")
	f.Fuzz(func(t *testing.T, scheme, a, b, c, d, path, query, frag string) {
		for _, s := range []string{scheme, a, b, c, d, path, query, frag} {
			if strings.ContainsAny(s, "?#") || strings.Contains(s, "s3cr") || strings.Contains(s, "et9") {
				return
			}
		}
		// A ":" in the scheme ends it before "://": "A:" + "://u:p@h"
		// is an opaque part, which has no password.
		if strings.ContainsAny(scheme+a+b+c, "/@") || strings.ContainsAny(d, "/") || strings.ContainsAny(scheme+a, ":") ||
			path != "" && path[0] != '/' {
			return
		}
		s := scheme + "://" + a + ":" + b + "s3cret9" + c + "@" + d + path + "?" + query + "#" + frag
		ref, err := parser.Parse(s, syntax.RFC2732)
		if err != nil {
			return
		}
		u, err := urlconv.ToURL(ref)
		if err == nil {
			if u.String() != s {
				t.Fatalf("%q: the URL writes %q", s, u)
			}
			return
		}
		var e *urlconv.Error
		if !errors.As(err, &e) {
			t.Fatalf("%q: %v is not an *urlconv.Error", s, err)
		}
		for _, text := range []string{err.Error(), fmt.Sprint(err), e.Got, e.Redacted().Input, e.Redacted().Error()} {
			for _, p := range passwordParts {
				if strings.Contains(text, p) {
					t.Fatalf("%q: %q shows the password", s, text)
				}
			}
		}
	})
}
