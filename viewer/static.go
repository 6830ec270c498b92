package viewer

import (
	"fmt"
	"strings"
)

// staticPolicy returns the page's Content-Security-Policy as static
// files carry it, in a meta element: contentSecurityPolicy, but letting
// the page compile its WebAssembly module ('wasm-unsafe-eval'), and
// without frame-ancestors, which a meta element cannot carry.
func staticPolicy() string {
	return strings.NewReplacer(
		"script-src 'self';", "script-src 'self' 'wasm-unsafe-eval';",
		"; frame-ancestors 'none'", "",
	).Replace(contentSecurityPolicy)
}

// attr escapes s for a double-quoted attribute of HTML. (Package html
// would put its table of entities into the WebAssembly module.)
func attr(s string) string {
	return strings.NewReplacer("&", "&amp;", `"`, "&#34;", "<", "&lt;", ">", "&gt;").Replace(s)
}

// StaticFiles returns, by name, the page's files for publishing as static
// files, which no server of ours answers: index.html, app.js and
// style.css as Handler serves them, but for index.html. It names module,
// the API built as WebAssembly (package viewer/wasm), in a meta element,
// which has the page ask the module instead of /api/view, loads script,
// Go's wasm_exec.js that runs the module, before app.js, and carries the
// page's Content-Security-Policy, which no server of ours sends, in a
// meta element. script and module are URLs relative to the page. The
// command viewer/site writes the files, the module and the script into a
// directory.
func StaticFiles(script, module string) (map[string][]byte, error) {
	out := map[string][]byte{}
	for path := range files {
		name := fileName(path)
		body, err := static.ReadFile("static/" + name)
		if err != nil {
			return nil, err
		}
		out[name] = body
	}
	page := string(out["index.html"])
	const charset, app = `<meta charset="utf-8">` + "\n", `<script src="app.js" defer></script>`
	for _, edit := range []struct{ old, new string }{
		// The policy first but for the charset: it covers only what
		// follows it.
		{charset, charset + fmt.Sprintf("<meta http-equiv=\"Content-Security-Policy\" content=\"%s\">\n<meta name=\"rfc2396-wasm\" content=\"%s\">\n",
			attr(staticPolicy()), attr(module))},
		{app, fmt.Sprintf("<script src=\"%s\" defer></script>\n", attr(script)) + app},
	} {
		if n := strings.Count(page, edit.old); n != 1 {
			return nil, fmt.Errorf("viewer: index.html holds %q %d times, not once", edit.old, n)
		}
		page = strings.Replace(page, edit.old, edit.new, 1)
	}
	out["index.html"] = []byte(page)
	return out, nil
}
