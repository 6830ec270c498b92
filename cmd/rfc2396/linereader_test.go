package main

import (
	"bufio"
	"io"
)

// The line reader below reads a stream a line at a time, in order, as the
// commands once did: the tests hold the line runner (runLines) to it.

// A lineReader reads lines from a stream in constant memory: it keeps at
// most max bytes of each line and skips the rest. A byte order mark at
// the start of the stream is skipped.
type lineReader struct {
	r       *bufio.Reader
	buf     []byte
	max     int
	started bool // the byte order mark, if any, was skipped
}

func newLineReader(r io.Reader, max int) *lineReader {
	return &lineReader{r: bufio.NewReader(r), max: max}
}

// next returns the next line without its "\n" or "\r\n". A last line
// without a newline is a line too; after the last line next returns
// io.EOF.
func (lr *lineReader) next() (line, error) {
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
				return line{}, io.EOF
			}
			break
		}
		if err != nil {
			return line{}, err
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
	return line{text: string(text), len: size}, nil
}

// forEachLine calls f with each line of r, the file name, keeping at most
// max bytes of a line, until f returns an error or the input ends. It
// returns the error of f, or an *inputError for one of reading; the end
// of the input is not an error.
func forEachLine(r io.Reader, name string, max int, f func(line) error) error {
	lr := newLineReader(r, max)
	for {
		l, err := lr.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return &inputError{name, err}
		}
		if err := f(l); err != nil {
			return err
		}
	}
}
