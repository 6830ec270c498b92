package viewer_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/viewer"
)

// TestAnswer checks that Answer answers as the API does, to a GET and to
// a POST, so that the page answers the same with either.
func TestAnswer(t *testing.T) {
	long := strings.Repeat("a", 17)
	tests := []struct {
		name   string
		opts   viewer.Options
		fields string
		status int
	}{
		{"valid", viewer.Options{}, "ref=http%3A%2F%2Fa%2Fb%3Bp%3Fq%23f&rfc2732=1&queryonly=1", 200},
		{"resolved", viewer.Options{}, "ref=..%2Fg&base=http%3A%2F%2Fa%2Fb%2Fc%2Fd%3Bp%3Fq", 200},
		{"invalid", viewer.Options{}, "ref=http%3A%2F%2Fa+b%2F", 200},
		{"no fields", viewer.Options{}, "", 200},
		{"redacted", viewer.Options{Redact: true}, "ref=ftp%3A%2F%2Fu%3Asecret%40h%2F&base=http%3A%2F%2Fv%3Ahidden%40a%2F", 200},
		{"unknown field", viewer.Options{}, "ref=a&x=1", 400},
		{"repeated field", viewer.Options{}, "ref=a&ref=b", 400},
		{"bad switch", viewer.Options{}, "ref=a&queryonly=yes", 400},
		{"rfc3986", viewer.Options{}, "ref=http%3A%2F%2F%5Bv7.x%5D%2F&rfc3986=1", 200},
		{"rfc3986 with a switch", viewer.Options{}, "ref=a&rfc3986=1&rfc2732=1", 400},
		{"bad escape", viewer.Options{}, "ref=%zz", 400},
		{"long ref", viewer.Options{MaxInput: 16}, "ref=" + long, 413},
		{"long base", viewer.Options{MaxInput: 16}, "base=" + long, 413},
		{"long fields", viewer.Options{MaxInput: 16}, "ref=" + strings.Repeat("%41", 1000), 413},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, body := viewer.Answer(tt.fields, tt.opts)
			assert.Equal(t, tt.status, status)
			assert.True(t, json.Valid(body), "%s", body)
			if status != http.StatusOK {
				var e apiError
				require.NoError(t, json.Unmarshal(body, &e))
				assert.Equal(t, status, e.Status)
				assert.NotEmpty(t, e.Message)
			}
			if tt.opts.Redact {
				assert.NotContains(t, string(body), "secret")
				assert.NotContains(t, string(body), "hidden")
			}
			get := httptest.NewRequest(http.MethodGet, "/api/view?"+tt.fields, nil)
			post := httptest.NewRequest(http.MethodPost, "/api/view", strings.NewReader(tt.fields))
			post.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			for _, req := range []*http.Request{get, post} {
				rec := httptest.NewRecorder()
				viewer.Handler(tt.opts).ServeHTTP(rec, req)
				assert.Equal(t, status, rec.Code, req.Method)
				assert.Equal(t, string(body), rec.Body.String(), req.Method)
			}
		})
	}
}

// The URL-encoded fields are a GET's query or a POST's body, or what the
// page built as static files passes to the module.
func ExampleAnswer() {
	q := url.Values{"ref": {"../g"}, "base": {"http://a/b/c/d;p?q"}, "rfc2732": {"1"}, "queryonly": {"1"}}
	status, body := viewer.Answer(q.Encode(), viewer.Options{})
	var v viewer.View
	if err := json.Unmarshal(body, &v); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(status, *v.Resolution.URI)

	status, body = viewer.Answer("ref=a&x=1", viewer.Options{})
	fmt.Print(status, " ", string(body))
	// Output:
	// 200 http://a/b/g
	// 400 {"status":400,"message":"unknown field \"x\": the fields are ref, base, rfc2732, queryonly, rfc3986","field":"x"}
}

