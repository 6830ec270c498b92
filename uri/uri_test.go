package uri_test

import (
	"encoding/json"
	"errors"
	"flag"
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/uri"
)

func TestReferenceJSON(t *testing.T) {
	type config struct {
		Link uri.Reference `json:"link"`
		Base uri.Absolute  `json:"base"`
		Opt  uri.Absolute  `json:"opt"`
	}
	var c config
	require.NoError(t, json.Unmarshal([]byte(`{"link":"../g?y#s","base":"http://a/b/c/d;p?q","opt":""}`), &c))
	assert.Equal(t, "../g?y#s", c.Link.String())
	assert.Equal(t, "http://a/b/c/d;p?q", c.Base.String())
	assert.True(t, c.Opt.IsZero())
	out, err := json.Marshal(c)
	require.NoError(t, err)
	assert.Equal(t, `{"link":"../g?y#s","base":"http://a/b/c/d;p?q","opt":""}`, string(out))

	// The default syntax reads the query-only reference, which is no
	// absolute URI.
	require.NoError(t, json.Unmarshal([]byte(`{"link":"?y"}`), &c))
	assert.Equal(t, "?y", c.Link.String())

	for _, bad := range []string{`{"link":"a b"}`, `{"base":"g"}`, `{"base":"http://a/#f"}`, `{"base":"?y"}`, `{"link":"http://[::1/"}`} {
		var c config
		err := json.Unmarshal([]byte(bad), &c)
		var pe *parser.Error
		assert.True(t, errors.As(err, &pe), "%s: %v", bad, err)
	}
}

func TestUnmarshalKeepsValueOnError(t *testing.T) {
	r := uri.MustParse("http://a/")
	assert.Error(t, r.UnmarshalText([]byte("a b")))
	assert.Equal(t, "http://a/", r.String())
	a := uri.MustParseAbsolute("http://a/")
	assert.Error(t, a.UnmarshalText([]byte("/x")))
	assert.Equal(t, "http://a/", a.String())
}

func TestFlagTextVar(t *testing.T) {
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var base uri.Absolute
	var ref uri.Reference
	fs.TextVar(&base, "base", uri.MustParseAbsolute("http://default/"), "base URI")
	fs.TextVar(&ref, "ref", uri.Reference{}, "reference")
	require.NoError(t, fs.Parse([]string{"-ref", "g;x?y"}))
	assert.Equal(t, "http://default/", base.String())
	assert.Equal(t, "g;x?y", ref.String())
	require.NoError(t, fs.Parse([]string{"-base", "ftp://h/"}))
	assert.Equal(t, "ftp://h/", base.String())
	assert.Error(t, fs.Parse([]string{"-base", "not absolute"}))
}

func TestZeroValues(t *testing.T) {
	var r uri.Reference
	assert.Equal(t, "", r.String())
	assert.NotNil(t, r.AST())
	assert.False(t, r.IsAbs())
	var a uri.Absolute
	assert.True(t, a.IsZero())
	assert.Nil(t, a.AST())
	assert.Equal(t, "", a.Reference().String())
	b, err := a.Resolve(uri.MustParse("http://x/y"))
	require.NoError(t, err)
	assert.Equal(t, "http://x/y", b.String())
	_, err = a.Resolve(uri.MustParse("g"))
	assert.ErrorIs(t, err, resolve.ErrNoBase)
}

func TestRedacted(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"http://u:s3cret@a/b", "http://u:xxxxx@a/b"},
		{"http://u@a/b", "http://u@a/b"},
		{"ftp://u:@a/", "ftp://u:xxxxx@a/"},
		{"//u:p@h", "//u:xxxxx@h"},
		{"mailto:u:p@h", "mailto:u:p@h"},
	} {
		r := uri.MustParse(tc.in)
		assert.Equal(t, tc.want, r.Redacted())
		assert.Equal(t, tc.in, r.String(), "String keeps the password")
		if a, ok := r.Absolute(); ok {
			assert.Equal(t, tc.want, a.Redacted())
		}
	}
}

func TestResolve(t *testing.T) {
	base := uri.MustParseAbsolute("http://a/b/c/d;p?q")
	for ref, want := range map[string]string{"../g": "http://a/b/g", "#s": "http://a/b/c/d;p?q#s", "g:h": "g:h"} {
		got, err := base.Resolve(uri.MustParse(ref))
		require.NoError(t, err)
		assert.Equal(t, want, got.String())
	}
	_, err := base.Resolve(uri.MustParse("../../../g"), resolve.DotDot(resolve.RejectDotDot))
	assert.ErrorIs(t, err, resolve.ErrDotDot)
}
