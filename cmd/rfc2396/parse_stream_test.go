package main

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/record"
	"github.com/rfc2396/rfc2396/syntax"
)

// parseCorpus returns the lines of the parser's test corpora (valid,
// IPv6 and invalid references) that are lines as the command reads them,
// and references of 1 MiB whose records run to megabytes, valid and not.
func parseCorpus(t *testing.T) []string {
	lines := []string{"http://a/first"} // no byte order mark to skip
	lines = append(lines, testcorpus.Valid("../../testdata")...)
	for _, l := range testcorpus.Lines("../../testdata/parse/ipv6.txt") {
		lines = append(lines, testcorpus.Field(l))
	}
	for _, l := range testcorpus.Lines("../../testdata/parse/invalid.txt") {
		input, _, _ := strings.Cut(l, "\t")
		lines = append(lines, testcorpus.Field(input))
	}
	lines = append(lines, "//u:pw@a_b/c;d", "//u:pw@h:8/p;q?x#f", "ftp://u:pw@[::1]:21/a;b")
	mib := parser.MaxInputLength
	lines = append(lines,
		"http://a"+strings.Repeat("/", mib-8),
		"http://a"+strings.Repeat("/", mib-9)+" ",
		"/"+strings.Repeat(";", mib-1),
		"http://u:pw@a_b/"+strings.Repeat("b", mib-16),
		"http://a/"+strings.Repeat("c", mib),
	)
	var out []string
	for _, l := range lines {
		if !strings.ContainsAny(l, "\r\n") {
			out = append(out, l)
		}
	}
	require.Greater(t, len(out), 100)
	return out
}

// oldParseJSON returns what parse --json printed for the lines before it
// wrote its records as it made them: encoding/json's form of the value of
// each record (record.NewParse, record.NewExplained with explain,
// record.NewParseFailure), with passwords hidden in results with redact,
// and in errors unless rawErrors.
func oldParseJSON(t *testing.T, lines []string, explain, redact, rawErrors bool) []byte {
	inResults, inErrors := redact, redact || !rawErrors
	var b []byte
	for i, input := range lines {
		src := record.Source{File: stdinName, Line: i + 1}
		var r any
		if explain {
			input, ref, err := record.ParseShown(input, inResults, syntax.Default)
			if err != nil {
				r = record.NewParseFailure(input, src, err, inErrors)
			} else {
				x := record.NewExplained(ref, inResults)
				if x.ServerError != nil && inErrors != inResults {
					x.ServerError = record.NewExplained(ref, inErrors).ServerError
				}
				r = x
			}
		} else if c, err := record.SplitShown(input, inResults, syntax.Default); err != nil {
			r = record.NewParseFailure(input, src, err, inErrors)
		} else {
			r = record.NewParse(&c)
		}
		var err error
		b, err = record.Append(b, r)
		require.NoError(t, err)
	}
	return b
}

// TestParseJSONSameRecords holds parse --json, which writes each record
// as it makes it, to encoding/json's form of the records' values, byte
// for byte, on the parser's test corpora and on lines of 1 MiB: with and
// without --explain, --redact and --raw-errors, with one worker and with
// four that share a budget of two pages, so that they wait for their
// turns.
func TestParseJSONSameRecords(t *testing.T) {
	all := parseCorpus(t)
	short := slices.DeleteFunc(slices.Clone(all), func(l string) bool { return len(l) > 1<<16 })
	defer func(n int) { maxKept = n }(maxKept)
	maxKept = 2 * pageSize
	for site, flags := range [][]string{{}, {"--explain"}, {"--redact"}, {"--explain", "--raw-errors"}} {
		// Under -race, the lines of 1 MiB go through one flag set, in
		// turn with -j (raceTurn); the others through the short lines.
		lines := all
		if !raceTurn(site, 0, 4) {
			lines = short
		}
		input := strings.Join(lines, "\n") + "\n"
		explain, redact, raw := false, false, false
		for _, f := range flags {
			explain = explain || f == "--explain"
			redact = redact || f == "--redact"
			raw = raw || f == "--raw-errors"
		}
		want := oldParseJSON(t, lines, explain, redact, raw)
		for turn, j := range []string{"1", "4"} {
			if !raceTurn(site, turn, 2) {
				continue
			}
			t.Run(strings.Join(append(flags, "-j", j), " "), func(t *testing.T) {
				var out, errOut bytes.Buffer
				status := run(append([]string{"parse", "--json", "-j", j}, flags...), strings.NewReader(input), &out, &errOut)
				assert.Equal(t, exitInvalid, status, errOut.String())
				assert.Empty(t, errOut.String())
				assert.True(t, bytes.Equal(want, out.Bytes()), "the records differ from encoding/json's: %d and %d bytes, first difference at %d",
					len(want), out.Len(), firstDifference(want, out.Bytes()))
			})
		}
	}
}

