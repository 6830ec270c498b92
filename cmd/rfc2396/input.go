package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"github.com/rfc2396/rfc2396/record"
)

// A line is one line of input without its line ending, kept to a
// command's maximum.
type line = record.Line

// An inputError is a failure to open or read the input file (stdinName
// for standard input). The command says so on standard error, goes on
// with its other files, and exits 2, as grep does, so that a script can
// tell it from an invalid input (1).
type inputError struct {
	file string
	err  error
}

func (e *inputError) Error() string {
	var pe *fs.PathError
	if errors.As(e.err, &pe) {
		return e.err.Error() // "open FILE: ..." or "read FILE: ..."
	}
	return "read " + e.file + ": " + e.err.Error()
}

func (e *inputError) Unwrap() error { return e.err }

// openInput opens the file name, standard input for "-", and returns it
// with its name in messages (stdinName for standard input) and the
// function that closes it. An error is an *inputError.
func openInput(name string, stdin io.Reader) (io.Reader, string, func(), error) {
	if name == "-" {
		return stdin, stdinName, func() {}, nil
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, name, nil, &inputError{name, err}
	}
	return f, name, func() { f.Close() }, nil
}

// isStdin reports whether the arguments ask for standard input: none, or
// "-" alone.
func isStdin(args []string) bool {
	return len(args) == 0 || len(args) == 1 && args[0] == "-"
}

// stdinName is the name that messages and JSON records give standard
// input.
const stdinName = "<stdin>"

// A source is where an input came from: a line of a file (standard
// input is the file stdinName), or, as the zero source, an argument of
// the command line.
type source = record.Source

// arg is the source of an argument.
var arg = source{}

// prefix returns "FILE:LINE:COL: ", the file name escaped, that text
// output puts before an error about the input at p; "" for nil.
func prefix(p *record.Position) string {
	if p == nil {
		return ""
	}
	return fmt.Sprintf("%s:%d:%d: ", showText(p.File), p.Line, p.Column)
}

// noteCut says on stderr that the line l from src was longer than the
// command reads, so that the error printed for it, which is about the
// bytes that were read, is not taken for the whole line's.
func noteCut(o *output, cmd string, src source, l line) error {
	return o.fail(fmt.Sprintf("rfc2396 %s: %s:%d: the line is %d bytes long; only its first %d bytes were read\n", cmd, showText(src.File), src.Line, l.Len, len(l.Text)))
}

// A lineCommand says how a command reads lines: its name, how many bytes
// of a line it keeps, with how many workers (runLines).
type lineCommand struct {
	cmd       string
	max, jobs int
}

// eachInput calls the function that newDo returns for o with each
// argument, or, when there is none or only "-", with each line of stdin,
// cut to c.max bytes, in c.jobs workers (runLines), each with the function
// newDo returns for its own output: a line that was cut is noted on
// stderr (noteCut). It stops at the first error, or at an *inputError.
func eachInput(c lineCommand, args []string, stdin io.Reader, o *output, newDo func(o *output) func(text string, src source) error) error {
	if !isStdin(args) {
		do := newDo(o)
		for _, s := range args {
			if err := do(s, arg); err != nil {
				return err
			}
		}
		return nil
	}
	return runLines(stdin, stdinName, c.max, c.jobs, o, func(o *output) lineFunc {
		do := newDo(o)
		return func(l line, src source) error {
			if l.Cut() {
				if err := noteCut(o, c.cmd, src, l); err != nil {
					return err
				}
			}
			return do(l.Text, src)
		}
	})
}

// A pairFuncs is what a command does with a pair BASE, X (do), and with
// a line of standard input without a tab (bad).
type pairFuncs struct {
	do  func(base, x string, src source) error
	bad func(text string, src source) error
}

// eachPair calls the do of newDo(o) with BASE and each X of the
// arguments BASE X..., or, when the only argument is "-", with the two
// halves of each line "BASE<TAB>X" of stdin, cut to c.max bytes, in
// c.jobs workers (runLines), each with the functions newDo returns for
// its own output: a line that was cut is noted on stderr (noteCut). A
// line without a tab gets bad with its text instead. It stops at the
// first error.
func eachPair(c lineCommand, args []string, stdin io.Reader, o *output, newDo func(o *output) pairFuncs) error {
	if len(args) != 1 {
		f := newDo(o)
		for _, x := range args[1:] {
			if err := f.do(args[0], x, arg); err != nil {
				return err
			}
		}
		return nil
	}
	return runLines(stdin, stdinName, c.max, c.jobs, o, func(o *output) lineFunc {
		f := newDo(o)
		return func(l line, src source) error {
			if l.Cut() {
				if err := noteCut(o, c.cmd, src, l); err != nil {
					return err
				}
			}
			base, x, ok := strings.Cut(l.Text, "\t")
			if !ok && !l.Cut() {
				return f.bad(l.Text, src)
			}
			return f.do(base, x, src)
		}
	})
}

// A noTabError is the error of a line of standard input that should be
// "BASE<TAB>X" (X is REF for resolve, TARGET for relativize) and has no
// tab.
type noTabError struct {
	cmd, x string
}

func (e *noTabError) Error() string {
	return fmt.Sprintf("rfc2396: %s: want BASE<TAB>%s, found no tab", e.cmd, e.x)
}
