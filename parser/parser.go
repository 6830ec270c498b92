// Package parser parses URI references as RFC 2396 defines them, as RFC
// 2732 amends it, and as RFC 3986 defines them when asked.
//
// grammar/uri.peg transcribes Appendix A rule by rule, with RFC 2732's
// amendments; grammar/rfc3986.peg transcribes RFC 3986's Appendix A;
// github.com/mna/pigeon generates a parser from each. Parse accepts
// exactly the references the grammar derives in the syntax it reads,
// splits them into components as section 4.3 does, and returns the typed
// tree of package ast; Split returns the components alone (the one model,
// parts.Components), Validate only the verdict, MatchRule the answer of
// one rule. Any other input gets an *Error that names the offset, the
// character and what the grammar expected there. docs/parser.md gives
// the decisions in full.
//
// The functions read the module's one default, syntax.Default: RFC 2732's
// IPv6 literals and the query-only reference "?y", which Appendix C
// resolves but relativeURI does not derive. syntax.RFC2396 reads Appendix
// A to the letter and says so in its errors. syntax.RFC3986 reads RFC
// 3986's grammar: Split, SplitAbsolute, Validate, ValidateRule, MatchRule,
// Rules and Join read it and fill the same parts.Components (no opaque
// part; every authority a server, whose host may be empty); Parse,
// ParseAbsolute, MustParse and SplitTree build package ast's trees, which
// are RFC 2396's, and refuse it with a *syntax.OptionError.
//
// Every *Error is made here, by one constructor; every text made from one
// (Error, Message, Caret) hides the password of a userinfo, with offsets
// into the text it shows, while Input, RawMessage and RawCaret keep the
// raw input for a caller that asks. Every input error of the module
// satisfies InputError. Inputs longer than MaxInputLength bytes are
// refused without being parsed.
//
// The generated parsers are the definition of the language and run with
// the option Grammar. By default the functions run a fast engine that
// reads the input in one pass (internal/scan) with character classes
// derived from the grammar, and build a tree of a fixed number of nodes
// per component. Tests and fuzz targets hold the two engines to the same
// trees, errors and rule answers on every input, in every syntax.
package parser

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/nodes"
	"github.com/rfc2396/rfc2396/internal/scan"
	"github.com/rfc2396/rfc2396/parser/internal/peg"
	"github.com/rfc2396/rfc2396/parser/internal/peg3986"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// MaxInputLength is the length in bytes of the longest input Parse accepts.
// Longer inputs get an *Error at offset MaxInputLength without being parsed.
const MaxInputLength = 1 << 20

// An Option changes how Parse and the other functions of the package read
// their input: a syntax.Syntax, or Grammar.
type Option = syntax.ParserOption

// config holds the settings of one parse.
type config struct {
	syntax  syntax.Syntax
	grammar bool
}

// grammarOption is the option Grammar.
type grammarOption struct{ syntax.ParserOption }

// String returns "parser.Grammar()".
func (grammarOption) String() string { return "parser.Grammar()" }

// defaultSyntax is the module's default reading.
const defaultSyntax = syntax.Default

// isDefault reports whether opts read the default without a word of
// their own: none, or the zero or default Syntax alone, as a caller
// passes the syntax it was given.
func isDefault(opts []Option) bool {
	s, ok := lone(opts)
	return ok && s == defaultSyntax
}

// lone returns the syntax that opts read, and true, when they read it
// without Read's work: none, the default; or one Syntax that is the zero
// Syntax, Default or RFC3986, as a caller passes the syntax it was given.
func lone(opts []Option) (syntax.Syntax, bool) {
	switch len(opts) {
	case 0:
		return defaultSyntax, true
	case 1:
		// A type assertion, one comparison, where == on the interface
		// calls the runtime.
		switch s, ok := opts[0].(syntax.Syntax); {
		case !ok:
		case s == 0 || s == defaultSyntax:
			return defaultSyntax, true
		case s == syntax.RFC3986:
			return s, true
		}
	}
	return 0, false
}

// configOf returns the settings of opts, over the default.
func configOf(opts []Option) (config, error) {
	if s, ok := lone(opts); ok {
		return config{syntax: s}, nil // the common calls, without Read's work
	}
	var cfg config
	var err error
	cfg.syntax, err = syntax.Read(opts, func(o Option) string {
		if _, ok := o.(grammarOption); ok {
			cfg.grammar = true
			return ""
		}
		return "this function does not take it"
	})
	return cfg, err
}

