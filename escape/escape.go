// Package escape escapes data into one component of a URI reference,
// decodes escaped text, and repairs text that a person typed, as RFC 2396
// section 2.4 describes.
//
// A URI is always in its escaped form (section 2.4.2): data is escaped
// when a reference is built from its components, one component at a
// time, and decoded after the reference has been taken apart. Which
// characters must be escaped depends on the component: each has its
// Appendix A rule, and its section reserves some of the characters that
// the rule allows. A [Target] names one of them. docs/escape.md, in
// the repository, gives each decision in full and why.
//
//   - [Escape] turns arbitrary bytes into text that is exactly one
//     component: it escapes every byte that the component's rule does not
//     allow, and the characters that the component's section reserves,
//     with upper-case hex digits. Non-ASCII data is escaped octet by
//     octet (UTF-8 for text, section 2.1). "%" is always escaped, as
//     "%25".
//   - [Unescape] decodes every escape "%" hex hex. It is the one decoder
//     of the module: ast.Extent.Decoded calls it.
//   - [Repair] escapes only what the component's rule forbids: the
//     characters that section 2.4.3 excludes (controls, space, delims,
//     unwise), non-ASCII bytes, and a "%" that does not start an escape.
//     Valid escapes and reserved characters are kept, so repairing valid
//     text changes nothing, and text is never escaped twice (section
//     2.4.2).
//
// Escape and Repair read the component's rule in a syntax.Syntax, the
// module's default reading (syntax.Default) unless one is given: there
// "[" and "]" are reserved (RFC 2732), and Repair keeps them in a query
// or a fragment; with syntax.RFC2396 they are unwise and escaped. Escape
// escapes them in every component of RFC 2396.
//
// With syntax.RFC3986 they read RFC 3986's rules: Escape keeps only its
// unreserved characters, Repair what each rule allows, and Param, which
// RFC 3986 has not, is refused (docs/escape.md, "RFC 3986").
//
// The message of an *Error of Unescape never shows a password: it names
// no character of what may be the password of a userinfo.
//
// Escape and Repair return "" for empty data, which reg_name and
// rel_segment (RFC 3986's segment-nz-nc) do not match: the caller decides
// whether the component may be left out. Escape leaves the segments "." and ".." as they are, since
// section 2.3 makes "%2E" the same as ".".
package escape

