package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// Exit statuses.
const (
	exitOK      = 0 // every reference was valid
	exitInvalid = 1 // some reference was not, or reading or writing failed
	exitUsage   = 2 // the command line was wrong
)

const usageText = `usage:
  rfc2396 parse [--json] [--query-only] [--explain] [--rfc2732] [--redact] [REF...]
  rfc2396 resolve [--json] [--explain] [--backward-compatible] [--dotdot=keep|remove|error] [--rfc2732] [--redact] BASE REF...
  rfc2396 resolve [flags] -
  rfc2396 check [--json] [--warn] [--rfc2732] [--redact] FILE...
  rfc2396 match [--json] [--rfc2732] [--redact] RULE STRING...
  rfc2396 extract [--json] [--html] [--base URI] [--rfc2732] [--redact] [FILE...]
  rfc2396 normalize [--json] [--remove-dot-segments] [--rfc2732] [--redact] [REF...]
  rfc2396 relativize [--json] [--rfc2732] [--redact] BASE TARGET...
  rfc2396 relativize [flags] -
  rfc2396 escape --component=NAME [--repair] [DATA...]
  rfc2396 unescape [TEXT...]
  rfc2396 conform [--json] [--suite NAME]... [--timeout D] [--failures N] -- COMMAND [ARG...]
  rfc2396 conform [--json] [--suite NAME]... [--failures N] --self
  rfc2396 serve [--addr HOST:PORT] [--redact]

parse prints the components of each URI reference REF as a tree; with no
REF or with "-" it reads one reference a line from standard input.
resolve resolves each REF against the absolute URI BASE ("" for none); with
"-" it reads lines "BASE<TAB>REF" from standard input.
check reads each FILE ("-" for standard input) as one reference a line and
prints FILE:LINE:COL: message for each invalid line.
match reports whether each STRING is exactly the Appendix A rule RULE.
extract finds the URI references in plain text (Appendix E) or HTML.
normalize prints the normal form of each REF (section 6); relativize
prints the shortest reference from BASE to each TARGET, the inverse of
resolve; escape and unescape print each value escaped into the component
NAME (section 2.4) or decoded. With no REF, DATA or TEXT, or with "-",
they read one a line from standard input ("BASE<TAB>TARGET" lines for
relativize). conform runs the conformance suite on an implementation:
the adapter COMMAND, spoken to in JSON Lines, or this library (--self).
serve serves the live viewer, a page that shows all of this as you type,
at http://127.0.0.1:8396/ unless --addr says otherwise.

Flags may come before, between or after the arguments; "--" ends them.
Run "rfc2396 COMMAND -h" for the flags of a command.
Exit status: 0 all valid, 1 some invalid, 2 usage error.
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run runs the command line args (without the program name) and returns
// the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usageText)
		return exitUsage
	}
	switch args[0] {
	case "parse":
		return runParse(args[1:], stdin, stdout, stderr)
	case "resolve":
		return runResolve(args[1:], stdin, stdout, stderr)
	case "check":
		return runCheck(args[1:], stdin, stdout, stderr)
	case "match":
		return runMatch(args[1:], stdin, stdout, stderr)
	case "extract":
		return runExtract(args[1:], stdin, stdout, stderr)
	case "normalize":
		return runNormalize(args[1:], stdin, stdout, stderr)
	case "relativize":
		return runRelativize(args[1:], stdin, stdout, stderr)
	case "escape":
		return runEscape(args[1:], stdin, stdout, stderr)
	case "unescape":
		return runUnescape(args[1:], stdin, stdout, stderr)
	case "conform":
		return runConform(args[1:], stdout, stderr)
	case "serve":
		return runServe(args[1:], stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usageText)
		return exitOK
	}
	fmt.Fprintf(stderr, "rfc2396: unknown command %q\n\n%s", args[0], usageText)
	return exitUsage
}

// newFlagSet returns a flag set for the command name whose usage message,
// on stderr, is the line synopsis followed by the flags.
func newFlagSet(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: %s\n", synopsis)
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args with fs and returns the arguments that are not
// flags, in order, and the exit status to stop with, or -1 to go on: 0
// when help was asked for, 2 for a bad flag (the message and the usage are
// printed). Flags may come before, between or after the arguments, as
// with most tools; "--" ends them, and "-" alone is an argument. A flag
// that takes a value takes it after "=" or as the next argument.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, int) {
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return append(rest, args[i+1:]...), -1
		}
		if len(a) < 2 || a[0] != '-' {
			rest = append(rest, a)
			continue
		}
		name, _, hasValue := strings.Cut(strings.TrimPrefix(a[1:], "-"), "=")
		if name == "" || name[0] == '-' {
			return nil, usageError(fs, fs.Output(), "bad flag syntax: %s", quoteArg(a))
		}
		f := fs.Lookup(name)
		if f == nil && name != "h" && name != "help" {
			return nil, usageError(fs, fs.Output(), "unknown flag %s", quoteArg(a))
		}
		one := []string{a}
		if f != nil && !hasValue && !isBool(f) && i+1 < len(args) {
			i++
			one = append(one, args[i])
		}
		switch err := fs.Parse(one); {
		case errors.Is(err, flag.ErrHelp):
			return nil, exitOK
		case err != nil:
			return nil, exitUsage
		}
	}
	return rest, -1
}

// isBool reports whether f is a boolean flag, which takes no value after
// it.
func isBool(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// rfc2732Flag defines the --rfc2732 flag of every command that parses.
func rfc2732Flag(fs *flag.FlagSet) *bool {
	return fs.Bool("rfc2732", false, `read references as RFC 2732 amends RFC 2396: IPv6 literal hosts ("http://[::1]/"), "[" and "]" reserved (parser.RFC2732)`)
}

// redactFlag defines the --redact flag of every command that reads references.
func redactFlag(fs *flag.FlagSet) *bool {
	return fs.Bool("redact", false, `hide the password of a userinfo in all output ("u:xxxxx@h", as net/url's Redacted)`)
}

