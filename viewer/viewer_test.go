package viewer_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/readings"
	"github.com/rfc2396/rfc2396/record"
	"github.com/rfc2396/rfc2396/syntax"
	"github.com/rfc2396/rfc2396/viewer"
)

// ask sends a GET /api/view with the fields to a handler with opts and
// returns the response.
func ask(t *testing.T, opts viewer.Options, fields url.Values) *httptest.ResponseRecorder {
	t.Helper()
	rec := httptest.NewRecorder()
	viewer.Handler(opts).ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/api/view?"+fields.Encode(), nil))
	return rec
}

// view asks about the fields and decodes the answer, which must be a
// View.
func view(t *testing.T, opts viewer.Options, fields url.Values) *viewer.View {
	t.Helper()
	rec := ask(t, opts, fields)
	require.Equal(t, http.StatusOK, rec.Code, rec.Body.String())
	assert.Equal(t, "application/json; charset=utf-8", rec.Header().Get("Content-Type"))
	var v viewer.View
	require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &v))
	return &v
}

func ref(s string) url.Values { return url.Values{"ref": {s}} }

// checkTree checks that every node of the tree holds the text of its span
// in text, that children lie inside their parent in order, and that each
// node's rule is one that parser.Rules knows.
func checkTree(t *testing.T, n *viewer.Node, text string) {
	t.Helper()
	checkTreeIn(t, n, text, syntax.RFC2732)
}

// checkTreeIn is checkTree with the rules of syn.
func checkTreeIn(t *testing.T, n *viewer.Node, text string, syn syntax.Syntax) {
	t.Helper()
	known := parser.Rules(syn)
	var walk func(n *viewer.Node)
	walk = func(n *viewer.Node) {
		require.True(t, 0 <= n.Pos && n.Pos <= n.End && n.End <= len(text), "%s [%d,%d) in %q", n.Type, n.Pos, n.End, text)
		assert.Equal(t, text[n.Pos:n.End], n.Text, "%s [%d,%d)", n.Type, n.Pos, n.End)
		assert.Contains(t, known, syntax.Rule(n.Rule), "the rule of %s", n.Type)
		at := n.Pos
		for _, c := range n.Children {
			assert.True(t, at <= c.Pos && c.End <= n.End, "%s [%d,%d) inside %s [%d,%d)", c.Type, c.Pos, c.End, n.Type, n.Pos, n.End)
			at = c.End
			walk(c)
		}
	}
	walk(n)
}

// rulesOf lists the tree's nodes as "Type rule text", depth first.
func rulesOf(n *viewer.Node) []string {
	out := []string{n.Type + " " + n.Rule + " " + n.Text}
	for _, c := range n.Children {
		out = append(out, rulesOf(c)...)
	}
	return out
}

func str(s string) *string { return &s }

// parseJSON is the record that "rfc2396 parse --json --explain" writes of
// s, a valid reference, in strict RFC 2396 (the API's reading with no
// switch on).
func parseJSON(t *testing.T, s string) *record.Explained {
	t.Helper()
	_, ref, err := record.ParseShown(s, false, syntax.RFC2396)
	require.NoError(t, err)
	return record.NewExplained(ref, false)
}

