package main

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/conformance"
)

func readFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	require.NoError(t, err)
	return string(b)
}

func testGrammar(t *testing.T) *grammar {
	t.Helper()
	g, err := readGrammar(readFile(t, "../../../grammar/uri.peg"))
	require.NoError(t, err)
	return g
}

func testGrammar3986(t *testing.T) *grammar {
	t.Helper()
	g, err := readGrammar(readFile(t, "../../../grammar/rfc3986.peg"))
	require.NoError(t, err)
	return g
}

// TestReadGrammar checks that the reader finds every rule the grammar
// defines, as parser/internal/gen/pegrules finds them, and the RFC's
// names.
func TestReadGrammar(t *testing.T) {
	g := testGrammar(t)
	var want []string
	rule := regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_]*) = `)
	for _, line := range strings.Split(readFile(t, "../../../grammar/uri.peg"), "\n") {
		if m := rule.FindStringSubmatch(line); m != nil {
			want = append(want, m[1])
		}
	}
	assert.Equal(t, want, g.names)
	for _, r := range append(labelRules(conformance.RFC2396), labelRules(conformance.RFC2732)...) {
		assert.Contains(t, g.rules, r)
		assert.NotEmpty(t, sections[r], "section of %s", r)
	}
	assert.Equal(t, "URI-reference", g.rfcName["URI_reference"])
	assert.Equal(t, "rel_segment", g.rfcName["rel_segment"])
	assert.Equal(t, map[string]bool{"uric_no_slash": true, "pchar": true, "uric": true, "reserved": true, "unreserved": true,
		"mark": true, "hex": true, "alphanum": true, "alpha": true, "lowalpha": true, "upalpha": true, "digit": true}, g.oneCharRules())

	_, err := readGrammar("a = &{ return true, nil }\n")
	assert.ErrorContains(t, err, "one code predicate")
	_, err = readGrammar("a = b\n")
	assert.ErrorContains(t, err, "undefined rule b")
	_, err = readGrammar("a = [^a]\n")
	assert.ErrorContains(t, err, "inverted")
}

// TestReadGrammar3986 reads RFC 3986's grammar: its rules under the
// RFC's names, and the case-insensitive "v" of IPvFuture.
func TestReadGrammar3986(t *testing.T) {
	g := testGrammar3986(t)
	for _, r := range labelRules(conformance.RFC3986) {
		assert.Contains(t, g.rules, r)
		assert.NotEmpty(t, sections3986[r], "section of %s", r)
		assert.Equal(t, strings.ReplaceAll(r, "_", "-"), g.rfcName[r])
	}
	assert.Equal(t, map[string]bool{"pchar": true, "unreserved": true, "reserved": true, "gen_delims": true, "sub_delims": true,
		"ALPHA": true, "DIGIT": true, "HEXDIG": true}, g.oneCharRules())
	for _, tc := range []struct {
		in string
		ok bool
	}{{"v1.x", true}, {"V1.x", true}, {"w1.x", false}, {"v.x", false}} {
		ok, _ := g.matchRule("IPvFuture", tc.in, false)
		assert.Equal(t, tc.ok, ok, tc.in)
	}
	g2, err := readGrammar(`a = "ab"i` + "\n")
	require.NoError(t, err)
	for _, in := range []string{"ab", "AB", "aB"} {
		ok, _ := g2.matchRule("a", in, false)
		assert.True(t, ok, in)
	}
}

func TestReadClass(t *testing.T) {
	for _, tc := range []struct{ class, bytes string }{
		{"[a-c]", "abc"},
		{"[+.-]", "+-."},
		{"[-_.!~*'()]", "!'()*-._~"},
		{`[[\]]`, "[]"},
		{"[A-Fa-f]", "ABCDEFabcdef"},
		{"[;/?:@&=+$,]", "$&+,/:;=?@"},
	} {
		set, err := readClass(tc.class)
		require.NoError(t, err, tc.class)
		var got []byte
		for c := range 256 {
			if set[c] {
				got = append(got, byte(c))
			}
		}
		assert.Equal(t, tc.bytes, string(got), tc.class)
	}
}

// TestMatcherAgrees holds the generator's matcher to the grammar's parser
// on every rule, for a sample of the suite's inputs.
func TestMatcherAgrees(t *testing.T) {
	grammars := map[string]*grammar{conformance.RFC2396: testGrammar(t), conformance.RFC3986: testGrammar3986(t)}
	grammars[conformance.RFC2732] = grammars[conformance.RFC2396]
	s, err := conformance.LoadFS(os.DirFS("../../suite"), ".", conformance.FileParse, conformance.FileParseRFC2732, conformance.FileParseRFC3986)
	require.NoError(t, err)
	for i, c := range s.Parse {
		if i%9 != 0 {
			continue
		}
		g, ipv6 := grammars[c.Syntax], c.Syntax == conformance.RFC2732
		ok, _ := g.matchRule("Input", c.Input, ipv6)
		assert.Equal(t, c.Valid, ok, "%s %q", c.ID, c.Input)
		rules := labelRules(conformance.RFC2396)
		if c.Syntax == conformance.RFC3986 {
			rules = labelRules(conformance.RFC3986)
		}
		for _, r := range rules {
			want, err := matchRule(r, c.Input, c.Syntax)
			require.NoError(t, err)
			got, _ := g.matchRule(r, c.Input, ipv6)
			assert.Equal(t, want, got, "%s %q as %s", c.ID, c.Input, r)
		}
	}
}

// TestCoverageIsChecked gives the generator a grammar with an alternative
// that can never match (PEG's ordered choice takes "-" first): it must
// fail and name it.
func TestCoverageIsChecked(t *testing.T) {
	src := readFile(t, "../../../grammar/uri.peg")
	dead := strings.Replace(src, "mark = [-_.!~*'()]\n", "mark = [-_.!~*'()] / \"-\" \"-\"\n", 1)
	require.NotEqual(t, src, dead)
	g, err := readGrammar(dead)
	require.NoError(t, err)
	err = newParseGen(g, conformance.RFC2396, 1).deriveValid()
	require.Error(t, err)
	assert.Contains(t, err.Error(), `rule mark, [-_.!~*'()] / "-" "-": alternative 2 ("-" "-")`)
}

