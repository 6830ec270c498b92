// Package conformance is a conformance suite for RFC 2396, "Uniform
// Resource Identifiers (URI): Generic Syntax", and the runner that
// measures an implementation against it.
//
// The suite (suite/*.json, embedded; see README.md for every key) is
// generated from the grammar, grammar/uri.peg, and from the RFC's text:
// parse cases that exercise every alternative of every rule of Appendix A
// and of RFC 2732, near misses one byte away from valid references, every
// byte value in each character-class position; resolve cases for all of
// Appendix C and each step and branch of section 5.2; and equivalence
// cases for sections 6, 3.1 and 2.3; and, for implementations of RFC
// 3986, parse cases made the same way from grammar/rfc3986.peg, which
// give the kind of each host too, resolve cases for section 5.4 and each
// branch of its section 5.2, and equivalence cases for its sections 6.2.2
// and 6.2.3. [Load] reads it.
//
// An [Implementation] answers a [Request] with an [Answer]. [Check] asks
// it every case and returns a [Report]: checks passed, failed and skipped
// in five groups (valid inputs accepted, invalid inputs rejected,
// components, resolution, equivalence), by rule and by section, with the
// cases that rest on this project's decisions counted apart. [Run] does
// the same from a Go test. An implementation in another language is an
// adapter process that speaks JSON Lines on its standard input and output
// ([Start]); [Serve] is that protocol's adapter side for an
// implementation in Go. [Self] is this module's implementation, which
// scores 100%.
//
// The command rfc2396 conform runs all of this from the command line.
package conformance
