package main

import (
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/normalize"
)

// writeFile writes a file in a temporary directory and returns its path.
func writeFile(t *testing.T, name, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(p, []byte(content), 0o644))
	return p
}

func TestCheck(t *testing.T) {
	f := writeFile(t, "refs.txt", "http://a/\nhttp://a b/\n\n{x}\r\nhttp://u:s3cret@a:8080/x%0d%0A%00\n?y\n")
	status, stdout, stderr := runCmd(t, "", "check", "--file", f)
	assert.Equal(t, exitInvalid, status)
	assert.Empty(t, stderr)
	errs := f + `:2:9: unexpected ' ' at offset 8 in authority; a space must be escaped as %20 (section 2.4.3)
` + f + `:4:1: unexpected '{' at offset 0 in rel_segment; '{' is unwise and must be escaped as %7B (section 2.4.3)
`
	assert.Equal(t, errs, stdout, "the default reads \"?y\"")
	// Strict RFC 2396 does not.
	status, stdout, _ = runCmd(t, "", "check", "--rfc2396", "--file", f)
	assert.Equal(t, exitInvalid, status)
	assert.Equal(t, errs+f+`:6:1: unexpected '?' at offset 0 in relativeURI; a query-only reference ("?y") is not an RFC 2396 relativeURI, which needs a path before "?" (Appendix A); write "./?y", or read it with --query-only as Appendix C does
`, stdout)

	// --warn adds section 7's cautions about valid lines; they do not
	// change the exit status.
	status, stdout, _ = runCmd(t, "", "check", "--warn", "--raw-errors", "--file", f)
	assert.Equal(t, exitInvalid, status)
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	require.Len(t, lines, 7)
	assert.Equal(t, f+`:5:9: warning: the userinfo holds a password; section 7 strongly disrecommends passwords in URIs`, lines[2])
	assert.Equal(t, f+`:5:19: warning: port 8080 is not the default port of http (80); section 7 cautions that such a URI may reach a different protocol`, lines[3])
	assert.Equal(t, f+`:5:25: warning: %0d escapes CR; section 7 cautions that it must not be unescaped before it is sent`, lines[4])
	assert.Equal(t, f+`:5:28: warning: %0A escapes LF; section 7 cautions that it must not be unescaped before it is sent`, lines[5])
	assert.Equal(t, f+`:5:31: warning: %00 escapes NUL; section 7 cautions that it must not be unescaped before it is sent`, lines[6])
	assert.NotContains(t, stdout, "s3cret")
	// Without --raw-errors, the columns are those of the line with its
	// password hidden, as the findings are error text.
	_, stdout, _ = runCmd(t, "", "check", "--warn", "--file", f)
	assert.Contains(t, stdout, f+`:5:18: warning: port 8080 is not the default port of http (80)`)

	ok := writeFile(t, "ok.txt", "http://u:p@a:80/\nhttps://a:443/\nftp://a:21/\nfoo://a:1/\nhttp://a:/\n")
	status, stdout, _ = runCmd(t, "", "check", "--warn", "--file", ok)
	assert.Equal(t, exitOK, status, "warnings alone do not fail")
	assert.Equal(t, ok+":1:9: warning: the userinfo holds a password; section 7 strongly disrecommends passwords in URIs\n", stdout,
		"default ports, unknown schemes and empty ports give no warning")
}

func TestCheckStdinAndFiles(t *testing.T) {
	f := writeFile(t, "a.txt", "a b\n")
	missing := filepath.Join(t.TempDir(), "missing.txt")
	status, stdout, stderr := runCmd(t, "x\ny z\n", "check", "--file", f, "--file", missing, "--file", "-")
	assert.Equal(t, exitIO, status, "a file that cannot be read: 2, over the invalid lines' 1")
	assert.Equal(t, f+":1:2: unexpected ' ' at offset 1 in rel_segment; a space must be escaped as %20 (section 2.4.3)\n"+
		"<stdin>:2:2: unexpected ' ' at offset 1 in rel_segment; a space must be escaped as %20 (section 2.4.3)\n", stdout,
		"the files after the one that cannot be read are checked")
	assert.Equal(t, "rfc2396 check: open "+missing+": no such file or directory\n", stderr)

	status, stdout, _ = runCmd(t, "http://a/\n\n#f\n", "check", "-")
	assert.Equal(t, exitOK, status)
	assert.Empty(t, stdout)

	checkExitStatus(t, []exitCase{
		{"no input: standard input", []string{"check"}, "http://a b/\n", exitInvalid, ""}, // its finding is on standard output
		{"help", []string{"check", "-h"}, "", exitOK, ""},                                 // on standard output: TestHelp
		{"unknown flag", []string{"check", "-", "--fix"}, "", exitUsage, `unknown flag "--fix"`},
		{"empty file name", []string{"check", "--file="}, "", exitUsage, "the name of a file is not empty"},
	})
}

