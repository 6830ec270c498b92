package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// maxValueLine is the longest line of standard input that escape and
// unescape take as one value; a longer one is an error, not cut.
const maxValueLine = parser.MaxInputLength

// runEscape runs "rfc2396 escape".
func runEscape(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("escape", synopsis("escape"), stderr)
	name := fs.String("component", "", "the `NAME` of the component, its rule: "+componentNames())
	repair := fs.Bool("repair", false, "escape only what the component's rule forbids, keeping valid escapes and reserved characters (for text a person typed)")
	syn := addSyntaxFlags(fs)
	rest, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	if *name == "" {
		return usageError(fs, stderr, "missing --component")
	}
	c, err := escape.ParseComponent(*name)
	if err != nil {
		return usageError(fs, stderr, "--component must be one of %s, not %s", componentNames(), quoteArg(*name))
	}
	return eachValue("escape", rest, stdin, stdout, stderr, escaper(c, *repair, syn.options()))
}

// componentNames lists the names of the components that escape takes,
// package escape's, which are their rules'.
func componentNames() string {
	var names []string
	for _, c := range escape.Components() {
		names = append(names, c.String())
	}
	return strings.Join(names, ", ")
}

// escaper returns what escape does to each value: the command's one use
// of package escape's Escape and Repair. Repair reads the component's rule
// in the syntax of opts; Escape takes none, since it escapes "[" and "]"
// in every syntax.
func escaper(c escape.Component, repair bool, opts []syntax.Option) func(string) (string, error) {
	if repair {
		return func(text string) (string, error) { return escape.Repair(text, c, opts...) }
	}
	return func(data string) (string, error) { return escape.Escape(data, c), nil }
}

// runUnescape runs "rfc2396 unescape". It takes the syntax flags as every
// command does; decoding is the same in every syntax.
func runUnescape(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("unescape", synopsis("unescape"), stderr)
	addSyntaxFlags(fs)
	rest, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	return eachValue("unescape", rest, stdin, stdout, stderr, escape.Unescape)
}

// eachValue prints f of each argument, or of each line of stdin when
// there is none or only "-", on a line of its own. A value that f fails
// on gets the error message in its place, and the exit status is 1.
func eachValue(cmd string, args []string, stdin io.Reader, stdout, stderr io.Writer, f func(string) (string, error)) int {
	w := bufio.NewWriter(stdout)
	status := exitOK
	do := func(v string) error {
		out, err := f(v)
		if err != nil {
			status = exitInvalid
			out = err.Error()
		}
		_, err = fmt.Fprintln(w, out)
		return err
	}
	var err error
	if !isStdin(args) {
		for _, v := range args {
			if err = do(v); err != nil {
				break
			}
		}
	} else {
		n := 0
		err = forEachLine(stdin, maxValueLine, func(l line) error {
			n++
			if l.cut() {
				status = exitInvalid
				_, err := fmt.Fprintf(w, "rfc2396: %s: line %d is %d bytes long, more than the %d bytes a value may have\n", cmd, n, l.len, maxValueLine)
				return err
			}
			return do(l.text)
		})
	}
	if err != nil {
		w.Flush()
		fmt.Fprintf(stderr, "rfc2396: %v\n", err)
		return exitInvalid
	}
	return finish(w, stderr, status)
}
