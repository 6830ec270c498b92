package scan

import (
	"github.com/rfc2396/rfc2396/internal/charset"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// Rules are the rules that Rule scans: the components of section 4.3.
var Rules = []syntax.Rule{syntax.Scheme, syntax.Authority, syntax.AbsPath, syntax.RelPath, syntax.OpaquePart, syntax.Query, syntax.Fragment}

// What may continue a component alone, where Rule stops: its own
// characters, "%" where escapes may stand, and the end where the text so
// far is a match. (After an opaque_part's first character, and in a query
// or a fragment, it is expectFragment.)
var (
	expectSchemeStart = expect(charset.Alpha, "", false)
	expectSchemeRest  = expect(charset.SchemeRest, "", true)
	expectOpaqueStart = expect(charset.UricNoSlash, "%", false)
	expectSlash       = expect(0, "/", false)
	expectSegments    = expect(charset.PathSegments, "%", true)
	expectRelStart    = expect(charset.RelSegment, "%", false)
	expectRelRest     = expect(charset.RelSegment, "%/", true)
	expectRegName     = expect(charset.RegName, "%", true)
	expectPortColon   = expect(0, ":", true)
	expectPortDigits  = expect(charset.Digit, "", true)
)

// Rule scans s as the whole of the component rule named, one of Rules: the
// rule's text alone, with nothing after it, in the syntax syn, of which
// it reads IPv6 alone (the rules have no query-only form). It returns nil or the failure,
// whose Expected holds the bytes (and the end) that could continue the
// input at its Offset into the rule's text, and whose Rule is the rule
// scanned, or escaped inside an escape, or IPv6address inside an IPv6
// literal; and false when it has no such rule. In RFC 3986 the rules are
// Rules3986, and the failure's Rule is the rule of the component at its
// Offset, as in a reference: pct-encoded, the parts of an authority or
// of an IP-literal.
func Rule(rule syntax.Rule, s string, syn syntax.Syntax) (*Failure, bool) {
	if syn.IsRFC3986() {
		return rule3986(rule, s)
	}
	r, known := failRuleOf(rule)
	if !known {
		return nil, false
	}
	var b parts.Components
	b.Reset(s)
	p := scanner{s: s, b: &b, syn: syn, uric: uricOf(syn), rule: r}
	var ok bool
	switch rule {
	case syntax.Scheme:
		ok = p.wholeScheme()
	case syntax.Authority:
		ok = p.wholeAuthority()
	case syntax.AbsPath:
		ok = p.wholeAbsPath(0)
	case syntax.RelPath:
		ok = p.wholeRelPath()
	case syntax.OpaquePart:
		if c := p.at(0); !charset.UricNoSlash.Contains(c) && c != '%' {
			p.failAt(0, p.rule, expectOpaqueStart)
			break
		}
		ok = p.whole(0, p.uric, p.pick(expectFragment, expectFragmentRFC2732))
	case syntax.Query, syntax.Fragment:
		ok = p.whole(0, p.uric, p.pick(expectFragment, expectFragmentRFC2732))
	default:
		return nil, false
	}
	if !ok {
		f := p.fail
		return &f, true
	}
	return nil, true
}

// whole reads the run of bytes of set and escapes from offset i to the
// end of the input, and fails where the run stops short of it: e could
// have continued the input there.
func (p *scanner) whole(i int, set runSet, e Expect) bool {
	end, ok := p.run(i, set)
	if ok && end < len(p.s) {
		p.failAt(end, p.rule, e)
		return false
	}
	return ok
}

// scheme = alpha *( alpha | digit | "+" | "-" | "." )
func (p *scanner) wholeScheme() bool {
	if !charset.Alpha.Contains(p.at(0)) {
		p.failAt(0, p.rule, expectSchemeStart)
		return false
	}
	if end := p.scheme(); end < len(p.s) {
		p.failAt(end, p.rule, expectSchemeRest)
		return false
	}
	return true
}

// abs_path = "/"  path_segments
func (p *scanner) wholeAbsPath(i int) bool {
	if p.at(i) != '/' {
		p.failAt(i, p.rule, expectSlash)
		return false
	}
	return p.whole(i+1, runPathSegments, expectSegments)
}

// rel_path = rel_segment [ abs_path ]
func (p *scanner) wholeRelPath() bool {
	end, ok := p.run(0, runRelSegment)
	switch {
	case !ok:
		return false
	case end == 0:
		p.failAt(0, p.rule, expectRelStart)
		return false
	case end == len(p.s):
		return true
	case p.s[end] == '/':
		return p.wholeAbsPath(end)
	}
	p.failAt(end, p.rule, expectRelRest)
	return false
}

// authority = server | reg_name
//
// The authority's text alone: what authority reads in a reference, up to
// the end of the input.
func (p *scanner) wholeAuthority() bool {
	end, ok := p.authority(0)
	if !ok || end == len(p.s) {
		return ok
	}
	e := expectRegName
	switch {
	case p.b.HostKind == parts.IPv6Reference && !p.b.Port.Defined():
		e = expectPortColon
	case p.b.HostKind == parts.IPv6Reference:
		e = expectPortDigits
	case p.syn.IPv6() && p.atHost(0, end):
		e = e.with('[')
	}
	p.failAt(end, p.rule, e)
	return false
}
