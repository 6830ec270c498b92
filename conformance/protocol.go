package conformance

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// The operations of a request.
const (
	OpParse      = "parse"      // is Input a URI reference, and what are its components?
	OpResolve    = "resolve"    // what does Ref resolve to against Base?
	OpEquivalent = "equivalent" // are A and B equivalent?
)

// A Request asks an implementation one case of the suite. Which fields
// count depends on Op: Input and Syntax for OpParse, Base, Ref and Syntax
// for OpResolve, A, B and Syntax for OpEquivalent. On the wire it is one JSON
// object a line with exactly those keys, "id" and "op".
type Request struct {
	ID     string
	Op     string
	Input  string
	Syntax string
	Base   string
	Ref    string
	A      string
	B      string
}

// MarshalJSON writes the keys of r's operation.
func (r Request) MarshalJSON() ([]byte, error) {
	switch r.Op {
	case OpParse:
		return marshalASCII(struct {
			ID     string `json:"id"`
			Op     string `json:"op"`
			Input  string `json:"input"`
			Syntax string `json:"syntax"`
		}{r.ID, r.Op, r.Input, r.Syntax})
	case OpResolve:
		return marshalASCII(struct {
			ID     string `json:"id"`
			Op     string `json:"op"`
			Base   string `json:"base"`
			Ref    string `json:"ref"`
			Syntax string `json:"syntax"`
		}{r.ID, r.Op, r.Base, r.Ref, r.Syntax})
	case OpEquivalent:
		return marshalASCII(struct {
			ID     string `json:"id"`
			Op     string `json:"op"`
			A      string `json:"a"`
			B      string `json:"b"`
			Syntax string `json:"syntax"`
		}{r.ID, r.Op, r.A, r.B, r.Syntax})
	}
	return nil, fmt.Errorf("conformance: request %q: unknown op %q", r.ID, r.Op)
}

// UnmarshalJSON reads a request line.
func (r *Request) UnmarshalJSON(data []byte) error {
	var w struct {
		ID     string `json:"id"`
		Op     string `json:"op"`
		Input  string `json:"input"`
		Syntax string `json:"syntax"`
		Base   string `json:"base"`
		Ref    string `json:"ref"`
		A      string `json:"a"`
		B      string `json:"b"`
	}
	if err := json.Unmarshal(data, &w); err != nil {
		return err
	}
	*r = Request(w)
	return nil
}

// An Answer is an implementation's answer to a Request. Skip declines the
// case. Otherwise the field of the request's operation must be set: Valid
// for OpParse, Equivalent for OpEquivalent; for OpResolve, Result is the
// result, or nil where the implementation refuses to resolve (null on the
// wire).
//
// Components and ErrorOffset are optional, for OpParse: only the keys
// Components holds are compared (a nil value is an undefined component),
// and ErrorOffset, when set for an invalid input, must be the case's.
type Answer struct {
	ID          string
	Skip        bool
	Valid       *bool
	Components  map[string]*string
	ErrorOffset *int
	Result      *string
	Equivalent  *bool
}

// A MalformedAnswerError is an answer that does not say what its request
// asked: not a JSON object, or without the key its operation needs.
type MalformedAnswerError struct {
	Line   string // the answer as it came, cut short if long
	Reason string
}

// Error quotes the answer and says what is wrong with it.
func (e *MalformedAnswerError) Error() string {
	return fmt.Sprintf("malformed answer %s: %s", e.Line, e.Reason)
}

// malformed returns a *MalformedAnswerError for the answer line.
func malformed(line []byte, format string, args ...any) *MalformedAnswerError {
	const most = 200
	l := string(line)
	if len(l) > most {
		l = l[:most] + "..."
	}
	return &MalformedAnswerError{Line: fmt.Sprintf("%q", l), Reason: fmt.Sprintf(format, args...)}
}

// DecodeAnswer reads the answer line to the request req: a JSON object
// with "id" and either "skip": true or the key of req's operation. It
// checks the form of the answer, not its id. A line that is not such an
// object is a *MalformedAnswerError; the Answer returned with it holds the
// id when the line had one.
func DecodeAnswer(line []byte, req Request) (Answer, error) {
	var keys map[string]json.RawMessage
	d := json.NewDecoder(bytes.NewReader(line))
	if err := d.Decode(&keys); err != nil || keys == nil || d.More() {
		return Answer{}, malformed(line, "not one JSON object")
	}
	var a Answer
	if err := json.Unmarshal(keys["id"], &a.ID); err != nil {
		return a, malformed(line, `no string "id"`)
	}
	if raw, ok := keys["skip"]; ok {
		if err := json.Unmarshal(raw, &a.Skip); err != nil {
			return a, malformed(line, `"skip" is not true or false`)
		}
		if a.Skip {
			return a, nil
		}
	}
	field := func(name string, v any) error {
		raw, ok := keys[name]
		if !ok {
			return malformed(line, "no %q for a %s request", name, req.Op)
		}
		if err := json.Unmarshal(raw, v); err != nil || string(raw) == "null" && name != "result" {
			return malformed(line, "%q is %s", name, raw)
		}
		return nil
	}
	switch req.Op {
	case OpParse:
		if err := field("valid", &a.Valid); err != nil {
			return a, err
		}
		if raw, ok := keys["components"]; ok && string(raw) != "null" {
			if err := json.Unmarshal(raw, &a.Components); err != nil {
				return a, malformed(line, `"components" is not an object of strings and nulls`)
			}
		}
		if raw, ok := keys["error_offset"]; ok && string(raw) != "null" {
			if err := json.Unmarshal(raw, &a.ErrorOffset); err != nil {
				return a, malformed(line, `"error_offset" is not a number`)
			}
		}
	case OpResolve:
		if err := field("result", &a.Result); err != nil {
			return a, err
		}
	case OpEquivalent:
		if err := field("equivalent", &a.Equivalent); err != nil {
			return a, err
		}
	}
	return a, nil
}

// EncodeAnswer writes a's line for the request req: the key of req's
// operation (result even when nil), or skip. For a request of an unknown
// operation the answer is skip whatever a says.
func EncodeAnswer(a Answer, req Request) ([]byte, error) {
	type skip struct {
		ID   string `json:"id"`
		Skip bool   `json:"skip"`
	}
	missing := ""
	switch {
	case a.Skip:
	case req.Op == OpParse && a.Valid == nil:
		missing = "valid"
	case req.Op == OpParse:
		return marshalASCII(struct {
			ID          string             `json:"id"`
			Valid       bool               `json:"valid"`
			Components  map[string]*string `json:"components,omitempty"`
			ErrorOffset *int               `json:"error_offset,omitempty"`
		}{req.ID, *a.Valid, a.Components, a.ErrorOffset})
	case req.Op == OpResolve:
		return marshalASCII(struct {
			ID     string  `json:"id"`
			Result *string `json:"result"`
		}{req.ID, a.Result})
	case req.Op == OpEquivalent && a.Equivalent == nil:
		missing = "equivalent"
	case req.Op == OpEquivalent:
		return marshalASCII(struct {
			ID         string `json:"id"`
			Equivalent bool   `json:"equivalent"`
		}{req.ID, *a.Equivalent})
	}
	if missing != "" {
		return nil, fmt.Errorf("conformance: the answer to %s request %q has no %s", req.Op, req.ID, missing)
	}
	return marshalASCII(skip{req.ID, true})
}
