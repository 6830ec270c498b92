package main

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/syntax"
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
	for _, c := range escape.Targets() {
		status, stdout, stderr := runCmd(t, string(input), "escape", "--component="+c.String())
		assert.Equal(t, exitOK, status)
		assert.Empty(t, stderr)
		assert.Equal(t, inputLines(string(input)), countLines(t, stdout), "one value a line")
		all.WriteString("== " + c.String() + "\n" + stdout)
		// Unescaping the output gives the input back, line for line
		// (lines.Reader drops the "\r" of the last line's "\r\n").
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
	for _, c := range escape.Targets() {
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

// TestEscapeJSON checks escape's and unescape's --json: one record a
// value, {input, valid, result, error}, the error object of every
// command, and where a line of standard input is for an invalid one.
func TestEscapeJSON(t *testing.T) {
	status, stdout, stderr := runCmd(t, "", "escape", "--json", "--component=query", "a b", "x=1&y")
	assert.Equal(t, exitOK, status)
	assert.Empty(t, stderr)
	assert.Equal(t, `{"input":"a b","valid":true,"result":"a%20b"}`+"\n"+`{"input":"x=1&y","valid":true,"result":"x%3D1%26y"}`+"\n", stdout)

	status, stdout, stderr = runCmd(t, "%41\n100%\n%zz\n", "unescape", "--json")
	assert.Equal(t, exitInvalid, status)
	assert.Empty(t, stderr)
	recs := decodeLines(t, stdout)
	require.Len(t, recs, 3)
	assert.Equal(t, map[string]any{"input": "%41", "valid": true, "result": "A"}, recs[0])
	assert.Equal(t, []string{"file", "line", "column", "input", "valid", "result", "error"},
		keyOrder(strings.Split(stdout, "\n")[1], "file", "line", "column", "input", "valid", "result", "error"))
	for i, tc := range []struct {
		line, column, offset float64
		char                 any
	}{{2, 5, 4, nil}, {3, 2, 1, "z"}} {
		r := recs[i+1]
		assert.Equal(t, stdinName, r["file"])
		assert.Equal(t, tc.line, r["line"])
		assert.Equal(t, tc.column, r["column"])
		assert.Equal(t, false, r["valid"])
		assert.Nil(t, r["result"])
		e := r["error"].(map[string]any)
		assert.Equal(t, tc.offset, e["offset"])
		assert.Equal(t, tc.char, e["char"])
		assert.Equal(t, "escaped", e["rule"])
		assert.Contains(t, e["message"], "rfc2396: unescape: unexpected ")
		assert.Equal(t, []string{"offset", "char", "rule", "expected", "hint", "message"},
			keyOrder(strings.Split(stdout, "\n")[i+1], "offset", "char", "rule", "expected", "hint", "message", "which"), "the error object of every command")
	}
	// As arguments, no position.
	_, stdout, _ = runCmd(t, "", "unescape", "--json", "%zz")
	assert.NotContains(t, stdout, `"file"`)
}

// TestEscapeRedact checks escape's and unescape's --redact: they work on
// each value with what may be a password hidden, so that no part of it
// reaches the output, and an error's offset is into the value as shown.
func TestEscapeRedact(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"escape", "--repair", "--component=userinfo", "u:pw"}, "u:xxxxx\n"},
		{[]string{"escape", "--component=userinfo", "u:pw"}, "u%3Axxxxx\n"},
		{[]string{"escape", "--component=query", "http://u:pw@h/"}, "http%3Axxxxx%40h%2F\n"},
		{[]string{"escape", "--component=segment", "a b"}, "a%20b\n"},
		{[]string{"unescape", "http://u:p%77@h/"}, "http:xxxxx@h/\n"},
		{[]string{"unescape", "http%3A//u%3Apw%40h/"}, "http:xxxxx@h/\n"}, // a password in what it decodes to
		{[]string{"unescape", "a%20b"}, "a b\n"},
	} {
		status, stdout, stderr := runCmd(t, "", append(tc.args, "--redact")...)
		assert.Equal(t, exitOK, status, "%q", tc.args)
		assert.Empty(t, stderr)
		assert.Equal(t, tc.want, stdout, "%q", tc.args)
		assert.NotContains(t, stdout, "pw")
	}
	_, stdout, _ := runCmd(t, "", "unescape", "--json", "--redact", "http://u:p%zz@h/%zz")
	r := decodeLines(t, stdout)[0]
	assert.Equal(t, "http:xxxxx@h/%zz", r["input"])
	e := r["error"].(map[string]any)
	assert.Equal(t, float64(len("http:xxxxx@h/%")), e["offset"], "into the value as shown")
	assert.Equal(t, "z", e["char"])
	assert.Contains(t, e["message"], "at offset 14:")
}

