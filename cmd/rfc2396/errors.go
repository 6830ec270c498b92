package main

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

// The commands print an error only through its methods and fields, never
// editing them. A *parser.Error is shown as the command shows its input:
// itself without --redact, so that its offset, character and caret are
// those of the user's own input (RawMessage, RawCaret), and its Redacted
// copy with --redact, whose Input, Offset, Char, Hint and Expected are
// those of the text with its password hidden. Everything printed of one
// error comes from the one copy, so that an offset in a message is the
// offset in the JSON record and the caret's column.

// shownParseError returns the *parser.Error that err is or wraps, as it is
// shown: itself, or with hide its Redacted copy. It returns nil when err
// holds no *parser.Error.
func shownParseError(err error, hide bool) *parser.Error {
	var pe *parser.Error
	if !errors.As(err, &pe) {
		return nil
	}
	if hide {
		return pe.Redacted()
	}
	return pe
}

// errorLine returns the line that a command prints for err: the error's
// own text, Error, with --redact, and its RawError without, whose offset
// is into the user's own input. Both start with "rfc2396: ", as no URI
// does.
func errorLine(err error, hide bool) string {
	var raw interface{ RawError() string }
	if !hide && errors.As(err, &raw) {
		return raw.RawError()
	}
	return err.Error()
}

// errorJSON is the JSON form of an error, the same for every command: the
// fields of a *parser.Error as shown (of an *escape.Error: its offset,
// its character and the rule escaped; of an *iri.HostError: where the
// host starts, its first character and the rule host), and for resolve
// and relativize the side the offset is in.
type errorJSON struct {
	Offset   int      `json:"offset"`
	Char     *string  `json:"char"`
	Rule     string   `json:"rule"`
	Expected []string `json:"expected"`
	Hint     string   `json:"hint"`
	Message  string   `json:"message"`
	Which    *string  `json:"which,omitempty"`
}

// newErrorJSON describes err, in full when it is or wraps a *parser.Error
// or a *resolve.Error. input returns the text of the side that a
// *resolve.Error that is not a parse error names (which is "base", "ref"
// or "target"), for the character at its offset; it may be nil for other
// errors.
func newErrorJSON(err error, input func(which string) string, hide bool) *errorJSON {
	e := &errorJSON{Expected: []string{}, Message: errorLine(err, hide)}
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
	if pe := shownParseError(err, hide); pe != nil {
		e.Offset, e.Rule, e.Hint = pe.Offset, pe.Rule.String(), pe.Hint
		e.Char = charJSON(pe.Char)
		e.Expected = append(e.Expected, pe.Expected...)
		return e
	}
	if re != nil && re.Which != "" && input != nil {
		// The offset is the resolve.Error's as shown, into the side as
		// given or, with --redact, redacted.
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
func (e *errorJSON) at(input string, off int) {
	e.Offset = off
	if off >= 0 && off < len(input) {
		c, _ := utf8.DecodeRuneInString(input[off:])
		e.Char = charJSON(c)
	}
}

// charJSON is the JSON form of an error's character: null at the end of
// the input.
func charJSON(c rune) *string {
	if c == parser.EndOfInput {
		return nil
	}
	return text(string(c))
}

// pairAt returns where the error e (as newErrorJSON describes it) of a
// line "BASE<TAB>X" from src is: the column of its offset into the base,
// or into X after the base and the tab, as the line shows them (with
// hide, the base with its password hidden); column 1 for an error in
// neither alone. It is nil for arguments.
func pairAt(src source, base string, e *errorJSON, hide bool) *Position {
	off := 0
	switch {
	case e.Which == nil:
	case *e.Which == "base":
		off = e.Offset
	case *e.Which != "":
		off = len(showRef(base, hide)) + 1 + e.Offset
	}
	return src.at(off)
}
