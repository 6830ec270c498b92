package main

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/rfc2396/rfc2396/conformance"
)

// The equivalence cases: the example of section 6 as the RFC's text gives
// it, pairs written by hand for each rule of sections 6, 3.1 and 2.3 (and
// each decision), then pairs made by applying one rewrite to each of a
// list of references. Every answer comes from package normalize, and must
// be the one the pair was written or made for.

// A pair is an equivalence case written by hand.
type pair struct {
	a, b       string
	equivalent bool
	section    string
	decision   string
}

var handPairs = []pair{
	{"HTTP://a.example/", "http://a.example/", true, "3.1", ""},
	{"Http://a.example/", "hTTp://a.example/", true, "3.1", ""},
	{"MAILTO:Joe@Example.org", "mailto:Joe@Example.org", true, "3.1", ""},
	{"http://A.Example/", "http://a.example/", true, "6", ""},
	{"http://a.example:80/", "http://a.example/", true, "6", ""},
	{"https://a.example:443/", "https://a.example/", true, "6", ""},
	{"http://a.example:/", "http://a.example/", true, "6", ""},
	{"http://a.example:8080/", "http://a.example/", false, "6", ""},
	{"http://a.example:8080/", "http://a.example:8081/", false, "6", ""},
	{"http://a.example/%7Esmith/", "http://a.example/~smith/", true, "2.3", ""},
	{"http://a.example/%7esmith/", "http://a.example/%7Esmith/", true, "2.3", ""},
	{"http://a.example/%41%2d%5F", "http://a.example/A-_", true, "2.3", ""},
	{"http://a.example/%41", "http://a.example/a", false, "2.3", ""},
	{"http://a.example/?%61=%62#%63", "http://a.example/?a=b#c", true, "2.3", ""},
	{"http://a.example/%2f", "http://a.example/%2F", true, "2.4.1", ""},
	{"http://a.example/%c3%a9", "http://a.example/%C3%A9", true, "2.4.1", ""},
	{"http://a.example/%2F", "http://a.example//", false, "2.2", ""},
	{"http://a.example/a%3Bb", "http://a.example/a;b", false, "2.2", ""},
	{"http://a.example/?a%3Db", "http://a.example/?a=b", false, "2.2", ""},
	{"http://a.example/b", "http://a.example/B", false, "6", ""},
	{"http://U@a.example/", "http://u@a.example/", false, "6", ""},
	{"http://a.example/?Q", "http://a.example/?q", false, "6", ""},
	{"http://a.example/#F", "http://a.example/#f", false, "4.1", ""},
	{"http://a.example/#f", "http://a.example/", false, "4.1", ""},
	{"mailto:Joe@Example.org", "mailto:joe@example.org", false, "6", ""},
	{"ftp://a.example:21/", "ftp://a.example/", true, "6", decisionDefaultPorts},
	{"telnet://a.example:23/", "telnet://a.example/", true, "6", decisionDefaultPorts},
	{"foo://a.example:80/", "foo://a.example/", false, "6", decisionDefaultPorts},
	{"http://a.example:080/", "http://a.example/", true, "6", decisionPortNumber},
	{"http://a.example:0080/", "http://a.example:80/", true, "6", decisionPortNumber},
	{"foo://Reg_Name/", "foo://reg_name/", false, "3.2.1", decisionRegNameCase},
	{"http://a.example", "http://a.example/", false, "6", decisionEmptyPath},
	{"http://a.example/b/../c", "http://a.example/c", false, "6", decisionDotSegments},
	{"http://a.example/./c", "http://a.example/c", false, "6", decisionDotSegments},
}

