package rfc2396

import (
	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
)

// Parse parses s as an RFC 2396 URI-reference. It is parser.Parse; see
// there for the options and the *parser.Error it returns on failure.
func Parse(s string, opts ...parser.Option) (*ast.URIReference, error) {
	return parser.Parse(s, opts...)
}

// MustParse is like Parse but panics if s is not a URI reference.
func MustParse(s string) *ast.URIReference {
	return parser.MustParse(s)
}
