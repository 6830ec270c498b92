package nodes

import (
	"testing"
	"unsafe"

	"github.com/rfc2396/rfc2396/ast"
)

// TestBlockSizes pins the sizes of the blocks that the common shapes of
// reference allocate (see alloc): a node added to a group must be weighed
// against these. Each size is that of the runtime's size class the block
// falls in.
func TestBlockSizes(t *testing.T) {
	for _, c := range []struct {
		shape string
		size  uintptr
		max   uintptr
	}{
		{"#f", unsafe.Sizeof(topNodes{}), 96},
		{"g", unsafe.Sizeof(struct {
			topNodes
			r ast.RelativeURI
			relPathNodes
		}{}), 208},
		{"../g", unsafe.Sizeof(struct {
			topNodes
			r ast.RelativeURI
			relPathNodes
			p ast.AbsPath
		}{}), 240},
		{"mailto:a@b", unsafe.Sizeof(struct {
			topNodes
			absNodes
			ast.OpaquePart
		}{}), 240},
		{"//a/b", unsafe.Sizeof(struct {
			topNodes
			r ast.RelativeURI
			authNodes
			p ast.AbsPath
		}{}), 320},
		{"http://a/b", unsafe.Sizeof(struct {
			topNodes
			absNodes
			authNodes
			p ast.AbsPath
		}{}), 384},
	} {
		if c.size > c.max {
			t.Errorf("the block of %q is %d bytes, more than %d", c.shape, c.size, c.max)
		}
	}
}
