package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"

	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/record"
	"github.com/rfc2396/rfc2396/syntax"
)

// An output is where a command writes: its results on standard output,
// buffered, so that standard output holds only data; and what went wrong
// with an input, in text output, on standard error.
type output struct {
	w      *bufio.Writer
	stderr io.Writer
	status int // the highest exit status the inputs gave, exitOK at first
}

// setStatus raises the exit status of the command to s.
func (o *output) setStatus(s int) { o.status = max(o.status, s) }

// newOutput returns the output of a command to stdout and stderr. The
// errors of writing to stdout are *writeErrors.
func newOutput(stdout, stderr io.Writer) *output {
	return &output{w: bufio.NewWriter(stdoutWriter{stdout}), stderr: stderr}
}

// fail writes s, the lines that say what went wrong with an input, on
// standard error, once what is buffered for standard output is written,
// so that where both go to one terminal they come in order. It returns
// the error of writing standard output; one of writing standard error
// cannot be reported anywhere.
func (o *output) fail(s string) error {
	if err := o.w.Flush(); err != nil {
		return err
	}
	io.WriteString(o.stderr, s)
	return nil
}

// failAt writes the error line msg about the input at p (nil for an
// argument) on standard error, after "FILE:LINE:COL: " for a line.
func (o *output) failAt(p *record.Position, msg string) error {
	return o.fail(prefix(p) + msg + "\n")
}

// finish flushes the output and returns status, or exitIO with a
// message on standard error when writing failed.
func (o *output) finish(cmd string, status int) int {
	if err := o.w.Flush(); err != nil {
		return o.stop(cmd, err)
	}
	return status
}

// stop ends the command cmd on err, which stopped it (an *inputError or
// a *writeError): it writes what it can of standard output, says err on
// standard error, and returns exitIO.
func (o *output) stop(cmd string, err error) int {
	o.w.Flush()
	fmt.Fprintf(o.stderr, "rfc2396 %s: %s\n", cmd, showText(err.Error()))
	return exitIO
}

// A stdoutWriter gives the errors of writing to w as *writeErrors, so
// that a command tells them from the errors of its input.
type stdoutWriter struct{ w io.Writer }

func (s stdoutWriter) Write(p []byte) (int, error) {
	n, err := s.w.Write(p)
	if err != nil {
		err = &writeError{err}
	}
	return n, err
}

// A writeError is a failure to write standard output.
type writeError struct{ err error }

func (e *writeError) Error() string { return "write: " + e.err.Error() }
func (e *writeError) Unwrap() error { return e.err }

// showText returns s, text of the input that text output echoes, with
// every character that could act on a terminal or hide another escaped
// as Go quotes a string (strconv.Quote), without the quotes: control
// characters ("\t", "\x1b", "\u0085"), bytes that are not UTF-8
// ("\xff"), characters that are not printable ("\u202e"), and the
// backslash and the double quote, so that the text reads back
// unambiguously. Printable text, non-ASCII letters included, is as
// given; a valid URI reference, which holds none of these, is unchanged.
func showText(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < ' ' || c > '~' || c == '"' || c == '\\' {
			q := strconv.Quote(s)
			return q[1 : len(q)-1]
		}
	}
	return s // printable ASCII, which Quote keeps as it is
}

// quoteArg quotes a command-line argument for a message, with the
// escaping of showText.
func quoteArg(s string) string { return strconv.Quote(s) }

// unknownRule is the rule given to redact.Of for a string whose rule is
// not known, such as an argument that is not what its command expected:
// the password is taken from its first ":" to its last "@", which covers
// the other readings.
const unknownRule syntax.Rule = ""

// showName returns an argument, such as a file name, as a note shows it
// unquoted: with the escaping of showText, and with hide its password
// hidden as that of a string whose rule is not known.
func showName(s string, hide bool) string {
	if hide {
		s = redact.Of(s, unknownRule).String()
	}
	return showText(s)
}

// showArg quotes an argument for a message, as quoteArg does; with hide,
// its password hidden as that of a string whose rule is not known.
func showArg(s string, hide bool) string {
	if hide {
		s = redact.Of(s, unknownRule).String()
	}
	return quoteArg(s)
}
