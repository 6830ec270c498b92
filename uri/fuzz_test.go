package uri_test

import (
	"errors"
	"strings"
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

// FuzzWithPassword places the password "s3cret9", with any text around it
// that keeps it the password (between the userinfo's first ":" and the
// authority's "@"), in an authority given to With and in the reference
// edited, whose other components get any value: no text of an error of
// Parse, With, Without or Absolute's, and no Redacted, shows it.
func FuzzWithPassword(f *testing.F) {
	f.Add("u", "", "", "h", uint8(1), "x")
	f.Add("u", "a b", "", "h", uint8(3), "a b")
	f.Add("u{", "", "%", "[::1", uint8(2), "x")
	f.Add("", "", "", "", uint8(0), "")
	f.Fuzz(func(t *testing.T, a, b, c, d string, comp uint8, v string) {
		for _, s := range []string{a, b, c, d} {
			if strings.ContainsAny(s, "/?#@") {
				return
			}
		}
		if strings.Contains(a, ":") || strings.Contains(v, "s3cr") || strings.Contains(v, "et9") {
			return
		}
		auth := a + ":" + b + "s3cret9" + c + "@" + d
		check := func(what string, err error) {
			if err != nil {
				noPassword(t, what, err)
			}
		}
		refs := []uri.Reference{uri.MustParse("http://x/p?q#f"), uri.MustParse("a"), uri.MustParse("g:h")}
		ref, err := uri.Parse("http://" + auth + "/p?q#f")
		check("Parse", err)
		if err == nil {
			refs = append(refs, ref)
			noPassword(t, "Redacted", nil, ref.Redacted())
		}
		for _, r := range refs {
			got, err := r.With(uri.Authority, auth)
			check("With(Authority)", err)
			if err == nil {
				noPassword(t, "Redacted", nil, got.Redacted())
			}
			comp := uri.Component(comp % 5)
			_, err = r.With(comp, v)
			check("With", err)
			_, err = r.Without(comp)
			check("Without", err)
			if abs, ok := r.Absolute(); ok {
				_, err = abs.With(uri.Authority, auth)
				check("Absolute.With(Authority)", err)
				_, err = abs.With(comp, v)
				check("Absolute.With", err)
				_, err = abs.Without(comp)
				check("Absolute.Without", err)
			}
		}
	})
}
