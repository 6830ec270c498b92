package main

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"

	"github.com/rfc2396/rfc2396/conformance"
)

// The resolve cases of RFC 3986: the examples of section 5.4 as the RFC's
// text gives them, then bases and references chosen to take every branch
// of section 5.2.2, of 5.2.3 and every rule of 5.2.4, then references
// derived from the grammar's relative-ref. Every answer comes from
// literal3986, which carries out section 5.2 as its pseudo-code words it
// (strict: a reference with a scheme is absolute), on the components
// that the RFC 3986 grammar's parser splits; the answers of section 5.4
// are checked against the RFC's text. Nothing comes from package resolve,
// but every answer must be its answer too: two implementations of
// section 5.2, one written apart from the other, agree on every case.

// example54 is one example of section 5.4.
type example54 struct {
	ref, result, section string
}

// readSection54 reads the base and the examples of section 5.4 from the
// text of RFC 3986: the lines "ref" = "result" of 5.4.1 and 5.4.2,
// leaving out the second result of "http:g", which is for backward
// compatibility (section 5.2.2 is strict).
func readSection54(spec string) (base string, examples []example54, err error) {
	start := strings.Index(spec, "\n5.4.  Reference Resolution Examples")
	end := strings.Index(spec, "\n6.  Normalization and Comparison")
	if start < 0 || end < start {
		return "", nil, fmt.Errorf("no section 5.4 in the text of RFC 3986")
	}
	example := regexp.MustCompile(`^      "([^"]*)"\s+=  "([^"]*)"`)
	baseLine := regexp.MustCompile(`^      (http://\S+)$`)
	section := ""
	for _, line := range strings.Split(spec[start:end], "\n") {
		switch {
		case strings.HasPrefix(line, "5.4.1."):
			section = "5.4.1"
		case strings.HasPrefix(line, "5.4.2."):
			section = "5.4.2"
		case base == "" && baseLine.MatchString(line):
			base = baseLine.FindStringSubmatch(line)[1]
		}
		if m := example.FindStringSubmatch(line); m != nil && section != "" {
			examples = append(examples, example54{ref: m[1], result: m[2], section: section})
		}
	}
	if base == "" || len(examples) < 40 {
		return "", nil, fmt.Errorf("section 5.4: base %q and %d examples read from the RFC's text", base, len(examples))
	}
	return base, examples, nil
}

// A resolution3986 is what literal3986 makes of a base and a reference.
type resolution3986 struct {
	result   string
	section  string   // the last section whose step changed the result: 5.2.2, 5.2.3 or 5.2.4
	branches []string // the branches of 5.2.2 and 5.2.3 and the rules of 5.2.4 taken
	// ambiguous is set when the target has no authority and its path
	// starts with "//", which its text reads as an authority.
	ambiguous bool
}

// literal3986 resolves ref against base as section 5.2 of RFC 3986 words
// it: 5.2.1's components (pre-parsed, by the grammar's parser), 5.2.2's
// transform in its strict form, 5.2.3's merge and 5.2.4's
// remove_dot_segments on a string buffer, rule by rule, and 5.3's
// recomposition.
func literal3986(base, ref string) (resolution3986, error) {
	var res resolution3986
	bc, _, err := grammarParse(base, conformance.RFC3986)
	if err != nil {
		return res, err
	}
	rc, _, err := grammarParse(ref, conformance.RFC3986)
	if err != nil {
		return res, err
	}
	if bc == nil || bc.Scheme == nil || bc.Fragment != nil {
		return res, fmt.Errorf("base %q is not an RFC 3986 absolute-URI", base)
	}
	if rc == nil {
		return res, fmt.Errorf("reference %q is not an RFC 3986 URI-reference", ref)
	}
	b, r := piecesOf(bc), piecesOf(rc)
	branch := func(s string) { res.branches = append(res.branches, s) }
	res.section = "5.2.2"
	removeDots := func(path string) string {
		out, rules := removeDotSegments(path)
		for _, rule := range rules {
			branch("5.2.4 " + rule)
		}
		if out != path {
			res.section = "5.2.4"
		}
		return out
	}
	var t pieces
	switch {
	case r.scheme != nil:
		branch("5.2.2 R.scheme defined")
		t.scheme, t.authority, t.query = r.scheme, r.authority, r.query
		t.path = ptr(removeDots(*r.path))
	case r.authority != nil:
		branch("5.2.2 R.authority defined")
		t.authority, t.query = r.authority, r.query
		t.path = ptr(removeDots(*r.path))
	case *r.path == "" && r.query != nil:
		branch("5.2.2 R.path empty, R.query defined")
		t.path, t.query = b.path, r.query
	case *r.path == "":
		branch("5.2.2 R.path empty, R.query undefined")
		t.path, t.query = b.path, b.query
	case strings.HasPrefix(*r.path, "/"):
		branch("5.2.2 R.path starts with /")
		t.path, t.query = ptr(removeDots(*r.path)), r.query
	default:
		branch("5.2.2 R.path merged")
		var merged string
		if b.authority != nil && *b.path == "" {
			branch("5.2.3 base with authority and empty path")
			merged = "/" + *r.path
		} else {
			branch("5.2.3 base path up to its last /")
			merged = (*b.path)[:strings.LastIndexByte(*b.path, '/')+1] + *r.path
		}
		res.section = "5.2.3"
		t.path, t.query = ptr(removeDots(merged)), r.query
	}
	if t.scheme == nil {
		t.scheme = b.scheme
		if r.authority == nil {
			t.authority = b.authority
		}
	}
	t.fragment = r.fragment
	res.ambiguous = t.authority == nil && strings.HasPrefix(*t.path, "//")
	// 5.3: recomposition.
	var out strings.Builder
	out.WriteString(*t.scheme + ":")
	if t.authority != nil {
		out.WriteString("//" + *t.authority)
	}
	out.WriteString(*t.path)
	if t.query != nil {
		out.WriteString("?" + *t.query)
	}
	if t.fragment != nil {
		out.WriteString("#" + *t.fragment)
	}
	res.result = out.String()
	return res, nil
}

