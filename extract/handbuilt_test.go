package extract_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/extract"
	"github.com/rfc2396/rfc2396/parser"
)

// TestHandBuilt checks that values a caller builds, or gives out of
// range, do not panic: LastCut with any from, the zero errors and one
// whose fields are out of range, a zero, nil or hand-filled Match, and a
// Delimiter of no name.
func TestHandBuilt(t *testing.T) {
	b := []byte("a\nb\n")
	for _, tt := range []struct {
		b    []byte
		from int
		want int
	}{
		{b, -1, 4},
		{b, -1 << 62, 4},
		{b, 4, 0},
		{b, 5, 0},
		{b, 1 << 62, 0},
		{nil, -1, 0},
		{nil, 1, 0},
	} {
		assert.Equal(t, tt.want, extract.LastCut(tt.b, tt.from), "LastCut(%q, %d)", tt.b, tt.from)
	}
	for _, e := range []interface {
		parser.InputError
		Unwrap() error
	}{&extract.CandidateError{}, &extract.CandidateError{Err: &parser.Error{Input: "a b", Offset: 9}}} {
		assert.NotEmpty(t, e.Error())
		assert.NotEmpty(t, e.RawError())
		e.Where(true)
		e.Where(false)
		e.Unwrap()
	}
	assert.Nil(t, (&extract.CandidateError{}).Unwrap(), "no typed nil")
	le := &extract.LengthError{Start: "http://"}
	assert.Equal(t, le.Error(), le.RawError())
	assert.Equal(t, parser.Position{Input: "http://", Offset: 7}, le.Where(true))
	te := &extract.TokenError{}
	assert.Equal(t, te.Error(), te.RawError())
	assert.Equal(t, parser.Position{}, te.Where(false))
	assert.Nil(t, (*extract.Match)(nil).Redacted())
	assert.NotNil(t, (&extract.Match{}).Redacted())
	r := (&extract.Match{Text: "//u:p@h", URI: "//u:p@h", Base: &ast.AbsoluteURI{}, Ref: &ast.URIReference{}}).Redacted()
	assert.Equal(t, "//u:xxxxx@h", r.URI)
	assert.NotNil(t, r.Ref, "the tree of the text shown")
	assert.Equal(t, "Delimiter(-1)", extract.Delimiter(-1).String())
}