import (
	"fmt"
	"strings"
	"sync"

	"github.com/rfc2396/rfc2396/internal/charset"
	"github.com/rfc2396/rfc2396/internal/pct"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// A Target is a component of a URI reference that data can be escaped
// into.
type Target int

// The components, each named after its Appendix A rule.
const (
	Userinfo   Target = iota + 1 // userinfo (sections 3.2, 3.2.2)
	RegName                      // reg_name (section 3.2.1)
	Segment                      // segment: a path segment (section 3.3)
	Param                        // param: a parameter of a path segment (section 3.3)
	Query                        // query (section 3.4)
	Fragment                     // fragment (section 4.1)
	RelSegment                   // rel_segment: the first segment of a relative path (section 5)
)

// A component's facts: its rule, the character set of the rule, the
// characters its section reserves inside it, and the characters that only
// Repair keeps; and its rule and set in RFC 3986.
type spec struct {
	rule     syntax.Rule // the Appendix A rule
	set      charset.Set // the characters the rule allows, less escaped
	set2732  charset.Set // the same in RFC 2732 mode, where it differs; 0 where it does not
	reserved string      // the characters the component's section reserves
	// structure holds the characters that the rule allows outside set: a
	// segment's ";" that introduces a param (segment = *pchar *( ";"
	// param )). Repair keeps them; Escape escapes them.
	structure string
	// rule3986 and set3986 are the rule of RFC 3986's Appendix A that
	// stands for the component, and the characters it allows, less
	// pct-encoded; "" and 0 for a param, which RFC 3986 does not have.
	rule3986 syntax.Rule
	set3986  charset.Set
}

var specs = [...]spec{
	// 3.2: "Within the authority component, the characters ";", ":",
	// "@", "?", and "/" are reserved." The userinfo (3.2.2) is part of
	// the authority.
	Userinfo: {rule: syntax.Userinfo, set: charset.Userinfo, reserved: ";:@?/",
		rule3986: syntax.RFC3986Userinfo, set3986: charset.RFC3986Userinfo},
	// 3.2.1 reserves nothing beyond the rule. RFC 3986's host is an IP
	// literal, an IPv4address or a reg-name: data is a reg-name.
	RegName: {rule: syntax.RegName, set: charset.RegName,
		rule3986: syntax.RFC3986RegName, set3986: charset.RFC3986RegName},
	// 3.3: "Within a path segment, the characters "/", ";", "=", and "?"
	// are reserved."
	Segment: {rule: syntax.Segment, set: charset.Pchar, reserved: "/;=?", structure: ";",
		rule3986: syntax.RFC3986Segment, set3986: charset.RFC3986Pchar},
	Param: {rule: syntax.Param, set: charset.Pchar, reserved: "/;=?"},
	// 3.4: "Within a query component, the characters ";", "/", "?", ":",
	// "@", "&", "=", "+", ",", and "$" are reserved."
	// RFC 2732 adds "[" and "]" to reserved, and so to uric (section 3).
	Query: {rule: syntax.Query, set: charset.Uric, set2732: charset.UricRFC2732, reserved: ";/?:@&=+,$",
		rule3986: syntax.RFC3986Query, set3986: charset.RFC3986Query},
	// 4.1 reserves nothing beyond the rule. RFC 3986's fragment is made
	// of the characters of its query.
	Fragment: {rule: syntax.Fragment, set: charset.Uric, set2732: charset.UricRFC2732,
		rule3986: syntax.RFC3986Fragment, set3986: charset.RFC3986Query},
	// A rel_segment is a segment, whose reserved characters it shares,
	// that may not hold ":" (it would read as a scheme, section 5); RFC
	// 3986's segment-nz-nc, the first segment of its path-noscheme.
	RelSegment: {rule: syntax.RelSegment, set: charset.RelSegment, reserved: "/;=?:",
		rule3986: syntax.RFC3986SegmentNzNc, set3986: charset.RFC3986SegmentNzNc},
}

// reserved3986 is RFC 3986's reserved (section 2.2).
const reserved3986 = charset.RFC3986GenDelims | charset.RFC3986SubDelims

// A byteSet is a set of bytes, computed once from the table of
// internal/charset and the lists above.
type byteSet [256]bool

// keepSets holds, for each component, the bytes that Escape (keep, and
// keep3986 in RFC 3986) and Repair (repairKeep, repairKeep2732 in RFC
// 2732 mode, repairKeep3986 in RFC 3986) write as they are. They are made
// the first time one of them runs, not when a program that imports ast
// starts.
type keepSets struct {
	keep, repairKeep, repairKeep2732 [len(specs)]byteSet
	keep3986, repairKeep3986         [len(specs)]byteSet
}

var sets = sync.OnceValue(func() *keepSets {
	k := new(keepSets)
	for c := Userinfo; c <= RelSegment; c++ {
		s := specs[c]
		set2732 := s.set2732
		if set2732 == 0 {
			set2732 = s.set
		}
		for b := range 256 {
			in := s.set.Contains(byte(b))
			structure := strings.ContainsRune(s.structure, rune(b))
			k.keep[c][b] = in && !strings.ContainsRune(s.reserved, rune(b))
			k.repairKeep[c][b] = in || structure
			k.repairKeep2732[c][b] = set2732.Contains(byte(b)) || structure
			in3986 := s.set3986.Contains(byte(b))
			k.keep3986[c][b] = in3986 && !reserved3986.Contains(byte(b))
			k.repairKeep3986[c][b] = in3986
		}
	}
	return k
})

// Targets returns every component, in the order of the constants.
func Targets() []Target {
	return []Target{Userinfo, RegName, Segment, Param, Query, Fragment, RelSegment}
}

// ParseTarget returns the component whose rule is name: "userinfo",
// "reg_name", "segment", "param", "query", "fragment" or "rel_segment",
// or the name of its rule in RFC 3986 ("reg-name", "segment-nz-nc").
func ParseTarget(name string) (Target, error) {
	for c := Userinfo; c <= RelSegment; c++ {
		if string(specs[c].rule) == name || specs[c].rule3986 != "" && string(specs[c].rule3986) == name {
			return c, nil
		}
	}
	return 0, fmt.Errorf("rfc2396: escape: no component %q: want one of userinfo, reg_name, segment, param, query, fragment, rel_segment (or RFC 3986's reg-name, segment-nz-nc)", redact.Of(name, "").String())
}

func (c Target) valid() bool { return Userinfo <= c && c <= RelSegment }

// String returns the component's rule name in RFC 2396, such as
// "reg_name".
func (c Target) String() string {
	if !c.valid() {
		return fmt.Sprintf("Target(%d)", int(c))
	}
	return string(specs[c].rule)
}

// Rule returns the rule that the component's text matches in the syntax
// of opts, as parser.MatchRule takes it: its Appendix A rule, whose name
// is its String, or with syntax.RFC3986 the rule of RFC 3986 that stands
// for it (syntax.RFC3986RegName for RegName, syntax.RFC3986SegmentNzNc
// for RelSegment). It returns "" for a value that is not one of the
// constants, for Param in RFC 3986, which has none, and for invalid
// options.
func (c Target) Rule(opts ...syntax.Syntax) syntax.Rule {
	syn, err := syntax.Read(opts, nil)
	if !c.valid() || err != nil {
		return ""
	}
	if syn.IsRFC3986() {
		return specs[c].rule3986
	}
	return specs[c].rule
}

// Reserved returns the characters that the component's section reserves
// inside it and that Escape therefore escapes although the rule allows
// them. With syntax.RFC3986 they are the reserved characters of RFC 3986
// (gen-delims and sub-delims, section 2.2) that its rule allows; it
// returns "" where Rule does.
func (c Target) Reserved(opts ...syntax.Syntax) string {
	syn, err := syntax.Read(opts, nil)
	if !c.valid() || err != nil {
		return ""
	}
	if !syn.IsRFC3986() {
		return specs[c].reserved
	}
	var b []byte
	for ch := range 128 {
		if specs[c].set3986.Contains(byte(ch)) && reserved3986.Contains(byte(ch)) {
			b = append(b, byte(ch))
		}
	}
	return string(b)
}

const upperHex = "0123456789ABCDEF"

// Escape returns data as the text of one component c: every byte that c's
// rule does not allow, or that c's section reserves, is escaped as "%"
// followed by two upper-case hexadecimal digits. Unescape gives data back.
// Escape must be given data, not text that is already escaped: "%" is
// escaped too (section 2.4.2). In RFC 2396 the syntax changes nothing:
// "[" and "]" are escaped in every component, unwise in one reading and
// reserved in the other. With syntax.RFC3986 every byte but RFC 3986's
// unreserved is escaped (see the package documentation). It panics if c
// is not one of the constants, or if opts are invalid or name RFC3986
// for Param: what Repair returns as an error, a mistake of the program
// rather than of the data.
func Escape(data string, c Target, opts ...syntax.Syntax) string {
	syn, err := read(c.check(), opts)
	if err != nil {
		panic(err.Error())
	}
	keep := &sets().keep
	if syn.IsRFC3986() {
		keep = &sets().keep3986
	}
	return apply(data, c, keep, false)
}

// Repair returns text with every byte that component c's rule forbids
// escaped: the characters that section 2.4.3 excludes, non-ASCII bytes,
// and a "%" that is not followed by two hexadecimal digits. Valid escapes
// and reserved characters stay as they are: repairing text that already
// is one component changes nothing, and repairing twice is repairing
// once. The rule is read in the syntax of opts, the module's default
// (syntax.Default), where "[" and "]" are kept in a query or a fragment;
// with syntax.RFC2396 they are escaped there too; with syntax.RFC3986 the
// rule is RFC 3986's (Target.Rule). An invalid syntax, or RFC3986 for
// Param, gets a *syntax.OptionError. It panics if c is not one of the
// constants.
func Repair(text string, c Target, opts ...syntax.Syntax) (string, error) {
	syn, err := read(c.check(), opts)
	if err != nil {
		return "", err
	}
	keep := &sets().repairKeep
	switch {
	case syn.IsRFC3986():
		keep = &sets().repairKeep3986
	case syn.IPv6():
		keep = &sets().repairKeep2732
	}
	return apply(text, c, keep, true), nil
}

// read returns the syntax of opts for component c: an *syntax.OptionError
// for invalid options, and for RFC3986 with Param.
func read(c Target, opts []syntax.Syntax) (syntax.Syntax, error) {
	syn, err := syntax.Read(opts, nil)
	if err == nil && syn.IsRFC3986() && specs[c].rule3986 == "" {
		return syn, &syntax.OptionError{Option: syn, Why: "RFC 3986 has no param: a \";\" in a path segment is one of its sub-delims (section 3.3); escape the param into the segment (escape.Segment), or read RFC 2396"}
	}
	return syn, err
}

func (c Target) check() Target {
	if !c.valid() {
		panic(fmt.Sprintf("rfc2396: escape: invalid component %d", int(c)))
	}
	return c
}

// apply escapes the bytes of s that are not in sets[c]; with escapes, it
// keeps every valid escape "%" hex hex.
func apply(s string, c Target, sets *[len(specs)]byteSet, escapes bool) string {
	set := &sets[c]
	var b []byte
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if set[ch] || escapes && ch == '%' && isEscape(s, i) {
			if b != nil {
				b = append(b, ch)
			}
			continue
		}
		if b == nil {
			b = make([]byte, i, len(s)+2*(len(s)-i))
			copy(b, s[:i])
		}
		b = append(b, '%', upperHex[ch>>4], upperHex[ch&15])
	}
	if b == nil {
		return s
	}
	return string(b)
}

