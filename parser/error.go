package parser

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/rfc2396/rfc2396/internal/charset"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/internal/scan"
	"github.com/rfc2396/rfc2396/syntax"
)

// EndOfInput is the Char of an *Error whose offset is the end of the input.
const EndOfInput rune = -1

// An InputError is an error about an input: every error that the module's
// packages return about a reference, a component or a piece of text
// satisfies it, and one that a parse failure caused unwraps to that
// *Error (errors.As). Its Error hides the password of a userinfo;
// RawError and Where(true) show the input as given, for a caller that
// asked for it.
type InputError interface {
	error
	// RawError is Error over the raw input: it may show a password.
	RawError() string
	// Where returns where the error lies: with raw, in the input as
	// given; otherwise in the input with its password hidden, as Error
	// shows it.
	Where(raw bool) Position
}

// A Position is where an InputError lies: the text it is about, the
// offset into it, and the rule of the component there ("" when no rule
// names it).
type Position struct {
	Input  string
	Offset int
	Rule   syntax.Rule
}

// Where returns e's input, offset and rule: as given with raw, and
// otherwise as Redacted has them.
func (e *Error) Where(raw bool) Position {
	if !raw {
		e = e.Redacted()
	}
	return Position{e.Input, e.Offset, e.Rule}
}

// An Error reports input that is not what the parser was asked to read.
// Errors are made only by this package, which knows what the input was
// read as; every text made from one hides a userinfo's password (see
// Error).
type Error struct {
	Input    string      // the whole input, raw: it may hold a password
	Offset   int         // offset into Input of the first byte that cannot be part of what was read; len(Input) at its end
	Char     rune        // the character at Offset: EndOfInput at the end, utf8.RuneError for a byte that is not UTF-8
	Rule     syntax.Rule // the rule of the component at Offset, as the engine that failed was reading it
	Expected []string    // exactly what could continue the input at Offset, for a person to read
	Hint     string      // what is wrong, and how to write it instead

	ipv6    bool        // the input was read with RFC 2732's IPv6 literals
	rfc3986 bool        // the input was read in RFC 3986
	read    syntax.Rule // what the whole input was read as: a whole reference, a component; "" for an Error not made here
}

// build is the one constructor of *Error: the error of reading s as the
// rule read (syntax.URIReference for a whole reference, in RFC 3986 too)
// in the syntax syn, failing at offset off in the component of rule r,
// where expected could have continued it. newError and withHint give it
// its hint.
func build(s string, read syntax.Rule, off int, r syntax.Rule, expected []string, syn syntax.Syntax) *Error {
	return &Error{Input: s, Offset: off, Char: charAt(s, off), Rule: r, Expected: expected, ipv6: syn.IPv6(), rfc3986: syn.IsRFC3986(), read: read}
}

// newError returns the error build makes, in the syntax syn, with the
// hint made from the rest; err, an error other than a failed match,
// stands for it when nothing was expected.
func newError(s string, read syntax.Rule, off int, r syntax.Rule, expected []string, err error, syn syntax.Syntax) *Error {
	e := build(s, read, off, r, expected, syn)
	e.Hint = hint(e)
	if err != nil && len(e.Expected) == 0 {
		e.Hint = err.Error()
	}
	return e
}

// joined is what an Error reads its input as when the input is a
// reference that Join recombined from components a caller gave: a
// component may hold any text, a whole reference with its password
// included, so its password is found as in a text whose rule is not known
// (internal/redact).
const joined syntax.Rule = ""

// withHint returns the error of reading s as read, at offset off in rule
// r, with the hint given rather than one made from what was expected.
func withHint(s string, read syntax.Rule, off int, r syntax.Rule, expected []string, hint string) *Error {
	e := build(s, read, off, r, expected, syntax.RFC2396)
	e.Hint = hint
	return e
}

// failed returns the error of the fast engine's failure f on s, read as
// read.
func failed(s string, read syntax.Rule, f *scan.Failure, syn syntax.Syntax) *Error {
	return newError(s, read, f.Offset, f.Rule(), describeCached(expectedOf(f), f.Expected.End), nil, syn)
}

// charAt returns the character at offset off of s: EndOfInput at or past
// its end, utf8.RuneError for a byte that starts no UTF-8 character.
func charAt(s string, off int) rune {
	if off < 0 || off >= len(s) {
		return EndOfInput
	}
	c, _ := utf8.DecodeRuneInString(s[off:])
	return c
}

