package ast

import "strings"

// eachPiece calls f with the offset and text of each piece of text, which
// starts at offset off, between the separators sep: one more piece than
// text has separators, empty pieces included. It is the one splitter of
// segments, params and labels, for their methods and for Inspect.
func eachPiece(off int, text string, sep byte, f func(off int, piece string)) {
	for {
		i := strings.IndexByte(text, sep)
		if i < 0 {
			f(off, text)
			return
		}
		f(off, text[:i])
		off, text = off+i+1, text[i+1:]
	}
}

// split appends to dst a node of type T for each piece of text, which
// starts at offset off, between the separators sep, and returns it. The
// nodes share one array.
func split[T ~struct{ Span }](dst []*T, off int, text string, sep byte) []*T {
	nodes := make([]T, strings.Count(text, string(sep))+1)
	if dst == nil {
		dst = make([]*T, 0, len(nodes))
	}
	i := 0
	eachPiece(off, text, sep, func(off int, piece string) {
		nodes[i] = T{Span: Span{Offset: off, Text: piece}}
		dst = append(dst, &nodes[i])
		i++
	})
	return dst
}
