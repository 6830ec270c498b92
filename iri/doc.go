// Package iri turns text that people write, such as an IRI with Unicode
// characters, spaces and a lone "%", into a valid RFC 2396 URI reference
// (Repair), and shows a reference as people read it (Display).
//
// RFC 2396 fixes no character encoding for the octets of a URI (section
// 2.1). Both functions use UTF-8, as RFC 3987 and browsers do, and
// golang.org/x/net/idna's Lookup profile for hosts: UTS #46 processing,
// nontransitional ("faß.example" is "xn--fa-hia.example", not
// "fass.example"), as browsers convert hosts.
//
// # Repair
//
// Repair strips the C0 controls and spaces (U+0000 to U+0020) around its
// input, as the WHATWG URL standard does. It splits the rest as the
// regular expression of Appendix B splits any string (parts.AppendixB),
// and an authority as it is written: the userinfo ends at its last "@", a
// host that starts with "[" ends at its "]", another at its first ":",
// and the port follows. Each component keeps its delimiters and is
// repaired by its own rule with package escape's escape.Repair: a byte that the component's rule does not allow is
// escaped as "%" hex hex (non-ASCII characters octet by octet of their
// UTF-8 form, section 2.4.1), a "%" that is not followed by two hex
// digits becomes "%25", and a second "#" is escaped in the fragment, whose
// rule does not allow "#". Nothing that the rule allows is escaped: a
// valid reference comes back unchanged (but for the ports below), and
// repairing twice is repairing once.
//
//   - The path is repaired segment by segment (escape.Segment, which keeps
//     ";" and its params), and an opaque part by the rule of a query (uric,
//     its first character not "[" or "]").
//   - An authority that is already valid, a reg_name such as "a_b:80"
//     included, is kept as it is. Otherwise its userinfo is repaired
//     (escape.Userinfo: an "@" inside it becomes "%40"), and a host that
//     holds a non-ASCII byte is converted with IDNA, since a
//     percent-escaped host is a reg_name that DNS never finds. An ASCII
//     host, a bracketed IPv6 literal and a port are left as they are:
//     escaping cannot make them valid.
//   - A scheme is left as it is too.
//
// No repair makes an input valid whose scheme, host or port is invalid: a
// first segment that reads as an invalid scheme ("1http://a/"), a broken
// IPv6 literal ("http://[::1/"), a port that is not a number. Repair then
// returns the error of the parser (a *parser.Error) on its repaired form,
// which names the offset, the character and what the rule expected there,
// never an escaped guess; an invalid scheme is repaired as the first
// segment of a relative path would be, so that the error is the ":" that
// a scheme cannot be followed by. So is a repaired form longer than
// parser.MaxInputLength. An authority that reads, after its last "@", as
// a host (a hostname or an IPv4 address), a ":" and a port that is not a
// number ("h:8o8o") gets a *PortError, which names the offset and the
// character, even when RFC 2396 reads it as a valid reg_name. A
// non-ASCII host that IDNA refuses, or that is longer than MaxHostLength
// bytes (no DNS name is), gets a *HostError. What Repair returns always
// parses (parser.Validate), in the syntax it was given.
//
// Repair does not apply the other fixes of browsers' URL parsers: it does
// not read "\" as "/" or drop tabs and newlines inside the input, which
// it escapes like any other character; and it does not normalize Unicode
// (RFC 3987 section 3.1 asks for NFC only of text that is converted from
// another encoding).
//
// # Display
//
// Display reads a valid reference (parser.Split) and decodes what people
// read more easily decoded: an escaped octet of an unreserved character,
// which section 2.3 makes the same as the character, escaped UTF-8, and a
// hostname's ACE labels ("xn--bcher-kva"), shown in Unicode. It keeps
// escaped every octet whose decoding would change the reference's meaning
// or hide something:
//
//   - every ASCII character but the unreserved ones: reserved characters,
//     which may mean something else escaped than not (section 2.2), "%"
//     itself, the space, the controls (C0 and DEL), and the delimiters and
//     unwise characters of section 2.4.3 ("<", ">", '"' delimit
//     references in text; "\", "{", "}", "|", "^", "`", "[", "]");
//   - octets that are not UTF-8 (a lone or broken sequence, an overlong
//     form, a surrogate), and U+FFFD itself, which would read as one;
//   - characters that are not graphic: C1 controls, the bidirectional and
//     other format controls (U+200E, U+200F, U+202A to U+202E, U+2066 to
//     U+2069, U+061C, and all of category Cf), line and paragraph
//     separators, private use, unassigned code points and noncharacters;
//     and the spaces of category Zs (U+00A0, U+3000, ...);
//   - invisible characters: variation selectors and the other default
//     ignorable code points (U+034F, the Hangul fillers U+3164 and
//     U+FFA0, ...);
//   - a combining mark that does not follow a letter, a digit or a mark
//     that is shown: on a delimiter, or on an escape that stays, it would
//     disguise it (U+0338 COMBINING LONG SOLIDUS OVERLAY over "/");
//   - characters that would not survive a round trip through systems that
//     normalize Unicode: one that NFC changes (U+212B ANGSTROM SIGN), one
//     whose compatibility form (NFKC) holds an ASCII character that stays
//     escaped ("／" FULLWIDTH SOLIDUS reads as "/"), and, when a decoded
//     component would not be in NFC as a whole (a combining mark decoded
//     after a letter), all of that component's escaped UTF-8.
//
// A reg_name is shown as it is: decoding it would make it read as a host,
// which Repair converts with IDNA. A hostname's ACE labels are shown in
// Unicode only when IDNA's Lookup profile decodes them without error,
// every character decoded is one that Display would show, and converting
// the Unicode form back gives the same host but for case (section 6 reads
// hostnames without regard to case); a hostname longer than a DNS name
// (254 octets with its final ".") is shown as it is.
//
// What Display returns is not a reference: it is text for people, and
// Repair turns it back into a reference equivalent to the one given, as
// normalize.Equal compares them (the tests and FuzzDisplay hold Display to
// this), but for a reference that Repair refuses with a *PortError, which
// it refuses alike. Display does not judge whether a Unicode host or path could be
// confused with another (homographs, UTS #39), nor isolate right-to-left
// text: a program that shows references for security decisions needs a
// spoof checker and bidirectional isolation of its own.
//
// # Options
//
// Both functions take the module's one option type (package syntax) and
// no options of their own. Their default syntax is RFC 2396 as RFC 2732
// updates it (syntax.RFC2732): a bracketed IPv6 literal is kept, and a
// query or fragment may hold "[" and "]". With syntax.RFC2396, strict
// RFC 2396, a bracketed host is an error and "[" and "]" are escaped
// everywhere; syntax.QueryOnly accepts the query-only reference "?y". An
// invalid option gets a *syntax.OptionError.
package iri
