package main

import (
	"strings"
	"unicode/utf8"
)

// An event is one thing that a successful match went through: a rule that
// matched a span of the input, or an item of coverage (see item).
type event struct {
	rule       string // a rule that matched input[start:end]; "" for an item
	start, end int    // for an item, where its node started matching
	item       item
}

// An item is one thing a valid case can exercise: an alternative of a
// choice, an optional part present or absent, a repetition taken zero
// times, once or more than once, a byte of a character class, or a rule.
type item struct {
	node int // the node's id; for a rule, -1 - its index in grammar.names
	v    int // the alternative, 0 or 1 for absent or present, 0, 1 or 2 for a count, the byte
}

// A matcher matches an input with the grammar as pigeon's parser does
// (PEG: ordered choice, greedy repetition, lookahead) and records the
// events of the match that succeeded, leaving out those of alternatives
// that failed and of lookaheads.
type matcher struct {
	g       *grammar
	in      string
	rfc2732 bool
	trace   []event
}

// matchRule reports whether the rule matches all of in, and its trace.
func (g *grammar) matchRule(rule, in string, rfc2732 bool) (bool, []event) {
	m := &matcher{g: g, in: in, rfc2732: rfc2732}
	end, ok := m.ref(rule, 0)
	if !ok || end != len(in) {
		return false, nil
	}
	return true, m.trace
}

func (m *matcher) ref(rule string, pos int) (int, bool) {
	end, ok := m.match(m.g.rules[rule], pos)
	if ok {
		m.trace = append(m.trace, event{rule: rule, start: pos, end: end, item: m.g.ruleItem(rule)})
	}
	return end, ok
}

func (m *matcher) match(n *node, pos int) (int, bool) {
	mark := len(m.trace)
	fail := func() (int, bool) {
		m.trace = m.trace[:mark]
		return pos, false
	}
	add := func(v int) { m.trace = append(m.trace, event{start: pos, end: pos, item: item{n.id, v}}) }
	switch n.kind {
	case litNode:
		if len(m.in)-pos >= len(n.lit) && (m.in[pos:pos+len(n.lit)] == n.lit || n.fold && strings.EqualFold(m.in[pos:pos+len(n.lit)], n.lit)) {
			return pos + len(n.lit), true
		}
		return pos, false
	case classNode:
		if pos < len(m.in) && n.class[m.in[pos]] {
			add(int(m.in[pos]))
			return pos + 1, true
		}
		return pos, false
	case anyNode:
		if pos < len(m.in) {
			_, size := utf8.DecodeRuneInString(m.in[pos:])
			return pos + size, true
		}
		return pos, false
	case refNode:
		return m.ref(n.lit, pos)
	case seqNode:
		at := pos
		for _, k := range n.kids {
			end, ok := m.match(k, at)
			if !ok {
				return fail()
			}
			at = end
		}
		return at, true
	case choiceNode:
		for i, k := range n.kids {
			if end, ok := m.match(k, pos); ok {
				add(i)
				return end, true
			}
			m.trace = m.trace[:mark]
		}
		return pos, false
	case optNode:
		if end, ok := m.match(n.kids[0], pos); ok {
			add(1)
			return end, true
		}
		m.trace = m.trace[:mark]
		add(0)
		return pos, true
	case starNode, plusNode:
		at, count := pos, 0
		for {
			loop := len(m.trace)
			end, ok := m.match(n.kids[0], at)
			if !ok || end == at {
				m.trace = m.trace[:loop]
				break
			}
			at = end
			count++
		}
		if n.kind == plusNode && count == 0 {
			return fail()
		}
		add(min(count, 2))
		return at, true
	case andNode, notNode:
		_, ok := m.match(n.kids[0], pos)
		m.trace = m.trace[:mark]
		if ok == (n.kind == andNode) {
			return pos, true
		}
		return pos, false
	case predNode:
		return pos, m.rfc2732
	}
	panic("unknown node kind")
}

// ruleItem returns the item of the rule named.
func (g *grammar) ruleItem(rule string) item {
	return item{node: -1 - g.index[rule]}
}
