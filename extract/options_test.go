package extract_test

import (
	"errors"
	"fmt"
	"iter"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/extract"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

type finder func(string, ...extract.Option) iter.Seq2[*extract.Match, error]

func text(s string, opts ...extract.Option) iter.Seq2[*extract.Match, error] {
	return extract.Text(strings.NewReader(s), opts...)
}

func page(s string, opts ...extract.Option) iter.Seq2[*extract.Match, error] {
	return extract.HTML(strings.NewReader(s), opts...)
}

// TestSyntax checks the one default of Text and HTML, IPv6 literals and
// the query-only reference, and what the syntax options change, in
// order.
func TestSyntax(t *testing.T) {
	strict := []extract.Option{syntax.RFC2396}
	for _, tt := range []struct {
		name  string
		find  finder
		in    string
		opts  []extract.Option
		valid bool
	}{
		{"text IPv6", text, "<http://[::1]/>", nil, true},
		{"text IPv6 RFC2396", text, "<http://[::1]/>", strict, false},
		{"text IPv6 RFC2396 then RFC2732", text, "<http://[::1]/>", []extract.Option{syntax.RFC2396, syntax.RFC2732}, true},
		{"text IPv6 RFC2732 then RFC2396", text, "<http://[::1]/>", []extract.Option{syntax.RFC2732, syntax.RFC2396}, false},
		{"text query-only", text, `"?y"`, nil, true},
		{"text query-only RFC2396", text, `"?y"`, strict, false},
		{"text query-only RFC2396 then QueryOnly", text, `"?y"`, []extract.Option{syntax.RFC2396, syntax.QueryOnly}, true},
		{"html query-only", page, `<a href="?y">`, nil, true},
		{"html query-only RFC2396", page, `<a href="?y">`, strict, false},
		{"html query-only RFC2396 then QueryOnly", page, `<a href="?y">`, []extract.Option{syntax.RFC2396, syntax.QueryOnly}, true},
		{"html IPv6", page, `<a href="http://[::1]/">`, nil, true},
		{"html IPv6 RFC2396", page, `<a href="http://[::1]/">`, strict, false},
		{"html IPv6 RFC2396 then RFC2732", page, `<a href="http://[::1]/">`, []extract.Option{syntax.RFC2396, syntax.RFC2732}, true},
	} {
		ms := collect(t, tt.find(tt.in, tt.opts...))
		require.Len(t, ms, 1, tt.name)
		assert.Equal(t, tt.valid, ms[0].Err == nil, "%s: %v", tt.name, ms[0].Err)
	}
	// The syntax reaches resolution too: an IPv6 base and reference.
	base, err := parser.ParseAbsolute("http://[::1]/a/b")
	require.NoError(t, err)
	for _, opts := range [][]extract.Option{nil, {syntax.RFC2732}} {
		ms := collect(t, page(`<a href="../c">`, append(opts, extract.Base(base))...))
		require.Len(t, ms, 1)
		require.NoError(t, ms[0].ResolveErr)
		assert.Equal(t, "http://[::1]/c", ms[0].Resolved.String())
	}
	// Appendix A reads the base's literal, but not a reference's.
	ms := collect(t, page(`<a href="../c"><a href="//[::2]/">`, syntax.RFC2396, extract.Base(base)))
	require.Len(t, ms, 2)
	require.NoError(t, ms[0].ResolveErr)
	assert.Equal(t, "http://[::1]/c", ms[0].Resolved.String())
	var pe *parser.Error
	require.True(t, errors.As(ms[1].Err, &pe), "%v", ms[1].Err)
	assert.Equal(t, '[', pe.Char)
	// A base is checked in the syntax of all the options, wherever Base
	// stands among them: Appendix A's IPv4address has numbers of any
	// length, RFC 2373's of one to three digits.
	strictBase, err := extract.ParseBase("http://1234.5.6.7/a/b", syntax.RFC2396)
	require.NoError(t, err)
	for _, tt := range []struct {
		find finder
		in   string
	}{{text, `"../c"`}, {page, `<a href="../c">`}} {
		find := tt.find
		for _, opts := range [][]extract.Option{
			{syntax.RFC2396, extract.Base(strictBase)},
			{extract.Base(strictBase), syntax.RFC2396},
		} {
			ms := collect(t, find(tt.in, opts...))
			require.Len(t, ms, 1, "%v", opts)
			require.NoError(t, ms[0].ResolveErr, "%v", opts)
			assert.Equal(t, "http://1234.5.6.7/c", ms[0].Resolved.String(), "%v", opts)
		}
		// A Base given over is checked too.
		n := 0
		for _, err := range find("", extract.Base(&ast.AbsoluteURI{}), extract.Base(strictBase), syntax.RFC2396) {
			n++
			var oe *syntax.OptionError
			assert.True(t, errors.As(err, &oe), "a malformed base given over: %v", err)
		}
		assert.Equal(t, 1, n)
		n = 0
		for m, err := range find("", extract.Base(strictBase)) {
			n++
			assert.Nil(t, m)
			var oe *syntax.OptionError
			assert.True(t, errors.As(err, &oe), "a strict base in the default syntax: %v", err)
		}
		assert.Equal(t, 1, n)
	}
}

// TestInvalidOption checks that an option that Text or HTML cannot take
// is yielded as a *syntax.OptionError, with a nil Match, before anything
// is read, and ends the sequence.
func TestInvalidOption(t *testing.T) {
	malformed := &ast.AbsoluteURI{Scheme: &ast.Scheme{Extent: ast.Extent{Text: "http"}}} // neither hier_part nor opaque_part
	for _, tt := range []struct {
		opt  extract.Option
		text string
	}{
		{nil, "it is nil"},
		{syntax.Syntax(0xff), "invalid option Syntax(0xff)"},
		{extract.Base(malformed), "the base is not a tree that a parser builds: malformed tree"},
		{extract.Base(&ast.AbsoluteURI{}), "malformed tree"}, // an absolute URI node without a scheme: no parser builds it
		{extract.Resolve(resolve.DotDot(7)), "package resolve does not take resolve.DotDot(DotDotMode(7))"},
		{extract.Resolve(nil), "package resolve does not take <nil>"},
	} {
		for _, find := range []finder{text, page} {
			read := false
			r := readFunc(func(p []byte) (int, error) { read = true; return 0, errors.New("read") })
			n := 0
			for m, err := range find("", tt.opt) {
				n++
				assert.Nil(t, m)
				var oe *syntax.OptionError
				if assert.True(t, errors.As(err, &oe), "%v", err) {
					assert.Contains(t, err.Error(), tt.text)
				}
			}
			assert.Equal(t, 1, n, "one error, then the end")
			for range extract.Text(r, tt.opt) {
			}
			for range extract.HTML(r, tt.opt) {
			}
			assert.False(t, read, "the input is not read")
		}
	}
	// Valid options.
	ms := collect(t, text("<g>", extract.Base(nil), extract.Resolve(), extract.Resolve(syntax.RFC2732, resolve.BackwardCompatible())))
	require.Len(t, ms, 1)
	assert.Nil(t, ms[0].ResolveErr)
}

type readFunc func([]byte) (int, error)

func (f readFunc) Read(p []byte) (int, error) { return f(p) }

// TestOptionStrings checks how the options show in an OptionError's
// message: a base without its password.
func TestOptionStrings(t *testing.T) {
	for _, tt := range []struct {
		opt  extract.Option
		want string
	}{
		{extract.Base(mustAbsolute(t, "http://u:secret@h/p")), "extract.Base(http://u:xxxxx@h/p)"},
		{extract.Base(nil), "extract.Base(nil)"},
		{extract.Resolve(), "extract.Resolve()"},
		{extract.Trees(false), "extract.Trees(false)"},
		{extract.Resolve(resolve.DotDot(resolve.RemoveDotDot), syntax.RFC2732), "extract.Resolve(resolve.DotDot(RemoveDotDot), RFC2732)"},
	} {
		assert.Equal(t, tt.want, fmt.Sprint(tt.opt))
	}
}

// TestResolveWithoutBase checks that a reference found without a base is
// resolved by package resolve: a relative one gets resolve's error
// wrapping resolve.ErrNoBase, of which extract.ErrNoBase is an alias, and
// an absolute one is its own result.
func TestResolveWithoutBase(t *testing.T) {
	ms := collect(t, page(`<a href="g"><a href="HTTP://a/./b">`))
	require.Len(t, ms, 2)
	var re *resolve.Error
	require.True(t, errors.As(ms[0].ResolveErr, &re), "%v", ms[0].ResolveErr)
	assert.Same(t, resolve.ErrNoBase, extract.ErrNoBase)
	assert.ErrorIs(t, ms[0].ResolveErr, extract.ErrNoBase)
	assert.Nil(t, ms[0].Resolved)
	assert.Nil(t, ms[0].Base)
	require.NoError(t, ms[1].ResolveErr)
	assert.Same(t, ms[1].Ref, ms[1].Resolved, "an absolute reference without a base is its own result (step 3)")
}

// TestAlternativeValidated checks that the reading without the hyphen is
// checked as the parser checks the reference, in the same syntax.
func TestAlternativeValidated(t *testing.T) {
	for _, tt := range []struct {
		in     string
		opts   []extract.Option
		altErr bool
	}{
		{"<http://a/b-\nc>", nil, false},
		{"<http://[::1]/b-\n c>", []extract.Option{syntax.RFC2732}, false},
		{"<http://a/b-\n%zz>", nil, true},
	} {
		ms := collect(t, text(tt.in, tt.opts...))
		require.Len(t, ms, 1)
		require.True(t, ms[0].AmbiguousHyphen, tt.in)
		assert.Equal(t, tt.altErr, ms[0].AlternativeErr != nil, "%q: %v", tt.in, ms[0].AlternativeErr)
		var pe *parser.Error
		if tt.altErr {
			assert.True(t, errors.As(ms[0].AlternativeErr, &pe))
		}
	}
}

// TestLengthErrorHidesPassword checks the start that a LengthError
// quotes: a password before the point where the candidate is cut, within
// the bytes quoted, or in an authority that runs past it, never shows.
func TestLengthErrorHidesPassword(t *testing.T) {
	long := strings.Repeat("a", extract.MaxLength)
	for _, tt := range []struct {
		name, in, start string
	}{
		{"before", "http://u:secret@h/" + long, "http://u:xxxxx@h/" + long[:64-len("http://u:xxxxx@h/")]},
		{"no password", "http://h/" + long, "http://h/" + long[:64-len("http://h/")]},
		{"in a long authority", "http://u:secret" + long + "@h/", "http://"},
		{"long password", "http://u:" + strings.Repeat("secret", 20) + "@h/" + long, "http://u:xxxxx@h/" + long[:64-len("http://u:xxxxx@h/")]},
		{"after the cut", "http://h/" + long + "//u:secret@h/", "http://h/" + long[:64-len("http://h/")]},
		// An opaque part's userinfo-like text is hidden as an
		// authority's: it runs past the cut, or ends at a "/".
		{"opaque", "mailto:u:secret@h" + long, "mailto:"},
		{"opaque ended", "mailto:u:secret@h/" + long, "mailto:u:xxxxx@h/" + long[:64-len("mailto:u:xxxxx@h/")]},
		{"text before //", "data:x=//u:secret@h/" + long, "data:x=//u:xxxxx@h/" + long[:64-len("data:x=//u:xxxxx@h/")]},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ms := collect(t, text(tt.in))
			require.NotEmpty(t, ms)
			var le *extract.LengthError
			require.True(t, errors.As(ms[0].Err, &le), "%v", ms[0].Err)
			assert.Equal(t, tt.start, le.Start)
			assert.NotContains(t, le.Start, "secret")
			assert.NotContains(t, le.Error(), "secret")
			assert.NotContains(t, le.Where(false).Input, "secret")
			assert.Equal(t, tt.in[:min(64, len(tt.in))], le.Where(true).Input, "the raw start")
			assert.Contains(t, le.RawError(), tt.in[:min(64, len(tt.in))])
		})
	}
}