// firstDifference returns the offset of the first byte where a and b
// differ, or the length of the shorter.
func firstDifference(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// residentArgsEnv, in the environment of the test binary, makes
// TestParseJSONResident's child: the command line to run, as main runs
// it, one argument a line.
const residentArgsEnv = "RFC2396_TEST_RESIDENT_ARGS"

// TestParseJSONResident runs parse --json in a process of its own (the
// test binary as main) on twenty lines of 1 MiB of "/" after "http://a",
// whose records are 27 MB each, with one worker and with sixteen, and
// with --explain, and holds its peak resident memory (VmHWM, which the
// child reads from /proc/self/status as it ends: the rusage of a child
// counts the memory of the test binary that started it) under 64 MB;
// its output, read as it comes, is twenty times encoding/json's record of
// the line. It needs Linux's /proc, and is long: skipped with -short.
func TestParseJSONResident(t *testing.T) {
	if args := os.Getenv(residentArgsEnv); args != "" {
		setMemory()
		status := run(strings.Split(args, "\n"), os.Stdin, os.Stdout, os.Stderr)
		if b, err := os.ReadFile("/proc/self/status"); err == nil {
			os.Stderr.Write(hwm.Find(b))
		}
		os.Exit(status)
	}
	if testing.Short() {
		t.Skip("writes 545 MB of records a case")
	}
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("reads the peak resident memory from /proc")
	}
	const lines, maxResident = 20, 64 << 20
	ref := "http://a" + strings.Repeat("/", parser.MaxInputLength-8)
	exe, err := os.Executable()
	require.NoError(t, err)
	for _, args := range [][]string{
		{"parse", "--json", "-j", "1"},
		{"parse", "--json", "-j", "16"},
		{"parse", "--json", "--explain", "-j", "16"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			rec := oldParseJSON(t, []string{ref}, slices.Contains(args, "--explain"), false, false)
			want := sha256.New()
			for range lines {
				want.Write(rec)
			}
			cmd := exec.Command(exe, "-test.run=^TestParseJSONResident$")
			cmd.Env = append(os.Environ(), residentArgsEnv+"="+strings.Join(args, "\n"), "GOMEMLIMIT=", "GOGC=")
			cmd.Stdin = newRepeatReader("", ref+"\n", int64(lines*(len(ref)+1)), "")
			got := sha256.New()
			n := &countWriter{}
			cmd.Stdout = io.MultiWriter(got, n)
			var errOut headWriter
			errOut.max = 4096
			cmd.Stderr = &errOut
			require.NoError(t, cmd.Run(), errOut.b.String())
			m := hwm.FindSubmatch(errOut.b.Bytes())
			require.NotNil(t, m, "no VmHWM on standard error: %s", errOut.b.String())
			kib, err := strconv.ParseInt(string(m[1]), 10, 64)
			require.NoError(t, err)
			resident := kib << 10
			t.Logf("%d bytes of records; peak resident %.1f MiB", n.n, float64(resident)/(1<<20))
			assert.Less(t, resident, int64(maxResident), "the peak resident memory")
			if !assert.Equal(t, fmt.Sprintf("%x", want.Sum(nil)), fmt.Sprintf("%x", got.Sum(nil)), "the records' digest") {
				t.Logf("%d bytes written, %d expected", n.n, lines*len(rec))
			}
		})
	}
}

// hwm finds the line of the peak resident memory in /proc/PID/status.
var hwm = regexp.MustCompile(`(?m)^VmHWM:\s+(\d+) kB\n`)

// A countWriter counts the bytes written to it.
type countWriter struct{ n int64 }

func (w *countWriter) Write(p []byte) (int, error) {
	w.n += int64(len(p))
	return len(p), nil
}
