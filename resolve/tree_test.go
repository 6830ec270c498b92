package resolve_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
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
