package redactiontest

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	rast "github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/extract"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/iri"
	"github.com/rfc2396/rfc2396/normalize"
	rparser "github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/record"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
	"github.com/rfc2396/rfc2396/uri"
	"github.com/rfc2396/rfc2396/urlconv"
)

// secret is the password every input holds; no text may show it, nor a
// piece of it.
const secret = "s3cr3tpw"

// leaks reports whether s shows the password or a piece of it.
func leaks(s string) bool {
	return strings.Contains(s, secret) || strings.Contains(s, "s3cr") || strings.Contains(s, "r3tpw")
}

// references are whole references with the password before, inside and
// after the point where they fail (or valid ones, for the functions that
// fail for other reasons).
var references = []string{
	"http://u:" + secret + "@h/a b",     // after, in the path
	"http://u:s3c r3tpw@h/",             // inside
	"http://u:s3c%zzr3tpw@h/",           // inside, an escape
	"ht tp://u:" + secret + "@h/",       // before
	"http://u:" + secret + "@h/#a#b",    // after, a second "#"
	"http://u:" + secret + "@[::1]/",    // valid, an IPv6 literal; after, in strict RFC 2396
	"http://u:" + secret + "@[::1/",     // after, a literal without its "]"
	"//u:" + secret + "@h/%",            // at the end
	"//u:" + secret + "@h/ x",           // a network path
	"http://u:" + secret + "@h/x",       // valid
	"http://u:" + secret + "@h_x/y",     // valid, a reg_name
	"http://u:" + secret + "@h/../../g", // valid, dot segments
	"http://u:" + secret + "@h:8x/",     // a reg_name with ":"
}

// components are values for one component, with the password where an
// authority or a userinfo holds one.
var components = []string{
	"u:" + secret + "@h x",
	"u:s3c r3tpw@h",
	"u:" + secret + "@h:8x",
	"u:" + secret + "@[::1",
	"u:" + secret + "%zz@h",
	"//u:" + secret + "@h/x",
	"u:" + secret + "@h",
}

// texts returns every text that err makes: its message, and the texts and
// string fields of the module's error types (a *parser.Error's Input and a
// urlconv.Error's Input keep the raw input by design; their Redacted
// copies must not).
func texts(err error) []string {
	if err == nil {
		return nil
	}
	out := []string{err.Error()}
	var pe *rparser.Error
	if errors.As(err, &pe) {
		r := pe.Redacted()
		out = append(out, pe.Message(), pe.Caret(), pe.Hint, r.Input, r.Error(), r.RawMessage(), r.RawCaret())
		out = append(out, pe.Expected...)
	}
	var ee *escape.Error
	if errors.As(err, &ee) {
		out = append(out, ee.Redacted().Input)
	}
	var ue *urlconv.Error
	if errors.As(err, &ue) {
		out = append(out, ue.Got, ue.Redacted().Input, ue.Redacted().Error())
	}
	var le *extract.LengthError
	if errors.As(err, &le) {
		out = append(out, le.Start)
	}
	var ce *extract.CandidateError
	if errors.As(err, &ce) {
		out = append(out, ce.Err.Input, ce.Err.Hint, ce.Err.RawError(), ce.Err.RawCaret())
		out = append(out, ce.Err.Expected...)
	}
	var oe *syntax.OptionError
	if errors.As(err, &oe) {
		out = append(out, oe.Why)
	}
	var ie rparser.InputError
	if errors.As(err, &ie) {
		out = append(out, ie.Where(false).Input)
	}
	var ed *uri.EditError
	if errors.As(err, &ed) {
		out = append(out, ed.Redacted().Value, ed.Hint)
	}
	var po *uri.PolicyError
	if errors.As(err, &po) {
		out = append(out, po.Redacted().Input, po.Why)
	}
	return out
}

// check fails the test when any text of err, or any of more, leaks.
func check(t *testing.T, what string, err error, more ...string) {
	t.Helper()
	for _, s := range append(texts(err), more...) {
		if leaks(s) {
			t.Errorf("%s: a text shows the password: %q", what, s)
		}
	}
}

// steps returns the notes of an explained resolution.
func steps(r *resolve.Result) []string {
	if r == nil {
		return nil
	}
	var out []string
	for _, s := range r.Steps {
		out = append(out, s.String())
	}
	return out
}

