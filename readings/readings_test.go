package readings

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite testdata/compare.golden")

// The readings, by their place in a Comparison without net/url.
const (
	rfc2396 = iota
	defaultReading
	rfc3986
	whatwgReading
)

// def and undef are the values of the tables below.
func def(s string) Value { return Value{State: Defined, Text: s} }

var undef = Value{State: Undefined}

// TestIssueExamples holds the examples of the issue that asked for the
// comparison: each names the fields on which the readings differ, and
// what some readings give for some fields.
func TestIssueExamples(t *testing.T) {
	tests := []struct {
		ref, base string
		diffs     []Field
		want      map[int]map[Field]Value // reading -> field -> value
		valid     []bool                  // by reading
		sections  map[Field][]string      // sections a Diff must name
	}{
		{
			ref: "mailto:a@b?x", diffs: []Field{Path, Query},
			valid: []bool{true, true, true, true},
			want: map[int]map[Field]Value{
				rfc2396:       {Path: def("a@b?x"), Query: undef, Authority: undef},
				rfc3986:       {Path: def("a@b"), Query: def("x")},
				whatwgReading: {Path: def("a@b"), Query: def("x"), Authority: {}},
			},
			sections: map[Field][]string{
				Path:  {"RFC 2396 section 3 (opaque_part)", "RFC 3986 section 3.3"},
				Query: {"RFC 2396 section 3 (opaque_part)", "RFC 3986 section 3.4"},
			},
		},
		{
			ref: "http://[v7.x]/", diffs: []Field{Valid},
			valid: []bool{false, false, true, false},
			want: map[int]map[Field]Value{
				rfc3986: {Host: def("[v7.x]"), HostKind: def("ipvfuture"), Authority: def("[v7.x]")},
			},
			sections: map[Field][]string{Valid: {"RFC 2732 section 3 (IPv6address)"}},
		},
		{
			ref: "../g", base: "http://a/b", diffs: []Field{Resolved},
			valid: []bool{true, true, true, true},
			want: map[int]map[Field]Value{
				rfc2396:        {Resolved: def("http://a/../g"), Path: def("../g")},
				defaultReading: {Resolved: def("http://a/../g")},
				// No components of its own: a relative reference.
				whatwgReading: {Resolved: def("http://a/g"), Path: {}, Normal: {}},
			},
			sections: map[Field][]string{Resolved: {"RFC 2396 section 5.2", "WHATWG URL, URL parsing with a base"}},
		},
		{
			ref: "http://a_b/", diffs: []Field{Host, HostKind},
			valid: []bool{true, true, true, true},
			want: map[int]map[Field]Value{
				rfc2396:       {Authority: def("a_b"), Host: undef, HostKind: undef},
				rfc3986:       {Host: def("a_b"), HostKind: def("name")},
				whatwgReading: {Host: def("a_b"), HostKind: def("name")},
			},
			sections: map[Field][]string{Host: {"RFC 2396 section 3.2.1 (reg_name)", "RFC 3986 section 3.2.2", "WHATWG URL, host parsing"}},
		},
		{
			// Refused by every reading: agreement.
			ref: "%zz", valid: []bool{false, false, false, false},
		},
		{
			ref: "?y", base: "http://a/b/c", diffs: []Field{Valid, Resolved},
			valid: []bool{false, true, true, true},
			want: map[int]map[Field]Value{
				defaultReading: {Resolved: def("http://a/b/?y"), Path: def(""), Query: def("y")},
				whatwgReading:  {Resolved: def("http://a/b/c?y")},
			},
			sections: map[Field][]string{Valid: {"RFC 2396 section 5 (relativeURI)", `RFC 2396 Appendix C ("?y")`}},
		},
		{
			// Undefined apart from empty; net/url has no empty fragment.
			ref: "http://a/?#", diffs: nil,
			valid: []bool{true, true, true, true},
			want: map[int]map[Field]Value{
				rfc2396:       {Query: def(""), Fragment: def(""), Port: undef},
				whatwgReading: {Query: def(""), Fragment: def(""), Userinfo: {}},
			},
		},
	}
	for _, tt := range tests {
		c := Compare(tt.ref, Options{Base: tt.base, NoNetURL: true})
		var got []Field
		for _, d := range c.Diffs {
			got = append(got, d.Field)
			for _, s := range tt.sections[d.Field] {
				if !slices.Contains(d.Sections, s) {
					t.Errorf("%q: %s differs for %q, want %q among them", tt.ref, d.Field, d.Sections, s)
				}
			}
		}
		if !slices.Equal(got, tt.diffs) {
			t.Errorf("%q: differs on %v, want %v", tt.ref, got, tt.diffs)
		}
		if c.Agree() != (len(tt.diffs) == 0) {
			t.Errorf("%q: Agree() = %v", tt.ref, c.Agree())
		}
		for i, v := range tt.valid {
			if c.Readings[i].Valid != v {
				t.Errorf("%q: %s valid = %v, want %v (%+v)", tt.ref, c.Readings[i].Name, c.Readings[i].Valid, v, c.Readings[i].Error)
			}
		}
		for i, fields := range tt.want {
			for f, v := range fields {
				if g := c.Readings[i].Value(f); g != v {
					t.Errorf("%q: %s %s = %+v, want %+v", tt.ref, c.Readings[i].Name, f, g, v)
				}
			}
		}
	}
}

