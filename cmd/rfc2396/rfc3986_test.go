package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestRFC3986Mixed checks that every command refuses --rfc3986 with a
// flag of RFC 2396, in either order, with a one-line usage error.
func TestRFC3986Mixed(t *testing.T) {
	for _, cmd := range commands {
		for _, other := range []string{"--rfc2396", "--rfc2732", "--query-only"} {
			for _, flags := range [][]string{{"--rfc3986", other}, {other, "--rfc3986"}} {
				status, stdout, stderr := runCmd(t, "", append([]string{cmd}, flags...)...)
				assert.Equal(t, exitUsage, status, "%s %v", cmd, flags)
				assert.Empty(t, stdout)
				assert.Equal(t, 1, strings.Count(stderr, "\n"), "%s %v: one line: %s", cmd, flags, stderr)
				assert.Contains(t, stderr, "--rfc3986 reads RFC 3986's grammar and goes with none of", "%s %v", cmd, flags)
			}
		}
	}
}

// TestRFC3986Commands runs the commands that read references with
// --rfc3986: each reads RFC 3986's grammar.
func TestRFC3986Commands(t *testing.T) {
	for _, tt := range []struct {
		name   string
		args   []string
		status int
		stdout string // the whole output, or with a "~" prefix a part of it
		stderr string // a part of it
	}{
		{"check valid", []string{"check", "--rfc3986", "http://a_b/", "http://[v1.x]/", "mailto:a@b?x"}, exitOK, "", ""},
		{"check invalid", []string{"check", "--rfc3986", "http://a/b[1]"}, exitInvalid, "~'[' is a gen-delim", ""},
		{"check default", []string{"check", "http://[v1.x]/"}, exitInvalid, "~in IPv6address", ""},
		{"check zone", []string{"check", "--rfc3986", "http://[fe80::1%25eth0]/"}, exitInvalid, "~RFC 6874", ""},
		{"check warn", []string{"check", "--rfc3986", "--warn", "localhost:8080"}, exitOK, "~whose path begins with 8080", ""},
		{"match", []string{"match", "--rfc3986", "reg-name", "a_b", "a:b"}, exitInvalid, "yes\ta_b\nno\ta:b\n", ""},
		{"match IPvFuture", []string{"match", "--rfc3986", "IPvFuture", "v1.x"}, exitOK, "yes\tv1.x\n", ""},
		{"match no rule", []string{"match", "--rfc3986", "abs_path", "/a"}, exitUsage, "", "no rule \"abs_path\" in RFC 3986's Appendix A"},
		{"match default", []string{"match", "reg-name", "a_b"}, exitUsage, "", "no rule \"reg-name\" in Appendix A or RFC 2732"},
		{"escape", []string{"escape", "--rfc3986", "--component", "segment", "it's (1)"}, exitOK, "it%27s%20%281%29\n", ""},
		{"escape repair", []string{"escape", "--rfc3986", "--repair", "--component", "query", "a[0]=x y"}, exitOK, "a%5B0%5D=x%20y\n", ""},
		{"escape reg-name", []string{"escape", "--rfc3986", "--component", "reg-name", "a:b"}, exitOK, "a%3Ab\n", ""},
		{"escape param", []string{"escape", "--rfc3986", "--component", "param", "x"}, exitUsage, "", "RFC 3986 has no param"},
		{"repair", []string{"repair", "--rfc3986", "http://a/p?q=[x]"}, exitOK, "http://a/p?q=%5Bx%5D\n", ""},
		{"display", []string{"display", "--rfc3986", "http://a/%21%7E"}, exitOK, "http://a/%21~\n", ""},
		{"parse tree", []string{"parse", "--rfc3986", "http://[v7.x]/", "a;b"}, exitOK, "URI-reference [0,14) \"http://[v7.x]/\"\n  URI [0,14) \"http://[v7.x]/\"\n    scheme [0,4) \"http\"\n    hier-part [5,14) \"//[v7.x]/\"\n      authority [7,13) \"[v7.x]\"\n        host [7,13) \"[v7.x]\"\n          IP-literal [7,13) \"[v7.x]\"\n            IPvFuture [8,12) \"v7.x\"\n      path-abempty [13,14) \"/\"\n        segment [14,14) \"\"\n" +
			"\nURI-reference [0,3) \"a;b\"\n  relative-ref [0,3) \"a;b\"\n    relative-part [0,3) \"a;b\"\n      path-noscheme [0,3) \"a;b\"\n        segment-nz-nc [0,3) \"a;b\"\n", ""},
		{"parse tree invalid", []string{"parse", "--rfc3986", "http://a/b[1]"}, exitInvalid, "", "'[' is a gen-delim"},
		{"parse explain", []string{"parse", "--rfc3986", "--explain", "http://a/"}, exitUsage, "", "give one of --explain and --rfc3986"},
		{"parse json explain", []string{"parse", "--rfc3986", "--json", "--explain", "http://a/"}, exitUsage, "", "give one of --explain and --rfc3986"},
		{"parse json", []string{"parse", "--rfc3986", "--json", "mailto:a@b?x"}, exitOK, `{"input":"mailto:a@b?x","valid":true,"scheme":"mailto","authority":null,"userinfo":null,"host":null,"port":null,"path":"a@b","opaque":null,"query":"x","fragment":null,"authority_kind":null,"host_kind":null,"segments":[{"name":"a@b","params":[]}]}` + "\n", ""},
		{"extract", []string{"extract", "--rfc3986"}, exitInvalid, "~http://[v1.x]/", "'[' is a gen-delim"},
		{"extract base", []string{"extract", "--rfc3986", "--base", "http://a/"}, exitUsage, "", "--base"},
		{"unescape", []string{"unescape", "--rfc3986", "%41"}, exitOK, "A\n", ""},
	} {
		stdin := ""
		if tt.args[0] == "extract" {
			stdin = `see <http://[v1.x]/> and "http://a/b[1]"`
		}
		status, stdout, stderr := runCmd(t, stdin, tt.args...)
		assert.Equal(t, tt.status, status, "%s: %s", tt.name, stderr)
		if want, ok := strings.CutPrefix(tt.stdout, "~"); ok {
			assert.Contains(t, stdout, want, tt.name)
		} else {
			assert.Equal(t, tt.stdout, stdout, tt.name)
		}
		if tt.stderr != "" {
			assert.Contains(t, stderr, tt.stderr, tt.name)
		}
	}
}

