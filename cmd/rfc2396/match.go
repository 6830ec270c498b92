package main

import (
	"io"
	"strings"

	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/record"
	"github.com/rfc2396/rfc2396/syntax"
)

// runMatch runs "rfc2396 match".
func runMatch(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("match", stdout, stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per string")
	pw := passwordFlags(fs, "")
	files := fileFlag(fs)
	syn := addSyntaxFlags(fs)
	jobs := jobsFlags(fs)
	rest, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	if len(rest) == 0 {
		return usageError(fs, "missing RULE")
	}
	reading := syn.syntax()
	rules := parser.Rules(reading)
	rule, ok := ruleNamed(rest[0], rules)
	if !ok {
		var names []string
		for _, r := range rules {
			names = append(names, r.RFCName())
		}
		where := "Appendix A"
		switch {
		case reading.IsRFC3986():
			where = "RFC 3986's Appendix A"
		case reading.Full().IPv6():
			where = "Appendix A or RFC 2732"
		}
		return usageError(fs, "no rule %s in %s, whose rules are %s", showArg(rest[0], pw.inErrors()), where, strings.Join(names, " "))
	}
	o := newOutput(stdout, stderr)
	newDo := func(o *output) func(string, source) error {
		enc := record.NewEncoder(o.w)
		return func(s string, _ source) error {
			m, err := parser.MatchRule(rule, s, reading)
			if err != nil {
				return err // only for a rule that is not one: ruleNamed found it
			}
			if !m {
				o.setStatus(exitInvalid)
			}
			if pw.inResults() {
				s = redactAs(s, rule, m)
			}
			if *jsonOut {
				return enc.Encode(matchJSON{Rule: rule.RFCName(), Input: s, Match: m})
			}
			verdict := "yes\t"
			if !m {
				verdict = "no\t"
			}
			o.w.WriteString(verdict)
			o.w.WriteString(showText(s))
			return o.w.WriteByte('\n')
		}
	}
	c := lineCommand{cmd: "match", max: maxParseLine, jobs: *jobs, hideErrors: pw.inErrors()}
	if err := eachInput(c, inputs{rest[1:], *files}, stdin, o, newDo); err != nil {
		return o.stop("match", err)
	}
	return o.finish("match", o.status)
}

// matchJSON is the JSON form of one string matched against a rule.
type matchJSON struct {
	Rule  string `json:"rule"`
	Input string `json:"input"`
	Match bool   `json:"match"`
}

// ruleNamed returns the rule of rules whose name is s, as the RFC spells
// it (URI-reference) or as the grammar does (URI_reference), ignoring
// case.
func ruleNamed(s string, rules []syntax.Rule) (syntax.Rule, bool) {
	for _, r := range rules {
		if strings.EqualFold(r.String(), s) || strings.EqualFold(r.RFCName(), s) {
			return r, true
		}
	}
	return "", false
}

// redactAs returns s with its password hidden as the rule reads it: a
// string that matched the rule is what the rule says (a whole reference,
// an authority, a server, a userinfo, or a component that holds no
// userinfo). One that did not match is not that rule: it is read as the
// rule when that reading finds a password, and else as a string whose
// rule is not known.
func redactAs(s string, rule syntax.Rule, matched bool) string {
	t := redact.Of(s, rule)
	if matched || t.OK {
		return t.String()
	}
	return redact.Of(s, unknownRule).String()
}
