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
// 3986 for rfc3986, else RFC 2396 with each feature the request turns
// on, so that a switch left off is off, whatever the module's default.
func syntaxOf(q request) syntax.Syntax {
	if q.RFC3986 {
		return syntax.RFC3986
	}
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
	v := &View{Ref: q.Ref, Base: q.Base, RFC2732: q.RFC2732, QueryOnly: q.QueryOnly, RFC3986: q.RFC3986, Redacted: hide}
	show := func(s string) string { return s }
	if hide {
		show = redact.String
		v.Ref, v.Base = show(q.Ref), show(q.Base)
	}
	if syn.IsRFC3986() {
		addRFC3986(v, q.Ref, show)
	} else {
		addRFC2396(v, q.Ref, syn, hide, show)
	}
	if q.Base != "" {
		v.Resolution = newResolution(q, syn, hide, show)
	}
	v.Readings = compare(q, hide)
	return v
}

// addRFC2396 puts into v the reading of ref, the request's reference, in
// syn, one of RFC 2396's: its error, or its normal form, components and
// typed tree. With hide, v.Ref is ref with its password masked.
func addRFC2396(v *View, ref string, syn syntax.Syntax, hide bool, show func(string) string) {
	tree, err := parser.Parse(ref, syn)
	if err != nil {
		v.Error = newError(err, hide, func(string) string { return ref })
		return
	}
	v.Valid = true
	if n, err := normalize.Reference(tree, syn); err == nil {
		v.Normal = text(show(n))
	}
	if v.Ref != ref {
		// Masking keeps a reference valid ("xxxxx" may stand where a
		// password stood): the tree shown is the masked text's, whose
		// offsets are into the text shown. Were it not valid, no tree
		// would be better than one that shows the password.
		if tree, err = parser.Parse(v.Ref, syn); err != nil {
			return
		}
	}
	c := tree.Components()
	addComponents(v, record.NewExplained(tree, hide), &c, false)
	budget := MaxNodes
	v.Tree = newNode(tree, nil, &budget, &v.TreeOmitted)
}

// addRFC3986 puts into v the reading of ref, the request's reference, in
// RFC 3986: its error, or its normal form, its components as parse
// --rfc3986 --json gives them, and its derivation (parser.Tree). With
// v.Redacted (show masks), v.Ref is ref with its password masked, and
// the components and the tree are v.Ref's, as in addRFC2396.
func addRFC3986(v *View, ref string, show func(string) string) {
	c, err := parser.Split(ref, syntax.RFC3986)
	if err != nil {
		v.Error = newError(err, v.Redacted, func(string) string { return ref })
		return
	}
	v.Valid = true
	var n parts.Components
	if normalize.Components(&n, &c, syntax.RFC3986) == nil {
		v.Normal = text(show(n.Text))
	}
	if v.Ref != ref {
		if c, err = parser.Split(v.Ref, syntax.RFC3986); err != nil {
			return
		}
	}
	tree, err := parser.Tree(v.Ref, syntax.RFC3986)
	if err != nil {
		return // v.Ref split: this does not happen
	}
	addComponents(v, &record.Explained{Parse: record.NewParse(&c, syntax.RFC3986)}, &c, true)
	budget := MaxNodes
	v.Tree = newRuleNode(tree, &budget)
	v.TreeOmitted = countRuleNodes(tree) - (MaxNodes - budget)
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
	if n, err := normalize.Normalize(target, syn); err == nil {
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

// addComponents puts into v the record x of the components c of v.Ref,
// as parse --json gives them, and where they lie, keeping to MaxNodes
// segments and MaxNodes params of each. In RFC 3986 (rfc3986) a segment
// has no params.
func addComponents(v *View, x *record.Explained, c *parts.Components, rfc3986 bool) {
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
			name, params := s, ""
			if !rfc3986 {
				name, params, _ = strings.Cut(s, ";")
			}
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
// them from *budget; it adds the nodes it leaves out to *omitted. It
// builds each child as ast.Inspect visits it, so that a node of many
// children (an abs_path of many segments) costs the children it takes
// and a count of the others, not a list of them all.
func newNode(n, parent ast.Node, budget, omitted *int) *Node {
	*budget--
	out := &Node{Range: Range{Pos: n.Pos(), End: n.End()}, Text: n.String(), Type: ast.TypeName(n), Rule: string(ast.RuleOf(n, parent)), Children: []*Node{}}
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

// newRuleNode returns the tree rooted at n, a node of RFC 3986's
// derivation, named by its rule: it has no ast type. It takes at most
// *budget nodes, in depth-first order, as newNode does.
func newRuleNode(n *parser.RuleNode, budget *int) *Node {
	*budget--
	out := &Node{Range: Range{Pos: n.Offset, End: n.End()}, Text: n.Text, Rule: string(n.Rule), Children: []*Node{}}
	for _, c := range n.Children {
		if *budget == 0 {
			break
		}
		out.Children = append(out.Children, newRuleNode(c, budget))
	}
	return out
}

// countRuleNodes returns how many nodes the tree rooted at n has.
func countRuleNodes(n *parser.RuleNode) int {
	k := 1
	for _, c := range n.Children {
		k += countRuleNodes(c)
	}
	return k
}
