package main

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/extract"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/record"
	"github.com/rfc2396/rfc2396/syntax"
)

// TestRedact checks, for every command, that its error text hides the
// password by default and shows it with --raw-errors, that its results
// show what was given, and that --redact hides the password in all its
// output.
func TestRedact(t *testing.T) {
	const base = "http://u:s3cret@a/b/c"
	for _, tc := range []struct {
		args []string
		// What shows the password when the command is not told to hide
		// it: results, and error text with --raw-errors.
		results, errors bool
	}{
		{[]string{"parse", "http://u:s3cret@a/"}, true, false},
		{[]string{"parse", "--json", "http://u:s3cret@a/"}, true, false},
		{[]string{"parse", "http://u:s3cret@a b/"}, false, true},
		{[]string{"parse", "--json", "http://u:s3cret@a b/"}, false, true},
		{[]string{"parse", "http://u:s3c ret@a/"}, false, false},
		{[]string{"parse", "--json", "http://u:s3c ret@a/"}, false, false},
		{[]string{"parse", "--explain", "http://u:s3cret@a_b/"}, true, true},
		{[]string{"parse", "--rfc3986", "http://u:s3cret@a_b/"}, true, false},
		{[]string{"parse", "--rfc3986", "http://u:s3cret@a b/"}, false, true},
		{[]string{"parse", "--explain", "--json", "http://u:s3cret@a_b/"}, true, false}, // server_error's offset is into the authority, which it does not show
		{[]string{"resolve", base, "../g", "#f"}, true, false},
		{[]string{"resolve", "--explain", base, "../g"}, true, false},
		{[]string{"resolve", "--json", "--explain", base, "../g", "//v:s3cret@h/", "a b"}, true, true},
		{[]string{"resolve", "--json", "--dotdot=error", base, "../../../g"}, false, true},
		{[]string{"resolve", base, "http://v:s3cret@h/a b"}, false, true},
		{[]string{"relativize", base, "http://u:s3cret@a/g", "http://v:s3cret@a b/"}, false, true},
		{[]string{"relativize", "--json", base, "http://u:s3cret@a/g", "http://a b/"}, true, true},
		{[]string{"normalize", "HTTP://u:s3cret@A/", "http://u:s3cret@a b/"}, true, true},
		{[]string{"normalize", "--json", "HTTP://u:s3cret@A/", "http://u:s3cret@a b/"}, true, true},
		// check's findings never show the input: --raw-errors changes
		// their columns only (TestCheckRedact).
		{[]string{"check", "--warn", "http://u:s3cret@a:81/", "http://u:s3c ret@a/"}, false, false},
		{[]string{"check", "--json", "--warn", "http://u:s3cret@a:81/", "http://u:s3c ret@a/"}, false, false},
		{[]string{"match", "URI-reference", "http://u:s3cret@a/", "http://u:s3cret@a b/"}, true, false},
		{[]string{"match", "--json", "URI-reference", "http://u:s3cret@a/"}, true, false},
		{[]string{"escape", "--repair", "--component=userinfo", "u:s3cret"}, true, false},
		{[]string{"escape", "--json", "--component=userinfo", "u:s3cret"}, true, false},
		{[]string{"escape", "--component=query", "http://u:s3cret@a/"}, true, false},
		{[]string{"unescape", "http://u:s3cret@a/%zz", "http://u:s3cret@a/"}, true, false}, // the error does not quote the value
		{[]string{"unescape", "--json", "http://u:s3cret@a/%zz", "http://u:s3cret@a/"}, true, true},
		{[]string{"repair", "http://u:s3cret@bücher/a b", "1http://u:s3cret@a/", "http://u:s3cret@b_ü/"}, true, true},
		{[]string{"repair", "--json", "http://u:s3cret@bücher/a b", "1http://u:s3cret@a/", "http://u:s3cret@b_ü/"}, true, true},
		{[]string{"display", "http://u:s3cret@xn--bcher-kva/%C3%BC", "http://u:s3cret@a b/"}, true, true},
		{[]string{"display", "--json", "http://u:s3cret@xn--bcher-kva/%C3%BC", "http://u:s3cret@a b/"}, true, true},
		{[]string{"extract", "--html", "--base", base}, true, true},
		{[]string{"extract", "--json", "--html", "--base", base}, true, true},
	} {
		// A document for extract: valid, invalid, and one that cannot be
		// resolved against the base.
		const doc = `<a href="http://u:s3cret@a/g"> <a href="http://u:s3cret@a b/"> <a href="../../../x">`
		args := tc.args
		_, stdout, stderr := runCmd(t, doc, args...)
		assert.NotContains(t, errorText(t, args, stdout, stderr), "s3c", "error text hides the password by default: %q", args)
		assert.Equal(t, tc.results, strings.Contains(stdout, "s3cret"), "results show what was given: %q", args)

		_, stdout, stderr = runCmd(t, doc, append(args, "--raw-errors")...)
		assert.Equal(t, tc.errors, strings.Contains(errorText(t, args, stdout, stderr), "s3cret"), "with --raw-errors, error text shows what was given: %q", args)

		_, hidden, stderr := runCmd(t, doc, append(args, "--redact")...)
		hidden += stderr // an error is on standard error in text output
		assert.NotContains(t, hidden, "s3c", "%q", args)
		if tc.results || tc.errors {
			assert.Contains(t, hidden, "xxxxx", "%q", args)
		}
		status, _, stderr := runCmd(t, doc, append(args, "--redact", "--raw-errors")...)
		assert.Equal(t, exitUsage, status, "--redact and --raw-errors contradict each other: %q", args)
		assert.Contains(t, stderr, "give one")
	}
}

