package scan

import (
	"slices"
	"strings"

	"github.com/rfc2396/rfc2396/internal/charset"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// Rules3986 are the rules that Rule scans in RFC 3986: the components of
// its section 3, the parts of an authority, and the forms of a path.
var Rules3986 = []syntax.Rule{
	syntax.RFC3986Scheme, syntax.RFC3986Authority, syntax.RFC3986Userinfo, syntax.RFC3986Host,
	syntax.RFC3986Port, syntax.RFC3986Path, syntax.RFC3986PathAbempty, syntax.RFC3986PathAbsolute,
	syntax.RFC3986PathNoscheme, syntax.RFC3986PathRootless, syntax.RFC3986Query, syntax.RFC3986Fragment,
}

// What may continue a component of RFC 3986 alone, where Rule stops: its
// own characters, "%" where a pct-encoded may stand, and the end where the
// text so far is a match.
var (
	expect3986Whole       = expect(charset.RFC3986Path, "%", true)  // a path: pchar and "/"
	expect3986Query1      = expect(charset.RFC3986Query, "%", true) // a query, a fragment
	expect3986PathStart   = expect(0, "/", true)                    // path-abempty's first byte
	expect3986AbsStart    = expect(0, "/", false)                   // path-absolute's first byte
	expect3986AbsSecond   = expect(charset.RFC3986Pchar, "%", true) // after path-absolute's "/"
	expect3986NzncStart   = expect(charset.RFC3986SegmentNzNc, "%", false)
	expect3986NzncRest    = expect(charset.RFC3986SegmentNzNc, "%/", true)
	expect3986PcharStart  = expect(charset.RFC3986Pchar, "%", false)
	expect3986UserinfoAll = expect(charset.RFC3986Userinfo, "%", true)
	expect3986HostStart   = expect(charset.RFC3986RegName, "%[", true)
	expect3986RegNameAll  = expect(charset.RFC3986RegName, "%", true)
	expect3986PortAll     = expect(charset.Digit, "", true)
	expect3986End         = expect(0, "", true) // after an IP-literal alone
)

// rule3986 is Rule in RFC 3986: it scans s as the whole of rule, one of
// Rules3986, and returns nil or the failure, and false for another rule.
func rule3986(rule syntax.Rule, s string) (*Failure, bool) {
	i := slices.Index(Rules3986, rule)
	if i < 0 {
		return nil, false
	}
	var b parts.Components
	b.Reset(s)
	p := scanner3986{s: s, b: &b, rule: rule3986Fail[i]}
	if !p.whole(rule) {
		f := p.fail
		return &f, true
	}
	return nil, true
}

// rule3986Fail are the failRules of Rules3986, in its order.
var rule3986Fail = [...]failRule{
	in3986Scheme, in3986Authority, in3986Userinfo, in3986Host, in3986Port, in3986Path,
	in3986PathAbempty, in3986PathAbsolute, in3986PathNoscheme, in3986PathRootless, in3986Query, in3986Fragment,
}

// whole reads the input as the whole of the component rule, one of
// Rules3986, and reports whether it is one, the failure recorded if not.
func (p *scanner3986) whole(rule syntax.Rule) bool {
	s := p.s
	switch rule {
	case syntax.RFC3986Scheme:
		// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
		if !charset.Alpha.Contains(p.at(0)) {
			p.failAt(0, p.rule, expectSchemeStart)
			return false
		}
		if end := schemeEnd(s); end < len(s) {
			p.failAt(end, p.rule, expectSchemeRest)
			return false
		}
		return true
	case syntax.RFC3986Authority:
		end, ok := p.authority(0, "")
		if !ok || end == len(s) {
			return ok
		}
		r, e := p.authorityFailure(end, "")
		p.failAt(end, r, e)
		return false
	case syntax.RFC3986Userinfo:
		return p.wholeRun(0, run3986Userinfo, expect3986UserinfoAll)
	case syntax.RFC3986Host:
		// host = IP-literal / IPv4address / reg-name
		if p.at(0) == '[' {
			end, _, ok := p.ipLiteral(0)
			if ok && end < len(s) {
				p.failAt(end, p.rule, expect3986End)
				return false
			}
			return ok
		}
		if s != "" && !charset.RFC3986RegName.Contains(s[0]) && s[0] != '%' {
			p.failAt(0, p.rule, expect3986HostStart)
			return false
		}
		return p.wholeRun(0, run3986RegName, expect3986RegNameAll)
	case syntax.RFC3986Port:
		end := 0
		for end < len(s) && charset.Digit.Contains(s[end]) {
			end++
		}
		if end < len(s) {
			p.failAt(end, p.rule, expect3986PortAll)
			return false
		}
		return true
	case syntax.RFC3986Path:
		// path = path-abempty / path-absolute / path-noscheme /
		// path-rootless / path-empty: any run of pchar and "/"
		return p.wholeRun(0, run3986Path, expect3986Whole)
	case syntax.RFC3986PathAbempty:
		// path-abempty = *( "/" segment )
		if s != "" && s[0] != '/' {
			p.failAt(0, p.rule, expect3986PathStart)
			return false
		}
		return p.wholeRun(0, run3986Path, expect3986Whole)
	case syntax.RFC3986PathAbsolute:
		// path-absolute = "/" [ segment-nz *( "/" segment ) ]
		switch {
		case p.at(0) != '/':
			p.failAt(0, p.rule, expect3986AbsStart)
			return false
		case p.at(1) == '/':
			p.failAt(1, p.rule, expect3986AbsSecond)
			return false
		}
		end, ok := p.run(1, run3986Path)
		if ok && end < len(s) {
			e := expect3986Whole
			if end == 1 { // a second "/" would start no segment-nz
				e = expect3986AbsSecond
			}
			p.failAt(end, p.rule, e)
			return false
		}
		return ok
	case syntax.RFC3986PathNoscheme:
		// path-noscheme = segment-nz-nc *( "/" segment )
		end, ok := p.run(0, run3986SegmentNzNc)
		switch {
		case !ok:
			return false
		case end == 0:
			p.failAt(0, p.rule, expect3986NzncStart)
			return false
		case end == len(s):
			return true
		case s[end] != '/':
			p.failAt(end, p.rule, expect3986NzncRest)
			return false
		}
		return p.wholeRun(end, run3986Path, expect3986Whole)
	case syntax.RFC3986PathRootless:
		// path-rootless = segment-nz *( "/" segment )
		if c := p.at(0); !charset.RFC3986Pchar.Contains(c) && c != '%' {
			p.failAt(0, p.rule, expect3986PcharStart)
			return false
		}
		return p.wholeRun(0, run3986Path, expect3986Whole)
	case syntax.RFC3986Query, syntax.RFC3986Fragment:
		return p.wholeRun(0, run3986Query, expect3986Query1)
	}
	return false
}

// wholeRun reads the run of bytes of set and pct-encodeds from offset i to
// the end of the input, and fails where the run stops short of it: e could
// have continued the input there.
func (p *scanner3986) wholeRun(i int, set runSet, e Expect) bool {
	end, ok := p.run(i, set)
	if ok && end < len(p.s) {
		p.failAt(end, p.rule, e)
		return false
	}
	return ok
}

// match3986 is Match in RFC 3986: whether s, as a whole, is the rule
// named, one of syntax.Rules(syntax.RFC3986), and known false for another
// name.
func match3986(rule syntax.Rule, s string) (match, known bool) {
	if slices.Contains(Rules3986, rule) {
		f, _ := rule3986(rule, s)
		return f == nil, true
	}
	var b parts.Components
	b.Reset(s)
	p := scanner3986{s: s, b: &b}
	switch rule {
	case syntax.RFC3986URIReference:
		return p.uriReference(), true
	case syntax.RFC3986URI:
		return p.uriReference() && b.Scheme.Defined(), true
	case syntax.RFC3986AbsoluteURI:
		// absolute-URI = scheme ":" hier-part [ "?" query ]
		return p.uriReference() && b.Scheme.Defined() && !b.Fragment.Defined(), true
	case syntax.RFC3986RelativeRef:
		// relative-ref = relative-part [ "?" query ] [ "#" fragment ],
		// whose first segment holds no ":" (no scheme can be read).
		end, ok := p.relativePart(0)
		return ok && p.queryFragment(end), true
	case syntax.RFC3986HierPart:
		end, ok := p.hierPart(0)
		return ok && end == len(s), true
	case syntax.RFC3986RelativePart:
		end, ok := p.relativePart(0)
		return ok && end == len(s), true
	case syntax.RFC3986IPLiteral:
		end, _, ok := p.ipLiteral(0)
		return p.at(0) == '[' && ok && end == len(s), true
	case syntax.RFC3986IPvFuture:
		end, ok := p.ipvFuture(0, false)
		return (p.at(0) == 'v' || p.at(0) == 'V') && ok && end == len(s), true
	case syntax.RFC3986IPv6Address:
		end, ok := p.ipv6address(0, false)
		return ok && end == len(s), true
	case syntax.RFC3986H16:
		// h16 = 1*4HEXDIG
		return isHex4(s), true
	case syntax.RFC3986Ls32:
		// ls32 = ( h16 ":" h16 ) / IPv4address
		h, l, ok := strings.Cut(s, ":")
		return ok && isHex4(h) && isHex4(l) || isIPv4Address3986(s), true
	case syntax.RFC3986IPv4Address:
		return isIPv4Address3986(s), true
	case syntax.RFC3986DecOctet:
		return isDecOctet(s), true
	case syntax.RFC3986RegName:
		// reg-name = *( unreserved / pct-encoded / sub-delims )
		end, ok := p.run(0, run3986RegName)
		return ok && end == len(s), true
	case syntax.RFC3986PathEmpty:
		return s == "", true
	case syntax.RFC3986Segment, syntax.RFC3986SegmentNz:
		// segment = *pchar, segment-nz = 1*pchar: a path's characters
		// but "/"
		end, ok := p.run(0, run3986Path)
		return ok && end == len(s) && strings.IndexByte(s, '/') < 0 && (s != "" || rule == syntax.RFC3986Segment), true
	case syntax.RFC3986SegmentNzNc:
		end, ok := p.run(0, run3986SegmentNzNc)
		return ok && s != "" && end == len(s), true
	case syntax.RFC3986Pchar:
		return one(s, charset.RFC3986Pchar) || isPctEncoded(s), true
	case syntax.RFC3986PctEncoded:
		return isPctEncoded(s), true
	case syntax.RFC3986Unreserved:
		return one(s, charset.RFC3986Unreserved), true
	case syntax.RFC3986Reserved:
		// reserved = gen-delims / sub-delims
		return one(s, charset.RFC3986GenDelims|charset.RFC3986SubDelims), true
	case syntax.RFC3986GenDelims:
		return one(s, charset.RFC3986GenDelims), true
	case syntax.RFC3986SubDelims:
		return one(s, charset.RFC3986SubDelims), true
	case syntax.RFC3986Alpha:
		return one(s, charset.Alpha), true
	case syntax.RFC3986Digit:
		return one(s, charset.Digit), true
	case syntax.RFC3986Hexdig:
		return one(s, charset.Hex), true
	}
	return false, false
}

// one reports whether s is one byte of set.
func one(s string, set charset.Set) bool { return len(s) == 1 && set.Contains(s[0]) }

// pct-encoded = "%" HEXDIG HEXDIG
func isPctEncoded(s string) bool { return len(s) == 3 && s[0] == '%' && hexPair(s, 0) }