// exercised names every exported function and method of the library that
// returns an error, an explanation or a trace, with the call that puts
// the password into it. TestEveryFunction holds the list to the code.
var exercised = map[string]func(t *testing.T, s string){
	"parser.Parse":         func(t *testing.T, s string) { _, err := rparser.Parse(s); check(t, "Parse", err) },
	"parser.ParseAbsolute": func(t *testing.T, s string) { _, err := rparser.ParseAbsolute(s); check(t, "ParseAbsolute", err) },
	"parser.Split":         func(t *testing.T, s string) { _, err := rparser.Split(s, syntax.RFC2396); check(t, "Split", err) },
	"parser.SplitAbsolute": func(t *testing.T, s string) { _, err := rparser.SplitAbsolute(s); check(t, "SplitAbsolute", err) },
	"parser.Validate":      func(t *testing.T, s string) { check(t, "Validate", rparser.Validate(s, rparser.Grammar())) },
	"parser.Tree": func(t *testing.T, s string) {
		_, err := rparser.Tree(s)
		check(t, "Tree", err)
		_, err = rparser.Tree(s, syntax.RFC3986)
		check(t, "Tree in RFC 3986", err)
	},
	// Fprint writes the tree's text, data as given; its error is the
	// writer's.
	"parser.RuleNode.Fprint": func(t *testing.T, s string) {
		if n, err := rparser.Tree(s, syntax.RFC3986); err == nil {
			check(t, "RuleNode.Fprint", n.Fprint(io.Discard))
		}
	},
	"parser.MustParse": func(t *testing.T, s string) {
		defer func() {
			if r := recover(); r != nil {
				err, _ := r.(error)
				check(t, "MustParse", err)
			}
		}()
		rparser.MustParse(s)
	},
	"parser.ValidateRule": func(t *testing.T, s string) {
		for _, r := range []syntax.Rule{syntax.Scheme, syntax.Authority, syntax.AbsPath, syntax.RelPath, syntax.OpaquePart, syntax.Query, syntax.Fragment} {
			check(t, "ValidateRule "+string(r), rparser.ValidateRule(r, s))
		}
	},
	"parser.MatchRule": func(t *testing.T, s string) {
		_, err := rparser.MatchRule(syntax.Rule("no_such_rule_"+s), s)
		check(t, "MatchRule", err)
	},
	"parser.ServerError": func(t *testing.T, s string) {
		check(t, "ServerError", errOf(rparser.ServerError(&rast.RegName{Extent: rast.Extent{Text: s}})))
	},
	"parser.SplitTree": func(t *testing.T, s string) {
		ref := &rast.URIReference{Extent: rast.Extent{Text: s}, URI: &rast.RelativeURI{Path: &rast.RelPath{Extent: rast.Extent{Text: s}}}}
		_, err := rparser.SplitTree(ref)
		check(t, "SplitTree", err)
	},
	"parser.Join": func(t *testing.T, s string) {
		_, err := rparser.Join(parts.Recomposition{Authority: parts.Def(s), Path: "x"})
		check(t, "Join", err)
		_, err = rparser.Join(parts.Recomposition{Path: "//" + s})
		check(t, "Join path", err)
	},
	"resolve.String": func(t *testing.T, s string) {
		for _, pair := range [][2]string{{s, "g"}, {"http://a/b", s}, {s, "../../../g"}, {"foo:/b/", s}} {
			_, err := resolve.String(pair[0], pair[1], resolve.DotDot(resolve.RejectDotDot))
			check(t, "String", err)
		}
	},
	"resolve.Strings": func(t *testing.T, s string) {
		for _, pair := range [][2]string{{s, "g"}, {"http://a/b", s}, {s, "#f"}} {
			r, err := resolve.Strings(pair[0], pair[1], resolve.Explain())
			check(t, "Strings", err, steps(r)...)
		}
	},
	"resolve.Reference": func(t *testing.T, s string) {
		ref, err := rparser.Parse(s)
		if err != nil {
			return
		}
		base := rparser.MustParse("foo:/b/").URI.(*rast.AbsoluteURI)
		r, err := resolve.Reference(base, ref, resolve.Explain(), resolve.DotDot(resolve.RejectDotDot))
		check(t, "Reference", err, steps(r)...)
		if a, ok := ref.URI.(*rast.AbsoluteURI); ok && ref.Fragment == nil {
			r, err = resolve.Reference(a, rparser.MustParse("../../x"), resolve.Explain(), resolve.DotDot(resolve.RejectDotDot))
			check(t, "Reference base", err, steps(r)...)
		}
	},
	"resolve.Relativize": func(t *testing.T, s string) {
		_, err := resolve.Relativize(s, "http://a/")
		check(t, "Relativize base", err)
		_, err = resolve.Relativize("http://a/", s)
		check(t, "Relativize target", err)
	},
	"resolve.Components": func(t *testing.T, s string) {
		base, _ := rparser.Split("foo:/b/")
		c, err := rparser.Split(s)
		if err != nil {
			// Components that do not lay out their text: no text shown.
			c = parts.Components{Text: s, Scheme: parts.Undefined, Authority: parts.Undefined, Userinfo: parts.Undefined,
				Host: parts.Undefined, Port: parts.Undefined, Path: parts.Span{Start: 1, End: len(s) + 1}, Query: parts.Undefined, Fragment: parts.Undefined}
		}
		var dst parts.Components
		err = resolve.Components(&dst, &base, &c, resolve.DotDot(resolve.RejectDotDot))
		check(t, "Components", err)
		g, _ := rparser.Split("../../x")
		err = resolve.Components(&dst, &c, &g, resolve.DotDot(resolve.RejectDotDot))
		check(t, "Components base", err)
	},
	"resolve.RelativizeComponents": func(t *testing.T, s string) {
		a, _ := rparser.Split("http://a/")
		c, err := rparser.Split(s)
		if err != nil {
			return
		}
		var dst parts.Components
		err = resolve.RelativizeComponents(&dst, &c, &a)
		check(t, "RelativizeComponents base", err)
		err = resolve.RelativizeComponents(&dst, &a, &c)
		check(t, "RelativizeComponents target", err)
	},
	"normalize.Normalize": func(t *testing.T, s string) {
		_, err := normalize.Normalize(s)
		check(t, "Normalize", err)
		_, err = normalize.Normalize("http://a/", normalize.Ports(map[string]int{s: 1}))
		check(t, "Normalize ports", err)
	},
	"normalize.New": func(t *testing.T, s string) {
		_, err := normalize.New(normalize.Ports(map[string]int{s: 1}))
		check(t, "New ports", err)
	},
	"normalize.Normalizer.Normalize": func(t *testing.T, s string) {
		n, err := normalize.New(normalize.With(normalize.Default | normalize.SortQuery))
		if err != nil {
			t.Fatal(err)
		}
		_, err = n.Normalize(s)
		check(t, "Normalizer.Normalize", err)
	},
	"normalize.RuleFlag.Set": func(t *testing.T, s string) {
		var r normalize.Rules
		check(t, "RuleFlag.Set", normalize.RuleFlag{Rules: &r}.Set(s))
	},
	"normalize.Equal": func(t *testing.T, s string) {
		_, err := normalize.Equal(s, "http://a/")
		check(t, "Equal", err)
		_, err = normalize.Equal("http://a/", s)
		check(t, "Equal b", err)
	},
	"normalize.Components": func(t *testing.T, s string) {
		var dst parts.Components
		for _, syn := range []syntax.Syntax{syntax.Default, syntax.RFC3986} {
			c, err := rparser.Split(s, syn)
			if err != nil {
				// Components that do not lay out their text: no text shown.
				c = parts.Components{Text: s, Scheme: parts.Undefined, Authority: parts.Undefined, Userinfo: parts.Undefined,
					Host: parts.Undefined, Port: parts.Undefined, Path: parts.Span{Start: 1, End: len(s) + 1}, Query: parts.Undefined, Fragment: parts.Undefined}
			}
			// In its syntax, and in the other RFC's, which refuses it.
			check(t, "normalize.Components", normalize.Components(&dst, &c, syn))
			other := syntax.RFC3986
			if syn.IsRFC3986() {
				other = syntax.Default
			}
			check(t, "normalize.Components other", normalize.Components(&dst, &c, other))
		}
	},
	"normalize.Normalizer.Components": func(t *testing.T, s string) {
		n, err := normalize.New(syntax.RFC3986)
		if err != nil {
			t.Fatal(err)
		}
		c, err := rparser.Split(s)
		if err != nil {
			return
		}
		var dst parts.Components
		check(t, "Normalizer.Components", n.Components(&dst, &c))
	},
	"normalize.Reference": func(t *testing.T, s string) {
		ref := &rast.URIReference{Extent: rast.Extent{Text: s}}
		_, err := normalize.Reference(ref)
		check(t, "normalize.Reference", err)
	},
	"escape.Unescape": func(t *testing.T, s string) { _, err := escape.Unescape(s); check(t, "Unescape", err) },
	"escape.Repair": func(t *testing.T, s string) {
		_, err := escape.Repair(s, escape.Query, syntax.Syntax(0xff))
		check(t, "Repair", err)
	},
	"escape.ParseTarget": func(t *testing.T, s string) { _, err := escape.ParseTarget(s); check(t, "ParseTarget", err) },
	"extract.Text": func(t *testing.T, s string) {
		extractMatches(t, s, false, func(in string, m *extract.Match) { checkMatch(t, "Text", in, m) })
		long := "http://u:" + secret + "@h/" + strings.Repeat("a", extract.MaxLength)
		for m, err := range extract.Text(strings.NewReader(long)) {
			check(t, "Text", err)
			checkMatch(t, "Text", long, m)
		}
	},
	"extract.ParseBase": func(t *testing.T, s string) {
		_, err := extract.ParseBase(s, syntax.RFC2396)
		check(t, "ParseBase", err)
	},
	"extract.HTML": func(t *testing.T, s string) {
		extractMatches(t, s, true, func(in string, m *extract.Match) { checkMatch(t, "HTML", in, m) })
	},
	// The copy of a Match that shows no password: checkMatch checks it
	// for every Match of Text and HTML.
	"extract.Match.Redacted": func(t *testing.T, s string) {
		for m := range extract.Text(strings.NewReader("<" + s + ">")) {
			checkMatch(t, "Redacted", "<"+s+">", m)
		}
	},
	"uri.Parse":         func(t *testing.T, s string) { _, err := uri.Parse(s, syntax.RFC2396); check(t, "uri.Parse", err) },
	"uri.ParseAbsolute": func(t *testing.T, s string) { _, err := uri.ParseAbsolute(s); check(t, "uri.ParseAbsolute", err) },
	"uri.Reference.Redacted": func(t *testing.T, s string) {
		if r, err := uri.Parse(s); err == nil {
			check(t, "Redacted", nil, r.Redacted())
		}
	},
	"uri.Absolute.Redacted": func(t *testing.T, s string) {
		if a, err := uri.ParseAbsolute(s); err == nil {
			check(t, "Redacted", nil, a.Redacted())
		}
	},
	"uri.Reference.UnmarshalText": func(t *testing.T, s string) {
		var r uri.Reference
		check(t, "UnmarshalText", r.UnmarshalText([]byte(s)))
	},
	"uri.Absolute.UnmarshalText": func(t *testing.T, s string) {
		var a uri.Absolute
		check(t, "UnmarshalText", a.UnmarshalText([]byte(s)))
	},
	"uri.Reference.With": func(t *testing.T, s string) {
		for _, c := range []uri.Component{uri.Scheme, uri.Authority, uri.Path, uri.Query, uri.Fragment} {
			for _, base := range []string{"a", "http://h/p", "mailto:x"} {
				_, err := uri.MustParse(base).With(c, s)
				check(t, "With "+c.String(), err)
			}
		}
	},
	"uri.Reference.Without": func(t *testing.T, s string) {
		if r, err := uri.Parse(s); err == nil {
			for _, c := range []uri.Component{uri.Scheme, uri.Authority, uri.Path} {
				_, err := r.Without(c)
				check(t, "Without "+c.String(), err)
			}
		}
	},
	"uri.Absolute.With": func(t *testing.T, s string) {
		for _, c := range []uri.Component{uri.Scheme, uri.Authority, uri.Path, uri.Query, uri.Fragment} {
			_, err := uri.MustParseAbsolute("http://h/p").With(c, s)
			check(t, "Absolute.With "+c.String(), err)
		}
	},
	"uri.Absolute.Without": func(t *testing.T, s string) {
		if a, err := uri.ParseAbsolute(s); err == nil {
			for _, c := range []uri.Component{uri.Scheme, uri.Authority, uri.Path} {
				_, err := a.Without(c)
				check(t, "Absolute.Without "+c.String(), err)
			}
		}
	},
	"uri.Absolute.Resolve": func(t *testing.T, s string) {
		if r, err := uri.Parse(s); err == nil {
			_, err := uri.MustParseAbsolute("foo:/b/").Resolve(r, resolve.DotDot(resolve.RejectDotDot))
			check(t, "Resolve", err)
		}
	},
	// MarshalText is the raw value, which its caller asks for; its error
	// is always nil.
	"uri.Reference.MarshalText": func(t *testing.T, s string) {
		if r, err := uri.Parse(s); err == nil {
			_, err := r.MarshalText()
			check(t, "MarshalText", err)
		}
	},
	"uri.Absolute.MarshalText": func(t *testing.T, s string) {
		if a, err := uri.ParseAbsolute(s); err == nil {
			_, err := a.MarshalText()
			check(t, "MarshalText", err)
		}
	},
	"parser.JoinAbsolute": func(t *testing.T, s string) {
		_, err := rparser.JoinAbsolute(parts.Recomposition{Scheme: parts.Def("http"), Authority: parts.Def("h"), Path: "/", Fragment: parts.Def(s)})
		check(t, "JoinAbsolute", err)
		_, err = rparser.JoinAbsolute(parts.Recomposition{Authority: parts.Def(s)})
		check(t, "JoinAbsolute no scheme", err)
	},
	"uri.ParseQuery": func(t *testing.T, s string) { _, err := uri.ParseQuery(s); check(t, "ParseQuery", err) },
	"uri.Reference.Query": func(t *testing.T, s string) {
		if r, err := uri.Parse(s); err == nil {
			_, err := r.Query()
			check(t, "Query", err)
		}
	},
	"uri.Absolute.Query": func(t *testing.T, s string) {
		if a, err := uri.ParseAbsolute(s); err == nil {
			_, err := a.Query()
			check(t, "Absolute.Query", err)
		}
	},
	// WithQuery escapes what it is given: a password given as a query's
	// data is data. The password is the reference's.
	"uri.Reference.WithQuery": func(t *testing.T, s string) {
		var v uri.Values
		v.Add("k", "v w")
		if r, err := uri.Parse(s); err == nil {
			_, err := r.WithQuery(v)
			check(t, "WithQuery", err)
		}
	},
	"uri.Absolute.WithQuery": func(t *testing.T, s string) {
		var v uri.Values
		v.Add("k", "v w")
		if a, err := uri.ParseAbsolute(s); err == nil {
			_, err := a.WithQuery(v)
			check(t, "Absolute.WithQuery", err)
		}
	},
	"uri.Reference.JoinPath": func(t *testing.T, s string) {
		for _, base := range []string{"a", "mailto:x", "http://h/p"} {
			_, err := uri.MustParse(base).JoinPath(s, "..")
			check(t, "JoinPath", err)
		}
	},
	"uri.Absolute.JoinPath": func(t *testing.T, s string) {
		_, err := uri.MustParseAbsolute("mailto:x").JoinPath(s)
		check(t, "Absolute.JoinPath", err)
	},
	"uri.Reference.WithHost": func(t *testing.T, s string) {
		for _, base := range []string{"a", "http://u:" + secret + "@h/p"} {
			_, err := uri.MustParse(base).WithHost(s)
			check(t, "WithHost", err)
		}
	},
	"uri.Absolute.WithHost": func(t *testing.T, s string) {
		_, err := uri.MustParseAbsolute("http://u:" + secret + "@h/p").WithHost(s)
		check(t, "Absolute.WithHost", err)
	},
	"uri.Reference.WithPort": func(t *testing.T, s string) {
		for _, base := range []string{"a", "http://u:" + secret + "@h/p", "http://u:" + secret + "@h_x/p"} {
			_, err := uri.MustParse(base).WithPort(s)
			check(t, "WithPort", err)
		}
	},
	"uri.Absolute.WithPort": func(t *testing.T, s string) {
		_, err := uri.MustParseAbsolute("http://u:" + secret + "@h_x/p").WithPort(s)
		check(t, "Absolute.WithPort", err)
	},
	"uri.Reference.WithUserinfo": func(t *testing.T, s string) {
		for _, base := range []string{"a", "http://h/p", "http://h_x/p"} {
			_, err := uri.MustParse(base).WithUserinfo(s)
			check(t, "WithUserinfo", err)
		}
	},
	"uri.Absolute.WithUserinfo": func(t *testing.T, s string) {
		_, err := uri.MustParseAbsolute("http://h_x/p").WithUserinfo(s)
		check(t, "Absolute.WithUserinfo", err)
	},
	// WithUser and WithUserPassword escape what they are given: the
	// password given as data must not show in an error.
	"uri.Reference.WithUser": func(t *testing.T, s string) {
		for _, base := range []string{"a", "mailto:x", "http://h_x/p", "http://h/p"} {
			_, err := uri.MustParse(base).WithUser(s)
			check(t, "WithUser", err)
		}
	},
	"uri.Absolute.WithUser": func(t *testing.T, s string) {
		_, err := uri.MustParseAbsolute("http://h_x/p").WithUser(s)
		check(t, "Absolute.WithUser", err)
	},
	"uri.Reference.WithUserPassword": func(t *testing.T, s string) {
		for _, base := range []string{"a", "mailto:x", "http://h_x/p", "http://h/p"} {
			_, err := uri.MustParse(base).WithUserPassword("u", secret+s)
			check(t, "WithUserPassword", err)
			_, err = uri.MustParse(base).WithUserPassword(s, secret)
			check(t, "WithUserPassword", err)
		}
	},
	"uri.Absolute.WithUserPassword": func(t *testing.T, s string) {
		for _, base := range []string{"mailto:x", "http://h_x/p"} {
			_, err := uri.MustParseAbsolute(base).WithUserPassword(s, secret)
			check(t, "Absolute.WithUserPassword", err)
		}
	},
	"uri.Reference.Resolve": func(t *testing.T, s string) {
		if r, err := uri.Parse(s); err == nil {
			_, err := uri.MustParse("foo:/b/").Resolve(r, resolve.DotDot(resolve.RejectDotDot))
			check(t, "Reference.Resolve", err)
			_, err = r.Resolve(uri.MustParse("../../x"), resolve.DotDot(resolve.RejectDotDot))
			check(t, "Reference.Resolve base", err)
		}
	},
	"uri.Reference.Relativize": func(t *testing.T, s string) {
		if r, err := uri.Parse(s); err == nil {
			_, err := r.Relativize(uri.MustParse("http://a/"))
			check(t, "Reference.Relativize base", err)
			_, err = uri.MustParse("http://a/").Relativize(r)
			check(t, "Reference.Relativize target", err)
		}
	},
	"uri.Absolute.Relativize": func(t *testing.T, s string) {
		if r, err := uri.Parse(s); err == nil {
			_, err := uri.MustParseAbsolute("http://a/").Relativize(r)
			check(t, "Absolute.Relativize", err)
			_, err = uri.Absolute{}.Relativize(r)
			check(t, "Absolute.Relativize zero", err)
		}
	},
	"uri.Reference.Normalize": func(t *testing.T, s string) {
		if r, err := uri.Parse(s); err == nil {
			_, err := r.Normalize(syntax.RFC2396)
			check(t, "Reference.Normalize", err)
		}
	},
	"uri.Absolute.Normalize": func(t *testing.T, s string) {
		if a, err := uri.ParseAbsolute(s); err == nil {
			_, err := a.Normalize(syntax.RFC2396)
			check(t, "Absolute.Normalize", err)
		}
	},
	"uri.Reference.WithoutPort": func(t *testing.T, s string) {
		if r, err := uri.Parse(s); err == nil {
			_, err := r.WithoutPort()
			check(t, "WithoutPort", err)
		}
	},
	"uri.Absolute.WithoutPort": func(t *testing.T, s string) {
		if a, err := uri.ParseAbsolute(s); err == nil {
			_, err := a.WithoutPort()
			check(t, "Absolute.WithoutPort", err)
		}
	},
	"uri.Reference.WithoutUserinfo": func(t *testing.T, s string) {
		if r, err := uri.Parse(s); err == nil {
			_, err := r.WithoutUserinfo()
			check(t, "WithoutUserinfo", err)
		}
	},
	"uri.Absolute.WithoutUserinfo": func(t *testing.T, s string) {
		if a, err := uri.ParseAbsolute(s); err == nil {
			_, err := a.WithoutUserinfo()
			check(t, "Absolute.WithoutUserinfo", err)
		}
	},
	"uri.Reference.Equivalent": func(t *testing.T, s string) {
		if r, err := uri.Parse(s); err == nil {
			_, err := r.Equivalent(uri.MustParse("a"), normalize.Ports(map[string]int{s: 1}))
			check(t, "Equivalent", err)
		}
	},
	"uri.Absolute.Equivalent": func(t *testing.T, s string) {
		if a, err := uri.ParseAbsolute(s); err == nil {
			_, err := a.Equivalent(uri.MustParseAbsolute("a:b"), normalize.Ports(map[string]int{s: 1}))
			check(t, "Absolute.Equivalent", err)
		}
	},
	"iri.Repair": func(t *testing.T, s string) {
		for _, in := range []string{s, "1" + s, s + "[", "http://u:" + secret + "@bü\u00ad/" + s} {
			_, err := iri.Repair(in)
			check(t, "Repair", err)
		}
	},
	"iri.Display": func(t *testing.T, s string) {
		_, err := iri.Display(s)
		check(t, "Display", err)
	},
	"urlconv.FromURL": func(t *testing.T, s string) {
		if u, err := url.Parse(s); err == nil {
			_, err := urlconv.FromURL(u, syntax.RFC2396)
			check(t, "FromURL", err)
		}
		u := &url.URL{Scheme: "http", User: url.UserPassword("u", secret), Host: "h", Path: "/" + s}
		_, err := urlconv.FromURL(u)
		check(t, "FromURL path", err)
	},
	// The records of the commands, made with hide: no field of any of
	// them, messages and inputs included, shows the password.
	"record.ParseShown": func(t *testing.T, s string) {
		shown, ref, err := record.ParseShown(s, true, syntax.RFC2396)
		check(t, "ParseShown", err)
		if err != nil { // shown is the input as given: its error shows it
			check(t, "ParseShown failure", nil, recordJSON(t, record.NewParseFailure(s, record.Source{File: "f", Line: 1}, err, true)))
			check(t, "ParseShown check", nil, recordJSON(t, record.NewCheck(record.Source{File: "f", Line: 1}, err, true)))
			return
		}
		c := ref.Components()
		check(t, "ParseShown parse", nil, shown, string(record.AppendParse(nil, &c)), recordJSON(t, record.NewExplained(ref, true)))
		for _, w := range record.NewWarnings(record.Source{File: "f", Line: 1}, &c) {
			check(t, "ParseShown warning", nil, recordJSON(t, w))
		}
	},
	"record.WriteParse": func(t *testing.T, s string) {
		c, err := record.SplitShown(s, true, syntax.Default)
		if err != nil {
			return // SplitShown's own entry checks its error
		}
		var b strings.Builder
		_, err = record.WriteParse(&b, nil, &c)
		check(t, "WriteParse", err, b.String())
	},
	"record.WriteExplained": func(t *testing.T, s string) {
		_, ref, err := record.ParseShown(s, true, syntax.Default)
		if err != nil {
			return // ParseShown's own entry checks its error
		}
		c := ref.Components()
		var b strings.Builder
		_, err = record.WriteExplained(&b, nil, &c, record.NewServerError(ref, true))
		check(t, "WriteExplained", err, b.String())
	},
	"record.CheckLine": func(t *testing.T, s string) {
		for _, syn := range []syntax.Syntax{syntax.Default, syntax.RFC2396} {
			for _, warn := range []bool{false, true} {
				findings, _ := record.CheckLine(record.Source{File: "f", Line: 1}, s, warn, true, syn)
				for _, f := range findings {
					check(t, "CheckLine", nil, recordJSON(t, f))
				}
			}
		}
	},
	"record.SplitShown": func(t *testing.T, s string) {
		c, err := record.SplitShown(s, true, syntax.Default)
		check(t, "SplitShown", err)
		if err == nil {
			check(t, "SplitShown parse", nil, c.Text, string(record.AppendParse(nil, &c)), recordJSON(t, record.NewParse(&c)))
		}
	},
	"record.Append": func(t *testing.T, s string) {
		src := record.Source{File: "f", Line: 1}
		n, err := normalize.Normalize(s)
		check(t, "Append normalize", nil, recordJSON(t, record.NewNormalize(s, src, n, err, true)))
		for _, pair := range [][2]string{{s, "g"}, {"http://a/b", s}, {s, "../../../g"}} {
			r, err := resolve.Strings(pair[0], pair[1], resolve.Explain(), resolve.DotDot(resolve.RejectDotDot))
			check(t, "Append resolve", nil, recordJSON(t, record.NewResolve(pair[0], pair[1], src, r, err, true, true)))
			rel, err := resolve.Relativize(pair[0], pair[1])
			check(t, "Append relativize", nil, recordJSON(t, record.NewRelativize(pair[0], pair[1], src, rel, err, true)))
		}
		long := "http://u:" + secret + "@h/" + strings.Repeat("a", extract.MaxLength)
		base := extract.Base(rparser.MustParse("http://u:" + secret + "@h/").URI.(*rast.AbsoluteURI))
		for _, html := range []bool{false, true} {
			find, in := extract.Text, "<"+s+"> "+long
			if html {
				find, in = extract.HTML, `<base href="`+s+`"><a href="`+s+`">x</a>`
			}
			for m, err := range find(strings.NewReader(in), base) {
				// A reference found is s, or the long one, or a part of
				// s that may hold no password: "A://:pw" in "<A://:pw @ >",
				// which is no candidate with its space before ">".
				if err == nil && (m.Text == s || holdsPassword(m.Text)) {
					check(t, "Append extract", nil, recordJSON(t, record.NewExtract("f", m, html, true, true)))
				}
			}
		}
	},
	// A line reader's error is its reader's, which holds no text of the
	// lines; the lines are the data read.
	"record.LineReader.Next": func(t *testing.T, s string) {
		lr := record.NewLineReader(strings.NewReader(s+"\n"+s), 8)
		for {
			_, err := lr.Next()
			if err != nil {
				if err != io.EOF {
					check(t, "LineReader.Next", err)
				}
				return
			}
		}
	},
	"urlconv.ComponentsFromURL": func(t *testing.T, s string) {
		if u, err := url.Parse(s); err == nil {
			_, err := urlconv.ComponentsFromURL(u, syntax.RFC3986)
			check(t, "ComponentsFromURL", err)
		}
		u := &url.URL{Scheme: "http", User: url.UserPassword("u", secret), Host: "h", Path: "/" + s}
		_, err := urlconv.ComponentsFromURL(u, syntax.RFC3986)
		check(t, "ComponentsFromURL path", err)
	},
	"urlconv.ComponentsToURL": func(t *testing.T, s string) {
		for _, syn := range []syntax.Syntax{syntax.RFC3986, syntax.Default} {
			c, err := rparser.Split(s, syn)
			if err != nil {
				// The components of another reading: an error that
				// must not show the text either.
				if c, err = rparser.Split(s); err != nil {
					continue
				}
			}
			_, err = urlconv.ComponentsToURL(&c, syn)
			check(t, "ComponentsToURL", err)
		}
	},
	"urlconv.ToURL": func(t *testing.T, s string) {
		if ref, err := rparser.Parse(s); err == nil {
			_, err := urlconv.ToURL(ref, syntax.RFC2396)
			check(t, "ToURL", err)
		}
	},
}

