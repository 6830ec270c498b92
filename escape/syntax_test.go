package escape_test

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/syntax"
)

// TestRepairRFC2732 checks what the syntax option changes: RFC 2732 adds
// "[" and "]" to reserved, so to uric (section 3), which a query and a
// fragment are made of; a segment, a param, a userinfo and a reg_name
// still cannot hold them.
func TestRepairRFC2732(t *testing.T) {
	for _, tt := range []struct {
		c                escape.Target
		text, strict, v6 string
	}{
		{escape.Query, "a[0]=1", "a%5B0%5D=1", "a[0]=1"},
		{escape.Fragment, "[x]", "%5Bx%5D", "[x]"},
		{escape.Query, "[ ]{}", "%5B%20%5D%7B%7D", "[%20]%7B%7D"},
		{escape.Segment, "[x]", "%5Bx%5D", "%5Bx%5D"},
		{escape.Param, "[x]", "%5Bx%5D", "%5Bx%5D"},
		{escape.RelSegment, "[x]", "%5Bx%5D", "%5Bx%5D"},
		{escape.Userinfo, "u[1]", "u%5B1%5D", "u%5B1%5D"},
		{escape.RegName, "[::1]", "%5B::1%5D", "%5B::1%5D"},
	} {
		assert.Equal(t, tt.v6, repair(t, tt.text, tt.c), "Repair(%q, %v), the default", tt.text, tt.c)
		assert.Equal(t, tt.strict, repair(t, tt.text, tt.c, syntax.RFC2396), "Repair(%q, %v, RFC2396)", tt.text, tt.c)
		assert.Equal(t, tt.v6, repair(t, tt.text, tt.c, syntax.RFC2732), "Repair(%q, %v, RFC2732)", tt.text, tt.c)
		// In order: the last syntax wins.
		assert.Equal(t, tt.strict, repair(t, tt.text, tt.c, syntax.RFC2732, syntax.RFC2396))
		// Escape is the same in both: it escapes "[" and "]" everywhere.
		assert.NotContains(t, escape.Escape(tt.text, tt.c), "[")
	}
}

// TestRepairInvalidOption checks that Repair refuses an invalid option
// with a *syntax.OptionError, never a silent default.
func TestRepairInvalidOption(t *testing.T) {
	for _, opt := range []syntax.Syntax{syntax.Syntax(0xff), syntax.RFC2396 | syntax.RFC2732} {
		r, err := escape.Repair("a b", escape.Query, opt)
		var oe *syntax.OptionError
		assert.True(t, errors.As(err, &oe), "Repair with %v: %v", opt, err)
		assert.Empty(t, r)
	}
}

// TestErrorFields checks that an *Error never panics on its own fields,
// whatever a caller puts in them, and names no character outside Input.
func TestErrorFields(t *testing.T) {
	for _, e := range []*escape.Error{
		{},
		{Offset: -1},
		{Offset: math.MinInt},
		{Offset: math.MaxInt},
		{Input: "%zz", Offset: 3},
		{Input: "%zz", Offset: 4},
		{Input: "%zz", Offset: -2},
		{Input: "%zz", Offset: 1},
	} {
		var msg string
		require.NotPanics(t, func() { msg = e.Error() }, "%#v", e)
		assert.Contains(t, msg, fmt.Sprintf("at offset %d", e.Offset))
		switch {
		case e.Offset == len(e.Input):
			assert.Contains(t, msg, "unexpected end of input")
		case e.Offset < 0 || e.Offset > len(e.Input):
			assert.Contains(t, msg, "unexpected character (the offset is outside the input)")
		default:
			assert.Contains(t, msg, "unexpected 'z'")
		}
	}
}

// TestUnescapeHidesPassword checks the error of a "%" that starts no
// escape in text that holds a password, before, inside and after the
// failure: its Input hides the password, its Offset is into that Input,
// and no text of it shows the password or names one of its characters.
func TestUnescapeHidesPassword(t *testing.T) {
	for _, tt := range []struct {
		in, input string
		offset    int
		what      string
	}{
		// The rule of the text is not known: the password is taken to run
		// from the first ":" to the last "@".
		{"http://u:secret@h/%zz", "http:xxxxx@h/%zz", 14, "'z'"},                               // after
		{"%zzhttp://u:secret@h/", "%zzhttp:xxxxx@h/", 1, "'z'"},                                // before
		{"http://u:sec%zzret@h/", "http:xxxxx@h/", 5, "character of the password (not shown)"}, // inside
		{"http://u:sec%Gret@h/", "http:xxxxx@h/", 5, "character of the password (not shown)"},  // inside, the first digit
		{"u:secret@%", "u:xxxxx@%", 9, "end of input"},
		{"u:secret%", "u:secret%", 9, "end of input"}, // no "@": nothing reads as a password
	} {
		got, err := escape.Unescape(tt.in)
		var e *escape.Error
		require.True(t, errors.As(err, &e), "Unescape(%q): %v", tt.in, err)
		// Input keeps the raw input; Redacted and every text hide what
		// may be a password, with offsets into the text they show.
		assert.Equal(t, tt.in, e.Input, tt.in)
		r := e.Redacted()
		assert.Equal(t, tt.input, r.Input, tt.in)
		assert.Equal(t, tt.offset, r.Offset, tt.in)
		assert.Contains(t, e.Error(), fmt.Sprintf("unexpected %s at offset %d", tt.what, tt.offset), tt.in)
		if strings.Contains(tt.in, "@") {
			assert.NotContains(t, e.Error(), "secret", tt.in)
			assert.NotContains(t, r.Input, "secret", tt.in)
		}
		// The decoded text is the caller's data, raw.
		assert.Contains(t, got, "sec", tt.in)
	}
}

// TestNoPassword puts a password before, inside and after the point where
// each function of the package that returns an error fails, and checks
// that no text of the error shows it.
func TestNoPassword(t *testing.T) {
	check := func(what string, err error) {
		t.Helper()
		require.Error(t, err, what)
		assert.NotContains(t, err.Error(), "secret", what)
		var e *escape.Error
		if errors.As(err, &e) {
			assert.NotContains(t, e.Redacted().Input, "secret", what)
		}
		var oe *syntax.OptionError
		if errors.As(err, &oe) {
			assert.NotContains(t, oe.Why, "secret", what)
			assert.NotContains(t, fmt.Sprint(oe.Option), "secret", what)
		}
	}
	for _, s := range []string{"u:secret@%zz", "%zzu:secret@", "u:sec%zzret@", "u:sec%ret@", "//u:secret@h/%", "%4"} {
		_, err := escape.Unescape(s)
		if s == "%4" {
			require.Error(t, err)
			continue
		}
		check("Unescape("+s+")", err)
	}
	for _, s := range []string{"u:secret@h", "http://u:secret@h/", "x u:secret@"} {
		_, err := escape.ParseTarget(s)
		check("ParseTarget("+s+")", err)
	}
	_, err := escape.Repair("u:secret@h", escape.Userinfo, syntax.Syntax(0xff))
	check("Repair(invalid option)", err)
}

// TestRawError checks that RawError gives the raw offset and character
// that Error hides.
func TestRawError(t *testing.T) {
	_, err := escape.Unescape("http://u:s%zz@h/")
	var e *escape.Error
	require.True(t, errors.As(err, &e))
	assert.Contains(t, e.RawError(), "unexpected 'z' at offset 11")
	assert.Contains(t, e.Error(), "character of the password (not shown)")
}