// TestCheckArguments checks that check reads its arguments as references,
// each numbered as a line of "<args>", and standard input for "-" where
// it stands among them, then the files of --file.
func TestCheckArguments(t *testing.T) {
	f := writeFile(t, "refs.txt", "c d\n")
	status, stdout, stderr := runCmd(t, "e f\n", "check", "--file", f, "a b", "http://a/", "-", "{x}")
	assert.Equal(t, exitInvalid, status)
	assert.Empty(t, stderr)
	assert.Equal(t, "<args>:1:2: unexpected ' ' at offset 1 in rel_segment; a space must be escaped as %20 (section 2.4.3)\n"+
		"<stdin>:1:2: unexpected ' ' at offset 1 in rel_segment; a space must be escaped as %20 (section 2.4.3)\n"+
		"<args>:4:1: unexpected '{' at offset 0 in rel_segment; '{' is unwise and must be escaped as %7B (section 2.4.3)\n"+
		f+":1:2: unexpected ' ' at offset 1 in rel_segment; a space must be escaped as %20 (section 2.4.3)\n", stdout)
	_, stdout, _ = runCmd(t, "", "check", "--json", "x", "a b")
	assert.True(t, strings.HasPrefix(stdout, `{"file":"<args>","line":2,"column":2,"severity":"error",`), "%s", stdout)
}

func TestCheckJSON(t *testing.T) {
	status, stdout, _ := runCmd(t, "ok\nhttp://a b/\nhttp://u:pw@a:81/\n", "check", "--json", "--warn", "-")
	assert.Equal(t, exitInvalid, status)
	dec := json.NewDecoder(strings.NewReader(stdout))
	var got []map[string]any
	for dec.More() {
		var m map[string]any
		require.NoError(t, dec.Decode(&m))
		got = append(got, m)
	}
	require.Len(t, got, 3)
	assert.Equal(t, []string{"file", "line", "column", "severity", "offset", "char", "rule", "expected", "hint", "message"},
		keyOrder(strings.Split(stdout, "\n")[0], "file", "line", "column", "severity", "offset", "char", "rule", "expected", "hint", "message", "which"))
	e := got[0]
	assert.Equal(t, "<stdin>", e["file"])
	assert.Equal(t, float64(2), e["line"])
	assert.Equal(t, float64(9), e["column"])
	assert.Equal(t, "error", e["severity"])
	assert.Equal(t, float64(8), e["offset"])
	assert.Equal(t, " ", e["char"])
	assert.Equal(t, "authority", e["rule"])
	assert.Contains(t, e["expected"], "'/'")
	assert.Equal(t, "a space must be escaped as %20 (section 2.4.3)", e["hint"])
	assert.Equal(t, "unexpected ' ' at offset 8 in authority; a space must be escaped as %20 (section 2.4.3)", e["message"])
	assert.Equal(t, "warning", got[1]["severity"])
	assert.Equal(t, "userinfo", got[1]["rule"])
	assert.Equal(t, ":", got[1]["char"], "the warning shows no character of the password")
	assert.Equal(t, "port", got[2]["rule"])
	assert.NotContains(t, stdout, "pw")
}

