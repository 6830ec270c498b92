package viewer_test

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/viewer"
)

// writeSite writes the page as static files into a new directory, as
// "go run ./viewer/site DIR" does, within a time limit, and logs the
// sizes of its files.
func writeSite(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	start := time.Now()
	// go test puts its toolchain's bin first on $PATH.
	out, err := exec.CommandContext(ctx, "go", "run", "./site", dir).CombinedOutput()
	require.NoError(t, err, "go run ./site: %s", out)
	t.Logf("go run ./site wrote the page in %v", time.Since(start).Round(time.Second))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var total, totalGz int
	for _, e := range entries {
		body, err := os.ReadFile(filepath.Join(dir, e.Name()))
		require.NoError(t, err)
		var gz bytes.Buffer
		w, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
		w.Write(body)
		require.NoError(t, w.Close())
		total, totalGz = total+len(body), totalGz+gz.Len()
		t.Logf("%-12s %8d bytes, %8d compressed (compress/gzip, level 9)", e.Name(), len(body), gz.Len())
	}
	t.Logf("%-12s %8d bytes, %8d compressed", "total", total, totalGz)
	return dir
}

// staticServer serves dir with python3 -m http.server on a free port of
// 127.0.0.1 until the test ends, and returns its URL.
func staticServer(t *testing.T, dir string) string {
	t.Helper()
	python, err := exec.LookPath("python3")
	if err != nil {
		unavailable(t, err)
	}
	// A bound on the server's life, should the cleanup below not run.
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	// Port 0: the system chooses a free port, which the server prints
	// (-u: at once, unbuffered).
	cmd := exec.CommandContext(ctx, python, "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", dir)
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	cmd.Stderr = nil // its log of each request
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		cancel() // kills it
		cmd.Wait()
	})
	port := make(chan string, 1)
	listening := regexp.MustCompile(`port (\d+)`)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if m := listening.FindStringSubmatch(sc.Text()); m != nil {
				port <- m[1]
				break
			}
		}
		close(port)
		for sc.Scan() { // and read on, so that it never blocks writing
		}
	}()
	var p string
	select {
	case p = <-port:
	case <-time.After(30 * time.Second):
	}
	if p == "" {
		unavailable(t, fmt.Errorf("%s -m http.server did not say on which port it listens", python))
	}
	url := "http://127.0.0.1:" + p + "/"
	res, err := http.Get(url)
	require.NoError(t, err)
	res.Body.Close()
	require.Equal(t, http.StatusOK, res.StatusCode)
	return url
}

// shown is what the page shows of its answer, as text: every part, so
// that two pages showing the same are the same to a person. A part
// hidden is left out, whatever it holds from an earlier answer.
func shown(t *testing.T, ctx context.Context) map[string]any {
	t.Helper()
	var got map[string]any
	eval(t, ctx, `(() => {
		const all = (sel) => [...document.querySelectorAll(sel)].filter(e => !e.closest("[hidden]")).map(e => e.textContent);
		const ids = ["failure", "error", "normal", "resolution", "resolution-error", "components", "tree", "tree-omitted", "base-mirror", "redacted"];
		return {
			status: all("#status"), failure: all("#failure"), mirrors: all("#ref-mirror, #base-mirror"),
			error: all("#error-caret, #error-fields > *"), normal: all("#normal-text"),
			components: all("#components-body tr"), segments: all("#segments"),
			tree: all("#tree-root .node"), omitted: all("#tree-omitted"),
			resolution: all("#resolution-fields > *, #resolution-caret, #resolution-error-fields > *, #steps li"),
			hidden: ids.map(id => document.getElementById(id).hidden),
			fragment: location.hash, share: document.getElementById("share").getAttribute("href"),
			readings: all("#readings-head th, #readings-body tr, #readings-verdict"),
		};
	})()`, &got)
	return got
}

