package parser_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"slices"
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

// TestValidGolden parses every reference of testdata/parse/valid.txt in
// Appendix A to the letter (syntax.RFC2396) and compares the trees
// ast.Fprint prints with testdata/parse/valid.golden. Run with -update to
// rewrite the golden file after a deliberate change.
func TestValidGolden(t *testing.T) {
	var got bytes.Buffer
	for _, l := range testcorpus.Lines("../testdata/parse/valid.txt") {
		s := testcorpus.Field(l)
		r, err := parser.Parse(s, syntax.RFC2396)
		if !assert.NoError(t, err, "Parse(%q, RFC2396)", s) {
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

// TestValidDefault parses every reference of testdata/parse/valid.txt in
// the default reading too: it reads each as Appendix A does, but for an
// IPv4address with a number of more than three digits, which RFC 2732's
// IPv4address (RFC 2373's 1*3DIGIT) does not match, so that the authority
// is a reg_name.
func TestValidDefault(t *testing.T) {
	n := 0
	for _, l := range testcorpus.Lines("../testdata/parse/valid.txt") {
		s := testcorpus.Field(l)
		strict, err := parser.Parse(s, syntax.RFC2396)
		require.NoError(t, err, "Parse(%q, RFC2396)", s)
		r, err := parser.Parse(s)
		if !assert.NoError(t, err, "Parse(%q)", s) {
			continue
		}
		if h, ok := strict.Host().(*ast.IPv4Address); ok && slices.ContainsFunc(strings.Split(h.Text, "."), func(n string) bool { return len(n) > 3 }) {
			n++
			if assert.IsType(t, (*ast.RegName)(nil), r.Authority(), "authority of %q", s) {
				assert.Equal(t, strict.Authority().String(), r.Authority().String(), "authority of %q", s)
			}
			continue
		}
		assert.Equal(t, strict, r, "the readings' trees of %q", s)
	}
	assert.NotZero(t, n, "valid.txt should hold an IPv4address with a long number")
}

// TestInvalid checks that every input of testdata/parse/invalid.txt is
// refused, in Appendix A to the letter (syntax.RFC2396), with an
// *parser.Error at the expected offset, in the expected rule, and that the
// error describes itself consistently.
func TestInvalid(t *testing.T) {
	for _, c := range readInvalid() {
		require.Contains(t, parser.Rules(syntax.RFC2396), c.rule, "%q names no Appendix A rule", c.input)
		r, err := parser.Parse(c.input, syntax.RFC2396)
		assert.Nil(t, r, "Parse(%q, RFC2396)", c.input)
		checkError(t, c.input, err, c.offset, c.rule)
	}
}

// TestInvalidDefault checks the inputs of testdata/parse/invalid.txt in
// the default reading: an IPv6 literal host and a query-only reference
// are references there, as RFC 2732 and Appendix C read them; every other
// input is refused as Appendix A refuses it, at the same offset in the
// same rule.
func TestInvalidDefault(t *testing.T) {
	amended := 0
	for _, c := range readInvalid() {
		r, err := parser.Parse(c.input)
		if strings.HasPrefix(c.input, "?") || strings.Contains(c.input, "//[") {
			amended++
			if assert.NoError(t, err, "Parse(%q)", c.input) {
				assert.Equal(t, c.input, r.String())
				assert.Equal(t, strings.Contains(c.input, "["), r.Host() != nil, "host of %q", c.input)
			}
			continue
		}
		assert.Nil(t, r, "Parse(%q)", c.input)
		checkError(t, c.input, err, c.offset, c.rule)
	}
	assert.Equal(t, 6, amended, "inputs of invalid.txt the default reads")
}

func TestMustParse(t *testing.T) {
	assert.Equal(t, "http://a/b", parser.MustParse("http://a/b").String())
	assert.PanicsWithError(t, `rfc2396: parse "http://a b/": unexpected ' ' at offset 8 in authority; a space must be escaped as %20 (section 2.4.3)`, func() {
		parser.MustParse("http://a b/")
	})
}
