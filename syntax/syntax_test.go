package syntax_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rfc2396/rfc2396/syntax"
)

// own is an option of a package of its own, for Read.
type own struct {
	syntax.Own
	ok bool
}

func TestRead(t *testing.T) {
	strictQuery := syntax.QueryOnly.Over(syntax.RFC2396)
	tests := []struct {
		name string
		d    syntax.Syntax
		opts []syntax.Option
		ipv6 bool
		q    bool
		err  string
	}{
		{"default", syntax.RFC2396, nil, false, false, ""},
		{"rfc2732", syntax.RFC2396, []syntax.Option{syntax.RFC2732}, true, false, ""},
		{"joined", syntax.RFC2396, []syntax.Option{syntax.RFC2732 | syntax.QueryOnly}, true, true, ""},
		{"in order", syntax.RFC2732, []syntax.Option{syntax.RFC2396, syntax.QueryOnly}, false, true, ""},
		{"strict over query-only", strictQuery, []syntax.Option{syntax.RFC2396}, false, false, ""},
		{"rfc2732 keeps query-only", strictQuery, []syntax.Option{syntax.RFC2732}, true, true, ""},
		{"contradiction", syntax.RFC2396, []syntax.Option{syntax.RFC2396 | syntax.QueryOnly}, false, false, "invalid option"},
		{"unknown bits", syntax.RFC2396, []syntax.Option{syntax.Syntax(0x40)}, false, false, "Syntax(0x40)"},
		{"nil", syntax.RFC2396, []syntax.Option{nil}, false, false, "it is nil"},
		{"own taken", syntax.RFC2396, []syntax.Option{own{ok: true}}, false, false, ""},
		{"own refused", syntax.RFC2396, []syntax.Option{own{}}, false, false, "does not take it"},
	}
	for _, tt := range tests {
		s, err := syntax.Read(tt.d, tt.opts, func(o syntax.Option) (bool, string) {
			return o.(own).ok, ""
		})
		if tt.err != "" {
			var oe *syntax.OptionError
			if assert.ErrorAs(t, err, &oe, tt.name) {
				assert.Contains(t, err.Error(), tt.err, tt.name)
			}
			continue
		}
		assert.NoError(t, err, tt.name)
		assert.Equal(t, tt.ipv6, s.IPv6(), tt.name)
		assert.Equal(t, tt.q, s.QueryOnly(), tt.name)
	}
	_, err := syntax.Read(syntax.RFC2396, []syntax.Option{own{ok: true}}, nil)
	assert.Error(t, err, "a function without options of its own takes none")
	_, err = syntax.Read(syntax.RFC2396, []syntax.Option{own{ok: true}}, func(syntax.Option) (bool, string) { return true, "the value is wrong" })
	assert.ErrorContains(t, err, "the value is wrong")
}

func TestString(t *testing.T) {
	assert.Equal(t, "RFC2396", syntax.RFC2396.String())
	assert.Equal(t, "RFC2732", syntax.RFC2732.String())
	assert.Equal(t, "RFC2732|QueryOnly", (syntax.RFC2732 | syntax.QueryOnly).String())
	assert.Equal(t, "no IPv6|QueryOnly", syntax.QueryOnly.Over(syntax.RFC2396).String())
	assert.Equal(t, "default", syntax.Syntax(0).String())
	assert.Equal(t, "Syntax(0x40)", syntax.Syntax(0x40).String())
}

func TestRules(t *testing.T) {
	a := syntax.Rules(syntax.RFC2396)
	b := syntax.Rules(syntax.RFC2732)
	assert.Equal(t, syntax.URIReference, a[0])
	assert.Len(t, b, len(a)+3)
	assert.True(t, syntax.IPv6Address.Known(syntax.RFC2732))
	assert.False(t, syntax.IPv6Address.Known(syntax.RFC2396))
	assert.Equal(t, "URI-reference", syntax.URIReference.RFCName())
	assert.Equal(t, "abs_path", syntax.AbsPath.RFCName())
	a[0] = "changed"
	assert.Equal(t, syntax.URIReference, syntax.Rules(syntax.RFC2396)[0], "Rules returns a copy")
}
