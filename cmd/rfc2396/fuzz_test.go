package main

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/record"
)

// inputLines counts the lines of stdin as the commands read them.
func inputLines(stdin string) int {
	n := strings.Count(stdin, "\n")
	if stdin != "" && !strings.HasSuffix(stdin, "\n") {
		n++
	}
	return n
}

// FuzzParseStdin feeds arbitrary bytes to parse --json as standard input:
// it must not panic, must print one JSON object per line, and must exit 1
// exactly when some object is not valid.
func FuzzParseStdin(f *testing.F) {
	for _, s := range []string{"", "\n", "a\r\n\r\nb", "http://a b/\n%", "\xff\x00\n#\n?y", "//\n///\n:\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, stdin string) {
		var out, errOut bytes.Buffer
		status := run([]string{"parse", "--json"}, strings.NewReader(stdin), &out, &errOut)
		if errOut.Len() > 0 {
			t.Fatalf("stderr: %s", errOut.String())
		}
		objects, invalid := 0, false
		dec := json.NewDecoder(&out)
		for dec.More() {
			var r struct{ Valid bool }
			if err := dec.Decode(&r); err != nil {
				t.Fatal(err)
			}
			objects++
			invalid = invalid || !r.Valid
		}
		if want := inputLines(stdin); objects != want {
			t.Fatalf("%d objects for %d lines", objects, want)
		}
		if want := map[bool]int{false: exitOK, true: exitInvalid}[invalid]; status != want {
			t.Fatalf("status %d, want %d", status, want)
		}

		// In text output, normalize writes each valid line's normal form
		// on standard output and each invalid line's error on standard
		// error, after "<stdin>:LINE:COL: ", in order, one line each.
		out.Reset()
		errOut.Reset()
		nstatus := run([]string{"normalize"}, strings.NewReader(stdin), &out, &errOut)
		if nstatus != status {
			t.Fatalf("normalize exits %d, parse --json %d", nstatus, status)
		}
		results, errs := strings.Count(out.String(), "\n"), strings.Count(errOut.String(), "\n")
		if results+errs != inputLines(stdin) {
			t.Fatalf("%d results and %d errors for %d lines", results, errs, inputLines(stdin))
		}
		last := 0
		for _, l := range strings.Split(strings.TrimSuffix(errOut.String(), "\n"), "\n") {
			if l == "" && errs == 0 {
				break
			}
			m := stdinPosition.FindStringSubmatch(l)
			if m == nil {
				t.Fatalf("an error line without its position: %q", l)
			}
			n, _ := strconv.Atoi(m[1])
			if n <= last {
				t.Fatalf("line %d after line %d", n, last)
			}
			last = n
		}
	})
}

// FuzzResolveStdin feeds arbitrary bytes to resolve --json as lines of
// standard input: it must not panic, must print one JSON object per line,
// and every result must itself be a valid URI reference.
func FuzzResolveStdin(f *testing.F) {
	for _, s := range []string{"", "http://a/b/c/d;p?q\tg", "x\ty\n\t\n", "mailto:a\t#f\nfoo:/b/\t..//g", "http://a\t../../..", "foo:a/b\t../../g"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, stdin string) {
		var out, errOut bytes.Buffer
		status := run([]string{"resolve", "--json", "--explain", "-"}, strings.NewReader(stdin), &out, &errOut)
		if errOut.Len() > 0 {
			t.Fatalf("stderr: %s", errOut.String())
		}
		objects, invalid := 0, false
		dec := json.NewDecoder(&out)
		for dec.More() {
			var r record.Resolve
			if err := dec.Decode(&r); err != nil {
				t.Fatal(err)
			}
			objects++
			invalid = invalid || !r.Valid
			if r.Valid {
				if _, err := parser.Parse(*r.Result); err != nil {
					t.Fatalf("%q against %q resolved to an invalid reference: %v", r.Ref, r.Base, err)
				}
			}
		}
		if want := inputLines(stdin); objects != want {
			t.Fatalf("%d objects for %d lines", objects, want)
		}
		if want := map[bool]int{false: exitOK, true: exitInvalid}[invalid]; status != want {
			t.Fatalf("status %d, want %d", status, want)
		}
	})
}
