package extract_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/net/html"

	"github.com/rfc2396/rfc2396/extract"
)

// A candidate is an image candidate of a srcset attribute: its URL and
// its descriptors, joined by a space.
type candidate struct{ url, descriptor string }

// srcsetCases are values of srcset and the candidates that the HTML
// standard's "parse a srcset attribute" splits them into.
var srcsetCases = []struct {
	name, value string
	want        []candidate
}{
	{"one URL", "a.png", []candidate{{"a.png", ""}}},
	{"densities", "a.png 1x, b.png 2x", []candidate{{"a.png", "1x"}, {"b.png", "2x"}}},
	{"widths, no space after the comma", "a.png 100w,b.png 200w", []candidate{{"a.png", "100w"}, {"b.png", "200w"}}},
	{"a comma inside a URL", "a.png,b.png", []candidate{{"a.png,b.png", ""}}},
	{"a comma that ends a URL", "a.png, b.png", []candidate{{"a.png", ""}, {"b.png", ""}}},
	{"commas that end a URL", "a.png,,, b.png 2x", []candidate{{"a.png", ""}, {"b.png", "2x"}}},
	{"leading and doubled commas", " ,, a.png 1x ,, ,b.png", []candidate{{"a.png", "1x"}, {"b.png", ""}}},
	{"data URL", "data:image/gif;base64,R0lGOD= 1x, b.png 2x", []candidate{{"data:image/gif;base64,R0lGOD=", "1x"}, {"b.png", "2x"}}},
	{"comma in a URL's path", "http://a/b,c/ 1x", []candidate{{"http://a/b,c/", "1x"}}},
	{"parentheses hold commas", "a.png 1x (x, y) 2x, b.png", []candidate{{"a.png", "1x (x, y) 2x"}, {"b.png", ""}}},
	{"unclosed parenthesis", "a.png (x, y", []candidate{{"a.png", "(x, y"}}},
	{"parenthesis inside a descriptor", "a.png 1x(y),b.png", []candidate{{"a.png", "1x(y)"}, {"b.png", ""}}},
	{"two descriptors", "a.png 1x 2x", []candidate{{"a.png", "1x 2x"}}},
	{"a missing comma", "a.png 1x b.png 2x", []candidate{{"a.png", "1x b.png 2x"}}},
	{"line breaks and tabs", "a.png\n2x,\n\tb.png", []candidate{{"a.png", "2x"}, {"b.png", ""}}},
	{"comma after a descriptor", "a.png\t1x,", []candidate{{"a.png", "1x"}}},
	{"whitespace before the comma", "a.png 1x , b.png", []candidate{{"a.png", "1x"}, {"b.png", ""}}},
	{"empty", "", nil},
	{"only commas and spaces", " , ,\t", nil},
	{"not HTML whitespace", "a.png\v1x", []candidate{{"a.png\v1x", ""}}},
	{"not HTML whitespace alone", "\v, a.png", []candidate{{"\v", ""}, {"a.png", ""}}}, // the URL is "\v", which is trimmed to ""
	{"non-ASCII", "b\u00fccher.png 1x, \u00e9.png 2x", []candidate{{"b\u00fccher.png", "1x"}, {"\u00e9.png", "2x"}}},
}

func TestSrcset(t *testing.T) {
	for _, tt := range srcsetCases {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, srcsetOracle(tt.value), "the oracle")
			for _, element := range []string{"img", "source"} {
				page := "<" + element + ` srcset="` + html.EscapeString(tt.value) + `">`
				assert.Equal(t, tt.want, srcsetOf(t, page), "%s", page)
			}
		})
	}
}

// srcsetOf returns the candidates HTML finds in page, which holds one
// element with a srcset.
func srcsetOf(t testing.TB, page string) []candidate {
	t.Helper()
	var got []candidate
	for m, err := range extract.HTML(strings.NewReader(page)) {
		require.NoError(t, err)
		require.Equal(t, "srcset", m.Attribute)
		require.False(t, strings.ContainsAny(m.Text, "\t\n\f\r "), "a candidate's URL holds no HTML whitespace")
		require.Equal(t, int64(0), m.Offset)
		got = append(got, candidate{m.Text, m.Descriptor})
	}
	return got
}

