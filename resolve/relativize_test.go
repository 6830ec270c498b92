package resolve_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

func TestRelativize(t *testing.T) {
	const base = appendixCBase // http://a/b/c/d;p?q
	for _, tt := range []struct{ base, target, want string }{
		{base, "http://a/b/c/d;p?q", ""},
		{base, "http://a/b/c/d;p?q#f", "#f"},
		{base, "http://a/b/c/d;p?q#", "#"},
		{base + "#s", "http://a/b/c/d;p?q", ""},
		{base, "http://a/b/c/d;p?y", "d;p?y"}, // never "?y"
		{base, "http://a/b/c/d;p", "d;p"},
		{base, "http://a/b/c/d;p?", "d;p?"},
		{base, "http://a/b/c/g", "g"},
		{base, "http://a/b/c/g/", "g/"},
		{base, "http://a/b/c/", "."},
		{base, "http://a/b/c/?y", ".?y"},
		{base, "http://a/b/", ".."},
		{base, "http://a/b/g", "../g"},
		{base, "http://a/", "/"},
		{base, "http://a/g", "/g"},
		{base, "http://a/b/c", "../c"},
		{base, "http://a/b/c/x:y", "./x:y"},
		{base, "http://a/b/c//g", ".//g"},
		{base, "http://a/b/c/g;x=1/y", "g;x=1/y"},
		{base, "http://a/b/c/./g", "/b/c/./g"}, // step 6 would remove the "."
		{base, "http://a/b/c/g/..", "/b/c/g/.."},
		{base, "http://a/../g", "/../g"},
		{base, "http://g", "//g"},
		{base, "http://g/", "//g/"},
		{base, "http://a", "//a"},
		{base, "http://a?q", "//a?q"},
		{base, "http://a:80/b/c/g", "//a:80/b/c/g"},
		{base, "https://a/b/c/g", "https://a/b/c/g"},
		{base, "HTTP://a/b/c/g", "HTTP://a/b/c/g"}, // the result keeps the base's scheme as written
		{base, "mailto:a@b", "mailto:a@b"},
		{base, "http:g", "http:g"},
		{"http://a", "http://a/", "."},
		{"http://a", "http://a/g", "g"},
		{"http://a", "http://a?y", "//a?y"},
		{"http://a/", "http://a", "//a"},
		{"http://a/b", "http://a/b/c", "b/c"},
		{"http://a/b/c", "http://a/b", "/b"},
		{"http://a/x/b/c", "http://a/x/b", "../b"},
		{"http://a/b/c/", "http://a/b/c", "../c"},
		{"http://a/x:y/z", "http://a/x:y/w", "w"},
		{"http://a/x/z", "http://a/x:y", "/x:y"},
		{"http://a/", "http://a/x:y", "/x:y"},
		{"http://a/b/c", "http://a/b/x:y", "./x:y"},
		{"http://a/../x", "http://a/../y", "y"},
		{"http://a/../x", "http://a/y", "/y"},
		{"http://a/../../x", "http://a/../y", "/../y"},
		{"http://a/x", "http://a/../y", "../y"},
		{"http://a/x/./y/../z", "http://a/x/w", "w"},
		{"http://a/x//y", "http://a/x/g", "../g"},
		{"foo:/a/b", "foo:/a/c", "c"},
		{"foo:/a/b", "foo:/c", "/c"},
		{"foo:/a/b", "foo://c/", "//c/"},
		{"foo://h/a", "foo:/a", "foo:/a"},
		{"file:///x/y", "file:///x/z", "z"},
		{"file:///x/y", "file:///", "/"},
		{"http://a//x", "http://a//y", "y"},
		{"http://a/x", "http://a//y", ".//y"},
		{"http://a/b/c/d", "http://a//y", "//a//y"},
		{"mailto:a@b", "mailto:a@b#f", "#f"},
		{"mailto:a@b", "mailto:c@d", "mailto:c@d"},
		{"mailto:a@b", "http://a/", "http://a/"},
	} {
		got, err := resolve.Relativize(tt.base, tt.target)
		require.NoError(t, err, "Relativize(%q, %q)", tt.base, tt.target)
		assert.Equal(t, tt.want, got, "Relativize(%q, %q)", tt.base, tt.target)
		checkRelativize(t, tt.base, tt.target, got)
	}
}

