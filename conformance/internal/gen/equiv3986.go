package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/rfc2396/rfc2396/conformance"
)

// The equivalence cases of RFC 3986: the examples of its sections 6.2.2,
// 6.2.2.1 and 6.2.3 as the RFC's text gives them, pairs written by hand
// for each rule of sections 6.2.2 and 6.2.3 (and each decision), then
// pairs made by applying one rewrite to each of a list of references.
// Every answer comes from normal3986, the generator's own reading of
// sections 6.2.2 and 6.2.3, and must be the one the pair was written or
// made for; none comes from package normalize, which the package's tests
// hold to every case.

// The decisions that only the RFC 3986 cases rest on.
const (
	// decisionRelativeDots: the dot segments of a relative-path
	// reference are kept (6.2.2.3 removes those of a URI's path).
	decisionRelativeDots = "relative-dot-segments"
	// decisionSchemeSpecific: of 6.2.3's scheme-based normalization
	// only default ports and http's empty path are applied.
	decisionSchemeSpecific = "scheme-specific"
)

// unreserved3986 is RFC 3986's unreserved (section 2.3).
const unreserved3986 = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~"

// isHex reports whether c is a HEXDIG, in either case.
func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// percent3986 is section 6.2.2.2 and the hex digits of 6.2.2.1: an
// escape of an unreserved character decoded, every other escape's hex
// digits in upper case.
func percent3986(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '%' || i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
			b.WriteByte(s[i])
			continue
		}
		v, _ := strconv.ParseUint(s[i+1:i+3], 16, 8)
		if strings.IndexByte(unreserved3986, byte(v)) >= 0 {
			b.WriteByte(byte(v))
		} else {
			b.WriteString(strings.ToUpper(s[i : i+3]))
		}
		i += 2
	}
	return b.String()
}

// lowerOutsideEscapes puts the letters of s in lower case, but for the
// hex digits of its escapes.
func lowerOutsideEscapes(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			b.WriteString(s[i : i+3])
			i += 2
			continue
		}
		b.WriteString(strings.ToLower(s[i : i+1]))
	}
	return b.String()
}

// normal3986 returns the normal form of the RFC 3986 reference s by
// sections 6.2.2 and 6.2.3, as this project reads them: the scheme and
// the host in lower case (6.2.2.1), escapes of unreserved characters
// decoded and the hex digits of the others in upper case, in every
// component (6.2.2.1, 6.2.2.2); remove_dot_segments (5.2.4) on the path
// of a reference with a scheme and on an absolute path (6.2.2.3), unless
// the path would then read as an authority; an empty port, or the
// scheme's default port as a number, dropped, and the empty path of an
// http or https URI with an authority written "/" (6.2.3). The fragment
// is kept (6.2.3), and so is the relative path of a relative reference.
func normal3986(s string) (string, error) {
	c, _, err := grammarParse(s, conformance.RFC3986)
	if err != nil {
		return "", err
	}
	if c == nil {
		return "", fmt.Errorf("%q is not an RFC 3986 URI-reference", s)
	}
	for _, p := range []*string{c.Userinfo, c.Host, c.Path, c.Query, c.Fragment} {
		if p != nil {
			*p = percent3986(*p)
		}
	}
	scheme := ""
	if c.Scheme != nil {
		*c.Scheme = strings.ToLower(*c.Scheme)
		scheme = *c.Scheme
	}
	if c.Host != nil {
		*c.Host = lowerOutsideEscapes(*c.Host)
	}
	if c.Port != nil {
		n, err := strconv.Atoi(*c.Port)
		if def, ok := defaultPortOf[scheme]; *c.Port == "" || ok && err == nil && strconv.Itoa(n) == def.port {
			c.Port = nil
		}
	}
	if c.Scheme != nil || strings.HasPrefix(*c.Path, "/") {
		if p, _ := removeDotSegments(*c.Path); c.Authority != nil || !strings.HasPrefix(p, "//") {
			*c.Path = p
		}
	}
	if c.Authority != nil && *c.Path == "" && (scheme == "http" || scheme == "https") {
		*c.Path = "/"
	}
	return write(c), nil
}

