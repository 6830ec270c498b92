package syntax_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rfc2396/rfc2396/syntax"
)

// own is an option of a package of its own, for Read.
type own struct {
	syntax.ResolveOption
	ok bool
}

func TestRead(t *testing.T) {
	tests := []struct {
		name string
		opts []syntax.ResolveOption
		ipv6 bool
		q    bool
		err  string
	}{
		{"default", nil, true, true, ""},
		{"zero", []syntax.ResolveOption{syntax.Syntax(0)}, true, true, ""},
		{"strict", []syntax.ResolveOption{syntax.RFC2396}, false, false, ""},
		{"strict with literals", []syntax.ResolveOption{syntax.RFC2396, syntax.RFC2732}, true, false, ""},
		{"strict with ?y", []syntax.ResolveOption{syntax.RFC2396, syntax.QueryOnly}, false, true, ""},
		{"joined", []syntax.ResolveOption{syntax.RFC2396, syntax.RFC2732 | syntax.QueryOnly}, true, true, ""},
		{"last wins", []syntax.ResolveOption{syntax.RFC2732, syntax.RFC2396}, false, false, ""},
		{"contradiction", []syntax.ResolveOption{syntax.RFC2396 | syntax.QueryOnly}, false, false, "invalid option"},
		{"unknown bits", []syntax.ResolveOption{syntax.Syntax(0x40)}, false, false, "Syntax(0x40)"},
		{"nil", []syntax.ResolveOption{nil}, false, false, "it is nil"},
		{"own taken", []syntax.ResolveOption{own{ok: true}}, true, true, ""},
		{"own refused", []syntax.ResolveOption{own{}}, false, false, "not for this test"},
	}
	for _, tt := range tests {
		s, err := syntax.Read(tt.opts, func(o syntax.ResolveOption) string {
			if o.(own).ok {
				return ""
			}
			return "not for this test"
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
	_, err := syntax.Read([]syntax.ResolveOption{own{ok: true}}, nil)
	assert.ErrorContains(t, err, "does not take it", "a function without options of its own takes none")
}

func TestFull(t *testing.T) {
	assert.Equal(t, syntax.Default, syntax.Syntax(0).Full())
	assert.Equal(t, syntax.RFC2396, syntax.RFC2396.Full())
	assert.True(t, syntax.RFC2732.Full().QueryOnly(), "RFC2732 alone leaves ?y to the default")
	abs := syntax.Default.Absolute()
	assert.True(t, abs.IPv6())
	assert.False(t, abs.QueryOnly())
	assert.Equal(t, syntax.RFC2396, syntax.RFC2396.Absolute())
}

func TestString(t *testing.T) {
	assert.Equal(t, "RFC2396", syntax.RFC2396.String())
	assert.Equal(t, "RFC2732", syntax.RFC2732.String())
	assert.Equal(t, "RFC2732|QueryOnly", syntax.Default.String())
	assert.Equal(t, "RFC2396, then QueryOnly", syntax.QueryOnly.Over(syntax.RFC2396).String())
	assert.Equal(t, "RFC2396, then RFC2732", syntax.RFC2732.Over(syntax.RFC2396).String())
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
