package extract_test

import (
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"testing/iotest"
	"unicode"

	"github.com/rfc2396/rfc2396/extract"
	"github.com/rfc2396/rfc2396/parser"
)

// FuzzText checks, for any input, that Text does not panic, that every
// valid reference it reports parses, and that each Match agrees with the
// input it came from: its Text is at its Offset, its Line and Column are
// those of that offset, and its URI is its Text without whitespace. It
// also reads the input one byte at a time, and without skipping the text
// that cannot start a reference (the byte-by-byte reading that skipping
// shortens), and must find the same.
func FuzzText(f *testing.F) {
	for _, tt := range textCases {
		f.Add(tt.in)
	}
	if b, err := os.ReadFile("testdata/appendix_e.txt"); err == nil {
		f.Add(string(b))
	}
	f.Fuzz(func(t *testing.T, in string) {
		var got []*extract.Match
		for m, err := range extract.Text(strings.NewReader(in)) {
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, m)
			checkTextMatch(t, in, m)
		}
		i := 0
		for m, err := range extract.Text(iotest.OneByteReader(strings.NewReader(in))) {
			if err != nil {
				t.Fatal(err)
			}
			if i >= len(got) || matchKey(m) != matchKey(got[i]) {
				t.Fatalf("read a byte at a time, match %d is %q", i, describe(m))
			}
			i++
		}
		if i != len(got) {
			t.Fatalf("read a byte at a time: %d matches, want %d", i, len(got))
		}
		restore := extract.SetSkip(false)
		defer restore()
		i = 0
		for m, err := range extract.Text(strings.NewReader(in)) {
			if err != nil {
				t.Fatal(err)
			}
			if i >= len(got) || matchKey(m) != matchKey(got[i]) {
				t.Fatalf("without skipping, match %d is %q", i, describe(m))
			}
			i++
		}
		if i != len(got) {
			t.Fatalf("without skipping: %d matches, want %d", i, len(got))
		}
	})
}

// matchKey describes m with its position.
func matchKey(m *extract.Match) string {
	return fmt.Sprintf("%d:%d:%d %q %s", m.Offset, m.Line, m.Column, m.Text, describe(m))
}

func checkTextMatch(t *testing.T, in string, m *extract.Match) {
	t.Helper()
	checkRedacted(t, m)
	if m.Offset < 0 || int(m.Offset)+len(m.Text) > len(in) || in[m.Offset:int(m.Offset)+len(m.Text)] != m.Text {
		t.Fatalf("match %q is not at offset %d", m.Text, m.Offset)
	}
	before := in[:m.Offset]
	line := 1 + strings.Count(before, "\n")
	col := 1 + len(before) - (strings.LastIndexByte(before, '\n') + 1)
	if m.Line != line || m.Column != col {
		t.Fatalf("match %q at offset %d: line %d column %d, want %d %d", m.Text, m.Offset, m.Line, m.Column, line, col)
	}
	if m.Err != nil {
		if _, err := parser.Parse(m.URI); err == nil && m.Delimiter != extract.None {
			t.Fatalf("%q reported invalid (%v) but parses", m.URI, m.Err)
		}
		return
	}
	ref, err := parser.Parse(m.URI)
	if err != nil {
		t.Fatalf("reported valid, %q does not parse: %v", m.URI, err)
	}
	if m.Ref == nil || m.Ref.String() != m.URI {
		t.Fatalf("Ref of %q is %v", m.URI, m.Ref)
	}
	if m.Delimiter == extract.None && !ref.IsAbs() {
		t.Fatalf("bare reference %q is not absolute", m.URI)
	}
	if m.Delimiter == extract.Quote && m.URI != m.Text {
		t.Fatalf("quoted %q gave %q", m.Text, m.URI)
	}
	if noSpace := strings.Join(strings.FieldsFunc(m.Text, unicode.IsSpace), ""); m.URI != noSpace {
		t.Fatalf("%q without whitespace is %q, not %q", m.Text, noSpace, m.URI)
	}
	if m.WhitespaceRemoved != (m.URI != m.Text) {
		t.Fatalf("%q gave %q with WhitespaceRemoved %v", m.Text, m.URI, m.WhitespaceRemoved)
	}
	if m.AmbiguousHyphen {
		if len(m.Alternative) >= len(m.URI) || !strings.Contains(m.Text, "-") {
			t.Fatalf("%q: alternative %q", m.Text, m.Alternative)
		}
		if _, err := parser.Parse(m.Alternative); (err == nil) != (m.AlternativeErr == nil) {
			t.Fatalf("alternative %q: AlternativeErr %v, parser %v", m.Alternative, m.AlternativeErr, err)
		}
	}
}

