package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

func TestMatch(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		stdin  string
		status int
		stdout string
	}{
		{[]string{"match", "URI-reference", "http://a/", "a b"}, "", exitInvalid, "yes\thttp://a/\nno\ta b\n"},
		{[]string{"match", "URI_reference", "http://a/", ""}, "", exitOK, "yes\thttp://a/\nyes\t\n"},
		{[]string{"match", "hostname", "a.b", "a_b", "1.2.3.4"}, "", exitInvalid, "yes\ta.b\nno\ta_b\nno\t1.2.3.4\n"},
		{[]string{"match", "IPv4address", "1.2.3.4", "999.1.1.1"}, "", exitOK, "yes\t1.2.3.4\nyes\t999.1.1.1\n"},
		{[]string{"match", "ipv4address", "1.2.3"}, "", exitInvalid, "no\t1.2.3\n"},
		{[]string{"match", "--json", "scheme", "svn+ssh"}, "", exitOK, `{"rule":"scheme","input":"svn+ssh","match":true}` + "\n"},
		{[]string{"match", "uri-reference", "--json", "#a#b"}, "", exitInvalid, `{"rule":"URI-reference","input":"#a#b","match":false}` + "\n"},
		{[]string{"match", "authority", "-"}, "a:1\nu@h\nx y\n", exitInvalid, "yes\ta:1\nyes\tu@h\nno\tx y\n"},
		{[]string{"match", "--redact", "absoluteURI", "http://u:pw@h/"}, "", exitOK, "yes\thttp://u:xxxxx@h/\n"},
		{[]string{"match", "port", "--", "-1"}, "", exitInvalid, "no\t-1\n"},
	} {
		status, stdout, stderr := runCmd(t, tc.stdin, tc.args...)
		assert.Equal(t, tc.status, status, "%q", tc.args)
		assert.Equal(t, tc.stdout, stdout, "%q", tc.args)
		assert.Empty(t, stderr, "%q", tc.args)
	}
	checkExitStatus(t, []exitCase{
		{"no rule", []string{"match"}, "", exitUsage, "missing RULE"},
		{"no string: standard input", []string{"match", "scheme"}, "http\n", exitOK, ""},
		{"unknown rule", []string{"match", "URI", "x"}, "", exitUsage, "no rule \"URI\" in Appendix A or RFC 2732, whose rules are URI-reference absoluteURI relativeURI"},
		{"unknown rule listed", []string{"match", "URI", "x"}, "", exitUsage, " digit ipv6reference IPv6address hex4 (see \"rfc2396 help match\")\n"},
		{"unknown rule strict", []string{"match", "--rfc2396", "URI", "x"}, "", exitUsage, "no rule \"URI\" in Appendix A, whose rules are URI-reference absoluteURI relativeURI"},
		{"unknown rule strict listed", []string{"match", "--rfc2396", "URI", "x"}, "", exitUsage, " digit (see \"rfc2396 help match\")\n"},
		{"unknown rule escaped", []string{"match", "a\x1b", "x"}, "", exitUsage, `no rule "a\x1b"`},
	})
}

// TestMatchRFC3986 matches, for every rule of RFC 3986's Appendix A, a
// string that is the rule and one that is not, read off the RFC's ABNF,
// by the rule's name as the RFC spells it and in lower case.
func TestMatchRFC3986(t *testing.T) {
	tests := []struct{ rule, yes, no string }{
		{"URI", "http://a/b?q#f", "a/b"},
		{"hier-part", "//a/b", "//a b"},
		{"URI-reference", "../g", "a b"},
		{"absolute-URI", "http://a/?q", "http://a/#f"},
		{"relative-ref", "//a/b?q#f", "a:b"},
		{"relative-part", "/a", "a:b"},
		{"scheme", "svn+ssh", "1a"},
		{"authority", "u@h:1", "a/b"},
		{"userinfo", "u:p", "u@p"},
		{"host", "[v1.x]", "a:b"},
		{"port", "8080", "8a"},
		{"IP-literal", "[::1]", "::1"},
		{"IPvFuture", "v1.x", "v.x"},
		{"IPv6address", "1::", "1:::2"},
		{"h16", "ffff", "fffff"},
		{"ls32", "1.2.3.4", "1"},
		{"IPv4address", "255.0.0.1", "256.0.0.1"},
		{"dec-octet", "250", "01"},
		{"reg-name", "a_b", "a:b"},
		{"path", "/a//b", "a b"},
		{"path-abempty", "/a", "a"},
		{"path-absolute", "/a", "//a"},
		{"path-noscheme", "a/b:c", "a:b"},
		{"path-rootless", "a:b", "/a"},
		{"path-empty", "", "a"},
		{"segment", "a:b@c", "a/b"},
		{"segment-nz", "a", ""},
		{"segment-nz-nc", "a@b", "a:b"},
		{"pchar", "%41", "/"},
		{"query", "a/b?c", "a#b"},
		{"fragment", "a?/", "a#"},
		{"pct-encoded", "%7e", "%7"},
		{"unreserved", "~", "!"},
		{"reserved", "!", "~"},
		{"gen-delims", "@", "!"},
		{"sub-delims", "'", "@"},
		{"ALPHA", "z", "1"},
		{"DIGIT", "9", "a"},
		{"HEXDIG", "F", "g"},
	}
	covered := map[string]bool{}
	for _, tc := range tests {
		covered[tc.rule] = true
		for _, name := range []string{tc.rule, strings.ToLower(tc.rule)} {
			status, stdout, stderr := runCmd(t, "", "match", "--rfc3986", name, "--", tc.yes, tc.no)
			assert.Equal(t, exitInvalid, status, "%s: %s", name, stderr)
			assert.Equal(t, "yes\t"+tc.yes+"\nno\t"+tc.no+"\n", stdout, name)
			assert.Empty(t, stderr, name)
		}
	}
	for _, r := range parser.Rules(syntax.RFC3986) {
		assert.True(t, covered[r.RFCName()], "no test of %s", r.RFCName())
	}
}
