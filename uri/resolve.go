package uri

import (
	"github.com/rfc2396/rfc2396/internal/trusted"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

// Resolve resolves ref against a as section 5.2 does (resolve.String),
// with the zero Absolute meaning that there is no base. Both are read in
// the wider of their syntaxes (RFC 2732's literals when either holds
// them, and the query-only reference when either does); opts, resolve's
// options and Syntax values, apply after that. The result is in that
// syntax. Values read in RFC 3986 (syntax.RFC3986) resolve in it, as
// RFC 3986's section 5.2 does; one value read in RFC 3986 and the other
// in RFC 2396 get an error that wraps ErrMixedSyntax, rather than a
// reading of either in the other's grammar. On failure the error is a
// *resolve.Error, or a *syntax.OptionError for an invalid option, and for
// a Syntax among opts that reads RFC 2396 over values of RFC 3986 or the
// other way.
//
// Resolve works on the components the values hold (resolve.Components),
// reading neither again nor the result, when both were read in the
// syntax it resolves in, as they are by default.
func (a Absolute) Resolve(ref Reference, opts ...resolve.Option) (Reference, error) {
	// Small enough to be inlined, so that the values go on by pointer
	// rather than by copy.
	return resolveIn(&a.c, a.syn, true, &ref, opts)
}

// Resolve resolves ref against r as Absolute.Resolve does: r is the base,
// which must be an absolute URI; its fragment is dropped, as
// resolve.String drops a base's. A base that is no absolute URI gets the
// *resolve.Error that resolve.String gives it; the empty reference is
// one, a relative reference, and not the absence of a base, which the
// zero Absolute is.
func (r Reference) Resolve(ref Reference, opts ...resolve.Option) (Reference, error) {
	return resolveIn(&r.c, r.syn, false, &ref, opts)
}

// resolveIn resolves ref against the base whose components are base, read
// in the syntax held as bsyn (see held). An empty base is no base when
// zero is set (the zero Absolute), else the empty reference. It is not
// inlined, so that Resolve, which calls it, is.
//
//go:noinline
func resolveIn(base *parts.Components, bsyn syntax.Syntax, zero bool, ref *Reference, opts []resolve.Option) (out Reference, err error) {
	if base.Text == "" {
		base = &emptyComponents
		if zero {
			base = nil
		}
	}
	err = resolveInto(&out, base, of(bsyn), ref, opts)
	return out, err
}

// resolveInto resolves ref against the base whose components are base
// (nil for none), read in the syntax bsyn, into out, which it leaves as
// it is on failure. The values go by pointer, and the result straight
// into out: a resolution costs little more than the copies of a value.
func resolveInto(out *Reference, base *parts.Components, bsyn syntax.Syntax, ref *Reference, opts []resolve.Option) error {
	// Most values are in the default syntax, which wider keeps.
	rsyn := of(ref.syn) // not ref.Syntax(), which may copy *ref
	syn := bsyn
	var err error
	if bsyn != defaultSyntax || rsyn != defaultSyntax {
		if syn, err = wider("Resolve", bsyn, rsyn); err != nil {
			return err
		}
	}
	// The values' components are laid out as Parse lays out their text,
	// whichever method made them (TestValuesReadBack): resolve need not
	// check them again when they were read in the syntax they are
	// resolved in (below), and takes the mark as an option.
	if len(opts) > 0 || syn != defaultSyntax {
		opts = append([]resolve.Option{syn, trusted.Built{}}, opts...)
		if syn, err = readingOf(opts); err != nil {
			return err
		}
	} else {
		opts = builtOnly
	}
	if syn == bsyn && syn == rsyn {
		rc := &ref.c
		if ref.c.Text == "" {
			rc = &emptyComponents
		}
		// A resolution gives an absolute URI, never the empty reference
		// that newReference keeps as zero.
		if err := resolve.Components(&out.c, base, rc, opts...); err != nil {
			return err
		}
		out.syn = held(syn)
		return nil
	}
	// A value read in another syntax than the resolution's: its text, in
	// the resolution's, which may read its host otherwise.
	b := ""
	if base != nil {
		b = base.Text
	}
	s, err := resolve.String(b, ref.String(), opts...)
	if err != nil {
		return err
	}
	*out, err = splitIn(s, syn)
	return err
}

// builtOnly are the options of a resolution of two values in the default
// syntax: the mark alone.
var builtOnly = []resolve.Option{trusted.Built{}}

// readingOf returns the syntax that all give together: the one a result
// is read in. all are a method's options after the syntax of its values
// (wider), which the caller puts first, so that the slice may stay on its
// stack. O is a package's option type, of which a Syntax is one. A
// Syntax that reads RFC 2396 over values read in RFC 3986, or RFC3986
// over values of RFC 2396, is a *syntax.OptionError.
func readingOf[O any](all []O) (syntax.Syntax, error) {
	// The Syntax values among all; the package the options are for
	// checks the rest.
	return syntax.Read(all, func(O) string { return "" })
}

// splitIn returns the Reference of s, a result the module's packages
// gave, read in syn.
func splitIn(s string, syn syntax.Syntax) (Reference, error) {
	c, err := parser.Split(s, syn)
	if err != nil {
		return Reference{}, err
	}
	return newReference(c, syn), nil
}

// Relativize returns the shortest reference that resolves against a to
// target (resolve.Relativize): the inverse of Resolve. target must be an
// absolute URI, which may have a fragment. Both are read in the wider of
// their syntaxes, and opts, resolve's options and Syntax values, apply
// after that, as for Resolve; one value in RFC 3986 and the other in RFC
// 2396 are an error that wraps ErrMixedSyntax. The zero Absolute is no base: its error is
// a *resolve.Error, as are those of resolve.Relativize.
func (a Absolute) Relativize(target Reference, opts ...resolve.Option) (Reference, error) {
	return a.Reference().Relativize(target, opts...)
}

// Relativize returns the shortest reference that resolves against r, as
// a base whose fragment is dropped, to target, as Absolute.Relativize
// does.
func (r Reference) Relativize(target Reference, opts ...resolve.Option) (Reference, error) {
	syn, err := wider("Relativize", r.Syntax(), target.Syntax())
	if err != nil {
		return Reference{}, err
	}
	if len(opts) > 0 || syn != syntax.Default {
		opts = append([]resolve.Option{syn}, opts...)
		if syn, err = readingOf(opts); err != nil {
			return Reference{}, err
		}
	}
	if syn == r.Syntax() && syn == target.Syntax() {
		b, t := r.Components(), target.Components()
		var c parts.Components
		if err := resolve.RelativizeComponents(&c, &b, &t, opts...); err != nil {
			return Reference{}, err
		}
		return newReference(c, syn), nil
	}
	s, err := resolve.Relativize(r.String(), target.String(), opts...)
	if err != nil {
		return Reference{}, err
	}
	return splitIn(s, syn)
}

// Normalize returns the normal form of r, as section 6 and package
// normalize write it (normalize.Normalize): "HTTP://A:80/%7Euser" becomes
// "http://a/~user". opts are normalize's options (normalize.With,
// normalize.Ports) and Syntax values, which apply after r's syntax; the
// result is in the syntax they give. The error is only ever a
// *syntax.OptionError, for an invalid option, or a *parser.Error for a
// narrower Syntax given in opts that refuses r.
//
// Normalize works on the components r holds (normalize.Components),
// reading neither r again nor the result, when opts leave r's syntax as
// it is, as they do by default.
func (r Reference) Normalize(opts ...normalize.Option) (Reference, error) {
	opts = append([]normalize.Option{r.Syntax()}, opts...)
	syn, err := readingOf(opts)
	if err != nil {
		return Reference{}, err
	}
	n, err := normalize.New(opts...)
	if err != nil {
		return Reference{}, err
	}
	var c parts.Components
	if err := normalizeIn(n, &c, &r, syn); err != nil {
		return Reference{}, err
	}
	if c.Text == r.String() && syn == r.Syntax() {
		return r, nil // already in normal form, as most are
	}
	return newReference(c, syn), nil
}

// normalizeIn makes dst the components of the normal form of r by n,
// whose syntax is syn: from r's components when r was read in syn, and
// otherwise from r's text, read in syn, which may read it otherwise
// (a host of another rule) or refuse it.
func normalizeIn(n *normalize.Normalizer, dst *parts.Components, r *Reference, syn syntax.Syntax) error {
	if syn != r.Syntax() {
		c, err := parser.Split(r.String(), syn)
		if err != nil {
			return err
		}
		return n.Components(dst, &c)
	}
	c := &r.c
	if c.Text == "" {
		c = &emptyComponents // the zero Components lay out no text
	}
	return n.Components(dst, c)
}

// Normalize returns the normal form of a, as Reference.Normalize does.
// The zero Absolute is its own normal form.
func (a Absolute) Normalize(opts ...normalize.Option) (Absolute, error) {
	if a.IsZero() {
		if _, err := readingOf(append([]normalize.Option{a.Syntax()}, opts...)); err != nil {
			return Absolute{}, err
		}
		return a, nil
	}
	return stay(a.Reference().Normalize(opts...))
}