// errorText returns what the output of the command line args, stdout and
// stderr, holds of error text: all of standard error; check's findings;
// parse --explain's lines; and in JSON the records of inputs that failed,
// and the error objects of the others (an extract record's resolve_error
// for want of a base, parse --explain's server_error).
func errorText(t *testing.T, args []string, stdout, stderr string) string {
	t.Helper()
	var b strings.Builder
	b.WriteString(stderr)
	switch {
	case args[0] == "check":
		b.WriteString(stdout)
	case !slices.Contains(args, "--json"):
		for _, l := range strings.Split(stdout, "\n") {
			if strings.HasPrefix(l, "explain: ") {
				b.WriteString(l + "\n")
			}
		}
	default:
		for _, line := range strings.Split(strings.TrimSuffix(stdout, "\n"), "\n") {
			if line == "" {
				continue
			}
			var r map[string]any
			require.NoError(t, json.Unmarshal([]byte(line), &r), "%q: %s", args, line)
			if r["valid"] == false {
				b.WriteString(line + "\n")
				continue
			}
			for _, k := range []string{"error", "resolve_error", "server_error"} {
				if e, ok := r[k]; ok && e != nil {
					j, err := json.Marshal(e)
					require.NoError(t, err)
					b.Write(append(j, '\n'))
				}
			}
		}
	}
	return b.String()
}

func TestRedactCaret(t *testing.T) {
	_, stdout, stderr := runCmd(t, "", "parse", "--redact", "http://u:s3cret@a b/")
	assert.Empty(t, stdout)
	assert.Equal(t, `rfc2396: parse "http://u:xxxxx@a b/": unexpected ' ' at offset 16 in authority; a space must be escaped as %20 (section 2.4.3)
http://u:xxxxx@a b/
                ^
`, stderr)
	_, stdout, _ = runCmd(t, "", "parse", "--json", "--redact", "http://u:s3cret@a b/")
	var got record.ParseFailure
	require.NoError(t, json.Unmarshal([]byte(stdout), &got))
	assert.Equal(t, "http://u:xxxxx@a b/", got.Input)
	assert.Equal(t, 16, got.Error.Offset, "the offset is one into the redacted input")
}

