package conformance

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// An Implementation answers the suite's requests: a URI library in this
// process, or an adapter process (Start). An error means that the
// implementation broke down, not that it got a case wrong: the check stops
// there, and the report says on which case.
type Implementation interface {
	Answer(Request) (Answer, error)
}

// The groups a case's checks fall in, in the order reports give them.
const (
	GroupAccept      = "accept"      // valid inputs accepted
	GroupReject      = "reject"      // invalid inputs rejected
	GroupComponents  = "components"  // the components of valid inputs
	GroupResolve     = "resolve"     // resolution
	GroupEquivalence = "equivalence" // equivalence
)

// Groups returns the groups in report order.
func Groups() []string {
	return []string{GroupAccept, GroupReject, GroupComponents, GroupResolve, GroupEquivalence}
}

// GroupTitle returns the words reports use for the group g.
func GroupTitle(g string) string {
	switch g {
	case GroupAccept:
		return "valid inputs accepted"
	case GroupReject:
		return "invalid inputs rejected"
	case GroupComponents:
		return "components"
	case GroupResolve:
		return "resolution"
	case GroupEquivalence:
		return "equivalence"
	}
	return g
}

// A Tally counts checks.
type Tally struct {
	Passed  int `json:"passed"`
	Failed  int `json:"failed"`
	Skipped int `json:"skipped"`
}

// add counts one check: passed, failed, or skipped when skip is set.
func (t *Tally) add(pass, skip bool) {
	switch {
	case skip:
		t.Skipped++
	case pass:
		t.Passed++
	default:
		t.Failed++
	}
}

// A Row is one line of a report's table: a name and its tally.
type Row struct {
	Name string
	Tally
}

// A Failure is a case an implementation got wrong.
type Failure struct {
	Group    string  // the group of the check that failed
	Case     Request // what the implementation was asked
	Rule     string  // the case's rule (parse cases)
	Section  string
	Decision string // the project's decision the case rests on, if any
	Expected string // the answer, in JSON
	Got      string // the implementation's, in JSON
}

// A Report is what an implementation scored on a suite. A case that rests
// on one of the project's decisions (its Decision is set) is counted in
// Decisions only, so that a different reading stays apart from a failure
// to follow the RFC; Groups, Rules and Sections count the other cases.
type Report struct {
	Cases     int   // the cases of the suite
	Total     Tally // every check of Groups
	Groups    []Row // each of Groups(), in that order
	Decisions []Row // by decision id, in the order the suite first names them
	Rules     []Row // by rule, in suite order
	Sections  []Row // by section, in suite order
	Failures  []Failure
	// Broken is the error that stopped the check when the implementation
	// broke down (for an adapter, an *AdapterError), BrokenCase the id of
	// the case it was asked then, and NotRun the number of cases left
	// unasked, that one included.
	Broken     error
	BrokenCase string
	NotRun     int
}

// Passed reports whether the implementation answered every case and got
// none wrong, the cases that rest on decisions aside.
func (r *Report) Passed() bool { return r.Broken == nil && r.Total.Failed == 0 }

// Options change what Check keeps.
type Options struct {
	// Failures is how many failing cases to keep for each group and each
	// decision; 0 keeps 5, and a negative number keeps all.
	Failures int
}

// A tallies is a set of named tallies that keeps the order names came in.
type tallies struct {
	names []string
	m     map[string]*Tally
}

func (ts *tallies) get(name string) *Tally {
	if ts.m == nil {
		ts.m = map[string]*Tally{}
	}
	t, ok := ts.m[name]
	if !ok {
		t = &Tally{}
		ts.m[name] = t
		ts.names = append(ts.names, name)
	}
	return t
}

func (ts *tallies) rows() []Row {
	rows := make([]Row, 0, len(ts.names))
	for _, n := range ts.names {
		rows = append(rows, Row{n, *ts.m[n]})
	}
	return rows
}

// A checker holds the counts of a check as it goes.
type checker struct {
	keep                              int
	groups, decisions, rules, section tallies
	kept                              map[string]int // failures kept, by group or decision
	report                            *Report
}

// Check asks impl every case of s, in order, and reports how it did. It
// stops at the first error impl returns, or at its first answer that does
// not answer the request (Report.Broken).
func Check(s *Suite, impl Implementation, opts *Options) *Report {
	c := &checker{keep: 5, kept: map[string]int{}, report: &Report{Cases: s.Len()}}
	if opts != nil && opts.Failures != 0 {
		c.keep = opts.Failures
	}
	for _, g := range Groups() {
		c.groups.get(g)
	}
	done := 0
	ask := func(req Request) (Answer, bool) {
		a, err := impl.Answer(req)
		if err == nil {
			err = checkForm(a, req)
		}
		if err != nil {
			c.report.Broken, c.report.BrokenCase = err, req.ID
			c.report.NotRun = s.Len() - done
			return a, false
		}
		done++
		return a, true
	}
	for _, pc := range s.Parse {
		a, ok := ask(Request{ID: pc.ID, Op: OpParse, Input: pc.Input, Syntax: pc.Syntax})
		if !ok {
			return c.finish()
		}
		c.parse(pc, a)
	}
	for _, rc := range s.Resolve {
		req := Request{ID: rc.ID, Op: OpResolve, Base: rc.Base, Ref: rc.Ref, Syntax: rc.Syntax}
		a, ok := ask(req)
		if !ok {
			return c.finish()
		}
		c.count(GroupResolve, req, "", rc.Section, rc.Decision, a.Skip, equalText(a.Result, rc.Result),
			object(member("result", rc.Result)), object(member("result", a.Result)))
	}
	for _, ec := range s.Equivalence {
		req := Request{ID: ec.ID, Op: OpEquivalent, A: ec.A, B: ec.B, Syntax: ec.Syntax}
		a, ok := ask(req)
		if !ok {
			return c.finish()
		}
		c.count(GroupEquivalence, req, "", ec.Section, ec.Decision, a.Skip, a.Equivalent != nil && *a.Equivalent == ec.Equivalent,
			object(member("equivalent", ec.Equivalent)), object(member("equivalent", a.Equivalent)))
	}
	return c.finish()
}