// equivBases are the references the rewrites are applied to.
var equivBases = []string{
	"http://a.example/b/c?q#f",
	"http://www.xerox.com/",
	"http://user:pw@host.example:8080/p;x/q?a=b#frag",
	"https://secure.example/~u/index.html",
	"ftp://ftp.example/pub/file.txt;type=a",
	"gopher://g.example/1",
	"telnet://t.example/",
	"foo://host.example/p",
	"foo://reg_name.example/p",
	"http://192.0.2.1/a",
	"http://a.example",
	"http://a.example/%2Fb%3F?c%3D#d%23",
	"news:comp.infosystems.www",
	"mailto:Joe@Example.ORG",
	"//host.example/p?q",
	"/abs/path?q",
	"rel/path#f",
	"g;x=1/y",
}

// A rewrite makes b from a: nil when it does not apply to a.
type rewrite struct {
	name       string
	equivalent bool
	section    string
	decision   string
	apply      func(c conformance.CaseComponents) *conformance.CaseComponents
}

// defaultPortOf is the default port of the schemes the rewrites use:
// http's and https's are well known; the others come from the project's
// table (a decision).
var defaultPortOf = map[string]struct {
	port     string
	decision string
}{
	"http": {"80", ""}, "https": {"443", ""}, "ftp": {"21", decisionDefaultPorts},
	"gopher": {"70", decisionDefaultPorts}, "telnet": {"23", decisionDefaultPorts},
}

// firstLetter applies f to the first ASCII letter of *s outside an
// escape, or returns false.
func firstLetter(s *string, f func(string) string) bool {
	if s == nil {
		return false
	}
	for i := 0; i < len(*s); i++ {
		c := (*s)[i]
		if c == '%' {
			i += 2
			continue
		}
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			t := (*s)[:i] + f(string(c)) + (*s)[i+1:]
			*s = t
			return true
		}
	}
	return false
}

// flipCase returns s with the case of its letters swapped.
func flipCase(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return r - 32
		case r >= 'A' && r <= 'Z':
			return r + 32
		}
		return r
	}, s)
}

func clone(c conformance.CaseComponents) *conformance.CaseComponents {
	dup := func(s *string) *string {
		if s == nil {
			return nil
		}
		t := *s
		return &t
	}
	for _, p := range []**string{&c.Scheme, &c.Authority, &c.Userinfo, &c.Host, &c.Port, &c.Path, &c.Opaque, &c.Query, &c.Fragment, &c.HostKind} {
		*p = dup(*p)
	}
	return &c
}

// server reports whether c has a server authority with a hostname.
func hostname(c conformance.CaseComponents) bool {
	return c.Host != nil && *c.Host != "" && !strings.ContainsAny((*c.Host)[len(*c.Host)-1:], "0123456789")
}

// escapeFirst escapes the first character of *s outside an escape that
// is in set, with the hex digits in upper case, or in lower case with
// lower.
func escapeFirst(s *string, set string, lower bool) bool {
	if s == nil {
		return false
	}
	i := 0
	for ; i < len(*s); i++ {
		if (*s)[i] == '%' {
			i += 2
			continue
		}
		if strings.IndexByte(set, (*s)[i]) >= 0 {
			break
		}
	}
	if i >= len(*s) {
		return false
	}
	esc := fmt.Sprintf("%%%02X", (*s)[i])
	if lower {
		esc = strings.ToLower(esc)
	}
	*s = (*s)[:i] + esc + (*s)[i+1:]
	return true
}

const unreservedLetters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.!~*'()"

