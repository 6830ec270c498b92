package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rfc2396/rfc2396/readings"
)

// runDiff runs "rfc2396 diff".
func runDiff(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("diff", stdout, stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per reference (package readings' Comparison)")
	base := fs.String("base", "", "resolve each reference against the absolute URI `B`, in each reading by its own rules")
	noNetURL := fs.Bool("no-net-url", false, "leave out the column of net/url, which changes between Go releases")
	pw := passwordFlags(fs, "")
	files := fileFlag(fs)
	jobs := jobsFlags(fs)
	refs, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	o := newOutput(stdout, stderr)
	opts := readings.Options{Base: *base, NoNetURL: *noNetURL, RawErrors: !pw.inErrors()}
	newDo := func(o *output) func(string, source) error {
		var enc *json.Encoder
		if *jsonOut {
			enc = json.NewEncoder(o.w)
			enc.SetEscapeHTML(false)
		}
		return func(input string, _ source) error {
			c := readings.Compare(input, opts)
			if !c.Agree() {
				o.setStatus(exitInvalid)
			}
			if pw.inResults() {
				c = c.Redacted()
			}
			if enc != nil {
				return enc.Encode(c)
			}
			_, err := o.w.WriteString(diffTable(c))
			return err
		}
	}
	lc := lineCommand{cmd: "diff", max: maxParseLine, jobs: *jobs, hideErrors: pw.inErrors()}
	if err := eachInput(lc, inputs{refs, *files}, stdin, o, newDo); err != nil {
		return o.stop("diff", err)
	}
	return o.finish("diff", o.status)
}

// diffTable returns the comparison c as text: a line with the input (and
// the base), then a row for each field with a cell for each reading,
// "*" before the rows where they differ, then the messages that the
// cells number, each reading's notes, and the sections behind each
// difference. A value is quoted; "undefined" is an undefined one, "–" a
// field the reading cannot express or a reading that refuses the input.
func diffTable(c *readings.Comparison) string {
	var b strings.Builder
	b.WriteString(showText(c.Input))
	if c.Base != "" {
		b.WriteString(" (base " + showText(c.Base) + ")")
	}
	if c.Agree() {
		b.WriteString(": the readings agree\n")
	} else {
		b.WriteString(": the readings differ\n")
	}
	differs := map[readings.Field]bool{}
	for _, d := range c.Diffs {
		differs[d.Field] = true
	}
	var notes []string
	note := func(s string) int {
		for i, n := range notes {
			if n == s {
				return i + 1
			}
		}
		notes = append(notes, s)
		return len(notes)
	}
	rows := [][]string{{""}}
	for _, r := range c.Readings {
		rows[0] = append(rows[0], r.Name)
	}
	valid := []string{readings.Valid.String()}
	for _, r := range c.Readings {
		switch {
		case r.Valid:
			valid = append(valid, "yes")
		case r.Error.Offset >= 0:
			valid = append(valid, fmt.Sprintf("no (%d) at %d in %s", note(r.Name+": "+r.Error.Message), r.Error.Offset, r.Error.Rule))
		default:
			valid = append(valid, fmt.Sprintf("no (%d)", note(r.Name+": "+r.Error.Message)))
		}
	}
	rows = append(rows, valid)
	for _, f := range readings.Fields() {
		row := []string{f.String()}
		for _, r := range c.Readings {
			v := r.Value(f)
			switch {
			case !r.Valid || v.State == readings.Absent:
				row = append(row, "–")
			case v.State == readings.Undefined:
				row = append(row, "undefined")
			case v.State == readings.Defined:
				row = append(row, `"`+showText(v.Text)+`"`)
			case v.State == readings.Failed:
				row = append(row, fmt.Sprintf("error (%d)", note(r.Name+" "+f.String()+": "+v.Text)))
			default:
				row = append(row, fmt.Sprintf("unsupported (%d)", note(r.Name+" "+f.String()+": "+v.Text)))
			}
		}
		rows = append(rows, row)
	}
	widths := make([]int, len(rows[0]))
	for _, row := range rows {
		for i, cell := range row {
			widths[i] = max(widths[i], len([]rune(cell)))
		}
	}
	for i, row := range rows {
		mark := "  "
		if i == 1 && differs[readings.Valid] || i > 1 && differs[readings.Fields()[i-2]] {
			mark = "* "
		}
		line := mark
		for j, cell := range row {
			if j < len(row)-1 {
				cell += strings.Repeat(" ", widths[j]-len([]rune(cell))+2)
			}
			line += cell
		}
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	for i, n := range notes {
		b.WriteString("  (" + strconv.Itoa(i+1) + ") " + showMessage(n) + "\n")
	}
	for _, r := range c.Readings {
		if len(r.Notes) > 0 {
			b.WriteString("  " + r.Name + " validation errors: " + showMessage(strings.Join(r.Notes, "; ")) + "\n")
		}
	}
	for _, d := range c.Diffs {
		b.WriteString("  " + d.Field.String() + " differs: " + strings.Join(d.Sections, "; ") + "\n")
	}
	return b.String()
}

// showMessage returns a message as text output shows it: as it is, but
// for one with a control character or a byte that is not UTF-8, which
// showText escapes. The messages quote what they are about already.
func showMessage(s string) string {
	if !utf8.ValidString(s) || strings.ContainsFunc(s, unicode.IsControl) {
		return showText(s)
	}
	return s
}
