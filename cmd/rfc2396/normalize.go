package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/normalize"
)

// runNormalize runs "rfc2396 normalize".
func runNormalize(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("normalize", synopsis("normalize"), stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per reference")
	dots := fs.Bool("remove-dot-segments", false, `also remove "." and ".." segments from absolute paths (section 5.2, step 6)`)
	rfc2732 := rfc2732Flag(fs)
	hide := redactFlag(fs)
	rest, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	rules := normalize.Default
	if *dots {
		rules |= normalize.RemoveDotSegments
	}
	nopts := []normalize.Option{normalize.With(rules)}
	if *rfc2732 {
		nopts = append(nopts, normalize.RFC2732())
	}
	w := bufio.NewWriter(stdout)
	var p normalizePrinter = normalizeLines{w, *hide}
	if *jsonOut {
		p = normalizeJSONPrinter{newJSONEncoder(w), *hide}
	}
	status = exitOK
	do := func(input string, length int) error {
		n, err := normalize.Normalize(input, nopts...)
		if err != nil {
			status = exitInvalid
			if length > len(input) {
				err = cutLineError(err, length)
			}
		}
		return p.print(input, n, err)
	}
	err := eachInput(rest, stdin, maxParseLine, do)
	if err != nil {
		w.Flush()
		fmt.Fprintf(stderr, "rfc2396: %v\n", err)
		return exitInvalid
	}
	return finish(w, stderr, status)
}

// A normalizePrinter prints the normal form of one reference, or why it
// has none.
type normalizePrinter interface {
	print(input, normalized string, err error) error
}

// normalizeLines prints each normal form on a line, and in place of an
// invalid reference its error message, which starts with "rfc2396: " as
// no URI does.
type normalizeLines struct {
	w    *bufio.Writer
	hide bool
}

func (p normalizeLines) print(input, normalized string, err error) error {
	if err != nil {
		normalized = err.Error()
	} else if p.hide {
		normalized = redact.String(normalized)
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
	Normalized *string    `json:"normalized"`      // null when it does not parse
	Error      *errorJSON `json:"error,omitempty"` // as parse gives it
}

func newNormalizeJSON(input, normalized string, err error, hide bool) *normalizeJSON {
	if err != nil {
		j := &normalizeJSON{Input: input, Error: newErrorJSON(err, func(string) string { return input }, hide)}
		if hide {
			j.Input = redact.String(input)
		}
		return j
	}
	if hide {
		input, normalized = redact.String(input), redact.String(normalized)
	}
	return &normalizeJSON{Input: input, Valid: true, Normalized: text(normalized)}
}
