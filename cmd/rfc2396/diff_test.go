package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/readings"
)

func TestDiffExitStatus(t *testing.T) {
	checkExitStatus(t, []exitCase{
		{"agree", []string{"diff", "http://a/"}, "", exitOK, ""},
		{"every reading refuses", []string{"diff", "%zz"}, "", exitOK, ""},
		{"differ", []string{"diff", "http://a/", "mailto:a@b?x"}, "", exitInvalid, ""},
		{"base", []string{"diff", "--base", "http://a/b", "../g"}, "", exitInvalid, ""},
		{"base agrees", []string{"diff", "--base=http://a/b", "--no-net-url", "g"}, "", exitOK, ""},
		{"stdin", []string{"diff"}, "http://a/\n", exitOK, ""},
		{"stdin dash", []string{"diff", "-"}, "http://a/\nhttp://a_b/\n", exitInvalid, ""},
		{"missing file", []string{"diff", "--file", "testdata/no-such-file"}, "", exitIO, "no-such-file"},
		{"missing file wins", []string{"diff", "mailto:a@b?x", "--file", "testdata/no-such-file"}, "", exitIO, "no-such-file"},
		{"unknown flag", []string{"diff", "--rfc2396", "a"}, "", exitUsage, `unknown flag "--rfc2396"`},
		{"help", []string{"diff", "-h"}, "", exitOK, ""},
	})
}

// TestDiffGolden holds diff's table and JSON Lines, without net/url's
// column, to their golden files.
func TestDiffGolden(t *testing.T) {
	goldenLines(t, "diff_lines.txt", []string{"diff", "--no-net-url"}, false,
		goldenRun{"diff.golden", nil},
		goldenRun{"diff_base.golden", []string{"--base", "http://a/b/c"}},
		goldenRun{"diff_json.golden", []string{"--json"}})
}

// TestDiffJSON checks that each line of --json is the library's
// comparison, and that the net/url column is named with its Go version.
func TestDiffJSON(t *testing.T) {
	status, stdout, stderr := runCmd(t, "", "diff", "--json", "mailto:a@b?x", "http://a/")
	assert.Equal(t, exitInvalid, status)
	assert.Empty(t, stderr)
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	require.Len(t, lines, 2)
	for i, ref := range []string{"mailto:a@b?x", "http://a/"} {
		want, err := json.Marshal(readings.Compare(ref, readings.Options{}))
		require.NoError(t, err)
		assert.JSONEq(t, string(want), lines[i])
		var rec struct {
			Agree    bool
			Readings []struct{ Reading string }
		}
		require.NoError(t, json.Unmarshal([]byte(lines[i]), &rec))
		assert.Equal(t, i == 1, rec.Agree)
		assert.Equal(t, readings.NetURLName(), rec.Readings[len(rec.Readings)-1].Reading)
	}
}

// TestDiffPasswords checks that error text hides the password unless
// --raw-errors, and that --redact hides it everywhere.
func TestDiffPasswords(t *testing.T) {
	const ref = "http://u:s3cret@a/%zz"
	for _, tc := range []struct {
		flags []string
		shown bool // the password is in the output
	}{
		{nil, true}, // in the values (results), not the messages
		{[]string{"--redact"}, false},
		{[]string{"--json", "--redact"}, false},
	} {
		_, stdout, stderr := runCmd(t, "", append(append([]string{"diff"}, tc.flags...), ref)...)
		assert.Equal(t, tc.shown, strings.Contains(stdout+stderr, "s3cret"), "%q: %s", tc.flags, stdout)
	}
	_, stdout, _ := runCmd(t, "", "diff", "--no-net-url", ref)
	for _, line := range strings.Split(stdout, "\n") {
		if strings.HasPrefix(line, "  (") {
			assert.NotContains(t, line, "s3cret", "a message hides the password")
		}
	}
	_, stdout, _ = runCmd(t, "", "diff", "--raw-errors", "--no-net-url", ref)
	assert.Contains(t, stdout, `rfc2396: parse "http://u:s3cret@a/%zz"`)
}
