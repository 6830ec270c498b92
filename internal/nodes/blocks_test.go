package nodes

import (
	"github.com/rfc2396/rfc2396/ast"
	"testing"
	"unsafe"
)

// TestBlockSizes pins the sizes of the blocks that the common shapes of
// reference allocate (see alloc): a node added to a group must be weighed
// against these. Each size is that of the runtime's size class the block
// falls in, with the 8-byte header of a block over 512 bytes.
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
		}{}), 240},
		{"mailto:a@b", unsafe.Sizeof(struct {
			topNodes
			absNodes
			ast.OpaquePart
		}{}), 240},
		{"http://a/b", unsafe.Sizeof(struct {
			topNodes
			absNodes
			authNodes
			absPathNodes
		}{}) + 8, 640},
	} {
		if c.size > c.max {
			t.Errorf("the block of %q is %d bytes, more than %d", c.shape, c.size, c.max)
		}
	}
}
