package scan

import (
	"strings"

	"github.com/rfc2396/rfc2396/internal/charset"
	"github.com/rfc2396/rfc2396/parts"
)

// This file reads RFC 3986's grammar (its Appendix A, which
// grammar/rfc3986.peg transcribes) in one pass, as the rest of the package
// reads RFC 2396's: each function is named after the rule it recognizes,
// whose ABNF line its comment quotes, and fills the same parts.Components.
// The grammar's parser (parser/internal/peg3986) stays the definition:
// the parser's tests hold this engine to it, and to the rules transcribed
// as regular expressions.
//
// One pass is enough for the reasons the package documentation gives,
// which RFC 3986 keeps: a scheme is a prefix of a first segment's
// characters until ":" shows it was one; an authority ends at the first
// "/", "?" or "#", and its characters up to an "@" are a userinfo's, which
// hold those of a host and a port: the authority is read as a run of them,
// then, unless "@" follows, split at its first ":" into a host and a port;
// and the path is any run of pchar and "/" (no opaque part), but for the
// first segment of a relative reference, which holds no ":".

// The sets of the runs of RFC 3986, in runs3986.
const (
	run3986Path        runSet = 1 << iota // pchar and "/": a path
	run3986SegmentNzNc                    // pchar but ":": the first segment of a relative path
	run3986Query                          // pchar, "/" and "?": a query, a fragment
	run3986Userinfo                       // unreserved, sub-delims and ":": a userinfo, a host and a port
	run3986RegName                        // unreserved and sub-delims: a reg-name
)

// runSets3986 gives the set of internal/charset that each runSet of
// runs3986 is.
var runSets3986 = []runSource{
	{run3986Path, charset.RFC3986Path},
	{run3986SegmentNzNc, charset.RFC3986SegmentNzNc},
	{run3986Query, charset.RFC3986Query},
	{run3986Userinfo, charset.RFC3986Userinfo},
	{run3986RegName, charset.RFC3986RegName},
}

// What may continue the input where an RFC 3986 scan stops: the
// characters of the rule it is in, "%" that starts a pct-encoded, and what
// may follow the rule. The authority's sets are those of what continues
// it alone; a reference adds what may follow it (authorityEnd).
var (
	expect3986Path         = expect(charset.RFC3986Path, "%?#", true)
	expect3986FirstSegment = expect(charset.RFC3986SegmentNzNc, "%/?#", true)
	expect3986Query        = expect(charset.RFC3986Query, "%#", true)
	expect3986Fragment     = expect(charset.RFC3986Query, "%", true)
	// After "[": an IPv6address or "v" and an IPvFuture.
	expect3986IPLiteral = ipv6{tail: -1, strict: true}.expect().with('v').with('V')
	// In an IPvFuture: after "v", after its hex digits, after its ".",
	// and after a character of its own.
	expect3986FutureHex  = expect(charset.Hex, "", false)
	expect3986FutureDot  = expect(charset.Hex, ".", false)
	expect3986FutureText = expect(charset.RFC3986IPvFuture, "", false)
	expect3986FutureMore = expect(charset.RFC3986IPvFuture, "]", false)
	expect3986FutureEnd  = expect(charset.RFC3986IPvFuture, "", true) // alone, not in brackets
)

// An authState says where an authority's reading stopped, which decides
// what could have continued it and in which rule (authorityFailure).
type authState uint8

const (
	authUserinfo authState = iota // before any "@", a run that can only be a userinfo: "@" must come
	authHostPort                  // before any "@", a run that is a host and perhaps ":" and a port, or a userinfo
	authHost                      // after "@", in a reg-name
	authPort                      // in a port, after a host and ":"
	authLiteral                   // just after an IP-literal's "]"
)

// A scanner3986 holds one scan of RFC 3986's grammar.
type scanner3986 struct {
	s       string
	b       *parts.Components
	auth    authState // where the authority's reading stopped: what continues it there
	authRun int       // where the run it stopped in started
	rule    failRule  // the rule rule3986 scans, for its failures
	fail    Failure
}

// failAt records that the scan failed at offset i in the component of
// rule r, where e could have continued the input, and returns i and false
// for the caller to return.
func (p *scanner3986) failAt(i int, r failRule, e Expect) (int, bool) {
	p.fail = Failure{Offset: i, Expected: e, rule: r}
	return i, false
}

// at returns the byte at offset i, or 0 at the end of the input.
func (p *scanner3986) at(i int) byte {
	if i < len(p.s) {
		return p.s[i]
	}
	return 0
}

