package iri

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// ErrEmptyHost is the Err of a *HostError whose host IDNA maps to nothing
// (it holds only characters that UTS #46 removes, such as U+00AD SOFT
// HYPHEN).
var ErrEmptyHost = errors.New("IDNA maps the host to an empty one")

// ErrHostTooLong is the Err of a *HostError whose non-ASCII host is
// longer than MaxHostLength bytes.
var ErrHostTooLong = fmt.Errorf("the host is longer than %d bytes, and no longer host is a DNS name", MaxHostLength)

// MaxHostLength is the length in bytes of the longest non-ASCII host that
// Repair converts with IDNA: a DNS name is at most 253 octets (RFC 1035
// section 2.3.4, as UTS #46's VerifyDNSLength reads it), each of which
// stands for at least one character, of at most 4 bytes in UTF-8. The
// bound keeps the time that IDNA takes, which grows with the square of a
// label's length, small.
const MaxHostLength = 4 * 253

// A HostError reports a non-ASCII host that IDNA cannot convert to ASCII.
type HostError struct {
	Input  string // the text given to Repair, raw: it may hold a password
	Offset int    // the offset in Input where the host starts
	Host   string // the host, as written in Input
	Err    error  // golang.org/x/net/idna's error, ErrEmptyHost or ErrHostTooLong
}

// text returns the input with where its password lies: the input is read
// as a whole reference, split as Appendix B splits any string.
func (e *HostError) text() redact.Text { return redact.Of(e.Input, syntax.URIReference) }

// Redacted returns a copy of the error whose Input has the password of its
// userinfo replaced ("u:xxxxx@h") and whose Offset is moved to the same
// byte of that text. The host, which follows the userinfo, is no part of
// a password.
func (e *HostError) Redacted() *HostError {
	r := *e
	t := e.text()
	r.Input, r.Offset = t.String(), t.Offset(min(max(e.Offset, 0), len(e.Input)))
	return &r
}

// Message returns the error without the input, such as
//
//	the host "bü_cher.example" at offset 7 cannot be converted to ASCII by IDNA (UTS #46, nontransitional lookup): idna: disallowed rune U+005F
//
// Its offset is into the redacted input, as Redacted gives it.
func (e *HostError) Message() string { return e.message(e.Redacted().Offset) }

// message returns the error's message with the offset off.
func (e *HostError) message(off int) string {
	why := "unknown error"
	if e.Err != nil {
		why = e.Err.Error()
	}
	return fmt.Sprintf("the host %s at offset %d cannot be converted to ASCII by IDNA (UTS #46, nontransitional lookup): %s", quote(e.Host), off, why)
}

// RawError is Error over the raw input, which may show a password: for a
// caller that asked for it, such as the command line without --redact.
func (e *HostError) RawError() string {
	return "rfc2396: repair " + quote(e.Input) + ": " + e.message(e.Offset)
}

// Error returns a one-line message such as
//
//	rfc2396: repair "http://bü_cher.example/": the host "bü_cher.example" at offset 7 cannot be ...
//
// It shows the input with the password of its userinfo hidden, as
// Redacted does.
func (e *HostError) Error() string {
	return "rfc2396: repair " + quote(e.text().String()) + ": " + e.Message()
}

// quote quotes text for a message, cut short when it is long.
func quote(s string) string {
	const most = 64
	if len(s) > most {
		return strconv.Quote(s[:most]) + "..."
	}
	return strconv.Quote(s)
}

// Unwrap returns the error of IDNA, ErrEmptyHost or ErrHostTooLong.
func (e *HostError) Unwrap() error { return e.Err }

// Where returns the input and the offset where the host starts: as given
// with raw, and otherwise as Redacted has them.
func (e *HostError) Where(raw bool) parser.Position {
	if !raw {
		e = e.Redacted()
	}
	return parser.Position{Input: e.Input, Offset: e.Offset, Rule: syntax.Host}
}

