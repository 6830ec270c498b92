package main

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/rfc2396/rfc2396/conformance"
)

// sections gives the section of RFC 2396 that defines each rule of
// Appendix A, and the RFC and section of each rule RFC 2732 adds.
var sections = map[string]string{
	"URI_reference": "4",
	"absoluteURI":   "3",
	"relativeURI":   "5",
	"hier_part":     "3",
	"opaque_part":   "3",
	"uric_no_slash": "3",
	"net_path":      "3",
	"abs_path":      "3",
	"rel_path":      "5",
	"rel_segment":   "5",
	"scheme":        "3.1",
	"authority":     "3.2",
	"reg_name":      "3.2.1",
	"server":        "3.2.2",
	"userinfo":      "3.2.2",
	"hostport":      "3.2.2",
	"host":          "3.2.2",
	"hostname":      "3.2.2",
	"domainlabel":   "3.2.2",
	"toplabel":      "3.2.2",
	"IPv4address":   "3.2.2",
	"port":          "3.2.2",
	"path":          "3.3",
	"path_segments": "3.3",
	"segment":       "3.3",
	"param":         "3.3",
	"pchar":         "3.3",
	"query":         "3.4",
	"fragment":      "4.1",
	"uric":          "2",
	"reserved":      "2.2",
	"unreserved":    "2.3",
	"mark":          "2.3",
	"escaped":       "2.4.1",
	"hex":           "2.4.1",
	"alphanum":      "1.6",
	"alpha":         "1.6",
	"lowalpha":      "1.6",
	"upalpha":       "1.6",
	"digit":         "1.6",
	"ipv6reference": "RFC 2732 3",
	"IPv6address":   "RFC 2373 2.2",
	"hex4":          "RFC 2373 2.2",
}

// sections3986 gives the section of RFC 3986 that defines each rule of
// its Appendix A, by the grammar's name; the core rules ALPHA, DIGIT and
// HEXDIG are those of RFC 2234 that section 1.3 names.
var sections3986 = map[string]string{
	"URI":           "3",
	"hier_part":     "3",
	"URI_reference": "4.1",
	"absolute_URI":  "4.3",
	"relative_ref":  "4.2",
	"relative_part": "4.2",
	"scheme":        "3.1",
	"authority":     "3.2",
	"userinfo":      "3.2.1",
	"host":          "3.2.2",
	"port":          "3.2.3",
	"IP_literal":    "3.2.2",
	"IPvFuture":     "3.2.2",
	"IPv6address":   "3.2.2",
	"h16":           "3.2.2",
	"ls32":          "3.2.2",
	"IPv4address":   "3.2.2",
	"dec_octet":     "3.2.2",
	"reg_name":      "3.2.2",
	"path":          "3.3",
	"path_abempty":  "3.3",
	"path_absolute": "3.3",
	"path_noscheme": "3.3",
	"path_rootless": "3.3",
	"path_empty":    "3.3",
	"segment":       "3.3",
	"segment_nz":    "3.3",
	"segment_nz_nc": "3.3",
	"pchar":         "3.3",
	"query":         "3.4",
	"fragment":      "3.5",
	"pct_encoded":   "2.1",
	"unreserved":    "2.3",
	"reserved":      "2.2",
	"gen_delims":    "2.2",
	"sub_delims":    "2.2",
	"ALPHA":         "1.3",
	"DIGIT":         "1.3",
	"HEXDIG":        "1.3",
}

// amended are the rules of Appendix A that RFC 2732 section 3 changes:
// in RFC 2732 mode their cases are of that section.
var amended = map[string]bool{"host": true, "IPv4address": true, "reserved": true}

// A sweep is a character-class position: every byte value is tried
// between Prefix and Suffix, a valid reference of the class's Rule.
type sweep struct {
	prefix, suffix, rule string
}

