package main

import (
	"errors"
	"fmt"

	"github.com/rfc2396/rfc2396/conformance"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

// This file is the one place the generator calls the library: the
// grammar's parser for the answers of parse cases, package resolve for
// resolve cases and package normalize for equivalence cases.

// syntaxOf returns the syntax a case names, which every call below
// passes rather than rely on the library's default: Appendix A to the
// letter, and with rfc2732 RFC 2732's amendments too, without the
// query-only reference.
func syntaxOf(rfc2732 bool) syntax.Syntax {
	if rfc2732 {
		return syntax.RFC2732.Over(syntax.RFC2396)
	}
	return syntax.RFC2396
}

// grammarParse parses s with the grammar's parser (the reference engine)
// in the syntax given, and returns its components, or the offset of its
// error.
func grammarParse(s string, rfc2732 bool) (c *parts.Texts, errOffset int, err error) {
	ref, err := parser.Parse(s, parser.Grammar(), syntaxOf(rfc2732))
	if err == nil {
		comp := conformance.ComponentsOf(ref)
		return &comp, 0, nil
	}
	var pe *parser.Error
	if !errors.As(err, &pe) {
		return nil, 0, fmt.Errorf("parse %q: %w", s, err)
	}
	return nil, pe.Offset, nil
}

// queryOnlyParse parses a reference as resolve.String does, accepting
// Appendix C's "?y", and returns its components.
func queryOnlyParse(s string, rfc2732 bool) (*parts.Texts, error) {
	ref, err := parser.Parse(s, parser.Grammar(), syntaxOf(rfc2732), syntax.QueryOnly)
	if err != nil {
		return nil, err
	}
	c := conformance.ComponentsOf(ref)
	return &c, nil
}

// matchRule reports whether s is, as a whole, the grammar rule named, by
// the grammar's parser.
func matchRule(rule, s string, rfc2732 bool) (bool, error) {
	return parser.MatchRule(syntax.Rule(rule), s, parser.Grammar(), syntaxOf(rfc2732))
}

// labelRules returns the rules of Appendix A, or with rfc2732 those that
// RFC 2732 adds, by the grammar's names.
func labelRules(rfc2732 bool) []string {
	rules := parser.Rules(syntaxOf(false))
	if rfc2732 {
		rules = parser.Rules(syntaxOf(true))[len(rules):]
	}
	names := make([]string, len(rules))
	for i, r := range rules {
		names[i] = string(r)
	}
	return names
}

// resolveString resolves ref against base with the default options but
// the syntax, in which a reference may be the query-only "?y" (Appendix
// C), and returns nil where package resolve refuses to.
func resolveString(base, ref string, rfc2732 bool) *string {
	s, err := resolve.String(base, ref, syntaxOf(rfc2732), syntax.QueryOnly)
	if err != nil {
		return nil
	}
	return &s
}

// equivalent reports whether package normalize finds a and b, two RFC
// 2396 references, equivalent.
func equivalent(a, b string) (bool, error) {
	return normalize.Equal(a, b, syntaxOf(false))
}