// equivalent3986 reports whether a and b have the same normal form.
func equivalent3986(a, b string) (bool, error) {
	na, err := normal3986(a)
	if err != nil {
		return false, err
	}
	nb, err := normal3986(b)
	return na == nb, err
}

// Sections of RFC 3986, as the cases name them.
const (
	sec3986Case     = "RFC 3986 6.2.2.1"
	sec3986Percent  = "RFC 3986 6.2.2.2"
	sec3986Dots     = "RFC 3986 6.2.2.3"
	sec3986Scheme   = "RFC 3986 6.2.3"
	sec3986Reserved = "RFC 3986 2.2"
	sec3986Host     = "RFC 3986 3.2.2"
)

var handPairs3986 = []pair{
	{"http://a.example/%7Esmith/", "http://a.example/~smith/", true, sec3986Percent, ""},
	{"http://a.example/%7esmith/", "http://a.example/%7Esmith/", true, sec3986Case, ""},
	{"http://a.example/%41%2d%5F%2E%7e%30", "http://a.example/A-_.~0", true, sec3986Percent, ""},
	{"http://a.example/%41", "http://a.example/a", false, sec3986Case, ""},
	{"http://a.example/%c3%a9", "http://a.example/%C3%A9", true, sec3986Case, ""},
	{"http://a.example/%21", "http://a.example/!", false, sec3986Reserved, ""},
	{"http://a.example/%2A%27%28%29", "http://a.example/*'()", false, sec3986Reserved, ""},
	{"http://a.example/%2F", "http://a.example//", false, sec3986Reserved, ""},
	{"http://a.example/a%3Bb", "http://a.example/a;b", false, sec3986Reserved, ""},
	{"http://a.example/?a%3Db", "http://a.example/?a=b", false, sec3986Reserved, ""},
	{"http://a.example/%3A%40", "http://a.example/:@", false, sec3986Reserved, ""},
	{"http://a.example/?%61=%62#%63", "http://a.example/?a=b#c", true, sec3986Percent, ""},
	{"http://%75ser@a.example/", "http://user@a.example/", true, sec3986Percent, ""},
	{"HTTP://a.example/", "http://a.example/", true, sec3986Case, ""},
	{"http://A.EXAMPLE/", "http://a.example/", true, sec3986Case, ""},
	{"foo://Reg_Name/", "foo://reg_name/", true, sec3986Host, ""},
	{"foo://Reg%5fName!/", "foo://reg_name!/", true, sec3986Host, ""},
	{"http://%41.example/", "http://a.example/", true, sec3986Host, ""},
	{"http://[2001:DB8::A]/", "http://[2001:db8::a]/", true, sec3986Host, ""},
	{"http://[V7.A:B]/", "http://[v7.a:b]/", true, sec3986Host, ""},
	{"http://U@a.example/", "http://u@a.example/", false, sec3986Case, ""},
	{"http://a.example/B", "http://a.example/b", false, sec3986Case, ""},
	{"http://a.example/?Q", "http://a.example/?q", false, sec3986Case, ""},
	{"http://a.example/#F", "http://a.example/#f", false, sec3986Case, ""},
	{"http://a.example/", "http://a.example/#", false, sec3986Scheme, ""},
	{"http://a.example/", "http://a.example/?", false, sec3986Scheme, ""},
	{"http://a.example/#f", "http://a.example/", false, sec3986Scheme, ""},
	{"http://a.example:80/", "http://a.example/", true, sec3986Scheme, ""},
	{"https://a.example:443/", "https://a.example/", true, sec3986Scheme, ""},
	{"https://a.example:80/", "https://a.example/", false, sec3986Scheme, ""},
	{"http://a.example:/", "http://a.example/", true, sec3986Scheme, ""},
	{"foo://a.example:/", "foo://a.example/", true, sec3986Scheme, ""},
	{"http://a.example:8080/", "http://a.example/", false, sec3986Scheme, ""},
	{"http://a.example:8080/", "http://a.example:8081/", false, sec3986Scheme, ""},
	{"http://a.example", "http://a.example/", true, sec3986Scheme, ""},
	{"HTTPS://a.example", "https://a.example/", true, sec3986Scheme, ""},
	{"http://", "http:///", true, sec3986Scheme, ""},
	{"http:", "http:/", false, sec3986Scheme, ""},
	{"ftp://a.example:21/", "ftp://a.example/", true, sec3986Scheme, decisionDefaultPorts},
	{"telnet://a.example:23/", "telnet://a.example/", true, sec3986Scheme, decisionDefaultPorts},
	{"foo://a.example:80/", "foo://a.example/", false, sec3986Scheme, decisionDefaultPorts},
	{"http://a.example:080/", "http://a.example/", true, sec3986Scheme, decisionPortNumber},
	{"http://a.example:0080/", "http://a.example:80/", true, sec3986Scheme, decisionPortNumber},
	{"foo://a.example", "foo://a.example/", false, sec3986Scheme, decisionEmptyPath},
	{"http://a.example/b/../c", "http://a.example/c", true, sec3986Dots, ""},
	{"http://a.example/./c", "http://a.example/c", true, sec3986Dots, ""},
	{"http://a.example/../c", "http://a.example/c", true, sec3986Dots, ""},
	{"http://a.example/b/c/.", "http://a.example/b/c/", true, sec3986Dots, ""},
	{"http://a.example/b/c/..", "http://a.example/b/", true, sec3986Dots, ""},
	{"http://a.example/b/%2E%2E/c", "http://a.example/c", true, sec3986Dots, ""},
	{"http://a.example/b/.%2e/c", "http://a.example/c", true, sec3986Dots, ""},
	{"http://a.example/b/.../c", "http://a.example/c", false, sec3986Dots, ""},
	{"http://a.example/b/..c", "http://a.example/c", false, sec3986Dots, ""},
	{"http://a.example/b/%2E%2E%2Fc", "http://a.example/c", false, sec3986Dots, ""},
	{"http://a.example/b/../c?x/../y#z/../w", "http://a.example/c?x/../y#z/../w", true, sec3986Dots, ""},
	{"http://a.example/c?x/../y", "http://a.example/c?y", false, sec3986Dots, ""},
	{"x:a/../b", "x:/b", true, sec3986Dots, ""},
	{"x:/a/./b", "x:/a/b", true, sec3986Dots, ""},
	{"/a/../b", "/b", true, sec3986Dots, ""},
	{"//h/a/./b", "//h/a/b", true, sec3986Dots, ""},
	{"a/./b", "a/b", false, sec3986Dots, decisionRelativeDots},
	{"a/../b", "b", false, sec3986Dots, decisionRelativeDots},
	{"./a", "a", false, sec3986Dots, decisionRelativeDots},
}

