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
	"runtime/debug"
	"slices"
	"strconv"
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
		{"no command", nil, "", exitUsage, `rfc2396: missing command (see "rfc2396 help")`},
		{"unknown command", []string{"frobnicate"}, "", exitUsage, `unknown command "frobnicate"`},
		{"flag before command", []string{"--json", "parse", "a"}, "", exitUsage, `unknown command "--json"`},
		{"help", []string{"help"}, "", exitOK, ""},
		{"parse help", []string{"parse", "-h"}, "", exitOK, ""}, // on standard output: TestHelp
		{"parse unknown flag", []string{"parse", "--xml", "a"}, "", exitUsage, `rfc2396 parse: unknown flag "--xml"`},
		{"unknown flag after a ref", []string{"parse", "a", "--xml"}, "", exitUsage, `unknown flag "--xml"`},
		{"unknown flag is escaped", []string{"parse", "--x\x1b[31m\n"}, "", exitUsage, `unknown flag "--x\x1b[31m\n"`},
		{"unknown flag with a value", []string{"parse", "--x=\x00"}, "", exitUsage, `unknown flag "--x=\x00"`},
		{"bad flag syntax", []string{"parse", "---json"}, "", exitUsage, `bad flag syntax: "---json"`},
		{"bad flag value", []string{"parse", "--json=maybe", "a"}, "", exitUsage, `invalid value "maybe" for flag --json: parse error (see "rfc2396 help parse")`},
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

