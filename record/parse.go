package record

import (
	"io"
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
	AuthorityKind *string         `json:"authority_kind"` // "server", "registry" or nil
	HostKind      *string         `json:"host_kind"`      // parts.HostKind's String, or nil
	Segments      []SegmentRecord `json:"segments"`       // nil for an opaque URI
}

// A SegmentRecord is the JSON form of a path segment.
type SegmentRecord struct {
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
	r.Segments = []SegmentRecord{}
	for _, s := range parts.PathSegments(c.Of(c.Path), 0) {
		name, params, _ := cutParams(s, rfc3986)
		seg := SegmentRecord{Name: name, Params: []string{}}
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
	p := parseWriter{b: b}
	p.parse(c, is3986(opts))
	p.raw("}\n")
	return p.b
}

// WriteParse writes to w what AppendParse appends, a piece at a time as
// it is made: a record of any size is never held whole. buf is room for
// the pieces, returned to be given to the next call; it holds about
// bufSize bytes. It returns the first error of writing, after which it
// writes no more.
func WriteParse(w io.Writer, buf []byte, c *parts.Components, opts ...syntax.Syntax) ([]byte, error) {
	p := newParseWriter(w, buf)
	p.parse(c, is3986(opts))
	p.raw("}\n")
	p.flush()
	return p.b[:0], p.err
}

// WriteExplained writes to w, as WriteParse does, what NewEncoder writes
// for an Explained whose Parse is NewParse(c) and whose ServerError is
// serverError (NewServerError).
func WriteExplained(w io.Writer, buf []byte, c *parts.Components, serverError *Error, opts ...syntax.Syntax) ([]byte, error) {
	p := newParseWriter(w, buf)
	p.parse(c, is3986(opts))
	p.raw(`,"server_error":`)
	if serverError == nil {
		p.raw("null")
	} else if b, err := Append(p.b, serverError); err != nil {
		p.err = err
	} else {
		p.b = b[:len(b)-1] // without its newline
	}
	p.raw("}\n")
	p.flush()
	return p.b[:0], p.err
}

// flushSize is how many bytes of a record a parseWriter with a writer
// holds before it writes them, and bufSize the room it asks for: a few
// keys more.
const (
	flushSize = 32 << 10
	bufSize   = flushSize + 256
)

// newParseWriter returns a parseWriter to w with buf's room, or room of
// its own when buf has less than bufSize.
func newParseWriter(w io.Writer, buf []byte) parseWriter {
	if cap(buf) < bufSize {
		buf = make([]byte, 0, bufSize)
	}
	return parseWriter{b: buf[:0], w: w}
}

// A parseWriter appends the record of a valid reference to b: with w, it
// writes what b holds to w before it passes flushSize bytes by more than
// a few keys, so that b stays small whatever the record's size. err is
// the first error of writing; once set, nothing more is written.
type parseWriter struct {
	b   []byte
	w   io.Writer // nil: b holds the whole record
	err error
}

// raw appends s as it is.
func (p *parseWriter) raw(s string) { p.b = append(p.b, s...) }

// str appends the JSON string of s (appendString): with w, a piece at a
// time, writing what b holds each time it would pass flushSize bytes.
func (p *parseWriter) str(s string) {
	if !plain(s) {
		p.b = appendString(p.b, s)
		p.flushFull()
		return
	}
	p.raw(`"`)
	for p.w != nil && len(p.b)+len(s) > flushSize {
		k := max(flushSize-len(p.b), 0)
		p.raw(s[:k])
		s = s[k:]
		p.flush()
	}
	p.raw(s)
	p.raw(`"`)
}

// flushFull writes what b holds when it holds flushSize bytes or more.
func (p *parseWriter) flushFull() {
	if p.w != nil && len(p.b) >= flushSize {
		p.flush()
	}
}

// flush writes what b holds to w, unless an earlier write failed.
func (p *parseWriter) flush() {
	if p.err == nil && len(p.b) > 0 {
		_, p.err = p.w.Write(p.b)
	}
	p.b = p.b[:0]
}

// parse appends the record of the valid reference whose components are
// c, but for its closing brace and newline.
func (p *parseWriter) parse(c *parts.Components, rfc3986 bool) {
	p.raw(`{"input":`)
	p.str(c.Text)
	p.raw(`,"valid":true`)
	opaque := parts.Span{Start: -1, End: -1}
	path := c.Path
	if c.Opaque {
		opaque, path = c.Path, opaque
	}
	for i, s := range [...]parts.Span{c.Scheme, c.Authority, c.Userinfo, c.Host, c.Port, path, opaque, c.Query, c.Fragment} {
		p.raw(`,"`)
		p.raw(parts.TextKeys[i])
		p.raw(`":`)
		if t, ok := c.Get(s); ok {
			p.str(t)
		} else {
			p.raw("null")
		}
	}
	p.raw(`,"authority_kind":`)
	switch {
	case rfc3986:
		p.raw("null")
	case c.Server:
		p.raw(`"` + serverKind + `"`)
	case c.Authority.Defined():
		p.raw(`"` + registryKind + `"`)
	default:
		p.raw("null")
	}
	p.raw(`,"host_kind":`)
	if c.HostKind != parts.NoHost {
		p.str(c.HostKind.String())
	} else {
		p.raw("null")
	}
	p.raw(`,"segments":`)
	if c.Opaque {
		p.raw("null")
		return
	}
	p.raw("[")
	sep := false
	for _, s := range parts.PathSegments(c.Of(c.Path), 0) {
		if p.err != nil {
			return // nothing more is written
		}
		if sep {
			p.raw(",")
		}
		sep = true
		name, params, _ := cutParams(s, rfc3986)
		p.raw(`{"name":`)
		p.str(name)
		p.raw(`,"params":[`)
		if len(name) < len(s) {
			for off, param := range parts.Pieces(params, 0, ';') {
				if off > 0 { // not the first
					p.raw(",")
				}
				p.str(param)
			}
		}
		p.raw("]}")
	}
	p.raw("]")
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
	return &Explained{Parse: NewParse(&c), ServerError: NewServerError(ref, hide)}
}

// NewServerError is the ServerError of NewExplained(ref, hide): why the
// authority of ref is a reg_name and not a server, or nil.
func NewServerError(ref *ast.URIReference, hide bool) *Error {
	e := ServerError(ref, hide)
	if e == nil {
		return nil
	}
	x := NewError(e, nil, hide)
	x.Message = Hint(e.RawMessage()) // the reference parsed: no "parse" line
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