// TestWHATWGFacts holds the WHATWG column to expected results of the web
// platform's URL tests (urltestdata.json): an input, a base, and the
// href, host and so on that the URL Standard gives, or its failure.
func TestWHATWGFacts(t *testing.T) {
	tests := []struct {
		input, base string
		fail        bool
		want        map[Field]Value
	}{
		{input: "http://[::127.0.0.1]", base: "http://example.org/foo/bar", want: map[Field]Value{Resolved: def("http://[::7f00:1]/"), Host: def("[::7f00:1]"), HostKind: def("ipv6")}},
		{input: "http://a:b@c:29/d", base: "http://example.org/foo/bar", want: map[Field]Value{Resolved: def("http://a:b@c:29/d"), Userinfo: def("a:b"), Host: def("c"), Port: def("29"), Path: def("/d")}},
		{input: "http:/example.com/", base: "http://example.org/foo/bar", want: map[Field]Value{Resolved: def("http://example.org/example.com/")}},
		{input: "http:/example.com/", want: map[Field]Value{Normal: def("http://example.com/"), Host: def("example.com")}},
		{input: "http://@www.example.com", want: map[Field]Value{Normal: def("http://www.example.com/"), Host: def("www.example.com"), Userinfo: {}}},
		{input: "non-special://test:@test/x", want: map[Field]Value{Normal: def("non-special://test@test/x"), Userinfo: def("test"), Host: def("test"), Path: def("/x")}},
		{input: "mailto:/../", want: map[Field]Value{Normal: def("mailto:/"), Host: undef, Path: def("/")}},
		{input: "http://f:21/ b ? d # e ", base: "http://example.org/foo/bar", want: map[Field]Value{Resolved: def("http://f:21/%20b%20?%20d%20#%20e"), Path: def("/%20b%20"), Query: def("%20d%20"), Fragment: def("%20e")}},
		{input: "http://[www.google.com]/", fail: true},
		{input: "http://1.2.3.4.5", base: "http://other.com/", fail: true},
	}
	for _, tt := range tests {
		r := Compare(tt.input, Options{Base: tt.base, NoNetURL: true}).Readings[whatwgReading]
		if r.Valid == tt.fail {
			t.Errorf("%q against %q: valid = %v, want %v (%+v)", tt.input, tt.base, r.Valid, !tt.fail, r.Error)
			continue
		}
		for f, v := range tt.want {
			if g := r.Value(f); g != v {
				t.Errorf("%q against %q: %s = %+v, want %+v", tt.input, tt.base, f, g, v)
			}
		}
	}
}

