package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/conformance"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

// This file is the one place the generator calls the library: the
// grammar's parser for the answers of parse cases, package resolve for
// resolve cases and package normalize for equivalence cases (of RFC
// 3986, only to check the generator's own answers against).

// syntaxOf returns the syntax a case names (conformance.RFC2396, RFC2732
// or RFC3986), which every call below passes rather than rely on the
// library's default: Appendix A to the letter, and for RFC2732 RFC
// 2732's amendments too, without the query-only reference; RFC 3986's
// Appendix A for RFC3986.
func syntaxOf(name string) syntax.Syntax {
	switch name {
	case conformance.RFC2732:
		return syntax.RFC2732.Over(syntax.RFC2396)
	case conformance.RFC3986:
		return syntax.RFC3986
	}
	return syntax.RFC2396
}

// nameOf returns the name of RFC 2396's syntax, as RFC 2732 amends it
// when rfc2732 is set.
func nameOf(rfc2732 bool) string {
	if rfc2732 {
		return conformance.RFC2732
	}
	return conformance.RFC2396
}

// grammarParse parses s with the grammar's parser (the reference engine)
// in the syntax named, and returns its components, or the offset of its
// error. RFC 3986's grammar builds no tree: its components are
// parser.Split's, with the option Grammar.
func grammarParse(s, syn string) (c *conformance.CaseComponents, errOffset int, err error) {
	var comp conformance.CaseComponents
	if syn == conformance.RFC3986 {
		split, serr := parser.Split(s, parser.Grammar(), syntax.RFC3986)
		comp, err = conformance.ComponentsOf3986(split), serr
	} else {
		var ref *ast.URIReference
		ref, err = parser.Parse(s, parser.Grammar(), syntaxOf(syn))
		if err == nil {
			comp = conformance.ComponentsOf(ref)
		}
	}
	if err == nil {
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
func queryOnlyParse(s string, rfc2732 bool) (*conformance.CaseComponents, error) {
	ref, err := parser.Parse(s, parser.Grammar(), syntaxOf(nameOf(rfc2732)), syntax.QueryOnly)
	if err != nil {
		return nil, err
	}
	c := conformance.ComponentsOf(ref)
	return &c, nil
}

// matchRule reports whether s is, as a whole, the grammar rule named (by
// the grammar's name), by the grammar's parser of the syntax named.
func matchRule(rule, s, syn string) (bool, error) {
	if syn == conformance.RFC3986 {
		rule = strings.ReplaceAll(rule, "_", "-") // the RFC's spelling, which syntax.Rule keeps
	}
	return parser.MatchRule(syntax.Rule(rule), s, parser.Grammar(), syntaxOf(syn))
}

// labelRules returns the rules of the syntax named, by the grammar's
// names: those of RFC 2396's Appendix A, those that RFC 2732 adds, or
// those of RFC 3986's Appendix A.
func labelRules(syn string) []string {
	rules := parser.Rules(syntaxOf(syn))
	if syn == conformance.RFC2732 {
		rules = rules[len(parser.Rules(syntax.RFC2396)):]
	}
	names := make([]string, len(rules))
	for i, r := range rules {
		names[i] = strings.ReplaceAll(string(r), "-", "_") // RFC 3986's spelling in the grammar's
	}
	return names
}

// resolveString resolves ref against base with the default options but
// the syntax, in which a reference may be the query-only "?y" (Appendix
// C), and returns nil where package resolve refuses to.
func resolveString(base, ref string, rfc2732 bool) *string {
	s, err := resolve.String(base, ref, syntaxOf(nameOf(rfc2732)), syntax.QueryOnly)
	if err != nil {
		return nil
	}
	return &s
}

// resolve3986 resolves ref against base as package resolve does in RFC
// 3986, with its default options otherwise. ambiguous reports that it
// refuses a result whose path would read as an authority
// (resolve.ErrAmbiguousPath); err is any other error.
func resolve3986(base, ref string) (result string, ambiguous bool, err error) {
	result, err = resolve.String(base, ref, syntax.RFC3986)
	if errors.Is(err, resolve.ErrAmbiguousPath) {
		return "", true, nil
	}
	return result, false, err
}

// equivalent reports whether package normalize finds a and b, two RFC
// 2396 references, equivalent.
func equivalent(a, b string) (bool, error) {
	return normalize.Equal(a, b, syntax.RFC2396)
}