func TestViewComponents(t *testing.T) {
	// Section 4.3 splits these so; undefined (nil) is not empty ("").
	tests := []struct {
		ref                                 string
		scheme, authority, userinfo, host   *string
		port, path, opaque, query, fragment *string
		authorityKind, hostKind             *string
		segments                            []string // name;param;... each
	}{
		{ref: "http://user@a.example:8080/b/c;p?q#f", scheme: str("http"), authority: str("user@a.example:8080"), authorityKind: str("server"),
			userinfo: str("user"), host: str("a.example"), hostKind: str("hostname"), port: str("8080"),
			path: str("/b/c;p"), query: str("q"), fragment: str("f"), segments: []string{"b", "c;p"}},
		{ref: "http://a/?", scheme: str("http"), authority: str("a"), authorityKind: str("server"), host: str("a"), hostKind: str("hostname"),
			path: str("/"), query: str(""), segments: []string{""}},
		{ref: "http://a:/#", scheme: str("http"), authority: str("a:"), authorityKind: str("server"), host: str("a"), hostKind: str("hostname"),
			port: str(""), path: str("/"), fragment: str(""), segments: []string{""}},
		{ref: "//", authority: str(""), authorityKind: str("server"), path: str(""), segments: []string{}},
		{ref: "http://@1.2.3.4:99999", scheme: str("http"), authority: str("@1.2.3.4:99999"), authorityKind: str("server"), userinfo: str(""),
			host: str("1.2.3.4"), hostKind: str("ipv4"), port: str("99999"), path: str(""), segments: []string{}},
		{ref: "mailto:a@example.org?s", scheme: str("mailto"), opaque: str("a@example.org?s")},
		{ref: "", path: str(""), segments: []string{}},
		{ref: "#f", path: str(""), fragment: str("f"), segments: []string{}},
		{ref: "g;x=1;y/../h", path: str("g;x=1;y/../h"), segments: []string{"g;x=1;y", "..", "h"}},
		{ref: "x://a_b.example/", scheme: str("x"), authority: str("a_b.example"), authorityKind: str("registry"), path: str("/"), segments: []string{""}},
	}
	for _, tt := range tests {
		t.Run(tt.ref, func(t *testing.T) {
			v := view(t, viewer.Options{}, ref(tt.ref))
			require.True(t, v.Valid, "%+v", v.Error)
			assert.Nil(t, v.Error)
			assert.Equal(t, tt.ref, v.Ref)
			c := v.Components
			require.NotNil(t, c)
			require.NotNil(t, v.Ranges)
			assert.Equal(t, tt.ref, c.Input)
			assert.True(t, c.Valid)
			for name, pair := range map[string]struct{ want, got *string }{
				"scheme": {tt.scheme, c.Scheme}, "authority": {tt.authority, c.Authority}, "userinfo": {tt.userinfo, c.Userinfo},
				"host": {tt.host, c.Host}, "port": {tt.port, c.Port}, "path": {tt.path, c.Path}, "opaque": {tt.opaque, c.Opaque},
				"query": {tt.query, c.Query}, "fragment": {tt.fragment, c.Fragment},
			} {
				assert.Equal(t, pair.want, pair.got, name)
				r, ok := v.Ranges.Texts[name]
				assert.True(t, ok, "a range under the key %s", name)
				if pair.want == nil {
					assert.Nil(t, r, "%s is undefined", name)
				} else if assert.NotNil(t, r, "%s is defined", name) {
					assert.Equal(t, *pair.want, tt.ref[r.Pos:r.End], "the range of %s", name)
				}
			}
			assert.Len(t, v.Ranges.Texts, len(parts.TextKeys))
			assert.Equal(t, tt.authorityKind, c.AuthorityKind)
			assert.Equal(t, tt.hostKind, c.HostKind)
			if tt.opaque != nil {
				assert.Nil(t, c.Segments, "an opaque URI has no segments")
				assert.Nil(t, v.Ranges.Segments)
			} else {
				require.Len(t, v.Ranges.Segments, len(c.Segments))
				var segs []string
				for i, s := range c.Segments {
					r := v.Ranges.Segments[i]
					assert.Equal(t, s.Name, tt.ref[r.Name.Pos:r.Name.End])
					one := []string{s.Name}
					require.Len(t, r.Params, len(s.Params))
					for j, p := range s.Params {
						assert.Equal(t, p, tt.ref[r.Params[j].Pos:r.Params[j].End])
						one = append(one, p)
					}
					assert.Equal(t, strings.Join(one, ";"), tt.ref[r.Pos:r.End])
					segs = append(segs, strings.Join(one, ";"))
				}
				assert.Equal(t, tt.segments, append([]string{}, segs...))
			}
			if tt.authorityKind != nil && *tt.authorityKind == "registry" {
				require.NotNil(t, c.ServerError, "why the authority is not a server")
				assert.Equal(t, "_", *c.ServerError.Char)
				assert.Equal(t, strings.Index(*tt.authority, "_"), c.ServerError.Offset, "an offset into the authority, as parse --json gives it")
				assert.Equal(t, "hostname", c.ServerError.Rule)
			} else {
				assert.Nil(t, c.ServerError)
			}
			// The components are parse --json's record, key for key.
			got, err := json.Marshal(c)
			require.NoError(t, err)
			want, err := json.Marshal(parseJSON(t, tt.ref))
			require.NoError(t, err)
			assert.JSONEq(t, string(want), string(got))
			require.NotNil(t, v.Tree)
			checkTree(t, v.Tree, tt.ref)
			assert.Equal(t, "URIReference", v.Tree.Type)
			assert.Equal(t, "URI_reference", v.Tree.Rule)
			require.NotNil(t, v.Normal)
			assert.Nil(t, v.Resolution, "no base, no resolution")
		})
	}
}

func TestViewTreeRules(t *testing.T) {
	// The Appendix A rule of each node: a rel_path's first segment is a
	// rel_segment, a hostname's last label its toplabel.
	v := view(t, viewer.Options{}, ref("a;p/b?q"))
	assert.Equal(t, []string{
		"URIReference URI_reference a;p/b?q",
		"RelativeURI relativeURI a;p/b?q",
		"RelPath rel_path a;p/b",
		"Segment rel_segment a;p",
		"Param param p",
		"AbsPath abs_path /b",
		"Segment segment b",
		"Query query q",
	}, rulesOf(v.Tree))
	v = view(t, viewer.Options{}, ref("ftp://u@www.Example.org.:21"))
	assert.Equal(t, []string{
		"URIReference URI_reference ftp://u@www.Example.org.:21",
		"AbsoluteURI absoluteURI ftp://u@www.Example.org.:21",
		"Scheme scheme ftp",
		"HierPart hier_part //u@www.Example.org.:21",
		"NetPath net_path //u@www.Example.org.:21",
		"Server server u@www.Example.org.:21",
		"Userinfo userinfo u",
		"Hostname hostname www.Example.org.",
		"Label domainlabel www",
		"Label domainlabel Example",
		"Label toplabel org",
		"Port port 21",
	}, rulesOf(v.Tree))
	host := v.Tree.Children[0].Children[1].Children[0].Children[0].Children[1]
	assert.True(t, host.TrailingDot)
	checkTree(t, v.Tree, v.Ref)

	v = view(t, viewer.Options{}, url.Values{"ref": {"http://[::1]:80/"}, "rfc2732": {"1"}})
	require.True(t, v.Valid)
	assert.Contains(t, rulesOf(v.Tree), "IPv6Reference ipv6reference [::1]")
	assert.Equal(t, "ipv6", *v.Components.HostKind)
	checkTree(t, v.Tree, v.Ref)

	v = view(t, viewer.Options{}, url.Values{"ref": {"?y#s"}, "queryonly": {"true"}})
	require.True(t, v.Valid)
	assert.Equal(t, []string{"URIReference URI_reference ?y#s", "RelativeURI relativeURI ?y", "Query query y", "Fragment fragment s"}, rulesOf(v.Tree))
	assert.Equal(t, "", *v.Components.Path, "the empty path before the query")
	assert.Equal(t, &viewer.Range{Pos: 0, End: 0}, v.Ranges.Texts["path"])
}

