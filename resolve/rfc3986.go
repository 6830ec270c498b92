package resolve

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parts"
)

// This file is section 5.2 of RFC 3986, which the resolver runs when the
// options read RFC 3986 (syntax.RFC3986): one function a step, named after
// its section, on the components that the parser reads in RFC 3986.

// ErrSyntaxMismatch: components given to Components or
// RelativizeComponents were read in another syntax than the options
// name: RFC 2396's (an opaque part, a reg_name authority, a hostname)
// where the options read RFC 3986, or RFC 3986's (a reg-name or IPvFuture
// host) where they read RFC 2396. Resolving them would run one RFC's
// algorithm over the other's components.
var ErrSyntaxMismatch = errors.New("the components were read in another syntax than the options give")

// resolve3986 runs section 5.2 of RFC 3986 on the components of step 1
// and recomposes the target (section 5.3).
func (r *resolver) resolve3986(dst *parts.Components) error {
	base := r.preParseBase()
	ref := r.parseRef()
	if r.noBase && !ref.Scheme.Defined {
		return &Error{Which: "base", Err: ErrNoBase}
	}
	var rec *[]Step
	if r.cfg.explain {
		rec = &r.steps
	}
	t, from := transform(&base, &ref, rec)
	r.sameDoc = from == fromBase && !ref.Query.Defined
	r.out = t
	// The target's authority, whose server parts 5.3 carries over, is the
	// reference's when its scheme or authority is defined.
	r.outAuthRef = ref.Scheme.Defined || ref.Authority.Defined
	if t.Check() == parts.PathAsAuthority {
		// Only a path of the reference's, merged or its own, can begin
		// with "//" where there is no authority: the base's reads as one.
		return r.errorAt(r.r.Path.Start, true, ErrAmbiguousPath)
	}
	return r.recompose5_3(dst)
}

// preParseBase is section 5.2.1 of RFC 3986: the base's five components,
// which step 1 read (a base without a scheme is the parser's error
// there), its fragment ignored. There may be no base (section 5.1.4).
func (r *resolver) preParseBase() parts.Recomposition {
	if r.noBase {
		if r.cfg.explain {
			r.note("5.2.1", "there is no base URI (section 5.1.4): only a reference with a scheme is transformed")
		}
		return parts.Recomposition{}
	}
	if r.cfg.explain {
		r.note("5.2.1", "Base has %s (a fragment on it is ignored)", describe(&r.b))
	}
	return r.b.Recomposition()
}

// parseRef is the start of section 5.2.2 of RFC 3986: the reference's five
// components, less its scheme where a non-strict parser ignores it, being
// identical to the base's.
func (r *resolver) parseRef() parts.Recomposition {
	if r.cfg.explain {
		r.note("5.2.2", "parse(R): R has %s", describe(&r.r))
	}
	ref := r.r.Recomposition()
	if r.cfg.nonStrict && !r.noBase && ref.Scheme == r.b.Value(r.b.Scheme) {
		ref.Scheme = parts.Value{}
		if r.cfg.explain {
			r.note("5.2.2", "R.scheme %q equals Base.scheme and the parser is not strict: undefined", r.r.Of(r.r.Scheme))
		}
	}
	return ref
}

// Where the target's path comes from, in section 5.2.2.
type pathSource uint8

const (
	fromRef    pathSource = iota // remove_dot_segments(R.path)
	fromBase                     // Base.path, R's being empty
	fromMerged                   // remove_dot_segments(merge(Base.path, R.path))
)