// A PortError reports an authority that Repair reads as a host and a port
// whose port is not a number, such as "h:8o8o". RFC 2396 reads such an
// authority as a registry name (reg_name, section 3.2.1), which has no
// port: Repair refuses it rather than keep it, or escape it, as one.
type PortError struct {
	Input  string // the text given to Repair, raw: it may hold a password
	Offset int    // the offset in Input of the port's first character that is not a digit
	Port   string // the port, as written in Input, without its ":"
}

// text returns the input with where its password lies, as HostError's.
func (e *PortError) text() redact.Text { return redact.Of(e.Input, syntax.URIReference) }

// Redacted returns a copy of the error whose Input has the password of its
// userinfo replaced ("u:xxxxx@h") and whose Offset is moved to the same
// byte of that text. The port, which follows the host, is no part of a
// password.
func (e *PortError) Redacted() *PortError {
	r := *e
	t := e.text()
	r.Input, r.Offset = t.String(), t.Offset(min(max(e.Offset, 0), len(e.Input)))
	return &r
}

// Where returns the input and the offset of the port's first character
// that is not a digit: as given with raw, and otherwise as Redacted has
// them.
func (e *PortError) Where(raw bool) parser.Position {
	if !raw {
		e = e.Redacted()
	}
	return parser.Position{Input: e.Input, Offset: e.Offset, Rule: syntax.Port}
}

// Message returns the error without the input, such as
//
//	unexpected 'o' at offset 10 in the port "8o8o"; a port is decimal digits only (section 3.2.2), and Repair reads a host and a port here, not a registry name
//
// Its offset is into the redacted input, as Redacted gives it.
func (e *PortError) Message() string { return e.Redacted().message() }

// message returns the error's message, with its offset and the character
// of its input there.
func (e *PortError) message() string {
	return fmt.Sprintf("%s at offset %d in the port %s; a port is decimal digits only (section 3.2.2), and Repair reads a host and a port here, not a registry name", unexpected(e.Input, e.Offset), e.Offset, quote(e.Port))
}

// RawError is Error over the raw input, which may show a password: for a
// caller that asked for it, such as the command line without --redact.
func (e *PortError) RawError() string {
	return "rfc2396: repair " + quote(e.Input) + ": " + e.message()
}

// Error returns a one-line message such as
//
//	rfc2396: repair "http://h:8o8o/": unexpected 'o' at offset 10 in the port "8o8o"; ...
//
// It shows the input with the password of its userinfo hidden, as
// Redacted does.
func (e *PortError) Error() string {
	r := e.Redacted()
	return "rfc2396: repair " + quote(r.Input) + ": " + r.message()
}

// unexpected names the character of s at offset off for a message.
func unexpected(s string, off int) string {
	if off < 0 || off >= len(s) {
		return "unexpected end of input"
	}
	r, _ := utf8.DecodeRuneInString(s[off:])
	if r == utf8.RuneError {
		return fmt.Sprintf("unexpected byte %#02x", s[off])
	}
	return "unexpected " + strconv.QuoteRune(r)
}

// Repair returns s, text that people wrote, as a valid RFC 2396 URI
// reference (RFC 3986 with syntax.RFC3986): the C0 controls and spaces around s (U+0000 to U+0020) are
// stripped, as browsers strip them; then, component by component, as
// docs/iri.md says, every character that the component's rule does not
// allow is escaped (non-ASCII characters as the octets of their UTF-8
// form), a "%" that does not start an escape becomes "%25", and a
// non-ASCII host is converted with IDNA. A valid reference comes back
// unchanged, unless its authority is a registry name that reads as a
// host and a port that is not a number.
//
// An input that no repair makes valid (an invalid scheme, host or port)
// gets the *parser.Error of its repaired form, or a *PortError for a
// port that is not a number after a host; a non-ASCII host that IDNA
// refuses, or that is longer than MaxHostLength, gets a *HostError; an
// invalid option gets a *syntax.OptionError. The reference returned
// always parses in the syntax of opts, which is syntax.Default by
// default.
func Repair(s string, opts ...Option) (string, error) {
	syn, err := syntax.Read(opts, nil)
	if err != nil {
		return "", err
	}
	in := trim(s)
	if c, err := parser.Split(in.text, syn); err == nil {
		if c.Authority.Defined() && !c.Server {
			if err := in.checkRegName(c.Authority); err != nil {
				return "", err
			}
		}
		return in.text, nil
	}
	r, err := repair(in, syn)
	if err != nil {
		return "", err
	}
	if err := parser.Validate(r, syn); err != nil {
		return "", err
	}
	return r, nil
}

