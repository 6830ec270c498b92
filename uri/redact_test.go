package uri_test

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
	"github.com/rfc2396/rfc2396/uri"
)

// Every password below is "s3cret9", or it with a character the userinfo
// does not allow in its middle ("s3cr et9"): neither half may appear in a
// text made for people.
var passwordParts = []string{"s3cr", "et9"}

// noPassword fails when one of the texts of err, or one of the strings
// given, shows a part of the password.
func noPassword(t *testing.T, what string, err error, texts ...string) {
	t.Helper()
	if err != nil {
		texts = append(texts, err.Error(), fmt.Sprint(err), fmt.Sprintf("%+v", err))
		var pe *parser.Error
		if errors.As(err, &pe) {
			texts = append(texts, pe.Message(), pe.Caret(), pe.Redacted().Error(), pe.Redacted().Input, pe.Hint)
			texts = append(texts, pe.Expected...)
		}
		// The one contract of the module's input errors: Where(false)
		// hides the password as Error does.
		var ie parser.InputError
		if errors.As(err, &ie) {
			texts = append(texts, ie.Where(false).Input)
		}
		var ee *uri.EditError
		if errors.As(err, &ee) {
			texts = append(texts, ee.Hint, ee.Redacted().Value)
		}
	}
	for _, s := range texts {
		for _, p := range passwordParts {
			if strings.Contains(s, p) {
				t.Errorf("%s: %q shows the password", what, s)
			}
		}
	}
}

// refsWithPasswords are references that fail to parse, with the password
// of their userinfo before, inside or after the point of failure, each in
// the syntax given.
var refsWithPasswords = []struct {
	s    string
	opts []uri.Option
}{
	// before
	{"ht tp://u:s3cret9@h/", nil},
	{"http://u{:s3cret9@h/", nil},
	{"http://u\x00:s3cret9@h/", nil},
	// inside
	{"http://u:s3cr et9@h/", nil},
	{"http://u:s3cr{et9@h/", nil},
	{"http://u:s3cr%get9@h/", nil},
	{"http://u:s3cr[et9@h/", nil},
	{"http://u:s3cr]et9@[::1]/", nil},
	{"//u:s3cr\x7fet9@h", nil},
	// after
	{"http://u:s3cret9@h b/", nil},
	{"http://u:s3cret9@h/a b", nil},
	{"http://u:s3cret9@h/#a#b", nil},
	{"http://u:s3cret9@[::1/", nil},
	{"http://u:s3cret9@[::1]x/", nil},
	{"//u:s3cret9@h/?a b", nil},
	{"http://u:s3cret9@[::1]/", []uri.Option{syntax.RFC2396}},
	{"//u:s3cret9@h/a[1]", []uri.Option{syntax.RFC2396}},
}

// absolutesWithPasswords are references that are no absolute URI.
var absolutesWithPasswords = []string{"//u:s3cret9@h/", "http://u:s3cret9@h/#f", "http://u:s3cret9@h/#"}

