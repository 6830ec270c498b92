package conformance

import (
	"errors"
	"fmt"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
)

// This file is the one place the package calls the library it measures:
// the components of a parsed reference, and the implementation that
// --self runs.

// ComponentsOf returns the components of ref as the suite gives them: the
// keys of rfc2396 parse --json that section 4.3 names, and the parts of a
// server authority.
func ComponentsOf(ref *ast.URIReference) Components {
	c := ref.Components()
	out := Components{
		Scheme:    ast.TextOf(c.Scheme),
		Authority: ast.TextOf(c.Authority),
		Userinfo:  ast.TextOf(c.Userinfo),
		Host:      ast.TextOf(c.Host),
		Port:      ast.TextOf(c.Port),
		Opaque:    ast.TextOf(c.Opaque),
		Query:     ast.TextOf(c.Query),
		Fragment:  ast.TextOf(c.Fragment),
	}
	if c.Opaque == nil {
		out.Path = &c.PathText
	}
	return out
}

// An UnknownSyntaxError is a request in a syntax that is neither RFC2396
// nor RFC2732.
type UnknownSyntaxError struct {
	Syntax string
}

// Error names the syntax and the ones known.
func (e *UnknownSyntaxError) Error() string {
	return fmt.Sprintf("conformance: unknown syntax %q (want %q or %q)", e.Syntax, RFC2396, RFC2732)
}

// Self returns this module's implementation, as rfc2396 conform --self
// runs it: parser.Parse, resolve.String and normalize.Equal with their
// default options (and their RFC2732 options for the syntax rfc2732). Its
// parse answers give every component, and the error offset of an invalid
// input.
func Self() Implementation { return self{} }

type self struct{}

// Answer answers r with the library.
func (self) Answer(r Request) (Answer, error) {
	if r.Op != OpEquivalent && r.Syntax != RFC2396 && r.Syntax != RFC2732 {
		return Answer{}, &UnknownSyntaxError{Syntax: r.Syntax}
	}
	ipv6 := r.Syntax == RFC2732
	a := Answer{ID: r.ID}
	switch r.Op {
	case OpParse:
		var opts []parser.Option
		if ipv6 {
			opts = append(opts, parser.RFC2732())
		}
		ref, err := parser.Parse(r.Input, opts...)
		valid := err == nil
		a.Valid = &valid
		var pe *parser.Error
		switch {
		case valid:
			a.Components = ComponentsOf(ref).Map()
		case errors.As(err, &pe):
			a.ErrorOffset = &pe.Offset
		default:
			return Answer{}, err
		}
	case OpResolve:
		var opts []resolve.Option
		if ipv6 {
			opts = append(opts, resolve.RFC2732())
		}
		if s, err := resolve.String(r.Base, r.Ref, opts...); err == nil {
			a.Result = &s
		}
	case OpEquivalent:
		eq, err := normalize.Equal(r.A, r.B)
		if err != nil {
			return Answer{}, err
		}
		a.Equivalent = &eq
	default:
		a.Skip = true
	}
	return a, nil
}
