package parser_test

import (
	"testing"

	"github.com/rfc2396/rfc2396/parser"
)

func TestDbg(t *testing.T) {
	for _, s := range []string{"x://@[2001:ff:g.][/a/b", "http://[:8x/b[1]?[]", "ftp://u:p@[2001:]]/b[1]#f[0]", "//a@[FFFF:[]:80/"} {
		_, e1 := parser.Parse(s, parser.RFC2732())
		_, e2 := parser.Parse(s, parser.RFC2732(), parser.Grammar())
		p1, p2 := e1.(*parser.Error), e2.(*parser.Error)
		t.Logf("%q\n fast %d %s %q %q\n gram %d %s %q %q", s, p1.Offset, p1.Rule, p1.Expected, p1.Hint, p2.Offset, p2.Rule, p2.Expected, p2.Hint)
	}
}
