package parser_test

import (
	"github.com/rfc2396/rfc2396/syntax"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rfc2396/rfc2396/internal/charset"
	"github.com/rfc2396/rfc2396/parser"
)

// TestCharsetFromGrammar derives every set of internal/charset from the
// grammar's parser, byte by byte, and compares it with the generated
// table.
func TestCharsetFromGrammar(t *testing.T) {
	for _, src := range charset.Sources {
		n := 0
		for c := range 256 {
			opts := []parser.Option{parser.Grammar(), syntax.RFC2396} // the grammar, in the mode the source names, not the default
			switch {
			case src.RFC3986:
				opts = []parser.Option{parser.Grammar(), syntax.RFC3986}
			case src.RFC2732:
				opts = append(opts, syntax.RFC2732)
			}
			ok, err := parser.MatchRule(src.Rule, src.Prefix+string([]byte{byte(c)}), opts...)
			assert.NoError(t, err)
			assert.Equal(t, ok, src.Set.Contains(byte(c)), "byte %#02x in %s (rule %s)", c, src.Name, src.Rule)
			if ok {
				n++
			}
		}
		assert.NotZero(t, n, "set %s is empty", src.Name)
	}
}

// TestCharsetBNF checks a few sets against their BNF lines as written.
func TestCharsetBNF(t *testing.T) {
	members := func(s charset.Set) string {
		var b []byte
		for c := range 256 {
			if s.Contains(byte(c)) {
				b = append(b, byte(c))
			}
		}
		return string(b)
	}
	assert.Equal(t, "!'()*-._~", members(charset.Mark))
	assert.Equal(t, "$&+,/:;=?@", members(charset.Reserved))
	assert.Equal(t, "0123456789ABCDEFabcdef", members(charset.Hex))
	assert.Equal(t, "+-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", members(charset.SchemeRest))
	assert.NotContains(t, members(charset.Pchar), ";")
	assert.NotContains(t, members(charset.RelSegment), ":")
	assert.NotContains(t, members(charset.Userinfo), "@")
	assert.NotContains(t, members(charset.UricNoSlash), "/")
	assert.NotContains(t, members(charset.Uric|charset.RegName|charset.Userinfo|charset.Pchar), "%")
	// RFC 2732 section 3 (3): reserved gains "[" and "]", and so uric.
	assert.Equal(t, "$&+,/:;=?@[]", members(charset.ReservedRFC2732))
	assert.Equal(t, members(charset.Uric)+"", strings.ReplaceAll(strings.ReplaceAll(members(charset.UricRFC2732), "[", ""), "]", ""))
	assert.Contains(t, members(charset.UricRFC2732), "[")
	// path_segments = segment *( "/" segment ): pchar, ";" and "/".
	assert.Equal(t, members(charset.Pchar|charset.PathSegments), members(charset.PathSegments))
	assert.Equal(t, "/;", strings.Map(func(r rune) rune {
		if charset.Pchar.Contains(byte(r)) {
			return -1
		}
		return r
	}, members(charset.PathSegments)))

	// RFC 3986 section 2.2 and 2.3, and its Appendix A.
	assert.Equal(t, "-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~", members(charset.RFC3986Unreserved))
	assert.Equal(t, "!$&'()*+,;=", members(charset.RFC3986SubDelims))
	assert.Equal(t, "#/:?@[]", members(charset.RFC3986GenDelims))
	assert.Equal(t, members(charset.RFC3986Unreserved|charset.RFC3986SubDelims)+"", strings.NewReplacer(":", "", "@", "").Replace(members(charset.RFC3986Pchar)))
	assert.Equal(t, members(charset.RFC3986Pchar|charset.RFC3986Path), members(charset.RFC3986Path))
	assert.NotContains(t, members(charset.RFC3986SegmentNzNc), ":")
	assert.Equal(t, "/:?", strings.Map(func(r rune) rune {
		if charset.RFC3986SegmentNzNc.Contains(byte(r)) {
			return -1
		}
		return r
	}, members(charset.RFC3986Query)))
	assert.Equal(t, members(charset.RFC3986RegName|charset.RFC3986Userinfo), members(charset.RFC3986Userinfo))
	assert.Equal(t, ":", strings.Map(func(r rune) rune {
		if charset.RFC3986RegName.Contains(byte(r)) {
			return -1
		}
		return r
	}, members(charset.RFC3986Userinfo)))
	assert.Equal(t, members(charset.RFC3986Userinfo), members(charset.RFC3986IPvFuture))
	assert.NotContains(t, members(charset.RFC3986Query|charset.RFC3986Userinfo|charset.RFC3986Path), "%")
}
