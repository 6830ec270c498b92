package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/record"
)

// refs returns the references of testdata/refs.txt, one a line.
func refs(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile("testdata/refs.txt")
	require.NoError(t, err)
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}

func TestParseGolden(t *testing.T) {
	goldenRefs(t, refs(t), []string{"parse"},
		goldenRun{"parse.golden", nil},
		goldenRun{"parse_json.golden", []string{"--json"}},
		goldenRun{"parse_rfc2396.golden", []string{"--rfc2396"}},
		goldenRun{"parse_rfc2396_json.golden", []string{"--rfc2396", "--json"}},
		goldenRun{"parse_rfc3986.golden", []string{"--rfc3986"}},
		goldenRun{"parse_rfc3986_json.golden", []string{"--rfc3986", "--json"}})
}

// parseJSON runs parse --json on the lines of stdin and decodes its output.
func parseJSON(t *testing.T, stdin string) (int, []map[string]any) {
	t.Helper()
	status, stdout, stderr := runCmd(t, stdin, "parse", "--json")
	assert.Empty(t, stderr)
	var out []map[string]any
	dec := json.NewDecoder(strings.NewReader(stdout))
	for {
		var m map[string]any
		if err := dec.Decode(&m); err == io.EOF {
			break
		} else {
			require.NoError(t, err)
		}
		out = append(out, m)
	}
	assert.Equal(t, countLines(t, stdout), len(out), "one object a line")
	return status, out
}

func TestParseStdin(t *testing.T) {
	tests := []struct {
		name   string
		stdin  string
		inputs []string // the inputs, in order, that parse saw
		status int
	}{
		{"lf", "http://a/\nb\n", []string{"http://a/", "b"}, exitOK},
		{"crlf", "http://a/\r\nb\r\n", []string{"http://a/", "b"}, exitOK},
		{"last line without newline", "a\nb", []string{"a", "b"}, exitOK},
		{"empty line is the empty reference", "a\n\nb\n", []string{"a", "", "b"}, exitOK},
		{"only an empty line", "\n", []string{""}, exitOK},
		{"empty crlf line", "\r\n", []string{""}, exitOK},
		{"no input", "", nil, exitOK},
		{"lone cr is kept and invalid", "a\r\n\r\r\n", []string{"a", "\r"}, exitInvalid},
		{"invalid line", "a\nb c\nd\n", []string{"a", "b c", "d"}, exitInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, out := parseJSON(t, tt.stdin)
			assert.Equal(t, tt.status, status)
			var inputs []string
			for _, o := range out {
				inputs = append(inputs, o["input"].(string))
			}
			assert.Equal(t, tt.inputs, inputs)
		})
	}
}

func TestParseStdinDash(t *testing.T) {
	status, stdout, _ := runCmd(t, "a\n", "parse", "-")
	assert.Equal(t, exitOK, status)
	assert.Equal(t, "URIReference [0,1) \"a\"\n  RelativeURI [0,1) \"a\"\n    RelPath [0,1) \"a\"\n      Segment [0,1) \"a\"\n", stdout)
}

func TestParseJSONComponents(t *testing.T) {
	// Each case checks the keys it names; every key is always present for
	// a valid reference.
	tests := []struct {
		input string
		want  map[string]any
	}{
		{"", map[string]any{"scheme": nil, "authority": nil, "path": "", "segments": []any{}, "query": nil, "fragment": nil}},
		{"#", map[string]any{"path": "", "fragment": ""}},
		{"//", map[string]any{"authority": "", "authority_kind": "server", "host": nil, "host_kind": nil, "userinfo": nil, "port": nil, "path": ""}},
		{"http://@a:/?", map[string]any{"userinfo": "", "host": "a", "port": "", "path": "/", "query": "", "fragment": nil}},
		{"http://10.0.0.1/", map[string]any{"host": "10.0.0.1", "host_kind": "ipv4"}},
		{"http://a.b./", map[string]any{"host": "a.b.", "host_kind": "hostname"}},
		{"x://r;g/", map[string]any{"authority": "r;g", "authority_kind": "registry", "host": nil, "userinfo": nil, "port": nil}},
		{"mailto:a@b?c", map[string]any{"scheme": "mailto", "opaque": "a@b?c", "path": nil, "segments": nil, "query": nil}},
		{"a;x;;y/b/", map[string]any{"path": "a;x;;y/b/", "opaque": nil, "segments": []any{
			map[string]any{"name": "a", "params": []any{"x", "", "y"}},
			map[string]any{"name": "b", "params": []any{}},
			map[string]any{"name": "", "params": []any{}},
		}}},
		{"http://a/%7E?q%20#f%23", map[string]any{"path": "/%7E", "query": "q%20", "fragment": "f%23"}},
	}
	keys := []string{"input", "valid", "scheme", "authority", "userinfo", "host", "port", "path", "opaque", "query", "fragment", "authority_kind", "host_kind", "segments"}
	for _, tt := range tests {
		t.Run(tt.input, func(t *testing.T) {
			status, stdout, _ := runCmd(t, "", "parse", "--json", tt.input)
			require.Equal(t, exitOK, status)
			var got map[string]any
			require.NoError(t, json.Unmarshal([]byte(stdout), &got))
			assert.Equal(t, tt.input, got["input"])
			assert.Equal(t, true, got["valid"])
			for k, v := range tt.want {
				assert.Equal(t, v, got[k], "key %s", k)
			}
			assert.Len(t, got, len(keys))
			for _, k := range keys {
				assert.Contains(t, got, k)
			}
			// The keys come in a fixed order.
			last := -1
			for _, k := range keys {
				i := strings.Index(stdout, `"`+k+`":`)
				assert.Greater(t, i, last, "key %s out of order", k)
				last = i
			}
		})
	}
}