// equivBases3986 are the references the rewrites are applied to.
var equivBases3986 = []string{
	"http://a.example/b/c?q#f",
	"http://www.example.com/",
	"http://user:pw@host.example:8080/p;x/q?a=b#frag",
	"https://secure.example/~u/index.html",
	"ftp://ftp.example/pub/file.txt;type=a",
	"telnet://t.example/",
	"foo://host.example/p",
	"foo://reg_name.example!$/p",
	"http://192.0.2.1/a",
	"http://[2001:db8::a]/a",
	"http://[v7.future]/a",
	"http://a.example",
	"foo://a.example",
	"file:///usr/local/x",
	"http://a.example/%2Fb%3F?c%3D#d%23",
	"example://a/b/c/%7Bfoo%7D",
	"http://a.example/b/!$&'()*+,;=:@/c?!$&'()*+,;=:@/?#!$&'()*+,;=:@/?",
	"news:comp.infosystems.www.servers.unix",
	"mailto:Joe@Example.ORG",
	"urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
	"//host.example/p?q",
	"/abs/path?q",
	"rel/path#f",
	"g;x=1/y",
}

// hasLetter reports whether s holds an ASCII letter outside its escapes.
func hasLetter(s *string) bool {
	t := ""
	if s != nil {
		t = *s
	}
	return firstLetter(&t, strings.ToUpper) || firstLetter(&t, strings.ToLower)
}

