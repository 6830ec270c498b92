package nodes

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rfc2396/rfc2396/ast"
)

// spans lists the offset and text of each node.
func spans[N ast.Node](ns []N) []string {
	var out []string
	for _, n := range ns {
		out = append(out, fmt.Sprintf("%s %02d %s", ast.TypeName(n), n.Pos(), n.String()))
	}
	return out
}

func TestSegments(t *testing.T) {
	segs := Segments(10, "a;p;q//b;;c;")
	assert.Equal(t, []string{"Segment 10 a;p;q", "Segment 16 ", "Segment 17 b;;c;"}, spans(segs))
	assert.Equal(t, []string{"Param 12 p", "Param 14 q"}, spans(segs[0].Params))
	assert.Nil(t, segs[1].Params)
	assert.Equal(t, []string{"Param 19 ", "Param 20 c", "Param 22 "}, spans(segs[2].Params))

	assert.Equal(t, []string{"Segment 00 "}, spans(Segments(0, "")))
}

func TestSegment(t *testing.T) {
	s := Segment(3, "g;x=1")
	assert.Equal(t, "g", s.Name())
	assert.Equal(t, []string{"Param 05 x=1"}, spans(s.Params))
	assert.Nil(t, Segment(0, "g").Params)
}

func TestLabels(t *testing.T) {
	assert.Equal(t, []string{"Label 07 www", "Label 11 example", "Label 19 com"}, spans(Labels(7, "www.example.com")))
	assert.Equal(t, []string{"Label 00 a"}, spans(Labels(0, "a")))
}