// checkRelativize checks that r is an Appendix A reference, as RFC 2732
// amends it (never "?y"), that resolves against base to target.
func checkRelativize(t *testing.T, base, target, r string) {
	t.Helper()
	if _, err := parser.Parse(r, syntax.RFC2396, syntax.RFC2732); err != nil {
		t.Fatalf("Relativize(%q, %q) = %q is not a URI reference: %v", base, target, r, err)
	}
	back, err := resolve.String(base, r)
	if err != nil || back != target {
		t.Fatalf("Relativize(%q, %q) = %q, which resolves to %q, %v", base, target, r, back, err)
	}
	// RelativizeComponents gives the parser's components of the same
	// reference.
	b, berr := parser.Split(base, syntax.Default.Absolute())
	tc, terr := parser.Split(target, syntax.Default.Absolute())
	if berr != nil || terr != nil {
		t.Fatalf("%q, %q: %v, %v", base, target, berr, terr)
	}
	var got parts.Components
	err = resolve.RelativizeComponents(&got, &b, &tc)
	want, werr := parser.Split(r)
	if err != nil || werr != nil || got != want {
		t.Fatalf("RelativizeComponents(%q, %q) = %+v, %v; the parser's components of %q are %+v", base, target, got, err, r, want)
	}
}

// TestRelativizeAppendixC relativizes every result of Appendix C against
// its base.
func TestRelativizeAppendixC(t *testing.T) {
	for _, c := range readAppendixC(t) {
		if c.mode == "compat" {
			continue
		}
		r, err := resolve.Relativize(appendixCBase, c.want)
		require.NoError(t, err, "line %d", c.line)
		checkRelativize(t, appendixCBase, c.want, r)
		assert.LessOrEqual(t, len(r), max(len(c.ref), len("d;p?y")), "line %d: %q from %q", c.line, r, c.ref)
	}
}

func TestRelativizeErrors(t *testing.T) {
	for _, tt := range []struct {
		base, target string
		which        string
		offset       int
		is           error
	}{
		{"http://a b/", "http://a/", "base", 8, nil},
		{"/a/b", "http://a/", "base", 0, nil},
		{"http://a/", "http://a b/", "target", 8, nil},
		{"http://a/", "/a/b", "target", 0, resolve.ErrRelativeTarget},
		{"http://a/", "?y", "target", 0, nil},
	} {
		_, err := resolve.Relativize(tt.base, tt.target)
		var e *resolve.Error
		require.True(t, errors.As(err, &e), "Relativize(%q, %q): %v", tt.base, tt.target, err)
		assert.Equal(t, tt.which, e.Which, "%q %q", tt.base, tt.target)
		assert.Equal(t, tt.offset, e.Offset, "%q %q", tt.base, tt.target)
		if tt.is != nil {
			assert.ErrorIs(t, err, tt.is)
		}
	}
}

// TestRelativizeShortest compares Relativize with a brute-force search: for
// each base, every string of up to maxLen characters over a small
// alphabet that is a URI reference by Appendix A (syntax.RFC2396: no
// "?y", which Relativize never returns) is resolved, and the shortest
// that gives each result is kept. Relativize must find one just as short for
// each of those results, and nothing that short for any other target.
func TestRelativizeShortest(t *testing.T) {
	const alphabet = "ab/.?#:"
	maxLen := 5
	if testing.Short() {
		maxLen = 4
	}
	bases := []string{"s://a/b/c", "s://a/b/", "s://a", "s:/a/b", "s://a/a:b/c?q", "s:/../a/b", "s:a"}
	var refs []string
	var gen func(prefix string)
	gen = func(prefix string) {
		refs = append(refs, prefix)
		if len(prefix) < maxLen {
			for i := range len(alphabet) {
				gen(prefix + alphabet[i:i+1])
			}
		}
	}
	gen("")
	var valid []*ast.URIReference
	for _, r := range refs {
		if ref, err := parser.Parse(r, syntax.RFC2396); err == nil {
			valid = append(valid, ref)
		}
	}
	checked := 0
	for _, base := range bases {
		b, err := parser.ParseAbsolute(base)
		require.NoError(t, err)
		shortest := map[string]string{} // result -> the shortest reference found
		for _, r := range valid {
			res, err := resolve.Reference(b, r)
			if err != nil {
				continue
			}
			if s, ok := shortest[res.Tree().String()]; !ok || len(r.Text) < len(s) {
				shortest[res.Tree().String()] = r.Text
			}
		}
		for target, want := range shortest {
			got, err := resolve.Relativize(base, target)
			require.NoError(t, err, "Relativize(%q, %q)", base, target)
			checkRelativize(t, base, target, got)
			if len(got) != len(want) {
				t.Errorf("Relativize(%q, %q) = %q, but %q is shorter", base, target, got, want)
			}
			checked++
		}
		// Targets that nothing of up to maxLen characters reaches.
		for _, target := range []string{"s://a/b/a/b/a", "s://a/../../b", "s:/a/./b/a", "s://b/a/b/a", "s://a/b/a?aa#bb", "a://a/b"} {
			if _, ok := shortest[target]; ok {
				continue
			}
			got, err := resolve.Relativize(base, target)
			require.NoError(t, err)
			checkRelativize(t, base, target, got)
			assert.Greater(t, len(got), maxLen, "Relativize(%q, %q) = %q, shorter than any that brute force found", base, target, got)
		}
	}
	t.Logf("%d references of up to %d characters, %d of them valid; %d (base, target) pairs checked", len(refs), maxLen, len(valid), checked)
}

