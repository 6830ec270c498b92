package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
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

// fileFlag declares --file on fs, repeatable: the files the command
// reads, one input a line, after its arguments ("-" for standard input).
func fileFlag(fs *flagSet) *[]string {
	files := new([]string)
	fs.Var(filesFlag{files}, "file", "read the `FILE`, one input a line, after the arguments (repeatable; \"-\" for standard input)")
	return files
}

// filesFlag is the repeatable --file flag.
type filesFlag struct{ files *[]string }

func (f filesFlag) String() string { return "" }

func (f filesFlag) Set(s string) error {
	if s == "" {
		return errors.New("the name of a file is not empty")
	}
	*f.files = append(*f.files, s)
	return nil
}

// inputs are what a command that reads references reads, in order: its
// arguments, each one input ("-" alone: the lines of standard input),
// then the lines of each file that --file names ("-": standard input);
// standard input when there are neither. resolve and relativize read
// their arguments as BASE X..., and the lines as "BASE<TAB>X".
type inputs struct {
	args  []string
	files []string
}

// lines returns the files whose lines the inputs hold after their
// arguments: in.files, or standard input when there is no input else.
func (in inputs) lines() []string {
	if len(in.args) == 0 && len(in.files) == 0 {
		return []string{"-"}
	}
	return in.files
}

// A lineCommand says how a command reads its inputs: its name, how many
// bytes of a line it keeps, with how many workers (runLines), whether
// its error text hides passwords, and the name under which its
// arguments are numbered as lines, for a command whose output says where
// each error is (check: "<args>:2:5: ..." is about the second argument),
// "" when an argument has no position.
type lineCommand struct {
	cmd        string
	max, jobs  int
	hideErrors bool
	argsName   string
}

// argsName is the name under which check numbers its arguments.
const argsName = "<args>"

// argSource returns the source of the argument at place n, from 1.
func (c lineCommand) argSource(n int) source {
	if c.argsName == "" {
		return arg
	}
	return source{File: c.argsName, Line: n}
}

// noteFile says on standard error that the argument a, which the command
// reads as an input, is also the name of a file, and how to read that
// file: so that "rfc2396 check urls.txt", which checks the reference
// "urls.txt", does not pass in silence.
func (c lineCommand) noteFile(o *output, a string) error {
	if a == "" || a == "-" {
		return nil
	}
	if fi, err := os.Stat(a); err != nil || fi.IsDir() {
		return nil
	}
	name := showName(a, c.hideErrors)
	return o.fail(fmt.Sprintf("rfc2396 %s: note: %s is also a file; to read it, give --file %s\n", c.cmd, name, name))
}

// eachLine works the lines of the file name ("-" for standard input) in
// c.jobs workers, each with the function that newLine returns for its
// own output (runLines). A file that cannot be opened or read is said on
// standard error, with exitIO, after the lines read before; the error
// returned is one of writing.
func (c lineCommand) eachLine(name string, stdin io.Reader, o *output, newLine func(o *output) lineFunc) error {
	r, name, closeFile, err := openInput(name, stdin)
	if err == nil {
		defer closeFile()
		err = runLines(r, name, c.max, c.jobs, o, newLine)
	}
	var ie *inputError
	if errors.As(err, &ie) {
		o.setStatus(exitIO)
		return o.fail("rfc2396 " + c.cmd + ": " + showText(err.Error()) + "\n")
	}
	return err
}

// forEach works the inputs of in: each argument with the function that
// newArg returns for o, with its source; and the lines of standard input
// and of files with the functions that newLine returns for the workers'
// outputs (eachLine). An argument that is also the name of a file gets a
// note (noteFile). It stops at the first error of writing.
func (c lineCommand) forEach(in inputs, stdin io.Reader, o *output, newArg func(o *output) func(text string, src source) error, newLine func(o *output) lineFunc) error {
	var do func(string, source) error
	for i, a := range in.args {
		if a == "-" {
			if err := c.eachLine(a, stdin, o, newLine); err != nil {
				return err
			}
			continue
		}
		if err := c.noteFile(o, a); err != nil {
			return err
		}
		if do == nil {
			do = newArg(o)
		}
		if err := do(a, c.argSource(i+1)); err != nil {
			return err
		}
	}
	for _, f := range in.lines() {
		if err := c.eachLine(f, stdin, o, newLine); err != nil {
			return err
		}
	}
	return nil
}

// eachInput calls the function that newDo returns for o with each input
// of in (forEach): each argument, and each line of standard input and of
// the files, cut to c.max bytes, in c.jobs workers, each with the
// function newDo returns for its own output; a line that was cut is
// noted on stderr (noteCut). It stops at the first error of writing.
func eachInput(c lineCommand, in inputs, stdin io.Reader, o *output, newDo func(o *output) func(text string, src source) error) error {
	return c.forEach(in, stdin, o, newDo, func(o *output) lineFunc {
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
// a line without a tab (bad).
type pairFuncs struct {
	do  func(base, x string, src source) error
	bad func(text string, src source) error
}

// pairArgs checks the arguments of a command that reads pairs BASE X...
// (resolve, relativize, whose X is x): there are none, "-" alone, or a
// BASE and at least one X, none of them "-". It returns the usage error
// to report, or "".
func (c lineCommand) pairArgs(args []string, x string) string {
	switch {
	case len(args) == 0 || len(args) == 1 && args[0] == "-":
		return ""
	case slices.Contains(args, "-"):
		return fmt.Sprintf("\"-\" reads BASE<TAB>%s lines from standard input: give it alone, not with BASE %s...", x, x)
	case len(args) > 1:
		return ""
	}
	if fi, err := os.Stat(args[0]); err == nil && !fi.IsDir() {
		name := showName(args[0], c.hideErrors)
		return fmt.Sprintf("missing %s; %s is also a file: to read its BASE<TAB>%s lines, give --file %s", x, name, x, name)
	}
	return "missing " + x
}

// eachPair calls the do of newDo(o) with BASE and each X of the
// arguments BASE X..., and with the two halves of each line "BASE<TAB>X"
// of standard input (for the argument "-" or when there is no input
// else) and of the files of in, cut to c.max bytes, in c.jobs workers,
// each with the functions newDo returns for its own output: a line that
// was cut is noted on stderr (noteCut). A line without a tab gets bad
// with its text instead. The arguments are as pairArgs wants them. It
// stops at the first error of writing.
func eachPair(c lineCommand, in inputs, stdin io.Reader, o *output, newDo func(o *output) pairFuncs) error {
	newLine := func(o *output) lineFunc {
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
	}
	args := in.args
	if len(args) == 1 {
		// "-": the pairs are lines.
		if err := c.eachLine(args[0], stdin, o, newLine); err != nil {
			return err
		}
		args = nil
	}
	if len(args) > 1 {
		for _, a := range args {
			if err := c.noteFile(o, a); err != nil {
				return err
			}
		}
		f := newDo(o)
		for _, x := range args[1:] {
			if err := f.do(args[0], x, arg); err != nil {
				return err
			}
		}
	}
	for _, f := range in.lines() {
		if err := c.eachLine(f, stdin, o, newLine); err != nil {
			return err
		}
	}
	return nil
}

// A noTabError is the error of a line that should be
// "BASE<TAB>X" (X is REF for resolve, TARGET for relativize) and has no
// tab.
type noTabError struct {
	cmd, x string
}

func (e *noTabError) Error() string {
	return fmt.Sprintf("rfc2396: %s: want BASE<TAB>%s, found no tab", e.cmd, e.x)
}
