package readings

import (
	"errors"
	"fmt"
	"runtime"
	"strings"

	wuerrors "github.com/nlnwa/whatwg-url/errors"
	wu "github.com/nlnwa/whatwg-url/url"
)

// whatwgParser reads as the URL Standard does, and records the validation
// errors that are not failures.
var whatwgParser = wu.NewParser(wu.WithReportValidationErrors())

// MaxWHATWGSegments is the most path separators ("/" or "\\") that the
// reference and its base may hold together for the WHATWG column to be
// read: github.com/nlnwa/whatwg-url serializes a path in time and memory
// quadratic in its segments. Past it the column says so and takes no part
// in the comparison.
const MaxWHATWGSegments = 1024

// slashes returns how many path separators of the URL Standard s holds.
func slashes(s string) int { return strings.Count(s, "/") + strings.Count(s, "\\") }

// whatwg returns the WHATWG reading of ref: parsed alone, and against
// the base when there is one.
func whatwg(ref string, o Options) Reading {
	r := Reading{Name: "WHATWG", Values: make([]Value, numFields), spec: whatwgSection}
	if n := slashes(ref) + slashes(o.Base); n > MaxWHATWGSegments {
		// whatwg-url writes a path in time and memory quadratic in its
		// segments: past the cap the column is not read, and not compared.
		r.Error = &Failure{Offset: -1, Message: fmt.Sprintf("not read: %d path separators, more than the WHATWG column's %d (whatwg-url writes a path in quadratic time)", n, MaxWHATWGSegments)}
		r.hidden, r.skipped = r.Error, true
		return r
	}
	u, err := whatwgParse("", ref)
	withBase := false
	if err != nil && o.Base != "" {
		// A relative reference, which the standard reads only against
		// a base: it has no components of its own.
		u, err = whatwgParse(o.Base, ref)
		withBase = true
	}
	if err != nil {
		// The message is the error's type, which quotes nothing.
		r.Error = &Failure{Offset: -1, Message: whatwgMessage(err, withBase)}
		r.hidden = r.Error
		return r
	}
	r.Valid = true
	for _, e := range u.ValidationErrors() {
		r.Notes = append(r.Notes, string(wuerrors.Type(e)))
	}
	if withBase {
		r.Values[Resolved] = Value{State: Defined, Text: u.Href(false)}
		return r
	}
	if o.Base != "" {
		if res, err := whatwgParse(o.Base, ref); err != nil {
			r.Values[Resolved] = Value{State: Failed, Text: whatwgMessage(err, true)}
		} else {
			r.Values[Resolved] = Value{State: Defined, Text: res.Href(false)}
		}
	}
	href := u.Href(false)
	r.Values[Normal] = Value{State: Defined, Text: href}
	r.Values[Scheme] = Value{State: Defined, Text: u.Scheme()}
	// The standard has no authority, and no undefined userinfo: an empty
	// one is Absent.
	if ui := u.Username(); ui != "" || u.Password() != "" {
		if u.Password() != "" {
			ui += ":" + u.Password()
		}
		r.Values[Userinfo] = Value{State: Defined, Text: ui}
	}
	// A host is serialized after "//", a query after the first "?" and a
	// fragment after the first "#": the serializer escapes them in what
	// comes before.
	rest := strings.TrimPrefix(href, u.Scheme()+":")
	r.Values[Host], r.Values[HostKind], r.Values[Port] = Value{State: Undefined}, Value{State: Undefined}, Value{State: Undefined}
	if strings.HasPrefix(rest, "//") {
		r.Values[Host] = Value{State: Defined, Text: u.Hostname()}
		r.kind = "name"
		switch {
		case u.IsIPv4():
			r.kind = "ipv4"
		case u.IsIPv6():
			r.kind = "ipv6"
		}
		r.Values[HostKind] = Value{State: Defined, Text: r.kind}
		if p := u.Port(); p != "" {
			r.Values[Port] = Value{State: Defined, Text: p}
		}
	}
	r.opaque = u.OpaquePath()
	r.Values[Path] = Value{State: Defined, Text: u.Pathname()}
	uri, fragment, hasFragment := strings.Cut(rest, "#")
	r.Values[Query], r.Values[Fragment] = Value{State: Undefined}, Value{State: Undefined}
	if _, q, ok := strings.Cut(uri, "?"); ok {
		r.Values[Query] = Value{State: Defined, Text: q}
	}
	if hasFragment {
		r.Values[Fragment] = Value{State: Defined, Text: fragment}
	}
	return r
}

// whatwgParse parses ref against base ("" for none), and turns a panic
// of the parser into an error: an input must get an answer.
func whatwgParse(base, ref string) (u *wu.Url, err error) {
	defer func() {
		if p := recover(); p != nil {
			// A runtime error's text quotes no input; another panic's
			// value might.
			why := "panicked"
			if re, ok := p.(runtime.Error); ok {
				why += ": " + re.Error()
			}
			u, err = nil, errors.New("github.com/nlnwa/whatwg-url "+why)
		}
	}()
	if base == "" {
		return whatwgParser.Parse(ref)
	}
	return whatwgParser.ParseRef(base, ref)
}

// whatwgMessage returns the message of a failure: its type, which says
// what failed without quoting the input (the error's own text quotes
// it, password and all).
func whatwgMessage(err error, withBase bool) string {
	msg := string(wuerrors.Type(err))
	if msg == "" {
		msg = err.Error()
	}
	if withBase {
		return "WHATWG URL (with the base): " + msg
	}
	return "WHATWG URL: " + msg
}

// whatwgSection returns the part of the URL Standard that gives r its
// value of f.
func whatwgSection(r *Reading, f Field) string {
	switch f {
	case Valid:
		if r.Error != nil {
			return "WHATWG URL, URL parsing (failure)"
		}
		return "WHATWG URL, URL parsing"
	case Host, HostKind:
		return "WHATWG URL, host parsing"
	case Path, Query:
		if r.opaque {
			return "WHATWG URL, URL parsing (opaque path)"
		}
	case Resolved:
		return "WHATWG URL, URL parsing with a base"
	case Normal:
		return "WHATWG URL, URL serializing"
	}
	return "WHATWG URL, URL parsing"
}