var rewrites = []rewrite{
	{"the scheme in upper case", true, "3.1", "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if d.Scheme == nil || strings.ToUpper(*d.Scheme) == *d.Scheme {
			return nil
		}
		*d.Scheme = strings.ToUpper(*d.Scheme)
		return d
	}},
	{"the hostname's case changed", true, "6", "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if !hostname(c) {
			return nil
		}
		*d.Host = flipCase(*d.Host)
		return d
	}},
	{"the default port written", true, "6", "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if d.Scheme == nil || d.Host == nil || d.Port != nil {
			return nil
		}
		if _, ok := defaultPortOf[*d.Scheme]; !ok {
			return nil
		}
		p := defaultPortOf[*d.Scheme].port
		d.Port = &p
		return d
	}},
	{"an empty port written", true, "6", "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if d.Host == nil || d.Port != nil {
			return nil
		}
		p := ""
		d.Port = &p
		return d
	}},
	{"another port", false, "6", "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if d.Host == nil {
			return nil
		}
		p := "8081"
		d.Port = &p
		return d
	}},
	{"an unreserved character of the path escaped", true, "2.3", "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if !escapeFirst(d.Path, unreservedLetters, false) && !escapeFirst(d.Opaque, unreservedLetters, false) {
			return nil
		}
		return d
	}},
	{"an unreserved character of the path escaped, hex in lower case", true, "2.3", "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if !escapeFirst(d.Path, unreservedLetters, true) {
			return nil
		}
		return d
	}},
	{"an unreserved character of the query escaped", true, "2.3", "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if !escapeFirst(d.Query, unreservedLetters, false) {
			return nil
		}
		return d
	}},
	{"an unreserved character of the fragment escaped", true, "2.3", "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if !escapeFirst(d.Fragment, unreservedLetters, true) {
			return nil
		}
		return d
	}},
	{"a reserved character of the path escaped", false, "2.2", "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if d.Path == nil || !strings.ContainsAny(strings.TrimPrefix(*d.Path, "/"), "/;=") {
			return nil
		}
		rest := strings.TrimPrefix(*d.Path, "/")
		lead := (*d.Path)[:len(*d.Path)-len(rest)]
		escapeFirst(&rest, "/;=", false)
		*d.Path = lead + rest
		return d
	}},
	{"a reserved character of the query escaped", false, "2.2", "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if !escapeFirst(d.Query, "=&;/?:@+$,", false) {
			return nil
		}
		return d
	}},
	{"the hex digits of an escape in lower case", true, "2.4.1", "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		changed := false
		for _, s := range []*string{d.Path, d.Query, d.Fragment} {
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
	{"a letter of the path in the other case", false, "6", "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if !firstLetter(d.Path, flipCase) && !firstLetter(d.Opaque, flipCase) {
			return nil
		}
		return d
	}},
	{"a letter of the userinfo in the other case", false, "6", "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if !firstLetter(d.Userinfo, flipCase) {
			return nil
		}
		return d
	}},
	{"a letter of the query in the other case", false, "6", "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if !firstLetter(d.Query, flipCase) {
			return nil
		}
		return d
	}},
	{"a letter of the fragment in the other case", false, "4.1", "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if !firstLetter(d.Fragment, flipCase) {
			return nil
		}
		return d
	}},
	{"the fragment left out", false, "4.1", "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if d.Fragment == nil {
			return nil
		}
		d.Fragment = nil
		return d
	}},
	{"the registry name's case changed", false, "3.2.1", decisionRegNameCase, func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if d.Authority == nil || d.Host != nil || *d.Authority == "" {
			return nil
		}
		*d.Authority = flipCase(*d.Authority)
		return d
	}},
	{"a \"/\" added to the empty path", false, "6", decisionEmptyPath, func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if d.Authority == nil || d.Path == nil || *d.Path != "" {
			return nil
		}
		*d.Path = "/"
		return d
	}},
	{"a dot segment added to the path", false, "6", decisionDotSegments, func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if d.Path == nil || !strings.HasPrefix(*d.Path, "/") || len(*d.Path) < 2 {
			return nil
		}
		*d.Path = "/x/.." + *d.Path
		return d
	}},
	{"the scheme, the hostname and the escapes rewritten at once", true, "6", "", func(c conformance.CaseComponents) *conformance.CaseComponents {
		d := clone(c)
		if d.Scheme == nil || !hostname(c) || d.Port != nil || !escapeFirst(d.Path, unreservedLetters, true) {
			return nil
		}
		*d.Scheme = strings.ToUpper(*d.Scheme)
		*d.Host = strings.ToUpper(*d.Host)
		p := ""
		d.Port = &p
		return d
	}},
}

