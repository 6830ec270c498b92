package main

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// TestAppendParseResult holds parse --json's own encoder to what
// encoding/json writes for the record, on every valid reference of the
// test data, IPv6 literals and opaque URIs included.
func TestAppendParseResult(t *testing.T) {
	refs := append(benchRefs(t), "http://[::1]:80/a;b;c/d", "mailto:a@b", "", "#", "//r@h/;/;;", "a;x=&")
	for _, s := range refs {
		ref, err := parser.Parse(s, syntax.RFC2732)
		require.NoError(t, err, s)
		var want bytes.Buffer
		require.NoError(t, newJSONEncoder(&want).Encode(newParseResult(s, ref)))
		assert.Equal(t, want.String(), string(appendParseResult(nil, s, ref)), s)
	}
}

// TestAppendJSONString holds the string encoder to encoding/json's, the
// characters it escapes included.
func TestAppendJSONString(t *testing.T) {
	for _, s := range []string{"", "a", `a"b`, `a\b`, "a\tb", "<&>", "\x7f", "\xff", "ü", "\u2028", "\x00", "~ !"} {
		var want bytes.Buffer
		require.NoError(t, newJSONEncoder(&want).Encode(s))
		assert.Equal(t, want.String(), string(appendJSONString(nil, s))+"\n", "%q", s)
	}
}
