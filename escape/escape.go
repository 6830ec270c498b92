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
// Repair reads the component's rule in a syntax.Syntax, the module's
// default reading (syntax.Default) unless one is given: there "[" and "]"
// are reserved (RFC 2732), and Repair keeps them in a query or a
// fragment; with syntax.RFC2396 they are unwise and escaped. Escape takes
// no syntax and escapes them in every component.
//
// The message of an *Error of Unescape never shows a password: it names
// no character of what may be the password of a userinfo.
//
// Escape and Repair return "" for empty data, which reg_name and
// rel_segment do not match: the caller decides whether the component may
// be left out. Escape leaves the segments "." and ".." as they are, since
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
// Repair keeps.
type spec struct {
	rule     syntax.Rule // the Appendix A rule
	set      charset.Set // the characters the rule allows, less escaped
	set2732  charset.Set // the same in RFC 2732 mode, where it differs; 0 where it does not
	reserved string      // the characters the component's section reserves
	// structure holds the characters that the rule allows outside set: a
	// segment's ";" that introduces a param (segment = *pchar *( ";"
	// param )). Repair keeps them; Escape escapes them.
	structure string
}

var specs = [...]spec{
	// 3.2: "Within the authority component, the characters ";", ":",
	// "@", "?", and "/" are reserved." The userinfo (3.2.2) is part of
	// the authority.
	Userinfo: {rule: syntax.Userinfo, set: charset.Userinfo, reserved: ";:@?/"},
	// 3.2.1 reserves nothing beyond the rule.
	RegName: {rule: syntax.RegName, set: charset.RegName},
	// 3.3: "Within a path segment, the characters "/", ";", "=", and "?"
	// are reserved."
	Segment: {rule: syntax.Segment, set: charset.Pchar, reserved: "/;=?", structure: ";"},
	Param:   {rule: syntax.Param, set: charset.Pchar, reserved: "/;=?"},
	// 3.4: "Within a query component, the characters ";", "/", "?", ":",
	// "@", "&", "=", "+", ",", and "$" are reserved."
	// RFC 2732 adds "[" and "]" to reserved, and so to uric (section 3).
	Query: {rule: syntax.Query, set: charset.Uric, set2732: charset.UricRFC2732, reserved: ";/?:@&=+,$"},
	// 4.1 reserves nothing beyond the rule.
	Fragment: {rule: syntax.Fragment, set: charset.Uric, set2732: charset.UricRFC2732},
	// A rel_segment is a segment, whose reserved characters it shares,
	// that may not hold ":" (it would read as a scheme, section 5).
	RelSegment: {rule: syntax.RelSegment, set: charset.RelSegment, reserved: "/;=?:"},
}

// A byteSet is a set of bytes, computed once from the table of
// internal/charset and the lists above.
type byteSet [256]bool

// keepSets holds, for each component, the bytes that Escape (keep) and
// Repair (repairKeep, and repairKeep2732 in RFC 2732 mode) write as they
// are. They are made the first time one of them runs, not when a program
// that imports ast starts.
type keepSets struct {
	keep, repairKeep, repairKeep2732 [len(specs)]byteSet
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
		}
	}
	return k
})

// Targets returns every component, in the order of the constants.
func Targets() []Target {
	return []Target{Userinfo, RegName, Segment, Param, Query, Fragment, RelSegment}
}

// ParseTarget returns the component whose rule is name: "userinfo",
// "reg_name", "segment", "param", "query", "fragment" or "rel_segment".
func ParseTarget(name string) (Target, error) {
	for c := Userinfo; c <= RelSegment; c++ {
		if string(specs[c].rule) == name {
			return c, nil
		}
	}
	return 0, fmt.Errorf("rfc2396: escape: no component %q: want one of userinfo, reg_name, segment, param, query, fragment, rel_segment", redact.Of(name, "").String())
}

func (c Target) valid() bool { return Userinfo <= c && c <= RelSegment }

// String returns the component's rule name, such as "reg_name".
func (c Target) String() string {
	if !c.valid() {
		return fmt.Sprintf("Target(%d)", int(c))
	}
	return string(specs[c].rule)
}

// Rule returns the Appendix A rule that the component's text matches, as
// parser.MatchRule takes it, or "" for a value that is not one of the
// constants. Its name is the component's String.
func (c Target) Rule() syntax.Rule {
	if !c.valid() {
		return ""
	}
	return specs[c].rule
}

// Reserved returns the characters that the component's section reserves
// inside it and that Escape therefore escapes although the rule allows
// them.
func (c Target) Reserved() string {
	if !c.valid() {
		return ""
	}
	return specs[c].reserved
}

const upperHex = "0123456789ABCDEF"

// Escape returns data as the text of one component c: every byte that c's
// rule does not allow, or that c's section reserves, is escaped as "%"
// followed by two upper-case hexadecimal digits. Unescape gives data back.
// Escape must be given data, not text that is already escaped: "%" is
// escaped too (section 2.4.2). It panics if c is not one of the
// constants.
func Escape(data string, c Target) string {
	return apply(data, c.check(), &sets().keep, false)
}

// Repair returns text with every byte that component c's rule forbids
// escaped: the characters that section 2.4.3 excludes, non-ASCII bytes,
// and a "%" that is not followed by two hexadecimal digits. Valid escapes
// and reserved characters stay as they are: repairing text that already
// is one component changes nothing, and repairing twice is repairing
// once. The rule is read in the syntax of opts, the module's default
// (syntax.Default), where "[" and "]" are kept in a query or a fragment;
// with syntax.RFC2396 they are escaped there too. An invalid syntax gets
// a *syntax.OptionError. It panics if c is not one of the constants.
func Repair(text string, c Target, opts ...syntax.Syntax) (string, error) {
	syn, err := syntax.ReadRFC2396("escape", opts, nil)
	if err != nil {
		return "", err
	}
	keep := &sets().repairKeep
	if syn.IPv6() {
		keep = &sets().repairKeep2732
	}
	return apply(text, c.check(), keep, true), nil
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