// The components are parse --json's record, their offsets apart; the
// readings side by side come in the same answer.
func ExampleAnswer_components() {
	q := url.Values{"ref": {"mailto:a@b?x"}}
	_, body := viewer.Answer(q.Encode(), viewer.Options{})
	var v viewer.View
	if err := json.Unmarshal(body, &v); err != nil {
		fmt.Println(err)
		return
	}
	c, r := v.Components, v.Ranges.Texts["opaque"]
	fmt.Println(*c.Scheme, *c.Opaque, c.Path == nil, r.Pos, r.End)
	var cmp struct {
		Diffs []struct {
			Field    string   `json:"field"`
			Sections []string `json:"sections"`
		} `json:"diffs"`
	}
	if err := json.Unmarshal(v.Readings, &cmp); err != nil {
		fmt.Println(err)
		return
	}
	for _, d := range cmp.Diffs {
		fmt.Println(d.Field, d.Sections[:2])
	}
	// Output:
	// mailto a@b?x true 7 12
	// path [RFC 2396 section 3 (opaque_part) RFC 3986 section 3.3]
	// query [RFC 2396 section 3 (opaque_part) RFC 3986 section 3.4]
}

// loadFields are the fields of the heaviest request the API answers,
// that of serve's load (cmd/rfc2396's TestServeLoad): a reference of
// DefaultMaxInput bytes of "a/" segments against a base, whose answer is
// the input many times over, in texts of its tree and of its resolution.
var loadFields = url.Values{"ref": {strings.Repeat("a/", viewer.DefaultMaxInput/2)}, "base": {"http://a/b/c/d;p?q"}}.Encode()

// TestAnswerAllocations checks that the answer to loadFields allocates at
// most a bounded number of bytes a byte of its reference, in all: what
// serve's cap on requests in flight multiplies to bound its memory.
func TestAnswerAllocations(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's instrumentation allocates too")
	}
	const perByte = 700 // bytes allocated a byte of the reference, at most: the view and five readings (package readings)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	status, body := viewer.Answer(loadFields, viewer.Options{})
	runtime.ReadMemStats(&after)
	require.Equal(t, http.StatusOK, status)
	require.Greater(t, len(body), 20*viewer.DefaultMaxInput, "the answer holds the reference many times over")
	allocated := after.TotalAlloc - before.TotalAlloc
	t.Logf("answer of %d bytes to a %d-byte reference: %d bytes allocated", len(body), viewer.DefaultMaxInput, allocated)
	assert.Less(t, allocated, uint64(perByte*viewer.DefaultMaxInput))
}

// BenchmarkAnswer measures Answer for a short reference and for
// loadFields.
func BenchmarkAnswer(b *testing.B) {
	for _, bc := range []struct{ name, fields string }{
		{"short", url.Values{"ref": {"../g;x?y#s"}, "base": {"http://a/b/c/d;p?q"}}.Encode()},
		{"64KiB", loadFields},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				viewer.Answer(bc.fields, viewer.Options{})
			}
		})
	}
}

// With rfc3986, the detailed view is RFC 3986's reading: its derivation,
// each node named by RFC 3986's rule, and its components.
func ExampleAnswer_rfc3986() {
	q := url.Values{"ref": {"http://[v7.x]/a"}, "rfc3986": {"1"}}
	_, body := viewer.Answer(q.Encode(), viewer.Options{})
	var v viewer.View
	if err := json.Unmarshal(body, &v); err != nil {
		fmt.Println(err)
		return
	}
	var show func(n *viewer.Node, indent string)
	show = func(n *viewer.Node, indent string) {
		fmt.Printf("%s%s [%d,%d) %q\n", indent, n.Rule, n.Pos, n.End, n.Text)
		for _, c := range n.Children {
			show(c, indent+"  ")
		}
	}
	show(v.Tree, "")
	fmt.Println(*v.Components.HostKind, v.Components.AuthorityKind == nil)
	// Output:
	// URI-reference [0,15) "http://[v7.x]/a"
	//   URI [0,15) "http://[v7.x]/a"
	//     scheme [0,4) "http"
	//     hier-part [5,15) "//[v7.x]/a"
	//       authority [7,13) "[v7.x]"
	//         host [7,13) "[v7.x]"
	//           IP-literal [7,13) "[v7.x]"
	//             IPvFuture [8,12) "v7.x"
	//       path-abempty [13,15) "/a"
	//         segment [14,15) "a"
	// ipvfuture true
}
