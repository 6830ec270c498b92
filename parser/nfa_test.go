package parser_test

import (
	"regexp/syntax"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// compileAppendixA compiles the Appendix A expression into the program
// that longestViablePrefix runs.
func compileAppendixA(t testing.TB) *syntax.Prog { return compileAppendixAIn(t, mode{}) }

// compileAppendixAIn compiles the expression of mode m.
func compileAppendixAIn(t testing.TB, m mode) *syntax.Prog {
	t.Helper()
	prog, err := appendixAProg(m)
	require.NoError(t, err)
	return prog
}

var progs sync.Map // mode -> *syntax.Prog

func appendixAProg(m mode) (*syntax.Prog, error) {
	m = m.key()
	if p, ok := progs.Load(m); ok {
		return p.(*syntax.Prog), nil
	}
	re, err := syntax.Parse(appendixAIn(m), syntax.Perl)
	if err != nil {
		return nil, err
	}
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		return nil, err
	}
	progs.Store(m, prog)
	return prog, nil
}

// longestViablePrefix returns the length of the longest prefix of s that
// some string matched by prog starts with. It runs the program as a
// nondeterministic automaton, one byte at a time, keeping the set of
// threads alive after each byte; a prefix is viable while that set can
// still consume a byte or reach Match. Bytes stand for themselves as runes:
// the expressions it is used with are ASCII-only, so any byte from 0x80 up
// matches nothing but "." and its kin.
func longestViablePrefix(prog *syntax.Prog, s string) int {
	n, _ := simulate(prog, s)
	return n
}

// viableNext returns the ASCII bytes c for which prefix+c is still a
// viable prefix of what prog matches. prefix must be viable itself.
func viableNext(prog *syntax.Prog, prefix string) (next [128]bool) {
	n, cur := simulate(prog, prefix)
	if n != len(prefix) {
		panic("viableNext: the prefix is not viable")
	}
	for c := range byte(128) {
		next[c] = alive(prog, step(prog, cur, rune(c), len(prefix)))
	}
	return next
}

// A threads is the set of program counters alive at one offset.
type threads map[uint32]bool

// simulate runs prog on s, one byte at a time, and returns the length of
// the longest viable prefix and the threads alive after it.
func simulate(prog *syntax.Prog, s string) (int, threads) {
	cur := threads{}
	addThread(prog, cur, uint32(prog.Start), 0)
	if !alive(prog, cur) {
		return 0, cur // cannot happen for a nonempty language
	}
	for i := 0; i < len(s); i++ {
		next := step(prog, cur, rune(s[i]), i)
		if !alive(prog, next) {
			return i, cur
		}
		cur = next
	}
	return len(s), cur
}

// step returns the threads that cur leads to on byte r at offset i.
func step(prog *syntax.Prog, cur threads, r rune, i int) threads {
	next := threads{}
	for pc := range cur {
		inst := &prog.Inst[pc]
		var ok bool
		switch inst.Op {
		case syntax.InstRune, syntax.InstRune1:
			ok = inst.MatchRune(r)
		case syntax.InstRuneAny:
			ok = true
		case syntax.InstRuneAnyNotNL:
			ok = r != '\n'
		}
		if ok {
			addThread(prog, next, inst.Out, i+1)
		}
	}
	return next
}

// alive reports whether a set of threads can still consume a byte or
// reach Match.
func alive(prog *syntax.Prog, set threads) bool {
	for pc := range set {
		switch prog.Inst[pc].Op {
		case syntax.InstRune, syntax.InstRune1, syntax.InstRuneAny, syntax.InstRuneAnyNotNL, syntax.InstMatch:
			return true
		}
	}
	return false
}

// addThread puts pc and what it leads to without consuming input into set.
// The input can end after the prefix read so far, so an end-of-text
// assertion is taken as satisfiable; it blocks any consuming instruction
// after it, since none can follow it in these expressions except through
// Match.
func addThread(prog *syntax.Prog, set threads, pc uint32, pos int) {
	if set[pc] {
		return
	}
	set[pc] = true
	inst := &prog.Inst[pc]
	switch inst.Op {
	case syntax.InstAlt, syntax.InstAltMatch:
		addThread(prog, set, inst.Out, pos)
		addThread(prog, set, inst.Arg, pos)
	case syntax.InstCapture, syntax.InstNop:
		addThread(prog, set, inst.Out, pos)
	case syntax.InstEmptyWidth:
		op := syntax.EmptyOp(inst.Arg)
		if op&^(syntax.EmptyBeginText|syntax.EmptyBeginLine|syntax.EmptyEndText|syntax.EmptyEndLine) != 0 {
			return // word boundaries: not used by the expressions here
		}
		if op&(syntax.EmptyBeginText|syntax.EmptyBeginLine) != 0 && pos != 0 {
			return
		}
		if op&(syntax.EmptyEndText|syntax.EmptyEndLine) != 0 {
			// Only Match may follow: mark it so, without consuming.
			endOnly := threads{}
			addThread(prog, endOnly, inst.Out, pos)
			for p := range endOnly {
				if prog.Inst[p].Op == syntax.InstMatch {
					set[p] = true
				}
			}
			return
		}
		addThread(prog, set, inst.Out, pos)
	}
}

// TestLongestViablePrefix checks the simulation itself on a small
// expression and on Appendix A, with prefixes worked out by hand.
func TestLongestViablePrefix(t *testing.T) {
	re, err := syntax.Parse(`^(?:ab|ac)d*$`, syntax.Perl)
	require.NoError(t, err)
	small, err := syntax.Compile(re.Simplify())
	require.NoError(t, err)
	for s, want := range map[string]int{"": 0, "a": 1, "ab": 2, "abdd": 4, "abx": 2, "x": 0, "acdq": 3, "ad": 1, "\xffab": 0} {
		assert.Equal(t, want, longestViablePrefix(small, s), "prefix of %q in ^(?:ab|ac)d*$", s)
	}
	prog := compileAppendixA(t)
	for s, want := range map[string]int{
		"http://a b/":   8,
		"http:":         5,
		"?y":            0,
		"a%2":           3,
		"a%2G":          3,
		"1a:b":          2,
		"a#b#c":         3,
		"http://a/%zz":  10,
		"http://a/\xc3": 9,
		"<>":            0,
		"//a:80x/":      8, // valid: "a:80x" is no server but a reg_name
		"//a:80x /":     7,
	} {
		assert.Equal(t, want, longestViablePrefix(prog, s), "viable prefix of %q", s)
	}
}