// TestErrorShape checks that every command's JSON gives an error the same
// keys, in the same order: resolve adds which.
func TestErrorShape(t *testing.T) {
	keys := []string{"offset", "char", "rule", "expected", "hint", "message", "which"}
	shape := func(s string) []string {
		i := strings.Index(s, `"offset":`)
		require.GreaterOrEqual(t, i, 0, "%s", s)
		return keyOrder(s[i:], keys...)
	}
	_, parseOut, _ := runCmd(t, "", "parse", "--json", "a b")
	_, checkOut, _ := runCmd(t, "a b\n", "check", "--json", "-")
	assert.Equal(t, keys[:6], shape(parseOut))
	assert.Equal(t, keys[:6], shape(checkOut))
	for _, args := range [][]string{
		{"http://a/", "a b"},
		{"http://a b/", "g"},
		{"", "g"},
		{"mailto:a@b", "g"},
		{"--dotdot=error", "http://a/b", "../../g"},
	} {
		_, out, _ := runCmd(t, "", append([]string{"resolve", "--json"}, args...)...)
		assert.Equal(t, keys, shape(out), "%q", args)
	}
	// A resolution error that is not a parse error has the character at
	// its offset, in the input that which names.
	_, out, _ := runCmd(t, "", "resolve", "--json", "--dotdot=error", "http://a/b", "x/../../../g")
	var r record.Resolve
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	assert.Equal(t, "ref", *r.Error.Which)
	assert.Equal(t, 5, r.Error.Offset)
	assert.Equal(t, ".", *r.Error.Char)
}

func TestResolveNoBase(t *testing.T) {
	status, stdout, _ := runCmd(t, "", "resolve", "", "http://x/y", "g:h", "mailto:a@b#f")
	assert.Equal(t, exitOK, status)
	assert.Equal(t, "http://x/y\ng:h\nmailto:a@b#f\n", stdout)
	status, stdout, stderr := runCmd(t, "", "resolve", "", "g")
	assert.Equal(t, exitInvalid, status)
	assert.Empty(t, stdout)
	assert.Equal(t, "rfc2396: resolve: there is no base URI (section 5.1.4): only a reference with a scheme resolves without one\n", stderr)
	status, stdout, _ = runCmd(t, "\thttp://a/./g\n", "resolve", "-")
	assert.Equal(t, exitOK, status)
	assert.Equal(t, "http://a/./g\n", stdout)
}

// The password of the redaction tests is secret, secretStart +
// secretEnd: no output of a command run with --redact may hold either
// half, which a failure inside the password cuts apart.
const (
	secretStart = "zqsek"
	secretEnd   = "retzq"
	secret      = secretStart + secretEnd
)

// noSecret fails when s holds a half of the secret.
func noSecret(t *testing.T, s string, args []string) {
	t.Helper()
	for _, piece := range []string{secretStart, secretEnd} {
		if strings.Contains(s, piece) {
			t.Errorf("%q: output holds %q:\n%s", args, piece, s)
			return
		}
	}
}

// passwordRefs are references with the password before the point of
// failure, inside it, after it, and in a valid reference. The failure
// inside cuts the password in two, so that neither half may show.
func passwordRefs() []string {
	long := "/" + strings.Repeat("p", parser.MaxInputLength)
	return []string{
		// valid
		"http://u:" + secret + "@h/p",
		"//u:" + secret + "@h/p",
		"http://u:@h/",
		// the failure after the password
		"http://u:" + secret + "@h/a b",
		"http://u:" + secret + "@h:8x/",
		"http://u:" + secret + "@h/%zz",
		"http://u:" + secret + "@h/#a#b",
		"//u:" + secret + "@h/{x}",
		"http://u:" + secret + "@h" + long,
		"http://u:" + secret + "@[::1/",
		// the failure inside the password
		"http://u:" + secretStart + " " + secretEnd + "@h/",
		"http://u:" + secretStart + "%z" + secretEnd + "@h/",
		"http://u:" + secretStart + "\x01" + secretEnd + "@h/",
		"http://u:" + secretStart + "[" + secretEnd + "@h/",
		// the failure before the password
		"ht tp://u:" + secret + "@h/",
		"http://u:" + secret + "@a{b/",
		"h\x7fttp://u:" + secret + "@h/",
		"^http://u:" + secret + "@h/",
		"http://u:" + secret + "@h/\xff",
	}
}