// TestNoPassword puts a password before, inside and after the point where
// a reference fails, in every error that Text and HTML give (a Match's
// Err, AlternativeErr and ResolveErr, and an invalid option), and checks
// that no text of the error shows it.
func TestNoPassword(t *testing.T) {
	long := strings.Repeat("a", extract.MaxLength)
	base := mustAbsolute(t, "http://u:secret@b/x/y")
	opaque := mustAbsolute(t, "foo:u:secret@b")
	inputs := []struct {
		find finder
		in   string
		opts []extract.Option
	}{
		{text, "<http://u:secret@h/a{b>", nil},        // after
		{text, `"http://u:secret@h/%zz"`, nil},        // after
		{text, `"http://u:sec%zzret@h/"`, nil},        // inside
		{text, `"ht^tp://u:secret@h/"`, nil},          // before
		{text, `"//u:secret@h/%"`, nil},               // at the end
		{text, "<http://u:secret@h/a-\n%zz>", nil},    // the alternative, after
		{text, "<http://u:sec-\nret@h/%zz>", nil},     // the alternative, inside
		{text, "http://u:secret@h/" + long, nil},      // too long, password before the cut
		{text, "http://u:secret" + long + "@h", nil},  // too long, the cut in the authority
		{text, "http://h/" + long + "u:secret@", nil}, // too long, password after the cut
		{text, `"../../../g"`, []extract.Option{extract.Base(base), extract.Resolve(resolve.DotDot(resolve.RejectDotDot))}},
		{text, `"g"`, []extract.Option{extract.Base(opaque)}}, // an opaque base
		{page, `<a href="http://u:secret@h/a b">`, nil},
		{page, `<a href="http://u:sec ret@h/">`, nil},
		{page, `<a href="ht^tp://u:secret@h/">`, nil},
		{page, `<base href="//u:secret@h/"><a href="g">`, nil},                         // a relative BASE
		{page, `<base href="x/"><a href="g">`, []extract.Option{extract.Base(opaque)}}, // a relative BASE against an opaque retrieval URI
		{page, `<base href="../../../x/">`, []extract.Option{extract.Base(base), extract.Resolve(resolve.DotDot(resolve.RejectDotDot))}},
		{page, `<a href="../../../g">`, []extract.Option{extract.Base(base), extract.Resolve(resolve.DotDot(resolve.RejectDotDot))}},
		{page, `<a href="g">`, []extract.Option{extract.Base(opaque)}},
		// A password after other text, in a second reference, cut by a
		// space, in an attribute's list.
		{text, `<base href="//u:secret@h/b/">`, nil},
		{text, `<a ping="http://a/%zz http://u:secret@h/ok">`, nil},
		{text, `"x//u:pw%zzsecret@h"`, nil},
		{text, "see http://u:sec%zz ret@h/", nil},
		{text, "see mailto:u:sec%zz ret@h", nil},
		{page, `<a ping="http://u:sec%zz ret@h/">`, nil},
		{page, `<img srcset="http://u:sec%zz ret@h/a.png 2x">`, nil},
		{page, `<a href="x http://u:secret@h/%zz">`, nil},
	}
	for _, tt := range inputs {
		n := 0
		for m, err := range tt.find(tt.in, tt.opts...) {
			require.NoError(t, err)
			for _, e := range []error{m.Err, m.AlternativeErr, m.ResolveErr} {
				if e != nil {
					n++
					checkHidden(t, tt.in, e)
				}
			}
		}
		assert.Positive(t, n, "%.80q gives no error", tt.in)
	}
	// Invalid options: a base with a password that no parser builds.
	malformed := mustAbsolute(t, "http://u:secret@h/")
	malformed.Hier.Query = &ast.Query{Extent: ast.Extent{Text: "a b"}}
	for _, find := range []finder{text, page} {
		for _, err := range find("", extract.Base(malformed)) {
			checkHidden(t, "Base", err)
		}
		for _, err := range find("", extract.Base(base), extract.Resolve(resolve.DotDot(9))) {
			checkHidden(t, "Base", err)
		}
	}
}