// subDelims3986 is RFC 3986's sub-delims (section 2.2), reserved:
// escaping one changes the reference.
const subDelims3986 = "!$&'()*+,;="

// dotted returns a rewrite that puts prefix before an absolute path
// with a segment, which remove_dot_segments takes out again.
func dotted(name, prefix string) rewrite {
	return rewrite{name, true, sec3986Dots, "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if d.Path == nil || !strings.HasPrefix(*d.Path, "/") || len(*d.Path) < 2 {
			return nil
		}
		*d.Path = prefix + *d.Path
		return d
	}}
}

// escapeIn returns a rewrite that escapes, in the component that part
// gives, the first character of set, hex digits in lower case with lower.
func escapeIn(name string, equivalent bool, section, set string, lower bool, part func(*conformance.CaseComponents) *string) rewrite {
	return rewrite{name, equivalent, section, "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if !escapeFirst(part(d), set, lower) {
			return nil
		}
		return d
	}}
}

// flipIn returns a rewrite that changes the case of the first letter of
// the component that part gives.
func flipIn(name string, equivalent bool, section string, part func(*conformance.CaseComponents) *string) rewrite {
	return rewrite{name, equivalent, section, "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if !firstLetter(part(d), flipCase) {
			return nil
		}
		return d
	}}
}

func pathOf(c *conformance.CaseComponents) *string     { return c.Path }
func queryOf(c *conformance.CaseComponents) *string    { return c.Query }
func fragmentOf(c *conformance.CaseComponents) *string { return c.Fragment }
func userinfoOf(c *conformance.CaseComponents) *string { return c.Userinfo }

// regNameOf returns the host of c when it is a reg-name, nil otherwise.
func regNameOf(c *conformance.CaseComponents) *string {
	if c.HostKind == nil || *c.HostKind != "reg-name" {
		return nil
	}
	return c.Host
}