func TestVersionOf(t *testing.T) {
	vcs := func(kv ...string) []debug.BuildSetting {
		var s []debug.BuildSetting
		for i := 0; i < len(kv); i += 2 {
			s = append(s, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return s
	}
	for _, tc := range []struct {
		name string
		info *debug.BuildInfo
		ok   bool
		want string
	}{
		{"no build information", nil, false, "rfc2396 (devel) (no build information)"},
		{"a release", &debug.BuildInfo{GoVersion: "go1.24.0", Main: debug.Module{Path: "github.com/rfc2396/rfc2396", Version: "v1.2.3"}}, true,
			"rfc2396 v1.2.3 (go1.24.0)"},
		{"a checkout, stamped with a pseudo-version", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v0.0.0-20261123171842-a04fa0ae5f09+dirty"},
			Settings: vcs("vcs.revision", "a04fa0ae5f09")}, true, "rfc2396 v0.0.0-20261123171842-a04fa0ae5f09+dirty (go1.26.8)"},
		{"a checkout, (devel) and a revision", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"},
			Settings: vcs("vcs", "git", "vcs.revision", "a04fa0ae5f09", "vcs.time", "2026-11-23T17:18:42Z", "vcs.modified", "true")}, true,
			"rfc2396 revision a04fa0ae5f09, 2026-11-23T17:18:42Z, modified (go1.26.8)"},
		{"a clean checkout", &debug.BuildInfo{Main: debug.Module{Version: ""}, Settings: vcs("vcs.revision", "abc", "vcs.modified", "false")}, true,
			"rfc2396 revision abc"},
		{"no version, no revision", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"}}, true, "rfc2396 (devel) (go1.26.8)"},
	} {
		assert.Equal(t, tc.want, versionOf(tc.info, tc.ok), tc.name)
	}
}

func TestVersion(t *testing.T) {
	info, ok := debug.ReadBuildInfo()
	for _, flag := range []string{"--version", "-version"} {
		status, stdout, stderr := runCmd(t, "", flag)
		assert.Equal(t, exitOK, status)
		assert.Equal(t, versionOf(info, ok)+"\n", stdout, "this binary's build information")
		assert.Empty(t, stderr)
	}
	status, stdout, stderr := runCmd(t, "", "--version", "parse")
	assert.Equal(t, exitUsage, status)
	assert.Empty(t, stdout)
	assert.Contains(t, stderr, "--version takes no arguments")
}

// TestHelp checks that "help COMMAND" and "COMMAND -h" print the
// command's usage, what it does, its flags and the exit statuses on
// standard output, and that "help" alone prints the usage, which lists
// every command.
func TestHelp(t *testing.T) {
	_, usage, _ := runCmd(t, "", "help")
	for _, c := range commandList() {
		t.Run(c.name, func(t *testing.T) {
			status, stdout, stderr := runCmd(t, "", "help", c.name)
			assert.Equal(t, exitOK, status)
			assert.Empty(t, stderr)
			assert.True(t, strings.HasPrefix(stdout, "usage:\n  rfc2396 "+c.name+" "), "%s", stdout)
			for _, s := range c.synopses {
				assert.Contains(t, stdout, "\n  "+s+"\n")
				assert.Contains(t, usage, "\n  "+s+"\n", "the usage has every synopsis")
			}
			assert.Contains(t, stdout, "\n"+c.about+"\n")
			assert.Contains(t, stdout, "\nflags:\n")
			assert.True(t, strings.HasSuffix(stdout, "\n"+exitStatusText), "the exit statuses end the help")
			assert.Regexp(t, `\nflags:\n  (-\w|--\w\w)`, stdout, "the flags are listed")
			assert.NotRegexp(t, `\n  -\w\w`, stdout, "a flag is spelled as the usage lines spell it, --json")
			assert.Regexp(t, `\n  `+c.name+` +`+regexp.QuoteMeta(c.summary)+`\n`, usage)
			for _, h := range []string{"-h", "--help", "-help"} {
				status, again, stderr := runCmd(t, "", c.name, h)
				assert.Equal(t, exitOK, status)
				assert.Empty(t, stderr)
				assert.Equal(t, stdout, again, "%s %s is help %s", c.name, h, c.name)
			}
		})
	}
	for _, args := range [][]string{{"help"}, {"--help"}, {"-h"}} {
		status, stdout, stderr := runCmd(t, "", args...)
		assert.Equal(t, exitOK, status)
		assert.Empty(t, stderr)
		assert.Equal(t, usage, stdout)
	}
	assert.Contains(t, usage, "rfc2396 help [COMMAND]")
	assert.Contains(t, usage, "rfc2396 --version")
	assert.Contains(t, usage, exitStatusText)
	checkExitStatus(t, []exitCase{
		{"help unknown command", []string{"help", "frobnicate"}, "", exitUsage, "rfc2396 help: unknown command \"frobnicate\" (see \"rfc2396 help\")\n"},
		{"help unknown command escaped", []string{"help", "\x1b[2J"}, "", exitUsage, `unknown command "\x1b[2J"`},
		{"help two commands", []string{"help", "parse", "resolve"}, "", exitUsage, "want one COMMAND, not 2 arguments"},
	})
	// A usage error prints one line on standard error, which names the
	// help to read, and nothing on standard output.
	status, stdout, stderr := runCmd(t, "", "resolve", "http://a/")
	assert.Equal(t, exitUsage, status)
	assert.Empty(t, stdout)
	assert.Equal(t, "rfc2396 resolve: missing REF (see \"rfc2396 help resolve\")\n", stderr)
}

// TestDocUsage checks that the package documentation lists the usage
// lines of the command table, in its order.
func TestDocUsage(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	require.NoError(t, err)
	var want strings.Builder
	for _, c := range commandList() {
		for _, s := range c.synopses {
			want.WriteString("//\t" + s + "\n")
		}
	}
	want.WriteString("//\trfc2396 help [COMMAND]\n//\trfc2396 --version\n")
	assert.Contains(t, string(doc), "// Usage:\n//\n"+want.String()+"//\n")
}

// TestStreams checks, for every command, that its results are on
// standard output and the errors about its inputs on standard error (in
// text output, after FILE:LINE:COL: for a line), and that with --json
// every record is on standard output.
func TestStreams(t *testing.T) {
	for _, tc := range []struct {
		name          string
		args          []string
		stdin         string
		status        int
		stdout        string
		stderr        string // a part of standard error; "" for none
		jsonRecords   int    // the records with --json
		jsonPositions int    // the records with file, line and column
	}{
		{"parse", []string{"parse", "a", "b c"}, "", exitInvalid,
			"URIReference [0,1) \"a\"\n  RelativeURI [0,1) \"a\"\n    RelPath [0,1) \"a\"\n      Segment [0,1) \"a\"\n",
			"rfc2396: parse \"b c\": unexpected ' ' at offset 1 in rel_segment; a space must be escaped as %20 (section 2.4.3)\nb c\n ^\n", 2, 0},
		{"parse lines", []string{"parse"}, "b c\n", exitInvalid, "", "<stdin>:1:2: rfc2396: parse \"b c\": unexpected ' '", 1, 1},
		{"resolve", []string{"resolve", "http://a/b", "g", "a b"}, "", exitInvalid, "http://a/g\n", "rfc2396: resolve: ref: parse \"a b\"", 2, 0},
		{"resolve lines", []string{"resolve", "-"}, "http://a/b\tg\nhttp://a/b\ta b\nno tab\n", exitInvalid, "http://a/g\n",
			"<stdin>:2:13: rfc2396: resolve: ref: parse \"a b\": unexpected ' ' at offset 1 in rel_segment; a space must be escaped as %20 (section 2.4.3)\n<stdin>:3:1: rfc2396: resolve: want BASE<TAB>REF, found no tab\n", 3, 2},
		{"relativize", []string{"relativize", "http://a/b", "http://a/c", "g"}, "", exitInvalid, "c\n", "rfc2396: resolve: target at offset 0: the target is not an absolute URI", 2, 0},
		{"relativize lines", []string{"relativize", "-"}, "http://a/b\tg\n", exitInvalid, "", "<stdin>:1:12: rfc2396: resolve: target at offset 0", 1, 1},
		{"normalize", []string{"normalize", "HTTP://A/", "b c"}, "", exitInvalid, "http://a/\n", "rfc2396: parse \"b c\"", 2, 0},
		{"normalize lines", []string{"normalize"}, "HTTP://A/\nb c\n", exitInvalid, "http://a/\n", "<stdin>:2:2: rfc2396: parse \"b c\"", 2, 1},
		{"escape", []string{"escape", "--component=segment", "a b"}, "", exitOK, "a%20b\n", "", 1, 0},
		{"escape lines", []string{"escape", "--component=segment"}, "a b\n" + strings.Repeat("x", maxValueLine+1) + "\n", exitInvalid, "a%20b\n", "<stdin>:2:1: rfc2396: escape: the line is 1048577 bytes long", 2, 1},
		{"unescape", []string{"unescape", "a%20b", "%zz"}, "", exitInvalid, "a b\n", "rfc2396: unescape: unexpected 'z' at offset 1", 2, 0},
		{"unescape lines", []string{"unescape"}, "a%20b\n%zz\n", exitInvalid, "a b\n", "<stdin>:2:2: rfc2396: unescape: unexpected 'z' at offset 1", 2, 1},
		{"extract", []string{"extract"}, "<http://a/> <b|c>", exitInvalid, "http://a/\n", "<stdin>:1:14: rfc2396: parse \"b|c\"", 2, 2},
		{"repair", []string{"repair", "a b", "1http://a/"}, "", exitInvalid, "a%20b\n", "rfc2396: parse \"1http://a/\": unexpected ':' at offset 5", 2, 0},
		{"repair lines", []string{"repair"}, "a b\n1http://a/ b\nhttp://[::1/\n", exitInvalid, "a%20b\n",
			"<stdin>:2:6: rfc2396: parse \"1http://a/%20b\": unexpected ':' at offset 5", 3, 2},
		{"display", []string{"display", "http://a/%C3%BC", "a b"}, "", exitInvalid, "http://a/ü\n", "rfc2396: parse \"a b\"", 2, 0},
		{"display lines", []string{"display", "-"}, "a b\n", exitInvalid, "", "<stdin>:1:2: rfc2396: parse \"a b\"", 1, 1},
		// check's findings and match's answers are their results.
		{"check", []string{"check", "-"}, "a\nb c\n", exitInvalid, "<stdin>:2:2: unexpected ' ' at offset 1 in rel_segment; a space must be escaped as %20 (section 2.4.3)\n", "", 1, 1},
		{"match", []string{"match", "hostname", "a", "b_c"}, "", exitInvalid, "yes\ta\nno\tb_c\n", "", 2, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, stdout, stderr := runCmd(t, tc.stdin, tc.args...)
			assert.Equal(t, tc.status, status)
			assert.Equal(t, tc.stdout, stdout, "standard output holds only the results")
			if tc.stderr == "" {
				assert.Empty(t, stderr)
			} else {
				assert.Contains(t, stderr, tc.stderr)
			}
			args := append([]string{tc.args[0], "--json"}, tc.args[1:]...)
			status, stdout, stderr = runCmd(t, tc.stdin, args...)
			assert.Equal(t, tc.status, status)
			assert.Empty(t, stderr, "with --json, every record is on standard output")
			records := decodeLines(t, stdout)
			assert.Len(t, records, tc.jsonRecords)
			positions := 0
			for _, r := range records {
				if _, ok := r["file"]; ok {
					positions++
					assert.Contains(t, r, "line")
					assert.Contains(t, r, "column")
				}
			}
			assert.Equal(t, tc.jsonPositions, positions)
		})
	}
}

