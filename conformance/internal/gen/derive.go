package main

import (
	"math/rand/v2"
	"strings"
)

// A deriver makes random strings from the grammar's rules: a derivation
// that picks alternatives, optional parts and counts of repetitions at
// random, steered toward a target node and toward the items that no case
// has covered yet. Lookaheads are not derived (a derived string may fail
// them, and the matcher then rejects it), except the rfc2732 predicate,
// which the mode decides.
type deriver struct {
	g       *grammar
	rnd     *rand.Rand
	rfc2732 bool
	reach   [][]bool      // grammar.reachSets
	covered map[item]bool // the items covered so far, to steer toward the others
	target  int           // a node to reach, or -1
	inside  int           // how deep the derivation is inside the target
}

// derive returns a random string of the rule named.
func (d *deriver) derive(rule string) (string, bool) {
	var b strings.Builder
	ok := d.node(d.g.rules[rule], &b)
	return b.String(), ok
}

// toward reports whether a derivation of n can reach the target.
func (d *deriver) toward(n *node) bool {
	return d.target >= 0 && d.reach[n.id][d.target]
}

// chance returns true with probability p.
func (d *deriver) chance(p float64) bool { return d.rnd.Float64() < p }

// plain reports whether n is context for the target, neither on the way
// to it nor inside it: there the derivation keeps to short strings, so
// that a case shows its target plainly.
func (d *deriver) plain(n *node) bool {
	return d.target >= 0 && d.inside == 0 && !d.toward(n)
}

func (d *deriver) node(n *node, b *strings.Builder) bool {
	if n.id == d.target {
		d.inside++
		defer func() { d.inside-- }()
	}
	switch n.kind {
	case litNode:
		for _, c := range []byte(n.lit) {
			if lower := c | 0x20; n.fold && lower >= 'a' && lower <= 'z' && d.chance(0.5) {
				c ^= 0x20 // the letter in the other case
			}
			b.WriteByte(c)
		}
	case classNode:
		var all, fresh []byte
		for c := range 256 {
			if n.class[c] {
				all = append(all, byte(c))
				if !d.covered[item{n.id, c}] {
					fresh = append(fresh, byte(c))
				}
			}
		}
		if len(fresh) > 0 && d.chance(0.6) {
			all = fresh
		}
		b.WriteByte(all[d.rnd.IntN(len(all))])
	case anyNode:
		// Only "!." (the end) is written in the grammar: nothing to write.
	case refNode:
		return d.node(d.g.rules[n.lit], b)
	case seqNode:
		for _, k := range n.kids {
			if !d.node(k, b) {
				return false
			}
		}
	case choiceNode:
		var order []int
		for i, k := range n.kids {
			if d.g.possible(k, d.rfc2732) {
				order = append(order, i)
			}
		}
		d.rnd.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		first := -1
		for _, i := range order {
			if d.toward(n.kids[i]) && d.chance(0.9) {
				first = i
				break
			}
		}
		if first < 0 && d.chance(0.6) {
			for _, i := range order {
				if !d.covered[item{n.id, i}] {
					first = i
					break
				}
			}
		}
		if first >= 0 {
			for j, i := range order {
				if i == first {
					order[0], order[j] = order[j], order[0]
				}
			}
		}
		mark := b.Len()
		for _, i := range order {
			if d.node(n.kids[i], b) {
				return true
			}
			truncate(b, mark)
		}
		return false
	case optNode:
		present := d.chance(0.5)
		if d.plain(n) {
			present = d.chance(0.2)
		}
		switch {
		case d.toward(n.kids[0]):
			present = d.chance(0.9)
		case !d.covered[item{n.id, 0}] && d.chance(0.6):
			present = false
		case !d.covered[item{n.id, 1}] && d.chance(0.6):
			present = true
		}
		if present {
			mark := b.Len()
			if !d.node(n.kids[0], b) {
				truncate(b, mark)
			}
		}
	case starNode, plusNode:
		counts := []int{0, 0, 0, 1, 1, 1, 1, 2, 2, 3, 4}
		if d.plain(n) {
			counts = []int{0, 0, 0, 1, 1, 1, 1, 1, 2, 2}
		}
		count := counts[d.rnd.IntN(len(counts))]
		for v := range 3 {
			if !d.covered[item{n.id, v}] && d.chance(0.5) {
				count = v + d.rnd.IntN(2)*v // 0, 1, or 2 to 4
			}
		}
		if d.toward(n.kids[0]) && count == 0 && d.chance(0.9) {
			count = 1
		}
		if n.kind == plusNode && count == 0 {
			count = 1
		}
		for range count {
			if !d.node(n.kids[0], b) {
				return false
			}
		}
	case andNode, notNode:
		if d.g.isPredicate(n.kids[0]) == 1 {
			return d.rfc2732 == (n.kind == andNode)
		}
	case predNode:
		return d.rfc2732
	}
	return true
}

// truncate cuts b back to its first n bytes.
func truncate(b *strings.Builder, n int) {
	s := b.String()[:n]
	b.Reset()
	b.WriteString(s)
}
