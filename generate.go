// Package rfc2396 parses, resolves and works with URI references exactly
// as RFC 2396, "Uniform Resource Identifiers (URI): Generic Syntax",
// defines them, as RFC 2732 amends it, and as RFC 3986, its successor,
// defines them when asked (syntax.RFC3986).
//
// This package holds no code: it documents the module, keeps the
// go:generate lines that build the parsers, the tools.go that pins the
// generator, and the test that holds the exported API to api/v1.txt.
// Import the packages below it, in the order a newcomer needs them:
//
//   - uri: the values a program keeps, Reference and Absolute, and all
//     it asks of them (components, edits, queries, resolution, redaction);
//   - syntax: which language is read (one default: RFC 2396 as RFC 2732
//     amends it, with "?y"; syntax.RFC2396 for Appendix A to the letter),
//     the option sets, and the rule names generated from the grammars;
//   - parser: Parse, Split, Validate, MatchRule, and parser.InputError,
//     the one contract of the module's input errors;
//   - resolve: section 5.2, and Relativize, its inverse;
//   - normalize: section 6's normal form and equivalence;
//   - escape: section 2.4's escaping of data into a component;
//   - iri: people's text to a reference (Repair), and back (Display);
//   - extract: references in plain text and HTML (Appendix E, 5.1);
//   - urlconv: to and from net/url's *url.URL;
//   - parts: the one model of a reference's components;
//   - ast: the typed tree of a parsed reference;
//   - record: the JSON records and line reader of the command-line
//     programs;
//   - conformance: a language-neutral suite and a runner for any
//     implementation;
//   - readings: one reference in RFC 2396, the default reading, RFC 3986,
//     the WHATWG URL Standard and net/url, side by side;
//   - viewer: the live viewer's page and API, also as static files.
//
// grammar/uri.peg transcribes Appendix A rule by rule, grammar/rfc3986.peg
// RFC 3986's; github.com/mna/pigeon generates the reference parsers from
// them. Importing any package does not add the generator to the
// importer's go.mod: only this package's tools.go, which the build never
// compiles, refers to it.
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