// TestCheckDefaultPorts checks that check --warn reads the one table of
// default ports, normalize's: no warning at a scheme's default port, one
// at any other, and none for a scheme the table does not have.
func TestCheckDefaultPorts(t *testing.T) {
	ports := normalize.DefaultPorts()
	require.NotEmpty(t, ports)
	var in, want strings.Builder
	n := 0
	for _, scheme := range slices.Sorted(maps.Keys(ports)) {
		def := ports[scheme]
		other := def + 1
		fmt.Fprintf(&in, "%s://a:%d/\n%s://a:%d/\n", strings.ToUpper(scheme), def, scheme, other)
		n += 2
		fmt.Fprintf(&want, "<stdin>:%d:%d: warning: port %d is not the default port of %s (%d); section 7 cautions that such a URI may reach a different protocol\n",
			n, len(scheme)+len("://a:")+1, other, scheme, def)
	}
	in.WriteString("unknown://a:1/\n")
	status, stdout, stderr := runCmd(t, in.String(), "check", "--warn", "-")
	assert.Equal(t, exitOK, status)
	assert.Empty(t, stderr)
	assert.Equal(t, want.String(), stdout)
	// RFC 6455's ports are in the table.
	assert.Equal(t, 80, ports["ws"])
	assert.Equal(t, 443, ports["wss"])
}

// TestCheckRedact checks that check's column, offset and message, which
// are error text, are those of the line with its password hidden, and
// with --raw-errors those of the line as given.
func TestCheckRedact(t *testing.T) {
	const line = "http://u:pw@a b/\nhttp://u:p w@a/\n"
	_, stdout, _ := runCmd(t, line, "check", "--raw-errors", "-")
	assert.Equal(t, "<stdin>:1:14: unexpected ' ' at offset 13 in authority; a space must be escaped as %20 (section 2.4.3)\n"+
		"<stdin>:2:11: unexpected character at offset 10 in the userinfo's password (not shown); a password may hold only the characters of userinfo (section 3.2.2), others escaped as %XX, and section 7 disrecommends passwords in URIs\n", stdout)
	for _, flags := range [][]string{nil, {"--redact"}} {
		_, stdout, _ = runCmd(t, line, append(append([]string{"check"}, flags...), "-")...)
		assert.Equal(t, "<stdin>:1:17: unexpected ' ' at offset 16 in authority; a space must be escaped as %20 (section 2.4.3)\n"+
			"<stdin>:2:10: unexpected character at offset 9 in the userinfo's password (not shown); a password may hold only the characters of userinfo (section 3.2.2), others escaped as %XX, and section 7 disrecommends passwords in URIs\n", stdout, "%q", flags)
	}
	_, stdout, _ = runCmd(t, "http://u:pw@a:81/%00\n", "check", "--warn", "--redact", "--json", "-")
	objs := decodeLines(t, stdout)
	require.Len(t, objs, 3)
	for i, off := range []float64{8, 17, 20} { // ":" before the password, the port, "%00" in "http://u:xxxxx@a:81/%00"
		assert.Equal(t, off, objs[i]["offset"], "%v", objs[i])
		assert.Equal(t, off+1, objs[i]["column"])
	}
}

// TestCheckWarnHostLikeScheme checks that check --warn says when a scheme
// looks like a host followed by a port, as uri.Warnings does.
func TestCheckWarnHostLikeScheme(t *testing.T) {
	for _, in := range []string{"localhost:8080", "example.com:80/x"} {
		status, stdout, _ := runCmd(t, in+"\n", "check", "--warn", "-")
		assert.Equal(t, exitOK, status, in)
		assert.Contains(t, stdout, "looks like a host", in)
	}
	status, stdout, _ := runCmd(t, "http://localhost:80/\n", "check", "--warn", "-")
	assert.Equal(t, exitOK, status)
	assert.Empty(t, stdout)
}

// TestCheckWarnSyntax checks that the warnings are about the line as check
// read it: by default "1234.1.1.1" is no IPv4address (RFC 2732's numbers
// have at most three digits), so the authority is a reg_name, without a
// userinfo or a port to warn about; in strict RFC 2396 it is an IPv4
// address, so that the server's warnings are given.
func TestCheckWarnSyntax(t *testing.T) {
	const in = "http://u:pw@1234.1.1.1:8080/\n"
	status, stdout, _ := runCmd(t, in, "check", "--warn", "-")
	assert.Equal(t, exitOK, status)
	assert.Empty(t, stdout)
	status, stdout, _ = runCmd(t, in, "check", "--warn", "--rfc2396", "-")
	assert.Equal(t, exitOK, status)
	assert.Contains(t, stdout, "holds a password")
	assert.Contains(t, stdout, "port 8080 is not the default")
}
