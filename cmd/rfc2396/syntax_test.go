package main

import (
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/syntax"
)

// commands lists every command of the command line.
var commands = []string{"parse", "resolve", "check", "match", "extract", "normalize", "relativize", "escape", "unescape", "repair", "display"}

// TestSyntaxFlagsEveryCommand checks that every command takes the three
// syntax flags, lists them in its help, and refuses "=false".
func TestSyntaxFlagsEveryCommand(t *testing.T) {
	for _, cmd := range commands {
		t.Run(cmd, func(t *testing.T) {
			status, help, _ := runCmd(t, "", cmd, "-h")
			require.Equal(t, exitOK, status)
			assert.Contains(t, help, "[SYNTAX]", "the usage line")
			for _, f := range []string{"json", "redact"} {
				assert.Contains(t, help, "\n  --"+f+"\n", "every command takes --%s, as the README says", f)
			}
			for _, f := range []string{"rfc2396", "rfc2732", "query-only", "rfc3986"} {
				assert.Contains(t, help, "\n  --"+f+"\n", "the help lists --%s", f)
				status, _, stderr := runCmd(t, "", cmd, "--"+f+"=false", "-h")
				assert.Equal(t, exitUsage, status, "--%s=false", f)
				assert.Contains(t, stderr, "invalid value \"false\" for flag --"+f+": a syntax flag only turns a feature on", "--%s=false", f)
				status, _, stderr = runCmd(t, "", cmd, "--"+f+"=maybe", "-h")
				assert.Equal(t, exitUsage, status)
				assert.Contains(t, stderr, "not a boolean")
			}
		})
	}
}

// TestSyntaxFlagsNotConformServe checks that conform and serve, whose
// suite and page choose the syntax of each reference, take no syntax
// flag.
func TestSyntaxFlagsNotConformServe(t *testing.T) {
	for _, cmd := range []string{"conform", "serve"} {
		status, _, stderr := runCmd(t, "", cmd, "--rfc2732")
		assert.Equal(t, exitUsage, status)
		assert.Contains(t, stderr, `unknown flag "--rfc2732"`)
	}
}

// TestSyntaxOptions checks the options that the flags give, in every
// order on the command line: RFC2396 first, the features after it, and
// nothing without flags (the default).
func TestSyntaxOptions(t *testing.T) {
	for _, tc := range []struct {
		args [][]string // flag orders that must give want
		want syntax.Syntax
	}{
		{[][]string{nil}, 0},
		{[][]string{{"--rfc2396"}}, syntax.RFC2396},
		{[][]string{{"--rfc2732"}, {"-rfc2732=true"}}, syntax.RFC2732},
		{[][]string{{"--query-only"}}, syntax.QueryOnly},
		{[][]string{{"--rfc2396", "--rfc2732"}, {"--rfc2732", "--rfc2396"}}, syntax.RFC2732.Over(syntax.RFC2396)},
		{[][]string{{"--query-only", "--rfc2732", "--rfc2396"}, {"--rfc2396", "--rfc2732", "--query-only"}}, syntax.Default.Over(syntax.RFC2396)},
	} {
		for _, args := range tc.args {
			fs := newFlagSet("parse", io.Discard, io.Discard)
			syn := addSyntaxFlags(fs)
			_, status := parseFlags(fs, args)
			require.Equal(t, -1, status, "%q", args)
			assert.Equal(t, tc.want, syn.syntax(), "%q", args)
			assert.NoError(t, syn.syntax().Check(), "%q gives a valid syntax", args)
		}
	}
}

