// Package peg3986 holds the parser that pigeon generates from
// grammar/rfc3986.peg, RFC 3986's Appendix A (rfc3986.go, not to be
// edited), the list of its rules (rules.go, generated with it), and Run,
// which matches one rule. It is the reference parser for RFC 3986, as
// package peg is for RFC 2396; nothing here is public API.
package peg3986

import (
	"slices"
	"strings"
	"sync"

	"github.com/rfc2396/rfc2396/parser/internal/peg"
)

// Failure says where a parse stopped and what the grammar would have
// accepted there: the same report as package peg's.
type Failure = peg.Failure

// A Rule is a rule of the grammar that transcribes a line of RFC 3986's
// ABNF, or of the core rules it uses.
type Rule struct {
	Name    string // the name in the grammar and entry point of Run, such as "path_abempty"
	RFCName string // the name as the RFC spells it, such as "path-abempty"
}

// Rules returns the rules of the grammar that transcribe a line of the
// ABNF, in the grammar's order: Appendix A's, then ALPHA, DIGIT and HEXDIG.
func Rules() []Rule { return slices.Clone(rules[:]) }

// Run matches the rule named entry at the start of input: "Input" for a
// whole URI-reference, or any rule of Rules by its Name. It returns the
// offset just past what the rule matched, which may be short of the end
// of input, or the failure: the farthest offset the parse reached and what
// it expected there.
func Run(entry, input string) (end int, fail *Failure) {
	p := newParser("", []byte(input), Entrypoint(entry), AllowInvalidUTF8(true))
	_, err := p.parse(g)
	if err == nil {
		return p.pt.offset, nil
	}
	if len(p.maxFailExpected) == 0 {
		return 0, &Failure{Err: err} // not a failed match: an unknown entry point
	}
	f := &Failure{Offset: p.maxFailPos.offset}
	for _, want := range p.maxFailExpected {
		switch {
		case want == "!.":
			f.EndOfInput = true
		case strings.HasPrefix(want, "!"):
			// A look-ahead that failed because something matched: what
			// it names is a character that may not come there.
		default:
			for c, ok := range expected()[want] {
				f.Expected[c] = f.Expected[c] || ok
			}
		}
	}
	return 0, f
}

// expected maps the description that the generated parser records for a
// failed matcher (its "want" or "val") to the ASCII characters the matcher
// accepts as its first character. It is made from the grammar itself, the
// first time a run fails.
var expected = sync.OnceValue(func() map[string][128]bool {
	m := map[string][128]bool{}
	for _, r := range g.rules {
		collect(m, r.expr)
	}
	return m
})

// collect walks a grammar expression and records every matcher in expected.
func collect(expected map[string][128]bool, e any) {
	switch e := e.(type) {
	case *charClassMatcher:
		expected[e.val] = e.basicLatinChars
	case *litMatcher:
		var set [128]bool
		if len(e.val) > 0 && e.val[0] < 128 {
			set[e.val[0]] = true
			if e.ignoreCase {
				set[strings.ToUpper(e.val[:1])[0]] = true
			}
		}
		expected[e.want] = set
	case *labeledExpr:
		collect(expected, e.expr)
	case *andExpr:
		collect(expected, e.expr)
	case *notExpr:
		collect(expected, e.expr)
	case *zeroOrOneExpr:
		collect(expected, e.expr)
	case *zeroOrMoreExpr:
		collect(expected, e.expr)
	case *oneOrMoreExpr:
		collect(expected, e.expr)
	case *seqExpr:
		for _, x := range e.exprs {
			collect(expected, x)
		}
	case *choiceExpr:
		for _, x := range e.alternatives {
			collect(expected, x)
		}
	}
}

// Continuations returns what can continue prefix, the input before the
// offset of a failure that Run reports for "Input": the ASCII bytes c for
// which Run reads prefix+c past prefix (fails after it, or matches), and
// whether prefix is itself a URI-reference.
//
// A failure's Expected is what the parse recorded at its farthest
// offset, which can miss a byte: one that only a look-ahead would have
// let through (after an IPv4address host, what makes it a reg-name that
// goes on). Continuations asks the grammar about each byte instead. It
// is the set of bytes that continue prefix into some URI-reference where
// Run's offsets are the longest prefix of the input that some
// URI-reference starts with, which package parser's tests hold them to.
func Continuations(prefix string) (set [128]bool, end bool) {
	probe := []byte(prefix + " ")
	for c := range byte(128) {
		probe[len(prefix)] = c
		_, f := Run("Input", string(probe))
		set[c] = f == nil || f.Offset > len(prefix)
	}
	_, f := Run("Input", prefix)
	return set, f == nil
}
