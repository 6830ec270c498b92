package uri

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
)

// A Component names one of the components of section 4.3, for With and
// Without.
type Component int

// The components of a reference, in the order section 4.3 gives them,
// then the fragment (section 4.1).
const (
	Scheme    Component = iota // scheme, without its ":"
	Authority                  // authority, without its "//"
	Path                       // path: abs_path, rel_path or an opaque URI's opaque_part
	Query                      // query, without its "?"
	Fragment                   // fragment, without its "#"
)

// String returns the component's name, such as "query".
func (c Component) String() string {
	switch c {
	case Scheme:
		return "scheme"
	case Authority:
		return "authority"
	case Path:
		return "path"
	case Query:
		return "query"
	case Fragment:
		return "fragment"
	}
	return fmt.Sprintf("Component(%d)", int(c))
}

// parts are the components of a reference as text; nil is undefined.
type parts struct {
	scheme, authority *string
	path              string // never undefined (section 4.3)
	query, fragment   *string
}

func partsOf(r *ast.URIReference) parts {
	c := r.Components()
	return parts{scheme: ast.TextOf(c.Scheme), authority: ast.TextOf(c.Authority), path: r.PathText(),
		query: ast.TextOf(c.Query), fragment: ast.TextOf(c.Fragment)}
}

// String recombines the parts as section 5.2 step 7 does.
func (p parts) String() string {
	var b strings.Builder
	if p.scheme != nil {
		b.WriteString(*p.scheme + ":")
	}
	if p.authority != nil {
		b.WriteString("//" + *p.authority)
	}
	b.WriteString(p.path)
	if p.query != nil {
		b.WriteString("?" + *p.query)
	}
	if p.fragment != nil {
		b.WriteString("#" + *p.fragment)
	}
	return b.String()
}

func same(a, b *string) bool { return a == nil && b == nil || a != nil && b != nil && *a == *b }

func (p parts) equal(q parts) bool {
	return same(p.scheme, q.scheme) && same(p.authority, q.authority) && p.path == q.path &&
		same(p.query, q.query) && same(p.fragment, q.fragment)
}

// With returns a copy of r whose component c is v, which is written as
// the component is in a reference: escapes as they are, no delimiter
// ("http", not "http:"). The empty string makes the component empty but
// defined ("http://a/?" has an empty query); Without makes it undefined.
//
// v must match the component's rule of Appendix A (scheme, authority,
// abs_path, rel_path or opaque_part, query, fragment), and the new
// reference must read back with the same components; otherwise the error
// is a *parser.Error whose Input is v and whose offset is where v stops
// being the rule, or 0 when the trouble is how v fits with the rest of
// the reference.
func (r Reference) With(c Component, v string) (Reference, error) {
	return r.edit(c, &v)
}

// Without returns a copy of r whose component c is undefined. The path
// is never undefined: Without(Path) makes it empty. A change that leaves
// no valid reference, such as removing the only path of "http:/", gives
// a *parser.Error.
func (r Reference) Without(c Component) (Reference, error) {
	if c == Path {
		return r.edit(c, new(string))
	}
	return r.edit(c, nil)
}

func (r Reference) edit(c Component, v *string) (Reference, error) {
	p := partsOf(r.AST())
	rule := ""
	switch c {
	case Scheme:
		p.scheme, rule = v, "scheme"
	case Authority:
		p.authority, rule = v, "authority"
	case Path:
		p.path = *v
		switch {
		case strings.HasPrefix(*v, "/"):
			rule = "abs_path"
		case p.authority != nil:
			rule = "abs_path" // after an authority, only an abs_path
		case p.scheme != nil:
			rule = "opaque_part"
		default:
			rule = "rel_path"
		}
	case Query:
		p.query, rule = v, "query"
	case Fragment:
		p.fragment, rule = v, "fragment"
	default:
		return Reference{}, fmt.Errorf("uri: unknown component %v", c)
	}
	if v != nil && (*v != "" || c != Path) {
		if err := parser.ValidateRule(rule, *v); err != nil {
			return Reference{}, err
		}
	}
	s := p.String()
	ref, err := parser.Parse(s)
	if err == nil && partsOf(ref).equal(p) {
		return Reference{ref}, nil
	}
	val := ""
	if v != nil {
		val = *v
	}
	e := &parser.Error{Input: val, Offset: 0, Char: parser.EndOfInput, Rule: rule,
		Hint: fmt.Sprintf("with this %s the reference would be %q, which does not read back with the same components (section 4.3)", c, s)}
	if val != "" {
		e.Char, _ = utf8.DecodeRuneInString(val)
	}
	switch {
	case p.authority != nil && p.path != "" && p.path[0] != '/':
		e.Hint = fmt.Sprintf("after an authority the path must be empty or begin with \"/\" (net_path), and the path would be %q", p.path)
	case p.authority == nil && strings.HasPrefix(p.path, "//"):
		e.Hint = fmt.Sprintf("without an authority the path %q cannot begin with \"//\": it would read as an authority", p.path)
	case p.scheme != nil && p.authority == nil && p.path == "":
		e.Hint = `an absolute URI needs a path or an opaque part after its scheme's ":" (absoluteURI)`
	case p.scheme != nil && p.authority == nil && !strings.HasPrefix(p.path, "/") && p.query != nil:
		e.Hint = `an opaque URI has no query: a "?" after its scheme's ":" belongs to the opaque part (opaque_part)`
	case p.scheme == nil && p.authority == nil && strings.ContainsRune(strings.SplitN(p.path, "/", 2)[0], ':'):
		e.Hint = fmt.Sprintf("without a scheme, the path %q would read as one: a relative path's first segment cannot hold \":\" (rel_segment); write \"./\" before it", p.path)
	}
	return Reference{}, e
}

// With returns a copy of a whose component c is v, as Reference.With
// does. The result must still be an absolute URI: c cannot be Fragment.
func (a Absolute) With(c Component, v string) (Absolute, error) {
	r, err := a.Reference().With(c, v)
	return absolute(r, c, &v, err)
}

// Without returns a copy of a whose component c is undefined, as
// Reference.Without does. The scheme cannot be removed.
func (a Absolute) Without(c Component) (Absolute, error) {
	r, err := a.Reference().Without(c)
	return absolute(r, c, nil, err)
}

func absolute(r Reference, c Component, v *string, err error) (Absolute, error) {
	if err != nil {
		return Absolute{}, err
	}
	if abs, ok := r.Absolute(); ok {
		return abs, nil
	}
	e := &parser.Error{Offset: 0, Char: parser.EndOfInput, Rule: "absoluteURI",
		Hint: fmt.Sprintf("an absolute URI has a scheme and no fragment (section 5.1); the %s cannot be changed so", c)}
	if v != nil {
		e.Input = *v
		if *v != "" {
			e.Char, _ = utf8.DecodeRuneInString(*v)
		}
	}
	return Absolute{}, e
}
