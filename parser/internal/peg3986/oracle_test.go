package peg3986

// This file is an oracle for RFC 3986's Appendix A, written from the ABNF
// independently of grammar/rfc3986.peg and of its PEG readings:
//
//   - Appendix B's regular expression splits a reference into its five
//     components, which the RFC says it does for every well-formed
//     reference; each component is then checked on its own. A string that
//     no derivation splits as Appendix B does is no reference, so checking
//     Appendix B's split alone is enough.
//   - An authority is split by hand at its delimiters: the userinfo ends at
//     the first "@" (none of userinfo, host and port holds one), an
//     IP-literal at the first "]", a reg-name or IPv4address at the first
//     ":" (neither holds one).
//   - The character-level rules are Go regular expressions, each written
//     from its ABNF line and matched against the whole string. Go's regexp
//     finds a match wherever one exists, whatever the order of
//     alternatives, so no ABNF alternation needs an order here.
//   - IPv4address is checked by value: four decimal numbers 0 to 255
//     without leading zeros, as dec-octet's five alternatives allow.
//   - IPv6address is checked with net/netip.ParseAddr, which reads RFC
//     4291's text form, as the ABNF transcribes RFC 3513's. The oracle
//     first keeps netip from what the ABNF does not allow: any character
//     but hexadecimal digits, ":" and "." (a zone, "%eth0"), and an
//     address without ":" (netip's IPv4 form); and it checks an embedded
//     IPv4 tail with its own IPv4 check, so that netip's reading of it is
//     not trusted.
//
// host's "first-match-wins" (section 3.2.2) decides what a host is, not
// whether it is one: an oracle of validity takes the union of its
// alternatives.

import (
	"net/netip"
	"regexp"
	"strings"
)

// The character sets of the ABNF, as the bodies of regular expression
// classes, and the rules built from them.
const (
	alphaChars      = `A-Za-z`
	digitChars      = `0-9`
	hexChars        = `0-9A-Fa-f`
	unreservedChars = alphaChars + digitChars + `._~\-`
	subDelimChars   = `!$&'()*+,;=`

	rePct          = `%[` + hexChars + `][` + hexChars + `]`
	rePchar        = `(?:[` + unreservedChars + subDelimChars + `:@]|` + rePct + `)`
	reSegment      = rePchar + `*`
	reSegmentNZ    = rePchar + `+`
	reSegmentNZNC  = `(?:[` + unreservedChars + subDelimChars + `@]|` + rePct + `)+`
	rePathAbempty  = `(?:/` + reSegment + `)*`
	rePathAbsolute = `/(?:` + reSegmentNZ + `(?:/` + reSegment + `)*)?`
	rePathNoscheme = reSegmentNZNC + `(?:/` + reSegment + `)*`
	rePathRootless = reSegmentNZ + `(?:/` + reSegment + `)*`
	reQuery        = `(?:` + rePchar + `|[/?])*`
	reH16          = `[` + hexChars + `]{1,4}`
)

// whole compiles re to match a whole string.
func whole(re string) *regexp.Regexp { return regexp.MustCompile(`^(?:` + re + `)$`) }

var (
	scheme       = whole(`[` + alphaChars + `][` + alphaChars + digitChars + `+.\-]*`)
	userinfo     = whole(`(?:[` + unreservedChars + subDelimChars + `:]|` + rePct + `)*`)
	regName      = whole(`(?:[` + unreservedChars + subDelimChars + `]|` + rePct + `)*`)
	port         = whole(`[` + digitChars + `]*`)
	ipvFuture    = whole(`[vV][` + hexChars + `]+\.[` + unreservedChars + subDelimChars + `:]+`)
	h16          = whole(reH16)
	h16Pair      = whole(reH16 + `:` + reH16)
	pathAbempty  = whole(rePathAbempty)
	pathAbsolute = whole(rePathAbsolute)
	pathNoscheme = whole(rePathNoscheme)
	pathRootless = whole(rePathRootless)
	segment      = whole(reSegment)
	segmentNZ    = whole(reSegmentNZ)
	segmentNZNC  = whole(reSegmentNZNC)
	pchar        = whole(rePchar)
	query        = whole(reQuery) // fragment is the same
	pctEncoded   = whole(rePct)
	unreserved   = whole(`[` + unreservedChars + `]`)
	genDelims    = whole(`[:/?#\[\]@]`)
	subDelims    = whole(`[` + subDelimChars + `]`)
	alpha        = whole(`[` + alphaChars + `]`)
	digit        = whole(`[` + digitChars + `]`)
	hexdig       = whole(`[` + hexChars + `]`)
	ipv6Chars    = whole(`[` + hexChars + `:.]*`)

	// appendixB is Appendix B's expression, as the RFC prints it, with
	// the flag s so that its "." matches a newline too: Appendix B's
	// groups then split every string, a reference or not.
	appendixB = regexp.MustCompile(`(?s)^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`)
)

