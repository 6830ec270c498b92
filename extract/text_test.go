package extract_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/extract"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// collect returns the matches of seq, failing t on an error.
func collect(t testing.TB, seq func(yield func(*extract.Match, error) bool)) []*extract.Match {
	t.Helper()
	var ms []*extract.Match
	for m, err := range seq {
		require.NoError(t, err)
		ms = append(ms, m)
	}
	return ms
}

// describe writes a match on one line: its delimiter, its URI, and its
// flags: "ws" for whitespace removed, "alt=..." for an ambiguous hyphen,
// "invalid@N" for a parse error at offset N of the URI.
func describe(m *extract.Match) string {
	s := m.Delimiter.String() + " " + m.URI
	if m.WhitespaceRemoved {
		s += " ws"
	}
	if m.AmbiguousHyphen {
		s += " alt=" + m.Alternative
	}
	var pe *parser.Error
	switch {
	case errors.As(m.Err, &pe):
		s += fmt.Sprintf(" invalid@%d", pe.Offset)
	case m.Err != nil:
		s += " error: " + m.Err.Error()
	}
	return s
}

func describeAll(ms []*extract.Match) []string {
	out := []string{}
	for _, m := range ms {
		out = append(out, describe(m))
	}
	return out
}

func TestAppendixE(t *testing.T) {
	text, err := os.ReadFile("testdata/appendix_e.txt")
	require.NoError(t, err)
	want, err := os.ReadFile("testdata/appendix_e.want")
	require.NoError(t, err)
	var got []string
	for _, m := range collect(t, extract.Text(strings.NewReader(string(text)))) {
		require.NoError(t, m.Err, m.URI)
		assert.False(t, m.AmbiguousHyphen)
		got = append(got, m.URI)
	}
	assert.Equal(t, strings.Fields(string(want)), got)
}

