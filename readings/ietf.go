package readings

import (
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

// ietf returns the reading of ref in the syntax syn of RFC 2396 or RFC
// 3986, named name.
func ietf(name, ref string, o Options, syn syntax.Syntax) Reading {
	r := Reading{Name: name, Values: make([]Value, numFields), spec: rfc2396Section}
	if syn.IsRFC3986() {
		r.spec = rfc3986Section
	}
	c, err := parser.Split(ref, syn)
	if err != nil {
		r.Error, r.hidden = inputFailure(err, o.RawErrors), inputFailure(err, false)
		return r
	}
	r.Valid = true
	r.opaque = c.Opaque
	r.regName = c.Authority.Start >= 0 && !c.Server
	r.Values[Scheme] = span(&c, c.Scheme)
	r.Values[Authority] = span(&c, c.Authority)
	r.Values[Userinfo] = span(&c, c.Userinfo)
	r.Values[Host] = span(&c, c.Host)
	r.kind = kindOf(c.HostKind)
	r.Values[HostKind] = Value{State: Undefined}
	if r.kind != "" {
		r.Values[HostKind] = Value{State: Defined, Text: r.kind}
	}
	r.Values[Port] = span(&c, c.Port)
	r.Values[Path] = span(&c, c.Path)
	r.Values[Query] = span(&c, c.Query)
	r.Values[Fragment] = span(&c, c.Fragment)
	if o.Base == "" {
		r.Values[Resolved] = Value{State: Absent}
	} else {
		r.Values[Resolved] = result(resolve.String(o.Base, ref, syn))
	}
	r.Values[Normal] = result(normalize.Normalize(ref, syn))
	return r
}

// span returns the component at s as a Value.
func span(c *parts.Components, s parts.Span) Value {
	if t, ok := c.Get(s); ok {
		return Value{State: Defined, Text: t}
	}
	return Value{State: Undefined}
}

// result returns what a function of the module gave as a Value: an
// *syntax.OptionError, which says that the function does not read the
// syntax, is Unsupported. An error's text hides the password, as every
// error of the module's does.
func result(s string, err error) Value {
	if err == nil {
		return Value{State: Defined, Text: s}
	}
	if _, ok := errorsAs[*syntax.OptionError](err); ok {
		return Value{State: Unsupported, Text: err.Error()}
	}
	return Value{State: Failed, Text: err.Error()}
}

// inputFailure returns the Failure of a parse error: where the input
// fails, as given with raw, else with its password hidden.
func inputFailure(err error, raw bool) *Failure {
	f := &Failure{Offset: -1, Message: err.Error()}
	if raw {
		if e, ok := err.(interface{ RawError() string }); ok {
			f.Message = e.RawError()
		}
	}
	if ie, ok := errorsAs[parser.InputError](err); ok {
		p := ie.Where(raw)
		f.Offset, f.Rule = p.Offset, string(p.Rule)
	}
	return f
}

// kindOf returns the host kind of the vocabulary.
func kindOf(k parts.HostKind) string {
	switch k {
	case parts.IPv4Address:
		return "ipv4"
	case parts.IPv6Reference:
		return "ipv6"
	case parts.IPvFuture:
		return "ipvfuture"
	case parts.Hostname, parts.RegName:
		return "name"
	}
	return ""
}

// rfc2396Section returns the section of RFC 2396 (or of RFC 2732, for
// an IPv6 literal) that gives r its value of f.
func rfc2396Section(r *Reading, f Field) string {
	const rfc = "RFC 2396 section "
	switch f {
	case Valid:
		switch {
		case r.Error != nil:
			return ruleSection(r.Error.Rule, false) + " (" + r.Error.Rule + ")"
		case r.kind == "ipv6":
			return "RFC 2732 section 3 (ipv6reference)"
		case r.Name == "default" && r.Value(Path).Text == "" && r.Value(Scheme).State == Undefined && r.Value(Authority).State == Undefined && r.Value(Query).State == Defined:
			return `RFC 2396 Appendix C ("?y")`
		}
		return "RFC 2396 Appendix A"
	case Scheme:
		return rfc + "3.1"
	case Authority, Host, HostKind, Userinfo, Port:
		switch {
		case r.regName:
			return rfc + "3.2.1 (reg_name)"
		case r.kind == "ipv6" && (f == Host || f == HostKind):
			return "RFC 2732 section 3 (ipv6reference)"
		case f == Authority:
			return rfc + "3.2"
		}
		return rfc + "3.2.2"
	case Path, Query:
		switch {
		case r.opaque:
			return rfc + "3 (opaque_part)"
		case f == Path:
			return rfc + "3.3"
		}
		return rfc + "3.4"
	case Fragment:
		return rfc + "4.1"
	case Resolved:
		return rfc + "5.2"
	case Normal:
		return rfc + "6"
	}
	return "RFC 2396"
}

// rfc3986Section returns the section of RFC 3986 that gives r its value
// of f.
func rfc3986Section(r *Reading, f Field) string {
	const rfc = "RFC 3986 section "
	switch f {
	case Valid:
		if r.Error != nil {
			return ruleSection(r.Error.Rule, true) + " (" + r.Error.Rule + ")"
		}
		return "RFC 3986 Appendix A"
	case Scheme:
		return rfc + "3.1"
	case Authority:
		return rfc + "3.2"
	case Userinfo:
		return rfc + "3.2.1"
	case Host, HostKind:
		return rfc + "3.2.2"
	case Port:
		return rfc + "3.2.3"
	case Path:
		return rfc + "3.3"
	case Query:
		return rfc + "3.4"
	case Fragment:
		return rfc + "3.5"
	case Resolved:
		return rfc + "5.2"
	case Normal:
		return rfc + "6.2.2"
	}
	return "RFC 3986"
}

// ruleSection returns the section that defines the rule of RFC 2396
// (with RFC 2732's) or, with rfc3986, of RFC 3986.
func ruleSection(rule string, rfc3986 bool) string {
	if rfc3986 {
		if s, ok := rules3986[rule]; ok {
			return "RFC 3986 section " + s
		}
		return "RFC 3986 Appendix A"
	}
	switch rule {
	case "ipv6reference", "IPv6address", "hex4":
		return "RFC 2732 section 3"
	}
	if s, ok := rules2396[rule]; ok {
		return "RFC 2396 section " + s
	}
	return "RFC 2396 Appendix A"
}

// The sections that define the rules of each grammar, where one does;
// the rest are Appendix A's.
var (
	rules2396 = map[string]string{
		"URI_reference": "4", "absoluteURI": "3", "hier_part": "3", "opaque_part": "3", "uric_no_slash": "3",
		"relativeURI": "5", "net_path": "5", "rel_path": "5", "rel_segment": "5",
		"scheme":    "3.1",
		"authority": "3.2", "reg_name": "3.2.1",
		"server": "3.2.2", "userinfo": "3.2.2", "hostport": "3.2.2", "host": "3.2.2", "hostname": "3.2.2",
		"domainlabel": "3.2.2", "toplabel": "3.2.2", "IPv4address": "3.2.2", "port": "3.2.2",
		"abs_path": "3", "path": "3.3", "path_segments": "3.3", "segment": "3.3", "param": "3.3", "pchar": "3.3",
		"query": "3.4", "fragment": "4.1",
		"uric": "2", "reserved": "2.2", "unreserved": "2.3", "mark": "2.3", "escaped": "2.4.1", "hex": "2.4.1",
	}
	rules3986 = map[string]string{
		"URI": "3", "hier-part": "3", "URI-reference": "4.1", "relative-ref": "4.2", "relative-part": "4.2", "absolute-URI": "4.3",
		"scheme": "3.1", "authority": "3.2", "userinfo": "3.2.1",
		"host": "3.2.2", "IP-literal": "3.2.2", "IPvFuture": "3.2.2", "IPv6address": "3.2.2", "h16": "3.2.2", "ls32": "3.2.2",
		"IPv4address": "3.2.2", "dec-octet": "3.2.2", "reg-name": "3.2.2",
		"port": "3.2.3",
		"path": "3.3", "path-abempty": "3.3", "path-absolute": "3.3", "path-noscheme": "3.3", "path-rootless": "3.3", "path-empty": "3.3",
		"segment": "3.3", "segment-nz": "3.3", "segment-nz-nc": "3.3", "pchar": "3.3",
		"query": "3.4", "fragment": "3.5",
		"pct-encoded": "2.1", "reserved": "2.2", "gen-delims": "2.2", "sub-delims": "2.2", "unreserved": "2.3",
	}
)
