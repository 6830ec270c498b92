package resolve

import (
	"math"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
)

// A Result keeps the components of an RFC 2396 result, from which Tree
// builds its tree, packed: for each component, a flag that says whether
// it is defined, and where it ends, in 32 bits. Where each starts follows
// from the layout that parts.Components.CheckSpans checks: each where the
// one before it ends, past its delimiter. Unpacked, they are a
// parts.Components, which would more than double a Result's size: the
// garbage that the Results of a loop of resolutions leave is most of what
// they cost beyond String's (BENCHMARKS.md).
const (
	schemeEnd = iota
	authorityEnd
	userinfoEnd
	hostEnd
	pathEnd
	queryEnd
	endCount
)

// The flags of the packed components.
const (
	hasScheme uint8 = 1 << iota
	hasAuthority
	hasUserinfo
	hasPort
	hasQuery
	hasFragment
	isServer
	isOpaque
)

// The offsets fit in 32 bits: a result is at most as long as its base
// and its reference together, and neither is longer than
// parser.MaxInputLength (Split's bound, and readTree's).
const _ = uint32(math.MaxInt32 - 4*parser.MaxInputLength)

// pack keeps c, the components of the result, laid out as CheckSpans
// checks, in r.
func (r *Result) pack(c *parts.Components) {
	r.kind, r.text, r.hostKind = rfc2396Result, c.Text, c.HostKind
	flag := func(s parts.Span, f uint8) {
		if s.Defined() {
			r.defined |= f
		}
	}
	flag(c.Scheme, hasScheme)
	flag(c.Authority, hasAuthority)
	flag(c.Userinfo, hasUserinfo)
	flag(c.Port, hasPort)
	flag(c.Query, hasQuery)
	flag(c.Fragment, hasFragment)
	if c.Server {
		r.defined |= isServer
	}
	if c.Opaque {
		r.defined |= isOpaque
	}
	// An undefined span's end is -1, which components does not read.
	r.ends = [endCount]int32{
		schemeEnd:    int32(c.Scheme.End),
		authorityEnd: int32(c.Authority.End),
		userinfoEnd:  int32(c.Userinfo.End),
		hostEnd:      int32(c.Host.End),
		pathEnd:      int32(c.Path.End),
		queryEnd:     int32(c.Query.End),
	}
}

// components returns the components that pack kept.
func (r *Result) components() parts.Components {
	var c parts.Components
	c.Reset(r.text)
	has := func(flag uint8) bool { return r.defined&flag != 0 }
	end := func(i int) int { return int(r.ends[i]) }
	at := 0
	if has(hasScheme) {
		c.Scheme = parts.Span{Start: 0, End: end(schemeEnd)}
		at = c.Scheme.End + 1
	}
	if has(hasAuthority) {
		c.Authority = parts.Span{Start: at + 2, End: end(authorityEnd)}
		at = c.Authority.Start
		if has(isServer) {
			c.Server = true
			if has(hasUserinfo) {
				c.Userinfo = parts.Span{Start: at, End: end(userinfoEnd)}
				at = c.Userinfo.End + 1
			}
			if r.hostKind != parts.NoHost {
				c.Host, c.HostKind = parts.Span{Start: at, End: end(hostEnd)}, r.hostKind
				at = c.Host.End
			}
			if has(hasPort) {
				c.Port = parts.Span{Start: at + 1, End: c.Authority.End}
			}
		}
		at = c.Authority.End
	}
	c.Path, c.Opaque = parts.Span{Start: at, End: end(pathEnd)}, has(isOpaque)
	at = c.Path.End
	if has(hasQuery) {
		c.Query = parts.Span{Start: at + 1, End: end(queryEnd)}
		at = c.Query.End
	}
	if has(hasFragment) {
		c.Fragment = parts.Span{Start: at + 1, End: len(r.text)}
	}
	return c
}
