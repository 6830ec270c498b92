package main

import (
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
	Input         string        `json:"input"`
	Valid         bool          `json:"valid"`
	Scheme        *string       `json:"scheme"`
	Authority     *string       `json:"authority"`
	AuthorityKind *string       `json:"authority_kind"`
	Userinfo      *string       `json:"userinfo"`
	Host          *string       `json:"host"`
	HostKind      *string       `json:"host_kind"`
	Port          *string       `json:"port"`
	Path          *string       `json:"path"`
	Opaque        *string       `json:"opaque"`
	Segments      []segmentJSON `json:"segments"`
	Query         *string       `json:"query"`
	Fragment      *string       `json:"fragment"`
}

// segmentJSON is the JSON form of a path segment.
type segmentJSON struct {
	Name   string   `json:"name"`
	Params []string `json:"params"`
}

// parseFailure is the JSON form of an invalid reference.
type parseFailure struct {
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
	r := &parseResult{Input: input, Valid: true, Scheme: c.Ptr(c.Scheme), Authority: c.Ptr(c.Authority),
		Userinfo: c.Ptr(c.Userinfo), Host: c.Ptr(c.Host), Port: c.Ptr(c.Port), Query: c.Ptr(c.Query), Fragment: c.Ptr(c.Fragment)}
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
		r.Opaque = c.Ptr(c.Path)
		return r
	}
	r.Path = c.Ptr(c.Path)
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

// newParseFailure describes an input that does not parse: with hide, the
// input is shown as its error shows it, with its password hidden.
func newParseFailure(input string, err error, hide bool) *parseFailure {
	if pe := shownParseError(err, hide); pe != nil {
		input = pe.Input
	} else {
		input = showRef(input, hide)
	}
	return &parseFailure{Input: input, Error: newErrorJSON(err, nil, hide)}
}

// resolveJSON is the JSON form of a resolved reference or of a failure to
// resolve it.
type resolveJSON struct {
	Base         string     `json:"base"`
	Ref          string     `json:"ref"`
	Valid        bool       `json:"valid"`
	Result       *string    `json:"result"`
	SameDocument *bool      `json:"same_document"`
	Error        *errorJSON `json:"error,omitempty"`
	Steps        *[]string  `json:"steps,omitempty"`
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