// offset returns e.Offset within the bounds of e.Input, so that no method
// panics on an Error whose fields a caller changed.
func (e *Error) offset() int { return min(max(e.Offset, 0), len(e.Input)) }

// text returns the input with where its password lies, as what it was
// read as says.
func (e *Error) text() redact.Text { return redact.Of(e.Input, e.read) }

// Error returns a one-line message such as
//
//	rfc2396: parse "http://a b/": unexpected ' ' at offset 8 in authority; a space must be escaped as %20
//
// The message never shows the password of a userinfo: the input is shown
// with the password replaced ("u:xxxxx@"), the offset is into that text,
// and an error inside the password names neither the character nor a hint
// that would tell it (see Message). The fields Input and Offset keep the
// original.
func (e *Error) Error() string {
	return "rfc2396: parse " + quote(e.text().String()) + ": " + e.Message()
}

// Message returns the error without the input, such as
//
//	unexpected ' ' at offset 8 in authority; a space must be escaped as %20 (section 2.4.3)
//
// for a caller that shows the input its own way, redacted (a file name and
// line, the Caret). The offset is into the redacted input, where Caret
// puts its caret. When the offset is inside the password of a userinfo,
// the message names neither the character nor a hint that would tell it.
func (e *Error) Message() string { return e.Redacted().RawMessage() }

// Caret returns the redacted input (or, for a long input, the part of it
// around the offset) on one line, and a caret under the offset on the
// next. Bytes that are not printable ASCII are shown as \xNN escapes.
func (e *Error) Caret() string { return e.Redacted().RawCaret() }

// RawError is Error over the raw input: the input as given, the offset
// e.Offset, and the character of an error in a password. It is for a
// caller that asked for the raw input, such as the command line without
// --redact.
func (e *Error) RawError() string {
	return "rfc2396: parse " + quote(e.Input) + ": " + e.RawMessage()
}

// RawMessage is Message over the raw input: its offset is e.Offset, and
// an error in a password names its character. It is for a caller that
// asked for the raw input, such as the command line without --redact.
func (e *Error) RawMessage() string {
	if e.text().InPassword(e.offset()) {
		return fmt.Sprintf("unexpected character at offset %d in the userinfo's password (not shown); a password may hold only the characters of userinfo (section 3.2.2), others escaped as %%XX, and section 7 disrecommends passwords in URIs", e.Offset)
	}
	return fmt.Sprintf("%s at offset %d in %s; %s", e.unexpected(), e.Offset, e.Rule, e.Hint)
}

// RawCaret is Caret over the raw input, e.Input, which may show a
// password; for a caller that asked for the raw input.
func (e *Error) RawCaret() string {
	const context = 40
	off := e.offset()
	from, to := max(0, off-context), min(len(e.Input), off+context)
	var line strings.Builder
	col := 0
	if from > 0 {
		line.WriteString("...")
	}
	for i := from; i <= to; i++ {
		if i == off {
			col = line.Len()
		}
		if i == to {
			break
		}
		if c := e.Input[i]; c >= 0x20 && c < 0x7f {
			line.WriteByte(c)
		} else {
			fmt.Fprintf(&line, `\x%02x`, c)
		}
	}
	if to < len(e.Input) {
		line.WriteString("...")
	}
	return line.String() + "\n" + strings.Repeat(" ", col) + "^"
}

// Redacted returns a copy of the error whose Input has its password
// replaced ("u:xxxxx@h") and whose Offset is moved to the same byte of
// that text, so that its Raw texts are the error's redacted ones. An
// offset inside the password moves to the start of the mask, Char becomes
// the mask's first character, and the hint and expected set, which could
// tell the password's character, are replaced. An error without a
// password is returned as a copy.
func (e *Error) Redacted() *Error {
	r := *e
	r.Expected = slices.Clone(e.Expected)
	t := e.text()
	if !t.OK {
		return &r
	}
	if t.InPassword(e.offset()) {
		r.Char = rune(redact.Mask[0])
		r.Hint = "the userinfo's password (not shown) holds a character that userinfo does not allow (section 3.2.2)"
		r.Expected = nil
	}
	r.Offset = t.Offset(e.offset())
	r.Input = t.String()
	return &r
}