// FuzzHTML checks, for any input, that HTML does not panic, that every
// match is at the start of a tag, on the line and column of its offset,
// that every valid reference it reports parses, that a resolved
// reference is absolute, that the references of a list hold no HTML
// whitespace, and that reading the input one byte at a time finds the
// same.
func FuzzHTML(f *testing.F) {
	f.Add(`<base href="http://a/b/c"><a href="../x">`)
	f.Add("<a href=\"g-\n h\"><img src='a b'><q cite=?y>")
	f.Add(`<base href="../b/#f"><a href=g ping="p1 p2"><img srcset="a.png 1x, b,c.png (x, y) 2x,, d">`)
	f.Add(`<meta http-equiv=Refresh content="0; URL='../r'"><html manifest=m><button formaction=f><video poster=p>`)
	for _, tt := range cveSlashPages {
		f.Add(tt.page)
	}
	if b, err := os.ReadFile("testdata/appendix_d.html"); err == nil {
		f.Add(string(b))
	}
	if b, err := os.ReadFile("testdata/browser.html"); err == nil {
		f.Add(string(b))
	}
	base, err := parser.ParseAbsolute("http://r/s/t")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var got []*extract.Match
		for m, err := range extract.HTML(strings.NewReader(in), extract.Base(base)) {
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, m)
			checkHTMLMatch(t, in, m)
		}
		i := 0
		for m, err := range extract.HTML(iotest.OneByteReader(strings.NewReader(in)), extract.Base(base)) {
			if err != nil {
				t.Fatal(err)
			}
			if i >= len(got) || htmlKey(m) != htmlKey(got[i]) {
				t.Fatalf("read a byte at a time, match %d is %s", i, htmlKey(m))
			}
			i++
		}
		if i != len(got) {
			t.Fatalf("read a byte at a time: %d matches, want %d", i, len(got))
		}
	})
}

// htmlKey describes an HTML match with its position, where it was found
// and what it resolved to.
func htmlKey(m *extract.Match) string {
	return fmt.Sprintf("%s %s %q %s | %s", matchKey(m), m.Attribute, m.Descriptor, m.Element, resolved(m))
}

