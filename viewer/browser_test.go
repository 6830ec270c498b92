package viewer_test

import (
	"context"
	"flag"
	"fmt"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/viewer"
)

var screenshot = flag.Bool("screenshot", false, "save a screenshot of the page to ../docs/viewer.png")

// chromium returns the path of the browser to test with: $RFC2396_CHROMIUM,
// or the first of the distributions' names found on $PATH.
func chromium() (string, error) {
	if p := os.Getenv("RFC2396_CHROMIUM"); p != "" {
		return p, nil
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("no chromium on $PATH (apt-get install chromium), and $RFC2396_CHROMIUM is not set")
}

// unavailable ends a test that cannot run its browser: a failure in CI
// (CI=true), where the browser must be there, and a skip elsewhere.
func unavailable(t *testing.T, err error) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatalf("the browser tests cannot run, and CI=true: %v", err)
	}
	t.Skipf("skipping the browser tests: %v", err)
}

// startBrowser starts one headless Chromium for all the subtests of t and
// returns a context for its one tab.
func startBrowser(t *testing.T) context.Context {
	t.Helper()
	exe, err := chromium()
	if err != nil {
		unavailable(t, err)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe),
		chromedp.Headless,
		chromedp.NoSandbox, // root in CI and containers
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1100, 1500),
	)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(allocCtx)
	t.Cleanup(func() {
		// Close the browser and wait for it, before t.TempDir's cleanup
		// removes its profile.
		chromedp.Cancel(ctx)
		cancelCtx()
		cancelAlloc()
	})
	// The first Run starts the browser, which lives as long as the
	// context it is given: ctx, not one with a time limit. Reading the
	// address of its DevTools has a limit of its own (20 s).
	if err := chromedp.Run(ctx); err != nil {
		unavailable(t, fmt.Errorf("starting %s: %w", exe, err))
	}
	start, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if err := chromedp.Run(start, chromedp.Navigate("about:blank")); err != nil {
		unavailable(t, fmt.Errorf("starting %s: %w", exe, err))
	}
	return ctx
}

// run runs actions in the browser, within a time limit.
func run(t *testing.T, ctx context.Context, actions ...chromedp.Action) {
	t.Helper()
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	require.NoError(t, chromedp.Run(ctx, actions...))
}

// rendered waits until the page shows the answer to its latest request.
func rendered() chromedp.Action {
	var ok bool
	return chromedp.Poll(`(() => { const s = document.getElementById("status"); return s.dataset.asked !== undefined && s.dataset.seq === s.dataset.asked; })()`,
		&ok, chromedp.WithPollingTimeout(15*time.Second))
}

// loads counts the page loads, so that each URL open loads differs from
// the last in more than its fragment, which would be no load at all.
var loads atomic.Int64

// open loads the page at url, fresh, and waits for its first answer. The
// url is the page's, "/", with an optional fragment. It waits for the new
// page's status element before it polls: a poll does not survive a
// navigation, and one begun as the new page replaced the old failed now
// and then with "Cannot find context with specified id".
func open(url string) chromedp.Action {
	page, fragment, _ := strings.Cut(url, "#")
	return chromedp.Tasks{
		chromedp.Navigate(fmt.Sprintf("%s?load=%d#%s", page, loads.Add(1), fragment)),
		chromedp.WaitReady("#status", chromedp.ByID),
		rendered(),
	}
}

// escape percent-encodes s for a fragment's value, as the page's
// encodeURIComponent does: a space is %20, since "+" is a plus there.
func escape(s string) string { return strings.ReplaceAll(url.QueryEscape(s), "+", "%20") }

// text is the text of the first element that sel selects, as a person
// sees it.
func text(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	var s string
	run(t, ctx, chromedp.Evaluate(fmt.Sprintf(`document.querySelector(%q).textContent`, sel), &s))
	return s
}

// eval evaluates a JavaScript expression into res.
func eval(t *testing.T, ctx context.Context, expr string, res any) {
	t.Helper()
	run(t, ctx, chromedp.Evaluate(expr, res))
}

// components reads the components table: name -> [value's class, value's text].
func components(t *testing.T, ctx context.Context) map[string][2]string {
	t.Helper()
	var rows [][]string
	eval(t, ctx, `[...document.querySelectorAll("#components-body tr")].map(tr => {
		const v = tr.children[1].firstElementChild;
		return [tr.children[0].textContent, v.className, v.textContent];
	})`, &rows)
	out := map[string][2]string{}
	for _, r := range rows {
		out[r[0]] = [2]string{r[1], r[2]}
	}
	return out
}

