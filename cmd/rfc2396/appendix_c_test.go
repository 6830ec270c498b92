package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/record"
)

// appendixCBase is the base URI of every example of RFC 2396 Appendix C.
const appendixCBase = "http://a/b/c/d;p?q"

// An appendixCCase is one line of testdata/resolve/appendix_c.txt.
type appendixCCase struct {
	line      int
	ref, want string
	mode      string // "" for both modes, "strict" or "compat"
}

// appendixC reads the examples of Appendix C from the file the resolve
// package keeps them in. Lines are REF<TAB>EXPECTED[<TAB>MODE]; a line
// that starts with "#" and has no tab is a comment (a reference "#s" has
// one), and "<>" is the empty reference.
func appendixC(t *testing.T) []appendixCCase {
	t.Helper()
	b, err := os.ReadFile("../../testdata/resolve/appendix_c.txt")
	require.NoError(t, err)
	var cases []appendixCCase
	for i, line := range strings.Split(string(b), "\n") {
		if line == "" || strings.HasPrefix(line, "#") && !strings.Contains(line, "\t") {
			continue
		}
		f := strings.Split(line, "\t")
		require.True(t, len(f) == 2 || len(f) == 3, "line %d: %q", i+1, line)
		c := appendixCCase{line: i + 1, ref: f[0], want: f[1]}
		if c.ref == "<>" {
			c.ref = ""
		}
		if len(f) == 3 {
			c.mode = f[2]
			require.Contains(t, []string{"strict", "compat"}, c.mode, "line %d", i+1)
		}
		cases = append(cases, c)
	}
	require.GreaterOrEqual(t, len(cases), 42, "Appendix C has 22 normal and 19 abnormal examples, and http:g in two modes")
	return cases
}

// TestAppendixC runs every example of Appendix C through the resolve
// command, as lines of standard input and as arguments, in plain and in
// JSON output, in the mode or modes the example is for.
func TestAppendixC(t *testing.T) {
	cases := appendixC(t)
	for _, mode := range []string{"strict", "compat"} {
		t.Run(mode, func(t *testing.T) {
			var mine []appendixCCase
			var stdin strings.Builder
			var refs []string
			for _, c := range cases {
				if c.mode == "" || c.mode == mode {
					mine = append(mine, c)
					stdin.WriteString(appendixCBase + "\t" + c.ref + "\n")
					refs = append(refs, c.ref)
				}
			}
			flags := []string{"resolve"}
			if mode == "compat" {
				flags = append(flags, "--backward-compatible")
			}

			status, fromStdin, stderr := runCmd(t, stdin.String(), append(flags, "-")...)
			assert.Equal(t, exitOK, status)
			assert.Empty(t, stderr)
			got := strings.Split(strings.TrimSuffix(fromStdin, "\n"), "\n")
			require.Len(t, got, len(mine))
			for i, c := range mine {
				assert.Equal(t, c.want, got[i], "appendix_c.txt line %d: %q", c.line, c.ref)
			}

			status, fromArgs, _ := runCmd(t, "", append(append(flags, "--", appendixCBase), refs...)...)
			assert.Equal(t, exitOK, status)
			assert.Equal(t, fromStdin, fromArgs, "arguments and standard input give the same results")

			status, js, _ := runCmd(t, stdin.String(), append(flags, "--json", "-")...)
			assert.Equal(t, exitOK, status)
			dec := json.NewDecoder(strings.NewReader(js))
			for _, c := range mine {
				var r record.Resolve
				require.NoError(t, dec.Decode(&r))
				assert.Equal(t, appendixCBase, r.Base)
				assert.Equal(t, c.ref, r.Ref)
				assert.True(t, r.Valid, "line %d", c.line)
				if assert.NotNil(t, r.Result, "line %d", c.line) {
					assert.Equal(t, c.want, *r.Result, "appendix_c.txt line %d: %q", c.line, c.ref)
				}
				if assert.NotNil(t, r.SameDocument, "line %d", c.line) {
					assert.Equal(t, c.ref == "" || strings.HasPrefix(c.ref, "#"), *r.SameDocument, "line %d: same_document", c.line)
				}
				assert.Nil(t, r.Error)
			}
			assert.False(t, dec.More(), "one object per reference")
		})
	}
}
