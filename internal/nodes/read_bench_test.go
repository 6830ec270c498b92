package nodes_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/nodes"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
)

// appendixC returns Appendix C's base and references, each once.
func appendixC(b *testing.B) []string {
	f, err := os.Open("../../testdata/resolve/appendix_c.txt")
	require.NoError(b, err)
	defer f.Close()
	refs := []string{"http://a/b/c/d;p?q"}
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		ref, _, ok := strings.Cut(sc.Text(), "\t")
		if !ok || strings.HasPrefix(ref, "#") && !strings.Contains(sc.Text(), "\t") {
			continue
		}
		if ref == "<>" {
			ref = ""
		}
		if !seen[ref] {
			seen[ref] = true
			refs = append(refs, ref)
		}
	}
	require.NoError(b, sc.Err())
	return refs
}

// BenchmarkRead reads the components of the trees of Appendix C's base
// and references from their nodes (impl=read), against a scan of their
// texts (impl=split), which is what Read spares its callers:
//
//	go test -run '^$' -bench '^BenchmarkRead$' -cpu 1 -count 10 ./internal/nodes > read.txt
//	benchstat -col /impl read.txt
func BenchmarkRead(b *testing.B) {
	refs := appendixC(b)
	trees := make([]*ast.URIReference, len(refs))
	for i, s := range refs {
		var err error
		trees[i], err = parser.Parse(s)
		require.NoError(b, err)
	}
	b.Run("impl=read", func(b *testing.B) {
		for b.Loop() {
			for _, t := range trees {
				if _, ok := nodes.Read(t); !ok {
					b.Fatal(t)
				}
			}
		}
	})
	b.Run("impl=split", func(b *testing.B) {
		var c parts.Components
		for b.Loop() {
			for _, s := range refs {
				var err error
				if c, err = parser.Split(s); err != nil {
					b.Fatal(err)
				}
			}
		}
		_ = c
	})
}
