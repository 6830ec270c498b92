package redact

import (
	"net/url"
	"testing"

	"github.com/rfc2396/rfc2396/syntax"
	"github.com/stretchr/testify/assert"
)

// TestOf checks where Of finds the password of each kind of text.
func TestOf(t *testing.T) {
	tests := []struct {
		rule     syntax.Rule
		in, want string
	}{
		{syntax.URIReference, "http://u:pw@h/", "http://u:xxxxx@h/"},
		{syntax.AbsoluteURI, "http://u:pw@h/", "http://u:xxxxx@h/"},
		{syntax.Authority, "u:pw@h", "u:xxxxx@h"},
		{syntax.Server, "u:pw@h:80", "u:xxxxx@h:80"},
		{syntax.Authority, "u:p@w@h", "u:xxxxx@h"},
		{syntax.Userinfo, "u:pw", "u:xxxxx"},
		{syntax.Userinfo, "u", "u"},
		{syntax.NetPath, "//u:pw@h/x", "//u:xxxxx@h/x"},
		{syntax.Query, "u:pw@h", "u:xxxxx@h"},
		{syntax.AbsPath, "/u:pw@h", "/u:xxxxx@h"},
		{syntax.Query, "a=b", "a=b"},
		{"", "u:pw@h", "u:xxxxx@h"},
		{"", "http://u:pw@h/", "http:xxxxx@h/"},
		{"", "a:b", "a:b"},
		// A whole reference read as one: no "//", no password.
		{syntax.URIReference, "u:pw@h", "u:pw@h"},
		// A scheme left out: the authority after "//" all the same.
		{syntax.URIReference, "://u:pw@h/x?y", "://u:xxxxx@h/x?y"},
		{syntax.URIReference, "://u:pw@h", "://u:xxxxx@h"},
		{syntax.URIReference, "://h/u:pw@x", "://h/u:pw@x"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Of(tt.in, tt.rule).String(), "Of(%q, %q)", tt.in, tt.rule)
	}
}

// Password returns the span of the password of s, a whole reference.
func Password(s string) (int, int, bool) {
	t := Of(s, syntax.URIReference)
	return t.From, t.To, t.OK
}

func Offset(s string, off int) int      { return Of(s, syntax.URIReference).Offset(off) }
func InPassword(s string, off int) bool { return Of(s, syntax.URIReference).InPassword(off) }

func TestString(t *testing.T) {
	tests := []struct{ in, want string }{
		{"http://u:pw@a/b", "http://u:xxxxx@a/b"},
		{"http://u:@a/", "http://u:xxxxx@a/"},
		{"http://u@a/", "http://u@a/"},
		{"http://a:80/", "http://a:80/"},
		{"//u:pw@a", "//u:xxxxx@a"},
		{"ftp://u:p:q@a?x@y:z", "ftp://u:xxxxx@a?x@y:z"},
		{"http://u:p@q@a/", "http://u:xxxxx@a/"},
		{"http://u:p w@a b/", "http://u:xxxxx@a b/"}, // not valid, still redacted
		{"mailto:u:p@a", "mailto:u:p@a"},             // opaque: no userinfo
		{"a/b//u:p@c", "a/b//u:p@c"},                 // "//" inside a path
		{"", ""},
		{"http:", "http:"},
		{"//", "//"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, String(tt.in), "String(%q)", tt.in)
	}
}

// TestNetURL checks String against net/url's Redacted where net/url
// parses the input and writes it back unchanged.
func TestNetURL(t *testing.T) {
	for _, s := range []string{
		"http://u:pw@a/b", "http://u:@a/", "http://u@a/", "https://a.b:8/c?d#e",
		"ftp://user:secret@ftp.example/x;type=a", "http://%75:%70@a/",
	} {
		u, err := url.Parse(s)
		if err != nil || u.String() != s {
			continue
		}
		assert.Equal(t, u.Redacted(), String(s), "%q", s)
	}
}

func TestAuthority(t *testing.T) {
	assert.Equal(t, "u:xxxxx@h:1", Authority("u:pw@h:1"))
	assert.Equal(t, "h:1", Authority("h:1"))
	assert.Equal(t, "u@h", Authority("u@h"))
}

func TestOffset(t *testing.T) {
	s := "http://u:secret@a b/" // password [9,15)
	from, to, ok := Password(s)
	assert.True(t, ok)
	assert.Equal(t, [2]int{9, 15}, [2]int{from, to})
	r := String(s)
	for off := 0; off <= len(s); off++ {
		got := Offset(s, off)
		switch {
		case off < 9:
			assert.Equal(t, off, got)
		case off < 15:
			assert.Equal(t, 9, got)
			assert.True(t, InPassword(s, off))
		default:
			assert.Equal(t, off-6+5, got)
			if off < len(s) {
				assert.Equal(t, s[off], r[got], "offset %d", off)
			}
			assert.False(t, InPassword(s, off))
		}
	}
	assert.Equal(t, 3, Offset("a b", 3))
}

// FuzzString checks, for any text, that String hides exactly the span
// Password reports, that what it leaves is no password but the mask, and
// that Offset maps every byte outside the password to the same byte.
func FuzzString(f *testing.F) {
	for _, s := range []string{"http://u:pw@a/b", "//u:@h", "a:b//c:d@e", "http://a@b:c@d/", "x://:@", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r := String(s)
		from, to, ok := Password(s)
		if !ok {
			if r != s {
				t.Fatalf("String(%q) = %q without a password", s, r)
			}
			return
		}
		if r != s[:from]+Mask+s[to:] {
			t.Fatalf("String(%q) = %q", s, r)
		}
		if f2, t2, ok2 := Password(r); !ok2 || r[f2:t2] != Mask {
			t.Fatalf("String(%q) = %q, whose password is not the mask", s, r)
		}
		if String(r) != r {
			t.Fatalf("String is not idempotent on %q", s)
		}
		for off := 0; off < len(s); off++ {
			if InPassword(s, off) {
				continue
			}
			if o := Offset(s, off); r[o] != s[off] {
				t.Fatalf("Offset(%q, %d) = %d: %q is not %q", s, off, o, r[o], s[off])
			}
		}
	})
}
