package resolve_test

import (
	"errors"
	"regexp"
	"strings"

	"github.com/rfc2396/rfc2396/resolve"
)

// This file keeps the algorithm of section 5.2 exactly as the RFC words
// it, as the reference the package is tested against: the components are
// found with the regular expression of Appendix B, and step 6 is the
// string buffer of steps 6a to 6h, with the leftmost-first iteration of
// step 6e. It is quadratic, and meant only for tests.
//
// Where the package decides what the RFC leaves open, the literal
// algorithm decides the same, and says so where it does: the empty base
// path in step 6a, the options of steps 3 and 6g, and the opaque base.

// appendixB is the regular expression of Appendix B.
var appendixB = regexp.MustCompile(`^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`)

// comps are the components of a reference; a nil pointer is undefined.
type comps struct {
	scheme, authority *string
	path              string
	query, fragment   *string
}

func split(s string) comps {
	m := appendixB.FindStringSubmatchIndex(s)
	group := func(i int) *string {
		if m[2*i] < 0 {
			return nil
		}
		g := s[m[2*i]:m[2*i+1]]
		return &g
	}
	return comps{scheme: group(2), authority: group(4), path: *group(5), query: group(7), fragment: group(9)}
}

// recombine is step 7.
func recombine(c comps) string {
	result := ""
	if c.scheme != nil {
		result += *c.scheme + ":"
	}
	if c.authority != nil {
		result += "//" + *c.authority
	}
	result += c.path
	if c.query != nil {
		result += "?" + *c.query
	}
	if c.fragment != nil {
		result += "#" + *c.fragment
	}
	return result
}

var errLiteralOpaque = errors.New("literal: relative reference against an opaque base")

// literalResolve resolves ref against base by the letter of section 5.2.
// Both must be valid (base absolute); the base's fragment is dropped.
func literalResolve(base, ref string, compat bool, mode resolve.DotDotMode) (string, error) {
	b := split(base)
	b.fragment = nil
	hierarchical := strings.HasPrefix(b.path, "/") || b.authority != nil

	// Step 1.
	r := split(ref)

	// Step 2.
	if r.path == "" && r.scheme == nil && r.authority == nil && r.query == nil {
		b.fragment = r.fragment
		return recombine(b), nil
	}

	// Step 3, with the backward-compatible loophole as an option.
	if r.scheme != nil && compat && hierarchical && strings.EqualFold(*r.scheme, *b.scheme) {
		r.scheme = nil
	}
	if r.scheme != nil {
		return ref, nil
	}
	r.scheme = b.scheme
	if !hierarchical {
		return "", errLiteralOpaque
	}

	// Step 4.
	if r.authority == nil {
		r.authority = b.authority
		// Step 5.
		if !strings.HasPrefix(r.path, "/") {
			p, err := literalMerge(b.path, r.path, mode)
			if err != nil {
				return "", err
			}
			r.path = p
		}
	}

	// Step 7.
	return recombine(r), nil
}

// literalMerge is step 6.
func literalMerge(basePath, refPath string, mode resolve.DotDotMode) (string, error) {
	// a) All but the last segment of the base path. The package's
	// decision: an empty base path (a base with an authority) reads as "/".
	if basePath == "" {
		basePath = "/"
	}
	buf := basePath[:strings.LastIndexByte(basePath, '/')+1]

	// b)
	buf += refPath

	// c) Remove every "./" where "." is a complete segment. The buffer
	// always begins with "/", so a complete segment follows a "/".
	for {
		i := completeAt(buf, "./")
		if i < 0 {
			break
		}
		buf = buf[:i] + buf[i+2:]
	}

	// d)
	if strings.HasSuffix(buf, "/.") {
		buf = buf[:len(buf)-1]
	}

	// e) Remove the leftmost "<segment>/../" (<segment> complete and not
	// ".."), again and again.
	for {
		i, j := leftmostSegmentDotDot(buf)
		if i < 0 {
			break
		}
		buf = buf[:i] + buf[j:]
	}

	// f)
	if strings.HasSuffix(buf, "/..") {
		rest := buf[:len(buf)-3]
		if k := strings.LastIndexByte(rest, '/'); k >= 0 && rest[k+1:] != ".." {
			buf = rest[:k+1]
		}
	}

	// g)
	if strings.HasPrefix(buf, "/../") || buf == "/.." {
		switch mode {
		case resolve.RemoveDotDot:
			for strings.HasPrefix(buf, "/../") {
				buf = buf[3:]
			}
			if buf == "/.." {
				buf = "/"
			}
		case resolve.RejectDotDot:
			return "", resolve.ErrDotDot
		}
	}

	// h)
	return buf, nil
}

// completeAt returns the offset of the leftmost pat in buf that starts a
// complete segment (follows a "/"), or -1.
func completeAt(buf, pat string) int {
	for i := 1; i+len(pat) <= len(buf); i++ {
		if buf[i-1] == '/' && buf[i:i+len(pat)] == pat {
			return i
		}
	}
	return -1
}

// leftmostSegmentDotDot finds the leftmost "<segment>/../" in buf where
// <segment> is a complete segment other than "..": it returns the offsets
// of its start and end, or -1, -1.
func leftmostSegmentDotDot(buf string) (int, int) {
	for i := 1; i < len(buf); i++ {
		if buf[i-1] != '/' {
			continue
		}
		k := strings.IndexByte(buf[i:], '/')
		if k < 0 {
			return -1, -1
		}
		if buf[i:i+k] != ".." && strings.HasPrefix(buf[i+k:], "/../") {
			return i, i + k + 4
		}
	}
	return -1, -1
}
