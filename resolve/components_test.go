package resolve_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

// splitValid returns the parser's components of s, which must be valid.
func splitValid(t *testing.T, s string) parts.Components {
	t.Helper()
	c, err := parser.Split(s)
	require.NoError(t, err)
	return c
}

// TestComponentsAppendixC resolves Appendix C's references on their
// components: the result is the parser's components of String's result,
// and of Appendix C's.
func TestComponentsAppendixC(t *testing.T) {
	base := splitValid(t, appendixCBase)
	for _, c := range readAppendixC(t) {
		var opts []resolve.Option
		if c.mode == "compat" {
			opts = append(opts, resolve.BackwardCompatible())
		}
		ref := splitValid(t, c.ref)
		var got parts.Components
		err := resolve.Components(&got, &base, &ref, opts...)
		require.NoError(t, err, "line %d", c.line)
		assert.Equal(t, splitValid(t, c.want), got, "line %d: %q", c.line, c.ref)
	}
	// Without a base, a reference with a scheme is the result as it is.
	ref := splitValid(t, "g:h")
	var got parts.Components
	err := resolve.Components(&got, nil, &ref)
	require.NoError(t, err)
	assert.Equal(t, ref, got)
	ref = splitValid(t, "g")
	err = resolve.Components(&got, nil, &ref)
	assert.ErrorIs(t, err, resolve.ErrNoBase)
	assert.Equal(t, splitValid(t, "g:h"), got, "unchanged on failure")
	// Nor do the failures of the steps, which come before step 7 writes
	// dst.
	for _, tc := range []struct {
		base, ref string
		opts      []resolve.Option
		want      error
	}{
		{"mailto:a@b", "g", nil, resolve.ErrOpaqueBase},
		{"foo:/a", ".//g", nil, resolve.ErrAmbiguousPath},
		{"http://a/b", "../../g", []resolve.Option{resolve.DotDot(resolve.RejectDotDot)}, resolve.ErrDotDot},
		{"foo:/a", ".//g", []resolve.Option{syntax.RFC3986}, resolve.ErrAmbiguousPath},
	} {
		base, ref := splitValid(t, tc.base), splitValid(t, tc.ref)
		if len(tc.opts) > 0 && tc.opts[0] == syntax.RFC3986 {
			var err error
			base, err = parser.Split(tc.base, syntax.RFC3986)
			require.NoError(t, err)
			ref, err = parser.Split(tc.ref, syntax.RFC3986)
			require.NoError(t, err)
		}
		got = splitValid(t, "g:h")
		err = resolve.Components(&got, &base, &ref, tc.opts...)
		assert.ErrorIs(t, err, tc.want, "%q against %q", tc.ref, tc.base)
		assert.Equal(t, splitValid(t, "g:h"), got, "%q against %q: unchanged on failure", tc.ref, tc.base)
	}
}

// TestComponentsErrors: components whose spans do not lay out their
// text, a relative base, no reference and the option Explain are errors,
// never a panic.
func TestComponentsErrors(t *testing.T) {
	base, ref := splitValid(t, "http://u:p@a/b"), splitValid(t, "g")
	bad := base
	bad.Path = parts.Span{Start: 5, End: 99}
	for _, tc := range []struct {
		name      string
		base, ref *parts.Components
		which     string
	}{
		{"base spans", &bad, &ref, "base"},
		{"ref spans", &base, &bad, "ref"},
		{"nil ref", &base, nil, "ref"},
	} {
		var err error
		var dst parts.Components
		require.NotPanics(t, func() { err = resolve.Components(&dst, tc.base, tc.ref) }, tc.name)
		assert.ErrorIs(t, err, parts.ErrSpans, tc.name)
		var e *resolve.Error
		if assert.ErrorAs(t, err, &e, tc.name) {
			assert.Equal(t, tc.which, e.Which, tc.name)
			assert.NotContains(t, e.Error(), "offset", "%s: no text to point into", tc.name)
		}
		require.NotPanics(t, func() { err = resolve.RelativizeComponents(&dst, tc.base, tc.ref) }, tc.name)
		assert.ErrorIs(t, err, parts.ErrSpans, tc.name)
	}

	// A relative base: the parser's error for its text, as String gives.
	rel := splitValid(t, "//a/b")
	var dst parts.Components
	err := resolve.Components(&dst, &rel, &ref)
	_, want := resolve.String("//a/b", "g")
	assert.Equal(t, want, err)
	// The errors come in one order: the base's spans, a relative base,
	// the reference's spans, then each side's syntax.
	err = resolve.Components(&dst, &rel, &bad)
	assert.Equal(t, want, err, "a relative base before the reference's spans")
	regName, err := parser.Split("http://a~b/c", syntax.RFC3986) // RFC 3986's reg-name
	require.NoError(t, err)
	err = resolve.Components(&dst, &regName, &bad)
	var re *resolve.Error
	if assert.ErrorAs(t, err, &re) && assert.ErrorIs(t, err, parts.ErrSpans, "the reference's spans before the base's syntax") {
		assert.Equal(t, "ref", re.Which)
	}
	err = resolve.Components(&dst, &regName, &ref)
	assert.ErrorIs(t, err, resolve.ErrSyntaxMismatch)
	err = resolve.RelativizeComponents(&dst, &rel, &base)
	_, want = resolve.Relativize("//a/b", "http://a/b")
	assert.Equal(t, want, err)
	err = resolve.RelativizeComponents(&dst, &base, &ref)
	assert.ErrorIs(t, err, resolve.ErrRelativeTarget)
	// Components that say "no scheme" of a text that has one.
	lying := splitValid(t, "http:/b")
	lying.Scheme, lying.Path = parts.Undefined, parts.Span{Start: 0, End: len(lying.Text)}
	err = resolve.Components(&dst, &lying, &ref)
	assert.ErrorIs(t, err, parts.ErrSpans)

	err = resolve.Components(&dst, &base, &ref, resolve.Explain())
	var oe *syntax.OptionError
	assert.ErrorAs(t, err, &oe)
	// No components to set.
	assert.ErrorIs(t, resolve.Components(nil, &base, &ref), parts.ErrSpans)
	assert.ErrorIs(t, resolve.RelativizeComponents(nil, &base, &base), parts.ErrSpans)
}

// TestComponentsCarryServer: the result's server parts are those of the
// input its authority comes from, shifted to where it stands.
func TestComponentsCarryServer(t *testing.T) {
	for _, tc := range []struct{ base, ref, want string }{
		{"http://u:p@[::1]:8080/a/b", "../c?q", "http://u:p@[::1]:8080/c?q"},
		{"x://a_b/c", "d", "x://a_b/d"},
		{"http://a/b", "//u@1.2.3.4:/x", "http://u@1.2.3.4:/x"},
		{"file:///a/b", "c", "file:///a/c"},
		{"http://a/b?q", "#f", "http://a/b?q#f"},
		{"mailto:a@b", "#f", "mailto:a@b#f"},
	} {
		b, r := splitValid(t, tc.base), splitValid(t, tc.ref)
		var got parts.Components
		err := resolve.Components(&got, &b, &r)
		require.NoError(t, err)
		assert.Equal(t, splitValid(t, tc.want), got, "%q against %q", tc.ref, tc.base)
	}
}