// randomURI returns a random absolute URI, valid or not, built from
// pieces that exercise relativization: dot segments, ":" in segments,
// params, empty segments, escapes, empty and undefined components.
func randomURI(rng *rand.Rand, fragment bool) string {
	pick := func(xs ...string) string { return xs[rng.IntN(len(xs))] }
	var b strings.Builder
	b.WriteString(pick("http", "http", "http", "HTTP", "ftp", "mailto"))
	b.WriteByte(':')
	if b.String() == "mailto:" && rng.IntN(2) == 0 {
		b.WriteString(pick("a@b", "c@d?x"))
	} else {
		if rng.IntN(4) > 0 {
			b.WriteString("//" + pick("a", "a", "b", "A", "u@a:80", "", "a:"))
		}
		n := rng.IntN(6)
		if n == 0 && !strings.HasSuffix(b.String(), ":") {
			// the empty path of "http://a"
		} else {
			for range max(n, 1) {
				b.WriteString("/" + pick("", "a", "b", "c", ".", "..", "c;p", "d:e", "%2E", "g.", "a", "b"))
			}
		}
	}
	if rng.IntN(2) == 0 {
		b.WriteString("?" + pick("", "q", "y", "q=1"))
	}
	if fragment && rng.IntN(3) == 0 {
		b.WriteString("#" + pick("", "f", "s"))
	}
	return b.String()
}

// TestRelativizeRandom checks resolve(base, Relativize(base, target)) ==
// target on random valid pairs, and logs how often the result is shorter
// than the target.
func TestRelativizeRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	n := 10000
	if testing.Short() {
		n = 1000
	}
	pairs, shorter := 0, 0
	same, sameShorter := 0, 0 // the pairs with the same scheme, as written, and both hierarchical
	for pairs < n {
		base, target := randomURI(rng, false), randomURI(rng, true)
		if rng.IntN(8) == 0 {
			target = base + target[strings.IndexAny(target+"#", "?#"):] // the same path, another query or fragment
		}
		if _, err := parser.ParseAbsolute(base); err != nil {
			continue
		}
		if r, err := parser.Parse(target); err != nil || !r.IsAbs() {
			continue
		}
		pairs++
		r, err := resolve.Relativize(base, target)
		require.NoError(t, err)
		checkRelativize(t, base, target, r)
		if len(r) < len(target) {
			shorter++
		}
		bs, bh, _ := strings.Cut(base, ":")
		ts, th, _ := strings.Cut(target, ":")
		if bs == ts && strings.HasPrefix(bh, "/") && strings.HasPrefix(th, "/") {
			same++
			if len(r) < len(target) {
				sameShorter++
			}
		}
	}
	t.Logf("Relativize made %d of %d random valid pairs (%.1f%%) shorter than the target; %d of the %d (%.1f%%) with the same scheme and a hierarchical base and target",
		shorter, pairs, 100*float64(shorter)/float64(pairs), sameShorter, same, 100*float64(sameShorter)/float64(same))
}

// FuzzRelativize checks that, for any valid base and absolute target,
// Relativize gives an Appendix A reference that resolves back to the
// target.
func FuzzRelativize(f *testing.F) {
	f.Add(appendixCBase, "http://a/b/c/d;p?y")
	f.Add("http://a/b/c/d", "http://a/b/c/x:y")
	f.Add("http://a", "http://a/g")
	f.Add("foo:/a/b", "foo:/a/../c")
	f.Add("http://a/../x", "http://a/../y")
	f.Add("mailto:a@b", "mailto:a@b#f")
	f.Fuzz(func(t *testing.T, base, target string) {
		if _, err := parser.ParseAbsolute(base); err != nil {
			return
		}
		if r, err := parser.Parse(target); err != nil || !r.IsAbs() {
			if _, err := resolve.Relativize(base, target); err == nil {
				t.Fatalf("Relativize(%q, %q) accepted a target that is not an absolute URI", base, target)
			}
			return
		}
		r, err := resolve.Relativize(base, target)
		if err != nil {
			t.Fatalf("Relativize(%q, %q): %v", base, target, err)
		}
		checkRelativize(t, base, target, r)
	})
}
