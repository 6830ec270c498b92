// Package parser parses URI references as RFC 2396 defines them.
//
// The language is defined by grammar/uri.peg, which transcribes Appendix A
// of the RFC rule by rule, and the parser github.com/mna/pigeon generates
// from it. Parse accepts exactly the strings that
// Appendix A derives from URI-reference, splits them into components as
// section 4.3 does, and returns the typed tree of package ast. Any other
// input gets an *Error that names the offset, the character and what the
// grammar expected there.
//
// # Decisions
//
// A query-only reference such as "?y" is not an RFC 2396 relativeURI:
// relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ] needs a path
// before the query. Yet Appendix C resolves "?y" against a base. Parse
// rejects it with an error that says so; the option AllowQueryOnly accepts
// exactly that form ("?" query [ "#" fragment ]), as a *ast.RelativeURI
// whose Path is nil, for callers who want Appendix C's reading.
//
// RFC 2396 predates IPv6 literals: "[" and "]" are "unwise" characters
// (section 2.4.3) and must be escaped, and by default RFC 2732's "[::1]"
// hosts are refused with an error that names the option RFC2732, which
// accepts them. In that mode RFC 2373's IPv6address is read as its section
// 2.2 says, not as its BNF (see RFC2732 and grammar/uri.peg).
//
// Inputs longer than MaxInputLength bytes are refused without being parsed.
//
// # Two engines
//
// The parser pigeon generates from grammar/uri.peg is the definition of the
// language: MatchRule runs on it, and so do Parse and Validate when given
// the option Grammar (ValidateRule, which checks one component, runs the
// fast engine and is held to MatchRule). By default Parse and Validate run a fast engine that
// reads the input in one pass (internal/scan), with character classes that
// go generate derives from the grammar's parser (internal/charset), and
// builds the tree in one block for the common shapes of reference, a few
// more for an authority with userinfo or a port, params, or a path or
// hostname of many parts (internal/nodes, which package resolve builds its
// results with too). The tests and fuzz targets
// hold the two engines to the same results on every input, in every mode:
// the same tree, span for span, or the same *Error, field for field; and an
// error's Expected is exactly the set of characters that could continue
// the input at its offset.
package parser

import (
	"fmt"
	"slices"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/nodes"
	"github.com/rfc2396/rfc2396/internal/scan"
	"github.com/rfc2396/rfc2396/parser/internal/peg"
)

// MaxInputLength is the length in bytes of the longest input Parse accepts.
// Longer inputs get an *Error at offset MaxInputLength without being parsed.
const MaxInputLength = 1 << 20

// An Option changes how Parse and Validate read their input.
type Option struct {
	set config // the settings the option turns on
}

// config holds the settings of one parse. An Option is a value, not a
// function, so that reading the options costs no allocation.
type config struct {
	queryOnly bool
	grammar   bool
	rfc2732   bool
}

// with returns the settings of c and o together.
func (c config) with(o config) config {
	return config{queryOnly: c.queryOnly || o.queryOnly, grammar: c.grammar || o.grammar, rfc2732: c.rfc2732 || o.rfc2732}
}

// configOf returns the settings of opts.
func configOf(opts []Option) config {
	var cfg config
	for _, o := range opts {
		cfg = cfg.with(o.set)
	}
	return cfg
}

// RFC2732 makes the parser read RFC 2396 as RFC 2732 amends it: a host may
// be an IPv6 literal in brackets ("http://[::1]/", an *ast.IPv6Reference),
// an IPv4address has numbers of one to three digits (RFC 2373's rule), and
// "[" and "]" are reserved characters, allowed wherever uric is (the
// query, the fragment, an opaque part after its first character) but not
// in a path segment, a userinfo or a reg_name, whose rules list their
// characters one by one. See grammar/uri.peg for how RFC 2373's
// IPv6address is read.
func RFC2732() Option {
	return Option{config{rfc2732: true}}
}

// Grammar makes Parse and Validate run the parser that pigeon generates
// from grammar/uri.peg, the definition of the language, rather than the
// fast engine. The result is the same; it is meant for conformance work
// that wants the grammar itself to decide, and costs tens of times more.
func Grammar() Option {
	return Option{config{grammar: true}}
}