// textCases are the delimiter, whitespace, hyphen and punctuation cases of
// Appendix E, and the decisions of the package documentation.
var textCases = []struct {
	name, in string
	want     []string
}{
	// Delimiters.
	{"angle", "see <http://a/b>.", []string{"angle http://a/b"}},
	{"angle URL prefix", "<URL:http://a/b>", []string{"angle http://a/b"}},
	{"angle URL prefix space", "<URL: http://a/b>", []string{"angle http://a/b"}},
	{"angle URL prefix line break", "<URL:\n  http://a/b>", []string{"angle http://a/b"}},
	{"angle relative", "<../g;x?y#s>", []string{"angle ../g;x?y#s"}},
	{"angle fragment", "<http://a/b#frag>", []string{"angle http://a/b#frag"}},
	{"angle invalid", "<http://a/{x}>", []string{"angle http://a/{x} invalid@9"}},
	{"angle empty", "<> <URL:>", []string{}},
	{"angle after letter", "vector<int> x", []string{}},
	{"angle space after open", "a < b > c", []string{}},
	{"angle space before close", "<http://a/ >", []string{"none http://a/"}},
	{"angle blank line", "<http://a/\n\nb>", []string{"none http://a/"}},
	{"angle nested open", "<a <http://a/>", []string{"angle http://a/"}},
	{"angle unclosed", "<http://a/", []string{"none http://a/"}},
	{"angle in parens", "(<http://a/b>)", []string{"angle http://a/b"}},
	{"quote", `under "http://a/b/",`, []string{"quote http://a/b/"}},
	{"quote relative", `"../x"`, []string{"quote ../x"}},
	{"quote invalid", `"a%zz"`, []string{"quote a%zz invalid@2"}},
	{"quote with space is prose", `"see http://a/ now"`, []string{"none http://a/"}},
	{"quote after digit", `a 5" screen and "x"`, []string{"quote x"}},
	{"quote around angle", `"<http://a/>"`, []string{"angle http://a/"}},
	{"quote empty", `""`, []string{}},
	{"quote unclosed", `"http://a/`, []string{"none http://a/"}},

	// Whitespace.
	{"angle spaces tabs breaks", "<http://a/b/\n\tc d/e\r\n  f>", []string{"angle http://a/b/cd/ef ws"}},
	{"angle unicode space", "<http://a/\u00a0b>", []string{"angle http://a/b ws"}},
	{"bare ends at space", "http://a/b c", []string{"none http://a/b"}},
	{"bare ends at unicode space", "http://a/b\u2003c", []string{"none http://a/b"}},
	{"bare ends at line break", "http://a/b\nc", []string{"none http://a/b"}},
	{"bare ends at backtick", "`http://a/b`", []string{"none http://a/b"}},
	{"bare ends at angle", "http://a/b<c", []string{"none http://a/b"}},

	// The hyphen at a line break.
	{"angle hyphen", "<http://a/long-\n   name>", []string{"angle http://a/long-name ws alt=http://a/longname"}},
	{"angle hyphen crlf", "<http://a/long-\r\nname>", []string{"angle http://a/long-name ws alt=http://a/longname"}},
	{"angle hyphen space before break", "<http://a/long- \nname>", []string{"angle http://a/long-name ws alt=http://a/longname"}},
	{"angle hyphen no break", "<http://a/long- name>", []string{"angle http://a/long-name ws"}},
	{"angle two hyphens", "<http://a/a-\nb-\nc>", []string{"angle http://a/a-b-c ws alt=http://a/abc"}},
	{"bare hyphen", "at http://a/long-\n    name.", []string{"none http://a/long-name ws alt=http://a/longname"}},
	{"bare hyphen twice", "http://a/a-\nb-\nc", []string{"none http://a/a-b-c ws alt=http://a/abc"}},
	{"bare hyphen blank line", "http://a/end-\n\nname", []string{"none http://a/end-"}},
	{"bare hyphen next line delimiter", "http://a/end-\n<b>", []string{"none http://a/end-", "angle b"}},
	{"bare hyphen next line punctuation", "http://a/end-\n.", []string{"none http://a/end-"}},
	{"bare hyphen end of input", "http://a/end-\n", []string{"none http://a/end-"}},
	{"bare hyphen no break", "http://a/end- name", []string{"none http://a/end-"}},
	{"hyphen alternative invalid", "<%-\n41>", []string{"angle %-41 ws alt=%41 invalid@1"}},

	// Punctuation and parentheses.
	{"period", "http://a/b.", []string{"none http://a/b"}},
	{"all punctuation", "http://a/b.,;:!?", []string{"none http://a/b"}},
	{"inner period kept", "http://a/b.html", []string{"none http://a/b.html"}},
	{"parens around", "(see http://a/b)", []string{"none http://a/b"}},
	{"paren touching", "(http://a/b).", []string{"none http://a/b"}},
	{"parens inside", "http://a/b_(c)", []string{"none http://a/b_(c)"}},
	{"parens inside then closing", "(http://a/b_(c))", []string{"none http://a/b_(c)"}},
	{"punctuation and paren", "(http://a/b?).", []string{"none http://a/b"}},
	{"inner comma kept", "http://a/b,c", []string{"none http://a/b,c"}},
	{"delimited keeps punctuation", "<http://a/b.>", []string{"angle http://a/b."}},

	// Which bare candidates count.
	{"scheme slash slash", "ftp://a/ and foo://b", []string{"none ftp://a/", "none foo://b"}},
	{"scheme case", "HTTP://A/ MailTo:x@y", []string{"none HTTP://A/", "none MailTo:x@y"}},
	{"listed schemes", "mailto:a@b news:comp.x urn:isbn:1 tel:+1 data:,x", []string{"none mailto:a@b", "none news:comp.x", "none urn:isbn:1", "none tel:+1", "none data:,x"}},
	{"word colon word", "Note:see TODO:fix a:b", []string{}},
	{"bare relative", "../x and /a/b and www.a.org", []string{}},
	{"scheme mention", "the http:// prefix and the mailto: scheme.", []string{}},
	{"scheme inside word", "xhttp://a/ URL:http://b/", []string{"none xhttp://a/", "none http://b/"}},
	{"scheme after letter plus", "a+http://x/", []string{"none a+http://x/"}},
	{"bare invalid", "http://a/b|c", []string{"none http://a/b|c invalid@10"}},
	{"bare non-ASCII", "http://\u00e9.fr/", []string{"none http://\u00e9.fr/ invalid@7"}},
	{"markdown link", "[text](http://a/b)", []string{"none http://a/b"}},
	{"square brackets", "[http://a/b].", []string{"none http://a/b"}},
	{"square bracket unmatched inside", "http://a/b]c", []string{"none http://a/b]c invalid@10"}},
	{"single quotes", "curl 'http://a/b?x=1';", []string{"none http://a/b?x=1"}},
	{"single quote inside", "'http://a/it's'.", []string{"none http://a/it's"}},
	{"single quote unpaired kept", "http://a/b'", []string{"none http://a/b'"}},
	{"emphasis", "*http://a/b*, _http://a/c_", []string{"none http://a/b", "none http://a/c"}},
	{"typographic quotes", "\u201chttp://a/b\u201d and \u2018http://a/c\u2019s \u00abhttp://a/d\u00bb", []string{"none http://a/b", "none http://a/c", "none http://a/d"}},
	{"non-ASCII inside kept", "http://a/\u00e9t\u00e9", []string{"none http://a/\u00e9t\u00e9 invalid@9"}},
}

