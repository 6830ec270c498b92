package nodes

import (
	"testing"
	"unsafe"
)

// TestBlockSizes pins the decision that each block of a tree stays within
// 512 bytes, up to which the runtime allocates an object with pointers
// without a header (see tree): a node added to a block must not push it
// over.
func TestBlockSizes(t *testing.T) {
	for name, size := range map[string]uintptr{
		"tree":      unsafe.Sizeof(tree{}),
		"segNodes":  unsafe.Sizeof(segNodes{}),
		"authNodes": unsafe.Sizeof(authNodes{}),
	} {
		if size > 512 {
			t.Errorf("%s is %d bytes, more than 512", name, size)
		}
	}
}
