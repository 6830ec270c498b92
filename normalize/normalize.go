// Package normalize rewrites a URI reference into a normal form, and tells
// whether two references are equivalent, by the rules of RFC 2396 sections
// 6, 3.1 and 2.3, or of RFC 3986 section 6.2 in syntax.RFC3986.
//
// [Normalize] returns the normal form of a string and [Equal] compares two
// by theirs; [Components] normalizes a reference already split
// (parser.Split) without splitting it again; [Reference] normalizes a
// parsed tree; a [Normalizer], made once by [New], normalizes many
// references with the same options. docs/normalize.md, in the
// repository, gives every rule in full, with its section in each RFC.
//
// Each rule is a [Rules] bit. [Default] is exactly what RFC 2396 sections
// 6 and 2.3 give: [LowerScheme] (3.1), [LowerHost] (a hostname, 6),
// [DropPort] (an empty port, or the scheme's default compared as a
// number, 3.2.2), [DecodeUnreserved] ("%7e" is "~" in every component,
// 2.3) and [UpperHex] ("%2f" is "%2F", 2.4.1). Reserved characters and
// their escapes are never touched: "%2F" is not "/" (2.2). The default
// ports are one table, [DefaultPorts], which the option [Ports] extends.
// Default decides nothing scheme-specific: "http://a" and "http://a/"
// stay different, a reg_name keeps its case, and so does a query.
//
// The other rules are added to it, as With(Default | EmptyPathSlash |
// SortQuery | DropFragment) makes "HTTP://A?b=2&a=1#x" into
// "http://a/?a=1&b=2": [RemoveDotSegments] (an absolute path's, as
// section 5.2 step 6 removes them when it resolves), [EmptyPathSlash]
// (the empty path of http and https written "/"), [SortQuery] (the
// query's "&"-separated pairs sorted stably by key) and [DropFragment].
//
// In syntax.RFC3986 the same rules read RFC 3986's components and its
// unreserved set (ALPHA DIGIT "-" "." "_" "~": "%21" stays), LowerHost
// lowers every host, a reg-name too, and the default is [RFC3986Default],
// which adds remove_dot_segments (5.2.4) and the http and https empty
// path, as sections 6.2.2 and 6.2.3 do.
//
// Under any rules the result is a valid reference, and normalizing it
// again changes nothing. Every rule has a name for the command line
// ([RuleByName], [RuleNames], [RuleFlag]).
//
// # Options
//
// The functions take [With], [Ports] and a syntax.Syntax, over the
// module's default reading (syntax.Default), in which a host may be an
// IPv6 literal, whose hex digits LowerHost writes in lower case, and
// "?y" is read. An invalid option gets a *syntax.OptionError, RFC3986
// with a syntax of RFC 2396 among them, and an invalid reference a
// *parser.Error; a hand-built tree or components that no parser builds
// are an error, never a panic.
package normalize

