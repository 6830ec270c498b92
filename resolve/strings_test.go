package resolve_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
)

// corpus returns every string of the parser's test corpora: valid,
// invalid and RFC 2732 references.
func corpus() []string {
	refs := testcorpus.Valid("../testdata")
	for _, l := range testcorpus.Lines("../testdata/parse/invalid.txt") {
		refs = append(refs, testcorpus.Field(strings.Split(l, "\t")[0]))
	}
	for _, l := range testcorpus.Lines("../testdata/parse/ipv6.txt") {
		refs = append(refs, testcorpus.Field(l))
	}
	return append(refs, strings.Repeat("a", parser.MaxInputLength+1))
}

// TestStringsParse checks that String and Strings, which scan their
// arguments with the parser's engine and build no tree, accept what the
// parser accepts and fail with the parser's own error where it fails:
// every string of the corpora, as a base and as a reference, in both
// modes. What they give for what parses, Reference gives for the trees.
func TestStringsParse(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	for _, rfc2732 := range []bool{false, true} {
		var opts []resolve.Option
		var popts []parser.Option
		if rfc2732 {
			opts, popts = []resolve.Option{resolve.RFC2732()}, []parser.Option{parser.RFC2732()}
		}
		b, err := parser.ParseAbsolute(base, popts...)
		require.NoError(t, err)
		for _, s := range corpus() {
			// As a reference.
			r, perr := parser.Parse(s, append(popts, parser.AllowQueryOnly())...)
			res, err := resolve.Reference(b, r, opts...)
			if perr != nil {
				var pe *parser.Error
				require.ErrorAs(t, perr, &pe)
				res, err = nil, &resolve.Error{Which: "ref", Offset: pe.Offset, Err: perr}
			}
			assertStringsAgree(t, base, s, res, err, opts)

			// As a base.
			p, perr := parser.Parse(s, popts...)
			_, serr := resolve.String(s, "g", opts...)
			switch {
			case perr != nil:
				var pe *parser.Error
				require.ErrorAs(t, perr, &pe)
				assert.Equal(t, &resolve.Error{Which: "base", Offset: pe.Offset, Err: perr}, serr, "base %q", s)
			case p.IsAbs():
				a := p.URI.(*ast.AbsoluteURI)
				res, err := resolve.Reference(a, mustRef(t, "g"), opts...)
				assertStringsAgree(t, s, "g", res, err, opts)
			default:
				var e *resolve.Error
				if assert.ErrorAs(t, serr, &e, "base %q", s) {
					assert.Equal(t, "base", e.Which)
				}
				assert.False(t, errors.Is(serr, resolve.ErrNoBase) && s != "", "base %q", s)
			}
		}
	}
}

func mustRef(t *testing.T, s string) *ast.URIReference {
	t.Helper()
	r, err := parser.Parse(s, parser.AllowQueryOnly())
	require.NoError(t, err)
	return r
}