// TestViewRFC3986 reads references in RFC 3986 (rfc3986): the tree is
// its derivation, each node named by RFC 3986's rule and with no ast
// type; the components are parse --rfc3986 --json's record; the error,
// the normal form and the resolution are RFC 3986's.
func TestViewRFC3986(t *testing.T) {
	rfc3986 := func(ref, base string) *viewer.View {
		return view(t, viewer.Options{}, url.Values{"ref": {ref}, "base": {base}, "rfc3986": {"1"}})
	}
	v := rfc3986("HTTP://u@[v7.x]:8/a;b/%7e?q#f", "")
	require.True(t, v.Valid)
	assert.True(t, v.RFC3986)
	assert.Equal(t, []string{
		" URI-reference HTTP://u@[v7.x]:8/a;b/%7e?q#f",
		" URI HTTP://u@[v7.x]:8/a;b/%7e?q",
		" scheme HTTP",
		" hier-part //u@[v7.x]:8/a;b/%7e",
		" authority u@[v7.x]:8",
		" userinfo u",
		" host [v7.x]",
		" IP-literal [v7.x]",
		" IPvFuture v7.x",
		" port 8",
		" path-abempty /a;b/%7e",
		" segment a;b",
		" segment %7e",
		" query q",
		" fragment f",
	}, rulesOf(v.Tree))
	checkTreeIn(t, v.Tree, v.Ref, syntax.RFC3986)
	c := v.Components
	assert.Equal(t, "ipvfuture", *c.HostKind)
	assert.Nil(t, c.AuthorityKind, "RFC 3986 has no registry-based authority")
	assert.Nil(t, c.ServerError)
	assert.Equal(t, []record.SegmentRecord{{Name: "a;b", Params: []string{}}, {Name: "%7e", Params: []string{}}}, c.Segments, "a \";\" is part of the segment")
	assert.Equal(t, []viewer.SegmentRanges{
		{Range: viewer.Range{Pos: 18, End: 21}, Name: viewer.Range{Pos: 18, End: 21}, Params: []viewer.Range{}},
		{Range: viewer.Range{Pos: 22, End: 25}, Name: viewer.Range{Pos: 22, End: 25}, Params: []viewer.Range{}},
	}, v.Ranges.Segments)
	assert.Equal(t, &viewer.Range{Pos: 9, End: 15}, v.Ranges.Texts["host"])
	assert.Nil(t, v.Ranges.Texts["opaque"])
	assert.Equal(t, "http://u@[v7.x]:8/a;b/~?q#f", *v.Normal, "RFC 3986's ~ is unreserved (section 6.2.2.2)")

	// What RFC 2396 reads as an opaque part, RFC 3986 reads as a path.
	v = rfc3986("mailto:a@b?x", "")
	assert.Equal(t, []string{" URI-reference mailto:a@b?x", " URI mailto:a@b?x", " scheme mailto", " hier-part a@b", " path-rootless a@b", " segment-nz a@b", " query x"}, rulesOf(v.Tree))
	assert.Nil(t, v.Components.Opaque)
	assert.Equal(t, "a@b", *v.Components.Path)

	// Its error, named by RFC 3986's rule.
	v = rfc3986("http://a/b[1]", "")
	assert.False(t, v.Valid)
	assert.Nil(t, v.Tree)
	assert.Nil(t, v.Components)
	assert.Equal(t, 10, v.Error.Offset)
	assert.Equal(t, "path-abempty", v.Error.Rule)
	assert.Contains(t, v.Error.Hint, "gen-delim")

	// Its resolution: RFC 3986's section 5.4 (5.4.1 and 5.4.2), whose
	// steps are its sections.
	const base = "http://a/b/c/d;p?q"
	for ref, want := range map[string]string{"g;x=1/../y": "http://a/b/c/y", "../../../g": "http://a/g", "?y": "http://a/b/c/d;p?y", "http:g": "http:g"} {
		v = rfc3986(ref, base)
		require.True(t, v.Resolution.Valid, ref)
		assert.Equal(t, want, *v.Resolution.URI, ref)
		assert.Equal(t, want, *v.Resolution.Normal, ref)
		require.NotEmpty(t, v.Resolution.Steps, ref)
		assert.Contains(t, v.Resolution.Steps[0].Name, "5.2", ref)
	}
}

