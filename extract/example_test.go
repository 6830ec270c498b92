package extract_test

import (
	"fmt"
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/extract"
	"github.com/rfc2396/rfc2396/parser"
)

// The example text of RFC 2396 Appendix E.
func ExampleText() {
	text := `Yes, Jim, I found it under "http://www.w3.org/Addressing/",
but you can probably pick it up from <ftp://ds.internic.
net/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
ietf/uri/historical.html#WARNING>. See also http://a/long-
name, or <http://a/b c>.`
	for m, err := range extract.Text(strings.NewReader(text)) {
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%d:%d %s %s", m.Line, m.Column, m.Delimiter, m.URI)
		if m.AmbiguousHyphen {
			fmt.Printf(" (or %s)", m.Alternative)
		}
		fmt.Println()
	}
	// Output:
	// 1:29 quote http://www.w3.org/Addressing/
	// 2:39 angle ftp://ds.internic.net/rfc/
	// 3:34 angle http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING
	// 4:45 none http://a/long-name (or http://a/longname)
	// 5:11 angle http://a/bc
}

// The example page of RFC 2396 Appendix D: its BASE element wins over the
// retrieval URI.
func ExampleHTML() {
	page := `<!doctype html public "-//IETF//DTD HTML//EN">
<HTML><HEAD>
<TITLE>An example HTML document</TITLE>
<BASE href="http://www.ics.uci.edu/Test/a/b/c">
</HEAD><BODY>
... <A href="../x">a hypertext anchor</A> <IMG src="a b">...
</BODY></HTML>`
	retrieval := parser.MustParse("http://example.com/page.html").URI.(*ast.AbsoluteURI)
	for m, err := range extract.HTML(strings.NewReader(page), extract.Base(retrieval)) {
		switch {
		case err != nil:
			fmt.Println(err)
			return
		case m.Err != nil:
			fmt.Println(m.Element, m.Attribute, m.Err)
		case m.ResolveErr != nil:
			fmt.Println(m.Element, m.Attribute, m.ResolveErr)
		default:
			fmt.Println(m.Element, m.Attribute, m.Resolved)
		}
	}
	// Output:
	// base href http://www.ics.uci.edu/Test/a/b/c
	// a href http://www.ics.uci.edu/Test/a/x
	// img src rfc2396: parse "a b": unexpected ' ' at offset 1 in rel_segment; a space must be escaped as %20 (section 2.4.3)
}

// A page as browsers read it: a relative BASE element resolved against
// the page's own URI, image candidates, pings and a meta refresh.
func ExampleHTML_browser() {
	page := `<meta http-equiv="refresh" content="30; url=/next">
<base href="../img/">
<img src="a.png" srcset="a.png 1x, a@2x.png 2x">
<a href="/docs/" ping="/ping https://t.example/p">docs</a>`
	retrieval := parser.MustParse("http://example.com/en/page.html").URI.(*ast.AbsoluteURI)
	for m, err := range extract.HTML(strings.NewReader(page), extract.Base(retrieval)) {
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(m.Line, m.Element, m.Attribute, m.Descriptor, m.Resolved)
	}
	// Output:
	// 1 meta content  http://example.com/next
	// 2 base href  http://example.com/img/
	// 3 img src  http://example.com/img/a.png
	// 3 img srcset 1x http://example.com/img/a.png
	// 3 img srcset 2x http://example.com/img/a@2x.png
	// 4 a href  http://example.com/docs/
	// 4 a ping  http://example.com/ping
	// 4 a ping  https://t.example/p
}

// A Match's Redacted copy shows no password, wherever it stands in the
// candidate: after other text, or cut by a space, while the Match keeps
// the data found; its error shows none either.
func ExampleMatch_Redacted() {
	text := `<base href="//u:pw@h/b/"> and see http://u:pass word@h/`
	for m := range extract.Text(strings.NewReader(text)) {
		fmt.Println(m.Redacted().URI)
		if m.Err != nil {
			fmt.Println(m.Err)
		}
	}
	// Output:
	// basehref="//u:xxxxx@h/b/"
	// rfc2396: parse "basehref=\"//u:xxxxx@h/b/\"": unexpected '"' at offset 9 in rel_segment; '"' is a delimiter and must be escaped as %22 (section 2.4.3)
	// http://u:xxxxx
}
