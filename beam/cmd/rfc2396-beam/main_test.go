package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/rfc2396/rfc2396/beam/internal/clitest"
)

var (
	buildOnce sync.Once
	self      string
	buildErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	clitest.Cleanup()
	os.Exit(code)
}

// command returns rfc2396-beam built from this directory, once.
func command(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := clitest.TempDir("rfc2396-beam")
		if err != nil {
			buildErr = err
			return
		}
		self = filepath.Join(dir, "rfc2396-beam")
		if out, err := exec.Command("go", "build", "-o", self, ".").CombinedOutput(); err != nil {
			buildErr = &buildError{string(out)}
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return self
}

type buildError struct{ out string }

func (e *buildError) Error() string { return "building rfc2396-beam: " + e.out }

// testdata returns the absolute path of a file of uribeam's test data.
func testdata(t *testing.T, name string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("..", "..", "uribeam", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestUsage checks that bad flags are usage errors: exit status 2, a
// message that says what is wrong, no pipeline run.
func TestUsage(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out.jsonl")
	in := testdata(t, "refs.txt")
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--input", in, "--output", out}, "missing --command"},
		{[]string{"--command", "frob", "--input", in, "--output", out}, `--command must be parse, check, normalize, resolve or extract, not "frob"`},
		{[]string{"--command", "parse", "--output", out}, "missing --input"},
		{[]string{"--command", "parse", "--input", in}, "missing --output"},
		{[]string{"--command", "parse", "--html", "--input", in, "--output", out}, "--html is a flag of extract, not of parse"},
		{[]string{"--command", "extract", "--spread", "--input", in, "--output", out}, "--spread is a flag of parse, check, normalize and resolve, not of extract"},
		{[]string{"--command", "check", "--explain", "--input", in, "--output", out}, "--explain is a flag of parse and resolve, not of check"},
		{[]string{"--command", "parse", "--rfc2732=false", "--input", in, "--output", out}, "--rfc2732=false: a syntax flag only turns a feature on"},
		{[]string{"--command", "resolve", "--dotdot", "up", "--input", in, "--output", out}, `--dotdot must be keep, remove or error, not "up"`},
		{[]string{"--command", "extract", "--base", "rel/x", "--input", in, "--output", out}, "--base: rfc2396: parse"},
		{[]string{"--command", "normalize", "--rule", "nope", "--input", in, "--output", out}, "no such rule"},
		{[]string{"--command", "parse", "--frobnicate", "--input", in, "--output", out}, "flag provided but not defined: -frobnicate"},
		{[]string{"--command", "parse", "--input", in, "--output", out, "extra"}, `unexpected argument "extra"`},
	} {
		_, stderr, status := clitest.Run(t, command(t), "", tc.args...)
		if status != exitUsage {
			t.Errorf("%q: exit status %d, want %d", tc.args, status, exitUsage)
		}
		if !strings.Contains(stderr, tc.msg) || !strings.Contains(stderr, "usage: rfc2396-beam") {
			t.Errorf("%q: standard error does not say %q and the usage:\n%s", tc.args, tc.msg, stderr)
		}
		if _, err := os.Stat(out); err == nil {
			t.Fatalf("%q: a usage error wrote %s", tc.args, out)
		}
	}
}

// TestPipeline runs the command on prism and compares what it writes with
// rfc2396's records of the same input, and its exit status with
// rfc2396's.
func TestPipeline(t *testing.T) {
	valid := filepath.Join(t.TempDir(), "valid.txt")
	if err := os.WriteFile(valid, []byte("http://a/b\nmailto:x@y\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		flags  []string // both commands'
		beam   []string // rfc2396-beam's
		cli    []string // rfc2396's, after its flags
		stdin  string
		status int
	}{
		{"parse", []string{"parse", "--redact", "--rfc2732"}, []string{"--input", testdata(t, "refs.txt")}, nil, testdata(t, "refs.txt"), 1},
		{"parse default", []string{"parse"}, []string{"--input", testdata(t, "refs.txt")}, []string{"--raw-errors", "--file", testdata(t, "refs.txt")}, "", 1},
		{"parse rfc2396", []string{"parse", "--rfc2396"}, []string{"--input", testdata(t, "refs.txt")}, []string{"--raw-errors", "--file", testdata(t, "refs.txt")}, "", 1},
		{"parse rfc2396 query-only", []string{"parse", "--query-only", "--rfc2396"}, []string{"--input", testdata(t, "refs.txt")}, []string{"--raw-errors", "--file", testdata(t, "refs.txt")}, "", 1},
		{"check", []string{"check", "--warn"}, []string{"--input", testdata(t, "refs.txt"), "--spread"}, []string{"--raw-errors", "--file", testdata(t, "refs.txt")}, "", 1},
		{"check valid", []string{"check", "--warn"}, []string{"--input", valid}, []string{"--raw-errors", "--file", valid}, "", 0},
		{"extract", []string{"extract", "--html", "--redact"}, []string{"--input", testdata(t, "page.html")}, []string{testdata(t, "page.html")}, "", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out.jsonl")
			args := append([]string{"--command", tc.flags[0], "--output", out}, tc.flags[1:]...)
			_, stderr, status := clitest.Run(t, command(t), "", append(args, tc.beam...)...)
			if status != tc.status {
				t.Fatalf("exit status %d, want %d: %s", status, tc.status, stderr)
			}
			got, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			cliArgs := append(append([]string{tc.flags[0], "--json"}, tc.flags[1:]...), tc.cli...)
			want, _, cliStatus := clitest.Run(t, clitest.CLI(t, 3), tc.stdin, cliArgs...)
			if cliStatus != tc.status {
				t.Fatalf("rfc2396 exit status %d, want %d", cliStatus, tc.status)
			}
			if want == "" {
				if len(got) != 0 {
					t.Fatalf("rfc2396 gave no records, the pipeline gave:\n%s", got)
				}
				return
			}
			clitest.Same(t, string(got), want)
		})
	}
}

// TestSyntaxFlags checks that the syntax flags say what rfc2396's say:
// the same flags, the same default, the same words.
func TestSyntaxFlags(t *testing.T) {
	_, beamHelp, status := clitest.Run(t, command(t), "", "--help")
	if status != exitOK {
		t.Fatalf("--help: exit status %d", status)
	}
	cliHelp, _, status := clitest.Run(t, clitest.CLI(t, 3), "", "help", "parse")
	if status != exitOK {
		t.Fatalf("rfc2396 help parse: exit status %d", status)
	}
	for _, name := range []string{"rfc2396", "rfc2732", "query-only"} {
		got, want := flagUsage(beamHelp, name), flagUsage(cliHelp, name)
		if want == "" {
			t.Fatalf("rfc2396 help parse has no --%s:\n%s", name, cliHelp)
		}
		if got != want {
			t.Errorf("--%s says\n\t%s\nrfc2396 --%s says\n\t%s", name, got, name, want)
		}
	}
}

// flagUsage returns the usage of the flag name in help, as the flag
// package prints it: the line after "  -name", "" if there is none.
func flagUsage(help, name string) string {
	lines := strings.Split(help, "\n")
	for i, l := range lines {
		if l != "  -"+name && l != "  --"+name {
			continue
		}
		// The description: the indented lines after the flag's, which
		// rfc2396's help wraps and the flag package's does not.
		var words []string
		for _, d := range lines[i+1:] {
			if !strings.HasPrefix(d, "    ") && !strings.HasPrefix(d, "\t") && !strings.HasPrefix(d, "    \t") {
				break
			}
			words = append(words, strings.Fields(d)...)
		}
		return strings.Join(words, " ")
	}
	return ""
}