func TestViewInvalid(t *testing.T) {
	tests := []struct {
		fields            url.Values
		offset            int
		char              *string
		rule, hint, caret string
	}{
		{ref("http://a b/"), 8, str(" "), "authority", "%20", "http://a b/\n        ^"},
		{ref("http://a/b|c"), 10, str("|"), "abs_path", "%7C", "http://a/b|c\n          ^"},
		{ref("http:"), 5, nil, "absoluteURI", "", "http:\n     ^"},
		{ref("?y"), 0, str("?"), "relativeURI", "", "?y\n^"},
		{ref("http://[::1]/"), 7, str("["), "authority", "RFC2732", "http://[::1]/\n       ^"},
		{url.Values{"ref": {"http://[::1x]/"}, "rfc2732": {"on"}}, 11, str("x"), "IPv6address", "", "http://[::1x]/\n           ^"},
		{ref("a\u00e9"), 1, str("\u00e9"), "rel_segment", "", "a\\xc3\\xa9\n ^"},
	}
	for _, tt := range tests {
		t.Run(tt.fields.Get("ref"), func(t *testing.T) {
			v := view(t, viewer.Options{}, tt.fields)
			assert.False(t, v.Valid)
			require.NotNil(t, v.Error)
			e := v.Error
			assert.Equal(t, tt.offset, e.Offset)
			assert.Equal(t, tt.char, e.Char)
			assert.Equal(t, tt.rule, e.Rule)
			assert.Contains(t, e.Hint, tt.hint)
			assert.Equal(t, tt.caret, e.Caret)
			assert.NotEmpty(t, e.Expected, "what could continue the input")
			assert.Contains(t, e.Message, "at offset")
			assert.Nil(t, v.Components)
			assert.Nil(t, v.Tree)
			assert.Nil(t, v.Normal)
		})
	}
}

func TestViewResolution(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	// Results from Appendix C of RFC 2396, and their relative forms.
	tests := []struct{ ref, uri, relative string }{
		{"../g", "http://a/b/g", "../g"},
		{"g;x?y#s", "http://a/b/c/g;x?y#s", "g;x?y#s"},
		{"?y", "http://a/b/c/?y", ".?y"},
		{"../../../g", "http://a/../g", "/../g"},
		{"#s", "http://a/b/c/d;p?q#s", "#s"},
		{"", "http://a/b/c/d;p?q", ""},
		{"g:h", "g:h", "g:h"},
	}
	for _, tt := range tests {
		t.Run(tt.ref, func(t *testing.T) {
			// Both switches on: the module's default reading, the page's.
			v := view(t, viewer.Options{}, url.Values{"ref": {tt.ref}, "base": {base}, "rfc2732": {"1"}, "queryonly": {"1"}})
			r := v.Resolution
			require.NotNil(t, r)
			require.True(t, r.Valid, "%+v", r.Error)
			assert.Equal(t, tt.uri, *r.URI)
			assert.Equal(t, tt.uri, *r.Normal)
			require.NotNil(t, r.Relative, "%+v", r.RelativeError)
			assert.Equal(t, tt.relative, *r.Relative)
			assert.Equal(t, tt.ref == "" || tt.ref == "#s", r.SameDocument)
			require.NotEmpty(t, r.Steps)
			assert.Equal(t, "1", r.Steps[0].Name)
			for _, s := range r.Steps {
				assert.NotEmpty(t, s.Note)
			}
		})
	}
	// "?y" is no Appendix A reference: a switch left off is off, for the
	// resolution as for the parse. Appendix C resolves it with queryonly.
	v := view(t, viewer.Options{}, url.Values{"ref": {"?y"}, "base": {base}})
	assert.False(t, v.Valid)
	assert.False(t, v.Resolution.Valid)
	assert.Equal(t, "ref", v.Resolution.Error.Which)
	assert.Equal(t, "relativeURI", v.Resolution.Error.Rule)
	v = view(t, viewer.Options{}, url.Values{"ref": {"?y"}, "base": {base}, "queryonly": {"1"}})
	assert.True(t, v.Valid)
	require.True(t, v.Resolution.Valid)
	assert.Equal(t, "http://a/b/c/?y", *v.Resolution.URI)

	v = view(t, viewer.Options{}, url.Values{"ref": {"../g"}, "base": {base}})
	var names []string
	for _, s := range v.Resolution.Steps {
		names = append(names, s.Name)
	}
	assert.Equal(t, []string{"1", "2", "3", "4", "5", "6a", "6b", "6c", "6d", "6e", "6f", "6g", "6h", "7"}, names)

	v = view(t, viewer.Options{}, url.Values{"ref": {"HTTP://A.Example:80/%7e"}, "base": {base}})
	assert.Equal(t, "http://a.example/~", *v.Normal, "section 6")
	assert.Equal(t, "http://a.example/~", *v.Resolution.Normal)
}

