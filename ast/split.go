package ast

import (
	"strings"

	"github.com/rfc2396/rfc2396/parts"
)

// split appends to dst a node of type T for each piece of text, which
// starts at offset off, between the separators sep, and returns it. The
// nodes share one array. The pieces are parts.Pieces, the one splitter
// of segments, params and labels.
func split[T ~struct{ Extent }](dst []*T, off int, text string, sep byte) []*T {
	nodes := make([]T, strings.Count(text, string(sep))+1)
	if dst == nil {
		dst = make([]*T, 0, len(nodes))
	}
	i := 0
	for off, piece := range parts.Pieces(text, off, sep) {
		nodes[i] = T{Extent: Extent{Offset: off, Text: piece}}
		dst = append(dst, &nodes[i])
		i++
	}
	return dst
}
