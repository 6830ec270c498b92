// Package pct decodes the escapes of RFC 2396 section 2.4.1: an escaped
// octet is "%" followed by two hexadecimal digits,
//
//	escaped = "%" hex hex
//	hex     = digit | "A" | "B" | "C" | "D" | "E" | "F" |
//	                  "a" | "b" | "c" | "d" | "e" | "f"
//
// It is a leaf package, the one home of the decoding: package ast
// (Span.Decoded) and package escape (Unescape, Octet) both rest on it, so
// that ast need not import escape. Escaping, which depends on the
// component, stays in package escape.
package pct

import (
	"strings"

	"github.com/rfc2396/rfc2396/internal/charset"
)

// Octet returns the octet that the escape "%" hex hex at s[i:] encodes,
// and false when s[i:] does not start with an escape (i out of range
// included).
func Octet(s string, i int) (byte, bool) {
	if i < 0 || i+2 >= len(s) || s[i] != '%' || !charset.Hex.Contains(s[i+1]) || !charset.Hex.Contains(s[i+2]) {
		return 0, false
	}
	return unhex(s[i+1])<<4 | unhex(s[i+2]), true
}

// Decode returns s with every escape "%" hex hex replaced by the octet it
// encodes. The result may hold any byte, including ones that are not valid
// UTF-8. A "%" that is not followed by two hexadecimal digits is kept as
// it is, and decoding goes on at the byte after it: "%%41" decodes to "%A".
//
// bad is -1 when every "%" in s starts an escape. Otherwise it is the
// offset in s of the first byte that should have been a hex digit and is
// not: the byte after the first such "%", or the one after that when only
// the first of the two is a hex digit, or len(s) when s ends first. Text
// that a parser accepted never has a bad escape.
//
// When s holds no "%", Decode returns s itself and allocates nothing.
func Decode(s string) (decoded string, bad int) {
	i := strings.IndexByte(s, '%')
	if i < 0 {
		return s, -1
	}
	bad = -1
	b := make([]byte, 0, len(s))
	off := 0 // the offset in the input of rest[0]
	rest := s
	for ; i >= 0; i = strings.IndexByte(rest, '%') {
		b = append(b, rest[:i]...)
		if c, ok := Octet(rest, i); ok {
			b = append(b, c)
			rest, off = rest[i+3:], off+i+3
			continue
		}
		if bad < 0 {
			bad = off + i + 1
			if i+1 < len(rest) && charset.Hex.Contains(rest[i+1]) {
				bad++
			}
		}
		b = append(b, '%')
		rest, off = rest[i+1:], off+i+1
	}
	return string(append(b, rest...)), bad
}

// unhex returns the value of the hex digit c.
func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	default:
		return c - 'a' + 10
	}
}
