package resolve_test

import (
	"errors"
	"github.com/rfc2396/rfc2396/syntax"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
)

// ipv6Base is Appendix C's base with its host replaced by an IPv6 literal.
const ipv6Base = "http://[::1]/b/c/d;p?q"

// assertTree2732 checks that got is the tree parser.Parse gives its
// string in RFC 2732 mode, span for span, and that an IPv6 literal host
// sits where its "[" is in that string.
func assertTree2732(t testing.TB, got *ast.URIReference) {
	t.Helper()
	s := got.String()
	want, err := parser.Parse(s, syntax.RFC2732)
	require.NoError(t, err, "the result %q does not parse in RFC 2732 mode", s)
	assert.Equal(t, dump(t, want), dump(t, got), "tree of %q", s)
	ast.Inspect(got, func(n ast.Node) bool {
		if assert.True(t, 0 <= n.Pos() && n.Pos() <= n.End() && n.End() <= len(s), "%s out of %q", ast.TypeName(n), s) {
			assert.Equal(t, s[n.Pos():n.End()], n.String(), "%s in %q", ast.TypeName(n), s)
		}
		return true
	})
	if i := strings.Index(s, "//["); i >= 0 && (got.Scheme() == nil || i == got.Scheme().End()+1) {
		h, ok := got.Host().(*ast.IPv6Reference)
		if assert.True(t, ok, "host of %q is %T, want *ast.IPv6Reference", s, got.Host()) {
			assert.Equal(t, i+2, h.Pos(), "offset of the host of %q", s)
			assert.Equal(t, s[i+2:i+2+strings.IndexByte(s[i+2:], ']')+1], h.Text, "host of %q", s)
			assert.Equal(t, "ipv6", h.Kind())
			assert.True(t, h.Addr().IsValid(), "Addr of %q", s)
		}
	}
}

func TestRFC2732Resolve(t *testing.T) {
	tests := []struct{ base, ref, want string }{
		{"http://[::1]/a/b", "../c", "http://[::1]/c"},
		{"http://a/b/c", "//[::1]", "http://[::1]"},
		{"http://a/b/c", "//u@[FF01::101]:8/p?q[1]", "http://u@[FF01::101]:8/p?q[1]"},
		{"http://[::1]:80/a/b", "c?x[1]=2#f[3]", "http://[::1]:80/a/c?x[1]=2#f[3]"},
		{"http://[::1]:80/a/b", "/c", "http://[::1]:80/c"},
		{"http://[::1]/a/b", "//[::2]/c", "http://[::2]/c"},
		{"http://[::1]/a/b", "//a/c", "http://a/c"},
		{"http://[::1]/a/b", "ftp://[::FFFF:1.2.3.4]/x", "ftp://[::FFFF:1.2.3.4]/x"},
		{"http://[::1]/a/b?q", "?y", "http://[::1]/a/?y"},
		{"http://[::1]/a/b?q#f", "", "http://[::1]/a/b?q"},
		{"http://[::1]/a/b?q", "#g[1]", "http://[::1]/a/b?q#g[1]"},
		{"http://[1:2:3:4:5:6:7:8]", "a", "http://[1:2:3:4:5:6:7:8]/a"},
		{"http://1234.1.1.1/a/b", "c", "http://1234.1.1.1/a/c"}, // a reg_name in the mode
	}
	for _, tt := range tests {
		res, err := resolve.Strings(tt.base, tt.ref, syntax.RFC2732)
		if !assert.NoError(t, err, "%q + %q", tt.base, tt.ref) {
			continue
		}
		assert.Equal(t, tt.want, res.Tree().String(), "%q + %q", tt.base, tt.ref)
		assertTree2732(t, res.Tree())
		got, err := resolve.String(tt.base, tt.ref, syntax.RFC2732)
		assert.NoError(t, err)
		assert.Equal(t, tt.want, got)
	}
}

// TestRFC2732AppendixC resolves Appendix C's references against its base
// with the host replaced by "[::1]": the results are Appendix C's with the
// same replacement.
func TestRFC2732AppendixC(t *testing.T) {
	cases := readAppendixC(t)
	require.Len(t, cases, 43)
	n := 0
	for _, mode := range []string{"strict", "compat"} {
		for _, c := range cases {
			if c.mode != "" && c.mode != mode {
				continue
			}
			want := c.want
			if rest, ok := strings.CutPrefix(want, "http://a/"); ok {
				want = "http://[::1]/" + rest
			}
			opts := []resolve.Option{syntax.RFC2732}
			if mode == "compat" {
				opts = append(opts, resolve.BackwardCompatible())
			}
			res, err := resolve.Strings(ipv6Base, c.ref, opts...)
			if !assert.NoError(t, err, "line %d: %q (%s)", c.line, c.ref, mode) {
				continue
			}
			assert.Equal(t, want, res.Tree().String(), "line %d: %q (%s)", c.line, c.ref, mode)
			assert.Equal(t, c.ref == "" || c.ref == "#s", res.SameDocument, "line %d: SameDocument", c.line)
			assertTree2732(t, res.Tree())
			n++
		}
	}
	assert.Equal(t, 84, n) // in each mode of step 3, 41 lines and its "http:g"
}

