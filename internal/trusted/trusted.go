// Package trusted marks the components that package uri hands to package
// resolve: laid out as the parser lays out their text, whichever of uri's
// methods made them, and read in the syntax they are resolved in, so that
// resolve need not check their spans or their syntax again
// (parts.Components.CheckSpans), as it checks those of any other caller.
// Only the module's packages can name the mark.
package trusted

import "github.com/rfc2396/rfc2396/syntax"

// Built is the resolve option that says so, for resolve.Components.
type Built struct{ syntax.ResolveOption }

// String names the option, as the other options' String methods do.
func (Built) String() string { return "trusted.Built" }
