package record

import (
	"bufio"
	"io"

	"github.com/rfc2396/rfc2396/parser"
)

// MaxReference is how much of a line a reader of one reference a line
// keeps: enough past parser.MaxInputLength for the parser to see that
// the line is too long and to show some of the text around the offset
// where it stops.
const MaxReference = parser.MaxInputLength + 1024

// BOM is the UTF-8 byte order mark, which an input may start with and
// which the readers here skip.
const BOM = "\xef\xbb\xbf"

// skipBOM skips a UTF-8 byte order mark at the start of r. It waits for
// more than the first byte only when that byte starts a byte order mark,
// so that it holds up no one typing. An error of reading is left for the
// next read to return.
func skipBOM(r *bufio.Reader) {
	if b, err := r.Peek(1); err != nil || b[0] != BOM[0] {
		return
	}
	if b, err := r.Peek(len(BOM)); err == nil && string(b) == BOM {
		r.Discard(len(BOM))
	}
}

// WithoutBOM returns r with a UTF-8 byte order mark at its start skipped.
func WithoutBOM(r io.Reader) io.Reader {
	br := bufio.NewReader(r)
	skipBOM(br)
	return br
}

// A LineReader reads input a line at a time as the rfc2396 command and
// the Beam module's ReadLines do, so that both read the same lines: one
// trailing "\n" or "\r\n" removed from each line, a last line without a
// newline counted, a byte order mark at the start of the input skipped,
// and a line longer than the reader's max kept to it, in constant
// memory, with its whole length.
type LineReader struct {
	r       *bufio.Reader
	buf     []byte
	max     int
	started bool // the byte order mark, if any, was skipped
}

// NewLineReader returns a LineReader of the lines of r that keeps max
// bytes of each.
func NewLineReader(r io.Reader, max int) *LineReader {
	return &LineReader{r: bufio.NewReader(r), max: max}
}

// A Line is one line of input without its line ending.
type Line struct {
	Text string // the line's text, cut to the reader's max bytes
	Len  int    // the length of the whole line, more than len(Text) when it was cut
}

// Cut reports whether the line was longer than what was kept of it.
func (l Line) Cut() bool { return l.Len > len(l.Text) }

// Next returns the next line without its "\n" or "\r\n". A last line
// without a newline is a line too; after the last line Next returns
// io.EOF.
func (lr *LineReader) Next() (Line, error) {
	if !lr.started {
		lr.started = true
		skipBOM(lr.r)
	}
	lr.buf = lr.buf[:0]
	n := 0                    // bytes read for the line, ending included
	var last, beforeLast byte // the last two bytes read
	newline := false          // the line ended with "\n"
	for {
		chunk, err := lr.r.ReadSlice('\n')
		n += len(chunk)
		if room := lr.max - len(lr.buf); room > 0 {
			lr.buf = append(lr.buf, chunk[:min(room, len(chunk))]...)
		}
		switch len(chunk) {
		case 0:
		case 1:
			beforeLast, last = last, chunk[0]
		default:
			beforeLast, last = chunk[len(chunk)-2], chunk[len(chunk)-1]
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == io.EOF {
			if n == 0 {
				return Line{}, io.EOF
			}
			break
		}
		if err != nil {
			return Line{}, err
		}
		newline = true
		break
	}
	size := n
	if newline {
		size--
		if n >= 2 && beforeLast == '\r' {
			size--
		}
	}
	text := lr.buf[:min(size, len(lr.buf))]
	return Line{Text: string(text), Len: size}, nil
}
