package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/normalize"
)

func TestNormalizeExitStatus(t *testing.T) {
	checkExitStatus(t, []exitCase{
		{"valid", []string{"normalize", "HTTP://A/", "b"}, "", exitOK, ""},
		{"invalid", []string{"normalize", "a", "b c"}, "", exitInvalid, `rfc2396: parse "b c": unexpected ' ' at offset 1`},
		{"json", []string{"normalize", "--json", "a"}, "", exitOK, ""},
		{"dots", []string{"normalize", "--remove-dot-segments", "http://a/./b"}, "", exitOK, ""},
		{"stdin", []string{"normalize"}, "a\nb\n", exitOK, ""},
		{"stdin dash", []string{"normalize", "-"}, "a\nb c\n", exitInvalid, `<stdin>:2:2: rfc2396: parse "b c"`},
		{"unknown flag", []string{"normalize", "--frob", "a"}, "", exitUsage, `unknown flag "--frob"`},
		{"help", []string{"normalize", "-h"}, "", exitOK, ""},
	})
}

func TestNormalizeGolden(t *testing.T) {
	goldenLines(t, "normalize_lines.txt", []string{"normalize"}, true,
		goldenRun{"normalize.golden", nil},
		goldenRun{"normalize_dots.golden", []string{"--remove-dot-segments"}},
		goldenRun{"normalize_json.golden", []string{"--json"}},
		goldenRun{"normalize_rfc2396.golden", []string{"--rfc2396"}})
}

func TestNormalizeJSON(t *testing.T) {
	_, stdout, _ := runCmd(t, "", "normalize", "--json", "HTTP://A:80/", "a b")
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	require.Len(t, lines, 2)
	var ok, bad map[string]any
	require.NoError(t, json.Unmarshal([]byte(lines[0]), &ok))
	require.NoError(t, json.Unmarshal([]byte(lines[1]), &bad))
	assert.Equal(t, map[string]any{"input": "HTTP://A:80/", "valid": true, "normalized": "http://a/"}, ok)
	assert.Equal(t, []string{"input", "valid", "normalized", "error"}, keyOrder(lines[1], "input", "valid", "normalized", "error"))
	assert.Nil(t, bad["normalized"])
	// The error object is parse's.
	_, parsed, _ := runCmd(t, "", "parse", "--json", "a b")
	var p map[string]any
	require.NoError(t, json.Unmarshal([]byte(parsed), &p))
	assert.Equal(t, p["error"], bad["error"])
}

// TestNormalizeRule checks --rule: each name adds package normalize's
// rule of that name (normalize.RuleByName) to section 6's, repeatable,
// and an unknown name is a usage error that lists the names.
func TestNormalizeRule(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		// The example.
		{[]string{"--rule", "empty-path-slash", "--rule", "sort-query", "--rule", "drop-fragment", "HTTP://A?b=2&a=1#x"}, "http://a/?a=1&b=2\n"},
		{[]string{"HTTP://A?b=2&a=1#x"}, "http://a?b=2&a=1#x\n"},
		{[]string{"--rule=empty-path-slash", "HTTP://A?b=2&a=1#x"}, "http://a/?b=2&a=1#x\n"},
		{[]string{"--rule", "sort-query", "http://a/?b=2&a=1&%61=0"}, "http://a/?a=1&a=0&b=2\n"},
		{[]string{"--rule", "drop-fragment", "http://a/#", "#f", "b#c"}, "http://a/\n\nb\n"},
		{[]string{"--rule", "empty-path-slash", "ftp://a", "https://a:443", "//a"}, "ftp://a\nhttps://a/\n//a\n"},
		{[]string{"--rule", "remove-dot-segments", "http://a/b/../c/./d"}, "http://a/c/d\n"},
		// A rule of section 6's, named, changes nothing.
		{[]string{"--rule", "lower-scheme", "--rule", "upper-hex", "HTTP://A/%7e"}, "http://a/~\n"},
		// Flags anywhere, and twice the same.
		{[]string{"http://a?b&a", "--rule", "sort-query", "--rule", "sort-query"}, "http://a?a&b\n"},
	} {
		status, stdout, stderr := runCmd(t, "", append([]string{"normalize"}, tc.args...)...)
		assert.Equal(t, exitOK, status, "%q: %s", tc.args, stderr)
		assert.Equal(t, tc.want, stdout, "%q", tc.args)
	}
	// --remove-dot-segments is --rule remove-dot-segments.
	in := "http://a/b/./c/../d\nHTTP://A/%7e/..\n"
	_, a, _ := runCmd(t, in, "normalize", "--remove-dot-segments")
	_, b, _ := runCmd(t, in, "normalize", "--rule", "remove-dot-segments")
	assert.Equal(t, a, b)

	_, stdout, _ := runCmd(t, "", "normalize", "--json", "--rule", "sort-query", "--rule", "drop-fragment", "http://a/?b&a#f")
	assert.Equal(t, `{"input":"http://a/?b&a#f","valid":true,"normalized":"http://a/?a&b"}`+"\n", stdout)

	for _, args := range [][]string{{"--rule", "sort"}, {"--rule=Sort-Query"}, {"--rule", ""}, {"--rule"}} {
		status, stdout, stderr := runCmd(t, "", append(append([]string{"normalize"}, args...), "http://a/")...)
		if len(args) == 1 && args[0] == "--rule" {
			// The reference is taken as the value of --rule.
			assert.Equal(t, exitUsage, status)
			assert.Contains(t, stderr, `invalid value "http://a/" for flag --rule: no such rule`)
			continue
		}
		assert.Equal(t, exitUsage, status, "%q", args)
		assert.Empty(t, stdout)
		assert.Contains(t, stderr, "for flag --rule: no such rule; the rules are lower-scheme, lower-host, drop-port, decode-unreserved, upper-hex, remove-dot-segments, empty-path-slash, sort-query, drop-fragment (see \"rfc2396 help normalize\")\n", "%q", args)
	}
	// An unknown name is quoted redacted, but with --raw-errors.
	_, _, stderr := runCmd(t, "", "normalize", "--rule", "u:s3cret@h", "a")
	assert.NotContains(t, stderr, "s3cret")
	_, _, stderr = runCmd(t, "", "normalize", "--raw-errors", "--rule", "u:s3cret@h", "a")
	assert.Contains(t, stderr, "s3cret")
	// The help lists the names.
	_, help, _ := runCmd(t, "", "help", "normalize")
	assert.Contains(t, help, "\n  --rule NAME\n")
	assert.Contains(t, strings.Join(strings.Fields(help), " "), strings.Join(normalize.RuleNames(), ", "))
}
