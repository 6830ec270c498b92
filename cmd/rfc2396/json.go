package main

import (
	"encoding/json"
	"errors"
	"io"
	"unicode/utf8"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
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

// parseResult is the JSON form of a valid reference. A nil pointer is an
// undefined component (null) and a pointer to "" an empty one.
type parseResult struct {
	Input         string        `json:"input"`
	Valid         bool          `json:"valid"`
	Scheme        *string       `json:"scheme"`
	Authority     *string       `json:"authority"`
	AuthorityKind *string       `json:"authority_kind"` // "server" or "registry"
	Userinfo      *string       `json:"userinfo"`
	Host          *string       `json:"host"`
	HostKind      *string       `json:"host_kind"` // "hostname" or "ipv4"
	Port          *string       `json:"port"`
	Path          *string       `json:"path"` // null only for an opaque URI
	Opaque        *string       `json:"opaque"`
	Segments      []segmentJSON `json:"segments"` // null only for an opaque URI
	Query         *string       `json:"query"`
	Fragment      *string       `json:"fragment"`
}

// segmentJSON is the JSON form of a path segment.
type segmentJSON struct {
	Name   string   `json:"name"`
	Params []string `json:"params"` // never null
}

// parseFailure is the JSON form of an invalid reference.
type parseFailure struct {
	Input string     `json:"input"`
	Valid bool       `json:"valid"`
	Error *errorJSON `json:"error"`
}

// errorJSON is the JSON form of an error, the same for every command: the
// fields of a *parser.Error, and for resolve which input the offset is in.
type errorJSON struct {
	Offset   int      `json:"offset"`
	Char     *string  `json:"char"` // null at the end of the input
	Rule     string   `json:"rule"`
	Expected []string `json:"expected"` // never null
	Hint     string   `json:"hint"`
	Message  string   `json:"message"`
	Which    *string  `json:"which,omitempty"` // resolve only: "base", "ref" or ""
}

// text returns a pointer to s.
func text(s string) *string { return &s }

func newParseResult(input string, ref *ast.URIReference) *parseResult {
	c := ref.Components()
	r := &parseResult{Input: input, Valid: true, Scheme: c.Ptr(c.Scheme), Authority: c.Ptr(c.Authority),
		Userinfo: c.Ptr(c.Userinfo), Host: c.Ptr(c.Host), Port: c.Ptr(c.Port), Query: c.Ptr(c.Query), Fragment: c.Ptr(c.Fragment)}
	switch {
	case c.Server:
		r.AuthorityKind = text("server")
	case c.Authority.Defined():
		r.AuthorityKind = text("registry")
	}
	if c.HostKind != parts.NoHost {
		r.HostKind = text(c.HostKind.String())
	}
	if c.Opaque {
		r.Opaque = c.Ptr(c.Path)
		return r
	}
	r.Path = c.Ptr(c.Path)
	r.Segments = []segmentJSON{}
	for _, s := range ref.Segments() {
		seg := segmentJSON{Name: s.Name(), Params: []string{}}
		for _, p := range s.Params {
			seg.Params = append(seg.Params, p.Text)
		}
		r.Segments = append(r.Segments, seg)
	}
	return r
}

func newParseFailure(input string, err error, hide bool) *parseFailure {
	return &parseFailure{Input: input, Error: newErrorJSON(err, func(string) string { return input }, hide)}
}

// newErrorJSON describes err, in full when it is a *parser.Error or a
// *resolve.Error. input returns the text that an offset is in (which is
// "base" or "ref" for resolve). With hide, the password of a userinfo is
// hidden and the offset is one into the redacted text.
func newErrorJSON(err error, input func(which string) string, hide bool) *errorJSON {
	e := &errorJSON{Expected: []string{}, Message: err.Error()}
	var re *resolve.Error
	if errors.As(err, &re) {
		e.Which, e.Offset = text(re.Which), re.Offset
	}
	var pe *parser.Error
	if errors.As(err, &pe) {
		if hide {
			pe = pe.Redacted()
		}
		e.Offset, e.Rule, e.Hint = pe.Offset, string(pe.Rule), pe.Hint
		e.Char = charJSON(pe.Char)
		e.Expected = append(e.Expected, pe.Expected...)
		return e
	}
	if re == nil {
		return e
	}
	s := input(re.Which)
	if re.Which != "" && e.Offset < len(s) {
		c, _ := utf8.DecodeRuneInString(s[e.Offset:])
		e.Char = charJSON(c)
	}
	return e
}

// charJSON is the JSON form of an error's character: null at the end of
// the input.
func charJSON(c rune) *string {
	if c == parser.EndOfInput {
		return nil
	}
	return text(string(c))
}

// resolveJSON is the JSON form of a resolved reference or of a failure to
// resolve it.
type resolveJSON struct {
	Base         string     `json:"base"`
	Ref          string     `json:"ref"`
	Valid        bool       `json:"valid"`
	Result       *string    `json:"result"`        // null on failure
	SameDocument *bool      `json:"same_document"` // null on failure
	Error        *errorJSON `json:"error,omitempty"`
	Steps        *[]string  `json:"steps,omitempty"` // only with --explain
}

func newResolveJSON(base, ref string, res *resolve.Result, err error, explain, hide bool) *resolveJSON {
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
	} else {
		r.Valid = true
		r.Result = text(res.URI.String())
		if hide {
			r.Result = text(redact.String(*r.Result))
		}
		r.SameDocument = &res.SameDocument
		for _, s := range res.Steps {
			steps = append(steps, s.String())
		}
	}
	if hide {
		r.Base, r.Ref = redact.String(base), redact.String(ref)
	}
	if explain {
		r.Steps = &steps
	}
	return r
}