func TestViewResolutionErrors(t *testing.T) {
	tests := []struct {
		ref, base, which string
		offset           int
		caret            string
	}{
		{"g", "http://a b/", "base", 8, "http://a b/\n        ^"},
		{"g", "a/b", "base", 0, "a/b\n^"},
		{"g h", "http://a/", "ref", 1, "g h\n ^"},
		{"g", "mailto:a@b", "base", 7, ""}, // the opaque part
	}
	for _, tt := range tests {
		t.Run(tt.base+" "+tt.ref, func(t *testing.T) {
			v := view(t, viewer.Options{}, url.Values{"ref": {tt.ref}, "base": {tt.base}})
			r := v.Resolution
			require.NotNil(t, r)
			assert.False(t, r.Valid)
			assert.Nil(t, r.URI)
			require.NotNil(t, r.Error)
			assert.Equal(t, tt.which, r.Error.Which)
			assert.Equal(t, tt.offset, r.Error.Offset)
			assert.Equal(t, tt.caret, r.Error.Caret)
			assert.NotEmpty(t, r.Error.Message)
			assert.Equal(t, []viewer.Step{}, r.Steps)
		})
	}
}

func TestRedact(t *testing.T) {
	const base = "http://v:hidden@a/b/c"
	tests := []struct {
		name   string
		fields url.Values
		check  func(t *testing.T, v *viewer.View)
	}{
		{"valid", url.Values{"ref": {"ftp://u:secret@h/p?q"}, "base": {base}}, func(t *testing.T, v *viewer.View) {
			assert.Equal(t, "ftp://u:xxxxx@h/p?q", v.Ref)
			assert.Equal(t, "http://v:xxxxx@a/b/c", v.Base)
			assert.Equal(t, "u:xxxxx", *v.Components.Userinfo)
			assert.Equal(t, "ftp://u:xxxxx@h/p?q", *v.Normal)
			assert.Equal(t, "ftp://u:xxxxx@h/p?q", *v.Resolution.URI)
			checkTree(t, v.Tree, v.Ref)
		}},
		{"resolved with the base's password", url.Values{"ref": {"../g"}, "base": {base}}, func(t *testing.T, v *viewer.View) {
			assert.Equal(t, "http://v:xxxxx@a/g", *v.Resolution.URI)
			assert.Equal(t, "http://v:xxxxx@a/g", *v.Resolution.Normal)
			assert.Equal(t, "/g", *v.Resolution.Relative)
		}},
		{"relative form with a password", url.Values{"ref": {"//u:secret@h/g"}, "base": {base}}, func(t *testing.T, v *viewer.View) {
			assert.Equal(t, "//u:xxxxx@h/g", *v.Resolution.Relative)
		}},
		{"invalid after the password", url.Values{"ref": {"http://u:secret@h b/"}}, func(t *testing.T, v *viewer.View) {
			assert.Equal(t, "http://u:xxxxx@h b/", v.Ref)
			assert.Equal(t, 16, v.Error.Offset, "an offset into the masked text")
			assert.Equal(t, "http://u:xxxxx@h b/\n                ^", v.Error.Caret)
		}},
		{"invalid in the password", url.Values{"ref": {"http://u:sec ret@h/"}}, func(t *testing.T, v *viewer.View) {
			assert.Equal(t, "http://u:xxxxx@h/", v.Ref)
			assert.Equal(t, 9, v.Error.Offset)
			assert.NotContains(t, v.Error.Hint, "space")
			assert.NotContains(t, v.Error.Message, "' '")
		}},
		{"rfc3986", url.Values{"ref": {"ftp://u:secret@[v7.x]/p"}, "base": {base}, "rfc3986": {"1"}}, func(t *testing.T, v *viewer.View) {
			assert.Equal(t, "ftp://u:xxxxx@[v7.x]/p", v.Ref)
			assert.Equal(t, "u:xxxxx", *v.Components.Userinfo)
			assert.Equal(t, "ftp://u:xxxxx@[v7.x]/p", *v.Normal)
			assert.Equal(t, "ftp://u:xxxxx@[v7.x]/p", *v.Resolution.URI)
			assert.Contains(t, rulesOf(v.Tree), " userinfo u:xxxxx")
			checkTreeIn(t, v.Tree, v.Ref, syntax.RFC3986)
		}},
		{"rfc3986 invalid after the password", url.Values{"ref": {"http://u:secret@h b/"}, "rfc3986": {"1"}}, func(t *testing.T, v *viewer.View) {
			assert.Equal(t, 16, v.Error.Offset, "an offset into the masked text")
			assert.Equal(t, "http://u:xxxxx@h b/\n                ^", v.Error.Caret)
			assert.Equal(t, "host", v.Error.Rule)
		}},
		{"invalid base", url.Values{"ref": {"g"}, "base": {"http://v:hidden@a b/"}}, func(t *testing.T, v *viewer.View) {
			assert.Equal(t, "base", v.Resolution.Error.Which)
			assert.Equal(t, 16, v.Resolution.Error.Offset)
			assert.Equal(t, "http://v:xxxxx@a b/\n                ^", v.Resolution.Error.Caret)
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := ask(t, viewer.Options{Redact: true}, tt.fields)
			require.Equal(t, http.StatusOK, rec.Code)
			for _, pw := range []string{"secret", "sec ret", "hidden"} {
				assert.NotContains(t, rec.Body.String(), pw, "a password in the answer")
			}
			var v viewer.View
			require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &v))
			assert.True(t, v.Redacted)
			tt.check(t, &v)

			// Without Redact the same answer shows the password: the
			// test above can fail.
			plain := ask(t, viewer.Options{}, tt.fields)
			assert.Regexp(t, "secret|sec ret|hidden", plain.Body.String())
		})
	}
}

