package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// runCmd runs the command line args with stdin as standard input.
func runCmd(t *testing.T, stdin string, args ...string) (status int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	status = run(args, strings.NewReader(stdin), &out, &errOut)
	return status, out.String(), errOut.String()
}

// golden compares got with the golden file testdata/name, or rewrites the
// file with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test -update to create it")
	assert.Equal(t, string(want), got, "golden file %s; run go test -update if the change is right", path)
}

// A goldenRun is the flags of one run of a command, and the golden file
// that holds its standard output. A run in text output writes its errors
// on standard error, which the golden file named as golden with
// "_stderr" before ".golden" holds; one with --json writes nothing
// there.
type goldenRun struct {
	golden string
	flags  []string
}

// stderrGolden is the name of the golden file of the standard error of
// the run.
func (r goldenRun) stderrGolden() string {
	return strings.TrimSuffix(r.golden, ".golden") + "_stderr.golden"
}

// jsonOut reports whether the run prints JSON.
func (r goldenRun) jsonOut() bool { return slices.Contains(r.flags, "--json") }

// check compares the output of the run with its golden files.
func (r goldenRun) check(t *testing.T, stdout, stderr string) {
	t.Helper()
	golden(t, r.golden, stdout)
	if r.jsonOut() {
		assert.Empty(t, stderr, "with --json, every record is on standard output")
		return
	}
	golden(t, r.stderrGolden(), stderr)
}

// goldenLines runs the command line args, each run's flags and "-" on the
// lines of the file testdata/input, and compares the output with the
// run's golden files. Some lines of each input fail, so every run exits
// 1; with perLine, a run writes one line for each line of input, on
// standard output or, for an error in text output, on standard error.
func goldenLines(t *testing.T, input string, args []string, perLine bool, runs ...goldenRun) {
	t.Helper()
	in, err := os.ReadFile(filepath.Join("testdata", input))
	require.NoError(t, err)
	for _, r := range runs {
		t.Run(r.golden, func(t *testing.T) {
			status, stdout, stderr := runCmd(t, string(in), append(append(append([]string(nil), args...), r.flags...), "-")...)
			assert.Equal(t, exitInvalid, status, "some lines of %s fail", input)
			if perLine {
				assert.Equal(t, inputLines(string(in)), countLines(t, stdout)+countLines(t, stderr))
			}
			r.check(t, stdout, stderr)
		})
	}
}

// stdinPosition is the "FILE:LINE:COL: " that an error about a line of
// standard input starts with.
var stdinPosition = regexp.MustCompile(`(?m)^<stdin>:(\d+):(\d+): `)

// goldenRefs runs the command line args and each run's flags on refs, as
// arguments and as lines of standard input, and compares the output with
// the run's golden files. Some refs are invalid, so every run exits 1.
// From standard input the output must be the same, but that an error
// says where it is: in text output "<stdin>:LINE:COL: " before the
// error's line, in JSON the keys file, line and column of an invalid
// reference's record.
func goldenRefs(t *testing.T, refs, args []string, runs ...goldenRun) {
	t.Helper()
	for _, r := range runs {
		t.Run(r.golden, func(t *testing.T) {
			args := append(append([]string(nil), args...), r.flags...)
			status, stdout, stderr := runCmd(t, "", append(append(args, "--"), refs...)...)
			assert.Equal(t, exitInvalid, status, "some references are invalid")
			r.check(t, stdout, stderr)

			status, fromStdin, stdinErr := runCmd(t, strings.Join(refs, "\n")+"\n", args...)
			assert.Equal(t, exitInvalid, status)
			if !r.jsonOut() {
				assert.Equal(t, stdout, fromStdin)
				assert.Equal(t, stderr, stdinPosition.ReplaceAllString(stdinErr, ""))
				assert.Equal(t, strings.Count(stderr, "rfc2396: "), len(stdinPosition.FindAllString(stdinErr, -1)), "every error line says where")
				return
			}
			assert.Empty(t, stdinErr)
			fromArgs, fromLines := decodeLines(t, stdout), decodeLines(t, fromStdin)
			require.Len(t, fromLines, len(refs))
			require.Len(t, fromArgs, len(refs))
			for i, rec := range fromLines {
				if rec["valid"] == false {
					assert.Equal(t, stdinName, rec["file"], "%v", rec)
					assert.Equal(t, float64(i+1), rec["line"], "%v", rec)
					assert.Equal(t, rec["error"].(map[string]any)["offset"].(float64)+1, rec["column"], "%v", rec)
					delete(rec, "file")
					delete(rec, "line")
					delete(rec, "column")
				}
				assert.Equal(t, fromArgs[i], rec)
			}
		})
	}
}

