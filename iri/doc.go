// Package iri turns text that people write, such as an IRI with Unicode
// characters, spaces and a lone "%", into a valid RFC 2396 URI reference
// (Repair), and shows a reference as people read it (Display). Both use
// UTF-8 for the octets of a URI, which RFC 2396 leaves open (section 2.1),
// and golang.org/x/net/idna's Lookup profile for hosts (UTS #46,
// nontransitional), as browsers do. docs/iri.md, in the repository, gives
// every rule and why.
//
// # Repair
//
// Repair strips the C0 controls and spaces around its input (U+0000 to
// U+0020), as the WHATWG URL standard does, splits the rest as Appendix B
// does, and repairs each component by its own rule (escape.Repair): what
// the rule does not allow is escaped, non-ASCII characters octet by octet
// of their UTF-8 form, a "%" that starts no escape becomes "%25", and a
// non-ASCII host is converted with IDNA. A valid reference comes back
// unchanged, and repairing twice is repairing once, but for a registry
// name that reads as a host and a port that is not a number ("h:8o8o"),
// which gets a *PortError. No repair makes a scheme, an ASCII host, an
// IPv6 literal or a port valid: an input whose one of these is invalid
// gets the parser's *parser.Error on its repaired form, and a host that
// IDNA refuses gets a *HostError. What Repair returns always parses.
//
// # Display
//
// Display reads a valid reference and decodes escaped unreserved
// characters, escaped UTF-8 and a hostname's ACE labels ("xn--bcher-kva"
// is "bücher"). It keeps escaped every octet whose decoding would change
// the reference's meaning or hide something: reserved characters, "%",
// spaces, controls, invisible and bidirectional characters, octets that
// are not UTF-8, characters that normalization changes. It keeps in ACE
// form a label that could be mistaken for another, as browsers do: one
// that mixes scripts as UTS #39's Highly Restrictive level does not
// allow, holds a script that UAX #31 does not recommend, mixes numbering
// systems, or is written in Cyrillic or Greek letters that all look like
// Latin ones ("аррӏе.com") under a top-level domain of another script.
// The option UnicodeHosts shows those labels in Unicode. What Display
// returns is text for people, which Repair turns back into an equivalent
// reference; it judges neither paths nor right-to-left text.
//
// # Options
//
// Both functions read the module's default syntax (syntax.Default), which
// keeps a bracketed IPv6 literal, lets a query or fragment hold "[" and
// "]" and accepts "?y"; syntax.RFC2396, Appendix A to the letter, refuses
// the literal and "?y" and escapes the brackets. syntax.RFC3986 reads and
// writes RFC 3986 URIs, by RFC 3986's rules (docs/iri.md, "RFC 3986");
// RFC 3987 itself is not read. An invalid option gets a
// *syntax.OptionError.
package iri