// TestLiteral holds section 5.2 as written (with the project's decisions)
// to Appendix C as the RFC's text gives it, and to each decision.
func TestLiteral(t *testing.T) {
	base, examples, err := readAppendixC(readFile(t, "../../../testdata/spec/rfc2396.txt"))
	require.NoError(t, err)
	assert.Equal(t, "http://a/b/c/d;p?q", base)
	assert.Len(t, examples, 42)
	for _, ex := range examples {
		want := ex.result
		if ex.current {
			want = base + ex.result
		}
		got, err := literal(base, ex.ref, false)
		require.NoError(t, err, ex.ref)
		if assert.NotNil(t, got.result, ex.ref) {
			assert.Equal(t, want, *got.result, "%q", ex.ref)
		}
	}
	for _, tc := range []struct {
		base, ref string
		result    string // "" for null
		decision  string
		section   string
	}{
		{"http://a", "g", "http://a/g", decisionEmptyBasePath, "5.2 step 6a"},
		{"foo:/b/", "..//g", "", decisionAmbiguousPath, "5.2 step 6e"},
		{"", "g", "", decisionNoBase, "5.1.4"},
		{"", "g:h", "g:h", "", "5.2 step 3"},
		{"mailto:a@b", "g", "", decisionOpaqueBase, "5.2"},
		{"mailto:a@b", "#f", "mailto:a@b#f", decisionCurrentDocument, "5.2 step 2"},
		{"http://a/b#x", "", "http://a/b", decisionCurrentDocument, "5.2 step 2"},
		{"http://a/b#x", "c", "http://a/c", decisionBaseFragment, "5.2 step 6b"},
		{"http://a/b/c/d", "g//../h", "http://a/b/c/g/h", "", "5.2 step 6e"},
		{"http://a/b/c/d", "..;p/g", "http://a/b/c/..;p/g", "", "5.2 step 6b"},
	} {
		got, err := literal(tc.base, tc.ref, false)
		require.NoError(t, err)
		if tc.result == "" {
			assert.Nil(t, got.result, "%q against %q", tc.ref, tc.base)
		} else if assert.NotNil(t, got.result, "%q against %q", tc.ref, tc.base) {
			assert.Equal(t, tc.result, *got.result, "%q against %q", tc.ref, tc.base)
		}
		assert.Equal(t, tc.decision, got.decision, "%q against %q", tc.ref, tc.base)
		assert.Equal(t, tc.section, got.section, "%q against %q", tc.ref, tc.base)
	}
}

