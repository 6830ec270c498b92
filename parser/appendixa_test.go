package parser_test

// This file transcribes Appendix A of RFC 2396 into a Go regular
// expression, independently of grammar/uri.peg: each rule below is a string
// built from the strings of the rules its BNF line names. The language of
// Appendix A is regular (no rule refers to itself), so the expression
// accepts exactly the URI references Appendix A derives, and serves as an
// oracle for the parser.
//
// Go's regexp is leftmost-first: among the ways to match, it reports the
// one a backtracking matcher would find first. Alternatives are written in
// the order that settles the ambiguities as section 3.2 and section 3 do:
// server before reg_name, net_path before abs_path, hostname before
// IPv4address (the two never match the same text).

import (
	"github.com/rfc2396/rfc2396/syntax"
	"regexp"

	"github.com/rfc2396/rfc2396/parser"
	"strconv"
	"strings"
	"unicode"
)

// bnf builds the expression. Named groups get a numeric suffix, since a
// component (the authority of net_path, for one) can occur in more than one
// place; component strips it again.
type bnf struct{ n int }

// group captures re under name.
func (b *bnf) group(name, re string) string {
	b.n++
	return "(?P<" + name + strconv.Itoa(b.n) + ">" + re + ")"
}

// alt is BNF alternation ( a | b | ... ).
func alt(res ...string) string { return "(?:" + strings.Join(res, "|") + ")" }

// lit is a quoted BNF terminal.
func lit(s string) string { return regexp.QuoteMeta(s) }

// opt is [ re ], star *re, plus 1*re.
func opt(re string) string  { return "(?:" + re + ")?" }
func star(re string) string { return "(?:" + re + ")*" }
func plus(re string) string { return "(?:" + re + ")+" }

// lits is the alternation of single-character terminals, as in mark.
func lits(chars string) string {
	var res []string
	for _, c := range chars {
		res = append(res, lit(string(c)))
	}
	return alt(res...)
}

// rep is re repeated from min to max times, BNF's min*max re.
func rep(re string, min, max int) string {
	return "(?:" + re + "){" + strconv.Itoa(min) + "," + strconv.Itoa(max) + "}"
}

// A mode is a reading of the grammar the tests check the parser in: the
// zero mode is Appendix A to the letter (syntax.RFC2396).
type mode struct {
	name      string
	rfc2732   bool // RFC 2732's amendments (syntax.RFC2732)
	queryOnly bool // "?" query [ "#" fragment ] too (syntax.QueryOnly)
}

// opts returns the parser options of the mode: syntax.RFC2396, then the
// amendments it turns on; none for the default reading (syntax.Default,
// both amendments), so that the common call is the one tested.
func (m mode) opts() []parser.Option {
	if m.rfc2732 && m.queryOnly {
		return nil
	}
	opts := []parser.Option{syntax.RFC2396}
	if m.rfc2732 {
		opts = append(opts, syntax.RFC2732)
	}
	if m.queryOnly {
		opts = append(opts, syntax.QueryOnly)
	}
	return opts
}

// key returns the mode without its name, as the maps of compiled
// expressions index it.
func (m mode) key() mode { return mode{rfc2732: m.rfc2732, queryOnly: m.queryOnly} }

// modes lists every mode.
var modes = []mode{
	{name: "rfc2396"},
	{name: "rfc2396+query-only", queryOnly: true},
	{name: "rfc2396+rfc2732", rfc2732: true},
	{name: "default", rfc2732: true, queryOnly: true},
}

// ipv6Address transcribes RFC 2373 section 2.2's text, not its BNF (see
// grammar/uri.peg for why): eight pieces of 1*4HEXDIG; one "::" at most,
// standing for one or more pieces; or six pieces and an IPv4 address of
// four numbers 0 to 255 of one to three digits. Written out by the number
// of pieces after "::", as RFC 3986 writes the same reading.
func ipv6Address(hex string) string {
	h16 := rep(hex, 1, 4)
	decOctet := alt("25[0-5]", "2[0-4][0-9]", "[01][0-9][0-9]", "[0-9][0-9]?")
	ls32 := alt(h16+lit(":")+h16, decOctet+lit(".")+decOctet+lit(".")+decOctet+lit(".")+decOctet)
	piece := h16 + lit(":")
	before := func(n int) string { return opt(rep(piece, 0, n-1) + h16) } // at most n pieces before "::"
	return alt(
		rep(piece, 6, 6)+ls32,
		lit("::")+rep(piece, 5, 5)+ls32,
		before(1)+lit("::")+rep(piece, 4, 4)+ls32,
		before(2)+lit("::")+rep(piece, 3, 3)+ls32,
		before(3)+lit("::")+rep(piece, 2, 2)+ls32,
		before(4)+lit("::")+piece+ls32,
		before(5)+lit("::")+ls32,
		before(6)+lit("::")+h16,
		before(7)+lit("::"),
	)
}

// appendixA returns the expression for URI-reference in Appendix A to the
// letter (syntax.RFC2396).
func appendixA() string { return appendixAIn(mode{}) }