// srcsetOracle splits a srcset value as the steps of the HTML standard's
// "parse a srcset attribute" do, written here one for one over code
// points, up to the parsing of descriptors, which HTML does not do.
func srcsetOracle(value string) []candidate {
	input := []rune(value)
	position := 0
	isWhitespace := func(c rune) bool { return c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' ' }
	collect := func(in func(rune) bool) string {
		start := position
		for position < len(input) && in(input[position]) {
			position++
		}
		return string(input[start:position])
	}
	var candidates []candidate
	for {
		// Splitting loop.
		collect(func(c rune) bool { return isWhitespace(c) || c == ',' })
		if position >= len(input) {
			return candidates
		}
		url := collect(func(c rune) bool { return !isWhitespace(c) })
		var descriptors []string
		if strings.HasSuffix(url, ",") {
			url = strings.TrimRight(url, ",")
		} else {
			// Tokenize descriptors.
			collect(isWhitespace)
			current := ""
			state := "in descriptor"
		tokenizer:
			for {
				c := rune(-1) // EOF
				if position < len(input) {
					c = input[position]
				}
				switch state {
				case "in descriptor":
					switch {
					case c != -1 && isWhitespace(c):
						if current != "" {
							descriptors = append(descriptors, current)
							current = ""
						}
						state = "after descriptor"
					case c == ',':
						position++
						if current != "" {
							descriptors = append(descriptors, current)
						}
						break tokenizer
					case c == '(':
						current += "("
						state = "in parens"
					case c == -1:
						if current != "" {
							descriptors = append(descriptors, current)
						}
						break tokenizer
					default:
						current += string(c)
					}
				case "in parens":
					switch c {
					case ')':
						current += ")"
						state = "in descriptor"
					case -1:
						descriptors = append(descriptors, current)
						break tokenizer
					default:
						current += string(c)
					}
				case "after descriptor":
					switch {
					case c != -1 && isWhitespace(c):
					case c == -1:
						break tokenizer
					default:
						state = "in descriptor"
						position--
					}
				}
				position++
			}
		}
		candidates = append(candidates, candidate{url, strings.Join(descriptors, " ")})
	}
}

// refreshCases are contents of a meta refresh and the URL that the HTML
// standard's "shared declarative refresh steps" find in them, none
// when want is "-".
var refreshCases = []struct {
	content, want string
}{
	{"0; url=http://a/b", "http://a/b"},
	{"0;URL=http://a/b", "http://a/b"},
	{"0;Url=g", "g"},
	{"5, url=g", "g"},
	{"0 url=g", "g"},
	{"0; url = g", "g"},
	{"0; url='g'", "g"},
	{`0; url="g"`, "g"},
	{"0; url='g'x", "g"},
	{"0; url='g", "g"},
	{`0; url='g"h'`, `g"h`},
	{"0; 'g'", "g"},
	{"0; http://a/", "http://a/"},
	{"0 http://a/", "http://a/"},
	{"0; urx=g", "urx=g"},
	{"0; u", "u"},
	{"0; ur", "ur"},
	{"0; urlg", "urlg"},
	{"0; url", "url"},
	{"0; url g", "url g"},
	{"0; url=", ""},
	{"0; url=''", ""},
	{"  0  ;  url=g  ", "g  "},
	{"0;url=g; x", "g; x"},
	{".5; url=g", "g"},
	{"1.5.6; url=g", "g"},
	{"007,g", "g"},
	{"0", "-"},
	{"0;", "-"},
	{"0; ", "-"},
	{"", "-"},
	{"   ", "-"},
	{"; url=g", "-"},
	{"url=g", "-"},
	{"-1; url=g", "-"},
	{"0x; url=g", "-"},
	{"0\v; url=g", "-"},
}

func TestRefresh(t *testing.T) {
	for _, tt := range refreshCases {
		oracle, ok := refreshOracle(tt.content)
		if !ok {
			oracle = "-"
		}
		assert.Equal(t, tt.want, oracle, "the oracle, %q", tt.content)
		page := `<meta http-equiv="refresh" content="` + html.EscapeString(tt.content) + `">`
		assert.Equal(t, tt.want, refreshOf(t, page), "%s", page)
	}
}

