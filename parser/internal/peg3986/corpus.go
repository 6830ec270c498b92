package peg3986

// The corpora that hold this package's grammar to its oracle, and package
// parser's engine to this grammar, grow from what this file holds: valid
// references of every shape RFC 3986 derives, and the mutations that
// break them. It is test data in a file that is not a test's, so that the
// tests of both packages read it; the package is internal, so none of it
// is API.

import (
	"math/rand/v2"
	"slices"
)

// SeedRefs are valid references of every shape Appendix A derives, and
// the parts of them that the smaller rules match.
var SeedRefs = []string{
	"foo://example.com:8042/over/there?name=ferret#nose",
	"urn:example:animal:ferret:nose",
	"ldap://[2001:db8::7]/c=GB?objectClass?one",
	"http://[v7.x]/",
	"http://[V1F.a:b!$]:80/p",
	"telnet://192.0.2.16:80/",
	"http://1.2.3.4.5/",
	"http://256.1.1.1:8080",
	"ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
	"s://u:p@[::ffff:1.2.3.4]:0/a/b;c?d/e?#f/g?",
	"s://[1:2:3:4:5:6:7:8]",
	"s://[::]/",
	"s://[fe80::a:b:c:d%2525]/",
	"mailto:John.Doe@example.com",
	"tel:+1-816-555-1212",
	"a:b:c:/d//e",
	"a:",
	"a:/",
	"a:?q#f",
	"//g",
	"//u@h:1?q",
	"///a",
	"/a//b:c",
	"./this:that",
	"../../g;x=1/./y?y/../x#s/../x",
	"g?y#s",
	"?y",
	"#s",
	"%7Bfoo%7D/%63",
	"@a:b@/c",
	"",
}

// Alphabet is what Mutate inserts: heavy in URI delimiters, brackets,
// "%", hexadecimal digits, ":" and ".", with "v", some letters that are no
// hexadecimal digit, and characters that no rule allows.
const Alphabet = "::::////??##[[]]@@%%%%...." + "0123456789abcdefABCDEF" + "vVgGxz" + "!$&'()*+,;=-_~" + " \"<>\\^`{|}\x00\x7f\xc3\xff"

// Mutate returns s changed by one to four random edits: a byte of the
// alphabet inserted, a byte deleted or replaced, a piece of another seed
// spliced in, or s cut to a substring.
func Mutate(rng *rand.Rand, s string, pool []string) string {
	b := []byte(s)
	for range 1 + rng.IntN(4) {
		switch op := rng.IntN(10); {
		case op < 3:
			i := rng.IntN(len(b) + 1)
			b = slices.Insert(b, i, Alphabet[rng.IntN(len(Alphabet))])
		case op < 5 && len(b) > 0:
			i := rng.IntN(len(b))
			b = slices.Delete(b, i, i+1)
		case op < 7 && len(b) > 0:
			b[rng.IntN(len(b))] = Alphabet[rng.IntN(len(Alphabet))]
		case op < 9:
			o := pool[rng.IntN(len(pool))]
			i, j := rng.IntN(len(o)+1), rng.IntN(len(o)+1)
			if i > j {
				i, j = j, i
			}
			b = slices.Insert(b, rng.IntN(len(b)+1), []byte(o[i:j])...)
		default:
			i, j := rng.IntN(len(b)+1), rng.IntN(len(b)+1)
			if i > j {
				i, j = j, i
			}
			b = b[i:j]
		}
	}
	return string(b)
}
