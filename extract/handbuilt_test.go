package extract_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rfc2396/rfc2396/extract"
)

// TestHandBuilt checks that values a caller builds, or gives out of
// range, do not panic: LastCut with any from, and a Delimiter of no name.
func TestHandBuilt(t *testing.T) {
	b := []byte("a\nb\n")
	for _, tt := range []struct {
		b    []byte
		from int
		want int
	}{
		{b, -1, 4},
		{b, -1 << 62, 4},
		{b, 4, 0},
		{b, 5, 0},
		{b, 1 << 62, 0},
		{nil, -1, 0},
		{nil, 1, 0},
	} {
		assert.Equal(t, tt.want, extract.LastCut(tt.b, tt.from), "LastCut(%q, %d)", tt.b, tt.from)
	}
	assert.Equal(t, "Delimiter(-1)", extract.Delimiter(-1).String())
}
