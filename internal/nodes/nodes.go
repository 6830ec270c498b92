// Package nodes is the one builder of trees: Build makes the tree of a
// reference from its components (parts.Components, which the fast engine
// fills as it validates), and Segments, Segment and Labels build the nodes
// whose parts are delimited by characters that cannot occur inside them:
// the segments of a path (split at "/"), the params of a segment (at ";")
// and the labels of a hostname (at "."), for Build and for the grammar's
// parser (parser/internal/peg), whose actions build its tree. The text
// must be what the grammar rule matched; it is not checked again.
//
// The nodes of one call share one array for the nodes and one for their
// pointers, rather than being allocated one by one.
package nodes

import (
	"strings"

	"github.com/rfc2396/rfc2396/ast"
)

// cut returns the piece of text before the first separator sep, or all of
// it when there is none, the offset and text after that separator, and
// whether there is one. The text starts at offset off.
func cut(off int, text string, sep byte) (piece string, restOff int, rest string, found bool) {
	if i := strings.IndexByte(text, sep); i >= 0 {
		return text[:i], off + i + 1, text[i+1:], true
	}
	return text, off + len(text), "", false
}

// Segments builds the segments of path_segments text at offset off, each
// with its params.
func Segments(off int, text string) []*ast.Segment {
	n := strings.Count(text, "/") + 1
	ps := newParams(strings.Count(text, ";"))
	segs, ptrs := arrays[ast.Segment](n)
	return fillSegments(off, text, segs, ptrs, &ps)
}

// Segment builds the segment (or rel_segment) text at offset off, with its
// params.
func Segment(off int, text string) *ast.Segment {
	s := new(ast.Segment)
	ps := newParams(strings.Count(text, ";"))
	ps.fill(s, off, text)
	return s
}

// Labels builds the labels of a hostname's text at offset off, without its
// trailing dot.
func Labels(off int, text string) []*ast.Label {
	n := strings.Count(text, ".") + 1
	labels, ptrs := arrays[ast.Label](n)
	return fillLabels(off, text, labels, ptrs)
}

// fillSegments makes segs the segments of path_segments text at offset
// off, ptrs pointers to them, and returns ptrs. There must be as many of
// each as the text has segments; the params come from ps.
func fillSegments(off int, text string, segs []ast.Segment, ptrs []*ast.Segment, ps *params) []*ast.Segment {
	for i := range segs {
		var s string
		at := off
		s, off, text, _ = cut(off, text, '/')
		ps.fill(&segs[i], at, s)
		ptrs[i] = &segs[i]
	}
	return ptrs
}

// fillLabels makes labels the labels of a hostname's text (without its
// trailing dot) at offset off, ptrs pointers to them, and returns ptrs.
func fillLabels(off int, text string, labels []ast.Label, ptrs []*ast.Label) []*ast.Label {
	for i := range labels {
		var l string
		at := off
		l, off, text, _ = cut(off, text, '.')
		labels[i].Span = ast.Span{Offset: at, Text: l}
		ptrs[i] = &labels[i]
	}
	return ptrs
}

// params hands out the params of the segments of one path from arrays
// sized for all of them.
type params struct {
	nodes []ast.Param
	ptrs  []*ast.Param
}

// newParams returns room for k params.
func newParams(k int) params {
	if k == 0 {
		return params{}
	}
	nodes, ptrs := arrays[ast.Param](k)
	return params{nodes: nodes, ptrs: ptrs}
}

// arrays returns n nodes and n pointers for them to fill, in one block
// when n is at most 8 (a path of a few segments, a hostname of a few
// labels, the params of a path): one allocation rather than two, for a
// few bytes more.
func arrays[T any](n int) ([]T, []*T) {
	switch {
	case n == 1:
		b := new(struct {
			nodes [1]T
			ptrs  [1]*T
		})
		return b.nodes[:], b.ptrs[:]
	case n <= 4:
		b := new(struct {
			nodes [4]T
			ptrs  [4]*T
		})
		return b.nodes[:n], b.ptrs[:n]
	case n <= 8:
		b := new(struct {
			nodes [8]T
			ptrs  [8]*T
		})
		return b.nodes[:n], b.ptrs[:n]
	}
	return make([]T, n), make([]*T, n)
}

// fill makes s the segment text at offset off, splitting its params at
// their semicolons.
func (ps *params) fill(s *ast.Segment, off int, text string) {
	s.Span = ast.Span{Offset: off, Text: text}
	i := strings.IndexByte(text, ';')
	if i < 0 {
		return
	}
	k := strings.Count(text, ";")
	nodes, ptrs := ps.nodes[:k:k], ps.ptrs[:k:k]
	ps.nodes, ps.ptrs = ps.nodes[k:], ps.ptrs[k:]
	off, text = off+i+1, text[i+1:]
	for j := range nodes {
		var p string
		at := off
		p, off, text, _ = cut(off, text, ';')
		nodes[j].Span = ast.Span{Offset: at, Text: p}
		ptrs[j] = &nodes[j]
	}
	s.Params = ptrs
}
