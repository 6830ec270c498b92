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

	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/syntax"
)

// Exit statuses.
const (
	exitOK      = 0 // every reference was valid
	exitInvalid = 1 // some reference was not, or reading or writing failed
	exitUsage   = 2 // the command line was wrong
)

const usageText = `usage:
  rfc2396 parse [--json] [--explain] [--redact] [SYNTAX] [REF...]
  rfc2396 resolve [--json] [--explain] [--backward-compatible] [--dotdot=keep|remove|error] [--redact] [SYNTAX] BASE REF...
  rfc2396 resolve [flags] -
  rfc2396 check [--json] [--warn] [--redact] [SYNTAX] FILE...
  rfc2396 match [--json] [--redact] [SYNTAX] RULE STRING...
  rfc2396 extract [--json] [--html] [--base URI] [--redact] [SYNTAX] [FILE...]
  rfc2396 normalize [--json] [--remove-dot-segments] [--redact] [SYNTAX] [REF...]
  rfc2396 relativize [--json] [--redact] [SYNTAX] BASE TARGET...
  rfc2396 relativize [flags] -
  rfc2396 escape --component=NAME [--repair] [SYNTAX] [DATA...]
  rfc2396 unescape [SYNTAX] [TEXT...]
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

SYNTAX is any of --rfc2396 (strict RFC 2396), --rfc2732 (IPv6 literals)
and --query-only (the reference "?y"); every command takes them but
conform and serve, whose suite and page choose the syntax of each
reference. Without them a command reads what its package reads by
default: strict RFC 2396, and for resolve also "?y".

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
// that takes a value takes it after "=" or as the next argument. When
// the command line asks for --redact, the arguments that a usage error
// quotes are redacted too.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, int) {
	hide := redacting(fs, args)
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
		name, value, hasValue := strings.Cut(strings.TrimPrefix(a[1:], "-"), "=")
		if name == "" || name[0] == '-' {
			return nil, usageError(fs, fs.Output(), "bad flag syntax: %s", showArg(a, hide))
		}
		f := fs.Lookup(name)
		switch {
		case f == nil && (name == "h" || name == "help"):
			fs.Usage()
			return nil, exitOK
		case f == nil:
			return nil, usageError(fs, fs.Output(), "unknown flag %s", showArg(a, hide))
		case hasValue:
		case isBool(f):
			value = "true"
		case i+1 < len(args):
			i++
			value = args[i]
		default:
			return nil, usageError(fs, fs.Output(), "flag -%s needs a value", name)
		}
		if err := f.Value.Set(value); err != nil {
			return nil, usageError(fs, fs.Output(), "invalid value %s for flag -%s: %v", showArg(value, hide), name, err)
		}
	}
	return rest, -1
}

// redacting reports whether args, parsed with fs, turn on --redact, so
// that the usage errors of parseFlags can hide what they quote before the
// flag is reached. The last --redact before "--" decides.
func redacting(fs *flag.FlagSet, args []string) bool {
	if fs.Lookup("redact") == nil {
		return false
	}
	on := false
	for _, a := range args {
		if a == "--" {
			break
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if len(a) < 2 || a[0] != '-' || name != "redact" {
			continue
		}
		if !hasValue {
			on = true
		} else if b, err := strconv.ParseBool(value); err == nil {
			on = b
		}
	}
	return on
}

// isBool reports whether f is a boolean flag, which takes no value after
// it.
func isBool(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// syntaxFlags are the flags that choose the syntax a command reads: the
// same for every command, declared by addSyntaxFlags and turned into
// options once (options), which the command gives to each library call.
// Each flag turns on one value of package syntax; without any, each call
// reads what its package reads by default.
type syntaxFlags struct {
	rfc2396, rfc2732, queryOnly bool
}

// addSyntaxFlags declares the syntax flags on fs.
func addSyntaxFlags(fs *flag.FlagSet) *syntaxFlags {
	f := new(syntaxFlags)
	fs.Var(onFlag{&f.rfc2396}, "rfc2396", `read strict RFC 2396 (syntax.RFC2396): no IPv6 literals, no query-only reference "?y"; --rfc2732 and --query-only add to it`)
	fs.Var(onFlag{&f.rfc2732}, "rfc2732", `read RFC 2396 as RFC 2732 amends it (syntax.RFC2732): IPv6 literal hosts ("http://[::1]/"), "[" and "]" reserved`)
	fs.Var(onFlag{&f.queryOnly}, "query-only", `accept Appendix C's query-only reference "?y" (syntax.QueryOnly), which Appendix A does not derive`)
	return f
}

