package resolve

import (
	"fmt"

	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parts"
)

// step7Recombine writes the result's components out as section 5.2 step 7
// does (parts.Recompose), with their spans (parts.Components.Recompose)
// when the caller wants more than the text. A Result keeps those
// components, from which Result.Tree builds the tree as the parser builds
// it (internal/nodes): the result is not read again.
//
// merged is the new path of step 6, or nil when step 6 did not run; dst
// is Components' (see resolve).
func (r *resolver) step7Recombine(merged []parts.BufferSegment, dst *parts.Components) error {
	v := r.out
	v.Segments = merged
	if v.Check() == parts.PathAsAuthority {
		// A path that begins with "//" would be read as an authority: the
		// error points at its second "/", the start of its first, empty,
		// segment.
		if merged != nil {
			return r.errorAt(merged[0].Offset, merged[0].Ref, ErrAmbiguousPath)
		}
		return r.errorAt(r.outPath.Start+1, r.outPathRef, ErrAmbiguousPath)
	}
	c := target(dst)
	done, err := r.recompose(&v, c)
	if done || err != nil {
		return err
	}
	if r.cfg.explain {
		r.note("7", "recombined %q", redact.String(c.Text))
	}
	r.result = &Result{SameDocument: r.sameDoc, Steps: r.steps}
	r.result.pack(c)
	return nil
}

// recompose writes v out, the target's components as text: the text
// alone when the caller wants only that, else into c with their spans,
// whose server parts are those of the input the authority came from.
// done says that the caller wants nothing more.
func (r *resolver) recompose(v *parts.Recomposition, c *parts.Components) (done bool, err error) {
	if r.want == wantText {
		r.text = parts.Recompose(*v)
		return true, nil
	}
	auth := &r.b
	if r.outAuthRef {
		auth = &r.r
	}
	if !c.Recompose(v, auth) {
		// The steps always name it, and its parts were checked (or built
		// by the parser): this cannot happen, but a wrong result must not
		// pass silently. c, which may be Components' dst, then holds the
		// spans Recompose wrote.
		return true, &Error{Err: fmt.Errorf("%w: the target's authority is neither the base's nor the reference's", ErrMalformedTree)}
	}
	return r.want == wantComponents, nil
}

// target returns the components that the last step writes: Components'
// dst, written in place rather than built aside and copied, or else new
// ones, which stay on the caller's stack.
func target(dst *parts.Components) *parts.Components {
	if dst != nil {
		return dst
	}
	return new(parts.Components)
}
