package resolve

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// TestPack checks that a Result gives back, unpacked, the components it
// packed: those of each reference of the corpus and of a few of every
// shape, as the parser splits them in both syntaxes of RFC 2396.
func TestPack(t *testing.T) {
	refs := append(testcorpus.Valid("../testdata"), "", "#", "?y", "//", "///", "http://[::1]:80/a?q#f", "file:///x",
		"x://a_b/c", "//u@1.2.3.4:", "//u@:80", "//@", "g;p/h", "mailto:a@b#f", "g:h?#", "http://a/b/c/d;p?q#")
	n := 0
	for _, s := range refs {
		for _, syn := range []syntax.Syntax{syntax.Default, syntax.RFC2396} {
			c, err := parser.Split(s, syn)
			if err != nil {
				continue
			}
			var r Result
			r.pack(&c)
			require.Equal(t, c, r.components(), "%q", s)
			require.Equal(t, s, r.String())
			n++
		}
	}
	require.Greater(t, n, 100)
}
