package peg

import (
	"sync"

	"github.com/rfc2396/rfc2396/ast"
)

// Failure says where a parse stopped and what the grammar would have
// accepted there.
type Failure struct {
	Offset     int       // offset of the first byte no rule could match
	Expected   [128]bool // the ASCII characters some rule tried at Offset
	EndOfInput bool      // whether the end of the input was acceptable at Offset
	Err        error     // an error other than a failed match (an action's)
}

// rfc2732Key is the key of the RFC 2732 mode in pigeon's global store.
const rfc2732Key = "rfc2732"

// Run parses input from the rule named entry, in RFC 2732 mode when
// rfc2732 is set. It returns the rule's value and the offset just past
// what the rule matched, or the failure.
//
// Each run makes its parser with newParser, as pigeon's own Parse does.
// Reusing parsers by resetting their unexported fields, and sharing the
// input's memory through unsafe, saved about half the cost of matching a
// single character (BenchmarkRun); with the fast engine running Parse,
// that no longer earns the risk of depending on pigeon's internals.
func Run(entry, input string, rfc2732 bool) (val any, end int, fail *Failure) {
	p := newParser("", []byte(input), Entrypoint(entry), AllowInvalidUTF8(true), GlobalStore(rfc2732Key, rfc2732))
	val, err := p.parse(g)
	if err == nil {
		return val, p.pt.offset, nil
	}
	f := &Failure{Offset: p.maxFailPos.offset}
	for _, want := range p.maxFailExpected {
		if want == "!." {
			f.EndOfInput = true
			continue
		}
		for c, ok := range expected()[want] {
			f.Expected[c] = f.Expected[c] || ok
		}
	}
	if len(p.maxFailExpected) == 0 {
		f.Err = err // not a failed match: an entry point or action error
	}
	return nil, 0, f
}

// span returns the span of the text the current rule matched.
func (c *current) span() ast.Extent {
	return ast.Extent{Offset: c.pos.offset, Text: string(c.text)}
}

// expected maps the description that the generated parser records for a
// failed matcher (its "want" or "val") to the ASCII characters the matcher
// accepts as its first character. It is made from the grammar itself, the
// first time a run fails: a program that never runs the grammar's parser
// does not pay for it at start-up.
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
		}
		expected[e.want] = set
	case *actionExpr:
		collect(expected, e.expr)
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
