package readings

import (
	"net/netip"
	"net/url"
	"strings"
)

// netURL returns the reading of ref by the running toolchain's net/url:
// url.Parse, and the base's ResolveReference.
func netURL(ref string, o Options) Reading {
	r := Reading{Name: NetURLName(), Values: make([]Value, numFields), spec: netURLSection}
	u, err := url.Parse(ref)
	if err != nil {
		r.hidden = &Failure{Offset: -1, Message: hidePassword(netURLMessage(err), ref)}
		r.Error = r.hidden
		if o.RawErrors {
			r.Error = &Failure{Offset: -1, Message: netURLMessage(err)}
		}
		return r
	}
	r.Valid = true
	undef := Value{State: Undefined}
	r.Values[Scheme] = undef
	if u.Scheme != "" {
		r.Values[Scheme] = Value{State: Defined, Text: u.Scheme}
	}
	r.Values[Userinfo], r.Values[Host], r.Values[HostKind], r.Values[Port] = undef, undef, undef, undef
	// net/url keeps no authority, only its host and userinfo; it writes
	// "//" for one that was there, empty or not.
	rest := strings.TrimPrefix(u.String(), u.Scheme+":")
	if u.Opaque == "" && strings.HasPrefix(rest, "//") {
		if u.User != nil {
			r.Values[Userinfo] = Value{State: Defined, Text: u.User.String()}
		}
		host, port, hasPort := u.Host, "", false
		if i := strings.LastIndexByte(host, ':'); i > strings.LastIndexByte(host, ']') {
			host, port, hasPort = host[:i], host[i+1:], true
		}
		r.Values[Host] = Value{State: Defined, Text: host}
		r.kind = "name"
		if a, err := netip.ParseAddr(strings.Trim(host, "[]")); err == nil {
			r.kind = "ipv4"
			if a.Is6() {
				r.kind = "ipv6"
			}
		} else if strings.HasPrefix(host, "[") {
			r.kind = "ipvfuture"
		}
		r.Values[HostKind] = Value{State: Defined, Text: r.kind}
		if hasPort {
			r.Values[Port] = Value{State: Defined, Text: port}
		}
	}
	r.opaque = u.Opaque != ""
	r.Values[Path] = Value{State: Defined, Text: u.EscapedPath()}
	if r.opaque {
		r.Values[Path].Text = u.Opaque
	}
	r.Values[Query] = undef
	if u.RawQuery != "" || u.ForceQuery {
		r.Values[Query] = Value{State: Defined, Text: u.RawQuery}
	}
	// An empty fragment is none to net/url: Absent.
	if f := u.EscapedFragment(); f != "" {
		r.Values[Fragment] = Value{State: Defined, Text: f}
	}
	if o.Base != "" {
		if b, err := url.Parse(o.Base); err != nil {
			msg := "the base: " + netURLMessage(err)
			if !o.RawErrors {
				msg = hidePassword(msg, o.Base)
			}
			r.Values[Resolved] = Value{State: Failed, Text: msg}
		} else {
			r.Values[Resolved] = Value{State: Defined, Text: b.ResolveReference(u).String()}
		}
	}
	return r
}

// netURLMessage returns net/url's message without the input it quotes
// whole (its *url.Error's URL), which holds the password.
func netURLMessage(err error) string {
	if ue, ok := err.(*url.Error); ok {
		err = ue.Err
	}
	return "net/url: " + err.Error()
}

// netURLSection returns what gives net/url's values: its documentation,
// of the Go version named.
func netURLSection(r *Reading, f Field) string { return r.Name }