// ErrNoAnswer is the error of an answer that lacks the key of its
// request's operation, from an Implementation in this process.
var ErrNoAnswer = errors.New("the answer does not answer the request")

// checkForm checks that a answers req: it skips, or has the field of the
// request's operation.
func checkForm(a Answer, req Request) error {
	if a.Skip {
		return nil
	}
	switch {
	case req.Op == OpParse && a.Valid == nil, req.Op == OpEquivalent && a.Equivalent == nil:
		return fmt.Errorf("case %s: %w", req.ID, ErrNoAnswer)
	}
	return nil
}

// parse judges the answer a to the parse case pc.
func (c *checker) parse(pc ParseCase, a Answer) {
	req := Request{ID: pc.ID, Op: OpParse, Input: pc.Input, Syntax: pc.Syntax}
	count := func(group string, skip, pass bool, want, got string) {
		c.count(group, req, pc.Rule, pc.Section, pc.Decision, skip, pass, want, got)
	}
	if !pc.Valid {
		want, got := []string{member("valid", false)}, []string{member("valid", a.Valid)}
		pass := a.Valid != nil && !*a.Valid
		if pass && a.ErrorOffset != nil && pc.ErrorOffset != nil && *a.ErrorOffset != *pc.ErrorOffset {
			pass = false
			want = append(want, member("error_offset", *pc.ErrorOffset))
			got = append(got, member("error_offset", *a.ErrorOffset))
		}
		count(GroupReject, a.Skip, pass, object(want...), object(got...))
		return
	}
	accepted := a.Valid != nil && *a.Valid
	count(GroupAccept, a.Skip, accepted, object(member("valid", true)), object(member("valid", a.Valid)))
	if a.Skip || !accepted || pc.Components == nil {
		return
	}
	if len(a.Components) == 0 {
		count(GroupComponents, true, false, "", "")
		return
	}
	want := pc.Components.Map()
	keys := ComponentKeys
	if pc.Syntax == RFC3986 {
		keys = append(slices.Clip(keys), KeyHostKind) // nil in want when there is no host
	}
	var diffWant, diffGot []string
	for _, k := range keys {
		g, given := a.Components[k]
		if given && !equalText(g, want[k]) {
			diffWant = append(diffWant, member(k, want[k]))
			diffGot = append(diffGot, member(k, g))
		}
	}
	count(GroupComponents, false, len(diffWant) == 0, object(diffWant...), object(diffGot...))
}

// count counts one check of the case req in group, and keeps it if it
// failed and fewer than c.keep failures of its group (or decision) are
// kept.
func (c *checker) count(group string, req Request, rule, section, decision string, skip, pass bool, want, got string) {
	key := group
	if decision != "" {
		c.decisions.get(decision).add(pass, skip)
		key = "decision " + decision
	} else {
		c.groups.get(group).add(pass, skip)
		if rule != "" {
			c.rules.get(rule).add(pass, skip)
		}
		c.section.get(section).add(pass, skip)
	}
	if skip || pass || c.keep >= 0 && c.kept[key] >= c.keep {
		return
	}
	c.kept[key]++
	c.report.Failures = append(c.report.Failures, Failure{Group: group, Case: req, Rule: rule, Section: section,
		Decision: decision, Expected: want, Got: got})
}

// finish makes the report.
func (c *checker) finish() *Report {
	r := c.report
	r.Groups, r.Decisions, r.Rules, r.Sections = c.groups.rows(), c.decisions.rows(), c.rules.rows(), c.section.rows()
	for _, g := range r.Groups {
		r.Total.Passed += g.Passed
		r.Total.Failed += g.Failed
		r.Total.Skipped += g.Skipped
	}
	return r
}

// equalText reports whether a and b are both nil or both the same text.
func equalText(a, b *string) bool {
	return a == nil && b == nil || a != nil && b != nil && *a == *b
}

// member returns the JSON object member "key": value.
func member(key string, value any) string {
	k, _ := marshalASCII(key)
	v, _ := marshalASCII(value)
	return string(k) + ": " + string(v)
}

// object returns the JSON object whose members are given.
func object(members ...string) string {
	return "{" + strings.Join(members, ", ") + "}"
}