// TestParsePasswords: no error of Parse, ParseAbsolute, MustParse,
// MustParseAbsolute, UnmarshalText, encoding/json or flag.TextVar shows a
// password, before, inside or after the point of failure.
func TestParsePasswords(t *testing.T) {
	type config struct {
		Base uri.Absolute  `json:"base"`
		Link uri.Reference `json:"link"`
	}
	check := func(s string, opts []uri.Option, absOnly bool) {
		t.Helper()
		var err error
		if !absOnly {
			_, err = uri.Parse(s, opts...)
			require.Error(t, err, "%q", s)
			noPassword(t, "Parse "+s, err)
			noPassword(t, "MustParse "+s, panicOf(func() { uri.MustParse(s, opts...) }))
		}
		_, err = uri.ParseAbsolute(s, opts...)
		require.Error(t, err, "%q", s)
		noPassword(t, "ParseAbsolute "+s, err)
		noPassword(t, "MustParseAbsolute "+s, panicOf(func() { uri.MustParseAbsolute(s, opts...) }))
		if opts != nil {
			return // decoders read in the default syntax
		}
		var a uri.Absolute
		noPassword(t, "Absolute.UnmarshalText "+s, a.UnmarshalText([]byte(s)))
		q, err := json.Marshal(s)
		require.NoError(t, err)
		var c config
		noPassword(t, "json base "+s, json.Unmarshal([]byte(`{"base":`+string(q)+`}`), &c))
		fs := flag.NewFlagSet("x", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		fs.TextVar(&a, "base", uri.Absolute{}, "")
		err = fs.Parse([]string{"-base", s})
		require.Error(t, err)
		// flag quotes the argument as it was given, which the caller
		// typed; what follows is uri's error.
		_, ours, ok := strings.Cut(err.Error(), "for flag -base: ")
		require.True(t, ok, "%v", err)
		noPassword(t, "flag -base "+s, nil, ours)
		if absOnly {
			return
		}
		var r uri.Reference
		noPassword(t, "Reference.UnmarshalText "+s, r.UnmarshalText([]byte(s)))
		noPassword(t, "json link "+s, json.Unmarshal([]byte(`{"link":`+string(q)+`}`), &c))
	}
	for _, tc := range refsWithPasswords {
		check(tc.s, tc.opts, false)
	}
	for _, s := range absolutesWithPasswords {
		check(s, nil, true)
	}
}

// panicOf returns the error that f panics with, or nil.
func panicOf(f func()) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = v.(error)
		}
	}()
	f()
	return nil
}

// TestWithPasswords: no error of With or Without shows a password: of the
// value (an authority, whose userinfo's password is one by its rule),
// before, inside or after the point of failure, or of the reference edited,
// whether the value fails its rule or the reference it makes fails to read
// back. A query, path or fragment has no userinfo, so nothing in their
// values is a password.
func TestWithPasswords(t *testing.T) {
	refs := []uri.Reference{
		uri.MustParse("http://a/"), uri.MustParse("a"), uri.MustParse("g:h"), uri.MustParse(""),
		uri.MustParse("http://u:s3cret9@h/p?q#f"), uri.MustParse("//u:s3cret9@h"),
		uri.MustParse("http://u:s3cret9@h/", syntax.RFC2396), uri.MustParse("http://u:s3cret9@[::1]/p"),
	}
	authorities := []string{
		"u{:s3cret9@h", "u :s3cret9@h", // before
		"u:s3cr et9@h", "u:s3cr{et9@h", "u:s3cr%et9@h", "u:s3cr[et9@h", "u:s3cr/et9@h", "u:s3cr?et9@h", // inside
		"u:s3cret9@h b", "u:s3cret9@h/", "u:s3cret9@[::1", "u:s3cret9@[::1]x", "u:s3cret9@[::1]:8x", "u:s3cret9@h#", // after
		"u:s3cret9@h", "u:s3cret9@[::1]", // valid, but not where the reference has a path that is not absolute, or in strict RFC 2396
	}
	failing := map[uri.Component][]string{
		uri.Scheme:    {"", "1x", "h p", "x/"},
		uri.Authority: authorities,
		uri.Path:      {"x", "/a b", "a:b", "//x", "/a?b", "a[1]"},
		uri.Query:     {"a b", "a#b", "%x", "[x"},
		uri.Fragment:  {"a#b", "%", "a b"},
	}
	n := 0
	for _, r := range refs {
		a, isAbs := r.Absolute()
		for c, values := range failing {
			for _, v := range values {
				what := fmt.Sprintf("%q.With(%v, %q)", r, c, v)
				got, err := r.With(c, v)
				if err == nil {
					noPassword(t, what+" = "+got.Redacted(), nil, got.Redacted())
				} else {
					n++
				}
				noPassword(t, what, err)
				if isAbs {
					got, err := a.With(c, v)
					if err == nil {
						noPassword(t, what+" = "+got.Redacted(), nil, got.Redacted())
					}
					noPassword(t, "Absolute "+what, err)
				}
			}
			_, err := r.Without(c)
			noPassword(t, fmt.Sprintf("%q.Without(%v)", r, c), err)
			if isAbs {
				_, err := a.Without(c)
				noPassword(t, fmt.Sprintf("Absolute %q.Without(%v)", r, c), err)
			}
		}
	}
	// The example of issue 16: an authority with a password before a
	// relative path, which Join refuses.
	_, err := uri.MustParse("a").With(uri.Authority, "u:s3cret9@h")
	var pe *parser.Error
	require.True(t, errors.As(err, &pe), "%v", err)
	assert.Equal(t, "//u:s3cret9@ha", pe.Input, "Input keeps the raw text")
	assert.Equal(t, `rfc2396: parse "//u:xxxxx@ha": unexpected 'a' at offset 11 in abs_path; after an authority, the path must be empty or begin with "/" (net_path)`, err.Error())
	noPassword(t, "issue 16", err)
	assert.Greater(t, n, 200, "most edits fail")
}

