package peg

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRunReuse checks that runs sharing parsers give each its own result,
// failures included.
func TestRunReuse(t *testing.T) {
	for range 3 {
		v, end, f := Run("Input", "http://a/b")
		require.Nil(t, f)
		assert.Equal(t, 10, end)
		assert.NotNil(t, v)

		_, _, f = Run("Input", "a b")
		require.NotNil(t, f)
		assert.Equal(t, 1, f.Offset)

		_, _, f = Run("no_such_rule", "a")
		require.NotNil(t, f)
		assert.Error(t, f.Err)
	}
}

// TestEntries checks that every entry point parses on its own grammar.
func TestEntries(t *testing.T) {
	require.False(t, referring, "a rule refers to another: -optimize-grammar off?")
	for _, r := range g.rules {
		assert.Contains(t, entries, r.name)
	}
}