func (e *Error) unexpected() string {
	off := e.offset()
	switch {
	case e.Char == EndOfInput || off == len(e.Input):
		return "unexpected end of input"
	case e.Char == utf8.RuneError:
		return fmt.Sprintf("unexpected byte %#02x", e.Input[off])
	default:
		return "unexpected " + strconv.QuoteRune(e.Char)
	}
}

// quote quotes the input for a message, cut short when it is long.
func quote(s string) string {
	const most = 64
	if len(s) > most {
		return strconv.Quote(s[:most]) + "..."
	}
	return strconv.Quote(s)
}

// tooLong returns the error for an input s longer than MaxInputLength,
// read as the rule read, whose component is the rule r.
func tooLong(s string, read, r syntax.Rule) *Error {
	return withHint(s, read, MaxInputLength, r, nil,
		fmt.Sprintf("the input is %d bytes long, more than the %d bytes the parser accepts", len(s), MaxInputLength))
}

// notAbsolute returns the error for a reference s, read as read, that has
// no scheme; in RFC 3986 with rfc3986.
func notAbsolute(s string, read syntax.Rule, rfc3986 bool) *Error {
	rule := syntax.AbsoluteURI
	if rfc3986 {
		rule = syntax.RFC3986AbsoluteURI
	}
	return withHint(s, read, 0, rule, []string{"letter"},
		`an absolute URI starts with a scheme and ":"; this is a relative reference`)
}

// fragmentInAbsolute returns the error for an absolute URI s, read as
// read, whose fragment's "#" is at off; in RFC 3986 with rfc3986.
func fragmentInAbsolute(s string, read syntax.Rule, off int, rfc3986 bool) *Error {
	if rfc3986 {
		return withHint(s, read, off, syntax.RFC3986AbsoluteURI, []string{"end of input"},
			"an absolute URI has no fragment: the fragment belongs to a URI reference (RFC 3986 section 4.3)")
	}
	return withHint(s, read, off, syntax.AbsoluteURI, []string{"end of input"},
		"an absolute URI has no fragment: the fragment belongs to a URI reference (section 4.1)")
}

func isAlpha(c byte) bool { return charset.Alpha.Contains(c) }
func isDigit(c byte) bool { return charset.Digit.Contains(c) }
func isHex(c byte) bool   { return charset.Hex.Contains(c) }

// described holds the descriptions already made: an engine fails with one
// of a few dozen expected sets, and describing one takes longer than the
// rest of an error.
var described sync.Map // expectedKey -> []string

type expectedKey struct {
	set [128]bool
	end bool
}

// describeCached is describe, made once per set; each error gets its own
// copy.
func describeCached(set [128]bool, end bool) []string {
	k := expectedKey{set, end}
	if d, ok := described.Load(k); ok {
		return slices.Clone(d.([]string))
	}
	d := describe(set, end)
	described.Store(k, d)
	return slices.Clone(d)
}

// describe lists what a failure expected, for a person: "letter", "digit"
// or "hex digit" for whole classes, each other character quoted, and "end
// of input".
func describe(set [128]bool, end bool) []string {
	var out []string
	all := func(ok func(byte) bool) bool {
		for c := range byte(128) {
			if ok(c) && !set[c] {
				return false
			}
		}
		return true
	}
	clear := func(ok func(byte) bool) {
		for c := range byte(128) {
			if ok(c) {
				set[c] = false
			}
		}
	}
	if all(isAlpha) {
		out = append(out, "letter")
		clear(isAlpha)
	}
	if all(isHex) {
		out = append(out, "hex digit")
		clear(isHex)
	}
	if all(isDigit) {
		out = append(out, "digit")
		clear(isDigit)
	}
	for c := range byte(128) {
		if set[c] {
			out = append(out, strconv.QuoteRune(rune(c)))
		}
	}
	if end {
		out = append(out, "end of input")
	}
	return out
}

