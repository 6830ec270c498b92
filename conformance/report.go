package conformance

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// WriteText writes the report for a person: the tally of each group, of
// the cases that rest on decisions, of each rule and of each section, the
// failures kept, how the implementation broke down if it did, and PASS or
// FAIL.
func (r *Report) WriteText(w io.Writer) error {
	width := len("decisions (counted apart)")
	for _, rows := range [][]Row{r.Groups, r.Decisions, r.Rules, r.Sections} {
		for _, row := range rows {
			width = max(width, len(GroupTitle(row.Name)))
		}
	}
	table := func(title string, rows []Row) {
		fmt.Fprintf(w, "\n%-*s %8s %8s %8s\n", width, title, "passed", "failed", "skipped")
		for _, row := range rows {
			fmt.Fprintf(w, "%-*s %8d %8d %8d\n", width, GroupTitle(row.Name), row.Passed, row.Failed, row.Skipped)
		}
	}
	fmt.Fprintf(w, "conformance: %d cases\n", r.Cases)
	table("group", append(r.Groups, Row{"total", r.Total}))
	table("decisions (counted apart)", r.Decisions)
	table("rule", r.Rules)
	table("section", r.Sections)
	if len(r.Failures) > 0 {
		fmt.Fprintf(w, "\nfirst failures of each group and decision:\n")
	}
	for _, f := range r.Failures {
		where := "group " + GroupTitle(f.Group)
		if f.Decision != "" {
			where += ", decision " + f.Decision
		}
		if f.Rule != "" {
			where += ", rule " + f.Rule
		}
		fmt.Fprintf(w, "  %s (%s, section %s)\n    %s\n    expected %s\n    got      %s\n", f.Case.ID, where, f.Section, describeRequest(f.Case), f.Expected, f.Got)
	}
	if r.Broken != nil {
		fmt.Fprintf(w, "\nthe implementation broke down on case %s: %v\n%d cases not run\n", r.BrokenCase, r.Broken, r.NotRun)
	}
	verdict := "PASS"
	if !r.Passed() {
		verdict = "FAIL"
	}
	_, err := fmt.Fprintf(w, "\n%s: %d passed, %d failed, %d skipped; decisions apart\n", verdict, r.Total.Passed, r.Total.Failed, r.Total.Skipped)
	return err
}

// describeRequest shows what a request asked.
func describeRequest(req Request) string {
	q := func(s string) string {
		b, _ := marshalASCII(s)
		return string(b)
	}
	switch req.Op {
	case OpParse:
		return fmt.Sprintf("parse %s (%s)", q(req.Input), req.Syntax)
	case OpResolve:
		return fmt.Sprintf("resolve %s against %s (%s)", q(req.Ref), q(req.Base), req.Syntax)
	}
	return fmt.Sprintf("equivalent %s and %s", q(req.A), q(req.B))
}

// The objects of WriteJSON, one a line.
type (
	jsonSummary struct {
		Type   string `json:"type"` // "summary"
		Pass   bool   `json:"pass"`
		Cases  int    `json:"cases"`
		NotRun int    `json:"not_run"`
		Tally
	}
	jsonRow struct {
		Type  string `json:"type"` // "group", "decision", "rule" or "section"
		Name  string `json:"name"`
		Title string `json:"title,omitempty"` // groups
		Tally
	}
	jsonFailure struct {
		Type     string          `json:"type"` // "failure"
		Group    string          `json:"group"`
		ID       string          `json:"id"`
		Rule     string          `json:"rule,omitempty"`
		Section  string          `json:"section"`
		Decision string          `json:"decision,omitempty"`
		Request  Request         `json:"request"`
		Expected json.RawMessage `json:"expected"`
		Got      json.RawMessage `json:"got"`
	}
	jsonBroken struct {
		Type    string `json:"type"` // "adapter_error"
		ID      string `json:"id"`
		Kind    string `json:"kind"` // "" for an implementation in this process
		Message string `json:"message"`
		Stderr  string `json:"stderr"`
		NotRun  int    `json:"not_run"`
	}
)

// WriteJSON writes the report as JSON Lines: a summary object, then one
// object a row of each table (groups, decisions, rules, sections), one a
// failure kept, and one for the breakdown of the implementation if there
// was one. Each object's key "type" says which it is; README.md lists
// their keys.
func (r *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(jsonSummary{"summary", r.Passed(), r.Cases, r.NotRun, r.Total}); err != nil {
		return err
	}
	for _, t := range []struct {
		kind string
		rows []Row
	}{{"group", r.Groups}, {"decision", r.Decisions}, {"rule", r.Rules}, {"section", r.Sections}} {
		for _, row := range t.rows {
			title := ""
			if t.kind == "group" {
				title = GroupTitle(row.Name)
			}
			if err := enc.Encode(jsonRow{t.kind, row.Name, title, row.Tally}); err != nil {
				return err
			}
		}
	}
	for _, f := range r.Failures {
		if err := enc.Encode(jsonFailure{"failure", f.Group, f.Case.ID, f.Rule, f.Section, f.Decision, f.Case,
			json.RawMessage(f.Expected), json.RawMessage(f.Got)}); err != nil {
			return err
		}
	}
	if r.Broken != nil {
		b := jsonBroken{Type: "adapter_error", ID: r.BrokenCase, Message: r.Broken.Error(), NotRun: r.NotRun}
		var ae *AdapterError
		if errors.As(r.Broken, &ae) {
			b.Kind, b.Stderr = ae.Kind, ae.Stderr
		}
		if err := enc.Encode(b); err != nil {
			return err
		}
	}
	return nil
}
