// Package syntax says which language the library reads: strict RFC 2396
// (Appendix A), RFC 2396 as RFC 2732 updates it (IPv6 literals), and
// Appendix C's query-only reference "?y". It holds the one option type
// that every package of the module takes, and the names of the grammar's
// rules (Rule), generated from grammar/uri.peg.
//
// # Options
//
// Every function of the module that reads references takes its options as
// ...syntax.Option (each package declares Option as an alias of it). A
// Syntax is an Option; the packages add options of their own (resolve's
// Explain, normalize's Ports, ...) that are Options too, so that one call
// mixes them:
//
//	resolve.String(base, ref, syntax.RFC2732, resolve.Explain())
//
// Each package has a default Syntax, written in its documentation:
//
//   - the reference layer (parser, and the commands parse, check and
//     match) reads strict RFC 2396: it is the definition;
//   - the application layer (uri's Reference and Absolute, urlconv) reads
//     RFC 2396 as RFC 2732 section 3 updates it, as java.net.URI does;
//   - resolve, normalize, relativize, escape and extract read strict RFC
//     2396, and resolve reads its reference with QueryOnly, as Appendix C
//     does.
//
// The Syntax values given are applied in order over that default: RFC2396
// turns off IPv6 literals and the query-only reference, RFC2732 turns on
// the literals, QueryOnly the query-only reference. Values can be joined
// with "|" when they do not contradict each other (RFC2732|QueryOnly); a
// value that turns one feature both on and off, or that has bits no
// constant has, is invalid, and the function given it returns an
// *OptionError (or, for one that returns no error, panics, which only
// Must functions do).
package syntax

import (
	"fmt"
	"strings"
)

// A Syntax is a choice of language, and an Option. Its constants are
// RFC2396, RFC2732 and QueryOnly.
type Syntax uint8

// The bits of a Syntax: a feature is turned on or off, or left as the
// default has it.
const (
	ipv6On Syntax = 1 << iota
	ipv6Off
	queryOn
	queryOff

	valid = ipv6On | ipv6Off | queryOn | queryOff
)

const (
	// RFC2396 is Appendix A strictly: no IPv6 literals ("[" and "]" are
	// unwise characters, section 2.4.3) and no query-only reference.
	RFC2396 Syntax = ipv6Off | queryOff
	// RFC2732 reads RFC 2396 as RFC 2732 updates it: a host may be an IPv6
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
)

// Check returns an *OptionError when s turns a feature both on and off,
// or has a bit that no constant has.
func (s Syntax) Check() error {
	if s&^valid != 0 || s&ipv6On != 0 && s&ipv6Off != 0 || s&queryOn != 0 && s&queryOff != 0 {
		return &OptionError{Option: s, Why: "it is not RFC2396, RFC2732, QueryOnly or a join of them that does not contradict itself"}
	}
	return nil
}

// Over returns the syntax that reading with s over the syntax d gives:
// what s turns on or off, and the rest as d has it.
func (s Syntax) Over(d Syntax) Syntax {
	if s&(ipv6On|ipv6Off) != 0 {
		d = d&^(ipv6On|ipv6Off) | s&(ipv6On|ipv6Off)
	}
	if s&(queryOn|queryOff) != 0 {
		d = d&^(queryOn|queryOff) | s&(queryOn|queryOff)
	}
	return d
}

// IPv6 reports whether s reads IPv6 literals (RFC 2732).
func (s Syntax) IPv6() bool { return s&ipv6On != 0 }

// QueryOnly reports whether s accepts the query-only reference "?y".
func (s Syntax) QueryOnly() bool { return s&queryOn != 0 }

// String returns the syntax's features, such as "RFC2732|QueryOnly" or
// "RFC2396"; a feature left to the default is not named, and one turned
// off without the other is written "no IPv6" or "no QueryOnly".
func (s Syntax) String() string {
	if s.Check() != nil {
		return fmt.Sprintf("Syntax(%#02x)", uint8(s))
	}
	var names []string
	if s&RFC2396 == RFC2396 {
		names = append(names, "RFC2396")
	} else if s&ipv6Off != 0 {
		names = append(names, "no IPv6")
	} else if s&queryOff != 0 {
		names = append(names, "no QueryOnly")
	}
	if s&ipv6On != 0 {
		names = append(names, "RFC2732")
	}
	if s&queryOn != 0 {
		names = append(names, "QueryOnly")
	}
	if len(names) == 0 {
		return "default"
	}
	return strings.Join(names, "|")
}

func (Syntax) option() {}

// An Option is an option of a function of the module: a Syntax, or an
// option of the function's own package (resolve.Explain, normalize.Ports,
// ...). A function given an Option that is not its package's, or an
// invalid Syntax, returns an *OptionError.
type Option interface{ option() }

// Own is embedded by the option types of the module's packages, which
// makes them Options. A package's functions accept only its own options
// and Syntax values.
type Own struct{}

func (Own) option() {}

// An OptionError reports an option that a function cannot take.
type OptionError struct {
	Option Option // the option
	Why    string // why it cannot be taken
}

// Error returns a message such as
//
//	rfc2396: invalid option Syntax(0x03): ...
func (e *OptionError) Error() string {
	return fmt.Sprintf("rfc2396: invalid option %v: %s", e.Option, e.Why)
}

// Read returns the syntax that the Syntax values among opts give over the
// default d, in order, and calls own with each other option, which
// returns false for an option it does not take, and why it cannot take
// the value of one it knows ("" when it can). It returns an *OptionError
// for an invalid Syntax, a nil option, or one own refuses; own may be nil
// for a function that takes no options of its own.
func Read(d Syntax, opts []Option, own func(Option) (taken bool, why string)) (Syntax, error) {
	for _, o := range opts {
		switch o := o.(type) {
		case Syntax:
			if err := o.Check(); err != nil {
				return d, err
			}
			d = o.Over(d)
		case nil:
			return d, &OptionError{Option: o, Why: "it is nil"}
		default:
			if own == nil {
				return d, &OptionError{Option: o, Why: "this function does not take it"}
			}
			if taken, why := own(o); !taken {
				return d, &OptionError{Option: o, Why: "this function does not take it"}
			} else if why != "" {
				return d, &OptionError{Option: o, Why: why}
			}
		}
	}
	return d, nil
}
