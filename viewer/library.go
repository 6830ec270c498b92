package viewer

// This file is the viewer's one use of the library: every call into the
// parser, ast, resolve, normalize, record, readings and the redaction of
// passwords is here, and the rest of the package sees only the types of
// view.go.

import (
	"encoding/json"
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/readings"
	"github.com/rfc2396/rfc2396/record"
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
			addComponents(v, ref, hide)
			budget := MaxNodes
			v.Tree = newNode(ref, nil, &budget)
			ast.Inspect(ref, func(ast.Node) bool { v.TreeOmitted++; return true })
			v.TreeOmitted -= MaxNodes - budget
		}
	}
	if q.Base != "" {
		v.Resolution = newResolution(q, syn, hide, show)
	}
	v.Readings = compare(q, hide)
	return v
}

// compare reads q.Ref in every reading, against q.Base, with the net/url
// column. Without hide its messages show the input as given, as the
// view's errors do; with it, every text has its password masked.
func compare(q request, hide bool) json.RawMessage {
	c := readings.Compare(q.Ref, readings.Options{Base: q.Base, RawErrors: !hide})
	if hide {
		c = c.Redacted()
	}
	b, err := c.MarshalJSON()
	if err != nil {
		return json.RawMessage("null") // it writes only strings and booleans: this does not happen
	}
	return b
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
	target := res.String()
	r.URI = text(show(target))
	if n, err := normalize.Reference(res.Tree(), syn); err == nil {
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

// addComponents puts into v the components of ref, parsed from v.Ref,
// as parse --json gives them (record.NewExplained), and where they lie,
// keeping to MaxNodes segments and MaxNodes params of each.
func addComponents(v *View, ref *ast.URIReference, hide bool) {
	x := record.NewExplained(ref, hide)
	c := ref.Components()
	r := &Ranges{Texts: map[string]*Range{}}
	opaque := parts.Span{Start: -1, End: -1}
	path := c.Path
	if c.Opaque {
		opaque, path = c.Path, opaque
	}
	// In the order of parts.TextKeys, as record.AppendParse writes them.
	for i, s := range [...]parts.Span{c.Scheme, c.Authority, c.Userinfo, c.Host, c.Port, path, opaque, c.Query, c.Fragment} {
		r.Texts[parts.TextKeys[i]] = nil
		if s.Defined() {
			r.Texts[parts.TextKeys[i]] = &Range{Pos: s.Start, End: s.End}
		}
	}
	if !c.Opaque {
		// The segments as record.NewParse splits them, with their
		// offsets: the first MaxNodes, with the first MaxNodes params
		// over them all.
		r.Segments = []SegmentRanges{}
		budget := MaxNodes
		for off, s := range parts.PathSegments(c.Of(c.Path), c.Path.Start) {
			if len(r.Segments) == MaxNodes {
				break
			}
			name, params, _ := strings.Cut(s, ";")
			sr := SegmentRanges{Range: Range{Pos: off, End: off + len(s)}, Name: Range{Pos: off, End: off + len(name)}, Params: []Range{}}
			if len(name) < len(s) {
				for p, t := range parts.Pieces(params, off+len(name)+1, ';') {
					if budget == 0 {
						break
					}
					budget--
					sr.Params = append(sr.Params, Range{Pos: p, End: p + len(t)})
				}
			}
			r.Segments = append(r.Segments, sr)
		}
		v.SegmentsOmitted = len(x.Segments) - len(r.Segments)
		x.Segments = x.Segments[:len(r.Segments)]
		for i, sr := range r.Segments {
			s := &x.Segments[i]
			v.ParamsOmitted += len(s.Params) - len(sr.Params)
			s.Params = s.Params[:len(sr.Params)]
		}
	}
	v.Components, v.Ranges = x, r
}

// newNode returns the tree rooted at n, whose parent is parent (nil for
// the root), with each node named by its ast type and its Appendix A
// rule. It takes at most *budget nodes, in depth-first order, and takes
// them from *budget.
func newNode(n, parent ast.Node, budget *int) *Node {
	*budget--
	out := &Node{Range: Range{Pos: n.Pos(), End: n.End()}, Text: n.String(), Type: ast.TypeName(n), Rule: string(ast.RuleOf(n, parent)), Children: []*Node{}}
	if h, ok := n.(*ast.Hostname); ok {
		out.TrailingDot = h.TrailingDot()
	}
	for _, c := range ast.Children(n) {
		if *budget == 0 {
			break
		}
		out.Children = append(out.Children, newNode(c, n, budget))
	}
	return out
}

// text returns a pointer to s.
func text(s string) *string { return &s }