// refreshOf returns the Text of the one reference HTML finds in page, or
// "-" if it finds none.
func refreshOf(t testing.TB, page string) string {
	t.Helper()
	ms := collect(t, extract.HTML(strings.NewReader(page)))
	if len(ms) == 0 {
		return "-"
	}
	require.Len(t, ms, 1, page)
	require.Equal(t, "meta", ms[0].Element)
	require.Equal(t, "content", ms[0].Attribute)
	return ms[0].Text
}

// TestRefreshPragma checks which meta elements are refreshes: those whose
// http-equiv is "refresh", its letters compared in ASCII without case,
// wherever it stands among the attributes.
func TestRefreshPragma(t *testing.T) {
	for _, tt := range []struct {
		page string
		want string
	}{
		{`<meta http-equiv="refresh" content="0; url=g">`, "g"},
		{`<META HTTP-EQUIV="REFRESH" CONTENT="0; URL=g">`, "g"},
		{`<meta content="0; url=g" http-equiv=Refresh>`, "g"},
		{`<meta http-equiv="refresh" http-equiv="x" content="0; url=g">`, "g"},
		{`<meta http-equiv="x" http-equiv="refresh" content="0; url=g">`, "-"},
		{`<meta http-equiv="refresh " content="0; url=g">`, "-"},
		{`<meta http-equiv="refre\u017fh" content="0; url=g">`, "-"}, // long s, which strings.EqualFold folds to "s"
		{`<meta http-equiv="content-type" content="0; url=g">`, "-"},
		{`<meta name="refresh" content="0; url=g">`, "-"},
		{`<meta content="0; url=g">`, "-"},
		{`<meta http-equiv="refresh">`, "-"},
		{`<meta http-equiv="refresh" content='0; url=&#39;g&#39;'>`, "g"},
		{`<meta http-equiv="refresh" content="0; url=a&amp;b">`, "a&b"},
	} {
		assert.Equal(t, tt.want, refreshOf(t, tt.page), "%s", tt.page)
	}
}

// refreshOracle is the HTML standard's "shared declarative refresh steps",
// written here one for one over code points: the URL string it parses,
// and false when the steps return early or refresh the document itself.
func refreshOracle(content string) (string, bool) {
	input := []rune(content)
	position := 0
	isWhitespace := func(c rune) bool { return c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' ' }
	isDigit := func(c rune) bool { return '0' <= c && c <= '9' }
	collect := func(in func(rune) bool) string {
		start := position
		for position < len(input) && in(input[position]) {
			position++
		}
		return string(input[start:position])
	}
	at := func(cs ...rune) bool {
		return position < len(input) && strings.ContainsRune(string(cs), input[position])
	}
	collect(isWhitespace)
	if timeString := collect(isDigit); timeString == "" && !at('.') {
		return "", false
	}
	collect(func(c rune) bool { return isDigit(c) || c == '.' })
	if position < len(input) {
		if !isWhitespace(input[position]) && !at(';', ',') {
			return "", false
		}
		collect(isWhitespace)
		if at(';', ',') {
			position++
		}
		collect(isWhitespace)
	}
	if position >= len(input) {
		return "", false // urlRecord stays the document's URL
	}
	urlString := string(input[position:])
	skipQuotes := func() (string, bool) {
		quote := rune(-1)
		if at('\'', '"') {
			quote = input[position]
			position++
		}
		urlString = string(input[position:])
		if quote != -1 {
			if i := strings.IndexRune(urlString, quote); i >= 0 {
				urlString = urlString[:i]
			}
		}
		return urlString, true
	}
	if !at('U', 'u') {
		return skipQuotes()
	}
	position++
	if !at('R', 'r') {
		return urlString, true // parse
	}
	position++
	if !at('L', 'l') {
		return urlString, true
	}
	position++
	collect(isWhitespace)
	if !at('=') {
		return urlString, true
	}
	position++
	collect(isWhitespace)
	return skipQuotes()
}