func TestHostileInputIsData(t *testing.T) {
	for _, s := range []string{`<script>alert(1)</script>`, `"onmouseover=alert(1) x="`, `http://a/</script><img src=x>`, "\u2028\u0000"} {
		v := view(t, viewer.Options{}, url.Values{"ref": {s}, "base": {s}})
		assert.Equal(t, s, v.Ref, "the answer holds the input as it was typed")
		assert.Equal(t, s, v.Base)
		assert.False(t, v.Valid)
	}
	rec := ask(t, viewer.Options{}, ref(`<script>`))
	assert.NotContains(t, rec.Body.String(), "<script>", "JSON escapes < and >, so that no sniffer reads HTML")
}

func TestCaps(t *testing.T) {
	opts := viewer.Options{MaxInput: 16}
	long := strings.Repeat("a", 17)
	for _, field := range []string{"ref", "base"} {
		rec := ask(t, opts, url.Values{field: {long}})
		assert.Equal(t, http.StatusRequestEntityTooLarge, rec.Code)
		e := decodeError(t, rec)
		assert.Equal(t, field, e.Field)
		assert.Contains(t, e.Message, "17 bytes")
		assert.Contains(t, e.Message, "16 bytes")
	}
	rec := ask(t, opts, url.Values{"ref": {long[:16]}, "base": {"http://" + long[:9]}})
	assert.Equal(t, http.StatusOK, rec.Code, "at the cap")

	// The body of a POST is capped before it is read.
	req := httptest.NewRequest(http.MethodPost, "/api/view", strings.NewReader("ref="+strings.Repeat("%41", 1000)))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	rec = httptest.NewRecorder()
	viewer.Handler(opts).ServeHTTP(rec, req)
	assert.Equal(t, http.StatusRequestEntityTooLarge, rec.Code)
	decodeError(t, rec)

	// The default cap is 64 KiB.
	assert.Equal(t, 64<<10, viewer.DefaultMaxInput)
	rec = ask(t, viewer.Options{}, ref(strings.Repeat("a", viewer.DefaultMaxInput+1)))
	assert.Equal(t, http.StatusRequestEntityTooLarge, rec.Code)
	rec = ask(t, viewer.Options{}, ref(strings.Repeat("a", viewer.DefaultMaxInput)))
	assert.Equal(t, http.StatusOK, rec.Code)
}

// apiError is the API's answer to a request it cannot answer.
type apiError struct {
	Status  int    `json:"status"`
	Message string `json:"message"`
	Field   string `json:"field"`
}

func decodeError(t *testing.T, rec *httptest.ResponseRecorder) apiError {
	t.Helper()
	assert.Equal(t, "application/json; charset=utf-8", rec.Header().Get("Content-Type"))
	var e apiError
	require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &e), rec.Body.String())
	assert.Equal(t, rec.Code, e.Status)
	assert.NotEmpty(t, e.Message)
	return e
}

func TestBadRequests(t *testing.T) {
	form := "application/x-www-form-urlencoded"
	tests := []struct {
		name, method, target, ctype, body string
		status                            int
		field                             string
	}{
		{"unknown field", "GET", "/api/view?ref=a&x=1", "", "", 400, "x"},
		{"repeated field", "GET", "/api/view?ref=a&ref=b", "", "", 400, "ref"},
		{"bad switch", "GET", "/api/view?ref=a&rfc2732=yes", "", "", 400, "rfc2732"},
		{"rfc3986 and rfc2732", "GET", "/api/view?ref=a&rfc3986=1&rfc2732=1", "", "", 400, "rfc3986"},
		{"rfc3986 and queryonly", "GET", "/api/view?ref=a&queryonly=on&rfc3986=true", "", "", 400, "rfc3986"},
		{"bad rfc3986", "GET", "/api/view?ref=a&rfc3986=2", "", "", 400, "rfc3986"},
		{"bad escape", "GET", "/api/view?ref=%zz", "", "", 400, ""},
		{"method", "PUT", "/api/view", form, "ref=a", 405, ""},
		{"JSON body", "POST", "/api/view", "application/json", `{"ref":"a"}`, 415, ""},
		{"fields in the URL of a POST", "POST", "/api/view?ref=a", form, "", 400, ""},
		{"unknown API", "GET", "/api/parse?ref=a", "", "", 404, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest(tt.method, tt.target, strings.NewReader(tt.body))
			if tt.ctype != "" {
				req.Header.Set("Content-Type", tt.ctype)
			}
			rec := httptest.NewRecorder()
			viewer.Handler(viewer.Options{}).ServeHTTP(rec, req)
			assert.Equal(t, tt.status, rec.Code)
			e := decodeError(t, rec)
			assert.Equal(t, tt.field, e.Field)
			assertSafeHeaders(t, rec)
			if tt.status == 405 {
				assert.Equal(t, "GET, POST", rec.Header().Get("Allow"))
			}
		})
	}
}