// write returns the reference whose components are c.
func write(c *conformance.CaseComponents) string {
	var b strings.Builder
	if c.Scheme != nil {
		b.WriteString(*c.Scheme + ":")
	}
	if c.Opaque != nil {
		b.WriteString(*c.Opaque)
	} else {
		if c.Authority != nil {
			b.WriteString("//")
			if c.Host != nil {
				if c.Userinfo != nil {
					b.WriteString(*c.Userinfo + "@")
				}
				b.WriteString(*c.Host)
				if c.Port != nil {
					b.WriteString(":" + *c.Port)
				}
			} else {
				b.WriteString(*c.Authority)
			}
		}
		b.WriteString(*c.Path)
		if c.Query != nil {
			b.WriteString("?" + *c.Query)
		}
	}
	if c.Fragment != nil {
		b.WriteString("#" + *c.Fragment)
	}
	return b.String()
}

// equivalenceCases returns the equivalence cases.
func equivalenceCases(spec string) ([]conformance.EquivalenceCase, error) {
	var cases []conformance.EquivalenceCase
	seen := map[[2]string]bool{}
	add := func(p pair, note string) error {
		if seen[[2]string{p.a, p.b}] {
			return nil
		}
		seen[[2]string{p.a, p.b}] = true
		for _, s := range []string{p.a, p.b} {
			if c, _, err := grammarParse(s, conformance.RFC2396); err != nil || c == nil {
				return fmt.Errorf("equivalence case %q, %q: %q is not a URI reference", p.a, p.b, s)
			}
		}
		got, err := equivalent(p.a, p.b)
		if err != nil {
			return err
		}
		if got != p.equivalent {
			return fmt.Errorf("equivalence case %q, %q (%s): package normalize says %v, the case was made for %v", p.a, p.b, note, got, p.equivalent)
		}
		cases = append(cases, conformance.EquivalenceCase{A: p.a, B: p.b, Syntax: conformance.RFC2396, Equivalent: got, Section: p.section, Decision: p.decision, Note: note})
		return nil
	}
	// Section 6's own example: <http://www.XEROX.com> and
	// <http://www.xerox.com>.
	start := strings.Index(spec, "\n6. URI Normalization and Equivalence")
	end := strings.Index(spec, "\n7. Security Considerations")
	if start < 0 || end < start {
		return nil, fmt.Errorf("no section 6 in the RFC's text")
	}
	text := strings.Join(strings.Fields(spec[start:end]), " ")
	example := regexp.MustCompile(`the URL <([^>]+)> is equivalent to <([^>]+)>`).FindStringSubmatch(text)
	if example == nil {
		return nil, fmt.Errorf("section 6's example not found in the RFC's text")
	}
	if err := add(pair{example[1], example[2], true, "6", ""}, "section 6's example"); err != nil {
		return nil, err
	}
	for _, p := range handPairs {
		if err := add(p, "written by hand"); err != nil {
			return nil, err
		}
	}
	for _, base := range equivBases {
		c, _, err := grammarParse(base, conformance.RFC2396)
		if err != nil || c == nil {
			return nil, fmt.Errorf("equivalence base %q is not a URI reference", base)
		}
		if write(c) != base {
			return nil, fmt.Errorf("equivalence base %q is written back as %q", base, write(c))
		}
		for _, rw := range rewrites {
			d := rw.apply(*c)
			if d == nil {
				continue
			}
			b := write(d)
			if b == base {
				continue
			}
			decision := rw.decision
			if rw.name == "the default port written" {
				decision = defaultPortOf[*d.Scheme].decision
			}
			if err := add(pair{base, b, rw.equivalent, rw.section, decision}, rw.name); err != nil {
				return nil, err
			}
		}
	}
	return cases, nil
}
