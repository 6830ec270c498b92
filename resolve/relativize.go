package resolve

import (
	"errors"
	"fmt"
	"strings"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
)

// ErrRelativeTarget: the target given to Relativize has no scheme. What
// resolution gives is always an absolute URI.
var ErrRelativeTarget = errors.New("the target is not an absolute URI: resolution always gives one")

// Relativize returns the shortest reference r of Appendix A's forms (as
// RFC 2732 amends them) that resolves against base to exactly target:
// String(base, r) == target, with the default options. It is the inverse of String. The base
// must be an absolute URI, whose fragment is dropped, and so must the
// target, which may have a fragment. On failure the error is an *Error
// whose Which is "base" or "target".
//
// The forms it chooses from, shortest first, are:
//
//   - the empty reference, when target is the base, or "#f" when only
//     the fragment differs (section 4.2);
//   - a relative path, with the "../" segments it needs, "." or ".." for a
//     directory of the base's path, and "./" before a first segment that
//     holds ":" (where "x:y" would read as a scheme) or that is empty;
//   - an absolute path, when the authorities are the same;
//   - a network path "//authority/path", when the schemes are the same;
//   - the target itself, where nothing shorter resolves to it (another
//     scheme, an opaque base or target). Schemes are compared as written,
//     since the result of a resolution has the base's scheme as written.
//
// The query-only reference "?y" is never returned: Appendix A does not
// derive it (relativeURI needs a path before its query), so a target that
// differs from the base only in its query gets the last segment of the
// base's path: "d;p?y" against http://a/b/c/d;p?q. Where the last segment
// is empty, it is ".?y".
//
// Step 6 of section 5.2 removes the dot segments of the merged path, so a
// relative path can reach no target whose path holds "." or a ".." after
// its first other segment: such a target gets an absolute path or a
// network path. Leading ".." segments, which resolution keeps
// (KeepDotDot), can be reached both ways.
//
// Of the options, only a syntax.Syntax counts: base and target are read
// in it, with IPv6 literals by default and without them with
// syntax.RFC2396.
//
// With syntax.RFC3986 the result r is the shortest of the same forms and
// the query-only reference "?y" for which String(base, r,
// syntax.RFC3986) == target, each form resolved to check it. Since RFC
// 3986 removes the dot segments of every path a reference gives, a
// target whose path holds one is reached only by a same-document or
// query-only reference; for any other the error wraps
// ErrUnreachableTarget.
func Relativize(base, target string, opts ...Option) (string, error) {
	var cfg config
	if err := cfg.read(opts); err != nil {
		return "", err
	}
	b, err := splitBase("base", base, cfg.syntax.Absolute())
	if err != nil {
		return "", err
	}
	t, err := parser.Split(target, cfg.syntax.Absolute())
	if err != nil {
		return "", parseError("target", err)
	}
	if !t.IsAbs() {
		return "", &Error{Which: "target", Err: ErrRelativeTarget}
	}
	if cfg.syntax.IsRFC3986() {
		r, err := relativize3986(&b, &t)
		if err != nil {
			return "", err
		}
		return r.Text, nil
	}
	r := relativize(&b, &t)
	return r.Text, nil
}

// RelativizeComponents is Relativize on components, as Components is
// String on them: it sets *dst to the components of the shortest
// reference from base to target, as the parser would split its text,
// reading neither input nor the result again. base and target must be
// components as the parser gives them, on the terms of Components, which
// checks their spans (an *Error wrapping parts.ErrSpans) but not their
// characters. base must be an absolute URI, whose fragment is dropped,
// and so must target; its errors are then Relativize's. On failure *dst
// is unchanged. Components read in another syntax than opts give are an
// *Error wrapping ErrSyntaxMismatch, as for Components.
func RelativizeComponents(dst, base, target *parts.Components, opts ...Option) error {
	var cfg config
	if err := cfg.read(opts); err != nil {
		return err
	}
	if dst == nil {
		return &Error{Err: fmt.Errorf("%w: no components to set", parts.ErrSpans)}
	}
	if err := checkSpans("base", base); err != nil {
		return err
	}
	if err := checkSpans("target", target); err != nil {
		return err
	}
	if !base.IsAbs() {
		_, err := parser.SplitAbsolute(base.Text, cfg.syntax.Absolute()) // the parser's error for a relative reference
		if err == nil {
			err = fmt.Errorf("%w: the base's components have no scheme, and its text has one", parts.ErrSpans)
		}
		return parseError("base", err)
	}
	if !target.IsAbs() {
		return &Error{Which: "target", Err: ErrRelativeTarget}
	}
	if err := checkSyntax("base", base, cfg.syntax.IsRFC3986()); err != nil {
		return err
	}
	if err := checkSyntax("target", target, cfg.syntax.IsRFC3986()); err != nil {
		return err
	}
	b := dropFragment(*base)
	if cfg.syntax.IsRFC3986() {
		r, err := relativize3986(&b, target)
		if err != nil {
			return err
		}
		*dst = r
		return nil
	}
	*dst = relativize(&b, target)
	return nil
}

