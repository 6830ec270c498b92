// Package viewer serves a page that shows, as one types, how RFC 2396
// (or RFC 3986) reads a URI reference: whether it is valid, and if not
// where and why (offset, character, grammar rule, what was expected, a
// hint); its components; its parse tree, each node named by its grammar
// rule with its span highlighted in the input; against a base, the
// resolved URI with the steps of section 5.2 and the relative form; the
// normal forms of section 6; and the readings of package readings side
// by side, in columns, with their differences marked.
//
// The page (index.html, app.js, style.css) is embedded: it needs no build
// step and fetches nothing from elsewhere. It asks a small JSON API:
//
//	GET  /api/view?ref=REF&base=BASE&rfc2732=1&queryonly=1&rfc3986=0
//	POST /api/view   (the same fields, application/x-www-form-urlencoded)
//
// which answers a View (Answer gives the answer to the fields themselves),
// made only of library calls, all of them in library.go. Its components
// are parse --json --explain's record (package record), their offsets
// apart (Ranges); the field readings is readings.Compare's comparison.
// An empty base means none. A switch is on for "1", "true" or "on", off
// when absent, empty, "0", "false" or "off": rfc2732 and queryonly turn
// their features on over strict RFC 2396 (syntax.RFC2396), both on being
// the module's default reading, in which the page opens; rfc3986 reads
// RFC 3986 (parser.Tree's derivation), with neither of them. A View holds
// at most MaxNodes nodes of the tree, segments and params, and says how
// many it left out. The page's fragment holds its state, the readings
// shown among them: #ref=REF&rfc3986=1&readings=rfc2396,whatwg (a
// reading's name in lower case up to a " (", letters and digits only);
// none named, all are shown.
//
// A request the API cannot answer gets a JSON object {"status", "message",
// "field"} with the status code: 400 for a malformed request (an unknown
// or repeated field, a switch neither on nor off, rfc3986 with another on),
// 405 for another method, 413 for a field longer than Options.MaxInput or
// a query or body longer than the fields allow, 415 for another body type.
//
// Every response forbids inline script and anything from another origin
// (Content-Security-Policy), and content sniffing (X-Content-Type-Options).
// The page shows what it is given as text, never as HTML. With
// Options.Redact, the answers mask the password of every userinfo
// ("u:xxxxx@h"), the page shows only the answers' texts, and its share
// link is made from them.
//
// The page also works as static files, served by any static file server:
// StaticFiles gives them, package viewer/wasm is the API built as
// WebAssembly, which answers in the page with Answer and its limits, and
// "go run ./viewer/site DIR" writes the whole into DIR. The files carry
// the Content-Security-Policy in a meta element, which lets the page
// compile its module but cannot forbid a frame around it: that is for
// the static server's headers.
package viewer

import (
	"embed"
	"io"
	"mime"
	"net/http"
	"strings"
)

// DefaultMaxInput is the longest reference or base, in bytes, that the API
// answers when Options.MaxInput is 0.
const DefaultMaxInput = 64 << 10

// Options configure the handler.
type Options struct {
	// Redact masks the password of a userinfo in every text the API
	// answers, as net/url's Redacted does ("u:xxxxx@h"), and so in
	// everything the page shows, its share link included.
	Redact bool
	// MaxInput is the longest reference or base, in bytes, that the API
	// answers; a longer one gets status 413. Zero means DefaultMaxInput.
	MaxInput int
}

// contentSecurityPolicy lets the page load its own script, style and
// answers, and nothing else: no inline script, no other origin, no
// plugin, no frame around it.
const contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; " +
	"base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

//go:embed static
var static embed.FS

// files are the page's files by path, with their media types.
var files = map[string]string{
	"/":          "text/html; charset=utf-8",
	"/app.js":    "text/javascript; charset=utf-8",
	"/style.css": "text/css; charset=utf-8",
}

// fileName is the name of the file served at path.
func fileName(path string) string {
	if path == "/" {
		return "index.html"
	}
	return strings.TrimPrefix(path, "/")
}

// Handler returns the handler that serves the page at "/" and the API at
// "/api/view".
func Handler(opts Options) http.Handler {
	mux := http.NewServeMux()
	for path, ctype := range files {
		body, err := static.ReadFile("static/" + fileName(path))
		if err != nil {
			panic(err) // the files are embedded: a missing one is a build error
		}
		pattern := "GET " + path
		if path == "/" {
			pattern = "GET /{$}"
		}
		mux.HandleFunc(pattern, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", ctype)
			w.Header().Set("Cache-Control", "no-cache")
			w.Write(body)
		})
	}
	mux.Handle("/api/view", api{opts})
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, &requestError{Status: http.StatusNotFound, Message: "no such API: the API is /api/view"})
	})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		mux.ServeHTTP(w, r)
	})
}

// api answers /api/view.
type api struct{ opts Options }

func (a api) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var fields string
	switch r.Method {
	case http.MethodGet:
		fields = r.URL.RawQuery
	case http.MethodPost:
		if r.URL.RawQuery != "" {
			writeError(w, &requestError{Status: http.StatusBadRequest, Message: "a POST takes its fields in the body, not in the URL"})
			return
		}
		ctype, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
		if ctype != "application/x-www-form-urlencoded" {
			writeError(w, &requestError{Status: http.StatusUnsupportedMediaType, Message: "a POST body must be application/x-www-form-urlencoded"})
			return
		}
		// One byte more than the fields may take, for Answer to refuse.
		body, err := io.ReadAll(io.LimitReader(r.Body, a.opts.bodyLimit()+1))
		if err != nil {
			writeError(w, &requestError{Status: http.StatusBadRequest, Message: "reading the body: " + err.Error()})
			return
		}
		fields = string(body)
	default:
		w.Header().Set("Allow", "GET, POST")
		writeError(w, &requestError{Status: http.StatusMethodNotAllowed, Message: "use GET or POST"})
		return
	}
	status, body := Answer(fields, a.opts)
	writeJSON(w, status, body)
}

func writeError(w http.ResponseWriter, e *requestError) { writeJSON(w, e.Status, e.json()) }

// writeJSON writes body, JSON, with the status code.
func writeJSON(w http.ResponseWriter, status int, body []byte) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(body)
}