var rewrites3986 = []rewrite{
	{"the scheme in upper case", true, sec3986Case, "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if d.Scheme == nil || strings.ToUpper(*d.Scheme) == *d.Scheme {
			return nil
		}
		*d.Scheme = strings.ToUpper(*d.Scheme)
		return d
	}},
	{"the host's case changed", true, sec3986Case, "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if !hasLetter(d.Host) {
			return nil
		}
		*d.Host = flipCase(*d.Host)
		return d
	}},
	{"the default port written", true, sec3986Scheme, "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if d.Scheme == nil || d.Host == nil || d.Port != nil {
			return nil
		}
		def, ok := defaultPortOf[*d.Scheme]
		if !ok {
			return nil
		}
		d.Port = &def.port
		return d
	}},
	{"an empty port written", true, sec3986Scheme, "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if d.Host == nil || d.Port != nil {
			return nil
		}
		d.Port = new(string)
		return d
	}},
	{"another port", false, sec3986Scheme, "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if d.Host == nil {
			return nil
		}
		p := "8081"
		d.Port = &p
		return d
	}},
	{"a \"/\" added to the empty path", true, sec3986Scheme, "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if d.Authority == nil || *d.Path != "" {
			return nil
		}
		*d.Path = "/"
		return d
	}},
	{"an empty query added", false, sec3986Scheme, "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if d.Query != nil {
			return nil
		}
		d.Query = new(string)
		return d
	}},
	{"an empty fragment added", false, sec3986Scheme, "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if d.Fragment != nil {
			return nil
		}
		d.Fragment = new(string)
		return d
	}},
	{"the fragment left out", false, sec3986Scheme, "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if d.Fragment == nil {
			return nil
		}
		d.Fragment = nil
		return d
	}},
	escapeIn("an unreserved character of the path escaped", true, sec3986Percent, unreserved3986, false, pathOf),
	escapeIn("an unreserved character of the path escaped, hex in lower case", true, sec3986Percent, unreserved3986, true, pathOf),
	escapeIn("a \"~\" of the path escaped", true, sec3986Percent, "~", false, pathOf),
	escapeIn("an unreserved character of the query escaped", true, sec3986Percent, unreserved3986, false, queryOf),
	escapeIn("an unreserved character of the fragment escaped", true, sec3986Percent, unreserved3986, true, fragmentOf),
	escapeIn("an unreserved character of the userinfo escaped", true, sec3986Percent, unreserved3986, false, userinfoOf),
	escapeIn("an unreserved character of the reg-name escaped", true, sec3986Percent, unreserved3986, false, regNameOf),
	escapeIn("a sub-delim of the path escaped", false, sec3986Reserved, subDelims3986, false, pathOf),
	escapeIn("a sub-delim of the query escaped", false, sec3986Reserved, subDelims3986, false, queryOf),
	escapeIn("a sub-delim of the fragment escaped", false, sec3986Reserved, subDelims3986, false, fragmentOf),
	escapeIn("a sub-delim of the reg-name escaped", false, sec3986Reserved, subDelims3986, false, regNameOf),
	escapeIn("a \":\" or \"@\" of the path escaped", false, sec3986Reserved, ":@", false, pathOf),
	escapeIn("a \"/\" or \"?\" of the query escaped", false, sec3986Reserved, "/?", false, queryOf),
	{"a \"/\" of the path escaped", false, sec3986Reserved, "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		rest := strings.TrimPrefix(*d.Path, "/")
		lead := (*d.Path)[:len(*d.Path)-len(rest)]
		if !escapeFirst(&rest, "/", false) {
			return nil
		}
		*d.Path = lead + rest
		return d
	}},
	{"the hex digits of an escape in lower case", true, sec3986Case, "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		changed := false
		for _, s := range []*string{d.Host, d.Path, d.Query, d.Fragment} {
			if s != nil && strings.Contains(*s, "%") {
				lowered := regexp.MustCompile(`%[0-9A-F]{2}`).ReplaceAllStringFunc(*s, strings.ToLower)
				changed = changed || lowered != *s
				*s = lowered
			}
		}
		if !changed {
			return nil
		}
		return d
	}},
	flipIn("a letter of the path in the other case", false, sec3986Case, pathOf),
	flipIn("a letter of the userinfo in the other case", false, sec3986Case, userinfoOf),
	flipIn("a letter of the query in the other case", false, sec3986Case, queryOf),
	flipIn("a letter of the fragment in the other case", false, sec3986Case, fragmentOf),
	dotted("a \"..\" segment added to the path", "/x/.."),
	dotted("a \".\" segment added to the path", "/."),
	dotted("a \"..\" above the root added to the path", "/.."),
	dotted("an escaped \"..\" segment added to the path", "/x/%2e%2E"),
	{"the scheme, the host, the port and an escape rewritten at once", true, "RFC 3986 6.2.2", "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if d.Scheme == nil || !hasLetter(d.Host) || d.Port != nil || !escapeFirst(d.Path, unreserved3986, true) {
			return nil
		}
		*d.Scheme = strings.ToUpper(*d.Scheme)
		*d.Host = strings.ToUpper(*d.Host)
		d.Port = new(string)
		return d
	}},
}