// TestRedactInvariant runs every command (and match with every rule)
// over references with a password before, inside and after the point of
// failure, as arguments and as lines, in text and in JSON, with every
// syntax, and checks that the password shows in no error text (errorText)
// and, with --redact, nowhere: not on standard output, not on standard
// error, not in a usage error.
func TestRedactInvariant(t *testing.T) {
	// inputs are the references, as lines, and as "BASE<TAB>REF" pairs
	// each way with the bases and references of resolve.
	type inputs struct {
		refs         []string
		lines, pairs string
	}
	inputsOf := func(refs []string) inputs {
		var pairs strings.Builder
		for _, a := range refs {
			for _, b := range []string{"g", "../../../g", "a b", "http://v:" + secret + "@x/y", "http://a/b"} {
				pairs.WriteString(a + "\t" + b + "\n" + b + "\t" + a + "\n")
			}
		}
		return inputs{refs, strings.Join(refs, "\n") + "\n", pairs.String()}
	}
	refs := passwordRefs()
	all := inputsOf(refs)
	// Under the race detector, which slows every run many times over, the
	// reference longer than the parser takes, a megabyte that each run
	// reads, checks and quotes, joins each command line in one pair of
	// syntax and output (raceTurn); the other references join all.
	notLong := inputsOf(slices.DeleteFunc(slices.Clone(refs), func(r string) bool { return len(r) > parser.MaxInputLength }))
	run := func(stdin string, args ...string) {
		t.Helper()
		_, stdout, stderr := runCmd(t, stdin, args...)
		if slices.Contains(args, "--redact") {
			noSecret(t, stdout+stderr, args)
		} else {
			noSecret(t, errorText(t, args, stdout, stderr), args)
		}
	}
	var flagSets [][]string
	for _, syn := range [][]string{nil, {"--rfc2732"}, {"--query-only"}, {"--rfc2396"}} {
		for _, out := range [][]string{{"--redact"}, {"--redact", "--json"}, nil, {"--json"}} {
			if testing.Short() && !slices.Contains(out, "--redact") && len(syn) > 0 && syn[0] != "--rfc2396" {
				continue // the default error text in the default syntax and in Appendix A's
			}
			flagSets = append(flagSets, append(append([]string{}, syn...), out...))
		}
	}
	for turn, flags := range flagSets {
		with := func(cmd string, more ...string) []string {
			return append(append([]string{cmd}, flags...), more...)
		}
		site := 0
		// in returns the inputs of the next command line.
		in := func() inputs {
			site++
			if raceTurn(site, turn, len(flagSets)) {
				return all
			}
			return notLong
		}
		run("", append(with("parse"), append([]string{"--"}, in().refs...)...)...)
		run(in().lines, with("parse")...)
		run(in().lines, with("parse", "--explain")...)
		run(in().lines, with("normalize")...)
		run(in().lines, with("normalize", "--remove-dot-segments")...)
		run(in().lines, with("check", "--warn", "-")...)
		run(in().pairs, with("resolve", "-")...)
		run(in().pairs, with("resolve", "--explain", "--dotdot=error", "-")...)
		run(in().pairs, with("relativize", "-")...)
		for _, r := range in().refs {
			run("", with("resolve", "--explain", "--", r, "g", "../../../g", "a b", r)...)
			run("", with("resolve", "--dotdot=error", "--", "http://a/b", r)...)
			run("", with("relativize", "--", r, r, "http://a/b")...)
		}
		run("", with("resolve", "--dotdot=error", "http://u:"+secret+"@a/../x", "g")...)
		for _, rule := range parser.Rules(syntax.RFC2732) {
			run(in().lines, with("match", rule.RFCName())...)
		}
		for _, c := range escape.Targets() {
			run(in().lines, with("escape", "--component="+c.String())...)
			run(in().lines, with("escape", "--repair", "--component="+c.String())...)
		}
		run(in().lines, with("unescape")...)
		run("", append(with("unescape", "--"), in().refs...)...)
		run(in().lines, with("repair")...)
		run("", append(with("repair", "--"), in().refs...)...)
		run(in().lines, with("display")...)
		run("", append(with("display", "--"), in().refs...)...)
	}
	// Strings that are one component, as match takes them.
	for _, rule := range []syntax.Rule{syntax.Authority, syntax.Server, syntax.Hostport, syntax.Host, syntax.Hostname, syntax.Port} {
		for _, out := range [][]string{{"--redact"}, {"--redact", "--json"}, nil, {"--json"}} {
			run("", append(append([]string{"match", rule.RFCName()}, out...), "--",
				"u:"+secret+"@h", "u:"+secret+"@h x", "u:"+secretStart+" "+secretEnd+"@h", " u:"+secret+"@h", "u:"+secret+"@h:8x")...)
		}
	}
	// parse --rfc3986: its tree and its records, and match by RFC 3986's
	// rules.
	rfc3986In := all
	if raceEnabled {
		rfc3986In = notLong // the long reference runs in the turns above
	}
	for _, out := range [][]string{{"--redact"}, {"--redact", "--json"}, nil, {"--json"}} {
		with := append([]string{"parse", "--rfc3986"}, out...)
		run("", append(append(with, "--"), rfc3986In.refs...)...)
		run(rfc3986In.lines, with...)
		for _, rule := range []string{"URI-reference", "authority", "userinfo", "host"} {
			run(rfc3986In.lines, append([]string{"match", "--rfc3986", rule}, out...)...)
		}
	}
	for _, out := range [][]string{{"--redact"}, {"--redact", "--json"}, nil, {"--json"}} {
		run("", append(append([]string{"match", syntax.Userinfo.RFCName()}, out...), "--",
			"u:"+secret, "u:"+secret+" x", "u:"+secretStart+" "+secretEnd, " u:"+secret, "u:"+secret+"@h")...)
	}
}

