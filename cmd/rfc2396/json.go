package main

import (
	"bytes"
	"encoding/json"
	"io"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/resolve"
)

// newJSONEncoder returns an encoder that writes one value a line to w,
// leaving "<", ">" and "&" as they are.
func newJSONEncoder(w io.Writer) *json.Encoder {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc
}

// The JSON forms of the commands' results. Their keys are listed once,
// in the package documentation (doc.go), command by command.

// parseResult is parse's JSON form of a valid reference: the components
// of the model (parts.Components) as the parser found them, each null
// when undefined and "" when empty, and the segments of the tree.
type parseResult struct {
	Input string `json:"input"`
	Valid bool   `json:"valid"`
	parts.Texts
	AuthorityKind *string       `json:"authority_kind"`
	HostKind      *string       `json:"host_kind"`
	Segments      []segmentJSON `json:"segments"`
}

// segmentJSON is the JSON form of a path segment.
type segmentJSON struct {
	Name   string   `json:"name"`
	Params []string `json:"params"`
}

// parseFailure is the JSON form of an invalid reference: from a line,
// with where its error is.
type parseFailure struct {
	*Position
	Input string     `json:"input"`
	Valid bool       `json:"valid"`
	Error *errorJSON `json:"error"`
}

// text returns a pointer to s.
func text(s string) *string { return &s }

// Authority kinds, as authority_kind gives them.
const (
	serverKind   = "server"
	registryKind = "registry"
)

// newParseResult describes the valid reference ref, whose text is input.
func newParseResult(input string, ref *ast.URIReference) *parseResult {
	c := ref.Components()
	r := &parseResult{Input: input, Valid: true, Texts: c.Texts()}
	switch {
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
	r.Segments = []segmentJSON{}
	for _, s := range ref.Segments() {
		seg := segmentJSON{Name: s.Name(), Params: []string{}}
		for _, p := range s.Params() {
			seg.Params = append(seg.Params, p.Text)
		}
		r.Segments = append(r.Segments, seg)
	}
	return r
}

// newParseFailure describes an input from src that does not parse: with
// hide, the input is shown as its error shows it, with its password
// hidden.
func newParseFailure(input string, src source, err error, hide bool) *parseFailure {
	if pe := shownParseError(err, hide); pe != nil {
		input = pe.Input
	} else {
		input = showRef(input, hide)
	}
	e := newErrorJSON(err, nil, hide)
	return &parseFailure{Position: src.at(e.Offset), Input: input, Error: e}
}

// resolveJSON is the JSON form of a resolved reference or of a failure to
// resolve it.
type resolveJSON struct {
	*Position
	Base         string     `json:"base"`
	Ref          string     `json:"ref"`
	Valid        bool       `json:"valid"`
	Result       *string    `json:"result"`
	SameDocument *bool      `json:"same_document"`
	Error        *errorJSON `json:"error,omitempty"`
	Steps        *[]string  `json:"steps,omitempty"`
}

// newResolveJSON describes the resolution of ref, from src, against
// base: its result res, or its error err.
func newResolveJSON(base, ref string, src source, res *resolve.Result, err error, explain, hide bool) *resolveJSON {
	r := &resolveJSON{Base: base, Ref: ref}
	steps := []string{}
	if err != nil {
		r.Error = newErrorJSON(err, func(which string) string {
			if which == "base" {
				return base
			}
			return ref
		}, hide)
		if r.Error.Which == nil {
			r.Error.Which = text("")
		}
		r.Position = pairAt(src, base, r.Error, hide)
	} else {
		r.Valid = true
		r.Result = text(showRef(res.URI.String(), hide))
		r.SameDocument = &res.SameDocument
		for _, s := range res.Steps {
			steps = append(steps, s.String())
		}
	}
	r.Base, r.Ref = showRef(base, hide), showRef(ref, hide)
	if explain {
		r.Steps = &steps
	}
	return r
}

// showRef returns the URI reference s as the commands show it: with hide,
// the password of its userinfo hidden.
func showRef(s string, hide bool) string {
	if hide {
		return redact.String(s)
	}
	return s
}

// appendParseResult appends to b what encoding/json writes for
// newParseResult(input, ref) and a newline, without its reflection and
// without building the record: the form of parse --json's bulk of valid
// lines. The tests hold it to encoding/json's output.
func appendParseResult(b []byte, input string, ref *ast.URIReference) []byte {
	c := ref.Components()
	b = append(b, `{"input":`...)
	b = appendJSONString(b, input)
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
		b = appendJSONSpan(b, &c, s)
	}
	b = append(b, `,"authority_kind":`...)
	switch {
	case c.Server:
		b = append(b, `"`+serverKind+`"`...)
	case c.Authority.Defined():
		b = append(b, `"`+registryKind+`"`...)
	default:
		b = append(b, "null"...)
	}
	b = append(b, `,"host_kind":`...)
	if c.HostKind != parts.NoHost {
		b = appendJSONString(b, c.HostKind.String())
	} else {
		b = append(b, "null"...)
	}
	b = append(b, `,"segments":`...)
	if c.Opaque {
		return append(b, "null}\n"...)
	}
	b = append(b, '[')
	for i, s := range ref.Segments() {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"name":`...)
		b = appendJSONString(b, s.Name())
		b = append(b, `,"params":[`...)
		for j, p := range s.Params() {
			if j > 0 {
				b = append(b, ',')
			}
			b = appendJSONString(b, p.Text)
		}
		b = append(b, "]}"...)
	}
	return append(b, "]}\n"...)
}

// appendJSONSpan appends the JSON form of the component of c at span s:
// null when it is undefined.
func appendJSONSpan(b []byte, c *parts.Components, s parts.Span) []byte {
	t, ok := c.Get(s)
	if !ok {
		return append(b, "null"...)
	}
	return appendJSONString(b, t)
}

// appendJSONString appends s as newJSONEncoder writes a string: as it is,
// quoted, when it holds only printable ASCII other than '"' and '\\', as
// every valid reference does; else through encoding/json.
func appendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c > 0x7e || c == '"' || c == '\\' {
			var buf bytes.Buffer
			newJSONEncoder(&buf).Encode(s)
			return append(b, bytes.TrimSuffix(buf.Bytes(), []byte{'\n'})...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}