func TestExitStatus(t *testing.T) {
	checkExitStatus(t, []exitCase{
		{"no command", nil, "", exitUsage, "usage:"},
		{"unknown command", []string{"frobnicate"}, "", exitUsage, `unknown command "frobnicate"`},
		{"flag before command", []string{"--json", "parse", "a"}, "", exitUsage, `unknown command "--json"`},
		{"help", []string{"help"}, "", exitOK, ""},
		{"parse help", []string{"parse", "-h"}, "", exitOK, ""}, // on standard output: TestHelp
		{"parse unknown flag", []string{"parse", "--xml", "a"}, "", exitUsage, `rfc2396 parse: unknown flag "--xml"`},
		{"unknown flag after a ref", []string{"parse", "a", "--xml"}, "", exitUsage, `unknown flag "--xml"`},
		{"unknown flag is escaped", []string{"parse", "--x\x1b[31m\n"}, "", exitUsage, `unknown flag "--x\x1b[31m\n"`},
		{"unknown flag with a value", []string{"parse", "--x=\x00"}, "", exitUsage, `unknown flag "--x=\x00"`},
		{"bad flag syntax", []string{"parse", "---json"}, "", exitUsage, `bad flag syntax: "---json"`},
		{"bad flag value", []string{"parse", "--json=maybe", "a"}, "", exitUsage, `invalid value "maybe" for flag -json: parse error`},
		{"parse valid", []string{"parse", "http://a/b"}, "", exitOK, ""},
		{"parse valid json", []string{"parse", "--json", "http://a/b", "c"}, "", exitOK, ""},
		{"parse single dash json", []string{"parse", "-json", "c"}, "", exitOK, ""},
		{"parse empty reference", []string{"parse", ""}, "", exitOK, ""},
		{"parse invalid", []string{"parse", "http://a b/"}, "", exitInvalid, `rfc2396: parse "http://a b/": unexpected ' ' at offset 8`},
		{"parse one invalid of many", []string{"parse", "a", "b c", "d"}, "", exitInvalid, `rfc2396: parse "b c"`},
		{"parse invalid json", []string{"parse", "--json", "a", "%"}, "", exitInvalid, ""},
		{"parse after double dash", []string{"parse", "--", "-json"}, "", exitOK, ""},
		{"parse flag after ref", []string{"parse", "a", "--json"}, "", exitOK, ""},
		{"parse flag between refs", []string{"parse", "a", "--json", "b"}, "", exitOK, ""},
		{"parse dash is a ref", []string{"parse", "--json", "-"}, "a\n", exitOK, ""},
		{"parse help after a ref", []string{"parse", "a", "-h"}, "", exitOK, ""},
		{"parse stdin valid", []string{"parse"}, "a\nb\n", exitOK, ""},
		{"parse stdin dash", []string{"parse", "-"}, "a\nb c\n", exitInvalid, `<stdin>:2:2: rfc2396: parse "b c"`},
		{"parse stdin empty", []string{"parse"}, "", exitOK, ""},
	})
}

// An exitCase is a command line, its standard input, and the exit status
// and standard error it must give.
type exitCase struct {
	name   string
	args   []string
	stdin  string
	status int
	stderr string // a part of standard error; "" for none at all
}

// checkExitStatus runs each case and checks its exit status and standard
// error.
func checkExitStatus(t *testing.T, tests []exitCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, _, stderr := runCmd(t, tt.stdin, tt.args...)
			assert.Equal(t, tt.status, status)
			if tt.stderr == "" {
				assert.Empty(t, stderr)
			} else {
				assert.Contains(t, stderr, tt.stderr)
			}
		})
	}
}