// noTree returns the *syntax.OptionError of a function that builds a tree
// of package ast, which RFC 2396's grammar has, when opts read RFC 3986.
func noTree(opts []Option) error {
	if isDefault(opts) {
		return nil
	}
	cfg, err := configOf(opts)
	if err == nil && cfg.syntax.IsRFC3986() {
		err = &syntax.OptionError{Option: syntax.RFC3986, Why: "package ast's trees are RFC 2396's: Parse, ParseAbsolute, MustParse and SplitTree read RFC 2396's syntaxes; Split, SplitAbsolute, Validate, ValidateRule and MatchRule read RFC 3986 too"}
	}
	return err
}

// Grammar makes Parse, Validate and MatchRule run the parser that pigeon
// generates from grammar/uri.peg, the definition of the language, rather
// than the fast engine; with syntax.RFC3986, Split, Validate and
// MatchRule run the one generated from grammar/rfc3986.peg. The result is the same; it is meant for
// conformance work that wants the grammar itself to decide, and costs
// tens of times more.
// An error's offset and expected set are then the grammar's; its Rule
// names the component at that offset as the fast engine does, which fails
// at the same offset (the tests hold the two engines to it).
func Grammar() Option { return grammarOption{} }

// Parse parses s as an RFC 2396 URI-reference. On failure the error is an
// *Error, or a *syntax.OptionError for an invalid option, syntax.RFC3986
// among them: the tree is RFC 2396's (Split reads RFC 3986).
func Parse(s string, opts ...Option) (*ast.URIReference, error) {
	var c parts.Components
	if isDefault(opts) && len(s) <= MaxInputLength {
		// The common call, straight to the engine, as in Validate.
		if f := scan.URIReference(s, defaultSyntax, &c); f != nil {
			return nil, failed(s, syntax.URIReference, f, defaultSyntax)
		}
		return nodes.Build(&c), nil
	}
	if err := noTree(opts); err != nil {
		return nil, err
	}
	var tree *ast.URIReference
	if err := splitAs(s, syntax.URIReference, &c, &tree, opts); err != nil {
		return nil, err
	}
	if tree != nil {
		return tree, nil // the grammar's own tree, which the tests hold to the fast engine's
	}
	return nodes.Build(&c), nil
}

// Validate reports whether s is an RFC 2396 URI-reference, as Parse would,
// without building its tree: it returns nil, or the error Parse would
// return; with syntax.RFC3986, whether it is an RFC 3986 URI-reference,
// with Split's error.
func Validate(s string, opts ...Option) error {
	syn, ok := lone(opts)
	if !ok {
		cfg, err := configOf(opts)
		switch {
		case err != nil:
			return err
		case cfg.grammar:
			var c parts.Components
			return split(s, &c, opts)
		}
		syn = cfg.syntax
	}
	if len(s) > MaxInputLength {
		return tooLong(s, syntax.URIReference, syntax.URIReference)
	}
	// Straight to the engine's scan that keeps no components, in every
	// syntax.
	if f := scan.Validate(s, syn); f != nil {
		return failed(s, syntax.URIReference, f, syn)
	}
	return nil
}

// Split reads s as Parse does, in the same pass, and returns its
// components without building a tree: the one model of a reference that
// the module's packages share. On failure the error is Parse's.
func Split(s string, opts ...Option) (parts.Components, error) {
	var c parts.Components
	err := split(s, &c, opts)
	return c, err
}

// split reads s, a whole reference, into c.
func split(s string, c *parts.Components, opts []Option) error {
	return splitAs(s, syntax.URIReference, c, nil, opts)
}

// splitAs reads s into c; its errors say that s was read as the rule
// read, which decides where they find a password (see Error). With the
// option Grammar, and tree not nil, *tree is the tree the grammar's
// parser built.
func splitAs(s string, read syntax.Rule, c *parts.Components, tree **ast.URIReference, opts []Option) error {
	cfg, err := configOf(opts)
	if err != nil {
		return err
	}
	if len(s) > MaxInputLength {
		return tooLong(s, read, syntax.URIReference)
	}
	if cfg.grammar && cfg.syntax.IsRFC3986() {
		return grammar3986(s, read, c)
	}
	if cfg.grammar {
		entry := "Input"
		if cfg.syntax.QueryOnly() {
			entry = "query_only_input"
		}
		v, _, f := peg.Run(entry, s, cfg.syntax.IPv6())
		if f != nil {
			rule := syntax.URIReference
			var fast parts.Components
			if ff := scan.URIReference(s, cfg.syntax, &fast); ff != nil && ff.Offset == f.Offset {
				rule = ff.Rule()
			}
			return newError(s, read, f.Offset, rule, describeCached(f.Expected, f.EndOfInput), f.Err, cfg.syntax)
		}
		r := v.(*ast.URIReference)
		*c = r.Components()
		if tree != nil {
			*tree = r
		}
		return nil
	}
	if f := scan.URIReference(s, cfg.syntax, c); f != nil {
		return failed(s, read, f, cfg.syntax)
	}
	return nil
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
	if err := noTree(opts); err != nil {
		return nil, err
	}
	c, err := SplitAbsolute(s, opts...)
	if err != nil {
		return nil, err
	}
	return nodes.Build(&c).URI.(*ast.AbsoluteURI), nil
}

