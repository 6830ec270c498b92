package parts

import (
	"iter"
	"strings"
)

// A BufferSegment is a segment of the buffer that section 5.2 step 6 works on:
// its text, and where it came from, for an error or a note to point at.
type BufferSegment struct {
	Text   string
	Offset int  // its offset in the text it came from; -1 for the empty segment a step leaves
	Ref    bool // set by the caller: resolve marks the reference's segments
}

// Is reports whether the segment's text is t.
func (s BufferSegment) Is(t string) bool { return s.Text == t }

// AppendSegments appends to buf the segments of the hierarchical path p,
// which starts at offset off (PathSegments), each marked ref.
func AppendSegments(buf []BufferSegment, p string, off int, ref bool) []BufferSegment {
	// PathSegments, written out: resolution runs it on every merge.
	if p == "" {
		return buf
	}
	if p[0] == '/' {
		p, off = p[1:], off+1
	}
	// A byte loop rather than IndexByte: segments are short, and a call
	// for each costs more than the bytes it would skip.
	from := 0
	for i := 0; i < len(p); i++ {
		if p[i] == '/' {
			buf = append(buf, BufferSegment{p[from:i], off + from, ref})
			from = i + 1
		}
	}
	return append(buf, BufferSegment{p[from:], off + from, ref})
}

// PathSegments returns the offset and text of each segment of the
// hierarchical path p, which starts at offset off: none for the empty
// path, the first of a relative path first, and those after the leading
// "/" of an absolute one.
func PathSegments(p string, off int) iter.Seq2[int, string] {
	empty := p == ""
	if !empty && p[0] == '/' {
		p, off = p[1:], off+1
	}
	return pieces(p, off, '/', empty)
}

// Pieces returns the offset and text of each piece of text, which starts
// at offset off, between the separators sep: one more piece than text has
// separators, empty pieces included. It is the one splitter of a path's
// segments (sep "/"), a segment's params (";") and a hostname's labels
// ("."), for this package and for package ast.
func Pieces(text string, off int, sep byte) iter.Seq2[int, string] {
	return pieces(text, off, sep, false)
}

// pieces is Pieces, or with none no pieces at all: one function for
// both, which the compiler inlines where it is ranged over, so that the
// loop's body and what it uses stay off the heap.
func pieces(text string, off int, sep byte, none bool) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		if none {
			return
		}
		for {
			i := strings.IndexByte(text, sep)
			if i < 0 {
				yield(off, text)
				return
			}
			if !yield(off, text[:i]) {
				return
			}
			off, text = off+i+1, text[i+1:]
		}
	}
}

// The steps of section 5.2 that remove dot segments from the buffer, the
// path after its leading "/" split at "/". Each changes the buffer in
// place and returns it.

// RemoveDot is step 6c: it removes every "." segment that a "/" follows,
// and returns how many it removed.
func RemoveDot(buf []BufferSegment) ([]BufferSegment, int) {
	out, n := buf[:0], 0
	for i, s := range buf {
		if s.Is(".") && i < len(buf)-1 {
			n++
			continue
		}
		out = keep(out, i, s)
	}
	return out, n
}

// keep appends s, buf[i], to out, a prefix of buf that a step is
// rewriting: s stands where it is until a segment before it is removed,
// and is not written again (each write of a segment's text costs a
// write barrier while the collector runs).
func keep(out []BufferSegment, i int, s BufferSegment) []BufferSegment {
	if len(out) == i {
		return out[:i+1]
	}
	return append(out, s)
}

// RemoveFinalDot is step 6d: it makes a final "." segment empty, leaving
// the buffer ending with "/", and reports whether there was one.
func RemoveFinalDot(buf []BufferSegment) bool {
	if len(buf) == 0 || !buf[len(buf)-1].Is(".") {
		return false
	}
	buf[len(buf)-1] = BufferSegment{Offset: -1, Ref: buf[len(buf)-1].Ref}
	return true
}

// RemoveDotDot is step 6e: it removes every "<segment>/../" where
// <segment> is not "..". Section 5.2 removes the leftmost one again and
// again; a stack does the same in one pass, in the same order: a ".."
// that a "/" follows pops the segment before it, unless that is "..". It
// calls removed, when not nil, with each <segment> removed, and returns
// how many it removed.
func RemoveDotDot(buf []BufferSegment, removed func(BufferSegment)) ([]BufferSegment, int) {
	out, n := buf[:0], 0
	for i, s := range buf {
		if s.Is("..") && i < len(buf)-1 && len(out) > 0 && !out[len(out)-1].Is("..") {
			if removed != nil {
				removed(out[len(out)-1])
			}
			out = out[:len(out)-1]
			n++
			continue
		}
		out = keep(out, i, s)
	}
	return out, n
}

// RemoveFinalDotDot is step 6f: it removes a final "<segment>/.." where
// <segment> is not "..", leaving the buffer ending with "/". It returns
// the buffer and the segment removed, and false when there was none.
func RemoveFinalDotDot(buf []BufferSegment) ([]BufferSegment, BufferSegment, bool) {
	n := len(buf)
	if n < 2 || !buf[n-1].Is("..") || buf[n-2].Is("..") {
		return buf, BufferSegment{}, false
	}
	gone := buf[n-2]
	return append(buf[:n-2], BufferSegment{Offset: -1, Ref: buf[n-1].Ref}), gone, true
}

// RemoveDotSegments returns the absolute path p with its dot segments
// removed as steps 6c to 6f remove them from a merged path; ".." segments
// left at its start, above the root, are kept, as step 6g does by
// default and as Appendix C prints them ("/../g"). A path that does not
// begin with "/" is returned as it is: what its dot segments mean depends
// on the base it is resolved against.
func RemoveDotSegments(p string) string {
	if !strings.HasPrefix(p, "/") || !hasDotSegment(p) {
		return p
	}
	buf := AppendSegments(make([]BufferSegment, 0, strings.Count(p, "/")), p, 0, false)
	buf, _ = RemoveDot(buf)
	RemoveFinalDot(buf)
	buf, _ = RemoveDotDot(buf, nil)
	buf, _, _ = RemoveFinalDotDot(buf)
	v := Recomposition{Segments: buf}
	return v.PathText()
}

// hasDotSegment reports whether the absolute path p has a segment "." or
// "..".
func hasDotSegment(p string) bool {
	for s := range strings.SplitSeq(p[1:], "/") {
		if s == "." || s == ".." {
			return true
		}
	}
	return false
}