// TestRedactExtract runs extract, with --redact and without, over
// documents whose references hold a password before, inside and after
// the point of failure, candidates too long to check with the password
// before, across and after the point where they are cut, and bases with a
// password: no output shows it with --redact, and no error text without.
func TestRedactExtract(t *testing.T) {
	long := strings.Repeat("a", extract.MaxLength)
	// docs returns a text and an HTML document that hold refs.
	docs := func(refs []string) (string, string) {
		var text, html strings.Builder
		for _, r := range refs {
			fmt.Fprintf(&text, "see <%s> here.\n", r)
			if !strings.ContainsAny(r, " \x01\x7f") {
				// Outside angle brackets a reference ends at whitespace or a
				// control character (Appendix E): in "http://u:pw x@h/", the
				// candidate is "http://u:pw", which has no userinfo to hide.
				fmt.Fprintf(&text, "see \"%s\" and %s here.\n", r, r)
			}
			fmt.Fprintf(&html, "<a href=\"%s\">x</a> <img src='%s'>\n", r, r)
		}
		for _, c := range []string{
			"http://u:" + secret + "@h/" + long,                                         // the password before the cut
			"http://u:" + strings.Repeat(secret, extract.MaxLength/len(secret)) + "@h/", // across it
			"http://u" + long + ":" + secret + "@h/",                                    // after it
			"http://" + long + "/u:" + secret + "@h",
		} {
			text.WriteString("bare " + c + " end\n")
		}
		return text.String(), html.String()
	}
	refs := passwordRefs()
	text, html := docs(refs)
	// Under the race detector, the reference longer than the parser
	// takes, a megabyte in each document, is in the documents of each
	// command line in one pair of output and syntax (raceTurn).
	textNotLong, htmlNotLong := docs(slices.DeleteFunc(slices.Clone(refs), func(r string) bool { return len(r) > parser.MaxInputLength }))
	bases := []string{"http://u:" + secret + "@h/a/", "http://u:" + secret + "@h/a b", "//u:" + secret + "@h/", "http://u:" + secretStart + " " + secretEnd + "@h/"}
	// check checks the output of extract run with args: no secret with
	// --redact, none in its error text without.
	check := func(args []string, stdout, stderr string) {
		t.Helper()
		if slices.Contains(args, "--redact") {
			noSecret(t, stdout+stderr, args)
		} else {
			noSecret(t, errorText(t, args, stdout, stderr), args)
		}
	}
	outs := [][]string{{"--redact"}, {"--redact", "--json"}, nil, {"--json"}}
	syntaxes := [][]string{nil, {"--rfc2732"}, {"--query-only"}, {"--rfc2396"}}
	turns := len(outs) * len(syntaxes)
	for i, out := range outs {
		for j, syn := range syntaxes {
			turn := i*len(syntaxes) + j
			site := 0
			for _, doc := range []struct {
				flags         []string
				body, notLong string
			}{{nil, text, textNotLong}, {[]string{"--html"}, html, htmlNotLong}, {[]string{"--html"}, `<base href="http://u:` + secret + `@h/ x"><a href="g">`, ""}} {
				args := append(append(append([]string{"extract"}, out...), syn...), doc.flags...)
				for _, b := range append([]string{""}, bases...) {
					a := args
					if b != "" {
						a = append(append([]string{}, args...), "--base", b)
					}
					body := doc.body
					if site++; doc.notLong != "" && !raceTurn(site, turn, turns) {
						body = doc.notLong
					}
					_, stdout, stderr := runCmd(t, body, a...)
					check(a, stdout, stderr)
				}
			}
		}
	}
}

