package uri_test

import (
	"errors"
	"iter"
	"slices"
	"strings"
	"testing"

	"github.com/rfc2396/rfc2396/escape"
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
		if err != nil && c == uri.Query && r.Has(uri.Opaque) {
			if !errors.Is(err, uri.ErrOpaque) {
				t.Fatalf("%q With(%v, %q): %v is not ErrOpaque", ref, c, v, err)
			}
			return
		}
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
// Parse, With, Without, WithHost, WithUserinfo or Absolute's, and no
// Redacted, shows it.
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
			// The same authority given as a host, its userinfo as a
			// userinfo.
			_, err = r.WithHost(auth)
			check("WithHost", err)
			_, err = r.WithUserinfo(auth[:strings.LastIndexByte(auth, '@')])
			check("WithUserinfo", err)
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

// FuzzParseQuery reads any text as a query, with or without
// FormEncoding, and edits the Values it gives with any key and value.
// What ParseQuery accepts is a valid query (in the default syntax), which
// Encode gives back byte for byte; after Add, Set or Del, Encode is still
// a valid query, even in strict RFC 2396 when the input was, every pair
// the edit did not touch is written back byte for byte, and reading the
// result back gives the edited pairs.
func FuzzParseQuery(f *testing.F) {
	for _, s := range []struct {
		q    string
		form bool
		op   uint8
		k, v string
	}{
		{"a=1&b=2&a=3", false, 1, "a", "x y"}, {"%61=1&&c", true, 0, "a b", "+"}, {"", false, 2, "", ""},
		{"x[0]=1;y", false, 1, "x[0]", "%#"}, {"a=%zz", false, 0, "a", "b"}, {"a+b=c+d", true, 2, "a b", ""},
	} {
		f.Add(s.q, s.form, s.op, s.k, s.v)
	}
	f.Fuzz(func(t *testing.T, q string, form bool, op uint8, k, v string) {
		var opts []uri.Option
		if form {
			opts = append(opts, uri.FormEncoding())
		}
		vals, err := uri.ParseQuery(q, opts...)
		if err != nil {
			var pe *parser.Error
			var ee *escape.Error
			if !errors.As(err, &pe) && !errors.As(err, &ee) {
				t.Fatalf("ParseQuery(%q): %v is neither a *parser.Error nor an *escape.Error", q, err)
			}
			return
		}
		if parser.ValidateRule(syntax.Query, q, syntax.RFC2732) != nil {
			t.Fatalf("ParseQuery accepted %q, which is no query", q)
		}
		if got := vals.Encode(); got != q {
			t.Fatalf("ParseQuery(%q).Encode() = %q", q, got)
		}
		pieces := nonEmpty(strings.Split(q, "&")) // the pairs' text, and their decoded keys
		var keys []string
		for key := range vals.All() {
			keys = append(keys, key)
		}
		if len(keys) != len(pieces) {
			t.Fatalf("ParseQuery(%q): %d pairs, %d pieces", q, len(keys), len(pieces))
		}
		// The pieces an edit must keep, in order.
		var kept []string
		for i, p := range pieces {
			if keys[i] != k {
				kept = append(kept, p)
			}
		}
		before := vals.Clone()
		switch op % 3 {
		case 0:
			vals.Add(k, v)
		case 1:
			vals.Set(k, v)
		case 2:
			vals.Del(k)
		}
		got := vals.Encode()
		strict := syntax.RFC2732
		if parser.ValidateRule(syntax.Query, q, syntax.RFC2396) == nil {
			strict = syntax.RFC2396
		}
		if err := parser.ValidateRule(syntax.Query, got, strict); err != nil {
			t.Fatalf("%q, op %d (%q, %q): Encode() = %q, no query in %v: %v", q, op%3, k, v, got, strict, err)
		}
		gotPieces := nonEmpty(strings.Split(got, "&"))
		if len(gotPieces) != vals.Len() {
			t.Fatalf("%q, op %d (%q, %q): Encode() = %q for %d pairs", q, op%3, k, v, got, vals.Len())
		}
		// The pieces of other keys, byte for byte and in order.
		var others []string
		var mine []string
		i := 0
		for key, value := range vals.All() {
			if key != k {
				others = append(others, gotPieces[i])
			} else {
				mine = append(mine, value)
			}
			i++
		}
		if strings.Join(others, "&") != strings.Join(kept, "&") {
			t.Fatalf("%q, op %d (%q, %q): Encode() = %q changed the pairs of other keys", q, op%3, k, v, got)
		}
		switch op % 3 {
		case 0:
			if before.Len() > 0 && !strings.HasPrefix(got, before.Encode()+"&") || vals.Len() != before.Len()+1 || mine[len(mine)-1] != v {
				t.Fatalf("%q Add(%q, %q): %q", q, k, v, got)
			}
		case 1:
			if len(mine) != 1 || mine[0] != v {
				t.Fatalf("%q Set(%q, %q): %q has the values %q", q, k, v, got, mine)
			}
		case 2:
			if len(mine) != 0 {
				t.Fatalf("%q Del(%q): %q", q, k, got)
			}
		}
		back, err := uri.ParseQuery(got, opts...)
		if err != nil {
			t.Fatalf("%q: Encode() = %q does not read back: %v", q, got, err)
		}
		if !slices.Equal(slices.Collect(keysOf(back)), slices.Collect(keysOf(vals))) || !slices.Equal(back.Values(k), vals.Values(k)) {
			t.Fatalf("%q: Encode() = %q reads back as other pairs", q, got)
		}
	})
}

// nonEmpty returns the strings of s that are not empty.
func nonEmpty(s []string) []string {
	return slices.DeleteFunc(s, func(p string) bool { return p == "" })
}

// keysOf returns the decoded keys of v, in order.
func keysOf(v uri.Values) iter.Seq[string] {
	return func(yield func(string) bool) {
		for k := range v.All() {
			if !yield(k) {
				return
			}
		}
	}
}

// FuzzJoinPath joins any elements to any reference, in the default syntax
// or strict RFC 2396. The result is a reference == to Parse of its text,
// whose path is the original's with the elements appended, whose
// segments are the original's (less an empty last one) and then the
// non-empty elements, decoded, and whose other components are the
// original's; no "//" is added. Or the error is an *EditError: a dot
// segment, or an opaque URI.
func FuzzJoinPath(f *testing.F) {
	for _, s := range []struct {
		ref     string
		a, b, c string
		strict  bool
	}{
		{"http://a/b", "c", "d/e", "", false}, {"", "a:b", "c", "", false}, {"mailto:x", "a", "", "", false},
		{"http://a//", "", "b", "..", false}, {"g?y#s", "%", "#", "?", true}, {"/", "[x]", " ", "é", true},
	} {
		f.Add(s.ref, s.a, s.b, s.c, s.strict)
	}
	f.Fuzz(func(t *testing.T, ref, a, b, c string, strict bool) {
		opts := []uri.Option{syntax.QueryOnly}
		if strict {
			opts = append(opts, syntax.RFC2396)
		}
		r, err := uri.Parse(ref, opts...)
		if err != nil {
			return
		}
		elem := []string{a, b, c}
		got, err := r.JoinPath(elem...)
		if err != nil {
			var ee *uri.EditError
			if !errors.As(err, &ee) || !errors.Is(err, uri.ErrDotSegment) && !errors.Is(err, uri.ErrOpaque) {
				t.Fatalf("%q JoinPath(%q): %v", ref, elem, err)
			}
			opaque := r.Components().Opaque
			dots := slices.ContainsFunc(elem, func(e string) bool { return e == "." || e == ".." })
			if errors.Is(err, uri.ErrOpaque) != opaque || errors.Is(err, uri.ErrDotSegment) != (dots && !opaque) {
				t.Fatalf("%q JoinPath(%q): %v", ref, elem, err)
			}
			return
		}
		back, err := uri.Parse(got.String(), opts...)
		if err != nil || back != got {
			t.Fatalf("%q JoinPath(%q) = %q, which is not == to Parse of its text: %v", ref, elem, got, err)
		}
		was, now := r.Components(), got.Components()
		oldPath, newPath := was.Of(was.Path), now.Of(now.Path)
		if !strings.HasPrefix(newPath, oldPath) {
			t.Fatalf("%q JoinPath(%q) = %q: the path %q does not begin with %q", ref, elem, got, newPath, oldPath)
		}
		if strings.Count(newPath, "//") != strings.Count(oldPath, "//") {
			t.Fatalf("%q JoinPath(%q) = %q: a \"//\" was added", ref, elem, got)
		}
		for _, comp := range []func(*parts.Components) parts.Value{
			func(c *parts.Components) parts.Value { return c.Value(c.Scheme) },
			func(c *parts.Components) parts.Value { return c.Value(c.Authority) },
			func(c *parts.Components) parts.Value { return c.Value(c.Query) },
			func(c *parts.Components) parts.Value { return c.Value(c.Fragment) },
		} {
			if comp(&was) != comp(&now) {
				t.Fatalf("%q JoinPath(%q) = %q changed a component other than the path", ref, elem, got)
			}
		}
		want := r.Segments()
		if len(want) > 0 && want[len(want)-1] == "" {
			want = want[:len(want)-1]
		}
		want = append(want, nonEmpty(slices.Clone(elem))...)
		if gotSegs := got.Segments(); !slices.Equal(gotSegs, want) && !(len(gotSegs) == 0 && len(want) == 0) {
			t.Fatalf("%q JoinPath(%q) = %q: segments %q, want %q", ref, elem, got, gotSegs, want)
		}
	})
}