// sharedWriter is one stream that standard output and standard error
// both write to, as a terminal shows them.
type sharedWriter struct{ b *strings.Builder }

func (w sharedWriter) Write(p []byte) (int, error) { return w.b.Write(p) }

// TestStreamsInOrder checks that where standard output and standard error
// go to one terminal, results and errors come in the order of the inputs,
// though standard output is buffered.
func TestStreamsInOrder(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		stdin string
		want  string
	}{
		{[]string{"normalize", "A:b", "c d", "E:f"}, "", "a:b\nrfc2396: parse \"c d\": unexpected ' ' at offset 1 in rel_segment; a space must be escaped as %20 (section 2.4.3)\ne:f\n"},
		{[]string{"resolve", "-"}, "http://a/\tb\nx\nhttp://a/\tc\n", "http://a/b\n<stdin>:2:1: rfc2396: resolve: want BASE<TAB>REF, found no tab\nhttp://a/c\n"},
		{[]string{"unescape"}, "%41\n%\n%42\n", "A\n<stdin>:2:2: rfc2396: unescape: unexpected end of input at offset 1: a \"%\" must be followed by two hex digits (escaped = \"%\" hex hex, section 2.4.1)\nB\n"},
	} {
		var b strings.Builder
		run(tc.args, strings.NewReader(tc.stdin), sharedWriter{&b}, sharedWriter{&b})
		assert.Equal(t, tc.want, b.String(), "%q", tc.args)
	}
}