func ptr(s string) *string { return &s }

// removeDotSegments is the remove_dot_segments of section 5.2.4, rule by
// rule on an input and an output buffer, and the rules it applied
// ("A", "B /./", "B /.", "C /../", "C /..", "D", "E").
func removeDotSegments(path string) (string, []string) {
	in, out := path, ""
	var rules []string
	for in != "" {
		switch {
		case strings.HasPrefix(in, "../"), strings.HasPrefix(in, "./"):
			// A: remove the prefix "../" or "./".
			rules = append(rules, "A")
			in = in[strings.IndexByte(in, '/')+1:]
		case strings.HasPrefix(in, "/./"):
			// B: replace the prefix "/./" with "/".
			rules = append(rules, "B /./")
			in = in[2:]
		case in == "/.":
			// B: replace "/." (a complete segment) with "/".
			rules = append(rules, "B /.")
			in = "/"
		case strings.HasPrefix(in, "/../"), in == "/..":
			// C: replace the prefix with "/" and remove the last
			// segment and its preceding "/" (if any) from the output.
			if in == "/.." {
				rules = append(rules, "C /..")
				in = "/"
			} else {
				rules = append(rules, "C /../")
				in = in[3:]
			}
			out = out[:max(strings.LastIndexByte(out, '/'), 0)]
		case in == "." || in == "..":
			// D: remove it.
			rules = append(rules, "D")
			in = ""
		default:
			// E: move the first path segment, with its initial "/" if
			// any, and the characters up to the next "/", to the output.
			rules = append(rules, "E")
			end := strings.IndexByte(in[1:], '/') + 1
			if end == 0 {
				end = len(in)
			}
			out, in = out+in[:end], in[end:]
		}
	}
	return out, rules
}

// The branches that the resolve cases of RFC 3986 must each take.
var branches3986 = []string{
	"5.2.2 R.scheme defined", "5.2.2 R.authority defined", "5.2.2 R.path empty, R.query defined",
	"5.2.2 R.path empty, R.query undefined", "5.2.2 R.path starts with /", "5.2.2 R.path merged",
	"5.2.3 base with authority and empty path", "5.2.3 base path up to its last /",
	"5.2.4 A", "5.2.4 B /./", "5.2.4 B /.", "5.2.4 C /../", "5.2.4 C /..", "5.2.4 D", "5.2.4 E",
}

// bases3986 are the bases the references are resolved against: section
// 5.4's, an authority with an empty path, a root, a directory, a deep
// path, a userinfo and port, upper case, an empty authority, no
// authority, a rootless path, an empty path, the IP-literals and an IPv4
// address.
var bases3986 = []string{
	"http://a/b/c/d;p?q", "http://a", "http://a/", "http://a/b/c/", "http://a/b/c/d/e/f/g/h",
	"http://u:p@a:8080/b/c?q", "HTTP://A/B/C", "file:///usr/local/x", "foo:/b/c", "foo:b/c",
	"foo:", "mailto:a@b", "http://[::1]:80/a/b", "http://[v1.x]/a", "http://1.2.3.4/a/b?q",
}

