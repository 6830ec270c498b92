package resolve_test

import (
	"errors"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

// resolveOK resolves and checks what every result must be.
func resolveOK(t *testing.T, base, ref string, opts ...resolve.Option) *resolve.Result {
	t.Helper()
	res, err := resolve.Strings(base, ref, opts...)
	require.NoError(t, err, "%q against %q", ref, base)
	assertTree(t, res.Tree())
	return res
}

func TestUndefinedAndEmpty(t *testing.T) {
	for _, tc := range []struct{ base, ref, want string }{
		{"http://a/b?", "", "http://a/b?"},
		{"http://a/b?", "#", "http://a/b?#"},
		{"http://a/b", "#", "http://a/b#"},
		{"http://a/b?q", "g?", "http://a/g?"},
		{"http://a/b?q", "g#", "http://a/g#"},
		{"http://a/b?q", "?", "http://a/?"},
		{"http://a/b?q", "?#", "http://a/?#"},
		{"http://a/b", "//", "http://"},
		{"http://a/b", "//?", "http://?"},
		{"http://a/b", "//@:", "http://@:"},
		{"http://a/b", "//@:/", "http://@:/"},
		{"http://", "g", "http:///g"},
		{"file:///x/y", "z", "file:///x/z"},
		{"file:///x/y", "..", "file:///"},
		{"http://a", "", "http://a"},
		{"http://a", "?y", "http://a/?y"},
		{"http://a/b;p;", "c", "http://a/c"},
		{"http://a/b;p;/", "c;;", "http://a/b;p;/c;;"},
		{"http://a/b//c", "../g", "http://a/b/g"},
		{"http://a/b//c", "../../g", "http://a/g"},
		{"http://a//", "..", "http://a/"},
	} {
		res := resolveOK(t, tc.base, tc.ref)
		assert.Equal(t, tc.want, res.Tree().String(), "%q against %q", tc.ref, tc.base)
	}
	// The pieces that are defined but empty are nodes, not nil.
	res := resolveOK(t, "http://a/b?", "#")
	require.NotNil(t, res.Tree().Query())
	assert.Equal(t, "", res.Tree().Query().Text)
	require.NotNil(t, res.Tree().Fragment)
	assert.Equal(t, "", res.Tree().Fragment.Text)
	res = resolveOK(t, "http://a/b", "//")
	require.NotNil(t, res.Tree().Authority())
	assert.Equal(t, "", res.Tree().Authority().String())
	assert.Nil(t, res.Tree().Query())
	assert.Nil(t, res.Tree().Fragment)
}

func TestEmptyBasePath(t *testing.T) {
	// Step 6a as written would give http://ag: the empty path reads as "/".
	for _, tc := range []struct{ ref, want string }{
		{"g", "http://a/g"},
		{"./g", "http://a/g"},
		{"../g", "http://a/../g"},
		{"g/..", "http://a/"},
		{".", "http://a/"},
		{"?y", "http://a/?y"},
		{";x", "http://a/;x"},
	} {
		assert.Equal(t, tc.want, resolveOK(t, "http://a", tc.ref).Tree().String(), "%q", tc.ref)
	}
	res := resolveOK(t, "http://a", "g", resolve.Explain())
	assert.Equal(t, "6a", res.Steps[5].Name)
	assert.Contains(t, res.Steps[5].Note, `the base's path is empty: read as "/"`)
}

func TestEscapesNotDecoded(t *testing.T) {
	for _, tc := range []struct{ ref, want string }{
		{"%2E%2E/g", "http://a/b/c/%2E%2E/g"},
		{"%2e/g", "http://a/b/c/%2e/g"},
		{"a%2Fb/../g", "http://a/b/c/g"},
		{"a%2Fb/%2E%2E", "http://a/b/c/a%2Fb/%2E%2E"},
		{"g%3Fy", "http://a/b/c/g%3Fy"},
		{"g?a%2F../b", "http://a/b/c/g?a%2F../b"},
	} {
		assert.Equal(t, tc.want, resolveOK(t, appendixCBase, tc.ref).Tree().String(), "%q", tc.ref)
	}
}

func TestSameDocument(t *testing.T) {
	for _, tc := range []struct{ base, ref, want string }{
		{"http://a/b?q", "#s", "http://a/b?q#s"},
		{"http://a/b?q#f", "#s", "http://a/b?q#s"},
		{"http://a/b?q#f", "", "http://a/b?q"},
		{"mailto:a@b", "#f", "mailto:a@b#f"},
		{"mailto:a@b", "", "mailto:a@b"},
		{"news:comp.x?y", "#", "news:comp.x?y#"},
		{"http://a", "#s", "http://a#s"},
		{"foo:/../x/./y", "", "foo:/../x/./y"}, // the base is taken as it is
	} {
		res := resolveOK(t, tc.base, tc.ref, resolve.DotDot(resolve.RejectDotDot))
		assert.Equal(t, tc.want, res.Tree().String(), "%q against %q", tc.ref, tc.base)
		assert.True(t, res.SameDocument, "%q against %q", tc.ref, tc.base)
	}
	for _, ref := range []string{"?", "g", "//a/b", "/b", ".", "http://a/b?q"} {
		assert.False(t, resolveOK(t, "http://a/b?q", ref).SameDocument, "%q", ref)
	}
}

func TestBaseFragmentDropped(t *testing.T) {
	assert.Equal(t, "http://a/g", resolveOK(t, "http://a/b#f", "g").Tree().String())
	assert.Equal(t, "http://a/b", resolveOK(t, "http://a/b#f", "").Tree().String())
	assert.Equal(t, "http://a/b#", resolveOK(t, "http://a/b#f", "#").Tree().String())
}

func TestSchemeReturnedAsIs(t *testing.T) {
	b, err := parser.ParseAbsolute(appendixCBase)
	require.NoError(t, err)
	for _, s := range []string{"g:h", "http:g", "http://x/./y#f", "mailto:a@b", "HTTP:/../g"} {
		ref := parser.MustParse(s)
		res, err := resolve.Reference(b, ref)
		require.NoError(t, err)
		assert.Same(t, ref, res.Tree(), "%q", s)
		assert.False(t, res.SameDocument)
	}
}

func TestBackwardCompatible(t *testing.T) {
	for _, tc := range []struct{ base, ref, strict, compat string }{
		{appendixCBase, "http:g", "http:g", "http://a/b/c/g"},
		{appendixCBase, "HTTP:g", "HTTP:g", "http://a/b/c/g"},
		{"HtTp://a/b/c/d;p?q", "http:g", "http:g", "HtTp://a/b/c/g"},
		{appendixCBase, "http:/g", "http:/g", "http://a/g"},
		{appendixCBase, "http:/./g", "http:/./g", "http://a/./g"},
		{appendixCBase, "http://x/g", "http://x/g", "http://x/g"},
		{appendixCBase, "HTTP://x/./g", "HTTP://x/./g", "http://x/./g"},
		{appendixCBase, "http:?y", "http:?y", "http://a/b/c/?y"},
		{appendixCBase, "http:g?y#s", "http:g?y#s", "http://a/b/c/g?y#s"},
		{appendixCBase, "http:g?y/../x", "http:g?y/../x", "http://a/b/c/g?y/../x"},
		{appendixCBase, "http:g:h", "http:g:h", "http://a/b/c/g:h"},
		{appendixCBase, "http:g;x=1/../y", "http:g;x=1/../y", "http://a/b/c/y"},
		{appendixCBase, "http:../../../g", "http:../../../g", "http://a/../g"},
		{appendixCBase, "http:.", "http:.", "http://a/b/c/"},
		{appendixCBase, "ftp:g", "ftp:g", "ftp:g"},
		{appendixCBase, "https:g", "https:g", "https:g"},
		{"foo:/a/b", "foo:c", "foo:c", "foo:/a/c"},
		{"mailto:a@b", "mailto:x", "mailto:x", "mailto:x"}, // an opaque base: no loophole
	} {
		assert.Equal(t, tc.strict, resolveOK(t, tc.base, tc.ref).Tree().String(), "strict: %q against %q", tc.ref, tc.base)
		assert.Equal(t, tc.compat, resolveOK(t, tc.base, tc.ref, resolve.BackwardCompatible()).Tree().String(), "compat: %q against %q", tc.ref, tc.base)
	}
}

func TestDotDot(t *testing.T) {
	for _, tc := range []struct {
		base, ref    string
		keep, remove string
		reject       string // "" when RejectDotDot fails, with the side and offset below
		which        string
		offset       int
	}{
		{appendixCBase, "../../../g", "http://a/../g", "http://a/g", "", "ref", 6},
		{appendixCBase, "../../../../g", "http://a/../../g", "http://a/g", "", "ref", 6},
		{appendixCBase, "../../../..", "http://a/../..", "http://a/", "", "ref", 6},
		{appendixCBase, "../../../../", "http://a/../../", "http://a/", "", "ref", 6},
		{appendixCBase, "./../g/../../..", "http://a/..", "http://a/", "", "ref", 13},
		{appendixCBase, "../../g", "http://a/g", "http://a/g", "http://a/g", "", 0},
		{appendixCBase, "/../g", "http://a/../g", "http://a/../g", "http://a/../g", "", 0},
		{appendixCBase, "//x/../g", "http://x/../g", "http://x/../g", "http://x/../g", "", 0},
		{"http://a/../x", "g", "http://a/../g", "http://a/g", "", "base", 9},
		{"http://a/../x/../y", "g", "http://a/../g", "http://a/g", "", "base", 9},
		{"http://a/x/../../y", "g", "http://a/../g", "http://a/g", "", "base", 14},
		{"foo:/a", "../../g", "foo:/../../g", "foo:/g", "", "ref", 0},
	} {
		assert.Equal(t, tc.keep, resolveOK(t, tc.base, tc.ref).Tree().String(), "default: %q against %q", tc.ref, tc.base)
		assert.Equal(t, tc.keep, resolveOK(t, tc.base, tc.ref, resolve.DotDot(resolve.KeepDotDot)).Tree().String(), "keep: %q", tc.ref)
		assert.Equal(t, tc.remove, resolveOK(t, tc.base, tc.ref, resolve.DotDot(resolve.RemoveDotDot)).Tree().String(), "remove: %q", tc.ref)
		got, err := resolve.String(tc.base, tc.ref, resolve.DotDot(resolve.RejectDotDot))
		if tc.reject != "" {
			assert.NoError(t, err)
			assert.Equal(t, tc.reject, got)
			continue
		}
		assert.ErrorIs(t, err, resolve.ErrDotDot, "reject: %q against %q", tc.ref, tc.base)
		var e *resolve.Error
		if assert.ErrorAs(t, err, &e) {
			assert.Equal(t, tc.which, e.Which, "reject: %q against %q", tc.ref, tc.base)
			assert.Equal(t, tc.offset, e.Offset, "reject: %q against %q", tc.ref, tc.base)
		}
	}
	// A mode that is none of the constants is an error, never a silent
	// reading.
	_, err := resolve.String(appendixCBase, "../../../g", resolve.DotDot(7))
	var oe *syntax.OptionError
	if assert.ErrorAs(t, err, &oe) {
		assert.Equal(t, "rfc2396: invalid option resolve.DotDot(DotDotMode(7)): the mode is not KeepDotDot, RemoveDotDot or RejectDotDot", err.Error())
	}
	assert.Equal(t, "RejectDotDot", resolve.RejectDotDot.String())
	assert.Equal(t, "DotDotMode(7)", resolve.DotDotMode(7).String())
}

func TestExplain(t *testing.T) {
	res := resolveOK(t, appendixCBase, "g")
	assert.Nil(t, res.Steps, "no steps without Explain")

	for _, tc := range []struct {
		base, ref string
		opts      []resolve.Option
		want      []string
	}{
		{appendixCBase, "./g", nil, []string{
			`step 1: the reference has scheme undefined, authority undefined, path "./g", query undefined, fragment undefined`,
			`step 2: not the current document (the reference's path is not empty): the query (undefined) and fragment (undefined) are the reference's`,
			`step 3: scheme undefined, inherited "http" from base`,
			`step 4: authority undefined, inherited "a" from base`,
			`step 5: path "./g" does not begin with "/": a relative-path, go on to step 6`,
			`step 6a: copied "/b/c/" from the base's path "/b/c/d;p"`,
			`step 6b: appended "./g": buffer "/b/c/./g"`,
			`step 6c: removed "./"; buffer "/b/c/g"`,
			`step 6d: the buffer does not end with "."`,
			`step 6e: no "<segment>/../" to remove`,
			`step 6f: the buffer does not end with "<segment>/.."`,
			`step 6g: the buffer does not begin with ".."`,
			`step 6h: the new path is "/b/c/g"`,
			`step 7: recombined "http://a/b/c/g"`,
		}},
		{appendixCBase, "g/./h/././../../../../../x/.", []resolve.Option{resolve.DotDot(resolve.RemoveDotDot)}, []string{
			`step 1: the reference has scheme undefined, authority undefined, path "g/./h/././../../../../../x/.", query undefined, fragment undefined`,
			`step 2: not the current document (the reference's path is not empty): the query (undefined) and fragment (undefined) are the reference's`,
			`step 3: scheme undefined, inherited "http" from base`,
			`step 4: authority undefined, inherited "a" from base`,
			`step 5: path "g/./h/././../../../../../x/." does not begin with "/": a relative-path, go on to step 6`,
			`step 6a: copied "/b/c/" from the base's path "/b/c/d;p"`,
			`step 6b: appended "g/./h/././../../../../../x/.": buffer "/b/c/g/./h/././../../../../../x/."`,
			`step 6c: removed "./" 3 times; buffer "/b/c/g/h/../../../../../x/."`,
			`step 6d: removed the final "."; buffer "/b/c/g/h/../../../../../x/"`,
			`step 6e: removed "h/../", "g/../", "c/../" and 1 more; buffer "/../x/"`,
			`step 6f: the buffer does not end with "<segment>/.."`,
			`step 6g: removed a leading ".." (RemoveDotDot); buffer "/x/"`,
			`step 6h: the new path is "/x/"`,
			`step 7: recombined "http://a/x/"`,
		}},
		{appendixCBase, "g/..", nil, []string{
			`step 1: the reference has scheme undefined, authority undefined, path "g/..", query undefined, fragment undefined`,
			`step 2: not the current document (the reference's path is not empty): the query (undefined) and fragment (undefined) are the reference's`,
			`step 3: scheme undefined, inherited "http" from base`,
			`step 4: authority undefined, inherited "a" from base`,
			`step 5: path "g/.." does not begin with "/": a relative-path, go on to step 6`,
			`step 6a: copied "/b/c/" from the base's path "/b/c/d;p"`,
			`step 6b: appended "g/..": buffer "/b/c/g/.."`,
			`step 6c: no "./" to remove`,
			`step 6d: the buffer does not end with "."`,
			`step 6e: no "<segment>/../" to remove`,
			`step 6f: removed the final "g/.."; buffer "/b/c/"`,
			`step 6g: the buffer does not begin with ".."`,
			`step 6h: the new path is "/b/c/"`,
			`step 7: recombined "http://a/b/c/"`,
		}},
		{appendixCBase, "../../../g", nil, []string{
			`step 1: the reference has scheme undefined, authority undefined, path "../../../g", query undefined, fragment undefined`,
			`step 2: not the current document (the reference's path is not empty): the query (undefined) and fragment (undefined) are the reference's`,
			`step 3: scheme undefined, inherited "http" from base`,
			`step 4: authority undefined, inherited "a" from base`,
			`step 5: path "../../../g" does not begin with "/": a relative-path, go on to step 6`,
			`step 6a: copied "/b/c/" from the base's path "/b/c/d;p"`,
			`step 6b: appended "../../../g": buffer "/b/c/../../../g"`,
			`step 6c: no "./" to remove`,
			`step 6d: the buffer does not end with "."`,
			`step 6e: removed "c/../", "b/../"; buffer "/../g"`,
			`step 6f: the buffer does not end with "<segment>/.."`,
			`step 6g: kept a leading ".." (KeepDotDot)`,
			`step 6h: the new path is "/../g"`,
			`step 7: recombined "http://a/../g"`,
		}},
		{appendixCBase, "//g?y#s", nil, []string{
			`step 1: the reference has scheme undefined, authority "g", path "", query "y", fragment "s"`,
			`step 2: not the current document (the reference has an authority): the query ("y") and fragment ("s") are the reference's`,
			`step 3: scheme undefined, inherited "http" from base`,
			`step 4: authority "g" defined: a network-path, skip to step 7`,
			`step 7: recombined "http://g?y#s"`,
		}},
		{appendixCBase, "/g", nil, []string{
			`step 1: the reference has scheme undefined, authority undefined, path "/g", query undefined, fragment undefined`,
			`step 2: not the current document (the reference's path is not empty): the query (undefined) and fragment (undefined) are the reference's`,
			`step 3: scheme undefined, inherited "http" from base`,
			`step 4: authority undefined, inherited "a" from base`,
			`step 5: path "/g" begins with "/": an absolute-path, skip to step 7`,
			`step 7: recombined "http://a/g"`,
		}},
		{appendixCBase, "#s", nil, []string{
			`step 1: the reference has scheme undefined, authority undefined, path "", query undefined, fragment "s"`,
			`step 2: empty path and no scheme, authority or query: the current document (section 4.2); the result is the base with fragment "s"`,
			`step 7: recombined "http://a/b/c/d;p?q#s"`,
		}},
		{appendixCBase, "http:g", nil, []string{
			`step 1: the reference has scheme "http", opaque part "g", fragment undefined`,
			`step 2: not the current document (the reference has a scheme): the query (undefined) and fragment (undefined) are the reference's`,
			`step 3: scheme "http" defined: the reference is absolute, done`,
		}},
		{appendixCBase, "http:g", []resolve.Option{resolve.BackwardCompatible()}, []string{
			`step 1: the reference has scheme "http", opaque part "g", fragment undefined`,
			`step 2: not the current document (the reference has a scheme): the query (undefined) and fragment (undefined) are the reference's`,
			`step 3: scheme "http" equals the base's and the base is hierarchical: removed (backward-compatible mode), inherited "http" from base`,
			`step 4: authority undefined, inherited "a" from base`,
			`step 5: path "g" does not begin with "/": a relative-path, go on to step 6`,
			`step 6a: copied "/b/c/" from the base's path "/b/c/d;p"`,
			`step 6b: appended "g": buffer "/b/c/g"`,
			`step 6c: no "./" to remove`,
			`step 6d: the buffer does not end with "."`,
			`step 6e: no "<segment>/../" to remove`,
			`step 6f: the buffer does not end with "<segment>/.."`,
			`step 6g: the buffer does not begin with ".."`,
			`step 6h: the new path is "/b/c/g"`,
			`step 7: recombined "http://a/b/c/g"`,
		}},
		{"foo:/x/y", "?q", nil, []string{
			`step 1: the reference has scheme undefined, authority undefined, path "", query "q", fragment undefined`,
			`step 2: not the current document (the reference has a query): the query ("q") and fragment (undefined) are the reference's`,
			`step 3: scheme undefined, inherited "foo" from base`,
			`step 4: authority undefined, and the base has none`,
			`step 5: path "" does not begin with "/": a relative-path, go on to step 6`,
			`step 6a: copied "/x/" from the base's path "/x/y"`,
			`step 6b: appended "": buffer "/x/"`,
			`step 6c: no "./" to remove`,
			`step 6d: the buffer does not end with "."`,
			`step 6e: no "<segment>/../" to remove`,
			`step 6f: the buffer does not end with "<segment>/.."`,
			`step 6g: the buffer does not begin with ".."`,
			`step 6h: the new path is "/x/"`,
			`step 7: recombined "foo:/x/?q"`,
		}},
	} {
		res := resolveOK(t, tc.base, tc.ref, append(tc.opts, resolve.Explain())...)
		var got []string
		for _, s := range res.Steps {
			got = append(got, s.String())
		}
		assert.Equal(t, tc.want, got, "%q against %q", tc.ref, tc.base)
	}
}

func TestErrors(t *testing.T) {
	for _, tc := range []struct {
		base, ref string
		opts      []resolve.Option
		which     string
		offset    int
		is        error // a sentinel the error wraps, or nil for a *parser.Error
		msg       string
	}{
		{"http://a b/", "g", nil, "base", 8, nil,
			`rfc2396: resolve: base: parse "http://a b/": unexpected ' ' at offset 8 in authority; a space must be escaped as %20 (section 2.4.3)`},
		{"http://a/", "a b", nil, "ref", 1, nil, ""},
		{"http://a/", "?y#", nil, "", 0, nil, ""}, // valid: the query-only form is accepted
		{"/a/b", "g", nil, "base", 0, nil, ""},
		{"", "g", nil, "base", 0, resolve.ErrNoBase,
			`rfc2396: resolve: there is no base URI (section 5.1.4): only a reference with a scheme resolves without one`},
		{"", "", nil, "base", 0, resolve.ErrNoBase, ""},
		{"", "#f", nil, "base", 0, resolve.ErrNoBase, ""},
		{"", "//a/b", nil, "base", 0, resolve.ErrNoBase, ""},
		{"", "http://a b", nil, "ref", 8, nil, ""},
		{"", "http:g", nil, "", 0, nil, ""},
		{"a/b#f", "g", nil, "base", 0, nil, ""},
		{"http://a/", "http://a b", nil, "ref", 8, nil, ""},
		{"mailto:a@b", "g", nil, "base", 7, resolve.ErrOpaqueBase,
			`rfc2396: resolve: base at offset 7: the base has an opaque part, not a hierarchical one: only a reference with a scheme or a same-document reference resolves against it`},
		{"mailto:a@b", "//g", nil, "base", 7, resolve.ErrOpaqueBase, ""},
		{"mailto:a@b", "/g", nil, "base", 7, resolve.ErrOpaqueBase, ""},
		{"mailto:a@b", "?y", nil, "base", 7, resolve.ErrOpaqueBase, ""},
		{"mailto:a@b", "mailto:c", []resolve.Option{resolve.BackwardCompatible()}, "", 0, nil, ""},
		{appendixCBase, "../../../g", []resolve.Option{resolve.DotDot(resolve.RejectDotDot)}, "ref", 6, resolve.ErrDotDot,
			`rfc2396: resolve: ref at offset 6: the merged path begins with ".." (section 5.2 step 6g): the reference climbs above the root of the base`},
		{"foo:/b/", "..//g", nil, "ref", 3, resolve.ErrAmbiguousPath,
			`rfc2396: resolve: ref at offset 3: the merged path begins with "//" and the result has no authority: written out, its first segment would read as an authority`},
		{"foo:/.//c", "g", nil, "base", 7, resolve.ErrAmbiguousPath, ""},
		{"foo:/b/", "../..//g", []resolve.Option{resolve.DotDot(resolve.RemoveDotDot)}, "ref", 6, resolve.ErrAmbiguousPath, ""},
		{"foo://a/b/", "..//g", nil, "", 0, nil, ""}, // with an authority, "//g" is a path
	} {
		got, err := resolve.String(tc.base, tc.ref, tc.opts...)
		if tc.which == "" {
			assert.NoError(t, err, "%q against %q", tc.ref, tc.base)
			continue
		}
		assert.Empty(t, got)
		var e *resolve.Error
		if !assert.ErrorAs(t, err, &e, "%q against %q", tc.ref, tc.base) {
			continue
		}
		assert.Equal(t, tc.which, e.Which, "%q against %q", tc.ref, tc.base)
		assert.Equal(t, tc.offset, e.Offset, "%q against %q", tc.ref, tc.base)
		if tc.is != nil {
			assert.ErrorIs(t, err, tc.is)
		} else {
			var pe *parser.Error
			assert.ErrorAs(t, err, &pe, "%q against %q", tc.ref, tc.base)
			assert.Same(t, pe, errors.Unwrap(err))
		}
		if tc.msg != "" {
			assert.Equal(t, tc.msg, err.Error())
		}
		res, err2 := resolve.Strings(tc.base, tc.ref, tc.opts...)
		assert.Nil(t, res)
		assert.Equal(t, err, err2)
	}
}

func TestMalformedTrees(t *testing.T) {
	good := parser.MustParse("g")
	goodBase, err := parser.ParseAbsolute("http://a/b")
	require.NoError(t, err)
	scheme := &ast.Scheme{Extent: ast.Extent{Text: "http"}}
	for _, tc := range []struct {
		name  string
		base  *ast.AbsoluteURI
		ref   *ast.URIReference
		which string
	}{
		{"nil ref", goodBase, nil, "ref"},
		{"no scheme", &ast.AbsoluteURI{Hier: goodBase.Hier}, good, "base"},
		{"no part", &ast.AbsoluteURI{Scheme: scheme}, good, "base"},
		{"both parts", &ast.AbsoluteURI{Scheme: scheme, Hier: goodBase.Hier, Opaque: &ast.OpaquePart{}}, good, "base"},
		{"no path", &ast.AbsoluteURI{Scheme: scheme, Hier: &ast.HierPart{}}, good, "base"},
		{"nil net_path", &ast.AbsoluteURI{Scheme: scheme, Hier: &ast.HierPart{Path: (*ast.NetPath)(nil)}}, good, "base"},
		{"nil server", &ast.AbsoluteURI{Scheme: scheme, Hier: &ast.HierPart{Path: &ast.NetPath{Authority: (*ast.Server)(nil)}}}, good, "base"},
		{"no authority", &ast.AbsoluteURI{Scheme: scheme, Hier: &ast.HierPart{Path: &ast.NetPath{}}}, good, "base"},
		{"nil abs_path", &ast.AbsoluteURI{Scheme: scheme, Hier: &ast.HierPart{Path: (*ast.AbsPath)(nil)}}, good, "base"},
		{"no segments", &ast.AbsoluteURI{Scheme: scheme, Hier: &ast.HierPart{Path: &ast.AbsPath{}}}, good, "base"},
		{"rel_path in base", &ast.AbsoluteURI{Scheme: scheme, Hier: &ast.HierPart{Path: good.URI.(*ast.RelativeURI).Path}}, good, "base"},
		{"nil absolute ref with text", goodBase, &ast.URIReference{Extent: ast.Extent{Text: "g"}, URI: (*ast.AbsoluteURI)(nil)}, "ref"},
		{"empty rel_path", goodBase, &ast.URIReference{URI: &ast.RelativeURI{Path: &ast.RelPath{}}}, "ref"},
		{"nil rel_path", goodBase, &ast.URIReference{URI: &ast.RelativeURI{Path: (*ast.RelPath)(nil)}}, "ref"},
		{"hostname of a dot", &ast.AbsoluteURI{Scheme: scheme, Hier: &ast.HierPart{Path: &ast.NetPath{Authority: &ast.Server{Host: &ast.Hostname{Extent: ast.Extent{Text: "."}}}}}}, good, "base"},
		{"no labels", &ast.AbsoluteURI{Scheme: scheme, Hier: &ast.HierPart{Path: &ast.NetPath{Authority: &ast.Server{Host: &ast.Hostname{}}}}}, good, "base"},
		{"nil hostname", &ast.AbsoluteURI{Scheme: scheme, Hier: &ast.HierPart{Path: &ast.NetPath{Authority: &ast.Server{Host: (*ast.Hostname)(nil)}}}}, good, "base"},
		{"nil IPv4 address", goodBase, &ast.URIReference{URI: &ast.RelativeURI{Path: &ast.NetPath{Authority: &ast.Server{Host: (*ast.IPv4Address)(nil)}}}}, "ref"},
		{"param in rel_segment", goodBase, &ast.URIReference{URI: &ast.RelativeURI{Path: &ast.RelPath{RelSegment: &ast.Segment{Extent: ast.Extent{Text: "g;"}}}}}, "ref"},
		// The steps read a path's text, which must be what its segments spell.
		{"rel_path text not its segment", goodBase, &ast.URIReference{URI: &ast.RelativeURI{Path: &ast.RelPath{RelSegment: &ast.Segment{Extent: ast.Extent{Text: "g"}}}}}, "ref"},
		{"rel_path text not its abs_path", goodBase, &ast.URIReference{URI: &ast.RelativeURI{Path: &ast.RelPath{Extent: ast.Extent{Text: "g/h"}, RelSegment: &ast.Segment{Extent: ast.Extent{Text: "g"}},
			AbsPath: &ast.AbsPath{Extent: ast.Extent{Text: "/x"}}}}}, "ref"},
		{"abs_path without its slash", &ast.AbsoluteURI{Scheme: scheme, Hier: &ast.HierPart{Path: &ast.AbsPath{Extent: ast.Extent{Text: "b"}}}}, good, "base"},
	} {
		var res *resolve.Result
		var err error
		require.NotPanics(t, func() { res, err = resolve.Reference(tc.base, tc.ref) }, tc.name)
		assert.Nil(t, res, tc.name)
		assert.ErrorIs(t, err, resolve.ErrMalformedTree, tc.name)
		var e *resolve.Error
		if assert.ErrorAs(t, err, &e, tc.name) {
			assert.Equal(t, tc.which, e.Which, tc.name)
		}
	}
	// A nil node is an undefined component, as package ast reads it: a
	// reference whose URI is a nil pointer, and whose text is empty, is
	// the empty reference.
	for _, u := range []ast.URI{(*ast.AbsoluteURI)(nil), (*ast.RelativeURI)(nil)} {
		res, err := resolve.Reference(goodBase, &ast.URIReference{URI: u})
		require.NoError(t, err)
		assert.Equal(t, "http://a/b", res.Tree().String())
		assert.True(t, res.SameDocument)
	}
	// A nil option is an error, as every option a function cannot take.
	_, err = resolve.Reference(goodBase, good, nil)
	var oe *syntax.OptionError
	assert.ErrorAs(t, err, &oe)
}

func TestInputsUnchanged(t *testing.T) {
	for _, c := range readAppendixC(t) {
		b, err := parser.ParseAbsolute(appendixCBase)
		require.NoError(t, err)
		r, err := parser.Parse(c.ref, syntax.QueryOnly)
		require.NoError(t, err)
		before := dump(t, b) + dump(t, r)
		_, err = resolve.Reference(b, r, resolve.Explain(), resolve.BackwardCompatible(), resolve.DotDot(resolve.RemoveDotDot))
		require.NoError(t, err)
		assert.Equal(t, before, dump(t, b)+dump(t, r), "%q", c.ref)
	}
}

func TestOffsetsOfShiftedInputs(t *testing.T) {
	// Trees whose root does not start at offset 0, as when a reference
	// is parsed out of a larger text: the result's offsets are still
	// offsets into the result's string.
	b, err := parser.ParseAbsolute("http://u@h.example:80/b/c;p/d")
	require.NoError(t, err)
	r := parser.MustParse("//x.y:8/p;q/./r;s;t/../u?v#w")
	shift(b, 100)
	shift(r, 1000)
	for _, ref := range []*ast.URIReference{r, parser.MustParse("g;x/../h;y?z#f"), parser.MustParse("")} {
		res, err := resolve.Reference(b, ref)
		require.NoError(t, err)
		assertTree(t, res.Tree())
	}
}

// shift moves every node of a tree by d bytes, as if the tree had been
// parsed out of a larger text.
func shift(n ast.Node, d int) {
	ast.Inspect(n, func(n ast.Node) bool {
		reflect.ValueOf(n).Elem().FieldByName("Extent").Addr().Interface().(*ast.Extent).Offset += d
		return true
	})
}

// TestNoBase checks resolution without a base URI (section 5.1.4): a
// reference with a scheme is the result, as step 3 makes it whatever the
// base; any other is an error wrapping ErrNoBase.
func TestNoBase(t *testing.T) {
	// Every absolute reference of Appendix C resolves to itself against
	// no base, as against any base.
	n := 0
	for _, c := range readAppendixC(t) {
		r, err := parser.Parse(c.ref, syntax.QueryOnly)
		require.NoError(t, err)
		got, err := resolve.String("", c.ref)
		if !r.IsAbs() {
			assert.ErrorIs(t, err, resolve.ErrNoBase, "%q", c.ref)
			continue
		}
		n++
		require.NoError(t, err, "%q", c.ref)
		assert.Equal(t, c.ref, got)
		res, err := resolve.Reference(nil, r, resolve.Explain())
		require.NoError(t, err)
		assert.Same(t, r, res.Tree())
		require.Len(t, res.Steps, 2)
		assert.Equal(t, "1", res.Steps[0].Name)
		assert.Equal(t, resolve.Step{Name: "3", Note: `scheme "` + r.Scheme().Text + `" defined: the reference is absolute, done (there is no base, and none is needed)`}, res.Steps[1])
	}
	assert.NotZero(t, n, "Appendix C has absolute references")
	got, err := resolve.String("", "http://x/y#f")
	require.NoError(t, err)
	assert.Equal(t, "http://x/y#f", got)
	_, err = resolve.Reference(nil, parser.MustParse("g"))
	var e *resolve.Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, "base", e.Which)
	assert.ErrorIs(t, err, resolve.ErrNoBase)
}

