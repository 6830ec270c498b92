package parser_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

func TestServerError(t *testing.T) {
	for _, tc := range []struct {
		ref    string
		offset int // in the authority
		char   rune
		rule   syntax.Rule
		hint   string
	}{
		{"http://a_b.example/", 1, '_', "hostname", `"_" cannot be part of a hostname`},
		{"http://host:http/", 5, 'h', "port", "digits only"},
		{"http://a:1:2/", 3, ':', "port", "digits only"},
		{"http://u@v@h/", 3, '@', "hostport", `one "@"`},
		{"http://u@/", 2, parser.EndOfInput, "host", "needs a host"},
		{"http://:80/", 0, ':', "host", "needs a host"},
		{"http://a..b/", 2, '.', "hostname", "not empty"},
		{"http://.a/", 0, '.', "hostname", "not empty"},
		{"http://-a/", 0, '-', "domainlabel", `begin with "-"`},
		{"http://a-.b/", 2, '.', "domainlabel", `end with "-"`},
		{"http://a-/", 2, parser.EndOfInput, "domainlabel", `end with "-"`},
		{"http://a_b:x/", 1, '_', "hostname", "cannot be part"},
		{"http://.!/", 0, '.', "hostname", "not empty"},
		{"http://1.2.3/", 5, parser.EndOfInput, "toplabel", `"3", must begin with a letter`},
		{"http://1.2.3.4./", 8, parser.EndOfInput, "toplabel", `"4", must begin with a letter`},
		{"http://1.2.3:80/", 5, ':', "toplabel", "must begin with a letter"},
		{"http://a%41/", 1, '%', "hostname", "cannot be part of a hostname"},
		{"http://a.b;c/", 3, ';', "hostname", "cannot be part of a hostname"},
		{"http://u:p@a$b/", 5, '$', "hostname", "cannot be part of a hostname"},
		{"foo://@:/", 1, ':', "host", "needs a host"},
		{"foo://:A/", 0, ':', "host", "needs a host"},
		// RFC 2732's IPv4address, the default's, has numbers of one to
		// three digits; Appendix A's any number.
		{"http://1234.1.1.1/", 10, parser.EndOfInput, "toplabel", "four numbers of one to three digits (RFC 2732; Appendix A's have any number)"},
		{"http://1.2.34567.8:80/", 11, ':', "toplabel", "four numbers of one to three digits"},
	} {
		r, err := parser.Parse(tc.ref)
		require.NoError(t, err, tc.ref)
		reg, ok := r.Authority().(*ast.RegName)
		require.True(t, ok, "%q: authority %T", tc.ref, r.Authority())
		e := parser.ServerError(reg)
		if !assert.NotNil(t, e, tc.ref) {
			continue
		}
		assert.Equal(t, reg.Text, e.Input, tc.ref)
		assert.Equal(t, tc.offset, e.Offset, "%q: %v", tc.ref, e)
		assert.Equal(t, tc.char, e.Char, "%q: %v", tc.ref, e)
		assert.Equal(t, tc.rule, e.Rule, "%q: %v", tc.ref, e)
		assert.Contains(t, e.Hint, tc.hint, tc.ref)
	}
	assert.Nil(t, parser.ServerError(nil))
	assert.Nil(t, parser.ServerError(&ast.RegName{Extent: ast.Extent{Text: "a.example:80"}}), "a server after all")
	assert.NotNil(t, parser.ServerError(&ast.RegName{Extent: ast.Extent{Text: "1234.1.1.1:80"}}), "a server in Appendix A alone")
}

// TestServerErrorCorpus checks ServerError on every registry name of the
// corpus: the text before the offset, with a host put after it where one
// is missing, is no proof; but the offset must be inside the text and the
// character the one there, and the text must not be a server.
func TestServerErrorCorpus(t *testing.T) {
	n := 0
	for _, l := range testcorpus.Lines("../testdata/parse/valid.txt") {
		r, err := parser.Parse(testcorpus.Field(l))
		require.NoError(t, err)
		reg, ok := r.Authority().(*ast.RegName)
		if !ok {
			continue
		}
		n++
		e := parser.ServerError(reg)
		require.NotNil(t, e, "%q", reg.Text)
		require.True(t, 0 <= e.Offset && e.Offset <= len(reg.Text), "%q: %v", reg.Text, e)
		if e.Offset < len(reg.Text) {
			assert.Equal(t, []rune(reg.Text[e.Offset:])[0], e.Char)
		}
		// Up to the offset, the text is a prefix of some server: it is
		// one, or one with a host or a label's last letter added.
		prefix := reg.Text[:e.Offset]
		viable := false
		for _, tail := range []string{"", "a", "1", ".a", "1.a", "@a"} {
			if ok, _ := parser.MatchRule("server", prefix+tail, parser.Grammar()); ok {
				viable = true
			}
		}
		assert.True(t, viable, "%q: the text before offset %d is no server's start (%v)", reg.Text, e.Offset, e)
	}
	assert.Greater(t, n, 3, "the corpus has registry names")
}

// FuzzServerError checks that every authority a parser reads as a
// reg_name gets an explanation, at an offset inside its text up to which
// the text can still start a server.
func FuzzServerError(f *testing.F) {
	for _, s := range []string{"http://a_b/", "//h:x", "//u@v@w", "//1.2.3", "//a..b", "//-a", "//a-", "//@", "//%41"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := parser.Parse(s)
		if err != nil {
			return
		}
		reg, ok := r.Authority().(*ast.RegName)
		if !ok {
			return
		}
		e := parser.ServerError(reg)
		if e == nil {
			t.Fatalf("%q: no explanation for reg_name %q", s, reg.Text)
		}
		if e.Offset < 0 || e.Offset > len(reg.Text) {
			t.Fatalf("%q: offset %d outside %q", s, e.Offset, reg.Text)
		}
		prefix := reg.Text[:e.Offset]
		for _, tail := range []string{"", "a", "1", ".a", "1.a", "@a"} {
			if ok, _ := parser.MatchRule("server", prefix+tail, parser.Grammar()); ok {
				return
			}
		}
		t.Fatalf("%q: %q, before offset %d, starts no server (%v)", s, prefix, e.Offset, e)
	})
}

// TestServerErrorAgrees checks that ServerError, which reads with the fast
// engine, finds no error exactly where the grammar's server rule matches,
// on every string of the oracle corpus.
func TestServerErrorAgrees(t *testing.T) {
	for _, s := range corpus() {
		if raceSkip(s) {
			continue
		}
		server, _ := parser.MatchRule("server", s, parser.Grammar())
		e := parser.ServerError(&ast.RegName{Extent: ast.Extent{Text: s}})
		assert.Equal(t, server, e == nil, "%q: server %v, ServerError %v", s, server, e)
	}
}