func TestPost(t *testing.T) {
	req := httptest.NewRequest(http.MethodPost, "/api/view", strings.NewReader(url.Values{"ref": {"a+b;c"}, "base": {"http://x/y"}, "queryonly": {"1"}}.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded; charset=utf-8")
	rec := httptest.NewRecorder()
	viewer.Handler(viewer.Options{}).ServeHTTP(rec, req)
	require.Equal(t, http.StatusOK, rec.Code, rec.Body.String())
	var v viewer.View
	require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &v))
	assert.Equal(t, "a+b;c", v.Ref)
	assert.True(t, v.QueryOnly)
	assert.False(t, v.RFC2732)
	assert.Equal(t, "http://x/a+b;c", *v.Resolution.URI)
}

// assertSafeHeaders checks the headers every response carries.
func assertSafeHeaders(t *testing.T, rec *httptest.ResponseRecorder) {
	t.Helper()
	csp := rec.Header().Get("Content-Security-Policy")
	assert.Contains(t, csp, "script-src 'self'")
	assert.Contains(t, csp, "default-src 'none'")
	assert.NotContains(t, csp, "unsafe-inline")
	assert.NotContains(t, csp, "unsafe-eval")
	assert.Equal(t, "nosniff", rec.Header().Get("X-Content-Type-Options"))
}

func TestPage(t *testing.T) {
	h := viewer.Handler(viewer.Options{})
	get := func(path string) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		return rec
	}
	for path, ctype := range map[string]string{
		"/":          "text/html; charset=utf-8",
		"/app.js":    "text/javascript; charset=utf-8",
		"/style.css": "text/css; charset=utf-8",
		"/api/view":  "application/json; charset=utf-8",
	} {
		rec := get(path)
		assert.Equal(t, http.StatusOK, rec.Code, path)
		assert.Equal(t, ctype, rec.Header().Get("Content-Type"), path)
		assertSafeHeaders(t, rec)
	}
	assert.Equal(t, http.StatusNotFound, get("/index.htm").Code)
	assert.Equal(t, http.StatusNotFound, get("/static/app.js").Code)

	html := get("/").Body.String()
	// Every script is a file of the page's own: none inline, none from
	// elsewhere, and no handler attributes (which the CSP would block).
	scripts := regexp.MustCompile(`(?s)<script([^>]*)>(.*?)</script>`).FindAllStringSubmatch(html, -1)
	require.Len(t, scripts, 1)
	assert.Equal(t, ` src="app.js" defer`, scripts[0][1])
	assert.Empty(t, scripts[0][2])
	assert.NotRegexp(t, `(?i)\son[a-z]+=`, html)
	assert.NotRegexp(t, `(?i)\sstyle=`, html)
	assert.NotRegexp(t, `(?i)(src|href)="(https?:)?//`, html, "nothing fetched from elsewhere")
	// Each field has a label: the texts by for=, the switches inside theirs.
	assert.Contains(t, html, `<label for="ref">`)
	assert.Contains(t, html, `<label for="base">`)
	assert.Regexp(t, `<label><input id="rfc2732"[^>]*> \S`, html)
	assert.Regexp(t, `<label><input id="queryonly"[^>]*> \S`, html)

	js := get("/app.js").Body.String()
	// Input reaches the page as text only.
	for _, sink := range []string{"innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function", "srcdoc"} {
		assert.NotContains(t, js, sink)
	}
	assert.NotRegexp(t, `https?://`, js, "the script asks only its own origin")
}

func TestRulesAreGrammarRules(t *testing.T) {
	// Every node type the parser builds is named by a rule of the
	// grammar: the references below make all of them.
	seen := map[string]bool{}
	for _, f := range []url.Values{
		ref("http://u@a.b.c:1/d;e?f#g"), ref("x:y"), ref("//r_n/"), ref("a/b"), ref("http://1.2.3.4/"),
		{"ref": {"http://[::1]/"}, "rfc2732": {"1"}},
	} {
		v := view(t, viewer.Options{}, f)
		require.True(t, v.Valid)
		for _, s := range rulesOf(v.Tree) {
			seen[strings.Fields(s)[0]] = true
		}
		checkTree(t, v.Tree, v.Ref)
	}
	var types []string
	for k := range seen {
		types = append(types, k)
	}
	slices.Sort(types)
	assert.Equal(t, []string{"AbsPath", "AbsoluteURI", "Fragment", "HierPart", "Hostname", "IPv4Address", "IPv6Reference", "Label",
		"NetPath", "OpaquePart", "Param", "Port", "Query", "RegName", "RelPath", "RelativeURI", "Scheme", "Segment", "Server",
		"URIReference", "Userinfo"}, types)
}

