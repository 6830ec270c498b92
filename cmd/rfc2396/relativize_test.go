package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRelativizeExitStatus(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	checkExitStatus(t, []exitCase{
		{"no args: standard input", []string{"relativize"}, base + "\thttp://a/g\n", exitOK, ""},
		{"dash with BASE", []string{"relativize", base, "http://a/g", "-"}, "", exitUsage, `"-" reads BASE<TAB>TARGET lines from standard input: give it alone`},
		{"base only", []string{"relativize", base}, "", exitUsage, "missing TARGET"},
		{"valid", []string{"relativize", base, "http://a/g", base}, "", exitOK, ""},
		{"json", []string{"relativize", "--json", base, "http://a/g"}, "", exitOK, ""},
		{"relative target", []string{"relativize", base, "g"}, "", exitInvalid, "rfc2396: resolve: target at offset 0: the target is not an absolute URI"},
		{"invalid base", []string{"relativize", "a b", "http://a/"}, "", exitInvalid, `rfc2396: resolve: base: parse "a b"`},
		{"stdin", []string{"relativize", "-"}, base + "\thttp://a/g\n", exitOK, ""},
		{"stdin no tab", []string{"relativize", "-"}, base + "\n", exitInvalid, "<stdin>:1:1: rfc2396: relativize: want BASE<TAB>TARGET, found no tab\n"},
		{"unknown flag", []string{"relativize", "--explain", base, "g"}, "", exitUsage, `unknown flag "--explain"`},
	})
}

func TestRelativizeGolden(t *testing.T) {
	goldenLines(t, "relativize_lines.txt", []string{"relativize"}, true,
		goldenRun{"relativize.golden", nil},
		goldenRun{"relativize_json.golden", []string{"--json"}})
}

// TestRelativizeThenResolve runs the two commands one after the other:
// resolving what relativize printed gives each target back.
func TestRelativizeThenResolve(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	targets := []string{"http://a/b/c/g", "http://a/b/c/d;p?y", "http://a/./g", "http://a/b/c/x:y", "http://a/b/c/d;p?q#s", "ftp://a/", base}
	status, rel, _ := runCmd(t, "", append([]string{"relativize", base}, targets...)...)
	require.Equal(t, exitOK, status)
	refs := strings.Split(strings.TrimSuffix(rel, "\n"), "\n")
	require.Len(t, refs, len(targets))
	status, back, _ := runCmd(t, "", append([]string{"resolve", "--", base}, refs...)...)
	require.Equal(t, exitOK, status)
	assert.Equal(t, strings.Join(targets, "\n")+"\n", back)
}
