package main

import (
	"io"

	"github.com/rfc2396/rfc2396/record"
)

// forEachLine calls f with each line of r, the file name, read in order
// by record.LineReader, keeping at most max bytes of a line, until f returns
// an error or the input ends: the tests hold the line runner (runLines)
// to it. It returns the error of f, or an *inputError for one of reading;
// the end of the input is not an error.
func forEachLine(r io.Reader, name string, max int, f func(line) error) error {
	lr := record.NewLineReader(r, max)
	for {
		l, err := lr.Next()
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
