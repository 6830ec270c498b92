package parser_test

import (
	"hash/crc32"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// parsedComponents takes the components out of a parsed reference, in the
// form matchAppendixA gives them: from the tree's model, and the kinds of
// its nodes.
func parsedComponents(r *ast.URIReference) components {
	rc := r.Components()
	var c components
	c.Scheme = rc.Ptr(rc.Scheme)
	if rc.Authority.Defined() {
		c.Authority, c.AuthorityKind = rc.Ptr(rc.Authority), "reg_name"
		if r.Server() != nil {
			c.AuthorityKind = "server"
		}
	}
	c.Userinfo = rc.Ptr(rc.Userinfo)
	if h := r.Host(); h != nil {
		c.Host, c.HostKind = rc.Ptr(rc.Host), map[string]string{"hostname": "hostname", "ipv4": "IPv4address", "ipv6": "ipv6reference"}[h.Kind()]
	}
	c.Port = rc.Ptr(rc.Port)
	c.Path = rc.Of(rc.Path)
	c.Opaque = rc.Opaque
	_, c.NetPath = r.Path().(*ast.NetPath)
	c.Query = rc.Ptr(rc.Query)
	c.Fragment = rc.Ptr(rc.Fragment)
	return c
}

// The regular expression of Appendix B, which splits any string into the
// five components of section 4.3.
var appendixBRE = regexp.MustCompile(`^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`)

// appendixB holds the five components Appendix B's expression gives, nil
// for a group that did not take part in the match.
type appendixB struct {
	Scheme, Authority *string
	Path              string
	Query, Fragment   *string
}

func matchAppendixB(s string) appendixB {
	m := appendixBRE.FindStringSubmatchIndex(s)
	group := func(i int) *string {
		if m[2*i] < 0 {
			return nil
		}
		v := s[m[2*i]:m[2*i+1]]
		return &v
	}
	return appendixB{Scheme: group(2), Authority: group(4), Path: *group(5), Query: group(7), Fragment: group(9)}
}

// checkAppendixB checks that the parser splits the valid reference r as
// Appendix B splits its text. Appendix B knows no opaque part: it splits
// "mailto:a?b" into path "a" and query "b", where Appendix A has the opaque
// part "a?b" and no query. For an opaque URI the path and query of
// Appendix B together must be the opaque part.
func checkAppendixB(t testing.TB, s string, r *ast.URIReference) bool {
	t.Helper()
	b := matchAppendixB(s)
	c := parsedComponents(r)
	want := appendixB{Scheme: c.Scheme, Authority: c.Authority, Path: c.Path, Query: c.Query, Fragment: c.Fragment}
	if c.Opaque && b.Query != nil {
		b.Path += "?" + *b.Query
		b.Query = nil
	}
	return assert.Equal(t, b, want, "Appendix B components of %q", s)
}

// corpusAlphabet holds the characters that matter to the grammar, and a
// few that it does not accept.
var corpusAlphabet = []string{"a", "Z", "1", ".", "-", ":", "/", "?", "#", "@", "%", "2", "F", ";", "=", "+", " ", "[", "~", "9", "x", "$"}

// corpus returns the strings the oracle tests check: the references of
// testdata/parse, strings drawn at random from corpusAlphabet, and strings
// assembled from random valid components and then, mostly, mutated. It is
// the same on every run.
var corpus = sync.OnceValue(func() []string {
	rng := rand.New(rand.NewPCG(2396, 1998))
	seen := map[string]bool{}
	var out []string
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for _, s := range readValid() {
		add(s)
	}
	for _, c := range readInvalid() {
		add(c.input)
	}
	for range 12000 {
		var b strings.Builder
		for range rng.IntN(14) {
			b.WriteString(corpusAlphabet[rng.IntN(len(corpusAlphabet))])
		}
		add(b.String())
	}
	for range 12000 {
		s := assemble(rng)
		if rng.IntN(4) > 0 {
			s = mutate(rng, s)
		}
		add(s)
	}
	return out
})

// allCorpora returns corpus and corpusIPv6 together.
var allCorpora = sync.OnceValue(func() []string {
	return append(slices.Clone(corpus()), corpusIPv6()...)
})

// raceStride is how many inputs of the long differential tests stand for
// one under the race detector.
const raceStride = 16

// raceSkip reports whether a long differential test leaves s out. Under
// the race detector, which slows these tests many times over and finds
// nothing in them (each runs on one goroutine), they keep one input in
// raceStride, chosen by a checksum of s and so the same on every run and
// in every loop that builds s; the normal run checks every input.
func raceSkip(s string) bool {
	return raceEnabled && crc32.ChecksumIEEE([]byte(s))%raceStride != 0
}

// corpusIPv6 returns strings rich in IPv6 literals, valid and broken: too
// many pieces, two "::", a bad IPv4 tail, a missing "]", text after "]",
// brackets in each component. It is the same on every run.
var corpusIPv6 = sync.OnceValue(func() []string {
	rng := rand.New(rand.NewPCG(2732, 2373))
	seen := map[string]bool{}
	var out []string
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for range 8000 {
		s := assembleIPv6(rng)
		if rng.IntN(3) == 0 {
			s = mutateIPv6(rng, s)
		}
		add(s)
	}
	return out
})

// ipv6Literal returns a random IPv6 address, most of them valid: eight
// pieces, or fewer around one "::", the last two an IPv4 tail now and
// then; the rest broken: a bad piece or tail, a piece too many, a second
// "::".
func ipv6Literal(rng *rand.Rand) string {
	piece := func() string { return pick(rng, "0", "1", "ff", "FFFF", "db8", "2001", "abcd", "0000", "Ab9") }
	n := 8 // pieces, counting a tail as two
	double := rng.IntN(3) > 0
	if double {
		n = rng.IntN(8) // "::" stands for the 8-n others
	}
	tail := n >= 2 && rng.IntN(4) == 0
	var ps []string
	for range n {
		ps = append(ps, piece())
	}
	if tail {
		ps = append(ps[:n-2], pick(rng, "1.2.3.4", "129.144.52.38", "001.2.3.4", "255.255.255.255", "0.0.0.0", "13.1.68.3"))
	}
	switch rng.IntN(12) { // break it now and then
	case 0:
		ps = append(ps, piece())
	case 1:
		if len(ps) > 0 {
			ps[rng.IntN(len(ps))] = pick(rng, "", "g", "12345", "00000", "1.2.3", "256.1.1.1", "1.2.3.4.5", "1..2.3")
		}
	case 2:
		double = true
		ps = append(ps, "", "")
	}
	if !double {
		return strings.Join(ps, ":")
	}
	i := rng.IntN(len(ps) + 1)
	if tail && i == len(ps) {
		i-- // the tail stays last
	}
	return strings.Join(ps[:i], ":") + "::" + strings.Join(ps[i:], ":")
}

// assembleIPv6 builds a reference whose host is most often an IPv6
// literal, with brackets elsewhere now and then.
func assembleIPv6(rng *rand.Rand) string {
	var b strings.Builder
	if rng.IntN(10) == 0 { // brackets in an opaque part
		return pick(rng, "mailto:a[1]", "mailto:[1]", "urn:x]", "a:b[]#[", "a:/[") + pick(rng, "", "?q[", "#]")
	}
	b.WriteString(pick(rng, "http://", "//", "ftp://u:p@", "x://@", "//a@", "", "a[:", "/b["))
	switch rng.IntN(5) {
	case 0:
		b.WriteString(pick(rng, "a", "1.2.3.4", "1234.1.1.1", "a.b", "a[1]"))
	default:
		b.WriteString("[" + ipv6Literal(rng) + pick(rng, "]", "]", "]", "]", "", "]]", "]x"))
	}
	b.WriteString(pick(rng, "", "", ":80", ":", ":8x", "[", "]"))
	b.WriteString(pick(rng, "", "/", "/a/b", "/b[1]", "/%5B"))
	b.WriteString(pick(rng, "", "", "?x[1]=2", "?q", "?[]"))
	b.WriteString(pick(rng, "", "", "#f[0]", "#]"))
	return b.String()
}

// mutateIPv6 is mutate with brackets, colons and dots among the
// characters it inserts.
func mutateIPv6(rng *rand.Rand, s string) string {
	if s == "" || rng.IntN(2) == 0 {
		return mutate(rng, s)
	}
	c := pick(rng, "[", "]", ":", "::", ".", "0", "f", "g")
	i := rng.IntN(len(s) + 1)
	return s[:i] + c + s[i:]
}

// pick returns one of the choices at random.
func pick(rng *rand.Rand, choices ...string) string { return choices[rng.IntN(len(choices))] }

// assemble builds a URI reference from random components, most of them
// valid: schemes, servers with and without userinfo and port, hostnames
// (trailing dot included), IPv4 addresses, reg_names, paths with params
// and escapes, queries and fragments.
func assemble(rng *rand.Rand) string {
	var b strings.Builder
	label := func() string {
		return pick(rng, "a", "b1", "x-y", "a--b", "1a", "Z", "9", "www", "ex-1", "-a", "a-")
	}
	host := func() string {
		switch rng.IntN(3) {
		case 0:
			var ls []string
			for range 1 + rng.IntN(3) {
				ls = append(ls, label())
			}
			return strings.Join(ls, ".") + pick(rng, "", "", ".")
		case 1:
			return pick(rng, "1.2.3.4", "999.0.0.1", "10.0.0.255", "1.2.3", "1.2.3.4.5", "0.0.0.0.")
		}
		return pick(rng, "a_b", "%41b", "a!b", "$", "a;b", "~x", "a=b")
	}
	segment := func() string {
		return pick(rng, "", "a", "..", ".", "g;x=1", "b:c", "%2F", "a@b", "~u", "c;p;q", "d$,+&=", "%zz", "a b")
	}
	if rng.IntN(2) == 0 {
		b.WriteString(pick(rng, "http", "a", "svn+ssh", "x-1.y", "mailto", "urn", "1a", "A"))
		b.WriteString(":")
	}
	switch rng.IntN(4) {
	case 0, 1:
		b.WriteString("//")
		if rng.IntN(3) == 0 {
			b.WriteString(pick(rng, "", "u", "u:p", "a%20b", "a;b=c"))
			b.WriteString("@")
		}
		if rng.IntN(6) > 0 {
			b.WriteString(host())
		}
		if rng.IntN(3) == 0 {
			b.WriteString(":" + pick(rng, "", "80", "8080", "x"))
		}
		for range rng.IntN(3) {
			b.WriteString("/" + segment())
		}
	case 2:
		for range 1 + rng.IntN(3) {
			b.WriteString("/" + segment())
		}
	case 3:
		b.WriteString(pick(rng, "g", "a@b", "?x", "a%2Fb", ";p", "urn:isbn:1", "=", "..", "."))
		for range rng.IntN(3) {
			b.WriteString("/" + segment())
		}
	}
	if rng.IntN(3) == 0 {
		b.WriteString("?" + pick(rng, "", "q", "a=1&b=2", "/?:@", "%41", "x y"))
	}
	if rng.IntN(3) == 0 {
		b.WriteString("#" + pick(rng, "", "f", "s;t/u?v", "%23", "#"))
	}
	return b.String()
}

// mutate deletes, inserts, replaces or doubles one character of s.
func mutate(rng *rand.Rand, s string) string {
	c := corpusAlphabet[rng.IntN(len(corpusAlphabet))]
	if s == "" {
		return c
	}
	i := rng.IntN(len(s))
	switch rng.IntN(4) {
	case 0:
		return s[:i] + s[i+1:]
	case 1:
		return s[:i] + c + s[i:]
	case 2:
		return s[:i] + c + s[i+1:]
	}
	return s[:i+1] + s[i:]
}

// readValid reads testdata/parse/valid.txt: one reference a line.
func readValid() []string { return testcorpus.Valid("../testdata") }

// invalidCase is one line of testdata/parse/invalid.txt.
type invalidCase struct {
	input  string
	offset int
	rule   syntax.Rule
}

// readInvalid reads testdata/parse/invalid.txt: the Go-quoted input, the
// expected error offset and the expected rule, tab-separated.
func readInvalid() []invalidCase {
	var out []invalidCase
	for _, line := range testcorpus.Lines("../testdata/parse/invalid.txt") {
		f := strings.Split(line, "\t")
		if len(f) != 3 {
			panic("invalid.txt: want 3 tab-separated fields: " + line)
		}
		off, err := strconv.Atoi(f[1])
		if err != nil {
			panic("invalid.txt: " + err.Error())
		}
		out = append(out, invalidCase{input: testcorpus.Field(f[0]), offset: off, rule: syntax.Rule(f[2])})
	}
	return out
}

// TestAppendixAOracle checks that each engine, in each mode, accepts
// exactly the strings the Appendix A expression of the mode matches, and
// splits them into the same components.
func TestAppendixAOracle(t *testing.T) {
	for _, eng := range engines {
		for _, m := range modes {
			t.Run(eng.name+"/"+m.name, func(t *testing.T) {
				n, valid, ipv6 := 0, 0, 0
				for _, s := range allCorpora() {
					if raceSkip(s) {
						continue
					}
					n++
					want, ok := matchAppendixAIn(m, s)
					r, err := parser.Parse(s, append(m.opts(), eng.opts...)...)
					if !assert.Equal(t, ok, err == nil, "%q: Appendix A says valid=%v, Parse says %v", s, ok, err) || !ok {
						continue
					}
					valid++
					if want.HostKind == "ipv6reference" {
						ipv6++
					}
					assert.Equal(t, want, parsedComponents(r), "components of %q", s)
				}
				t.Logf("checked %d strings against Appendix A, %d of them valid, %d with an IPv6 literal", n, valid, ipv6)
				assert.Greater(t, valid, n/5, "the corpus should hold a fair share of valid references")
				if m.rfc2732 {
					assert.Greater(t, ipv6, n/50, "the corpus should hold many valid IPv6 literals")
				}
			})
		}
	}
}

// TestAppendixBOracle checks every valid reference of the corpus against
// the components that Appendix B's expression gives, with each engine.
func TestAppendixBOracle(t *testing.T) {
	for _, eng := range engines {
		t.Run(eng.name, func(t *testing.T) {
			n := 0
			for _, s := range corpus() {
				if raceSkip(s) {
					continue
				}
				if r, err := parser.Parse(s, eng.opts...); err == nil {
					n++
					checkAppendixB(t, s, r)
				}
			}
			t.Logf("checked %d valid references against Appendix B", n)
		})
	}
}

// TestErrorOffsetOracle checks that the offset of every error is the
// length of the longest prefix of the input that some URI reference starts
// with, as a simulation of the Appendix A expression's program finds it,
// with each engine, in Appendix A to the letter (syntax.RFC2396; the
// other readings are TestExpectedOracle's); and that the invalid cases of
// testdata/parse get their offset and rule.
func TestErrorOffsetOracle(t *testing.T) {
	prog := compileAppendixA(t)
	for _, eng := range engines {
		t.Run(eng.name, func(t *testing.T) {
			opts := append([]parser.Option{syntax.RFC2396}, eng.opts...)
			n := 0
			for _, s := range corpus() {
				if raceSkip(s) {
					continue
				}
				_, err := parser.Parse(s, opts...)
				if err == nil {
					continue
				}
				n++
				var pe *parser.Error
				require.ErrorAs(t, err, &pe)
				assert.Equal(t, longestViablePrefix(prog, s), pe.Offset, "error offset for %q: %v", s, err)
				assert.Contains(t, parser.Rules(syntax.RFC2396), pe.Rule, "rule of %v", err)
				assert.NotEmpty(t, pe.Hint, "hint of %v", err)
			}
			t.Logf("checked the error offsets of %d invalid strings", n)
			for _, c := range readInvalid() {
				_, err := parser.Parse(c.input, opts...)
				var pe *parser.Error
				if assert.ErrorAs(t, err, &pe, "%q", c.input) {
					assert.Equal(t, c.offset, pe.Offset, "%v", err)
					assert.Equal(t, c.rule, pe.Rule, "%v", err)
				}
			}
		})
	}
}