import (
	"bytes"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/internal/charset"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// Rules is a set of normalization rules.
type Rules uint

// The rules. Each has a name for the command line (RuleByName): the Go
// name in lower case, its words joined with "-", such as "lower-scheme".
// Sections are RFC 2396's; docs/normalize.md gives RFC 3986's.
const (
	LowerScheme       Rules = 1 << iota // the scheme in lower case (3.1)
	LowerHost                           // the host in lower case: a hostname (6); in RFC 3986 every host
	DropPort                            // no default or empty port (3.2.2, 6)
	DecodeUnreserved                    // decode escapes of the syntax's unreserved characters (2.3)
	UpperHex                            // upper-case hex digits in the other escapes
	RemoveDotSegments                   // remove "." and ".." from an absolute path (5.2 step 6); not in Default
	EmptyPathSlash                      // an empty path as "/" in http and https (RFC 2616 3.2.3); not in Default
	SortQuery                           // the query's pairs sorted by key; in neither default
	DropFragment                        // no fragment; in neither default

	// Default is what sections 6 and 2.3 make equivalent.
	Default = LowerScheme | LowerHost | DropPort | DecodeUnreserved | UpperHex

	// RFC3986Default is what RFC 3986 sections 6.2.2 and 6.2.3 make
	// equivalent: the rules in syntax.RFC3986 when With gives none.
	RFC3986Default = Default | RemoveDotSegments | EmptyPathSlash

	allRules Rules = 1<<len(ruleNames) - 1
)

// ruleNames are the names of the rules, in the order of their bits: the
// Go name (String) and the name for the command line (RuleByName, Names).
var ruleNames = [...]struct{ goName, name string }{
	{"LowerScheme", "lower-scheme"},
	{"LowerHost", "lower-host"},
	{"DropPort", "drop-port"},
	{"DecodeUnreserved", "decode-unreserved"},
	{"UpperHex", "upper-hex"},
	{"RemoveDotSegments", "remove-dot-segments"},
	{"EmptyPathSlash", "empty-path-slash"},
	{"SortQuery", "sort-query"},
	{"DropFragment", "drop-fragment"},
}

// String returns the rules' Go names joined with "|", such as
// "LowerScheme|DropPort", "0" for none, or "Rules(0x40)" for a value
// with bits that no constant has.
func (r Rules) String() string {
	if r&^allRules != 0 {
		return fmt.Sprintf("Rules(%#x)", uint(r))
	}
	if r == 0 {
		return "0"
	}
	var names []string
	for i, n := range ruleNames {
		if r&(1<<i) != 0 {
			names = append(names, n.goName)
		}
	}
	return strings.Join(names, "|")
}

// Names returns the command-line names of the rules in r, in the order of
// RuleNames, such as ["lower-scheme" "drop-port"]; nil for none. Bits that
// no constant has have no name and are left out.
func (r Rules) Names() []string {
	var names []string
	for i, n := range ruleNames {
		if r&(1<<i) != 0 {
			names = append(names, n.name)
		}
	}
	return names
}

// RuleNames returns the command-line name of every rule, in the order of
// their bits: "lower-scheme", "lower-host", "drop-port",
// "decode-unreserved", "upper-hex", "remove-dot-segments",
// "empty-path-slash", "sort-query", "drop-fragment".
func RuleNames() []string { return allRules.Names() }

// A RuleFlag is a flag.Value for a repeatable flag, such as a command's
// --rule NAME, that adds the rule RuleByName(NAME) to *Rules. Its String
// is the command-line names of *Rules, joined by ",".
type RuleFlag struct{ Rules *Rules }

// String returns the command-line names of *Rules, joined by ",".
func (f RuleFlag) String() string {
	if f.Rules == nil {
		return ""
	}
	return strings.Join(f.Rules.Names(), ",")
}

// Set adds the rule whose command-line name is name, or says that there
// is none, naming the rules.
func (f RuleFlag) Set(name string) error {
	r, ok := RuleByName(name)
	if !ok {
		return fmt.Errorf("no such rule; the rules are %s", strings.Join(RuleNames(), ", "))
	}
	*f.Rules |= r
	return nil
}

// RuleByName returns the rule whose command-line name is name, such as
// RemoveDotSegments for "remove-dot-segments", and false when no rule
// has that name. Names are matched exactly, in lower case.
func RuleByName(name string) (Rules, bool) {
	for i, n := range ruleNames {
		if n.name == name {
			return 1 << i, true
		}
	}
	return 0, false
}

// defaultPorts is the table of default ports: the schemes of RFC 1738
// (section 3.2.2 leaves the defaults to each scheme) that name a port,
// https (RFC 2818), and ws and wss (RFC 6455 section 3).
var defaultPorts = map[string]int{
	"ftp":      21,
	"gopher":   70,
	"http":     80,
	"https":    443,
	"nntp":     119,
	"prospero": 1525,
	"telnet":   23,
	"wais":     210,
	"ws":       80,
	"wss":      443,
}

// DefaultPorts returns a copy of the table of default ports, by lower-case
// scheme: ftp 21, gopher 70, http 80, https 443, nntp 119, prospero 1525,
// telnet 23, wais 210, ws 80 and wss 443. The option Ports extends it. It
// is the module's one table of default ports: the command line's check
// --warn reads it too.
func DefaultPorts() map[string]int { return maps.Clone(defaultPorts) }

// DefaultPort returns the default port of scheme, in any case, from the
// table DefaultPorts copies, and whether it has one: a look-up without
// the copy.
func DefaultPort(scheme string) (int, bool) {
	p, ok := defaultPorts[strings.ToLower(scheme)]
	return p, ok
}

// An Option changes how a reference is read and normalized: a
// syntax.Syntax, With or Ports.
type Option = syntax.NormalizeOption

// rulesOption is the option With.
type rulesOption struct {
	syntax.NormalizeOption
	rules Rules
}

// String returns the option as Go code would write it, such as
// "normalize.With(LowerScheme|LowerHost)".
func (o rulesOption) String() string { return "normalize.With(" + o.rules.String() + ")" }

// portsOption is the option Ports.
type portsOption struct {
	syntax.NormalizeOption
	ports map[string]int
}

// String returns the option as fmt writes a map, such as
// "normalize.Ports(map[ldap:389])". A key that is not a scheme is shown
// with the password it may hold hidden (its rule is not known).
func (o portsOption) String() string {
	var b strings.Builder
	b.WriteString("normalize.Ports(map[")
	for i, k := range slices.Sorted(maps.Keys(o.ports)) {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%s:%d", redact.Of(k, "").String(), o.ports[k])
	}
	b.WriteString("])")
	return b.String()
}

// With applies exactly the rules r instead of Default. To add a rule to
// the default ones, write With(Default | RemoveDotSegments). A value with
// bits that no constant has makes the functions given it return a
// *syntax.OptionError.
func With(r Rules) Option { return rulesOption{rules: r} }

// Ports adds the default ports of m to the table, or replaces them. A
// scheme is matched without regard to case. A key that is not a scheme
// (section 3.1), or a port outside 0 to 65535, makes the functions given
// the option return a *syntax.OptionError. The map is copied: changing it
// afterwards changes nothing.
func Ports(m map[string]int) Option { return portsOption{ports: maps.Clone(m)} }

type config struct {
	syntax     syntax.Syntax
	rules      Rules
	ports      map[string]int // nil: defaultPorts
	unreserved charset.Set    // the syntax's unreserved characters
}

// configOf returns the settings of opts, over the defaults: the module's
// syntax and the rules Default, or RFC3986Default in syntax.RFC3986.
func configOf(opts []Option) (config, error) {
	cfg := config{rules: Default}
	with := false
	var err error
	cfg.syntax, err = syntax.Read(opts, func(o Option) string {
		switch o := o.(type) {
		case rulesOption:
			if o.rules&^allRules != 0 {
				return "the rules have bits that no constant of normalize.Rules has"
			}
			cfg.rules, with = o.rules, true
		case portsOption:
			if why := checkPorts(o.ports); why != "" {
				return why
			}
			if cfg.ports == nil {
				cfg.ports = DefaultPorts()
			}
			for s, p := range o.ports {
				cfg.ports[strings.ToLower(s)] = p
			}
		default:
			return "this function does not take it"
		}
		return ""
	})
	if cfg.ports == nil {
		cfg.ports = defaultPorts
	}
	cfg.unreserved = charset.Unreserved
	if cfg.syntax.IsRFC3986() {
		cfg.unreserved = charset.RFC3986Unreserved
		if !with {
			cfg.rules = RFC3986Default
		}
	}
	return cfg, err
}

// checkPorts says why the table m cannot be taken, or "".
func checkPorts(m map[string]int) string {
	for _, s := range slices.Sorted(maps.Keys(m)) {
		if parser.ValidateRule(syntax.Scheme, s) != nil {
			return fmt.Sprintf("%q is not a scheme (section 3.1)", redact.Of(s, "").String())
		}
		if p := m[s]; p < 0 || p > 0xffff {
			return fmt.Sprintf("the port %d of %q is not a number from 0 to 65535", p, s)
		}
	}
	return ""
}

// Normalize reads s as a URI reference (parser.Split) and returns its
// normal form. On failure the error is a *parser.Error, or a
// *syntax.OptionError for an invalid option. To normalize many references
// with the same options, make a [Normalizer] once.
func Normalize(s string, opts ...Option) (string, error) {
	n, err := New(opts...)
	if err != nil {
		return "", err
	}
	return n.Normalize(s)
}

// Components makes dst the components of the normal form of c, the
// components of a reference that parser.Split gave in the syntax of
// opts: what [Normalize] does, without writing c out and reading it
// again. dst may be c. An invalid option gets a *syntax.OptionError.
// See [Normalizer.Components] for the errors of c.
func Components(dst, c *parts.Components, opts ...Option) error {
	n, err := New(opts...)
	if err != nil {
		return err
	}
	return n.Components(dst, c)
}

// A Normalizer normalizes references with the options it was made with,
// read once: what [Normalize] does, without reading its options for each
// reference. It is safe for use by several goroutines at once.
type Normalizer struct {
	cfg config
}

// New returns a Normalizer with the options opts, or a
// *syntax.OptionError for an invalid one.
func New(opts ...Option) (*Normalizer, error) {
	cfg, err := configOf(opts)
	if err != nil {
		return nil, err
	}
	return &Normalizer{cfg}, nil
}

// Normalize reads s as a URI reference (parser.Split) and returns its
// normal form. On failure the error is a *parser.Error.
func (n *Normalizer) Normalize(s string) (string, error) {
	c, err := parser.Split(s, n.cfg.syntax)
	if err != nil {
		return "", err
	}
	if err := n.cfg.normalize(&c, &c, n.cfg.syntax, false); err != nil {
		return "", err
	}
	return c.Text, nil
}

// Components makes dst the components of the normal form of c, as
// parser.Split would split it: Normalize for a reference already split,
// which it neither writes out nor reads again. dst may be c; c is not
// changed otherwise.
//
// c must be what parser.Split gave in the Normalizer's syntax, whose
// characters Components does not check again. Components whose spans do
// not lay out their text (parts.Components.CheckSpans) get an error
// wrapping parts.ErrSpans, and components that the other grammar gives
// (an opaque part, or a reg_name authority, in syntax.RFC3986; a
// reg-name or IPvFuture host in RFC 2396's syntaxes) an error that says
// so: normalizing them by the other RFC's rules would be a silent
// choice. A nil dst or c is an error too. dst is then not changed.
func (n *Normalizer) Components(dst, c *parts.Components) error {
	if dst == nil || c == nil {
		return errors.New("rfc2396: normalize: nil components")
	}
	if err := c.CheckSpans(); err != nil {
		return fmt.Errorf("rfc2396: normalize: %w", err)
	}
	if why := n.cfg.foreign(c); why != "" {
		return fmt.Errorf("rfc2396: normalize: the components are not read in %v: %s", n.cfg.syntax, why)
	}
	return n.cfg.normalize(dst, c, n.cfg.syntax, false)
}

// foreign says why c cannot be components that the syntax of cfg reads,
// or "".
func (cfg *config) foreign(c *parts.Components) string {
	if cfg.syntax.IsRFC3986() {
		switch {
		case c.Opaque:
			return "RFC 3986 has no opaque part"
		case c.Authority.Defined() && !c.Server:
			return "in RFC 3986 every authority is a server"
		case c.Server && !c.Host.Defined():
			return "in RFC 3986 a server's host is defined"
		case c.HostKind == parts.Hostname:
			return "RFC 3986 has no hostname rule (its reg-name is the host)"
		}
		return ""
	}
	switch c.HostKind {
	case parts.RegName, parts.IPvFuture:
		return "RFC 2396 has no " + c.HostKind.String() + " host (RFC 3986 has)"
	}
	return ""
}

// Equal reports whether a and b are equivalent: whether they have the
// same normal form under the same options. On failure to read either, the
// error is a *parser.Error, or a *syntax.OptionError for an invalid
// option, such as syntax.RFC3986 with a syntax of RFC 2396.
func Equal(a, b string, opts ...Option) (bool, error) {
	n, err := New(opts...)
	if err != nil {
		return false, err
	}
	na, err := n.Normalize(a)
	if err != nil {
		return false, err
	}
	nb, err := n.Normalize(b)
	if err != nil {
		return false, err
	}
	return na == nb, nil
}

// Reference returns the normal form of the parsed reference ref. The tree
// is not changed. It reads the tree with parser.SplitTree: a nil tree, or
// one that no parser builds (a typed nil node, a node whose text is not
// its rule's), gets an error wrapping parser.ErrMalformedTree, never a
// panic. A tree that holds an IPv6 literal, or is a query-only reference,
// is read in the syntax that allows it. An invalid option gets a
// *syntax.OptionError; so does syntax.RFC3986, since package ast's trees
// are RFC 2396's.
func Reference(ref *ast.URIReference, opts ...Option) (string, error) {
	cfg, err := configOf(opts)
	if err != nil {
		return "", err
	}
	c, err := parser.SplitTree(ref, cfg.syntax)
	if err != nil {
		return "", fmt.Errorf("rfc2396: normalize: %w", err)
	}
	if err := cfg.normalize(&c, &c, cfg.syntax, true); err != nil {
		return "", err
	}
	return c.Text, nil
}

// normalize makes dst the components of the normal form of c, a
// reference read in the syntax syn, or, for a tree (SplitTree), in syn
// or in the syntax that allows its IPv6 literal or its query-only form.
func (cfg *config) normalize(dst, c *parts.Components, syn syntax.Syntax, tree bool) error {
	var orig parts.Components
	if tree {
		orig = *c // c is dst
	}
	if !cfg.write(dst, c) {
		return nil
	}
	if tree {
		if got, err := parser.Split(orig.Text, syn); err != nil || got != orig {
			syn = syntax.RFC2732 | syntax.QueryOnly // as SplitTree read it
		}
	}
	// Decoding made a host of another rule: a reg_name a server ("//%41"
	// is the hostname "A"), or a reg-name an IPv4address ("//%31.2.3.4").
	// Read the result again, as the parser reads it, and normalize that.
	c2, err := parser.Split(dst.Text, syn)
	if err != nil {
		// Decoding unreserved characters keeps a reference valid; this
		// cannot happen, but a wrong result must not pass silently.
		return fmt.Errorf("rfc2396: normalize: the normal form is not a URI reference: %w", err)
	}
	cfg.write(dst, &c2)
	return nil
}

// write makes dst the normal form of the components c, written out as
// section 5.2 step 7 recombines them, and reports whether decoding may
// have made a host of another rule, which the parser must read again.
// dst may be c.
func (cfg *config) write(dst, c *parts.Components) (again bool) {
	v := c.Recomposition()
	orig := v
	opaque := c.Opaque
	if v.Scheme.Defined && cfg.rules&LowerScheme != 0 {
		v.Scheme.Text = strings.ToLower(v.Scheme.Text)
	}
	var srv server
	if v.Authority.Defined {
		if c.Server {
			srv = cfg.server(c, v.Scheme.Text)
			v.Authority.Text, again = srv.text, srv.again
		} else {
			n := cfg.escapes(v.Authority.Text)
			again = n != v.Authority.Text
			v.Authority.Text = n
		}
	}
	v.Path = cfg.escapes(v.Path)
	if !opaque && cfg.rules&RemoveDotSegments != 0 {
		if p := cfg.removeDots(v.Scheme.Defined, v.Path); parts.Check(v.Scheme.Defined, v.Authority.Defined, p) == parts.PathOK {
			v.Path = p
		}
	}
	if cfg.rules&EmptyPathSlash != 0 && v.Path == "" && v.Authority.Defined && emptyPathIsSlash(v.Scheme.Text) {
		v.Path = "/"
	}
	if v.Query.Defined {
		v.Query.Text = cfg.escapes(v.Query.Text)
		if cfg.rules&SortQuery != 0 {
			v.Query.Text = sortQuery(v.Query.Text, cfg.unreserved)
		}
	}
	if cfg.rules&DropFragment != 0 {
		v.Fragment = parts.Value{}
	} else if v.Fragment.Defined {
		v.Fragment.Text = cfg.escapes(v.Fragment.Text)
	}
	if v.Scheme == orig.Scheme && v.Authority == orig.Authority && v.Path == orig.Path && v.Query == orig.Query && v.Fragment == orig.Fragment {
		if dst != c {
			*dst = *c // already in normal form, as most are
		}
		return again
	}
	isServer := c.Server && v.Authority.Defined
	dst.Recompose(&v, nil)
	dst.Opaque = opaque // the path of an opaque_part keeps its first character
	if isServer {
		at := dst.Authority.Start
		dst.Userinfo, dst.Host, dst.Port = srv.userinfo.shift(at), srv.host.shift(at), srv.port.shift(at)
		dst.HostKind, dst.Server = srv.kind, true
	}
	return again
}

// A server is the normal form of a server authority, with the spans of
// its parts from the authority's start.
type server struct {
	text                 string
	userinfo, host, port span
	kind                 parts.HostKind
	again                bool // decoding may have made the host of another rule
}

// A span is a parts.Span from the start of an authority.
type span parts.Span

// shift returns s at the offset at of a text.
func (s span) shift(at int) parts.Span {
	if s.Start < 0 {
		return parts.Undefined
	}
	return parts.Span{Start: s.Start + at, End: s.End + at}
}

// server returns the normal form of c's server authority, as section
// 3.2.2 writes one: [ userinfo "@" ] host [ ":" port ].
func (cfg *config) server(c *parts.Components, scheme string) server {
	s := server{userinfo: span(parts.Undefined), host: span(parts.Undefined), port: span(parts.Undefined), kind: c.HostKind}
	u, hasUserinfo := c.Get(c.Userinfo)
	userinfo := cfg.escapes(u)
	h, hasHost := c.Get(c.Host)
	host := h
	if c.HostKind == parts.RegName {
		// RFC 3986's reg-name, the one host that holds escapes: decoded,
		// it may read as an IPv4address.
		host = cfg.escapes(h)
		s.again = host != h && strings.Trim(host, "0123456789.") == ""
	}
	if cfg.rules&LowerHost != 0 {
		// Every host: a hostname, an IP literal's hex digits, and in RFC
		// 3986 a reg-name, less the hex digits of its escapes.
		host = lowerHost(host)
	}
	p, hasPort := c.Get(c.Port)
	keepPort := hasPort && !cfg.dropPort(p, scheme)
	if userinfo == u && host == h && keepPort == hasPort {
		s.text = c.Of(c.Authority) // unchanged
	} else {
		var b strings.Builder
		b.Grow(len(c.Of(c.Authority)))
		if hasUserinfo {
			b.WriteString(userinfo)
			b.WriteByte('@')
		}
		b.WriteString(host)
		if keepPort {
			b.WriteByte(':')
			b.WriteString(p)
		}
		s.text = b.String()
	}
	at := 0
	if hasUserinfo {
		s.userinfo = span{0, len(userinfo)}
		at = len(userinfo) + 1
	}
	if hasHost {
		s.host = span{at, at + len(host)}
		at += len(host)
	}
	if keepPort {
		s.port = span{at + 1, at + 1 + len(p)}
	}
	return s
}

// dropPort reports whether DropPort drops the port p of a server of the
// scheme: an empty port, or the scheme's default compared as a number.
func (cfg *config) dropPort(p, scheme string) bool {
	if cfg.rules&DropPort == 0 {
		return false
	}
	if p == "" {
		return true
	}
	def, ok := cfg.ports[strings.ToLower(scheme)]
	n, valid := (&ast.Port{Extent: ast.Extent{Text: p}}).Number()
	return ok && valid && n == def
}

// removeDots returns the path p, of a reference with a scheme or not,
// with its dot segments removed as the syntax's resolution removes them:
// in RFC 2396, those of an absolute path (section 5.2 step 6); in RFC
// 3986, by remove_dot_segments (section 5.2.4), of every path that
// section 5.2.2 gives it, a URI's and an absolute path. A relative path
// of a reference without a scheme is returned as it is: what its dot
// segments mean depends on the base.
func (cfg *config) removeDots(scheme bool, p string) string {
	if !cfg.syntax.IsRFC3986() {
		return parts.RemoveDotSegments(p)
	}
	if !scheme && !strings.HasPrefix(p, "/") {
		return p
	}
	return removeDotSegments(p)
}

// removeDotSegments is remove_dot_segments of RFC 3986 section 5.2.4,
// step by step, on the input buffer in and an output buffer. It returns
// p itself when p has no dot segment.
func removeDotSegments(p string) string {
	if !hasDotSegment(p) {
		return p
	}
	in := p
	out := make([]byte, 0, len(p))
	for in != "" {
		switch {
		// A: a prefix "../" or "./" removed.
		case strings.HasPrefix(in, "../"):
			in = in[3:]
		case strings.HasPrefix(in, "./"):
			in = in[2:]
		// B: a prefix "/./" or "/." (a complete segment) replaced by "/".
		case strings.HasPrefix(in, "/./"):
			in = in[2:]
		case in == "/.":
			in = "/"
		// C: a prefix "/../" or "/.." replaced by "/", and the last
		// segment of the output removed with the "/" before it.
		case strings.HasPrefix(in, "/../"), in == "/..":
			if in == "/.." {
				in = "/"
			} else {
				in = in[3:]
			}
			out = out[:max(0, bytes.LastIndexByte(out, '/'))]
		// D: "." or ".." alone removed.
		case in == "." || in == "..":
			in = ""
		// E: the first segment, with its "/", moved to the output.
		default:
			i := strings.IndexByte(in[1:], '/') + 1
			if i == 0 {
				i = len(in)
			}
			out, in = append(out, in[:i]...), in[i:]
		}
	}
	return string(out)
}

// hasDotSegment reports whether the path p has a segment "." or "..".
func hasDotSegment(p string) bool {
	for s := range strings.SplitSeq(p, "/") {
		if s == "." || s == ".." {
			return true
		}
	}
	return false
}

// emptyPathIsSlash reports whether EmptyPathSlash writes an empty path of
// the scheme as "/": http (RFC 2616 section 3.2.3) and https (RFC 2818
// section 2.4), matched without regard to case (section 3.1).
func emptyPathIsSlash(scheme string) bool {
	return strings.EqualFold(scheme, "http") || strings.EqualFold(scheme, "https")
}

// sortQuery returns the query q with its pairs, split at "&", in the
// order of their keys (SortQuery), whose escapes of the characters in
// unreserved are decoded; q itself when they are in order already, which
// a query without "&" always is.
func sortQuery(q string, unreserved charset.Set) string {
	prev, sorted := "", true
	for p := range strings.SplitSeq(q, "&") {
		k := queryKey(p, unreserved)
		if k < prev {
			sorted = false
			break
		}
		prev = k
	}
	if sorted {
		return q
	}
	pairs := make([]queryPair, 0, strings.Count(q, "&")+1)
	for p := range strings.SplitSeq(q, "&") {
		pairs = append(pairs, queryPair{queryKey(p, unreserved), p})
	}
	slices.SortStableFunc(pairs, func(a, b queryPair) int { return strings.Compare(a.key, b.key) })
	var b strings.Builder
	b.Grow(len(q))
	for i, p := range pairs {
		if i > 0 {
			b.WriteByte('&')
		}
		b.WriteString(p.text)
	}
	return b.String()
}

// A queryPair is the text of one pair of a query and its key.
type queryPair struct{ key, text string }

// queryKey returns the key of a query's pair p, by which SortQuery sorts:
// its text up to the first "=", or all of it, with its escapes as Default
// writes them (those of unreserved decoded), so that the order does not
// depend on how the escapes are written.
func queryKey(p string, unreserved charset.Set) string {
	k, _, _ := strings.Cut(p, "=")
	return escapes(k, unreserved, true, true)
}

// escapes applies DecodeUnreserved and UpperHex of cfg's rules to the
// escapes of s.
func (cfg *config) escapes(s string) string {
	return escapes(s, cfg.unreserved, cfg.rules&DecodeUnreserved != 0, cfg.rules&UpperHex != 0)
}

// escapes decodes, when decode is set, the escapes of s of the
// characters in unreserved, and writes, when upper is set, the hex digits
// of the others in upper case. It returns s itself when that changes
// nothing.
func escapes(s string, unreserved charset.Set, decode, upper bool) string {
	if !decode && !upper || strings.IndexByte(s, '%') < 0 {
		return s
	}
	var b []byte // nil until an escape changes
	for i := 0; i < len(s); i++ {
		c, ok := escape.Octet(s, i)
		if !ok {
			if b != nil {
				b = append(b, s[i])
			}
			continue
		}
		hi, lo := s[i+1], s[i+2]
		decoded := decode && unreserved.Contains(c)
		if b == nil {
			if !decoded && (!upper || toUpper(hi) == hi && toUpper(lo) == lo) {
				i += 2
				continue
			}
			b = append(make([]byte, 0, len(s)), s[:i]...)
		}
		if decoded {
			b = append(b, c)
		} else if upper {
			b = append(b, '%', toUpper(hi), toUpper(lo))
		} else {
			b = append(b, '%', hi, lo)
		}
		i += 2
	}
	if b == nil {
		return s
	}
	return string(b)
}

// lowerHost returns the host s with its ASCII letters in lower case but
// the hex digits of its escapes, which UpperHex writes; s itself when
// that changes nothing.
func lowerHost(s string) string {
	var b []byte // nil until a letter changes
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '%' && i+2 < len(s) {
			if b != nil {
				b = append(b, s[i:i+3]...)
			}
			i += 2
			continue
		}
		if 'A' <= c && c <= 'Z' {
			if b == nil {
				b = append(make([]byte, 0, len(s)), s[:i]...)
			}
			c += 'a' - 'A'
		}
		if b != nil {
			b = append(b, c)
		}
	}
	if b == nil {
		return s
	}
	return string(b)
}

func toUpper(c byte) byte {
	if 'a' <= c && c <= 'f' {
		return c - 'a' + 'A'
	}
	return c
}
