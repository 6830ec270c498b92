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

// A Set is a set of bytes, or a union of the sets below.
type Set uint16

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
)

// Contains reports whether c is in any of the sets in s.
func (s Set) Contains(c byte) bool { return table[c]&s != 0 }

// A Source says which grammar rule a set is derived from: the set holds
// byte c when Rule matches Prefix followed by c, as a whole.
type Source struct {
	Set    Set
	Name   string // the set's Go name
	Rule   string // the grammar rule
	Prefix string // what comes before c in the probe
}

// Sources lists every set and where it comes from. go generate and the
// parser's tests both derive the table from it.
var Sources = []Source{
	{Alpha, "Alpha", "alpha", ""},
	{Digit, "Digit", "digit", ""},
	{Alphanum, "Alphanum", "alphanum", ""},
	{Hex, "Hex", "hex", ""},
	{Mark, "Mark", "mark", ""},
	{Unreserved, "Unreserved", "unreserved", ""},
	{Reserved, "Reserved", "reserved", ""},
	{Uric, "Uric", "uric", ""},
	{UricNoSlash, "UricNoSlash", "uric_no_slash", ""},
	{Pchar, "Pchar", "pchar", ""},
	{SchemeRest, "SchemeRest", "scheme", "a"},
	{Userinfo, "Userinfo", "userinfo", ""},
	{RegName, "RegName", "reg_name", ""},
	{RelSegment, "RelSegment", "rel_segment", ""},
}
