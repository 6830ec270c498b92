package uri

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// option is one of the package's own options. It is comparable, so that
// a PolicyError's Policy can be compared with the option that made it.
type option struct {
	syntax.URIOption
	kind    optionKind
	schemes string // Schemes: the names in lower case, joined with ","
	bad     string // Schemes: the first name that is no scheme, raw
	none    bool   // Schemes: no name was given
}

type optionKind uint8

const (
	formOption optionKind = iota + 1
	requireHostOption
	schemesOption
)

// String returns the option as Go code would write it, such as
// `uri.Schemes("http", "https")`. A name given to Schemes that is no
// scheme is shown with what may be a password hidden (its rule is not
// known).
func (o option) String() string {
	switch o.kind {
	case formOption:
		return "uri.FormEncoding()"
	case requireHostOption:
		return "uri.RequireHost()"
	case schemesOption:
		var names []string
		if o.schemes != "" {
			names = strings.Split(o.schemes, ",")
		}
		if o.bad != "" {
			names = append(names, redact.Of(o.bad, "").String())
		}
		for i, n := range names {
			names[i] = strconv.Quote(n)
		}
		return "uri.Schemes(" + strings.Join(names, ", ") + ")"
	}
	return fmt.Sprintf("uri.option(%d)", o.kind)
}

// why returns why the option's value cannot be taken, or "".
func (o option) why() string {
	switch {
	case o.kind == schemesOption && o.none:
		return "it names no scheme: every reference would break it"
	case o.kind == schemesOption && o.bad != "":
		return fmt.Sprintf("%q is not a scheme (scheme = alpha *( alpha | digit | \"+\" | \"-\" | \".\" ), section 3.1)", redact.Of(o.bad, "").String())
	}
	return ""
}

// FormEncoding makes ParseQuery and Query read a "+" in a key or a value
// as a space, and the Values they return write a space as "+", as HTML
// forms (application/x-www-form-urlencoded) do. RFC 2396 gives "+" no
// such meaning: without the option, "+" is a "+" (section 3.4 reserves
// it, so Values write a "+" of data as "%2B" in either case).
func FormEncoding() Option { return option{kind: formOption} }

// RequireHost is a policy for Parse and ParseAbsolute: the reference must
// have an authority that is a server with a host (a hostname, an
// IPv4address or an IPv6 literal, section 3.2.2). A relative reference
// without an authority, an opaque URI ("mailto:a@b"), an empty server
// ("file:///x") and a registry name ("a_b") break it, with a
// *PolicyError. In RFC 3986 (syntax.RFC3986) every authority has a host,
// a reg-name ("a_b") among them: the policy asks that it not be empty.
func RequireHost() Option { return option{kind: requireHostOption} }

// Schemes is a policy for Parse and ParseAbsolute: the reference must have
// one of the schemes named, compared without regard to case (section
// 3.1), so that a reference without a scheme breaks it too, with a
// *PolicyError. Each name must be a scheme (section 3.1's rule), and one
// at least must be given; otherwise the functions given the option return
// a *syntax.OptionError. Several Schemes options must all hold.
func Schemes(names ...string) Option {
	o := option{kind: schemesOption, none: len(names) == 0}
	var ok []string
	for _, n := range names {
		if parser.ValidateRule(syntax.Scheme, n) != nil {
			if o.bad == "" {
				o.bad = n
			}
			continue
		}
		ok = append(ok, strings.ToLower(n))
	}
	o.schemes = strings.Join(ok, ",")
	return o
}

// config is what a function's options give.
type config struct {
	syntax   syntax.Syntax
	form     bool
	policies []option
}

// readConfig returns the settings of opts, for a function that takes the
// options of the kinds given, or a *syntax.OptionError.
func readConfig(opts []Option, takes ...optionKind) (config, error) {
	var cfg config
	var err error
	cfg.syntax, err = syntax.Read(opts, func(o Option) string {
		op, ok := o.(option)
		if !ok || !slices.Contains(takes, op.kind) {
			return "this function does not take it"
		}
		if why := op.why(); why != "" {
			return why
		}
		if op.kind == formOption {
			cfg.form = true
		} else {
			cfg.policies = append(cfg.policies, op)
		}
		return ""
	})
	return cfg, err
}

