package parser_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/parser"
)

// TestErrorHidesPassword checks that Error() never shows a userinfo's
// password, wherever the error is, while Input keeps the original, and
// that the offset it gives is into the text it shows.
func TestErrorHidesPassword(t *testing.T) {
	tests := []struct {
		in      string
		message string // the whole Error() string
	}{
		{"http://u:s3cret@a b/", `rfc2396: parse "http://u:xxxxx@a b/": unexpected ' ' at offset 16 in authority; a space must be escaped as %20 (section 2.4.3)`},
		{"http://u:s3c ret@a/", `rfc2396: parse "http://u:xxxxx@a/": unexpected character at offset 9 in the userinfo's password (not shown); a password may hold only the characters of userinfo (section 3.2.2), others escaped as %XX, and section 7 disrecommends passwords in URIs`},
		{"http://u:s3cret@a/{x}", `rfc2396: parse "http://u:xxxxx@a/{x}": unexpected '{' at offset 17 in abs_path; '{' is unwise and must be escaped as %7B (section 2.4.3)`},
		{"http://u@a b/", `rfc2396: parse "http://u@a b/": unexpected ' ' at offset 10 in authority; a space must be escaped as %20 (section 2.4.3)`},
	}
	for _, tt := range tests {
		_, err := parser.Parse(tt.in)
		var pe *parser.Error
		require.True(t, errors.As(err, &pe), "%q", tt.in)
		assert.Equal(t, tt.in, pe.Input, "Input keeps the original")
		assert.Equal(t, tt.message, err.Error())
		assert.NotContains(t, err.Error(), "s3c")
		r := pe.Redacted()
		assert.Equal(t, r.Error(), err.Error(), "the redacted copy says the same")
		assert.Contains(t, err.Error(), fmt.Sprintf("at offset %d ", r.Offset), "the message's offset is the redacted one")
		assert.Equal(t, r.RawCaret(), pe.Caret())
	}
}

func TestErrorRedacted(t *testing.T) {
	_, err := parser.Parse("http://u:s3cret@a b/")
	var pe *parser.Error
	require.True(t, errors.As(err, &pe))
	r := pe.Redacted()
	assert.Equal(t, "http://u:xxxxx@a b/", r.Input)
	assert.Equal(t, 16, r.Offset)
	assert.Equal(t, ' ', r.Char)
	assert.Equal(t, "http://u:xxxxx@a b/\n                ^", r.Caret())
	assert.Equal(t, 17, pe.Offset, "the original is unchanged")

	_, err = parser.Parse("http://u:s3c ret@a/")
	require.True(t, errors.As(err, &pe))
	r = pe.Redacted()
	assert.Equal(t, "http://u:xxxxx@a/", r.Input)
	assert.Equal(t, 9, r.Offset)
	assert.Equal(t, 'x', r.Char)
	assert.NotContains(t, r.Error()+r.Caret()+r.Hint, "s3c")
}

// TestTooLongChar checks that the too-long error's Char is the rune at
// the offset, decoded, not its first byte.
func TestTooLongChar(t *testing.T) {
	s := strings.Repeat("a", parser.MaxInputLength) + "é"
	_, err := parser.Parse(s)
	var pe *parser.Error
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, parser.MaxInputLength, pe.Offset)
	assert.Equal(t, 'é', pe.Char)
	assert.Contains(t, err.Error(), "unexpected 'é'")
}
