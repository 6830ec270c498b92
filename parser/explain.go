package parser

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/charset"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
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
// It reads the text as the default does, whose IPv4address has numbers
// of one to three digits (RFC 2732): "1234.1.1.1" is a registry name
// there, and a server in Appendix A to the letter (syntax.RFC2396).
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
	if isServer(t) {
		return nil
	}
	at := func(off int, rule syntax.Rule, hint string) *Error {
		return withHint(t, syntax.Authority, off, rule, nil, hint)
	}
	hp, base := t, 0 // hostport, and where it starts
	if i := strings.IndexByte(t, '@'); i >= 0 {
		if bad := firstNot(t[:i], charset.Userinfo); bad >= 0 {
			return at(bad, syntax.Userinfo, "this character cannot be part of a userinfo (section 3.2.2)")
		}
		hp, base = t[i+1:], i+1
	}
	host := hp
	if k := strings.IndexAny(hp, ":@"); k >= 0 {
		host = hp[:k]
	}
	if off, rule, hint, bad := hostError(host); bad {
		return at(base+off, rule, hint)
	}
	if host == "" {
		return at(base, syntax.Host, "a server with a userinfo or a port needs a host there (section 3.2.2)")
	}
	end := base + len(host)
	switch {
	case end == len(t):
	case t[end] == '@':
		return at(end, syntax.Hostport, `a server has one "@", after its userinfo; another "@" cannot be part of a host (section 3.2.2)`)
	default: // ":" and a port
		if bad := firstNot(t[end+1:], charset.Digit); bad >= 0 {
			return at(end+1+bad, syntax.Port, "a port is decimal digits only (section 3.2.2)")
		}
	}
	return at(0, syntax.Host, "this is neither a hostname nor an IPv4 address (section 3.2.2)")
}

// isServer reports whether s, as a whole, is a server in the default
// syntax: the authority of the network path "//" s, read as a server.
func isServer(s string) bool {
	var c parts.Components
	return scanInto("//"+s, defaultSyntax, &c) && c.Server && c.Authority.End == len(c.Text)
}

// hostError returns the first offset of host from which it cannot go on
// to be a hostname or an IPv4 address, with the rule it breaks there and
// why, and false when it is one or may still become one.
func hostError(host string) (off int, rule syntax.Rule, hint string, bad bool) {
	at := func(off int, rule syntax.Rule, hint string) (int, syntax.Rule, string, bool) {
		return off, rule, hint, true
	}
	label := 0 // the length of the label so far
	for i := 0; i < len(host); i++ {
		switch c := host[i]; {
		case c == '.':
			if label == 0 {
				return at(i, syntax.Hostname, "a hostname's labels are not empty: two dots in a row, or a dot first (section 3.2.2)")
			}
			if host[i-1] == '-' {
				return at(i, syntax.Domainlabel, `a label cannot end with "-" (section 3.2.2)`)
			}
			label = 0
		case c == '-':
			if label == 0 {
				return at(i, syntax.Domainlabel, `a label cannot begin with "-" (section 3.2.2)`)
			}
			label++
		default:
			if !charset.Alphanum.Contains(c) {
				r, _ := utf8.DecodeRuneInString(host[i:])
				return at(i, syntax.Hostname, strconv.Quote(string(r))+` cannot be part of a hostname, which holds only letters, digits, "-" and "." (section 3.2.2)`)
			}
			label++
		}
	}
	if host == "" {
		return 0, "", "", false
	}
	if host[len(host)-1] == '-' {
		return at(len(host), syntax.Domainlabel, `a label cannot end with "-" (section 3.2.2)`)
	}
	if isServer(host) { // letters, digits, "-" and ".": a server when a host
		return 0, "", "", false
	}
	top := strings.TrimSuffix(host, ".")
	top = top[strings.LastIndexByte(top, '.')+1:]
	return at(len(host), syntax.Toplabel, fmt.Sprintf("the last label of a hostname, %q, must begin with a letter, and an IPv4 address is four numbers of one to three digits (RFC 2732; Appendix A's have any number) without a trailing dot (section 3.2.2)", top))
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
