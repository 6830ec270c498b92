package resolve

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/charset"
	"github.com/rfc2396/rfc2396/internal/nodes"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/internal/scan"
	"github.com/rfc2396/rfc2396/parser"
)

// A resolver holds one resolution as it goes through the steps.
type resolver struct {
	cfg config
	// The input: two trees (Reference), or two strings (String and
	// Strings), which step 1 scans without building their trees.
	base              *ast.AbsoluteURI
	ref               *ast.URIReference
	baseText, refText string
	fromText, noBase  bool         // the input is baseText and refText; there is no base (an empty baseText, a nil base tree)
	refBounds         nodes.Bounds // where refText's components lie
	baseOff, refOff   int          // the offsets of the base's and the reference's roots (errors give offsets from them)
	// what goes into the Result
	steps   []Step
	sameDoc bool
	result  *Result
	// text is the result as a string; with textOnly, step 7 writes it and
	// builds no tree (String asks only for the text).
	text     string
	textOnly bool

	b, r parts // the components of the base and of the reference (step 1)
	out  parts // the components of the result, as the steps decide them
	// outPathRef says that out.path is the reference's, not the base's.
	outPathRef bool
	// merged is the path of the result as step 6 merges it; nil when
	// step 6 does not run.
	merged []seg
}

// parts are the components of section 4.3, as spans of the text they
// were read from.
type parts struct {
	scheme, auth, opaque, query, frag part
	// path is the hierarchical path as written: "/" and segments, a
	// relative path, or "" when it is empty or the URI is opaque.
	path ast.Span
}

// A part is a component: where it is, and whether it is defined at all.
type part struct {
	ast.Span
	defined bool
}

// partOf returns the part of a node, undefined when the node is nil.
func partOf[N interface {
	*ast.Scheme | *ast.OpaquePart | *ast.Query | *ast.Fragment
	ast.Node
}](n N) part {
	if n == nil {
		return part{}
	}
	return part{ast.Span{Offset: n.Pos(), Text: n.String()}, true}
}

// eachSegment calls f with every segment of the hierarchical path p: none
// for the empty path, the rel_segment first for a relative path.
func eachSegment(p ast.Span, f func(s ast.Span)) {
	text, off := p.Text, p.Offset
	if text == "" {
		return
	}
	if text[0] == '/' {
		text, off = text[1:], off+1
	}
	nodes.Split(off, text, '/', func(off int, s string) { f(ast.Span{Offset: off, Text: s}) })
}

// A seg is a segment of the path that step 6 merges, with where it comes
// from. The empty segment that steps 6b, 6d, 6f and 6g may leave at the
// end of the buffer is in neither input and has no offset; being last, it
// is never the segment an error points at.
type seg struct {
	ast.Span
	ref bool // the segment is the reference's, not the base's
}

func (s seg) is(t string) bool { return s.Text == t }

// note records a step. Callers check r.cfg.explain first, so that without
// Explain the arguments are neither computed nor moved to the heap.
func (r *resolver) note(name, format string, args ...any) {
	if r.cfg.explain {
		r.steps = append(r.steps, Step{Name: name, Note: fmt.Sprintf(format, args...)})
	}
}

// resolve runs the steps of section 5.2.
func (r *resolver) resolve() error {
	if err := r.step1Parse(); err != nil {
		return err
	}
	if r.noBase {
		return r.withoutBase()
	}
	if r.step2CurrentDocument() {
		return r.step7Recombine()
	}
	if r.step3Scheme() {
		r.refIsResult()
		return nil
	}
	if r.b.opaque.defined {
		return &Error{Which: "base", Offset: r.b.opaque.Offset - r.baseOff, Err: ErrOpaqueBase}
	}
	if !r.step4Authority() && !r.step5AbsolutePath() {
		if err := r.step6Merge(); err != nil {
			return err
		}
	}
	return r.step7Recombine()
}

// step1Parse takes the base and the reference apart into their components
// (section 4.3): it scans strings, as a parser does, or reads trees that
// are parsed already.
func (r *resolver) step1Parse() error {
	var err error
	if r.fromText {
		err = r.scanStrings()
	} else {
		err = r.readTrees()
	}
	if err != nil {
		return err
	}
	if r.cfg.explain {
		r.note("1", "the reference has %s", describe(r.r))
	}
	return nil
}

