package syntax

import "slices"

// A Rule names a rule of the grammar: of RFC 2396 Appendix A, or one that
// RFC 2732 adds. Its value is the grammar's name, the RFC's with "_" for
// "-" (only "URI_reference" differs); the constants, one per rule, are generated from
// grammar/uri.peg (rules.go), so that the grammar is the one place rules
// are named.
type Rule string

// String returns the rule's name in the grammar, such as "URI_reference".
func (r Rule) String() string { return string(r) }

// RFCName returns the rule's name as the RFCs write it, such as
// "URI-reference".
func (r Rule) RFCName() string {
	if n, ok := rfcNames[r]; ok {
		return n
	}
	return string(r)
}

// Rules returns the rules that s reads, in the RFCs' order: those of
// Appendix A, then, when s reads IPv6 literals, those that RFC 2732 adds
// (ipv6reference, and IPv6address and hex4 from RFC 2373).
func Rules(s Syntax) []Rule {
	if s.IPv6() {
		return slices.Concat(appendixA[:], rfc2732[:])
	}
	return slices.Clone(appendixA[:])
}

// Known reports whether r is one of the rules that s reads.
func (r Rule) Known(s Syntax) bool {
	return slices.Contains(appendixA[:], r) || s.IPv6() && slices.Contains(rfc2732[:], r)
}
