package uri_test

import (
	"errors"
	"testing"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/uri"
)

// FuzzWith replaces a component of a reference with any text. Either the
// result is a reference whose component is that text and whose other
// components are the original's, or the error is a *parser.Error with an
// offset inside the text.
func FuzzWith(f *testing.F) {
	for _, s := range []struct {
		ref  string
		comp uint8
		v    string
	}{
		{"http://a/b?q#f", 3, "y=2"}, {"g", 0, "http"}, {"mailto:a", 3, "x"},
		{"//a/b", 1, "u@h:1"}, {"http://a", 2, "b"}, {"a/b", 2, "c:d"}, {"#f", 4, "%4"},
	} {
		f.Add(s.ref, s.comp, s.v)
	}
	f.Fuzz(func(t *testing.T, ref string, comp uint8, v string) {
		r, err := uri.Parse(ref)
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
			if pe.Input != v || pe.Offset < 0 || pe.Offset > len(v) {
				t.Fatalf("%q With(%v, %q): error %+v", ref, c, v, pe)
			}
			return
		}
		back, err := uri.Parse(got.String())
		if err != nil {
			t.Fatalf("%q With(%v, %q) = %q, which does not parse: %v", ref, c, v, got, err)
		}
		want, have := r.Components(), back.Components()
		text := func(n interface{ String() string }) string {
			if n == nil || isNilNode(n) {
				return "<nil>"
			}
			return n.String()
		}
		check := func(name string, comp uri.Component, old, now interface{ String() string }) {
			if comp == c {
				if text(now) != v {
					t.Fatalf("%q With(%v, %q) = %q: %s is %q", ref, c, v, got, name, text(now))
				}
			} else if text(old) != text(now) {
				t.Fatalf("%q With(%v, %q) = %q: %s changed from %q to %q", ref, c, v, got, name, text(old), text(now))
			}
		}
		check("scheme", uri.Scheme, want.Scheme, have.Scheme)
		check("authority", uri.Authority, want.Authority, have.Authority)
		check("query", uri.Query, want.Query, have.Query)
		check("fragment", uri.Fragment, want.Fragment, have.Fragment)
		if c == uri.Path && back.AST().PathText() != v || c != uri.Path && back.AST().PathText() != r.AST().PathText() {
			t.Fatalf("%q With(%v, %q) = %q: path %q", ref, c, v, got, back.AST().PathText())
		}
	})
}
