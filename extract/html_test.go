package extract_test

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/net/html"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/extract"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

func mustAbsolute(t testing.TB, s string) *ast.AbsoluteURI {
	t.Helper()
	u, err := parser.ParseAbsolute(s)
	require.NoError(t, err)
	return u
}

// resolved describes what became of an HTML match: its resolved URI, or
// "unresolved: " and the reason, or "invalid".
func resolved(m *extract.Match) string {
	switch {
	case m.Err != nil:
		return "invalid"
	case m.ResolveErr != nil:
		return "unresolved: " + m.ResolveErr.Error()
	case m.Resolved == nil:
		return "not resolved"
	}
	return m.Resolved.String()
}

func TestAppendixD(t *testing.T) {
	page, err := os.ReadFile("testdata/appendix_d.html")
	require.NoError(t, err)
	for _, base := range []string{"", "http://other.example/elsewhere/page.html"} {
		t.Run("base="+base, func(t *testing.T) {
			var opts []extract.Option
			if base != "" {
				opts = append(opts, extract.Base(mustAbsolute(t, base)))
			}
			ms := collect(t, extract.HTML(strings.NewReader(string(page)), opts...))
			require.Len(t, ms, 2)
			assert.Equal(t, "base", ms[0].Element)
			assert.Equal(t, "href", ms[0].Attribute)
			assert.Equal(t, "http://www.ics.uci.edu/Test/a/b/c", resolved(ms[0]))
			assert.Equal(t, "a", ms[1].Element)
			assert.Equal(t, "../x", ms[1].Text)
			// Appendix D: "regardless of the context in which the example
			// document was obtained".
			assert.Equal(t, "http://www.ics.uci.edu/Test/a/x", resolved(ms[1]))
			assert.Equal(t, "http://www.ics.uci.edu/Test/a/b/c", ms[1].Base.String())
			assert.Equal(t, 6, ms[1].Line)
			assert.Equal(t, 5, ms[1].Column)
		})
	}
}

func TestHTMLAttributes(t *testing.T) {
	page := `<a href=a1><area href=a2><link href=a3><img src=a4><script src=a5></script>
<iframe src=a6></iframe><source src=a7><embed src=a8><form action=a9></form>
<blockquote cite=b1></blockquote><q cite=b2></q><del cite=b3></del><ins cite=b4></ins><object data=b5></object>
<frame src=b6><audio src=b7></audio><video src=b8 poster=b9></video><track src=c1><input src=c2>
<html manifest=c3><img srcset="c4 2x"><source srcset=c5><input formaction=c6><button formaction=c7></button>
<a ping=c8>x</a><area ping=c9><meta http-equiv=refresh content="0; url=d1">
<div href=no src=no srcset=no ping=no formaction=no poster=no manifest=no></div><a name=no>x</a><img alt=no>
<meta content="0; url=no"><meta name=refresh content="0; url=no"><meta http-equiv=content-type content="text/html">
<img poster=no><link srcset=no><form formaction=no></form><button src=no></button><video manifest=no></video>`
	var got []string
	for _, m := range collect(t, extract.HTML(strings.NewReader(page))) {
		got = append(got, m.Element+" "+m.Attribute+" "+m.URI)
	}
	assert.Equal(t, []string{
		"a href a1", "area href a2", "link href a3", "img src a4", "script src a5",
		"iframe src a6", "source src a7", "embed src a8", "form action a9",
		"blockquote cite b1", "q cite b2", "del cite b3", "ins cite b4", "object data b5",
		"frame src b6", "audio src b7", "video src b8", "video poster b9", "track src c1", "input src c2",
		"html manifest c3", "img srcset c4", "source srcset c5", "input formaction c6", "button formaction c7",
		"a ping c8", "area ping c9", "meta content d1",
	}, got)
	found := map[string]bool{}
	for _, g := range got {
		f := strings.Fields(g)
		found[f[0]+" "+f[1]] = true
	}
	assert.Len(t, found, extract.HTMLAttributeCount-1, "every attribute but base href, which TestHTMLBase covers")
}