// TestRedactUsageErrors checks that a usage error, one line, quotes no
// password, with --redact wherever it stands and without it, and that
// with --raw-errors the argument is quoted as given.
func TestRedactUsageErrors(t *testing.T) {
	pw := "http://u:" + secret + "@h/"
	for _, args := range [][]string{
		{"parse", "--x=" + pw},
		{"parse", "---" + pw},
		{"parse", "--json=" + pw},
		{"parse", "--rfc2732=" + pw},
		{"resolve", "--dotdot", pw, "http://a/", "g"},
		{"resolve", "--dotdot=u:" + secret + "@h", "http://a/", "g"},
		{"match", pw, "x"},
		{"match", "u:" + secret + "@h", "x"},
		{"extract", "--base", pw + " x"},
		{"extract", "--base", "//u:" + secret + "@h/x"},
		{"extract", "--base=" + pw + "#a#b"},
		{"check", "--warn=" + pw, "-"},
		{"normalize", "--remove-dot-segments=u:" + secret + "@h"},
		{"relativize", "--json=" + pw, "a", "b"},
		{"serve", pw},
		{"serve", "--addr=:0", "--x=" + pw},
		{"escape", "--component=u:" + secret + "@h"},
		{"escape", "--component=query", "--json=" + pw},
		{"unescape", "--json=" + pw},
		{"repair", "--json=" + pw},
		{"display", "--rfc2732=" + pw},
	} {
		for _, at := range []int{0, 1} {
			a := append([]string{}, args...)
			if at == 0 {
				a = append([]string{a[0], "--redact"}, a[1:]...)
			} else {
				a = append(a, "--redact")
			}
			status, stdout, stderr := runCmd(t, "", a...)
			assert.Equal(t, exitUsage, status, "%q", a)
			assert.Empty(t, stdout)
			noSecret(t, stderr, a)
		}
		// A usage error is error text: the password is hidden without
		// --redact, and --redact=false and --raw-errors=false change
		// nothing.
		for _, more := range [][]string{nil, {"--redact=false"}, {"--raw-errors=false"}, {"--raw-errors", "--raw-errors=false"}} {
			a := append(append([]string{}, args...), more...)
			status, stdout, stderr := runCmd(t, "", a...)
			assert.Equal(t, exitUsage, status, "%q", a)
			assert.Empty(t, stdout)
			noSecret(t, stderr, a)
			assert.Equal(t, 1, strings.Count(stderr, "\n"), "one line: %q", a)
		}
		// With --raw-errors, wherever it stands, the argument as given.
		for _, a := range [][]string{append([]string{args[0], "--raw-errors"}, args[1:]...), append(append([]string{}, args...), "--raw-errors")} {
			status, _, stderr := runCmd(t, "", a...)
			assert.Equal(t, exitUsage, status, "%q", a)
			assert.Contains(t, stderr, secret, "with --raw-errors, the argument as given: %q", a)
		}
	}
	// A command that reads no reference quotes its arguments as given.
	_, _, stderr := runCmd(t, "", "conform", "--suite", pw)
	assert.Contains(t, stderr, secret)
	// Nor does rfc2396 itself take a reference: an unknown command is
	// quoted with its password hidden.
	_, _, stderr = runCmd(t, "", pw)
	noSecret(t, stderr, []string{pw})
	_, _, stderr = runCmd(t, "", "help", pw)
	noSecret(t, stderr, []string{"help", pw})
}

