package main

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/record"
)

func TestResolveExitStatus(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	checkExitStatus(t, []exitCase{
		{"no args: standard input", []string{"resolve"}, base + "\tg\n", exitOK, ""},
		{"base only", []string{"resolve", base}, "", exitUsage, "missing REF"},
		{"flags only: standard input", []string{"resolve", "--json", "--explain"}, base + "\ta b\n", exitInvalid, ""},
		{"unknown flag", []string{"resolve", "--frob", base, "g"}, "", exitUsage, `unknown flag "--frob"`},
		{"bad dotdot", []string{"resolve", "--dotdot=maybe", base, "g"}, "", exitUsage, `--dotdot must be keep, remove or error, not "maybe"`},
		{"help", []string{"resolve", "--help"}, "", exitOK, ""},
		{"valid", []string{"resolve", base, "g", "../h", "#f", ""}, "", exitOK, ""},
		{"all flags", []string{"resolve", "--json", "--explain", "--backward-compatible", "--dotdot=remove", base, "http:g"}, "", exitOK, ""},
		{"dotdot with a space", []string{"resolve", "--dotdot", "error", base, "g"}, "", exitOK, ""},
		{"dotdot error", []string{"resolve", "--dotdot=error", base, "../../../g"}, "", exitInvalid, `rfc2396: resolve: ref at offset 6: the merged path begins with ".."`},
		{"invalid ref", []string{"resolve", base, "g", "a b"}, "", exitInvalid, `rfc2396: resolve: ref: parse "a b"`},
		{"invalid base", []string{"resolve", "http://a b/", "g"}, "", exitInvalid, `rfc2396: resolve: base: parse "http://a b/"`},
		{"relative base", []string{"resolve", "/a/b", "g"}, "", exitInvalid, `rfc2396: resolve: base: parse "/a/b"`},
		{"stdin", []string{"resolve", "-"}, base + "\tg\n" + base + "\t../h\n", exitOK, ""},
		{"stdin empty", []string{"resolve", "-"}, "", exitOK, ""},
		{"stdin no tab", []string{"resolve", "-"}, base + "\n", exitInvalid, "<stdin>:1:1: rfc2396: resolve: want BASE<TAB>REF, found no tab\n"},
		{"stdin invalid", []string{"resolve", "--json", "-"}, base + "\tg\n" + base + "\ta b\n", exitInvalid, ""},
		{"dash with BASE", []string{"resolve", base, "-"}, "", exitUsage, `"-" reads BASE<TAB>REF lines from standard input: give it alone`},
	})
}

func TestResolveGolden(t *testing.T) {
	goldenLines(t, "resolve_lines.txt", []string{"resolve"}, false,
		goldenRun{"resolve.golden", nil},
		goldenRun{"resolve_explain.golden", []string{"--explain"}},
		goldenRun{"resolve_json.golden", []string{"--json"}},
		goldenRun{"resolve_json_explain.golden", []string{"--json", "--explain"}})
}

func TestResolveArgsAndStdinAgree(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	refs := []string{"g", "./g/", "../..", "?y", "#s", "", "//g", "g:h", "a b", ".."}
	var lines strings.Builder
	for _, r := range refs {
		lines.WriteString(base + "\t" + r + "\r\n")
	}
	for _, flags := range [][]string{nil, {"--explain"}, {"--json", "--explain"}} {
		args := append([]string{"resolve"}, flags...)
		s1, fromArgs, errArgs := runCmd(t, "", append(append(args, "--", base), refs...)...)
		s2, fromStdin, errStdin := runCmd(t, lines.String(), append(args, "-")...)
		assert.Equal(t, exitInvalid, s1)
		assert.Equal(t, s1, s2)
		// From standard input, an error says where it is: "a b" is
		// line 9, and its offset 1 is column 21 of the line.
		assert.Equal(t, strings.Replace(fromArgs, `{"base":"`+base+`","ref":"a b"`, `{"file":"<stdin>","line":9,"column":21,"base":"`+base+`","ref":"a b"`, 1), fromStdin, "%q", flags)
		assert.Equal(t, strings.Replace(errArgs, "rfc2396: ", "<stdin>:9:21: rfc2396: ", 1), errStdin, "%q", flags)
	}
}

