package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/conformance"
)

// adapterEnv makes the test binary an adapter (see TestMain): "self" for
// this library, "accept-all" for one that accepts everything; or, for
// "serve", the command "rfc2396 serve" (serveForLoad).
const adapterEnv = "RFC2396_TEST_ADAPTER"

func TestMain(m *testing.M) {
	switch os.Getenv(adapterEnv) {
	case "":
		os.Exit(m.Run())
	case "self":
		if err := conformance.Serve(conformance.Self(), os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	case "accept-all":
		if err := conformance.Serve(acceptAll{}, os.Stdin, os.Stdout); err != nil {
			os.Exit(1)
		}
	case "exit":
		os.Exit(3)
	case "serve":
		os.Exit(serveForLoad())
	}
	os.Exit(0)
}

// acceptAll says every input is valid, resolves nothing and finds any
// two references equivalent.
type acceptAll struct{}

func (acceptAll) Answer(r conformance.Request) (conformance.Answer, error) {
	yes := true
	return conformance.Answer{ID: r.ID, Valid: &yes, Equivalent: &yes}, nil
}

// adapter returns the command line that runs the test binary as the
// adapter mode.
func adapter(t *testing.T, mode string) []string {
	exe, err := os.Executable()
	require.NoError(t, err)
	t.Setenv(adapterEnv, mode)
	return []string{"--", exe}
}

func TestConformSelf(t *testing.T) {
	status, stdout, stderr := runCmd(t, "", "conform", "--self")
	assert.Equal(t, exitOK, status, stderr)
	assert.Empty(t, stderr)
	assert.Contains(t, stdout, "\nPASS: ")
	assert.NotContains(t, stdout, "first failures")
	for _, g := range conformance.Groups() {
		assert.Contains(t, stdout, "\n"+conformance.GroupTitle(g)+" ")
	}
}

// TestConformThroughProtocol runs the library as an adapter process:
// the same score as --self.
func TestConformThroughProtocol(t *testing.T) {
	status, stdout, stderr := runCmd(t, "", append([]string{"conform", "--json"}, adapter(t, "self")...)...)
	assert.Equal(t, exitOK, status, stderr)
	_, self, _ := runCmd(t, "", "conform", "--json", "--self")
	assert.Equal(t, self, stdout)
	first := strings.SplitN(stdout, "\n", 2)[0]
	var summary struct {
		Type   string `json:"type"`
		Pass   bool   `json:"pass"`
		Failed int    `json:"failed"`
		NotRun int    `json:"not_run"`
	}
	require.NoError(t, json.Unmarshal([]byte(first), &summary))
	assert.Equal(t, "summary", summary.Type)
	assert.True(t, summary.Pass)
}

// TestConformBrokenAdapter runs an adapter that accepts everything: exit
// status 1, and the counts of the groups that the suite makes.
func TestConformBrokenAdapter(t *testing.T) {
	status, stdout, stderr := runCmd(t, "", append([]string{"conform", "--json", "--suite", "parse", "--suite", "equivalence"}, adapter(t, "accept-all")...)...)
	assert.Equal(t, exitInvalid, status, stderr)
	s, err := conformance.Load("parse", "equivalence")
	require.NoError(t, err)
	valid, invalid, equiv, notEquiv := 0, 0, 0, 0
	for _, c := range s.Parse {
		if c.Decision == "" && c.Valid {
			valid++
		} else if c.Decision == "" {
			invalid++
		}
	}
	for _, c := range s.Equivalence {
		if c.Decision == "" && c.Equivalent {
			equiv++
		} else if c.Decision == "" {
			notEquiv++
		}
	}
	groups := map[string][3]int{}
	failures := map[string]int{}
	sc := bufio.NewScanner(strings.NewReader(stdout))
	for sc.Scan() {
		var row struct {
			Type, Name, Group, Decision string
			Passed, Failed, Skipped     int
		}
		require.NoError(t, json.Unmarshal(sc.Bytes(), &row), sc.Text())
		switch row.Type {
		case "group":
			groups[row.Name] = [3]int{row.Passed, row.Failed, row.Skipped}
		case "failure":
			if row.Decision == "" {
				failures[row.Group]++
			}
		}
	}
	assert.Equal(t, [3]int{valid, 0, 0}, groups[conformance.GroupAccept])
	assert.Equal(t, [3]int{0, invalid, 0}, groups[conformance.GroupReject])
	assert.Equal(t, [3]int{0, 0, valid}, groups[conformance.GroupComponents])
	assert.Equal(t, [3]int{equiv, notEquiv, 0}, groups[conformance.GroupEquivalence])
	assert.Equal(t, [3]int{}, groups[conformance.GroupResolve])
	assert.Equal(t, 5, failures[conformance.GroupReject])
	assert.Equal(t, 5, failures[conformance.GroupEquivalence])
}

// TestConformAdapterExits checks that an adapter that dies is reported
// with the case it was on, with status 1.
func TestConformAdapterExits(t *testing.T) {
	status, stdout, stderr := runCmd(t, "", append([]string{"conform", "--suite", "resolve"}, adapter(t, "exit")...)...)
	assert.Equal(t, exitInvalid, status)
	assert.Empty(t, stderr)
	assert.Contains(t, stdout, "the implementation broke down on case resolve-0001: adapter exited on case resolve-0001")
	assert.Contains(t, stdout, "exited with status 3")
	assert.Contains(t, stdout, "cases not run")
	assert.Contains(t, stdout, "\nFAIL: ")
}

func TestConformUsage(t *testing.T) {
	for _, args := range [][]string{
		{"conform"},
		{"conform", "--json"},
		{"conform", "--self", "--", "python3"},
		{"conform", "--suite", "nope", "--self"},
		{"conform", "--self", "extra"},
		{"conform", "python3", "x.py"},
		{"conform", "--bogus", "--self"},
		{"conform", "--", "/nonexistent/adapter"},
	} {
		status, stdout, stderr := runCmd(t, "", args...)
		assert.Equal(t, exitUsage, status, "%q", args)
		assert.Empty(t, stdout, "%q", args)
		assert.True(t, strings.HasPrefix(stderr, "rfc2396 conform: "), "%q: %s", args, stderr)
		assert.True(t, strings.HasSuffix(stderr, " (see \"rfc2396 help conform\")\n"), "%q: %s", args, stderr)
		assert.Equal(t, 1, strings.Count(stderr, "\n"), "one line: %q", args)
	}
	status, stdout, stderr := runCmd(t, "", "conform", "-h")
	assert.Equal(t, exitOK, status)
	assert.Contains(t, stdout, "usage:\n  rfc2396 conform", "help that was asked for is on standard output")
	assert.Empty(t, stderr)
}

// TestConformComponentsAreParseJSON holds the suite's components to what
// rfc2396 parse --json prints for the same input, on every tenth valid
// case.
func TestConformComponentsAreParseJSON(t *testing.T) {
	s, err := conformance.Load("parse", "parse-rfc2732")
	require.NoError(t, err)
	n := 0
	for _, c := range s.Parse {
		if !c.Valid {
			continue
		}
		if n++; n%10 != 0 {
			continue
		}
		// The case's syntax, named: rfc2396 is Appendix A to the letter,
		// rfc2732 adds the literals to it.
		args := []string{"parse", "--json", "--rfc2396"}
		if c.Syntax == conformance.RFC2732 {
			args = append(args, "--rfc2732")
		}
		status, stdout, stderr := runCmd(t, "", append(args, "--", c.Input)...)
		require.Equal(t, exitOK, status, stderr)
		var got map[string]any
		require.NoError(t, json.Unmarshal([]byte(stdout), &got))
		b, err := json.Marshal(c.Components)
		require.NoError(t, err)
		var want map[string]any
		require.NoError(t, json.Unmarshal(b, &want))
		for k, v := range want {
			assert.Equal(t, v, got[k], "%s %q: %s", c.ID, c.Input, k)
		}
	}
	assert.Greater(t, n, 200)
}