// TestByteOrderMark checks that a UTF-8 byte order mark at the start of
// an input, standard input or a file, is skipped, and only there.
func TestByteOrderMark(t *testing.T) {
	const bom = "\ufeff"
	dir := t.TempDir()
	file := filepath.Join(dir, "refs.txt")
	require.NoError(t, os.WriteFile(file, []byte(bom+"http://a/b\n"), 0o644))
	html := filepath.Join(dir, "page.html")
	require.NoError(t, os.WriteFile(html, []byte(bom+`<a href="http://a/c">`), 0o644))
	for _, tc := range []struct {
		args  []string
		stdin string
		want  string
	}{
		{[]string{"parse", "--json"}, bom + "http://a/b\n", `{"input":"http://a/b","valid":true,`},
		{[]string{"normalize"}, bom + "HTTP://A/b\n", "http://a/b\n"},
		{[]string{"resolve", "-"}, bom + "http://a/b\tc\n", "http://a/c\n"},
		{[]string{"relativize", "-"}, bom + "http://a/b\thttp://a/c\n", "c\n"},
		{[]string{"match", "absoluteURI", "-"}, bom + "http://a/b\n", "yes\thttp://a/b\n"},
		{[]string{"escape", "--component=segment"}, bom + "a b\n", "a%20b\n"},
		{[]string{"unescape"}, bom + "a%20b\n", "a b\n"},
		{[]string{"repair"}, bom + "http://a/b c\n", "http://a/b%20c\n"},
		{[]string{"display"}, bom + "http://a/%C3%BC\n", "http://a/ü\n"},
		{[]string{"check", "-"}, bom + "http://a/b\n", ""},
		{[]string{"check", "--file", file}, "", ""},
		{[]string{"extract"}, bom + "<http://a/b>", "http://a/b\n"},
		{[]string{"extract", "--json"}, bom + "http://a/b", `{"file":"<stdin>","line":1,"column":1,"text":"http://a/b",`},
		{[]string{"extract", "--html", html}, "", "http://a/c\n"},
		{[]string{"parse", "--json"}, bom + "\n", `{"input":"","valid":true,`}, // the empty reference
		{[]string{"normalize"}, bom[:2], ""},                                   // not a byte order mark: the line is invalid
	} {
		status, stdout, stderr := runCmd(t, tc.stdin, tc.args...)
		if tc.stdin == bom[:2] {
			assert.Equal(t, exitInvalid, status)
			assert.Contains(t, stderr, `<stdin>:1:1: rfc2396: parse "\xef\xbb"`)
			continue
		}
		assert.Equal(t, exitOK, status, "%q: %s", tc.args, stderr)
		assert.Empty(t, stderr, "%q", tc.args)
		assert.True(t, strings.HasPrefix(stdout, tc.want), "%q: %q", tc.args, stdout)
	}
	// Only at the start of the input: one on the second line is a
	// character of that line, which no reference may hold.
	status, stdout, stderr := runCmd(t, "a\n"+bom+"b\n", "normalize")
	assert.Equal(t, exitInvalid, status)
	assert.Equal(t, "a\n", stdout)
	assert.True(t, strings.HasPrefix(stderr, `<stdin>:2:1: rfc2396: parse "\ufeffb": unexpected '\ufeff' at offset 0 in rel_segment; non-ASCII characters must be encoded as UTF-8`), "%s", stderr)
	// Nor in an argument.
	status, _, _ = runCmd(t, "", "normalize", bom+"a")
	assert.Equal(t, exitInvalid, status)
}

