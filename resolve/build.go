package resolve

import (
	"fmt"
	"strings"

	"github.com/rfc2396/rfc2396/internal/nodes"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/internal/scan"
)

// step7Recombine writes the result's components out as section 5.2 step 7
// does, and builds the tree of that string.
func (r *resolver) step7Recombine() error {
	o := &r.out
	nseg := len(r.merged)
	if r.merged == nil && o.opaque == nil {
		nseg = o.path.len()
	}
	if o.auth == nil && o.opaque == nil && nseg >= 2 {
		if first := r.segAt(0); first.Segment != nil && first.Text == "" {
			e := &Error{Which: "base", Offset: first.Offset - r.base.Offset, Err: ErrAmbiguousPath}
			if first.ref {
				e.Which, e.Offset = "ref", first.Offset-r.ref.Offset
			}
			return e
		}
	}

	// The string's length.
	n := len(o.scheme.Text) + 1
	if o.auth != nil {
		n += 2 + len(o.auth.String())
	}
	if o.opaque != nil {
		n += len(o.opaque.Text)
	}
	for i := range nseg {
		n += 1 + len(r.segAt(i).text())
	}
	if o.query != nil {
		n += 1 + len(o.query.Text)
	}
	if o.frag != nil {
		n += 1 + len(o.frag.Text)
	}
	var b strings.Builder
	b.Grow(n)
	b.WriteString(o.scheme.Text)
	b.WriteByte(':')
	if o.auth != nil {
		b.WriteString("//")
		b.WriteString(o.auth.String())
	}
	if o.opaque != nil {
		b.WriteString(o.opaque.Text)
	}
	for i := range nseg {
		b.WriteByte('/')
		b.WriteString(r.segAt(i).text())
	}
	if o.query != nil {
		b.WriteByte('?')
		b.WriteString(o.query.Text)
	}
	if o.frag != nil {
		b.WriteByte('#')
		b.WriteString(o.frag.Text)
	}
	s := b.String()
	if r.textOnly {
		r.text = s
		return nil
	}

	// The tree: the one the parser builds of s, from the bounds its
	// scanner finds. Reading s again costs little next to writing it, and
	// the result's nodes are then exactly those of parsing the result.
	var bounds nodes.Bounds
	mode := scan.Mode{RFC2732: r.cfg.rfc2732 || strings.IndexByte(s, '[') >= 0}
	if f := scan.URIReference(s, mode, &bounds); f != nil {
		// The steps only recombine components of valid trees; a tree built
		// by hand with text its rule does not allow gets here.
		return &Error{Err: fmt.Errorf("%w: the result %q is not a URI reference (offset %d)", ErrMalformedTree, s, f.Offset)}
	}
	if r.cfg.explain {
		r.note("7", "recombined %q", redact.String(s))
	}
	r.result = &Result{URI: nodes.Build(s, &bounds), SameDocument: r.sameDoc, Steps: r.steps}
	return nil
}

// segAt returns segment i of the result's path: the path step 6 merged,
// or else the path of out.
func (r *resolver) segAt(i int) seg {
	if r.merged != nil {
		return r.merged[i]
	}
	return seg{Segment: r.out.path.at(i)}
}
