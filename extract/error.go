package extract

import (
	"fmt"

	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
)

// A CandidateError is the Err, or the AlternativeErr, of a Match whose
// candidate is not a URI reference: the parser's error over it, with
// every password that the candidate holds hidden (see the package
// documentation), wherever it stands in the candidate, where the
// parser's own error hides only that of the authority a reference starts
// with. Error shows the candidate with its passwords hidden, and Where
// gives it; RawError and Where(true) give the candidate as written.
type CandidateError struct {
	// Err is the parser's error over the candidate with its passwords
	// hidden: its Input is the candidate so shown and its Offset is into
	// it; an error inside a password has the mask's first character as
	// its Char, and no hint or expected set that would tell it.
	// CandidateError unwraps to it.
	Err *parser.Error

	raw *parser.Error // the parser's error over the candidate as written
}

// candidateError returns the error of the candidate whose passwords are
// h, which the parser refused with err: a *CandidateError when err is the
// parser's error, err itself otherwise (nil when it is valid).
func candidateError(err error, h hidden) error {
	pe, ok := err.(*parser.Error)
	if !ok {
		return err
	}
	e := *pe
	off := min(max(pe.Offset, 0), len(pe.Input))
	if h.in(off) {
		e.Char = rune(redact.Mask[0])
		e.Hint = "a userinfo's password (not shown) holds a character that cannot stand there (section 3.2.2)"
		e.Expected = nil
	} else {
		e.Expected = append([]string(nil), pe.Expected...)
	}
	e.Input, e.Offset = h.String(), h.offset(off)
	return &CandidateError{Err: &e, raw: pe}
}

// Error returns the parser's message over the candidate with its
// passwords hidden.
func (e *CandidateError) Error() string {
	if e.Err == nil {
		return "extract: a candidate that is not a URI reference"
	}
	return e.Err.Error()
}

// RawError returns the parser's message over the candidate as written: it
// may show a password, for a caller that asked for the raw input.
func (e *CandidateError) RawError() string {
	if e.raw == nil {
		return e.Error()
	}
	return e.raw.RawError()
}

// Where returns the candidate, the offset into it where the parser failed
// and the rule of the component there: as written with raw, otherwise
// with its passwords hidden, as Error shows it.
func (e *CandidateError) Where(raw bool) parser.Position {
	switch {
	case raw && e.raw != nil:
		return e.raw.Where(true)
	case e.Err == nil:
		return parser.Position{}
	}
	return parser.Position{Input: e.Err.Input, Offset: e.Err.Offset, Rule: e.Err.Rule}
}

// Unwrap returns Err, the parser's error with the candidate's passwords
// hidden.
func (e *CandidateError) Unwrap() error {
	if e.Err == nil {
		return nil
	}
	return e.Err
}

// A LengthError reports a bare candidate longer than MaxLength bytes.
type LengthError struct {
	Offset int64 // offset in the input of the candidate's first byte
	// Start is the candidate's first bytes, at most 64, with its
	// passwords hidden ("http://u:xxxxx@h"); when the text where a
	// userinfo may stand (see the package documentation) runs on past the
	// first MaxLength bytes, where its password would end is not known,
	// and Start stops before it.
	Start string

	raw string // the candidate's first bytes, at most 64, as written
}

// lengthStart is how many of a long candidate's first bytes a
// LengthError shows.
const lengthStart = 64

// lengthError returns the error for the bare candidate whose first
// MaxLength bytes, text, start at offset.
func lengthError(offset int64, text string) *LengthError {
	shown := text
	if at, ok := userinfoAt(text, lastPiece(text), len(text)); ok {
		shown = text[:at]
	}
	start := passwords(shown, false).String()
	return &LengthError{Offset: offset, Start: start[:min(len(start), lengthStart)], raw: text[:min(len(text), lengthStart)]}
}

// Error returns a message that gives the candidate's offset and start.
func (e *LengthError) Error() string { return e.message(e.Start) }

// RawError is Error with the candidate's first bytes as written: it may
// show a password, for a caller that asked for the raw input.
func (e *LengthError) RawError() string { return e.message(e.rawStart()) }

func (e *LengthError) message(start string) string {
	return fmt.Sprintf("extract: the candidate at offset %d that starts with %q is longer than %d bytes", e.Offset, start, MaxLength)
}

// rawStart returns the candidate's first bytes as written, or Start for a
// LengthError that this package did not make.
func (e *LengthError) rawStart() string {
	if e.raw == "" {
		return e.Start
	}
	return e.raw
}

// Where returns the candidate's first bytes, as written with raw and
// otherwise as Start has them, and their length as the offset: the
// candidate goes on past them, past MaxLength bytes. No rule names where.
func (e *LengthError) Where(raw bool) parser.Position {
	s := e.Start
	if raw {
		s = e.rawStart()
	}
	return parser.Position{Input: s, Offset: len(s)}
}
