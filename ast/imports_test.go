package ast

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestImports checks that ast, the bottom of the module's packages, imports
// no package of the module but the leaves internal/pct, parts (the
// component model) and syntax (the rule names): it was built on escape once, an upward import that
// tied the tree's types to escaping.
func TestImports(t *testing.T) {
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	allowed := map[string]bool{"github.com/rfc2396/rfc2396/internal/pct": true, "github.com/rfc2396/rfc2396/parts": true, "github.com/rfc2396/rfc2396/syntax": true}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		require.NoError(t, err)
		f, err := parser.ParseFile(fset, name, src, parser.ImportsOnly)
		require.NoError(t, err)
		for _, spec := range f.Imports {
			path, err := strconv.Unquote(spec.Path.Value)
			require.NoError(t, err)
			if strings.Contains(path, ".") {
				assert.True(t, allowed[path], "%s imports %s", name, path)
			}
		}
	}
}
