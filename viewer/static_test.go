package viewer_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/viewer"
)

// TestStaticFiles checks the page as static files: the files Handler
// serves, index.html with three lines more, which name the module and
// the script and carry the policy.
func TestStaticFiles(t *testing.T) {
	files, err := viewer.StaticFiles("wasm_exec.js", "viewer.wasm")
	require.NoError(t, err)
	h := viewer.Handler(viewer.Options{})
	served := func(path string) string {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		require.Equal(t, http.StatusOK, rec.Code)
		return rec.Body.String()
	}
	var names []string
	for name := range files {
		names = append(names, name)
	}
	assert.ElementsMatch(t, []string{"index.html", "app.js", "style.css"}, names)
	assert.Equal(t, served("/app.js"), string(files["app.js"]))
	assert.Equal(t, served("/style.css"), string(files["style.css"]))

	page := string(files["index.html"])
	added := []string{
		`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'">`,
		`<meta name="rfc2396-wasm" content="viewer.wasm">`,
		`<script src="wasm_exec.js" defer></script>`,
	}
	rest := page
	for _, line := range added {
		require.Equal(t, 1, strings.Count(rest, line+"\n"), line)
		rest = strings.Replace(rest, line+"\n", "", 1)
	}
	assert.Equal(t, served("/"), rest, "the served page, but for the lines added")
	// The charset first, the policy next, before anything it covers; the
	// script that runs the module before app.js.
	assert.True(t, strings.HasPrefix(page[strings.Index(page, "<head>"):], "<head>\n<meta charset=\"utf-8\">\n"+added[0]), "%s", page)
	assert.Less(t, strings.Index(page, added[2]), strings.Index(page, `<script src="app.js"`))

	// The names are escaped for their attributes.
	files, err = viewer.StaticFiles(`a"b.js`, "m&<.wasm")
	require.NoError(t, err)
	assert.Contains(t, string(files["index.html"]), `<meta name="rfc2396-wasm" content="m&amp;&lt;.wasm">`)
	assert.Contains(t, string(files["index.html"]), `<script src="a&#34;b.js" defer></script>`)
}
