package parser_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rfc2396/rfc2396/internal/charset"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// ruleAt is an oracle for the Rule of an error: it names the Appendix A
// rule of the component that holds offset off, splitting s by hand as
// section 4.3 (and Appendix B's regular expression) does, independently
// of the engines, which carry the rule they failed in: scheme, authority,
// path (abs_path, rel_path or opaque_part), query or fragment. An offset
// inside an escape is in rule escaped. An offset at the end of an absolute
// URI that has nothing after its scheme is in absoluteURI, which needs a
// path there. In RFC 2732 mode an offset after the "[" of an authority, up
// to its "]", is in IPv6address. An opaque part runs to the fragment: its
// "?" starts no query (Appendix A), where Appendix B would split one.
func ruleAt(s string, off int, rfc2732 bool) syntax.Rule {
	if inEscape(s, off) {
		return syntax.Escaped
	}
	if off == 0 && s != "" && s[0] == '?' {
		return syntax.RelativeURI // a query with no path before it
	}
	pos, absolute := 0, false
	if i := strings.IndexAny(s, ":/?#"); i > 0 && s[i] == ':' {
		if off <= i {
			// Before the ":" of a would-be scheme. At the ":" itself the
			// text before it is no scheme (else the parse would not stop
			// there), so it is a first segment, which cannot hold ":".
			if off < i && charset.Alpha.Contains(s[0]) && strings.IndexFunc(s[:off], notScheme) < 0 {
				return syntax.Scheme
			}
			return syntax.RelSegment
		}
		pos, absolute = i+1, true
	}
	rest, authority := s[pos:], false
	if strings.HasPrefix(rest, "//") {
		authority = true
		end := pos + 2 + cspan(s[pos+2:], "/?#")
		if open := strings.IndexByte(s[pos+2:end], '['); rfc2732 && open >= 0 && off > pos+2+open {
			if shut := strings.IndexByte(s[pos+2+open:], ']'); shut < 0 || off <= pos+2+open+shut {
				return syntax.IPv6Address
			}
		}
		if off <= end && (off < end || end == len(s) || s[end] != '/') {
			return syntax.Authority
		}
		pos = end
	}
	opaque := absolute && !authority && pos < len(s) && s[pos] != '/'
	end := pos + cspan(s[pos:], "?#")
	if opaque {
		end = pos + cspan(s[pos:], "#")
	}
	switch {
	case absolute && off == pos && (pos == len(s) || s[pos] == '#'):
		return syntax.AbsoluteURI
	case off <= end:
		switch {
		case pos < len(s) && s[pos] == '/':
			return syntax.AbsPath
		case absolute:
			return syntax.OpaquePart
		case strings.IndexByte(s[pos:off], '/') < 0:
			return syntax.RelSegment
		default:
			return syntax.RelPath
		}
	}
	if s[end] == '?' {
		if off <= end+cspan(s[end:], "#") {
			return syntax.Query
		}
	}
	return syntax.Fragment
}

// inEscape reports whether offset off is inside an escape: just after its
// "%", or after its "%" and a hex digit.
func inEscape(s string, off int) bool {
	return off > 0 && s[off-1] == '%' || off > 1 && s[off-2] == '%' && charset.Hex.Contains(s[off-1])
}

// cspan returns the length of the prefix of s that holds no byte of set.
func cspan(s, set string) int {
	if i := strings.IndexAny(s, set); i >= 0 {
		return i
	}
	return len(s)
}

// notScheme reports whether r cannot occur in a scheme.
func notScheme(r rune) bool { return r >= 0x80 || !charset.SchemeRest.Contains(byte(r)) }

// checkRule checks the Rule of the error of s, if any, in every mode,
// against ruleAt, and reports how many errors it checked.
func checkRule(t *testing.T, s string) int {
	n := 0
	for _, m := range modes {
		_, err := parser.Parse(s, m.opts()...)
		var pe *parser.Error
		if err == nil || !assert.ErrorAs(t, err, &pe) {
			continue
		}
		n++
		assert.Equal(t, ruleAt(s, pe.Offset, m.rfc2732), pe.Rule, "%s: rule of %v", m.name, err)
	}
	return n
}

// TestRuleOracle checks the rule each engine's error names against
// ruleAt, on the oracle corpus and the corpus of IPv6 literals.
func TestRuleOracle(t *testing.T) {
	n := 0
	for _, s := range allCorpora() {
		if !raceSkip(s) {
			n += checkRule(t, s)
		}
	}
	for _, s := range []string{"mailto:a?b c", "mailto:?b c", "x:a?b#c d", "http:", "http:#f", "http: x", "ht tp:x", "a_b:c", "?y", "//[::1", "http://a/?q r"} {
		n += checkRule(t, s)
	}
	t.Logf("checked the rules of %d errors", n)
}

// FuzzRuleOracle checks ruleAt on any input.
func FuzzRuleOracle(f *testing.F) {
	for _, s := range []string{"mailto:a?b c", "http://[::1", "ht tp:x", "a%4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkRule(t, s) })
}
