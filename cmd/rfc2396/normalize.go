package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"github.com/rfc2396/rfc2396/normalize"
)

// runNormalize runs "rfc2396 normalize".
func runNormalize(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("normalize", synopsis("normalize"), stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per reference")
	dots := fs.Bool("remove-dot-segments", false, `also remove "." and ".." segments from absolute paths (section 5.2, step 6)`)
	if status := parseFlags(fs, args); status >= 0 {
		return status
	}
	rules := normalize.Default
	if *dots {
		rules |= normalize.RemoveDotSegments
	}
	w := bufio.NewWriter(stdout)
	var p normalizePrinter = normalizeLines{w}
	if *jsonOut {
		p = normalizeJSONPrinter{newJSONEncoder(w)}
	}
	status := exitOK
	do := func(input string, length int) error {
		n, err := normalize.Normalize(input, normalize.With(rules))
		if err != nil {
			status = exitInvalid
			if length > len(input) {
				err = cutLineError(err, length)
			}
		}
		return p.print(input, n, err)
	}
	var err error
	if refs := fs.Args(); !isStdin(refs) {
		for _, s := range refs {
			if err = do(s, len(s)); err != nil {
				break
			}
		}
	} else {
		err = forEachLine(stdin, maxParseLine, func(l line) error { return do(l.text, l.len) })
	}
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
type normalizeLines struct{ w *bufio.Writer }

func (p normalizeLines) print(input, normalized string, err error) error {
	if err != nil {
		normalized = err.Error()
	}
	_, err = fmt.Fprintln(p.w, normalized)
	return err
}

// normalizeJSONPrinter prints each reference as one JSON object on a line.
type normalizeJSONPrinter struct{ enc *json.Encoder }

func (p normalizeJSONPrinter) print(input, normalized string, err error) error {
	return p.enc.Encode(newNormalizeJSON(input, normalized, err))
}

// normalizeJSON is the JSON form of a normalized reference, or of a
// reference that does not parse.
type normalizeJSON struct {
	Input      string     `json:"input"`
	Valid      bool       `json:"valid"`
	Normalized *string    `json:"normalized"`      // null when it does not parse
	Error      *errorJSON `json:"error,omitempty"` // as parse gives it
}

func newNormalizeJSON(input, normalized string, err error) *normalizeJSON {
	if err != nil {
		return &normalizeJSON{Input: input, Error: newErrorJSON(err)}
	}
	return &normalizeJSON{Input: input, Valid: true, Normalized: text(normalized)}
}
