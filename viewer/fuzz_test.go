package viewer_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/rfc2396/rfc2396/internal/pct"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
	"github.com/rfc2396/rfc2396/viewer"
)

// strs calls f with every string in a decoded JSON value.
func strs(v any, f func(string)) {
	switch v := v.(type) {
	case string:
		f(v)
	case []any:
		for _, e := range v {
			strs(e, f)
		}
	case map[string]any:
		for _, e := range v {
			strs(e, f)
		}
	}
}

// holds reports whether s holds t as data that a view may show: as it is,
// with its escapes decoded (the normal form decodes them), or in another
// case (the normal form changes the case of schemes, hosts and escapes).
func holds(s, t string) bool {
	d, _ := pct.Decode(s)
	s, d, t = strings.ToLower(s), strings.ToLower(d), strings.ToLower(t)
	return strings.Contains(s, t) || strings.Contains(d, t)
}

// FuzzView asks the API about any reference and base, with any switches,
// in RFC 2396 or RFC 3986, masking passwords or not: the answer is a View whose verdict is the
// parser's, whose tree spans are the text they name, whose offsets are in
// the text, and which, masking, holds no password anywhere.
func FuzzView(f *testing.F) {
	for _, s := range [][2]string{
		{"http://u:pw@a/b;p?q#f", "http://a/b/c/d;p?q"}, {"../g", "http://v:secret@a/b/"}, {"a b", ""}, {"?y", "mailto:a@b"},
		{"http://[::1]:80/", "http://[::1]/a"}, {"//u:p@w@h/", "x:/"}, {"\xff", "http://a b/"}, {"<script>", `"onmouseover=`},
		{"//:p@#:p@", ""}, {"//:p@#:%70@", ""}, {"//:p@", "http://a/#:P@"},
	} {
		f.Add(s[0], s[1], false, false, false, true)
		f.Add(s[0], s[1], true, true, false, false) // the page's default: both switches on
		f.Add(s[0], s[1], false, false, true, true)
	}
	f.Add("http://u:pw@[v7.x]/a;b", "http://a/b/c", false, false, true, false)
	f.Fuzz(func(t *testing.T, ref, base string, rfc2732, queryOnly, rfc3986, hide bool) {
		q := url.Values{"ref": {ref}, "base": {base}}
		if rfc3986 {
			// RFC 3986 goes with neither switch (TestBadRequests).
			rfc2732, queryOnly = false, false
			q.Set("rfc3986", "1")
		}
		if rfc2732 {
			q.Set("rfc2732", "1")
		}
		if queryOnly {
			q.Set("queryonly", "1")
		}
		rec := ask(t, viewer.Options{Redact: hide}, q)
		if len(ref) > viewer.DefaultMaxInput || len(base) > viewer.DefaultMaxInput {
			if rec.Code != http.StatusRequestEntityTooLarge {
				t.Fatalf("status %d for a field over the cap", rec.Code)
			}
			return
		}
		if rec.Code != http.StatusOK {
			t.Fatalf("status %d: %s", rec.Code, rec.Body.String())
		}
		var v viewer.View
		if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
			t.Fatal(err)
		}
		// The API reads strict RFC 2396 with each switch given on, or
		// RFC 3986.
		opts := []parser.Option{syntax.RFC2396}
		if rfc2732 {
			opts = append(opts, syntax.RFC2732)
		}
		if queryOnly {
			opts = append(opts, syntax.QueryOnly)
		}
		rules := syntax.RFC2732
		if rfc3986 {
			opts, rules = []parser.Option{syntax.RFC3986}, syntax.RFC3986
		}
		if want := parser.Validate(ref, opts...) == nil; v.Valid != want {
			t.Fatalf("valid %v, the parser says %v", v.Valid, want)
		}
		if (v.Resolution == nil) != (base == "") {
			t.Fatalf("a resolution %v for the base %q", v.Resolution != nil, base)
		}
		if !utf8.ValidString(ref) || !utf8.ValidString(base) {
			return // JSON strings hold U+FFFD for such bytes: the offsets are the input's
		}
		shown := ref
		if hide {
			shown = redact.String(ref)
		}
		if v.Ref != shown {
			t.Fatalf("ref %q, want %q", v.Ref, shown)
		}
		if v.Valid {
			checkTreeIn(t, v.Tree, v.Ref, rules)
			// Each component's range holds its text in the record.
			texts := v.Components.Map()
			for key, r := range v.Ranges.Texts {
				if got := texts[key]; (r == nil) != (got == nil) || r != nil && v.Ref[r.Pos:r.End] != *got {
					t.Fatalf("%s: range %v, text %v", key, r, got)
				}
			}
		} else if v.Error.Offset < 0 || v.Error.Offset > len(v.Ref) {
			t.Fatalf("offset %d outside %q", v.Error.Offset, v.Ref)
		}
		if !hide {
			return
		}
		var all any
		if err := json.Unmarshal(rec.Body.Bytes(), &all); err != nil {
			t.Fatal(err)
		}
		for k, s := range []string{ref, base} {
			pw := redact.Of(s, syntax.URIReference)
			from, to, ok := pw.From, pw.To, pw.OK
			if !ok || to == from || s[from:to] == redact.Mask {
				continue
			}
			userinfo := s[:to] // up to the password's end: the masked text never holds it
			if i := strings.LastIndex(userinfo, "//"); i >= 0 {
				userinfo = userinfo[i+2:]
			}
			other := []string{base, ref}[k]
			if holds(s[to:], userinfo+"@") || holds(other, userinfo+"@") {
				continue // the same text stands as data elsewhere ("//:p@#:p@"), where it is shown
			}
			strs(all, func(got string) {
				if strings.Contains(got, userinfo+"@") {
					t.Fatalf("the password of %q in %q", s, got)
				}
			})
		}
	})
}
