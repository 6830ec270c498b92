package parser

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/rfc2396/rfc2396/internal/scan"
)

// ValidateRule reports whether s, as a whole, is the component rule
// named (scheme, authority, abs_path, rel_path, opaque_part, query or
// fragment: the components of section 4.3): nil, or an *Error that says where s stops being the rule, with
// exactly what could have continued it there. It is to MatchRule what
// Validate is to Parse with the option Grammar: the same answer, from the
// fast engine (the tests hold it to MatchRule), in time and memory linear
// in the length of s. For another rule it returns an error that is not an *Error (MatchRule knows every
// rule). Of the options, only RFC2732 counts: it reads the rules as RFC
// 2732 amends them. As for every *Error, the message never shows the
// password of an authority's userinfo. An authority is read up to the end of s: a server when server's
// rule matches all of it, else a reg_name.
func ValidateRule(rule, s string, opts ...Option) error {
	cfg := configOf(opts)
	if !slices.Contains(scan.Rules, rule) {
		return fmt.Errorf("rfc2396: ValidateRule knows the components of section 4.3 (%s), not %q", strings.Join(scan.Rules, ", "), rule)
	}
	if len(s) > MaxInputLength {
		return tooLong(s, rule, rule)
	}
	f, _ := scan.Rule(rule, s, scan.Mode{RFC2732: cfg.rfc2732})
	if f == nil {
		return nil
	}
	e := &Error{Input: s, Offset: f.Offset, Char: EndOfInput, Rule: rule, rfc2732: cfg.rfc2732, read: rule}
	if f.Offset < len(s) {
		e.Char, _ = utf8.DecodeRuneInString(s[f.Offset:])
	}
	switch {
	case inEscape(s, f.Offset):
		e.Rule = "escaped"
	case rule == "authority" && cfg.rfc2732:
		if open := strings.IndexByte(s, '['); open >= 0 && f.Offset > open {
			if shut := strings.IndexByte(s[open:], ']'); shut < 0 || f.Offset <= open+shut {
				e.Rule = "IPv6address"
			}
		}
	}
	e.Expected = describeCached(expectedOf(f), f.Expected.End)
	e.Hint = hint(e)
	return e
}

// expectedOf returns the ASCII bytes that the failure f expected.
func expectedOf(f *scan.Failure) [128]bool {
	var want [128]bool
	for c := range byte(128) {
		want[c] = f.Expected.Has(c)
	}
	return want
}
