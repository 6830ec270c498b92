package parser

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/charset"
	"github.com/rfc2396/rfc2396/internal/redact"
)

// EndOfInput is the Char of an *Error whose offset is the end of the input.
const EndOfInput rune = -1

// An Error reports input that is not what the parser was asked to read.
type Error struct {
	Input    string   // the whole input
	Offset   int      // offset of the first byte that cannot be part of the reference; len(Input) at its end
	Char     rune     // the character at Offset: EndOfInput at the end, utf8.RuneError for a byte that is not UTF-8
	Rule     string   // the Appendix A rule of the component at Offset, or IPv6address inside an IPv6 literal (see ruleAt)
	Expected []string // exactly what could continue the input at Offset, for a person to read
	Hint     string   // what is wrong, and how to write it instead

	rfc2732 bool   // the input was read in RFC 2732 mode
	read    string // what the input was read as: "" for a URI reference, else a rule (ValidateRule, ServerError)
}

// text returns the input with where its password lies: a URI
// reference's, an authority's, or none for a component that has no
// userinfo.
func (e *Error) text() redact.Text {
	switch e.read {
	case "":
		return redact.Of(e.Input)
	case "authority":
		return redact.OfAuthority(e.Input)
	}
	return redact.Text{S: e.Input}
}

// Error returns a one-line message such as
//
//	rfc2396: parse "http://a b/": unexpected ' ' at offset 8 in authority; a space must be escaped as %20
//
// The message never shows the password of a userinfo: the input is shown
// as redact.String gives it ("u:xxxxx@"), and an error inside the password
// does not name the character (see Message). The field Input keeps the
// original; the offset is one into it.
func (e *Error) Error() string {
	return "rfc2396: parse " + quote(e.text().String()) + ": " + e.Message()
}

func (e *Error) unexpected() string {
	switch {
	case e.Char == EndOfInput:
		return "unexpected end of input"
	case e.Char == utf8.RuneError:
		return fmt.Sprintf("unexpected byte %#02x", e.Input[e.Offset])
	default:
		return "unexpected " + strconv.QuoteRune(e.Char)
	}
}

