package conformance

// go generate writes the suite, suite/*.json, and suite/coverage.txt, what
// the suite covers of the grammar: see internal/gen. The generator imports
// this package for the suite's types, so the suite files must exist to
// build it; restore them from git if they are lost.
//
//go:generate go run ./internal/gen -grammar ../grammar/uri.peg -grammar3986 ../grammar/rfc3986.peg -spec ../testdata/spec/rfc2396.txt -spec3986 ../testdata/spec/rfc3986.txt -o suite
