package uri_test

import (
	"errors"
	"testing"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
	"github.com/rfc2396/rfc2396/uri"
)

// FuzzWith replaces a component of a reference with any text, in the
// default syntax or strict RFC 2396. Either the result is the reference
// Parse makes of its text (==), whose component is that text and whose
// other components are the original's, or the error is a *parser.Error
// with an offset inside its Input, which is the text (the value does not
// match its rule) or the reference it would make (it does not fit).
func FuzzWith(f *testing.F) {
	for _, s := range []struct {
		ref    string
		comp   uint8
		v      string
		strict bool
	}{
		{"http://a/b?q#f", 3, "y=2", false}, {"g", 0, "http", false}, {"mailto:a", 3, "x", false},
		{"//a/b", 1, "u@h:1", false}, {"http://a", 2, "b", false}, {"a/b", 2, "c:d", false}, {"#f", 4, "%4", false},
		{"http://a/", 1, "[::1]:80", false}, {"http://a/", 1, "[::1]:80", true}, {"http://[::1]/", 3, "[x]", true},
	} {
		f.Add(s.ref, s.comp, s.v, s.strict)
	}
	f.Fuzz(func(t *testing.T, ref string, comp uint8, v string, strict bool) {
		var opts []uri.Option
		if strict {
			opts = append(opts, syntax.RFC2396)
		}
		r, err := uri.Parse(ref, opts...)
		if err != nil {
			return
		}
		c := uri.Component(comp % 5)
		got, err := r.With(c, v)
		if err != nil {
			var pe *parser.Error
			if !errors.As(err, &pe) {
				t.Fatalf("%q With(%v, %q): %v is not a *parser.Error", ref, c, v, err)
			}
			if pe.Offset < 0 || pe.Offset > len(pe.Input) {
				t.Fatalf("%q With(%v, %q): error %+v", ref, c, v, pe)
			}
			return
		}
		back, err := uri.Parse(got.String(), opts...)
		if err != nil {
			t.Fatalf("%q With(%v, %q) = %q, which does not parse: %v", ref, c, v, got, err)
		}
		if back != got {
			t.Fatalf("%q With(%v, %q) = %q is not == to Parse of its text", ref, c, v, got)
		}
		was, now := r.Components(), got.Components()
		check := func(comp uri.Component, old, cur parts.Value) {
			if comp == c {
				if !cur.Defined || cur.Text != v {
					t.Fatalf("%q With(%v, %q) = %q: %v is %+v", ref, c, v, got, comp, cur)
				}
			} else if old != cur {
				t.Fatalf("%q With(%v, %q) = %q: %v changed from %+v to %+v", ref, c, v, got, comp, old, cur)
			}
		}
		check(uri.Scheme, was.Value(was.Scheme), now.Value(now.Scheme))
		check(uri.Authority, was.Value(was.Authority), now.Value(now.Authority))
		check(uri.Path, was.Value(was.Path), now.Value(now.Path))
		check(uri.Query, was.Value(was.Query), now.Value(now.Query))
		check(uri.Fragment, was.Value(was.Fragment), now.Value(now.Fragment))
	})
}