// TestNotesHidePassword checks that Explain's notes and error messages
// never show a userinfo's password.
func TestNotesHidePassword(t *testing.T) {
	for _, tc := range []struct{ base, ref string }{
		{"http://u:s3cret@a/b/c", "../g"},
		{"http://a/b/c", "//u:s3cret@h/x"},
		{"http://u:s3cret@a/b/c", "#f"},
		{"http://u:s3cret@a/b/c", "?q"},
	} {
		res, err := resolve.Strings(tc.base, tc.ref, resolve.Explain())
		require.NoError(t, err)
		assert.Contains(t, res.Tree().String(), "s3cret", "the result itself is not redacted")
		for _, s := range res.Steps {
			assert.NotContains(t, s.String(), "s3cret")
		}
		assert.Contains(t, res.Steps[len(res.Steps)-1].Note, "u:xxxxx@")
	}
	_, err := resolve.String("http://u:s3cret@a b/", "g")
	require.Error(t, err)
	assert.NotContains(t, err.Error(), "s3cret")
	var pe *parser.Error
	require.ErrorAs(t, err, &pe)
	assert.Contains(t, pe.Input, "s3cret", "the error keeps its input")
}

// TestErrorRedacted checks that an error of resolution itself gives, in
// its message and through Redacted, the offset into the side's string
// with its password hidden, while Offset keeps the raw one.
func TestErrorRedacted(t *testing.T) {
	_, err := resolve.String("http://u:secret@a/../x", "g", resolve.DotDot(resolve.RejectDotDot))
	var e *resolve.Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, "base", e.Which)
	assert.Equal(t, 18, e.Offset, `the ".." of the raw base`)
	assert.Equal(t, 17, e.Redacted().Offset, `the ".." of "http://u:xxxxx@a/../x"`)
	assert.Contains(t, err.Error(), "base at offset 17:")
	assert.NotContains(t, err.Error(), "secret")
	// A parse failure: the parser's redacted offset.
	_, err = resolve.String("http://u:secret@a b/", "g")
	require.ErrorAs(t, err, &e)
	assert.Equal(t, 17, e.Offset)
	assert.Equal(t, 16, e.Redacted().Offset)
}