// TestMatchRedact checks that match hides a password as the rule reads
// the string: a string that matches is what the rule says, one that does
// not is read as the rule when that finds a password, and else as a
// string whose rule is not known (from its first ":" to its last "@").
func TestMatchRedact(t *testing.T) {
	for _, tc := range []struct {
		rule syntax.Rule
		in   string
		want string
	}{
		{syntax.Authority, "u:pw@h", "yes\tu:xxxxx@h"},
		{syntax.Authority, "u:p:w@h@i", "yes\tu:xxxxx@i"},
		{syntax.Server, "u:pw@h:80", "yes\tu:xxxxx@h:80"},
		{syntax.Userinfo, "u:pw", "yes\tu:xxxxx"},
		{syntax.Userinfo, "u", "yes\tu"},
		{syntax.URIReference, "http://u:pw@h/", "yes\thttp://u:xxxxx@h/"},
		{syntax.NetPath, "//u:pw@h/", "yes\t//u:xxxxx@h/"},
		{syntax.URIReference, "mailto:a@b", "yes\tmailto:a@b"}, // no userinfo: nothing to hide
		{syntax.Segment, "a:b@c", "yes\ta:xxxxx@c"},            // a component alone may hold any text: hidden from ":" to "@"
		// Not a match: the rule's reading if it finds a password, else
		// the unknown rule's.
		{syntax.Userinfo, "u:p w", "no\tu:xxxxx"},
		{syntax.Authority, "u:p w@h", "no\tu:xxxxx@h"},
		{syntax.Hostname, "u:pw@h", "no\tu:xxxxx@h"},
		{syntax.Segment, "http://u:pw@h/", "no\thttp:xxxxx@h/"},
		{syntax.URIReference, "http://u:p w@h/", "no\thttp://u:xxxxx@h/"},
	} {
		status, stdout, stderr := runCmd(t, "", "match", "--redact", tc.rule.RFCName(), "--", tc.in)
		assert.Equal(t, tc.want+"\n", stdout, "%s %q", tc.rule, tc.in)
		assert.Empty(t, stderr)
		assert.Equal(t, map[bool]int{true: exitOK, false: exitInvalid}[strings.HasPrefix(tc.want, "yes")], status)
		_, stdout, _ = runCmd(t, "", "match", tc.rule.RFCName(), "--", tc.in)
		assert.Contains(t, stdout, "\t"+tc.in+"\n", "without --redact, as given")
	}
}

// offsetInMessage is the offset that an error message names.
var offsetInMessage = regexp.MustCompile(`at offset (\d+)`)