// TestResolvePasswords: resolve's errors, and the syntax errors of a base
// or a reference read in a narrower syntax, show no password.
func TestResolvePasswords(t *testing.T) {
	base := uri.MustParseAbsolute("http://u:s3cret9@h/a/b")
	v6 := uri.MustParseAbsolute("http://u:s3cret9@[::1]/a/b")
	ref := uri.MustParse("//u:s3cret9@[::2]/c")
	for _, tc := range []struct {
		base uri.Absolute
		ref  uri.Reference
		opts []resolve.Option
	}{
		{base, uri.MustParse("../../../g"), []resolve.Option{resolve.DotDot(resolve.RejectDotDot)}},
		{base, uri.MustParse("g"), []resolve.Option{resolve.DotDot(7)}},
		{v6, uri.MustParse("g"), []resolve.Option{syntax.RFC2396}},
		{base, ref, []resolve.Option{syntax.RFC2396}},
		{uri.Absolute{}, ref, nil},
		{uri.MustParseAbsolute("foo:/b/"), uri.MustParse("..//g"), nil},
	} {
		_, err := tc.base.Resolve(tc.ref, tc.opts...)
		require.Error(t, err, "%q %q", tc.base, tc.ref)
		noPassword(t, fmt.Sprintf("%q.Resolve(%q)", tc.base, tc.ref), err)
	}
	// An opaque part holds no userinfo, and so no password (TestRedacted):
	// the error's Where shows the base as it is, but its message shows no
	// part of it.
	_, err := uri.MustParseAbsolute("mailto:u:s3cret9@h").Resolve(uri.MustParse("g"))
	require.Error(t, err)
	noPassword(t, "opaque base", nil, err.Error())
}

func TestRedactedPasswords(t *testing.T) {
	for _, s := range []string{"http://u:s3cret9@h/", "//u:s3cret9@[::1]:80/p?q#f", "ftp://u:s3cret9@1.2.3.4/"} {
		r := uri.MustParse(s)
		noPassword(t, s, nil, r.Redacted())
		if a, ok := r.Absolute(); ok {
			noPassword(t, s, nil, a.Redacted())
		}
	}
}

