package resolve_test

import (
	"errors"
	"github.com/rfc2396/rfc2396/syntax"
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

// readings are the four syntaxes of package syntax's table: the default,
// Appendix A to the letter, and each of its two features over Appendix A.
var readings = []syntax.Syntax{
	syntax.Default,
	syntax.RFC2396,
	syntax.RFC2732.Over(syntax.RFC2396),
	syntax.QueryOnly.Over(syntax.RFC2396),
}

// TestStringsParse checks that String and Strings, which scan their
// arguments with the parser's engine and build no tree, accept what the
// parser accepts and fail with the parser's own error where it fails:
// every string of the corpora, as a base and as a reference, in each
// reading. What they give for what parses, Reference gives for the trees.
func TestStringsParse(t *testing.T) {
	for _, syn := range readings {
		for _, s := range corpus() {
			checkStringsParse(t, "http://a/b/c/d;p?q", s, syn)
			checkStringsParse(t, s, "g", syn)
		}
	}
}

// FuzzStringsParse is TestStringsParse on any pair of strings, in the
// reading that reading picks of readings.
func FuzzStringsParse(f *testing.F) {
	for _, s := range corpus()[:200] {
		f.Add("http://a/b/c/d;p?q", s, uint8(0))
		f.Add(s, "../g?y#s", uint8(1))
	}
	f.Fuzz(func(t *testing.T, base, ref string, reading uint8) {
		checkStringsParse(t, base, ref, readings[int(reading)%len(readings)])
	})
}

// checkStringsParse checks that String and Strings, given the option
// syn, fail with the parser's error where base or ref does not parse as
// the parser parses it in syn (the base without the query-only
// reference, which is no absolute URI), and otherwise give what
// Reference gives for the parser's trees.
func checkStringsParse(t *testing.T, base, ref string, syn syntax.Syntax) {
	t.Helper()
	opts := []resolve.Option{syn}
	// The error String and Strings must give, or the trees to give
	// Reference.
	var want error
	var b *ast.AbsoluteURI
	p, perr := parser.Parse(base, syn.Absolute())
	switch {
	case base == "":
	case perr != nil:
		want = parseError(t, "base", perr)
	case !p.IsAbs():
		// Not absolute: an error of the base's, whose text the parser's
		// ParseAbsolute gives when it can.
		_, err := resolve.String(base, ref, opts...)
		var e *resolve.Error
		if assert.ErrorAs(t, err, &e, "base %q", base) {
			assert.Equal(t, "base", e.Which, "base %q", base)
			assert.False(t, errors.Is(err, resolve.ErrNoBase), "base %q", base)
		}
		return
	default:
		b = p.URI.(*ast.AbsoluteURI)
	}
	r, rerr := parser.Parse(ref, syn)
	if want == nil && rerr != nil {
		want = parseError(t, "ref", rerr)
	}
	var res *resolve.Result
	if want == nil {
		res, want = resolve.Reference(b, r, opts...)
	}
	assertStringsAgree(t, base, ref, res, want, opts)
}

// parseError returns the *resolve.Error that wraps the parser's error err
// on the side which.
func parseError(t *testing.T, which string, err error) error {
	var pe *parser.Error
	require.ErrorAs(t, err, &pe)
	return &resolve.Error{Which: which, Offset: pe.Offset, Err: err}
}