// scanStrings scans the base and the reference, and takes their
// components from where the scan finds them.
func (r *resolver) scanStrings() error {
	if r.noBase = r.baseText == ""; !r.noBase {
		var b nodes.Bounds
		if err := r.cfg.scan(r.baseText, false, &b); err != nil {
			return parseError("base", err)
		}
		if b.SchemeEnd < 0 {
			return notAbsolute(r.baseText, r.cfg.parserOptions())
		}
		r.b = partsOfBounds(r.baseText, &b)
		r.b.frag = part{} // a base's fragment is dropped
	}
	if err := r.cfg.scan(r.refText, true, &r.refBounds); err != nil {
		return parseError("ref", err)
	}
	r.r = partsOfBounds(r.refText, &r.refBounds)
	return nil
}

// scan reads s into b with the parser's own engine, without its tree, in
// the mode of c (and with AllowQueryOnly when queryOnly is set). On
// failure it returns the parser's error, which parser.Validate makes by
// the same scan in the same mode (a test checks that the two agree on
// every input of the corpora).
func (c config) scan(s string, queryOnly bool, b *nodes.Bounds) error {
	if len(s) <= parser.MaxInputLength && scan.URIReference(s, scan.Mode{QueryOnly: queryOnly, RFC2732: c.rfc2732}, b) == nil {
		return nil
	}
	opts := c.parserOptions()
	if queryOnly {
		opts = append(opts, parser.AllowQueryOnly())
	}
	return parser.Validate(s, opts...)
}

// partsOfBounds returns the components of s, which lie at b.
func partsOfBounds(s string, b *nodes.Bounds) parts {
	span := func(from, to int) part { return part{ast.Span{Offset: from, Text: s[from:to]}, true} }
	var p parts
	if b.SchemeEnd >= 0 {
		p.scheme = span(0, b.SchemeEnd)
	}
	if b.AuthStart >= 0 {
		p.auth = span(b.AuthStart, b.AuthEnd)
	}
	if b.Opaque {
		p.opaque = span(b.PathStart, b.PathEnd)
	} else {
		p.path = ast.Span{Offset: b.PathStart, Text: s[b.PathStart:b.PathEnd]}
	}
	if b.QueryStart >= 0 {
		p.query = span(b.QueryStart, b.QueryEnd(s))
	}
	if b.FragStart >= 0 {
		p.frag = span(b.FragStart, len(s))
	}
	return p
}

// readTrees checks that the trees are whole and takes their components
// from ast's flat view of them.
func (r *resolver) readTrees() error {
	if r.base != nil {
		if err := checkAbsolute(r.base); err != nil {
			return &Error{Which: "base", Err: err}
		}
	}
	if r.ref == nil {
		return &Error{Which: "ref", Err: fmt.Errorf("%w: nil reference", ErrMalformedTree)}
	}
	var err error
	switch u := r.ref.URI.(type) {
	case *ast.AbsoluteURI:
		if u == nil {
			return &Error{Which: "ref", Err: fmt.Errorf("%w: nil absolute URI", ErrMalformedTree)}
		}
		err = checkAbsolute(u)
	case *ast.RelativeURI:
		if u == nil {
			return &Error{Which: "ref", Err: fmt.Errorf("%w: nil relative URI", ErrMalformedTree)}
		}
		err = checkPath(u.Path, true)
	}
	if err != nil {
		return &Error{Which: "ref", Err: err}
	}
	if r.noBase = r.base == nil; !r.noBase {
		base := ast.URIReference{URI: r.base}
		r.b, r.baseOff = partsOfTree(base.Components()), r.base.Offset
	}
	r.r, r.refOff = partsOfTree(r.ref.Components()), r.ref.Offset
	return nil
}

// partsOfTree returns the components of a whole tree.
func partsOfTree(c ast.Components) parts {
	p := parts{scheme: partOf(c.Scheme), opaque: partOf(c.Opaque), query: partOf(c.Query), frag: partOf(c.Fragment)}
	if c.Authority != nil {
		p.auth = part{ast.Span{Offset: c.Authority.Pos(), Text: c.Authority.String()}, true}
	}
	switch n := c.Path.(type) {
	case *ast.NetPath:
		if n.AbsPath != nil {
			p.path = n.AbsPath.Span
		}
	case *ast.AbsPath:
		p.path = n.Span
	case *ast.RelPath:
		p.path = n.Span
	}
	return p
}

