// Package redactiontest holds the module-wide test of the redaction
// invariant of issue 16: for every exported function or method of the
// library that returns an error, an explanation or a trace, a password
// placed before, inside and after the point of failure never appears in
// any text that comes back. The package has no code of its own; its test
// lists every such function of the library, and fails when a new one is
// not in the list.
package redactiontest
