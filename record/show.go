package record

import (
	"errors"
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// A record shows an error only through its methods and fields, never
// editing them. A *parser.Error is shown as the record shows its input:
// itself without hide, so that its offset, character and caret are those
// of the user's own input (RawMessage, RawCaret), and its Redacted copy
// with hide, whose Input, Offset, Char, Hint and Expected are those of
// the text with its password hidden. Everything shown of one error comes
// from the one copy, so that an offset in a message is the offset in the
// record.

// ParseError returns the *parser.Error that err is or wraps, as it is
// shown: itself, or with hide its Redacted copy. It returns nil when err
// holds no *parser.Error.
func ParseError(err error, hide bool) *parser.Error {
	var pe *parser.Error
	if !errors.As(err, &pe) {
		return nil
	}
	if hide {
		return pe.Redacted()
	}
	return pe
}

// Message returns the line that shows err: the error's own text, Error,
// with hide, and its RawError without, whose offset is into the user's
// own input. Both start with "rfc2396: ", as no URI does.
func Message(err error, hide bool) string {
	var raw interface{ RawError() string }
	if !hide && errors.As(err, &raw) {
		return Hint(raw.RawError())
	}
	return Hint(err.Error())
}

// commandWords are the library's names that an error's text may give,
// each with what the command-line programs (rfc2396, rfc2396-beam) call
// it: its flag, or its command.
var commandWords = strings.NewReplacer(
	"syntax.RFC2396", "--rfc2396",
	"syntax.RFC2732", "--rfc2732",
	"syntax.QueryOnly", "--query-only",
	"iri.Repair", "rfc2396 repair",
)

// Hint returns an error's text, or its hint, in the words of the
// command-line programs: the library names the options and functions a
// hint points to (syntax.RFC2732, iri.Repair), which become the flags and
// commands that do the same (--rfc2732, rfc2396 repair).
func Hint(text string) string { return commandWords.Replace(text) }

// ShowRef returns the URI reference s as a record shows it: with hide,
// the password of its userinfo hidden.
func ShowRef(s string, hide bool) string {
	if hide {
		return redact.String(s)
	}
	return s
}

// ParseShown parses input in syn and returns it as a record shows it,
// with its tree. With hide, a valid reference is returned with the
// password of its userinfo hidden, and the tree is that of the text
// shown, so that its offsets are offsets into it: hiding keeps a
// reference valid ("xxxxx" may stand where a password stood). The error
// of an invalid one is the parser's, to be shown through ParseError.
func ParseShown(input string, hide bool, syn syntax.Syntax) (string, *ast.URIReference, error) {
	ref, err := parser.Parse(input, syn)
	if err != nil || !hide {
		return input, ref, err
	}
	shown := redact.String(input)
	if shown == input {
		return input, ref, nil
	}
	ref, err = parser.Parse(shown, syn)
	return shown, ref, err
}

// SplitShown reads input in syn (parser.Split) and returns its
// components as a record shows them: ParseShown without a tree, for
// AppendParse and NewParse. With hide, a valid reference's components are
// those of its text with the password hidden.
func SplitShown(input string, hide bool, syn syntax.Syntax) (parts.Components, error) {
	c, err := parser.Split(input, syn)
	if err != nil || !hide {
		return c, err
	}
	if shown := redact.String(input); shown != input {
		return parser.Split(shown, syn)
	}
	return c, nil
}

// ServerError returns why the authority of ref is a reg_name and not a
// server (parser.ServerError), or nil when it is not a reg_name. Its
// Input is the authority and its offsets are offsets into it; with hide
// it is the Redacted copy.
func ServerError(ref *ast.URIReference, hide bool) *parser.Error {
	reg, ok := ref.Authority().(*ast.RegName)
	if !ok {
		return nil
	}
	e := parser.ServerError(reg)
	if e == nil {
		return nil
	}
	return ParseError(e, hide)
}

// text returns a pointer to s.
func text(s string) *string { return &s }