var sweeps = []sweep{
	{"http://a/%", "1", "escaped"},
	{"http://a/?", "", "uric"},
	{"http://a/b", "c", "pchar"},
	{"http://u", "v@a/", "userinfo"},
	{"http://a_", "b/", "reg_name"},
	{"a", "b:c", "scheme"},
	{"http://a", "b.example/", "domainlabel"},
	{"http://a.e", "x/", "toplabel"},
	{"http://a:8", "0/", "port"},
}

var sweepsRFC2732 = []sweep{
	{"http://[::1", "]/", "hex4"},
	{"http://a/?", "", "uric"},
}

var sweepsRFC3986 = []sweep{
	{"http://a/%", "1", "pct_encoded"},
	{"http://a/b", "c", "pchar"},
	{"http://a/?", "", "query"},
	{"http://a/#", "", "fragment"},
	{"http://u", "v@a/", "userinfo"},
	{"http://a", "b/", "reg_name"},
	{"http://1.2.3.", "/", "dec_octet"},
	{"a", "b:c", "scheme"},
	{"http://a:8", "0/", "port"},
	{"http://[::1", "]/", "h16"},
	{"http://[", "1.x]/", "IPvFuture"},
	{"http://[v1", ".x]/", "IPvFuture"},
	{"http://[v1.", "]/", "IPvFuture"},
	{"a", "b", "segment_nz_nc"},
}

// palette is what a near miss inserts or puts in place of a byte: the
// delimiters and marks, a letter and a digit of each kind, what section
// 2.4.3 excludes, controls, and a character outside US-ASCII.
var palette = []string{":", "/", "?", "#", "[", "]", "@", "!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "=",
	"-", ".", "_", "~", "%", "a", "Z", "0", "9", " ", `"`, "<", ">", `\`, "^", "`", "{", "|", "}", "\x00", "\t", "\x7f", "\u00e9"}

// How a candidate was made.
const (
	derived = iota
	swept
	edited
)

// A candidate is an input to become a parse case.
type candidate struct {
	input string
	how   int
	label string // derived: the rule it was derived for; swept: the class rule
	site  [2]int // the bytes of input the sweep or edit put in (an empty span for a deletion)
	// For an edit: the trace of the input it was made from, and the bytes
	// of that input the edit touched (a gap for an insertion). For a
	// derived case: its own trace.
	fromTrace []event
	fromSite  [2]int
	note      string
}

// standaloneRules are the rules that no rule refers to and whose every
// string is a URI reference: path, and RFC 3986's absolute-URI. A
// reference that is one of them as a whole covers their items.
var standaloneRules = map[string]bool{"path": true, "absolute_URI": true}

// parseGen makes the parse cases of one syntax.
type parseGen struct {
	g          *grammar
	syn        string // conformance.RFC2396, RFC2732 or RFC3986
	rfc2732    bool   // the grammar's rfc2732 predicate is true
	rnd        *rand.Rand
	d          *deriver
	labels     []string        // the rules cases are labelled with, in the grammar's order
	isLabel    map[string]bool // labels, less the one-character rules
	oneChar    map[string]bool
	standalone []string      // the standaloneRules of the grammar
	unreached  []string      // rules of the grammar that no reference goes through
	required   map[item]bool // the items the valid cases must cover
	covered    map[item]bool
	seen       map[string]bool // inputs already made
	cands      []candidate
}

// newParseGen returns the generator of the parse cases of the syntax syn
// from its grammar g: grammar/uri.peg for conformance.RFC2396 and
// RFC2732, grammar/rfc3986.peg for RFC3986.
func newParseGen(g *grammar, syn string, seed uint64) *parseGen {
	rfc2732 := syn == conformance.RFC2732
	p := &parseGen{g: g, syn: syn, rfc2732: rfc2732, rnd: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)),
		oneChar: g.oneCharRules(), covered: map[item]bool{}, seen: map[string]bool{}, isLabel: map[string]bool{}}
	p.d = &deriver{g: g, rnd: p.rnd, rfc2732: rfc2732, reach: g.reachSets(), covered: p.covered, target: -1}
	all := p.allRules()
	for _, r := range all {
		if !p.oneChar[r] {
			p.isLabel[r] = true
		}
	}
	for _, r := range g.names {
		if standaloneRules[r] {
			p.standalone = append(p.standalone, r)
		}
	}
	roots := append([]string{"Input"}, p.standalone...)
	// A rule that neither a reference nor a standalone rule goes through
	// (RFC 3986's reserved and gen-delims, which section 2.2 defines for
	// the text, not for the grammar) labels no case.
	reached := g.items(rfc2732, roots...)
	all = slices.DeleteFunc(all, func(r string) bool {
		if !reached[g.ruleItem(r)] {
			p.unreached = append(p.unreached, r)
			return true
		}
		return false
	})
	in2396 := g.items(false, roots...)
	if rfc2732 {
		// The RFC 2732 file covers what RFC 2732 mode adds.
		p.required = map[item]bool{}
		for it := range g.items(true, roots...) {
			if !in2396[it] {
				p.required[it] = true
			}
		}
		for _, r := range all {
			if amended[r] || slices.Contains(labelRules(conformance.RFC2732), r) {
				p.labels = append(p.labels, r)
			}
		}
	} else {
		p.required = in2396
		p.labels = all
	}
	return p
}

