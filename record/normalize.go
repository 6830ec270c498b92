package record

// Normalize is the record of a normalized reference, or of a reference
// that does not parse.
type Normalize struct {
	*Position
	Input      string  `json:"input"`
	Valid      bool    `json:"valid"`
	Normalized *string `json:"normalized"` // nil when the input is invalid
	Error      *Error  `json:"error,omitempty"`
}

// NewNormalize describes the normal form normalized of input, from src,
// or its error err (package normalize's results); with hide, with the
// password of its userinfo hidden.
func NewNormalize(input string, src Source, normalized string, err error, hide bool) *Normalize {
	if err != nil {
		f := NewParseFailure(input, src, err, hide)
		return &Normalize{Position: f.Position, Input: f.Input, Error: f.Error}
	}
	return &Normalize{Input: ShowRef(input, hide), Valid: true, Normalized: text(ShowRef(normalized, hide))}
}