func TestResolveJSON(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	tests := []struct {
		name  string
		args  []string
		want  map[string]any // keys to check
		order []string       // all the keys, in order
	}{
		{"valid", []string{base, "g"},
			map[string]any{"base": base, "ref": "g", "valid": true, "result": "http://a/b/c/g", "same_document": false},
			[]string{"base", "ref", "valid", "result", "same_document"}},
		{"same document", []string{base, "#s"},
			map[string]any{"valid": true, "result": "http://a/b/c/d;p?q#s", "same_document": true},
			[]string{"base", "ref", "valid", "result", "same_document"}},
		{"invalid ref", []string{base, "a b"},
			map[string]any{"valid": false, "result": nil, "same_document": nil},
			[]string{"base", "ref", "valid", "result", "same_document", "error"}},
		{"explain", []string{"--explain", base, "./g"},
			map[string]any{"valid": true, "result": "http://a/b/c/g"},
			[]string{"base", "ref", "valid", "result", "same_document", "steps"}},
		{"explain invalid", []string{"--explain", base, "a b"},
			map[string]any{"valid": false, "steps": []any{}},
			[]string{"base", "ref", "valid", "result", "same_document", "error", "steps"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, stdout, _ := runCmd(t, "", append([]string{"resolve", "--json"}, tt.args...)...)
			var got map[string]any
			require.NoError(t, json.Unmarshal([]byte(stdout), &got))
			for k, v := range tt.want {
				assert.Equal(t, v, got[k], "key %s", k)
			}
			assert.Equal(t, tt.order, keyOrder(stdout, "base", "ref", "valid", "result", "same_document", "error", "steps"))
		})
	}

	t.Run("errors", func(t *testing.T) {
		for _, tt := range []struct {
			base, ref string
			which     string
			offset    int
			message   string
		}{
			{base, "a b", "ref", 1, "unexpected ' '"},
			{"http://a b/", "g", "base", 8, "unexpected ' '"},
			{base, "%", "ref", 1, `"%" must be followed by two hex digits`},
		} {
			_, stdout, _ := runCmd(t, "", "resolve", "--json", tt.base, tt.ref)
			var got struct {
				Error struct {
					Offset  int    `json:"offset"`
					Message string `json:"message"`
					Which   string `json:"which"`
				} `json:"error"`
			}
			require.NoError(t, json.Unmarshal([]byte(stdout), &got), stdout)
			assert.Equal(t, tt.which, got.Error.Which, "%s %s", tt.base, tt.ref)
			assert.Equal(t, tt.offset, got.Error.Offset, "%s %s", tt.base, tt.ref)
			assert.Contains(t, got.Error.Message, tt.message, "%s %s", tt.base, tt.ref)
		}
	})
}

func TestResolveStdinNoTab(t *testing.T) {
	status, stdout, _ := runCmd(t, "http://a/\tg\nhttp://a/\n", "resolve", "--json", "-")
	assert.Equal(t, exitInvalid, status)
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	require.Len(t, lines, 2)
	assert.Contains(t, lines[0], `"result":"http://a/g"`)
	assert.Contains(t, lines[1], `"base":"http://a/","ref":"","valid":false`)
	assert.Contains(t, lines[1], `{"file":"<stdin>","line":2,"column":1,`)
	assert.Contains(t, lines[1], `"message":"rfc2396: resolve: want BASE<TAB>REF, found no tab"`)
	assert.Contains(t, lines[1], `"which":""`)
}

func TestResolveLongLines(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	long := strings.Repeat("g", 200_000)
	tooLong := strings.Repeat("h", parser.MaxInputLength+1)
	muchTooLong := strings.Repeat("i", 3*parser.MaxInputLength)
	stdin := base + "\t" + long + "\n" +
		base + "\t" + tooLong + "\n" +
		base + "\t" + muchTooLong + "\n" +
		"http://a/" + muchTooLong + "\tg\n" +
		base + "\tx\n"
	status, stdout, stderr := runCmd(t, stdin, "resolve", "--json", "-")
	assert.Equal(t, exitInvalid, status)
	assert.Equal(t, "rfc2396 resolve: <stdin>:3: the line is "+strconv.Itoa(len(base)+1+len(muchTooLong))+" bytes long; only its first "+strconv.Itoa(maxResolveLine)+" bytes were read\n"+
		"rfc2396 resolve: <stdin>:4: the line is "+strconv.Itoa(len("http://a/")+len(muchTooLong)+2)+" bytes long; only its first "+strconv.Itoa(maxResolveLine)+" bytes were read\n", stderr,
		"the lines that were cut are noted with their lengths")
	var out []record.Resolve
	dec := json.NewDecoder(strings.NewReader(stdout))
	for dec.More() {
		var r record.Resolve
		require.NoError(t, dec.Decode(&r))
		out = append(out, r)
	}
	require.Len(t, out, 5)
	assert.True(t, out[0].Valid)
	assert.Equal(t, "http://a/b/c/"+long, *out[0].Result)
	for i, which := range []string{"ref", "ref", "base"} {
		r := out[i+1]
		assert.False(t, r.Valid, "line %d", i+2)
		require.NotNil(t, r.Error, "line %d", i+2)
		assert.Equal(t, which, *r.Error.Which, "line %d", i+2)
		assert.Equal(t, parser.MaxInputLength, r.Error.Offset, "line %d", i+2)
		assert.Contains(t, r.Error.Message, "bytes long", "line %d", i+2)
	}
	assert.Equal(t, "http://a/b/c/x", *out[4].Result)
}
