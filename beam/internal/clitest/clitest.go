// Package clitest holds what the Beam module's tests share: the rfc2396
// command built from this checkout, run with --json, and the comparison
// of its records with a pipeline's.
package clitest

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// root returns the directory of the library's module from a directory
// depth levels below it.
func root(depth int) string {
	return filepath.Join(slices.Repeat([]string{".."}, depth)...)
}

var (
	buildOnce sync.Once
	bin       string
	buildErr  error
	tempDirs  []string
)

// TempDir returns a new directory for a test program to build into,
// which Cleanup removes.
func TempDir(pattern string) (string, error) {
	dir, err := os.MkdirTemp("", pattern)
	if err == nil {
		tempDirs = append(tempDirs, dir)
	}
	return dir, err
}

// Cleanup removes the directories of TempDir, the commands built in
// them: a TestMain calls it after the tests.
func Cleanup() {
	for _, d := range tempDirs {
		os.RemoveAll(d)
	}
}

// CLI returns the rfc2396 command built from this checkout, once for all
// the tests of a package; depth is how many directories the test's
// package is below the library's module (the checkout's root).
func CLI(t *testing.T, depth int) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := TempDir("rfc2396-cli")
		if err != nil {
			buildErr = err
			return
		}
		bin = filepath.Join(dir, "rfc2396")
		cmd := exec.Command("go", "build", "-o", bin, "./cmd/rfc2396")
		cmd.Dir = root(depth) // the library's module, whose go.sum builds it
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = errors.New("building rfc2396: " + err.Error() + ": " + string(out))
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return bin
}

// Run runs the command at bin with args and the file stdin ("" for none)
// as standard input, and returns its standard output, its standard error
// and its exit status.
func Run(t *testing.T, bin, stdin string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	if stdin != "" {
		f, err := os.Open(stdin)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		cmd.Stdin = f
	}
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		return stdout.String(), stderr.String(), ee.ExitCode()
	case err != nil:
		t.Fatal(err)
	}
	return stdout.String(), stderr.String(), 0
}

// Records runs the rfc2396 command (CLI) with args, which ask for JSON
// records, and returns them. Exit status 1 (an invalid input) is the
// records' business; any other failure fails the test.
func Records(t *testing.T, bin, stdin string, args ...string) string {
	t.Helper()
	out, stderr, status := Run(t, bin, stdin, args...)
	if status > 1 {
		t.Fatalf("rfc2396 %q: exit status %d: %s", args, status, stderr)
	}
	return out
}

// Multiset returns the JSON records of out, one a line, as a sorted list
// of their canonical forms with the file set aside (the command names
// standard input "<stdin>" and a file as given, Beam a file by its path);
// line and column are kept, which both give exactly.
func Multiset(t *testing.T, out string) []string {
	t.Helper()
	var recs []string
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("not a JSON record: %q: %v", sc.Text(), err)
		}
		delete(m, "file")
		b, err := json.Marshal(m) // keys sorted
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, string(b))
	}
	slices.Sort(recs)
	return recs
}

// Same fails the test unless the pipeline's records and the command's
// are the same multiset, and not none.
func Same(t *testing.T, beamOut, cliOut string) {
	t.Helper()
	got, want := Multiset(t, beamOut), Multiset(t, cliOut)
	if len(want) == 0 {
		t.Fatal("the command gave no records: the comparison would prove nothing")
	}
	if slices.Equal(got, want) {
		return
	}
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("the command gave a record the pipeline did not:\n%s", w)
			break
		}
	}
	for _, g := range got {
		if !slices.Contains(want, g) {
			t.Errorf("the pipeline gave a record the command did not:\n%s", g)
			break
		}
	}
	t.Errorf("the pipeline gave %d records, the command %d", len(got), len(want))
}
