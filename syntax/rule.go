package syntax

import "slices"

// A Rule names a rule of a grammar. RFC 2396's rules, of its Appendix A
// or one that RFC 2732 adds, have the grammar's names, the RFC's with "_"
// for "-" (only "URI_reference" differs), and constants generated from
// grammar/uri.peg (rules.go); RFC 3986's have the RFC's spelling
// ("path-abempty") and constants prefixed RFC3986, generated from
// grammar/rfc3986.peg (rules3986.go), so that the grammars are the one
// place rules are named. A value spelled the same in both ("host") names
// the rule of whichever grammar the syntax reads.
type Rule string

// String returns the rule's name in the grammar, such as "URI_reference"
// or, for RFC 3986, "URI-reference".
func (r Rule) String() string { return string(r) }

// RFCName returns the rule's name as the RFCs write it, such as
// "URI-reference".
func (r Rule) RFCName() string {
	if n, ok := rfcNames[r]; ok {
		return n
	}
	return string(r)
}

// Rules returns the rules that s reads, in the RFCs' order: for RFC3986,
// those of RFC 3986's Appendix A and the core rules it uses (ALPHA, DIGIT,
// HEXDIG); else those of Appendix A, then, when s reads IPv6 literals,
// those that RFC 2732 adds (ipv6reference, and IPv6address and hex4 from
// RFC 2373).
func Rules(s Syntax) []Rule {
	switch {
	case s.IsRFC3986():
		return slices.Clone(rfc3986Rules[:])
	case s.IPv6():
		return slices.Concat(appendixA[:], rfc2732[:])
	}
	return slices.Clone(appendixA[:])
}

// Known reports whether r is one of the rules that s reads.
func (r Rule) Known(s Syntax) bool {
	if s.IsRFC3986() {
		return slices.Contains(rfc3986Rules[:], r)
	}
	return slices.Contains(appendixA[:], r) || s.IPv6() && slices.Contains(rfc2732[:], r)
}
