package uri

import (
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parts"
)

// Equal reports whether r and o are the same text, whatever syntax each
// was read in. == asks more: the same text read in the same syntax, which
// is what makes the same components (the text "http://1234.5.6.7/" has an
// IPv4address host in strict RFC 2396 and a reg_name in RFC 2732, whose
// IPv4address has numbers of at most three digits).
func (r Reference) Equal(o Reference) bool { return r.String() == o.String() }

// Equivalent reports whether r and o are the same after the normalization
// of section 6 (normalize.Equal): "HTTP://A:80/%7Euser" is equivalent to
// "http://a/~user". Both are read in the wider of their syntaxes (RFC
// 2732's literals when either holds them, the query-only reference when
// either was read with it), or both in RFC 3986; opts, which are
// normalize's options (normalize.With, normalize.Ports) and Syntax
// values, apply after that. The error is a *syntax.OptionError, for an
// invalid option, or one that wraps ErrMixedSyntax when one value was
// read in RFC 3986 and the other in RFC 2396: the module chooses neither
// grammar for both, as it tells their values apart (== is false).
//
// Equivalent normalizes each value on the components it holds
// (normalize.Components), reading neither again, when it was read in the
// syntax of the comparison, as values are by default.
func (r Reference) Equivalent(o Reference, opts ...normalize.Option) (bool, error) {
	syn, err := wider("Equivalent", r.Syntax(), o.Syntax())
	if err != nil {
		return false, err
	}
	opts = append([]normalize.Option{syn}, opts...)
	n, err := normalize.New(opts...) // the first invalid option's error, as normalize.Equal gives it
	if err != nil {
		return false, err
	}
	syn, _ = readingOf(opts) // valid: New read them
	var nr, no parts.Components
	if err := normalizeIn(n, &nr, &r, syn); err != nil {
		return false, err
	}
	if err := normalizeIn(n, &no, &o, syn); err != nil {
		return false, err
	}
	return nr.Text == no.Text, nil
}

// Equal reports whether a and o are the same text, whatever syntax each
// was read in, as Reference.Equal does.
func (a Absolute) Equal(o Absolute) bool { return a.String() == o.String() }

// Equivalent reports whether a and o are the same after the normalization
// of section 6, as Reference.Equivalent does. Two zero Absolutes are
// equivalent; a zero Absolute is equivalent to no URI.
func (a Absolute) Equivalent(o Absolute, opts ...normalize.Option) (bool, error) {
	return a.Reference().Equivalent(o.Reference(), opts...)
}
