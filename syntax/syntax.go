// Package syntax says which language the module reads, and holds the
// names of the grammars' rules (Rule), generated from grammar/uri.peg and
// grammar/rfc3986.peg.
//
// Every package and every command reads one default: RFC 2396 as RFC 2732
// amends it, with the query-only reference "?y" that section 5.2 step 2
// and Appendix C resolve, as java.net.URI reads it. The other readings
// are options:
//
//	reading                   option                   IP literal      "[" "]" in query, fragment  IPv4 numbers  "?y"
//	default                   none                     IPv6            yes (reserved)              1-3 digits    yes
//	Appendix A to the letter  RFC2396                  no              no (unwise)                 1 or more     no
//	strict, with literals     RFC2396, then RFC2732    IPv6            yes (reserved)              1-3 digits    no
//	strict, with "?y"         RFC2396, then QueryOnly  no              no (unwise)                 1 or more     yes
//	RFC 3986                  RFC3986                  IPv6, IPvFuture no (gen-delims)             0-255         yes
//
// A function takes a Syntax among its options (resolve.String(base, ref,
// syntax.RFC2396)); the values given apply in order over the default:
// RFC2396 turns off IPv6 literals and "?y", RFC2732 turns on the
// literals, QueryOnly turns on "?y". Values that do not contradict each
// other join with "|" (RFC2732|QueryOnly is the default); one that turns a
// feature both on and off, or has bits no constant has, is an
// *OptionError.
//
// RFC3986 is another grammar, RFC 3986's Appendix A, not a feature of RFC
// 2396: it joins with no other value, and one call's options that hold it
// and any of RFC2396, RFC2732, QueryOnly or Default are an *OptionError,
// whatever their order. The zero Syntax changes nothing in either.
//
// # Options
//
// Each package that has options of its own declares its Option as one of
// the sets below (resolve.Option is ResolveOption). A Syntax is in every
// set; a package's own option types embed their set, and so belong to it
// alone: normalize.Normalize(s, resolve.Explain()) does not compile. A
// function that delegates takes its delegate's options by name, as
// extract.Resolve takes resolve.Options.
package syntax

import (
	"fmt"
	"strings"
)

// A Syntax is a choice of language, and an option of every package. Its
// constants are RFC2396, RFC2732, QueryOnly and RFC3986; the zero Syntax
// changes nothing, and so reads the default.
type Syntax uint8

// The bits of a Syntax: a feature is turned on or off, or left as the
// default has it.
const (
	ipv6On Syntax = 1 << iota
	ipv6Off
	queryOn
	queryOff
	rfc3986 // RFC 3986's grammar: alone, with no bit of RFC 2396's features

	valid = ipv6On | ipv6Off | queryOn | queryOff | rfc3986
)

const (
	// RFC2396 is Appendix A to the letter: no IPv6 literals ("[" and "]"
	// are unwise characters, section 2.4.3) and no query-only reference.
	RFC2396 Syntax = ipv6Off | queryOff
	// RFC2732 reads RFC 2396 as RFC 2732 amends it: a host may be an IPv6
	// literal in brackets ("http://[::1]/"), an IPv4address has numbers of
	// one to three digits (RFC 2373's rule), and "[" and "]" are reserved,
	// allowed wherever uric is (the query, the fragment, an opaque part
	// after its first character) but not in a path segment, a userinfo or
	// a reg_name. See grammar/uri.peg for how RFC 2373's IPv6address is
	// read.
	RFC2732 Syntax = ipv6On
	// QueryOnly accepts the query-only reference "?" query [ "#"
	// fragment ] that Appendix C resolves ("?y") but Appendix A does not
	// derive: relativeURI needs a path before "?".
	QueryOnly Syntax = queryOn
	// Default is the reading of every package and command when no option
	// says otherwise: RFC2732|QueryOnly.
	Default = RFC2732 | QueryOnly
	// RFC3986 reads RFC 3986's Appendix A (grammar/rfc3986.peg), which
	// obsoletes RFC 2396 and RFC 2732: IP literals (IPv6 and IPvFuture)
	// and a reg-name host that may be empty, no opaque part, "[" and "]"
	// only around an IP literal, and the relative reference "?y".
	RFC3986 Syntax = rfc3986
)

// Check returns an *OptionError when s turns a feature both on and off,
// or has a bit that no constant has.
func (s Syntax) Check() error {
	if s&^valid != 0 || s&ipv6On != 0 && s&ipv6Off != 0 || s&queryOn != 0 && s&queryOff != 0 {
		return &OptionError{Option: s, Why: "it is not RFC2396, RFC2732, QueryOnly or a join of them that does not contradict itself"}
	}
	if s&rfc3986 != 0 && s != rfc3986 {
		return &OptionError{Option: s, Why: mixed}
	}
	return nil
}

// mixed says why RFC3986 does not go with the other values.
const mixed = "RFC3986 is RFC 3986's grammar, and joins with none of RFC2396, RFC2732, QueryOnly and Default, which read RFC 2396"

// Over returns the syntax that reading with s over the syntax d gives:
// what s turns on or off, and the rest as d has it. RFC3986 over any d
// is RFC3986; a value that reads RFC 2396 over RFC3986 applies over
// Default, since RFC 3986 has none of the features it turns on or off
// (Read refuses the two in one call).
func (s Syntax) Over(d Syntax) Syntax {
	switch {
	case s == rfc3986:
		return s
	case s == 0:
		return d
	case d == rfc3986:
		d = Default
	}
	if s&(ipv6On|ipv6Off) != 0 {
		d = d&^(ipv6On|ipv6Off) | s&(ipv6On|ipv6Off)
	}
	if s&(queryOn|queryOff) != 0 {
		d = d&^(queryOn|queryOff) | s&(queryOn|queryOff)
	}
	return d
}

