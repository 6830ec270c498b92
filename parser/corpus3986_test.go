package parser_test

import (
	"math/rand/v2"
	"strings"
	"sync"

	"github.com/rfc2396/rfc2396/parser/internal/peg3986"
)

// corpus3986 returns the strings the RFC 3986 tests check, the same on
// every run: the seed references of package peg3986 and the references of
// testdata/parse; strings assembled from RFC 3986's components, valid and
// broken (assemble3986); every fourth string of the RFC 2396 corpora
// (corpus, corpusIPv6), which are rich in RFC 2396's shapes and near
// misses; and mutations of all these by peg3986.Mutate, which breaks them
// at RFC 3986's delimiters.
var corpus3986 = sync.OnceValue(func() []string {
	rng := rand.New(rand.NewPCG(3986, 2005))
	seen := map[string]bool{}
	var out []string
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for _, s := range peg3986.SeedRefs {
		add(s)
	}
	for _, s := range readValid() {
		add(s)
	}
	for range 12000 {
		add(assemble3986(rng))
	}
	for i, s := range allCorpora() {
		if i%4 == 0 {
			add(s)
		}
	}
	pool := append([]string(nil), out...)
	for range 12000 {
		add(peg3986.Mutate(rng, pool[rng.IntN(len(pool))], pool))
	}
	return out
})

// assemble3986 builds a reference from random RFC 3986 components, most
// of them valid: schemes; authorities with and without userinfo and port,
// whose host is a reg-name (empty, percent-encoded, with sub-delims), an
// IPv4address or a near miss (a leading zero, 256, three or five
// numbers), an IPv6 literal (one in ten with an RFC 6874 zone) or an
// IPvFuture; the four forms of path, with ":" in the first segment now and
// then; queries and fragments with "/", "?", "[" and "%"; and, one in
// twelve, a character that no rule allows, at random.
func assemble3986(rng *rand.Rand) string {
	var b strings.Builder
	if rng.IntN(2) == 0 {
		b.WriteString(pick(rng, "http", "a", "svn+ssh", "x-1.y", "mailto", "urn", "1a", "A", "tel", "v") + ":")
	}
	hasAuthority := rng.IntN(2) == 0
	if hasAuthority {
		b.WriteString("//")
		if rng.IntN(3) == 0 {
			b.WriteString(pick(rng, "", "u", "u:p", "a%20b", "a;b=c", ":", "u:p:q", "!$&'()*+,;=", "%zz", "a@b"))
			b.WriteString("@")
		}
		switch rng.IntN(6) {
		case 0, 1:
			b.WriteString(pick(rng, "", "a", "example.com", "a_b", "%41b", "a!b", "$", "a;b", "~x", "a=b", "a.b.", "xn--a", "a%2", "a%"))
		case 2:
			b.WriteString(pick(rng, "1.2.3.4", "0.0.0.0", "255.255.255.255", "10.0.0.255", "01.2.3.4", "1.2.3.04", "256.1.1.1", "1.2.3", "1.2.3.4.5", "1.2.3.4.", "999.0.0.1", "1.2.3.4%41", "1.2.3.4a"))
		case 3:
			a := ipv6Literal(rng)
			if rng.IntN(10) == 0 {
				a += pick(rng, "%25eth0", "%eth0", "%25", "%2")
			}
			b.WriteString("[" + a + pick(rng, "]", "]", "]", "", "]]", "]x"))
		case 4:
			b.WriteString("[" + pick(rng, "v7.x", "V1F.a:b!$", "v1.", "v.x", "vg.x", "v7", "v12.~-_", "w1.x", "v1.x%41", "v1.[") + pick(rng, "]", "]", "", "]x"))
		default:
			b.WriteString(pick(rng, "a", "h") + pick(rng, "[", "]", "@", " ", "%", "#"))
		}
		b.WriteString(pick(rng, "", "", ":80", ":", ":8x", "::", ":080", ":65536"))
	}
	segment := func() string {
		return pick(rng, "", "a", "..", ".", "g;x=1", "b:c", "%2F", "a@b", "~u", "!$&'()*+,;=", "%zz", "a b", "[x]", "é")
	}
	switch rng.IntN(4) {
	case 0:
		for range rng.IntN(3) {
			b.WriteString("/" + segment())
		}
	case 1:
		if !hasAuthority {
			b.WriteString(pick(rng, "g", "a:b", "this:that", "@a", "%3A", "..", "."))
		}
		for range rng.IntN(3) {
			b.WriteString("/" + segment())
		}
	case 2:
		b.WriteString(pick(rng, "/", "//", "/a//b"))
	}
	if rng.IntN(3) == 0 {
		b.WriteString("?" + pick(rng, "", "q", "a=1&b=2", "/?:@", "%41", "x y", "[1]", "?#", "%4"))
	}
	if rng.IntN(3) == 0 {
		b.WriteString("#" + pick(rng, "", "f", "s;t/u?v", "%23", "#", "[", "a?b/c"))
	}
	s := b.String()
	if rng.IntN(12) == 0 {
		i := rng.IntN(len(s) + 1)
		s = s[:i] + pick(rng, " ", "<", "\"", "{", "|", "\\", "^", "`", "\x00", "\x7f", "\xc3\xa9", "\xff") + s[i:]
	}
	return s
}