func TestParseJSONError(t *testing.T) {
	tests := []struct {
		input    string
		offset   int
		char     any
		rule     string
		expected string // one of the expected items
	}{
		{"http://a b/", 8, " ", "authority", "'/'"},
		{"http:", 5, nil, "absoluteURI", "'/'"},
		{"a%2", 3, nil, "escaped", "hex digit"},
		{"a#b#c", 3, "#", "fragment", "end of input"},
	}
	for _, tt := range tests {
		t.Run(tt.input, func(t *testing.T) {
			status, stdout, _ := runCmd(t, "", "parse", "--json", tt.input)
			require.Equal(t, exitInvalid, status)
			var got map[string]any
			require.NoError(t, json.Unmarshal([]byte(stdout), &got))
			assert.Equal(t, []string{"input", "valid", "error"}, keyOrder(stdout, "input", "valid", "error", "scheme"))
			assert.Equal(t, false, got["valid"])
			e := got["error"].(map[string]any)
			assert.Equal(t, float64(tt.offset), e["offset"])
			assert.Equal(t, tt.char, e["char"])
			assert.Equal(t, tt.rule, e["rule"])
			assert.Contains(t, e["expected"], tt.expected)
			_, err := parser.Parse(tt.input)
			require.Error(t, err)
			assert.Equal(t, err.Error(), e["message"])
		})
	}
}

// keyOrder returns those of keys that occur as JSON keys in s, in the
// order they occur.
func keyOrder(s string, keys ...string) []string {
	var out []string
	for i := range len(s) {
		for _, k := range keys {
			if strings.HasPrefix(s[i:], `"`+k+`":`) {
				out = append(out, k)
			}
		}
	}
	return out
}

func TestParseLongLines(t *testing.T) {
	long := "/" + strings.Repeat("a", 200_000) // longer than a bufio.Scanner's default 64 KiB
	atLimit := "/" + strings.Repeat("b", parser.MaxInputLength-1)
	tooLong := "/" + strings.Repeat("c", parser.MaxInputLength)
	muchTooLong := "/" + strings.Repeat("d", 3*parser.MaxInputLength)
	stdin := long + "\n" + atLimit + "\r\n" + tooLong + "\n" + muchTooLong + "\nx\n"
	status, stdout, stderr := runCmd(t, stdin, "parse", "--json")
	assert.Equal(t, exitInvalid, status)
	out := decodeLines(t, stdout)
	require.Len(t, out, 5)
	assert.Equal(t, true, out[0]["valid"])
	assert.Equal(t, long, out[0]["input"])
	assert.Equal(t, true, out[1]["valid"])
	assert.Equal(t, atLimit, out[1]["input"])
	assert.Equal(t, false, out[2]["valid"])
	assert.Equal(t, tooLong, out[2]["input"])
	assert.Equal(t, false, out[3]["valid"])
	assert.Len(t, out[3]["input"], maxParseLine, "only the start of a very long line is kept")
	assert.Equal(t, map[string]any{"input": "x", "valid": true}, map[string]any{"input": out[4]["input"], "valid": out[4]["valid"]})
	for i, wantLen := range map[int]int{2: len(tooLong), 3: maxParseLine} {
		e := out[i]["error"].(map[string]any)
		assert.Equal(t, float64(parser.MaxInputLength), e["offset"])
		assert.Contains(t, e["message"], "the input is "+strconv.Itoa(wantLen)+" bytes long", "the parser's error, about what it was given")
	}
	// The line that was cut is noted on stderr with its length.
	assert.Equal(t, "rfc2396 parse: <stdin>:4: the line is "+strconv.Itoa(len(muchTooLong))+" bytes long; only its first "+strconv.Itoa(maxParseLine)+" bytes were read\n", stderr)

	// The tree form shows the error with its caret, on standard error.
	status, stdout, stderr = runCmd(t, muchTooLong+"\n", "parse")
	assert.Equal(t, exitInvalid, status)
	assert.Empty(t, stdout)
	assert.Contains(t, stderr, "the line is "+strconv.Itoa(len(muchTooLong))+" bytes long")
	assert.Contains(t, stderr, "\n"+strings.Repeat(" ", 43)+"^\n")
}

// lineSource generates n lines of references without holding them all.
type lineSource struct {
	n, i int
	buf  []byte
}

