package conformance

import (
	"strings"
)

// TB is the part of testing.TB that Run uses.
type TB interface {
	Helper()
	Errorf(format string, args ...any)
	Logf(format string, args ...any)
}

// Run checks impl against the embedded suite files named (all when none
// is), from a Go test: each failure kept (the first 5 of each group) is an
// error of t, and so is a breakdown of impl; the failures of cases that
// rest on the project's decisions are only logged. It returns the report,
// whose counts a test can check further.
//
//	func TestRFC2396(t *testing.T) {
//		conformance.Run(t, myImplementation{})
//	}
func Run(t TB, impl Implementation, files ...string) *Report {
	t.Helper()
	s, err := Load(files...)
	if err != nil {
		t.Errorf("%v", err)
		return nil
	}
	r := Check(s, impl, nil)
	for _, f := range r.Failures {
		msg := "%s (%s, section %s): %s: expected %s, got %s"
		args := []any{f.Case.ID, GroupTitle(f.Group), f.Section, describeRequest(f.Case), f.Expected, f.Got}
		if f.Decision != "" {
			t.Logf("decision %s: "+msg, append([]any{f.Decision}, args...)...)
			continue
		}
		t.Errorf(msg, args...)
	}
	if r.Broken != nil {
		t.Errorf("the implementation broke down on case %s: %v (%d cases not run)", r.BrokenCase, r.Broken, r.NotRun)
	}
	if !r.Passed() {
		var b strings.Builder
		r.WriteText(&b)
		t.Logf("%s", b.String())
	}
	return r
}
