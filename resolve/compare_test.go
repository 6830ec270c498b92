package resolve_test

import (
	"errors"
	"github.com/rfc2396/rfc2396/syntax"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/resolve"
)

// A variant is one combination of the options that change results.
type variant struct {
	compat bool
	mode   resolve.DotDotMode
}

func (v variant) opts() []resolve.Option {
	opts := []resolve.Option{resolve.DotDot(v.mode)}
	if v.compat {
		opts = append(opts, resolve.BackwardCompatible())
	}
	return opts
}

var variants = func() []variant {
	var vs []variant
	for _, c := range []bool{false, true} {
		for _, m := range []resolve.DotDotMode{resolve.KeepDotDot, resolve.RemoveDotDot, resolve.RejectDotDot} {
			vs = append(vs, variant{c, m})
		}
	}
	return vs
}()

// parsePair parses a base and a reference as String does, or reports that
// they are not a valid pair.
func parsePair(base, ref string) (*ast.AbsoluteURI, *ast.URIReference, bool) {
	b, err := parser.Parse(base)
	if err != nil {
		return nil, nil, false
	}
	a, ok := b.URI.(*ast.AbsoluteURI)
	if !ok {
		return nil, nil, false
	}
	r, err := parser.Parse(ref, syntax.QueryOnly)
	if err != nil {
		return nil, nil, false
	}
	return a, r, true
}

// compareWithLiteral resolves ref against base with the package and with
// the literal algorithm, and checks that they agree.
func compareWithLiteral(t testing.TB, base, ref string, b *ast.AbsoluteURI, r *ast.URIReference, v variant) {
	t.Helper()
	want, wantErr := literalResolve(base, ref, v.compat, v.mode)
	res, err := resolve.Reference(b, r, v.opts()...)
	switch {
	case errors.Is(wantErr, errLiteralOpaque):
		assert.ErrorIs(t, err, resolve.ErrOpaqueBase, "%q against %q %+v", ref, base, v)
	case wantErr != nil:
		assert.ErrorIs(t, err, wantErr, "%q against %q %+v", ref, base, v)
	case errors.Is(err, resolve.ErrAmbiguousPath):
		// The literal algorithm writes out a path that reads as an
		// authority; the package refuses it.
		scheme := *split(base).scheme
		assert.True(t, split(base).authority == nil && split(ref).authority == nil && strings.HasPrefix(want, scheme+"://"),
			"%q against %q %+v: ErrAmbiguousPath, but the literal result is %q", ref, base, v, want)
	case assert.NoError(t, err, "%q against %q %+v", ref, base, v):
		assert.Equal(t, want, res.Tree().String(), "%q against %q %+v", ref, base, v)
		assertTree(t, res.Tree())
	}
	var e *resolve.Error
	if err != nil && assert.ErrorAs(t, err, &e) {
		assert.Contains(t, []string{"base", "ref"}, e.Which)
	}
	assertStringsAgree(t, base, ref, res, err, v.opts())
}

// assertStringsAgree checks that String and Strings, which scan base and
// ref rather than read their trees, give what Reference gave for the
// trees: the same error, field for field, or the same result and tree.
func assertStringsAgree(t testing.TB, base, ref string, res *resolve.Result, err error, opts []resolve.Option) {
	t.Helper()
	s, serr := resolve.String(base, ref, opts...)
	rs, rerr := resolve.Strings(base, ref, opts...)
	if err != nil {
		assert.Equal(t, err, serr, "String(%q, %q)", base, ref)
		assert.Equal(t, err, rerr, "Strings(%q, %q)", base, ref)
		return
	}
	if assert.NoError(t, serr, "String(%q, %q)", base, ref) {
		assert.Equal(t, res.Tree().String(), s, "String(%q, %q)", base, ref)
	}
	if assert.NoError(t, rerr, "Strings(%q, %q)", base, ref) {
		assert.Equal(t, res.Tree(), rs.Tree(), "Strings(%q, %q)", base, ref)
		assert.Equal(t, res.SameDocument, rs.SameDocument, "Strings(%q, %q)", base, ref)
	}
	assertComponentsAgree(t, base, ref, s, err, opts)
}

// assertComponentsAgree checks that Components, given the parser's
// components of base and ref, gives the components the parser gives of
// the result s that String gave, or the error err of String: both read
// in the syntax of opts (the base without the query-only reference).
func assertComponentsAgree(t testing.TB, base, ref, s string, err error, opts []resolve.Option) {
	t.Helper()
	syn, oerr := syntax.Read(opts, func(resolve.Option) string { return "" })
	require.NoError(t, oerr)
	var bp *parts.Components
	if base != "" {
		b, berr := parser.Split(base, syn.Absolute())
		if berr != nil || !b.IsAbs() {
			return // a parse error, whose error only String gives
		}
		bp = &b
	}
	r, rerr := parser.Split(ref, syn)
	if rerr != nil {
		return
	}
	var got parts.Components
	cerr := resolve.Components(&got, bp, &r, opts...)
	if err != nil {
		assert.Equal(t, err, cerr, "Components(%q, %q)", base, ref)
		return
	}
	if !assert.NoError(t, cerr, "Components(%q, %q)", base, ref) {
		return
	}
	want, perr := parser.Split(s, syn)
	require.NoError(t, perr, "the result %q", s)
	assert.Equal(t, want, got, "Components(%q, %q): the parser's components of %q", base, ref, s)
}

// gen generates valid base URIs and references from pieces that exercise
// every step: dot segments, params, escapes, empty components.
type gen struct{ r *rand.Rand }

func (g gen) pick(s []string) string { return s[g.r.IntN(len(s))] }
func (g gen) chance(n int) bool      { return g.r.IntN(n) == 0 }