// TestPasswords holds the messages to hiding the password unless
// RawErrors, and Redacted to hiding it everywhere.
func TestPasswords(t *testing.T) {
	const ref, pw = "http://u:s3cr3t@a/%zz", "s3cr3t"
	for _, base := range []string{"", "http://v:s3cr3t@b/%"} {
		c := Compare(ref, Options{Base: base})
		for _, r := range c.Readings {
			if r.Error != nil && strings.Contains(r.Error.Message, pw) {
				t.Errorf("%s's message shows the password: %s", r.Name, r.Error.Message)
			}
			for _, f := range Fields() {
				if v := r.Value(f); v.State >= Failed && strings.Contains(v.Text, pw) {
					t.Errorf("%s's %s shows the password: %s", r.Name, f, v.Text)
				}
			}
		}
		raw := Compare(ref, Options{Base: base, RawErrors: true})
		if !strings.Contains(raw.Readings[rfc2396].Error.Message, pw) {
			t.Errorf("RawErrors: %q hides the password", raw.Readings[rfc2396].Error.Message)
		}
		red := raw.Redacted()
		j, err := json.Marshal(red)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(j, []byte(pw)) {
			t.Errorf("Redacted shows the password: %s", j)
		}
		if got, want := red.Readings[rfc2396].Error.Offset, c.Readings[rfc2396].Error.Offset; got != want {
			t.Errorf("Redacted: offset %d, want %d, that of the hidden text", got, want)
		}
		if !strings.Contains(string(j), `"u:xxxxx"`) {
			t.Errorf("Redacted: no userinfo u:xxxxx in %s", j)
		}
	}
}

// TestGolden holds the comparison of every line of testdata/compare.txt
// ("REF", or "BASE<TAB>REF") to testdata/compare.golden, one JSON object
// a line, without net/url's column.
func TestGolden(t *testing.T) {
	in, err := os.ReadFile("testdata/compare.txt")
	if err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	sc := bufio.NewScanner(bytes.NewReader(in))
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		ref, base := line, ""
		if b, r, ok := strings.Cut(line, "\t"); ok {
			ref, base = r, b
		}
		j, err := json.Marshal(Compare(ref, Options{Base: base, NoNetURL: true}))
		if err != nil {
			t.Fatal(err)
		}
		var pretty bytes.Buffer
		json.Indent(&pretty, j, "", "  ")
		got.Write(pretty.Bytes())
		got.WriteByte('\n')
	}
	const golden = "testdata/compare.golden"
	if *update {
		if err := os.WriteFile(golden, got.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (write it with go test -update)", err)
	}
	if !bytes.Equal(got.Bytes(), want) {
		t.Errorf("the comparisons differ from %s: run go test ./readings -update and read the diff", golden)
	}
}

// TestNetURLColumn holds the net/url column to its name and to
// Options.NoNetURL.
func TestNetURLColumn(t *testing.T) {
	c := Compare("http://a:80/b?#", Options{})
	if len(c.Readings) != 5 || c.Readings[4].Name != NetURLName() || !strings.Contains(NetURLName(), "go") {
		t.Fatalf("readings %d, last %q", len(c.Readings), c.Readings[len(c.Readings)-1].Name)
	}
	r := c.Readings[4]
	for f, v := range map[Field]Value{Host: def("a"), Port: def("80"), Query: def(""), Fragment: {}, Authority: {}, Normal: {}} {
		if g := r.Value(f); g != v {
			t.Errorf("net/url %s = %+v, want %+v", f, g, v)
		}
	}
	if n := len(Compare("http://a/", Options{NoNetURL: true}).Readings); n != 4 {
		t.Errorf("NoNetURL: %d readings", n)
	}
}

// TestWHATWGCap: past MaxWHATWGSegments the WHATWG column is not read
// (whatwg-url writes a path in quadratic time), says so, and takes no
// part in the comparison; Compare's memory stays a small multiple of
// the input.
func TestWHATWGCap(t *testing.T) {
	ref := strings.Repeat("a/", 1<<15)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	c := Compare(ref, Options{Base: "http://a/b/c/d;p?q", NoNetURL: true})
	runtime.ReadMemStats(&after)
	allocated := after.TotalAlloc - before.TotalAlloc
	assert.Less(t, allocated, uint64(200*len(ref)), "bytes allocated")
	w := c.Readings[3]
	require.Equal(t, "WHATWG", w.Name)
	assert.False(t, w.Valid)
	assert.Contains(t, w.Error.Message, "not read")
	for _, d := range c.Diffs {
		assert.NotEqual(t, Valid, d.Field, "the unread column makes no difference of validity")
	}
	short := Compare(strings.Repeat("a/", MaxWHATWGSegments/2), Options{Base: "http://a/b/c/d;p?q", NoNetURL: true})
	assert.True(t, short.Readings[3].Valid, "under the cap the column is read")
}