// TestRFC2732Reference resolves trees parsed in RFC 2732 mode with
// Reference, with and without the option: a tree can hold a literal only
// if it was parsed in a syntax that reads them, and Reference reads it so.
func TestRFC2732Reference(t *testing.T) {
	base, err := parser.ParseAbsolute(ipv6Base, syntax.RFC2732)
	require.NoError(t, err)
	for _, tt := range []struct{ ref, want string }{
		{"g", "http://[::1]/b/c/g"},
		{"../../g?x[0]", "http://[::1]/g?x[0]"},
		{"//[::2]:8", "http://[::2]:8"},
		{"//[::2]/./g", "http://[::2]/./g"},
	} {
		ref, err := parser.Parse(tt.ref, syntax.RFC2732)
		require.NoError(t, err, tt.ref)
		for _, opts := range [][]resolve.Option{nil, {syntax.RFC2732}} {
			res, err := resolve.Reference(base, ref, opts...)
			if assert.NoError(t, err, "%q (%d options)", tt.ref, len(opts)) {
				assert.Equal(t, tt.want, res.Tree().String(), "%q (%d options)", tt.ref, len(opts))
				assertTree2732(t, res.Tree())
			}
		}
	}
}

// TestRFC2732ResolveStrict: with syntax.RFC2396, a literal in the base or
// the reference is a parse error at its "[", on the side it is in; by
// default, the same pair resolves as with syntax.RFC2732.
func TestRFC2732ResolveStrict(t *testing.T) {
	for _, tt := range []struct {
		base, ref string
		which     string
		offset    int
	}{
		{"http://[::1]/a/b", "../c", "base", 7},
		{ipv6Base, "g", "base", 7},
		{"http://a/b/c", "//[::1]", "ref", 2},
		{"http://a/b/c", "//u@[::1]:80/", "ref", 4},
		{"http://a/b/c", "g?x[1]", "ref", 3},
		{"http://a/b/c", "http://[::1]/", "ref", 7},
	} {
		_, err := resolve.String(tt.base, tt.ref, syntax.RFC2396)
		var e *resolve.Error
		if assert.True(t, errors.As(err, &e), "String(%q, %q, RFC2396): %v", tt.base, tt.ref, err) {
			assert.Equal(t, tt.which, e.Which, "%q %q", tt.base, tt.ref)
			assert.Equal(t, tt.offset, e.Offset, "%q %q", tt.base, tt.ref)
			var pe *parser.Error
			if assert.True(t, errors.As(err, &pe), "%v", err) {
				assert.Equal(t, '[', pe.Char)
				assert.Equal(t, tt.offset, pe.Offset)
				assert.Contains(t, pe.Hint, "syntax.RFC2732")
			}
		}
		// The same pair resolves by default, as in the mode.
		want, err := resolve.String(tt.base, tt.ref, syntax.RFC2732)
		require.NoError(t, err, "String(%q, %q, RFC2732)", tt.base, tt.ref)
		got, err := resolve.String(tt.base, tt.ref)
		assert.NoError(t, err, "String(%q, %q)", tt.base, tt.ref)
		assert.Equal(t, want, got, "String(%q, %q)", tt.base, tt.ref)
	}
}