// withoutBase ends a resolution without a base URI: a reference with a
// scheme is the result (step 3 needs no base), any other is an error.
func (r *resolver) withoutBase() error {
	if !r.r.scheme.defined {
		return &Error{Which: "base", Err: ErrNoBase}
	}
	if r.cfg.explain {
		r.note("3", "scheme %q defined: the reference is absolute, done (there is no base, and none is needed)", r.r.scheme.Text)
	}
	r.refIsResult()
	return nil
}

// refIsResult makes the reference the result, as it is (step 3).
func (r *resolver) refIsResult() {
	switch {
	case r.textOnly:
		r.text = r.refText
	case r.fromText:
		r.result = &Result{URI: nodes.Build(r.refText, &r.refBounds), Steps: r.steps}
	default:
		r.result = &Result{URI: r.ref, Steps: r.steps}
	}
}

// checkAbsolute checks that an absolute URI's tree is whole.
func checkAbsolute(a *ast.AbsoluteURI) error {
	switch {
	case a.Scheme == nil:
		return fmt.Errorf("%w: no scheme", ErrMalformedTree)
	case a.Hier != nil && a.Opaque == nil:
		return checkPath(a.Hier.Path, false)
	case a.Opaque != nil && a.Hier == nil:
		return nil
	}
	return fmt.Errorf("%w: an absolute URI needs one of a hierarchical and an opaque part", ErrMalformedTree)
}

// checkPath checks that a net_path, abs_path or rel_path (the last, and no
// path, only when rel is true) is whole.
func checkPath(n ast.Path, rel bool) error {
	switch n := n.(type) {
	case nil:
		if !rel {
			return fmt.Errorf("%w: no path", ErrMalformedTree)
		}
		return nil
	case *ast.NetPath:
		if n == nil || nilAuthority(n.Authority) {
			return fmt.Errorf("%w: a net_path without an authority", ErrMalformedTree)
		}
		if err := checkServer(n.Authority); err != nil {
			return err
		}
		if n.AbsPath != nil {
			return checkAbsPath(n.AbsPath)
		}
		return nil
	case *ast.AbsPath:
		if n == nil {
			return fmt.Errorf("%w: nil abs_path", ErrMalformedTree)
		}
		return checkAbsPath(n)
	case *ast.RelPath:
		if n == nil || n.RelSegment == nil || !rel {
			return fmt.Errorf("%w: misplaced or empty rel_path", ErrMalformedTree)
		}
		if err := checkParams(n.RelSegment); err != nil {
			return err
		}
		rest, ok := strings.CutPrefix(n.Text, n.RelSegment.Text)
		if n.AbsPath != nil {
			if err := checkAbsPath(n.AbsPath); err != nil {
				return err
			}
			rest, ok = strings.CutPrefix(rest, n.AbsPath.Text)
		}
		if !ok || rest != "" {
			return fmt.Errorf("%w: the rel_path %q is not the text of its segments", ErrMalformedTree, n.Text)
		}
		return nil
	}
	return fmt.Errorf("%w: unknown path", ErrMalformedTree)
}

func checkAbsPath(n *ast.AbsPath) error {
	if len(n.Segments) == 0 {
		return fmt.Errorf("%w: an abs_path without segments", ErrMalformedTree)
	}
	// The steps read the path's text: it must be what its segments spell.
	rest, spelled := n.Text, true
	for _, s := range n.Segments {
		if s == nil {
			return fmt.Errorf("%w: nil segment", ErrMalformedTree)
		}
		if err := checkParams(s); err != nil {
			return err
		}
		var slash, text bool
		rest, slash = strings.CutPrefix(rest, "/")
		rest, text = strings.CutPrefix(rest, s.Text)
		spelled = spelled && slash && text
	}
	if !spelled || rest != "" {
		return fmt.Errorf("%w: the abs_path %q is not the text of its segments", ErrMalformedTree, n.Text)
	}
	return nil
}