// SplitAbsolute is Split for an absoluteURI, as ParseAbsolute reads it;
// with syntax.RFC3986, for RFC 3986's absolute-URI.
func SplitAbsolute(s string, opts ...Option) (parts.Components, error) {
	c, err := Split(s, opts...)
	if err != nil {
		return c, err
	}
	return c, absolute(&c, syntax.AbsoluteURI, isRFC3986(opts))
}

// isRFC3986 reports whether opts, valid options, read RFC 3986.
func isRFC3986(opts []Option) bool {
	cfg, err := configOf(opts)
	return err == nil && cfg.syntax.IsRFC3986()
}

// absolute returns the error for the components c of a reference that is
// no absoluteURI (RFC 3986's absolute-URI with rfc3986), read as read, or
// nil.
func absolute(c *parts.Components, read syntax.Rule, rfc3986 bool) error {
	if !c.IsAbs() {
		return notAbsolute(c.Text, read, rfc3986)
	}
	if c.Fragment.Defined() {
		return fragmentInAbsolute(c.Text, read, c.Fragment.Start-1, rfc3986)
	}
	return nil
}

// quoteRule quotes an unknown rule name for a message: as it is when it
// could be a rule's name, else only its length, since a caller's mistake
// could put any text there, a URI with its password included.
func quoteRule(r syntax.Rule) string {
	if len(r) <= 32 && strings.Trim(string(r), "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") == "" {
		return strconv.Quote(string(r))
	}
	return fmt.Sprintf("of %d bytes that is no rule name", len(r))
}

// Rules returns the names of the rules that MatchRule knows, in the RFCs'
// order, as syntax.Rules gives them for the syntax of opts: those of
// Appendix A, then, but with syntax.RFC2396, those that RFC 2732 adds
// (ipv6reference, and IPv6address and hex4 from RFC 2373); with
// syntax.RFC3986, RFC 3986's. It returns nil for invalid options.
func Rules(opts ...Option) []syntax.Rule {
	cfg, err := configOf(opts)
	if err != nil {
		return nil
	}
	return syntax.Rules(cfg.syntax)
}

// MatchRule reports whether s, as a whole, is one rule of Appendix A (or,
// in a syntax that reads RFC 2732, the default, of the rules it adds or
// changes; with syntax.RFC3986, of RFC 3986's Appendix A, whose rules
// keep the RFC's spelling, such as syntax.RFC3986PathAbempty).
// It returns an error for an unknown rule or an invalid option. Matching
// follows the grammar's PEG reading of the rule on its own: the rules that
// look past their own text to decide (authority) take the end of s as
// what follows. It runs the fast engine, in time and memory linear in the
// length of s, and with the option Grammar the grammar's parser; the tests
// hold the two to the same answer on every rule.
func MatchRule(rule syntax.Rule, s string, opts ...Option) (bool, error) {
	cfg, err := configOf(opts)
	if err != nil {
		return false, err
	}
	if !rule.Known(cfg.syntax) {
		switch {
		case cfg.syntax.IsRFC3986():
			return false, fmt.Errorf("rfc2396: no rule %s in RFC 3986's Appendix A", quoteRule(rule))
		case cfg.syntax.IPv6():
			return false, fmt.Errorf("rfc2396: no rule %s in Appendix A or RFC 2732", quoteRule(rule))
		}
		return false, fmt.Errorf("rfc2396: no rule %s in Appendix A", quoteRule(rule))
	}
	if len(s) > MaxInputLength {
		return false, nil
	}
	if cfg.grammar && cfg.syntax.IsRFC3986() {
		end, f := peg3986.Run(grammarName3986(rule), s)
		return f == nil && end == len(s), nil
	}
	if cfg.grammar {
		_, end, f := peg.Run(string(rule), s, cfg.syntax.IPv6())
		return f == nil && end == len(s), nil
	}
	m, known := scan.Match(rule, s, cfg.syntax)
	if !known {
		return false, fmt.Errorf("rfc2396: the engine has no reading of the rule %s", quoteRule(rule))
	}
	return m, nil
}