func checkHTMLMatch(t *testing.T, in string, m *extract.Match) {
	t.Helper()
	checkRedacted(t, m)
	if m.Offset < 0 || int(m.Offset) >= len(in) || in[m.Offset] != '<' {
		t.Fatalf("match %q: offset %d is not a tag's start", m.Text, m.Offset)
	}
	before := in[:m.Offset]
	line := 1 + strings.Count(before, "\n")
	col := 1 + len(before) - (strings.LastIndexByte(before, '\n') + 1)
	if m.Line != line || m.Column != col {
		t.Fatalf("match %q at offset %d: line %d column %d, want %d %d", m.Text, m.Offset, m.Line, m.Column, line, col)
	}
	if m.Delimiter != extract.Attribute || m.Element == "" || m.Attribute == "" {
		t.Fatalf("match %q: delimiter %s, element %q, attribute %q", m.Text, m.Delimiter, m.Element, m.Attribute)
	}
	if (m.Attribute == "srcset" || m.Attribute == "ping") && strings.ContainsAny(m.Text, "\t\n\f\r ") {
		t.Fatalf("%s %s: %q holds HTML whitespace", m.Element, m.Attribute, m.Text)
	}
	if m.Descriptor != "" && m.Attribute != "srcset" {
		t.Fatalf("%s %s: descriptor %q", m.Element, m.Attribute, m.Descriptor)
	}
	if m.Err != nil {
		if m.Ref != nil {
			t.Fatalf("%q: both Ref and Err", m.URI)
		}
		return
	}
	if _, err := parser.Parse(m.URI); err != nil { // the default, as HTML read it
		t.Fatalf("reported valid, %q does not parse: %v", m.URI, err)
	}
	if m.Base != nil {
		if _, err := parser.ParseAbsolute(m.Base.String()); err != nil {
			t.Fatalf("%q: base %q is not an absolute URI: %v", m.URI, m.Base, err)
		}
	}
	if m.Resolved != nil {
		if !m.Resolved.IsAbs() {
			t.Fatalf("%q resolved to %q, not absolute", m.URI, m.Resolved)
		}
		if _, err := parser.Parse(m.Resolved.String()); err != nil {
			t.Fatalf("%q resolved to %q, which does not parse: %v", m.URI, m.Resolved, err)
		}
	} else if m.ResolveErr == nil {
		t.Fatalf("%q neither resolved nor said why", m.URI)
	}
}

// TestTextPositionsLarge checks every match's offset, line and column in
// a text much larger than the scanner's window, with long lines and runs
// without a line break, read at once and in pieces of odd sizes, so that
// the window moves many times between two matches and within one line.
func TestTextPositionsLarge(t *testing.T) {
	var b strings.Builder
	for i := 0; b.Len() < 1<<20; i++ {
		switch i % 5 {
		case 0:
			b.WriteString("see <http://a.example/" + strings.Repeat("p", i%300) + "> and\n")
		case 1:
			b.WriteString(strings.Repeat("word ", i%4000) + "http://b.example/x?y ")
		case 2:
			b.WriteString("\"mailto:a@b.example\".\n\n")
		case 3:
			b.WriteString(strings.Repeat("\n", i%7) + "ftp://c.example/" + strings.Repeat("-", i%50) + "\n")
		default:
			b.WriteString(strings.Repeat("x", i%70000) + " ")
		}
	}
	in := b.String()
	for name, r := range map[string]func() io.Reader{
		"whole":  func() io.Reader { return strings.NewReader(in) },
		"pieces": func() io.Reader { return iotest.HalfReader(strings.NewReader(in)) },
	} {
		n := 0
		for m, err := range extract.Text(r()) {
			if err != nil {
				t.Fatal(name, err)
			}
			checkTextMatch(t, in, m)
			n++
		}
		if n < 1000 {
			t.Fatalf("%s: %d matches", name, n)
		}
	}
}

// checkRedacted checks that m's Redacted copy has a tree wherever m has
// one, the tree of the text it shows, and that hiding its passwords again
// changes nothing.
func checkRedacted(t *testing.T, m *extract.Match) {
	t.Helper()
	r := m.Redacted()
	if (m.Ref == nil) != (r.Ref == nil) || (m.Resolved == nil) != (r.Resolved == nil) || (m.Base == nil) != (r.Base == nil) {
		t.Fatalf("%q: Redacted lost a tree: Ref %v, Resolved %v, Base %v", m.URI, r.Ref, r.Resolved, r.Base)
	}
	if r.Ref != nil && r.Ref.String() != r.URI {
		t.Fatalf("%q: Redacted's Ref is %q, its URI %q", m.URI, r.Ref, r.URI)
	}
	if rr := r.Redacted(); rr.Text != r.Text || rr.URI != r.URI || rr.Alternative != r.Alternative || rr.Descriptor != r.Descriptor ||
		rr.Resolved.String() != r.Resolved.String() || rr.Base.String() != r.Base.String() {
		t.Fatalf("%q: Redacted twice differs: %q, %q", m.URI, r.URI, rr.URI)
	}
}
