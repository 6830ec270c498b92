package resolve

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/charset"
	"github.com/rfc2396/rfc2396/internal/nodes"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
)

// A resolver holds one resolution as it goes through the steps.
type resolver struct {
	cfg config
	// The input: two trees (Reference), two strings (String and Strings),
	// or two references' components (Components).
	from              input
	base              *ast.AbsoluteURI
	ref               *ast.URIReference
	baseText, refText string
	noBase            bool // there is no base (an empty baseText, a nil base tree or components)
	// The output: the result as a string (want text, for String), as
	// components (Components: its dst, which the last step writes, or r
	// itself when refResult is set), or as a Result with its tree.
	want      output
	text      string
	refResult bool
	steps     []Step
	sameDoc   bool
	result    *Result

	b, r parts.Components    // the components of the base and of the reference (step 1)
	out  parts.Recomposition // the components of the result, as the steps decide them
	// outAuthRef says which input out's authority comes from, whose
	// server parts step 7 carries over: the reference when it is set,
	// else the base. (A flag, not a pointer into the resolver, which would
	// move the resolver to the heap.)
	outAuthRef bool
	// outPath is where out.Path lies, in the reference when outPathRef is
	// set, else in the base.
	outPath    parts.Span
	outPathRef bool
}

// An input is what a resolver reads: trees, strings or components.
type input uint8

const (
	fromTrees input = iota
	fromText
	fromComponents
)

// An output is what a resolver gives: a Result, a string or components.
type output uint8

const (
	wantResult output = iota
	wantText
	wantComponents
)

// note records a step. Callers check r.cfg.explain first, so that without
// Explain the arguments are neither computed nor moved to the heap.
func (r *resolver) note(name, format string, args ...any) {
	if r.cfg.explain {
		r.steps = append(r.steps, Step{Name: name, Note: fmt.Sprintf(format, args...)})
	}
}

// resolve runs the steps of section 5.2. dst is Components' (nil for the
// other functions): the last step writes the result's components there.
// It goes from step to step as an argument, not in r, whose pointers
// may reach the heap (an error holds an input's text), and would take
// the caller's components with them.
func (r *resolver) resolve(dst *parts.Components) error {
	if err := r.step1Parse(); err != nil {
		return err
	}
	if r.cfg.syntax.IsRFC3986() {
		return r.resolve3986(dst)
	}
	if r.noBase {
		return r.withoutBase()
	}
	if r.step2CurrentDocument() {
		return r.step7Recombine(nil, dst)
	}
	if r.step3Scheme() {
		r.refIsResult()
		return nil
	}
	if r.b.Opaque {
		return &Error{Which: "base", Offset: r.b.Path.Start, Err: ErrOpaqueBase, input: r.b.Text}
	}
	if r.step4Authority() || r.step5AbsolutePath() {
		return r.step7Recombine(nil, dst)
	}
	// The buffer of step 6 lives here, on the stack for the paths of
	// most references, and goes to step 7: not into r, which would move it
	// to the heap.
	var room [16]parts.BufferSegment
	buf, err := r.step6Merge(room[:0])
	if err != nil {
		return err
	}
	return r.step7Recombine(buf, dst)
}

// step1Parse takes the base and the reference apart into their components
// (section 4.3): it splits strings, as the parser does (parser.Split), or
// reads trees that are parsed already (parser.SplitTree).
func (r *resolver) step1Parse() error {
	var err error
	switch r.from {
	case fromText:
		err = r.splitStrings()
	case fromComponents:
		err = r.takeComponents()
	default:
		err = r.readTrees()
	}
	if err != nil {
		return err
	}
	if r.cfg.explain && !r.cfg.syntax.IsRFC3986() {
		r.note("1", "the reference has %s", describe(&r.r))
	}
	return nil
}

// splitStrings splits the base and the reference into their components.
func (r *resolver) splitStrings() error {
	if r.noBase = r.baseText == ""; !r.noBase {
		var err error
		if r.b, err = splitBase("base", r.baseText, r.cfg.syntax.Absolute()); err != nil {
			return err
		}
	}
	var err error
	if r.r, err = parser.Split(r.refText, r.cfg.syntax); err != nil {
		return parseError("ref", err)
	}
	return nil
}

