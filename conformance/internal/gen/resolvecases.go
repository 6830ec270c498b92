package main

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"

	"github.com/rfc2396/rfc2396/conformance"
)

// The resolve cases: Appendix C as the RFC's text gives it, then bases
// and references chosen to take every step and branch of section 5.2,
// then references derived from the grammar. Every answer comes from
// package resolve and is checked against literal, below, which follows
// the words of section 5.2 (and this project's decisions) on strings; the
// answers of Appendix C are checked against the RFC's text too.

// appendixC is one example of Appendix C.
type appendixC struct {
	ref, result, section string
	current              bool // the RFC writes "(current document)" for the result
}

// readAppendixC reads the base and the examples of Appendix C from the
// RFC's text: the lines "ref = result" of sections C.1 and C.2, leaving
// out the second result of "http:g", which is for backward compatibility
// (the default is a validating parser).
func readAppendixC(spec string) (base string, examples []appendixC, err error) {
	start := strings.Index(spec, "\nC. Examples of Resolving Relative URI References")
	end := strings.Index(spec, "\nD. Embedding the Base URI in HTML documents")
	if start < 0 || end < start {
		return "", nil, fmt.Errorf("no Appendix C in the RFC's text")
	}
	example := regexp.MustCompile(`^      (\S+)\s+=  (\(current document\)\S*|\S+)(?:\s+;.*)?\s*$`)
	baseLine := regexp.MustCompile(`^      (http://\S+)$`)
	section := ""
	for _, line := range strings.Split(spec[start:end], "\n") {
		switch {
		case strings.HasPrefix(line, "C.1."):
			section = "C.1"
		case strings.HasPrefix(line, "C.2."):
			section = "C.2"
		case base == "" && baseLine.MatchString(line):
			base = baseLine.FindStringSubmatch(line)[1]
		}
		m := example.FindStringSubmatch(line)
		if m == nil || section == "" {
			continue
		}
		ex := appendixC{ref: m[1], result: m[2], section: section}
		if ex.ref == "<>" {
			ex.ref = ""
		}
		// "(current document)", or "(current document)#s": the base,
		// with the fragment that follows.
		ex.result, ex.current = strings.CutPrefix(ex.result, "(current document)")
		examples = append(examples, ex)
	}
	if base == "" || len(examples) < 40 {
		return "", nil, fmt.Errorf("Appendix C: base %q and %d examples read from the RFC's text", base, len(examples))
	}
	return base, examples, nil
}

// pieces are the components of a base or reference, as strings.
type pieces struct {
	scheme, authority, path, query, fragment *string // path nil for an opaque URI
}

func piecesOf(c *conformance.CaseComponents) pieces {
	return pieces{c.Scheme, c.Authority, c.Path, c.Query, c.Fragment}
}

// A resolution is what literal makes of a base and a reference.
type resolution struct {
	result   *string
	section  string
	decision string
	branches []string // the steps and branches taken
}

// decisionOrder is the order in which a case names the decision its
// answer rests on, when it rests on more than one.
var decisionOrder = []string{decisionNoBase, decisionOpaqueBase, decisionAmbiguousPath, decisionQueryOnly,
	decisionCurrentDocument, decisionStrictScheme, decisionEmptyBasePath, decisionDotDotKept, decisionBaseFragment}

