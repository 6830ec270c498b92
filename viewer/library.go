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
	"github.com/rfc2396/rfc2396/resolve"
)

// options are the library's options for one request's switches.
type options struct {
	parse     []parser.Option
	resolve   []resolve.Option
	normalize []normalize.Option
}

func optionsOf(q request) options {
	o := options{resolve: []resolve.Option{resolve.Explain()}}
	if q.RFC2732 {
		o.parse = append(o.parse, parser.RFC2732())
		o.resolve = append(o.resolve, resolve.RFC2732())
		o.normalize = append(o.normalize, normalize.RFC2732())
	}
	if q.QueryOnly {
		o.parse = append(o.parse, parser.AllowQueryOnly())
	}
	return o
}

// newView answers q. With hide, every text in the answer has the password
// of its userinfo masked, and offsets are into the masked texts.
func newView(q request, hide bool) *View {
	o := optionsOf(q)
	v := &View{Ref: q.Ref, Base: q.Base, RFC2732: q.RFC2732, QueryOnly: q.QueryOnly, Redacted: hide}
	show := func(s string) string { return s }
	if hide {
		show = redact.String
		v.Ref, v.Base = show(q.Ref), show(q.Base)
	}
	ref, err := parser.Parse(q.Ref, o.parse...)
	if err != nil {
		v.Error = newError(err, hide, func(string) string { return q.Ref })
	} else {
		v.Valid = true
		v.Normal = text(show(normalize.Reference(ref, o.normalize...)))
		if v.Ref != q.Ref {
			// Masking keeps a reference valid ("xxxxx" may stand where
			// a password stood): the tree shown is the masked text's,
			// whose offsets are into the text shown. Were it not valid,
			// no tree would be better than one that shows the password.
			ref, err = parser.Parse(v.Ref, o.parse...)
		}
		if err == nil {
			v.Components = newComponents(ref, v.Ref)
			budget := MaxNodes
			v.Tree = newNode(ref, nil, &budget)
			ast.Inspect(ref, func(ast.Node) bool { v.TreeOmitted++; return true })
			v.TreeOmitted -= MaxNodes - budget
		}
	}
	if q.Base != "" {
		v.Resolution = newResolution(q, o, hide, show)
	}
	return v
}

