package uri_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
	"github.com/rfc2396/rfc2396/uri"
)

// TestPolicies checks RequireHost and Schemes on Parse and ParseAbsolute:
// a reference that holds every policy given is parsed as without them; one
// that breaks one gets a *PolicyError naming the first broken, as given.
func TestPolicies(t *testing.T) {
	web := uri.Schemes("http", "HTTPS")
	host := uri.RequireHost()
	for _, tc := range []struct {
		s      string
		opts   []uri.Option
		broken uri.Option // nil: no error
		why    string
	}{
		{"http://a/", []uri.Option{host, web}, nil, ""},
		{"HTTPS://[::1]:443/x", []uri.Option{host, web}, nil, ""},
		{"Https://1.2.3.4", []uri.Option{web, host}, nil, ""},
		{"//u@h:1/p", []uri.Option{host}, nil, ""},
		{"ftp://a/", []uri.Option{host, web}, web, `its scheme "ftp" is not one of them`},
		{"ftp://a/", []uri.Option{uri.Schemes("ftp"), web}, web, `its scheme "ftp" is not one of them`},
		{"ftp://a/", []uri.Option{uri.Schemes("FTP")}, nil, ""},
		{"/a/b", []uri.Option{web}, web, "it has no scheme"},
		{"/a/b", []uri.Option{host}, host, "it has no authority"},
		{"http:/a/b", []uri.Option{web, host}, host, "it has no authority"},
		{"mailto:a@b", []uri.Option{host}, host, "it is an opaque URI, which has no authority (section 3)"},
		{"file:///etc", []uri.Option{host}, host, "its authority is an empty server, without a host (section 3.2.2)"},
		{"http://a_b/", []uri.Option{web, host}, host, "its authority is a registry name (reg_name, section 3.2.1), not a server with a host"},
		// In strict RFC 2396 an IPv4address has numbers of any length; in
		// RFC 2732 this is a registry name.
		{"http://1234.5.6.7/", []uri.Option{host, syntax.RFC2396}, nil, ""},
		{"http://1234.5.6.7/", []uri.Option{host}, host, "its authority is a registry name (reg_name, section 3.2.1), not a server with a host"},
		{"localhost:8080", []uri.Option{host}, host, "it is an opaque URI, which has no authority (section 3)"},
	} {
		check := func(what string, err error) {
			t.Helper()
			if tc.broken == nil {
				assert.NoError(t, err, "%s %q", what, tc.s)
				return
			}
			var pe *uri.PolicyError
			if !assert.True(t, errors.As(err, &pe), "%s %q: %v", what, tc.s, err) {
				return
			}
			assert.Equal(t, tc.s, pe.Input, "%s: raw", what)
			assert.True(t, pe.Policy == tc.broken, "%s %q: %v broken, want %v", what, tc.s, pe.Policy, tc.broken)
			assert.Equal(t, tc.why, pe.Why, "%s %q", what, tc.s)
		}
		r, err := uri.Parse(tc.s, tc.opts...)
		check("Parse", err)
		if err == nil {
			// The policies do not change the value.
			assert.True(t, r == uri.MustParse(tc.s, tc.opts...), "%q", tc.s)
		}
		if _, ok := uri.MustParse(tc.s).Absolute(); ok {
			_, err := uri.ParseAbsolute(tc.s, tc.opts...)
			check("ParseAbsolute", err)
		}
	}
	// A syntax error comes before the policies.
	_, err := uri.Parse("ftp://a b/", web)
	var pe *parser.Error
	assert.True(t, errors.As(err, &pe), "%v", err)
	assert.Panics(t, func() { uri.MustParse("ftp://a/", web) })
	assert.Panics(t, func() { uri.MustParseAbsolute("mailto:a@b", host) })
}

func TestPolicyErrorText(t *testing.T) {
	_, err := uri.Parse("ftp://u:s3cret9@h/", uri.Schemes("http", "https"))
	require.Error(t, err)
	assert.Equal(t, `rfc2396: "ftp://u:xxxxx@h/" breaks uri.Schemes("http", "https"): its scheme "ftp" is not one of them`, err.Error())
	var pe *uri.PolicyError
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, "ftp://u:s3cret9@h/", pe.Input, "Input keeps the raw text")
	assert.Equal(t, "ftp://u:xxxxx@h/", pe.Redacted().Input)
	assert.Equal(t, pe.Error(), pe.Redacted().Error())
	assert.Equal(t, "ftp://u:s3cret9@h/", pe.Input, "Redacted leaves the error as it was")
	noPassword(t, "PolicyError", err)
}

func TestOptionStrings(t *testing.T) {
	for _, tc := range []struct {
		o    uri.Option
		want string
	}{
		{uri.RequireHost(), "uri.RequireHost()"},
		{uri.FormEncoding(), "uri.FormEncoding()"},
		{uri.Schemes("http", "HTTPS"), `uri.Schemes("http", "https")`},
		{uri.Schemes(), `uri.Schemes()`},
		{uri.Schemes("a b"), `uri.Schemes("a b")`},
		{uri.Schemes("http", "u:s3cret9@h"), `uri.Schemes("http", "u:xxxxx@h")`},
	} {
		assert.Equal(t, tc.want, tc.o.(interface{ String() string }).String())
	}
	assert.True(t, uri.Schemes("http", "https") == uri.Schemes("HTTP", "https"), "options are comparable")
	assert.False(t, uri.Schemes("http") == uri.Schemes("https"))
}

// TestOwnOptionErrors: Parse and ParseAbsolute take the policies and
// Syntax values, and give a *syntax.OptionError for another option, or for
// an invalid value, without showing a password.
func TestOwnOptionErrors(t *testing.T) {
	for _, o := range []uri.Option{uri.FormEncoding(), uri.Schemes(), uri.Schemes("1x"), uri.Schemes("http", "u:s3cret9@h")} {
		var oe *syntax.OptionError
		_, err := uri.Parse("http://a/", o)
		assert.True(t, errors.As(err, &oe), "%v: %v", o, err)
		noPassword(t, "Parse", err)
		_, err = uri.ParseAbsolute("http://a/", o)
		assert.True(t, errors.As(err, &oe), "%v: %v", o, err)
	}
}
