package extract_test

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/extract"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

// delimitingExample returns the example text of the appendix on
// delimiting a URI in context of the RFC in file, from the line after
// "For example, the text" to "contains the URI references", and the
// references it lists: the lines indented by six spaces, page breaks
// left out.
func delimitingExample(t *testing.T, file, heading string) (text string, refs []string) {
	t.Helper()
	b, err := os.ReadFile(file)
	require.NoError(t, err)
	s := string(b)
	i := strings.Index(s, "\n"+heading)
	require.True(t, i >= 0, "%s: no %q", file, heading)
	s = s[i:]
	from := strings.Index(s, "For example, the text")
	mid := strings.Index(s, "contains the URI references")
	require.True(t, from > 0 && mid > from, "%s: no example", file)
	indented := func(part string) []string {
		var out []string
		for _, l := range strings.Split(part, "\n") {
			if rest, ok := strings.CutPrefix(l, "      "); ok && rest != "" && rest[0] != ' ' {
				out = append(out, rest)
			}
		}
		return out
	}
	end := mid + strings.Index(s[mid:], "\nBerners-Lee")
	return strings.Join(indented(s[from:mid]), "\n"), indented(s[mid:end])
}

// TestDelimitingAppendices runs the examples of RFC 2396's Appendix E and
// RFC 3986's Appendix C, which give the same advice, through Text in
// their RFC's syntax: each gives the references its appendix lists.
func TestDelimitingAppendices(t *testing.T) {
	for _, tt := range []struct {
		file, heading string
		syn           syntax.Syntax
	}{
		{"../testdata/spec/rfc2396.txt", "E. Recommendations for Delimiting URI in Context", syntax.RFC2396},
		{"../testdata/spec/rfc3986.txt", "Appendix C.  Delimiting a URI in Context", syntax.RFC3986},
	} {
		text, want := delimitingExample(t, tt.file, tt.heading)
		require.Len(t, want, 3, tt.file)
		var got []string
		for m, err := range extract.Text(strings.NewReader(text), tt.syn) {
			require.NoError(t, err)
			assert.NoError(t, m.Err, "%s: %q", tt.file, m.URI)
			got = append(got, m.URI)
		}
		assert.Equal(t, want, got, tt.file)
	}
}

// TestTextRFC3986 checks candidates in RFC 3986 against the default: the
// same candidates, read in another grammar, with no tree.
func TestTextRFC3986(t *testing.T) {
	for _, tt := range []struct {
		text, uri  string
		ok3986, ok bool
		offset     int // of the error in RFC 3986, when !ok3986
	}{
		{"see <http://a/b?x[1]=y>", "http://a/b?x[1]=y", false, true, 12},
		{"see <http://[v1.x]/>", "http://[v1.x]/", true, false, 0},
		{"see <http://a_b/x>", "http://a_b/x", true, true, 0},
		{"see http://256.1.1.1/x.", "http://256.1.1.1/x", true, true, 0},
		{"mail mailto:a@b?subject=hi now", "mailto:a@b?subject=hi", true, true, 0},
		{`see "http://[fe80::1%25eth0]/"`, "http://[fe80::1%25eth0]/", false, false, 15},
	} {
		one := func(opts ...extract.Option) *extract.Match {
			var ms []*extract.Match
			for m, err := range extract.Text(strings.NewReader(tt.text), opts...) {
				require.NoError(t, err)
				ms = append(ms, m)
			}
			require.Len(t, ms, 1, tt.text)
			assert.Equal(t, tt.uri, ms[0].URI, tt.text)
			return ms[0]
		}
		m := one(syntax.RFC3986)
		assert.Nil(t, m.Ref, "%s: a tree in RFC 3986", tt.text)
		if tt.ok3986 {
			assert.NoError(t, m.Err, tt.text)
		} else {
			var ce *extract.CandidateError
			require.True(t, errors.As(m.Err, &ce), "%s: %v", tt.text, m.Err)
			assert.Equal(t, tt.offset, ce.Err.Offset, tt.text)
			assert.Equal(t, parser.Validate(tt.uri, syntax.RFC3986).Error(), ce.Err.Error(), tt.text)
		}
		d := one()
		assert.Equal(t, tt.ok, d.Err == nil, "%s: default: %v", tt.text, d.Err)
	}
}

// TestRFC3986NoTrees checks that the options that take or give trees,
// which are RFC 2396's, are refused in RFC 3986, and that HTML checks
// references there without resolving them.
func TestRFC3986NoTrees(t *testing.T) {
	base, err := extract.ParseBase("http://a/")
	require.NoError(t, err)
	for _, opts := range [][]extract.Option{
		{syntax.RFC3986, extract.Trees(true)},
		{extract.Base(base), syntax.RFC3986},
		{syntax.RFC3986, extract.Resolve(resolve.DotDot(resolve.RemoveDotDot))},
		{syntax.RFC3986, syntax.RFC2396},
	} {
		for m, err := range extract.Text(strings.NewReader("<http://a/>"), opts...) {
			var oe *syntax.OptionError
			assert.True(t, errors.As(err, &oe), "%v: %v", opts, err)
			assert.Nil(t, m)
		}
	}
	_, err = extract.ParseBase("http://a/", syntax.RFC3986)
	var oe *syntax.OptionError
	assert.True(t, errors.As(err, &oe), "%v", err)
	// Trees(false) and Base(nil) ask for no tree.
	for m, err := range extract.Text(strings.NewReader("<http://a/>"), syntax.RFC3986, extract.Trees(false), extract.Base(nil)) {
		require.NoError(t, err)
		assert.NoError(t, m.Err)
	}
	doc := `<base href="http://a/b/"><a href="c[1]">x</a><img src="http://[v1.x]/i.png">`
	var got []string
	for m, err := range extract.HTML(strings.NewReader(doc), syntax.RFC3986) {
		require.NoError(t, err)
		assert.Nil(t, m.Resolved, m.URI)
		assert.Nil(t, m.Base, m.URI)
		assert.NoError(t, m.ResolveErr, m.URI)
		got = append(got, m.URI+" "+map[bool]string{true: "valid", false: "invalid"}[m.Err == nil])
	}
	assert.Equal(t, []string{"http://a/b/ valid", "c[1] invalid", "http://[v1.x]/i.png valid"}, got)
}

// TestRFC3986Password checks that the error of a candidate read in RFC
// 3986 hides its password, as in RFC 2396.
func TestRFC3986Password(t *testing.T) {
	for _, text := range []string{"<http://u:secret@a/b[1]>", "<http://u:sec[ret@a/>", "see http://u:secret@[v1.x/ now"} {
		for m, err := range extract.Text(strings.NewReader(text), syntax.RFC3986) {
			require.NoError(t, err)
			require.Error(t, m.Err, text)
			assert.NotContains(t, m.Err.Error(), "secret", text)
			assert.NotContains(t, m.Err.Error(), "sec[ret", text)
			var ce *extract.CandidateError
			require.True(t, errors.As(m.Err, &ce), text)
			assert.NotContains(t, ce.Err.Input, "secret", text)
		}
	}
}
