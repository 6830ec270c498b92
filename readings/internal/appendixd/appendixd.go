// Package appendixd lists the changes from RFC 2396 that RFC 3986's
// Appendix D names, each with the inputs that show it, or why none can,
// and the differences between the two RFCs that it does not name but the
// conformance suites find. The list is the input of
// docs/rfc2396-vs-rfc3986.md, which go generate writes from it (package
// readings' generate.go), and of the test that holds each observable
// change to a difference that package readings shows.
package appendixd

// A Change is one change of Appendix D, or one difference it does not
// name.
type Change struct {
	Section string // "D.1", "D.2", or "" for a difference Appendix D does not name
	Title   string
	Quote   string // Appendix D's words, as in the RFC's text but for line breaks; "" for one it does not name
	Why     string // for a change no input can show, why not
	Shows   []Show // the inputs that show it; none when Why is set
}

// A Show is an input on which the change shows: a field on which RFC
// 3986's reading differs from an RFC 2396 reading.
type Show struct {
	Ref, Base string
	Against   string   // the RFC 2396 reading it differs from: "RFC 2396" (Appendix A) or "default"
	Fields    []string // the keys of the fields that differ (package readings' Field.Key)
}

// Changes is the list, in Appendix D's order, then the differences it
// does not name.
var Changes = []Change{
	{
		Section: "D.1", Title: "The rule URI",
		Quote: "An ABNF rule for URI has been introduced to correspond to one common usage of the term: an absolute URI with optional fragment.",
		Why:   "A new name for a set of strings both RFCs derive (RFC 2396's absoluteURI followed by an optional fragment, within URI-reference): no reference is read differently because of it.",
	},
	{
		Section: "D.1", Title: "IPv6 and later literals in the host",
		Quote: "IPv6 (and later) literals have been added to the list of possible identifiers for the host portion of an authority component, as described by [RFC2732], with the addition of \"[\" and \"]\" to the reserved set and a version flag to anticipate future versions of IP literals.",
		Shows: []Show{
			{Ref: "http://[::1]/", Against: "RFC 2396", Fields: []string{"valid"}},
			{Ref: "http://[v7.x]/", Against: "default", Fields: []string{"valid"}},
		},
	},
	{
		Section: "D.1", Title: "Square brackets only around an IP literal",
		Quote: "Square brackets are now specified as reserved within the authority component and are not allowed outside their use as delimiters for an IP literal within host.",
		Shows: []Show{
			{Ref: "http://a/?x[1]", Against: "default", Fields: []string{"valid"}},
			{Ref: "#[", Against: "default", Fields: []string{"valid"}},
		},
	},
	{
		Section: "D.1", Title: "An ABNF rule for IPv6address",
		Quote: "we created a new ABNF rule for IPv6address that matches the text representations defined by Section 2.2 of [RFC3513].",
		Why:   "This module reads RFC 2732's IPv6address as RFC 2373's section 2.2 writes the forms, not as its BNF (a PEG: note in grammar/uri.peg), and section 2.2 of RFC 3513 writes the same forms: the default reading and RFC 3986 accept the same IPv6 literals. A reader that follows RFC 2373's BNF would differ.",
	},
	{
		Section: "D.1", Title: "IPv4 octets limited to 0-255",
		Quote: "Likewise, the definition of IPv4address has been improved in order to limit each decimal octet to the range 0-255.",
		Shows: []Show{
			{Ref: "http://256.1.1.1/", Against: "RFC 2396", Fields: []string{"host_kind"}},
			{Ref: "W://611.9.6.7", Against: "default", Fields: []string{"host_kind"}},
		},
	},
	{
		Section: "D.1", Title: "Section 6, normalization and comparison, rewritten",
		Quote: "Section 6, on URI normalization and comparison, has been completely rewritten and extended",
		Shows: []Show{
			{Ref: "http://a/b/./c", Against: "default", Fields: []string{"normal_form"}},
		},
	},
	{
		Section: "D.2", Title: "ABNF, and rules renamed",
		Quote: "The ad-hoc BNF syntax of RFC 2396 has been replaced with the ABNF of [RFC2234]. This change required all rule names that formerly included underscore characters to be renamed with a dash instead.",
		Why:   "A change of notation and of names (grammar/rfc3986.peg transcribes the ABNF as grammar/uri.peg does the BNF); the rules' languages are the subject of the other changes.",
	},
	{
		Section: "D.2", Title: "The mark characters moved to the reserved set",
		Quote: "The mark characters that are typically unsafe to decode, including the exclamation mark (\"!\"), asterisk (\"*\"), single-quote (\"'\"), and open and close parentheses (\"(\" and \")\"), have been moved to the reserved set",
		Shows: []Show{
			{Ref: "http://a/%21", Against: "default", Fields: []string{"normal_form"}},
		},
	},
	{
		Section: "D.2", Title: "\"escaped\" is now \"percent-encoded\"",
		Quote: "In general, the terms \"escaped\" and \"unescaped\" have been replaced with \"percent-encoded\" and \"decoded\", respectively",
		Why:   "A change of terms.",
	},
	{
		Section: "D.2", Title: "No opaque URIs: a path and a query",
		Quote: "All references to \"opaque\" URIs have been replaced with a better description of how the path component may be opaque to hierarchy.",
		Shows: []Show{
			{Ref: "mailto:a@b?subject=hi", Against: "default", Fields: []string{"path", "query"}},
		},
	},
	{
		Section: "D.2", Title: "A colon in the first segment",
		Quote: "The ambiguity regarding the parsing of URI-reference as a URI or a relative-ref with a colon in the first segment has been eliminated through the use of five separate path matching rules.",
		Why:   "RFC 2396's rel_segment excludes \":\" as RFC 3986's segment-nz-nc does, so both read \"a:b\" as a URI and refuse nothing the other takes; the change is to the grammar's form.",
	},
	{
		Section: "D.2", Title: "The fragment back in the generic syntax",
		Quote: "The fragment identifier has been moved back into the section on generic syntax components and within the URI and relative-ref rules, though it remains excluded from absolute-URI.",
		Why:   "Both RFCs read a fragment after \"#\" in a URI reference and none in an absolute URI; \"#\" is reserved, or excluded, in both, and may appear in no component.",
	},
	{
		Section: "D.2", Title: "An empty path, and nothing after \"scheme:\"",
		Quote: "The ABNF has been corrected to allow the path component to be empty. This also allows an absolute-URI to consist of nothing after the \"scheme:\"",
		Shows: []Show{
			{Ref: "about:", Against: "default", Fields: []string{"valid"}},
		},
	},
	{
		Section: "D.2", Title: "Registry names in the host, escapes included",
		Quote: "Registry-based naming authorities that use the generic syntax are now defined within the host rule.",
		Shows: []Show{
			{Ref: "http://a_b/", Against: "default", Fields: []string{"host"}},
			{Ref: "http://%41.com/", Against: "default", Fields: []string{"host"}},
		},
	},
	{
		Section: "D.2", Title: "Resolution: a base with no path",
		Quote: "[RFC2396] section 5.2, step 6a, failed to account for a base URI with no path.",
		Why:   "Package resolve reads a base's empty path after an authority as \"/\" in step 6a (docs/resolve.md), which is RFC 3986's reading: both resolve \"b\" against \"http://a\" to \"http://a/b\". Step 6a as written would give \"http://ab\".",
	},
	{
		Section: "D.2", Title: "Resolution: an empty path with a query keeps the base's path",
		Quote: "Restored the behavior of [RFC1808] where, if the reference contains an empty path and a defined query component, the target URI inherits the base URI's path component.",
		Shows: []Show{
			{Ref: "?y", Base: "http://a/b/c/d;p?q", Against: "default", Fields: []string{"resolved"}},
		},
	},
	{
		Section: "D.2", Title: "Resolution: same-document references",
		Quote: "The determination of whether a URI reference is a same-document reference has been decoupled from the URI parser",
		Why:   "It changes when an application treats a reference as naming the current document, not what the reference resolves to: both RFCs resolve \"\" and \"#f\" to the base without, or with, the fragment.",
	},
	{
		Section: "D.2", Title: "Resolution: remove_dot_segments for every path",
		Quote: "The remove_dot_segments algorithm is now applied to all URI reference paths in order to match common implementations and to improve the normalization of URIs in practice.",
		Shows: []Show{
			{Ref: "/./g", Base: "http://a/b/c/d;p?q", Against: "default", Fields: []string{"resolved"}},
			{Ref: "../../../g", Base: "http://a/b/c/d;p?q", Against: "default", Fields: []string{"resolved"}},
		},
	},
	{
		Title: "A registry authority takes what a server refuses",
		Shows: []Show{
			{Ref: "//a:b@c:d/", Against: "default", Fields: []string{"valid"}},
		},
	},
	{
		Title: "An empty authority: no host, or an empty one",
		Shows: []Show{
			{Ref: "file:///x", Against: "default", Fields: []string{"host"}},
		},
	},
}
