package parts

import (
	"errors"
	"fmt"
)

// ErrSpans is wrapped by the error CheckSpans returns for components
// whose spans do not lie in their text as section 4.3 lays a reference
// out.
var ErrSpans = errors.New("the components' spans do not lay out their text")

// CheckSpans returns an error wrapping ErrSpans when c's spans are not
// laid out in c.Text as a parser lays out a reference's (section 4.3):
// the scheme at the start and followed by ":", the authority after "//",
// then the path, the query after "?" and the fragment after "#", each
// where the one before it ends, up to the end of the text; a server's
// userinfo, host and port filling its authority ([ userinfo "@" ] host
// [ ":" port ]), a host with a kind and a kind with a host; an opaque
// part only after a scheme and with neither authority nor query. It
// reads no character of a component: the components of a parser are
// always laid out so, and a hand-built Components that is not would be
// misread, never cause a panic (see Get), by the functions that take it.
func (c *Components) CheckSpans() error {
	at := 0
	bad := func(what string, s Span) error {
		return fmt.Errorf("%w: the %s's span [%d,%d) does not stand at %d in a text of %d bytes", ErrSpans, what, s.Start, s.End, at, len(c.Text))
	}
	// take checks that the span s of the component what, when it is
	// defined, starts after delim at at, and moves at past it.
	take := func(what, delim string, s Span) error {
		if !s.Defined() {
			if s != Undefined {
				return bad(what, s)
			}
			return nil
		}
		from := at + len(delim)
		if s.Start != from || s.End < s.Start || s.End > len(c.Text) || c.Text[at:from] != delim {
			return bad(what, s)
		}
		at = s.End
		return nil
	}
	if err := take("scheme", "", c.Scheme); err != nil {
		return err
	}
	if c.Scheme.Defined() {
		if at >= len(c.Text) || c.Text[at] != ':' {
			return bad("scheme", c.Scheme)
		}
		at++
	}
	if err := take("authority", "//", c.Authority); err != nil {
		return err
	}
	if !c.Path.Defined() {
		return bad("path", c.Path)
	}
	for _, p := range [...]struct {
		what, delim string
		s           Span
	}{{"path", "", c.Path}, {"query", "?", c.Query}, {"fragment", "#", c.Fragment}} {
		if err := take(p.what, p.delim, p.s); err != nil {
			return err
		}
	}
	if at != len(c.Text) {
		return fmt.Errorf("%w: the components end at %d in a text of %d bytes", ErrSpans, at, len(c.Text))
	}
	if c.Opaque && (!c.Scheme.Defined() || c.Authority.Defined() || c.Query.Defined()) {
		return fmt.Errorf("%w: an opaque part follows a scheme, without an authority or a query", ErrSpans)
	}
	return c.checkServer()
}

// checkServer checks the spans of a server's parts within the authority,
// for CheckSpans.
func (c *Components) checkServer() error {
	if !c.Server || !c.Authority.Defined() {
		if c.Server || c.Userinfo != Undefined || c.Host != Undefined || c.Port != Undefined || c.HostKind != NoHost {
			return fmt.Errorf("%w: only a server authority has a userinfo, a host, a port or a host kind", ErrSpans)
		}
		return nil
	}
	at := c.Authority.Start
	bad := func(what string, s Span) error {
		return fmt.Errorf("%w: the %s's span [%d,%d) does not stand at %d in the authority [%d,%d)", ErrSpans, what, s.Start, s.End, at, c.Authority.Start, c.Authority.End)
	}
	end := c.Authority.End
	for _, p := range [...]struct {
		what  string
		s     Span
		delim byte // what precedes the part, 0 for none
	}{{"userinfo", c.Userinfo, 0}, {"host", c.Host, 0}, {"port", c.Port, ':'}} {
		if !p.s.Defined() {
			if p.s != Undefined {
				return bad(p.what, p.s)
			}
			continue
		}
		from := at
		if p.delim != 0 {
			if at >= end || c.Text[at] != p.delim {
				return bad(p.what, p.s)
			}
			from++
		}
		if p.s.Start != from || p.s.End < p.s.Start || p.s.End > end {
			return bad(p.what, p.s)
		}
		at = p.s.End
		if p.what == "userinfo" {
			if at >= end || c.Text[at] != '@' {
				return bad(p.what, p.s)
			}
			at++
		}
	}
	if at != end {
		return fmt.Errorf("%w: the server's parts end at %d, in the authority [%d,%d)", ErrSpans, at, c.Authority.Start, end)
	}
	if c.Host.Defined() != (c.HostKind != NoHost) || c.HostKind > IPv6Reference {
		return fmt.Errorf("%w: a host has a kind, and a kind a host", ErrSpans)
	}
	return nil
}
