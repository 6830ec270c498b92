package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// maxParseLine is how much of a line of standard input parse keeps: enough
// past parser.MaxInputLength for the parser to see that the line is too
// long and to show some of the text around the offset where it stops.
const maxParseLine = parser.MaxInputLength + 1024

// runParse runs "rfc2396 parse".
func runParse(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("parse", stdout, stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per reference, invalid ones included")
	explain := fs.Bool("explain", false, "say why an authority is a reg_name and not a server: which character, at which offset of the authority")
	hide := redactFlag(fs)
	syn := addSyntaxFlags(fs)
	jobs := jobsFlags(fs)
	refs, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	opts := syn.options()
	o := newOutput(stdout, stderr)
	// The tree printer separates two trees with a blank line: one printer
	// for all when the trees may be printed by several workers.
	treeJobs := *jobs
	if !*jsonOut {
		treeJobs = 1
	}
	newDo := func(o *output) func(string, source) error {
		var p parsePrinter = &treePrinter{o: o, hide: *hide, explain: *explain}
		if *jsonOut {
			p = &jsonPrinter{w: o.w, enc: newJSONEncoder(o.w), hide: *hide, explain: *explain}
		}
		return func(input string, src source) error {
			input, ref, err := parseShown(input, opts, *hide)
			if err != nil {
				o.setStatus(exitInvalid)
			}
			return p.print(input, src, ref, err)
		}
	}
	if err := eachInput(lineCommand{"parse", maxParseLine, treeJobs}, refs, stdin, o, newDo); err != nil {
		return o.stop("parse", err)
	}
	return o.finish("parse", o.status)
}

// parseShown parses input with opts and returns it as the commands show
// it, with its tree. With hide, a valid reference is returned with the
// password of its userinfo hidden, and the tree is that of the text
// shown, so that its offsets are offsets into it: hiding keeps a
// reference valid ("xxxxx" may stand where a password stood). The error
// of an invalid one is the parser's, to be shown through
// shownParseError.
func parseShown(input string, opts []syntax.Option, hide bool) (string, *ast.URIReference, error) {
	ref, err := parser.Parse(input, opts...)
	if err != nil || !hide {
		return input, ref, err
	}
	shown := redact.String(input)
	if shown == input {
		return input, ref, nil
	}
	ref, err = parser.Parse(shown, opts...)
	return shown, ref, err
}

// A parsePrinter prints the outcome of parsing one reference: its tree or
// its error.
type parsePrinter interface {
	print(input string, src source, ref *ast.URIReference, err error) error
}

// A treePrinter prints a reference as ast.Fprint does, a blank line
// between two, on standard output; and an error on standard error, as
// its message, after FILE:LINE:COL: for a line, followed by the caret
// rendering.
type treePrinter struct {
	o       *output
	hide    bool // redact passwords
	explain bool // say why a reg_name is not a server
	started bool // a tree was printed
}

func (p *treePrinter) print(input string, src source, ref *ast.URIReference, err error) error {
	if err != nil {
		msg := src.at(newErrorJSON(err, nil, p.hide).Offset).prefix() + errorLine(err, p.hide) + "\n"
		if pe := shownParseError(err, p.hide); pe != nil {
			msg += pe.RawCaret() + "\n"
		}
		return p.o.fail(msg)
	}
	if p.started {
		p.o.w.WriteByte('\n')
	}
	p.started = true
	if err := ast.Fprint(p.o.w, ref); err != nil || !p.explain {
		return err
	}
	if e := serverError(ref, p.hide); e != nil {
		_, err := fmt.Fprintf(p.o.w, "explain: the authority %s is a reg_name, not a server: %s\n", quoteArg(e.Input), e.RawMessage())
		return err
	}
	return nil
}

// A jsonPrinter prints each reference as one JSON object on a line.
type jsonPrinter struct {
	w       *bufio.Writer
	buf     []byte // the record of a valid reference, reused
	enc     *json.Encoder
	hide    bool // redact passwords
	explain bool // say why a reg_name is not a server
}

func (p *jsonPrinter) print(input string, src source, ref *ast.URIReference, err error) error {
	if err != nil {
		return p.enc.Encode(newParseFailure(input, src, err, p.hide))
	}
	if !p.explain {
		p.buf = appendParseResult(p.buf[:0], input, ref)
		_, err := p.w.Write(p.buf)
		return err
	}
	r := newParseResult(input, ref)
	x := explainedResult{parseResult: r}
	if e := serverError(ref, p.hide); e != nil {
		x.ServerError = newErrorJSON(e, nil, p.hide)
		x.ServerError.Message = e.RawMessage() // the reference parsed: no "parse" line
	}
	return p.enc.Encode(x)
}

// explainedResult is parse's JSON form of a valid reference with
// --explain.
type explainedResult struct {
	*parseResult
	ServerError *errorJSON `json:"server_error"`
}

// serverError returns why the authority of ref is a reg_name and not a
// server (parser.ServerError), or nil when it is not a reg_name. Its
// Input is the authority and its offsets are offsets into it; with hide
// it is the Redacted copy.
func serverError(ref *ast.URIReference, hide bool) *parser.Error {
	reg, ok := ref.Authority().(*ast.RegName)
	if !ok {
		return nil
	}
	e := parser.ServerError(reg)
	if e == nil {
		return nil
	}
	return shownParseError(e, hide)
}