func TestLineReader(t *testing.T) {
	tests := []struct {
		name  string
		input string
		max   int
		want  []line
	}{
		{"empty input", "", 100, nil},
		{"one empty line", "\n", 100, []line{{"", 0}}},
		{"lines", "a\nbc\n", 100, []line{{"a", 1}, {"bc", 2}}},
		{"last line without newline", "a\nbc", 100, []line{{"a", 1}, {"bc", 2}}},
		{"crlf", "a\r\nbc\r\n", 100, []line{{"a", 1}, {"bc", 2}}},
		{"one cr stripped", "a\r\r\n", 100, []line{{"a\r", 2}}},
		{"lone cr kept", "a\rb\r", 100, []line{{"a\rb\r", 4}}},
		{"blank lines", "\n\r\n\n", 100, []line{{"", 0}, {"", 0}, {"", 0}}},
		{"cut", "abcdef\nxy\n", 3, []line{{"abc", 6}, {"xy", 2}}},
		{"cut at crlf", "abc\r\nx", 4, []line{{"abc", 3}, {"x", 1}}},
		{"cut before crlf", "abcde\r\n", 4, []line{{"abcd", 5}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []line
			err := forEachLine(strings.NewReader(tt.input), stdinName, tt.max, func(l line) error {
				got = append(got, l)
				return nil
			})
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestLineReaderLongLines(t *testing.T) {
	// Lines longer than bufio's buffer are read in several pieces; a "\r"
	// at the end of one piece and "\n" at the start of the next is still
	// a "\r\n".
	for _, n := range []int{4095, 4096, 4097, 8191, 8192, 100_000} {
		x := strings.Repeat("x", n-1)
		input := x + "\r\n" + x + "\r\r\n" + x + "\n" + "end"
		var got []line
		err := forEachLine(strings.NewReader(input), stdinName, 1<<20, func(l line) error {
			got = append(got, l)
			return nil
		})
		require.NoError(t, err)
		want := []line{{x, n - 1}, {x + "\r", n}, {x, n - 1}, {"end", 3}}
		// Compare without printing a whole long line on failure.
		require.Len(t, got, len(want), "n=%d", n)
		for i := range want {
			assert.True(t, want[i] == got[i], "n=%d line %d: got %d bytes of %d, want %d of %d",
				n, i, len(got[i].text), got[i].len, len(want[i].text), want[i].len)
		}
	}
}

// errReader fails after its data.
type errReader struct{ data io.Reader }

func (r errReader) Read(p []byte) (int, error) {
	n, err := r.data.Read(p)
	if err == io.EOF {
		return n, errors.New("disk on fire")
	}
	return n, err
}

func TestReadError(t *testing.T) {
	var out, errOut bytes.Buffer
	status := run([]string{"parse"}, errReader{strings.NewReader("a\n")}, &out, &errOut)
	assert.Equal(t, exitIO, status, "an I/O error, not an invalid input")
	assert.Equal(t, "rfc2396 parse: read <stdin>: disk on fire\n", errOut.String())
	assert.Contains(t, out.String(), `URIReference [0,1) "a"`, "the lines before the error are printed")
}

// failWriter fails every write.
type failWriter struct{}

func (failWriter) Write(p []byte) (int, error) { return 0, errors.New("pipe closed") }

func TestWriteError(t *testing.T) {
	for _, args := range [][]string{{"parse", "a"}, {"parse", "--json", "a"}, {"parse"}} {
		var errOut bytes.Buffer
		input := strings.Repeat("a\n", 10_000) // more than the writer's buffer
		status := run(args, strings.NewReader(input), failWriter{}, &errOut)
		assert.Equal(t, exitIO, status, "%q", args)
		assert.Equal(t, "rfc2396 parse: write: pipe closed\n", errOut.String(), "%q", args)
	}
}

// countLines counts the lines of what the command wrote.
func countLines(t *testing.T, s string) int {
	t.Helper()
	n := 0
	sc := bufio.NewScanner(strings.NewReader(s))
	sc.Buffer(nil, 4<<20)
	for sc.Scan() {
		n++
	}
	require.NoError(t, sc.Err())
	return n
}

// TestFlagsAnywhere checks that a flag means the same before, between and
// after the arguments, and that "--" ends the flags.
func TestFlagsAnywhere(t *testing.T) {
	for _, tc := range []struct {
		name string
		args [][]string // command lines that must print the same
	}{
		{"parse json", [][]string{
			{"parse", "--json", "http://a/", "b"},
			{"parse", "http://a/", "--json", "b"},
			{"parse", "http://a/", "b", "--json"},
			{"parse", "-json", "--", "http://a/", "b"},
		}},
		{"resolve dotdot", [][]string{
			{"resolve", "--dotdot=remove", "http://a/b/c", "../../g"},
			{"resolve", "http://a/b/c", "--dotdot=remove", "../../g"},
			{"resolve", "http://a/b/c", "../../g", "--dotdot", "remove"},
			{"resolve", "--dotdot", "remove", "--", "http://a/b/c", "../../g"},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, want, stderr := runCmd(t, "", tc.args[0]...)
			require.Empty(t, stderr)
			for _, args := range tc.args[1:] {
				s, got, e := runCmd(t, "", args...)
				assert.Equal(t, status, s, "%q", args)
				assert.Equal(t, want, got, "%q", args)
				assert.Empty(t, e, "%q", args)
			}
		})
	}
	// After "--", what looks like a flag is an argument.
	status, stdout, _ := runCmd(t, "", "parse", "--json", "--", "--json")
	assert.Equal(t, exitOK, status)
	assert.Contains(t, stdout, `"input":"--json"`)
	status, stdout, _ = runCmd(t, "", "resolve", "http://a/b/c", "--dotdot=remove", "../../g")
	assert.Equal(t, exitOK, status)
	assert.Equal(t, "http://a/g\n", stdout, "the flag is a flag, not a reference")
}