// TestRepairAndDisplay checks the commands of package iri: the issue's
// example, a text that no repair makes valid, and that repair turns
// display's text back into a reference equivalent to the one displayed.
func TestRepairAndDisplay(t *testing.T) {
	status, stdout, stderr := runCmd(t, "", "repair", "http://bücher.example/a b?q=ü#f")
	assert.Equal(t, exitOK, status)
	assert.Empty(t, stderr)
	assert.Equal(t, "http://xn--bcher-kva.example/a%20b?q=%C3%BC#f\n", stdout)

	status, stdout, _ = runCmd(t, "", "repair", "http://a/b", "100%", "a#b#c")
	assert.Equal(t, exitOK, status)
	assert.Equal(t, "http://a/b\n100%25\na#b%23c\n", stdout, "a valid reference comes back unchanged")

	for _, tc := range []struct {
		in, stderr string
		column     int // of the error in the line
	}{
		{"1http://a/", `rfc2396: parse "1http://a/": unexpected ':' at offset 5 in rel_segment`, 6},
		{"http://[::1/", `rfc2396: parse "http://[::1/": unexpected '/' at offset 11 in IPv6address`, 12},
		{"http://a b@[::1/", `rfc2396: parse "http://a%20b@[::1/": unexpected '/' at offset 17 in IPv6address`, 1}, // repair changed the text before the error: no column
		// With --raw-errors, the raw input, as the user gave it (RawError).
		{"http://u:p@b_ü.example/", `rfc2396: repair "http://u:p@b_ü.example/": the host "b_ü.example" at offset 11 cannot be converted to ASCII by IDNA`, 12},
	} {
		status, stdout, stderr := runCmd(t, "", "repair", "--raw-errors", "--", tc.in)
		assert.Equal(t, exitInvalid, status, "%q", tc.in)
		assert.Empty(t, stdout, "never an escaped guess")
		assert.Contains(t, stderr, tc.stderr, "%q", tc.in)
		_, _, stderr = runCmd(t, tc.in+"\n", "repair", "--raw-errors")
		assert.True(t, strings.HasPrefix(stderr, "<stdin>:1:"+strconv.Itoa(tc.column)+": "), "%q: %s", tc.in, stderr)
		_, stdout, _ = runCmd(t, tc.in+"\n", "repair", "--raw-errors", "--json")
		r := decodeLines(t, stdout)[0]
		assert.Equal(t, float64(tc.column), r["column"], "%q", tc.in)
		assert.Equal(t, tc.in, r["input"])
		assert.Equal(t, false, r["valid"])
	}
	_, stdout, _ = runCmd(t, "", "repair", "--json", "http://u:p@b_ü.example/")
	e := decodeLines(t, stdout)[0]["error"].(map[string]any)
	assert.Equal(t, "host", e["rule"])
	assert.Equal(t, "b", e["char"])
	// Without --raw-errors, the error text hides the password, and its
	// offset and column are into the text shown.
	_, stdout, stderr = runCmd(t, "http://u:p@b_ü.example/\n", "repair")
	assert.Empty(t, stdout)
	assert.Equal(t, `<stdin>:1:16: rfc2396: repair "http://u:xxxxx@b_ü.example/": the host "b_ü.example" at offset 15 cannot be converted to ASCII by IDNA (UTS #46, nontransitional lookup): idna: disallowed rune U+005F`+"\n", stderr)
	_, stdout, _ = runCmd(t, "http://u:p@b_ü.example/\n", "repair", "--json")
	r := decodeLines(t, stdout)[0]
	assert.Equal(t, "http://u:xxxxx@b_ü.example/", r["input"])
	assert.Equal(t, float64(16), r["column"])
	assert.Equal(t, float64(15), r["error"].(map[string]any)["offset"])

	refs := []string{"http://xn--bcher-kva.example/a%20b?q=%C3%BC#f", "http://a/%7Euser/%E2%80%AEx", "http://[::1]/%2F%C3%A9", "mailto:a@b", "a%00b"}
	status, shown, stderr := runCmd(t, "", append([]string{"display", "--"}, refs...)...)
	assert.Equal(t, exitOK, status)
	assert.Empty(t, stderr)
	assert.Equal(t, "http://bücher.example/a%20b?q=ü#f\nhttp://a/~user/%E2%80%AEx\nhttp://[::1]/%2Fé\nmailto:a@b\na%00b\n", shown,
		"escaped and ACE text decoded; a bidirectional mark, a reserved character and a control kept escaped")
	status, back, _ := runCmd(t, shown, "repair")
	assert.Equal(t, exitOK, status)
	for i, b := range strings.Split(strings.TrimSuffix(back, "\n"), "\n") {
		eq, err := normalize.Equal(refs[i], b, syntax.RFC2732)
		require.NoError(t, err)
		assert.True(t, eq, "%q -> %q", refs[i], b)
	}
}