// transform is section 5.2.2 of RFC 3986: it transforms the reference R
// into its target T against the base, the components of 5.2.1. R's scheme
// is undefined already where a non-strict parser ignores it. It notes
// the branch it takes in rec, when not nil, and returns where T's path
// comes from.
func transform(base, ref *parts.Recomposition, rec *[]Step) (parts.Recomposition, pathSource) {
	var t parts.Recomposition
	src := fromRef
	switch {
	case ref.Scheme.Defined:
		t.Scheme, t.Authority, t.Query = ref.Scheme, ref.Authority, ref.Query
		if rec != nil {
			noteTo(rec, "5.2.2", "R.scheme %q defined: T takes R's scheme, authority and query", ref.Scheme.Text)
		}
		t.Path = removeDotSegments(ref.Path, rec)
	case ref.Authority.Defined:
		t.Scheme, t.Authority, t.Query = base.Scheme, ref.Authority, ref.Query
		if rec != nil {
			noteTo(rec, "5.2.2", "R.scheme undefined, R.authority %q defined: T takes R's authority and query, and Base.scheme %q", redact.Authority(ref.Authority.Text), base.Scheme.Text)
		}
		t.Path = removeDotSegments(ref.Path, rec)
	case ref.Path == "":
		t.Scheme, t.Authority, t.Path, t.Query = base.Scheme, base.Authority, base.Path, base.Query
		src = fromBase
		if ref.Query.Defined {
			t.Query = ref.Query
		}
		if rec != nil {
			q := "Base.query"
			if ref.Query.Defined {
				q = "R.query"
			}
			if rec != nil {
				noteTo(rec, "5.2.2", "R.scheme and R.authority undefined, R.path empty: T takes Base's scheme, authority and path %q, and %s", base.Path, q)
			}
		}
	case ref.Path[0] == '/':
		t.Scheme, t.Authority, t.Query = base.Scheme, base.Authority, ref.Query
		if rec != nil {
			noteTo(rec, "5.2.2", "R.path %q starts with \"/\": T takes it and R.query, and Base's scheme and authority", ref.Path)
		}
		t.Path = removeDotSegments(ref.Path, rec)
	default:
		t.Scheme, t.Authority, t.Query = base.Scheme, base.Authority, ref.Query
		src = fromMerged
		if rec != nil {
			noteTo(rec, "5.2.2", "R.path %q is relative: T takes it merged with Base.path, and R.query, and Base's scheme and authority", ref.Path)
		}
		t.Path = removeDotSegments(merge(base, ref.Path, rec), rec)
	}
	t.Fragment = ref.Fragment
	return t, src
}

// merge is section 5.2.3 of RFC 3986: the reference's relative path
// appended to all but the last segment of the base's path, or to "/"
// when the base has an authority and an empty path.
func merge(base *parts.Recomposition, path string, rec *[]Step) string {
	if base.Authority.Defined && base.Path == "" {
		if rec != nil {
			noteTo(rec, "5.2.3", "Base has an authority and an empty path: merged \"/\" and %q", path)
		}
		return "/" + path
	}
	dir := base.Path[:strings.LastIndexByte(base.Path, '/')+1]
	if rec != nil {
		noteTo(rec, "5.2.3", "appended %q to %q, Base.path %q up to its last \"/\"", path, dir, base.Path)
	}
	return dir + path
}

// removeDotSegments is section 5.2.4 of RFC 3986, remove_dot_segments, as
// it is written: an input buffer and an output buffer, and the loop of
// rules A to E. It notes in rec, when not nil, how often each rule ran.
// Each pass of the loop removes from the input what it adds to the
// output, and rule C removes from the output's end what it had added:
// the cost is linear in the length of the path.
func removeDotSegments(path string, rec *[]Step) string {
	in := path
	var out []byte
	var ran [5]int // rules A to E
	for in != "" {
		switch {
		// A: a prefix "../" or "./" is removed.
		case strings.HasPrefix(in, "../"):
			in = in[3:]
			ran[0]++
		case strings.HasPrefix(in, "./"):
			in = in[2:]
			ran[0]++
		// B: a prefix "/./" or "/." (a whole segment) becomes "/".
		case strings.HasPrefix(in, "/./"):
			in = in[2:]
			ran[1]++
		case in == "/.":
			in = "/"
			ran[1]++
		// C: a prefix "/../" or "/.." (a whole segment) becomes "/", and
		// the output's last segment and its "/" go.
		case strings.HasPrefix(in, "/../"):
			in = in[3:]
			out = out[:max(bytes.LastIndexByte(out, '/'), 0)]
			ran[2]++
		case in == "/..":
			in = "/"
			out = out[:max(bytes.LastIndexByte(out, '/'), 0)]
			ran[2]++
		// D: "." or ".." alone is removed.
		case in == "." || in == "..":
			in = ""
			ran[3]++
		// E: the first segment, with its leading "/" if any, moves to
		// the output.
		default:
			end := strings.IndexByte(in[1:], '/') + 1
			if end == 0 {
				end = len(in)
			}
			if out == nil {
				out = make([]byte, 0, len(in))
			}
			out = append(out, in[:end]...)
			in = in[end:]
			ran[4]++
		}
	}
	if ran[0]+ran[1]+ran[2]+ran[3] == 0 {
		// No dot segment: the path is the output, as it was.
		if rec != nil {
			noteTo(rec, "5.2.4", "remove_dot_segments(%q): no dot segment, unchanged%s", path, rules(ran))
		}
		return path
	}
	if rec != nil {
		noteTo(rec, "5.2.4", "remove_dot_segments(%q) = %q%s", path, out, rules(ran))
	}
	return string(out)
}

