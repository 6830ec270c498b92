// Package readings reads one URI reference in each of the readings that
// the module knows of, side by side, and says where they differ and
// which sections make them differ.
//
// The readings, one column each, in this order:
//
//	RFC 2396     Appendix A to the letter (syntax.RFC2396)
//	default      RFC 2396 as RFC 2732 amends it, with "?y" (syntax.Default)
//	RFC 3986     RFC 3986 (syntax.RFC3986)
//	WHATWG       the WHATWG URL Standard, as github.com/nlnwa/whatwg-url reads it
//	net/url      the running toolchain's net/url, named with its Go version
//
// The net/url column changes between Go releases; Options.NoNetURL
// leaves it out, as the generated documents and the golden tests do.
//
// # Vocabulary
//
// Each reading gives the same fields (Field): the components of section
// 4.3 (scheme, authority, userinfo, host, port, path, query, fragment),
// the kind of the host, the result of resolving the reference against
// the base (Options.Base) by the reading's own rules, and its normal
// form. A Value is undefined (null) apart from empty, as RFC 3986's
// section 5.3 and RFC 2396's step 7 keep them; a field that a reading
// cannot express is Absent ("–") and is not compared: WHATWG has no
// authority, and no undefined userinfo (an empty one is Absent); net/url
// has no authority, no empty fragment apart from none, and no normal
// form. A host's kind is one of ipv4, ipv6, ipvfuture or name: RFC
// 2396's hostname, RFC 3986's reg-name (empty included) and WHATWG's
// domain and opaque host are all a name. RFC 2396's reg_name authority
// has no host at all (section 3.2.1): its host is undefined.
//
// The components are those of the reference as the reading reads it
// alone: WHATWG, which has no relative reference, reads a relative one
// only against the base, and then gives the result alone. A reading is
// valid when it accepts the reference (and, for WHATWG, which resolves as
// it parses, when the reference parses against the base). For RFC 2396
// and RFC 3986 an invalid reference has the offset and the rule where it
// fails; WHATWG's valid means no failure, and its validation errors that
// are not failures are listed apart (Reading.Notes).
//
// # Differences
//
// Fields are compared among the valid readings that express them: a
// Value that failed (a reference that does not resolve) is compared as a
// failure, whatever its text; a function that refuses the reading's
// option (Unsupported) is shown, and not compared. Validity is compared across all readings, and an input that
// every reading refuses is agreement. Each Diff names the field and the
// sections of each reading that give it its value: for "mailto:a@b?x",
// RFC 2396 section 3 reads "a@b?x" as one opaque_part, where RFC 3986
// section 3.3 and 3.4 give it the path "a@b" and the query "x".
package readings
