package resolve

import (
	"errors"
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
)

// ErrRelativeTarget: the target given to Relativize has no scheme. What
// resolution gives is always an absolute URI.
var ErrRelativeTarget = errors.New("the target is not an absolute URI: resolution always gives one")

// Relativize returns the shortest reference r that is valid by Appendix A
// and that resolves against base to exactly target: String(base, r) ==
// target, with the default options. It is the inverse of String. The base
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
// Of the options, only RFC2732 counts: it parses base and target in RFC
// 2732 mode.
func Relativize(base, target string, opts ...Option) (string, error) {
	popts := configOf(opts).parserOptions()
	b, err := parseBase(base, popts)
	if err != nil {
		return "", err
	}
	t, err := parser.Parse(target, popts...)
	if err != nil {
		return "", parseError("target", err)
	}
	if !t.IsAbs() {
		return "", &Error{Which: "target", Err: ErrRelativeTarget}
	}
	return relativize(&ast.URIReference{Span: b.Span, URI: b}, t), nil
}

// relativize returns the shortest reference from base, whose fragment it
// ignores, to the absolute target.
func relativize(base, target *ast.URIReference) string {
	bc, tc := base.Components(), target.Components()
	tail := suffix(tc)
	frag := ""
	if tc.Fragment != nil {
		frag = "#" + tc.Fragment.Text
	}
	// The current document: the same text before the fragment.
	if withoutFragment(base) == withoutFragment(target) {
		return frag
	}
	best := target.Text
	if bc.Opaque != nil || tc.Opaque != nil || bc.Scheme.Text != tc.Scheme.Text {
		return best
	}
	try := func(r string) {
		if len(r) <= len(best) {
			best = r
		}
	}
	if tc.Authority != nil {
		try("//" + tc.Authority.String() + tc.PathText + tail)
	}
	sameAuth := bc.Authority == nil && tc.Authority == nil ||
		bc.Authority != nil && tc.Authority != nil && bc.Authority.String() == tc.Authority.String()
	if !sameAuth || tc.PathText == "" {
		return best
	}
	if !strings.HasPrefix(tc.PathText, "//") {
		try(tc.PathText + tail)
	}
	if r, ok := relativePath(segmentTexts(base), segmentTexts(target)); ok {
		try(r + tail)
	}
	return best
}

// suffix returns the query and fragment of c, with their "?" and "#".
func suffix(c ast.Components) string {
	s := ""
	if c.Query != nil {
		s = "?" + c.Query.Text
	}
	if c.Fragment != nil {
		s += "#" + c.Fragment.Text
	}
	return s
}

// withoutFragment returns the text of r before its fragment.
func withoutFragment(r *ast.URIReference) string {
	if r.Fragment != nil {
		return r.Text[:r.Fragment.Offset-r.Offset-1]
	}
	return r.Text
}

// segmentTexts returns the texts of the segments of r's absolute path:
// the empty path of "http://a" has none, "/" has one empty segment.
func segmentTexts(r *ast.URIReference) []string {
	segs := r.Segments()
	texts := make([]string, len(segs))
	for i, s := range segs {
		texts[i] = s.Text
	}
	return texts
}

// relativePath returns the shortest relative path that step 6 of section
// 5.2 merges with the base path, whose segments are base, into the target
// path, whose segments are target; false when there is none.
//
// Step 6 works as a stack: the base's segments but its last are pushed,
// then the reference's; "." is dropped and ".." pops a segment that is not
// "..", or is pushed when there is none. The last segment of the
// reference is special: a final "." or ".." leaves an empty segment, the
// directory. After the base's segments the stack is dir: leading ".."
// segments, then others. The reference climbs p segments with "../" and
// pushes the rest of the target; the fewer it climbs, the shorter it is.
func relativePath(base, target []string) (string, bool) {
	var dir []string
	for _, s := range base[:max(len(base)-1, 0)] {
		switch {
		case s == ".":
		case s == ".." && len(dir) > 0 && dir[len(dir)-1] != "..":
			dir = dir[:len(dir)-1]
		default:
			dir = append(dir, s)
		}
	}
	lead := 0 // the leading ".." segments of dir
	for lead < len(dir) && dir[lead] == ".." {
		lead++
	}
	// What step 6 leaves: leading ".." segments, then no "." or "..".
	k := 0
	for k < len(target) && target[k] == ".." {
		k++
	}
	for _, s := range target[k:] {
		if s == "." || s == ".." {
			return "", false
		}
	}
	c := 0 // the segments that dir and target share
	for c < len(dir) && c < len(target) && dir[c] == target[c] {
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
	if len(rest) == 1 && rest[0] == "" {
		// The target is a directory of dir: a final "." or ".." leaves
		// the empty segment.
		if up == 0 {
			return ".", true
		}
		return strings.Repeat("../", up-1) + "..", true
	}
	r := strings.Repeat("../", up) + strings.Join(rest, "/")
	if up == 0 && (rest[0] == "" || strings.IndexByte(rest[0], ':') >= 0) {
		// A first segment may be neither empty nor hold ":" (rel_segment).
		r = "./" + r
	}
	return r, true
}
