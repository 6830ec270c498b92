package parser

import (
	"fmt"
	"slices"

	"github.com/rfc2396/rfc2396/internal/scan"
	"github.com/rfc2396/rfc2396/syntax"
)

// ValidateRule reports whether s, as a whole, is the component rule named
// (syntax.Scheme, Authority, AbsPath, RelPath, OpaquePart, Query or
// Fragment: the components of section 4.3): nil, or an *Error that says
// where s stops being the rule, with exactly what could have continued it
// there. It gives MatchRule's answer, from the same engine, in time and
// memory linear in the length of s (the tests hold both to the grammar's
// parser). For another rule, or an invalid option, it returns an error
// that is not an *Error (MatchRule knows every rule). Of the syntax
// options, only RFC 2732's literals count: they change the rules as RFC
// 2732 amends them. The error's texts hide the password of an
// authority's userinfo, as every *Error's do. An authority is read up to the end of s: a server when
// server's rule matches all of it, else a reg_name.
//
// With syntax.RFC3986 it reads RFC 3986's components: scheme, authority,
// userinfo, host, port, path (any of its forms), path-abempty,
// path-absolute, path-noscheme, path-rootless, query and fragment; the
// error's Rule is the rule of the component at its offset, as in a whole
// reference (pct-encoded, or the parts of an authority).
func ValidateRule(rule syntax.Rule, s string, opts ...Option) error {
	cfg, err := configOf(opts)
	if err != nil {
		return err
	}
	known := scan.Rules
	if cfg.syntax.IsRFC3986() {
		known = scan.Rules3986
	}
	if !slices.Contains(known, rule) {
		if cfg.syntax.IsRFC3986() {
			return fmt.Errorf("rfc2396: ValidateRule knows RFC 3986's components (%v), not the rule %s", known, quoteRule(rule))
		}
		return fmt.Errorf("rfc2396: ValidateRule knows the components of section 4.3 (%v), not the rule %s", known, quoteRule(rule))
	}
	if len(s) > MaxInputLength {
		return tooLong(s, rule, rule)
	}
	f, _ := scan.Rule(rule, s, cfg.syntax)
	if f == nil {
		return nil
	}
	return failed(s, rule, f, cfg.syntax)
}

// expectedOf returns the ASCII bytes that the failure f expected.
func expectedOf(f *scan.Failure) [128]bool {
	var want [128]bool
	for c := range byte(128) {
		want[c] = f.Expected.Has(c)
	}
	return want
}
