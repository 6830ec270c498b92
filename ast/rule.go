package ast

import (
	"strings"

	"github.com/rfc2396/rfc2396/syntax"
)

// rules names the Appendix A rule of each node type. A Segment and a
// Label depend on where they stand: see RuleOf.
var rules = map[string]syntax.Rule{
	"URIReference":  syntax.URIReference,
	"AbsoluteURI":   syntax.AbsoluteURI,
	"RelativeURI":   syntax.RelativeURI,
	"HierPart":      syntax.HierPart,
	"OpaquePart":    syntax.OpaquePart,
	"NetPath":       syntax.NetPath,
	"AbsPath":       syntax.AbsPath,
	"RelPath":       syntax.RelPath,
	"Segment":       syntax.Segment,
	"Param":         syntax.Param,
	"Scheme":        syntax.Scheme,
	"Server":        syntax.Server,
	"RegName":       syntax.RegName,
	"Userinfo":      syntax.Userinfo,
	"Hostname":      syntax.Hostname,
	"Label":         syntax.Domainlabel,
	"IPv4Address":   syntax.IPv4Address,
	"IPv6Reference": syntax.IPv6Reference,
	"Port":          syntax.Port,
	"Query":         syntax.Query,
	"Fragment":      syntax.Fragment,
}

// RuleOf returns the rule of Appendix A (or RFC 2732) that the node n, a
// child of parent (nil for a root), was parsed by: the first segment of a
// rel_path (its RelSegment) is a rel_segment, and a hostname's last label
// (the one whose offset and text are those of the last of its Labels) is
// its toplabel.
// It returns "" for a nil node or a type that is not a node of this
// package.
func RuleOf(n, parent Node) syntax.Rule {
	if isNil(n) {
		return ""
	}
	switch p := parent.(type) {
	case *RelPath:
		if p != nil && n == Node(p.RelSegment) {
			return syntax.RelSegment
		}
	case *Hostname:
		if l, ok := n.(*Label); ok && p.isLast(l) {
			return syntax.Toplabel
		}
	}
	return rules[TypeName(n)]
}

// isLast reports whether l has the offset and text of h's last label.
func (h *Hostname) isLast(l *Label) bool {
	off, text, ok := h.labels()
	if !ok {
		return false
	}
	i := strings.LastIndexByte(text, '.') + 1
	return l.Pos() == off+i && l.String() == text[i:]
}