// readTrees checks that the trees are whole, as a parser builds them, and
// takes their components.
func (r *resolver) readTrees() error {
	if r.noBase = r.base == nil; !r.noBase {
		if err := r.readTree(&r.b, &ast.URIReference{Extent: r.base.Extent, URI: r.base}); err != nil {
			return &Error{Which: "base", Err: err}
		}
		if !r.b.IsAbs() {
			return &Error{Which: "base", Err: fmt.Errorf("%w: the base has no scheme", ErrMalformedTree)}
		}
		if r.b.Fragment.Defined() { // not in a tree a parser builds
			r.b = dropFragment(r.b)
		}
	}
	if err := r.readTree(&r.r, r.ref); err != nil {
		return &Error{Which: "ref", Err: err}
	}
	return nil
}

// readTree sets *c to the components of the tree t, which must be one a
// parser builds. A tree laid out as the parser's builder lays out the
// components of its text gives them as its nodes hold them, node for
// node (nodes.ReadTo), without scanning the text again: what each node
// holds matches its rule, as the parser proved when it built the tree.
// Any other tree is read the long way (parser.SplitTree), which scans its
// text and gives the error.
func (r *resolver) readTree(c *parts.Components, t *ast.URIReference) error {
	if nodes.ReadTo(c, t) && len(c.Text) <= parser.MaxInputLength {
		return nil
	}
	var err error
	*c, err = parser.SplitTree(t, r.cfg.syntax)
	return err
}

// takeComponents takes the components of the base and the reference,
// which Components put in r.b and r.r, as they are, after checking them
// (checkComponents): the parser's pass, and reading them again is what
// Components spares. Package uri's values, marked as built
// (internal/trusted), are not checked again.
func (r *resolver) takeComponents() error {
	if !r.cfg.built {
		if err := r.checkComponents(); err != nil {
			return err
		}
	}
	if r.noBase {
		return nil
	}
	if !r.b.IsAbs() {
		_, err := parser.SplitAbsolute(r.b.Text, r.cfg.syntax.Absolute()) // the parser's error for a relative reference
		if err == nil {
			err = fmt.Errorf("%w: the base's components have no scheme, and its text has one", parts.ErrSpans)
		}
		return parseError("base", err)
	}
	r.b.Text, r.b.Fragment = r.b.Text[:r.b.URIEnd()], parts.Undefined // a base's fragment is dropped
	return nil
}

// checkComponents checks that the spans of the base and the reference
// lay out their texts (parts.Components.CheckSpans) and that they were
// read in the syntax of the options. A base with no scheme is left to
// takeComponents, whose error comes before the reference's.
func (r *resolver) checkComponents() error {
	if !r.noBase {
		if err := r.b.CheckSpans(); err != nil {
			return &Error{Which: "base", Err: err}
		}
		if !r.b.IsAbs() {
			return nil
		}
	}
	if err := r.r.CheckSpans(); err != nil {
		return &Error{Which: "ref", Err: err}
	}
	if !r.noBase {
		if err := checkSyntax("base", &r.b, r.cfg.syntax.IsRFC3986()); err != nil {
			return err
		}
	}
	return checkSyntax("ref", &r.r, r.cfg.syntax.IsRFC3986())
}

// withoutBase ends a resolution without a base URI: a reference with a
// scheme is the result (step 3 needs no base), any other is an error.
func (r *resolver) withoutBase() error {
	if !r.r.IsAbs() {
		return &Error{Which: "base", Err: ErrNoBase}
	}
	if r.cfg.explain {
		r.note("3", "scheme %q defined: the reference is absolute, done (there is no base, and none is needed)", r.r.Of(r.r.Scheme))
	}
	r.refIsResult()
	return nil
}

// refIsResult makes the reference the result, as it is (step 3).
func (r *resolver) refIsResult() {
	switch {
	case r.want == wantText:
		r.text = r.r.Text
	case r.want == wantComponents:
		r.refResult = true // r.r is the result: Components copies it once
	case r.from == fromTrees:
		r.result = &Result{Steps: r.steps, kind: treeResult, tree: r.ref}
	default:
		r.result = &Result{Steps: r.steps}
		r.result.pack(&r.r)
	}
}

// describe lists components for a step's note.
func describe(c *parts.Components) string {
	var b strings.Builder
	b.WriteString("scheme " + text(c.Value(c.Scheme)))
	if c.Opaque {
		b.WriteString(", opaque part " + strconv.Quote(c.Of(c.Path)))
	} else {
		a := "undefined"
		if auth, ok := c.Get(c.Authority); ok {
			a = strconv.Quote(redact.Authority(auth))
		}
		b.WriteString(", authority " + a + ", path " + strconv.Quote(c.Of(c.Path)))
		b.WriteString(", query " + text(c.Value(c.Query)))
	}
	b.WriteString(", fragment " + text(c.Value(c.Fragment)))
	return b.String()
}