// rules lists how often each rule of 5.2.4's loop ran, for a note.
func rules(ran [5]int) string {
	var b strings.Builder
	for i, n := range ran {
		if n > 0 {
			if b.Len() == 0 {
				b.WriteString(" (")
			} else {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "2%c", 'A'+i)
			if n > 1 {
				fmt.Fprintf(&b, " x%d", n)
			}
		}
	}
	if b.Len() > 0 {
		b.WriteByte(')')
	}
	return b.String()
}

// noteTo records a step in rec when it is not nil.
func noteTo(rec *[]Step, name, format string, args ...any) {
	if rec != nil {
		*rec = append(*rec, Step{Name: name, Note: fmt.Sprintf(format, args...)})
	}
}

// recompose5_3 writes the target out as section 5.3 of RFC 3986
// recomposes it, with its spans when the caller wants more than the text;
// dst is Components' (see resolve).
func (r *resolver) recompose5_3(dst *parts.Components) error {
	v := r.out
	c := target(dst)
	done, err := r.recompose(&v, c)
	if err != nil {
		return err
	}
	c.Opaque = false // RFC 3986 has no opaque part: "g:h" has the path "h"
	if done {
		return nil
	}
	if r.cfg.explain {
		r.note("5.3", "recomposed %q", redact.String(c.Text))
	}
	r.result = &Result{SameDocument: r.sameDoc, Steps: r.steps, kind: rfc3986Result, text: c.Text}
	return nil
}

// checkSyntax returns an *Error wrapping ErrSyntaxMismatch when the
// components c of the side which were not read in the syntax of the
// options: rfc3986 says whether that is RFC 3986. Components without an
// authority or an opaque part read the same in both.
func checkSyntax(which string, c *parts.Components, rfc3986 bool) error {
	why := ""
	switch {
	case rfc3986 && c.Opaque:
		why = "they hold an opaque part, which RFC 3986 does not have, and the options read RFC 3986"
	case rfc3986 && c.Authority.Defined() && (!c.Server || !c.Host.Defined() || c.HostKind == parts.Hostname):
		why = "their authority is RFC 2396's (a reg_name, a hostname or an empty server), and the options read RFC 3986"
	case !rfc3986 && (c.HostKind == parts.RegName || c.HostKind == parts.IPvFuture):
		why = "their host is RFC 3986's (" + c.HostKind.String() + "), and the options read RFC 2396"
	default:
		return nil
	}
	return &Error{Which: which, Err: fmt.Errorf("%w: %s", ErrSyntaxMismatch, why)}
}

// ErrUnreachableTarget: with syntax.RFC3986, no reference resolves to the
// target: section 5.2.2 removes the dot segments of every path it takes
// from a reference (5.2.4), so a target whose path holds a "." or ".."
// segment is reached only from a base with the same path and scheme and
// authority, by a reference of a query or a fragment alone.
var ErrUnreachableTarget = errors.New(`no reference resolves to the target in RFC 3986: its path holds a "." or ".." segment, which section 5.2.4 removes from every path a reference gives`)

