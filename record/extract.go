package record

import (
	"errors"

	"github.com/rfc2396/rfc2396/extract"
)

// Extract is the record of a reference found in a document.
type Extract struct {
	File              string  `json:"file"`
	Line              int     `json:"line"`
	Column            int     `json:"column"`
	Text              string  `json:"text"`
	URI               string  `json:"uri"`
	Delimiter         string  `json:"delimiter"`
	WhitespaceRemoved bool    `json:"whitespace_removed"`
	AmbiguousHyphen   bool    `json:"ambiguous_hyphen"`
	Alternative       *string `json:"alternative"`       // nil unless AmbiguousHyphen
	AlternativeValid  *bool   `json:"alternative_valid"` // nil unless AmbiguousHyphen
	Valid             bool    `json:"valid"`
	Error             *Error  `json:"error,omitempty"`
	*ExtractHTML
	*ExtractResolve
}

// ExtractHTML is the part of Extract that only HTML has; the descriptors
// only for an image candidate of a srcset attribute.
type ExtractHTML struct {
	Element    string  `json:"element"`
	Attribute  string  `json:"attribute"`
	Descriptor *string `json:"descriptor,omitempty"`
}

// ExtractResolve is the part of Extract that only HTML and text read
// with a base have.
type ExtractResolve struct {
	Base         *string `json:"base"`
	Resolved     *string `json:"resolved"`
	ResolveError *Error  `json:"resolve_error"`
}

// srcsetAttr is the attribute whose references have descriptors.
const srcsetAttr = "srcset"

// NewExtract describes the match m found in the document file: with
// html, with its element and attribute (extract.HTML's matches); with
// resolve, with its base and resolution (HTML, or text read with
// extract.Base). With hide, passwords are hidden.
func NewExtract(file string, m *extract.Match, html, resolve, hide bool) *Extract {
	if hide {
		m = m.Redacted() // every password of the candidate, one a space cut included
	}
	j := &Extract{
		File: file, Line: m.Line, Column: m.Column, Text: showCandidate(m.Text, m, hide), URI: showCandidate(m.URI, m, hide),
		Delimiter: m.Delimiter.String(), WhitespaceRemoved: m.WhitespaceRemoved,
		AmbiguousHyphen: m.AmbiguousHyphen, Valid: m.Err == nil,
	}
	if m.AmbiguousHyphen {
		valid := m.AlternativeErr == nil
		j.Alternative, j.AlternativeValid = text(ShowRef(m.Alternative, hide)), &valid
	}
	if m.Err != nil {
		j.Error = NewError(m.Err, nil, hide)
	}
	if html {
		j.ExtractHTML = &ExtractHTML{Element: m.Element, Attribute: m.Attribute}
		if m.Attribute == srcsetAttr {
			j.Descriptor = text(m.Descriptor)
		}
	}
	if resolve {
		r := &ExtractResolve{}
		if m.Base != nil {
			r.Base = text(ShowRef(m.Base.String(), hide))
		}
		if m.Resolved != nil {
			r.Resolved = text(ShowRef(m.Resolved.String(), hide))
		}
		if m.ResolveErr != nil {
			r.ResolveError = NewError(m.ResolveErr, func(which string) string {
				switch {
				case which != "base":
					return m.URI
				case m.Base != nil:
					return m.Base.String()
				}
				return "" // no base
			}, hide)
		}
		j.ExtractResolve = r
	}
	return j
}

// showCandidate returns the text s of the candidate of m as a record
// shows it. With hide, a candidate too long to be checked, of which only
// the first extract.MaxLength bytes are held, is shown by the start its
// *extract.LengthError gives, with the password hidden: where the
// password of a cut authority would end is not known. Any other is a
// reference, shown as ShowRef shows one.
func showCandidate(s string, m *extract.Match, hide bool) string {
	var le *extract.LengthError
	if hide && errors.As(m.Err, &le) {
		return le.Start
	}
	return ShowRef(s, hide)
}
