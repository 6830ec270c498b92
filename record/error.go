package record

import (
	"errors"
	"unicode/utf8"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
)

// An Error is the JSON form of an error, the same in every record: where
// a parser.InputError lies (its offset, the character there and the rule
// of the component), what a *parser.Error expected and hints, and for
// resolve and relativize the side the offset is in.
type Error struct {
	Offset   int      `json:"offset"`
	Char     *string  `json:"char"` // nil at the end of the input
	Rule     string   `json:"rule"`
	Expected []string `json:"expected"`
	Hint     string   `json:"hint"`
	Message  string   `json:"message"`         // Message(err, hide)
	Which    *string  `json:"which,omitempty"` // "base", "ref", "target" or ""
}

// NewError describes err: in full when it is or wraps a parser.InputError,
// and with hide as the text with its password hidden shows it. input
// returns the text of the side that a *resolve.Error names (which is
// "base", "ref" or "target") when its own Where has none; it may be nil.
func NewError(err error, input func(which string) string, hide bool) *Error {
	return newError(err, input, hide, Message(err, hide))
}

// newError is NewError with the message msg.
func newError(err error, input func(which string) string, hide bool, msg string) *Error {
	e := &Error{Expected: []string{}, Message: msg}
	var re *resolve.Error
	if errors.As(err, &re) {
		e.Which = text(re.Which)
	}
	var ie parser.InputError
	if !errors.As(err, &ie) {
		return e
	}
	p := ie.Where(!hide)
	if p.Input == "" && re != nil && re.Which != "" && input != nil {
		// Resolution's own error, made without the side's text.
		p.Input = ShowRef(input(re.Which), hide)
	}
	e.Rule = p.Rule.String()
	e.at(p.Input, p.Offset)
	if pe := ParseError(err, hide); pe != nil {
		e.Hint = Hint(pe.Hint)
		e.Expected = append(e.Expected, pe.Expected...)
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
