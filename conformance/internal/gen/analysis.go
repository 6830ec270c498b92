package main

import (
	"fmt"
	"slices"
	"strings"
)

// possible reports whether n can match at all in a mode: false when it
// needs the rfc2732 predicate to be true (or, under "!", false) and the
// mode says otherwise.
func (g *grammar) possible(n *node, rfc2732 bool) bool {
	switch n.kind {
	case predNode:
		return rfc2732
	case refNode:
		return g.possible(g.rules[n.lit], rfc2732)
	case seqNode:
		for _, k := range n.kids {
			if !g.possible(k, rfc2732) {
				return false
			}
		}
		return true
	case choiceNode:
		return slices.ContainsFunc(n.kids, func(k *node) bool { return g.possible(k, rfc2732) })
	case plusNode:
		return g.possible(n.kids[0], rfc2732)
	case andNode:
		return g.isPredicate(n.kids[0]) == 0 || g.possible(n.kids[0], rfc2732)
	case notNode:
		// !rfc2732 can match only when the predicate is false.
		return g.isPredicate(n.kids[0]) == 0 || !g.possible(n.kids[0], rfc2732)
	}
	return true
}

// isPredicate returns 1 when n is the rfc2732 predicate or a rule that is
// only that, and 0 otherwise.
func (g *grammar) isPredicate(n *node) int {
	for n.kind == refNode {
		n = g.rules[n.lit]
	}
	if n.kind == predNode {
		return 1
	}
	return 0
}

// items returns every item that a match from the rules roots can go
// through in a mode, lookaheads left out: each alternative of each
// choice, each side of each optional part, each count of each repetition,
// each byte of each class, and each rule.
func (g *grammar) items(rfc2732 bool, roots ...string) map[item]bool {
	out := map[item]bool{}
	seenRule := map[string]bool{}
	var walk func(n *node)
	walk = func(n *node) {
		if !g.possible(n, rfc2732) {
			return
		}
		switch n.kind {
		case refNode:
			if !seenRule[n.lit] {
				seenRule[n.lit] = true
				out[g.ruleItem(n.lit)] = true
				walk(g.rules[n.lit])
			}
		case seqNode:
			for _, k := range n.kids {
				walk(k)
			}
		case choiceNode:
			for i, k := range n.kids {
				if g.possible(k, rfc2732) {
					out[item{n.id, i}] = true
					walk(k)
				}
			}
		case optNode, starNode, plusNode:
			if n.kind != plusNode {
				out[item{n.id, 0}] = true
			}
			if g.possible(n.kids[0], rfc2732) {
				out[item{n.id, 1}] = true
				if n.kind != optNode {
					out[item{n.id, 2}] = true
				}
				walk(n.kids[0])
			}
		case classNode:
			for c := range 256 {
				if n.class[c] {
					out[item{n.id, c}] = true
				}
			}
		}
	}
	for _, r := range roots {
		walk(&node{kind: refNode, lit: r})
	}
	return out
}

// describe names an item for a person: the rule, the expression and which
// of its branches.
func (g *grammar) describe(it item) string {
	if it.node < 0 {
		return "rule " + g.names[-1-it.node]
	}
	n := g.nodes[it.node]
	where := fmt.Sprintf("rule %s, %s", n.rule, n.text)
	switch n.kind {
	case choiceNode:
		return fmt.Sprintf("%s: alternative %d (%s)", where, it.v+1, n.kids[it.v].text)
	case optNode:
		return fmt.Sprintf("%s: %s", where, map[int]string{0: "absent", 1: "present"}[it.v])
	case starNode, plusNode:
		return fmt.Sprintf("%s: %s", where, map[int]string{0: "zero times", 1: "once", 2: "more than once"}[it.v])
	case classNode:
		return fmt.Sprintf("%s: %q", where, rune(it.v))
	}
	return where
}

// reachSets returns, for each node, the set of nodes a derivation of it
// can go through (itself included), lookaheads left out.
func (g *grammar) reachSets() [][]bool {
	reach := make([][]bool, len(g.nodes))
	var visit func(n *node) []bool
	visit = func(n *node) []bool {
		if reach[n.id] != nil {
			return reach[n.id]
		}
		set := make([]bool, len(g.nodes))
		reach[n.id] = set // the grammar has no recursion; this stops a loop if it had
		set[n.id] = true
		var kids []*node
		switch n.kind {
		case refNode:
			kids = []*node{g.rules[n.lit]}
		case seqNode, choiceNode, optNode, starNode, plusNode:
			kids = n.kids
		}
		for _, k := range kids {
			for i, ok := range visit(k) {
				set[i] = set[i] || ok
			}
		}
		return set
	}
	for _, n := range g.nodes {
		visit(n)
	}
	return reach
}

// oneCharRules returns the rules that match one character or one escape
// (alpha, digit, pchar, uric, ...): labels too fine for an edit, which
// is labelled with the rule around them.
func (g *grammar) oneCharRules() map[string]bool {
	var one func(n *node) bool
	one = func(n *node) bool {
		switch n.kind {
		case classNode:
			return true
		case litNode:
			return len(n.lit) == 1
		case choiceNode:
			for _, k := range n.kids {
				if !one(k) {
					return false
				}
			}
			return true
		case seqNode:
			// the predicated alternative of reserved: rfc2732 [[\]]
			return len(n.kids) == 2 && g.isPredicate(n.kids[0]) == 1 && one(n.kids[1])
		case refNode:
			return n.lit == "escaped" || n.lit == "pct_encoded" || one(g.rules[n.lit])
		}
		return false
	}
	out := map[string]bool{}
	for _, r := range g.names {
		if g.rules[r].kind != predNode && one(g.rules[r]) {
			out[r] = true
		}
	}
	return out
}

// sortedItems returns the items of set in a fixed order.
func sortedItems(set map[item]bool) []item {
	var out []item
	for it := range set {
		out = append(out, it)
	}
	slices.SortFunc(out, func(a, b item) int {
		if a.node != b.node {
			return a.node - b.node
		}
		return a.v - b.v
	})
	return out
}

// describeAll lists items for a person, one a line.
func (g *grammar) describeAll(items []item) string {
	var lines []string
	for _, it := range items {
		lines = append(lines, "\t"+g.describe(it))
	}
	return strings.Join(lines, "\n")
}
