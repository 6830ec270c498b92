package main

import (
	"bufio"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestExtractExitStatus(t *testing.T) {
	checkExitStatus(t, []exitCase{
		{"help", []string{"extract", "-h"}, "", exitOK, ""}, // on standard output: TestHelp
		{"unknown flag", []string{"extract", "--xml"}, "", exitUsage, `unknown flag "--xml"`},
		{"relative base", []string{"extract", "--base", "../a", "-"}, "", exitUsage, `--base: rfc2396: parse "../a": unexpected '.' at offset 0 in absoluteURI; an absolute URI starts with a scheme`},
		{"invalid base", []string{"extract", "--base=http://a b/"}, "", exitUsage, `--base: rfc2396: parse "http://a b/": unexpected ' ' at offset 8`},
		{"stdin valid", []string{"extract"}, "see <http://a/>.", exitOK, ""},
		{"stdin dash", []string{"extract", "-"}, "see <http://a/>.", exitOK, ""},
		{"stdin empty", []string{"extract"}, "", exitOK, ""},
		{"stdin invalid", []string{"extract"}, "see <http://a/ b|c>.", exitInvalid, "<stdin>:1:6: rfc2396: parse \"http://a/b|c\": unexpected '|' at offset 10 in abs_path"},
		{"stdin no references", []string{"extract", "--json"}, "plain prose", exitOK, ""},
		{"html valid", []string{"extract", "--html", "--base", "http://a/b"}, `<a href="c">`, exitOK, ""},
		{"html invalid", []string{"extract", "--html"}, `<a href="a b">`, exitInvalid, `<stdin>:1:1: rfc2396: parse "a b"`},
		{"html no base", []string{"extract", "--html"}, `<a href="c">`, exitOK, "no base URI (no BASE element, no --base): relative references are printed unresolved (section 5.1.4)"},
		{"html no base json", []string{"extract", "--html", "--json"}, `<a href="c">`, exitOK, ""},
		{"html opaque base", []string{"extract", "--html"}, `<base href="mailto:a@b"><a href="c">`, exitInvalid, "<stdin>:1:25: rfc2396: resolve: base at offset 7: the base has an opaque part"},
		// A relative <base href> is resolved against the document's URI,
		// as browsers do; without one it is an error.
		{"html relative base element", []string{"extract", "--html", "--base", "http://a/"}, `<base href="c">`, exitOK, ""},
		{"html relative base element without --base", []string{"extract", "--html"}, `<base href="c">`, exitInvalid, "<stdin>:1:1: extract: the href of a BASE element is relative and the document has no retrieval URI"},
		// A file that cannot be read exits 2, as grep does, after the
		// other files are read.
		{"missing file", []string{"extract", "testdata/no-such-file.txt", "testdata/extract_nobase.html"}, "", exitIO, "rfc2396 extract: open testdata/no-such-file.txt: no such file or directory\n"},
		{"directory", []string{"extract", "testdata"}, "", exitIO, "rfc2396 extract: read testdata: is a directory\n"},
		{"directory json", []string{"extract", "--json", "testdata"}, "", exitIO, "rfc2396 extract: read testdata: is a directory\n"},
		{"files", []string{"extract", "--html", "testdata/extract_nobase.html", "-"}, `<a href="http://x/">`, exitOK, "testdata/extract_nobase.html: no base URI"},
		{"files invalid in one", []string{"extract", "-", "testdata/extract.txt"}, "<http://x/>", exitInvalid, "testdata/extract.txt:17:11: rfc2396: parse \"http://a/bc|d\""},
	})
}

func TestExtractGolden(t *testing.T) {
	for _, tt := range []struct {
		golden string
		args   []string
	}{
		{"extract.golden", []string{"testdata/extract.txt"}},
		{"extract_json.golden", []string{"--json", "testdata/extract.txt"}},
		{"extract_base.golden", []string{"--base", "http://a/b/c/d;p?q", "testdata/extract.txt"}},
		{"extract_html.golden", []string{"--html", "--base", "http://example.org/retrieved/page.html", "testdata/extract.html", "testdata/extract_nobase.html"}},
		{"extract_html_json.golden", []string{"--html", "--json", "testdata/extract.html", "testdata/extract_nobase.html"}},
	} {
		t.Run(tt.golden, func(t *testing.T) {
			status, stdout, stderr := runCmd(t, "", append([]string{"extract"}, tt.args...)...)
			assert.Equal(t, exitInvalid, status, "the test files hold invalid references")
			goldenRun{tt.golden, tt.args}.check(t, stdout, stderr)
		})
	}
}

// TestExtractAppendixE checks that the example text of Appendix E gives
// exactly its three URIs, in order.
func TestExtractAppendixE(t *testing.T) {
	text, err := os.ReadFile("../../extract/testdata/appendix_e.txt")
	require.NoError(t, err)
	status, stdout, stderr := runCmd(t, string(text), "extract")
	assert.Equal(t, exitOK, status)
	assert.Empty(t, stderr)
	assert.Equal(t, "http://www.w3.org/Addressing/\nftp://ds.internic.net/rfc/\nhttp://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING\n", stdout)
}

// TestExtractAppendixD checks that the page of Appendix D resolves ../x
// against its BASE element even when --base names another URI.
func TestExtractAppendixD(t *testing.T) {
	status, stdout, stderr := runCmd(t, "", "extract", "--html", "--base", "http://elsewhere.example/dir/page.html", "../../extract/testdata/appendix_d.html")
	assert.Equal(t, exitOK, status)
	assert.Empty(t, stderr)
	assert.Equal(t, "http://www.ics.uci.edu/Test/a/b/c\nhttp://www.ics.uci.edu/Test/a/x\n", stdout)
}

// TestExtractJSONKeys checks the keys of each JSON object, and that the
// line output has one line for each object.
func TestExtractJSONKeys(t *testing.T) {
	common := []string{"file", "line", "column", "text", "uri", "delimiter", "whitespace_removed", "ambiguous_hyphen", "alternative", "alternative_valid", "valid"}
	resolving := []string{"base", "resolved", "resolve_error"}
	for _, tt := range []struct {
		args []string
		keys []string
	}{
		{[]string{"testdata/extract.txt"}, common},
		{[]string{"--base", "http://a/", "testdata/extract.txt"}, append(append([]string{}, common...), resolving...)},
		{[]string{"--html", "testdata/extract.html"}, append(append(append([]string{}, common...), "element", "attribute"), resolving...)},
	} {
		_, lines, errLines := runCmd(t, "", append([]string{"extract"}, tt.args...)...)
		_, out, _ := runCmd(t, "", append([]string{"extract", "--json"}, tt.args...)...)
		sc := bufio.NewScanner(strings.NewReader(out))
		n := 0
		for sc.Scan() {
			n++
			var obj map[string]any
			require.NoError(t, json.Unmarshal(sc.Bytes(), &obj))
			keys := append([]string{}, tt.keys...)
			if obj["valid"] == false {
				keys = append(keys, "error")
				assert.Contains(t, obj["error"], "offset")
			}
			var got []string
			for k := range obj {
				got = append(got, k)
			}
			assert.ElementsMatch(t, keys, got, "%s", sc.Text())
		}
		assert.Equal(t, strings.Count(lines, "\n")+strings.Count(errLines, "\n"), n, "%q: a line of text output, on standard output or for an error on standard error, for each record", tt.args)
	}
}

// TestExtractDescriptor checks that --json gives the descriptors of a
// srcset candidate, "" when it has none, and no key descriptor for a
// reference of another attribute.
func TestExtractDescriptor(t *testing.T) {
	page := `<img src="a.png" srcset="a.png 1x, b.png 2x, c.png , d.png 100w 2x"><picture><source srcset="e.jpg 400w"></picture><a href="f">`
	status, stdout, stderr := runCmd(t, page, "extract", "--html", "--json", "--base", "http://h/")
	assert.Equal(t, exitOK, status)
	assert.Empty(t, stderr)
	var got [][3]any
	for _, r := range decodeLines(t, stdout) {
		d, has := r["descriptor"]
		if !has {
			d = "(no key)"
		}
		got = append(got, [3]any{r["element"], r["uri"], d})
	}
	assert.Equal(t, [][3]any{
		{"img", "a.png", "(no key)"},
		{"img", "a.png", "1x"},
		{"img", "b.png", "2x"},
		{"img", "c.png", ""},
		{"img", "d.png", "100w 2x"},
		{"source", "e.jpg", "400w"},
		{"a", "f", "(no key)"},
	}, got)
	assert.Equal(t, []string{"element", "attribute", "descriptor", "base"}, keyOrder(strings.Split(stdout, "\n")[1], "element", "attribute", "descriptor", "base"))
	// Text output prints the references, without descriptors.
	_, stdout, _ = runCmd(t, page, "extract", "--html", "--base", "http://h/")
	assert.Equal(t, "http://h/a.png\nhttp://h/a.png\nhttp://h/b.png\nhttp://h/c.png\nhttp://h/d.png\nhttp://h/e.jpg\nhttp://h/f\n", stdout)
}

// TestExtractRelativeBaseHelp checks that extract's help says that a
// relative <base href> is resolved against --base.
func TestExtractRelativeBaseHelp(t *testing.T) {
	_, help, _ := runCmd(t, "", "help", "extract")
	assert.Contains(t, strings.Join(strings.Fields(help), " "), "what a relative <base href> is resolved against, as browsers do")
	status, stdout, _ := runCmd(t, `<base href="d/"><a href="e">`, "extract", "--html", "--base", "http://h/a/b")
	assert.Equal(t, exitOK, status)
	assert.Equal(t, "http://h/a/d/\nhttp://h/a/d/e\n", stdout)
}
