// Package redact hides the password of a URI's userinfo, as net/url's
// URL.Redacted does: the part of the userinfo after its first ":" becomes
// "xxxxx". It is the one place that decides what a password is, for the
// parser's and resolve's error messages, resolve's Explain notes, package
// uri's Redacted and the command line's --redact.
//
// Section 7 of RFC 2396 "strongly disrecommends" passwords in URIs; a
// program that logs a URI or an error about one should not log a password
// with it.
//
// The functions work on any string, valid URI or not, so that the input of
// a parse error can be redacted too. They split it as Appendix B's regular
// expression does: the authority follows "//" (after the scheme, or at the
// start) and ends before the next "/", "?" or "#"; its userinfo ends at its
// last "@" (a reg_name may hold "@"; taking the last hides more).
package redact

import "strings"

// Mask is what a password is replaced with, as net/url writes it.
const Mask = "xxxxx"

// Password returns the span [from,to) of the password in s: the userinfo's
// text after its first ":". It returns ok false when s has no authority,
// or an authority without "@", or a userinfo without ":". The password
// may be empty ("//u:@h"); it is still a password, as for net/url.
func Password(s string) (from, to int, ok bool) {
	at := 0
	if i := strings.IndexAny(s, ":/?#"); i > 0 && s[i] == ':' {
		at = i + 1
	}
	if !strings.HasPrefix(s[at:], "//") {
		return 0, 0, false
	}
	at += 2
	return authorityPassword(s, at)
}

// authorityPassword is Password for an authority that starts at offset
// at in s and ends before the next "/", "?" or "#".
func authorityPassword(s string, at int) (from, to int, ok bool) {
	end := len(s)
	if i := strings.IndexAny(s[at:], "/?#"); i >= 0 {
		end = at + i
	}
	userEnd := strings.LastIndexByte(s[at:end], '@')
	if userEnd < 0 {
		return 0, 0, false
	}
	colon := strings.IndexByte(s[at:at+userEnd], ':')
	if colon < 0 {
		return 0, 0, false
	}
	return at + colon + 1, at + userEnd, true
}

// A Text is a string and where its password lies, if it has one.
type Text struct {
	S        string // the text
	From, To int    // the password is S[From:To]
	OK       bool   // S has a password
}

// Of returns the text s, a URI reference, with its password.
func Of(s string) Text {
	from, to, ok := Password(s)
	return Text{s, from, to, ok}
}

// OfAuthority returns the text a, an authority alone (without the "//"
// before it), with its password.
func OfAuthority(a string) Text {
	from, to, ok := authorityPassword(a, 0)
	return Text{a, from, to, ok}
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

// String returns s, a URI reference, with the password of its userinfo
// replaced by Mask, or s itself when it has none.
func String(s string) string { return Of(s).String() }

// Authority is String for the text of an authority alone, without the
// "//" before it: "u:pw@h" becomes "u:xxxxx@h".
func Authority(a string) string { return OfAuthority(a).String() }

// Offset maps offset off of s to the offset of the same byte in String(s).
func Offset(s string, off int) int { return Of(s).Offset(off) }

// InPassword reports whether offset off of s is inside its password.
func InPassword(s string, off int) bool { return Of(s).InPassword(off) }
