package conformance_test

import (
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/conformance"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

func load(t *testing.T, files ...string) *conformance.Suite {
	t.Helper()
	s, err := conformance.Load(files...)
	require.NoError(t, err)
	return s
}

// TestSelf holds the library to the whole suite: the fast engine that
// Parse runs, resolve.String and normalize.Equal give every answer, error
// offsets and components included, decisions included.
func TestSelf(t *testing.T) {
	s := load(t)
	r := conformance.Check(s, conformance.Self(), &conformance.Options{Failures: -1})
	require.NoError(t, r.Broken)
	for _, f := range r.Failures {
		t.Errorf("%s: %+v: expected %s, got %s", f.Case.ID, f.Case, f.Expected, f.Got)
	}
	assert.True(t, r.Passed())
	for _, row := range append(r.Groups, r.Decisions...) {
		assert.Zero(t, row.Failed, row.Name)
		assert.Zero(t, row.Skipped, row.Name)
	}
	// Self gives every component and every error offset, so every check
	// counts: one for each case, and one more for each valid input.
	checks := 0
	for _, rows := range [][]conformance.Row{r.Groups, r.Decisions} {
		for _, row := range rows {
			checks += row.Passed
		}
	}
	valid := 0
	for _, c := range s.Parse {
		if c.Valid {
			valid++
		}
	}
	assert.Equal(t, s.Len()+valid, checks)
}

// TestRun runs the suite on the library from a test, as another Go
// library would.
func TestRun(t *testing.T) {
	r := conformance.Run(t, conformance.Self())
	require.NotNil(t, r)
	assert.True(t, r.Passed())
}

// TestGrammarAnswers holds the parse cases to the grammar's own parser,
// which the generator took them from: validity, error offset and
// components, in the syntax the case names (rfc2396: Appendix A to the
// letter; rfc2732: with RFC 2732's amendments, without "?y"; rfc3986:
// RFC 3986's grammar), not the library's default.
func TestGrammarAnswers(t *testing.T) {
	for _, c := range load(t, conformance.FileParse, conformance.FileParseRFC2732, conformance.FileParseRFC3986).Parse {
		opts := []parser.Option{parser.Grammar(), syntax.RFC2396}
		switch c.Syntax {
		case conformance.RFC2732:
			opts = append(opts, syntax.RFC2732)
		case conformance.RFC3986:
			split, err := parser.Split(c.Input, parser.Grammar(), syntax.RFC3986)
			if assert.Equal(t, c.Valid, err == nil, "%s %q", c.ID, c.Input) && err == nil {
				assert.Equal(t, *c.Components, conformance.ComponentsOf3986(split), "%s %q", c.ID, c.Input)
			} else if err != nil {
				var pe *parser.Error
				require.ErrorAs(t, err, &pe)
				assert.Equal(t, *c.ErrorOffset, pe.Offset, "%s %q", c.ID, c.Input)
			}
			continue
		}
		ref, err := parser.Parse(c.Input, opts...)
		if !assert.Equal(t, c.Valid, err == nil, "%s %q", c.ID, c.Input) {
			continue
		}
		if err != nil {
			var pe *parser.Error
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, *c.ErrorOffset, pe.Offset, "%s %q", c.ID, c.Input)
			continue
		}
		assert.Equal(t, *c.Components, conformance.ComponentsOf(ref), "%s %q", c.ID, c.Input)
	}
}

