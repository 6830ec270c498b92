// Package trusted marks the components that package uri hands to package
// resolve: a parser or a resolver of the module built them, in the syntax
// they are resolved in, and resolve need not check their spans or their
// syntax again (parts.Components.CheckSpans), as it checks those of any
// other caller. Only the module's packages can name the mark.
package trusted

import "github.com/rfc2396/rfc2396/syntax"

// Built is the resolve option that says so, for resolve.Components.
type Built struct{ syntax.ResolveOption }

// String names the option, for an error that shows it.
func (Built) String() string { return "trusted.Built" }