// TestErrorOffsetsAgree checks, for every command's JSON and for parse's
// caret, by default, with --redact and with --raw-errors, that an error's
// offset is the one its message names and that the character at that
// offset of the text the record shows is the error's char: in the text
// with the password hidden, but with --raw-errors, in the input as given.
func TestErrorOffsetsAgree(t *testing.T) {
	pw := "u:" + secret
	refs := []string{"http://" + pw + "@a b/", "http://" + pw + "@h/%zz", "//" + pw + "@h/{x}", "http://" + pw + "@h/a|b", "http://u:" + secretStart + " " + secretEnd + "@h/"}
	// check checks an error object e of a record, whose offset is into
	// shown; nil shown skips the text (check shows none).
	check := func(args []string, e map[string]any, shown *string) {
		t.Helper()
		msg := e["message"].(string)
		m := offsetInMessage.FindStringSubmatch(msg)
		require.NotNil(t, m, "%q: %s", args, msg)
		off, err := strconv.Atoi(m[1])
		require.NoError(t, err)
		assert.Equal(t, float64(off), e["offset"], "%q: the record's offset and its message's: %s", args, msg)
		if shown == nil || e["char"] == nil {
			return
		}
		require.Less(t, off, len(*shown), "%q", args)
		assert.True(t, strings.HasPrefix((*shown)[off:], e["char"].(string)), "%q: %q at %d of %q", args, e["char"], off, *shown)
	}
	str := func(v any) *string { s, _ := v.(string); return &s }
	for _, hide := range [][]string{nil, {"--redact"}, {"--raw-errors"}} {
		raw := slices.Contains(hide, "--raw-errors")
		for _, r := range refs {
			// json1 runs the command line args with the flags before its
			// "--", and decodes the first record.
			json1 := func(args ...string) map[string]any {
				a := append(append(append([]string{args[0]}, hide...), "--json"), args[1:]...)
				_, stdout, _ := runCmd(t, "", a...)
				objs := decodeLines(t, stdout)
				require.NotEmpty(t, objs, "%q", a)
				return objs[0]
			}
			for _, cmd := range []string{"parse", "normalize"} {
				args := []string{cmd, "--", r}
				o := json1(args...)
				check(args, o["error"].(map[string]any), str(o["input"]))
			}
			args := []string{"resolve", "--", "http://a/b", r}
			o := json1(args...)
			check(args, o["error"].(map[string]any), str(o["ref"]))
			args = []string{"resolve", "--", r, "g"}
			o = json1(args...)
			check(args, o["error"].(map[string]any), str(o["base"]))
			args = []string{"relativize", "--", "http://a/b", r}
			o = json1(args...)
			check(args, o["error"].(map[string]any), str(o["target"]))
			args = []string{"extract", "--html", "--base", "http://a/"}
			_, stdout, _ := runCmd(t, `<a href="`+r+`">`, append(append(args, hide...), "--json")...)
			o = decodeLines(t, stdout)[0]
			check(args, o["error"].(map[string]any), str(o["uri"]))
			_, stdout, _ = runCmd(t, r+"\n", append(append([]string{"check"}, hide...), "--json", "-")...)
			o = decodeLines(t, stdout)[0]
			check([]string{"check", r}, o, nil)
			assert.Equal(t, o["offset"].(float64)+1, o["column"], "check's column is its offset's")

			// parse's text: the message's offset is the caret's column
			// under the input shown on the line before it, on standard
			// error.
			_, _, stdout = runCmd(t, "", append(append([]string{"parse"}, hide...), "--", r)...)
			lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
			require.Len(t, lines, 3, "%s", stdout)
			m := offsetInMessage.FindStringSubmatch(lines[0])
			require.NotNil(t, m)
			assert.Equal(t, m[1], strconv.Itoa(strings.Index(lines[2], "^")), "%q: %s", r, stdout)
			if !raw {
				noSecret(t, stdout, []string{"parse", r})
			} else {
				assert.Contains(t, lines[1], "u:"+secretStart, "with --raw-errors, the input as given")
			}
		}
	}
	// An error of resolution that is not a parse error has resolve's
	// offset: into the input as given with --raw-errors, into the base
	// with its password hidden else (resolve.Error's Redacted). The
	// record's offset and its message agree.
	for _, hide := range [][]string{nil, {"--redact"}, {"--raw-errors"}} {
		args := append([]string{"resolve", "--json", "--dotdot=error", "http://" + pw + "@a/../x", "g"}, hide...)
		_, stdout, _ := runCmd(t, "", args...)
		o := decodeLines(t, stdout)[0]
		check(args, o["error"].(map[string]any), nil)
		want := len("http://u:xxxxx@a/")
		if slices.Contains(hide, "--raw-errors") {
			want = len("http://" + pw + "@a/")
		}
		assert.Equal(t, float64(want), o["error"].(map[string]any)["offset"])
	}
}