// TestBrowserStatic writes the page as static files, serves them with a
// static file server, and checks that the page, answering with the API
// built as WebAssembly, shows what the page served by Handler shows.
func TestBrowserStatic(t *testing.T) {
	if testing.Short() && os.Getenv("CI") != "true" {
		t.Skip("the browser tests are not short")
	}
	ctx := startBrowser(t)
	static := staticServer(t, writeSite(t))
	srv := httptest.NewServer(viewer.Handler(viewer.Options{}))
	defer srv.Close()
	served := srv.URL + "/"

	t.Run("module", func(t *testing.T) {
		// The static page asks the module, never a server's API.
		run(t, ctx, open(static+"#ref=a"))
		var fetched []string
		eval(t, ctx, `performance.getEntriesByType("resource").map(e => new URL(e.name).pathname)`, &fetched)
		assert.Contains(t, fetched, "/viewer.wasm")
		assert.NotContains(t, fetched, "/api/view")
		assert.Equal(t, "Answered in this page by the library built as WebAssembly.", text(t, ctx, "#engine"))
		run(t, ctx, open(served+"#ref=a"))
		assert.Equal(t, "Served by rfc2396 serve.", text(t, ctx, "#engine"))
	})

	base := escape("http://a/b/c/d;p?q")
	tests := []struct {
		name     string
		fragment string // the state the page opens with
		typed    string // typed into the reference, one key at a time
		status   string // the static page's verdict begins so
	}{
		{"resolved", "base=" + base, "../g;x=1/./y?q#s", "Valid"},
		{"server", "base=" + base, "http://u@a.example:8080/b/c;p;q?x#f", "Valid"},
		{"opaque", "", "mailto:a@b.example", "Valid"},
		{"invalid", "base=" + base, "http://a b/", "Not a URI reference"},
		{"multibyte", "", "http://a/b\u00e9c", "Not a URI reference"},
		{"ipv6", "", "http://[::1]:80/", "Valid"},
		{"ipv6 strict", "rfc2732=0", "http://[::1]:80/", "Not a URI reference"},
		{"query only", "base=" + base, "?y", "Valid"},
		{"query only strict", "queryonly=0&base=" + base, "?y", "Not a URI reference"},
		{"above the root", "base=" + base, "../../../g", "Valid"},
		{"invalid base", "base=" + escape("http://a b/"), "g", "Valid"},
		{"registry", "", "//a_b.example/", "Valid"},
		{"readings chosen", "readings=default,whatwg", "mailto:a@b?x", "Valid"},
		{"rfc3986", "rfc3986=1&base=" + base, "http://[v7.x]/a;b/./c?q#f", "Valid"},
		{"rfc3986 resolved", "rfc3986=1&base=" + base, "g;x=1/../y", "Valid"},
		{"rfc3986 invalid", "rfc3986=1", "http://a/b[1]", "Not a URI reference"},
		{"hostile", "base=" + escape(`<img src=x onerror=window.pwned=1>`), `<script>window.pwned=1</script>`, "Not a URI reference"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			run(t, ctx, open(static+"#"+tt.fragment), chromedp.SendKeys("#ref", tt.typed), rendered())
			got := shown(t, ctx)
			assert.True(t, strings.HasPrefix(text(t, ctx, "#status"), tt.status), "%q", text(t, ctx, "#status"))
			run(t, ctx, open(served+"#"+tt.fragment), chromedp.SendKeys("#ref", tt.typed), rendered())
			assert.Equal(t, shown(t, ctx), got)
		})
	}
	t.Run("readings", func(t *testing.T) { checkReadings(t, ctx, static) })
	t.Run("rfc3986", func(t *testing.T) { checkRFC3986(t, ctx, static) })

	t.Run("resolved value", func(t *testing.T) {
		// Not only the same on both: the right answer.
		run(t, ctx, open(static+"#base="+base), chromedp.SendKeys("#ref", "../g;x=1/./y?q#s"), rendered())
		assert.Equal(t, "http://a/b/g;x=1/y?q#s", text(t, ctx, "#resolved"))
		assert.Equal(t, [2]string{"value", "q"}, components(t, ctx)["query"])
		var pwned bool
		eval(t, ctx, `window.pwned !== undefined`, &pwned)
		assert.False(t, pwned)
	})

	t.Run("longest", func(t *testing.T) {
		// The longest input the API takes: the same first MaxNodes
		// nodes, and the same count of those left out.
		s := "a" + strings.Repeat("/", viewer.DefaultMaxInput-1)
		show := func(name, page string) map[string]any {
			start := time.Now()
			run(t, ctx, open(page+"#ref="+escape(s)))
			t.Logf("%s: a reference of %d bytes loaded and rendered in %v", name, len(s), time.Since(start).Round(time.Millisecond))
			return shown(t, ctx)
		}
		got := show("static", static)
		assert.Len(t, got["tree"], viewer.MaxNodes)
		assert.Equal(t, show("served", served), got)
	})

	t.Run("too long", func(t *testing.T) {
		// The module applies the API's caps: a longer paste is refused
		// at once, in the same words.
		s := strings.Repeat("a", viewer.DefaultMaxInput+1)
		refused := func(page string) string {
			run(t, ctx, chromedp.Navigate(fmt.Sprintf("%s?load=%d#ref=%s", page, loads.Add(1), s)),
				chromedp.WaitVisible("#failure", chromedp.ByID))
			return text(t, ctx, "#failure")
		}
		got := refused(static)
		assert.Equal(t, fmt.Sprintf("The viewer refused the request (413): ref is %d bytes long, more than the %d bytes the viewer accepts", len(s), viewer.DefaultMaxInput), got)
		assert.Equal(t, refused(served), got)
	})

	t.Run("csp", func(t *testing.T) {
		// The policy Handler sends as a header, the static page carries
		// in a meta element: no inline script.
		run(t, ctx, open(static))
		assert.Equal(t, []string{"script-src-elem", "undefined"}, inlineScript(t, ctx))
	})

	t.Run("latency", func(t *testing.T) {
		// Two rounds of each, in turn, so that both share what else the
		// machine is doing.
		var s, w latency
		for range 2 {
			for _, p := range []struct {
				l    *latency
				page string
			}{{&s, served}, {&w, static}} {
				l := typeLatency(t, ctx, p.page)
				p.l.dom, p.l.frame = append(p.l.dom, l.dom...), append(p.l.frame, l.frame...)
				p.l.request, p.l.render = append(p.l.request, l.request...), append(p.l.render, l.render...)
			}
		}
		for _, p := range []struct {
			name string
			l    latency
		}{{"served (fetch)", s}, {"static (wasm)", w}} {
			t.Logf("%s: keystroke to rendered answer, %d keystrokes: median %.2f ms to the DOM, %.2f ms to the next frame; of it, median %.2f ms the request, %.2f ms rendering; max %.2f ms to the DOM",
				p.name, len(p.l.dom), median(p.l.dom), median(p.l.frame), median(p.l.request), median(p.l.render), slices.Max(p.l.dom))
		}
		t.Logf("static / served, median to the DOM: %.2f", median(w.dom)/median(s.dom))
		// A sanity bound only, far above any real figure.
		assert.Less(t, median(w.dom), 2000.0)
	})
}