func TestHTMLValues(t *testing.T) {
	base := "http://a/b/c/d;p?q"
	tests := []struct {
		name, page string
		want       []string // describe and resolved, for each match
	}{
		{"entities decoded", `<a href="x?a=1&amp;b=2">`, []string{"attribute x?a=1&b=2 | http://a/b/c/x?a=1&b=2"}},
		{"trimmed", "<a href=\"  g \n\">", []string{"attribute g ws | http://a/b/c/g"}},
		{"line break removed", "<a href=\"http://a/long/\n    path\">", []string{"attribute http://a/long/path ws | http://a/long/path"}},
		{"crlf removed", "<a href=\"g/\r\n  h\">", []string{"attribute g/h ws | http://a/b/c/g/h"}},
		{"hyphen", "<a href=\"g-\n  h\">", []string{"attribute g-h ws alt=gh | http://a/b/c/g-h"}},
		{"inner space invalid", `<a href="a b">`, []string{"attribute a b invalid@1 | invalid"}},
		{"query only", `<a href="?y">`, []string{"attribute ?y | http://a/b/c/?y"}},
		{"empty is the document", `<a href="">`, []string{"attribute  | http://a/b/c/d;p?q"}},
		{"fragment", `<a href="#s">`, []string{"attribute #s | http://a/b/c/d;p?q#s"}},
		{"upper case", `<A HREF="g">`, []string{"attribute g | http://a/b/c/g"}},
		{"first of two attributes", `<a href="g" href="h">`, []string{"attribute g | http://a/b/c/g"}},
		{"script content", `<script>document.write('<a href="no">')</script><a href=g>`, []string{"attribute g | http://a/b/c/g"}},
		{"style content", `<style>a { background: url(<img src=no>) }</style>`, nil},
		{"comment", `<!-- <a href="no"> --><a href=g>`, []string{"attribute g | http://a/b/c/g"}},
		{"noscript content", `<noscript><a href="g"></a></noscript>`, []string{"attribute g | http://a/b/c/g"}},
		{"self closing", `<link href="g"/>`, []string{"attribute g | http://a/b/c/g"}},
		{"unquoted", `<a href=g?x=1>`, []string{"attribute g?x=1 | http://a/b/c/g?x=1"}},
		{"dotdot above root", `<a href="../../../../g">`, []string{"attribute ../../../../g | http://a/../../g"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, m := range collect(t, extract.HTML(strings.NewReader(tt.page), extract.Base(mustAbsolute(t, base)))) {
				got = append(got, describe(m)+" | "+resolved(m))
			}
			assert.Equal(t, tt.want, got, "page %q", tt.page)
		})
	}
}

