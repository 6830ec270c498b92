package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRedact checks that --redact hides the password in all the output of
// every command, and that without it the command line prints what it was
// given.
func TestRedact(t *testing.T) {
	const base = "http://u:s3cret@a/b/c"
	for _, args := range [][]string{
		{"parse", "http://u:s3cret@a/"},
		{"parse", "--json", "http://u:s3cret@a/"},
		{"parse", "http://u:s3cret@a b/"},
		{"parse", "--json", "http://u:s3cret@a b/"},
		{"parse", "http://u:s3c ret@a/"},
		{"parse", "--json", "http://u:s3c ret@a/"},
		{"resolve", base, "../g", "#f"},
		{"resolve", "--explain", base, "../g"},
		{"resolve", "--json", "--explain", base, "../g", "//v:s3cret@h/", "a b"},
		{"resolve", "--json", "--dotdot=error", base, "../../../g"},
		{"match", "URI-reference", "http://u:s3cret@a/", "http://u:s3cret@a b/"},
		{"match", "--json", "URI-reference", "http://u:s3cret@a/"},
	} {
		_, plain, _ := runCmd(t, "", args...)
		if !strings.Contains(strings.Join(args, " "), "s3c ret") {
			assert.Contains(t, plain, "s3cret", "without --redact the output shows what was given: %q", args)
		}
		_, hidden, stderr := runCmd(t, "", append(args, "--redact")...)
		assert.Empty(t, stderr)
		assert.NotContains(t, hidden, "s3c", "%q", args)
		assert.Contains(t, hidden, "xxxxx", "%q", args)
	}
}

func TestRedactCaret(t *testing.T) {
	_, stdout, _ := runCmd(t, "", "parse", "--redact", "http://u:s3cret@a b/")
	assert.Equal(t, `rfc2396: parse "http://u:xxxxx@a b/": unexpected ' ' at offset 16 in authority; a space must be escaped as %20 (section 2.4.3)
http://u:xxxxx@a b/
                ^
`, stdout)
	_, stdout, _ = runCmd(t, "", "parse", "--json", "--redact", "http://u:s3cret@a b/")
	var got parseFailure
	require.NoError(t, json.Unmarshal([]byte(stdout), &got))
	assert.Equal(t, "http://u:xxxxx@a b/", got.Input)
	assert.Equal(t, 16, got.Error.Offset, "the offset is one into the redacted input")
}

// TestErrorShape checks that every command's JSON gives an error the same
// keys, in the same order: resolve adds which.
func TestErrorShape(t *testing.T) {
	keys := []string{"offset", "char", "rule", "expected", "hint", "message", "which"}
	shape := func(s string) []string {
		i := strings.Index(s, `"offset":`)
		require.GreaterOrEqual(t, i, 0, "%s", s)
		return keyOrder(s[i:], keys...)
	}
	_, parseOut, _ := runCmd(t, "", "parse", "--json", "a b")
	_, checkOut, _ := runCmd(t, "a b\n", "check", "--json", "-")
	assert.Equal(t, keys[:6], shape(parseOut))
	assert.Equal(t, keys[:6], shape(checkOut))
	for _, args := range [][]string{
		{"http://a/", "a b"},
		{"http://a b/", "g"},
		{"", "g"},
		{"mailto:a@b", "g"},
		{"--dotdot=error", "http://a/b", "../../g"},
	} {
		_, out, _ := runCmd(t, "", append([]string{"resolve", "--json"}, args...)...)
		assert.Equal(t, keys, shape(out), "%q", args)
	}
	// A resolution error that is not a parse error has the character at
	// its offset, in the input that which names.
	_, out, _ := runCmd(t, "", "resolve", "--json", "--dotdot=error", "http://a/b", "x/../../../g")
	var r resolveJSON
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	assert.Equal(t, "ref", *r.Error.Which)
	assert.Equal(t, 5, r.Error.Offset)
	assert.Equal(t, ".", *r.Error.Char)
}

func TestResolveNoBase(t *testing.T) {
	status, stdout, _ := runCmd(t, "", "resolve", "", "http://x/y", "g:h", "mailto:a@b#f")
	assert.Equal(t, exitOK, status)
	assert.Equal(t, "http://x/y\ng:h\nmailto:a@b#f\n", stdout)
	status, stdout, _ = runCmd(t, "", "resolve", "", "g")
	assert.Equal(t, exitInvalid, status)
	assert.Equal(t, "rfc2396: resolve: there is no base URI (section 5.1.4): only a reference with a scheme resolves without one\n", stdout)
	status, stdout, _ = runCmd(t, "\thttp://a/./g\n", "resolve", "-")
	assert.Equal(t, exitOK, status)
	assert.Equal(t, "http://a/./g\n", stdout)
}