// isEscape reports whether s[i:] starts with an escape "%" hex hex.
func isEscape(s string, i int) bool {
	_, ok := Octet(s, i)
	return ok
}

// Octet returns the octet that the escape "%" hex hex at s[i:] encodes,
// and false when s[i:] does not start with an escape.
func Octet(s string, i int) (byte, bool) { return pct.Octet(s, i) }

// An Error reports a "%" that does not start an escape "%" hex hex
// (section 2.4.1).
type Error struct {
	Input  string // the text given to Unescape, raw: it may hold a password
	Offset int    // the offset into Input of the byte that is not a hex digit, or len(Input) at its end
}

// text returns the input with where what may be a password lies: Unescape
// takes text of any rule, so it is read as internal/redact reads a text
// whose rule is not known, from its first ":" to its last "@".
func (e *Error) text() redact.Text { return redact.Of(e.Input, "") }

// Redacted returns a copy of the error whose Input has what may be a
// password replaced ("u:xxxxx@h") and whose Offset is moved to the same
// byte of that text (to the start of the mask, inside the password).
func (e *Error) Redacted() *Error {
	t := e.text()
	return &Error{Input: t.String(), Offset: t.Offset(min(max(e.Offset, 0), len(e.Input)))}
}

// Where returns the input and the offset into it: as given with raw, and
// otherwise as Redacted has them.
func (e *Error) Where(raw bool) parser.Position {
	if !raw {
		e = e.Redacted()
	}
	return parser.Position{Input: e.Input, Offset: e.Offset, Rule: syntax.Escaped}
}

