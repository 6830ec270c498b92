package ast

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTypedNils checks that Fprint, Inspect and Children skip nil pointers
// held in interface fields and nil elements of slices, which a hand-built
// tree may have, instead of panicking.
func TestTypedNils(t *testing.T) {
	trees := []Node{
		&URIReference{URI: (*AbsoluteURI)(nil)},
		&URIReference{URI: (*RelativeURI)(nil), Fragment: &Fragment{Span: Span{Offset: 1}}},
		&AbsoluteURI{Scheme: &Scheme{}, Hier: &HierPart{Path: (*NetPath)(nil)}},
		&NetPath{Authority: (*Server)(nil)},
		&NetPath{Authority: (*RegName)(nil)},
		&Server{Host: (*Hostname)(nil)},
		&Server{Host: (*IPv4Address)(nil)},
		&AbsPath{Segments: []*Segment{nil, {Params: []*Param{nil}}}},
		&Hostname{Labels: []*Label{nil}},
		&RelativeURI{Path: (*RelPath)(nil)},
		(*URIReference)(nil),
		nil,
	}
	for i, n := range trees {
		var b strings.Builder
		require.NotPanics(t, func() { require.NoError(t, Fprint(&b, n)) }, "tree %d", i)
		require.NotPanics(t, func() { Inspect(n, func(Node) bool { return true }) }, "tree %d", i)
		for _, c := range Children(n) {
			assert.False(t, isNil(c), "tree %d", i)
		}
	}
	var b strings.Builder
	require.NoError(t, Fprint(&b, &URIReference{URI: (*AbsoluteURI)(nil), Fragment: &Fragment{Span: Span{Offset: 1, Text: "f"}}}))
	assert.Equal(t, "URIReference [0,0) \"\"\n  Fragment [1,2) \"f\"\n", b.String())
}
