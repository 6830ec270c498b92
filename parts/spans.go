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
	// Straight-line checks, no closures: resolve.Components checks the
	// components of every pair it is given.
	at := 0
	switch {
	case c.Scheme.Defined():
		if !c.lies(c.Scheme, 0) || c.Scheme.End >= len(c.Text) || c.Text[c.Scheme.End] != ':' {
			return c.spanError("scheme", c.Scheme, 0)
		}
		at = c.Scheme.End + 1
	case c.Scheme != Undefined:
		return c.spanError("scheme", c.Scheme, 0)
	}
	switch {
	case c.Authority.Defined():
		if at+2 > len(c.Text) || c.Text[at] != '/' || c.Text[at+1] != '/' || !c.lies(c.Authority, at+2) {
			return c.spanError("authority", c.Authority, at)
		}
		at = c.Authority.End
	case c.Authority != Undefined:
		return c.spanError("authority", c.Authority, at)
	}
	if !c.lies(c.Path, at) {
		return c.spanError("path", c.Path, at)
	}
	at = c.Path.End
	switch {
	case c.Query.Defined():
		if at >= len(c.Text) || c.Text[at] != '?' || !c.lies(c.Query, at+1) {
			return c.spanError("query", c.Query, at)
		}
		at = c.Query.End
	case c.Query != Undefined:
		return c.spanError("query", c.Query, at)
	}
	switch {
	case c.Fragment.Defined():
		if at >= len(c.Text) || c.Text[at] != '#' || !c.lies(c.Fragment, at+1) {
			return c.spanError("fragment", c.Fragment, at)
		}
		at = c.Fragment.End
	case c.Fragment != Undefined:
		return c.spanError("fragment", c.Fragment, at)
	}
	if at != len(c.Text) {
		return fmt.Errorf("%w: the components end at %d in a text of %d bytes", ErrSpans, at, len(c.Text))
	}
	if c.Opaque && (!c.Scheme.Defined() || c.Authority.Defined() || c.Query.Defined()) {
		return fmt.Errorf("%w: an opaque part follows a scheme, without an authority or a query", ErrSpans)
	}
	return c.checkServer()
}

// lies reports whether the span s starts at at and ends inside the text.
func (c *Components) lies(s Span, at int) bool {
	return s.Start == at && s.End >= s.Start && s.End <= len(c.Text)
}

// spanError returns the error of CheckSpans for the span s of the
// component what, which does not stand at at.
func (c *Components) spanError(what string, s Span, at int) error {
	return fmt.Errorf("%w: the %s's span [%d,%d) does not stand at %d in a text of %d bytes", ErrSpans, what, s.Start, s.End, at, len(c.Text))
}

// checkServer checks the spans of a server's parts within the authority,
// for CheckSpans; the authority lies in the text.
func (c *Components) checkServer() error {
	if !c.Server || !c.Authority.Defined() {
		if c.Server || c.Userinfo != Undefined || c.Host != Undefined || c.Port != Undefined || c.HostKind != NoHost {
			return fmt.Errorf("%w: only a server authority has a userinfo, a host, a port or a host kind", ErrSpans)
		}
		return nil
	}
	at, end := c.Authority.Start, c.Authority.End
	switch {
	case c.Userinfo.Defined():
		if !c.lies(c.Userinfo, at) || c.Userinfo.End >= end || c.Text[c.Userinfo.End] != '@' {
			return c.serverError("userinfo", c.Userinfo, at)
		}
		at = c.Userinfo.End + 1
	case c.Userinfo != Undefined:
		return c.serverError("userinfo", c.Userinfo, at)
	}
	switch {
	case c.Host.Defined():
		if !c.lies(c.Host, at) || c.Host.End > end {
			return c.serverError("host", c.Host, at)
		}
		at = c.Host.End
	case c.Host != Undefined:
		return c.serverError("host", c.Host, at)
	}
	switch {
	case c.Port.Defined():
		if at >= end || c.Text[at] != ':' || !c.lies(c.Port, at+1) || c.Port.End > end {
			return c.serverError("port", c.Port, at)
		}
		at = c.Port.End
	case c.Port != Undefined:
		return c.serverError("port", c.Port, at)
	}
	if at != end {
		return fmt.Errorf("%w: the server's parts end at %d, in the authority [%d,%d)", ErrSpans, at, c.Authority.Start, end)
	}
	if c.Host.Defined() != (c.HostKind != NoHost) || c.HostKind > RegName {
		return fmt.Errorf("%w: a host has a kind, and a kind a host", ErrSpans)
	}
	return nil
}

// serverError returns the error of checkServer for the span s of the
// server's part what, which does not stand at at.
func (c *Components) serverError(what string, s Span, at int) error {
	return fmt.Errorf("%w: the %s's span [%d,%d) does not stand at %d in the authority [%d,%d)", ErrSpans, what, s.Start, s.End, at, c.Authority.Start, c.Authority.End)
}
