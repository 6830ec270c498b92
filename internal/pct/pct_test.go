package pct_test

import (
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/internal/pct"
)

func TestDecode(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		bad      int
	}{
		{"", "", -1},
		{"abc", "abc", -1},
		{"a%2Fb", "a/b", -1},
		{"%2f%2F", "//", -1},
		{"%41%42%43", "ABC", -1},
		{"%00%FF%fe", "\x00\xff\xfe", -1},
		{"%E2%82%AC", "€", -1},
		{"%252F", "%2F", -1}, // decoded once, not twice
		{"+%20+", "+ +", -1}, // "+" is no space in RFC 2396
		// A "%" that starts no escape is kept, and decoding goes on at
		// the byte after it.
		{"%", "%", 1},
		{"a%", "a%", 2},
		{"%4", "%4", 2},
		{"%zz", "%zz", 1},
		{"%4z", "%4z", 2},
		{"%z4", "%z4", 1},
		{"%%41", "%A", 1},
		{"%41%", "A%", 4},
		{"%41%g0%42", "A%g0B", 4},
		{"%G0", "%G0", 1},
		{"x%4%41", "x%4A", 3}, // the first bad escape is named, not the last
		{"%x%y", "%x%y", 1},
	} {
		got, bad := pct.Decode(tc.in)
		assert.Equal(t, tc.want, got, "Decode(%q)", tc.in)
		assert.Equal(t, tc.bad, bad, "Decode(%q) bad offset", tc.in)
	}
}

func TestDecodeNoEscapeAllocatesNothing(t *testing.T) {
	s := strings.Repeat("abc/", 64)
	n := testing.AllocsPerRun(100, func() {
		if got, _ := pct.Decode(s); got != s {
			t.Fatal("changed")
		}
	})
	assert.Zero(t, n)
}

func TestOctet(t *testing.T) {
	for _, tc := range []struct {
		s    string
		i    int
		want byte
		ok   bool
	}{
		{"%41", 0, 'A', true},
		{"x%7e", 1, '~', true},
		{"%FF", 0, 0xff, true},
		{"%41", 1, 0, false},  // not at a "%"
		{"%41", -1, 0, false}, // out of range
		{"%41", 3, 0, false},
		{"%4", 0, 0, false},
		{"%4g", 0, 0, false},
		{"%g4", 0, 0, false},
		{"", 0, 0, false},
	} {
		got, ok := pct.Octet(tc.s, tc.i)
		assert.Equal(t, tc.ok, ok, "Octet(%q, %d)", tc.s, tc.i)
		assert.Equal(t, tc.want, got, "Octet(%q, %d)", tc.s, tc.i)
	}
}

// decode is an oracle written apart from Decode: it reads each escape with
// strconv, one position at a time.
func decode(s string) (string, int) {
	var b []byte
	bad := -1
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			b = append(b, s[i])
			continue
		}
		if i+3 <= len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			v, err := strconv.ParseUint(s[i+1:i+3], 16, 8)
			if err != nil {
				panic(err)
			}
			b = append(b, byte(v))
			i += 2
			continue
		}
		if bad < 0 {
			switch {
			case i+1 >= len(s) || !isHex(s[i+1]):
				bad = i + 1
			default:
				bad = i + 2
			}
		}
		b = append(b, '%')
	}
	return string(b), bad
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// check compares Decode with the oracle above, with net/url's
// PathUnescape (which fails exactly when an escape is bad, and otherwise
// decodes the same), and with escape.Unescape, whose results and error
// offsets ast's Span.Decoded kept before it moved here.
func check(t *testing.T, s string) {
	t.Helper()
	got, bad := pct.Decode(s)
	want, wantBad := decode(s)
	assert.Equal(t, want, got, "Decode(%q)", s)
	assert.Equal(t, wantBad, bad, "Decode(%q) bad offset", s)

	u, err := url.PathUnescape(s)
	assert.Equal(t, err != nil, bad >= 0, "Decode(%q): bad %d, net/url error %v", s, bad, err)
	if err == nil {
		assert.Equal(t, u, got, "Decode(%q) and net/url", s)
	}

	e, err := escape.Unescape(s)
	assert.Equal(t, e, got, "Decode(%q) and escape.Unescape", s)
	if bad < 0 {
		assert.NoError(t, err, "escape.Unescape(%q)", s)
	} else if assert.IsType(t, &escape.Error{}, err, "escape.Unescape(%q)", s) {
		assert.Equal(t, bad, err.(*escape.Error).Offset, "escape.Unescape(%q) offset", s)
	}

	for i := -1; i <= len(s); i++ {
		c, ok := pct.Octet(s, i)
		ec, eok := escape.Octet(s, i)
		assert.Equal(t, eok, ok, "Octet(%q, %d)", s, i)
		assert.Equal(t, ec, c, "Octet(%q, %d)", s, i)
	}
}

// TestDecodeExhaustive checks every string of up to four bytes over an
// alphabet that holds "%", hex digits of both cases, a byte just outside
// each hex range, and a non-ASCII byte.
func TestDecodeExhaustive(t *testing.T) {
	const alphabet = "%09afAFgG/\xff"
	var gen func(prefix string, n int)
	gen = func(prefix string, n int) {
		check(t, prefix)
		if n == 0 {
			return
		}
		for i := 0; i < len(alphabet); i++ {
			gen(prefix+alphabet[i:i+1], n-1)
		}
	}
	gen("", 4)
}

func FuzzDecode(f *testing.F) {
	for _, s := range []string{"", "a%2Fb", "%", "%4", "%zz", "%%41", "%E2%82%AC", "x%4%41"} {
		f.Add(s)
	}
	f.Fuzz(check)
}