// checkHidden checks that no text of err shows the password "secret":
// its message, the redacted texts of a *parser.Error (whose Input keeps
// the raw input, as the caller gave it), the start of a LengthError, and
// the fields of an OptionError.
func checkHidden(t *testing.T, what string, err error) {
	t.Helper()
	require.Error(t, err, what)
	out := []string{err.Error()}
	var pe *parser.Error
	if errors.As(err, &pe) {
		r := pe.Redacted()
		out = append(out, pe.Message(), pe.Caret(), r.Input, r.Hint, r.RawMessage(), r.RawCaret())
		var ce *extract.CandidateError
		if errors.As(err, &ce) {
			// The parser's error a CandidateError unwraps to hides them
			// all, in its fields too.
			out = append(out, pe.Input, pe.Hint, pe.RawError(), pe.RawCaret())
			out = append(out, pe.Expected...)
		}
	}
	// Where of extract's own errors (ResolveErr is resolve's, which reads
	// an opaque base as holding no password).
	var ce *extract.CandidateError
	if errors.As(err, &ce) {
		out = append(out, ce.Where(false).Input)
	}
	var le *extract.LengthError
	if errors.As(err, &le) {
		out = append(out, le.Start, le.Where(false).Input)
	}
	var oe *syntax.OptionError
	if errors.As(err, &oe) {
		out = append(out, oe.Why, fmt.Sprint(oe.Option))
	}
	for _, s := range out {
		assert.NotContains(t, s, "secret", "%.80q: %.200q", what, s)
	}
}

