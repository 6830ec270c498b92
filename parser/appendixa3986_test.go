package parser_test

// This file transcribes RFC 3986's Appendix A into Go regular
// expressions, independently of grammar/rfc3986.peg and of the engine:
// each rule below is a string built from the strings of the rules its
// ABNF line names, in the RFC's order of alternatives (Go's regexp finds
// a match wherever one exists, so the order decides only which one it
// reports). The language of every rule is regular: no rule refers to
// itself. Compiled whole, each is the oracle of MatchRule for its rule;
// run as an automaton (nfa_test.go), it says how long a prefix of a
// string some match starts with, and what could continue it there.

import (
	"regexp"
	"regexp/syntax"
	"sync"

	rfc "github.com/rfc2396/rfc2396/syntax"
)

// rfc3986Rules returns the expression of every rule of RFC 3986's
// Appendix A, and of ALPHA, DIGIT and HEXDIG, unanchored, by name.
var rfc3986Rules = sync.OnceValue(func() map[rfc.Rule]string {
	alpha := `[A-Za-z]`
	digit := `[0-9]`
	hexdig := `[0-9A-Fa-f]`
	unreserved := alt(alpha, digit, lits("-._~"))
	subDelims := lits("!$&'()*+,;=")
	genDelims := lits(":/?#[]@")
	reserved := alt(genDelims, subDelims)
	pctEncoded := lit("%") + hexdig + hexdig
	pchar := alt(unreserved, pctEncoded, subDelims, lits(":@"))
	query := star(alt(pchar, lits("/?")))
	fragment := star(alt(pchar, lits("/?")))
	segment := star(pchar)
	segmentNZ := plus(pchar)
	segmentNZNC := plus(alt(unreserved, pctEncoded, subDelims, lit("@")))
	pathAbempty := star(lit("/") + segment)
	pathAbsolute := lit("/") + opt(segmentNZ+star(lit("/")+segment))
	pathNoscheme := segmentNZNC + star(lit("/")+segment)
	pathRootless := segmentNZ + star(lit("/")+segment)
	pathEmpty := "" // 0<pchar>
	path := alt(pathAbempty, pathAbsolute, pathNoscheme, pathRootless, pathEmpty)
	regName := star(alt(unreserved, pctEncoded, subDelims))
	decOctet := alt(digit, `[1-9]`+digit, lit("1")+digit+digit, lit("2")+`[0-4]`+digit, lit("25")+`[0-5]`)
	ipv4address := decOctet + lit(".") + decOctet + lit(".") + decOctet + lit(".") + decOctet
	h16 := rep(hexdig, 1, 4)
	ls32 := alt(h16+lit(":")+h16, ipv4address)
	piece := h16 + lit(":")
	before := func(n int) string { return opt(rep(piece, 0, n) + h16) } // [ *n( h16 ":" ) h16 ]
	ipv6address := alt(
		rep(piece, 6, 6)+ls32,
		lit("::")+rep(piece, 5, 5)+ls32,
		opt(h16)+lit("::")+rep(piece, 4, 4)+ls32,
		before(1)+lit("::")+rep(piece, 3, 3)+ls32,
		before(2)+lit("::")+rep(piece, 2, 2)+ls32,
		before(3)+lit("::")+piece+ls32,
		before(4)+lit("::")+ls32,
		before(5)+lit("::")+h16,
		before(6)+lit("::"),
	)
	ipvFuture := `[vV]` + plus(hexdig) + lit(".") + plus(alt(unreserved, subDelims, lit(":")))
	ipLiteral := lit("[") + alt(ipv6address, ipvFuture) + lit("]")
	host := alt(ipLiteral, ipv4address, regName)
	port := star(digit)
	userinfo := star(alt(unreserved, pctEncoded, subDelims, lit(":")))
	authority := opt(userinfo+lit("@")) + host + opt(lit(":")+port)
	scheme := alpha + star(alt(alpha, digit, lits("+-.")))
	relativePart := alt(lit("//")+authority+pathAbempty, pathAbsolute, pathNoscheme, pathEmpty)
	relativeRef := relativePart + opt(lit("?")+query) + opt(lit("#")+fragment)
	hierPart := alt(lit("//")+authority+pathAbempty, pathAbsolute, pathRootless, pathEmpty)
	absoluteURI := scheme + lit(":") + hierPart + opt(lit("?")+query)
	uri := scheme + lit(":") + hierPart + opt(lit("?")+query) + opt(lit("#")+fragment)
	uriReference := alt(uri, relativeRef)
	return map[rfc.Rule]string{
		rfc.RFC3986URI: uri, rfc.RFC3986HierPart: hierPart, rfc.RFC3986URIReference: uriReference,
		rfc.RFC3986AbsoluteURI: absoluteURI, rfc.RFC3986RelativeRef: relativeRef, rfc.RFC3986RelativePart: relativePart,
		rfc.RFC3986Scheme: scheme, rfc.RFC3986Authority: authority, rfc.RFC3986Userinfo: userinfo,
		rfc.RFC3986Host: host, rfc.RFC3986Port: port, rfc.RFC3986IPLiteral: ipLiteral,
		rfc.RFC3986IPvFuture: ipvFuture, rfc.RFC3986IPv6Address: ipv6address, rfc.RFC3986H16: h16,
		rfc.RFC3986Ls32: ls32, rfc.RFC3986IPv4Address: ipv4address, rfc.RFC3986DecOctet: decOctet,
		rfc.RFC3986RegName: regName, rfc.RFC3986Path: path, rfc.RFC3986PathAbempty: pathAbempty,
		rfc.RFC3986PathAbsolute: pathAbsolute, rfc.RFC3986PathNoscheme: pathNoscheme,
		rfc.RFC3986PathRootless: pathRootless, rfc.RFC3986PathEmpty: pathEmpty,
		rfc.RFC3986Segment: segment, rfc.RFC3986SegmentNz: segmentNZ, rfc.RFC3986SegmentNzNc: segmentNZNC,
		rfc.RFC3986Pchar: pchar, rfc.RFC3986Query: query, rfc.RFC3986Fragment: fragment,
		rfc.RFC3986PctEncoded: pctEncoded, rfc.RFC3986Unreserved: unreserved, rfc.RFC3986Reserved: reserved,
		rfc.RFC3986GenDelims: genDelims, rfc.RFC3986SubDelims: subDelims,
		rfc.RFC3986Alpha: alpha, rfc.RFC3986Digit: digit, rfc.RFC3986Hexdig: hexdig,
	}
})

// rfc3986RE holds each rule's expression compiled to match a whole string.
var rfc3986RE = sync.OnceValue(func() map[rfc.Rule]*regexp.Regexp {
	res := map[rfc.Rule]*regexp.Regexp{}
	for r, re := range rfc3986Rules() {
		res[r] = regexp.MustCompile(`^(?:` + re + `)$`)
	}
	return res
})

// match3986 reports whether s, as a whole, matches the RFC 3986 rule r.
func match3986(r rfc.Rule, s string) bool { return rfc3986RE()[r].MatchString(s) }

var progs3986 sync.Map // rfc.Rule -> *syntax.Prog

// prog3986 returns the program of the RFC 3986 rule r, anchored, for the
// automaton of nfa_test.go.
func prog3986(r rfc.Rule) *syntax.Prog {
	if p, ok := progs3986.Load(r); ok {
		return p.(*syntax.Prog)
	}
	re, err := syntax.Parse(`^(?:`+rfc3986Rules()[r]+`)$`, syntax.Perl)
	if err != nil {
		panic(err)
	}
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		panic(err)
	}
	progs3986.Store(r, prog)
	return prog
}
