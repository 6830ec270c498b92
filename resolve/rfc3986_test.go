package resolve_test

import (
	"errors"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

// rfc3986Text returns the text of RFC 3986 between the headings from and
// to, each at the start of a line.
func rfc3986Text(t testing.TB, from, to string) string {
	t.Helper()
	return testcorpus.Section(t, "../testdata/spec/rfc3986.txt", from, to)
}

// An example3986 is one example of RFC 3986 section 5.4.
type example3986 struct {
	ref, want string
	mode      string // "", "strict" or "backward compatibility"
}

var (
	// exampleLine is a line of 5.4.1 or 5.4.2: "ref" = "target", with an
	// optional comment.
	exampleLine = regexp.MustCompile(`^ {6}"([^"]*)" +=  "([^"]*)"(?: +; for (.*))?$`)
	// exampleAlt is the second target of the line above it: / "target".
	exampleAlt = regexp.MustCompile(`^ {22}/  "([^"]*)" +; for (.*)$`)
)

// readExamples3986 reads the base and the examples of section 5.4 of RFC
// 3986 from the RFC's text.
func readExamples3986(t testing.TB) (base string, normal, abnormal []example3986) {
	intro := rfc3986Text(t, "5.4.  Reference Resolution Examples", "5.4.1.  Normal Examples")
	m := regexp.MustCompile(`well defined base URI of\n\n {6}(\S+)\n`).FindStringSubmatch(intro)
	require.NotNil(t, m, "no base URI in 5.4")
	read := func(text string) []example3986 {
		var out []example3986
		for _, line := range strings.Split(text, "\n") {
			if m := exampleLine.FindStringSubmatch(line); m != nil {
				out = append(out, example3986{ref: m[1], want: m[2], mode: m[3]})
				continue
			}
			if m := exampleAlt.FindStringSubmatch(line); m != nil {
				require.NotEmpty(t, out)
				out = append(out, example3986{ref: out[len(out)-1].ref, want: m[1], mode: m[2]})
			}
		}
		return out
	}
	normal = read(rfc3986Text(t, "5.4.1.  Normal Examples", "5.4.2.  Abnormal Examples"))
	abnormal = read(rfc3986Text(t, "5.4.2.  Abnormal Examples", "6.  Normalization and Comparison"))
	return m[1], normal, abnormal
}

// TestExamples3986 resolves every example of RFC 3986 section 5.4, normal
// and abnormal, as the RFC's text gives them, with String, Strings and
// Components, and with the literal algorithm of the tests.
func TestExamples3986(t *testing.T) {
	base, normal, abnormal := readExamples3986(t)
	require.Equal(t, "http://a/b/c/d;p?q", base)
	require.Len(t, normal, 23)
	require.Len(t, abnormal, 20) // 19 references, "http:g" in two modes
	bc := split3986(t, base)
	for _, ex := range append(normal, abnormal...) {
		opts := []resolve.Option{syntax.RFC3986}
		nonStrict := false
		switch ex.mode {
		case "":
		case "strict parsers":
		case "backward compatibility":
			opts, nonStrict = append(opts, resolve.NonStrict()), true
		default:
			t.Fatalf("example %q: unknown mode %q", ex.ref, ex.mode)
		}
		got, err := resolve.String(base, ex.ref, opts...)
		require.NoError(t, err, "%q", ex.ref)
		assert.Equal(t, ex.want, got, "%q (%s)", ex.ref, ex.mode)
		res, err := resolve.Strings(base, ex.ref, opts...)
		require.NoError(t, err, "%q", ex.ref)
		assert.Equal(t, ex.want, res.String(), "%q", ex.ref)
		assert.Nil(t, res.Tree(), "ast's trees are RFC 2396's")
		assert.Equal(t, ex.ref == "" || ex.ref == "#s", res.SameDocument, "%q", ex.ref)
		rc := split3986(t, ex.ref)
		var dst parts.Components
		require.NoError(t, resolve.Components(&dst, &bc, &rc, opts...), "%q", ex.ref)
		assert.Equal(t, split3986(t, ex.want), dst, "%q", ex.ref)
		lit, ok := literal3986(base, ex.ref, nonStrict)
		assert.True(t, ok, "%q", ex.ref)
		assert.Equal(t, ex.want, lit, "the literal algorithm on %q", ex.ref)
	}
}

// TestRemoveDotSegments3986 takes the two worked examples of section
// 5.2.4 from the RFC's text, its table of steps, and checks the path and
// the rules that the Explain trace says ran.
func TestRemoveDotSegments3986(t *testing.T) {
	text := rfc3986Text(t, "5.2.4.  Remove Dot Segments", "5.3.  Component Recomposition")
	tables := strings.Split(text, "STEP   OUTPUT BUFFER         INPUT BUFFER")
	require.Len(t, tables, 3)
	step := regexp.MustCompile(`(?m)^ {7}(1 |2[A-E]): {3}(\S*) *(\S*)$`)
	for _, table := range tables[1:] {
		rows := step.FindAllStringSubmatch(table, -1)
		require.NotEmpty(t, rows)
		require.Equal(t, "1 ", rows[0][1])
		in, out := rows[0][3], rows[len(rows)-1][2]
		ran := map[string]int{}
		for _, row := range rows[1:] {
			ran[row[1]]++
		}
		var want []string
		for _, r := range []string{"2A", "2B", "2C", "2D", "2E"} {
			switch n := ran[r]; {
			case n == 1:
				want = append(want, r)
			case n > 1:
				want = append(want, r+" x"+string(rune('0'+n)))
			}
		}
		// A path with a scheme is used as it is, less its dot segments.
		res, err := resolve.Strings("foo:/x", "foo:"+in, syntax.RFC3986, resolve.Explain())
		require.NoError(t, err, "%q", in)
		assert.Equal(t, "foo:"+out, res.String())
		var note string
		for _, s := range res.Steps {
			if s.Name == "5.2.4" {
				note = s.Note
			}
		}
		assert.Equal(t, `remove_dot_segments("`+in+`") = "`+out+`" (`+strings.Join(want, ", ")+")", note)
	}
	require.Equal(t, "/a/g", mustString(t, "http://a/", "/a/b/c/./../../g"))
	require.Equal(t, "mid/6", strings.TrimPrefix(mustString(t, "foo:x", "foo:mid/content=5/../6"), "foo:"))
}

// mustString resolves ref against base in RFC 3986 and returns the path
// and what follows it when base has an authority.
func mustString(t *testing.T, base, ref string) string {
	t.Helper()
	s, err := resolve.String(base, ref, syntax.RFC3986)
	require.NoError(t, err)
	if i := strings.Index(s, "://"); i >= 0 {
		s = s[i+3:]
		return s[strings.IndexByte(s, '/'):]
	}
	return s
}

// TestExplain3986 checks the trace names RFC 3986's sections, in order.
func TestExplain3986(t *testing.T) {
	for _, tc := range []struct {
		ref   string
		opts  []resolve.Option
		names []string
	}{
		{"../g", nil, []string{"5.2.1", "5.2.2", "5.2.2", "5.2.3", "5.2.4", "5.3"}},
		{"/g", nil, []string{"5.2.1", "5.2.2", "5.2.2", "5.2.4", "5.3"}},
		{"//g", nil, []string{"5.2.1", "5.2.2", "5.2.2", "5.2.4", "5.3"}},
		{"?y", nil, []string{"5.2.1", "5.2.2", "5.2.2", "5.3"}},
		{"g:h", nil, []string{"5.2.1", "5.2.2", "5.2.2", "5.2.4", "5.3"}},
		{"http:g", []resolve.Option{resolve.NonStrict()}, []string{"5.2.1", "5.2.2", "5.2.2", "5.2.2", "5.2.3", "5.2.4", "5.3"}},
	} {
		res, err := resolve.Strings("http://u:pw@a/b/c/d;p?q", tc.ref, append(tc.opts, syntax.RFC3986, resolve.Explain())...)
		require.NoError(t, err, "%q", tc.ref)
		var names []string
		for _, s := range res.Steps {
			names = append(names, s.Name)
			assert.NotContains(t, s.Note, "pw", "a password in the trace")
			assert.True(t, strings.HasPrefix(s.String(), "section "+s.Name+": "), s.String())
		}
		assert.Equal(t, tc.names, names, "%q", tc.ref)
	}
	res, err := resolve.Strings("http://a/b/c/d;p?q", "http:g", syntax.RFC3986, resolve.NonStrict(), resolve.Explain())
	require.NoError(t, err)
	assert.Equal(t, `R.scheme "http" equals Base.scheme and the parser is not strict: undefined`, res.Steps[2].Note)
}

// TestOptions3986 checks which options go with RFC 3986, and that trees,
// which are RFC 2396's, and components of the other RFC are refused.
func TestOptions3986(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	for _, opts := range [][]resolve.Option{
		{syntax.RFC3986, resolve.BackwardCompatible()},
		{resolve.DotDot(resolve.RemoveDotDot), syntax.RFC3986},
		{syntax.RFC3986, resolve.DotDot(resolve.KeepDotDot)},
		{resolve.NonStrict()},
		{syntax.RFC2396, resolve.NonStrict()},
		{syntax.RFC3986, syntax.RFC2396},
	} {
		_, err := resolve.String(base, "g", opts...)
		var oe *syntax.OptionError
		assert.ErrorAs(t, err, &oe, "%v", opts)
		_, err = resolve.Relativize(base, "http://a/g", opts...)
		assert.ErrorAs(t, err, &oe, "%v", opts)
	}
	b, err := parser.ParseAbsolute(base)
	require.NoError(t, err)
	_, err = resolve.Reference(b, parser.MustParse("g"), syntax.RFC3986)
	var oe *syntax.OptionError
	assert.ErrorAs(t, err, &oe)

	// Components read in one RFC and resolved in the other.
	for _, tc := range []struct {
		base, ref string
		baseSyn   syntax.Syntax
		refSyn    syntax.Syntax
		opt       syntax.Syntax
		which     string
	}{
		{base, "g", syntax.Default, syntax.RFC3986, syntax.RFC3986, "base"},          // a hostname
		{"mailto:a@b", "#f", syntax.Default, syntax.RFC3986, syntax.RFC3986, "base"}, // an opaque part
		{base, "//a_b/", syntax.RFC3986, syntax.Default, syntax.RFC3986, "ref"},      // a reg_name
		{"file:///x", "g", syntax.Default, syntax.RFC3986, syntax.RFC3986, "base"},   // an empty server
		{base, "g", syntax.RFC3986, syntax.Default, syntax.Default, "base"},          // a reg-name
		{"http://[v7.x]/", "g", syntax.RFC3986, syntax.Default, syntax.Default, "base"},
	} {
		bc, err := parser.Split(tc.base, tc.baseSyn)
		require.NoError(t, err)
		rc, err := parser.Split(tc.ref, tc.refSyn)
		require.NoError(t, err)
		var dst parts.Components
		err = resolve.Components(&dst, &bc, &rc, tc.opt)
		assert.ErrorIs(t, err, resolve.ErrSyntaxMismatch, "%q, %q", tc.base, tc.ref)
		var e *resolve.Error
		if assert.ErrorAs(t, err, &e) {
			assert.Equal(t, tc.which, e.Which)
		}
		if tc.which == "base" {
			tc2, err := parser.Split("http://a/g", tc.refSyn)
			require.NoError(t, err)
			err = resolve.RelativizeComponents(&dst, &bc, &tc2, tc.opt)
			assert.ErrorIs(t, err, resolve.ErrSyntaxMismatch, "relativize %q", tc.base)
		}
	}
}

// TestAmbiguousPath3986: a merged path that begins with "//" where the
// target has no authority is refused, as in RFC 2396.
func TestAmbiguousPath3986(t *testing.T) {
	_, err := resolve.String("foo:/b/", "..//g", syntax.RFC3986)
	assert.ErrorIs(t, err, resolve.ErrAmbiguousPath)
	_, err = resolve.String("foo:/b/", "/..//g", syntax.RFC3986)
	assert.ErrorIs(t, err, resolve.ErrAmbiguousPath)
	s, err := resolve.String("foo://a/b/", "..//g", syntax.RFC3986)
	assert.NoError(t, err)
	assert.Equal(t, "foo://a//g", s)
}

// TestNoBase3986: without a base, only a reference with a scheme
// resolves, less its dot segments (5.2.2 needs no base for it).
func TestNoBase3986(t *testing.T) {
	s, err := resolve.String("", "http://a/b/../c", syntax.RFC3986)
	require.NoError(t, err)
	assert.Equal(t, "http://a/c", s)
	_, err = resolve.String("", "g", syntax.RFC3986)
	assert.ErrorIs(t, err, resolve.ErrNoBase)
	var dst parts.Components
	rc := split3986(t, "g")
	assert.ErrorIs(t, resolve.Components(&dst, nil, &rc, syntax.RFC3986), resolve.ErrNoBase)
}

// split3986 returns the components of s read in RFC 3986.
func split3986(t testing.TB, s string) parts.Components {
	t.Helper()
	c, err := parser.Split(s, syntax.RFC3986)
	require.NoError(t, err, "%q", s)
	return c
}

// The literal algorithm of RFC 3986: Appendix B's expression (the same
// as RFC 2396's) splits the five components, 5.2.2's pseudocode
// transforms them, 5.2.3 merges, 5.2.4's loop works on two strings and
// 5.3 recomposes, each transcribed as the RFC writes it.

// literal3986 resolves ref against base, both valid RFC 3986 references,
// and reports false when the target's path would read as an authority.
func literal3986(base, ref string, nonStrict bool) (string, bool) {
	b, r := split(base), split(ref)
	var t comps
	if nonStrict && r.scheme != nil && b.scheme != nil && *r.scheme == *b.scheme {
		r.scheme = nil
	}
	if b.scheme == nil && r.scheme == nil {
		return "", false // no base
	}
	if r.scheme != nil {
		t.scheme = r.scheme
		t.authority = r.authority
		t.path = literalRemoveDotSegments(r.path)
		t.query = r.query
	} else {
		if r.authority != nil {
			t.authority = r.authority
			t.path = literalRemoveDotSegments(r.path)
			t.query = r.query
		} else {
			if r.path == "" {
				t.path = b.path
				if r.query != nil {
					t.query = r.query
				} else {
					t.query = b.query
				}
			} else {
				if strings.HasPrefix(r.path, "/") {
					t.path = literalRemoveDotSegments(r.path)
				} else {
					t.path = literalMerge3986(b, r.path)
					t.path = literalRemoveDotSegments(t.path)
				}
				t.query = r.query
			}
			t.authority = b.authority
		}
		t.scheme = b.scheme
	}
	t.fragment = r.fragment
	if t.authority == nil && strings.HasPrefix(t.path, "//") {
		return "", false
	}
	return recombine(t), true
}

// literalMerge3986 is 5.2.3.
func literalMerge3986(b comps, path string) string {
	if b.authority != nil && b.path == "" {
		return "/" + path
	}
	i := strings.LastIndex(b.path, "/")
	if i < 0 {
		return path
	}
	return b.path[:i+1] + path
}

// literalRemoveDotSegments is 5.2.4's loop on two string buffers.
func literalRemoveDotSegments(path string) string {
	input, output := path, ""
	for input != "" {
		switch {
		case strings.HasPrefix(input, "../"):
			input = strings.TrimPrefix(input, "../")
		case strings.HasPrefix(input, "./"):
			input = strings.TrimPrefix(input, "./")
		case strings.HasPrefix(input, "/./"):
			input = "/" + strings.TrimPrefix(input, "/./")
		case input == "/.":
			input = "/"
		case strings.HasPrefix(input, "/../"):
			input = "/" + strings.TrimPrefix(input, "/../")
			output = removeLastSegment(output)
		case input == "/..":
			input = "/"
			output = removeLastSegment(output)
		case input == "." || input == "..":
			input = ""
		default:
			// The first segment, its initial "/" if any, up to the next
			// "/" or the end.
			start := 0
			if strings.HasPrefix(input, "/") {
				start = 1
			}
			end := len(input)
			if j := strings.Index(input[start:], "/"); j >= 0 {
				end = start + j
			}
			output += input[:end]
			input = input[end:]
		}
	}
	return output
}

// removeLastSegment removes the last segment of the output buffer and
// its preceding "/", if any.
func removeLastSegment(output string) string {
	i := strings.LastIndex(output, "/")
	if i < 0 {
		return ""
	}
	return output[:i]
}

// gen3986 generates RFC 3986 bases and references.
type gen3986 struct{ r *rand.Rand }

var (
	bases3986 = []string{
		"http://a/b/c/d;p?q", "http://a", "http://a/", "foo:a/b", "foo:/b/", "foo:", "file:///x/y",
		"mailto:a@b", "http://a/b/c/./../d", "http://u:pw@[v7.x]:8/p/q?x#f", "urn:a:b", "foo:a",
		"http://a//b/c", "HTTP://A/b/", "foo:/./a/b/..", "x:../a/b",
	}
	segs3986 = []string{"", ".", "..", "g", "h", "a:b", "%2E", "%2E%2E", ";x", "g.", ".g", "..g", "@", "c=5"}
)

func (g gen3986) pick(s []string) string { return s[g.r.IntN(len(s))] }

// path returns n segments joined by "/".
func (g gen3986) path(n int) string {
	s := make([]string, n)
	for i := range s {
		s[i] = g.pick(segs3986)
	}
	return strings.Join(s, "/")
}

func (g gen3986) ref(base string) string {
	var s string
	switch g.r.IntN(8) {
	case 0:
		s = g.pick([]string{"http", "foo", "g", base[:strings.IndexByte(base, ':')]}) + ":" + g.path(g.r.IntN(4))
	case 1:
		s = "//" + g.pick([]string{"g", "", "u@h:1", "[::1]"}) + "/" + g.path(g.r.IntN(4))
	case 2:
		s = "/" + g.path(g.r.IntN(5))
	case 3:
		s = ""
	default:
		s = g.path(g.r.IntN(6) + 1)
		if i := strings.IndexByte(s, '/'); strings.Contains(s[:max(i, 0)], ":") || i < 0 && strings.Contains(s, ":") {
			s = "./" + s
		}
	}
	if g.r.IntN(3) == 0 {
		s += "?" + g.pick([]string{"", "y", "y/../x", "a=1"})
	}
	if g.r.IntN(4) == 0 {
		s += "#" + g.pick([]string{"", "s", "s/./x"})
	}
	return s
}

// compare3986 checks the package against the literal algorithm on one
// pair, strict and non-strict, and that Relativize inverts the result.
func compare3986(t *testing.T, base, ref string) {
	t.Helper()
	for _, nonStrict := range []bool{false, true} {
		opts := []resolve.Option{syntax.RFC3986}
		if nonStrict {
			opts = append(opts, resolve.NonStrict())
		}
		want, ok := literal3986(base, ref, nonStrict)
		got, err := resolve.String(base, ref, opts...)
		if !ok {
			require.Error(t, err, "%q against %q (non-strict %v): the literal algorithm has none, the package %q", ref, base, nonStrict, got)
			require.True(t, errors.Is(err, resolve.ErrAmbiguousPath) || errors.Is(err, resolve.ErrNoBase), "%v", err)
			continue
		}
		require.NoError(t, err, "%q against %q (non-strict %v)", ref, base, nonStrict)
		require.Equal(t, want, got, "%q against %q (non-strict %v)", ref, base, nonStrict)
		tc, err := parser.Split(got, syntax.RFC3986)
		require.NoError(t, err, "the target %q does not parse", got)
		require.True(t, tc.IsAbs())
		if nonStrict {
			continue
		}
		rel, err := resolve.Relativize(base, got, syntax.RFC3986)
		if err != nil {
			require.ErrorIs(t, err, resolve.ErrUnreachableTarget, "relativize %q against %q", got, base)
			require.NotEqual(t, got, literalRemoveDotSegmentsOf(got), "%q: reachable, its path has no dot segment", got)
			continue
		}
		back, err := resolve.String(base, rel, syntax.RFC3986)
		require.NoError(t, err, "%q (relativized %q) against %q", rel, got, base)
		require.Equal(t, got, back, "relativized %q to %q against %q", got, rel, base)
		require.LessOrEqual(t, len(rel), len(got))
	}
}

// literalRemoveDotSegmentsOf returns s with its path rid of its dot
// segments.
func literalRemoveDotSegmentsOf(s string) string {
	c := split(s)
	c.path = literalRemoveDotSegments(c.path)
	return recombine(c)
}

// TestAgainstLiteral3986 compares the package with the literal algorithm
// of RFC 3986 on pairs generated from a fixed seed.
func TestAgainstLiteral3986(t *testing.T) {
	g := gen3986{rand.New(rand.NewPCG(3986, 2005))}
	n := 0
	for range 6000 {
		base := g.pick(bases3986)
		ref := g.ref(base)
		if _, err := parser.Split(ref, syntax.RFC3986); err != nil {
			continue
		}
		n++
		compare3986(t, base, ref)
	}
	require.Greater(t, n, 5000, "too few valid references generated")
}

func FuzzAgainstLiteral3986(f *testing.F) {
	base, normal, abnormal := readExamples3986(f)
	for _, ex := range append(normal, abnormal...) {
		f.Add(base, ex.ref)
	}
	g := gen3986{rand.New(rand.NewPCG(1, 2))}
	for range 50 {
		b := g.pick(bases3986)
		f.Add(b, g.ref(b))
	}
	f.Fuzz(func(t *testing.T, base, ref string) {
		if len(base)+len(ref) > 4096 {
			t.Skip()
		}
		if _, err := parser.SplitAbsolute(base, syntax.RFC3986); err != nil {
			t.Skip()
		}
		if _, err := parser.Split(ref, syntax.RFC3986); err != nil {
			t.Skip()
		}
		compare3986(t, base, ref)
	})
}

// TestRelativize3986 checks Relativize's choices in RFC 3986.
func TestRelativize3986(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	for _, tc := range []struct{ target, want string }{
		{"http://a/b/c/g", "g"},
		{"http://a/b/c/d;p?y", "?y"}, // RFC 3986 reads "?y" against the base's path
		{"http://a/b/c/d;p", "d;p"},
		{"http://a/b/c/", "."},
		{"http://a/b/", ".."},
		{"http://a/", "/"},
		{"http://a/g", "/g"},
		{"http://g", "//g"},
		{"https://a/b", "https://a/b"},
		{"http://a/b/c/d;p?q#f", "#f"},
		{"http://a/b/c/g:h", "./g:h"},
		{"http://a", "//a"},
	} {
		got, err := resolve.Relativize(base, tc.target, syntax.RFC3986)
		require.NoError(t, err, "%q", tc.target)
		assert.Equal(t, tc.want, got, "%q", tc.target)
		var dst parts.Components
		bc, tg := split3986(t, base), split3986(t, tc.target)
		require.NoError(t, resolve.RelativizeComponents(&dst, &bc, &tg, syntax.RFC3986))
		assert.Equal(t, split3986(t, tc.want), dst, "%q", tc.target)
	}
	_, err := resolve.Relativize(base, "http://a/b/./c", syntax.RFC3986)
	assert.ErrorIs(t, err, resolve.ErrUnreachableTarget)
	got, err := resolve.Relativize("http://a/b/./c", "http://a/b/./c?y", syntax.RFC3986)
	require.NoError(t, err)
	assert.Equal(t, "?y", got)
}

// TestBase3986: section 5.2.1. The base must have a scheme; its fragment
// is ignored.
func TestBase3986(t *testing.T) {
	for _, tc := range []struct{ base, ref, want string }{
		{"http://a/b/c#f", "g", "http://a/b/g"},
		{"http://a/b/c#f", "", "http://a/b/c"},
		{"http://a/b/c#f", "#s", "http://a/b/c#s"},
		{"foo:a/b#f", "?y", "foo:a/b?y"},
		{"http://[v7.x]:8/p", "q", "http://[v7.x]:8/q"},
	} {
		got, err := resolve.String(tc.base, tc.ref, syntax.RFC3986)
		require.NoError(t, err, "%q against %q", tc.ref, tc.base)
		assert.Equal(t, tc.want, got, "%q against %q", tc.ref, tc.base)
	}
	for _, base := range []string{"a/b", "//a/b", "?q"} {
		_, err := resolve.String(base, "g", syntax.RFC3986)
		var e *resolve.Error
		if assert.ErrorAs(t, err, &e, "%q", base) {
			assert.Equal(t, "base", e.Which)
			var pe *parser.Error
			assert.ErrorAs(t, err, &pe, "the parser's error for a relative base")
		}
	}
}

// target3986 generates an absolute target near base: base's scheme and
// authority, or its scheme alone, or another URI.
func (g gen3986) target(base string) string {
	bc, _ := parser.Split(base, syntax.RFC3986)
	prefix := bc.Text[:bc.Path.Start]
	switch g.r.IntN(4) {
	case 0:
		prefix = bc.Text[:bc.Scheme.End+1]
	case 1:
		prefix = g.pick([]string{"http://a", "foo:", "http://g", "urn:"})
	}
	p := g.path(g.r.IntN(5))
	if g.r.IntN(3) > 0 && (prefix == "" || !strings.HasSuffix(prefix, ":") || g.r.IntN(2) == 0) {
		p = "/" + p
	}
	if strings.HasSuffix(prefix, ":") && strings.HasPrefix(p, "//") {
		p = "/." + p
	}
	s := prefix + p
	if g.r.IntN(3) == 0 {
		s += "?" + g.pick([]string{"", "q", "y"})
	}
	if g.r.IntN(4) == 0 {
		s += "#" + g.pick([]string{"", "s"})
	}
	return s
}

// checkRelativize3986 checks that Relativize in RFC 3986 gives a
// reference that resolves back to target, or ErrUnreachableTarget for a
// target whose path holds a dot segment.
func checkRelativize3986(t *testing.T, base, target string) {
	t.Helper()
	r, err := resolve.Relativize(base, target, syntax.RFC3986)
	if err != nil {
		require.ErrorIs(t, err, resolve.ErrUnreachableTarget, "%q against %q", target, base)
		require.NotEqual(t, target, literalRemoveDotSegmentsOf(target), "%q against %q: its path has no dot segment", target, base)
		return
	}
	back, err := resolve.String(base, r, syntax.RFC3986)
	require.NoError(t, err, "%q, relativized from %q against %q", r, target, base)
	require.Equal(t, target, back, "relativized %q to %q against %q", target, r, base)
	require.LessOrEqual(t, len(r), len(target))
}

// TestRelativizeGenerated3986 relativizes generated targets, which may
// hold dot segments, against the generated bases.
func TestRelativizeGenerated3986(t *testing.T) {
	g := gen3986{rand.New(rand.NewPCG(3986, 2))}
	n, unreachable := 0, 0
	for range 4000 {
		base := g.pick(bases3986)
		target := g.target(base)
		if _, err := parser.SplitAbsolute(target, syntax.RFC3986); err != nil {
			continue
		}
		n++
		if _, err := resolve.Relativize(base, target, syntax.RFC3986); errors.Is(err, resolve.ErrUnreachableTarget) {
			unreachable++
		}
		checkRelativize3986(t, base, target)
	}
	t.Logf("%d targets, %d unreachable", n, unreachable)
	require.Greater(t, n, 2500)
	require.Greater(t, unreachable, 0)
	require.Less(t, unreachable, n/2)
}

func FuzzRelativize3986(f *testing.F) {
	g := gen3986{rand.New(rand.NewPCG(5, 6))}
	for range 50 {
		b := g.pick(bases3986)
		f.Add(b, g.target(b))
	}
	f.Fuzz(func(t *testing.T, base, target string) {
		if len(base)+len(target) > 4096 {
			t.Skip()
		}
		if _, err := parser.SplitAbsolute(base, syntax.RFC3986); err != nil {
			t.Skip()
		}
		if _, err := parser.SplitAbsolute(target, syntax.RFC3986); err != nil {
			t.Skip()
		}
		checkRelativize3986(t, base, target)
	})
}

// TestResultString: Result.String gives the target in both RFCs, and ""
// for the zero Result.
func TestResultString(t *testing.T) {
	res, err := resolve.Strings("http://a/b/c/d;p?q", "../g")
	require.NoError(t, err)
	assert.Equal(t, "http://a/b/g", res.String())
	assert.Equal(t, res.Tree().String(), res.String())
	res, err = resolve.Strings("http://a/b/c/d;p?q", "../g", syntax.RFC3986)
	require.NoError(t, err)
	assert.Equal(t, "http://a/b/g", res.String())
	assert.Equal(t, "", (&resolve.Result{}).String())
}
