// Package rfc2396 parses URI references exactly as RFC 2396, "Uniform
// Resource Identifiers (URI): Generic Syntax", defines them.
//
// The work is done by the packages below this one:
//
//   - grammar/uri.peg is Appendix A transcribed rule by rule into a PEG;
//   - parser is the parser that github.com/mna/pigeon generates from it,
//     behind a small API ([parser.Parse], [parser.ParseAbsolute],
//     [parser.MatchRule]) whose errors carry the offset;
//   - ast holds the typed nodes of a parsed reference;
//   - resolve applies section 5.2 to resolve a reference against a base;
//   - cmd/rfc2396 is the command-line tool.
//
// This package offers [Parse] and [MustParse] as front doors to the parser.
package rfc2396

// go generate makes, from grammar/uri.peg:
//   - parser/internal/peg/uri.go, the parser pigeon generates, and
//     parser/internal/peg/rules.go, the list of the grammar's Appendix A
//     rules. Every rule is an entry point, so that parser.MatchRule can
//     match each on its own; the generated parser sits in an internal
//     package so that none of the names pigeon exports becomes public API.
//   - internal/charset/table.go, the character sets, each derived by asking
//     that parser which bytes its rule accepts.
//
//go:generate go run ./parser/internal/gen/pegrules -grammar grammar/uri.peg -o parser/internal/peg/uri.go -rules parser/internal/peg/rules.go
//go:generate go run ./parser/internal/gen/charset -o internal/charset/table.go