// Error returns a message such as
//
//	rfc2396: unescape: unexpected 'z' at offset 1: a "%" must be followed by two hex digits (escaped = "%" hex hex, section 2.4.1)
//
// It shows the error as Redacted does: it names no character of what may
// be a password, and its offset is into the redacted input. It never
// panics, whatever the fields hold.
func (e *Error) Error() string { return e.message(false) }

// RawError is Error over the raw input: its offset is e.Offset, and it
// names the character even in what may be a password. It is for a caller
// that asked for the raw input, such as the command line without
// --redact.
func (e *Error) RawError() string { return e.message(true) }

// message returns the error's message, over the raw input or, when raw is
// not set, the redacted one.
func (e *Error) message(raw bool) string {
	var what string
	switch off := e.Offset; {
	case off < 0 || off > len(e.Input):
		what = "character (the offset is outside the input)"
	case !raw && e.text().InPassword(off):
		what = "character of the password (not shown)"
	case off == len(e.Input):
		what = "end of input"
	default:
		what = fmt.Sprintf("%q", e.Input[off])
		if c := e.Input[off]; c >= 0x20 && c < 0x7f {
			what = "'" + string(c) + "'"
		}
	}
	off := e.Offset
	if !raw && off >= 0 && off <= len(e.Input) {
		off = e.Redacted().Offset
	}
	return fmt.Sprintf(`rfc2396: unescape: unexpected %s at offset %d: a "%%" must be followed by two hex digits (escaped = "%%" hex hex, section 2.4.1)`, what, off)
}

// Unescape replaces every escape "%" hex hex in s by the octet it encodes.
// The result may hold any byte, including ones that are not valid UTF-8.
// A "%" that is not followed by two hexadecimal digits is kept as it is,
// and the error, an *Error, names the first one; text that a parser
// accepted never holds one.
func Unescape(s string) (string, error) {
	d, bad := pct.Decode(s)
	if bad >= 0 {
		return d, &Error{Input: s, Offset: bad}
	}
	return d, nil
}