// components are the five components of a reference as Appendix B splits
// it, and which of the optional ones are present.
type components struct {
	scheme, authority, path, query, fragment       string
	hasScheme, hasAuthority, hasQuery, hasFragment bool
}

// split splits s with Appendix B's expression: scheme = $2, authority =
// $4, path = $5, query = $7, fragment = $9, each undefined when its
// delimiter's group ($1, $3, $6, $8) did not match.
func split(s string) components {
	m := appendixB.FindStringSubmatchIndex(s)
	if m == nil || m[1] != len(s) {
		panic("Appendix B's expression did not split " + s) // it matches every string
	}
	group := func(n int) (string, bool) {
		if m[2*n] < 0 {
			return "", false
		}
		return s[m[2*n]:m[2*n+1]], true
	}
	var c components
	_, c.hasScheme = group(1)
	c.scheme, _ = group(2)
	_, c.hasAuthority = group(3)
	c.authority, _ = group(4)
	c.path, _ = group(5)
	_, c.hasQuery = group(6)
	c.query, _ = group(7)
	_, c.hasFragment = group(8)
	c.fragment, _ = group(9)
	return c
}

// decOctet reports whether s is a decimal number 0 to 255 written without
// a leading zero.
func decOctet(s string) bool {
	if len(s) == 0 || len(s) > 3 || len(s) > 1 && s[0] == '0' {
		return false
	}
	n := 0
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n <= 255
}

// ipv4 reports whether s is four dec-octets separated by ".".
func ipv4(s string) bool {
	fields := strings.Split(s, ".")
	if len(fields) != 4 {
		return false
	}
	for _, f := range fields {
		if !decOctet(f) {
			return false
		}
	}
	return true
}

// ipv6 reports whether s is an IPv6address: an IPv6 address netip reads,
// of the characters the ABNF allows, with ":" in it, and with an IPv4 tail
// (the text after the last ":", if it holds ".") that ipv4 accepts.
func ipv6(s string) bool {
	if !ipv6Chars.MatchString(s) || !strings.Contains(s, ":") {
		return false
	}
	if tail := s[strings.LastIndexByte(s, ':')+1:]; strings.Contains(tail, ".") && !ipv4(tail) {
		return false
	}
	a, err := netip.ParseAddr(s)
	return err == nil && a.Is6() && a.Zone() == ""
}

// ls32 reports whether s is two h16 or an IPv4address.
func ls32(s string) bool { return h16Pair.MatchString(s) || ipv4(s) }

// ipLiteral reports whether s is an IPv6address or IPvFuture in brackets.
func ipLiteral(s string) bool {
	if len(s) < 2 || s[0] != '[' || s[len(s)-1] != ']' {
		return false
	}
	in := s[1 : len(s)-1]
	return ipv6(in) || ipvFuture.MatchString(in)
}

// host reports whether s is an IP-literal, IPv4address or reg-name.
func host(s string) bool { return ipLiteral(s) || ipv4(s) || regName.MatchString(s) }

// authority reports whether s is [ userinfo "@" ] host [ ":" port ].
func authority(s string) bool {
	if i := strings.IndexByte(s, '@'); i >= 0 {
		if !userinfo.MatchString(s[:i]) {
			return false
		}
		s = s[i+1:]
	}
	end := strings.IndexByte(s, ':') // the end of a reg-name or IPv4address
	if strings.HasPrefix(s, "[") {
		end = strings.IndexByte(s, ']') + 1
		if end == 0 {
			return false
		}
	}
	if end < 0 {
		end = len(s)
	}
	if !host(s[:end]) {
		return false
	}
	rest := s[end:]
	return rest == "" || rest[0] == ':' && port.MatchString(rest[1:])
}

