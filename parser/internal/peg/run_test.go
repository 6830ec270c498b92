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
		v, end, f := Run("Input", "http://a/b", false)
		require.Nil(t, f)
		assert.Equal(t, 10, end)
		assert.NotNil(t, v)

		_, _, f = Run("Input", "a b", false)
		require.NotNil(t, f)
		assert.Equal(t, 1, f.Offset)

		_, _, f = Run("no_such_rule", "a", false)
		require.NotNil(t, f)
		assert.Error(t, f.Err)
	}
}