func TestPing(t *testing.T) {
	for _, tt := range []struct {
		value string
		want  []string
	}{
		{"p", []string{"p"}},
		{"p1 p2\n\tp3", []string{"p1", "p2", "p3"}},
		{"  http://a/b  /c  ", []string{"http://a/b", "/c"}},
		{"a,b", []string{"a,b"}},
		{"a\vb", []string{"a\vb"}}, // not HTML whitespace: one invalid reference
		{"", nil},
		{" \n ", nil},
	} {
		for _, element := range []string{"a", "area"} {
			page := "<" + element + ` ping="` + html.EscapeString(tt.value) + `">`
			var got []string
			for _, m := range collect(t, extract.HTML(strings.NewReader(page))) {
				assert.Equal(t, "ping", m.Attribute)
				got = append(got, m.Text)
			}
			assert.Equal(t, tt.want, got, "%s", page)
		}
	}
}

// TestHTMLLists checks the matches of the attributes that hold several
// references or more than one: each is checked and resolved on its own,
// in the order written, and has the position of its element.
func TestHTMLLists(t *testing.T) {
	page := "<p>\n  <img alt=x srcset=\"a.png 1x, b{}.png 2x,\n  ../c.png 100w\" src=d.png>\n" +
		"<a ping=\"/p1 http://o/p2\" href=e>\n" +
		"<meta http-equiv=refresh content=\"3;url='../f?x=1'\">"
	var got []string
	for _, m := range collect(t, extract.HTML(strings.NewReader(page), extract.Base(mustAbsolute(t, "http://r/a/b/p")))) {
		got = append(got, strings.Join([]string{
			m.Element, m.Attribute, m.Descriptor, describe(m), resolved(m),
			strings.Repeat("*", m.Line) + strings.Repeat("+", m.Column),
		}, " | "))
		assert.Equal(t, byte('<'), page[m.Offset])
	}
	assert.Equal(t, []string{
		"img | srcset | 1x | attribute a.png | http://r/a/b/a.png | **+++",
		"img | srcset | 2x | attribute b{}.png invalid@1 | invalid | **+++",
		"img | srcset | 100w | attribute ../c.png | http://r/a/c.png | **+++",
		"img | src |  | attribute d.png | http://r/a/b/d.png | **+++",
		"a | ping |  | attribute /p1 | http://r/p1 | ****+",
		"a | ping |  | attribute http://o/p2 | http://o/p2 | ****+",
		"a | href |  | attribute e | http://r/a/b/e | ****+",
		"meta | content |  | attribute ../f?x=1 | http://r/a/f?x=1 | *****+",
	}, got)
}

// FuzzSrcset checks the candidates HTML finds in any srcset value against
// the oracle.
func FuzzSrcset(f *testing.F) {
	for _, tt := range srcsetCases {
		f.Add(tt.value)
	}
	f.Fuzz(func(t *testing.T, value string) {
		if !utf8.ValidString(value) || strings.ContainsAny(value, "\r\x00") {
			t.Skip("the tokenizer rewrites CR and NUL, the oracle invalid UTF-8")
		}
		page := `<img srcset="` + html.EscapeString(value) + `">`
		if got, want := srcsetOf(t, page), srcsetOracle(value); !equalCandidates(got, want) {
			t.Fatalf("%q: got %q, want %q", value, got, want)
		}
	})
}

func equalCandidates(a, b []candidate) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// FuzzRefresh checks the URL HTML finds in any content of a meta refresh
// against the oracle.
func FuzzRefresh(f *testing.F) {
	for _, tt := range refreshCases {
		f.Add(tt.content)
	}
	f.Fuzz(func(t *testing.T, content string) {
		if !utf8.ValidString(content) || strings.ContainsAny(content, "\r\x00") {
			t.Skip("the tokenizer rewrites CR and NUL, the oracle invalid UTF-8")
		}
		want, ok := refreshOracle(content)
		if !ok {
			want = "-"
		}
		page := `<meta http-equiv=refresh content="` + html.EscapeString(content) + `">`
		if got := refreshOf(t, page); got != want {
			t.Fatalf("%q: got %q, want %q", content, got, want)
		}
	})
}