// readingsShown is what the readings side by side show: the columns'
// names, each row as "field|cell|cell...", a differing cell's text
// starting with its letter, and the rows marked as differing.
type readingsShown struct {
	Columns []string `json:"columns"`
	Rows    []string `json:"rows"`
	Marked  []string `json:"marked"`  // the fields of the rows marked
	Differs []string `json:"differs"` // per marked row, "field:" and the columns of its marked cells
	Checked []string `json:"checked"` // the boxes checked
	Hidden  bool     `json:"hidden"`
	// Detailed are the columns noted as the reading the page shows in
	// detail: the one the switches choose, if it is one.
	Detailed []string `json:"detailed"`
}

// sideBySide reads the readings side by side as the page shows them.
func sideBySide(t *testing.T, ctx context.Context) readingsShown {
	t.Helper()
	var r readingsShown
	eval(t, ctx, `(() => {
		const heads = [...document.querySelectorAll("#readings-head th")].slice(1);
		const cols = heads.map(th => th.firstChild.textContent);
		const rows = [...document.querySelectorAll("#readings-body tr")].map(tr => [...tr.children].map(c => c.textContent).join("|"));
		const marked = [...document.querySelectorAll("#readings-body tr.differs")];
		return {
			columns: cols, rows, detailed: heads.filter(th => th.querySelector(".detailed")).map(th => th.firstChild.textContent),
			marked: marked.map(tr => tr.dataset.field),
			differs: marked.map(tr => tr.dataset.field + ":" + [...tr.children].slice(1).map((td, i) => td.classList.contains("differs") ? cols[i] : "").filter(c => c).join(",")),
			checked: [...document.querySelectorAll("#reading-boxes input:checked")].map(b => b.value),
			hidden: document.getElementById("readings").hidden,
		};
	})()`, &r)
	return r
}

// checkReadings checks the readings side by side of page: the columns of
// "mailto:a@b?x" with its differences marked, and that the fragment's
// list of readings chooses the columns shown.
func checkReadings(t *testing.T, ctx context.Context, page string) {
	t.Helper()
	run(t, ctx, open(page+"#ref="+escape("mailto:a@b?x")))
	r := sideBySide(t, ctx)
	assert.False(t, r.Hidden)
	require.Len(t, r.Columns, 5, "a fragment that names no reading shows all five")
	assert.Equal(t, []string{"RFC 2396", "default", "RFC 3986", "WHATWG"}, r.Columns[:4])
	assert.True(t, strings.HasPrefix(r.Columns[4], "net/url (go"), r.Columns[4])
	assert.Equal(t, []string{"rfc2396", "default", "rfc3986", "whatwg", "neturl"}, r.Checked)
	assert.Equal(t, []string{"path", "query"}, r.Marked)
	// RFC 2396 reads one opaque part "a@b?x"; the others a path and a
	// query: two values, A and B, every column compared.
	assert.Contains(t, r.Rows, "≠ path|Aa@b?x|Aa@b?x|Ba@b|Ba@b|Ba@b")
	assert.Contains(t, r.Rows, "≠ query|Aundefined|Aundefined|Bx|Bx|Bx")
	assert.Contains(t, r.Rows, "scheme|mailto|mailto|mailto|mailto|mailto", "a row that agrees is not marked")
	var sections string
	eval(t, ctx, `document.querySelector("#readings-body tr.differs + tr.sections").textContent`, &sections)
	assert.Contains(t, sections, "RFC 2396 section 3 (opaque_part)")
	assert.Contains(t, sections, "RFC 3986 section 3.3")
	assert.Equal(t, "The readings differ on path, query.", text(t, ctx, "#readings-verdict"))
	assert.Equal(t, []string{"default"}, r.Detailed, "both switches on: the default reading")
	for fragment, want := range map[string][]string{"&rfc2732=0&queryonly=0": {"RFC 2396"}, "&rfc2732=0": {}, "&rfc3986=1": {"RFC 3986"}} {
		run(t, ctx, open(page+"#ref=a"+fragment))
		assert.Equal(t, want, sideBySide(t, ctx).Detailed, fragment)
	}

	// The fragment names the readings shown, in the columns' order
	// whatever its own; a box adds one, and the fragment says so.
	run(t, ctx, open(page+"#ref="+escape("mailto:a@b?x")+"&readings=rfc3986,rfc2396"))
	r = sideBySide(t, ctx)
	assert.Equal(t, []string{"RFC 2396", "RFC 3986"}, r.Columns)
	assert.Equal(t, []string{"rfc2396", "rfc3986"}, r.Checked)
	assert.Contains(t, r.Rows, "≠ path|Aa@b?x|Ba@b")
	var hash string
	eval(t, ctx, `location.hash`, &hash)
	assert.Equal(t, "#ref=mailto%3Aa%40b%3Fx&readings=rfc2396,rfc3986", hash)
	run(t, ctx, chromedp.Click(`#reading-boxes input[value="whatwg"]`, chromedp.ByQuery),
		chromedp.Poll(`document.querySelectorAll("#readings-head th").length === 4`, nil, chromedp.WithPollingTimeout(5*time.Second)))
	r = sideBySide(t, ctx)
	assert.Equal(t, []string{"RFC 2396", "RFC 3986", "WHATWG"}, r.Columns)
	eval(t, ctx, `[location.hash, document.getElementById("share").getAttribute("href")]`, &r.Checked)
	assert.Equal(t, []string{"#ref=mailto%3Aa%40b%3Fx&readings=rfc2396,rfc3986,whatwg", "#ref=mailto%3Aa%40b%3Fx&readings=rfc2396,rfc3986,whatwg"}, r.Checked)
	// The last box shown stays: there is always a column.
	run(t, ctx, open(page+"#ref="+escape("mailto:a@b?x")+"&readings=neturl"),
		chromedp.Click(`#reading-boxes input[value="neturl"]`, chromedp.ByQuery))
	r = sideBySide(t, ctx)
	assert.Equal(t, []string{"neturl"}, r.Checked)
	assert.Len(t, r.Columns, 1)
	// Names that name no reading are no choice: all five.
	run(t, ctx, open(page+"#ref=a&readings=nosuch"))
	assert.Len(t, sideBySide(t, ctx).Columns, 5)
	eval(t, ctx, `location.hash`, &hash)
	assert.Equal(t, "#ref=a", hash)
}