// hint says what is wrong at the error's offset, naming the library's
// functions and options (the command rewrites them into its own words):
// the characters that
// section 2.4.3 excludes must be escaped, and a few places are known to
// trip writers up. Otherwise it lists what was expected. For one component
// (ValidateRule), a delimiter or another character that the component's
// rule does not allow where it stands is data to escape.
func hint(e *Error) string {
	what := "reference"
	// A reference that Join recombined is a whole reference too, its
	// rule unknown only to redaction.
	whole := e.read == syntax.URIReference || e.read == syntax.AbsoluteURI || e.read == joined
	// For a control or non-ASCII character of a whole reference that
	// people wrote: where iri.Repair escapes it. It leaves an IPv6 literal
	// and a port as they are.
	repair := "; iri.Repair escapes them in text that people wrote"
	if e.Rule == syntax.Authority {
		repair = "; iri.Repair escapes them in a userinfo, and converts a non-ASCII host with IDNA"
	}
	if !whole || e.Rule == syntax.IPv6Address || e.rfc3986 && (e.Rule == syntax.RFC3986IPvFuture || e.Rule == syntax.RFC3986IPLiteral) {
		repair = ""
	}
	if !whole {
		what = strings.ReplaceAll(string(e.read), "_", " ")
	}
	if e.rfc3986 {
		return hint3986(e, what, whole, repair)
	}
	switch c := e.Char; {
	case e.Rule == syntax.Escaped:
		return `"%" must be followed by two hex digits (section 2.4.1); a "%" that stands for itself is written %25`
	case c == EndOfInput && e.Rule == syntax.AbsoluteURI:
		return `the scheme's ":" must be followed by a path: "/..." (hier_part) or an opaque part`
	case c == EndOfInput:
		return "the " + what + " ends too soon; expected " + strings.Join(e.Expected, ", ")
	case c == ' ':
		return "a space must be escaped as %20 (section 2.4.3)"
	case c < 0x20 || c == 0x7f:
		return fmt.Sprintf("control characters must be escaped, this one as %%%02X (section 2.4.3)", c) + repair
	case c >= 0x80 || c == utf8.RuneError:
		return "non-ASCII characters must be encoded as UTF-8 and each byte escaped as %XX (section 2.4.3)" + repair
	case e.Rule == syntax.IPv6Address:
		return `an IPv6 literal is eight groups of one to four hex digits separated by ":", where one "::" may stand for one or more groups of zeros and the last two groups may be an IPv4 address of numbers 0 to 255 (RFC 2373 section 2.2), closed by "]"`
	case (c == '[' || c == ']') && e.ipv6:
		return fmt.Sprintf("%q is reserved (RFC 2732): it may open or close an IPv6 literal host, and stand in a query, a fragment or an opaque part; elsewhere it must be escaped as %%%02X", c, c)
	case c == '[' || c == ']':
		return fmt.Sprintf("%q is unwise and must be escaped as %%%02X (section 2.4.3); Appendix A has no IPv6 literals: RFC 2732 adds them, and syntax.RFC2732 reads them", c, c)
	case strings.ContainsRune(`<>"`, c):
		return fmt.Sprintf("%q is a delimiter and must be escaped as %%%02X (section 2.4.3)", c, c)
	case strings.ContainsRune("{}|\\^`", c):
		return fmt.Sprintf("%q is unwise and must be escaped as %%%02X (section 2.4.3)", c, c)
	case c == ':' && (e.Rule == syntax.RelSegment || e.read == syntax.RelPath && strings.IndexByte(e.Input[:e.offset()], '/') < 0):
		return `a scheme starts with a letter and holds only letters, digits, "+", "-" and "."; in a relative path's first segment ":" must be escaped as %3A`
	case !whole && e.read != syntax.Scheme && !isAlpha(byte(c)) && !isDigit(byte(c)):
		return fmt.Sprintf("%q cannot stand here in a %s; escape it as %%%02X if it is data (section 2.4)", c, what, c)
	case c == '#':
		return `a reference has one "#" (section 4.1); a "#" in a fragment must be escaped as %23`
	case c == '?' && e.Offset == 0 && whole:
		return `a query-only reference ("?y") is not an RFC 2396 relativeURI, which needs a path before "?" (Appendix A); write "./?y", or read it with syntax.QueryOnly as Appendix C does`
	}
	return "expected " + strings.Join(e.Expected, ", ")
}