// AllowQueryOnly makes Parse accept the query-only reference "?" query
// [ "#" fragment ] that Appendix C uses ("?y") but Appendix A does not
// derive. The reference is a *ast.RelativeURI whose Path is nil.
func AllowQueryOnly() Option {
	return Option{config{queryOnly: true}}
}

// Parse parses s as an RFC 2396 URI-reference. On failure the error is an
// *Error.
func Parse(s string, opts ...Option) (*ast.URIReference, error) {
	return parse(s, true, opts)
}

// Validate reports whether s is an RFC 2396 URI-reference, as Parse would,
// without building its tree: it returns nil, or the *Error Parse would
// return.
func Validate(s string, opts ...Option) error {
	_, err := parse(s, false, opts)
	return err
}

// parse parses s, building its tree when tree is set.
func parse(s string, tree bool, opts []Option) (*ast.URIReference, error) {
	cfg := configOf(opts)
	if len(s) > MaxInputLength {
		return nil, tooLong(s, "URI_reference", "")
	}
	if cfg.grammar {
		entry := "Input"
		if cfg.queryOnly {
			entry = "query_only_input"
		}
		v, _, f := peg.Run(entry, s, cfg.rfc2732)
		if f != nil {
			return nil, newError(s, f.Offset, f.Expected, f.EndOfInput, f.Err, cfg.rfc2732)
		}
		return v.(*ast.URIReference), nil
	}
	var b nodes.Bounds
	if f := scan.URIReference(s, scan.Mode{QueryOnly: cfg.queryOnly, RFC2732: cfg.rfc2732}, &b); f != nil {
		return nil, newError(s, f.Offset, expectedOf(f), f.Expected.End, nil, cfg.rfc2732)
	}
	if !tree {
		return nil, nil
	}
	return nodes.Build(s, &b), nil
}

// MustParse is like Parse but panics if s is not a URI reference. It is
// meant for references written into a program, such as a fixed base.
func MustParse(s string, opts ...Option) *ast.URIReference {
	r, err := Parse(s, opts...)
	if err != nil {
		panic(err)
	}
	return r
}

// ParseAbsolute parses s as an RFC 2396 absoluteURI: a URI reference that
// has a scheme and no fragment, such as a base URI (section 5.1). On
// failure the error is an *Error.
func ParseAbsolute(s string, opts ...Option) (*ast.AbsoluteURI, error) {
	r, err := Parse(s, opts...)
	if err != nil {
		return nil, err
	}
	a, ok := r.URI.(*ast.AbsoluteURI)
	if !ok {
		return nil, notAbsolute(s, r)
	}
	if r.Fragment != nil {
		return nil, fragmentInAbsolute(s, r.Fragment.Pos()-1)
	}
	return a, nil
}

// Rules returns the names of the rules that MatchRule knows, in the RFCs'
// order: those of Appendix A, then with the option RFC2732 those that RFC
// 2732 adds (ipv6reference, and IPv6address and hex4 from RFC 2373). A
// hyphen in an RFC name becomes an underscore: URI-reference is
// "URI_reference".
func Rules(opts ...Option) []string {
	if configOf(opts).rfc2732 {
		return slices.Concat(peg.AppendixA, peg.RFC2732)
	}
	return slices.Clone(peg.AppendixA)
}

// MatchRule reports whether s, as a whole, is one rule of Appendix A (or,
// with the option RFC2732, of the rules RFC 2732 adds or changes), the
// rule named as Rules names it. It returns an error for an unknown rule.
// It always runs the grammar's parser. Matching follows the grammar's PEG
// reading of the rule on its own: the rules that look past their own text
// to decide (authority) take the end of s as what follows.
func MatchRule(rule, s string, opts ...Option) (bool, error) {
	cfg := configOf(opts)
	if !slices.Contains(Rules(opts...), rule) {
		if cfg.rfc2732 {
			return false, fmt.Errorf("rfc2396: no rule %q in Appendix A or RFC 2732", rule)
		}
		return false, fmt.Errorf("rfc2396: no rule %q in Appendix A", rule)
	}
	if len(s) > MaxInputLength {
		return false, nil
	}
	_, end, f := peg.Run(rule, s, cfg.rfc2732)
	return f == nil && end == len(s), nil
}
