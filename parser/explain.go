package parser

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rfc2396/rfc2396/ast"
)

// ServerError says why an authority that was parsed as a registry-based
// name is not a server (section 3.2): it returns an *Error at the first
// character where the text stops being a server, with the rule it breaks
// and why, such as
//
//	unexpected '_' at offset 1 in hostname; "_" cannot be part of a hostname: ...
//
// for "a_b". The error's Input is reg's text and its Offset is into that
// text: add reg.Offset for an offset into the reference. It returns nil
// for a nil reg, or for text that is a server after all (a tree a parser
// did not build).
//
// This is the most common surprise of RFC 2396: "a_b.example" or
// "host:http" are registry names, so a server-based reading (a host and a
// port) of them is undefined, and java.net.URI's getHost returns null for
// them.
func ServerError(reg *ast.RegName) *Error {
	if reg == nil {
		return nil
	}
	t := reg.Text
	if ok, _ := MatchRule("server", t); ok {
		return nil
	}
	at := func(off int, rule, hint string) *Error {
		e := &Error{Input: t, Offset: off, Char: EndOfInput, Rule: rule, Hint: hint}
		if off < len(t) {
			e.Char, _ = utf8.DecodeRuneInString(t[off:])
		}
		return e
	}
	hp, base := t, 0 // hostport, and where it starts
	if i := strings.IndexByte(t, '@'); i >= 0 {
		if bad := firstNot(t[:i], "userinfo"); bad >= 0 {
			return at(bad, "userinfo", "this character cannot be part of a userinfo (section 3.2.2)")
		}
		hp, base = t[i+1:], i+1
		if j := strings.IndexByte(hp, '@'); j >= 0 {
			return at(base+j, "hostport", `a server has one "@", after its userinfo; another "@" cannot be part of a host (section 3.2.2)`)
		}
	}
	host := hp
	if k := strings.IndexByte(hp, ':'); k >= 0 {
		host = hp[:k]
		if bad := firstNot(hp[k+1:], "digit"); bad >= 0 {
			return at(base+k+1+bad, "port", "a port is decimal digits only (section 3.2.2)")
		}
	}
	if host == "" {
		return at(base, "host", "a server with a userinfo or a port needs a host there (section 3.2.2)")
	}
	if bad := firstNot(host, "hostname"); bad >= 0 {
		c, _ := utf8.DecodeRuneInString(host[bad:])
		return at(base+bad, "hostname", strconv.Quote(string(c))+` cannot be part of a hostname, which holds only letters, digits, "-" and "." (section 3.2.2)`)
	}
	// Only letters, digits, "-" and ".": the labels are wrong.
	labels := strings.Split(strings.TrimSuffix(host, "."), ".")
	off := base
	for i, l := range labels {
		switch {
		case l == "":
			return at(off, "hostname", "a hostname's labels are not empty: two dots in a row, or a dot first (section 3.2.2)")
		case l[0] == '-':
			return at(off, "domainlabel", `a label cannot begin with "-" (section 3.2.2)`)
		case l[len(l)-1] == '-':
			return at(off+len(l)-1, "domainlabel", `a label cannot end with "-" (section 3.2.2)`)
		case i == len(labels)-1 && isDigit(l[0]):
			return at(off, "toplabel", "the last label of a hostname (toplabel) begins with a letter, and an IPv4 address is four numbers without a trailing dot (section 3.2.2)")
		}
		off += len(l) + 1
	}
	return at(0, "host", "this is neither a hostname nor an IPv4 address (section 3.2.2)")
}

// firstNot returns the offset of the first character of s that rule does
// not allow on its own (for "hostname": a letter, a digit, "-" or "."), or
// -1 when there is none. An escape counts as one character of userinfo;
// a hostname has none.
func firstNot(s, rule string) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if rule == "userinfo" && c == '%' && i+2 < len(s) {
			if ok, _ := MatchRule("escaped", s[i:i+3]); ok {
				i += 2
				continue
			}
		}
		var ok bool
		if rule == "hostname" {
			ok = c == '-' || c == '.'
			if !ok {
				ok, _ = MatchRule("alphanum", s[i:i+1])
			}
		} else {
			ok, _ = MatchRule(rule, s[i:i+1])
		}
		if !ok {
			return i
		}
	}
	return -1
}