// appendixAIn returns the expression for URI-reference in mode m,
// anchored at both ends. Every rule of Appendix A is a local variable of
// the same name; RFC 2732 mode changes host, IPv4address and reserved as
// its section 3 says.
func appendixAIn(m mode) string {
	var b bnf
	// Character rules, bottom up.
	lowalpha := lits("abcdefghijklmnopqrstuvwxyz")
	upalpha := lits("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
	digit := lits("0123456789")
	alpha := alt(lowalpha, upalpha)
	alphanum := alt(alpha, digit)
	hex := alt(digit, lits("ABCDEF"), lits("abcdef"))
	escaped := lit("%") + hex + hex
	mark := lits("-_.!~*'()")
	unreserved := alt(alphanum, mark)
	reserved := lits(";/?:@&=+$,")
	if m.rfc2732 {
		reserved = lits(";/?:@&=+$,[]")
	}
	uric := alt(reserved, unreserved, escaped)
	fragment := star(uric)
	query := star(uric)
	pchar := alt(unreserved, escaped, lits(":@&=+$,"))
	param := star(pchar)
	segment := star(pchar) + star(lit(";")+param)
	pathSegments := segment + star(lit("/")+segment)
	port := star(digit)
	ipv4address := plus(digit) + lit(".") + plus(digit) + lit(".") + plus(digit) + lit(".") + plus(digit)
	if m.rfc2732 { // RFC 2373's
		ipv4address = rep(digit, 1, 3) + lit(".") + rep(digit, 1, 3) + lit(".") + rep(digit, 1, 3) + lit(".") + rep(digit, 1, 3)
	}
	toplabel := alt(alpha, alpha+star(alt(alphanum, lit("-")))+alphanum)
	domainlabel := alt(alphanum, alphanum+star(alt(alphanum, lit("-")))+alphanum)
	hostname := star(domainlabel+lit(".")) + toplabel + opt(lit("."))
	host := alt(b.group("hostname", hostname), b.group("ipaddr", ipv4address))
	if m.rfc2732 {
		ipv6reference := lit("[") + ipv6Address(hex) + lit("]")
		host = alt(b.group("hostname", hostname), b.group("ipaddr", ipv4address), b.group("ipliteral", ipv6reference))
	}
	hostport := b.group("host", host) + opt(lit(":")+b.group("port", port))
	userinfo := star(alt(unreserved, escaped, lits(";:&=+$,")))
	server := opt(opt(b.group("userinfo", userinfo)+lit("@")) + hostport)
	regName := plus(alt(unreserved, escaped, lits("$,;:@&=+")))
	authority := alt(b.group("server", server), b.group("regname", regName))
	scheme := alpha + star(alt(alpha, digit, lits("+-.")))
	relSegment := plus(alt(unreserved, escaped, lits(";@&=+$,")))
	absPath := lit("/") + pathSegments
	relPath := relSegment + opt(absPath)
	// A net_path is written out where it is used, so that each use gets
	// groups of its own.
	netPath := func() string {
		return b.group("netpath", lit("//")+b.group("authority", authority)+opt(b.group("path", absPath)))
	}
	uricNoSlash := alt(unreserved, escaped, lits(";?:@&=+$,"))
	opaquePart := uricNoSlash + star(uric)
	hierPart := alt(netPath(), b.group("path", absPath)) + opt(lit("?")+b.group("query", query))
	relativeURI := alt(netPath(), b.group("path", absPath), b.group("path", relPath)) + opt(lit("?")+b.group("query", query))
	absoluteURI := b.group("scheme", scheme) + lit(":") + alt(hierPart, b.group("opaque", opaquePart))
	uriReference := opt(alt(absoluteURI, relativeURI)) + opt(lit("#")+b.group("fragment", fragment))
	if m.queryOnly {
		queryOnly := lit("?") + b.group("query", query) + opt(lit("#")+b.group("fragment", fragment))
		uriReference = alt(uriReference, queryOnly)
	}
	return "^" + uriReference + "$"
}

// appendixARE holds the compiled expression of each mode.
var appendixARE = func() map[mode]*regexp.Regexp {
	res := map[mode]*regexp.Regexp{}
	for _, m := range modes {
		res[m.key()] = regexp.MustCompile(appendixAIn(m))
	}
	return res
}()

// components are the parts of a URI reference that the oracles and the
// parser are compared on. A nil pointer is an undefined component.
type components struct {
	Scheme        *string
	Authority     *string
	AuthorityKind string // "server", "reg_name" or ""
	Userinfo      *string
	Host          *string
	HostKind      string // "hostname", "IPv4address" or ""
	Port          *string
	Path          string // section 4.3's path: abs_path, rel_path or opaque_part
	Opaque        bool
	NetPath       bool
	Query         *string
	Fragment      *string
}

// matchAppendixA matches s against the Appendix A expression and reports
// the components, or false when s is not a URI reference.
func matchAppendixA(s string) (components, bool) { return matchAppendixAIn(mode{}, s) }

// matchAppendixAIn is matchAppendixA in mode md.
func matchAppendixAIn(md mode, s string) (components, bool) {
	re := appendixARE[md.key()]
	m := re.FindStringSubmatchIndex(s)
	if m == nil {
		return components{}, false
	}
	var c components
	get := func(name string) *string {
		for i, n := range re.SubexpNames() {
			if strings.TrimRightFunc(n, unicode.IsDigit) == name && m[2*i] >= 0 {
				v := s[m[2*i]:m[2*i+1]]
				return &v
			}
		}
		return nil
	}
	c.Scheme = get("scheme")
	c.Authority = get("authority")
	if get("server") != nil {
		c.AuthorityKind = "server"
	} else if get("regname") != nil {
		c.AuthorityKind = "reg_name"
	}
	c.Userinfo = get("userinfo")
	c.Host = get("host")
	if get("hostname") != nil {
		c.HostKind = "hostname"
	} else if get("ipaddr") != nil {
		c.HostKind = "IPv4address"
	} else if get("ipliteral") != nil {
		c.HostKind = "ipv6reference"
	}
	c.Port = get("port")
	if p := get("path"); p != nil {
		c.Path = *p
	}
	if p := get("opaque"); p != nil {
		c.Path, c.Opaque = *p, true
	}
	c.NetPath = get("netpath") != nil
	c.Query = get("query")
	c.Fragment = get("fragment")
	return c, true
}
