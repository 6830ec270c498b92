package parser_test

import (
	"strings"
	"testing"

	"github.com/rfc2396/rfc2396/internal/testmem"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// treeShapes are the inputs whose trees cost the most for their length:
// each repeats the smallest unit that makes one more node of a kind a
// tree once held one of for each (a segment, a param, a label), filled to
// exactly n bytes.
var treeShapes = []struct {
	name string
	make func(n int) string
}{
	{"empty segments", func(n int) string { return strings.Repeat("/", n) }},
	{"empty segments after an authority", func(n int) string { return fill("http://a", "/", "/", n) }},
	{"params", func(n int) string { return "/" + strings.Repeat(";", n-1) }},
	{"params of a rel_segment", func(n int) string { return strings.Repeat(";", n) }},
	{"segments with a param", func(n int) string { return fill("", "/;", "/", n) }},
	{"dot segments", func(n int) string { return fill("", "/.", "/", n) }},
	{"dot-dot segments", func(n int) string { return fill("", "../", "g", n) }},
	{"labels", func(n int) string { return fill("http://", "a.", "a", n) }},
	{"labels and a trailing dot", func(n int) string { return fill("http://b", "a.", "a.", n) }},
}

// fill returns prefix, unit repeated, then suffix, cut or padded with
// suffix's last byte to exactly n bytes.
func fill(prefix, unit, suffix string, n int) string {
	k := (n - len(prefix) - len(suffix)) / len(unit)
	s := prefix + strings.Repeat(unit, k) + suffix
	return s + strings.Repeat(suffix[len(suffix)-1:], n-len(s))
}

// maxTreeBytesPerByte bounds what Parse allocates for its tree, per byte
// of input (issue 19): eight parses of untrusted input at MaxInputLength
// then hold at most 128 MiB.
const maxTreeBytesPerByte = 16

// TestTreeBound holds the bytes that Parse allocates, for the largest
// input it accepts of each worst shape, to maxTreeBytesPerByte times its
// length. It measures bytes, which do not vary from run to run, not time.
func TestTreeBound(t *testing.T) {
	n := parser.MaxInputLength
	for _, shape := range treeShapes {
		s := shape.make(n)
		if len(s) != n {
			t.Fatalf("%s: %d bytes, want %d", shape.name, len(s), n)
		}
		c, err := parser.Split(s)
		if err != nil {
			t.Fatalf("%s: %v", shape.name, err)
		}
		if strings.HasPrefix(shape.name, "labels") && c.HostKind != parts.Hostname {
			t.Fatalf("%s: the host is no hostname", shape.name)
		}
		got := testmem.Allocated(func() { _, err = parser.Parse(s) })
		if err != nil {
			t.Fatalf("%s: %v", shape.name, err)
		}
		perByte := float64(got) / float64(n)
		t.Logf("%-36s %11d B  %7.3f B/byte", shape.name, got, perByte)
		if got > maxTreeBytesPerByte*uint64(n) {
			t.Errorf("%s: Parse of %d bytes allocated %d bytes, %.1f a byte; want at most %d",
				shape.name, n, got, perByte, maxTreeBytesPerByte)
		}
	}
}

// TestValidateAllocatesNothing holds Validate, without options, in RFC
// 2732 mode and in RFC 2732 mode with the query-only reference, to no
// allocation on the valid references of the corpora: it only reads its
// input.
func TestValidateAllocatesNothing(t *testing.T) {
	var valid []string
	for _, s := range allCorpora() {
		if parser.Validate(s) == nil {
			valid = append(valid, s)
		}
	}
	if len(valid) == 0 {
		t.Fatal("no valid reference in the corpora")
	}
	for _, opts := range [][]parser.Option{nil, {syntax.RFC2732}, {syntax.RFC2732 | syntax.QueryOnly}} {
		allocs := testing.AllocsPerRun(3, func() {
			for _, s := range valid {
				_ = parser.Validate(s, opts...)
			}
		})
		if allocs != 0 {
			t.Errorf("Validate with %v: %v allocations for %d references, want none", opts, allocs, len(valid))
		}
	}
}

// TestValidateAllocatesNothing3986 holds Validate and Split in RFC 3986 to
// no allocation on the valid references of the RFC 3986 corpus.
func TestValidateAllocatesNothing3986(t *testing.T) {
	var valid []string
	for _, s := range corpus3986() {
		if parser.Validate(s, syntax.RFC3986) == nil {
			valid = append(valid, s)
		}
	}
	if len(valid) == 0 {
		t.Fatal("no valid reference in the corpus")
	}
	allocs := testing.AllocsPerRun(3, func() {
		for _, s := range valid {
			_ = parser.Validate(s, syntax.RFC3986)
			_, _ = parser.Split(s, syntax.RFC3986)
		}
	})
	if allocs != 0 {
		t.Errorf("Validate and Split in RFC 3986: %v allocations for %d references, want none", allocs, len(valid))
	}
}
