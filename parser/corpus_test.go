package parser_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

var update = flag.Bool("update", false, "rewrite the golden files under ../testdata/parse")

// TestValidGolden parses every reference of testdata/parse/valid.txt and
// compares the trees ast.Fprint prints with testdata/parse/valid.golden.
// Run with -update to rewrite the golden file after a deliberate change.
func TestValidGolden(t *testing.T) {
	var got bytes.Buffer
	for _, l := range testcorpus.Lines("../testdata/parse/valid.txt") {
		s := testcorpus.Field(l)
		r, err := parser.Parse(s)
		if !assert.NoError(t, err, "Parse(%q)", s) {
			continue
		}
		fmt.Fprintf(&got, "== %q\n", s)
		require.NoError(t, ast.Fprint(&got, r))
		got.WriteString("\n")
	}
	const golden = "../testdata/parse/valid.golden"
	if *update {
		require.NoError(t, os.WriteFile(golden, got.Bytes(), 0o644))
		return
	}
	want, err := os.ReadFile(golden)
	require.NoError(t, err, "run go test -run TestValidGolden -update to create it")
	assert.Equal(t, string(want), got.String(), "trees differ from %s; if the change is meant, run with -update", golden)
}

// TestInvalid checks that every input of testdata/parse/invalid.txt is
// refused with an *parser.Error at the expected offset, in the expected
// rule, and that the error describes itself consistently.
func TestInvalid(t *testing.T) {
	for _, l := range testcorpus.Lines("../testdata/parse/invalid.txt") {
		f := strings.Split(l, "\t")
		require.Len(t, f, 3, "line %q: want input, offset and rule, tab-separated", l)
		s := testcorpus.Field(f[0])
		off, err := strconv.Atoi(f[1])
		require.NoError(t, err)
		rule := syntax.Rule(f[2])
		require.Contains(t, parser.Rules(), rule, "line %q names no Appendix A rule", l)

		r, err := parser.Parse(s)
		assert.Nil(t, r, "Parse(%q)", s)
		checkError(t, s, err, off, rule)
	}
}

func TestMustParse(t *testing.T) {
	assert.Equal(t, "http://a/b", parser.MustParse("http://a/b").String())
	assert.PanicsWithError(t, `rfc2396: parse "http://a b/": unexpected ' ' at offset 8 in authority; a space must be escaped as %20 (section 2.4.3)`, func() {
		parser.MustParse("http://a b/")
	})
}