// allRules returns the rules of the syntax's grammar that can label a
// case, by the grammar's names: with RFC 2732, RFC 2396's too.
func (p *parseGen) allRules() []string {
	if p.syn == conformance.RFC2732 {
		return append(labelRules(conformance.RFC2396), labelRules(conformance.RFC2732)...)
	}
	return labelRules(p.syn)
}

// sectionOf returns the section of the RFC that defines rule, as a case
// names it.
func (p *parseGen) sectionOf(rule string) string {
	switch {
	case p.syn == conformance.RFC3986:
		if s, ok := sections3986[rule]; ok {
			return "RFC 3986 " + s
		}
		return ""
	case p.rfc2732 && amended[rule]:
		return "RFC 2732 3"
	}
	return sections[rule]
}

// match matches s as a URI reference with the generator's matcher, and
// checks the answer against the grammar's parser.
func (p *parseGen) match(s string) (bool, []event, error) {
	ok, trace := p.g.matchRule("Input", s, p.rfc2732)
	c, _, err := grammarParse(s, p.syn)
	if err != nil {
		return false, nil, err
	}
	if ok != (c != nil) {
		return false, nil, fmt.Errorf("the generator's matcher and the grammar's parser disagree on %q (%s): matcher %v, parser %v", s, p.syn, ok, c != nil)
	}
	return ok, trace, nil
}

// coverage returns the events a valid reference s covers: those of its
// trace, and, for each standalone rule (one that no rule refers to, such
// as path) that s is as a whole, those of that match, which end with the
// rule's own event.
func (p *parseGen) coverage(s string, trace []event) []event {
	all := trace
	for _, r := range p.standalone {
		if ok, more := p.g.matchRule(r, s, p.rfc2732); ok {
			all = append(slices.Clip(all), more...)
		}
	}
	return all
}

func (p *parseGen) cover(trace []event) {
	for _, e := range trace {
		if p.required[e.item] {
			p.covered[e.item] = true
		}
	}
}

// spanOf returns the first span of trace that the rule matched.
func spanOf(trace []event, rule string) (event, bool) {
	for _, e := range trace {
		if e.rule == rule {
			return e, true
		}
	}
	return event{}, false
}

// perRule is how many valid cases to derive for each rule.
const perRule = 10

