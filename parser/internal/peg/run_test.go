package peg

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReset checks that a parser that has run and been reset is the parser
// newParser makes, so that reusing parsers changes nothing. It fails when
// a pigeon upgrade adds or changes what newParser sets up.
func TestReset(t *testing.T) {
	for _, in := range []string{"", "http://a/b?c#d", "a b", "%zz"} {
		fresh := newParser("", []byte(in), Entrypoint("Input"), AllowInvalidUTF8(true))
		fresh.maxExprCnt = p0().maxExprCnt

		used := p0()
		used.reset("URI_reference", "g;x?y#s")
		_, _ = used.parse(g)
		used.reset("Input", in)

		for _, p := range []*parser{fresh, used} {
			// Compared apart: their contents, not their capacity.
			assert.Empty(t, p.vstack)
			assert.Empty(t, p.rstack)
			assert.Empty(t, p.maxFailExpected)
			assert.Empty(t, p.recoveryStack)
			p.vstack, p.rstack, p.maxFailExpected, p.recoveryStack = nil, nil, nil, nil
		}
		assert.Equal(t, string(fresh.data), string(used.data))
		fresh.data, used.data = nil, nil
		assert.Equal(t, fresh, used, "input %q", in)
	}
}

// p0 returns a parser as Run first gets it.
func p0() *parser {
	p := newParser("", nil)
	p.reset("", "")
	return p
}

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
