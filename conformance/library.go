package conformance

import (
	"errors"
	"fmt"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

// This file is the one place the package calls the library it measures:
// the components of a parsed reference, and the implementation that
// --self runs.

// ComponentsOf returns the components of ref as the suite gives them: the
// keys of rfc2396 parse --json that section 4.3 names, and the parts of a
// server authority, read from the one model of a reference.
func ComponentsOf(ref *ast.URIReference) CaseComponents {
	c := ref.Components()
	return CaseComponents{Texts: c.Texts()}
}

// ComponentsOf3986 returns the components of c, read as RFC 3986 (by
// parser.Split with syntax.RFC3986), as the suite gives them: those of
// ComponentsOf and the kind of the host.
func ComponentsOf3986(c parts.Components) CaseComponents {
	out := CaseComponents{Texts: c.Texts()}
	if c.HostKind != parts.NoHost {
		k := c.HostKind.String()
		out.HostKind = &k
	}
	return out
}

// An UnknownSyntaxError is a request in a syntax that is none of RFC2396,
// RFC2732 and RFC3986.
type UnknownSyntaxError struct {
	Syntax string
}

// Error names the syntax and the ones known.
func (e *UnknownSyntaxError) Error() string {
	return fmt.Sprintf("conformance: unknown syntax %q (want %q, %q or %q)", e.Syntax, RFC2396, RFC2732, RFC3986)
}

// Self returns this module's implementation, as rfc2396 conform --self
// runs it: parser.Split, resolve.String and normalize.Equal with their
// default options but the syntax, which each is given as the request
// names it (see syntaxOf). Its parse answers give every component, and
// the error offset of an invalid input.
func Self() Implementation { return self{} }

type self struct{}

// syntaxOf returns the syntax that the suite's name stands for, whatever
// the library's default: Appendix A to the letter for rfc2396, and RFC
// 2732's amendments too for rfc2732, without the query-only reference,
// which only a resolve case's reference may be; RFC 3986's grammar for
// rfc3986.
func syntaxOf(name string) syntax.Syntax {
	switch name {
	case RFC2732:
		return syntax.RFC2732.Over(syntax.RFC2396)
	case RFC3986:
		return syntax.RFC3986
	}
	return syntax.RFC2396
}

// Answer answers r with the library.
func (self) Answer(r Request) (Answer, error) {
	if r.Syntax != RFC2396 && r.Syntax != RFC2732 && r.Syntax != RFC3986 {
		return Answer{}, &UnknownSyntaxError{Syntax: r.Syntax}
	}
	syn := syntaxOf(r.Syntax)
	a := Answer{ID: r.ID}
	switch r.Op {
	case OpParse:
		c, err := parser.Split(r.Input, syn)
		valid := err == nil
		a.Valid = &valid
		var pe *parser.Error
		switch {
		case valid && r.Syntax == RFC3986:
			cs := ComponentsOf3986(c)
			a.Components = cs.Map()
			a.Components[KeyHostKind] = cs.HostKind // null when there is no host
		case valid:
			a.Components = c.Texts().Map()
		case errors.As(err, &pe):
			a.ErrorOffset = &pe.Offset
		default:
			return Answer{}, err
		}
	case OpResolve:
		opts := []resolve.Option{syn, syntax.QueryOnly}
		if r.Syntax == RFC3986 {
			opts = opts[:1] // RFC 3986's relative-ref derives "?y" itself
		}
		if s, err := resolve.String(r.Base, r.Ref, opts...); err == nil {
			a.Result = &s
		}
	case OpEquivalent:
		eq, err := normalize.Equal(r.A, r.B, syn)
		if err != nil {
			return Answer{}, err
		}
		a.Equivalent = &eq
	default:
		a.Skip = true
	}
	return a, nil
}