// checkSpans returns the *Error of the side which when its components c
// are nil or their spans do not lay out their text.
func checkSpans(which string, c *parts.Components) error {
	if c == nil {
		return &Error{Which: which, Err: fmt.Errorf("%w: no components", parts.ErrSpans)}
	}
	if err := c.CheckSpans(); err != nil {
		return &Error{Which: which, Err: err}
	}
	return nil
}

// relativize returns the components of the shortest reference from base,
// whose fragment it ignores, to the absolute target. Each candidate is
// written out by parts.Components.Recompose, with the target's query and
// fragment, and the target's authority where it has one.
func relativize(base, target *parts.Components) parts.Components {
	cand := parts.Recomposition{Query: target.Value(target.Query), Fragment: target.Value(target.Fragment)}
	// The current document: the same text before the fragment.
	if base.Text[:base.URIEnd()] == target.Text[:target.URIEnd()] {
		var c parts.Components
		c.Recompose(&parts.Recomposition{Fragment: cand.Fragment}, nil)
		return c
	}
	best := *target
	if base.Opaque || target.Opaque || base.Of(base.Scheme) != target.Of(target.Scheme) {
		return best
	}
	try := func(path string, authority parts.Value) {
		v := cand
		v.Path, v.Authority = path, authority
		var c parts.Components
		if c.Recompose(&v, target); len(c.Text) <= len(best.Text) {
			best = c
		}
	}
	tpath := target.Of(target.Path)
	if a := target.Value(target.Authority); a.Defined {
		try(tpath, a)
	}
	if base.Value(base.Authority) != target.Value(target.Authority) || tpath == "" {
		return best
	}
	if parts.Check(false, false, tpath) == parts.PathOK {
		try(tpath, parts.Value{})
	}
	if r, ok := relativePath(segmentTexts(base), segmentTexts(target)); ok {
		try(r, parts.Value{})
	}
	return best
}

// segmentTexts returns the segments of c's absolute path: the empty path
// of "http://a" has none, "/" has one empty segment.
func segmentTexts(c *parts.Components) []parts.BufferSegment {
	p := c.Of(c.Path)
	return parts.AppendSegments(make([]parts.BufferSegment, 0, strings.Count(p, "/")+1), p, c.Path.Start, false)
}

// relativePath returns the shortest relative path that step 6 of section
// 5.2 merges with the base path, whose segments are base, into the target
// path, whose segments are target; false when there is none.
//
// Step 6 works as a stack: the base's segments but its last are pushed,
// then the reference's; "." is dropped and ".." pops a segment that is not
// "..", or is pushed when there is none. The last segment of the
// reference is special: a final "." or ".." leaves an empty segment, the
// directory. After the base's segments the stack is dir, which steps 6c
// and 6e make of them (parts.RemoveDot and parts.RemoveDotDot, with a
// segment of the reference after them): leading ".." segments, then
// others. The reference climbs p segments with "../" and pushes the rest
// of the target; the fewer it climbs, the shorter it is.
func relativePath(base, target []parts.BufferSegment) (string, bool) {
	// base is the caller's to change: its last segment gives way to one of
	// the reference, which keeps steps 6c and 6e from reading a final
	// segment as the end of the buffer.
	dir := append(base[:max(len(base)-1, 0)], parts.BufferSegment{Text: "g", Offset: -1, Ref: true})
	dir, _ = parts.RemoveDot(dir)
	dir, _ = parts.RemoveDotDot(dir, nil)
	dir = dir[:len(dir)-1] // the reference's segment
	lead := 0              // the leading ".." segments of dir
	for lead < len(dir) && dir[lead].Is("..") {
		lead++
	}
	// What step 6 leaves: leading ".." segments, then no "." or "..".
	k := 0
	for k < len(target) && target[k].Is("..") {
		k++
	}
	for _, s := range target[k:] {
		if s.Is(".") || s.Is("..") {
			return "", false
		}
	}
	c := 0 // the segments that dir and target share
	for c < len(dir) && c < len(target) && dir[c].Text == target[c].Text {
		c++
	}
	if c < lead {
		return "", false // the leading ".." segments of dir cannot be climbed
	}
	if c == len(target) {
		// The target is a part of dir without a final "/": climb one
		// more and push its last segment again.
		if c--; c < lead {
			return "", false
		}
	}
	up, rest := len(dir)-c, target[c:]
	if len(rest) == 1 && rest[0].Is("") {
		// The target is a directory of dir: a final "." or ".." leaves
		// the empty segment.
		if up == 0 {
			return ".", true
		}
		return strings.Repeat("../", up-1) + "..", true
	}
	joined := parts.Recomposition{Segments: rest}
	r := strings.Repeat("../", up) + joined.PathText()[1:]
	if up == 0 && (rest[0].Is("") || parts.Check(false, false, r) == parts.PathAsScheme) {
		// A first segment may be neither empty, which would make the path
		// absolute, nor hold ":" (rel_segment).
		r = "./" + r
	}
	return r, true
}
