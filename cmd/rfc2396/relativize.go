package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"github.com/rfc2396/rfc2396/resolve"
)

// runRelativize runs "rfc2396 relativize".
func runRelativize(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("relativize", synopsis("relativize"), stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per target")
	hide := redactFlag(fs)
	syn := addSyntaxFlags(fs)
	rest, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	switch {
	case len(rest) == 0:
		return usageError(fs, stderr, "missing BASE and TARGET")
	case len(rest) == 1 && rest[0] != "-":
		return usageError(fs, stderr, "missing TARGET")
	}
	opts := syn.options()
	w := bufio.NewWriter(stdout)
	var p relativizePrinter = relativizeLines{w, *hide}
	if *jsonOut {
		p = relativizeJSONPrinter{newJSONEncoder(w), *hide}
	}
	status = exitOK
	do := func(base, target string) error {
		r, err := resolve.Relativize(base, target, opts...)
		if err != nil {
			status = exitInvalid
		}
		return p.print(base, target, r, err)
	}
	err := eachPair(rest, stdin, maxResolveLine, stderr, "relativize", do, func(text string, n int) error {
		status = exitInvalid
		return p.print(showNoTab(text, *hide), "", "", fmt.Errorf("rfc2396: relativize: line %d: want BASE<TAB>TARGET, found no tab", n))
	})
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
// failure its error line, which starts with "rfc2396: " as no URI does.
// The empty reference is an empty line.
type relativizeLines struct {
	w    *bufio.Writer
	hide bool
}

func (p relativizeLines) print(base, target, result string, err error) error {
	if err != nil {
		result = errorLine(err, p.hide)
	} else {
		result = showRef(result, p.hide)
	}
	_, err = fmt.Fprintln(p.w, result)
	return err
}

// relativizeJSONPrinter prints each target as one JSON object on a line.
type relativizeJSONPrinter struct {
	enc  *json.Encoder
	hide bool
}

func (p relativizeJSONPrinter) print(base, target, result string, err error) error {
	return p.enc.Encode(newRelativizeJSON(base, target, result, err, p.hide))
}

// relativizeJSON is the JSON form of the reference from a base to a
// target, or of a failure to find one.
type relativizeJSON struct {
	Base   string     `json:"base"`
	Target string     `json:"target"`
	Valid  bool       `json:"valid"`
	Result *string    `json:"result"`
	Error  *errorJSON `json:"error,omitempty"`
}

func newRelativizeJSON(base, target, result string, err error, hide bool) *relativizeJSON {
	r := &relativizeJSON{Base: showRef(base, hide), Target: showRef(target, hide)}
	if err != nil {
		r.Error = newErrorJSON(err, func(which string) string {
			if which == "base" {
				return base
			}
			return target
		}, hide)
		if r.Error.Which == nil {
			r.Error.Which = text("")
		}
		return r
	}
	r.Valid, r.Result = true, text(showRef(result, hide))
	return r
}
