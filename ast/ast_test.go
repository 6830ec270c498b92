package ast_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rfc2396/rfc2396/ast"
)

func TestUnescape(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"abc", "abc"},
		{"a%20b", "a b"},
		{"%2F%2f", "//"},
		{"%41%6a", "Aj"},
		{"%", "%"},
		{"%4", "%4"},
		{"%zz%41", "%zzA"},
		{"%C3%A9", "\u00e9"},
		{"%FF", "\xff"},
	} {
		assert.Equal(t, tc.want, ast.Unescape(tc.in), "Unescape(%q)", tc.in)
	}
}

func TestSpan(t *testing.T) {
	s := ast.Span{Offset: 3, Text: "a%2Fb"}
	assert.Equal(t, 3, s.Pos())
	assert.Equal(t, 8, s.End())
	assert.Equal(t, "a%2Fb", s.String())
	assert.Equal(t, "a/b", s.Decoded())
}
