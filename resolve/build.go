package resolve

import (
	"fmt"
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/nodes"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/internal/scan"
)

// step7Recombine writes the result's components out as section 5.2 step 7
// does, and builds the tree of that string.
func (r *resolver) step7Recombine() error {
	o := &r.out
	if !o.auth.defined && !o.opaque.defined {
		// A path that begins with "//" would be read as an authority.
		switch {
		case r.merged != nil:
			if len(r.merged) >= 2 && r.merged[0].is("") {
				return r.errorAt(r.merged[0], ErrAmbiguousPath)
			}
		case strings.HasPrefix(o.path.Text, "//"):
			return r.errorAt(seg{Span: ast.Span{Offset: o.path.Offset + 1}, ref: r.outPathRef}, ErrAmbiguousPath)
		}
	}

	// The string's length.
	n := len(o.scheme.Text) + 1
	if o.auth.defined {
		n += 2 + len(o.auth.Text)
	}
	n += len(o.opaque.Text)
	if r.merged != nil {
		for _, s := range r.merged {
			n += 1 + len(s.Text)
		}
	} else {
		n += len(o.path.Text)
	}
	if o.query.defined {
		n += 1 + len(o.query.Text)
	}
	if o.frag.defined {
		n += 1 + len(o.frag.Text)
	}
	var b strings.Builder
	b.Grow(n)
	b.WriteString(o.scheme.Text)
	b.WriteByte(':')
	if o.auth.defined {
		b.WriteString("//")
		b.WriteString(o.auth.Text)
	}
	b.WriteString(o.opaque.Text)
	if r.merged != nil {
		for _, s := range r.merged {
			b.WriteByte('/')
			b.WriteString(s.Text)
		}
	} else {
		b.WriteString(o.path.Text)
	}
	if o.query.defined {
		b.WriteByte('?')
		b.WriteString(o.query.Text)
	}
	if o.frag.defined {
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