// TestSyntaxDefaults checks that every command reads the module's one
// default, RFC 2732 with "?y", and that each syntax flag reaches the
// library call: --rfc2396 refuses what the default accepts, and
// --rfc2732 and --query-only add their feature back to it.
func TestSyntaxDefaults(t *testing.T) {
	for _, tc := range []struct {
		name   string
		args   []string
		stdin  string
		status int
		want   string // a part of standard output, or of standard error for an invalid input of a command that transforms it
	}{
		{"parse default ?y", []string{"parse", "?y"}, "", exitOK, `Query [1,2) "y"`},
		{"parse --rfc2396 ?y", []string{"parse", "--rfc2396", "?y"}, "", exitInvalid, "not an RFC 2396 relativeURI"},
		{"parse --rfc2396 --query-only ?y", []string{"parse", "--rfc2396", "--query-only", "?y"}, "", exitOK, `Query [1,2) "y"`},
		{"parse --rfc2396 --rfc2732 ?y", []string{"parse", "--rfc2732", "--rfc2396", "?y"}, "", exitInvalid, "not an RFC 2396 relativeURI"},
		{"parse default literal", []string{"parse", "--json", "http://[::1]/"}, "", exitOK, `"host":"[::1]","port":null,"path":"/","opaque":null,"query":null,"fragment":null,"authority_kind":"server","host_kind":"ipv6"`},
		{"parse --rfc2396 literal", []string{"parse", "--rfc2396", "http://[::1]/"}, "", exitInvalid, "unexpected '[' at offset 7"},
		{"parse --rfc2396 --rfc2732", []string{"parse", "--rfc2732", "--rfc2396", "http://[::1]/?y"}, "", exitOK, "IPv6Reference"},
		{"check default", []string{"check", "-"}, "?y\nhttp://[::1]/\n", exitOK, ""},
		{"check --rfc2396", []string{"check", "--rfc2396", "-"}, "?y\nhttp://[::1]/\n", exitInvalid, "<stdin>:2:8: unexpected '['"},
		{"check --rfc2396 --query-only --rfc2732", []string{"check", "--rfc2396", "--query-only", "--rfc2732", "-"}, "?y\nhttp://[::1]/\n", exitOK, ""},
		{"match default", []string{"match", "host", "[::1]"}, "", exitOK, "yes\t[::1]"},
		{"match --rfc2396", []string{"match", "--rfc2396", "host", "[::1]"}, "", exitInvalid, "no\t[::1]"},
		{"match --rfc2396 --rfc2732", []string{"match", "--rfc2396", "--rfc2732", "host", "[::1]"}, "", exitOK, "yes\t[::1]"},
		{"match default rule", []string{"match", "IPv6address", "::1"}, "", exitOK, "yes\t::1"},
		{"resolve default ?y", []string{"resolve", "http://a/b/c/d;p?q", "?y"}, "", exitOK, "http://a/b/c/?y"},
		{"resolve --rfc2396 ?y", []string{"resolve", "--rfc2396", "http://a/b/c/d;p?q", "?y"}, "", exitInvalid, `rfc2396: resolve: ref: parse "?y": unexpected '?' at offset 0`},
		{"resolve --rfc2396 --query-only ?y", []string{"resolve", "--rfc2396", "--query-only", "http://a/b/c/d;p?q", "?y"}, "", exitOK, "http://a/b/c/?y"},
		{"resolve default literal", []string{"resolve", "http://[::1]/a", "b"}, "", exitOK, "http://[::1]/b"},
		{"resolve --rfc2396 literal", []string{"resolve", "--rfc2396", "http://[::1]/a", "b"}, "", exitInvalid, "base: parse"},
		{"relativize default", []string{"relativize", "http://[::1]/a", "http://[::1]/b"}, "", exitOK, "b\n"},
		{"relativize --rfc2396", []string{"relativize", "--rfc2396", "http://[::1]/a", "http://[::1]/b"}, "", exitInvalid, "base: parse"},
		{"normalize default", []string{"normalize", "HTTP://[::A]:80/"}, "", exitOK, "http://[::a]/\n"},
		{"normalize --rfc2396", []string{"normalize", "--rfc2396", "HTTP://[::A]:80/"}, "", exitInvalid, "unexpected '['"},
		{"normalize default ?y", []string{"normalize", "?%7e"}, "", exitOK, "?~\n"},
		{"normalize --rfc2396 ?y", []string{"normalize", "--rfc2396", "?y"}, "", exitInvalid, "not an RFC 2396 relativeURI"},
		{"extract text default", []string{"extract"}, "see <?y> and <http://[::1]/>", exitOK, "?y\nhttp://[::1]/\n"},
		{"extract text --rfc2396", []string{"extract", "--rfc2396"}, "see <?y> and <http://[::1]/>", exitInvalid, "<stdin>:1:6: rfc2396: parse \"?y\""},
		{"extract html default", []string{"extract", "--html", "--base", "http://a/b/c"}, `<a href="?y">`, exitOK, "http://a/b/?y\n"},
		{"extract html --rfc2396", []string{"extract", "--html", "--rfc2396", "--base", "http://a/b/c"}, `<a href="?y">`, exitInvalid, `parse "?y": unexpected '?'`},
		{"extract --base literal", []string{"extract", "--base", "http://[::1]/a/"}, "<b>", exitOK, "http://[::1]/a/b\n"},
		// escape: Repair reads the rule in the syntax; Escape is the same in all.
		{"repair default", []string{"escape", "--repair", "--component=query", "a[1]"}, "", exitOK, "a[1]\n"},
		{"repair --rfc2396", []string{"escape", "--repair", "--rfc2396", "--component=query", "a[1]"}, "", exitOK, "a%5B1%5D\n"},
		{"repair default segment", []string{"escape", "--repair", "--component=segment", "a[1]"}, "", exitOK, "a%5B1%5D\n"},
		{"escape default", []string{"escape", "--component=query", "a[1]"}, "", exitOK, "a%5B1%5D\n"},
		{"unescape flags", []string{"unescape", "--rfc2396", "--rfc2732", "--query-only", "a%5B"}, "", exitOK, "a[\n"},
		{"repair default literal", []string{"repair", "http://[::1]/a b"}, "", exitOK, "http://[::1]/a%20b\n"},
		{"repair --rfc2396 literal", []string{"repair", "--rfc2396", "http://[::1]/a b"}, "", exitInvalid, "unexpected '['"},
		{"repair default ?y", []string{"repair", "?y z"}, "", exitOK, "?y%20z\n"},
		{"repair --rfc2396 ?y", []string{"repair", "--rfc2396", "?y z"}, "", exitInvalid, "not an RFC 2396 relativeURI"},
		{"display default literal", []string{"display", "http://[::1]/%C3%BC"}, "", exitOK, "http://[::1]/ü\n"},
		{"display --rfc2396 literal", []string{"display", "--rfc2396", "http://[::1]/"}, "", exitInvalid, "unexpected '['"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, stdout, stderr := runCmd(t, tc.stdin, tc.args...)
			assert.Equal(t, tc.status, status, "%s%s", stdout, stderr)
			out := stdout
			if status == exitInvalid && tc.args[0] != "check" && tc.args[0] != "match" {
				out = stderr // their results are on standard output
			}
			assert.Contains(t, out, tc.want)
			if tc.want == "" {
				assert.Empty(t, stdout)
			}
			assert.NotContains(t, stderr, "usage:")
		})
	}
}

// TestUsageMentionsSyntax checks that the usage text says what SYNTAX is
// and that the default is the library's, one for every command.
func TestUsageMentionsSyntax(t *testing.T) {
	_, stdout, _ := runCmd(t, "", "help")
	for _, s := range []string{"SYNTAX is any of --rfc2396, --rfc2732 and --query-only", "every command takes but conform and serve",
		"library's one default: RFC 2396 as RFC 2732 amends it", `with the query-only reference "?y"`, "--rfc2396 reads Appendix A to the letter"} {
		assert.Contains(t, strings.ReplaceAll(stdout, "\n", " "), s)
	}
}
