package uri_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rfc2396/rfc2396/syntax"
	"github.com/rfc2396/rfc2396/uri"
)

func TestWarnings(t *testing.T) {
	for _, tc := range []struct {
		s    string
		port string // the port the warning names, "" for no warning
	}{
		{"localhost:8080", "8080"},
		{"LOCALHOST:1", "1"},
		{"example.com:80/x", "80"},
		{"example.com:80?q", "80"},
		{"example.com:443#top", "443"},
		{"a.example.com.:8080", "8080"}, // a hostname may end with "."
		{"www.example.org:0/", "0"},
		// No warning: the scheme is no hostname, or has no "." and is not
		// localhost, or the opaque part begins with no port.
		{"http://localhost:80", ""},
		{"//localhost:8080", ""},
		{"urn:123", ""},
		{"tel:110", ""},
		{"myhost:8080", ""},
		{"z39.50s:1", ""}, // "50s" is no toplabel
		{"a+b.c:80", ""},  // "+" is no hostname character
		{"a.b:80x", ""},   // not a port
		{"a.b:/80", ""},   // a path, not an opaque part
		{"example.com:x80", ""},
		{"localhost", ""},
		{"", ""},
	} {
		r := uri.MustParse(tc.s)
		ws := uri.Warnings(r)
		c := r.Components()
		assert.Equal(t, ws, uri.WarningsOf(&c), "WarningsOf(%q)", tc.s)
		if tc.port == "" {
			assert.Empty(t, ws, "%q", tc.s)
			continue
		}
		if assert.Len(t, ws, 1, "%q", tc.s) {
			w := ws[0]
			assert.Equal(t, uri.SchemeLooksLikeHost, w.Kind)
			assert.Equal(t, "scheme-looks-like-host", w.Kind.String())
			assert.Equal(t, 0, w.Offset)
			assert.Equal(t, syntax.Scheme, w.Rule)
			c := r.Components()
			scheme := c.Of(c.Scheme)
			assert.Contains(t, w.Message, scheme+":"+tc.port)
			assert.Contains(t, w.Hint, "//"+scheme+":"+tc.port)
			assert.Equal(t, w.Message+"; "+w.Hint, w.String())
		}
		if a, ok := r.Absolute(); ok {
			assert.Equal(t, ws, uri.Warnings(a.Reference()))
		}
	}
	w := uri.Warnings(uri.MustParse("localhost:8080"))[0]
	assert.Equal(t, `"localhost" is a scheme: localhost:8080 reads as an absolute URI whose scheme looks like a host and whose opaque part begins with 8080, like a port; a host needs "//" before it (sections 3.1, 3.2)`, w.Message)
	assert.Equal(t, "write //localhost:8080 for a network path, or name a scheme: http://localhost:8080", w.Hint)
	assert.Equal(t, "WarningKind(9)", uri.WarningKind(9).String())
}

// TestWarningsSection7 checks the cautions of section 7, in the order of
// their offsets, and that none shows a password.
func TestWarningsSection7(t *testing.T) {
	ws := uri.Warnings(uri.MustParse("http://u:pw@h:8080/%0D%0a"))
	var kinds []uri.WarningKind
	for _, w := range ws {
		kinds = append(kinds, w.Kind)
		assert.NotContains(t, w.Message+w.Hint, "pw")
	}
	assert.Equal(t, []uri.WarningKind{uri.Password, uri.NonDefaultPort, uri.EscapedControl, uri.EscapedControl}, kinds)
	assert.Equal(t, len("http://u"), ws[0].Offset, `at the ":" before the password`)
	assert.Empty(t, uri.Warnings(uri.MustParse("http://u@h:80/")), "the default port, no password")
	assert.Equal(t, "non-default-port", uri.NonDefaultPort.String())
}
