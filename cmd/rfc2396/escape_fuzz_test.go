package main

import (
	"strings"
	"testing"

	"github.com/rfc2396/rfc2396/escape"
)

// FuzzEscapeStdin feeds arbitrary bytes to escape, plain and with
// --repair, for every component: the output must have one line per line
// of input, and unescaping the plain output must give the input's lines
// back.
func FuzzEscapeStdin(f *testing.F) {
	for _, s := range []string{"", "\n", "a b\r\n\r\nc", "%\n%41\n%zz", "\xff\x00\t\n\r", "caf\u00e9\n{id}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, stdin string) {
		var lines []string
		err := forEachLine(strings.NewReader(stdin), stdinName, maxValueLine, func(l line) error {
			lines = append(lines, l.Text)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range escape.Targets() {
			for _, flags := range [][]string{nil, {"--repair"}} {
				args := append([]string{"escape", "--component=" + c.String()}, flags...)
				status, stdout, stderr := runCmd(t, stdin, args...)
				if status != exitOK || stderr != "" {
					t.Fatalf("%q: status %d, stderr %q", args, status, stderr)
				}
				out := strings.Split(stdout, "\n")
				if len(out) != len(lines)+1 || out[len(out)-1] != "" {
					t.Fatalf("%q: %d lines out for %d in", args, len(out)-1, len(lines))
				}
				if flags != nil {
					continue
				}
				for i, l := range out[:len(lines)] {
					if back, err := escape.Unescape(l); err != nil || back != lines[i] {
						t.Fatalf("%q: line %d: %q unescapes to %q, %v; want %q", args, i+1, l, back, err, lines[i])
					}
				}
			}
		}
	})
}
