package urlconv_test

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
	"github.com/rfc2396/rfc2396/urlconv"
)

// Every password below is "s3cret9", or it with a character in its middle
// ("s3cr et9"): neither half may appear in a text made for people.
var passwordParts = []string{"s3cr", "et9"}

func noPassword(t *testing.T, what string, texts ...string) {
	t.Helper()
	for _, s := range texts {
		for _, p := range passwordParts {
			if strings.Contains(s, p) {
				t.Errorf("%s: %q shows the password", what, s)
			}
		}
	}
}

// TestToURLPasswords: an *Error shows no password in its Got field or its
// texts, however net/url writes it: as a URL's password, or as a
// registry name that net/url takes for a host and whose "@" it writes
// "%40", which a mask that looks for "@" misses. Input keeps the raw
// reference, and Redacted hides it there too.
func TestToURLPasswords(t *testing.T) {
	for _, tc := range []struct {
		in      string
		offset  int // raw
		shown   int // in the redacted text
		node    string
		message string
	}{
		{"foo://u:s3cret9@x@h/", 15, 8, "RegName", // the first "@", inside the password of a reg_name (up to its last "@")
			`urlconv: net/url cannot write "foo://u:xxxxx@h/" as written: it writes "foo://u:xxxxx%40h/" (RegName at offset 8)`},
		{"http://u:s3cret9@a_b/#", 16, 14, "RegName", ""},
		{"http://u:s3cret9%7e@a/#", 16, 9, "Userinfo",
			`urlconv: net/url cannot write "http://u:xxxxx@a/#" as written: it writes "http://u:xxxxx@a/" (Userinfo at offset 9)`},
		{"http://u:s3cret9@a/#", 19, 17, "Fragment",
			`urlconv: net/url cannot write "http://u:xxxxx@a/#" as written: it writes "http://u:xxxxx@a/" (Fragment at offset 17)`},
		{"http://u:s3cret9@[::1]:80/#", 26, 24, "Fragment", ""},
		{"ftp://u:s3cret9@%41/", 15, 13, "RegName", ""}, // the "@" after the password
	} {
		ref, err := parser.Parse(tc.in, syntax.RFC2732)
		require.NoError(t, err, tc.in)
		_, err = urlconv.ToURL(ref)
		var e *urlconv.Error
		if !assert.True(t, errors.As(err, &e), "%q: %v", tc.in, err) {
			continue
		}
		assert.Equal(t, tc.in, e.Input, "Input is raw")
		assert.Equal(t, tc.offset, e.Offset, "%q: %v", tc.in, err)
		assert.Equal(t, tc.node, e.Node, "%q: %v", tc.in, err)
		r := e.Redacted()
		assert.Equal(t, tc.shown, r.Offset, "%q: %v", tc.in, err)
		assert.Contains(t, err.Error(), fmt.Sprintf("at offset %d)", tc.shown))
		if tc.message != "" {
			assert.Equal(t, tc.message, err.Error())
		}
		noPassword(t, tc.in, err.Error(), fmt.Sprint(err), fmt.Sprintf("%+v", err), e.Got, r.Input, r.Got, r.Error())
	}
}

// TestFromURLPasswords: FromURL's errors are the parser's, which hide the
// password before, inside and after the point of failure.
func TestFromURLPasswords(t *testing.T) {
	user := url.UserPassword("u", "s3cret9")
	for _, tc := range []struct {
		u    *url.URL
		opts []syntax.Syntax
	}{
		{&url.URL{Scheme: "ht tp", User: user, Host: "h", Path: "/"}, nil},
		{&url.URL{Scheme: "http", Opaque: "//u:s3cr et9@h/"}, nil},
		{&url.URL{Scheme: "http", Opaque: "//u:s3cr[et9@h/"}, nil},
		{&url.URL{Scheme: "http", User: user, Host: "h", Path: "/", RawQuery: "a b"}, nil},
		{&url.URL{Scheme: "http", User: user, Host: "[::1", Path: "/"}, nil},
		{&url.URL{Scheme: "http", User: user, Host: "[::1]", Path: "/"}, []syntax.Syntax{syntax.RFC2396}},
		{&url.URL{Scheme: "http", User: user, Host: "h", Path: "/", RawQuery: "x[0]"}, []syntax.Syntax{syntax.RFC2396}},
	} {
		_, err := urlconv.FromURL(tc.u, tc.opts...)
		var pe *parser.Error
		if !assert.True(t, errors.As(err, &pe), "%q: %v", tc.u, err) {
			continue
		}
		assert.Equal(t, tc.u.String(), pe.Input, "Input is raw")
		noPassword(t, tc.u.String(), err.Error(), pe.Message(), pe.Caret(), pe.Redacted().Input, pe.Hint)
	}
}
