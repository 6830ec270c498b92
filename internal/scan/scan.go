// Package scan is the parser's fast engine: it reads a URI reference in
// one pass, left to right, and says where its components lie (the
// parts.Components that nodes.Build makes the tree from) or where, in
// which rule, and why it is not one.
//
// Each function below recognizes the Appendix A rule it is named after,
// whose BNF line its comment quotes, and goes on to what may follow it.
// Character classes come from internal/charset, which go generate derives
// from the grammar; none is typed here. The grammar's parser
// (parser/internal/peg, generated from grammar/uri.peg) stays the
// definition of the language: the parser's tests and fuzz targets check
// that this engine accepts the same strings, builds the same trees and
// fails at the same offsets. Rule reads one component alone, and Match
// any rule of the grammar alone, with the same functions. With
// syntax.RFC3986 they read RFC 3986's grammar instead, with the functions
// of rfc3986.go, named after its rules, into the same parts.Components.
//
// # Why one pass is enough
//
// Section 4.3 splits a reference at characters that its components cannot
// hold, and Appendix A lets each component be any run of its characters
// but for three places, which this engine decides after the run:
//
//   - a scheme is a prefix of the characters of a rel_segment, so a
//     reference is read as relative until a ":" shows it was a scheme;
//   - an authority is a server or a reg_name (section 3.2), and every
//     server is also made of reg_name characters: the authority is read as
//     a run of those, then checked against server's rule to pick its kind;
//   - the first character of an opaque_part may not be "/", which then
//     starts a hier_part.
//
// So a string fails at the first byte that no component can take, which is
// the end of the longest prefix that some reference starts with, and the
// bytes that could have continued it are those of the component there and
// of what may follow it.
package scan

