package viewer

// This file is the viewer's one use of the library: every call into the
// parser, ast, resolve, normalize and the redaction of passwords is here,
// and the rest of the package sees only the plain types of view.go.

import (
	"errors"
	"unicode/utf8"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

// syntaxOf returns the syntax that one request's switches choose: RFC
// 2396 with each feature the request turns on, so that a switch left off
// is off, whatever the module's default.
func syntaxOf(q request) syntax.Syntax {
	syn := syntax.RFC2396
	if q.RFC2732 {
		syn = syntax.RFC2732.Over(syn)
	}
	if q.QueryOnly {
		syn = syntax.QueryOnly.Over(syn)
	}
	return syn
}

// newView answers q. With hide, every text in the answer has the password
// of its userinfo masked, and offsets are into the masked texts.
func newView(q request, hide bool) *View {
	syn := syntaxOf(q)
	v := &View{Ref: q.Ref, Base: q.Base, RFC2732: q.RFC2732, QueryOnly: q.QueryOnly, Redacted: hide}
	show := func(s string) string { return s }
	if hide {
		show = redact.String
		v.Ref, v.Base = show(q.Ref), show(q.Base)
	}
	ref, err := parser.Parse(q.Ref, syn)
	if err != nil {
		v.Error = newError(err, hide, func(string) string { return q.Ref })
	} else {
		v.Valid = true
		if n, err := normalize.Reference(ref, syn); err == nil {
			v.Normal = text(show(n))
		}
		if v.Ref != q.Ref {
			// Masking keeps a reference valid ("xxxxx" may stand where
			// a password stood): the tree shown is the masked text's,
			// whose offsets are into the text shown. Were it not valid,
			// no tree would be better than one that shows the password.
			ref, err = parser.Parse(v.Ref, syn)
		}
		if err == nil {
			v.Components = newComponents(ref, v.Ref)
			budget := MaxNodes
			v.Tree = newNode(ref, nil, &budget, &v.TreeOmitted)
		}
	}
	if q.Base != "" {
		v.Resolution = newResolution(q, syn, hide, show)
	}
	return v
}

// newResolution resolves q.Ref against q.Base, and relativizes the result
// against the base again.
func newResolution(q request, syn syntax.Syntax, hide bool, show func(string) string) *Resolution {
	r := &Resolution{Steps: []Step{}}
	sides := func(which string) string {
		if which == "base" {
			return q.Base
		}
		return q.Ref
	}
	res, err := resolve.Strings(q.Base, q.Ref, syn, resolve.Explain())
	if err != nil {
		r.Error = newError(err, hide, sides)
		return r
	}
	r.Valid = true
	r.SameDocument = res.SameDocument
	for _, s := range res.Steps {
		r.Steps = append(r.Steps, Step{Name: s.Name, Note: s.Note})
	}
	target := res.URI.String()
	r.URI = text(show(target))
	if n, err := normalize.Reference(res.URI, syn); err == nil {
		r.Normal = text(show(n))
	}
	rel, err := resolve.Relativize(q.Base, target, syn)
	if err != nil {
		r.RelativeError = newError(err, hide, func(which string) string {
			if which == "base" {
				return q.Base
			}
			return target
		})
	} else {
		r.Relative = text(show(rel))
	}
	return r
}

// newError describes err, a *parser.Error or a *resolve.Error. input
// returns the text an offset is into, by the Which of a *resolve.Error
// ("" for a *parser.Error). With hide, the texts are masked and the
// offsets moved into the masked texts.
func newError(err error, hide bool, input func(which string) string) *Error {
	e := &Error{Expected: []string{}, Message: err.Error()}
	var re *resolve.Error
	if errors.As(err, &re) {
		if hide {
			re = re.Redacted() // its offset into the side with its password hidden
		}
		e.Which, e.Offset = re.Which, re.Offset
		if re.Err != nil {
			e.Message = re.Err.Error()
		}
	}
	var pe *parser.Error
	if errors.As(err, &pe) {
		if hide {
			pe = pe.Redacted()
		}
		e.Offset, e.Rule, e.Hint, e.Message, e.Caret = pe.Offset, string(pe.Rule), pe.Hint, pe.RawMessage(), pe.RawCaret()
		e.Char = charOf(pe.Char)
		e.Expected = append(e.Expected, pe.Expected...)
		return e
	}
	if re == nil || re.Which == "" {
		return e
	}
	// A failure of resolution itself, such as ErrDotDot: an offset into
	// one side, and no rule.
	s := input(re.Which)
	if hide {
		s = redact.String(s)
	}
	if e.Offset < len(s) {
		c, _ := utf8.DecodeRuneInString(s[e.Offset:])
		e.Char = charOf(c)
	}
	return e
}

// charOf is the page's form of an error's character: null at the end of
// the input.
func charOf(c rune) *string {
	if c == parser.EndOfInput {
		return nil
	}
	return text(string(c))
}

// newComponents takes ref, parsed from s, apart into the components of
// section 4.3, as the one model of a reference (parts.Components) has
// them, with its segments and params from the tree.
func newComponents(ref *ast.URIReference, s string) *Components {
	c := ref.Components()
	span := func(p parts.Span) *Span {
		t, ok := c.Get(p)
		if !ok {
			return nil
		}
		return &Span{Text: t, Pos: p.Start, End: p.End}
	}
	out := &Components{
		Scheme:   span(c.Scheme),
		Userinfo: span(c.Userinfo),
		Host:     span(c.Host),
		Port:     span(c.Port),
		Query:    span(c.Query),
		Fragment: span(c.Fragment),
	}
	if c.Authority.Defined() {
		out.Authority, out.AuthorityKind = span(c.Authority), text("registry")
		if c.Server {
			out.AuthorityKind = text("server")
		} else if reg, ok := ref.Authority().(*ast.RegName); ok {
			if e := parser.ServerError(reg); e != nil {
				// ServerError's offset is into the reg_name: the view's
				// is into the reference, as the other errors' are.
				out.NotServer = newError(e, false, nil)
				out.NotServer.Offset += reg.Offset
			}
		}
	}
	if c.HostKind != parts.NoHost {
		out.HostKind = text(c.HostKind.String())
	}
	if p := ref.Port(); p != nil {
		if n, ok := p.Number(); ok {
			out.PortNumber = &n
		}
	}
	if c.Opaque {
		out.Opaque = span(c.Path)
		return out
	}
	out.Path = span(c.Path)
	out.Segments = []Segment{}
	segs := ref.Segments()
	if len(segs) > MaxNodes {
		segs, out.SegmentsOmitted = segs[:MaxNodes], len(segs)-MaxNodes
	}
	params := MaxNodes // how many more params the answer may hold
	for _, seg := range segs {
		name := seg.Name()
		sg := Segment{Span: *nodeSpan(seg), Name: Span{Text: name, Pos: seg.Pos(), End: seg.Pos() + len(name)}, Params: []Span{}}
		ps := seg.Params()
		if len(ps) > params {
			ps, sg.ParamsOmitted = ps[:params], len(ps)-params
		}
		params -= len(ps)
		for _, p := range ps {
			sg.Params = append(sg.Params, *nodeSpan(p))
		}
		out.Segments = append(out.Segments, sg)
	}
	return out
}

// nodeSpan returns the span of a node.
func nodeSpan(n ast.Node) *Span { return &Span{Text: n.String(), Pos: n.Pos(), End: n.End()} }

// newNode returns the tree rooted at n, whose parent is parent (nil for
// the root), with each node named by its ast type and its Appendix A
// rule. It takes at most *budget nodes, in depth-first order, and takes
// them from *budget; it adds the nodes it leaves out to *omitted. It
// builds each child as ast.Inspect visits it, so that a node of many
// children (an abs_path of many segments) costs the children it takes
// and a count of the others, not a list of them all.
func newNode(n, parent ast.Node, budget, omitted *int) *Node {
	*budget--
	out := &Node{Span: Span{Text: n.String(), Pos: n.Pos(), End: n.End()}, Type: ast.TypeName(n), Rule: string(ast.RuleOf(n, parent)), Children: []*Node{}}
	if h, ok := n.(*ast.Hostname); ok {
		out.TrailingDot = h.TrailingDot()
	}
	root := true
	ast.Inspect(n, func(c ast.Node) bool {
		switch {
		case root: // n itself: on to its children
			root = false
			return true
		case *budget == 0:
			ast.Inspect(c, func(ast.Node) bool { *omitted++; return true })
		default:
			out.Children = append(out.Children, newNode(c, n, budget, omitted))
		}
		return false // c's children are newNode's, or counted
	})
	return out
}

// text returns a pointer to s.
func text(s string) *string { return &s }
