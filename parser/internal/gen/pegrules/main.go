// Command pegrules generates a parser from a grammar, grammar/uri.peg or
// grammar/rfc3986.peg: it reads the grammar's rules, writes their names,
// and runs pigeon with every rule as an entry point, so that the grammar
// is the one place rules are named. With -rules it writes the names to
// package syntax: the type syntax.Rule's constants and lists
// (syntax/rules.go for grammar/uri.peg, syntax/rules3986.go for
// grammar/rfc3986.peg); with -list, to the generated parser's own package
// (a list of the rules and their RFC spellings, for grammar/rfc3986.peg).
//
// Without -prefix, a constant's value is the rule's name in the grammar
// ("URI_reference", as RFC 2396's rules have always been named) and its
// Go name is that name in Go's style (URIReference). With -prefix, for
// RFC 3986, a constant's value is the RFC's own spelling of the rule
// ("path-abempty", "IP-literal", "URI-reference", "host") and its Go name
// is the prefix and the name in Go's style (RFC3986PathAbempty,
// RFC3986IPLiteral, RFC3986URIReference, RFC3986Host): many rules of RFC
// 3986 share a name with one of RFC 2396 (host, port, query), so a Go name
// without the prefix would collide, and would not say which grammar the
// rule is from. A value spelled the same in both RFCs ("host") is one
// syntax.Rule, which names the rule of whichever grammar a syntax reads.
// The core rules ALPHA, DIGIT and HEXDIG are RFC3986Alpha, RFC3986Digit
// and RFC3986Hexdig.
//
// A rule of the RFC is one whose comment quotes its BNF line: the comment
// just above the rule holds a line "// name = ...", with the RFC's
// spelling of the name (URI-reference for URI_reference). For -rules, a
// rule whose BNF line follows a line "// RFC 2732 ..." or "// RFC 2373
// ..." in its comment is one that RFC 2732 adds. The other rules (Input,
// query_only_reference, and the helpers the PEG needs) are entry points of
// the parser only.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

var (
	ruleLine = regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_]*) = `)
	bnfLine  = regexp.MustCompile(`^// ([A-Za-z][A-Za-z0-9_-]*) += `)
)

func main() {
	grammar := flag.String("grammar", "grammar/uri.peg", "the grammar")
	parser := flag.String("o", "parser/internal/peg/uri.go", "the parser to write")
	rules := flag.String("rules", "", "the file of package syntax to write the rule names to, if any")
	list := flag.String("list", "", "the file of the parser's package to write the rule list to, if any")
	prefix := flag.String("prefix", "", "with -rules: the prefix of the constants' Go names, whose values are then the RFC's spellings (RFC 3986)")
	flag.Parse()

	all, appendixA, rfc2732, spelled, err := readRules(*grammar)
	if err != nil {
		log.Fatal(err)
	}
	switch {
	case *rules != "" && *prefix != "":
		if err := writePrefixedRules(*rules, *grammar, *prefix, appendixA, spelled); err != nil {
			log.Fatal(err)
		}
	case *rules != "":
		if err := writeRules(*rules, *grammar, appendixA, rfc2732, spelled); err != nil {
			log.Fatal(err)
		}
	}
	if *list != "" {
		var quoted []string // the rules of both lists, in the grammar's order
		for _, r := range all {
			if slices.Contains(appendixA, r) || slices.Contains(rfc2732, r) {
				quoted = append(quoted, r)
			}
		}
		if err := writeList(*list, *grammar, quoted, spelled); err != nil {
			log.Fatal(err)
		}
	}
	// The first rule is the default entry point; the others are alternate.
	// -optimize-grammar is left out: it inlines every rule into every entry
	// point, which made the parser 16 MB once RFC 2732's IPv6address was
	// in, and merges ":" ":" into one literal whose failure pigeon reports
	// at its first character.
	cmd := exec.Command("go", "run", "github.com/mna/pigeon",
		"-optimize-parser", "-optimize-basic-latin",
		"-alternate-entrypoints", strings.Join(all[1:], ","),
		"-o", *parser, *grammar)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		log.Fatalf("pigeon: %v", err)
	}
}

// readRules returns the names of all the grammar's rules, of those that
// quote a BNF line of Appendix A, and of those that quote one of RFC 2732
// or RFC 2373, in the grammar's order, and the RFC's spelling of each
// quoted name.
func readRules(name string) (all, appendixA, rfc2732 []string, spelled map[string]string, err error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	spelled = map[string]string{}
	defer f.Close()
	quoted := map[string]bool{} // the BNF names quoted above, and whether an RFC 2732 or 2373 line came first
	amended := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "// RFC 2732") || strings.HasPrefix(line, "// RFC 2373") {
			amended = true
		}
		if m := bnfLine.FindStringSubmatch(line); m != nil {
			n := strings.ReplaceAll(m[1], "-", "_")
			if _, ok := quoted[n]; !ok {
				quoted[n] = amended
			}
			if _, ok := spelled[n]; !ok {
				spelled[n] = m[1]
			}
		}
		if !strings.HasPrefix(line, "//") && strings.TrimSpace(line) != "" {
			if m := ruleLine.FindStringSubmatch(line); m != nil {
				all = append(all, m[1])
				if fromRFC2732, ok := quoted[m[1]]; ok {
					if fromRFC2732 {
						rfc2732 = append(rfc2732, m[1])
					} else {
						appendixA = append(appendixA, m[1])
					}
				}
			}
			quoted, amended = map[string]bool{}, false
		}
	}
	if err := sc.Err(); err != nil {
		return nil, nil, nil, nil, err
	}
	if len(all) == 0 {
		return nil, nil, nil, nil, fmt.Errorf("%s: no rules", name)
	}
	return all, appendixA, rfc2732, spelled, nil
}