// An input is the text given to Repair, s, and text, the part of it that
// Repair reads, at offset at of s.
type input struct {
	s, text string
	at      int
}

// trim returns s as Repair reads it: without the C0 controls and spaces
// around it, which the WHATWG URL standard strips too ("leading and
// trailing C0 control or space").
func trim(s string) input {
	from, to := 0, len(s)
	for from < to && s[from] <= ' ' {
		from++
	}
	for to > from && s[to-1] <= ' ' {
		to--
	}
	return input{s: s, text: s[from:to], at: from}
}

// checkRegName returns a *PortError when the reg_name authority of
// in.text at span a reads, after its last "@", as a host and a port that
// is not a number.
func (in input) checkRegName(a parts.Span) error {
	hostAt := a.Start + strings.LastIndexByte(in.text[a.Start:a.End], '@') + 1
	host, port := splitHostPort(in.text[hostAt:a.End])
	return in.checkPort(hostAt, host, host, port)
}

// checkPort returns a *PortError when host, at offset hostAt of in.text,
// converted to ascii (host itself when it is ASCII), is a hostname or an
// IPv4 address, and port, with its ":", is not a number: when the parser
// (parser.ServerError) finds that host and port no server only for the
// port. A bracketed IPv6 literal and its port are the parser's to judge.
func (in input) checkPort(hostAt int, host, ascii, port string) error {
	if port == "" || strings.HasPrefix(ascii, "[") {
		return nil
	}
	e := parser.ServerError(&ast.RegName{Extent: ast.Extent{Text: ascii + port}})
	if e == nil || e.Rule != syntax.Port {
		return nil
	}
	// e's offset is into the port, after the host, whose two forms may
	// differ in length.
	off := in.at + hostAt + len(host) + e.Offset - len(ascii)
	return &PortError{Input: in.s, Offset: off, Port: port[1:]}
}

// repair repairs each component of in.text, split as Appendix B splits
// it, and recombines them (section 5.2 step 7). It does not check the
// result.
func repair(in input, syn syntax.Syntax) (string, error) {
	c := parts.AppendixB(in.text)
	v := parts.Recomposition{Scheme: c.Value(c.Scheme)}
	if v.Scheme.Defined && parser.ValidateRule(syntax.Scheme, v.Scheme.Text) != nil {
		// No escaping makes a scheme. Repaired as the first segment of a
		// relative path would be, the text makes the parser stop at its
		// ":", which such a segment cannot hold, with a hint that says
		// what a scheme is.
		v.Scheme.Text = repairText(v.Scheme.Text, escape.Segment, syn)
	}
	if c.Authority.Defined() {
		a, err := in.repairAuthority(c.Authority, syn)
		if err != nil {
			return "", err
		}
		v.Authority = parts.Def(a)
	}
	path := c.Of(c.Path)
	// RFC 3986 has no opaque part: its path-rootless is segments.
	if c.IsAbs() && !c.Authority.Defined() && path != "" && path[0] != '/' && !syn.IsRFC3986() {
		v.Path = repairOpaque(path, syn)
	} else {
		v.Path = repairPath(path, syn)
	}
	if q, ok := c.Get(c.Query); ok {
		v.Query = parts.Def(repairText(q, escape.Query, syn))
	}
	if f, ok := c.Get(c.Fragment); ok {
		v.Fragment = parts.Def(repairText(f, escape.Fragment, syn))
	}
	return parts.Recompose(v), nil
}