// text quotes a component's text, or says it is undefined.
func text(v parts.Value) string {
	if !v.Defined {
		return "undefined"
	}
	return strconv.Quote(v.Text)
}

// step2CurrentDocument reports whether the reference is to the current
// document: an empty path and no scheme, authority or query. The result is
// then the base with the reference's fragment.
func (r *resolver) step2CurrentDocument() bool {
	ref := &r.r
	query, frag := ref.Value(ref.Query), ref.Value(ref.Fragment)
	if ref.IsAbs() || ref.Authority.Defined() || query.Defined || ref.Path.Len() > 0 {
		if r.cfg.explain {
			why := "the reference has a scheme"
			switch {
			case ref.IsAbs():
			case ref.Authority.Defined():
				why = "the reference has an authority"
			case query.Defined:
				why = "the reference has a query"
			default:
				why = "the reference's path is not empty"
			}
			r.note("2", "not the current document (%s): the query (%s) and fragment (%s) are the reference's", why, text(query), text(frag))
		}
		r.out.Query, r.out.Fragment = query, frag
		return false
	}
	r.sameDoc = true
	r.out = r.b.Recomposition()
	r.outPath = r.b.Path
	r.out.Fragment = frag
	if r.cfg.explain {
		r.note("2", "empty path and no scheme, authority or query: the current document (section 4.2); the result is the base with fragment %s", text(frag))
	}
	return true
}

// step3Scheme reports whether the reference has a scheme, and so is
// absolute and the result. Otherwise the scheme is the base's. In
// backward-compatible mode a scheme equal to the base's is removed first,
// when what is left is a relative reference.
func (r *resolver) step3Scheme() bool {
	base := r.b.Value(r.b.Scheme)
	if s, ok := r.r.Get(r.r.Scheme); ok {
		if !r.cfg.compat || r.b.Opaque || !strings.EqualFold(s, base.Text) {
			if r.cfg.explain {
				r.note("3", "scheme %q defined: the reference is absolute, done", s)
			}
			return true
		}
		if c, ok := r.notPath(); !ok {
			if r.cfg.explain {
				r.note("3", "scheme %q equals the base's, but without it the reference is not a relative reference (%q cannot stand in a path): absolute, done", s, c)
			}
			return true
		}
		r.unScheme()
		r.out.Scheme = base
		if r.cfg.explain {
			r.note("3", "scheme %q equals the base's and the base is hierarchical: removed (backward-compatible mode), inherited %q from base", s, base.Text)
		}
		return false
	}
	r.out.Scheme = base
	if r.cfg.explain {
		r.note("3", "scheme undefined, inherited %q from base", base.Text)
	}
	return false
}

// notPath returns the first character of the reference's opaque part,
// before its first "?", that a path cannot hold, and false when there is
// one. Only RFC 2732's "[" and "]" can be one: they are in uric, and so in
// an opaque part, but not in pchar. Without its scheme, such a reference
// is not a relative reference, and backward-compatible mode leaves it
// absolute.
func (r *resolver) notPath() (byte, bool) {
	if !r.r.Opaque {
		return 0, true
	}
	p, _, _ := strings.Cut(r.r.Of(r.r.Path), "?")
	for i := 0; i < len(p); i++ {
		if c := p[i]; c != '%' && !charset.PathSegments.Contains(c) {
			return c, false
		}
	}
	return 0, true
}

// unScheme turns the reference into the relative reference that is left
// when its scheme is removed. An opaque part becomes a relative path and a
// query, split at the first "?": the characters of an opaque part before
// "?" are those of path segments, and those after it a query's.
func (r *resolver) unScheme() {
	c := &r.r
	c.Scheme = parts.Undefined
	if !c.Opaque {
		return
	}
	c.Opaque = false
	if i := strings.IndexByte(c.Of(c.Path), '?'); i >= 0 {
		c.Query = parts.Span{Start: c.Path.Start + i + 1, End: c.Path.End}
		c.Path.End = c.Path.Start + i
		r.out.Query = c.Value(c.Query)
	}
}