// run returns the end of the run of bytes of set and pct-encodeds that
// starts at offset i, or fails at the first "%" in it that starts no
// pct-encoded (escaped).
func (p *scanner3986) run(i int, set runSet) (int, bool) {
	return runs3986.run(p.s, i, set, &p.fail, in3986PctEncoded)
}

// uriReference3986 is URIReference in RFC 3986, into c, which Reset made
// the components of s. It is a function of its own, as validate3986 is,
// so that the scan of RFC 2396 keeps the frame it had.
func uriReference3986(s string, c *parts.Components) *Failure {
	p := scanner3986{s: s, b: c}
	return p.reference()
}

// validate3986 is Validate in RFC 3986: the scan of uriReference3986,
// into scratch components that it never reads, and so need no Reset.
func validate3986(s string) *Failure {
	var c parts.Components
	p := scanner3986{s: s, b: &c}
	return p.reference()
}

// reference scans the input as a URI-reference, for URIReference and
// Validate in RFC 3986, and returns nil or the failure.
func (p *scanner3986) reference() *Failure {
	if !p.uriReference() {
		f := p.fail
		return &f
	}
	return nil
}

// URI-reference = URI / relative-ref
// URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
// relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
//
// A reference whose prefix is a scheme and ":" is a URI (section 4.1):
// no relative-ref can go past that ":".
func (p *scanner3986) uriReference() bool {
	var i int
	var ok bool
	if end := schemeEnd(p.s); end > 0 && p.at(end) == ':' {
		p.b.Scheme = parts.Span{Start: 0, End: end}
		i, ok = p.hierPart(end + 1)
	} else {
		i, ok = p.relativePart(end)
	}
	return ok && p.queryFragment(i)
}

// queryFragment reads, from offset i where a path ended ("?", "#" or the
// end), the query and the fragment that may follow it.
func (p *scanner3986) queryFragment(i int) bool {
	var ok bool
	if p.at(i) == '?' {
		if i, ok = p.query(i + 1); !ok {
			return false
		}
	}
	if i < len(p.s) { // "#": what comes before a fragment stops only at "#"
		_, ok = p.fragment(i + 1)
		return ok
	}
	return true
}

// hier-part = "//" authority path-abempty
//
//	/ path-absolute
//	/ path-rootless
//	/ path-empty
//
// hierPart returns the end of the path, where "?", "#" or the end of the
// input follows it.
func (p *scanner3986) hierPart(i int) (int, bool) {
	if strings.HasPrefix(p.s[i:], "//") {
		return p.authorityPath(i + 2)
	}
	return p.path(i, in3986PathRootless, in3986HierPart)
}

// relative-part = "//" authority path-abempty
//
//	/ path-absolute
//	/ path-noscheme
//	/ path-empty
//
// schemeEnd is the end of the prefix that would have been a scheme, had
// ":" followed it.
func (p *scanner3986) relativePart(schemeEnd int) (int, bool) {
	s := p.s
	switch {
	case s == "" || s[0] == '?' || s[0] == '#':
		return 0, true // path-empty, whose span Reset made
	case strings.HasPrefix(s, "//"):
		return p.authorityPath(2)
	case s[0] == '/':
		return p.path(0, in3986PathAbsolute, in3986PathAbsolute)
	}
	return p.pathNoscheme(schemeEnd)
}

// path-absolute = "/" [ segment-nz *( "/" segment ) ]
// path-rootless = segment-nz *( "/" segment )
// path-empty    = 0<pchar>
//
// Where no "//" starts an authority, each is a run of pchar and "/" from
// offset i, of the form its first character says: path-absolute after
// "/" (whose segment-nz then cannot be empty, else "//" would have started
// an authority), else path-rootless, of rule r; or path-empty, where a
// failure is in rule empty (hier-part, whose alternatives all could have
// started there).
func (p *scanner3986) path(i int, r, empty failRule) (int, bool) {
	return p.pathFrom(i, i, r, empty)
}

// pathFrom is path for a path that starts at offset i, whose run starts
// at from: after a first segment that was read already.
func (p *scanner3986) pathFrom(i, from int, r, empty failRule) (int, bool) {
	end, ok := p.run(from, run3986Path)
	if !ok {
		return end, false
	}
	p.b.Path = parts.Span{Start: i, End: end}
	if p.endsPath(end) {
		return end, true
	}
	switch {
	case end == i:
		r = empty
	case p.s[i] == '/':
		r = in3986PathAbsolute
	}
	return p.failAt(end, r, expect3986Path)
}

