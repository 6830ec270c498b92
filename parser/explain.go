package parser

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/charset"
	"github.com/rfc2396/rfc2396/internal/scan"
)

// ServerError says why an authority that was parsed as a registry-based
// name is not a server (section 3.2). It reads the text as a server would
// be read, a userinfo up to the first "@", then a host, then ":" and a
// port, and returns an *Error at the first character from which that
// reading cannot go on, with the rule it breaks and why, such as
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
	if scan.IsServer(t) {
		return nil
	}
	at := func(off int, rule, hint string) *Error {
		e := &Error{Input: t, Offset: off, Char: EndOfInput, Rule: rule, Hint: hint, read: "authority"}
		if off < len(t) {
			e.Char, _ = utf8.DecodeRuneInString(t[off:])
		}
		return e
	}
	hp, base := t, 0 // hostport, and where it starts
	if i := strings.IndexByte(t, '@'); i >= 0 {
		if bad := firstNot(t[:i], charset.Userinfo); bad >= 0 {
			return at(bad, "userinfo", "this character cannot be part of a userinfo (section 3.2.2)")
		}
		hp, base = t[i+1:], i+1
	}
	host := hp
	if k := strings.IndexAny(hp, ":@"); k >= 0 {
		host = hp[:k]
	}
	if e := hostError(host); e != nil {
		e.Input, e.Offset, e.read = t, e.Offset+base, "authority"
		if e.Offset < len(t) {
			e.Char, _ = utf8.DecodeRuneInString(t[e.Offset:])
		}
		return e
	}
	if host == "" {
		return at(base, "host", "a server with a userinfo or a port needs a host there (section 3.2.2)")
	}
	end := base + len(host)
	switch {
	case end == len(t):
	case t[end] == '@':
		return at(end, "hostport", `a server has one "@", after its userinfo; another "@" cannot be part of a host (section 3.2.2)`)
	default: // ":" and a port
		if bad := firstNot(t[end+1:], charset.Digit); bad >= 0 {
			return at(end+1+bad, "port", "a port is decimal digits only (section 3.2.2)")
		}
	}
	return at(0, "host", "this is neither a hostname nor an IPv4 address (section 3.2.2)")
}

// hostError returns an error at the first offset of host from which it
// cannot go on to be a hostname or an IPv4 address, or nil when it is
// one or may still become one. Its Input is left to the caller.
func hostError(host string) *Error {
	at := func(off int, rule, hint string) *Error {
		return &Error{Offset: off, Char: EndOfInput, Rule: rule, Hint: hint}
	}
	label := 0 // the length of the label so far
	for i := 0; i < len(host); i++ {
		switch c := host[i]; {
		case c == '.':
			if label == 0 {
				return at(i, "hostname", "a hostname's labels are not empty: two dots in a row, or a dot first (section 3.2.2)")
			}
			if host[i-1] == '-' {
				return at(i, "domainlabel", `a label cannot end with "-" (section 3.2.2)`)
			}
			label = 0
		case c == '-':
			if label == 0 {
				return at(i, "domainlabel", `a label cannot begin with "-" (section 3.2.2)`)
			}
			label++
		default:
			if !charset.Alphanum.Contains(c) {
				r, _ := utf8.DecodeRuneInString(host[i:])
				return at(i, "hostname", strconv.Quote(string(r))+` cannot be part of a hostname, which holds only letters, digits, "-" and "." (section 3.2.2)`)
			}
			label++
		}
	}
	if host == "" {
		return nil
	}
	if host[len(host)-1] == '-' {
		return at(len(host), "domainlabel", `a label cannot end with "-" (section 3.2.2)`)
	}
	if scan.IsHost(host) {
		return nil
	}
	top := strings.TrimSuffix(host, ".")
	top = top[strings.LastIndexByte(top, '.')+1:]
	return at(len(host), "toplabel", fmt.Sprintf("the last label of a hostname, %q, must begin with a letter, and an IPv4 address is four numbers without a trailing dot (section 3.2.2)", top))
}

// firstNot returns the offset of the first character of s that is not in
// set, or -1 when there is none. An escape counts as one character of
// userinfo; a port has none.
func firstNot(s string, set charset.Set) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if set == charset.Userinfo && c == '%' && i+2 < len(s) && charset.Hex.Contains(s[i+1]) && charset.Hex.Contains(s[i+2]) {
			i += 2
			continue
		}
		if !set.Contains(c) {
			return i
		}
	}
	return -1
}
