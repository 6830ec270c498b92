package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
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