// literal resolves ref against base as section 5.2 words it, with this
// project's decisions (see conformance/README.md): a string buffer for
// step 6, and each step's branch recorded.
func literal(base, ref string, rfc2732 bool) (resolution, error) {
	var res resolution
	rc, err := queryOnlyParse(ref, rfc2732)
	if err != nil {
		return res, err
	}
	r := piecesOf(rc)
	var b *pieces
	decided := map[string]bool{}
	if base != "" {
		bc, _, err := grammarParse(base, nameOf(rfc2732))
		if err != nil {
			return res, err
		}
		if bc == nil || bc.Scheme == nil {
			return res, fmt.Errorf("base %q is not an absolute URI", base)
		}
		bp := piecesOf(bc)
		b = &bp
		if b.fragment != nil {
			decided[decisionBaseFragment] = true
		}
	}
	branch := func(s string) { res.branches = append(res.branches, s) }
	finish := func(section string, result *string) (resolution, error) {
		res.section, res.result = section, result
		for _, d := range decisionOrder {
			if decided[d] {
				res.decision = d
				break
			}
		}
		if r.fragment != nil {
			branch("fragment defined")
		} else {
			branch("fragment undefined")
		}
		return res, nil
	}
	text := func(s string) *string { return &s }
	write := func(scheme string, authority *string, path string, query *string) string {
		out := scheme + ":"
		if authority != nil {
			out += "//" + *authority
		}
		out += path
		if query != nil {
			out += "?" + *query
		}
		if r.fragment != nil {
			out += "#" + *r.fragment
		}
		return out
	}
	// Step 2: the current document.
	if r.path != nil && *r.path == "" && r.scheme == nil && r.authority == nil && r.query == nil {
		if b == nil {
			decided[decisionNoBase] = true
			branch("no base")
			return finish("5.1.4", nil)
		}
		decided[decisionCurrentDocument] = true
		branch("step 2")
		doc := base
		if i := strings.IndexByte(doc, '#'); i >= 0 {
			doc = doc[:i]
		}
		if r.fragment != nil {
			doc += "#" + *r.fragment
		}
		return finish("5.2 step 2", &doc)
	}
	// Step 3: a scheme.
	if r.scheme != nil {
		branch("step 3")
		if b != nil && b.path != nil && strings.EqualFold(*r.scheme, *b.scheme) {
			// Read as backward compatible, the reference would lose its
			// scheme: the decision counts where that changes the result.
			if compat, err := literal(base, ref[len(*r.scheme)+1:], rfc2732); err != nil || !equalText(compat.result, &ref) {
				decided[decisionStrictScheme] = true
			}
		}
		return finish("5.2 step 3", text(ref))
	}
	if b == nil {
		decided[decisionNoBase] = true
		branch("no base")
		return finish("5.1.4", nil)
	}
	if b.path == nil {
		decided[decisionOpaqueBase] = true
		branch("opaque base")
		return finish("5.2", nil)
	}
	if strings.HasPrefix(ref, "?") {
		decided[decisionQueryOnly] = true // "?y": Appendix C's reading
		branch("query-only")
	}
	if r.query != nil {
		branch("query defined")
	} else {
		branch("query undefined")
	}
	// Step 4: an authority.
	if r.authority != nil {
		branch("step 4")
		return finish("5.2 step 4", text(write(*b.scheme, r.authority, *r.path, r.query)))
	}
	// Step 5: an absolute path.
	if strings.HasPrefix(*r.path, "/") {
		branch("step 5")
		return finish("5.2 step 5", text(write(*b.scheme, b.authority, *r.path, r.query)))
	}
	// Step 6: a relative path.
	section := "5.2 step 6b"
	bp := *b.path
	if b.authority != nil && bp == "" {
		decided[decisionEmptyBasePath] = true
		branch("step 6a, empty base path")
		section = "5.2 step 6a"
		bp = "/"
	}
	buf := bp[:strings.LastIndexByte(bp, '/')+1] // 6a
	buf += *r.path                               // 6b
	branch("step 6b")
	fired := func(step string, changed bool) {
		if changed {
			branch("step " + step)
			section = "5.2 step " + step
		}
	}
	// 6c: every "./" whose "." is a complete segment.
	before := buf
	for {
		i := strings.Index(buf, "/./")
		if i < 0 {
			break
		}
		buf = buf[:i+1] + buf[i+3:]
	}
	fired("6c", buf != before)
	// 6d: a final "." that is a complete segment.
	before = buf
	if strings.HasSuffix(buf, "/.") {
		buf = buf[:len(buf)-1]
	}
	fired("6d", buf != before)
	// 6e: "<segment>/../", segment not "..", leftmost first, until none.
	before = buf
	for {
		done := true
		for i := 0; i+4 <= len(buf); i++ {
			if buf[i:i+4] != "/../" {
				continue
			}
			k := strings.LastIndexByte(buf[:i], '/')
			if k < 0 || buf[k+1:i] == ".." {
				continue
			}
			buf = buf[:k+1] + buf[i+4:]
			done = false
			break
		}
		if done {
			break
		}
	}
	fired("6e", buf != before)
	// 6f: a final "<segment>/..", segment not "..".
	before = buf
	if strings.HasSuffix(buf, "/..") {
		i := len(buf) - 3
		if k := strings.LastIndexByte(buf[:i], '/'); k >= 0 && buf[k+1:i] != ".." {
			buf = buf[:k+1]
		}
	}
	fired("6f", buf != before)
	// 6g: ".." segments left at the start are kept.
	if buf == "/.." || strings.HasPrefix(buf, "/../") {
		decided[decisionDotDotKept] = true
		fired("6g", true)
		depth := 0
		for rest := buf; strings.HasPrefix(rest, "/.."); rest = rest[3:] {
			if rest != "/.." && !strings.HasPrefix(rest, "/../") {
				break
			}
			depth++
		}
		branch(fmt.Sprintf("step 6g, %d levels above the root", depth))
	}
	if b.authority == nil && strings.HasPrefix(buf, "//") {
		decided[decisionAmbiguousPath] = true
		branch("ambiguous path")
		return finish(section, nil)
	}
	return finish(section, text(write(*b.scheme, b.authority, buf, r.query)))
}

