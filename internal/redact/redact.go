// Package redact hides the password of a URI's userinfo, as net/url's
// URL.Redacted does: the part of the userinfo after its first ":" becomes
// "xxxxx". It is the one place that decides what a password is, for the
// parser's errors, resolve's Explain notes, package uri's Redacted and the
// command line's --redact.
//
// Section 7 of RFC 2396 "strongly disrecommends" passwords in URIs; a
// program that logs a URI or an error about one should not log a password
// with it.
//
// Where the password lies depends on what a string is, which the caller
// says with the rule it read the string as (Of): a whole reference, an
// authority or server, a userinfo, or another component. The functions
// work on any string, valid or not, so that the input of a parse error can
// be redacted too: a whole reference is split as Appendix B's regular
// expression splits any string (parts.AppendixB), and a userinfo ends at
// the authority's last "@" (a reg_name may hold "@"; taking the last
// hides more).
package redact

import (
	"strings"

	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// Mask is what a password is replaced with, as net/url writes it.
const Mask = "xxxxx"

// A Text is a string and where its password lies, if it has one.
type Text struct {
	S        string // the text
	From, To int    // the password is S[From:To]
	OK       bool   // S has a password
}

// Of returns the text s, read as the rule r, with its password:
//
//   - a whole reference (URI_reference, absoluteURI, relativeURI,
//     net_path, hier_part): the password of the authority after "//";
//   - an authority, a server or a reg_name: the password of its
//     userinfo, which ends at its last "@";
//   - a userinfo: everything after its first ":";
//   - the empty rule, for a string whose rule is not known: from its first
//     ":" to its last "@" after it, which covers the other readings;
//   - any other rule, a component alone (the value of an edit, say): as
//     the empty rule. Its own rule gives it no userinfo, but a caller may
//     have put a whole reference, or an authority, where the component
//     goes, and a message about it must not show the password.
//
// The password may be empty ("//u:@h"); it is still a password, as for
// net/url.
func Of(s string, r syntax.Rule) Text {
	t := Text{S: s}
	switch r {
	case syntax.URIReference, syntax.AbsoluteURI, syntax.RelativeURI, syntax.HierPart:
		c := parts.AppendixB(s)
		switch {
		case c.Authority.Defined():
			t.From, t.To, t.OK = authority(s, c.Authority.Start, c.Authority.End)
		case strings.HasPrefix(s, "://"):
			// A scheme left out ("://u:p@h"), which Appendix B's scheme,
			// of one character or more, does not take: a reader still
			// sees an authority after the "//".
			a := parts.AppendixB(s[1:]).Authority
			t.From, t.To, t.OK = authority(s, 1+a.Start, 1+a.End)
		}
	case syntax.NetPath:
		if strings.HasPrefix(s, "//") {
			c := parts.AppendixB(s)
			t.From, t.To, t.OK = authority(s, c.Authority.Start, c.Authority.End)
		}
	case syntax.Authority, syntax.Server, syntax.RegName:
		t.From, t.To, t.OK = authority(s, 0, len(s))
	case syntax.Userinfo:
		if i := strings.IndexByte(s, ':'); i >= 0 {
			t.From, t.To, t.OK = i+1, len(s), true
		}
	default:
		colon, at := strings.IndexByte(s, ':'), strings.LastIndexByte(s, '@')
		if colon >= 0 && at > colon {
			t.From, t.To, t.OK = colon+1, at, true
		}
	}
	return t
}

// authority returns the span of the password of the authority s[from:to].
func authority(s string, from, to int) (int, int, bool) {
	at := strings.LastIndexByte(s[from:to], '@')
	if at < 0 {
		return 0, 0, false
	}
	colon := strings.IndexByte(s[from:from+at], ':')
	if colon < 0 {
		return 0, 0, false
	}
	return from + colon + 1, from + at, true
}

// String returns the text with its password replaced by Mask.
func (t Text) String() string {
	if !t.OK {
		return t.S
	}
	return t.S[:t.From] + Mask + t.S[t.To:]
}

// Offset maps offset off of the text to the offset of the same byte in
// its String. An offset inside the password maps to the start of the
// mask; one after it moves by the difference in length.
func (t Text) Offset(off int) int {
	switch {
	case !t.OK || off < t.From:
		return off
	case off < t.To:
		return t.From
	}
	return off - (t.To - t.From) + len(Mask)
}

// InPassword reports whether offset off of the text is inside its
// password.
func (t Text) InPassword(off int) bool { return t.OK && t.From <= off && off < t.To }

// String returns s, a whole URI reference, with the password of its
// userinfo replaced by Mask, or s itself when it has none.
func String(s string) string { return Of(s, syntax.URIReference).String() }

// Authority is String for the text of an authority alone, without the
// "//" before it: "u:pw@h" becomes "u:xxxxx@h".
func Authority(a string) string { return Of(a, syntax.Authority).String() }