// hint3986 is hint for an error in RFC 3986, whose hints name RFC 3986's
// rules and sections where they differ from RFC 2396's: it has no
// "unwise" characters, only characters that must be percent-encoded; "["
// and "]" are gen-delims that stand around an IP literal alone; an IP
// literal may be an IPvFuture; an IPv6 literal has no zone (RFC 6874's);
// and a relative reference's first segment holds no ":" (path-noscheme).
func hint3986(e *Error, what string, whole bool, repair string) string {
	off := e.offset()
	switch c := e.Char; {
	case e.Rule == syntax.RFC3986PctEncoded:
		return `"%" must be followed by two hex digits (pct-encoded, RFC 3986 section 2.1); a "%" that stands for itself is written %25`
	case c == '%' && e.Rule == syntax.RFC3986IPv6Address:
		return `RFC 3986 has no IPv6 zone identifier: RFC 6874 adds one ("%25" and the zone, as in "[fe80::1%25eth0]"), which this parser does not read, though net/url does; leave the zone out`
	case c == EndOfInput && e.Rule == syntax.RFC3986AbsoluteURI:
		return `the scheme's ":" must be followed by a hier-part (RFC 3986 section 3)`
	case c == EndOfInput:
		return "the " + what + " ends too soon; expected " + strings.Join(e.Expected, ", ")
	case c == ' ':
		return "a space must be percent-encoded as %20 (RFC 3986 section 2.1)"
	case c < 0x20 || c == 0x7f:
		return fmt.Sprintf("control characters must be percent-encoded, this one as %%%02X (RFC 3986 section 2.1)", c) + repair
	case c >= 0x80 || c == utf8.RuneError:
		return "non-ASCII characters must be encoded as UTF-8 and each byte percent-encoded as %XX (RFC 3986 section 2.5)" + repair
	case e.Rule == syntax.RFC3986IPv6Address:
		return `an IPv6 literal is eight groups of one to four hex digits separated by ":", where one "::" may stand for one or more groups of zeros and the last two groups may be an IPv4 address of four numbers 0 to 255 without leading zeros (RFC 3986 section 3.2.2), closed by "]"`
	case e.Rule == syntax.RFC3986IPvFuture:
		return `an IPvFuture literal is "v", hex digits, "." and one or more unreserved, sub-delims or ":" characters (RFC 3986 section 3.2.2), closed by "]"`
	case e.Rule == syntax.RFC3986IPLiteral:
		return `an IP literal holds an IPv6 address, or "v" and an IPvFuture (RFC 3986 section 3.2.2)`
	case e.Rule == syntax.RFC3986Authority && off > 0 && e.Input[off-1] == ']':
		return `an IP literal's "]" may be followed only by ":" and a port, or the end of the authority (RFC 3986 section 3.2)`
	case c == '[' || c == ']':
		return fmt.Sprintf(`%q is a gen-delim that stands only around an IP literal host, as in "//[::1]/" (RFC 3986 sections 2.2 and 3.2.2); elsewhere it must be percent-encoded as %%%02X`, c, c)
	case strings.ContainsRune("<>\"{}|\\^`", c):
		return fmt.Sprintf("%q is not allowed in a URI and must be percent-encoded as %%%02X (RFC 3986 sections 2.1 to 2.3)", c, c)
	case e.Rule == syntax.RFC3986Authority:
		return `this is no host and port (a port is decimal digits, RFC 3986 section 3.2.3), so it can only be a userinfo, which "@" and a host must follow (section 3.2.1)`
	case c == '@' && e.Rule == syntax.RFC3986Host:
		return `a host holds no "@": the userinfo ends at the first "@" (RFC 3986 section 3.2.1); percent-encode another as %40`
	case e.Rule == syntax.RFC3986Port:
		return "a port is decimal digits (RFC 3986 section 3.2.3)"
	case c == ':' && (e.Rule == syntax.RFC3986PathNoscheme || e.read == syntax.RFC3986PathNoscheme):
		return `a relative reference's first segment cannot hold ":" (path-noscheme, RFC 3986 section 4.2): what comes before it would read as a scheme, which starts with a letter and holds only letters, digits, "+", "-" and "."; write "./" before the segment, or percent-encode ":" as %3A`
	case !whole && e.read != syntax.RFC3986Scheme && !isAlpha(byte(c)) && !isDigit(byte(c)):
		return fmt.Sprintf("%q cannot stand here in a %s; percent-encode it as %%%02X if it is data (RFC 3986 section 2.1)", c, what, c)
	case c == '#':
		return `a reference has one "#" (RFC 3986 section 3.5); a "#" in a fragment must be percent-encoded as %23`
	}
	return "expected " + strings.Join(e.Expected, ", ")
}
