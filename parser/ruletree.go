package parser

import (
	"fmt"
	"io"
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// A RuleNode is one rule's match in the derivation of a reference: the
// rule, the stretch of the text it matched, and the matches of the rules
// inside it, in input order. One type serves every grammar, since a
// node's rule says what it is: Tree builds RuleNodes in RFC 3986, whose
// rules have no typed tree, and in RFC 2396's readings, where they are
// package ast's nodes named by their rules (ast.RuleOf).
type RuleNode struct {
	Rule     syntax.Rule
	Offset   int    // byte offset of the match in the reference
	Text     string // the text it matched, as written
	Children []*RuleNode
}

// End returns the offset just past n's match.
func (n *RuleNode) End() int { return n.Offset + len(n.Text) }

// Fprint writes the tree rooted at n to w, one node a line, indented two
// spaces a level: its rule, its byte offsets [Offset,End) and its text
// quoted, as ast.Fprint writes a typed tree. It hides nothing: a caller
// that shows a tree to people passes the text of a redacted reference.
func (n *RuleNode) Fprint(w io.Writer) error {
	return n.fprint(w, 0)
}

func (n *RuleNode) fprint(w io.Writer, depth int) error {
	if _, err := fmt.Fprintf(w, "%s%s [%d,%d) %q\n", strings.Repeat("  ", depth), n.Rule, n.Offset, n.End(), n.Text); err != nil {
		return err
	}
	for _, c := range n.Children {
		if err := c.fprint(w, depth+1); err != nil {
			return err
		}
	}
	return nil
}

// Tree returns the derivation of s, a URI reference, as a tree of
// RuleNodes, in the syntax opts read. In RFC 3986 (syntax.RFC3986) the
// tree goes down to the segments of the path and the form of the host
// (IP-literal with its IPv6address or IPvFuture, IPv4address, reg-name);
// in RFC 2396's readings it has the nodes of Parse's typed tree, down to
// params and labels. The rules below those (pchar, pct-encoded, h16,
// dec-octet, ...) are not nodes: ValidateRule and MatchRule answer them.
// An invalid s gets the *Error that Split gives it.
func Tree(s string, opts ...Option) (*RuleNode, error) {
	cfg, err := configOf(opts)
	if err != nil {
		return nil, err
	}
	if !cfg.syntax.IsRFC3986() {
		ref, err := Parse(s, opts...)
		if err != nil {
			return nil, err
		}
		return ruleTree(ref, nil), nil
	}
	c, err := Split(s, opts...)
	if err != nil {
		return nil, err
	}
	return tree3986(&c), nil
}

// ruleTree returns the RuleNode of n, a node of package ast whose parent
// is parent, and of its descendants.
func ruleTree(n, parent ast.Node) *RuleNode {
	out := &RuleNode{Rule: ast.RuleOf(n, parent), Offset: n.Pos(), Text: n.String()}
	for _, c := range ast.Children(n) {
		out.Children = append(out.Children, ruleTree(c, n))
	}
	return out
}

// tree3986 returns the derivation of c, a reference read in RFC 3986,
// from its components:
//
//	URI-reference = URI / relative-ref
//	URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
//	relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
//	hier-part     = "//" authority path-abempty
//	              / path-absolute / path-rootless / path-empty
//	relative-part = "//" authority path-abempty
//	              / path-absolute / path-noscheme / path-empty
//	authority     = [ userinfo "@" ] host [ ":" port ]
//	host          = IP-literal / IPv4address / reg-name
//	IP-literal    = "[" ( IPv6address / IPvFuture  ) "]"
func tree3986(c *parts.Components) *RuleNode {
	text := c.Text
	node := func(r syntax.Rule, start, end int) *RuleNode {
		return &RuleNode{Rule: r, Offset: start, Text: text[start:end]}
	}
	span := func(r syntax.Rule, s parts.Span) *RuleNode { return node(r, s.Start, s.End) }
	root := node(syntax.RFC3986URIReference, 0, len(text))
	end := c.URIEnd() // before "#" fragment
	if c.Fragment.Defined() {
		end = c.Fragment.Start - 1
	}
	partEnd := c.Path.End
	var top, part *RuleNode
	if c.Scheme.Defined() {
		top = node(syntax.RFC3986URI, 0, end)
		top.Children = append(top.Children, span(syntax.RFC3986Scheme, c.Scheme))
		part = node(syntax.RFC3986HierPart, c.Scheme.End+1, partEnd)
	} else {
		top = node(syntax.RFC3986RelativeRef, 0, end)
		part = node(syntax.RFC3986RelativePart, 0, partEnd)
	}
	root.Children = append(root.Children, top)
	top.Children = append(top.Children, part)
	if c.Authority.Defined() {
		part.Children = append(part.Children, authority3986(c, span))
	}
	part.Children = append(part.Children, path3986(c, node))
	if c.Query.Defined() {
		top.Children = append(top.Children, span(syntax.RFC3986Query, c.Query))
	}
	if c.Fragment.Defined() {
		root.Children = append(root.Children, span(syntax.RFC3986Fragment, c.Fragment))
	}
	return root
}

// authority3986 returns the authority node of c, with its userinfo, its
// host in the form it has, and its port.
func authority3986(c *parts.Components, span func(syntax.Rule, parts.Span) *RuleNode) *RuleNode {
	a := span(syntax.RFC3986Authority, c.Authority)
	if c.Userinfo.Defined() {
		a.Children = append(a.Children, span(syntax.RFC3986Userinfo, c.Userinfo))
	}
	h := span(syntax.RFC3986Host, c.Host)
	switch c.HostKind {
	case parts.IPv6Reference, parts.IPvFuture:
		lit := span(syntax.RFC3986IPLiteral, c.Host)
		inner := syntax.RFC3986IPv6Address
		if c.HostKind == parts.IPvFuture {
			inner = syntax.RFC3986IPvFuture
		}
		lit.Children = []*RuleNode{span(inner, parts.Span{Start: c.Host.Start + 1, End: c.Host.End - 1})}
		h.Children = []*RuleNode{lit}
	case parts.IPv4Address:
		h.Children = []*RuleNode{span(syntax.RFC3986IPv4Address, c.Host)}
	default:
		h.Children = []*RuleNode{span(syntax.RFC3986RegName, c.Host)}
	}
	a.Children = append(a.Children, h)
	if c.Port.Defined() {
		a.Children = append(a.Children, span(syntax.RFC3986Port, c.Port))
	}
	return a
}

// path3986 returns the path node of c, named by the path rule its
// position and first segment choose, with its segments:
//
//	path-abempty  = *( "/" segment )
//	path-absolute = "/" [ segment-nz *( "/" segment ) ]
//	path-noscheme = segment-nz-nc *( "/" segment )
//	path-rootless = segment-nz *( "/" segment )
//	path-empty    = 0<pchar>
func path3986(c *parts.Components, node func(syntax.Rule, int, int) *RuleNode) *RuleNode {
	p := c.Path
	var rule, first syntax.Rule
	switch {
	case c.Authority.Defined():
		rule, first = syntax.RFC3986PathAbempty, syntax.RFC3986Segment
	case p.Len() == 0:
		return node(syntax.RFC3986PathEmpty, p.Start, p.End)
	case c.Text[p.Start] == '/':
		rule, first = syntax.RFC3986PathAbsolute, syntax.RFC3986SegmentNz
	case c.Scheme.Defined():
		rule, first = syntax.RFC3986PathRootless, syntax.RFC3986SegmentNz
	default:
		rule, first = syntax.RFC3986PathNoscheme, syntax.RFC3986SegmentNzNc
	}
	out := node(rule, p.Start, p.End)
	text := c.Text[p.Start:p.End]
	start := p.Start
	if text != "" && text[0] == '/' {
		text, start = text[1:], start+1
		if rule == syntax.RFC3986PathAbsolute && (text == "" || text[0] == '/') {
			// "/" alone, or "//" only after an authority: path-absolute's
			// optional segment-nz is absent.
			return out
		}
	}
	if rule == syntax.RFC3986PathAbempty && p.Len() == 0 {
		return out
	}
	for off, seg := range parts.Pieces(text, start, '/') {
		r := syntax.RFC3986Segment
		if len(out.Children) == 0 {
			r = first
		}
		out.Children = append(out.Children, node(r, off, off+len(seg)))
	}
	return out
}