// examples3986 reads the examples of sections 6.2.2, 6.2.2.1 and 6.2.3
// from the text of RFC 3986, as pairs.
func examples3986(spec string) ([]pair, error) {
	start := strings.Index(spec, "\n6.2.2.  Syntax-Based Normalization")
	end := strings.Index(spec, "\n6.2.4.  Protocol-Based Normalization")
	if start < 0 || end < start {
		return nil, fmt.Errorf("no sections 6.2.2 and 6.2.3 in the text of RFC 3986")
	}
	text := strings.Join(strings.Fields(spec[start:end]), " ")
	find := func(pattern string) []string {
		return regexp.MustCompile(pattern).FindStringSubmatch(text)
	}
	var pairs []pair
	if m := find(`the following two URIs equivalent: (\S+) (\S+) Web`); m != nil {
		pairs = append(pairs, pair{m[1], m[2], true, "RFC 3986 6.2.2", ""})
	}
	if m := find(`the URI <([^>]+)> is equivalent to <([^>]+)>`); m != nil {
		pairs = append(pairs, pair{m[1], m[2], true, sec3986Case, ""})
	}
	four := find(`the following four URIs are equivalent: (\S+) (\S+) (\S+) (\S+) In general`)
	notThem := find(`the URI "([^"]+)" cannot be assumed to be equivalent`)
	if four != nil && notThem != nil {
		for i := 1; i <= 4; i++ {
			for j := i + 1; j <= 4; j++ {
				pairs = append(pairs, pair{four[i], four[j], true, sec3986Scheme, ""})
			}
			pairs = append(pairs, pair{notThem[1], four[i], false, sec3986Scheme, ""})
		}
	}
	// The host in a mailto path, which 6.2.3 gives as the example of a
	// scheme's own rule and this project does not apply.
	if m := find(`\(e\.g\., "([^"]+)" is equivalent to "([^"]+)"`); m != nil {
		pairs = append(pairs, pair{m[1], m[2], false, sec3986Scheme, decisionSchemeSpecific})
	}
	if len(pairs) != 2+6+4+1 {
		return nil, fmt.Errorf("sections 6.2.2 and 6.2.3: %d examples read from the RFC's text, want 13", len(pairs))
	}
	return pairs, nil
}

// equivalenceCases3986 returns the equivalence cases of RFC 3986.
func equivalenceCases3986(spec string) ([]conformance.EquivalenceCase, error) {
	var cases []conformance.EquivalenceCase
	seen := map[[2]string]bool{}
	add := func(p pair, note string) error {
		if seen[[2]string{p.a, p.b}] {
			return nil
		}
		seen[[2]string{p.a, p.b}] = true
		got, err := equivalent3986(p.a, p.b)
		if err != nil {
			return fmt.Errorf("equivalence case %q, %q: %w", p.a, p.b, err)
		}
		if got != p.equivalent {
			return fmt.Errorf("equivalence case %q, %q (%s): sections 6.2.2 and 6.2.3 say %v, the case was made for %v", p.a, p.b, note, got, p.equivalent)
		}
		cases = append(cases, conformance.EquivalenceCase{A: p.a, B: p.b, Syntax: conformance.RFC3986, Equivalent: got, Section: p.section, Decision: p.decision, Note: note})
		return nil
	}
	examples, err := examples3986(spec)
	if err != nil {
		return nil, err
	}
	for _, p := range examples {
		if err := add(p, "an example of section "+strings.TrimPrefix(p.section, "RFC 3986 ")+" of RFC 3986"); err != nil {
			return nil, err
		}
	}
	for _, p := range handPairs3986 {
		if err := add(p, "written by hand"); err != nil {
			return nil, err
		}
	}
	for _, base := range equivBases3986 {
		c, _, err := grammarParse(base, conformance.RFC3986)
		if err != nil || c == nil {
			return nil, fmt.Errorf("equivalence base %q is not an RFC 3986 URI-reference", base)
		}
		if write(c) != base {
			return nil, fmt.Errorf("equivalence base %q is written back as %q", base, write(c))
		}
		for _, rw := range rewrites3986 {
			d := rw.apply(*c)
			if d == nil {
				continue
			}
			b := write(d)
			if b == base {
				continue
			}
			if rc, _, err := grammarParse(b, conformance.RFC3986); err != nil || rc == nil {
				return nil, fmt.Errorf("rewrite %q of %q gives %q, not an RFC 3986 URI-reference", rw.name, base, b)
			}
			p := pair{base, b, rw.equivalent, rw.section, rw.decision}
			scheme := ""
			if d.Scheme != nil {
				scheme = strings.ToLower(*d.Scheme)
			}
			switch {
			case rw.name == "the default port written":
				p.decision = defaultPortOf[scheme].decision
			case rw.name == `a "/" added to the empty path` && scheme != "http" && scheme != "https":
				p.equivalent, p.decision = false, decisionEmptyPath
			}
			if err := add(p, rw.name); err != nil {
				return nil, err
			}
		}
	}
	return cases, nil
}
