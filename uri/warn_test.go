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
		{"http://localhost:8080", ""},
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
