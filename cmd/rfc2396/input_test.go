package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lineCommands are the command lines, but their inputs, of the commands
// that read one input a line, with two inputs, the first valid and the
// second not ("" for none), and what they print for the first.
var lineCommands = []struct {
	args     []string
	valid    string
	invalid  string
	validOut string
}{
	{[]string{"parse", "--json"}, "http://a/", "a b", `{"input":"http://a/","valid":true,`},
	{[]string{"check"}, "http://a/", "a b", ""},
	{[]string{"match", "hostname"}, "a.b", "a_b", "yes\ta.b\n"},
	{[]string{"normalize"}, "HTTP://A/", "a b", "http://a/\n"},
	{[]string{"escape", "--repair", "--component=segment"}, "a b", "", "a%20b\n"}, // no value fails but a line too long
	{[]string{"unescape"}, "a%20b", "%zz", "a b\n"},
	{[]string{"repair"}, "a b", "1http://a/", "a%20b\n"},
	{[]string{"display"}, "http://a/%C3%BC", "a b", "http://a/ü\n"},
}

// TestInputRule checks the one input rule of every command that reads
// references: each argument is an input, "-" alone is standard input
// where it stands, --file FILE (repeatable) is read after the arguments,
// and with neither, standard input; the same inputs print the same
// however they are given.
func TestInputRule(t *testing.T) {
	dir := t.TempDir()
	for _, c := range lineCommands {
		t.Run(c.args[0], func(t *testing.T) {
			both := c.valid + "\n" + c.invalid + "\n"
			validFile := filepath.Join(dir, c.args[0]+"-valid.txt")
			require.NoError(t, os.WriteFile(validFile, []byte(c.valid+"\n"), 0o644))
			invalidFile := filepath.Join(dir, c.args[0]+"-invalid.txt")
			require.NoError(t, os.WriteFile(invalidFile, []byte(c.invalid+"\n"), 0o644))
			with := func(more ...string) []string { return append(append([]string{}, c.args...), more...) }

			// The valid input alone, given every way, prints the same and
			// exits 0.
			for _, tc := range []struct {
				stdin string
				args  []string
			}{
				{"", with("--", c.valid)},
				{c.valid + "\n", with()},
				{c.valid + "\n", with("-")},
				{c.valid + "\n", with("--file", "-")},
				{"", with("--file", validFile)},
				{"", with("--file=" + validFile)},
			} {
				status, stdout, stderr := runCmd(t, tc.stdin, tc.args...)
				assert.Equal(t, exitOK, status, "%q: %s", tc.args, stderr)
				assert.True(t, strings.HasPrefix(stdout, c.validOut), "%q: %q", tc.args, stdout)
				assert.Empty(t, stderr, "%q", tc.args)
			}
			// The invalid input makes the exit status 1, however given.
			for _, tc := range []struct {
				stdin string
				args  []string
			}{
				{"", with("--", c.invalid)},
				{both, with()},
				{both, with("-")},
				{"", with("--file", validFile, "--file", invalidFile)},
				{c.invalid + "\n", with("--file", validFile, "--", c.valid, "-")},
			} {
				if c.invalid == "" {
					break
				}
				status, _, _ := runCmd(t, tc.stdin, tc.args...)
				assert.Equal(t, exitInvalid, status, "%q", tc.args)
			}
			// The arguments first, "-" where it stands among them, then
			// the files in order.
			_, stdout, _ := runCmd(t, c.invalid+"\n", with("--json", "--file", invalidFile, "--", c.invalid, "-", c.valid)...)
			var files []string
			for _, r := range decodeLines(t, stdout) {
				f, _ := r["file"].(string)
				files = append(files, f)
			}
			args := []string{"", "<stdin>", "", invalidFile} // an argument's record has no file
			switch c.args[0] {
			case "check":
				args = []string{"<args>", "<stdin>", invalidFile} // findings only, the arguments numbered
			case "match", "escape":
				args = []string{"", "", "", ""} // no record has a position
			}
			assert.Equal(t, args, files)
			// A file that cannot be read: 2, after the others.
			status, stdout, stderr := runCmd(t, "", with("--file", filepath.Join(dir, "missing"), "--file", validFile)...)
			assert.Equal(t, exitIO, status)
			assert.Contains(t, stderr, "rfc2396 "+c.args[0]+": open ")
			assert.True(t, strings.HasPrefix(stdout, c.validOut), "%q", stdout)
		})
	}
}

