package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/rfc2396/rfc2396/resolve"
)

// runRelativize runs "rfc2396 relativize".
func runRelativize(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("relativize", synopsis("relativize"), stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per target")
	if status := parseFlags(fs, args); status >= 0 {
		return status
	}
	rest := fs.Args()
	switch {
	case len(rest) == 0:
		return usageError(fs, stderr, "missing BASE and TARGET")
	case len(rest) == 1 && rest[0] != "-":
		return usageError(fs, stderr, "missing TARGET")
	}

	w := bufio.NewWriter(stdout)
	var p relativizePrinter = relativizeLines{w}
	if *jsonOut {
		p = relativizeJSONPrinter{newJSONEncoder(w)}
	}
	status := exitOK
	do := func(base, target string, cut int) error {
		r, err := resolve.Relativize(base, target)
		if err != nil {
			status = exitInvalid
			if cut > 0 {
				err = cutResolveError(err, cut)
			}
		}
		return p.print(base, target, r, err)
	}
	var err error
	if len(rest) == 1 {
		n := 0
		err = forEachLine(stdin, maxResolveLine, func(l line) error {
			n++
			base, target, ok := strings.Cut(l.text, "\t")
			if !ok && !l.cut() {
				status = exitInvalid
				return p.print(l.text, "", "", fmt.Errorf("rfc2396: relativize: line %d: want BASE<TAB>TARGET, found no tab", n))
			}
			cut := 0
			if l.cut() {
				cut = l.len
			}
			return do(base, target, cut)
		})
	} else {
		for _, target := range rest[1:] {
			if err = do(rest[0], target, 0); err != nil {
				break
			}
		}
	}
	if err != nil {
		w.Flush()
		fmt.Fprintf(stderr, "rfc2396: %v\n", err)
		return exitInvalid
	}
	return finish(w, stderr, status)
}

// A relativizePrinter prints the reference from a base to one target, or
// why there is none.
type relativizePrinter interface {
	print(base, target, result string, err error) error
}

// relativizeLines prints each reference on a line, and in place of a
// failure its error message, which starts with "rfc2396: " as no URI
// does. The empty reference is an empty line.
type relativizeLines struct{ w *bufio.Writer }

func (p relativizeLines) print(base, target, result string, err error) error {
	if err != nil {
		result = err.Error()
	}
	_, err = fmt.Fprintln(p.w, result)
	return err
}

// relativizeJSONPrinter prints each target as one JSON object on a line.
type relativizeJSONPrinter struct{ enc *json.Encoder }

func (p relativizeJSONPrinter) print(base, target, result string, err error) error {
	return p.enc.Encode(newRelativizeJSON(base, target, result, err))
}

// relativizeJSON is the JSON form of the reference from a base to a
// target, or of a failure to find one.
type relativizeJSON struct {
	Base   string            `json:"base"`
	Target string            `json:"target"`
	Valid  bool              `json:"valid"`
	Result *string           `json:"result"`          // null on failure
	Error  *resolveErrorJSON `json:"error,omitempty"` // as resolve gives it; which is "base", "target" or ""
}

func newRelativizeJSON(base, target, result string, err error) *relativizeJSON {
	r := &relativizeJSON{Base: base, Target: target}
	if err != nil {
		r.Error = &resolveErrorJSON{Message: err.Error()}
		var re *resolve.Error
		if errors.As(err, &re) {
			r.Error.Offset, r.Error.Which = re.Offset, re.Which
		}
		return r
	}
	r.Valid, r.Result = true, text(result)
	return r
}
