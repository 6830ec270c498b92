package resolve

import (
	"fmt"
	"strings"

	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// step7Recombine writes the result's components out as section 5.2 step 7
// does (parts.Recompose), and builds the tree of that string.
func (r *resolver) step7Recombine() error {
	if r.out.Check() == parts.PathAsAuthority {
		// A path that begins with "//" would be read as an authority: the
		// error points at its second "/", the start of its first, empty,
		// segment.
		if r.out.Segments != nil {
			return r.errorAt(r.out.Segments[0].Offset, r.out.Segments[0].Ref, ErrAmbiguousPath)
		}
		return r.errorAt(r.outPath.Start+1, r.outPathRef, ErrAmbiguousPath)
	}
	s := parts.Recompose(r.out)
	if r.textOnly {
		r.text = s
		return nil
	}
	// The tree: the one the parser builds of s. Reading s again costs
	// little next to writing it, and the result's nodes are then exactly
	// those of parsing the result.
	syn := syntax.RFC2396
	if r.cfg.syntax.IPv6() || strings.IndexByte(s, '[') >= 0 {
		syn = syntax.RFC2732.Over(syn)
	}
	res, err := parser.Parse(s, syn)
	if err != nil {
		// The steps only recombine components of valid references; this
		// cannot happen, but a wrong result must not pass silently.
		return &Error{Err: fmt.Errorf("%w: the result is not a URI reference: %v", ErrMalformedTree, err)}
	}
	if r.cfg.explain {
		r.note("7", "recombined %q", redact.String(s))
	}
	r.result = &Result{URI: res, SameDocument: r.sameDoc, Steps: r.steps}
	return nil
}