// The bases the references are resolved against.
var resolveBases = []string{
	"http://a/b/c/d;p?q",             // Appendix C's
	"http://a",                       // an authority and an empty path
	"http://a/",                      // the root
	"http://a/b/c/d/e/f/g/h",         // deep
	"http://a/b/c/",                  // a directory
	"http://u:pw@a:8080/b/c;p?q=1#f", // userinfo, port, params, query and a fragment
	"HTTP://A.EXAMPLE/B/C",           // upper case
	"file:///usr/local/x",            // an empty authority
	"foo:/b/c/d",                     // no authority
	"foo:/",                          // no authority, the root
	"mailto:a@b.example",             // opaque
	"",                               // no base
}

var resolveBasesRFC2732 = []string{
	"http://[::1]/b/c/d;p?q",
	"http://[2001:db8::7]:8080",
	"http://[fe80::1:2]:80/a/",
}

// resolveRefs are the references, chosen for the steps and branches of
// section 5.2; dotRefs adds dot segments at every depth.
var resolveRefs = []string{
	"", "#", "#f", "#s/../x", "?", "?y", "?y#f", "?y/../x",
	"g", "g/", "./g", "g?y", "g#s", "g?y#s", ";x", "g;x", "g;x?y#s", "g;x=1/./y", "g;x=1/../y", "g?y/./x", "g?y/../x", "g#s/./x", "g#s/../x",
	".", "./", "..", "../", "../g", "../..", "../../", "../../g", "./../g", "./g/.", "g/./h", "g/../h", "g/.", "g/..", "../.", "./..", "../g/..",
	"g.", ".g", "g..", "..g", "...", ".../g", "..;p/g", ".;p/g", "g/..;p", "%2E%2E/g", "g/%2E", ".%2e/g",
	"g//h", "g//../h", "..//g", ".//g", "./..//g", "g/..//h",
	"/g", "/./g", "/../g", "/a/b/../c", "/a/./b/.", "/", "//g", "//g/h", "//g?y#s", "//u@g:1/h;p?i#j", "//", "///g", "//g/../h",
	"g:h", "http:g", "HTTP:g", "http:/g", "http://g", "mailto:x@y", "foo:bar#baz",
	"a:b/../c", "g%20h", "~g", "g+h=i&j$k,l", "-_.!~*'()",
}

// dotRefs returns references with "." and ".." segments at every depth
// up to 8.
func dotRefs() []string {
	var out []string
	for d := 1; d <= 8; d++ {
		up := strings.Repeat("../", d)
		here := strings.Repeat("./", d)
		down := strings.Repeat("x/", d)
		out = append(out, up+"g", strings.TrimSuffix(up, "/"), here+"g", down+up+"g", "g"+strings.Repeat("/..", d), down+strings.Repeat("../", d+1)+"g?y#f")
	}
	return out
}