// TestUnreadableFiles checks that a file that cannot be read, missing or
// a directory, exits 2, as grep does, with a message on standard error,
// after the other files are read; 2 wins over the 1 of an invalid input.
func TestUnreadableFiles(t *testing.T) {
	dir := t.TempDir()
	invalid := filepath.Join(dir, "invalid.txt")
	require.NoError(t, os.WriteFile(invalid, []byte("a b\n"), 0o644))
	valid := filepath.Join(dir, "valid.txt")
	require.NoError(t, os.WriteFile(valid, []byte("http://a/\n"), 0o644))
	missing := filepath.Join(dir, "missing.txt")
	for _, cmd := range []string{"check", "extract"} {
		for _, out := range [][]string{nil, {"--json"}} {
			for _, tc := range []struct {
				files  []string
				status int
				stderr string
			}{
				{[]string{missing}, exitIO, "rfc2396 " + cmd + ": open " + missing + ": no such file or directory\n"},
				{[]string{dir}, exitIO, "rfc2396 " + cmd + ": read " + dir + ": is a directory\n"},
				{[]string{missing, valid}, exitIO, "rfc2396 " + cmd + ": open " + missing + ": no such file or directory\n"},
				{[]string{invalid, dir}, exitIO, "rfc2396 " + cmd + ": read " + dir + ": is a directory\n"},
				{[]string{valid}, exitOK, ""},
			} {
				args := append([]string{cmd}, out...)
				for _, f := range tc.files {
					if cmd == "check" {
						args = append(args, "--file")
					}
					args = append(args, f)
				}
				status, stdout, stderr := runCmd(t, "", args...)
				assert.Equal(t, tc.status, status, "%q", args)
				if out != nil || cmd == "check" {
					assert.Equal(t, tc.stderr, stderr, "%q", args)
				} else {
					assert.True(t, strings.HasSuffix(stderr, tc.stderr), "%q: %s", args, stderr)
				}
				if slices.Contains(tc.files, valid) && cmd == "extract" {
					assert.Contains(t, stdout, "http://a/", "%q: the other files are read", args)
				}
				if slices.Contains(tc.files, invalid) && cmd == "check" {
					want := invalid + ":1:2: "
					if out != nil {
						want = `{"file":"` + invalid + `","line":1,"column":2,`
					}
					assert.Contains(t, stdout, want, "%q: the other files are read", args)
				}
			}
		}
	}
}

