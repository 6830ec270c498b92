package extract_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"mvdan.cc/xurls/v2"

	"github.com/rfc2396/rfc2396/extract"
)

// benchWords are the words of the benchmark's prose.
var benchWords = strings.Fields(`the a of to and in that is was for it with as on be at by this had not
but from or have an they which one you were her all she there would their we him been has when who
will more no if out so said what up its about into than them can only other new some could time these
two may then do first any my now such like our over man me even most made after also did many before
must through back years where much your way well down should because each just those people how too
little state good very make world still own see men work long get here between both life being under
never day same another know while last might us great old year off come since against go came right
used take three reference document address server mail message archive draft protocol syntax`)

// benchLinks are the URIs the benchmark writes into its prose.
var benchLinks = []string{
	"http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
	"ftp://ds.internic.net/rfc/rfc2396.txt",
	"http://www.w3.org/Addressing/",
	"https://example.com/search?q=uri+syntax&lang=en",
	"http://user@host.example.org:8080/a/b;p/c?x=1",
	"mailto:timbl@w3.org",
	"news:comp.infosystems.www.servers.unix",
	"http://example.net/long-directory-name/another-long-name/index.html",
}

// benchCorpus returns about size bytes of English-like prose, wrapped at
// 72 columns, with a link every few sentences written in each of the ways
// Appendix E describes: bare, bare at the end of a sentence or in
// parentheses, in double quotes, in angle brackets with or without "URL:",
// and in angle brackets broken across lines. It also returns how many
// links it wrote.
func benchCorpus(size int) ([]byte, int) {
	rng := rand.New(rand.NewPCG(2396, 1998))
	var out bytes.Buffer
	col, links := 0, 0
	write := func(s string) {
		if col > 0 && col+1+len(s) > 72 {
			out.WriteByte('\n')
			col = 0
		} else if col > 0 {
			out.WriteByte(' ')
			col++
		}
		out.WriteString(s)
		if i := strings.LastIndexByte(s, '\n'); i >= 0 {
			col = len(s) - i - 1
		} else {
			col += len(s)
		}
	}
	for out.Len() < size {
		n := 6 + rng.IntN(14)
		for i := range n {
			w := benchWords[rng.IntN(len(benchWords))]
			if i == 0 {
				w = strings.ToUpper(w[:1]) + w[1:]
			}
			if i == n-1 {
				w += "."
			} else if rng.IntN(12) == 0 {
				w += ","
			}
			write(w)
		}
		if rng.IntN(3) != 0 {
			continue
		}
		link := benchLinks[rng.IntN(len(benchLinks))]
		links++
		switch rng.IntN(6) {
		case 0:
			write("See " + link + ".")
		case 1:
			write("(see " + link + ")")
		case 2:
			write(`It is under "` + link + `",`)
		case 3:
			write("Get it from <URL:" + link + ">.")
		case 4:
			write("Note <" + link + ">")
		case 5:
			half := len(link) / 2
			for link[half-1] == '-' {
				half++
			}
			write("Read <" + link[:half] + "\n      " + link[half:] + ">.")
		}
	}
	return out.Bytes(), links
}

var benchText = sync.OnceValues(func() ([]byte, int) { return benchCorpus(64 << 10) })

// TestBenchCorpus checks that the benchmark's text holds what it says, and
// logs what xurls' strict mode finds in it.
func TestBenchCorpus(t *testing.T) {
	text, links := benchText()
	var found []string
	for m, err := range extract.Text(bytes.NewReader(text)) {
		if err != nil {
			t.Fatal(err)
		}
		if m.Err != nil {
			t.Errorf("%d:%d: %v", m.Line, m.Column, m.Err)
		}
		found = append(found, m.URI)
	}
	if len(found) != links {
		t.Errorf("found %d references, the text has %d", len(found), links)
	}
	for _, u := range found {
		if !contains(benchLinks, u) {
			t.Errorf("found %q, which the text does not hold", u)
		}
	}
	wrong := 0
	xs := xurls.Strict().FindAllString(string(text), -1)
	for _, u := range xs {
		if !contains(benchLinks, u) {
			wrong++
		}
	}
	t.Logf("%d bytes, %d links; xurls strict finds %d, of which %d are not one of the links as written", len(text), links, len(xs), wrong)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// BenchmarkText finds the references in the same text with Text and with
// xurls' strict regular expression, which finds URLs with a scheme but
// neither checks them against a grammar nor joins URIs broken across
// lines.
func BenchmarkText(b *testing.B) {
	text, _ := benchText()
	b.Run("rfc2396", func(b *testing.B) {
		b.SetBytes(int64(len(text)))
		b.ReportAllocs()
		for b.Loop() {
			n := 0
			for _, err := range extract.Text(bytes.NewReader(text)) {
				if err != nil {
					b.Fatal(err)
				}
				n++
			}
			if n == 0 {
				b.Fatal("no references")
			}
		}
	})
	b.Run("xurls-strict", func(b *testing.B) {
		re := xurls.Strict()
		b.SetBytes(int64(len(text)))
		b.ReportAllocs()
		for b.Loop() {
			if len(re.FindAllIndex(text, -1)) == 0 {
				b.Fatal("no URLs")
			}
		}
	})
}

// BenchmarkTextHyphenChain reads 1 MiB of lines that each end in a
// hyphen, which Appendix E joins into one bare candidate: far longer than
// MaxLength, it is reported once and passed over whole. Its speed in bytes
// a second is that of the prose of BenchmarkText's order, not of a
// candidate read again from every line (a second a megabyte, before).
func BenchmarkTextHyphenChain(b *testing.B) {
	text := []byte(strings.Repeat("http://h/yphen-\n", 1<<16))
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		n := 0
		for range extract.Text(bytes.NewReader(text)) {
			n++
		}
		if n != 1 {
			b.Fatalf("%d matches, want the one too long", n)
		}
	}
}

// BenchmarkHTML finds and resolves the references of a page made of the
// benchmark's text with each link in an a element.
func BenchmarkHTML(b *testing.B) {
	text, _ := benchText()
	var page bytes.Buffer
	page.WriteString(`<html><head><base href="http://www.example.org/dir/page.html"></head><body><p>`)
	for i, w := range strings.Fields(string(text)) {
		if i%25 == 0 {
			fmt.Fprintf(&page, `<a href="../doc%d.html#s">%s</a> `, i, w)
			continue
		}
		page.WriteString(w + " ")
	}
	page.WriteString("</body></html>")
	b.SetBytes(int64(page.Len()))
	b.ReportAllocs()
	for b.Loop() {
		for m, err := range extract.HTML(bytes.NewReader(page.Bytes())) {
			if err != nil || m.Resolved == nil {
				b.Fatal(err, m.ResolveErr)
			}
		}
	}
}
