package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
		goldenRun{"normalize_json.golden", []string{"--json"}})
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
