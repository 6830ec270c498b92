package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
)

// maxResolveLine is how much of a line "BASE<TAB>REF" of standard input
// resolve keeps: a line longer than that has a base or a reference longer
// than parser.MaxInputLength, and the kept part is enough for the parser
// to say which.
const maxResolveLine = 2*parser.MaxInputLength + 1024

// dotDotModes maps the values of --dotdot to the modes of package resolve.
var dotDotModes = map[string]resolve.DotDotMode{
	"keep":   resolve.KeepDotDot,
	"remove": resolve.RemoveDotDot,
	"error":  resolve.RejectDotDot,
}

// runResolve runs "rfc2396 resolve".
func runResolve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("resolve", synopsis("resolve"), stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per reference")
	explain := fs.Bool("explain", false, "print the steps of section 5.2 taken for each reference")
	compat := fs.Bool("backward-compatible", false, "resolve a reference whose scheme is the base's as if it had none (section 5.2, step 3)")
	dotdot := fs.String("dotdot", "keep", "`MODE` for \"..\" segments above the root: keep, remove or error")
	hide := redactFlag(fs)
	syn := addSyntaxFlags(fs)
	rest, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	mode, ok := dotDotModes[*dotdot]
	if !ok {
		return usageError(fs, stderr, "--dotdot must be keep, remove or error, not %s", showArg(*dotdot, *hide))
	}
	opts := append(syn.options(), resolve.DotDot(mode))
	if *compat {
		opts = append(opts, resolve.BackwardCompatible())
	}
	if *explain {
		opts = append(opts, resolve.Explain())
	}
	switch {
	case len(rest) == 0:
		return usageError(fs, stderr, "missing BASE and REF")
	case len(rest) == 1 && rest[0] != "-":
		return usageError(fs, stderr, "missing REF")
	}

	w := bufio.NewWriter(stdout)
	var p resolvePrinter = &linePrinter{w: w, explain: *explain, hide: *hide}
	if *jsonOut {
		p = &resolveJSONPrinter{enc: newJSONEncoder(w), explain: *explain, hide: *hide}
	}
	status = exitOK
	do := func(base, ref string) error {
		res, err := resolve.Strings(base, ref, opts...)
		if err != nil {
			status = exitInvalid
		}
		return p.print(base, ref, res, err)
	}
	err := eachPair(rest, stdin, maxResolveLine, stderr, "resolve", do, func(text string, n int) error {
		status = exitInvalid
		return p.print(showNoTab(text, *hide), "", nil, fmt.Errorf("rfc2396: resolve: line %d: want BASE<TAB>REF, found no tab", n))
	})
	if err != nil {
		w.Flush()
		fmt.Fprintf(stderr, "rfc2396: %v\n", err)
		return exitInvalid
	}
	return finish(w, stderr, status)
}

// showNoTab returns a line of standard input that should have been
// "BASE<TAB>X" and has no tab: it is no reference, so with hide its
// password is hidden as that of a string whose rule is not known.
func showNoTab(text string, hide bool) string {
	if hide {
		return redact.Of(text, unknownRule).String()
	}
	return text
}

// A resolvePrinter prints the outcome of resolving one reference.
type resolvePrinter interface {
	print(base, ref string, res *resolve.Result, err error) error
}

// A linePrinter prints each result on a line, and with explain its steps
// after it, indented. A reference that could not be resolved gets its
// error line, which starts with "rfc2396: " as no URI does, in place of
// the result.
type linePrinter struct {
	w       *bufio.Writer
	explain bool
	hide    bool // redact passwords
}

func (p *linePrinter) print(base, ref string, res *resolve.Result, err error) error {
	if err != nil {
		_, err := fmt.Fprintln(p.w, errorLine(err, p.hide))
		return err
	}
	if _, err := fmt.Fprintln(p.w, showRef(res.URI.String(), p.hide)); err != nil {
		return err
	}
	if p.explain {
		for _, s := range res.Steps {
			if _, err := fmt.Fprintf(p.w, "  %s\n", s); err != nil {
				return err
			}
		}
	}
	return nil
}

// A resolveJSONPrinter prints each reference as one JSON object on a line.
type resolveJSONPrinter struct {
	enc     *json.Encoder
	explain bool
	hide    bool // redact passwords
}

func (p *resolveJSONPrinter) print(base, ref string, res *resolve.Result, err error) error {
	return p.enc.Encode(newResolveJSON(base, ref, res, err, p.explain, p.hide))
}
