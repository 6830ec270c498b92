package syntax_test

import (
	"slices"
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
		r    bool // RFC 3986
	}{
		{"default", nil, true, true, "", false},
		{"zero", []syntax.ResolveOption{syntax.Syntax(0)}, true, true, "", false},
		{"strict", []syntax.ResolveOption{syntax.RFC2396}, false, false, "", false},
		{"strict with literals", []syntax.ResolveOption{syntax.RFC2396, syntax.RFC2732}, true, false, "", false},
		{"strict with ?y", []syntax.ResolveOption{syntax.RFC2396, syntax.QueryOnly}, false, true, "", false},
		{"joined", []syntax.ResolveOption{syntax.RFC2396, syntax.RFC2732 | syntax.QueryOnly}, true, true, "", false},
		{"last wins", []syntax.ResolveOption{syntax.RFC2732, syntax.RFC2396}, false, false, "", false},
		{"contradiction", []syntax.ResolveOption{syntax.RFC2396 | syntax.QueryOnly}, false, false, "invalid option", false},
		{"unknown bits", []syntax.ResolveOption{syntax.Syntax(0x40)}, false, false, "Syntax(0x40)", false},
		{"nil", []syntax.ResolveOption{nil}, false, false, "it is nil", false},
		{"own taken", []syntax.ResolveOption{own{ok: true}}, true, true, "", false},
		{"own refused", []syntax.ResolveOption{own{}}, false, false, "not for this test", false},
		{"rfc3986", []syntax.ResolveOption{syntax.RFC3986}, false, false, "", true},
		{"rfc3986 after zero", []syntax.ResolveOption{syntax.Syntax(0), syntax.RFC3986, syntax.Syntax(0)}, false, false, "", true},
		{"rfc3986 twice", []syntax.ResolveOption{syntax.RFC3986, syntax.RFC3986}, false, false, "", true},
		{"rfc3986 with own", []syntax.ResolveOption{own{ok: true}, syntax.RFC3986}, false, false, "", true},
		{"rfc3986 then rfc2396", []syntax.ResolveOption{syntax.RFC3986, syntax.RFC2396}, false, false, "joins with none", false},
		{"rfc2396 then rfc3986", []syntax.ResolveOption{syntax.RFC2396, syntax.RFC3986}, false, false, "joins with none", false},
		{"rfc2732 then rfc3986", []syntax.ResolveOption{syntax.RFC2732, syntax.RFC3986}, false, false, "joins with none", false},
		{"rfc3986 then query-only", []syntax.ResolveOption{syntax.RFC3986, syntax.QueryOnly}, false, false, "joins with none", false},
		{"default then rfc3986", []syntax.ResolveOption{syntax.Default, syntax.RFC3986}, false, false, "joins with none", false},
		{"rfc3986 joined", []syntax.ResolveOption{syntax.RFC3986 | syntax.RFC2732}, false, false, "joins with none", false},
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
		assert.Equal(t, tt.r, s.IsRFC3986(), tt.name)
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
	r := syntax.RFC3986
	assert.Equal(t, r, r.Full())
	assert.Equal(t, r, r.Absolute())
	assert.False(t, r.IPv6(), "IPv6 is about RFC 2732's literals")
	assert.False(t, r.QueryOnly(), "QueryOnly is about RFC 2396's Appendix C")
	assert.True(t, r.IsRFC3986())
	assert.False(t, syntax.Default.IsRFC3986())
	assert.False(t, syntax.Syntax(0).Full().IsRFC3986())
	assert.Equal(t, r, r.Over(syntax.RFC2396), "RFC3986 over anything is RFC3986")
	assert.Equal(t, syntax.RFC2396, syntax.RFC2396.Over(r), "RFC2396 over RFC3986 reads RFC 2396")
	assert.Equal(t, syntax.Default, syntax.RFC2732.Over(r), "a feature over RFC3986 applies over the default")
	assert.Equal(t, r, syntax.Syntax(0).Over(r), "the zero Syntax changes nothing")
	assert.NoError(t, r.Check())
	assert.ErrorContains(t, (r | syntax.QueryOnly).Check(), "joins with none")
}

func TestString(t *testing.T) {
	assert.Equal(t, "RFC2396", syntax.RFC2396.String())
	assert.Equal(t, "RFC2732", syntax.RFC2732.String())
	assert.Equal(t, "RFC2732|QueryOnly", syntax.Default.String())
	assert.Equal(t, "RFC2396, then QueryOnly", syntax.QueryOnly.Over(syntax.RFC2396).String())
	assert.Equal(t, "RFC2396, then RFC2732", syntax.RFC2732.Over(syntax.RFC2396).String())
	assert.Equal(t, "default", syntax.Syntax(0).String())
	assert.Equal(t, "Syntax(0x40)", syntax.Syntax(0x40).String())
	assert.Equal(t, "RFC3986", syntax.RFC3986.String())
	assert.Equal(t, "Syntax(0x11)", (syntax.RFC3986 | syntax.RFC2732).String())
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

func TestRules3986(t *testing.T) {
	r := syntax.Rules(syntax.RFC3986)
	assert.Len(t, r, 39, "RFC 3986's Appendix A has 36 rules, and it uses ALPHA, DIGIT and HEXDIG")
	assert.Equal(t, syntax.RFC3986URI, r[0])
	assert.Equal(t, syntax.RFC3986Hexdig, r[len(r)-1])
	for _, tt := range []struct {
		rule           syntax.Rule
		rfc            string
		in3986, in2396 bool
	}{
		{syntax.RFC3986URIReference, "URI-reference", true, false},
		{syntax.RFC3986PathAbempty, "path-abempty", true, false},
		{syntax.RFC3986IPLiteral, "IP-literal", true, false},
		{syntax.RFC3986RegName, "reg-name", true, false},
		{syntax.RFC3986Hexdig, "HEXDIG", true, false},
		// Spelled the same in both RFCs: one value, each grammar's rule.
		{syntax.RFC3986Host, "host", true, true},
		{syntax.RFC3986Query, "query", true, true},
		{syntax.RFC3986IPv4Address, "IPv4address", true, true},
		// RFC 2396's alone.
		{syntax.URIReference, "URI-reference", false, true},
		{syntax.RegName, "reg_name", false, true},
		{syntax.Hostname, "hostname", false, true},
		{syntax.IPv6Reference, "ipv6reference", false, false},
	} {
		assert.Equal(t, tt.rfc, tt.rule.RFCName(), "%s", tt.rule)
		assert.Equal(t, tt.in3986, tt.rule.Known(syntax.RFC3986), "%s in RFC 3986", tt.rule)
		assert.Equal(t, tt.in3986, slices.Contains(r, tt.rule), "%s in Rules(RFC3986)", tt.rule)
		assert.Equal(t, tt.in2396, tt.rule.Known(syntax.RFC2396), "%s in RFC 2396", tt.rule)
	}
	assert.Equal(t, syntax.Host, syntax.RFC3986Host)
	assert.True(t, syntax.RFC3986IPv6Address.Known(syntax.Default), "IPv6address is RFC 2732's too")
	assert.False(t, syntax.RFC3986IPv6Address.Known(syntax.RFC2396))
	r[0] = "changed"
	assert.Equal(t, syntax.RFC3986URI, syntax.Rules(syntax.RFC3986)[0], "Rules returns a copy")
}