// writeRules writes the file of package syntax that names the rules: a
// constant of type Rule for each, and their lists.
func writeRules(name, grammar string, appendixA, rfc2732 []string, spelled map[string]string) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by parser/internal/gen/pegrules from %s; DO NOT EDIT.\n\n", filepath.ToSlash(grammar))
	b.WriteString("package syntax\n\n")
	consts := func(doc string, rules []string) {
		b.WriteString(doc)
		b.WriteString("const (\n")
		for _, r := range rules {
			fmt.Fprintf(&b, "\t%s Rule = %q // %s\n", goName(r), r, spelled[r])
		}
		b.WriteString(")\n\n")
	}
	list := func(doc, name string, rules []string) {
		b.WriteString(doc)
		fmt.Fprintf(&b, "var %s = [...]Rule{\n", name)
		for _, r := range rules {
			fmt.Fprintf(&b, "\t%s,\n", goName(r))
		}
		b.WriteString("}\n\n")
	}
	consts("// The rules of RFC 2396 Appendix A, in the grammar's order, each with its\n// RFC name.\n", appendixA)
	consts("// The rules that RFC 2732 adds, from its own BNF or RFC 2373's, in the\n// grammar's order.\n", rfc2732)
	b.WriteString("// rfcNames maps each rule whose name the RFCs spell otherwise to their\n// spelling.\nvar rfcNames = map[Rule]string{\n")
	for _, r := range slices.Concat(appendixA, rfc2732) {
		if spelled[r] != r {
			fmt.Fprintf(&b, "\t%s: %q,\n", goName(r), spelled[r])
		}
	}
	b.WriteString("}\n\n")
	list("// appendixA lists the rules of the grammar that transcribe a BNF line of\n// RFC 2396 Appendix A, in the grammar's order.\n", "appendixA", appendixA)
	list("// rfc2732 lists the rules that RFC 2732 adds, from its own BNF or RFC\n// 2373's, in the grammar's order.\n", "rfc2732", rfc2732)
	src, err := format.Source(b.Bytes())
	if err != nil {
		return err
	}
	return os.WriteFile(name, src, 0o644)
}

// writePrefixedRules writes the file of package syntax that names the
// rules of a grammar of its own, RFC 3986's: a constant of type Rule for
// each, whose Go name starts with prefix and whose value is the RFC's
// spelling, and their list, named after the prefix in lower case
// (rfc3986Rules).
func writePrefixedRules(name, grammar, prefix string, rules []string, spelled map[string]string) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by parser/internal/gen/pegrules from %s; DO NOT EDIT.\n\n", filepath.ToSlash(grammar))
	b.WriteString("package syntax\n\n")
	fmt.Fprintf(&b, "// The rules that %s transcribes, in its order; each value is\n// the RFC's spelling of the rule's name.\n", filepath.ToSlash(grammar))
	b.WriteString("const (\n")
	for _, r := range rules {
		fmt.Fprintf(&b, "\t%s%s Rule = %q\n", prefix, goName(r), spelled[r])
	}
	b.WriteString(")\n\n")
	list := strings.ToLower(prefix) + "Rules"
	fmt.Fprintf(&b, "// %s lists the rules of %s, in the grammar's order.\n", list, filepath.ToSlash(grammar))
	fmt.Fprintf(&b, "var %s = [...]Rule{\n", list)
	for _, r := range rules {
		fmt.Fprintf(&b, "\t%s%s,\n", prefix, goName(r))
	}
	b.WriteString("}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		return err
	}
	return os.WriteFile(name, src, 0o644)
}

// writeList writes, in the package of the directory of name, the list of
// the rules that quote a BNF line, in the grammar's order, each with its
// RFC spelling, as the array rules of the package's type Rule.
func writeList(name, grammar string, quoted []string, spelled map[string]string) error {
	abs, err := filepath.Abs(name)
	if err != nil {
		return err
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by parser/internal/gen/pegrules from %s; DO NOT EDIT.\n\n", filepath.ToSlash(grammar))
	fmt.Fprintf(&b, "package %s\n\n", filepath.Base(filepath.Dir(abs)))
	b.WriteString("// rules lists the rules of the grammar that quote a line of the RFC's\n// ABNF, in the grammar's order, each with its name in the grammar and the\n// RFC's spelling of it.\n")
	b.WriteString("var rules = [...]Rule{\n")
	for _, r := range quoted {
		fmt.Fprintf(&b, "\t{Name: %q, RFCName: %q},\n", r, spelled[r])
	}
	b.WriteString("}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		return err
	}
	return os.WriteFile(name, src, 0o644)
}

// goName returns the Go name of the rule r: its parts between
// underscores, each with a capital first letter ("URI_reference" is
// URIReference, "abs_path" AbsPath), and the IP rules as package ast
// spells its types (IPv4Address, IPv6Reference); RFC 3986's core rules
// ALPHA, DIGIT and HEXDIG as words (Alpha, Digit, Hexdig).
func goName(r string) string {
	switch r {
	case "ALPHA", "DIGIT", "HEXDIG":
		return r[:1] + strings.ToLower(r[1:])
	case "IPv4address":
		return "IPv4Address"
	case "IPv6address":
		return "IPv6Address"
	case "ipv6reference":
		return "IPv6Reference"
	}
	var b strings.Builder
	for _, part := range strings.Split(r, "_") {
		if part == "" {
			continue
		}
		b.WriteString(strings.ToUpper(part[:1]) + part[1:])
	}
	return b.String()
}
