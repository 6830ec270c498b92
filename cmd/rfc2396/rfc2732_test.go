package main

import (
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ipv6Refs returns the references of testdata/ipv6_refs.txt, one a line:
// IPv6 literals and "[" "]" elsewhere, some valid in RFC 2732 mode and
// some not.
func ipv6Refs(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile("testdata/ipv6_refs.txt")
	require.NoError(t, err)
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}

// decodeLines decodes one JSON object a line.
func decodeLines(t *testing.T, out string) []map[string]any {
	t.Helper()
	var objs []map[string]any
	dec := json.NewDecoder(strings.NewReader(out))
	for dec.More() {
		var o map[string]any
		require.NoError(t, dec.Decode(&o))
		objs = append(objs, o)
	}
	return objs
}

func TestRFC2732ParseGolden(t *testing.T) {
	goldenRefs(t, ipv6Refs(t), []string{"parse", "--rfc2732"},
		goldenRun{"ipv6_parse.golden", nil},
		goldenRun{"ipv6_parse_json.golden", []string{"--json"}})
}

// TestRFC2732ParseJSON checks what parse --json --rfc2732 says of each
// reference of ipv6_refs.txt, field by field.
func TestRFC2732ParseJSON(t *testing.T) {
	refs := ipv6Refs(t)
	_, stdout, _ := runCmd(t, "", append([]string{"parse", "--json", "--rfc2732", "--"}, refs...)...)
	objs := decodeLines(t, stdout)
	require.Len(t, objs, len(refs))
	byInput := map[string]map[string]any{}
	for i, o := range objs {
		assert.Equal(t, refs[i], o["input"])
		byInput[refs[i]] = o
	}
	// Every valid reference with a literal has it, brackets and all, as
	// its host, of kind ipv6.
	literals := 0
	for _, r := range refs {
		o := byInput[r]
		if o["valid"] != true || !strings.Contains(r, "//") || !strings.Contains(r, "[") {
			continue
		}
		open := strings.Index(r, "[")
		assert.Equal(t, r[open:open+strings.IndexByte(r[open:], ']')+1], o["host"], "%q", r)
		assert.Equal(t, "ipv6", o["host_kind"], "%q", r)
		assert.Equal(t, "server", o["authority_kind"], "%q", r)
		literals++
	}
	assert.Equal(t, 4, literals)

	o := byInput["ftp://u@[::FFFF:129.144.52.38]:21/pub?x[1]#f[2]"]
	assert.Equal(t, "u", o["userinfo"])
	assert.Equal(t, "21", o["port"])
	assert.Equal(t, "x[1]", o["query"])
	assert.Equal(t, "f[2]", o["fragment"])

	o = byInput["http://1234.1.1.1/"]
	assert.Equal(t, true, o["valid"])
	assert.Equal(t, "registry", o["authority_kind"], "four digits make no IPv4address in RFC 2732 mode")
	assert.Nil(t, o["host"])

	assert.Equal(t, "a[1]", byInput["mailto:a[1]"]["opaque"])

	for r, want := range map[string]struct {
		offset float64
		rule   string
	}{
		"http://[::1%25eth0]/": {11, "IPv6address"},
		"http://[1::2::3]/":    {13, "IPv6address"},
		"http://[::1":          {11, "IPv6address"},
		"http://a/b[1]":        {10, "abs_path"},
	} {
		o := byInput[r]
		assert.Equal(t, false, o["valid"], "%q", r)
		e, ok := o["error"].(map[string]any)
		if !assert.True(t, ok, "%q: error %v", r, o["error"]) {
			continue
		}
		assert.Equal(t, want.offset, e["offset"], "%q", r)
		assert.Equal(t, want.rule, e["rule"], "%q", r)
		assert.NotContains(t, e["hint"], "--rfc2732", "%q: the mode is on", r)
	}
}

// TestRFC2732ParseDefault: by default a literal is a host, as with
// --rfc2732; with --rfc2396 it is an error at its "[" whose hint names
// the flag, in text and in JSON.
func TestRFC2732ParseDefault(t *testing.T) {
	const ref = "http://[::1]/"
	var all strings.Builder
	for _, flags := range [][]string{nil, {"--json"}} {
		status, stdout, stderr := runCmd(t, "", append(append([]string{"parse"}, flags...), ref)...)
		assert.Equal(t, exitOK, status)
		assert.Empty(t, stderr)
		_, with, _ := runCmd(t, "", append(append([]string{"parse", "--rfc2732"}, flags...), ref)...)
		assert.Equal(t, with, stdout, "the default reads RFC 2732")

		status, stdout, stderr = runCmd(t, "", append(append([]string{"parse", "--rfc2396"}, flags...), ref)...)
		assert.Equal(t, exitInvalid, status)
		out := stdout // the JSON record
		if flags == nil {
			assert.Empty(t, stdout, "the error is on standard error")
			out = stderr
		} else {
			assert.Empty(t, stderr)
		}
		assert.Contains(t, out, "at offset 7 in authority")
		assert.Contains(t, out, "and --rfc2732 reads them")
		assert.NotContains(t, out, "syntax.", "hints name the command's flags")
		all.WriteString(out)
	}
	golden(t, "ipv6_parse_rfc2396.golden", all.String())

	_, stdout, _ := runCmd(t, "", "parse", "--json", "--rfc2396", ref)
	objs := decodeLines(t, stdout)
	require.Len(t, objs, 1)
	e, ok := objs[0]["error"].(map[string]any)
	require.True(t, ok, "an error object: %v", objs[0])
	assert.Equal(t, 7.0, e["offset"])
	assert.Equal(t, "[", e["char"])
	assert.Contains(t, e["hint"], "--rfc2732")
}

func TestRFC2732ResolveGolden(t *testing.T) {
	goldenLines(t, "ipv6_resolve_lines.txt", []string{"resolve", "--rfc2732"}, false,
		goldenRun{"ipv6_resolve.golden", nil},
		goldenRun{"ipv6_resolve_explain.golden", []string{"--explain"}},
		goldenRun{"ipv6_resolve_json.golden", []string{"--json"}})
	input, err := os.ReadFile("testdata/ipv6_resolve_lines.txt")
	require.NoError(t, err)

	// As arguments.
	status, stdout, stderr := runCmd(t, "", "resolve", "--rfc2732", "http://[::1]/a/b", "../c", "//[::2]:8")
	assert.Equal(t, exitOK, status)
	assert.Empty(t, stderr)
	assert.Equal(t, "http://[::1]/c\nhttp://[::2]:8\n", stdout)

	// Without flags, as with --rfc2732: the default reads literals.
	status, stdout, stderr = runCmd(t, string(input), "resolve", "-")
	_, want, wantErr := runCmd(t, string(input), "resolve", "--rfc2732", "-")
	assert.Equal(t, exitInvalid, status, "the last line's base is no URI")
	assert.Equal(t, want, stdout)
	assert.Equal(t, wantErr, stderr)
	assert.Equal(t, 2, strings.Count(stderr, "\n"), "two lines are invalid in RFC 2732 too")

	// With --rfc2396, every line fails at a "[" and names the flag.
	status, stdout, stderr = runCmd(t, string(input), "resolve", "--rfc2396", "-")
	assert.Equal(t, exitInvalid, status)
	assert.Empty(t, stdout)
	out := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
	assert.Len(t, out, strings.Count(string(input), "\n"))
	for i, l := range out {
		assert.Regexp(t, `^<stdin>:`+strconv.Itoa(i+1)+`:\d+: `, l)
		assert.Contains(t, l, "unexpected '[' at offset")
		assert.Contains(t, l, "and --rfc2732 reads them")
	}
}
