package extract

import (
	"slices"
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// A span is where a password lies in a text: text[from:to].
type span struct{ from, to int }

// A hidden is a text with where its passwords lie, in order and apart.
type hidden struct {
	s     string
	spans []span
}

// passwords returns the text s of a candidate, or of what was made of one
// (its resolution, a base), with where its passwords lie, as the package
// documentation says (Passwords). The text is read in pieces, the runs
// without "/", "?" or "#", where an authority or an opaque part ends. A
// piece that follows "//" is read as an authority, and so is the rest of
// a piece after its first scheme (a letter, then scheme characters, then
// ":"): package redact finds its password, from its first ":" to its last
// "@" (redact.Of, syntax.Authority). With cut, the candidate was cut
// inside a password (mayBeCut, heldOver): the last piece, when it is read so and
// holds a ":", no "[" before it and no "@", hides from that ":" to its end,
// as if the "@" that whitespace cut off were there.
func passwords(s string, cut bool) hidden {
	h := hidden{s: s}
	for from := 0; from <= len(s); {
		end := from + cspan(s[from:], "/?#")
		if at, ok := userinfoAt(s, from, end); ok {
			p := s[at:end]
			t := redact.Of(p, syntax.Authority)
			if !t.OK && cut && end == len(s) && cutInside(p) {
				t = redact.Of(p+"@", syntax.Authority)
			}
			if t.OK {
				h.add(at+t.From, at+t.To)
			}
		}
		from = end + 1
	}
	h.merge()
	return h
}

// userinfoAt returns where a userinfo may start in the piece s[from:end]:
// at its start when "//" comes before it, else after its first scheme's
// ":". It reports false when the piece has neither.
func userinfoAt(s string, from, end int) (int, bool) {
	if from >= 2 && s[from-2:from] == "//" {
		return from, true
	}
	k := from // where the scheme characters before the next ":" start
	for i := from; i < end; i++ {
		c := s[i]
		if c == ':' {
			for j := k; j < i; j++ {
				if isAlpha(s[j]) {
					return i + 1, true
				}
			}
		}
		if !isSchemeChar(c) {
			k = i + 1
		}
	}
	return 0, false
}

// cutInside reports whether the piece p, where a userinfo may start, is
// one that whitespace may have cut inside its password: it holds a ":",
// with no "[" before it (a userinfo holds none; an IPv6 literal does),
// and no "@".
func cutInside(p string) bool {
	colon := strings.IndexByte(p, ':')
	return colon >= 0 && strings.IndexByte(p[:colon], '[') < 0 && strings.IndexByte(p, '@') < 0
}

// mayBeCut reports whether the candidate s may have been cut by
// whitespace inside its userinfo: it ends in a piece where a userinfo may
// start that holds a ":" and no "@" (cutInside), the whitespace inside
// the password; or, when the word after the whitespace starts with ":"
// (colonNext), one that holds no ":", "@" or "[" ("// :pw@h"), the
// whitespace before the password, which that word holds whole. It was
// cut when the word goes on with the rest of the userinfo (heldOver).
func mayBeCut(s string, colonNext bool) bool {
	at, ok := userinfoAt(s, lastPiece(s), len(s))
	return ok && (cutInside(s[at:]) || colonNext && strings.IndexAny(s[at:], ":@[") < 0)
}

// heldOver reports whether next, the text after whitespace up to the next
// whitespace, goes on with the rest of a userinfo: it holds an "@" before
// any "/", "?" or "#".
func heldOver(next string) bool {
	// A loop rather than strings.IndexAny, which builds its set anew on
	// each call: this runs on every candidate that whitespace follows.
	for i := 0; i < len(next); i++ {
		switch next[i] {
		case '@':
			return true
		case '/', '?', '#':
			return false
		}
	}
	return false
}

// tail returns s, the text that follows the whitespace that cut a
// candidate inside its password, with the rest of that password hidden:
// up to the last "@" before any "/", "?" or "#", read as a userinfo after
// its ":".
func tail(s string) hidden {
	h := hidden{s: s}
	p := s[:cspan(s, "/?#")]
	if t := redact.Of(":"+p, syntax.Authority); t.OK {
		h.add(t.From-1, t.To-1)
	}
	return h
}

// add adds the password s[from:to].
func (h *hidden) add(from, to int) { h.spans = append(h.spans, span{from, to}) }

// merge sorts the passwords and joins those that overlap or touch, as
// String, in and offset need them.
func (h *hidden) merge() {
	slices.SortFunc(h.spans, func(a, b span) int { return a.from - b.from })
	out := h.spans[:0]
	for _, p := range h.spans {
		if n := len(out); n > 0 && p.from <= out[n-1].to {
			out[n-1].to = max(out[n-1].to, p.to)
			continue
		}
		out = append(out, p)
	}
	h.spans = out
}

// String returns the text with each password replaced by redact.Mask.
func (h hidden) String() string {
	if len(h.spans) == 0 {
		return h.s
	}
	var b strings.Builder
	last := 0
	for _, p := range h.spans {
		b.WriteString(h.s[last:p.from])
		b.WriteString(redact.Mask)
		last = p.to
	}
	b.WriteString(h.s[last:])
	return b.String()
}

// in reports whether offset off of the text is inside a password.
func (h hidden) in(off int) bool {
	for _, p := range h.spans {
		if p.from <= off && off < p.to {
			return true
		}
	}
	return false
}

// offset maps offset off of the text to the offset of the same byte in
// its String: one inside a password maps to the start of its mask.
func (h hidden) offset(off int) int {
	moved := 0
	for _, p := range h.spans {
		switch {
		case off < p.from:
			return off + moved
		case off < p.to:
			return p.from + moved
		}
		moved += len(redact.Mask) - (p.to - p.from)
	}
	return off + moved
}

// lastPiece returns where the last piece of s starts (see passwords):
// after its last "/", "?" or "#".
func lastPiece(s string) int {
	// A loop rather than strings.LastIndexAny, as in heldOver.
	for i := len(s) - 1; i >= 0; i-- {
		if c := s[i]; c == '/' || c == '?' || c == '#' {
			return i + 1
		}
	}
	return 0
}

// cspan returns the length of the prefix of s that holds no byte of set.
func cspan(s, set string) int {
	if i := strings.IndexAny(s, set); i >= 0 {
		return i
	}
	return len(s)
}

// hide returns s, a text of m that starts where the candidate starts (its
// Text, URI or Alternative), with where its passwords lie.
func (m *Match) hide(s string) hidden {
	h := passwords(s, m.cut)
	if m.tail {
		h.spans = append(h.spans, tail(s).spans...)
		h.merge()
	}
	return h
}

// hideMade returns s, a text made from m's candidate (its resolution, a
// base), with where its passwords lie: as in the candidate, and, when the
// candidate starts with the rest of a password that whitespace cut, that
// rest wherever it stands before an "@".
func (m *Match) hideMade(s string) hidden {
	h := passwords(s, m.cut)
	if t := tail(m.URI); m.tail && len(t.spans) > 0 {
		rest := m.URI[:t.spans[0].to] + "@"
		for i := 0; ; {
			k := strings.Index(s[i:], rest)
			if k < 0 {
				break
			}
			h.add(i+k, i+k+len(rest)-1)
			i += k + 1
		}
		h.merge()
	}
	return h
}

// Redacted returns a copy of m that shows no password: its Text, URI,
// Alternative and Descriptor with every password hidden, as the package
// documentation says, and its trees, Ref, Resolved and Base, parsed again
// from their texts so hidden, in the syntax m was read in. Err and
// AlternativeErr hide them already, and ResolveErr shows no text of a
// reference. A nil m gives nil.
func (m *Match) Redacted() *Match {
	if m == nil {
		return nil
	}
	r := *m
	r.Text = m.hide(m.Text).String()
	r.URI = m.hide(m.URI).String()
	r.Alternative = m.hide(m.Alternative).String()
	d := passwords(m.Descriptor, false)
	if m.cut {
		d.spans = append(d.spans, tail(m.Descriptor).spans...)
		d.merge()
	}
	r.Descriptor = d.String()
	if m.Ref != nil {
		r.Ref = shownTree(m.Ref, m.hide(m.URI), m.syn)
	}
	if m.Resolved != nil {
		r.Resolved = shownTree(m.Resolved, m.hideMade(m.Resolved.String()), m.syn)
	}
	if m.Base != nil {
		r.Base = nil
		ref := &ast.URIReference{Extent: m.Base.Extent, URI: m.Base}
		if t := shownTree(ref, passwords(m.Base.String(), false), m.syn); t != nil {
			r.Base, _ = t.URI.(*ast.AbsoluteURI)
		}
	}
	return &r
}

// shownTree returns the tree of h's text with its passwords hidden:
// tree itself when it has none, else that text parsed in syn, or with
// RFC 2732's literals when syn lacks them (resolve builds such a result
// from a base that has one). Hiding keeps a reference valid ("xxxxx" may
// stand where a password stood), so it returns nil only for a tree that
// no parser built.
func shownTree(tree *ast.URIReference, h hidden, syn syntax.Syntax) *ast.URIReference {
	if len(h.spans) == 0 {
		return tree
	}
	s := h.String()
	ref, err := parser.Parse(s, syn)
	if err != nil {
		ref, _ = parser.Parse(s, syntax.RFC2732.Over(syn))
	}
	return ref
}