// path-noscheme = segment-nz-nc *( "/" segment )
// segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
//
// The path of a relative reference that does not start with "/": its
// first segment holds no ":", which would have made it a scheme's; or
// path-empty.
func (p *scanner3986) pathNoscheme(schemeEnd int) (int, bool) {
	end, ok := p.run(0, run3986SegmentNzNc)
	if !ok {
		return end, false
	}
	if p.at(end) == '/' {
		return p.pathFrom(0, end, in3986PathNoscheme, in3986PathNoscheme)
	}
	p.b.Path = parts.Span{Start: 0, End: end}
	if p.endsPath(end) {
		return end, true
	}
	e, r := expect3986FirstSegment, in3986PathNoscheme
	switch {
	case end == 0:
		r = in3986RelativePart // nothing could start there
	case end == schemeEnd:
		e = e.with(':') // a scheme's ":" would have made it a URI
		fallthrough
	case end < schemeEnd:
		r = firstSegmentRule3986(p.s, end, schemeEnd)
	}
	return p.failAt(end, r, e)
}

// firstSegmentRule3986 names the rule of a failure at offset off of s in
// the first segment of a relative path, whose first schemeEnd bytes could
// be a scheme (off <= schemeEnd): scheme when a ":" later in the segment
// shows that the writer meant one, else path-noscheme.
func firstSegmentRule3986(s string, off, schemeEnd int) failRule {
	if off > 0 && off <= schemeEnd {
		if i := strings.IndexAny(s, ":/?#"); i > off && s[i] == ':' {
			return in3986Scheme
		}
	}
	return in3986PathNoscheme
}

// endsPath reports whether what follows the path that ends at i may
// follow a path: "?", "#" or the end.
func (p *scanner3986) endsPath(i int) bool {
	return i == len(p.s) || p.s[i] == '?' || p.s[i] == '#'
}

// query = *( pchar / "/" / "?" )
func (p *scanner3986) query(i int) (int, bool) {
	end, ok := p.run(i, run3986Query)
	p.b.Query = parts.Span{Start: i, End: end}
	if ok && end < len(p.s) && p.s[end] != '#' {
		return p.failAt(end, in3986Query, expect3986Query)
	}
	return end, ok
}

// fragment = *( pchar / "/" / "?" )
func (p *scanner3986) fragment(i int) (int, bool) {
	end, ok := p.run(i, run3986Query)
	p.b.Fragment = parts.Span{Start: i, End: end}
	if ok && end < len(p.s) {
		return p.failAt(end, in3986Fragment, expect3986Fragment)
	}
	return end, ok
}

// "//" authority path-abempty
//
// authorityPath reads the authority that starts at offset i, after "//",
// and the path-abempty after it.
func (p *scanner3986) authorityPath(i int) (int, bool) {
	end, ok := p.authority(i, authorityEnd)
	if !ok {
		return end, false
	}
	if p.at(end) == '/' {
		return p.pathAbempty(end)
	}
	p.b.Path = parts.Span{Start: end, End: end}
	if p.endsPath(end) {
		return end, true
	}
	r, e := p.authorityFailure(end, authorityEnd)
	return p.failAt(end, r, e)
}

// path-abempty = *( "/" segment )
//
// i is the offset of its first "/".
func (p *scanner3986) pathAbempty(i int) (int, bool) {
	end, ok := p.run(i, run3986Path)
	if !ok {
		return end, false
	}
	p.b.Path = parts.Span{Start: i, End: end}
	if p.endsPath(end) {
		return end, true
	}
	return p.failAt(end, in3986PathAbempty, expect3986Path)
}

