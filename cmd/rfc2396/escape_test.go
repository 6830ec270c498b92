package main

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/escape"
)

func TestEscapeExitStatus(t *testing.T) {
	checkExitStatus(t, []exitCase{
		{"no component", []string{"escape", "a"}, "", exitUsage, "missing --component"},
		{"bad component", []string{"escape", "--component=path", "a"}, "", exitUsage, `not "path"`},
		{"valid", []string{"escape", "--component=query", "a b", "c"}, "", exitOK, ""},
		{"repair", []string{"escape", "--repair", "--component=segment", "a b%41"}, "", exitOK, ""},
		{"stdin", []string{"escape", "--component", "segment"}, "a\nb\n", exitOK, ""},
		{"help", []string{"escape", "-h"}, "", exitOK, ""},
		{"unescape", []string{"unescape", "a%20b"}, "", exitOK, ""},
		{"unescape bad", []string{"unescape", "a", "100%"}, "", exitInvalid, `rfc2396: unescape: unexpected end of input at offset 4`},
		{"unescape stdin", []string{"unescape", "-"}, "%41\n", exitOK, ""},
		{"unescape unknown flag", []string{"unescape", "--component=query", "a"}, "", exitUsage, `unknown flag "--component=query"`},
	})
}

func TestEscapeGolden(t *testing.T) {
	input, err := os.ReadFile("testdata/escape_lines.txt")
	require.NoError(t, err)
	var all strings.Builder
	for _, c := range escape.Components() {
		status, stdout, stderr := runCmd(t, string(input), "escape", "--component="+c.String())
		assert.Equal(t, exitOK, status)
		assert.Empty(t, stderr)
		assert.Equal(t, inputLines(string(input)), countLines(t, stdout), "one value a line")
		all.WriteString("== " + c.String() + "\n" + stdout)
		// Unescaping the output gives the input back, line for line
		// (lineReader drops the "\r" of the last line's "\r\n").
		_, back, _ := runCmd(t, stdout, "unescape")
		assert.Equal(t, strings.ReplaceAll(string(input), "\r\n", "\n"), back)
	}
	golden(t, "escape.golden", all.String())

	input, err = os.ReadFile("testdata/unescape_lines.txt")
	require.NoError(t, err)
	status, stdout, stderr := runCmd(t, string(input), "unescape")
	assert.Equal(t, exitInvalid, status)
	goldenRun{golden: "unescape.golden"}.check(t, stdout, stderr)
}

// TestEscapeOneValueALine checks that no byte, alone or in a line, can
// break the one-value-a-line form of escape's output.
func TestEscapeOneValueALine(t *testing.T) {
	var data []string
	for b := range 256 {
		data = append(data, "x"+string([]byte{byte(b)})+"y")
	}
	for _, c := range escape.Components() {
		status, stdout, _ := runCmd(t, "", append([]string{"escape", "--component=" + c.String(), "--"}, data...)...)
		assert.Equal(t, exitOK, status)
		lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
		require.Len(t, lines, len(data), "%v", c)
		for i, l := range lines {
			assert.NotContains(t, l, "\r", "%v", c)
			back, err := escape.Unescape(l)
			require.NoError(t, err)
			assert.Equal(t, data[i], back)
		}
	}
}

func TestEscapeLongLine(t *testing.T) {
	input := "a\n" + strings.Repeat("b", maxValueLine+1) + "\nc\n"
	status, stdout, stderr := runCmd(t, input, "escape", "--component=query")
	assert.Equal(t, exitInvalid, status)
	assert.Equal(t, "a\nc\n", stdout)
	assert.Equal(t, "<stdin>:2:1: rfc2396: escape: the line is 1048577 bytes long, more than the 1048576 bytes a value may have\n", stderr)
}

func TestEscapeRepair(t *testing.T) {
	_, stdout, _ := runCmd(t, "", "escape", "--component=segment", "--repair", "my docs;v=2 100% %7E", "a/b", "x\ty")
	assert.Equal(t, "my%20docs;v=2%20100%25%20%7E\na%2Fb\nx%09y\n", stdout)
	_, stdout, _ = runCmd(t, "", "escape", "--component=query", "--repair", "q=a b&x=%7B")
	assert.Equal(t, "q=a%20b&x=%7B\n", stdout)
}
