package extract

import (
	"bytes"
	"fmt"

	"github.com/rfc2396/rfc2396/syntax"
)

// LastCut returns where plain text may be cut so that Text finds the same
// references in the two pieces as in the whole: the end of the last line
// break of b, after the first from bytes, at which no reference can
// cross, or 0 when there is none. b must start where the input starts or
// at a place that LastCut returned for it; the pieces are then read with
// Text, the second with the option Origin, to give the positions in the
// whole input.
//
// A cut after a line break is safe when the line does not end in "-"
// (trailing spaces, tabs and CRs aside), and when, going back from the
// cut, the nearest "<" or ">" within MaxLength bytes is a ">", or there is
// none. This is why (see the package documentation): a bare candidate ends
// at whitespace, the line break, unless a "-" ends the line, when the
// reference goes on on the next line; a double-quoted candidate holds no
// whitespace; and only between angle brackets is whitespace, line breaks
// included, removed, so that only an angle-bracket candidate can hold a
// line break that is not after a "-". Such a candidate holds no "<" and
// its closing ">" comes within MaxLength bytes of its "<": one that
// crosses the cut has its "<" within MaxLength bytes before it and no ">"
// in between. Nothing else of the text before a line break changes how
// the text after it is read: the character before a line's first is a
// line break, which counts as the start of the input does.
//
// A from below 0 is taken as 0; one at or past the end of b leaves no
// place to look, and LastCut returns 0.
func LastCut(b []byte, from int) int {
	from = max(from, 0)
	end := len(b)
	for end > from {
		i := bytes.LastIndexByte(b[from:end], '\n')
		if i < 0 {
			return 0
		}
		i += from
		if endsInHyphen(b[:i]) {
			end = i
			continue
		}
		p := i + 1
		lo := max(0, p-MaxLength)
		j := bytes.LastIndexAny(b[lo:p], "<>")
		if j < 0 || b[lo+j] == '>' {
			return p
		}
		// Every line break between this "<" and p has it as its
		// nearest: the next that may be safe comes before it.
		end = lo + j
	}
	return 0
}

// safeCut reports whether b may be cut at p, after a line break, as
// LastCut says: the predicate that LastCut finds the last place of, one
// place at a time (for the tests).
func safeCut(b []byte, p int) bool {
	if p <= 0 || p > len(b) || b[p-1] != '\n' || endsInHyphen(b[:p-1]) {
		return false
	}
	for i := p - 1; i >= 0 && i >= p-MaxLength; i-- {
		switch b[i] {
		case '>':
			return true
		case '<':
			return false
		}
	}
	return true
}

// endsInHyphen reports whether the last line of b, before its trailing
// spaces, tabs and CRs, ends in "-".
func endsInHyphen(b []byte) bool {
	for i := len(b) - 1; i >= 0; i-- {
		switch b[i] {
		case ' ', '\t', '\r':
			continue
		case '-':
			return true
		}
		return false
	}
	return false
}

// originOption is the option Origin.
type originOption struct {
	syntax.ExtractOption
	offset int64
	line   int
}

// String returns the option as Go code would show it, such as
// "extract.Origin(1024, 31)".
func (o originOption) String() string {
	return fmt.Sprintf("extract.Origin(%d, %d)", o.offset, o.line)
}

// Origin says that the text Text reads is a piece of a larger input that
// starts a line, at byte offset of the input and on its line line, from 1,
// such as a piece cut at LastCut: the Offset and Line of the Matches, and
// the Offset of a *LengthError, are then those in the larger input
// (columns are within lines, the same either way). The default is
// Origin(0, 1). An offset below 0 or a line below 1 is a
// *syntax.OptionError. HTML ignores it.
func Origin(offset int64, line int) Option { return originOption{offset: offset, line: line} }