// options returns the syntax that the flags choose, as options over the
// default of the library call they are given to: syntax.RFC2396 first,
// so that the other flags add to it whatever their order on the command
// line. It is nil without flags: the call's default.
func (f *syntaxFlags) options() []syntax.Option {
	var opts []syntax.Option
	if f.rfc2396 {
		opts = append(opts, syntax.RFC2396)
	}
	if f.rfc2732 {
		opts = append(opts, syntax.RFC2732)
	}
	if f.queryOnly {
		opts = append(opts, syntax.QueryOnly)
	}
	return opts
}

// An onFlag is a boolean flag that can only be turned on. "=false" is
// refused rather than read as "not given": for resolve, whose default
// accepts "?y", "--query-only=false" would still accept it.
type onFlag struct{ on *bool }

func (f onFlag) IsBoolFlag() bool { return true }

func (f onFlag) String() string { return strconv.FormatBool(f.on != nil && *f.on) }

func (f onFlag) Set(s string) error {
	on, err := strconv.ParseBool(s)
	switch {
	case err != nil:
		return errors.New("not a boolean")
	case !on:
		return errors.New("a syntax flag only turns a feature on: leave it out for the command's default, or give --rfc2396 for strict RFC 2396")
	}
	*f.on = true
	return nil
}

// redactFlag defines the --redact flag of every command that reads references.
func redactFlag(fs *flag.FlagSet) *bool {
	return fs.Bool("redact", false, `hide the password of a userinfo in all output ("u:xxxxx@h", as net/url's Redacted); offsets and carets then refer to the text with the password hidden`)
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

// unknownRule is the rule given to redact.Of for a string whose rule is
// not known, such as an argument that is not what its command expected:
// the password is taken from its first ":" to its last "@", which covers
// the other readings.
const unknownRule syntax.Rule = ""

// showArg quotes an argument for a message, as quoteArg does; with hide,
// its password hidden as that of a string whose rule is not known.
func showArg(s string, hide bool) string {
	if hide {
		s = redact.Of(s, unknownRule).String()
	}
	return quoteArg(s)
}

// stdinName is the name that messages give standard input.
const stdinName = "<stdin>"

// noteCut says on stderr that line n of file was longer than the command
// reads, so that the error printed for it, which is about the bytes that
// were read, is not taken for the whole line's.
func noteCut(stderr io.Writer, cmd, file string, n int, l line) {
	fmt.Fprintf(stderr, "rfc2396 %s: %s:%d: the line is %d bytes long; only its first %d bytes were read\n", cmd, file, n, l.len, len(l.text))
}

// eachInput calls do with each argument, or, when there is none or only
// "-", with each line of stdin, cut to max bytes: a line that was cut is
// noted on stderr for the command cmd (noteCut). It stops at do's first
// error.
func eachInput(args []string, stdin io.Reader, max int, stderr io.Writer, cmd string, do func(text string) error) error {
	if !isStdin(args) {
		for _, s := range args {
			if err := do(s); err != nil {
				return err
			}
		}
		return nil
	}
	n := 0
	return forEachLine(stdin, max, func(l line) error {
		n++
		if l.cut() {
			noteCut(stderr, cmd, stdinName, n, l)
		}
		return do(l.text)
	})
}

// eachPair calls do with BASE and each X of the arguments BASE X..., or,
// when the only argument is "-", with the two halves of each line
// "BASE<TAB>X" of stdin, cut to max bytes: a line that was cut is noted on
// stderr for the command cmd (noteCut). A line without a tab gets bad
// with its text and number instead. It stops at the first error.
func eachPair(args []string, stdin io.Reader, max int, stderr io.Writer, cmd string, do func(base, x string) error, bad func(text string, n int) error) error {
	if len(args) != 1 {
		for _, x := range args[1:] {
			if err := do(args[0], x); err != nil {
				return err
			}
		}
		return nil
	}
	n := 0
	return forEachLine(stdin, max, func(l line) error {
		n++
		if l.cut() {
			noteCut(stderr, cmd, stdinName, n, l)
		}
		base, x, ok := strings.Cut(l.text, "\t")
		if !ok && !l.cut() {
			return bad(l.text, n)
		}
		return do(base, x)
	})
}
