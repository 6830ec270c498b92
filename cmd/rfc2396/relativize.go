package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/resolve"
)

// runRelativize runs "rfc2396 relativize".
func runRelativize(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("relativize", synopsis("relativize"), stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per target")
	rfc2732 := rfc2732Flag(fs)
	hide := redactFlag(fs)
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

	w := bufio.NewWriter(stdout)
	var p relativizePrinter = relativizeLines{w, *hide}
	if *jsonOut {
		p = relativizeJSONPrinter{newJSONEncoder(w), *hide}
	}
	var ropts []resolve.Option
	if *rfc2732 {
		ropts = append(ropts, resolve.RFC2732())
	}
	status = exitOK
	do := func(base, target string, cut int) error {
		r, err := resolve.Relativize(base, target, ropts...)
		if err != nil {
			status = exitInvalid
			if cut > 0 {
				err = cutResolveError(err, cut)
			}
		}
		return p.print(base, target, r, err)
	}
	err := eachPair(rest, stdin, maxResolveLine, do, func(text string, n int) error {
		status = exitInvalid
		return p.print(text, "", "", fmt.Errorf("rfc2396: relativize: line %d: want BASE<TAB>TARGET, found no tab", n))
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
// failure its error message, which starts with "rfc2396: " as no URI
// does. The empty reference is an empty line.
type relativizeLines struct {
	w    *bufio.Writer
	hide bool
}

func (p relativizeLines) print(base, target, result string, err error) error {
	if err != nil {
		result = err.Error()
	} else if p.hide {
		result = redact.String(result)
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
	Result *string    `json:"result"`          // null on failure
	Error  *errorJSON `json:"error,omitempty"` // as resolve gives it; which is "base", "target" or ""
}

func newRelativizeJSON(base, target, result string, err error, hide bool) *relativizeJSON {
	r := &relativizeJSON{Base: base, Target: target}
	if hide {
		r.Base, r.Target = redact.String(base), redact.String(target)
	}
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
	if hide {
		result = redact.String(result)
	}
	r.Valid, r.Result = true, text(result)
	return r
}