// checkRFC3986 checks the grammar's choice of page: RFC 3986, from the
// fragment or the select, shows RFC 3986's derivation, components and
// error, with RFC 2396's switches disabled but kept.
func checkRFC3986(t *testing.T, ctx context.Context, page string) {
	t.Helper()
	state := "#ref=" + escape("http://[v7.x]/") + "&rfc3986=1"
	run(t, ctx, open(page+state))
	assert.Equal(t, "Valid: a URI reference (URI, in RFC 3986).", text(t, ctx, "#status"))
	var nodes []string
	eval(t, ctx, `[...document.querySelectorAll('#tree-root [role=treeitem] > .node')].map(n => (n.querySelector('.type') ? "typed " : "") + n.querySelector('.rule').textContent + " " + n.querySelector('.offsets').textContent)`, &nodes)
	assert.Equal(t, []string{
		"URI-reference [0,14)", "URI [0,14)", "scheme [0,4)", "hier-part [5,14)", "authority [7,13)", "host [7,13)",
		"IP-literal [7,13)", "IPvFuture [8,12)", "path-abempty [13,14)", "segment [14,14)",
	}, nodes, "RFC 3986's rules, no ast type")
	c := components(t, ctx)
	assert.Equal(t, [2]string{"value", "[v7.x]"}, c["host"])
	assert.NotContains(t, c, "opaque part", "RFC 3986 has no opaque part")
	assert.Equal(t, [2]string{"value", "/"}, c["path"])
	assert.Contains(t, text(t, ctx, "#components-body"), "(ipvfuture)")
	assert.Equal(t, []string{"RFC 3986"}, sideBySide(t, ctx).Detailed)
	var form []any
	eval(t, ctx, `[grammar.value, document.getElementById("switches").disabled, rfc2732.checked, queryonly.checked, location.hash]`, &form)
	assert.Equal(t, []any{"rfc3986", true, true, true, state}, form)

	// RFC 2396 chosen again: the switches apply, and in the default
	// reading an IPvFuture is no host.
	choose := func(grammar string) chromedp.Action {
		return chromedp.Evaluate(fmt.Sprintf(`grammar.value = %q; grammar.dispatchEvent(new Event("change", {bubbles: true}))`, grammar), nil)
	}
	run(t, ctx, choose("rfc2396"), rendered())
	assert.True(t, strings.HasPrefix(text(t, ctx, "#status"), "Not a URI reference"), text(t, ctx, "#status"))
	eval(t, ctx, `[grammar.value, document.getElementById("switches").disabled, rfc2732.checked, queryonly.checked, location.hash]`, &form)
	assert.Equal(t, []any{"rfc2396", false, true, true, "#ref=" + escape("http://[v7.x]/")}, form)
	run(t, ctx, choose("rfc3986"), rendered())
	assert.True(t, strings.HasPrefix(text(t, ctx, "#status"), "Valid"), text(t, ctx, "#status"))

	// The switches keep their state under RFC 3986, and the fragment
	// keeps them; an error is RFC 3986's.
	state = "#ref=" + escape("http://a/b[1]") + "&rfc2732=0&rfc3986=1"
	run(t, ctx, open(page+state))
	assert.True(t, strings.HasPrefix(text(t, ctx, "#status"), "Not a URI reference"), text(t, ctx, "#status"))
	var fields map[string]string
	eval(t, ctx, `Object.fromEntries([...document.querySelectorAll("#error-fields dt")].map(dt => [dt.textContent, dt.nextElementSibling.textContent]))`, &fields)
	assert.Equal(t, "path-abempty", fields["rule"])
	assert.Equal(t, "10", fields["offset"])
	eval(t, ctx, `[grammar.value, document.getElementById("switches").disabled, rfc2732.checked, queryonly.checked, location.hash]`, &form)
	assert.Equal(t, []any{"rfc3986", true, false, true, state}, form)
}