// Full returns s over Default: the syntax with every feature set, which
// IPv6 and QueryOnly answer for; RFC3986 for RFC3986.
func (s Syntax) Full() Syntax { return s.Over(Default) }

// Absolute returns the Full syntax of s without the query-only
// reference, which is no absolute URI: the syntax to read a base in. It
// is RFC3986 for RFC3986, whose absolute-URI is a rule of its own.
func (s Syntax) Absolute() Syntax {
	if s == rfc3986 {
		return s
	}
	return s.Full()&^queryOn | queryOff
}

// IPv6 reports whether s reads IPv6 literals as RFC 2732 adds them to RFC
// 2396. Ask it of a Full syntax: a feature that s leaves to the default
// reads as off. It is false for RFC3986, whose IP literals are its own
// (IsRFC3986).
func (s Syntax) IPv6() bool { return s&ipv6On != 0 }

// QueryOnly reports whether s accepts the query-only reference "?y" that
// RFC 2396's Appendix C resolves. Ask it of a Full syntax, as IPv6. It is
// false for RFC3986, whose relative-ref derives "?y" by itself.
func (s Syntax) QueryOnly() bool { return s&queryOn != 0 }

// IsRFC3986 reports whether s reads RFC 3986's grammar rather than RFC
// 2396's.
func (s Syntax) IsRFC3986() bool { return s == rfc3986 }

// String returns the syntax as the table of the package documentation
// names it: "RFC2732|QueryOnly" for the default, "RFC2396" for Appendix A,
// "RFC2396, then RFC2732" and "RFC2396, then QueryOnly" for the other
// two, "RFC3986"; a feature left to the default is not named, and the
// zero Syntax is "default".
func (s Syntax) String() string {
	if s.Check() != nil {
		return fmt.Sprintf("Syntax(%#02x)", uint8(s))
	}
	switch s {
	case 0:
		return "default"
	case RFC2396:
		return "RFC2396"
	case RFC3986:
		return "RFC3986"
	case RFC2396&^ipv6Off | ipv6On:
		return "RFC2396, then RFC2732"
	case RFC2396&^queryOff | queryOn:
		return "RFC2396, then QueryOnly"
	}
	var names []string
	if s&ipv6Off != 0 {
		names = append(names, "no IPv6")
	}
	if s&queryOff != 0 {
		names = append(names, "no QueryOnly")
	}
	if s&ipv6On != 0 {
		names = append(names, "RFC2732")
	}
	if s&queryOn != 0 {
		names = append(names, "QueryOnly")
	}
	return strings.Join(names, "|")
}

// The option sets, one for each package with options of its own. A
// Syntax is in each of them; see the package documentation.
type (
	// ParserOption is parser.Option: a Syntax, or parser.Grammar.
	ParserOption interface{ parserOption() }
	// ResolveOption is resolve.Option: a Syntax, or an option of
	// package resolve.
	ResolveOption interface{ resolveOption() }
	// NormalizeOption is normalize.Option: a Syntax, or an option of
	// package normalize.
	NormalizeOption interface{ normalizeOption() }
	// URIOption is uri.Option: a Syntax, or an option of package uri.
	URIOption interface{ uriOption() }
	// ExtractOption is extract.Option: a Syntax, or an option of package
	// extract.
	ExtractOption interface{ extractOption() }
	// IRIOption is iri.Option: a Syntax, or an option of package iri.
	IRIOption interface{ iriOption() }
)

func (Syntax) parserOption()    {}
func (Syntax) resolveOption()   {}
func (Syntax) normalizeOption() {}
func (Syntax) uriOption()       {}
func (Syntax) extractOption()   {}
func (Syntax) iriOption()       {}

// An OptionError reports an option that a function cannot take.
type OptionError struct {
	Option any    // the option
	Why    string // why it cannot be taken
}

// Error returns a message such as
//
//	rfc2396: invalid option Syntax(0x03): ...
func (e *OptionError) Error() string {
	return fmt.Sprintf("rfc2396: invalid option %v: %s", e.Option, e.Why)
}

// Read returns the Full syntax that the Syntax values among opts give
// over Default, in order, and calls own with each other option, which
// returns why it cannot take the option's value ("" when it can). It
// returns an *OptionError for an invalid Syntax, RFC3986 in one call with
// a value that reads RFC 2396 (in either order), a nil option, or one own
// refuses; own may be nil for a function that takes no options of its
// own.
func Read[O any](opts []O, own func(O) (why string)) (Syntax, error) {
	d := Default
	var saw3986, saw2396 bool
	for _, o := range opts {
		switch s := any(o).(type) {
		case Syntax:
			if err := s.Check(); err != nil {
				return d, err
			}
			saw3986 = saw3986 || s == rfc3986
			saw2396 = saw2396 || s != 0 && s != rfc3986
			if saw3986 && saw2396 {
				return d, &OptionError{Option: s, Why: mixed}
			}
			d = s.Over(d)
		default:
			if any(o) == nil {
				return d, &OptionError{Option: o, Why: "it is nil"}
			}
			why := "this function does not take it"
			if own != nil {
				why = own(o)
			}
			if why != "" {
				return d, &OptionError{Option: o, Why: why}
			}
		}
	}
	return d, nil
}
