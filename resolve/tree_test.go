package resolve_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

// assertTree checks that a result's tree is the one the parser builds from
// its string: same nodes, same offsets, same texts, and every node's text
// is the slice of the string at its offsets.
func assertTree(t testing.TB, got *ast.URIReference) {
	t.Helper()
	s := got.String()
	want, err := parser.Parse(s)
	require.NoError(t, err, "the result %q does not parse", s)
	assert.Equal(t, dump(t, want), dump(t, got), "tree of %q", s)
	ast.Inspect(got, func(n ast.Node) bool {
		if assert.True(t, 0 <= n.Pos() && n.Pos() <= n.End() && n.End() <= len(s), "%s out of %q", ast.TypeName(n), s) {
			assert.Equal(t, s[n.Pos():n.End()], n.String(), "%s in %q", ast.TypeName(n), s)
		}
		return true
	})
}

func dump(t testing.TB, n ast.Node) string {
	var b strings.Builder
	require.NoError(t, ast.Fprint(&b, n))
	return b.String()
}

// TestResultTree checks what Result.Tree and Result.String give for each
// kind of result: a tree equal to the parser's of the result's string,
// built again at each call, unless the reference was a tree returned as
// it is (step 3); nil with syntax.RFC3986 and for a zero Result.
func TestResultTree(t *testing.T) {
	base, err := parser.ParseAbsolute(appendixCBase)
	require.NoError(t, err)
	for _, tc := range []struct {
		ref, want string
		same      bool // the tree is the reference's own
	}{
		{"g:h", "g:h", true},
		{"mailto:a@b#f", "mailto:a@b#f", true},
		{"g?y#s", "http://a/b/c/g?y#s", false},
		{"//u@[::1]:80/x", "http://u@[::1]:80/x", false},
		{"", appendixCBase, false},
		{"#s", appendixCBase + "#s", false},
	} {
		ref, err := parser.Parse(tc.ref)
		require.NoError(t, err)
		res, err := resolve.Reference(base, ref)
		require.NoError(t, err)
		strs, err := resolve.Strings(appendixCBase, tc.ref)
		require.NoError(t, err)
		for _, r := range []*resolve.Result{res, strs} {
			assert.Equal(t, tc.want, r.String(), "%q", tc.ref)
			assertTree(t, r.Tree())
			assert.Equal(t, tc.want, r.Tree().String(), "%q", tc.ref)
		}
		if tc.same {
			assert.Same(t, ref, res.Tree(), "%q", tc.ref)
		} else {
			assert.NotSame(t, res.Tree(), res.Tree(), "%q: each call builds the tree", tc.ref)
		}
		assert.Equal(t, res.Tree(), strs.Tree(), "%q", tc.ref)
	}
	res, err := resolve.Strings("http://a/b/c/d;p?q", "../g", syntax.RFC3986)
	require.NoError(t, err)
	assert.Equal(t, "http://a/b/g", res.String())
	assert.Nil(t, res.Tree(), "ast's trees are RFC 2396's")
	var zero resolve.Result
	assert.Equal(t, "", zero.String())
	assert.Nil(t, zero.Tree())
}