func TestText(t *testing.T) {
	for _, tt := range textCases {
		t.Run(tt.name, func(t *testing.T) {
			got := describeAll(collect(t, extract.Text(strings.NewReader(tt.in))))
			assert.Equal(t, tt.want, got, "input %q", tt.in)
		})
	}
}

// TestTextOneByte reads each case one byte at a time: the window the
// scanner reads into must not change what it finds.
func TestTextOneByte(t *testing.T) {
	for _, tt := range textCases {
		whole := collect(t, extract.Text(strings.NewReader(tt.in)))
		bytewise := collect(t, extract.Text(iotest.OneByteReader(strings.NewReader(tt.in))))
		assert.Equal(t, describeAll(whole), describeAll(bytewise), tt.name)
	}
}

func TestTextPositions(t *testing.T) {
	in := "a\n  <URL: http://a/b>\r\n\"x\" http://c/d-\n e\n\u00e9 <http://f/>"
	ms := collect(t, extract.Text(strings.NewReader(in)))
	type pos struct {
		offset       int64
		line, column int
		text         string
	}
	var got []pos
	for _, m := range ms {
		got = append(got, pos{m.Offset, m.Line, m.Column, m.Text})
	}
	assert.Equal(t, []pos{
		{10, 2, 9, "http://a/b"},
		{24, 3, 2, "x"},
		{27, 3, 5, "http://c/d-\n e"},
		{46, 5, 5, "http://f/"},
	}, got)
	for _, p := range got {
		assert.Equal(t, p.text, in[p.offset:p.offset+int64(len(p.text))])
	}
}

func TestTextLong(t *testing.T) {
	long := strings.Repeat("a", extract.MaxLength)
	tests := []struct {
		name, in string
		want     []string
	}{
		{"long word", "x" + long + " http://a/", []string{"none http://a/"}},
		{"long word then scheme", long + "/http://a/", []string{"none http://a/"}},
		{"long angle", "<http://a/" + long + "> http://b/", []string{"none http://a/" + long[:extract.MaxLength-len("http://a/")] + " error", "none http://b/"}},
		{"long bare", "http://a/" + long + " http://b/", []string{"none http://a/" + long[:extract.MaxLength-len("http://a/")] + " error", "none http://b/"}},
		{"hyphen then long spaces", "http://a/x-" + strings.Repeat(" ", extract.MaxLength) + "\ny", []string{"none http://a/x-"}},
		{"hyphen then long indentation", "http://a/x-\n" + strings.Repeat(" ", extract.MaxLength) + "y", []string{"none http://a/x-"}},
		{"URL prefix then long spaces", "<URL:" + strings.Repeat(" ", extract.MaxLength) + "http://a/>", []string{"none http://a/"}},
		{"long quote", `"` + long + `" http://b/`, []string{"none http://b/"}},
		{"just fits", "http://a/" + long[:extract.MaxLength-len("http://a/")] + " ", []string{"none http://a/" + long[:extract.MaxLength-len("http://a/")]}},
		{"long hyphen chain", strings.Repeat("http://h/yphen-\n", extract.MaxLength/8) + "\nhttp://b/", []string{"none " + strings.Repeat("http://h/yphen-\n", extract.MaxLength/8)[:extract.MaxLength] + " error", "none http://b/"}},
		{"long hyphen chain, a word after", "http://a/" + long + "-\n http://c/ http://b/", []string{"none http://a/" + long[:extract.MaxLength-len("http://a/")] + " error", "none http://b/"}},
		{"one byte too long", "http://a/" + long[:extract.MaxLength-len("http://a/")] + ".", []string{"none http://a/" + long[:extract.MaxLength-len("http://a/")] + " error"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, m := range collect(t, extract.Text(strings.NewReader(tt.in))) {
				s := m.Delimiter.String() + " " + m.URI
				var le *extract.LengthError
				if errors.As(m.Err, &le) {
					s += " error"
					assert.Equal(t, m.Offset, le.Offset)
					assert.Contains(t, le.Error(), "longer than 65536 bytes")
				} else {
					require.NoError(t, m.Err)
				}
				got = append(got, s)
			}
			assert.True(t, assert.ObjectsAreEqual(tt.want, got), "got %d matches, want %d", len(got), len(tt.want))
		})
	}
}