// usageError reports a usage error of the command with fs and returns
// exitUsage.
func usageError(fs *flag.FlagSet, stderr io.Writer, format string, args ...any) int {
	fmt.Fprintf(stderr, "rfc2396 %s: %s\n", fs.Name(), fmt.Sprintf(format, args...))
	fs.Usage()
	return exitUsage
}

// finish flushes w and returns status, or exitInvalid with a message on
// stderr when writing failed.
func finish(w *bufio.Writer, stderr io.Writer, status int) int {
	if err := w.Flush(); err != nil {
		fmt.Fprintf(stderr, "rfc2396: write: %v\n", err)
		return exitInvalid
	}
	return status
}

// A lineReader reads lines from a stream in constant memory: it keeps at
// most max bytes of each line and skips the rest.
type lineReader struct {
	r   *bufio.Reader
	buf []byte
	max int
}

func newLineReader(r io.Reader, max int) *lineReader {
	return &lineReader{r: bufio.NewReader(r), max: max}
}

// A line is one line of input without its line ending.
type line struct {
	text string // the line's text, cut to the reader's max bytes
	len  int    // the length of the whole line, more than len(text) when it was cut
}

// cut reports whether the line was longer than what was kept of it.
func (l line) cut() bool { return l.len > len(l.text) }

// next returns the next line without its "\n" or "\r\n". A last line
// without a newline is a line too; after the last line next returns
// io.EOF.
func (lr *lineReader) next() (line, error) {
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

// forEachLine calls f with each line of r, keeping at most max bytes of a
// line, until f returns an error or the input ends. It returns the error
// of f or of reading; the end of the input is not an error.
func forEachLine(r io.Reader, max int, f func(line) error) error {
	lr := newLineReader(r, max)
	for {
		l, err := lr.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("read: %w", err)
		}
		if err := f(l); err != nil {
			return err
		}
	}
}

// isStdin reports whether the arguments ask for standard input: none, or
// "-" alone.
func isStdin(args []string) bool {
	return len(args) == 0 || len(args) == 1 && args[0] == "-"
}

// synopsis returns the usage line of the command name.
func synopsis(name string) string {
	for l := range strings.Lines(usageText) {
		if strings.HasPrefix(l, "  rfc2396 "+name+" ") {
			return strings.TrimSpace(l)
		}
	}
	return "rfc2396 " + name
}

// quoteArg quotes a command-line argument for a message, escaping control
// characters and invalid UTF-8 so that they cannot reach a terminal.
func quoteArg(s string) string { return strconv.Quote(s) }

// eachInput calls do with each argument and its length, or, when there is
// none or only "-", with each line of stdin (cut to max bytes) and the
// length of the whole line. It stops at do's first error.
func eachInput(args []string, stdin io.Reader, max int, do func(text string, length int) error) error {
	if !isStdin(args) {
		for _, s := range args {
			if err := do(s, len(s)); err != nil {
				return err
			}
		}
		return nil
	}
	return forEachLine(stdin, max, func(l line) error { return do(l.text, l.len) })
}

// eachPair calls do with BASE and each X of the arguments BASE X..., or,
// when the only argument is "-", with the two halves of each line
// "BASE<TAB>X" of stdin and, for a line longer than max, its length (0
// otherwise). A line without a tab gets bad with its number instead. It
// stops at the first error.
func eachPair(args []string, stdin io.Reader, max int, do func(base, x string, cut int) error, bad func(text string, n int) error) error {
	if len(args) != 1 {
		for _, x := range args[1:] {
			if err := do(args[0], x, 0); err != nil {
				return err
			}
		}
		return nil
	}
	n := 0
	return forEachLine(stdin, max, func(l line) error {
		n++
		base, x, ok := strings.Cut(l.text, "\t")
		if !ok && !l.cut() {
			return bad(l.text, n)
		}
		cut := 0
		if l.cut() {
			cut = l.len
		}
		return do(base, x, cut)
	})
}
