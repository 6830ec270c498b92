package parser

import (
	"fmt"

	"github.com/rfc2396/rfc2396/internal/redact"
)

// Message returns the error without the input, such as
//
//	unexpected ' ' at offset 8 in authority; a space must be escaped as %20 (section 2.4.3)
//
// for a caller that shows the input its own way (a file name and line, a
// caret). When the offset is inside the password of a userinfo, the
// message names neither the character nor a hint that would tell it.
func (e *Error) Message() string {
	if e.text().InPassword(e.Offset) {
		return fmt.Sprintf("unexpected character at offset %d in the userinfo's password (not shown); a password may hold only the characters of userinfo (section 3.2.2), others escaped as %%XX, and section 7 disrecommends passwords in URIs", e.Offset)
	}
	return fmt.Sprintf("%s at offset %d in %s; %s", e.unexpected(), e.Offset, e.Rule, e.Hint)
}

// Redacted returns a copy of the error whose Input has its password
// replaced as redact.String does ("u:xxxxx@h") and whose Offset is moved to
// the same byte of that text, so that Caret and the offset can be shown
// beside the redacted input. An offset inside the password moves to the
// start of the mask, and Char becomes the mask's first character. Other
// fields are unchanged; an error without a password is returned as a copy.
func (e *Error) Redacted() *Error {
	r := *e
	r.Expected = append([]string(nil), e.Expected...)
	t := e.text()
	if t.InPassword(e.Offset) {
		r.Char = rune(redact.Mask[0])
		r.Hint = "the userinfo's password (not shown) holds a character that userinfo does not allow (section 3.2.2)"
		r.Expected = nil
	}
	r.Offset = t.Offset(e.Offset)
	r.Input = t.String()
	return &r
}