// TestSuiteShape checks what README.md promises of the files: the sizes,
// unique ids, the keys each case has, valid UTF-8 inputs, and rules,
// syntaxes and decisions from the README's lists.
func TestSuiteShape(t *testing.T) {
	s := load(t)
	readme, err := os.ReadFile("README.md")
	require.NoError(t, err)
	decisions := readmeDecisions(t, string(readme))

	ids := map[string]bool{}
	id := func(i string) {
		assert.False(t, ids[i], "id %s twice", i)
		ids[i] = true
	}
	rules := map[string]bool{"URI-reference": true}
	for _, r := range parser.Rules(syntax.RFC2732) {
		rules[string(r)] = true
	}
	for _, r := range parser.Rules(syntax.RFC3986) {
		rules[string(r)] = true
	}
	invalid, parseRFC2732 := 0, 0
	var n3986, invalid3986 int
	named := map[string]bool{}
	for _, c := range s.Parse {
		id(c.ID)
		assert.True(t, utf8.ValidString(c.Input), c.ID)
		assert.True(t, rules[c.Rule], "%s: rule %q", c.ID, c.Rule)
		assert.Contains(t, []string{conformance.RFC2396, conformance.RFC2732, conformance.RFC3986}, c.Syntax, c.ID)
		if c.Syntax == conformance.RFC3986 {
			n3986++
			if !c.Valid {
				invalid3986++
			} else {
				// host_kind in the cases of RFC 3986 alone, for each host.
				assert.Equal(t, c.Components.Host != nil, c.Components.HostKind != nil, c.ID)
			}
			assert.True(t, strings.HasPrefix(c.Section, "RFC 3986 "), c.ID)
			continue
		}
		if c.Valid {
			assert.Nil(t, c.Components.HostKind, c.ID)
		}
		assert.NotEmpty(t, c.Section, c.ID)
		assert.Equal(t, c.Valid, c.Components != nil, "%s: components for valid inputs only", c.ID)
		assert.Equal(t, !c.Valid, c.ErrorOffset != nil, "%s: error_offset for invalid inputs only", c.ID)
		if !c.Valid {
			invalid++
			assert.LessOrEqual(t, *c.ErrorOffset, len(c.Input), c.ID)
		}
		if c.Syntax == conformance.RFC2732 {
			parseRFC2732++
		}
		if c.Decision != "" {
			named[c.Decision] = true
		}
	}
	assert.GreaterOrEqual(t, len(s.Parse)-parseRFC2732-n3986, 2000, "parse cases")
	assert.GreaterOrEqual(t, invalid, 800, "invalid parse cases")
	assert.GreaterOrEqual(t, n3986, 2000, "parse cases of RFC 3986")
	assert.GreaterOrEqual(t, invalid3986, 800, "invalid parse cases of RFC 3986")
	assert.GreaterOrEqual(t, len(s.Resolve), 300, "resolve cases")
	for _, c := range s.Resolve {
		id(c.ID)
		assert.True(t, utf8.ValidString(c.Base+c.Ref), c.ID)
		if c.Result == nil {
			assert.NotEmpty(t, c.Decision, "%s: a refusal rests on a decision", c.ID)
		}
		if c.Decision != "" {
			named[c.Decision] = true
		}
	}
	for _, c := range s.Equivalence {
		id(c.ID)
		if c.Decision != "" {
			named[c.Decision] = true
		}
	}
	for d := range named {
		assert.True(t, decisions[d], "decision %q is not in README.md's list", d)
	}
	for d := range decisions {
		assert.True(t, named[d], "README.md lists decision %q, which no case names", d)
	}
	// Every key of every kind of case is documented.
	for _, v := range []any{conformance.ParseCase{}, conformance.ResolveCase{}, conformance.EquivalenceCase{}, parts.Texts{}} {
		b, err := json.Marshal(v)
		require.NoError(t, err)
		var keys map[string]any
		require.NoError(t, json.Unmarshal(b, &keys))
		for k := range keys {
			assert.Contains(t, string(readme), "`"+k+"`", "README.md documents the key %s", k)
		}
	}
	for _, k := range []string{"decision", "components", "error_offset", "note", conformance.KeyHostKind} {
		assert.Contains(t, string(readme), "`"+k+"`")
	}
}

// readmeDecisions returns the ids of the README's list of decisions: the
// lines "- `id`: ..." of its section "Decisions".
func readmeDecisions(t *testing.T, readme string) map[string]bool {
	_, rest, ok := strings.Cut(readme, "\n## Decisions\n")
	require.True(t, ok, "README.md has a section ## Decisions")
	rest, _, _ = strings.Cut(rest, "\n## ")
	out := map[string]bool{}
	for _, m := range regexp.MustCompile("(?m)^- `([a-z0-9-]+)`").FindAllStringSubmatch(rest, -1) {
		out[m[1]] = true
	}
	require.NotEmpty(t, out)
	return out
}

// TestLoad checks the choice of files and an unknown name.
func TestLoad(t *testing.T) {
	all := load(t)
	res := load(t, conformance.FileResolve)
	assert.Empty(t, res.Parse)
	assert.Empty(t, res.Equivalence)
	res3986 := load(t, conformance.FileResolveRFC3986)
	assert.Equal(t, len(all.Resolve), len(res.Resolve)+len(res3986.Resolve))
	_, err := conformance.Load("parse", "nope")
	var unknown *conformance.UnknownFileError
	require.ErrorAs(t, err, &unknown)
	assert.Equal(t, "nope", unknown.Name)
	_, err = conformance.LoadFS(os.DirFS("suite"), ".", conformance.FileEquivalence)
	require.NoError(t, err)
}

// TestEncodeFile checks that the files are ASCII and read back as
// written: a NUL, DEL, a character of U+0080-U+00FF and one above U+FFFF.
func TestEncodeFile(t *testing.T) {
	cases := []conformance.ResolveCase{{ID: "x", Base: "a\x00\x7f\u00e9\U0001F600<&>", Ref: "", Syntax: conformance.RFC2396}}
	b, err := conformance.EncodeFile(cases)
	require.NoError(t, err)
	for _, c := range b {
		assert.Less(t, c, byte(0x7f), "%q", b)
	}
	assert.Contains(t, string(b), `a\u0000\u007f\u00e9\ud83d\ude00<&>`)
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(dir+"/resolve.json", b, 0o644))
	s, err := conformance.LoadFS(os.DirFS(dir), ".", conformance.FileResolve)
	require.NoError(t, err)
	assert.Equal(t, cases[0].Base, s.Resolve[0].Base)
	assert.Nil(t, s.Resolve[0].Result)
	assert.Contains(t, string(b), `"result":null`)
}

// TestSuiteFilesAreCanonical checks that each file is what EncodeFile
// writes of its cases, so that the generator's output is the form the
// README describes.
func TestSuiteFilesAreCanonical(t *testing.T) {
	for _, name := range conformance.FileNames() {
		data, err := os.ReadFile("suite/" + name + ".json")
		require.NoError(t, err)
		s, err := conformance.LoadFS(os.DirFS("suite"), ".", name)
		require.NoError(t, err)
		var again []byte
		switch {
		case len(s.Parse) > 0:
			again, err = conformance.EncodeFile(s.Parse)
		case len(s.Resolve) > 0:
			again, err = conformance.EncodeFile(s.Resolve)
		default:
			again, err = conformance.EncodeFile(s.Equivalence)
		}
		require.NoError(t, err)
		assert.True(t, slices.Equal(data, again), "%s.json is not as EncodeFile writes it", name)
	}
}
