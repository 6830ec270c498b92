package parser

import (
	"strings"

	"github.com/rfc2396/rfc2396/internal/scan"
	"github.com/rfc2396/rfc2396/parser/internal/peg3986"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// grammar3986 reads s, a whole reference read as read, in RFC 3986 with
// the grammar's parser (parser/internal/peg3986) into c. The grammar has
// no actions: it says whether s is a URI-reference, or where it fails.
// The components of a valid one are where Appendix B's regular expression
// puts them (parts.AppendixB), which RFC 3986 says it does for every
// URI-reference, and its authority is split at its delimiters: the
// userinfo ends at the first "@", an IP-literal at its "]", a reg-name or
// IPv4address at the first ":" after it, whose kind the grammar's rule
// IPv4address decides (first-match-wins, section 3.2.2).
//
// An error's offset is the grammar's; its expected set is what
// peg3986.Continuations says could continue the input there, and its Rule
// names the component at that offset as the fast engine does, which fails
// at the same offset (the tests hold the two engines to it).
func grammar3986(s string, read syntax.Rule, c *parts.Components) error {
	if _, f := peg3986.Run("Input", s); f != nil {
		rule := syntax.RFC3986URIReference
		var fast parts.Components
		if ff := scan.URIReference(s, syntax.RFC3986, &fast); ff != nil && ff.Offset == f.Offset {
			rule = ff.Rule()
		}
		set, end := peg3986.Continuations(s[:f.Offset])
		return newError(s, read, f.Offset, rule, describeCached(set, end), f.Err, syntax.RFC3986)
	}
	*c = parts.AppendixB(s)
	a := c.Authority
	if !a.Defined() {
		return nil
	}
	c.Server = true
	h := a.Start
	if at := strings.IndexByte(s[a.Start:a.End], '@'); at >= 0 {
		c.Userinfo = parts.Span{Start: a.Start, End: a.Start + at}
		h += at + 1
	}
	end, kind := a.End, parts.RegName
	switch {
	case strings.HasPrefix(s[h:a.End], "[v") || strings.HasPrefix(s[h:a.End], "[V"):
		end, kind = h+strings.IndexByte(s[h:a.End], ']')+1, parts.IPvFuture
	case strings.HasPrefix(s[h:a.End], "["):
		end, kind = h+strings.IndexByte(s[h:a.End], ']')+1, parts.IPv6Reference
	default:
		if k := strings.IndexByte(s[h:a.End], ':'); k >= 0 {
			end = h + k
		}
		if n, f := peg3986.Run("IPv4address", s[h:end]); f == nil && n == end-h {
			kind = parts.IPv4Address
		}
	}
	c.Host, c.HostKind = parts.Span{Start: h, End: end}, kind
	if end < a.End {
		c.Port = parts.Span{Start: end + 1, End: a.End}
	}
	return nil
}

// grammarName3986 returns the name in grammar/rfc3986.peg of the RFC 3986
// rule r, which the RFC spells with "-" where the grammar has "_".
func grammarName3986(r syntax.Rule) string { return strings.ReplaceAll(string(r), "-", "_") }