// repairText is escape.Repair for a syntax that Repair has checked.
func repairText(t string, comp escape.Target, syn syntax.Syntax) string {
	r, err := escape.Repair(t, comp, syn)
	if err != nil {
		panic("rfc2396: iri: " + err.Error()) // syn was read by syntax.Read: unreachable
	}
	return r
}

// repairPath repairs a path segment by segment: "/" separates them, and
// each is a segment with its params (RFC 3986's segment has none: ";" is
// one of its pchar).
func repairPath(p string, syn syntax.Syntax) string {
	var b strings.Builder
	b.Grow(len(p))
	for {
		seg, rest, more := strings.Cut(p, "/")
		b.WriteString(repairText(seg, escape.Segment, syn))
		if !more {
			return b.String()
		}
		b.WriteByte('/')
		p = rest
	}
}

// repairOpaque repairs an opaque part, which Appendix A writes
//
//	opaque_part = uric_no_slash *uric
//
// by the rule of a query (uric); its first character cannot be "/" (the
// path would be an abs_path), but in RFC 2732 mode it can be "[" or "]",
// which uric_no_slash does not allow, and a segment escapes.
func repairOpaque(p string, syn syntax.Syntax) string {
	first := ""
	if p[0] == '[' || p[0] == ']' {
		first, p = repairText(p[:1], escape.Segment, syn), p[1:]
	}
	return first + repairText(p, escape.Query, syn)
}

// repairAuthority repairs the authority of in.text at span a. A valid
// authority is kept, unless it reads as a host and a port that is not a
// number; otherwise it is split as it is written, its userinfo repaired
// and a non-ASCII host converted with IDNA.
func (in input) repairAuthority(a parts.Span, syn syntax.Syntax) (string, error) {
	text := in.text[a.Start:a.End]
	if parser.ValidateRule(syntax.Authority, text, syn) == nil {
		return text, in.checkRegName(a)
	}
	var b strings.Builder
	hostAt := a.Start
	hostport := text
	if at := strings.LastIndexByte(text, '@'); at >= 0 {
		b.WriteString(repairText(text[:at], escape.Userinfo, syn))
		b.WriteByte('@')
		hostport, hostAt = text[at+1:], a.Start+at+1
	}
	host, port := splitHostPort(hostport)
	ascii := host
	if !isASCII(host) {
		var err error
		if len(host) > MaxHostLength {
			err = ErrHostTooLong
		} else if ascii, err = idna.Lookup.ToASCII(host); err == nil && ascii == "" {
			err = ErrEmptyHost
		}
		if err != nil {
			return "", &HostError{Input: in.s, Offset: in.at + hostAt, Host: host, Err: err}
		}
	}
	if err := in.checkPort(hostAt, host, ascii, port); err != nil {
		return "", err
	}
	b.WriteString(ascii)
	b.WriteString(port)
	return b.String(), nil
}

// splitHostPort splits the hostport of an authority as it is written: a
// host that starts with "[" ends at its first "]"; another ends at its
// first ":", as a server's host does (parser.ServerError reads it so).
// port is the rest, with its ":": empty when there is none, and when a
// bracketed host is broken, which is left whole in host for the parser to
// name.
func splitHostPort(hp string) (host, port string) {
	if hp != "" && hp[0] == '[' {
		if i := strings.IndexByte(hp, ']'); i >= 0 && (i+1 == len(hp) || hp[i+1] == ':') {
			return hp[:i+1], hp[i+1:]
		}
		return hp, ""
	}
	if i := strings.IndexByte(hp, ':'); i >= 0 {
		return hp[:i], hp[i:]
	}
	return hp, ""
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