func TestLongInputBounded(t *testing.T) {
	// "a" and k slashes: a rel_path of k+1 segments, all but the first
	// empty; its tree has k+5 nodes (URIReference, RelativeURI, RelPath,
	// the rel_segment, AbsPath, k segments).
	// In RFC 3986 its derivation has as many: URI-reference,
	// relative-ref, relative-part, path-noscheme, segment-nz-nc, k
	// segments.
	for _, k := range []int{10, viewer.MaxNodes - 5, viewer.MaxNodes - 4, viewer.DefaultMaxInput - 1} {
		for _, rfc3986 := range []string{"0", "1"} {
			s := "a" + strings.Repeat("/", k)
			rec := ask(t, viewer.Options{}, url.Values{"ref": {s}, "base": {"http://a/b/c"}, "rfc3986": {rfc3986}})
			require.Equal(t, http.StatusOK, rec.Code)
			var v viewer.View
			require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &v))
			nodes := 0
			var count func(n *viewer.Node)
			count = func(n *viewer.Node) {
				nodes++
				for _, c := range n.Children {
					count(c)
				}
			}
			count(v.Tree)
			assert.Equal(t, min(k+5, viewer.MaxNodes), nodes, "k=%d", k)
			assert.Equal(t, k+5-nodes, v.TreeOmitted, "k=%d", k)
			assert.Equal(t, min(k+1, viewer.MaxNodes), len(v.Components.Segments))
			assert.Len(t, v.Ranges.Segments, len(v.Components.Segments))
			assert.Equal(t, k+1-len(v.Components.Segments), v.SegmentsOmitted)
			if rfc3986 == "1" {
				checkTreeIn(t, v.Tree, s, syntax.RFC3986)
			} else {
				checkTree(t, v.Tree, s)
			}
			// The answer holds the input a few times over (the reference, its
			// nodes' texts, its normal form, the resolution), and a bounded
			// number of nodes and segments.
			assert.Less(t, rec.Body.Len(), 30*len(s)+2*viewer.MaxNodes*200, "k=%d: %d bytes", k, rec.Body.Len())
		}
	}

	// ";" and k-1 more: one segment of k empty params, at most MaxNodes
	// of them in the answer.
	for _, k := range []int{10, viewer.MaxNodes, viewer.MaxNodes + 1, viewer.DefaultMaxInput} {
		s := strings.Repeat(";", k)
		rec := ask(t, viewer.Options{}, ref(s))
		var v viewer.View
		require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &v))
		require.Len(t, v.Components.Segments, 1)
		seg := v.Components.Segments[0]
		assert.Equal(t, min(k, viewer.MaxNodes), len(seg.Params))
		assert.Len(t, v.Ranges.Segments[0].Params, len(seg.Params))
		assert.Equal(t, k-len(seg.Params), v.ParamsOmitted)
		assert.Less(t, rec.Body.Len(), 30*len(s)+3*viewer.MaxNodes*200, "k=%d: %d bytes", k, rec.Body.Len())
	}
}

func TestViewReadings(t *testing.T) {
	// The readings side by side: the comparison of package readings, as
	// it writes itself, against the base.
	tests := []struct {
		fields url.Values
		opts   readings.Options
		diffs  []string
	}{
		{ref("mailto:a@b?x"), readings.Options{RawErrors: true}, []string{"path", "query"}},
		{url.Values{"ref": {"../g"}, "base": {"http://a/b/c/d;p?q"}}, readings.Options{Base: "http://a/b/c/d;p?q", RawErrors: true}, nil},
		{ref("http://a b/"), readings.Options{RawErrors: true}, nil}, // every reading refuses it: agreement
		{ref("http://u@h/%zz"), readings.Options{RawErrors: true}, []string{"valid"}},
	}
	for _, tt := range tests {
		t.Run(tt.fields.Encode(), func(t *testing.T) {
			v := view(t, viewer.Options{}, tt.fields)
			want, err := json.Marshal(readings.Compare(tt.fields.Get("ref"), tt.opts))
			require.NoError(t, err)
			assert.JSONEq(t, string(want), string(v.Readings))
			var c struct {
				Readings []struct {
					Reading string `json:"reading"`
				} `json:"readings"`
				Diffs []struct {
					Field    string   `json:"field"`
					Sections []string `json:"sections"`
				} `json:"diffs"`
			}
			require.NoError(t, json.Unmarshal(v.Readings, &c))
			var names, diffs []string
			for _, r := range c.Readings {
				names = append(names, r.Reading)
			}
			assert.Equal(t, []string{"RFC 2396", "default", "RFC 3986", "WHATWG", readings.NetURLName()}, names)
			for _, d := range c.Diffs {
				diffs = append(diffs, d.Field)
				assert.NotEmpty(t, d.Sections)
			}
			assert.Equal(t, tt.diffs, diffs)
		})
	}

	// Masking passwords masks them in the comparison too; without it,
	// its messages show the input as given, as the view's errors do.
	q := url.Values{"ref": {"http://u:secret@h/%zz"}, "base": {"http://v:hidden@a/"}}
	red := view(t, viewer.Options{Redact: true}, q)
	assert.NotRegexp(t, "secret|hidden", string(red.Readings))
	assert.Contains(t, string(red.Readings), "u:xxxxx@h")
	plain := view(t, viewer.Options{}, q)
	assert.Contains(t, string(plain.Readings), `parse \"http://u:secret@h/%zz\"`)
}