// checkParams checks that a segment has no nil param.
func checkParams(s *ast.Segment) error {
	for _, p := range s.Params {
		if p == nil {
			return fmt.Errorf("%w: nil param in segment %q", ErrMalformedTree, s.Text)
		}
	}
	return nil
}

// checkServer checks that a server authority has no nil host or label
// where the parser always puts one.
func checkServer(a ast.Authority) error {
	s, ok := a.(*ast.Server)
	if !ok {
		return nil
	}
	switch h := s.Host.(type) {
	case *ast.Hostname:
		if h == nil {
			return fmt.Errorf("%w: nil hostname", ErrMalformedTree)
		}
		if len(h.Labels) == 0 {
			return fmt.Errorf("%w: a hostname without labels", ErrMalformedTree)
		}
		for _, l := range h.Labels {
			if l == nil {
				return fmt.Errorf("%w: nil label in hostname %q", ErrMalformedTree, h.Text)
			}
		}
	case *ast.IPv4Address:
		if h == nil {
			return fmt.Errorf("%w: nil IPv4 address", ErrMalformedTree)
		}
	case *ast.IPv6Reference:
		if h == nil {
			return fmt.Errorf("%w: nil IPv6 reference", ErrMalformedTree)
		}
	}
	return nil
}

func nilAuthority(a ast.Authority) bool {
	switch a := a.(type) {
	case *ast.Server:
		return a == nil
	case *ast.RegName:
		return a == nil
	}
	return a == nil
}

// describe lists components for a step's note.
func describe(p parts) string {
	var b strings.Builder
	b.WriteString("scheme " + text(p.scheme))
	if p.opaque.defined {
		b.WriteString(", opaque part " + strconv.Quote(p.opaque.Text))
	} else {
		a := "undefined"
		if p.auth.defined {
			a = strconv.Quote(redact.Authority(p.auth.Text))
		}
		b.WriteString(", authority " + a + ", path " + strconv.Quote(p.path.Text))
		b.WriteString(", query " + text(p.query))
	}
	b.WriteString(", fragment " + text(p.frag))
	return b.String()
}

// text quotes a component's text, or says it is undefined.
func text(p part) string {
	if !p.defined {
		return "undefined"
	}
	return strconv.Quote(p.Text)
}

// step2CurrentDocument reports whether the reference is to the current
// document: an empty path and no scheme, authority or query. The result is
// then the base with the reference's fragment.
func (r *resolver) step2CurrentDocument() bool {
	ref := r.r
	if ref.scheme.defined || ref.auth.defined || ref.query.defined || ref.path.Text != "" || ref.opaque.defined {
		if r.cfg.explain {
			why := "the reference has a scheme"
			switch {
			case ref.scheme.defined:
			case ref.auth.defined:
				why = "the reference has an authority"
			case ref.query.defined:
				why = "the reference has a query"
			default:
				why = "the reference's path is not empty"
			}
			r.note("2", "not the current document (%s): the query (%s) and fragment (%s) are the reference's", why, text(ref.query), text(ref.frag))
		}
		r.out.query, r.out.frag = ref.query, ref.frag
		return false
	}
	r.sameDoc = true
	r.out = r.b
	r.out.frag = ref.frag
	if r.cfg.explain {
		r.note("2", "empty path and no scheme, authority or query: the current document (section 4.2); the result is the base with fragment %s", text(ref.frag))
	}
	return true
}