var (
	genSchemes     = []string{"http", "HTTP", "hTtp", "foo", "a+b.c-d"}
	genAuthorities = []string{"a", "", "u@h:80", "h.example.", "1.2.3.4", "reg;name", "u:p@a.b:", "%41", "a:"}
	genSegments    = []string{"", ".", "..", ".", "..", "..", "a", "b", "c;p", "d;p=1;q", ";x", "%2E", "%2E%2E", ".a", "a.", "...", "g:h", "@", "%2F", "..;p"}
	genQueries     = []string{"", "y", "a=b&c", "/./..", "?", "q/../x"}
	genFragments   = []string{"", "s", "/../x", "a?b", "/./"}
	genOpaques     = []string{"a@b", "x?y", ";x", "x/../y", "g", "g?", "?y", "g:h", ".", "..", "./g"}
)

func (g gen) segments(n int, first bool) string {
	var b strings.Builder
	for i := range n {
		if i > 0 {
			b.WriteByte('/')
		}
		s := g.pick(genSegments)
		for first && i == 0 && (s == "" || strings.Contains(s, ":")) {
			s = g.pick(genSegments)
		}
		b.WriteString(s)
	}
	return b.String()
}

func (g gen) absPath() string { return "/" + g.segments(g.r.IntN(5)+1, false) }

func (g gen) tail(s string) string {
	if g.chance(3) {
		s += "?" + g.pick(genQueries)
	}
	if g.chance(3) {
		s += "#" + g.pick(genFragments)
	}
	return s
}

func (g gen) base() string {
	s := g.pick(genSchemes) + ":"
	switch g.r.IntN(5) {
	case 0:
		s += "//" + g.pick(genAuthorities)
	case 1, 2:
		s += "//" + g.pick(genAuthorities) + g.absPath()
	case 3:
		s += g.absPath()
	default:
		s += g.pick(genOpaques)
	}
	return g.tail(s)
}

func (g gen) ref(base string) string {
	switch g.r.IntN(9) {
	case 0:
		return g.tail("")
	case 1:
		scheme := g.pick(genSchemes)
		if g.chance(2) {
			scheme = base[:strings.IndexByte(base, ':')]
		}
		switch g.r.IntN(3) {
		case 0:
			return g.tail(scheme + ":" + g.pick(genOpaques))
		case 1:
			return g.tail(scheme + ":" + g.absPath())
		default:
			return g.tail(scheme + "://" + g.pick(genAuthorities) + g.absPath())
		}
	case 2:
		return g.tail("//" + g.pick(genAuthorities) + g.absPath())
	case 3:
		return g.tail(g.absPath())
	case 4:
		return g.tail("?" + g.pick(genQueries))
	default:
		return g.tail(g.segments(g.r.IntN(7)+1, true))
	}
}

// TestAgainstLiteral compares the package with the literal algorithm on
// pairs generated from a fixed seed, in every variant.
func TestAgainstLiteral(t *testing.T) {
	g := gen{rand.New(rand.NewPCG(2396, 1998))}
	const pairs = 5000
	for range pairs {
		base := g.base()
		ref := g.ref(base)
		b, r, ok := parsePair(base, ref)
		require.True(t, ok, "generated an invalid pair: %q, %q", base, ref)
		for _, v := range variants {
			compareWithLiteral(t, base, ref, b, r, v)
		}
	}
}

// seeds returns pairs for the fuzz corpus.
func seeds(t testing.TB) [][2]string {
	var out [][2]string
	for _, c := range readAppendixC(t) {
		out = append(out, [2]string{appendixCBase, c.ref})
	}
	g := gen{rand.New(rand.NewPCG(1, 2))}
	for range 50 {
		base := g.base()
		out = append(out, [2]string{base, g.ref(base)})
	}
	return append(out,
		[2]string{"http://a", "g"},
		[2]string{"foo:/b/", "..//g"},
		[2]string{"mailto:a@b", "#f"},
		[2]string{"http://a/b#f", "http:?y#s"},
	)
}

func FuzzAgainstLiteral(f *testing.F) {
	for _, s := range seeds(f) {
		f.Add(s[0], s[1], false, uint8(0))
		f.Add(s[0], s[1], true, uint8(1))
	}
	f.Fuzz(func(t *testing.T, base, ref string, compat bool, mode uint8) {
		if len(base)+len(ref) > 4096 { // the literal algorithm is quadratic
			t.Skip()
		}
		b, r, ok := parsePair(base, ref)
		if !ok {
			t.Skip()
		}
		compareWithLiteral(t, base, ref, b, r, variant{compat, resolve.DotDotMode(mode % 3)})
	})
}

func FuzzIdempotent(f *testing.F) {
	for _, s := range seeds(f) {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, base, ref string) {
		b, r, ok := parsePair(base, ref)
		if !ok {
			t.Skip()
		}
		for _, v := range variants {
			res, err := resolve.Reference(b, r, v.opts()...)
			if err != nil {
				var e *resolve.Error
				require.ErrorAs(t, err, &e)
				continue
			}
			s := res.Tree().String()
			p, err := parser.Parse(s)
			require.NoError(t, err, "result %q of %q against %q", s, ref, base)
			require.IsType(t, &ast.AbsoluteURI{}, p.URI, "result %q is not absolute", s)
			assertTree(t, res.Tree())
			again, err := resolve.Reference(b, p, v.opts()...)
			require.NoError(t, err, "resolving the result %q again", s)
			require.Equal(t, s, again.Tree().String(), "resolving the result %q again against %q %+v", s, base, v)
		}
	})
}