func TestHTMLBase(t *testing.T) {
	retrieval := "http://r/dir/page"
	tests := []struct {
		name, page, base string
		want             []string // resolved, for each match
	}{
		{"base element", `<base href="http://b/x/y"><a href="g">`, retrieval,
			[]string{"http://b/x/y", "http://b/x/g"}},
		{"retrieval URI", `<a href="g"><a href="http://abs/">`, retrieval,
			[]string{"http://r/dir/g", "http://abs/"}},
		{"no base", `<a href="g"><a href="http://abs/#f"><a href="#f">`, "",
			[]string{"unresolved: rfc2396: resolve: " + resolve.ErrNoBase.Error(), "http://abs/#f", "unresolved: rfc2396: resolve: " + resolve.ErrNoBase.Error()}},
		{"base fragment dropped", `<base href="http://b/x/y#top"><a href="g"><a href="">`, "",
			[]string{"http://b/x/y#top", "http://b/x/g", "http://b/x/y"}},
		{"first base counts", `<base href="http://b/1/"><base href="http://b/2/"><a href="g">`, retrieval,
			[]string{"http://b/1/", "http://b/2/", "http://b/1/g"}},
		{"base without href skipped", `<base target="_top"><base href="http://b/1/"><a href="g">`, retrieval,
			[]string{"http://b/1/", "http://b/1/g"}},
		{"relative base", `<base href="../other/"><base href="http://b/2/"><a href="g">`, retrieval,
			[]string{"http://r/other/", "http://b/2/", "http://r/other/g"}},
		{"relative base without retrieval URI", `<base href="../other/"><base href="http://b/2/"><a href="g"><a href="http://abs/">`, "",
			[]string{"unresolved: " + extract.ErrRelativeBase.Error(), "http://b/2/", "unresolved: rfc2396: resolve: " + resolve.ErrNoBase.Error(), "http://abs/"}},
		{"relative base fragment dropped", `<base href="../x/#top"><a href="g"><a href=""><a href="#f">`, retrieval,
			[]string{"http://r/x/#top", "http://r/x/g", "http://r/x/", "http://r/x/#f"}},
		{"empty base is the retrieval URI", `<base href=""><a href="g">`, retrieval,
			[]string{"http://r/dir/page", "http://r/dir/g"}},
		{"fragment base", `<base href="#top"><a href="g"><a href="">`, retrieval,
			[]string{"http://r/dir/page#top", "http://r/dir/g", "http://r/dir/page"}},
		{"network-path base", `<base href="//o/p/"><a href="g">`, retrieval,
			[]string{"http://o/p/", "http://o/p/g"}},
		{"query-only base", `<base href="?q"><a href="g">`, retrieval,
			[]string{"http://r/dir/?q", "http://r/dir/g"}},
		{"relative second base", `<base href="http://b/1/"><base href="../x/"><a href="g">`, retrieval,
			[]string{"http://b/1/", "http://b/x/", "http://b/1/g"}},
		{"relative base above the root", `<base href="../../../x/"><a href="g">`, retrieval,
			[]string{"http://r/../../x/", "http://r/../../x/g"}},
		{"relative base against an opaque retrieval URI", `<base href="x/"><a href="http://abs/"><a href="#f">`, "mailto:m@h",
			[]string{"unresolved: rfc2396: resolve: base", "http://abs/", "mailto:m@h#f"}},
		{"invalid base", `<base href="http://b/{x}/"><a href="g">`, retrieval,
			[]string{"invalid", "http://r/dir/g"}},
		{"invalid relative base, then a valid one", `<base href="a b/"><base href="http://b/"><a href="g">`, retrieval,
			[]string{"invalid", "http://b/", "http://r/dir/g"}},
		{"reference before base", `<link href="style.css"><base href="http://b/x/"><a href="g">`, retrieval,
			[]string{"http://r/dir/style.css", "http://b/x/", "http://b/x/g"}},
		{"opaque base", `<base href="mailto:a@b"><a href="g"><a href="#f">`, retrieval,
			[]string{"mailto:a@b", "unresolved: rfc2396: resolve: base", "mailto:a@b#f"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var opts []extract.Option
			if tt.base != "" {
				opts = append(opts, extract.Base(mustAbsolute(t, tt.base)))
			}
			var got []string
			for _, m := range collect(t, extract.HTML(strings.NewReader(tt.page), opts...)) {
				got = append(got, resolved(m))
				if tt.name == "no base" && !m.Ref.IsAbs() {
					var re *resolve.Error
					assert.True(t, errors.As(m.ResolveErr, &re), "%v", m.ResolveErr)
					assert.ErrorIs(t, m.ResolveErr, resolve.ErrNoBase)
					assert.ErrorIs(t, m.ResolveErr, extract.ErrNoBase, "the deprecated alias")
				}
				if m.Element == "a" && strings.Contains(tt.page, "mailto") {
					assert.Equal(t, "mailto:a@b", m.Base.String(), "the BASE element's href is the base")
					if m.Text == "g" {
						assert.ErrorIs(t, m.ResolveErr, resolve.ErrOpaqueBase)
					}
				}
			}
			require.Len(t, got, len(tt.want))
			for i := range got {
				if strings.HasPrefix(tt.want[i], "unresolved: rfc2396") {
					assert.True(t, strings.HasPrefix(got[i], tt.want[i]), "%d: %q", i, got[i])
					continue
				}
				assert.Equal(t, tt.want[i], got[i], "%d", i)
			}
		})
	}
}

