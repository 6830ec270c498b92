// Package charset holds the character sets of RFC 2396 Appendix A, and of
// RFC 3986's, as one table of 256 entries, a bit per set.
//
// The table (table.go) is not typed by hand: go generate derives it from
// the grammars, asking the parser that pigeon generates from
// grammar/uri.peg, or from grammar/rfc3986.peg, which bytes each rule in
// Sources accepts. A set holds the bytes that stand for themselves; "%",
// which only starts an escape ("%" hex hex, RFC 3986's pct-encoded), is in
// none of them. The fast parser engine, escaping and
// normalization all read this table, so the grammar stays the one home of
// every character set.
package charset

import "github.com/rfc2396/rfc2396/syntax"

// A Set is a set of bytes, or a union of the sets below.
type Set uint32

// The sets, each named after the Appendix A rule it is derived from.
const (
	Alpha       Set = 1 << iota // alpha
	Digit                       // digit
	Alphanum                    // alphanum
	Hex                         // hex
	Mark                        // mark
	Unreserved                  // unreserved
	Reserved                    // reserved
	Uric                        // uric, less escaped
	UricNoSlash                 // uric_no_slash, less escaped
	Pchar                       // pchar, less escaped
	SchemeRest                  // a character of scheme after its first: alpha | digit | "+" | "-" | "."
	Userinfo                    // a character of userinfo, less escaped
	RegName                     // a character of reg_name, less escaped
	RelSegment                  // a character of rel_segment, less escaped

	// RFC 2732 mode: its reserved adds "[" and "]", and so uric does.
	ReservedRFC2732 // reserved, in RFC 2732 mode
	UricRFC2732     // uric, less escaped, in RFC 2732 mode

	// PathSegments holds what a path's segments, params and separators
	// are made of: pchar, ";" and "/".
	PathSegments // a character of path_segments, less escaped

	Lowalpha // lowalpha
	Upalpha  // upalpha

	// RFC 3986's sets, each named after the rule of its Appendix A it is
	// derived from (ALPHA, DIGIT and HEXDIG are Alpha, Digit and Hex).
	RFC3986Unreserved  // unreserved
	RFC3986SubDelims   // sub-delims
	RFC3986GenDelims   // gen-delims
	RFC3986Pchar       // pchar, less pct-encoded
	RFC3986SegmentNzNc // a character of segment-nz-nc, less pct-encoded: pchar but ":"
	RFC3986Path        // a character of a path, less pct-encoded: pchar and "/"
	RFC3986Query       // a character of query (and fragment), less pct-encoded: pchar, "/" and "?"
	RFC3986Userinfo    // a character of userinfo, less pct-encoded
	RFC3986RegName     // a character of reg-name, less pct-encoded
	RFC3986IPvFuture   // a character of IPvFuture after its ".": unreserved, sub-delims and ":"
)

// Contains reports whether c is in any of the sets in s.
func (s Set) Contains(c byte) bool { return table[c]&s != 0 }

// A Source says which grammar rule a set is derived from: the set holds
// byte c when Rule matches Prefix followed by c, as a whole, in RFC 2732
// mode when RFC2732 is set, or in RFC 3986's grammar when RFC3986 is.
type Source struct {
	Set     Set         // the set
	Name    string      // the set's Go name
	Rule    syntax.Rule // the grammar rule
	Prefix  string      // what comes before c in the probe
	RFC2732 bool        // the probe is in RFC 2732 mode
	RFC3986 bool        // the probe is in RFC 3986's grammar
}

// Sources lists every set and where it comes from. go generate and the
// parser's tests both derive the table from it.
var Sources = []Source{
	{Alpha, "Alpha", syntax.Alpha, "", false, false},
	{Digit, "Digit", syntax.Digit, "", false, false},
	{Alphanum, "Alphanum", syntax.Alphanum, "", false, false},
	{Hex, "Hex", syntax.Hex, "", false, false},
	{Mark, "Mark", syntax.Mark, "", false, false},
	{Unreserved, "Unreserved", syntax.Unreserved, "", false, false},
	{Reserved, "Reserved", syntax.Reserved, "", false, false},
	{Uric, "Uric", syntax.Uric, "", false, false},
	{UricNoSlash, "UricNoSlash", syntax.UricNoSlash, "", false, false},
	{Pchar, "Pchar", syntax.Pchar, "", false, false},
	{SchemeRest, "SchemeRest", syntax.Scheme, "a", false, false},
	{Userinfo, "Userinfo", syntax.Userinfo, "", false, false},
	{RegName, "RegName", syntax.RegName, "", false, false},
	{RelSegment, "RelSegment", syntax.RelSegment, "", false, false},
	{ReservedRFC2732, "ReservedRFC2732", syntax.Reserved, "", true, false},
	{UricRFC2732, "UricRFC2732", syntax.Uric, "", true, false},
	{PathSegments, "PathSegments", syntax.PathSegments, "", false, false},
	{Lowalpha, "Lowalpha", syntax.Lowalpha, "", false, false},
	{Upalpha, "Upalpha", syntax.Upalpha, "", false, false},
	{RFC3986Unreserved, "RFC3986Unreserved", syntax.RFC3986Unreserved, "", false, true},
	{RFC3986SubDelims, "RFC3986SubDelims", syntax.RFC3986SubDelims, "", false, true},
	{RFC3986GenDelims, "RFC3986GenDelims", syntax.RFC3986GenDelims, "", false, true},
	{RFC3986Pchar, "RFC3986Pchar", syntax.RFC3986Pchar, "", false, true},
	{RFC3986SegmentNzNc, "RFC3986SegmentNzNc", syntax.RFC3986SegmentNzNc, "", false, true},
	{RFC3986Path, "RFC3986Path", syntax.RFC3986PathAbempty, "/", false, true},
	{RFC3986Query, "RFC3986Query", syntax.RFC3986Query, "", false, true},
	{RFC3986Userinfo, "RFC3986Userinfo", syntax.RFC3986Userinfo, "", false, true},
	{RFC3986RegName, "RFC3986RegName", syntax.RFC3986RegName, "", false, true},
	{RFC3986IPvFuture, "RFC3986IPvFuture", syntax.RFC3986IPvFuture, "v1.", false, true},
}