// TestLiteral3986 holds section 5.2 of RFC 3986 as literal3986 carries it
// out to the examples of section 5.4 and of 5.2.4, as the RFC's text gives
// them, and the file resolve-rfc3986.json to literal3986.
func TestLiteral3986(t *testing.T) {
	spec := readFile(t, "../../../testdata/spec/rfc3986.txt")
	base, examples, err := readSection54(spec)
	require.NoError(t, err)
	assert.Equal(t, "http://a/b/c/d;p?q", base)
	assert.Len(t, examples, 42)
	for _, ex := range examples {
		got, err := literal3986(base, ex.ref)
		require.NoError(t, err, ex.ref)
		assert.Equal(t, ex.result, got.result, "%s: %q", ex.section, ex.ref)
	}
	// The two examples of section 5.2.4, step by step in the RFC.
	for _, tc := range []struct{ in, out string }{{"/a/b/c/./../../g", "/a/g"}, {"mid/content=5/../6", "mid/6"}} {
		assert.Contains(t, spec, tc.in)
		got, _ := removeDotSegments(tc.in)
		assert.Equal(t, tc.out, got, tc.in)
	}

	data, err := os.ReadFile("../../suite/" + conformance.FileResolveRFC3986 + ".json")
	require.NoError(t, err)
	var file struct{ Cases []conformance.ResolveCase }
	require.NoError(t, json.Unmarshal(data, &file))
	assert.GreaterOrEqual(t, len(file.Cases), 300)
	in := map[[2]string]string{}
	for _, c := range file.Cases {
		assert.Equal(t, conformance.RFC3986, c.Syntax, c.ID)
		got, err := literal3986(c.Base, c.Ref)
		require.NoError(t, err, c.ID)
		if c.Result == nil {
			// Refused: section 5.2 gives a path that reads as an authority.
			assert.Equal(t, decisionAmbiguousPath, c.Decision, c.ID)
			assert.True(t, got.ambiguous, "%s: %q against %q", c.ID, c.Ref, c.Base)
			continue
		}
		in[[2]string{c.Base, c.Ref}] = *c.Result
		assert.Equal(t, got.result, *c.Result, "%s: %q against %q", c.ID, c.Ref, c.Base)
	}
	for _, ex := range examples {
		assert.Equal(t, ex.result, in[[2]string{base, ex.ref}], "section %s: %q is in the file", ex.section, ex.ref)
	}
}

// TestNormal3986 holds the generator's normal form of RFC 3986 to
// references normalized by hand, section 6.2.2's example among them, and
// the file equivalence-rfc3986.json to it.
func TestNormal3986(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "example://a/b/c/%7Bfoo%7D"},
		{"HTTP://www.EXAMPLE.com:80", "http://www.example.com/"},
		{"http://%41%2e%7E:/%7e%21%2f?%5F#%2D", "http://a.~/~%21%2F?_#-"},
		{"http://[V7.A:B]:080/../../x/./y/..", "http://[v7.a:b]/x/"},
		{"foo://U%3a@Reg%5fName:/a/%2E%2e/b/.", "foo://U%3A@reg_name/b/"},
		{"foo://h", "foo://h"},
		{"x:a/../b", "x:/b"},
		{"x:/a/..//b", "x:/a/..//b"}, // "//b" would read as an authority
		{"a/../b?c/../d", "a/../b?c/../d"},
		{"/a/../b#F", "/b#F"},
		{"ftp://h:0021/", "ftp://h/"},
		{"gopher://h:21/", "gopher://h:21/"},
	} {
		got, err := normal3986(tc.in)
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, got, tc.in)
	}
	_, err := normal3986("http://a b/")
	assert.Error(t, err)

	data, err := os.ReadFile("../../suite/" + conformance.FileEquivalenceRFC3986 + ".json")
	require.NoError(t, err)
	var file struct{ Cases []conformance.EquivalenceCase }
	require.NoError(t, json.Unmarshal(data, &file))
	for _, c := range file.Cases {
		assert.Equal(t, conformance.RFC3986, c.Syntax, c.ID)
		got, err := equivalent3986(c.A, c.B)
		require.NoError(t, err, c.ID)
		assert.Equal(t, got, c.Equivalent, "%s: %q and %q", c.ID, c.A, c.B)
	}
}
