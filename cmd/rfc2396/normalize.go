package main

import (
	"encoding/json"
	"io"
	"strings"

	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/record"
)

// runNormalize runs "rfc2396 normalize".
func runNormalize(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("normalize", stdout, stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per reference, invalid ones included")
	var added normalize.Rules
	fs.Var(normalize.RuleFlag{Rules: &added}, "rule", "also apply the rule `NAME` (repeatable): "+strings.Join(normalize.RuleNames(), ", ")+"; section 6's rules always apply")
	dots := fs.Bool("remove-dot-segments", false, `also remove "." and ".." segments from absolute paths (section 5.2, step 6): --rule remove-dot-segments`)
	pw := passwordFlags(fs, "")
	files := fileFlag(fs)
	syn := addSyntaxFlags(fs)
	jobs := jobsFlags(fs)
	rest, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	rules := normalize.Default | added
	if *dots {
		rules |= normalize.RemoveDotSegments
	}
	o := newOutput(stdout, stderr)
	nz, err := normalize.New(syn.syntax(), normalize.With(rules))
	if err != nil {
		return usageError(fs, "%v", err) // the flags make only valid options
	}
	newDo := func(o *output) func(string, source) error {
		var p normalizePrinter = normalizeLines{o, pw}
		if *jsonOut {
			p = normalizeJSONPrinter{record.NewEncoder(o.w), pw}
		}
		return func(input string, src source) error {
			n, err := nz.Normalize(input)
			if err != nil {
				o.setStatus(exitInvalid)
			}
			return p.print(input, src, n, err)
		}
	}
	c := lineCommand{cmd: "normalize", max: maxParseLine, jobs: *jobs, hideErrors: pw.inErrors()}
	if err := eachInput(c, inputs{rest, *files}, stdin, o, newDo); err != nil {
		return o.stop("normalize", err)
	}
	return o.finish("normalize", o.status)
}

// A normalizePrinter prints the normal form of one reference, from src,
// or why it has none.
type normalizePrinter interface {
	print(input string, src source, normalized string, err error) error
}

// normalizeLines prints each normal form on a line of standard output,
// and the error of an invalid reference on standard error, after
// FILE:LINE:COL: for a line of standard input.
type normalizeLines struct {
	o  *output
	pw *passwords
}

func (p normalizeLines) print(input string, src source, normalized string, err error) error {
	if err != nil {
		hide := p.pw.inErrors()
		return p.o.failAt(src.At(record.NewError(err, nil, hide).Offset), record.Message(err, hide))
	}
	p.o.w.WriteString(record.ShowRef(normalized, p.pw.inResults()))
	return p.o.w.WriteByte('\n')
}

// normalizeJSONPrinter prints each reference as one JSON object on a line.
type normalizeJSONPrinter struct {
	enc *json.Encoder
	pw  *passwords
}

func (p normalizeJSONPrinter) print(input string, src source, normalized string, err error) error {
	return p.enc.Encode(record.NewNormalize(input, src, normalized, err, p.pw.of(err)))
}