// latency holds, per keystroke, the milliseconds from a key going down
// (the keydown event's timestamp) to the answer in the DOM (dom) and to
// the next frame (frame); and of dom, those of the request (request: the
// API's answer, fetched or from the module, and its JSON) and of the
// rendering (render). The page measures them with performance.now().
type latency struct{ dom, frame, request, render []float64 }

// latencyTyped is what typeLatency types, one key at a time.
const latencyTyped = "http://user@a.example:8080/b/c;p?q#f"

// typeLatency opens page with a base and types latencyTyped into the
// reference, one key at a time, waiting for each answer, and returns the
// page's measures of each keystroke.
func typeLatency(t *testing.T, ctx context.Context, page string) latency {
	t.Helper()
	run(t, ctx, open(page+"#base=http%3A%2F%2Fa%2Fb%2Fc%2Fd%3Bp%3Fq"), chromedp.Focus("#ref"))
	var l latency
	for _, key := range latencyTyped {
		var ms []float64
		run(t, ctx, chromedp.KeyEvent(string(key)), rendered(),
			chromedp.Poll(`document.getElementById("status").dataset.frameLatency !== undefined`, nil, chromedp.WithPollingTimeout(5*time.Second)),
			chromedp.Evaluate(`(() => { const d = document.getElementById("status").dataset;
				const ms = [d.latency, d.frameLatency, d.request, d.render].map(Number);
				delete d.frameLatency; // the next key's must be its own
				return ms; })()`, &ms))
		require.Len(t, ms, 4)
		l.dom, l.frame, l.request, l.render = append(l.dom, ms[0]), append(l.frame, ms[1]), append(l.request, ms[2]), append(l.render, ms[3])
	}
	assert.Equal(t, latencyTyped, text(t, ctx, "#ref-mirror"))
	assert.Equal(t, latencyTyped, text(t, ctx, "#resolved"))
	return l
}

// median returns the median of xs.
func median(xs []float64) float64 {
	xs = slices.Clone(xs)
	slices.Sort(xs)
	return xs[len(xs)/2]
}

// inlineScript adds an inline script to the page, and returns the
// directive of the Content-Security-Policy that stopped it ("none" if
// none did) and what the script set ("undefined" if it did not run).
func inlineScript(t *testing.T, ctx context.Context) []string {
	t.Helper()
	var got []string
	run(t, ctx, chromedp.Evaluate(`new Promise(resolve => {
		document.addEventListener("securitypolicyviolation", e => resolve([e.violatedDirective, String(window.inline)]), { once: true });
		const s = document.createElement("script");
		s.textContent = "window.inline = 1";
		document.body.append(s);
		setTimeout(() => resolve(["none", String(window.inline)]), 5000);
	})`, &got, func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }))
	return got
}

