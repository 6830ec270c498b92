package uri

import (
	"fmt"
	"strings"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// A Component names a component of a reference: one of section 4.3's
// and the fragment, which With and Without replace, and the parts of a
// server and the opaque part, which Has also names.
type Component int

// The components of a reference, in the order section 4.3 gives them,
// then the fragment (section 4.1); then the parts of a server authority
// (section 3.2.2) and the opaque part of an opaque URI (section 3), which
// With and Without do not take: WithHost, WithPort and WithUserinfo edit
// a server, and With(Path, ...) an opaque part.
const (
	Scheme    Component = iota // scheme, without its ":"
	Authority                  // authority, without its "//"
	Path                       // path: abs_path, rel_path or an opaque URI's opaque_part
	Query                      // query, without its "?"
	Fragment                   // fragment, without its "#"
	Userinfo                   // a server's userinfo, without its "@"
	Host                       // a server's host, an IPv6 literal with its brackets
	Port                       // a server's port, without its ":"
	Opaque                     // an opaque URI's opaque_part
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
	case Userinfo:
		return "userinfo"
	case Host:
		return "host"
	case Port:
		return "port"
	case Opaque:
		return "opaque part"
	}
	return fmt.Sprintf("Component(%d)", int(c))
}

// With returns a copy of r whose component c is v, which is written as
// the component is in a reference: escapes as they are, no delimiter
// ("http", not "http:"). The empty string makes the component empty but
// defined ("http://a/?" has an empty query); Without makes it undefined.
// The value is read in r's syntax: by default an authority may hold an
// IPv6 literal ("[::1]:8080").
//
// v must match the component's rule of Appendix A (scheme, authority,
// abs_path, rel_path or opaque_part, query, fragment; in RFC 3986, the
// rules of its Appendix A, path for a path); otherwise the error
// is the *parser.Error of parser.ValidateRule, whose Input is v and whose
// offset is where v stops being the rule. The new reference must then
// read back with the same components (parser.Join); otherwise the error
// is the *parser.Error of that reference, whose Input is the reference v
// would make and whose offset is where it stops reading as the components
// given. Neither error's texts show a password (see the package
// documentation).
//
// c must be Scheme, Authority, Path, Query or Fragment: any other
// Component gets an *EditError with ErrComponent, whose hint names the
// method that edits it. A query on an opaque URI gets one with ErrOpaque.
func (r Reference) With(c Component, v string) (Reference, error) {
	return r.edit("With", c, parts.Def(v))
}

// Without returns a copy of r whose component c is undefined. The path
// is never undefined: Without(Path) makes it empty. A change that leaves
// no valid reference, such as removing the only path of "http:/", gives
// the *parser.Error of parser.Join. c must be one of the components With
// takes; WithoutUserinfo and WithoutPort remove a server's parts.
func (r Reference) Without(c Component) (Reference, error) {
	if c == Path {
		return r.edit("Without", c, parts.Def(""))
	}
	return r.edit("Without", c, parts.Value{})
}

// edit returns r with the component c set to v, for the method m.
func (r Reference) edit(m string, c Component, v parts.Value) (Reference, error) {
	syn := r.Syntax()
	comps := r.Components()
	vals := comps.Recomposition()
	if c == Query && v.Defined && comps.Opaque {
		return Reference{}, opaqueError(m, v.Text, opaqueQueryHint)
	}
	var rule syntax.Rule
	switch c {
	case Scheme:
		vals.Scheme, rule = v, syntax.Scheme
	case Authority:
		vals.Authority, rule = v, syntax.Authority
	case Path:
		vals.Path, rule = v.Text, pathRule(syn, vals.Scheme.Defined, vals.Authority.Defined, v.Text)
	case Query:
		vals.Query, rule = v, syntax.Query
	case Fragment:
		vals.Fragment, rule = v, syntax.Fragment
	default:
		return Reference{}, &EditError{Method: m, Value: v.Text, Err: ErrComponent, Hint: componentHint(c)}
	}
	// An empty path matches no path rule but stands wherever a path may
	// be empty: Join decides.
	if v.Defined && (v.Text != "" || c != Path) {
		if err := parser.ValidateRule(rule, v.Text, syn); err != nil {
			return Reference{}, err
		}
	}
	got, err := parser.Join(vals, syn)
	if err != nil {
		return Reference{}, err
	}
	return newReference(got, syn), nil
}

// pathRule returns the rule a path p stands in, in the syntax syn, among
// a scheme (scheme set) and an authority (authority set): abs_path after
// an authority or when p begins with "/", else an absolute URI's
// opaque_part or a relative reference's rel_path (Appendix A). In RFC
// 3986 it is path, any of its forms, whose fit Join decides.
func pathRule(syn syntax.Syntax, scheme, authority bool, p string) syntax.Rule {
	switch {
	case syn.IsRFC3986():
		return syntax.RFC3986Path
	case authority || strings.HasPrefix(p, "/"):
		return syntax.AbsPath
	case scheme:
		return syntax.OpaquePart
	}
	return syntax.RelPath
}

// With returns a copy of a whose component c is v, as Reference.With
// does. The result must still be an absolute URI: c cannot be Fragment,
// and the error is then parser.JoinAbsolute's for the reference v would
// make.
func (a Absolute) With(c Component, v string) (Absolute, error) {
	r, err := a.Reference().With(c, v)
	if err != nil {
		return Absolute{}, err
	}
	return r.stayAbsolute()
}

// Without returns a copy of a whose component c is undefined, as
// Reference.Without does. The scheme cannot be removed: the error is then
// parser.JoinAbsolute's for the reference that would be left.
func (a Absolute) Without(c Component) (Absolute, error) {
	r, err := a.Reference().Without(c)
	if err != nil {
		return Absolute{}, err
	}
	return r.stayAbsolute()
}

// stayAbsolute returns r, made from an Absolute, as an Absolute, or the
// parser's error for a reference that is no absolute URI.
func (r Reference) stayAbsolute() (Absolute, error) {
	if abs, ok := r.Absolute(); ok {
		return abs, nil
	}
	c := r.Components()
	if _, err := parser.JoinAbsolute(c.Recomposition(), r.Syntax()); err != nil {
		return Absolute{}, err
	}
	// Absolute and JoinAbsolute disagree: a bug, never a silent result.
	return Absolute{}, fmt.Errorf("uri: %q is an absolute URI to the parser but not to Reference.Absolute", r.Redacted())
}