// step4Authority reports whether the reference has an authority, and so
// is a network-path whose path is the result's. Otherwise the authority is
// the base's (undefined when the base has none).
func (r *resolver) step4Authority() bool {
	if a, ok := r.r.Get(r.r.Authority); ok {
		r.out.Authority, r.out.Path, r.outPath, r.outPathRef = parts.Def(a), r.r.Of(r.r.Path), r.r.Path, true
		r.outAuthRef = true
		if r.cfg.explain {
			r.note("4", "authority %q defined: a network-path, skip to step 7", redact.Authority(a))
		}
		return true
	}
	r.out.Authority = r.b.Value(r.b.Authority)
	switch {
	case !r.cfg.explain:
	case r.out.Authority.Defined:
		r.note("4", "authority undefined, inherited %q from base", redact.Authority(r.out.Authority.Text))
	default:
		r.note("4", "authority undefined, and the base has none")
	}
	return false
}

// step5AbsolutePath reports whether the reference's path begins with "/",
// and so is the result's path.
func (r *resolver) step5AbsolutePath() bool {
	p := r.r.Of(r.r.Path)
	if strings.HasPrefix(p, "/") {
		r.out.Path, r.outPath, r.outPathRef = p, r.r.Path, true
		if r.cfg.explain {
			r.note("5", "path %q begins with \"/\": an absolute-path, skip to step 7", p)
		}
		return true
	}
	if r.cfg.explain {
		r.note("5", "path %q does not begin with \"/\": a relative-path, go on to step 6", p)
	}
	return false
}

// step6Merge merges the reference's relative path with the base's path.
// Section 5.2 words it as string replacements on a buffer; here the buffer
// is a list of segments (the path after its leading "/", which the buffer
// always has), and each replacement is done in one pass over the list, by
// the functions of package parts that normalize and Relativize use too.
//
// It returns the buffer, which it builds in buf (empty, with room for the
// segments of common paths), the new path of step 6h.
func (r *resolver) step6Merge(buf []parts.BufferSegment) ([]parts.BufferSegment, error) {
	buf = r.step6aCopyBase(buf)
	buf = r.step6bAppend(buf)
	buf = r.step6cRemoveDot(buf)
	buf = r.step6dRemoveFinalDot(buf)
	buf = r.step6eRemoveDotDot(buf)
	buf = r.step6fRemoveFinalDotDot(buf)
	buf, err := r.step6gLeadingDotDot(buf)
	if err != nil {
		return nil, err
	}
	r.step6hNewPath(buf)
	return buf, nil
}

// step6aCopyBase copies all but the last segment of the base's path into
// buf. A base with an authority may have an empty path; it is read as
// "/".
func (r *resolver) step6aCopyBase(buf []parts.BufferSegment) []parts.BufferSegment {
	bp := r.b.Of(r.b.Path)
	// All but the last segment: those of the path before its last "/".
	// buf has room for the segments of most paths; append makes more,
	// in steps of a constant factor, for long ones.
	buf = parts.AppendSegments(buf, bp[:max(strings.LastIndexByte(bp, '/'), 0)], r.b.Path.Start, false)
	if r.cfg.explain {
		if bp == "" {
			r.note("6a", "the base's path is empty: read as \"/\" (as written, step 6a would copy \"\" and step 7 join the authority to the path); buffer \"/\"")
		} else {
			r.note("6a", "copied %q from the base's path %q", bufString(buf, true), bp)
		}
	}
	return buf
}

// step6bAppend appends the reference's path. An empty path (that of "?y")
// appends an empty segment: the buffer then ends with "/".
func (r *resolver) step6bAppend(buf []parts.BufferSegment) []parts.BufferSegment {
	rp := r.r.Of(r.r.Path)
	if rp == "" {
		buf = append(buf, parts.BufferSegment{Offset: -1, Ref: true})
	}
	buf = parts.AppendSegments(buf, rp, r.r.Path.Start, true)
	if r.cfg.explain {
		r.note("6b", "appended %q: buffer %q", rp, bufString(buf, false))
	}
	return buf
}

// step6cRemoveDot removes every "." segment that a "/" follows.
func (r *resolver) step6cRemoveDot(buf []parts.BufferSegment) []parts.BufferSegment {
	out, n := parts.RemoveDot(buf)
	if r.cfg.explain {
		r.note("6c", "%s%s", times(`removed "./"`, n, `no "./" to remove`), changed(out, n))
	}
	return out
}

