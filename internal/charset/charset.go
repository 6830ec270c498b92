// Package charset holds the character sets of RFC 2396 Appendix A as one
// table of 256 entries, a bit per set.
//
// The table (table.go) is not typed by hand: go generate derives it from
// the grammar, asking the parser that pigeon generates from
// grammar/uri.peg which bytes each rule in Sets accepts. A set holds the
// bytes that stand for themselves; "%", which only starts an escape
// ("%" hex hex), is in none of them. The fast parser engine, escaping and
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
)

// Contains reports whether c is in any of the sets in s.
func (s Set) Contains(c byte) bool { return table[c]&s != 0 }

// A Source says which grammar rule a set is derived from: the set holds
// byte c when Rule matches Prefix followed by c, as a whole, in RFC 2732
// mode when RFC2732 is set.
type Source struct {
	Set     Set         // the set
	Name    string      // the set's Go name
	Rule    syntax.Rule // the grammar rule
	Prefix  string      // what comes before c in the probe
	RFC2732 bool        // the probe is in RFC 2732 mode
}

// Sources lists every set and where it comes from. go generate and the
// parser's tests both derive the table from it.
var Sources = []Source{
	{Alpha, "Alpha", syntax.Alpha, "", false},
	{Digit, "Digit", syntax.Digit, "", false},
	{Alphanum, "Alphanum", syntax.Alphanum, "", false},
	{Hex, "Hex", syntax.Hex, "", false},
	{Mark, "Mark", syntax.Mark, "", false},
	{Unreserved, "Unreserved", syntax.Unreserved, "", false},
	{Reserved, "Reserved", syntax.Reserved, "", false},
	{Uric, "Uric", syntax.Uric, "", false},
	{UricNoSlash, "UricNoSlash", syntax.UricNoSlash, "", false},
	{Pchar, "Pchar", syntax.Pchar, "", false},
	{SchemeRest, "SchemeRest", syntax.Scheme, "a", false},
	{Userinfo, "Userinfo", syntax.Userinfo, "", false},
	{RegName, "RegName", syntax.RegName, "", false},
	{RelSegment, "RelSegment", syntax.RelSegment, "", false},
	{ReservedRFC2732, "ReservedRFC2732", syntax.Reserved, "", true},
	{UricRFC2732, "UricRFC2732", syntax.Uric, "", true},
	{PathSegments, "PathSegments", syntax.PathSegments, "", false},
	{Lowalpha, "Lowalpha", syntax.Lowalpha, "", false},
	{Upalpha, "Upalpha", syntax.Upalpha, "", false},
}