func TestTextReadError(t *testing.T) {
	boom := errors.New("boom")
	r := io.MultiReader(strings.NewReader("<http://a/> http://b/ "), iotest.ErrReader(boom))
	var uris []string
	var errs []error
	for m, err := range extract.Text(r) {
		if err != nil {
			assert.Nil(t, m)
			errs = append(errs, err)
			continue
		}
		uris = append(uris, m.URI)
	}
	assert.Equal(t, []error{boom}, errs)
	// Both end at a space, so both are found before the read fails.
	assert.Equal(t, []string{"http://a/", "http://b/"}, uris)
}

func TestTextStop(t *testing.T) {
	n := 0
	for range extract.Text(strings.NewReader("<a> <b> <c>")) {
		n++
		if n == 2 {
			break
		}
	}
	assert.Equal(t, 2, n)
}

func TestTextBase(t *testing.T) {
	base, err := parser.ParseAbsolute("http://a/b/c/d;p?q")
	require.NoError(t, err)
	var got []string
	for _, m := range collect(t, extract.Text(strings.NewReader(`<../g> "#s" http://x/y <a%>`), extract.Base(base))) {
		switch {
		case m.Resolved != nil:
			got = append(got, m.Resolved.String())
			assert.Same(t, base, m.Base)
		case m.Err != nil:
			assert.Nil(t, m.ResolveErr)
			got = append(got, "invalid")
		}
	}
	assert.Equal(t, []string{"http://a/b/g", "http://a/b/c/d;p?q#s", "http://x/y", "invalid"}, got)

	for _, m := range collect(t, extract.Text(strings.NewReader("<../g>"))) {
		assert.Nil(t, m.Resolved)
		assert.Nil(t, m.ResolveErr, "no resolving without a base in plain text")
	}
}

// TestTextParserOptions checks that Text reads the query-only reference
// "?y" by default, as HTML does, and refuses it with syntax.RFC2396.
func TestTextParserOptions(t *testing.T) {
	in := `"?y"`
	ms := collect(t, extract.Text(strings.NewReader(in)))
	require.Len(t, ms, 1)
	assert.NoError(t, ms[0].Err)
	ms = collect(t, extract.Text(strings.NewReader(in), syntax.RFC2396))
	require.Len(t, ms, 1)
	var pe *parser.Error
	assert.True(t, errors.As(ms[0].Err, &pe), "%v", ms[0].Err)
	ms = collect(t, extract.Text(strings.NewReader(in), syntax.RFC2396, syntax.QueryOnly))
	require.Len(t, ms, 1)
	assert.NoError(t, ms[0].Err)
}

// TestSkipLongRuns holds Text's skipping to the byte-by-byte reading on
// runs of scheme characters around MaxLength, where a ":" makes a
// candidate of at most MaxLength bytes of scheme, and where the run
// straddles the end of the window.
func TestSkipLongRuns(t *testing.T) {
	var inputs []string
	for _, n := range []int{extract.MaxLength - 1, extract.MaxLength, extract.MaxLength + 1, 2 * extract.MaxLength} {
		run := "h" + strings.Repeat("t", n-1)
		inputs = append(inputs,
			run+"://a/b",
			"x "+run+":b",
			strings.Repeat("w ", n/3)+"see http://a/b-\nc <http://d/> "+run+"://e",
			"1"+run+"://a/b http://c/",
		)
	}
	for i, in := range inputs {
		find := func() []string {
			var out []string
			for m, err := range extract.Text(strings.NewReader(in)) {
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, fmt.Sprintf("%d:%d:%d %.80q %v", m.Offset, m.Line, m.Column, m.URI, m.Err))
			}
			return out
		}
		got := find()
		restore := extract.SetSkip(false)
		want := find()
		restore()
		if !slices.Equal(got, want) {
			t.Errorf("input %d: with skipping %q, without %q", i, got, want)
		}
	}
}

// TestLastNewline holds lastNewline to bytes.LastIndexByte: a line
// break, or two, at each place of inputs of up to 24 bytes of another
// byte, among them those that differ from "\n" by one bit and 0x8a.
func TestLastNewline(t *testing.T) {
	for _, fill := range []byte{'a', 0, 0xff, '\n' ^ 1, '\n' ^ 2, '\n' ^ 0x80, '\n' + 1, '\n' - 1} {
		for n := range 25 {
			b := bytes.Repeat([]byte{fill}, n)
			if got := extract.LastNewline(b); got != -1 {
				t.Fatalf("LastNewline(%q) = %d, want -1", b, got)
			}
			for p := range n {
				for q := p; q < n; q++ {
					b := bytes.Repeat([]byte{fill}, n)
					b[p], b[q] = '\n', '\n'
					if got, want := extract.LastNewline(b), bytes.LastIndexByte(b, '\n'); got != want {
						t.Fatalf("LastNewline(%q) = %d, want %d", b, got, want)
					}
				}
			}
		}
	}
}
