package parser

import (
	"errors"
	"fmt"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/nodes"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// ErrMalformedTree is wrapped by the error SplitTree returns for a tree no
// parser builds.
var ErrMalformedTree = errors.New("malformed tree")

// SplitTree returns the components of a parsed tree, as Split would give
// them for its text, after checking that the tree is one a parser builds:
// that its text, read in the syntax of opts or, for a tree that holds an
// IPv6 literal or is a query-only reference, in the syntax that allows it,
// gives the same tree, node for node (its type, its span and its text,
// offsets taken from the root's). A nil node of any type is an undefined
// component, as package ast reads it; a tree with one where a parser puts
// a node is not one a parser builds. It is how packages that take trees
// (resolve, normalize, urlconv) read them. For any other tree the error
// wraps ErrMalformedTree; it never shows the tree's text.
func SplitTree(ref *ast.URIReference, opts ...Option) (parts.Components, error) {
	if err := noTree(opts); err != nil {
		return parts.Components{}, err
	}
	cfg, err := configOf(opts)
	if err != nil {
		return parts.Components{}, err
	}
	if ref == nil {
		return parts.Components{}, fmt.Errorf("%w: nil reference", ErrMalformedTree)
	}
	// A tree with the builder's layout gives its components without ast's
	// walk; it is one a parser builds when its text reads as them.
	if c, ok := nodes.Read(ref); ok && len(c.Text) <= MaxInputLength {
		for _, syn := range [...]syntax.Syntax{cfg.syntax, syntax.RFC2732 | syntax.QueryOnly} {
			var got parts.Components
			if scanInto(c.Text, syn, &got) && got == c {
				return c, nil
			}
		}
	}
	c := ref.Components()
	if c.Text != ref.Text {
		return c, fmt.Errorf("%w: the reference's text is not what its nodes spell", ErrMalformedTree)
	}
	for _, syn := range [...]syntax.Syntax{cfg.syntax, syntax.RFC2732 | syntax.QueryOnly} {
		var got parts.Components
		if len(c.Text) <= MaxInputLength && scanInto(c.Text, syn, &got) && got == c && nodes.Match(ref, &got) {
			return c, nil
		}
	}
	return c, fmt.Errorf("%w: its nodes are not those a parser builds of its text", ErrMalformedTree)
}

// scanInto scans s in the syntax syn into c, and reports whether it is a
// reference.
func scanInto(s string, syn syntax.Syntax, c *parts.Components) bool {
	return split(s, c, []Option{syn}) == nil
}

// Join recombines the components v as section 5.2 step 7 does and reads
// the result back: it returns the components of the reference it makes,
// or an *Error when that is no reference (Input is the reference) or does
// not read back with the components v, because a path breaks one of the
// guards of parts.Check, or a query follows an opaque part, whose "?" it
// would be. Each component must already match its own rule
// (ValidateRule); Join checks how they fit together. Since a component
// may hold any text, the texts of Join's errors hide what may be a
// password wherever it stands in the reference, not only in its
// authority.
func Join(v parts.Recomposition, opts ...Option) (parts.Components, error) {
	s := parts.Recompose(v)
	var c parts.Components
	if err := splitAs(s, joined, &c, nil, opts); err != nil {
		return c, err
	}
	path := v.PathText()
	if c.Value(c.Scheme) == v.Scheme && c.Value(c.Authority) == v.Authority && c.Of(c.Path) == path &&
		c.Value(c.Query) == v.Query && c.Value(c.Fragment) == v.Fragment {
		return c, nil
	}
	at := 0
	if v.Scheme.Defined {
		at = len(v.Scheme.Text) + 1
	}
	if v.Authority.Defined {
		at += 2 + len(v.Authority.Text)
	}
	rule := syntax.AbsPath
	cfg, _ := configOf(opts) // splitAs took them
	switch {
	case cfg.syntax.IsRFC3986():
		rule = pathRule3986(v.Scheme.Defined, v.Authority.Defined, path)
	case v.Scheme.Defined && !v.Authority.Defined && path != "" && path[0] != '/':
		rule = syntax.OpaquePart
	case !v.Scheme.Defined && !v.Authority.Defined && path != "" && path[0] != '/':
		rule = syntax.RelPath
	}
	hint := "the components do not read back as themselves (section 4.3)"
	if g := parts.Check(v.Scheme.Defined, v.Authority.Defined, path); g != parts.PathOK {
		hint = g.String()
	} else if rule == syntax.OpaquePart && v.Query.Defined {
		at += len(path)
		hint = `an opaque URI has no query: a "?" after its scheme's ":" belongs to the opaque part (opaque_part)`
	}
	return c, withHint(s, joined, at, rule, nil, hint)
}

// JoinAbsolute is Join for an absoluteURI: the reference it makes must
// have a scheme and no fragment, as ParseAbsolute reads one.
func JoinAbsolute(v parts.Recomposition, opts ...Option) (parts.Components, error) {
	c, err := Join(v, opts...)
	if err != nil {
		return c, err
	}
	return c, absolute(&c, joined, isRFC3986(opts))
}

// pathRule3986 returns the rule of RFC 3986 that the path p must match
// among a scheme (scheme set) and an authority (authority set).
func pathRule3986(scheme, authority bool, p string) syntax.Rule {
	switch {
	case authority:
		return syntax.RFC3986PathAbempty
	case p != "" && p[0] == '/':
		return syntax.RFC3986PathAbsolute
	case scheme:
		return syntax.RFC3986PathRootless
	}
	return syntax.RFC3986PathNoscheme
}