// TestShowText checks the one escaping of text output that echoes input.
func TestShowText(t *testing.T) {
	for in, want := range map[string]string{
		"http://a/b?c#d": "http://a/b?c#d", // a valid reference is unchanged
		"a b":            "a b",
		"bücher":         "bücher",
		"a\tb":           `a\tb`,
		"\x1b[31mred":    `\x1b[31mred`,
		"a\nb\r":         `a\nb\r`,
		"\x00\x7f":       `\x00\x7f`,
		"\xff":           `\xff`,
		"\u0085":         `\u0085`, // a C1 control
		"\u202eevil":     `\u202eevil`,
		`a\b"c`:          `a\\b\"c`,
	} {
		got := showText(in)
		assert.Equal(t, want, got, "%q", in)
		back, err := strconv.Unquote(`"` + got + `"`)
		require.NoError(t, err)
		assert.Equal(t, in, back, "the escaping reads back")
	}
}

// TestControlCharacters checks that text output never writes a control
// character of the input as it is: match's strings, file names in
// FILE:LINE:COL, and the error lines.
func TestControlCharacters(t *testing.T) {
	status, stdout, _ := runCmd(t, "", "match", "hostname", "--", "a\x1b[2Jb", "x\ty", "\u202ea")
	assert.Equal(t, exitInvalid, status)
	assert.Equal(t, "no\ta\\x1b[2Jb\nno\tx\\ty\nno\t\\u202ea\n", stdout)
	status, stdout, _ = runCmd(t, "a\x07b\n", "match", "--json", "hostname", "-")
	assert.Equal(t, exitInvalid, status)
	assert.Equal(t, `{"rule":"hostname","input":"a\u0007b","match":false}`+"\n", stdout, "JSON escapes it as JSON does")

	name := filepath.Join(t.TempDir(), "a\x1bb.txt")
	require.NoError(t, os.WriteFile(name, []byte("<c|d>\n"), 0o644))
	_, stdout, _ = runCmd(t, "", "check", "--file", name)
	assert.True(t, strings.HasPrefix(stdout, showText(name)+":1:1: unexpected '<' at offset 0"), "%s", stdout)
	assert.NotContains(t, stdout, "\x1b")
	_, _, stderr := runCmd(t, "", "extract", name)
	assert.Contains(t, stderr, showText(name)+":1:2: rfc2396: parse \"c|d\"")
	_, _, stderr = runCmd(t, "", "check", "--file", name+"\x07missing")
	assert.NotContains(t, stderr, "\x1b")
	assert.NotContains(t, stderr, "\x07")

	// Every command's error lines: the library's messages quote the
	// input, and the caret escapes it.
	for _, args := range [][]string{{"parse"}, {"normalize"}, {"resolve", "http://a/"}, {"relativize", "http://a/"}, {"unescape"}, {"extract"}} {
		in := "<a\x1b[2Jb\x07%z\u202e>"
		_, stdout, stderr := runCmd(t, "", append(append(args, "--"), in)...)
		if args[0] == "extract" {
			_, stdout, stderr = runCmd(t, in, args...)
		}
		for _, c := range []string{"\x1b", "\x07", "\u202e"} {
			assert.NotContains(t, stdout+stderr, c, "%q", args)
		}
	}
}