func (s *lineSource) Read(p []byte) (int, error) {
	for len(s.buf) == 0 {
		if s.i == s.n {
			return 0, io.EOF
		}
		s.buf = []byte("http://user@host" + strconv.Itoa(s.i) + ".example:80/a/b;p/../c?q=" + strconv.Itoa(s.i) + "#f\n")
		s.i++
	}
	n := copy(p, s.buf)
	s.buf = s.buf[n:]
	return n, nil
}

// lineCounter counts the lines written to it and drops them.
type lineCounter struct{ lines int }

func (c *lineCounter) Write(p []byte) (int, error) {
	c.lines += strings.Count(string(p), "\n")
	return len(p), nil
}

func TestParseManyLines(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 100,000 lines")
	}
	const n = 100_000
	// Sample the live heap while the lines stream through: it must stay
	// small, whatever the number of lines, as nothing is kept from one
	// line to the next. Each sample collects garbage first, so that it
	// measures what is kept, not how far the collector has fallen behind.
	var peak atomic.Uint64
	done := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		var m runtime.MemStats
		for {
			runtime.GC()
			runtime.ReadMemStats(&m)
			if m.HeapAlloc > peak.Load() {
				peak.Store(m.HeapAlloc)
			}
			select {
			case <-done:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()
	for _, flag := range []string{"", "--json"} {
		args := []string{"parse"}
		if flag != "" {
			args = append(args, flag)
		}
		var out lineCounter
		var errOut strings.Builder
		status := run(args, &lineSource{n: n}, &out, &errOut)
		assert.Equal(t, exitOK, status, "%q", args)
		assert.Empty(t, errOut.String())
		if flag == "" {
			assert.Equal(t, n*19+(n-1), out.lines, "19 tree lines a reference, and blank lines between")
		} else {
			assert.Equal(t, n, out.lines)
		}
	}
	close(done)
	<-sampled
	t.Logf("peak heap %.1f MiB", float64(peak.Load())/(1<<20))
	assert.Less(t, peak.Load(), uint64(64<<20), "heap grows with the number of lines")
}

func TestParseQueryOnly(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		status int
		want   string
	}{
		{[]string{"parse", "?y#s"}, exitOK, "  RelativeURI [0,2) \"?y\"\n    Query [1,2) \"y\"\n  Fragment [3,4) \"s\"\n"},
		{[]string{"parse", "--rfc2396", "?y#s"}, exitInvalid, "not an RFC 2396 relativeURI"},
		{[]string{"parse", "--rfc2396", "--query-only", "?y#s"}, exitOK, "  RelativeURI [0,2) \"?y\"\n    Query [1,2) \"y\"\n  Fragment [3,4) \"s\"\n"},
		{[]string{"parse", "--query-only", "--json", "?"}, exitOK, `"path":"","opaque":null,"query":"","fragment":null,"authority_kind":null,"host_kind":null,"segments":[]}`},
		{[]string{"parse", "--query-only", "g?y"}, exitOK, "RelPath [0,1) \"g\""},
		{[]string{"parse", "--query-only", "??"}, exitOK, "Query [1,2) \"?\""},
		{[]string{"parse", "--query-only", "?y#s#"}, exitInvalid, "at offset 4"},
	} {
		var stdout, stderr bytes.Buffer
		status := run(tc.args, strings.NewReader(""), &stdout, &stderr)
		assert.Equal(t, tc.status, status, "%v: %s", tc.args, stderr.String())
		out := stdout.String()
		if status != exitOK {
			out = stderr.String() // the error
		}
		assert.Contains(t, out, tc.want, "%v", tc.args)
	}
}

func TestParseExplain(t *testing.T) {
	status, stdout, _ := runCmd(t, "", "parse", "--explain", "http://a_b.example/", "http://a.example/")
	assert.Equal(t, exitOK, status)
	assert.Contains(t, stdout, `        RegName [7,18) "a_b.example"`+"\n")
	assert.Contains(t, stdout, "\nexplain: the authority \"a_b.example\" is a reg_name, not a server: unexpected '_' at offset 1 in hostname; \"_\" cannot be part of a hostname", "the offset is into the authority")
	assert.Equal(t, 1, strings.Count(stdout, "explain:"), "a server needs no explanation")

	_, stdout, _ = runCmd(t, "", "parse", "--json", "--explain", "http://h:x/", "http://h/")
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	require.Len(t, lines, 2)
	var got struct {
		AuthorityKind string        `json:"authority_kind"`
		ServerError   *record.Error `json:"server_error"`
	}
	require.NoError(t, json.Unmarshal([]byte(lines[0]), &got))
	assert.Equal(t, "registry", got.AuthorityKind)
	require.NotNil(t, got.ServerError)
	assert.Equal(t, 2, got.ServerError.Offset, "into the authority, h:x")
	assert.Equal(t, "port", got.ServerError.Rule)
	assert.Equal(t, "x", *got.ServerError.Char)
	assert.Contains(t, lines[1], `"server_error":null`)
	_, stdout, _ = runCmd(t, "", "parse", "--json", "http://h:x/")
	assert.NotContains(t, stdout, "server_error", "only with --explain")
}
