package main

import (
	"bufio"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHintsNameFlags checks that the hints of the errors the command
// prints name the command's flags and commands, never the library's
// options: for every input of the parser's invalid corpus, in the default
// reading and in Appendix A's, every "--flag" a hint gives is one that
// parse takes, and no "syntax." or "iri." name is left.
func TestHintsNameFlags(t *testing.T) {
	f, err := os.Open("../../testdata/parse/invalid.txt")
	require.NoError(t, err)
	defer f.Close()
	var in strings.Builder
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "// ") {
			continue
		}
		s, err := strconv.Unquote(strings.SplitN(line, "\t", 2)[0])
		require.NoError(t, err, line)
		if !strings.ContainsAny(s, "\n\r") {
			in.WriteString(s + "\n")
		}
	}
	require.NoError(t, sc.Err())
	_, helpOut, _ := runCmd(t, "", "help", "parse")
	flag := regexp.MustCompile(`--[a-z0-9][a-z0-9-]*`)
	seen := map[string]bool{}
	for _, mode := range [][]string{nil, {"--rfc2396"}} {
		for _, json := range [][]string{nil, {"--json"}} {
			args := append(append([]string{"parse"}, mode...), json...)
			_, stdout, stderr := runCmd(t, in.String(), args...)
			out := stdout + stderr
			assert.NotContains(t, out, "syntax.", "%q", args)
			assert.NotContains(t, out, "iri.", "%q", args)
			for _, fl := range flag.FindAllString(out, -1) {
				seen[fl] = true
				assert.Contains(t, helpOut, fl, "%q names %s, which parse does not take", args, fl)
			}
		}
	}
	assert.True(t, seen["--rfc2732"], "the corpus reaches the hint that names --rfc2732: %v", seen)
	assert.True(t, seen["--query-only"], "the corpus reaches the hint that names --query-only: %v", seen)
}