// TestUsageErrorsOneLine checks that every usage error of every command
// is one line on standard error that names the command's help, with exit
// status 2 and nothing on standard output.
func TestUsageErrorsOneLine(t *testing.T) {
	for _, c := range commandList() {
		for _, args := range [][]string{
			{c.name, "--no-such-flag"},
			{c.name, "---x"},
			{c.name, "--json=maybe"},
		} {
			if c.name == "serve" && args[1] == "--json=maybe" {
				args[1] = "--redact=maybe"
			}
			status, stdout, stderr := runCmd(t, "", args...)
			assert.Equal(t, exitUsage, status, "%q", args)
			assert.Empty(t, stdout, "%q", args)
			assert.True(t, strings.HasPrefix(stderr, "rfc2396 "+c.name+": "), "%q: %s", args, stderr)
			assert.True(t, strings.HasSuffix(stderr, ` (see "rfc2396 help `+c.name+`")`+"\n"), "%q: %s", args, stderr)
			assert.Equal(t, 1, strings.Count(stderr, "\n"), "%q: one line", args)
		}
	}
	for _, args := range [][]string{
		{"resolve", "http://a/"}, {"relativize", "http://a/"}, {"resolve", "http://a/", "-"}, {"match"},
		{"match", "no_rule", "x"}, {"escape", "x"}, {"escape", "--component=x", "y"}, {"serve", "x"},
		{"extract", "--base", "a b"}, {"conform"}, {"parse", "--file"},
	} {
		status, stdout, stderr := runCmd(t, "", args...)
		assert.Equal(t, exitUsage, status, "%q", args)
		assert.Empty(t, stdout, "%q", args)
		assert.True(t, strings.HasSuffix(stderr, ` (see "rfc2396 help `+args[0]+`")`+"\n"), "%q: %s", args, stderr)
		assert.Equal(t, 1, strings.Count(stderr, "\n"), "%q: one line", args)
	}
	// No command, an unknown one, help with a wrong argument.
	for _, args := range [][]string{nil, {"frob"}, {"help", "frob"}, {"help", "a", "b"}, {"--version", "x"}} {
		status, stdout, stderr := runCmd(t, "", args...)
		assert.Equal(t, exitUsage, status, "%q", args)
		assert.Empty(t, stdout, "%q", args)
		assert.True(t, strings.HasSuffix(stderr, ` (see "rfc2396 help")`+"\n"), "%q: %s", args, stderr)
		assert.Equal(t, 1, strings.Count(stderr, "\n"), "%q: one line", args)
	}
}

// TestCheckStdinInvalid checks issue 27's case: an invalid line piped to
// check is an invalid input (1, the parser's error as check's finding),
// not a usage error.
func TestCheckStdinInvalid(t *testing.T) {
	status, stdout, stderr := runCmd(t, "http://a b/\n", "check")
	assert.Equal(t, exitInvalid, status)
	assert.Equal(t, "<stdin>:1:9: unexpected ' ' at offset 8 in authority; a space must be escaped as %20 (section 2.4.3)\n", stdout)
	assert.Empty(t, stderr)
}

// TestHelpSpellsFlags checks that each command's help spells its flags
// as its usage lines do: "--json", "--component NAME", "-j N, --jobs N",
// never "-json".
func TestHelpSpellsFlags(t *testing.T) {
	for _, c := range commandList() {
		_, help, _ := runCmd(t, "", "help", c.name)
		flags := help[strings.Index(help, "\nflags:\n"):]
		flags = flags[:strings.Index(flags, "\nExit status")]
		for _, line := range strings.Split(flags, "\n") {
			if strings.HasPrefix(line, "  -") && !strings.HasPrefix(line, "   ") {
				assert.Regexp(t, `^  (-j N, --jobs N|--[a-z0-9-]+( [A-Z:]+)?)$`, line, "%s", c.name)
			}
		}
		for _, s := range c.synopses {
			for _, f := range regexp.MustCompile(`--[a-z0-9-]+`).FindAllString(s, -1) {
				if f != "--file" || c.name != "conform" {
					assert.Contains(t, flags, "\n  "+f, "%s: the help lists %s of its usage line", c.name, f)
				}
			}
		}
	}
	_, help, _ := runCmd(t, "", "help", "escape")
	assert.Contains(t, help, "\n  --component NAME\n")
	assert.Contains(t, help, "\n  -j N, --jobs N\n")
	_, help, _ = runCmd(t, "", "help", "serve")
	assert.Contains(t, help, "\n  --addr HOST:PORT\n")
	assert.Contains(t, help, `(default "127.0.0.1:8396")`)
}

// raceTurn reports whether the case at site runs in turn, the turn-th of
// n: always, but under the race detector only when site%n is turn. The
// longest tests, run many times slower under it, so run each case in
// one turn of n, and every turn with some cases: all the sites and all
// the turns are still run, and which case runs where is the same on
// every run.
func raceTurn(site, turn, n int) bool {
	return !raceEnabled || site%n == turn
}
