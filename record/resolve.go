package record

import "github.com/rfc2396/rfc2396/resolve"

// Resolve is the record of a resolved reference or of a failure to
// resolve it.
type Resolve struct {
	*Position
	Base         string    `json:"base"`
	Ref          string    `json:"ref"`
	Valid        bool      `json:"valid"`
	Result       *string   `json:"result"`        // nil on failure
	SameDocument *bool     `json:"same_document"` // nil on failure
	Error        *Error    `json:"error,omitempty"`
	Steps        *[]string `json:"steps,omitempty"` // when explained
}

// NewResolve describes the resolution of ref against base, from src (a
// line "BASE<TAB>REF", whose column counts from the start of the base):
// its result res, or its error err (package resolve's, from
// resolve.Strings). With explain, it gives the steps of res; with hide,
// passwords are hidden.
func NewResolve(base, ref string, src Source, res *resolve.Result, err error, explain, hide bool) *Resolve {
	r := &Resolve{Base: base, Ref: ref}
	steps := []string{}
	if err != nil {
		r.Error = NewError(err, func(which string) string {
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
		r.Result = text(ShowRef(res.String(), hide))
		r.SameDocument = &res.SameDocument
		for _, s := range res.Steps {
			steps = append(steps, s.String())
		}
	}
	r.Base, r.Ref = ShowRef(base, hide), ShowRef(ref, hide)
	if explain {
		r.Steps = &steps
	}
	return r
}

// Relativize is the record of the reference from a base to a target, or
// of a failure to find one.
type Relativize struct {
	*Position
	Base   string  `json:"base"`
	Target string  `json:"target"`
	Valid  bool    `json:"valid"`
	Result *string `json:"result"` // nil on failure
	Error  *Error  `json:"error,omitempty"`
}

// NewRelativize describes the reference result from base to target,
// from src (a line "BASE<TAB>TARGET"), or the error err of finding it
// (resolve.Relativize's); with hide, passwords are hidden.
func NewRelativize(base, target string, src Source, result string, err error, hide bool) *Relativize {
	r := &Relativize{Base: ShowRef(base, hide), Target: ShowRef(target, hide)}
	if err != nil {
		r.Error = NewError(err, func(which string) string {
			if which == "base" {
				return base
			}
			return target
		}, hide)
		if r.Error.Which == nil {
			r.Error.Which = text("")
		}
		r.Position = pairAt(src, base, r.Error, hide)
		return r
	}
	r.Valid, r.Result = true, text(ShowRef(result, hide))
	return r
}