// step6dRemoveFinalDot removes a final "." segment, leaving the buffer
// ending with "/".
func (r *resolver) step6dRemoveFinalDot(buf []parts.BufferSegment) []parts.BufferSegment {
	removed := parts.RemoveFinalDot(buf)
	switch {
	case !r.cfg.explain:
	case removed:
		r.note("6d", "removed the final \".\"%s", changed(buf, 1))
	default:
		r.note("6d", "the buffer does not end with \".\"")
	}
	return buf
}

// step6eRemoveDotDot removes every "<segment>/../" where <segment> is not
// "..", in the order section 5.2 does (parts.RemoveDotDot).
func (r *resolver) step6eRemoveDotDot(buf []parts.BufferSegment) []parts.BufferSegment {
	var removed []string
	var record func(parts.BufferSegment)
	if r.cfg.explain {
		record = func(s parts.BufferSegment) {
			if len(removed) < 3 {
				removed = append(removed, strconv.Quote(s.Text+"/../"))
			}
		}
	}
	out, n := parts.RemoveDotDot(buf, record)
	if r.cfg.explain {
		if n == 0 {
			r.note("6e", `no "<segment>/../" to remove`)
		} else {
			more := ""
			if n > len(removed) {
				more = fmt.Sprintf(" and %d more", n-len(removed))
			}
			r.note("6e", "removed %s%s%s", strings.Join(removed, ", "), more, changed(out, n))
		}
	}
	return out
}

// step6fRemoveFinalDotDot removes a final "<segment>/.." where <segment>
// is not "..", leaving the buffer ending with "/".
func (r *resolver) step6fRemoveFinalDotDot(buf []parts.BufferSegment) []parts.BufferSegment {
	buf, gone, ok := parts.RemoveFinalDotDot(buf)
	switch {
	case !r.cfg.explain:
	case ok:
		r.note("6f", "removed the final %q%s", gone.Text+"/..", changed(buf, 1))
	default:
		r.note("6f", `the buffer does not end with "<segment>/.."`)
	}
	return buf
}

// step6gLeadingDotDot deals with the ".." segments left at the start of
// the buffer, as the DotDot option says.
func (r *resolver) step6gLeadingDotDot(buf []parts.BufferSegment) ([]parts.BufferSegment, error) {
	n := 0
	for n < len(buf) && buf[n].Is("..") {
		n++
	}
	switch {
	case n == 0:
		if r.cfg.explain {
			r.note("6g", `the buffer does not begin with ".."`)
		}
	case r.cfg.dotDot == RemoveDotDot:
		buf = buf[n:]
		if len(buf) == 0 {
			buf = append(buf, parts.BufferSegment{Offset: -1})
		}
		if r.cfg.explain {
			r.note("6g", "%s (RemoveDotDot)%s", times(`removed a leading ".."`, n, ""), changed(buf, n))
		}
	case r.cfg.dotDot == RejectDotDot:
		return nil, r.errorAt(buf[0].Offset, buf[0].Ref, ErrDotDot)
	default:
		if r.cfg.explain {
			r.note("6g", "%s (KeepDotDot)", times(`kept a leading ".."`, n, ""))
		}
	}
	return buf, nil
}

// step6hNewPath makes the buffer the result's path, which step 7 writes.
func (r *resolver) step6hNewPath(buf []parts.BufferSegment) {
	if r.cfg.explain {
		r.note("6h", "the new path is %q", bufString(buf, false))
	}
}

// bufString writes the buffer out for a note: a "/" then the segments,
// each followed by "/" when trailing is true.
func bufString(buf []parts.BufferSegment, trailing bool) string {
	var b strings.Builder
	b.WriteByte('/')
	for i, s := range buf {
		if i > 0 {
			b.WriteByte('/')
		}
		b.WriteString(s.Text)
	}
	if trailing && len(buf) > 0 {
		b.WriteByte('/')
	}
	return b.String()
}

// times says what was done n times, or what when n is 0.
func times(did string, n int, none string) string {
	switch n {
	case 0:
		return none
	case 1:
		return did
	}
	return fmt.Sprintf("%s %d times", did, n)
}

// changed shows the buffer when n changes were made.
func changed(buf []parts.BufferSegment, n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("; buffer %q", bufString(buf, false))
}

// errorAt returns the error err at offset off, in the reference when ref
// is set, else in the base.
func (r *resolver) errorAt(off int, ref bool, err error) *Error {
	if ref {
		return &Error{Which: "ref", Offset: off, Err: err, input: r.r.Text}
	}
	return &Error{Which: "base", Offset: off, Err: err, input: r.b.Text}
}