// authority = [ userinfo "@" ] host [ ":" port ]
// userinfo  = *( unreserved / pct-encoded / sub-delims / ":" )
// host      = IP-literal / IPv4address / reg-name
// port      = *DIGIT
//
// No "@" is in a userinfo, a host or a port, and the characters of a
// userinfo hold those of a reg-name (an IPv4address's among them), ":"
// and a port's. So authority reads the run of a userinfo's characters
// from offset i: it is the userinfo when "@" follows, and the host and
// port come after; else it is a host (a reg-name, up to its first ":")
// and perhaps ":" and a port. An IP-literal, whose "[" no userinfo holds,
// starts the host where the run is empty.
//
// authority returns the offset where its reading stopped, and records in
// p.auth what could have continued it there; the caller checks that what
// follows is a byte of follow or the end. (When its run can only be a
// userinfo, authority fails there itself.) It fills in the authority's
// components, the host's kind among them: section 3.2.2's
// first-match-wins makes a host that is an IPv4address one, else a
// reg-name, which may be empty.
func (p *scanner3986) authority(i int, follow string) (int, bool) {
	s, b := p.s, p.b
	b.Server = true
	u, ok := p.run(i, run3986Userinfo)
	if !ok {
		return u, false
	}
	h := i // where the host starts
	if u < len(s) && s[u] == '@' {
		b.Userinfo = parts.Span{Start: i, End: u}
		h = u + 1
	} else if u > i || u == len(s) || s[u] != '[' {
		// A host and perhaps a port, or a userinfo that "@" must follow.
		b.Authority = parts.Span{Start: i, End: u}
		hostEnd := u
		if c := strings.IndexByte(s[i:u], ':'); c >= 0 {
			hostEnd = i + c
			b.Port = parts.Span{Start: hostEnd + 1, End: u}
			p.auth = authHostPort
			if !isDigits(s[hostEnd+1 : u]) {
				p.auth = authUserinfo
			}
		} else {
			p.auth = authHostPort
		}
		b.Host, b.HostKind = parts.Span{Start: i, End: hostEnd}, regNameKind(s[i:hostEnd])
		p.authRun = i
		if p.auth == authUserinfo { // no host and port: "@" must come
			r, e := p.authorityFailure(u, follow)
			return p.failAt(u, r, e)
		}
		return u, true
	}
	if p.at(h) == '[' {
		return p.hostLiteral(i, h)
	}
	end, ok := p.run(h, run3986RegName)
	if !ok {
		return end, false
	}
	b.Host, b.HostKind = parts.Span{Start: h, End: end}, regNameKind(s[h:end])
	p.auth, p.authRun = authHost, h
	if p.at(end) == ':' {
		end = p.port(end + 1)
	}
	b.Authority = parts.Span{Start: i, End: end}
	return end, true
}

// port = *DIGIT
//
// port reads the port that starts at offset i, and returns its end.
func (p *scanner3986) port(i int) int {
	end := i
	for end < len(p.s) && charset.Digit.Contains(p.s[end]) {
		end++
	}
	p.b.Port = parts.Span{Start: i, End: end}
	p.auth = authPort
	return end
}

// hostLiteral reads the IP-literal host at offset h of the authority that
// starts at i, and the port after it.
func (p *scanner3986) hostLiteral(i, h int) (int, bool) {
	end, kind, ok := p.ipLiteral(h)
	if !ok {
		return end, false
	}
	b := p.b
	b.Host, b.HostKind = parts.Span{Start: h, End: end}, kind
	p.auth = authLiteral
	if p.at(end) == ':' {
		end = p.port(end + 1)
	}
	b.Authority = parts.Span{Start: i, End: end}
	return end, true
}

// IP-literal = "[" ( IPv6address / IPvFuture  ) "]"
//
// at is the offset of "[". ipLiteral returns the offset after "]", and
// which address the literal holds.
func (p *scanner3986) ipLiteral(at int) (int, parts.HostKind, bool) {
	var end int
	var ok bool
	kind := parts.IPv6Reference
	switch c := p.at(at + 1); {
	case c == 'v' || c == 'V':
		end, ok = p.ipvFuture(at+1, true)
		kind = parts.IPvFuture
	case c == ':' || charset.Hex.Contains(c):
		end, ok = p.ipv6address(at+1, true)
	default:
		end, ok = p.failAt(at+1, in3986IPLiteral, expect3986IPLiteral)
	}
	if !ok {
		return end, kind, false
	}
	return end + 1, kind, true // past "]"
}

// IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
//
// i is the offset of "v". With bracket, ipvFuture reads up to the "]"
// that closes the literal, and returns its offset; without, up to the end
// of the input.
func (p *scanner3986) ipvFuture(i int, bracket bool) (int, bool) {
	s, j := p.s, i+1
	for j < len(s) && charset.Hex.Contains(s[j]) {
		j++
	}
	switch {
	case j == i+1:
		return p.failAt(j, in3986IPvFuture, expect3986FutureHex)
	case j == len(s) || s[j] != '.':
		return p.failAt(j, in3986IPvFuture, expect3986FutureDot)
	}
	j++
	k := j
	for k < len(s) && charset.RFC3986IPvFuture.Contains(s[k]) {
		k++
	}
	switch {
	case k == j:
		return p.failAt(k, in3986IPvFuture, expect3986FutureText)
	case bracket && k < len(s) && s[k] == ']':
		return k, true
	case bracket:
		return p.failAt(k, in3986IPvFuture, expect3986FutureMore)
	case k < len(s):
		return p.failAt(k, in3986IPvFuture, expect3986FutureEnd)
	}
	return k, true
}

