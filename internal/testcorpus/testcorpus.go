// Package testcorpus reads the test data that several packages' tests
// share: the references of testdata/parse, and sections of the RFCs in
// testdata/spec. Only tests import it. A file
// that is missing or malformed is a bug in the repository, so its
// functions panic rather than return an error.
package testcorpus

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// Lines returns the lines of the file name that are neither blank nor
// comments ("// " first).
func Lines(name string) []string {
	f, err := os.Open(name)
	if err != nil {
		panic(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if l := sc.Text(); l != "" && !strings.HasPrefix(l, "// ") {
			out = append(out, l)
		}
	}
	if err := sc.Err(); err != nil {
		panic(err)
	}
	return out
}

// Field unquotes a Go-quoted field; a field that does not start with a
// double quote stands for itself.
func Field(s string) string {
	if !strings.HasPrefix(s, `"`) {
		return s
	}
	u, err := strconv.Unquote(s)
	if err != nil {
		panic("testcorpus: bad quoted field " + s + ": " + err.Error())
	}
	return u
}

// Valid returns the references of parse/valid.txt under the testdata
// folder dir: one a line, Go-quoted when it starts with a double quote.
func Valid(dir string) []string {
	var out []string
	for _, l := range Lines(dir + "/parse/valid.txt") {
		out = append(out, Field(l))
	}
	return out
}

// Printable returns the references of bench/refs.txt (each line's field
// after its name; comment lines start with "#") and those of
// parse/valid.txt that are not Go-quoted, under the testdata folder dir:
// references that print as they are, one a line, for the inputs of the
// commands' tests and benchmarks.
func Printable(dir string) []string {
	var out []string
	f, err := os.ReadFile(dir + "/bench/refs.txt")
	if err != nil {
		panic(err)
	}
	for _, l := range strings.Split(string(f), "\n") {
		if _, ref, ok := strings.Cut(l, " "); ok && !strings.HasPrefix(l, "#") {
			out = append(out, ref)
		}
	}
	for _, l := range Lines(dir + "/parse/valid.txt") {
		if !strings.HasPrefix(l, `"`) {
			out = append(out, l)
		}
	}
	return out
}

// Section returns the text of the RFC in the file name (testdata/spec's)
// from the line that starts with the heading from to the line that
// starts with the heading to, the first after it; it fails tb when
// either is missing.
func Section(tb testing.TB, name, from, to string) string {
	tb.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		tb.Fatal(err)
	}
	text := string(b)
	i := strings.Index(text, "\n"+from)
	if i < 0 {
		tb.Fatalf("%s: no heading %q", name, from)
	}
	j := strings.Index(text[i+1:], "\n"+to)
	if j < 0 {
		tb.Fatalf("%s: no heading %q after %q", name, to, from)
	}
	return text[i+1 : i+1+j]
}