// TestTrees checks that Trees(false) finds the same references with the
// same errors as the default, without trees, and that resolving, in HTML
// and in text with a base, still sets Resolved.
func TestTrees(t *testing.T) {
	text := "see http://a/b, <c d> and \"http://[::1]/\" and mailto:x@y.\n"
	page := `<base href="http://h/d/"><a href="e#f"><img src="http://a b">`
	base := extract.Base(mustAbsolute(t, "http://u:p@base/x/"))
	for _, tt := range []struct {
		name string
		find func(...extract.Option) iter.Seq2[*extract.Match, error]
		opts []extract.Option
	}{
		{"text", textOf(text), nil},
		{"text base", textOf(text), []extract.Option{base}},
		{"html", htmlOf(page), nil},
		{"html base", htmlOf(page), []extract.Option{base}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var want []*extract.Match
			for m, err := range tt.find(tt.opts...) {
				require.NoError(t, err)
				want = append(want, m)
			}
			i := 0
			for m, err := range tt.find(append(tt.opts, extract.Trees(false))...) {
				require.NoError(t, err)
				require.Less(t, i, len(want))
				w := want[i]
				assert.Nil(t, m.Ref, m.URI)
				assert.Equal(t, w.URI, m.URI)
				assert.Equal(t, fmt.Sprint(w.Err), fmt.Sprint(m.Err))
				assert.Equal(t, w.Resolved.String(), m.Resolved.String())
				assert.Equal(t, fmt.Sprint(w.ResolveErr), fmt.Sprint(m.ResolveErr))
				i++
			}
			assert.Equal(t, len(want), i)
			assert.NotEmpty(t, want)
		})
	}
}