// pathOf reports whether the path of c, given its authority, is one that
// the hier-part (or, when relative, the relative-part) allows.
func pathOf(c components, relative bool) bool {
	if c.hasAuthority {
		return authority(c.authority) && pathAbempty.MatchString(c.path)
	}
	if relative {
		return pathAbsolute.MatchString(c.path) || pathNoscheme.MatchString(c.path) || c.path == ""
	}
	return pathAbsolute.MatchString(c.path) || pathRootless.MatchString(c.path) || c.path == ""
}

// queryFragment reports whether c's query and fragment, where present, are
// valid.
func queryFragment(c components) bool {
	return (!c.hasQuery || query.MatchString(c.query)) && (!c.hasFragment || query.MatchString(c.fragment))
}

// uri reports whether s is scheme ":" hier-part [ "?" query ] [ "#"
// fragment ].
func uri(s string) bool {
	c := split(s)
	return c.hasScheme && scheme.MatchString(c.scheme) && pathOf(c, false) && queryFragment(c)
}

// relativeRef reports whether s is relative-part [ "?" query ] [ "#"
// fragment ].
func relativeRef(s string) bool {
	c := split(s)
	return !c.hasScheme && pathOf(c, true) && queryFragment(c)
}

// part reports whether s is a hier-part (or, when relative, a
// relative-part). It is split by hand, not by Appendix B, whose scheme
// would take the "a" of the path-rootless "a:b": "//" starts an authority,
// which the first "/" ends, and the rest is the path. A "?" or "#" is in
// neither, so the checks of authority and path reject it.
func part(s string, relative bool) bool {
	var c components
	c.path = s
	if rest, ok := strings.CutPrefix(s, "//"); ok {
		end := strings.IndexByte(rest, '/')
		if end < 0 {
			end = len(rest)
		}
		c.hasAuthority, c.authority, c.path = true, rest[:end], rest[end:]
	}
	return pathOf(c, relative)
}

// oracle holds, for each rule of Rules, whether a string, as a whole,
// matches it.
var oracle = map[string]func(string) bool{
	"URI":           uri,
	"hier_part":     func(s string) bool { return part(s, false) },
	"URI_reference": func(s string) bool { return uri(s) || relativeRef(s) },
	"absolute_URI":  func(s string) bool { return uri(s) && !split(s).hasFragment },
	"relative_ref":  relativeRef,
	"relative_part": func(s string) bool { return part(s, true) },
	"scheme":        scheme.MatchString,
	"authority":     authority,
	"userinfo":      userinfo.MatchString,
	"host":          host,
	"port":          port.MatchString,
	"IP_literal":    ipLiteral,
	"IPvFuture":     ipvFuture.MatchString,
	"IPv6address":   ipv6,
	"h16":           h16.MatchString,
	"ls32":          ls32,
	"IPv4address":   ipv4,
	"dec_octet":     decOctet,
	"reg_name":      regName.MatchString,
	"path": func(s string) bool {
		return pathAbempty.MatchString(s) || pathAbsolute.MatchString(s) || pathNoscheme.MatchString(s) || pathRootless.MatchString(s) || s == ""
	},
	"path_abempty":  pathAbempty.MatchString,
	"path_absolute": pathAbsolute.MatchString,
	"path_noscheme": pathNoscheme.MatchString,
	"path_rootless": pathRootless.MatchString,
	"path_empty":    func(s string) bool { return s == "" },
	"segment":       segment.MatchString,
	"segment_nz":    segmentNZ.MatchString,
	"segment_nz_nc": segmentNZNC.MatchString,
	"pchar":         pchar.MatchString,
	"query":         query.MatchString,
	"fragment":      query.MatchString,
	"pct_encoded":   pctEncoded.MatchString,
	"unreserved":    unreserved.MatchString,
	"reserved":      func(s string) bool { return genDelims.MatchString(s) || subDelims.MatchString(s) },
	"gen_delims":    genDelims.MatchString,
	"sub_delims":    subDelims.MatchString,
	"ALPHA":         alpha.MatchString,
	"DIGIT":         digit.MatchString,
	"HEXDIG":        hexdig.MatchString,
}