// TestRFC2732Relativize checks that Relativize with IPv6 hosts gives a
// reference that resolves back to its target, and the expected one.
func TestRFC2732Relativize(t *testing.T) {
	tests := []struct{ base, target, want string }{
		{"http://[::1]/a/b", "http://[::1]/a/c", "c"},
		{"http://[::1]/a/b", "http://[::1]/c", "/c"},
		{"http://[::1]/a/b", "http://[::1]/a/b", ""},
		{"http://[::1]/a/b", "http://[::1]/a/b#f[1]", "#f[1]"},
		{"http://[::1]/a/b?q", "http://[::1]/a/b?x[1]", "b?x[1]"},
		{"http://[::1]/a/b", "http://[::2]/a/b", "//[::2]/a/b"},
		{"http://[::1]/a/b", "http://[::1]:80/a/b", "//[::1]:80/a/b"},
		{"http://[::1]/a/b", "http://a/b", "//a/b"},
		{"http://a/b", "http://[::1]/b", "//[::1]/b"},
		{"http://[::1]/a/b", "ftp://[::1]/a/b", "ftp://[::1]/a/b"},
		{"http://[::1]/a/b", "http://[::1]", "//[::1]"},
	}
	for _, tt := range tests {
		r, err := resolve.Relativize(tt.base, tt.target, syntax.RFC2732)
		if !assert.NoError(t, err, "Relativize(%q, %q)", tt.base, tt.target) {
			continue
		}
		assert.Equal(t, tt.want, r, "Relativize(%q, %q)", tt.base, tt.target)
		checkRelativize2732(t, tt.base, tt.target, r)

		// The default reads the literals too; Appendix A to the letter
		// does not, and fails on the side that has one.
		r, err = resolve.Relativize(tt.base, tt.target)
		if assert.NoError(t, err, "Relativize(%q, %q) by default", tt.base, tt.target) {
			assert.Equal(t, tt.want, r, "Relativize(%q, %q) by default", tt.base, tt.target)
		}
		_, err = resolve.Relativize(tt.base, tt.target, syntax.RFC2396)
		var e *resolve.Error
		if assert.True(t, errors.As(err, &e), "Relativize(%q, %q, RFC2396): %v", tt.base, tt.target, err) {
			which := "base"
			if !strings.Contains(tt.base, "[") {
				which = "target"
			}
			assert.Equal(t, which, e.Which)
		}
	}
	// Every result of Appendix C against the IPv6 base.
	for _, c := range readAppendixC(t) {
		if c.mode == "compat" {
			continue
		}
		target, err := resolve.String(ipv6Base, c.ref, syntax.RFC2732)
		require.NoError(t, err, "line %d", c.line)
		r, err := resolve.Relativize(ipv6Base, target, syntax.RFC2732)
		if assert.NoError(t, err, "line %d", c.line) {
			checkRelativize2732(t, ipv6Base, target, r)
			assert.LessOrEqual(t, len(r), max(len(c.ref), len("d;p?y")), "line %d: %q from %q", c.line, r, c.ref)
		}
	}
}

// checkRelativize2732 checks that r, which Relativize gave for target
// against base, is a URI reference in RFC 2732 mode that resolves back to
// target.
func checkRelativize2732(t *testing.T, base, target, r string) {
	t.Helper()
	_, err := parser.Parse(r, syntax.RFC2732)
	assert.NoError(t, err, "Relativize(%q, %q) = %q is not a URI reference", base, target, r)
	back, err := resolve.String(base, r, syntax.RFC2732)
	assert.NoError(t, err)
	assert.Equal(t, target, back, "Relativize(%q, %q) = %q resolves elsewhere", base, target, r)
}

// TestRFC2732BackwardCompatible pins the loophole of step 3 in RFC 2732
// mode: RFC 2732 puts "[" and "]" in uric, so an opaque part may hold
// them, but not in pchar, so a path may not. A reference whose opaque
// part holds one before its "?" is not a relative reference without its
// scheme, and stays absolute; after the "?" they are a query's.
func TestRFC2732BackwardCompatible(t *testing.T) {
	opts := []resolve.Option{resolve.BackwardCompatible(), syntax.RFC2732}
	for _, c := range []struct{ ref, want string }{
		{"http:g[x]", "http:g[x]"},
		{"http:g]", "http:g]"},
		{"http:g?[x]", "http://a/b/g?[x]"},
		{"http:g%5Bx%5D", "http://a/b/g%5Bx%5D"},
		{"http:g", "http://a/b/g"},
	} {
		got, err := resolve.String("http://a/b/c", c.ref, opts...)
		require.NoError(t, err, c.ref)
		assert.Equal(t, c.want, got, c.ref)
		res, err := resolve.Strings("http://a/b/c", c.ref, append(opts, resolve.Explain())...)
		require.NoError(t, err, c.ref)
		assert.Equal(t, c.want, res.Tree().String(), c.ref)
		assertTree2732(t, res.Tree())
	}
	res, err := resolve.Strings("http://a/b/c", "http:g[x]", append(opts, resolve.Explain())...)
	require.NoError(t, err)
	assert.Equal(t, `step 3: scheme "http" equals the base's, but without it the reference is not a relative reference ('[' cannot stand in a path): absolute, done`, res.Steps[len(res.Steps)-1].String())
}