// resolveCases returns the resolve cases, Appendix C first.
func resolveCases(spec string, g *grammar) ([]conformance.ResolveCase, error) {
	base, examples, err := readAppendixC(spec)
	if err != nil {
		return nil, err
	}
	var cases []conformance.ResolveCase
	seen := map[[3]string]bool{}
	branches := map[string]bool{}
	add := func(base, ref string, rfc2732 bool, section, note string) error {
		syntax := conformance.RFC2396
		if rfc2732 {
			syntax = conformance.RFC2732
		}
		key := [3]string{base, ref, syntax}
		if seen[key] {
			return nil
		}
		seen[key] = true
		lit, err := literal(base, ref, rfc2732)
		if err != nil {
			return fmt.Errorf("resolve %q against %q: %w", ref, base, err)
		}
		got := resolveString(base, ref, rfc2732)
		if !equalText(got, lit.result) {
			return fmt.Errorf("resolve %q against %q: package resolve gives %s, section 5.2 as written %s", ref, base, show(got), show(lit.result))
		}
		for _, b := range lit.branches {
			branches[b] = true
		}
		if section == "" {
			section = lit.section
		}
		cases = append(cases, conformance.ResolveCase{Base: base, Ref: ref, Syntax: syntax, Result: got, Section: section, Decision: lit.decision, Note: note})
		return nil
	}
	for _, ex := range examples {
		want := ex.result
		if ex.current {
			// "(current document)": the base, with the reference's
			// fragment.
			want = base + ex.result
		}
		got := resolveString(base, ex.ref, false)
		if got == nil || *got != want {
			return nil, fmt.Errorf("Appendix C: %q resolves to %s, the RFC says %q", ex.ref, show(got), want)
		}
		if err := add(base, ex.ref, false, ex.section, "Appendix "+ex.section); err != nil {
			return nil, err
		}
	}
	refs := append(slices.Clone(resolveRefs), dotRefs()...)
	for _, b := range resolveBases {
		for _, r := range refs {
			if err := add(b, r, false, "", ""); err != nil {
				return nil, err
			}
		}
	}
	for _, b := range resolveBasesRFC2732 {
		for _, r := range append(refs, "//[::1]", "//[::1]/g", "//[2001:db8::1]:80/g?y#f", "//u@[::1]:8/g") {
			if err := add(b, r, true, "", ""); err != nil {
				return nil, err
			}
		}
	}
	// References derived from the grammar, against Appendix C's base and
	// two others.
	d := &deriver{g: g, rnd: rand.New(rand.NewPCG(5, 2)), reach: g.reachSets(), covered: map[item]bool{}, target: -1}
	for made, try := 0, 0; made < 120 && try < 10000; try++ {
		ref, ok := d.derive("relativeURI")
		if !ok {
			continue
		}
		if rc, err := queryOnlyParse(ref, false); err != nil || rc.Scheme != nil {
			continue
		}
		b := []string{base, "http://a/b/c/", "foo:/b/c/d"}[made%3]
		if err := add(b, ref, false, "", "derived from relativeURI"); err != nil {
			return nil, err
		}
		made++
	}
	want := []string{"no base", "opaque base", "query-only", "ambiguous path", "step 2", "step 3", "step 4", "step 5",
		"step 6a, empty base path", "step 6b", "step 6c", "step 6d", "step 6e", "step 6f", "step 6g",
		"query defined", "query undefined", "fragment defined", "fragment undefined"}
	for depth := 1; depth <= 6; depth++ {
		want = append(want, fmt.Sprintf("step 6g, %d levels above the root", depth))
	}
	for _, w := range want {
		if !branches[w] {
			return nil, fmt.Errorf("no resolve case takes the branch %q of section 5.2", w)
		}
	}
	return cases, nil
}

func equalText(a, b *string) bool { return a == nil && b == nil || a != nil && b != nil && *a == *b }

func show(s *string) string {
	if s == nil {
		return "null (refused)"
	}
	return fmt.Sprintf("%q", *s)
}