// recordJSON returns the JSON line of the record r.
func recordJSON(t *testing.T, r any) string {
	t.Helper()
	b, err := record.Append(nil, r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// errOf returns e as an error, nil for a nil *parser.Error.
func errOf(e *rparser.Error) error {
	if e == nil {
		return nil
	}
	return e
}

// readsComponents names the functions of exercised that read one
// component (an authority, a userinfo, an edit value) rather than a whole
// reference: they get the components too. A whole reference has a
// password only in the authority after its "//", so a component alone
// ("u:pw@h") given as one holds none.
var readsComponents = map[string]bool{
	"parser.ValidateRule": true, "parser.ServerError": true, "parser.Join": true,
	"uri.Reference.With": true, "uri.Absolute.With": true, "escape.Repair": true,
	"uri.ParseQuery":         true,
	"uri.Reference.JoinPath": true, "uri.Absolute.JoinPath": true,
	"uri.Reference.WithHost": true, "uri.Absolute.WithHost": true, "uri.Reference.WithPort": true,
	"uri.Absolute.WithPort": true, "uri.Reference.WithUserinfo": true, "uri.Absolute.WithUserinfo": true,
	"uri.Reference.WithUser": true, "uri.Absolute.WithUser": true,
	"uri.Reference.WithUserPassword": true, "uri.Absolute.WithUserPassword": true,
	"escape.ParseTarget": true, "escape.Unescape": true,
}

// inputs returns the inputs of the function of exercised named.
func inputs(name string) []string {
	if readsComponents[name] {
		return append(slices.Clone(references), components...)
	}
	return references
}

// TestRedaction runs every function of exercised on its inputs.
func TestRedaction(t *testing.T) {
	for name, f := range exercised {
		t.Run(name, func(t *testing.T) {
			for _, s := range inputs(name) {
				f(t, s)
			}
		})
	}
}

// extractTexts are the plain texts that extract.Text reads s in: alone,
// in angle brackets after "URL:", as an HTML attribute written in text
// (one candidate with text before the reference), after another
// reference in one pair of brackets, and bare after a word, where a space
// in the password cuts the candidate.
func extractTexts(s string) []string {
	return []string{s, "see <URL:" + s + "> now", `<base href="` + s + `">`, `<a ping="http://a/%zz ` + s + `">`, "see " + s + " now"}
}

// extractPages are the HTML pages that extract.HTML reads s in: as the
// href of a BASE and of an A element, as an item of a ping list, and as
// the URL of an image candidate of a srcset, where a space in the
// password cuts it.
func extractPages(s string) []string {
	return []string{
		`<base href="` + s + `"><a href="` + s + `">x</a>`,
		`<a ping="` + s + ` http://x/">`,
		`<img srcset="` + s + ` 2x, b.png">`,
	}
}

// extractMatches calls f with each Match that extract.Text finds in the
// texts of s (extractTexts), or with html that extract.HTML finds in the
// pages of s, without a base and with one, and with the input it found
// it in; an error of the sequence fails the test.
func extractMatches(t *testing.T, s string, html bool, f func(in string, m *extract.Match)) {
	t.Helper()
	if !html {
		for _, in := range extractTexts(s) {
			for m, err := range extract.Text(strings.NewReader(in)) {
				check(t, "Text", err)
				f(in, m)
			}
		}
		return
	}
	base := extract.Base(rparser.MustParse("http://r/s/").URI.(*rast.AbsoluteURI))
	for _, in := range extractPages(s) {
		for _, opts := range [][]extract.Option{nil, {base}} {
			for m, err := range extract.HTML(strings.NewReader(in), opts...) {
				check(t, "HTML", err)
				f(in, m)
			}
		}
	}
}

// checkMatch fails the test when a Match of extract, found in the input
// in, shows a password that it holds in its texts (whether it holds one
// is passwordIn's to say): in its errors' texts, or in the texts of its
// Redacted copy.
func checkMatch(t *testing.T, what, in string, m *extract.Match) {
	t.Helper()
	if m == nil || !slices.ContainsFunc([]string{m.Text, m.URI, m.Alternative, m.Descriptor}, func(x string) bool { return passwordIn(in, x) }) {
		return
	}
	for _, err := range []error{m.Err, m.AlternativeErr, m.ResolveErr} {
		check(t, what+" match", err)
	}
	r := m.Redacted()
	check(t, what+" Redacted", nil, r.Text, r.URI, r.Alternative, r.Descriptor, r.Ref.String(), r.Resolved.String(), r.Base.String())
	if strings.Contains(in, "s3c r3tpw") {
		// A password cut by a space: its first part, too short for
		// leaks, must not show either.
		for _, x := range []string{r.Text, r.URI, r.Alternative, r.Resolved.String()} {
			if strings.Contains(x, "s3c") {
				t.Errorf("%s Redacted: a text shows the first part of a password cut by a space: %q", what, x)
			}
		}
	}
}

// The shapes of passwords in a text, as extract's package documentation
// gives them, written apart from its code: a userinfo after "//" up to
// its last "@" before a "/", "?" or "#", wherever the "//" stands; one
// that whitespace cut (its text ends there); the rest of that one, which
// starts the text after the whitespace, in the same candidate: a double
// quote, "<", ">" or "`" ends a candidate in text, as a double quote
// ends the attribute value of the pages (extractPages), so that an "@"
// past one is no part of it.
var (
	userinfoShape = regexp.MustCompile(`//[^/?#@]*:([^/?#]*)@`)
	cutShape      = regexp.MustCompile(`//[^/?#@\s]*:([^/?#@\s]*)$`)
	restShape     = regexp.MustCompile("^([^/?#@\\s\"<>`]*)@")
)

// passwordIn reports whether the text x, which extract found in the
// input in, holds a piece of the secret in a password: as package redact
// reads a whole reference, or in one of the shapes above, where a cut
// one must be followed in the input by whitespace and a word with an "@"
// before any "/", "?" or "#", and the rest of one must follow whitespace
// after such a cut.
func passwordIn(in, x string) bool {
	if !leaks(x) && !strings.Contains(x, "s3c") {
		return false
	}
	if holdsPassword(x) {
		return true
	}
	inGroup := func(m []int) bool {
		for _, piece := range []string{"s3c", "r3tpw"} {
			if i := strings.Index(x[m[2]:m[3]], piece); i >= 0 {
				return true
			}
		}
		return false
	}
	for _, m := range userinfoShape.FindAllStringSubmatchIndex(x, -1) {
		if inGroup(m) {
			return true
		}
	}
	if m := cutShape.FindStringSubmatchIndex(x); m != nil && inGroup(m) {
		if i := strings.Index(in, x); i >= 0 {
			rest := in[i+len(x):]
			word := strings.TrimLeft(rest, " \t\r\n\f")
			if len(word) < len(rest) && restShape.MatchString(word) {
				return true
			}
		}
	}
	if m := restShape.FindStringSubmatchIndex(x); m != nil && inGroup(m) {
		// Up to its "@": a srcset's descriptors are joined by one space.
		if i := strings.Index(in, x[:m[1]]); i > 0 && strings.ContainsRune(" \t\r\n\f", rune(in[i-1])) {
			return true
		}
	}
	return false
}

// holdsPassword reports whether the secret is in the password of the
// reference t, as package redact reads a whole reference.
func holdsPassword(t string) bool {
	p := redact.Of(t, syntax.URIReference)
	return p.OK && strings.Contains(t[p.From:p.To], secret)
}

// FuzzRedaction puts the password into any text, before, inside or after
// its point of failure, and runs every function of exercised on it.
func FuzzRedaction(f *testing.F) {
	for _, s := range references {
		f.Add("http://u:", "@h/", s)
	}
	f.Add("", "@", "a b")
	f.Add("//u:", "@[::1", "/%")
	f.Fuzz(func(t *testing.T, before, mid, after string) {
		s := before + secret + mid + after
		// The secret's parts stand once in s, and once where its
		// whitespace is removed, as extract removes it in angle brackets
		// ("s 3cr" after it would be read "s3cr").
		squeezed := strings.Join(strings.Fields(s), "")
		if strings.Count(s, "s3c") != 1 || strings.Count(s, "3tp") != 1 ||
			strings.Count(squeezed, "s3c") != 1 || strings.Count(squeezed, "3tp") != 1 {
			return
		}
		// The secret is a password where package redact finds one: in the
		// authority of a whole reference, or anywhere from the first ":"
		// to the last "@" of a component alone.
		at := len(before)
		isPassword := func(r syntax.Rule) bool {
			p := redact.Of(s, r)
			return p.OK && p.From <= at && at+len(secret) <= p.To
		}
		whole, component := isPassword(syntax.URIReference), isPassword("")
		for name, f := range exercised {
			if whole || readsComponents[name] && component {
				f(t, s)
			}
		}
	})
}

// FuzzRedactionAfterJunk puts the password in a userinfo after "//" that
// follows any text, junk, and before any text, after; with split, a space
// cuts the password in two. Wherever extract finds it, in plain text or in
// HTML, no error of a Match and no text of its Redacted copy shows it;
// every Match that holds a piece of it holds it in one of the shapes that
// passwordIn knows.
func FuzzRedactionAfterJunk(f *testing.F) {
	f.Add("http:", "h/", false)
	f.Add("see http:", "h/ x", true)
	f.Add(`a href="`, `h/b/" x`, false)
	f.Add("http://a/%zz http:", "h/ok", false)
	f.Add("x y=z mailto:a ", "h", true)
	f.Fuzz(func(t *testing.T, junk, after string, split bool) {
		password := secret
		if split {
			password = "s3c r3tpw"
		}
		s := junk + "//u:" + password + "@" + after
		squeezed := strings.Join(strings.Fields(s), "")
		if strings.Count(s, "s3c") != 1 || strings.Count(s, "3tp") != 1 ||
			strings.Count(squeezed, "s3c") != 1 || strings.Count(squeezed, "3tp") != 1 {
			return
		}
		for _, html := range []bool{false, true} {
			extractMatches(t, s, html, func(in string, m *extract.Match) {
				for _, x := range []string{m.Text, m.URI, m.Alternative, m.Descriptor} {
					if (leaks(x) || split && strings.Contains(x, "s3c")) && !passwordIn(in, x) {
						t.Errorf("%q in %q holds a piece of the password in no shape that passwordIn knows", x, in)
					}
				}
				checkMatch(t, "after junk", in, m)
			})
		}
	})
}

// libraryPackages are the packages whose exported API the invariant
// covers: every library package but the conformance kit and the viewer,
// whose own tests check their answers, and ast, syntax and parts, whose
// functions return no error that holds input.
var libraryPackages = []string{"parser", "resolve", "normalize", "escape", "extract", "uri", "urlconv", "iri", "record"}

// TestEveryFunction checks that exercised names every exported function
// and method of libraryPackages that returns an error, or whose name says
// it makes a text for people (Redacted), so that a new one cannot escape
// the invariant.
func TestEveryFunction(t *testing.T) {
	for _, pkg := range libraryPackages {
		files, err := filepath.Glob(filepath.Join("..", "..", pkg, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		fset := token.NewFileSet()
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			f, err := parser.ParseFile(fset, name, src, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range f.Decls {
				fn, ok := d.(*ast.FuncDecl)
				if !ok || !fn.Name.IsExported() || !returnsText(fn) {
					continue
				}
				key := pkg + "." + fn.Name.Name
				if fn.Recv != nil {
					recv := typeName(fn.Recv.List[0].Type)
					if !ast.IsExported(recv) || isErrorType(recv) {
						continue // an error type's own methods: checked through texts
					}
					key = pkg + "." + recv + "." + fn.Name.Name
				}
				if _, ok := exercised[key]; !ok {
					t.Errorf("%s returns an error or a text for people, and TestRedaction does not run it: add it to exercised", key)
				}
			}
		}
	}
}

// returnsText reports whether fn returns an error, or is a Redacted
// method.
func returnsText(fn *ast.FuncDecl) bool {
	if fn.Name.Name == "Redacted" {
		return true
	}
	if fn.Type.Results == nil {
		return false
	}
	for _, r := range fn.Type.Results.List {
		if id, ok := r.Type.(*ast.Ident); ok && id.Name == "error" {
			return true
		}
		// extract's iterators yield an error.
		if strings.Contains(exprString(r.Type), "error") {
			return true
		}
	}
	return false
}

// isErrorType reports whether the type named is one of the module's error
// types, named ...Error by convention. Its methods (Error, Redacted, ...)
// are checked through texts.
func isErrorType(name string) bool { return strings.HasSuffix(name, "Error") }

func typeName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.StarExpr:
		return typeName(e.X)
	case *ast.Ident:
		return e.Name
	}
	return ""
}

func exprString(e ast.Expr) string {
	var b strings.Builder
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			b.WriteString(id.Name + " ")
		}
		return true
	})
	return b.String()
}