func TestHTMLResolveOptions(t *testing.T) {
	ms := collect(t, extract.HTML(strings.NewReader(`<a href="../../g">`), extract.Base(mustAbsolute(t, "http://a/b")), extract.Resolve(resolve.DotDot(resolve.RemoveDotDot))))
	require.Len(t, ms, 1)
	assert.Equal(t, "http://a/g", resolved(ms[0]))
	// A relative BASE href is resolved with the same options.
	for _, tt := range []struct {
		page string
		opt  resolve.Option
		want []string
	}{
		{`<base href="../../../x/"><a href="g">`, resolve.DotDot(resolve.RemoveDotDot), []string{"http://r/x/", "http://r/x/g"}},
		{`<base href="http:x/"><a href="g">`, resolve.BackwardCompatible(), []string{"http://r/d/x/", "http://r/d/x/g"}},
		{`<base href="http:x/"><a href="g">`, syntax.RFC2396, []string{"http:x/", "unresolved: rfc2396: resolve: base"}},
	} {
		var got []string
		for _, m := range collect(t, extract.HTML(strings.NewReader(tt.page), extract.Base(mustAbsolute(t, "http://r/d/p")), extract.Resolve(tt.opt))) {
			got = append(got, resolved(m))
		}
		require.Len(t, got, len(tt.want))
		assert.Equal(t, tt.want[0], got[0], "%s", tt.page)
		assert.True(t, strings.HasPrefix(got[1], tt.want[1]), "%s: %q", tt.page, got[1])
	}
}

// TestHTMLRelativeBaseAppendixC takes every reference of Appendix C as
// the href of a BASE element in a document retrieved from Appendix C's
// base: the BASE element resolves to the result the RFC gives, and that
// result, without its fragment, is the base of the references after it.
func TestHTMLRelativeBaseAppendixC(t *testing.T) {
	b, err := os.ReadFile("../testdata/resolve/appendix_c.txt")
	require.NoError(t, err)
	n := 0
	for line := range strings.Lines(string(b)) {
		fields := strings.Split(strings.TrimSuffix(line, "\n"), "\t")
		if len(fields) < 2 { // a comment or a blank line
			continue
		}
		ref, want := fields[0], fields[1]
		if ref == "<>" {
			ref = ""
		}
		var opts []extract.Option
		if len(fields) == 3 && fields[2] == "compat" {
			opts = append(opts, extract.Resolve(resolve.BackwardCompatible()))
		}
		page := `<base href="` + ref + `"><a href=""><a href="#f">`
		ms := collect(t, extract.HTML(strings.NewReader(page), append(opts, extract.Base(mustAbsolute(t, "http://a/b/c/d;p?q")))...))
		require.Len(t, ms, 3, page)
		noFragment, _, _ := strings.Cut(want, "#")
		assert.Equal(t, []string{want, noFragment, noFragment + "#f"}, []string{resolved(ms[0]), resolved(ms[1]), resolved(ms[2])}, "%s", page)
		assert.Equal(t, "http://a/b/c/d;p?q", ms[0].Base.String(), "the BASE element is resolved against the retrieval URI")
		assert.Equal(t, noFragment, ms[1].Base.String())
		n++
	}
	assert.Equal(t, 43, n, "the cases of Appendix C")
}

func TestHTMLPositions(t *testing.T) {
	page := "<p>\r\n  <a\nhref=\"x\">\u00e9 <img src=y>"
	var got [][3]int64
	for _, m := range collect(t, extract.HTML(strings.NewReader(page))) {
		got = append(got, [3]int64{m.Offset, int64(m.Line), int64(m.Column)})
		assert.Equal(t, byte('<'), page[m.Offset])
	}
	assert.Equal(t, [][3]int64{{7, 2, 3}, {22, 3, 13}}, got)
}

func TestHTMLReadError(t *testing.T) {
	boom := errors.New("boom")
	r := io.MultiReader(strings.NewReader(`<a href="x">`), iotest.ErrReader(boom))
	var errs []error
	for m, err := range extract.HTML(r) {
		if err != nil {
			assert.Nil(t, m)
			errs = append(errs, err)
		}
	}
	assert.Equal(t, []error{boom}, errs)
}