// deriveValid derives valid references in which each label rule matches,
// perRule of each, then more until every required item is covered.
func (p *parseGen) deriveValid() error {
	for _, r := range p.labels {
		p.d.target = p.g.rules[r].id
		made := 0
		for try := 0; made < perRule && try < 400*perRule; try++ {
			var s string
			var ok bool
			if slices.Contains(p.standalone, r) {
				// No rule refers to r: a reference that is one.
				s, ok = p.d.derive(r)
			} else {
				s, ok = p.d.derive("Input")
			}
			if !ok || p.seen[s] {
				continue
			}
			valid, trace, err := p.match(s)
			if err != nil {
				return err
			}
			if !valid {
				continue
			}
			all := p.coverage(s, trace)
			span, found := spanOf(all, r)
			if !found || p.rfc2732 && !p.touchesRequired(all) {
				continue
			}
			if ok, err := matchRule(r, s[span.start:span.end], p.syn); err != nil || !ok {
				return fmt.Errorf("%q matches %s at [%d,%d) in the generator's matcher, but the grammar's parser does not match %q as %s (%v)", s, r, span.start, span.end, s[span.start:span.end], r, err)
			}
			p.add(candidate{input: s, how: derived, label: r, site: [2]int{span.start, span.end}, fromTrace: trace, note: "derived from " + p.rfcName(r)})
			p.cover(all)
			made++
		}
		if made == 0 {
			return fmt.Errorf("no valid reference derived in which %s matches", r)
		}
	}
	// Cover what is left, steering toward each item in turn.
	for _, it := range sortedItems(p.required) {
		if p.covered[it] {
			continue
		}
		p.d.target = it.node
		if it.node < 0 {
			p.d.target = p.g.rules[p.g.names[-1-it.node]].id
		}
		for try := 0; try < 20000 && !p.covered[it]; try++ {
			root := "Input"
			if r := p.g.nodes[p.d.target].rule; slices.Contains(p.standalone, r) {
				root = r
			}
			s, ok := p.d.derive(root)
			if !ok || p.seen[s] {
				continue
			}
			valid, trace, err := p.match(s)
			if err != nil {
				return err
			}
			if !valid {
				continue
			}
			all := p.coverage(s, trace)
			at := slices.IndexFunc(all, func(e event) bool { return e.item == it })
			if at < 0 {
				continue
			}
			label, span := p.innermost(trace, [2]int{all[at].start, all[at].start + 1}, "")
			if at >= len(trace) {
				// An item of the match of s as a standalone rule, whose
				// event ends that match.
				end := slices.IndexFunc(all[at:], func(e event) bool { return slices.Contains(p.standalone, e.rule) && e.start == 0 && e.end == len(s) })
				label, span = all[at+end].rule, [2]int{0, len(s)}
			}
			p.add(candidate{input: s, how: derived, label: label, site: span, fromTrace: trace, note: "derived to cover " + p.g.describe(it)})
			p.cover(all)
		}
	}
	var missing []item
	for _, it := range sortedItems(p.required) {
		if !p.covered[it] {
			missing = append(missing, it)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("no valid case covers (%s):\n%s", p.syn, p.g.describeAll(missing))
	}
	return nil
}

// touchesRequired reports whether trace goes through a required item.
func (p *parseGen) touchesRequired(trace []event) bool {
	return slices.ContainsFunc(trace, func(e event) bool { return p.required[e.item] })
}

// innermost returns the label rule of the shortest span of trace that
// holds the bytes site, and that span; the rule extra counts as a label
// too. An empty site is a gap between two bytes: a span holds it when the
// gap is strictly inside, or when the span is empty and at the gap. Of
// equal spans it takes the deepest, which the trace lists first. With
// none, it is URI-reference.
func (p *parseGen) innermost(trace []event, site [2]int, extra string) (string, [2]int) {
	best, span := "URI_reference", [2]int{0, -1}
	for _, e := range trace {
		if e.rule == "" || !p.isLabel[e.rule] && e.rule != extra {
			continue
		}
		inside := e.start <= site[0] && site[1] <= e.end
		if site[0] == site[1] {
			inside = e.start < site[0] && site[0] < e.end || e.start == e.end && e.start == site[0]
		}
		if inside && (span[1] < 0 || e.end-e.start < span[1]-span[0]) {
			best, span = e.rule, [2]int{e.start, e.end}
		}
	}
	if span[1] < 0 {
		span = [2]int{0, 0}
	}
	return best, span
}

// add adds a candidate, unless its input was made before.
func (p *parseGen) add(c candidate) {
	if p.seen[c.input] {
		return
	}
	p.seen[c.input] = true
	p.cands = append(p.cands, c)
}

// char returns the text that stands for the byte value b: b itself below
// 0x80, else the character U+0080 to U+00FF, whose UTF-8 form is two
// bytes.
func char(b int) string {
	if b < 0x80 {
		return string([]byte{byte(b)})
	}
	return string(rune(b))
}

// nearMisses makes, from each derived case, inputs one edit away from it
// inside the span of its rule: a byte inserted, deleted or replaced.
func (p *parseGen) nearMisses() {
	for _, c := range slices.Clone(p.cands) {
		if c.how != derived {
			continue
		}
		s, a, b := c.input, c.site[0], c.site[1]
		edit := func(kind string, at int) {
			var out, what string
			var touched, site [2]int // in s, and in out
			switch kind {
			case "insert":
				what = palette[p.rnd.IntN(len(palette))]
				out = s[:at] + what + s[at:]
				touched, site = [2]int{at, at}, [2]int{at, at + len(what)}
			case "delete":
				what = s[at : at+1]
				out = s[:at] + s[at+1:]
				touched, site = [2]int{at, at + 1}, [2]int{at, at}
			case "replace":
				what = palette[p.rnd.IntN(len(palette))]
				if what == s[at:at+1] {
					return
				}
				out = s[:at] + what + s[at+1:]
				touched, site = [2]int{at, at + 1}, [2]int{at, at + len(what)}
			}
			note := fmt.Sprintf("%s %q at offset %d of %q (%s)", map[string]string{"insert": "inserted", "delete": "deleted"}[kind], what, at, s, p.rfcName(c.label))
			if kind == "replace" {
				note = fmt.Sprintf("put %q in place of %q at offset %d of %q (%s)", what, s[at:at+1], at, s, p.rfcName(c.label))
			}
			p.add(candidate{input: out, how: edited, site: site, fromTrace: c.fromTrace, fromSite: touched, note: note})
		}
		// An insertion goes strictly inside the rule's span (or into an
		// empty span), so that the rule holds it, not a neighbour.
		switch {
		case a == b:
			edit("insert", a)
		case b-a >= 2:
			edit("insert", a+1+p.rnd.IntN(b-a-1))
			edit("insert", a+1+p.rnd.IntN(b-a-1))
		}
		if b > a {
			edit("delete", a+p.rnd.IntN(b-a))
			edit("replace", a+p.rnd.IntN(b-a))
			edit("replace", a+p.rnd.IntN(b-a))
		}
		// And a byte that the rule itself holds, none of the rules inside
		// it (the "?" of a hier_part), so that each rule that can be the
		// label of an edit gets some.
		var own []int
		for i := a; i < b; i++ {
			if r, _ := p.innermost(c.fromTrace, [2]int{i, i + 1}, ""); r == c.label {
				own = append(own, i)
			}
		}
		if len(own) > 0 {
			at := own[p.rnd.IntN(len(own))]
			edit("replace", at)
			edit("delete", at)
		}
	}
}

// sweepAll tries every byte value in each character-class position.
func (p *parseGen) sweepAll() {
	list := map[string][]sweep{conformance.RFC2396: sweeps, conformance.RFC2732: sweepsRFC2732, conformance.RFC3986: sweepsRFC3986}[p.syn]
	for _, sw := range list {
		for b := range 256 {
			ch := char(b)
			at := len(sw.prefix)
			p.add(candidate{input: sw.prefix + ch + sw.suffix, how: swept, label: sw.rule, site: [2]int{at, at + len(ch)},
				note: fmt.Sprintf("byte 0x%02X in a %s position of %q", b, p.rfcName(sw.rule), sw.prefix+sw.suffix)})
		}
	}
}

// rfcName returns the RFC's name of a grammar rule.
func (p *parseGen) rfcName(rule string) string {
	if n, ok := p.g.rfcName[rule]; ok {
		return n
	}
	return rule
}

// ipv6Literal finds the IPv6 literal of an authority.
var ipv6Literal = regexp.MustCompile(`//(?:[^/?#\[\]]*@)?\[([^\]/?#]*)\]`)

// bnfIPv6 is RFC 2373's BNF of IPv6address, read literally: hexpart [
// ":" IPv4address ], with hexseq unbounded and IPv4address of 1*3DIGIT.
var bnfIPv6 = func() *regexp.Regexp {
	hex4 := `[0-9A-Fa-f]{1,4}`
	hexseq := hex4 + `(?::` + hex4 + `)*`
	hexpart := `(?:` + hexseq + `|` + hexseq + `::(?:` + hexseq + `)?|::(?:` + hexseq + `)?)`
	ipv4 := `[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}`
	return regexp.MustCompile(`^` + hexpart + `(?::` + ipv4 + `)?$`)
}()

// build classifies and labels the candidates, and returns the cases,
// sorted by rule (in the grammar's order), valid before invalid, then by
// input.
func (p *parseGen) build() ([]conformance.ParseCase, error) {
	var cases []conformance.ParseCase
	for _, c := range p.cands {
		if !utf8.ValidString(c.input) {
			return nil, fmt.Errorf("input %q is not valid UTF-8", c.input)
		}
		valid, trace, err := p.match(c.input)
		if err != nil {
			return nil, err
		}
		comps, offset, err := grammarParse(c.input, p.syn)
		if err != nil {
			return nil, err
		}
		label := c.label
		switch {
		case c.how == derived:
		case valid && c.how == swept:
			label, _ = p.innermost(trace, c.site, c.label)
		case valid:
			label, _ = p.innermost(trace, c.site, "")
			if c.site[0] == c.site[1] && label == "URI_reference" {
				// A deletion at the edge of every rule: the rule around
				// the bytes on either side of the gap.
				label, _ = p.innermost(trace, [2]int{max(c.site[0]-1, 0), min(c.site[0]+1, len(c.input))}, "")
			}
		case c.how == edited:
			label, _ = p.innermost(c.fromTrace, c.fromSite, "")
		}
		pc := conformance.ParseCase{Input: c.input, Syntax: p.syn, Valid: valid, Rule: p.rfcName(label), Section: p.sectionOf(label), Note: c.note}
		if pc.Section == "" {
			return nil, fmt.Errorf("no section for rule %s", label)
		}
		if valid {
			pc.Components = comps
		} else {
			pc.ErrorOffset = &offset
		}
		if m := ipv6Literal.FindStringSubmatch(c.input); p.rfc2732 && m != nil {
			ours, err := matchRule("IPv6address", m[1], p.syn)
			if err != nil {
				return nil, err
			}
			if ours != bnfIPv6.MatchString(m[1]) {
				pc.Decision = decisionIPv6Text
			}
		}
		cases = append(cases, pc)
	}
	order := map[string]int{}
	for i, r := range p.labels {
		order[p.rfcName(r)] = i
	}
	for i, r := range p.allRules() {
		if _, ok := order[p.rfcName(r)]; !ok {
			order[p.rfcName(r)] = len(p.labels) + i
		}
	}
	slices.SortFunc(cases, func(a, b conformance.ParseCase) int {
		if c := cmp.Compare(order[a.Rule], order[b.Rule]); c != 0 {
			return c
		}
		if a.Valid != b.Valid {
			if a.Valid {
				return -1
			}
			return 1
		}
		return strings.Compare(a.Input, b.Input)
	})
	return cases, nil
}

// innermostRules returns the label rules that are, in the trace of some
// derived case, the innermost label rule holding one of its bytes.
func (p *parseGen) innermostRules() map[string]bool {
	out := map[string]bool{}
	for _, c := range p.cands {
		if c.how != derived {
			continue
		}
		for i := range len(c.input) {
			r, _ := p.innermost(c.fromTrace, [2]int{i, i + 1}, "")
			out[r] = true
		}
	}
	return out
}