// IPv6address, as section 3.2.2 writes its nine forms: eight pieces of
// one to four hex digits, or fewer around one "::" that stands for one or
// more pieces of zeros, the last two an IPv4address now and then (see
// ipv6, strict).
//
// i is the offset of its first byte. With bracket, ipv6address reads up
// to the "]" that closes the literal, and returns its offset; without, up
// to the end of the input.
func (p *scanner3986) ipv6address(i int, bracket bool) (int, bool) {
	v := ipv6{tail: -1, strict: true}
	for ; ; i++ {
		c := p.at(i)
		if (bracket && c == ']' || !bracket && i == len(p.s)) && v.end() {
			return i, true
		}
		if i >= len(p.s) {
			e := v.expect()
			if !bracket { // expect holds "]" where the address may end
				e = v.expectAlone()
			}
			return p.failAt(i, in3986IPv6Address, e)
		}
		if before := v; !v.next(c) {
			e := before.expect()
			if !bracket {
				e = before.expectAlone()
			}
			return p.failAt(i, in3986IPv6Address, e)
		}
	}
}

// authorityEnd are the bytes that may follow an authority in a reference.
const authorityEnd = "/?#"

// authorityFailure returns the rule and what could have continued the
// input at offset off, where an authority's reading stopped (p.auth) and
// what follows cannot follow it, in a reference (follow is authorityEnd)
// or alone (follow is ""): the characters that could continue the
// authority, and follow and the end where it could end there.
//
// The rule is the component the writer was in: userinfo when an "@"
// comes later in the authority (up to a byte of follow); before any "@",
// host or port as a host and port read the run so far, or authority when
// only a userinfo can read it; after "@", host or port; just after an
// IP-literal, authority.
func (p *scanner3986) authorityFailure(off int, follow string) (failRule, Expect) {
	var e Expect
	var r failRule
	switch p.auth {
	case authUserinfo:
		return p.userinfoLater(off, follow, in3986Authority), expect(charset.RFC3986Userinfo, "%@", false)
	case authHostPort:
		e = expect(charset.RFC3986Userinfo, "%@"+follow, true)
		if off == p.authRun {
			e = e.with('[')
		}
		r = in3986Host
		if strings.IndexByte(p.s[p.authRun:off], ':') >= 0 {
			r = in3986Port
		}
		r = p.userinfoLater(off, follow, r)
	case authHost:
		e, r = expect(charset.RFC3986RegName, "%:"+follow, true), in3986Host
		if off == p.authRun {
			e = e.with('[')
		}
	case authPort:
		e, r = expect(charset.Digit, follow, true), in3986Port
	case authLiteral:
		e, r = expect(0, ":"+follow, true), in3986Authority
	}
	return r, e
}

// userinfoLater returns in3986Userinfo when an "@" comes after offset off
// of an authority, which ends at a byte of follow or the end of the input,
// and r otherwise.
func (p *scanner3986) userinfoLater(off int, follow string, r failRule) failRule {
	rest := p.s[off:]
	if follow != "" {
		if k := strings.IndexAny(rest, follow); k >= 0 {
			rest = rest[:k]
		}
	}
	if strings.IndexByte(rest, '@') >= 0 {
		return in3986Userinfo
	}
	return r
}

// regNameKind returns the kind of the host h, a reg-name's characters:
// IPv4Address when it is an IPv4address (section 3.2.2's first-match-wins),
// else RegName.
func regNameKind(h string) parts.HostKind {
	if h != "" && charset.Digit.Contains(h[0]) && isIPv4Address3986(h) {
		return parts.IPv4Address
	}
	return parts.RegName
}

// IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
func isIPv4Address3986(h string) bool {
	for n := range 4 {
		i := 0
		for i < len(h) && i < 4 && charset.Digit.Contains(h[i]) {
			i++
		}
		if !isDecOctet(h[:i]) {
			return false
		}
		h = h[i:]
		if n < 3 {
			if h == "" || h[0] != '.' {
				return false
			}
			h = h[1:]
		}
	}
	return h == ""
}

// dec-octet = DIGIT                 ; 0-9
//
//	/ %x31-39 DIGIT         ; 10-99
//	/ "1" 2DIGIT            ; 100-199
//	/ "2" %x30-34 DIGIT     ; 200-249
//	/ "25" %x30-35          ; 250-255
//
// A number 0 to 255 without a leading zero.
func isDecOctet(s string) bool {
	if s == "" || len(s) > 3 || len(s) > 1 && s[0] == '0' || !isDigits(s) {
		return false
	}
	n := 0
	for i := range len(s) {
		n = n*10 + int(s[i]-'0')
	}
	return n <= 255
}

// isDigits reports whether s is all DIGITs (a port), the empty string
// included.
func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !charset.Digit.Contains(s[i]) {
			return false
		}
	}
	return true
}