func TestHTMLOneByte(t *testing.T) {
	page, err := os.ReadFile("testdata/appendix_d.html")
	require.NoError(t, err)
	ms := collect(t, extract.HTML(iotest.OneByteReader(strings.NewReader(string(page)))))
	require.Len(t, ms, 2)
	assert.Equal(t, "http://www.ics.uci.edu/Test/a/x", resolved(ms[1]))
}

// cveSlashPages are the inputs of CVE-2025-22872 (golang.org/x/net/html
// before v0.38.0): a tag whose last attribute value is unquoted and ends
// in "/" read as self-closing. Each page's first token is a start tag, not
// a self-closing one, and its values keep their "/".
var cveSlashPages = []struct {
	name, page string
	want       []string // element, attribute, URI and resolved, for each match
}{
	{"href", `<a href=http://a/b/>text</a><a href=g>`,
		[]string{"a href http://a/b/ http://a/b/", "a href g http://r/d/g"}},
	{"src", `<img src=x/><a href=g>`,
		[]string{"img src x/ http://r/d/x/", "a href g http://r/d/g"}},
	{"slash alone", `<a href=/>text</a><img src=i>`,
		[]string{"a href / http://r/", "img src i http://r/d/i"}},
	{"two attributes", `<img alt=a src=/x/y/><a href=g>`,
		[]string{"img src /x/y/ http://r/x/y/", "a href g http://r/d/g"}},
	{"script", `<script src=s/></script><a href=g>`,
		[]string{"script src s/ http://r/d/s/", "a href g http://r/d/g"}},
	{"base", `<base href=http://b/c/><a href=g>`,
		[]string{"base href http://b/c/ http://b/c/", "a href g http://b/c/g"}},
}

func TestHTMLUnquotedSlash(t *testing.T) {
	for _, tt := range cveSlashPages {
		t.Run(tt.name, func(t *testing.T) {
			z := html.NewTokenizer(strings.NewReader(tt.page))
			assert.Equal(t, html.StartTagToken, z.Next(), "%q is not self-closing", tt.page)
			var got []string
			for _, m := range collect(t, extract.HTML(strings.NewReader(tt.page), extract.Base(mustAbsolute(t, "http://r/d/p")))) {
				got = append(got, m.Element+" "+m.Attribute+" "+m.URI+" "+resolved(m))
			}
			assert.Equal(t, tt.want, got)
		})
	}
	// A tag that does close itself still does: the "/" is not a value's.
	for _, page := range []string{`<img src="x/"/>`, `<img src=x/ />`, `<img/>`, `<br />`} {
		z := html.NewTokenizer(strings.NewReader(page))
		assert.Equal(t, html.SelfClosingTagToken, z.Next(), "%q", page)
	}
}

// TestHTMLBrowser reads testdata/browser.html, a page with a relative
// BASE element, every attribute that holds several references or more
// than one, and the inputs of CVE-2025-22872, retrieved from Appendix C's
// base, and compares each match with testdata/browser.want.
func TestHTMLBrowser(t *testing.T) {
	page, err := os.ReadFile("testdata/browser.html")
	require.NoError(t, err)
	var got strings.Builder
	for _, m := range collect(t, extract.HTML(strings.NewReader(string(page)), extract.Base(mustAbsolute(t, "http://a/b/c/d;p?q")))) {
		fmt.Fprintf(&got, "%d:%d %s %s", m.Line, m.Column, m.Element, m.Attribute)
		if m.Descriptor != "" {
			fmt.Fprintf(&got, " [%s]", m.Descriptor)
		}
		fmt.Fprintf(&got, " %s -> %s\n", m.URI, resolved(m))
	}
	golden(t, "testdata/browser.want", got.String())
}

// golden compares got with the file name, or rewrites the file with
// -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	if *update {
		require.NoError(t, os.WriteFile(name, []byte(got), 0o644))
	}
	want, err := os.ReadFile(name)
	require.NoError(t, err)
	assert.Equal(t, string(want), got)
}