// TestRFC3986Delegated runs the commands whose packages (resolve,
// normalize) read RFC 3986 on branches of their own: the command passes
// the syntax on, and the package says whether it reads it.
func TestRFC3986Delegated(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"resolve", "--rfc3986", "http://a/b/c/d;p?q", "../g"}, "http://a/b/g\n"},
		{[]string{"resolve", "--rfc3986", "http://a/b/c/d;p?q", "../../../g"}, "http://a/g\n"},
		{[]string{"resolve", "--rfc3986", "http://a/b/c/d;p?q", "http:g"}, "http:g\n"},
		{[]string{"resolve", "--rfc3986", "--backward-compatible", "http://a/b/c/d;p?q", "http:g"}, "http://a/b/c/g\n"},
		{[]string{"relativize", "--rfc3986", "http://a/b/c", "http://a/b/d"}, "d\n"},
		{[]string{"normalize", "--rfc3986", "HTTP://A_B/%7e"}, "http://a_b/~\n"},
	} {
		status, stdout, stderr := runCmd(t, "", tt.args...)
		assert.Equal(t, exitOK, status, "%v: %s", tt.args, stderr)
		assert.Equal(t, tt.want, stdout, "%v", tt.args)
	}
}

// TestRFC3986DotDot: --dotdot is RFC 2396's step 6g; RFC 3986's 5.2.4
// removes ".." above the root, and the flag is a usage error there.
func TestRFC3986DotDot(t *testing.T) {
	status, stdout, stderr := runCmd(t, "", "resolve", "--rfc3986", "--dotdot", "keep", "http://a/b", "../../c")
	assert.Equal(t, exitUsage, status)
	assert.Empty(t, stdout)
	assert.Contains(t, stderr, "--dotdot is RFC 2396's")
}