// Caret returns the input (or, for a long input, the part of it around the
// offset) on one line, and a caret under the offset on the next. Bytes
// that are not printable ASCII are shown as \xNN escapes.
func (e *Error) Caret() string {
	const context = 40
	from, to := max(0, e.Offset-context), min(len(e.Input), e.Offset+context)
	var line strings.Builder
	col := 0
	if from > 0 {
		line.WriteString("...")
	}
	for i := from; i <= to; i++ {
		if i == e.Offset {
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

// quote quotes the input for a message, cut short when it is long.
func quote(s string) string {
	const most = 64
	if len(s) > most {
		return strconv.Quote(s[:most]) + "..."
	}
	return strconv.Quote(s)
}

// newError makes the *Error of an engine's failure at offset off of s,
// where the ASCII bytes in expected, and the end when end is set, could
// have continued the input; err is an error other than a failed match.
func newError(s string, off int, expected [128]bool, end bool, err error, rfc2732 bool) *Error {
	e := &Error{Input: s, Offset: off, Char: EndOfInput, rfc2732: rfc2732}
	if off < len(s) {
		e.Char, _ = utf8.DecodeRuneInString(s[off:])
	}
	e.Rule = ruleAt(s, off, rfc2732)
	e.Expected = describeCached(expected, end)
	e.Hint = hint(e)
	if err != nil && len(e.Expected) == 0 {
		e.Hint = err.Error()
	}
	return e
}

// tooLong returns the error for an input s longer than MaxInputLength,
// read as a URI reference (read "") or as the rule read.
func tooLong(s, rule, read string) *Error {
	c, _ := utf8.DecodeRuneInString(s[MaxInputLength:])
	return &Error{Input: s, Offset: MaxInputLength, Char: c, Rule: rule, read: read,
		Hint: fmt.Sprintf("the input is %d bytes long, more than the %d bytes the parser accepts", len(s), MaxInputLength)}
}

func notAbsolute(s string, r *ast.URIReference) *Error {
	e := &Error{Input: s, Offset: 0, Char: EndOfInput, Rule: "absoluteURI", Expected: []string{"letter"},
		Hint: "an absolute URI starts with a scheme and \":\"; this is a relative reference"}
	if s != "" {
		e.Char, _ = utf8.DecodeRuneInString(s)
	}
	return e
}

func fragmentInAbsolute(s string, off int) *Error {
	return &Error{Input: s, Offset: off, Char: '#', Rule: "absoluteURI", Expected: []string{"end of input"},
		Hint: "an absolute URI has no fragment: the fragment belongs to a URI reference (section 4.1)"}
}

// ruleAt names the Appendix A rule of the component that holds offset off,
// splitting s as section 4.3 (and Appendix B's regular expression) does:
// scheme, authority, path (abs_path, rel_path or opaque_part), query or
// fragment. An offset inside an escape is in rule escaped. An offset at
// the end of an absolute URI that has nothing after its scheme is in
// absoluteURI, which needs a path there. In RFC 2732 mode an offset after
// the "[" of an authority, up to its "]", is in IPv6address.
func ruleAt(s string, off int, rfc2732 bool) string {
	if inEscape(s, off) {
		return "escaped"
	}
	if off == 0 && s != "" && s[0] == '?' {
		return "relativeURI" // a query with no path before it
	}
	pos, absolute := 0, false
	if i := strings.IndexAny(s, ":/?#"); i > 0 && s[i] == ':' {
		if off <= i {
			// Before the ":" of a would-be scheme. At the ":" itself the
			// text before it is no scheme (else the parse would not stop
			// there), so it is a first segment, which cannot hold ":".
			if off < i && isAlpha(s[0]) && strings.IndexFunc(s[:off], notScheme) < 0 {
				return "scheme"
			}
			return "rel_segment"
		}
		pos, absolute = i+1, true
	}
	rest := s[pos:]
	if strings.HasPrefix(rest, "//") {
		end := pos + 2 + strcspn(s[pos+2:], "/?#")
		if open := strings.IndexByte(s[pos+2:end], '['); rfc2732 && open >= 0 && off > pos+2+open {
			if shut := strings.IndexByte(s[pos+2+open:], ']'); shut < 0 || off <= pos+2+open+shut {
				return "IPv6address"
			}
		}
		if off <= end && (off < end || end == len(s) || s[end] != '/') {
			return "authority"
		}
		pos = end
	}
	end := pos + strcspn(s[pos:], "?#")
	switch {
	case absolute && end == pos && off == pos:
		return "absoluteURI"
	case off <= end:
		switch {
		case pos < len(s) && s[pos] == '/':
			return "abs_path"
		case absolute:
			return "opaque_part"
		case strings.IndexByte(s[pos:off], '/') < 0:
			return "rel_segment"
		default:
			return "rel_path"
		}
	}
	if s[end] == '?' {
		qend := end + strcspn(s[end:], "#")
		if off <= qend {
			return "query"
		}
	}
	return "fragment"
}

// inEscape reports whether offset off is inside an escape: just after its
// "%", or after its "%" and a hex digit.
func inEscape(s string, off int) bool {
	return off > 0 && s[off-1] == '%' || off > 1 && s[off-2] == '%' && isHex(s[off-1])
}

// strcspn returns the length of the prefix of s that holds no byte of set.
func strcspn(s, set string) int {
	if i := strings.IndexAny(s, set); i >= 0 {
		return i
	}
	return len(s)
}

// notScheme reports whether r cannot occur in a scheme.
func notScheme(r rune) bool { return r >= 0x80 || !charset.SchemeRest.Contains(byte(r)) }

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

// hint says what is wrong at the error's offset: the characters that
// section 2.4.3 excludes must be escaped, and a few places are known to
// trip writers up. Otherwise it lists what was expected. For one component
// (ValidateRule), a delimiter or another character that the component's
// rule does not allow where it stands is data to escape.
func hint(e *Error) string {
	what := "reference"
	if e.read != "" {
		what = strings.ReplaceAll(e.read, "_", " ")
	}
	switch c := e.Char; {
	case e.Rule == "escaped":
		return `"%" must be followed by two hex digits (section 2.4.1); a "%" that stands for itself is written %25`
	case c == EndOfInput && e.Rule == "absoluteURI":
		return `the scheme's ":" must be followed by a path: "/..." (hier_part) or an opaque part`
	case c == EndOfInput:
		return "the " + what + " ends too soon; expected " + strings.Join(e.Expected, ", ")
	case c == ' ':
		return "a space must be escaped as %20 (section 2.4.3)"
	case c < 0x20 || c == 0x7f:
		return fmt.Sprintf("control characters must be escaped, this one as %%%02X (section 2.4.3)", c)
	case c >= 0x80 || c == utf8.RuneError:
		return "non-ASCII characters must be encoded as UTF-8 and each byte escaped as %XX (section 2.4.3)"
	case e.Rule == "IPv6address":
		return `an IPv6 literal is eight groups of one to four hex digits separated by ":", where one "::" may stand for one or more groups of zeros and the last two groups may be an IPv4 address of numbers 0 to 255 (RFC 2373 section 2.2), closed by "]"`
	case (c == '[' || c == ']') && e.rfc2732:
		return fmt.Sprintf("%q is reserved (RFC 2732): it may open or close an IPv6 literal host, and stand in a query, a fragment or an opaque part; elsewhere it must be escaped as %%%02X", c, c)
	case c == '[' || c == ']':
		return fmt.Sprintf("%q is unwise and must be escaped as %%%02X (section 2.4.3); RFC 2396 has no IPv6 literals: RFC 2732 adds them, parse with parser.RFC2732() (rfc2396 --rfc2732) to accept them", c, c)
	case strings.ContainsRune(`<>"`, c):
		return fmt.Sprintf("%q is a delimiter and must be escaped as %%%02X (section 2.4.3)", c, c)
	case strings.ContainsRune("{}|\\^`", c):
		return fmt.Sprintf("%q is unwise and must be escaped as %%%02X (section 2.4.3)", c, c)
	case c == ':' && (e.Rule == "rel_segment" || e.read == "rel_path" && strings.IndexByte(e.Input[:e.Offset], '/') < 0):
		return `a scheme starts with a letter and holds only letters, digits, "+", "-" and "."; in a relative path's first segment ":" must be escaped as %3A`
	case e.read != "" && e.read != "scheme" && !isAlpha(byte(c)) && !isDigit(byte(c)):
		return fmt.Sprintf("%q cannot stand here in a %s; escape it as %%%02X if it is data (section 2.4)", c, what, c)
	case c == '#':
		return `a reference has one "#" (section 4.1); a "#" in a fragment must be escaped as %23`
	case c == '?' && e.Offset == 0 && e.read == "":
		return `a query-only reference ("?y") is not an RFC 2396 relativeURI, which needs a path before "?" (Appendix A); write "./?y" or parse with AllowQueryOnly (rfc2396 parse --query-only) for Appendix C's reading`
	}
	return "expected " + strings.Join(e.Expected, ", ")
}
