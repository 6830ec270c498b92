package record

import (
	"unicode/utf8"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
	"github.com/rfc2396/rfc2396/uri"
)

// Check is the record of a finding of check: where it is, its severity,
// and the fields of the error object.
type Check struct {
	*Position
	Severity string `json:"severity"` // "error" or "warning"
	*Error
}

// The severities of check's findings.
const (
	SeverityError   = "error"
	SeverityWarning = "warning"
)

// NewCheck describes the invalid line from src whose error is err (the
// parser's, of the line as given): its message is the parser's without
// the "parse" line, the position saying where, and with hide it and the
// offset are those of the line with its password hidden. The Position
// is nil for a Source without a file.
func NewCheck(src Source, err error, hide bool) *Check {
	var e *Error
	if pe := ParseError(err, hide); pe != nil {
		e = newError(err, nil, hide, Hint(pe.RawMessage())) // the line and column say where
	} else {
		e = NewError(err, nil, hide)
	}
	return &Check{Position: src.At(e.Offset), Severity: SeverityError, Error: e}
}

// CheckLine checks text, a line from src, as check does, in the syntax
// syn (the zero Syntax is the default), and returns its findings and
// whether it is valid: the error of an invalid line (NewCheck); nothing
// for a valid one, or with warn its cautions (NewWarnings). Without warn a
// line is only validated (parser.Validate): no tree, nor components, is
// made.
func CheckLine(src Source, text string, warn, hide bool, syn syntax.Syntax) ([]*Check, bool) {
	if !warn {
		// Parse's error is Validate's, and hiding a password keeps a
		// reference valid.
		if err := parser.Validate(text, syn); err != nil {
			return []*Check{NewCheck(src, err, hide)}, false
		}
		return nil, true
	}
	c, err := SplitShown(text, hide, syn)
	if err != nil {
		return []*Check{NewCheck(src, err, hide)}, false
	}
	return NewWarnings(src, &c), true
}

// NewWarnings describes the cautions package uri gives about the valid
// reference whose components are c, a line from src (uri.WarningsOf:
// section 7's, and a scheme that looks like a host followed by a port).
// c is as SplitShown returns it, read in check's syntax (the default
// unless the options say otherwise: "1234.1.1.1" is a reg_name in the
// default, an IPv4 address in syntax.RFC2396), its password hidden when
// it is to be; the offsets are into its text.
func NewWarnings(src Source, c *parts.Components) []*Check {
	var out []*Check
	for _, w := range uri.WarningsOf(c) {
		e := &Error{Offset: w.Offset, Rule: w.Rule.String(), Expected: []string{}, Message: w.Message, Hint: w.Hint}
		if w.Offset < len(c.Text) {
			ch, _ := utf8.DecodeRuneInString(c.Text[w.Offset:])
			e.Char = char(ch)
		}
		out = append(out, &Check{Position: src.At(w.Offset), Severity: SeverityWarning, Error: e})
	}
	return out
}