import (
	"strings"

	"github.com/rfc2396/rfc2396/internal/charset"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// A Failure says where a scan stopped, in which rule, and what could have
// continued the input there. It holds no pointer, so that a failure does
// not make the compiler move a scan's components to the heap.
type Failure struct {
	Offset   int      // the first byte that no reference can have there; len(input) at its end
	Expected Expect   // the bytes (and whether the end) that could have continued the input
	rule     failRule // the rule of the component the scan was in
}

// A failRule is a rule a scan can fail in, an index into failRules.
type failRule uint8

// The rules a scan can fail in: those of the components, and escaped and
// IPv6address inside them.
const (
	inURIReference failRule = iota
	inAbsoluteURI
	inRelativeURI
	inScheme
	inAuthority
	inAbsPath
	inRelPath
	inRelSegment
	inOpaquePart
	inQuery
	inFragment
	inEscaped
	inIPv6Address

	// RFC 3986's (rfc3986.go)
	in3986HierPart
	in3986RelativePart
	in3986Scheme
	in3986Authority
	in3986Userinfo
	in3986Host
	in3986Port
	in3986IPLiteral
	in3986IPvFuture
	in3986IPv6Address
	in3986Path
	in3986PathAbempty
	in3986PathAbsolute
	in3986PathNoscheme
	in3986PathRootless
	in3986Query
	in3986Fragment
	in3986PctEncoded
)

// failRules names the failRules.
var failRules = [...]syntax.Rule{
	inURIReference: syntax.URIReference, inAbsoluteURI: syntax.AbsoluteURI, inRelativeURI: syntax.RelativeURI,
	inScheme: syntax.Scheme, inAuthority: syntax.Authority, inAbsPath: syntax.AbsPath, inRelPath: syntax.RelPath,
	inRelSegment: syntax.RelSegment, inOpaquePart: syntax.OpaquePart, inQuery: syntax.Query,
	inFragment: syntax.Fragment, inEscaped: syntax.Escaped, inIPv6Address: syntax.IPv6Address,

	in3986HierPart: syntax.RFC3986HierPart, in3986RelativePart: syntax.RFC3986RelativePart,
	in3986Scheme: syntax.RFC3986Scheme, in3986Authority: syntax.RFC3986Authority,
	in3986Userinfo: syntax.RFC3986Userinfo, in3986Host: syntax.RFC3986Host, in3986Port: syntax.RFC3986Port,
	in3986IPLiteral: syntax.RFC3986IPLiteral, in3986IPvFuture: syntax.RFC3986IPvFuture,
	in3986IPv6Address: syntax.RFC3986IPv6Address, in3986Path: syntax.RFC3986Path,
	in3986PathAbempty: syntax.RFC3986PathAbempty, in3986PathAbsolute: syntax.RFC3986PathAbsolute,
	in3986PathNoscheme: syntax.RFC3986PathNoscheme, in3986PathRootless: syntax.RFC3986PathRootless,
	in3986Query: syntax.RFC3986Query, in3986Fragment: syntax.RFC3986Fragment, in3986PctEncoded: syntax.RFC3986PctEncoded,
}

// Rule returns the rule of the component the scan failed in (see failAt's
// callers).
func (f *Failure) Rule() syntax.Rule { return failRules[f.rule] }

// failRuleOf returns the failRule of r, one of the component rules of RFC
// 2396 that Rule scans, and false for another.
func failRuleOf(r syntax.Rule) (failRule, bool) {
	for i, x := range failRules[:in3986HierPart] {
		if x == r {
			return failRule(i), true
		}
	}
	return 0, false
}

// An Expect is a set of ASCII bytes, and the end of the input.
type Expect struct {
	ascii [2]uint64
	End   bool // the input could have ended there
}

// expect returns the set of the bytes in sets and in extra.
func expect(sets charset.Set, extra string, end bool) Expect {
	e := Expect{End: end}
	for c := range byte(128) {
		if sets.Contains(c) || strings.IndexByte(extra, c) >= 0 {
			e.ascii[c/64] |= 1 << (c % 64)
		}
	}
	return e
}

// with returns e with byte c added.
func (e Expect) with(c byte) Expect {
	e.ascii[c/64] |= 1 << (c % 64)
	return e
}

// Has reports whether byte c is in e.
func (e Expect) Has(c byte) bool { return c < 128 && e.ascii[c/64]&(1<<(c%64)) != 0 }

// What may continue the input in each component: its own characters, "%"
// that starts an escape, and the delimiters of what may follow it.
var (
	// at the start: a scheme, a rel_segment, "/" of a path, "#" of a
	// fragment, or the end (the empty reference)
	expectStart = expect(charset.Alpha|charset.RelSegment, "%/#", true)
	// in a rel_segment; a ":" too while it is also a scheme
	expectRelSegment = expect(charset.RelSegment, "%/?#", true)
	// after the ":" of a scheme: a hier_part or an opaque_part
	expectHierOrOpaque = expect(charset.UricNoSlash, "%/", false)
	expectOpaque       = expect(charset.Uric, "%#", true)
	expectAuthority    = expect(charset.RegName, "%/?#", true)
	expectPath         = expect(charset.PathSegments, "%?#", true)
	expectQuery        = expect(charset.Uric, "%#", true)
	expectFragment     = expect(charset.Uric, "%", true)
	// after "%": the two hex digits of an escape
	expectHex = expect(charset.Hex, "", false)

	// RFC 2732 mode: uric holds "[" and "]"; after an IPv6 literal's "]"
	// comes a port or the end of the authority, and the port's digits.
	expectOpaqueRFC2732   = expect(charset.UricRFC2732, "%#", true)
	expectQueryRFC2732    = expect(charset.UricRFC2732, "%#", true)
	expectFragmentRFC2732 = expect(charset.UricRFC2732, "%", true)
	expectAfterIPv6       = expect(0, ":/?#", true)
	expectPort            = expect(charset.Digit, "/?#", true)
)

// A scanner holds one scan.
type scanner struct {
	s    string
	b    *parts.Components
	syn  syntax.Syntax // what the scan reads beyond Appendix A: IPv6 literals (RFC 2732 mode), "?y"
	uric runSet        // uric, less escaped: in RFC 2732 mode with "[" and "]"
	rule failRule      // the rule Rule scans, for its failures
	fail Failure
}

// URIReference scans s as a URI-reference in the syntax syn and fills c
// with where its components lie. It returns nil, or the failure. Of syn,
// it reads what IPv6 and QueryOnly report, or that it is RFC 3986
// (rfc3986.go): syn is a syntax resolved over its default (syntax.Read),
// and the zero Syntax reads strict RFC 2396.
func URIReference(s string, syn syntax.Syntax, c *parts.Components) *Failure {
	c.Reset(s)
	if syn.IsRFC3986() {
		return uriReference3986(s, c)
	}
	// Field by field: a composite literal is built aside and copied in
	// wide moves that wait for its narrow stores, a sixth of the time of
	// Validate on a short reference.
	var p scanner
	p.s, p.b, p.syn = s, c, syn
	return p.reference()
}

// Validate scans s as URIReference does in the syntax syn, to say only
// whether it is a URI-reference: it returns nil, or the failure
// URIReference would return. It is the same scan, but the components it
// finds are not kept, so that the scan need not start by resetting them
// (see Reset): it writes them into a scratch Components, which it reads
// once, after an authority that nothing valid follows, for the kind of
// host (what it wrote there, or NoHost, the zero value) and, after an IPv6
// literal, for where the host ends, which it wrote with the kind.
func Validate(s string, syn syntax.Syntax) *Failure {
	if syn.IsRFC3986() {
		return validate3986(s)
	}
	var c parts.Components
	var p scanner
	p.s, p.b, p.syn = s, &c, syn
	return p.reference()
}

// reference scans the input as a URI-reference, for URIReference and
// Validate, and returns nil or the failure.
func (p *scanner) reference() *Failure {
	p.uric = uricOf(p.syn)
	if !p.uriReference() {
		f := p.fail
		return &f
	}
	return nil
}

// uricOf returns the runSet of uric, less escaped, in the syntax syn:
// with "[" and "]" in RFC 2732 mode.
func uricOf(syn syntax.Syntax) runSet {
	if syn.IPv6() {
		return runUricRFC2732
	}
	return runUric
}

// failAt records that the scan failed at offset i in the component of
// rule r, where e could have continued the input, and returns i and false
// for the caller to return.
func (p *scanner) failAt(i int, r failRule, e Expect) (int, bool) {
	p.fail = Failure{Offset: i, Expected: e, rule: r}
	return i, false
}

// at returns the byte at offset i, or 0 at the end of the input (0 is in
// no set and no delimiter).
func (p *scanner) at(i int) byte {
	if i < len(p.s) {
		return p.s[i]
	}
	return 0
}

// A runSet is one of the sets that run reads runs of, as a bit of a
// runTable.
type runSet uint8

// The sets of the runs of RFC 2396, in runs2396: those of internal/charset
// that a component is a run of (less escaped).
const (
	runRelSegment   runSet = 1 << iota // rel_segment
	runPathSegments                    // path_segments: pchar, ";" and "/"
	runRegName                         // reg_name: an authority's characters
	runUric                            // uric: an opaque_part's, a query's, a fragment's
	runUricRFC2732                     // uric in RFC 2732 mode
	runUserinfo                        // userinfo: reg_name's but "@"

	// runHostname and runHexPair are no sets but relations, in a table's
	// pairs alone: the pairs of bytes that may stand side by side in a
	// hostname (hostnamePair), and the pairs of hex digits that end an
	// escape, in both tables.
	runHostname
	runHexPair
)

// runSets gives the set of internal/charset that each runSet of runs2396
// is.
var runSets = []runSource{
	{runRelSegment, charset.RelSegment},
	{runPathSegments, charset.PathSegments},
	{runRegName, charset.RegName},
	{runUric, charset.Uric},
	{runUricRFC2732, charset.UricRFC2732},
	{runUserinfo, charset.Userinfo},
}

// A runSource is a runSet and the set of internal/charset it is.
type runSource struct {
	run runSet
	set charset.Set
}

// A runTable holds the runSets of one grammar: bytes, for each byte, the
// runSets it is in ("%" in none, as in internal/charset), and pairs, for
// each two bytes, the runSets that both are in, runHexPair when both are
// hex digits and, in runs2396, runHostname when they may stand side by
// side in a hostname, indexed by the first byte plus 256 times the second
// (pair). The tables are made from internal/charset's when the program
// starts: the rows of pairs whose second byte is in no set (more than
// half of them: bytes that no run holds, and so no hostname's, a reg_name,
// and no hex digit) stay zero and untouched.
type runTable struct {
	bytes [256]runSet
	pairs [1 << 16]runSet
}

// runs2396 is the table of RFC 2396's runs, and runs3986 of RFC 3986's
// (rfc3986.go).
var runs2396, runs3986 runTable

func init() {
	runs2396.fill(runSets, hostnamePair)
	runs3986.fill(runSets3986, nil)
}

// fill makes t from the sets of sources, and, where both bytes of a pair
// are in some set and related(first, second) holds, runHostname.
func (t *runTable) fill(sources []runSource, related func(a, b byte) bool) {
	for c := range 256 {
		for _, r := range sources {
			if r.set.Contains(byte(c)) {
				t.bytes[c] |= r.run
			}
		}
	}
	for second, s := range t.bytes {
		if s == 0 {
			continue
		}
		row := t.pairs[second<<8 : second<<8+256]
		for first := range row {
			row[first] = t.bytes[first] & s
			if related != nil && related(byte(first), byte(second)) {
				row[first] |= runHostname
			}
			if charset.Hex.Contains(byte(first)) && charset.Hex.Contains(byte(second)) {
				row[first] |= runHexPair
			}
		}
	}
}

// hostnamePair reports whether byte a may stand just before byte b in a
// hostname: both alphanums or hyphens, the characters of a label, or a
// "." between two alphanums, as a label starts and ends with one.
//
// hostname    = *( domainlabel "." ) toplabel [ "." ]
// domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum
// toplabel    = alpha | alpha *( alphanum | "-" ) alphanum
func hostnamePair(a, b byte) bool {
	label := func(c byte) bool { return charset.Alphanum.Contains(c) || c == '-' }
	switch {
	case a == '.':
		return charset.Alphanum.Contains(b)
	case b == '.':
		return charset.Alphanum.Contains(a)
	}
	return label(a) && label(b)
}

// pair returns the index in a runTable's pairs of bytes a and b, a first.
func pair(a, b byte) uint16 { return uint16(a) | uint16(b)<<8 }

// run returns the end of the run of bytes of set and escapes that starts
// at offset i, or fails at the first "%" in it that starts no escape. It
// is one call, which the compiler inlines.
func (p *scanner) run(i int, set runSet) (int, bool) {
	return runs2396.run(p.s, i, set, &p.fail, inEscaped)
}

// run returns the end of the run of s of bytes of set and escapes that
// starts at offset i, and true; or, at the first "%" in it that starts no
// escape, its offset and false, with the failure in *fail, in rule escape.
//
// The run is what the engine spends its time in. It reads eight bytes a
// step, as four pairs of t.pairs, while they are all bytes of set ("%"
// is in no set, so a step stops before an escape too). The step that
// stops finds where the run stops: in its first pair not in set, the
// first byte not in set. That is the run's end, or a "%" whose escape
// the run checks before it goes on eight bytes a step. Less than eight
// bytes from the end of the input, it reads the last eight bytes in one
// step when the run holds them all (it may then read again bytes it has
// read), else one byte a step.
func (t *runTable) run(s string, i int, set runSet, fail *Failure, escape failRule) (int, bool) {
	start, last := i, len(s)-8 // last: where the last step may start
	for {
		_ = s[i:] // so that the compiler knows 0 <= i and drops the step's bounds checks
		for ; i <= last; i += 8 {
			b := s[i : i+8]
			p01, p23 := t.pairs[pair(b[0], b[1])], t.pairs[pair(b[2], b[3])]
			p45, p67 := t.pairs[pair(b[4], b[5])], t.pairs[pair(b[6], b[7])]
			// The four pairs' sets meet set once, into p67, which the
			// step no longer needs after: 16 instructions a step, with
			// last computed once. Masking each pair with set, and
			// len(s)-8 at each step, took 21.
			if p67&p45&p23&p01&set == 0 {
				switch {
				case p01&set == 0:
				case p23&set == 0:
					i += 2
				case p45&set == 0:
					i += 4
				default:
					i += 6
				}
				if t.bytes[s[i]]&set != 0 {
					i++ // the pair's second byte stops the run
				}
				goto stop
			}
		}
		if i < len(s) && last >= start {
			// Less than eight bytes from the end: the last eight bytes,
			// which the run holds, in one step if they are all in set.
			b := s[len(s)-8:]
			if t.pairs[pair(b[0], b[1])]&t.pairs[pair(b[2], b[3])]&
				t.pairs[pair(b[4], b[5])]&t.pairs[pair(b[6], b[7])]&set != 0 {
				return len(s), true
			}
		}
		for i < len(s) && t.bytes[s[i]]&set != 0 {
			i++
		}
	stop:
		switch {
		case i == len(s) || s[i] != '%':
			return i, true
		case !hexPair(s, i):
			escaped(s, i, fail, escape)
			return i, false
		}
		i += 3
	}
}

// hexPair reports whether the two bytes of s after offset i are hex digits.
func hexPair(s string, i int) bool {
	return i+2 < len(s) && runs2396.pairs[pair(s[i+1], s[i+2])]&runHexPair != 0
}

// escaped = "%" hex hex
//
// (RFC 3986: pct-encoded = "%" HEXDIG HEXDIG.) escaped records in f the
// failure of the "%" at offset i of s, which starts no escape: at the
// first of the two bytes after it that is no hex digit, in rule r.
func escaped(s string, i int, f *Failure, r failRule) {
	j := i + 1
	if j < len(s) && charset.Hex.Contains(s[j]) {
		j++
	}
	*f = Failure{Offset: j, Expected: expectHex, rule: r}
}

// URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
func (p *scanner) uriReference() bool {
	var i int
	var ok bool
	if end := p.scheme(); end > 0 && p.at(end) == ':' {
		i, ok = p.absoluteURI(end)
	} else {
		i, ok = p.relativeURI(end)
	}
	if !ok {
		return false
	}
	if i < len(p.s) { // what comes before the fragment stops only at "#"
		_, ok = p.fragment(i + 1)
	}
	return ok
}

// scheme = alpha *( alpha | digit | "+" | "-" | "." )
//
// scheme returns the end of the longest prefix of the input that is a
// scheme, 0 when there is none. Whether it is one depends on the ":" after
// it.
func (p *scanner) scheme() int { return schemeEnd(p.s) }

// schemeEnd returns the end of the longest prefix of s that is a scheme,
// 0 when there is none: RFC 2396's rule, which RFC 3986 keeps.
func schemeEnd(s string) int {
	if len(s) == 0 || !charset.Alpha.Contains(s[0]) {
		return 0
	}
	i := 1
	for i < len(s) && charset.SchemeRest.Contains(s[i]) {
		i++
	}
	return i
}

// absoluteURI = scheme ":" ( hier_part | opaque_part )
func (p *scanner) absoluteURI(end int) (int, bool) {
	p.b.Scheme = parts.Span{Start: 0, End: end}
	if p.at(end+1) == '/' {
		return p.hierPart(end + 1)
	}
	return p.opaquePart(end + 1)
}

// relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]
//
// relativeURI also reads the reference that has no URI part ("" or "#f"),
// and the query-only reference ("?" query [ "#" fragment ]) when the
// syntax accepts it. schemeEnd is the end of the prefix that would have
// been a scheme, had ":" followed it.
func (p *scanner) relativeURI(schemeEnd int) (int, bool) {
	switch {
	case len(p.s) == 0 || p.s[0] == '#':
		return 0, true
	case strings.HasPrefix(p.s, "//"):
		return p.netPath(2)
	case p.s[0] == '/':
		return p.absPath(0)
	case p.s[0] == '?' && p.syn.QueryOnly():
		return p.query(1)
	}
	return p.relPath(schemeEnd)
}

// hier_part = ( net_path | abs_path ) [ "?" query ]
func (p *scanner) hierPart(i int) (int, bool) {
	if strings.HasPrefix(p.s[i:], "//") {
		return p.netPath(i + 2)
	}
	return p.absPath(i)
}

// opaque_part = uric_no_slash *uric
//
// A failure where the opaque part would start is in absoluteURI when
// nothing can stand for it (the end, or the "#" of a fragment), which
// needs a hier_part or an opaque_part there.
func (p *scanner) opaquePart(i int) (int, bool) {
	if c := p.at(i); !charset.UricNoSlash.Contains(c) && c != '%' {
		if i == len(p.s) || c == '#' {
			return p.failAt(i, inAbsoluteURI, expectHierOrOpaque)
		}
		return p.failAt(i, inOpaquePart, expectHierOrOpaque)
	}
	end, ok := p.run(i, p.uric)
	if !ok {
		return end, false
	}
	p.b.Path, p.b.Opaque = parts.Span{Start: i, End: end}, true
	if end < len(p.s) && p.s[end] != '#' {
		return p.failAt(end, inOpaquePart, p.pick(expectOpaque, expectOpaqueRFC2732))
	}
	return end, true
}

// net_path = "//" authority [ abs_path ]
//
// i is the offset just past "//".
func (p *scanner) netPath(i int) (int, bool) {
	end, ok := p.authority(i)
	if !ok {
		return end, false
	}
	if p.at(end) == '/' {
		return p.absPath(end)
	}
	p.b.Path = parts.Span{Start: end, End: end}
	if p.endsPath(end) {
		return p.afterPath(end)
	}
	e := expectAuthority
	if p.syn.IPv6() && p.b.HostKind != parts.IPv6Reference && p.atHost(i, end) {
		e = e.with('[') // an IPv6 literal could have started there
	}
	if p.b.HostKind == parts.IPv6Reference {
		e = expectPort
		if end == p.b.Host.End { // no port; Validate does not reset Port
			e = expectAfterIPv6
		}
	}
	return p.failAt(end, inAuthority, e)
}

// abs_path = "/"  path_segments
func (p *scanner) absPath(i int) (int, bool) {
	p.b.Path.Start = i
	return p.pathSegments(i+1, inAbsPath)
}

// rel_path = rel_segment [ abs_path ]
func (p *scanner) relPath(schemeEnd int) (int, bool) {
	end, ok := p.relSegment()
	if !ok {
		return end, false
	}
	p.b.Path.Start = 0
	if p.at(end) == '/' {
		return p.pathSegments(end+1, inRelPath)
	}
	p.b.Path.End = end
	if p.endsPath(end) {
		return p.afterPath(end)
	}
	e := expectRelSegment
	if end == schemeEnd {
		e = e.with(':') // a scheme's ":" would have made it an absoluteURI
	}
	return p.failAt(end, p.firstSegmentRule(end, schemeEnd), e)
}

// firstSegmentRule names the rule of a failure at offset off in the first
// segment of a relative path, whose first schemeEnd bytes could be a
// scheme: a scheme when a ":" later in the segment shows that the writer
// meant one and the failure is within it, else rel_segment (at the ":"
// itself, what comes before is no scheme, and a first segment cannot hold
// ":").
func (p *scanner) firstSegmentRule(off, schemeEnd int) failRule {
	if off > 0 && off <= schemeEnd {
		if i := strings.IndexAny(p.s, ":/?#"); i > off && p.s[i] == ':' {
			return inScheme
		}
	}
	return inRelSegment
}

// rel_segment = 1*( unreserved | escaped |
//
//	";" | "@" | "&" | "=" | "+" | "$" | "," )
func (p *scanner) relSegment() (int, bool) {
	end, ok := p.run(0, runRelSegment)
	if ok && end == 0 {
		e := expectStart
		if p.syn.QueryOnly() {
			e = e.with('?')
		}
		if p.at(0) == '?' {
			return p.failAt(0, inRelativeURI, e) // a query with no path before it
		}
		return p.failAt(0, inRelSegment, e)
	}
	return end, ok
}

// path_segments = segment *( "/" segment )
// segment       = *pchar *( ";" param )
// param         = *pchar
//
// i is the offset of the first segment, and r the path's rule (abs_path
// or rel_path). A segment's pchars and params, and the segments, are one
// run of pchar, ";" and "/": the tree's builder splits it.
func (p *scanner) pathSegments(i int, r failRule) (int, bool) {
	end, ok := p.run(i, runPathSegments)
	if !ok {
		return end, false
	}
	p.b.Path.End = end
	if p.endsPath(end) {
		return p.afterPath(end)
	}
	return p.failAt(end, r, expectPath)
}

// endsPath reports whether what follows the path that ends at i may
// follow a path: the "?" of a query, the "#" of a fragment, or the end.
// The caller fails otherwise; it works out what could have continued the
// path only then.
func (p *scanner) endsPath(i int) bool {
	return i == len(p.s) || p.s[i] == '?' || p.s[i] == '#'
}

// afterPath goes on after the path that ends at i, where endsPath holds:
// to a query, or to the fragment or the end, which the caller reads.
func (p *scanner) afterPath(i int) (int, bool) {
	if p.at(i) == '?' {
		return p.query(i + 1)
	}
	return i, true
}

// query = *uric
func (p *scanner) query(i int) (int, bool) {
	end, ok := p.run(i, p.uric)
	p.b.Query = parts.Span{Start: i, End: end}
	if ok && end < len(p.s) && p.s[end] != '#' {
		return p.failAt(end, inQuery, p.pick(expectQuery, expectQueryRFC2732))
	}
	return end, ok
}

// fragment = *uric
func (p *scanner) fragment(i int) (int, bool) {
	end, ok := p.run(i, p.uric)
	p.b.Fragment = parts.Span{Start: i, End: end}
	if ok && end < len(p.s) {
		return p.failAt(end, inFragment, p.pick(expectFragment, expectFragmentRFC2732))
	}
	return end, ok
}

// pick returns the set of RFC 2732 mode when the scan is in it, else e.
func (p *scanner) pick(e, rfc2732 Expect) Expect {
	if p.syn.IPv6() {
		return rfc2732
	}
	return e
}

// authority = server | reg_name
//
// Every character of a server is a character of reg_name, and neither
// holds "/", "?" or "#", the characters that may follow an authority. So
// the authority is the run of reg_name characters that starts at i, and
// any such run is an authority: a reg_name when it is not empty, the empty
// server when it is. Section 3.2 gives server the precedence: the run is a
// server whenever server's rule matches it.
//
// In RFC 2732 mode a host may also be an ipv6reference, whose brackets no
// reg_name holds: a "[" where a host may start (at the start of the
// authority, or after the userinfo's "@") starts one, and the authority
// ends after it and its port.
//
// Most authorities are a hostname and perhaps a port, some after a
// userinfo, which hostPort reads in one pass; the others are read as
// above.
func (p *scanner) authority(i int) (int, bool) {
	if end, ok := p.hostPort(i); ok {
		return end, true
	}
	end, ok := p.run(i, runRegName)
	if !ok {
		return end, false
	}
	b := p.b
	b.Authority = parts.Span{Start: i, End: end}
	if p.syn.IPv6() && p.at(end) == '[' && p.atHost(i, end) {
		return p.serverIPv6(i, end)
	}
	b.Server = p.server(i, end)
	return end, true
}

// hostPort reads the authority that starts at offset i when it is a
// server of a hostname and perhaps a port, after a userinfo or not, and
// it ends the authority, as "/", "?", "#" or the end of the input
// follows it; it fills in its components, and returns its end and true.
// Else it returns false, having filled in nothing.
//
// server   = [ [ userinfo "@" ] hostport ]
// hostport = host [ ":" port ]
// port     = *digit
//
// Such an authority is one for server as for authority: its characters
// are reg_name's, which "/", "?" and "#" are not; a userinfo holds those
// of reg_name but "@", so that the first "@" ends it; and a hostport
// holds no "@", and no ":" but the port's. hostPort reads a hostport
// from the authority's start, and when something else than the end of
// an authority follows it, a userinfo and the hostport after it. So it
// tries a userinfo only after a hostname ("user@" and "user:password@",
// as in section 3.2), and an IPv4 address, which is no hostname, goes to
// authority's reading at once.
func (p *scanner) hostPort(i int) (int, bool) {
	s, user, at := p.s, -1, i // at: where the hostname starts
hostport: // read once from the authority's start, once more after a userinfo
	host := hostnameEnd(s[at:])
	if host < 0 {
		return 0, false
	}
	host += at
	end, port := host, -1
	if end < len(s) && s[end] == ':' {
		end++
		port = end
		for end < len(s) && charset.Digit.Contains(s[end]) {
			end++
		}
	}
	if end < len(s) && s[end] != '/' && s[end] != '?' && s[end] != '#' {
		if user >= 0 {
			return 0, false
		}
		// A userinfo, then the hostport. A "%" that starts no escape
		// fails the run, and authority's, which stops at the same "%",
		// records the same failure.
		u, ok := p.run(i, runUserinfo)
		if !ok || u == len(s) || s[u] != '@' {
			return 0, false
		}
		user, at = u, u+1
		goto hostport
	}
	b := p.b
	b.Authority, b.Server = parts.Span{Start: i, End: end}, true
	b.Host, b.HostKind = parts.Span{Start: at, End: host}, parts.Hostname
	if user >= 0 {
		b.Userinfo = parts.Span{Start: i, End: user}
	}
	if port >= 0 {
		b.Port = parts.Span{Start: port, End: end}
	}
	return end, true
}

// atHost reports whether a host may start at offset end of the authority
// that starts at i and whose characters up to end are reg_name's: at its
// start, or just after its first "@", which ends a userinfo.
func (p *scanner) atHost(i, end int) bool {
	return end == i || p.s[end-1] == '@' && strings.IndexByte(p.s[i:end], '@') == end-1-i
}

// serverIPv6 reads the rest of a server whose host is the ipv6reference
// that starts at offset at, and whose userinfo, if any, ends before it.
//
// hostport = host [ ":" port ]
// port     = *digit
func (p *scanner) serverIPv6(i, at int) (int, bool) {
	end, ok := p.ipv6reference(at)
	if !ok {
		return end, false
	}
	b := p.b
	b.Server, b.HostKind, b.Host = true, parts.IPv6Reference, parts.Span{Start: at, End: end}
	if at > i {
		b.Userinfo = parts.Span{Start: i, End: at - 1}
	}
	if p.at(end) == ':' {
		end++
		port := end
		for end < len(p.s) && charset.Digit.Contains(p.s[end]) {
			end++
		}
		b.Port = parts.Span{Start: port, End: end}
	}
	b.Authority.End = end
	return end, true
}

// ipv6reference = "[" IPv6address "]"   (RFC 2732)
//
// at is the offset of "[". ipv6reference returns the offset after "]".
func (p *scanner) ipv6reference(at int) (int, bool) {
	v := ipv6{tail: -1}
	for i := at + 1; ; i++ {
		c := p.at(i)
		if c == ']' && v.end() {
			return i + 1, true
		}
		if i >= len(p.s) {
			return p.failAt(i, inIPv6Address, v.expect())
		}
		if before := v; !v.next(c) {
			return p.failAt(i, inIPv6Address, before.expect())
		}
	}
}

// server = [ [ userinfo "@" ] hostport ]
//
// server reports whether s[i:end] is a server, and if so fills in its
// parts.
func (p *scanner) server(i, end int) bool {
	if i == end {
		return true // the empty server
	}
	b := p.b
	a, start := p.s[i:end], i
	user := -1
	if at := strings.IndexByte(a, '@'); at >= 0 {
		// userinfo = *( unreserved | escaped |
		//               ";" | ":" | "&" | "=" | "+" | "$" | "," )
		// The characters of reg_name, but "@": userinfo ends at the first
		// "@". The rest is a hostport, which holds none: another "@" fails
		// below, in the host or in the port.
		user = i + at
		i += at + 1
	}
	hostEnd, port := end, -1
	if c := strings.IndexByte(p.s[i:end], ':'); c >= 0 {
		hostEnd, port = i+c, i+c+1
		if !isPort(p.s[port:end]) {
			return false
		}
	}
	kind := hostKind(p.s[i:hostEnd], p.syn.IPv6())
	if kind == parts.NoHost {
		return false
	}
	if user >= 0 {
		b.Userinfo = parts.Span{Start: start, End: user}
	}
	if port >= 0 {
		b.Port = parts.Span{Start: port, End: end}
	}
	b.Host, b.HostKind = parts.Span{Start: i, End: hostEnd}, kind
	return true
}

// hostport = host [ ":" port ]
// host     = hostname | IPv4address
//
// hostKind returns which rule h matches, NoHost for neither. An
// ipv6reference is read apart (serverIPv6).
func hostKind(h string, rfc2732 bool) parts.HostKind {
	switch {
	case isHostname(h):
		return parts.Hostname
	case isIPv4Address(h, rfc2732):
		return parts.IPv4Address
	}
	return parts.NoHost
}

// hostname    = *( domainlabel "." ) toplabel [ "." ]
func isHostname(h string) bool { return hostnameEnd(h) == len(h) }

// hostnameEnd returns the end of the hostname that starts s and ends at
// its end or before a byte that cannot continue it, or -1 when none
// starts s.
//
// hostname    = *( domainlabel "." ) toplabel [ "." ]
// domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum
// toplabel    = alpha | alpha *( alphanum | "-" ) alphanum
//
// The bytes from an alphanum on whose every two neighbours may stand side
// by side in a hostname (hostnamePair) are labels that start with an
// alphanum, with a "." after each but perhaps the last: what can start a
// hostname. They end before the first byte that cannot continue one, and
// are a hostname when their last label ends with an alphanum and starts,
// as a toplabel, with an alpha (a final "." aside). One loop reads them,
// a pair a step, with no branch at each label's end.
func hostnameEnd(s string) int {
	if s == "" || !charset.Alphanum.Contains(s[0]) {
		return -1
	}
	i := 1
	for i < len(s) && runs2396.pairs[pair(s[i-1], s[i])]&runHostname != 0 {
		i++
	}
	last := i // the end of the last label
	if s[last-1] == '.' {
		last--
	}
	top := strings.LastIndexByte(s[:last], '.') + 1
	if s[last-1] == '-' || !charset.Alpha.Contains(s[top]) {
		return -1
	}
	return i
}

// IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit
//
// In RFC 2732 mode, RFC 2373's:
//
//	IPv4address = 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT
func isIPv4Address(h string, rfc2732 bool) bool {
	for n := range 4 {
		i := 0
		for i < len(h) && charset.Digit.Contains(h[i]) {
			i++
		}
		if i == 0 || rfc2732 && i > 3 {
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

// port = *digit
func isPort(s string) bool {
	for i := 0; i < len(s); i++ {
		if !charset.Digit.Contains(s[i]) {
			return false
		}
	}
	return true
}