// check returns a *PolicyError for the first policy of cfg that the
// reference c breaks.
func (cfg *config) check(c *parts.Components) error {
	for _, p := range cfg.policies {
		if why, off := p.broken(c); why != "" {
			return &PolicyError{Input: c.Text, Offset: off, Policy: p, Why: why}
		}
	}
	return nil
}

// broken returns what the reference c lacks for the policy o, and the
// offset of what breaks it, or "" when it holds. The text never quotes
// the authority, whose userinfo may hold a password.
func (o option) broken(c *parts.Components) (string, int) {
	switch o.kind {
	case requireHostOption:
		switch {
		case c.Host.Defined() && c.Host.End > c.Host.Start:
			return "", 0
		case c.Opaque:
			return "it is an opaque URI, which has no authority (section 3)", c.Path.Start
		case !c.Authority.Defined():
			return "it has no authority", c.Path.Start
		case c.Host.Defined():
			return "its host is an empty reg-name (RFC 3986, section 3.2.2)", c.Host.Start
		case c.Server:
			return "its authority is an empty server, without a host (section 3.2.2)", c.Authority.Start
		}
		return "its authority is a registry name (reg_name, section 3.2.1), not a server with a host", c.Authority.Start
	case schemesOption:
		scheme, ok := c.Get(c.Scheme)
		if !ok {
			return "it has no scheme", 0
		}
		if slices.Contains(strings.Split(o.schemes, ","), strings.ToLower(scheme)) {
			return "", 0
		}
		return fmt.Sprintf("its scheme %q is not one of them", scheme), 0
	}
	return "", 0
}

// A PolicyError reports a valid reference that breaks a policy given to
// Parse or ParseAbsolute (RequireHost, Schemes). It is a
// parser.InputError.
type PolicyError struct {
	Input  string // the reference, raw: it may hold a password
	Offset int    // where in Input the reference breaks the policy: its scheme's, its authority's or its path's start
	Policy Option // the option broken, such as RequireHost(); == to the option given
	Why    string // what the reference lacks; it never shows a password
}

// Error returns a message such as
//
//	rfc2396: "ftp://u:xxxxx@h/" breaks uri.Schemes("http", "https"): its scheme "ftp" is not one of them
//
// The reference is shown as Redacted shows it.
func (e *PolicyError) Error() string {
	return fmt.Sprintf("rfc2396: %q breaks %v: %s", redact.String(e.Input), e.Policy, e.Why)
}

// RawError is Error with the reference as given, which may show a
// password: for a caller that asked for the raw input.
func (e *PolicyError) RawError() string {
	return fmt.Sprintf("rfc2396: %q breaks %v: %s", e.Input, e.Policy, e.Why)
}

// Where returns the reference and Offset, as given with raw, and
// otherwise as Redacted has them, with the rule of what breaks the
// policy: syntax.Scheme for Schemes, syntax.Authority for RequireHost.
func (e *PolicyError) Where(raw bool) parser.Position {
	r := e
	if !raw {
		r = e.Redacted()
	}
	rule := syntax.Authority
	if op, ok := e.Policy.(option); ok && op.kind == schemesOption {
		rule = syntax.Scheme
	}
	return parser.Position{Input: r.Input, Offset: r.Offset, Rule: rule}
}

// Redacted returns a copy of the error whose Input has the password of
// its userinfo hidden, as Reference.Redacted hides it, and whose Offset
// is moved to the same place in that text.
func (e *PolicyError) Redacted() *PolicyError {
	r := *e
	t := redact.Of(e.Input, syntax.URIReference)
	r.Input = t.String()
	r.Offset = t.Offset(min(max(e.Offset, 0), len(e.Input)))
	return &r
}