// newResolution resolves q.Ref against q.Base, and relativizes the result
// against the base again.
func newResolution(q request, o options, hide bool, show func(string) string) *Resolution {
	r := &Resolution{Steps: []Step{}}
	sides := func(which string) string {
		if which == "base" {
			return q.Base
		}
		return q.Ref
	}
	res, err := resolve.Strings(q.Base, q.Ref, o.resolve...)
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
	r.Normal = text(show(normalize.Reference(res.URI, o.normalize...)))
	rel, err := resolve.Relativize(q.Base, target, o.resolve...)
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
		e.Offset, e.Rule, e.Hint, e.Message, e.Caret = pe.Offset, pe.Rule, pe.Hint, pe.Message(), pe.Caret()
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
		e.Offset, s = redact.Offset(s, e.Offset), redact.String(s)
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
// section 4.3 (ast.Components).
func newComponents(ref *ast.URIReference, s string) *Components {
	c := ref.Components()
	out := &Components{
		Scheme:   spanOf(c.Scheme),
		Userinfo: spanOf(c.Userinfo),
		Port:     spanOf(c.Port),
		Opaque:   spanOf(c.Opaque),
		Query:    spanOf(c.Query),
		Fragment: spanOf(c.Fragment),
	}
	switch a := c.Authority.(type) {
	case *ast.Server:
		out.Authority, out.AuthorityKind = spanOf(a), text("server")
	case *ast.RegName:
		out.Authority, out.AuthorityKind = spanOf(a), text("registry")
		if e := parser.ServerError(a); e != nil {
			// ServerError's offset is into the reg_name: make it one
			// into the reference, as the other errors are.
			e.Input, e.Offset = s, e.Offset+a.Offset
			out.NotServer = newError(e, false, nil)
		}
	}
	if c.Host != nil {
		out.Host, out.HostKind = spanOf(c.Host), text(c.Host.Kind())
	}
	if c.Port != nil {
		if n, ok := c.Port.Number(); ok {
			out.PortNumber = &n
		}
	}
	if c.Opaque != nil {
		return out
	}
	out.Path = pathOf(ref, c)
	out.Segments = []Segment{}
	segs := ref.Segments()
	if len(segs) > MaxNodes {
		segs, out.SegmentsOmitted = segs[:MaxNodes], len(segs)-MaxNodes
	}
	params := MaxNodes // how many more params the answer may hold
	for _, seg := range segs {
		name := seg.Name()
		sg := Segment{Span: *spanOf(seg), Name: Span{Text: name, Pos: seg.Pos(), End: seg.Pos() + len(name)}, Params: []Span{}}
		ps := seg.Params
		if len(ps) > params {
			ps, sg.ParamsOmitted = ps[:params], len(ps)-params
		}
		params -= len(ps)
		for _, p := range ps {
			sg.Params = append(sg.Params, *spanOf(p))
		}
		out.Segments = append(out.Segments, sg)
	}
	return out
}

// pathOf returns the path component of ref: the abs_path after a
// net_path's authority, an abs_path or a rel_path, or an empty span where
// the path would be.
func pathOf(ref *ast.URIReference, c ast.Components) *Span {
	switch p := c.Path.(type) {
	case *ast.NetPath:
		if p.AbsPath != nil {
			return spanOf(p.AbsPath)
		}
		return &Span{Pos: p.End(), End: p.End()}
	case *ast.AbsPath, *ast.RelPath:
		return spanOf(p)
	}
	at := 0
	if ref.URI != nil {
		at = ref.URI.Pos() // a query-only reference: the path is empty before its "?"
	}
	return &Span{Pos: at, End: at}
}

// spanOf returns the span of a node, or nil for an undefined one.
func spanOf[N interface {
	comparable
	ast.Node
}](n N) *Span {
	t := ast.TextOf(n)
	if t == nil {
		return nil
	}
	return &Span{Text: *t, Pos: n.Pos(), End: n.End()}
}

// newNode returns the tree rooted at n, whose parent is parent (nil for
// the root), with each node named by its ast type and its Appendix A
// rule. It takes at most *budget nodes, in depth-first order, and takes
// them from *budget.
func newNode(n, parent ast.Node, budget *int) *Node {
	*budget--
	out := &Node{Span: Span{Text: n.String(), Pos: n.Pos(), End: n.End()}, Type: ast.TypeName(n), Rule: ruleOf(n, parent), Children: []*Node{}}
	if h, ok := n.(*ast.Hostname); ok {
		out.TrailingDot = h.TrailingDot
	}
	for _, c := range ast.Children(n) {
		if *budget == 0 {
			break
		}
		out.Children = append(out.Children, newNode(c, n, budget))
	}
	return out
}

// rules names the Appendix A rule of each ast type, as parser.Rules
// spells it. A Segment and a Label depend on where they are: see ruleOf.
var rules = map[string]string{
	"URIReference":  "URI_reference",
	"AbsoluteURI":   "absoluteURI",
	"RelativeURI":   "relativeURI",
	"HierPart":      "hier_part",
	"OpaquePart":    "opaque_part",
	"NetPath":       "net_path",
	"AbsPath":       "abs_path",
	"RelPath":       "rel_path",
	"Segment":       "segment",
	"Param":         "param",
	"Scheme":        "scheme",
	"Server":        "server",
	"RegName":       "reg_name",
	"Userinfo":      "userinfo",
	"Hostname":      "hostname",
	"Label":         "domainlabel",
	"IPv4Address":   "IPv4address",
	"IPv6Reference": "ipv6reference",
	"Port":          "port",
	"Query":         "query",
	"Fragment":      "fragment",
}

// ruleOf returns the Appendix A rule of n, a child of parent: the first
// segment of a rel_path is a rel_segment, and a hostname's last label is
// its toplabel.
func ruleOf(n, parent ast.Node) string {
	switch p := parent.(type) {
	case *ast.RelPath:
		if n == ast.Node(p.RelSegment) {
			return "rel_segment"
		}
	case *ast.Hostname:
		if len(p.Labels) > 0 && n == ast.Node(p.Labels[len(p.Labels)-1]) {
			return "toplabel"
		}
	}
	return rules[ast.TypeName(n)]
}

// text returns a pointer to s.
func text(s string) *string { return &s }