func TestBrowser(t *testing.T) {
	if testing.Short() && os.Getenv("CI") != "true" {
		t.Skip("the browser tests are not short")
	}
	ctx := startBrowser(t)
	srv := httptest.NewServer(viewer.Handler(viewer.Options{}))
	defer srv.Close()
	page := srv.URL + "/"

	t.Run("typing", func(t *testing.T) {
		// The page opens in the module's default reading: both switches
		// on.
		run(t, ctx, open(page))
		var switches []bool
		eval(t, ctx, `[rfc2732.checked, queryonly.checked]`, &switches)
		assert.Equal(t, []bool{true, true}, switches)
		run(t, ctx, chromedp.SendKeys("#ref", "http://a/b?q"), rendered())
		assert.Equal(t, "Valid: a URI reference (absoluteURI).", text(t, ctx, "#status"))
		c := components(t, ctx)
		assert.Equal(t, [2]string{"value", "http"}, c["scheme"])
		assert.Equal(t, [2]string{"value", "q"}, c["query"])
		assert.Equal(t, [2]string{"undefined", "undefined"}, c["fragment"], "no #: undefined")
		assert.Equal(t, [2]string{"undefined", "undefined"}, c["port"])
		var hash string
		eval(t, ctx, `location.hash`, &hash)
		assert.Equal(t, "#ref=http%3A%2F%2Fa%2Fb%3Fq", hash)

		run(t, ctx, chromedp.SendKeys("#ref", "#"), rendered())
		c = components(t, ctx)
		assert.Equal(t, "empty", c["fragment"][0], "a # alone: empty, not undefined")
		assert.NotEqual(t, c["fragment"][1], "undefined")
		assert.Equal(t, "http://a/b?q#", text(t, ctx, "#ref-mirror"))

		// The tree: the library's nodes named by their Appendix A rules.
		var nodes []string
		eval(t, ctx, `[...document.querySelectorAll('#tree-root [role=treeitem] > .node')].map(n => n.querySelector('.type').textContent + " " + n.querySelector('.rule').textContent + " " + n.querySelector('.offsets').textContent)`, &nodes)
		assert.Equal(t, []string{
			"URIReference URI_reference [0,13)", "AbsoluteURI absoluteURI [0,12)", "Scheme scheme [0,4)", "HierPart hier_part [5,12)",
			"NetPath net_path [5,10)", "Server server [7,8)", "Hostname hostname [7,8)", "Label toplabel [7,8)",
			"AbsPath abs_path [8,10)", "Segment segment [9,10)", "Query query [11,12)", "Fragment fragment [13,13)",
		}, nodes)

		// A switch: RFC 2732, off, makes an IPv6 host an error; on, as
		// the fragment leaves it, it is a host again.
		run(t, ctx, open(page+"#ref=http%3A%2F%2F%5B%3A%3A1%5D%2F&rfc2732=0"))
		assert.Contains(t, text(t, ctx, "#status"), "Not a URI reference")
		run(t, ctx, chromedp.Click("#rfc2732"), rendered())
		assert.Equal(t, [2]string{"value", "[::1]"}, components(t, ctx)["host"])
		eval(t, ctx, `location.hash`, &hash)
		assert.Equal(t, "#ref=http%3A%2F%2F%5B%3A%3A1%5D%2F", hash)
		run(t, ctx, chromedp.Click("#rfc2732"), rendered())
		assert.Contains(t, text(t, ctx, "#status"), "Not a URI reference")
		eval(t, ctx, `location.hash`, &hash)
		assert.Equal(t, "#ref=http%3A%2F%2F%5B%3A%3A1%5D%2F&rfc2732=0", hash)
	})

	t.Run("rfc3986", func(t *testing.T) { checkRFC3986(t, ctx, page) })

	t.Run("fragment", func(t *testing.T) {
		state := "#ref=..%2Fg%3Bx%2B1&base=http%3A%2F%2Fa%2Fb%2Fc%2Fd%3Bp%3Fq&rfc2732=0"
		run(t, ctx, open(page+state))
		var form []any
		eval(t, ctx, `[ref.value, base.value, rfc2732.checked, queryonly.checked, document.getElementById("share").getAttribute("href"), location.hash]`, &form)
		assert.Equal(t, []any{"../g;x+1", "http://a/b/c/d;p?q", false, true, state, state}, form)
		assert.Equal(t, "http://a/b/g;x+1", text(t, ctx, "#resolved"))

		// A link written by hand: "+" is a plus, not a space, and the
		// state is written back in the page's own form.
		run(t, ctx, open(page+"#queryonly=0&ref=?a+b%25&rfc2732=1"))
		eval(t, ctx, `[ref.value, base.value, rfc2732.checked, queryonly.checked, location.hash]`, &form)
		assert.Equal(t, []any{"?a+b%", "", true, false, "#ref=%3Fa%2Bb%25&queryonly=0"}, form)

		// Changing the fragment changes the view: a fragment without
		// switches is the default reading, where "?y" is a reference.
		run(t, ctx, chromedp.Evaluate(`location.hash = "#ref=%3Fy"`, nil), rendered())
		var status string
		run(t, ctx, chromedp.Poll(`document.getElementById("status").textContent.startsWith("Valid") && ref.value === "?y"`, nil), chromedp.Evaluate(`document.getElementById("status").textContent`, &status))
		assert.Equal(t, "Valid: a URI reference (relativeURI).", status)
		eval(t, ctx, `[rfc2732.checked, queryonly.checked]`, &form)
		assert.Equal(t, []any{true, true}, form)

		// Both off: Appendix A to the letter, where it is not.
		state = "#ref=%3Fy&rfc2732=0&queryonly=0"
		run(t, ctx, open(page+state))
		assert.Contains(t, text(t, ctx, "#status"), "Not a URI reference")
		eval(t, ctx, `[rfc2732.checked, queryonly.checked, location.hash]`, &form)
		assert.Equal(t, []any{false, false, state}, form)
	})

	t.Run("invalid", func(t *testing.T) {
		run(t, ctx, open(page), chromedp.SendKeys("#ref", "http://a b/"), rendered())
		assert.Equal(t, "Not a URI reference: unexpected ' ' at offset 8 in authority; a space must be escaped as %20 (section 2.4.3)", text(t, ctx, "#status"))
		assert.Equal(t, "http://a b/\n        ^", text(t, ctx, "#error-caret"))
		var fields map[string]string
		eval(t, ctx, `Object.fromEntries([...document.querySelectorAll("#error-fields dt")].map(dt => [dt.textContent, dt.nextElementSibling.textContent]))`, &fields)
		assert.Equal(t, "8", fields["offset"])
		assert.Equal(t, "  U+0020", fields["character"])
		assert.Equal(t, " ", text(t, ctx, "#error-fields code.char"))
		assert.Equal(t, "authority", fields["rule"])
		assert.Contains(t, fields["expected"], "letter, digit")
		assert.Equal(t, "a space must be escaped as %20 (section 2.4.3)", fields["hint"])
		// The caret under the input: the character at the offset is marked.
		assert.Equal(t, " ", text(t, ctx, "#ref-mirror mark.caret-at"))
		var hidden []bool
		eval(t, ctx, `["error", "components", "tree", "normal"].map(id => document.getElementById(id).hidden)`, &hidden)
		assert.Equal(t, []bool{false, true, true, true}, hidden)

		// At the end of the input: no character.
		run(t, ctx, open(page+"#ref=http%3A"))
		eval(t, ctx, `Object.fromEntries([...document.querySelectorAll("#error-fields dt")].map(dt => [dt.textContent, dt.nextElementSibling.textContent]))`, &fields)
		assert.Equal(t, "end of input", fields["character"])
		assert.Equal(t, "absoluteURI", fields["rule"])
	})

	t.Run("trace", func(t *testing.T) {
		run(t, ctx, open(page+"#ref=..%2Fg"), chromedp.SendKeys("#base", "http://a/b/c/d;p?q"), rendered())
		var steps []string
		eval(t, ctx, `[...document.querySelectorAll("#steps li")].map(li => li.textContent)`, &steps)
		var names []string
		for _, s := range steps {
			names = append(names, strings.SplitN(s, ":", 2)[0])
		}
		assert.Equal(t, []string{"step 1", "step 2", "step 3", "step 4", "step 5", "step 6a", "step 6b", "step 6c", "step 6d", "step 6e", "step 6f", "step 6g", "step 6h", "step 7"}, names)
		assert.Contains(t, steps, `step 6a: copied "/b/c/" from the base's path "/b/c/d;p"`)
		assert.Equal(t, "http://a/b/g", text(t, ctx, "#resolved"))
		assert.Equal(t, "http://a/b/g", text(t, ctx, "#resolved-normal"))
		assert.Equal(t, "../g", text(t, ctx, "#relative"))

		// A base that is not a URI: its error, with the caret under the base.
		run(t, ctx, open(page+"#ref=g&base=http%3A%2F%2Fa%20b%2F"))
		assert.Equal(t, "http://a b/\n        ^", text(t, ctx, "#resolution-caret"))
		assert.Equal(t, " ", text(t, ctx, "#base-mirror mark.caret-at"))
	})

	t.Run("hostile", func(t *testing.T) {
		for _, s := range []string{`<script>window.pwned=1</script>`, `"onmouseover=window.pwned=1 x="`, `<img src=x onerror=window.pwned=1>`} {
			// Typed into the reference, and in a link for the base.
			run(t, ctx, open(page+"#base="+escape(s)), chromedp.SendKeys("#ref", s), rendered())
			assert.Equal(t, s, text(t, ctx, "#ref-mirror"), "shown as typed")
			assert.Equal(t, s, text(t, ctx, "#base-mirror"))
			assert.Contains(t, text(t, ctx, "#error-caret"), s[:5])
			var counts []int
			eval(t, ctx, `[document.scripts.length, document.querySelectorAll("img, [onmouseover], [onerror]").length, window.pwned === undefined ? 0 : 1]`, &counts)
			assert.Equal(t, []int{1, 0, 0}, counts, "one script (app.js), no element made of the input, nothing run")
		}
		// A valid reference can hold a quote too ("<" and `"` are
		// excluded from URIs): shown as text in the components and the tree.
		s := `?'onmouseover='window.pwned=1'`
		run(t, ctx, open(page), chromedp.SendKeys("#ref", s), rendered())
		assert.Equal(t, `'onmouseover='window.pwned=1'`, components(t, ctx)["query"][1])
		assert.Equal(t, s, text(t, ctx, "#ref-mirror"))
		var last string
		eval(t, ctx, `[...document.querySelectorAll("#tree-root .node")].pop().textContent`, &last)
		assert.Equal(t, `Query query [1,30) 'onmouseover='window.pwned=1'`, last)
		var pwned bool
		eval(t, ctx, `window.pwned !== undefined || document.querySelectorAll("[onmouseover]").length > 0`, &pwned)
		assert.False(t, pwned)
	})

	t.Run("readings", func(t *testing.T) { checkReadings(t, ctx, page) })

	t.Run("csp", func(t *testing.T) {
		// The page's Content-Security-Policy forbids inline script: one
		// added to the page does not run, and the browser says why.
		run(t, ctx, open(page))
		assert.Equal(t, []string{"script-src-elem", "undefined"}, inlineScript(t, ctx))
	})

	t.Run("long", func(t *testing.T) {
		// The longest input the API takes: the page shows the first
		// MaxNodes nodes and says how many more there are.
		s := "a" + strings.Repeat("/", viewer.DefaultMaxInput-1)
		start := time.Now()
		run(t, ctx, open(page+"#ref="+escape(s)))
		t.Logf("a reference of %d bytes rendered in %v", len(s), time.Since(start).Round(time.Millisecond))
		var n int
		eval(t, ctx, `document.querySelectorAll("#tree-root [role=treeitem]").length`, &n)
		assert.Equal(t, viewer.MaxNodes, n)
		assert.Equal(t, fmt.Sprintf("\u2026 and %d more nodes, not shown.", len(s)+4-viewer.MaxNodes), text(t, ctx, "#tree-omitted"))
		assert.Equal(t, s, text(t, ctx, "#ref-mirror"))
	})

	t.Run("keyboard", func(t *testing.T) {
		run(t, ctx, open(page+"#ref=http%3A%2F%2Fu%40a.example%3A8080%2Fb"), chromedp.Focus("#ref"))
		// Tab order: the reference, the base, the grammar, two
		// switches, the share link, then the tree, one stop.
		var path []string
		for range 6 {
			var id string
			run(t, ctx, chromedp.KeyEvent(kb.Tab), chromedp.Evaluate(`document.activeElement.id || document.activeElement.getAttribute("role")`, &id))
			path = append(path, id)
		}
		assert.Equal(t, []string{"base", "grammar", "rfc2732", "queryonly", "share", "treeitem"}, path)
		// Focus highlights the node's span in the input.
		assert.Equal(t, "http://u@a.example:8080/b", text(t, ctx, "#ref-mirror mark.span"))
		for range 5 {
			run(t, ctx, chromedp.KeyEvent(kb.ArrowDown))
		}
		assert.Equal(t, "Server server [7,23) u@a.example:8080", text(t, ctx, "#tree-root [role=treeitem]:focus > .node"))
		assert.Equal(t, "u@a.example:8080", text(t, ctx, "#ref-mirror mark.span"))
		run(t, ctx, chromedp.KeyEvent(kb.ArrowRight))
		assert.Equal(t, "u", text(t, ctx, "#ref-mirror mark.span"), "the Server's first child, its userinfo")
		run(t, ctx, chromedp.KeyEvent(kb.ArrowLeft), chromedp.KeyEvent(kb.ArrowLeft))
		assert.Equal(t, "//u@a.example:8080/b", text(t, ctx, "#ref-mirror mark.span"), "up to the NetPath")
		var tabbable int
		eval(t, ctx, `document.querySelectorAll('#tree-root [tabindex="0"]').length`, &tabbable)
		assert.Equal(t, 1, tabbable, "one tab stop in the tree")

		// Hover highlights too.
		var box []float64
		eval(t, ctx, `(() => { const r = [...document.querySelectorAll("#tree-root .node")].find(n => n.textContent.startsWith("Port ")).getBoundingClientRect(); return [r.x + r.width/2, r.y + r.height/2]; })()`, &box)
		require.Len(t, box, 2)
		run(t, ctx, chromedp.MouseEvent(input.MouseMoved, box[0], box[1]))
		run(t, ctx, chromedp.Poll(`document.querySelector("#ref-mirror mark.span")?.textContent === "8080"`, nil, chromedp.WithPollingTimeout(5*time.Second)))
	})

	t.Run("zoom200", func(t *testing.T) {
		// A 1280-pixel window at 200% zoom lays the page out 640 CSS
		// pixels wide: nothing may need a sideways scroll.
		long := "http://user@a-very-long-host-name.example.org:8080/" + strings.Repeat("segment;param/", 12) + "?query=" + strings.Repeat("x", 80) + "#fragment"
		run(t, ctx, chromedp.EmulateViewport(640, 900, chromedp.EmulateScale(2)),
			open(page+"#ref="+strings.ReplaceAll(long, "/", "%2F")+"&base=http%3A%2F%2Fa%2Fb%2Fc%2Fd%3Bp%3Fq"))
		var widths []int
		eval(t, ctx, `[document.documentElement.scrollWidth, document.documentElement.clientWidth]`, &widths)
		require.Len(t, widths, 2)
		assert.LessOrEqual(t, widths[0], widths[1], "the page is wider than the window at 200%%")
		run(t, ctx, chromedp.EmulateReset())
	})

	t.Run("latency", func(t *testing.T) {
		l := typeLatency(t, ctx, page)
		t.Logf("keystroke to rendered answer, %d keystrokes: median %.1f ms, max %.1f ms to the DOM; median %.1f ms, max %.1f ms to the next frame; of it, median %.1f ms the request (fetch and JSON), %.1f ms rendering",
			len(l.dom), median(l.dom), slices.Max(l.dom), median(l.frame), slices.Max(l.frame), median(l.request), median(l.render))
		// A sanity bound only, far above any real figure.
		assert.Less(t, median(l.dom), 2000.0)
	})

	t.Run("redact", func(t *testing.T) {
		red := httptest.NewServer(viewer.Handler(viewer.Options{Redact: true}))
		defer red.Close()
		run(t, ctx, open(red.URL+"/#base=http%3A%2F%2Fv%3Ahidden%40a%2Fb%2F"), chromedp.SendKeys("#ref", "ftp://u:secret@h/p"), rendered())
		var shown []string
		eval(t, ctx, `[document.body.innerText, location.hash, document.getElementById("share").href, document.getElementById("ref-mirror").textContent, base.value]`, &shown)
		for i, s := range shown {
			assert.NotContains(t, s, "secret", "shown text %d", i)
			assert.NotContains(t, s, "hidden", "shown text %d", i)
		}
		assert.Equal(t, "#ref=ftp%3A%2F%2Fu%3Axxxxx%40h%2Fp&base=http%3A%2F%2Fv%3Axxxxx%40a%2Fb%2F", shown[1])
		assert.Contains(t, shown[0], "u:xxxxx")
		assert.Contains(t, shown[0], "(passwords are masked)")
		// The field being typed in keeps what is typed; once left, it too
		// shows the masked text.
		var value string
		eval(t, ctx, `ref.value`, &value)
		assert.Equal(t, "ftp://u:secret@h/p", value)
		run(t, ctx, chromedp.KeyEvent(kb.Tab), rendered(), chromedp.Evaluate(`ref.value`, &value))
		assert.Equal(t, "ftp://u:xxxxx@h/p", value)
	})

	if *screenshot {
		// A relative reference against a base, so that the trace of
		// section 5.2 is a long one, with a node hovered.
		var png []byte
		var box []float64
		run(t, ctx, chromedp.EmulateViewport(1440, 1000),
			open(page+"#ref="+escape("../b;v=2/./c?q=1#top")+"&base="+escape("http://user@www.example.org:8080/a/x/y")),
			chromedp.Evaluate(`(() => { const r = [...document.querySelectorAll("#tree-root .node")].find(n => n.textContent.startsWith("Param ")).getBoundingClientRect(); return [r.x + r.width/2, r.y + r.height/2]; })()`, &box))
		require.Len(t, box, 2)
		run(t, ctx, chromedp.MouseEvent(input.MouseMoved, box[0], box[1]),
			chromedp.Poll(`document.querySelector("#ref-mirror mark.span")?.textContent === "v=2"`, nil, chromedp.WithPollingTimeout(5*time.Second)),
			chromedp.CaptureScreenshot(&png))
		path := filepath.Join("..", "docs", "viewer.png")
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, png, 0o644))
		t.Logf("wrote %s (%d bytes)", path, len(png))
	}
}