// relativize3986 returns the components of the shortest reference that
// section 5.2 of RFC 3986 resolves, strictly, against base, whose
// fragment is dropped, to the absolute target: each candidate is
// resolved (transform) and kept only when it gives the target.
func relativize3986(base, target *parts.Components) (parts.Components, error) {
	var best parts.Components
	if base.Text[:base.URIEnd()] == target.Text[:target.URIEnd()] {
		best.Recompose(&parts.Recomposition{Fragment: target.Value(target.Fragment)}, nil)
		return best, nil
	}
	bv, tv := base.Recomposition(), target.Recomposition()
	found := false
	try := func(v parts.Recomposition) {
		v.Fragment = tv.Fragment
		if v.Check() != parts.PathOK {
			return
		}
		if got, _ := transform(&bv, &v, nil); !sameTarget(&got, &tv) {
			return
		}
		var c parts.Components
		c.Recompose(&v, target)
		c.Opaque = false
		if !found || len(c.Text) < len(best.Text) {
			best, found = c, true
		}
	}
	try(tv)
	if bv.Scheme == tv.Scheme {
		if tv.Authority.Defined {
			try(parts.Recomposition{Authority: tv.Authority, Path: tv.Path, Query: tv.Query})
		}
		if bv.Authority == tv.Authority {
			if strings.HasPrefix(tv.Path, "/") {
				try(parts.Recomposition{Path: tv.Path, Query: tv.Query})
			}
			if tv.Path == bv.Path && tv.Query.Defined {
				try(parts.Recomposition{Query: tv.Query})
			}
			if p, ok := relativePath3986(&bv, tv.Path); ok {
				try(parts.Recomposition{Path: p, Query: tv.Query})
			}
		}
	}
	if !found {
		return best, &Error{Which: "target", Offset: target.Path.Start, Err: ErrUnreachableTarget, input: target.Text}
	}
	return best, nil
}

// sameTarget reports whether a and b are the same components.
func sameTarget(a, b *parts.Recomposition) bool {
	return a.Scheme == b.Scheme && a.Authority == b.Authority && a.Path == b.Path && a.Query == b.Query && a.Fragment == b.Fragment
}

// relativePath3986 returns the shortest relative path that, merged with
// the base's path (5.2.3) and rid of its dot segments (5.2.4), may give
// the target's path: it climbs with "../" from the directory of the
// base's path to the segments it shares with the target's, then writes
// the rest. False when the two paths are not both absolute or both
// rootless. The caller resolves it to know that it does.
func relativePath3986(base *parts.Recomposition, target string) (string, bool) {
	dir := removeDotSegments(merge(base, "x", nil), nil) // "x" holds the place of the reference's path
	dir = dir[:len(dir)-1]
	if strings.HasPrefix(dir, "/") != strings.HasPrefix(target, "/") || target == "" {
		return "", false
	}
	dirSegs := segments3986(dir)
	tSegs := pieces(strings.TrimPrefix(target, "/"))
	k := 0
	for k < len(dirSegs) && k < len(tSegs)-1 && dirSegs[k] == tSegs[k] {
		k++
	}
	up, rest := len(dirSegs)-k, tSegs[k:]
	if len(rest) == 1 && rest[0] == "" {
		// The target is a directory: a final "." or ".." leaves it.
		if up == 0 {
			return ".", true
		}
		return strings.Repeat("../", up-1) + "..", true
	}
	p := strings.Repeat("../", up) + strings.Join(rest, "/")
	if up == 0 && (rest[0] == "" || strings.Contains(rest[0], ":")) {
		// A first segment may be neither empty, which would make the path
		// absolute, nor hold ":", which would make it a scheme
		// (path-noscheme).
		p = "./" + p
	}
	return p, true
}

// segments3986 returns the segments of a directory, a path that is empty
// or ends with "/", without the leading "/" of an absolute one: "/b/c/"
// gives b and c, "/" none.
func segments3986(dir string) []string {
	dir = strings.TrimSuffix(strings.TrimPrefix(dir, "/"), "/")
	if dir == "" {
		return nil
	}
	return pieces(dir)
}

// pieces returns the segments of a path that has no leading "/", empty
// ones included (parts.Pieces).
func pieces(p string) []string {
	var out []string
	for _, s := range parts.Pieces(p, 0, '/') {
		out = append(out, s)
	}
	return out
}