// TestEditPasswords: no error of JoinPath, the server setters, the
// policies and the query's methods, and no Warning, shows a password: of
// a host or a userinfo given (whose password is one by its rule, before,
// inside or after the point of failure), or of the reference edited.
func TestEditPasswords(t *testing.T) {
	refs := []uri.Reference{
		uri.MustParse("http://u:s3cret9@h/p?q#f"), uri.MustParse("//u:s3cret9@h:80"),
		uri.MustParse("http://u:s3cret9@h/", syntax.RFC2396), uri.MustParse("http://u:s3cret9@[::1]/p"),
		uri.MustParse("http://u:s3cret9@a_b/p"), uri.MustParse("ftp://u:s3cret9@/p"),
		uri.MustParse("mailto:a@b"), uri.MustParse("g"), uri.MustParse("http://a/"),
	}
	// An opaque part has no userinfo: "mailto:u:p@h" holds no password to
	// the module (TestRedacted), so none is tested there.
	hosts := []string{
		"u:s3cret9@h", "u:s3cret9@a_b", "u:s3cret9@[::1", "u:s3cr et9@h", "u:s3cr/et9@h", "u{:s3cret9@h", "u:s3cret9@h b",
		"u:s3cret9@", "h:80", "a_b", "[::1]", "h",
	}
	userinfos := []string{
		"u:s3cret9", "u:s3cr et9", "u:s3cr@et9", "u:s3cret9@x", "u:s3cr/et9", "u:s3cr[et9", "u{:s3cret9", "a@b:s3cret9", "u:s3cret9#",
	}
	ports := []string{"8a", "1/", "", "x:s3cret9@", "80"}
	elems := [][]string{{"a"}, {".."}, {"a:b", "."}, {"u:s3cret9@h"}}
	n := 0
	check := func(what string, err error) {
		t.Helper()
		if err != nil {
			n++
		}
		noPassword(t, what, err)
		var ee *uri.EditError
		if errors.As(err, &ee) {
			noPassword(t, what+" Redacted", nil, ee.Redacted().Value, ee.Redacted().Error())
		}
	}
	for _, r := range refs {
		a, isAbs := r.Absolute()
		for _, h := range hosts {
			_, err := r.WithHost(h)
			check(fmt.Sprintf("%q.WithHost(%q)", r, h), err)
			if isAbs {
				_, err := a.WithHost(h)
				check(fmt.Sprintf("Absolute %q.WithHost(%q)", r, h), err)
			}
		}
		for _, u := range userinfos {
			_, err := r.WithUserinfo(u)
			check(fmt.Sprintf("%q.WithUserinfo(%q)", r, u), err)
			if isAbs {
				_, err := a.WithUserinfo(u)
				check(fmt.Sprintf("Absolute %q.WithUserinfo(%q)", r, u), err)
			}
		}
		for _, p := range ports {
			_, err := r.WithPort(p)
			check(fmt.Sprintf("%q.WithPort(%q)", r, p), err)
		}
		// A password given as data, or as a user name by mistake.
		for _, u := range []string{"u", "u:s3cret9", "s3cret9"} {
			_, err := r.WithUserPassword(u, "s3cret9")
			check(fmt.Sprintf("%q.WithUserPassword(%q, ...)", r, u), err)
			_, err = r.WithUser(u)
			check(fmt.Sprintf("%q.WithUser(%q)", r, u), err)
		}
		for _, e := range elems {
			_, err := r.JoinPath(e...)
			check(fmt.Sprintf("%q.JoinPath(%q)", r, e), err)
		}
		_, err := r.WithoutPort()
		check(fmt.Sprintf("%q.WithoutPort()", r), err)
		_, err = r.WithoutUserinfo()
		check(fmt.Sprintf("%q.WithoutUserinfo()", r), err)
		v, err := uri.ParseQuery("a=1")
		require.NoError(t, err)
		_, err = r.WithQuery(v)
		check(fmt.Sprintf("%q.WithQuery()", r), err)
		for _, opts := range [][]uri.Option{{uri.RequireHost()}, {uri.Schemes("https")}, {uri.Schemes("http"), uri.RequireHost()}} {
			_, err := uri.Parse(r.String(), append([]uri.Option{r.Syntax()}, opts...)...)
			check(fmt.Sprintf("Parse(%q, %v)", r, opts), err)
			var pe *uri.PolicyError
			if errors.As(err, &pe) {
				noPassword(t, "PolicyError.Redacted", nil, pe.Redacted().Input, pe.Why)
			}
		}
		for _, w := range uri.Warnings(r) {
			noPassword(t, fmt.Sprintf("Warnings(%q)", r), nil, w.Message, w.Hint, w.String())
		}
	}
	// A warning quotes the scheme and the port, not the rest.
	ws := uri.Warnings(uri.MustParse("example.com:80/u:s3cret9@h"))
	require.Len(t, ws, 1)
	noPassword(t, "Warnings", nil, ws[0].Message, ws[0].Hint)
	// An invalid escape in a query: escape's error hides what may be a
	// password, its rule being unknown to it.
	_, err := uri.ParseQuery("to=u:s3cret9@h%zz")
	check("ParseQuery", err)
	// Option texts.
	_, err = uri.Parse("http://a/", uri.Schemes("u:s3cret9@h"))
	check("Schemes", err)
	assert.Greater(t, n, 150, "most edits fail")
}