// TestArgumentIsAFile checks that an argument that names a file is read
// as an input all the same, and that a note on standard error says how
// to read the file, for every command that reads references; and that
// extract reads its arguments as files.
func TestArgumentIsAFile(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "urls.txt")
	require.NoError(t, os.WriteFile(name, []byte("a b\n"), 0o644))
	note := func(cmd string) string {
		return "rfc2396 " + cmd + ": note: " + name + " is also a file; to read it, give --file " + name + "\n"
	}
	for _, c := range lineCommands {
		status, stdout, stderr := runCmd(t, "", append(append([]string{}, c.args...), name)...)
		assert.NotEqual(t, exitUsage, status, "%q", c.args)
		assert.Contains(t, stderr, note(c.args[0]), "%q", c.args)
		if c.args[0] == "match" {
			assert.Equal(t, "no\t"+name+"\n", stdout, "the argument is the string matched")
		}
	}
	// The case: check urls.txt checks the reference "urls.txt",
	// which is valid, and says so rather than passing in silence.
	status, stdout, stderr := runCmd(t, "", "check", name)
	assert.Equal(t, exitOK, status)
	assert.Empty(t, stdout)
	assert.Equal(t, note("check"), stderr)
	status, stdout, _ = runCmd(t, "", "check", "--file", name)
	assert.Equal(t, exitInvalid, status)
	assert.Equal(t, name+":1:2: unexpected ' ' at offset 1 in rel_segment; a space must be escaped as %20 (section 2.4.3)\n", stdout)
	// normalize reads it as check does.
	status, stdout, stderr = runCmd(t, "", "normalize", name)
	assert.Equal(t, exitOK, status)
	assert.Equal(t, name+"\n", stdout)
	assert.Equal(t, note("normalize"), stderr)
	// resolve and relativize: each argument, BASE included.
	_, _, stderr = runCmd(t, "", "resolve", name, "g")
	assert.Contains(t, stderr, note("resolve"))
	_, _, stderr = runCmd(t, "", "relativize", "http://a/", name)
	assert.Contains(t, stderr, note("relativize"))
	// A lone argument that is a file is a usage error that says how to
	// read its lines.
	status, _, stderr = runCmd(t, "", "resolve", name)
	assert.Equal(t, exitUsage, status)
	assert.Equal(t, "rfc2396 resolve: missing REF; "+name+" is also a file: to read its BASE<TAB>REF lines, give --file "+name+" (see \"rfc2396 help resolve\")\n", stderr)
	// A directory is no file to read: no note.
	_, _, stderr = runCmd(t, "", "normalize", dir)
	assert.Empty(t, stderr)
	// extract: arguments and --file are both files.
	doc := filepath.Join(dir, "doc.txt")
	require.NoError(t, os.WriteFile(doc, []byte("<http://a/>\n"), 0o644))
	_, a, _ := runCmd(t, "", "extract", doc)
	_, b, _ := runCmd(t, "", "extract", "--file", doc)
	assert.Equal(t, "http://a/\n", a)
	assert.Equal(t, a, b)
}

// TestPairInputs checks resolve's and relativize's inputs: BASE X...
// arguments, "-" alone, --file, and standard input with none.
func TestPairInputs(t *testing.T) {
	dir := t.TempDir()
	pairs := filepath.Join(dir, "pairs.txt")
	require.NoError(t, os.WriteFile(pairs, []byte("http://a/b/c\t../g\nhttp://a/b\tx y\n"), 0o644))
	for _, tc := range []struct {
		stdin  string
		args   []string
		status int
		stdout string
		stderr string
	}{
		{"", []string{"resolve", "--file", pairs}, exitInvalid, "http://a/g\n", pairs + ":2:13: rfc2396: resolve: ref: parse \"x y\""},
		{"http://a/\th\n", []string{"resolve"}, exitOK, "http://a/h\n", ""},
		{"http://a/\th\n", []string{"resolve", "-", "--file", pairs}, exitInvalid, "http://a/h\nhttp://a/g\n", pairs + ":2:13: "},
		{"", []string{"resolve", "--file", pairs, "http://a/", "i"}, exitInvalid, "http://a/i\nhttp://a/g\n", pairs + ":2:13: "},
		{"http://a/b\thttp://a/c\n", []string{"relativize"}, exitOK, "c\n", ""},
		{"", []string{"relativize", "--file", pairs}, exitInvalid, "", pairs + ":1:14: rfc2396: resolve: target at offset 0"},
	} {
		status, stdout, stderr := runCmd(t, tc.stdin, tc.args...)
		assert.Equal(t, tc.status, status, "%q: %s", tc.args, stderr)
		assert.Equal(t, tc.stdout, stdout, "%q", tc.args)
		if tc.stderr == "" {
			assert.Empty(t, stderr, "%q", tc.args)
		} else {
			assert.Contains(t, stderr, tc.stderr, "%q", tc.args)
		}
	}
}
