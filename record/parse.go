package record

import (
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// Parse is parse's record of a valid reference: the components of the
// model (parts.Components) as the parser found them, each null when
// undefined and "" when empty, and the segments of its path, each its
// name and its params (the path as ast's Segments and Params split it).
//
// Read in RFC 3986 (syntax.RFC3986), a reference has no opaque part, no
// kind of authority (RFC 3986 has no registry-based authority: every one
// has a host), a host_kind among "ipv4", "ipv6", "ipvfuture" and
// "reg-name", and segments without params: a ";" is one of a segment's
// sub-delims, part of its name.
type Parse struct {
	Input string `json:"input"`
	Valid bool   `json:"valid"` // true
	parts.Texts
	AuthorityKind *string   `json:"authority_kind"` // "server", "registry" or nil
	HostKind      *string   `json:"host_kind"`      // parts.HostKind's String, or nil
	Segments      []Segment `json:"segments"`       // nil for an opaque URI
}

// A Segment is the JSON form of a path segment.
type Segment struct {
	Name   string   `json:"name"`
	Params []string `json:"params"`
}

// Authority kinds, as authority_kind gives them.
const (
	serverKind   = "server"
	registryKind = "registry"
)

// NewParse describes the valid reference whose components are c (as
// SplitShown returns them, or a tree's Components), read in the syntax
// of opts: the default unless one is given.
func NewParse(c *parts.Components, opts ...syntax.Syntax) *Parse {
	rfc3986 := is3986(opts)
	r := &Parse{Input: c.Text, Valid: true, Texts: c.Texts()}
	switch {
	case rfc3986:
	case c.Server:
		r.AuthorityKind = text(serverKind)
	case c.Authority.Defined():
		r.AuthorityKind = text(registryKind)
	}
	if c.HostKind != parts.NoHost {
		r.HostKind = text(c.HostKind.String())
	}
	if c.Opaque {
		return r
	}
	r.Segments = []Segment{}
	for _, s := range parts.PathSegments(c.Of(c.Path), 0) {
		name, params, _ := cutParams(s, rfc3986)
		seg := Segment{Name: name, Params: []string{}}
		if len(name) < len(s) {
			for _, p := range parts.Pieces(params, 0, ';') {
				seg.Params = append(seg.Params, p)
			}
		}
		r.Segments = append(r.Segments, seg)
	}
	return r
}

// is3986 reports whether the syntax of opts is RFC 3986's.
func is3986(opts []syntax.Syntax) bool {
	for _, s := range opts {
		if s.IsRFC3986() {
			return true
		}
	}
	return false
}

// cutParams cuts the segment s at its first ";", before its params; in
// RFC 3986, which has none, not at all.
func cutParams(s string, rfc3986 bool) (name, params string, found bool) {
	if rfc3986 {
		return s, "", false
	}
	return strings.Cut(s, ";")
}

// AppendParse appends to b what NewEncoder writes for NewParse(c, opts...),
// newline included, without its reflection and without building the
// record: the form of the bulk of valid references. The tests hold it to
// encoding/json's output.
func AppendParse(b []byte, c *parts.Components, opts ...syntax.Syntax) []byte {
	rfc3986 := is3986(opts)
	b = append(b, `{"input":`...)
	b = appendString(b, c.Text)
	b = append(b, `,"valid":true`...)
	opaque := parts.Span{Start: -1, End: -1}
	path := c.Path
	if c.Opaque {
		opaque, path = c.Path, opaque
	}
	for i, s := range [...]parts.Span{c.Scheme, c.Authority, c.Userinfo, c.Host, c.Port, path, opaque, c.Query, c.Fragment} {
		b = append(b, ',', '"')
		b = append(b, parts.TextKeys[i]...)
		b = append(b, '"', ':')
		b = appendSpan(b, c, s)
	}
	b = append(b, `,"authority_kind":`...)
	switch {
	case rfc3986:
		b = append(b, "null"...)
	case c.Server:
		b = append(b, `"`+serverKind+`"`...)
	case c.Authority.Defined():
		b = append(b, `"`+registryKind+`"`...)
	default:
		b = append(b, "null"...)
	}
	b = append(b, `,"host_kind":`...)
	if c.HostKind != parts.NoHost {
		b = appendString(b, c.HostKind.String())
	} else {
		b = append(b, "null"...)
	}
	b = append(b, `,"segments":`...)
	if c.Opaque {
		return append(b, "null}\n"...)
	}
	b = append(b, '[')
	sep := false
	for _, s := range parts.PathSegments(c.Of(c.Path), 0) {
		if sep {
			b = append(b, ',')
		}
		sep = true
		name, params, _ := cutParams(s, rfc3986)
		b = append(b, `{"name":`...)
		b = appendString(b, name)
		b = append(b, `,"params":[`...)
		if len(name) < len(s) {
			for off, p := range parts.Pieces(params, 0, ';') {
				if off > 0 { // not the first
					b = append(b, ',')
				}
				b = appendString(b, p)
			}
		}
		b = append(b, "]}"...)
	}
	return append(b, "]}\n"...)
}

// appendSpan appends the JSON form of the component of c at span s: null
// when it is undefined.
func appendSpan(b []byte, c *parts.Components, s parts.Span) []byte {
	t, ok := c.Get(s)
	if !ok {
		return append(b, "null"...)
	}
	return appendString(b, t)
}

// Explained is parse's record of a valid reference when it is asked why
// a reg_name is not a server.
type Explained struct {
	*Parse
	ServerError *Error `json:"server_error"` // nil for a server, or without an authority
}

// NewExplained describes the valid reference ref (as ParseShown returns
// it), and why its authority is a reg_name when it is one (ServerError).
func NewExplained(ref *ast.URIReference, hide bool) *Explained {
	c := ref.Components()
	x := &Explained{Parse: NewParse(&c)}
	if e := ServerError(ref, hide); e != nil {
		x.ServerError = NewError(e, nil, hide)
		x.ServerError.Message = Hint(e.RawMessage()) // the reference parsed: no "parse" line
	}
	return x
}

// ParseFailure is the record of an invalid reference: from a line, with
// where its error is.
type ParseFailure struct {
	*Position
	Input string `json:"input"`
	Valid bool   `json:"valid"` // false
	Error *Error `json:"error"`
}

// NewParseFailure describes the input from src that does not parse, with
// err, the parser's error: with hide, the input is shown as its error
// shows it, with its password hidden.
func NewParseFailure(input string, src Source, err error, hide bool) *ParseFailure {
	if pe := ParseError(err, hide); pe != nil {
		input = pe.Input
	} else {
		input = ShowRef(input, hide)
	}
	e := NewError(err, nil, hide)
	return &ParseFailure{Position: src.At(e.Offset), Input: input, Error: e}
}