// step3Scheme reports whether the reference has a scheme, and so is
// absolute and the result. Otherwise the scheme is the base's. In
// backward-compatible mode a scheme equal to the base's is removed first,
// when what is left is a relative reference.
func (r *resolver) step3Scheme() bool {
	if s := r.r.scheme; s.defined {
		if !r.cfg.compat || r.b.opaque.defined || !strings.EqualFold(s.Text, r.b.scheme.Text) {
			if r.cfg.explain {
				r.note("3", "scheme %q defined: the reference is absolute, done", s.Text)
			}
			return true
		}
		if c, ok := r.notPath(); !ok {
			if r.cfg.explain {
				r.note("3", "scheme %q equals the base's, but without it the reference is not a relative reference (%q cannot stand in a path): absolute, done", s.Text, c)
			}
			return true
		}
		r.unScheme()
		r.out.scheme = r.b.scheme
		if r.cfg.explain {
			r.note("3", "scheme %q equals the base's and the base is hierarchical: removed (backward-compatible mode), inherited %q from base", s.Text, r.b.scheme.Text)
		}
		return false
	}
	r.out.scheme = r.b.scheme
	if r.cfg.explain {
		r.note("3", "scheme undefined, inherited %q from base", r.b.scheme.Text)
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
	p, _, _ := strings.Cut(r.r.opaque.Text, "?")
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
	r.r.scheme = part{}
	op := r.r.opaque
	if !op.defined {
		return
	}
	r.r.opaque = part{}
	p, off := op.Text, op.Offset
	if i := strings.IndexByte(p, '?'); i >= 0 {
		r.r.query = part{ast.Span{Offset: off + i + 1, Text: p[i+1:]}, true}
		r.out.query = r.r.query
		p = p[:i]
	}
	r.r.path = ast.Span{Offset: off, Text: p}
}

// step4Authority reports whether the reference has an authority, and so
// is a network-path whose path is the result's. Otherwise the authority is
// the base's (undefined when the base has none).
func (r *resolver) step4Authority() bool {
	if r.r.auth.defined {
		r.out.auth, r.out.path, r.outPathRef = r.r.auth, r.r.path, true
		if r.cfg.explain {
			r.note("4", "authority %q defined: a network-path, skip to step 7", redact.Authority(r.r.auth.Text))
		}
		return true
	}
	r.out.auth = r.b.auth
	switch {
	case !r.cfg.explain:
	case r.b.auth.defined:
		r.note("4", "authority undefined, inherited %q from base", redact.Authority(r.b.auth.Text))
	default:
		r.note("4", "authority undefined, and the base has none")
	}
	return false
}

// step5AbsolutePath reports whether the reference's path begins with "/",
// and so is the result's path.
func (r *resolver) step5AbsolutePath() bool {
	if strings.HasPrefix(r.r.path.Text, "/") {
		r.out.path, r.outPathRef = r.r.path, true
		if r.cfg.explain {
			r.note("5", "path %q begins with \"/\": an absolute-path, skip to step 7", r.r.path.Text)
		}
		return true
	}
	if r.cfg.explain {
		r.note("5", "path %q does not begin with \"/\": a relative-path, go on to step 6", r.r.path.Text)
	}
	return false
}

// step6Merge merges the reference's relative path with the base's path.
// Section 5.2 words it as string replacements on a buffer; here the buffer
// is a list of segments (the path after its leading "/", which the buffer
// always has), and each replacement is done in one pass over the list.
func (r *resolver) step6Merge() error {
	buf := r.step6aCopyBase()
	buf = r.step6bAppend(buf)
	buf = r.step6cRemoveDot(buf)
	buf = r.step6dRemoveFinalDot(buf)
	buf = r.step6eRemoveDotDot(buf)
	buf = r.step6fRemoveFinalDotDot(buf)
	buf, err := r.step6gLeadingDotDot(buf)
	if err != nil {
		return err
	}
	r.step6hNewPath(buf)
	return nil
}

// step6aCopyBase copies all but the last segment of the base's path. A
// base with an authority may have an empty path; it is read as "/".
func (r *resolver) step6aCopyBase() []seg {
	bp := r.b.path
	// Room for the base's segments and the reference's, which step 6b
	// appends: one more than their "/", at most.
	buf := make([]seg, 0, strings.Count(bp.Text, "/")+strings.Count(r.r.path.Text, "/")+1)
	eachSegment(bp, func(s ast.Span) { buf = append(buf, seg{Span: s}) })
	if len(buf) > 0 {
		buf = buf[:len(buf)-1]
	}
	if r.cfg.explain {
		if bp.Text == "" {
			r.note("6a", "the base's path is empty: read as \"/\" (as written, step 6a would copy \"\" and step 7 join the authority to the path); buffer \"/\"")
		} else {
			r.note("6a", "copied %q from the base's path %q", bufString(buf, true), bp.Text)
		}
	}
	return buf
}

// step6bAppend appends the reference's path. An empty path (that of "?y")
// appends an empty segment: the buffer then ends with "/".
func (r *resolver) step6bAppend(buf []seg) []seg {
	rp := r.r.path
	if rp.Text == "" {
		buf = append(buf, seg{ref: true})
	}
	eachSegment(rp, func(s ast.Span) { buf = append(buf, seg{Span: s, ref: true}) })
	if r.cfg.explain {
		r.note("6b", "appended %q: buffer %q", rp.Text, bufString(buf, false))
	}
	return buf
}

// step6cRemoveDot removes every "." segment that a "/" follows.
func (r *resolver) step6cRemoveDot(buf []seg) []seg {
	out, n := buf[:0], 0
	for i, s := range buf {
		if s.is(".") && i < len(buf)-1 {
			n++
			continue
		}
		out = append(out, s)
	}
	if r.cfg.explain {
		r.note("6c", "%s%s", times(`removed "./"`, n, `no "./" to remove`), changed(out, n))
	}
	return out
}

// step6dRemoveFinalDot removes a final "." segment, leaving the buffer
// ending with "/".
func (r *resolver) step6dRemoveFinalDot(buf []seg) []seg {
	if buf[len(buf)-1].is(".") {
		buf[len(buf)-1] = seg{ref: buf[len(buf)-1].ref}
		if r.cfg.explain {
			r.note("6d", "removed the final \".\"%s", changed(buf, 1))
		}
	} else {
		if r.cfg.explain {
			r.note("6d", "the buffer does not end with \".\"")
		}
	}
	return buf
}

// step6eRemoveDotDot removes every "<segment>/../" where <segment> is not
// "..". Section 5.2 removes the leftmost one again and again; a stack does
// the same in one pass: a ".." that a "/" follows pops the segment before
// it, unless that is "..". The removals happen in the same order.
func (r *resolver) step6eRemoveDotDot(buf []seg) []seg {
	out := buf[:0]
	var removed []string
	n := 0
	for i, s := range buf {
		if s.is("..") && i < len(buf)-1 && len(out) > 0 && !out[len(out)-1].is("..") {
			if r.cfg.explain && len(removed) < 3 {
				removed = append(removed, strconv.Quote(out[len(out)-1].Text+"/../"))
			}
			out = out[:len(out)-1]
			n++
			continue
		}
		out = append(out, s)
	}
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
func (r *resolver) step6fRemoveFinalDotDot(buf []seg) []seg {
	n := len(buf)
	if n >= 2 && buf[n-1].is("..") && !buf[n-2].is("..") {
		gone := buf[n-2].Text
		buf = append(buf[:n-2], seg{ref: buf[n-1].ref})
		if r.cfg.explain {
			r.note("6f", "removed the final %q%s", gone+"/..", changed(buf, 1))
		}
	} else {
		if r.cfg.explain {
			r.note("6f", `the buffer does not end with "<segment>/.."`)
		}
	}
	return buf
}

// step6gLeadingDotDot deals with the ".." segments left at the start of
// the buffer, as the DotDot option says.
func (r *resolver) step6gLeadingDotDot(buf []seg) ([]seg, error) {
	n := 0
	for n < len(buf) && buf[n].is("..") {
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
			buf = append(buf, seg{})
		}
		if r.cfg.explain {
			r.note("6g", "%s (RemoveDotDot)%s", times(`removed a leading ".."`, n, ""), changed(buf, n))
		}
	case r.cfg.dotDot == RejectDotDot:
		return nil, r.errorAt(buf[0], ErrDotDot)
	default:
		if r.cfg.explain {
			r.note("6g", "%s (KeepDotDot)", times(`kept a leading ".."`, n, ""))
		}
	}
	return buf, nil
}

// step6hNewPath makes the buffer the result's path.
func (r *resolver) step6hNewPath(buf []seg) {
	r.merged = buf
	if r.cfg.explain {
		r.note("6h", "the new path is %q", bufString(buf, false))
	}
}

// bufString writes the buffer out for a note: a "/" then the segments,
// each followed by "/" when trailing is true.
func bufString(buf []seg, trailing bool) string {
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
func changed(buf []seg, n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("; buffer %q", bufString(buf, false))
}

// errorAt returns the error err at the segment s, in the base or in the
// reference.
func (r *resolver) errorAt(s seg, err error) *Error {
	if s.ref {
		return &Error{Which: "ref", Offset: s.Offset - r.refOff, Err: err}
	}
	return &Error{Which: "base", Offset: s.Offset - r.baseOff, Err: err}
}
