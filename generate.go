// Package rfc2396 parses URI references exactly as RFC 2396, "Uniform
// Resource Identifiers (URI): Generic Syntax", defines them.
//
// This package holds no code: it documents the module, and keeps the
// go:generate line that builds the parser and the tools.go that pins the
// generator. Import the packages below it, as go/parser is imported
// rather than go:
//
//   - syntax holds the one option type that every package takes (which
//     language: strict RFC 2396, RFC 2732's IPv6 literals, Appendix C's
//     query-only reference) and the rule names, generated from the grammar;
//   - parts is the one model of a reference's components, with section 5.2's
//     recombination, path guards and dot-segment removal;
//   - parser parses a reference ([parser.Parse], [parser.Split],
//     [parser.ParseAbsolute], [parser.MustParse], [parser.MatchRule]), with
//     errors that carry the offset; grammar/uri.peg is Appendix A
//     transcribed rule by rule into a PEG, from which github.com/mna/pigeon
//     generates the parser's engine;
//   - ast holds the typed nodes of a parsed reference, with accessors
//     such as Components, Host and Port;
//   - resolve applies section 5.2 to resolve a reference against a base;
//   - uri has the value types uri.Reference and uri.Absolute, for
//     configuration and JSON (encoding.TextMarshaler), safe editing and
//     redaction;
//   - urlconv converts to and from net/url's *url.URL;
//   - escape, normalize and extract escape (section 2.4), normalize
//     (section 6) and find references in text and HTML (Appendix E);
//   - conformance is a language-neutral test suite for RFC 2396 and its
//     runner, and viewer the live viewer's page and API;
//   - cmd/rfc2396 is the command-line tool.
//
// Importing any of them does not add the generator or its dependencies to
// the importer's go.mod: only this package's tools.go, which the build
// never compiles, refers to them.
package rfc2396

// go generate makes, from grammar/uri.peg:
//   - parser/internal/peg/uri.go, the parser pigeon generates, and
//     syntax/rules.go, the names of the grammar's Appendix A and RFC 2732
//     rules as constants of type syntax.Rule. Every rule is an entry point, so that parser.MatchRule can
//     match each on its own; the generated parser sits in an internal
//     package so that none of the names pigeon exports becomes public API.
//   - internal/charset/table.go, the character sets, each derived by asking
//     that parser which bytes its rule accepts (see below).
//
// and from grammar/rfc3986.peg, RFC 3986's Appendix A:
//   - parser/internal/peg3986/rfc3986.go, the second reference parser, and
//     parser/internal/peg3986/rules.go, the list of its rules with their
//     RFC spellings. Every rule is an entry point, as for grammar/uri.peg.
//   - syntax/rules3986.go, the names of RFC 3986's rules as constants of
//     type syntax.Rule, prefixed RFC3986 (RFC3986PathAbempty), whose
//     values are the RFC's spellings ("path-abempty").
//
// internal/charset/table.go holds sets of both grammars, each derived from
// its own parser.
//
//go:generate go run ./parser/internal/gen/pegrules -grammar grammar/uri.peg -o parser/internal/peg/uri.go -rules syntax/rules.go
//go:generate go run ./parser/internal/gen/pegrules -grammar grammar/rfc3986.peg -o parser/internal/peg3986/rfc3986.go -list parser/internal/peg3986/rules.go -rules syntax/rules3986.go -prefix RFC3986
//go:generate go run ./parser/internal/gen/charset -o internal/charset/table.go
