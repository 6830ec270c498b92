package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/syntax"
)

// runNormalize runs "rfc2396 normalize".
func runNormalize(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("normalize", synopsis("normalize"), stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per reference")
	dots := fs.Bool("remove-dot-segments", false, `also remove "." and ".." segments from absolute paths (section 5.2, step 6)`)
	hide := redactFlag(fs)
	syn := addSyntaxFlags(fs)
	rest, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	rules := normalize.Default
	if *dots {
		rules |= normalize.RemoveDotSegments
	}
	opts := syn.options()
	w := bufio.NewWriter(stdout)
	var p normalizePrinter = normalizeLines{w, *hide}
	if *jsonOut {
		p = normalizeJSONPrinter{newJSONEncoder(w), *hide}
	}
	status = exitOK
	do := func(input string) error {
		n, err := normalizeRef(input, rules, opts)
		if err != nil {
			status = exitInvalid
		}
		return p.print(input, n, err)
	}
	if err := eachInput(rest, stdin, maxParseLine, stderr, "normalize", do); err != nil {
		w.Flush()
		fmt.Fprintf(stderr, "rfc2396: %v\n", err)
		return exitInvalid
	}
	return finish(w, stderr, status)
}

// normalizeRef returns the normal form of the reference s under rules, in
// the syntax of opts: the command's one call of package normalize.
func normalizeRef(s string, rules normalize.Rules, opts []syntax.Option) (string, error) {
	return normalize.Normalize(s, append(opts, normalize.With(rules))...)
}

// A normalizePrinter prints the normal form of one reference, or why it
// has none.
type normalizePrinter interface {
	print(input, normalized string, err error) error
}

// normalizeLines prints each normal form on a line, and in place of an
// invalid reference its error line, which starts with "rfc2396: " as no
// URI does.
type normalizeLines struct {
	w    *bufio.Writer
	hide bool
}

func (p normalizeLines) print(input, normalized string, err error) error {
	if err != nil {
		normalized = errorLine(err, p.hide)
	} else {
		normalized = showRef(normalized, p.hide)
	}
	_, err = fmt.Fprintln(p.w, normalized)
	return err
}

// normalizeJSONPrinter prints each reference as one JSON object on a line.
type normalizeJSONPrinter struct {
	enc  *json.Encoder
	hide bool
}

func (p normalizeJSONPrinter) print(input, normalized string, err error) error {
	return p.enc.Encode(newNormalizeJSON(input, normalized, err, p.hide))
}

// normalizeJSON is the JSON form of a normalized reference, or of a
// reference that does not parse.
type normalizeJSON struct {
	Input      string     `json:"input"`
	Valid      bool       `json:"valid"`
	Normalized *string    `json:"normalized"`
	Error      *errorJSON `json:"error,omitempty"`
}

func newNormalizeJSON(input, normalized string, err error, hide bool) *normalizeJSON {
	if err != nil {
		f := newParseFailure(input, err, hide)
		return &normalizeJSON{Input: f.Input, Error: f.Error}
	}
	return &normalizeJSON{Input: showRef(input, hide), Valid: true, Normalized: text(showRef(normalized, hide))}
}
