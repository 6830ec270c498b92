package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// runMatch runs "rfc2396 match".
func runMatch(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("match", synopsis("match"), stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per string")
	rfc2732 := rfc2732Flag(fs)
	hide := redactFlag(fs)
	rest, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	if len(rest) == 0 {
		return usageError(fs, stderr, "missing RULE and STRING")
	}
	var opts []parser.Option
	where := "Appendix A"
	if *rfc2732 {
		opts, where = append(opts, parser.RFC2732()), "Appendix A or RFC 2732"
	}
	rule, ok := ruleName(rest[0], opts)
	if !ok {
		return usageError(fs, stderr, "no rule %s in %s; the rules are:\n  %s", quoteArg(rest[0]), where, strings.Join(rfcRules(opts), " "))
	}
	if len(rest) == 1 {
		return usageError(fs, stderr, `missing STRING (use "-" for standard input)`)
	}
	w := bufio.NewWriter(stdout)
	enc := newJSONEncoder(w)
	status = exitOK
	do := func(s string) error {
		m, err := parser.MatchRule(rule, s, opts...)
		if err != nil {
			return err
		}
		if !m {
			status = exitInvalid
		}
		if *hide {
			s = redact.String(s)
		}
		if *jsonOut {
			return enc.Encode(matchJSON{Rule: rfcName(rule), Input: s, Match: m})
		}
		verdict := "yes"
		if !m {
			verdict = "no"
		}
		_, err = fmt.Fprintf(w, "%s\t%s\n", verdict, s)
		return err
	}
	var err error
	if strs := rest[1:]; !isStdin(strs) {
		for _, s := range strs {
			if err = do(s); err != nil {
				break
			}
		}
	} else {
		err = forEachLine(stdin, maxParseLine, func(l line) error { return do(l.text) })
	}
	if err != nil {
		w.Flush()
		fmt.Fprintf(stderr, "rfc2396: %v\n", err)
		return exitInvalid
	}
	return finish(w, stderr, status)
}

// matchJSON is the JSON form of one string matched against a rule.
type matchJSON struct {
	Rule  string `json:"rule"` // as the RFC spells it
	Input string `json:"input"`
	Match bool   `json:"match"`
}

// ruleName returns the grammar's name of a rule given as the RFC spells it
// (URI-reference) or as the grammar does (URI_reference), ignoring case.
func ruleName(s string, opts []parser.Option) (syntax.Rule, bool) {
	s = strings.ReplaceAll(s, "-", "_")
	for _, r := range parser.Rules(opts...) {
		if strings.EqualFold(string(r), s) {
			return r, true
		}
	}
	return "", false
}

// rfcName returns the RFC's spelling of a rule of the grammar: a "_" of
// URI_reference is a "-" in the RFC; the other rules are spelled alike.
func rfcName(rule syntax.Rule) string { return rule.RFCName() }

// rfcRules returns the rules that MatchRule knows with opts, as the RFCs
// spell them.
func rfcRules(opts []parser.Option) []string {
	var out []string
	for _, r := range parser.Rules(opts...) {
		out = append(out, rfcName(r))
	}
	return out
}