func textOf(s string) func(...extract.Option) iter.Seq2[*extract.Match, error] {
	return func(opts ...extract.Option) iter.Seq2[*extract.Match, error] {
		return extract.Text(strings.NewReader(s), opts...)
	}
}

func htmlOf(s string) func(...extract.Option) iter.Seq2[*extract.Match, error] {
	return func(opts ...extract.Option) iter.Seq2[*extract.Match, error] {
		return extract.HTML(strings.NewReader(s), opts...)
	}
}

// TestParseBase checks that a retrieval URI is an absolute URI without
// its fragment, and that anything else is the parser's error.
func TestParseBase(t *testing.T) {
	for _, tc := range []struct {
		in, want string // want "" for an error
		errRule  syntax.Rule
		opts     []syntax.Syntax
	}{
		{in: "http://a/b?q#f", want: "http://a/b?q"},
		{in: "mailto:x@y", want: "mailto:x@y"},
		{in: "http://[::1]/", want: "http://[::1]/"},
		{in: "http://[::1]/", errRule: syntax.Authority, opts: []syntax.Syntax{syntax.RFC2396}},
		{in: "rel/path", errRule: syntax.AbsoluteURI},
		{in: "http://a/b c", errRule: syntax.AbsPath},
	} {
		got, err := extract.ParseBase(tc.in, tc.opts...)
		if tc.want != "" {
			if err != nil || got.String() != tc.want {
				t.Errorf("ParseBase(%q) = %v, %v; want %s", tc.in, got, err, tc.want)
			}
			continue
		}
		var pe *parser.Error
		if !errors.As(err, &pe) || pe.Rule != tc.errRule {
			t.Errorf("ParseBase(%q): error %v, want a *parser.Error in %s", tc.in, err, tc.errRule)
		}
	}
}