// refs3986 are the references resolved against each base, for the
// branches of section 5.2.2, the merge of 5.2.3 and each rule of 5.2.4.
var refs3986 = []string{
	"", "#f", "?q", "?q#f", "?", "#", "g", "g/", "./g", "../g", "../../g", "../../../../../../../../../g",
	"/g", "/./g", "/../g", "/g/.", "/g/..", "/g/./h", "/g/../h", "//h", "//h/g/../x", "//h?q", "//", "///g",
	"g:h", "http:g", "g:./h/../i", ".", "..", "./", "../", "g/.", "g/..", "g/./h", "g/../h",
	"a/b/c/../../d", "g;x", ";x", "g?y/./x", "g#s/../x", "%2e/g", ".%2e/g", "g//h", "g//../h",
	"..g", "g..", ".g", "g.", "./g:h", "./..", "../.", "...", ".../g",
	"..//g", ".//g", "/.//g", "/..//g", "g/..//h",
}

// resolveCases3986 makes the resolve cases of RFC 3986.
func resolveCases3986(spec string, g *grammar) ([]conformance.ResolveCase, error) {
	base54, examples, err := readSection54(spec)
	if err != nil {
		return nil, err
	}
	var cases []conformance.ResolveCase
	seen := map[[2]string]bool{}
	taken := map[string]bool{}
	add := func(base, ref, section, note string) error {
		if seen[[2]string{base, ref}] {
			return nil
		}
		lit, err := literal3986(base, ref)
		if err != nil {
			return err
		}
		// A result whose path starts with "//" and that has no authority
		// would read as one ("..//g" against "foo:/b/"): section 5.2
		// gives it, and the RFC says nothing of it. This project refuses
		// it, as it does in RFC 2396 (ambiguous-path).
		result, decision := &lit.result, ""
		if lit.ambiguous {
			result, decision = nil, decisionAmbiguousPath
		}
		got, ambiguous, err := resolve3986(base, ref)
		switch {
		case err != nil:
			return fmt.Errorf("%q against %q: section 5.2 gives %q, and package resolve fails: %w", ref, base, lit.result, err)
		case result == nil && !ambiguous:
			return fmt.Errorf("%q against %q: section 5.2 gives %q, whose path reads as an authority, and package resolve %q", ref, base, lit.result, got)
		case result != nil && (ambiguous || got != *result):
			return fmt.Errorf("%q against %q: section 5.2 gives %q, and package resolve %q (refused as ambiguous: %v)", ref, base, lit.result, got, ambiguous)
		}
		seen[[2]string{base, ref}] = true
		for _, b := range lit.branches {
			taken[b] = true
		}
		if section == "" {
			section = "RFC 3986 " + lit.section
		}
		cases = append(cases, conformance.ResolveCase{Base: base, Ref: ref, Syntax: conformance.RFC3986, Result: result, Section: section, Decision: decision, Note: note})
		return nil
	}
	for _, ex := range examples {
		lit, err := literal3986(base54, ex.ref)
		if err != nil {
			return nil, err
		}
		if lit.result != ex.result {
			return nil, fmt.Errorf("section %s: %q against %q gives %q, and the RFC's text %q", ex.section, ex.ref, base54, lit.result, ex.result)
		}
		if err := add(base54, ex.ref, "RFC 3986 "+ex.section, "section "+ex.section+" of RFC 3986"); err != nil {
			return nil, err
		}
	}
	for _, base := range bases3986 {
		for _, ref := range refs3986 {
			if err := add(base, ref, "", "chosen for a branch of section 5.2"); err != nil {
				return nil, err
			}
		}
	}
	// References derived from the grammar's relative-ref, at random from
	// a fixed seed, against section 5.4's base and a deep one.
	rnd := rand.New(rand.NewPCG(3986, 5))
	d := &deriver{g: g, rnd: rnd, reach: g.reachSets(), covered: map[item]bool{}, target: -1}
	for made, try := 0, 0; made < 80 && try < 4000; try++ {
		ref, ok := d.derive("relative_ref")
		if !ok {
			continue
		}
		if valid, _ := g.matchRule("Input", ref, false); !valid {
			continue
		}
		base := []string{base54, "http://a/b/c/d/e/f/g/h"}[made%2]
		n := len(cases)
		if err := add(base, ref, "", "relative-ref derived from the grammar"); err != nil {
			return nil, err
		}
		if len(cases) > n {
			made++
		}
	}
	var missing []string
	for _, b := range branches3986 {
		if !taken[b] {
			missing = append(missing, b)
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("no resolve case of RFC 3986 takes: %s", strings.Join(missing, "; "))
	}
	for i := range cases {
		cases[i].ID = fmt.Sprintf("resolve3986-%04d", i+1)
	}
	return cases, nil
}
