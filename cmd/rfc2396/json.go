package main

import (
	"encoding/json"
	"errors"
	"io"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
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

// errorJSON is the JSON form of a *parser.Error.
type errorJSON struct {
	Offset   int      `json:"offset"`
	Char     *string  `json:"char"` // null at the end of the input
	Rule     string   `json:"rule"`
	Expected []string `json:"expected"` // never null
	Message  string   `json:"message"`
}

// text returns a pointer to s.
func text(s string) *string { return &s }

func newParseResult(input string, ref *ast.URIReference) *parseResult {
	r := &parseResult{Input: input, Valid: true}
	if s := ref.Scheme(); s != nil {
		r.Scheme = text(s.Text)
	}
	switch a := ref.Authority().(type) {
	case *ast.Server:
		r.Authority, r.AuthorityKind = text(a.Text), text("server")
		if a.Userinfo != nil {
			r.Userinfo = text(a.Userinfo.Text)
		}
		switch h := a.Host.(type) {
		case *ast.Hostname:
			r.Host, r.HostKind = text(h.Text), text("hostname")
		case *ast.IPv4Address:
			r.Host, r.HostKind = text(h.Text), text("ipv4")
		}
		if a.Port != nil {
			r.Port = text(a.Port.Text)
		}
	case *ast.RegName:
		r.Authority, r.AuthorityKind = text(a.Text), text("registry")
	}
	if o := ref.Opaque(); o != nil {
		r.Opaque = text(o.Text)
	} else {
		r.Path = text(ref.PathText())
		r.Segments = []segmentJSON{}
		for _, s := range ref.Segments() {
			seg := segmentJSON{Name: s.Name(), Params: []string{}}
			for _, p := range s.Params {
				seg.Params = append(seg.Params, p.Text)
			}
			r.Segments = append(r.Segments, seg)
		}
	}
	if q := ref.Query(); q != nil {
		r.Query = text(q.Text)
	}
	if ref.Fragment != nil {
		r.Fragment = text(ref.Fragment.Text)
	}
	return r
}

func newParseFailure(input string, err error) *parseFailure {
	return &parseFailure{Input: input, Error: newErrorJSON(err)}
}

// newErrorJSON describes err, in full when it is a *parser.Error.
func newErrorJSON(err error) *errorJSON {
	e := &errorJSON{Expected: []string{}, Message: err.Error()}
	var pe *parser.Error
	if !errors.As(err, &pe) {
		return e
	}
	e.Offset, e.Rule = pe.Offset, pe.Rule
	if pe.Char != parser.EndOfInput {
		e.Char = text(string(pe.Char))
	}
	e.Expected = append(e.Expected, pe.Expected...)
	return e
}

// resolveJSON is the JSON form of a resolved reference or of a failure to
// resolve it.
type resolveJSON struct {
	Base         string            `json:"base"`
	Ref          string            `json:"ref"`
	Valid        bool              `json:"valid"`
	Result       *string           `json:"result"`        // null on failure
	SameDocument *bool             `json:"same_document"` // null on failure
	Error        *resolveErrorJSON `json:"error,omitempty"`
	Steps        *[]string         `json:"steps,omitempty"` // only with --explain
}

// resolveErrorJSON is the JSON form of a *resolve.Error.
type resolveErrorJSON struct {
	Offset  int    `json:"offset"`
	Message string `json:"message"`
	Which   string `json:"which"` // "base", "ref" or ""
}

func newResolveJSON(base, ref string, res *resolve.Result, err error, explain bool) *resolveJSON {
	r := &resolveJSON{Base: base, Ref: ref}
	steps := []string{}
	if err != nil {
		r.Error = newResolveErrorJSON(err)
	} else {
		r.Valid = true
		r.Result = text(res.URI.String())
		r.SameDocument = &res.SameDocument
		for _, s := range res.Steps {
			steps = append(steps, s.String())
		}
	}
	if explain {
		r.Steps = &steps
	}
	return r
}

// newResolveErrorJSON describes err, with its offset and side when it is
// a *resolve.Error.
func newResolveErrorJSON(err error) *resolveErrorJSON {
	e := &resolveErrorJSON{Message: err.Error()}
	var re *resolve.Error
	if errors.As(err, &re) {
		e.Offset, e.Which = re.Offset, re.Which
	}
	return e
}
