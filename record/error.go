package record

import (
	"errors"
	"unicode/utf8"

	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/iri"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

// An Error is the JSON form of an error, the same in every record: the
// fields of a *parser.Error as shown (of an *escape.Error: its offset,
// its character and the rule escaped; of an *iri.HostError: where the
// host starts, its first character and the rule host), and for resolve
// and relativize the side the offset is in.
type Error struct {
	Offset   int      `json:"offset"`
	Char     *string  `json:"char"` // nil at the end of the input
	Rule     string   `json:"rule"`
	Expected []string `json:"expected"`
	Hint     string   `json:"hint"`
	Message  string   `json:"message"`         // Message(err, hide)
	Which    *string  `json:"which,omitempty"` // "base", "ref", "target" or ""
}

// NewError describes err, in full when it is or wraps a *parser.Error or
// a *resolve.Error; with hide, as the text with its password hidden shows
// it. input returns the text of the side that a *resolve.Error that is
// not a parse error names (which is "base", "ref" or "target"), for the
// character at its offset; it may be nil for other errors.
func NewError(err error, input func(which string) string, hide bool) *Error {
	return newError(err, input, hide, Message(err, hide))
}

// newError is NewError with the message msg.
func newError(err error, input func(which string) string, hide bool, msg string) *Error {
	e := &Error{Expected: []string{}, Message: msg}
	var he *iri.HostError
	if errors.As(err, &he) {
		// Its offset is where the host starts in the text given to
		// Repair (with hide, that text is shown redacted already).
		if hide {
			he = he.Redacted()
		}
		e.Rule = syntax.Host.String()
		e.at(he.Input, he.Offset)
		return e
	}
	var ee *escape.Error
	if errors.As(err, &ee) {
		// Its offset is into the value as the record shows it: with
		// hide, with what may be a password hidden.
		if hide {
			ee = ee.Redacted()
		}
		e.Rule = syntax.Escaped.String()
		e.at(ee.Input, ee.Offset)
		return e
	}
	var re *resolve.Error
	if errors.As(err, &re) {
		if hide {
			re = re.Redacted()
		}
		e.Which, e.Offset = text(re.Which), re.Offset
	}
	if pe := ParseError(err, hide); pe != nil {
		e.Offset, e.Rule, e.Hint = pe.Offset, pe.Rule.String(), pe.Hint
		e.Char = char(pe.Char)
		e.Expected = append(e.Expected, pe.Expected...)
		return e
	}
	if re != nil && re.Which != "" && input != nil {
		// The offset is the resolve.Error's as shown, into the side as
		// given or, with hide, redacted.
		s := input(re.Which)
		if hide {
			s = redact.String(s)
		}
		e.at(s, e.Offset)
	}
	return e
}

// at sets the error's offset to off and its character to that of input
// there, none at or past its end.
func (e *Error) at(input string, off int) {
	e.Offset = off
	if off >= 0 && off < len(input) {
		c, _ := utf8.DecodeRuneInString(input[off:])
		e.Char = char(c)
	}
}

// char is the JSON form of an error's character: nil at the end of the
// input.
func char(c rune) *string {
	if c == parser.EndOfInput {
		return nil
	}
	return text(string(c))
}
