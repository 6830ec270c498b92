package scan

import (
	"slices"
	"strings"

	"github.com/rfc2396/rfc2396/internal/charset"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// Match reports whether s, as a whole, is the rule named, as the grammar's
// parser reads that rule on its own, and known false for a name that is
// no rule of the grammar. It knows every rule of syntax.Rules: those of
// Appendix A, read in the syntax syn, of which it reads IPv6 alone (no
// rule is the query-only reference), and those that RFC 2732 adds, which
// it reads whatever syn says. The rules that look past their own text to
// decide (authority) take the end of s as what follows.
//
// In RFC 3986 it knows every rule of syntax.Rules(syntax.RFC3986).
//
// Each rule is read by the functions that read it in a reference, in a
// constant number of passes over s: time linear in its length, and no
// allocation.
func Match(rule syntax.Rule, s string, syn syntax.Syntax) (match, known bool) {
	if syn.IsRFC3986() {
		return match3986(rule, s)
	}
	if slices.Contains(Rules, rule) {
		f, _ := Rule(rule, s, syn)
		return f == nil, true
	}
	var b parts.Components
	b.Reset(s)
	p := scanner{s: s, b: &b, syn: ruleSyntax(syn), uric: uricOf(syn)}
	ipv6 := syn.IPv6()
	switch rule {
	case syntax.URIReference:
		return p.uriReference(), true
	case syntax.AbsoluteURI:
		end := p.scheme()
		return end > 0 && p.at(end) == ':' && p.ends(p.absoluteURI(end)), true
	case syntax.RelativeURI:
		// relativeURI reads the empty reference too.
		return s != "" && p.ends(p.relativeURI(p.scheme())), true
	case syntax.HierPart:
		return p.at(0) == '/' && p.ends(p.hierPart(0)), true
	case syntax.NetPath:
		// netPath reads the query after the path too.
		return strings.HasPrefix(s, "//") && p.ends(p.netPath(2)) && !b.Query.Defined(), true
	case syntax.Path:
		// path = [ abs_path | opaque_part ]
		switch {
		case s == "":
			return true, true
		case s[0] == '/':
			return Match(syntax.AbsPath, s, syn)
		}
		return Match(syntax.OpaquePart, s, syn)
	case syntax.RelSegment:
		return s != "" && p.ends(p.run(0, runRelSegment)), true
	case syntax.RegName:
		return s != "" && p.ends(p.run(0, runRegName)), true
	case syntax.Server:
		// What authority reads as a server, as a whole.
		return p.ends(p.authority(0)) && b.Server, true
	case syntax.Userinfo:
		return p.ends(p.run(0, runUserinfo)), true
	case syntax.Hostport:
		return p.hostport(), true
	case syntax.Host:
		return hostKind(s, ipv6) != parts.NoHost || ipv6 && p.at(0) == '[' && p.ends(p.ipv6reference(0)), true
	case syntax.Hostname:
		return isHostname(s), true
	case syntax.Domainlabel:
		return isLabel(s, charset.Alphanum), true
	case syntax.Toplabel:
		return isLabel(s, charset.Alpha), true
	case syntax.IPv4Address:
		return isIPv4Address(s, ipv6), true
	case syntax.Port:
		return isPort(s), true
	case syntax.PathSegments:
		return p.ends(p.run(0, runPathSegments)), true
	case syntax.Segment:
		// segment = *pchar *( ";" param ): path_segments' characters but "/"
		return p.ends(p.run(0, runPathSegments)) && strings.IndexByte(s, '/') < 0, true
	case syntax.Param:
		// param = *pchar: path_segments' characters but "/" and ";"
		return p.ends(p.run(0, runPathSegments)) && strings.IndexAny(s, "/;") < 0, true
	case syntax.UricNoSlash:
		return p.char(charset.UricNoSlash, charset.UricNoSlash, true), true
	case syntax.Pchar:
		return p.char(charset.Pchar, charset.Pchar, true), true
	case syntax.Uric:
		return p.char(charset.Uric, charset.UricRFC2732, true), true
	case syntax.Reserved:
		return p.char(charset.Reserved, charset.ReservedRFC2732, false), true
	case syntax.Unreserved:
		return p.char(charset.Unreserved, charset.Unreserved, false), true
	case syntax.Mark:
		return p.char(charset.Mark, charset.Mark, false), true
	case syntax.Escaped:
		// escaped = "%" hex hex
		return len(s) == 3 && s[0] == '%' && hexPair(s, 0), true
	case syntax.Hex:
		return p.char(charset.Hex, charset.Hex, false), true
	case syntax.Alphanum:
		return p.char(charset.Alphanum, charset.Alphanum, false), true
	case syntax.Alpha:
		return p.char(charset.Alpha, charset.Alpha, false), true
	case syntax.Lowalpha:
		return p.char(charset.Lowalpha, charset.Lowalpha, false), true
	case syntax.Upalpha:
		return p.char(charset.Upalpha, charset.Upalpha, false), true
	case syntax.Digit:
		return p.char(charset.Digit, charset.Digit, false), true
	case syntax.IPv6Reference:
		return p.at(0) == '[' && p.ends(p.ipv6reference(0)), true
	case syntax.IPv6Address:
		return isIPv6Address(s), true
	case syntax.Hex4:
		return isHex4(s), true
	}
	return false, false
}

// ruleSyntax returns syn without the query-only reference, which no rule
// of the grammar derives: strict RFC 2396, or RFC 2732 mode.
func ruleSyntax(syn syntax.Syntax) syntax.Syntax {
	if syn.IPv6() {
		return syntax.RFC2732.Over(syntax.RFC2396)
	}
	return syntax.RFC2396
}

// ends reports whether a reading that returned end and ok read the whole
// input.
func (p *scanner) ends(end int, ok bool) bool { return ok && end == len(p.s) }

// char reports whether the input is one byte of set (of rfc2732 in RFC
// 2732 mode) or, where escaped is set, an escape.
func (p *scanner) char(set, rfc2732 charset.Set, escaped bool) bool {
	if p.syn.IPv6() {
		set = rfc2732
	}
	s := p.s
	return len(s) == 1 && set.Contains(s[0]) || escaped && len(s) == 3 && s[0] == '%' && hexPair(s, 0)
}

// hostport = host [ ":" port ]
//
// hostport reports whether the input, as a whole, is a hostport: a host up
// to the first ":", which no hostname or IPv4address holds, or in RFC 2732
// mode an ipv6reference, then perhaps ":" and a port.
func (p *scanner) hostport() bool {
	s := p.s
	var end int
	if p.syn.IPv6() && p.at(0) == '[' {
		var ok bool
		if end, ok = p.ipv6reference(0); !ok {
			return false
		}
	} else {
		if end = strings.IndexByte(s, ':'); end < 0 {
			end = len(s)
		}
		if hostKind(s[:end], p.syn.IPv6()) == parts.NoHost {
			return false
		}
	}
	return end == len(s) || s[end] == ':' && isPort(s[end+1:])
}

// isLabel reports whether s is a label that starts with a byte of first:
// a domainlabel for alphanum, a toplabel for alpha.
//
// domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum
// toplabel    = alpha | alpha *( alphanum | "-" ) alphanum
func isLabel(s string, first charset.Set) bool {
	if s == "" || !first.Contains(s[0]) || !charset.Alphanum.Contains(s[len(s)-1]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !charset.Alphanum.Contains(s[i]) && s[i] != '-' {
			return false
		}
	}
	return true
}

// isIPv6Address reports whether s is an IPv6address, as ipv6 reads one.
func isIPv6Address(s string) bool {
	v := ipv6{tail: -1}
	for i := 0; i < len(s); i++ {
		if !v.next(s[i]) {
			return false
		}
	}
	return v.end()
}

// hex4 = 1*4HEXDIG
func isHex4(s string) bool {
	if len(s) < 1 || len(s) > 4 {
		return false
	}
	for i := range len(s) {
		if !charset.Hex.Contains(s[i]) {
			return false
		}
	}
	return true
}
