package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/parser"
)

// maxParseLine is how much of a line of standard input parse keeps: enough
// past parser.MaxInputLength for the parser to see that the line is too
// long and to show some of the text around the offset where it stops.
const maxParseLine = parser.MaxInputLength + 1024

// runParse runs "rfc2396 parse".
func runParse(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("parse", synopsis("parse"), stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per reference")
	queryOnly := fs.Bool("query-only", false, `also accept Appendix C's query-only reference "?y" (parser.AllowQueryOnly)`)
	explain := fs.Bool("explain", false, "say why an authority is a reg_name and not a server: which character, at which offset")
	rfc2732 := rfc2732Flag(fs)
	hide := redactFlag(fs)
	refs, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	w := bufio.NewWriter(stdout)
	var p parsePrinter = &treePrinter{w: w, hide: *hide, explain: *explain}
	if *jsonOut {
		p = &jsonPrinter{enc: newJSONEncoder(w), hide: *hide, explain: *explain}
	}
	var opts []parser.Option
	if *queryOnly {
		opts = append(opts, parser.AllowQueryOnly())
	}
	if *rfc2732 {
		opts = append(opts, parser.RFC2732())
	}
	status = exitOK
	do := func(input string, length int) error {
		ref, err := parser.Parse(input, opts...)
		if err != nil {
			status = exitInvalid
			if length > len(input) {
				err = cutLineError(err, length)
			}
		} else if *hide {
			input, ref = redactRef(input, ref, opts)
		}
		return p.print(input, ref, err)
	}
	err := eachInput(refs, stdin, maxParseLine, do)
	if err != nil {
		w.Flush()
		fmt.Fprintf(stderr, "rfc2396: %v\n", err)
		return exitInvalid
	}
	return finish(w, stderr, status)
}

// cutLineError fixes the parser's too-long error for a line of which only
// a part was read, so that it tells the line's real length.
func cutLineError(err error, length int) error {
	var pe *parser.Error
	if errors.As(err, &pe) {
		pe.Hint = fmt.Sprintf("the line is %d bytes long, more than the %d bytes the parser accepts; only its first %d bytes were read",
			length, parser.MaxInputLength, len(pe.Input))
	}
	return err
}

// redactRef returns a valid reference with the password of its userinfo
// hidden, and its tree. Hiding keeps a reference valid: "xxxxx" may stand
// where a password stood.
func redactRef(input string, ref *ast.URIReference, opts []parser.Option) (string, *ast.URIReference) {
	r := redact.String(input)
	if r == input {
		return input, ref
	}
	if red, err := parser.Parse(r, opts...); err == nil {
		return r, red
	}
	return r, ref
}

// A parsePrinter prints the outcome of parsing one reference: its tree or
// its error.
type parsePrinter interface {
	print(input string, ref *ast.URIReference, err error) error
}

// A treePrinter prints a reference as ast.Fprint does, and an error as its
// message followed by the caret rendering. A blank line separates two
// references.
type treePrinter struct {
	w       *bufio.Writer
	hide    bool // redact passwords
	explain bool // say why a reg_name is not a server
	started bool
}

func (p *treePrinter) print(input string, ref *ast.URIReference, err error) error {
	if p.started {
		p.w.WriteByte('\n')
	}
	p.started = true
	if err == nil {
		if err := ast.Fprint(p.w, ref); err != nil || !p.explain {
			return err
		}
		if e := serverError(input, ref); e != nil {
			_, err := fmt.Fprintf(p.w, "explain: the authority %q is a reg_name, not a server: %s\n", redact.Authority(ref.Authority().String()), e.Message())
			return err
		}
		return nil
	}
	if _, werr := fmt.Fprintln(p.w, err.Error()); werr != nil {
		return werr
	}
	var pe *parser.Error
	if errors.As(err, &pe) {
		if p.hide {
			pe = pe.Redacted()
		}
		_, err := fmt.Fprintln(p.w, pe.Caret())
		return err
	}
	return nil
}

// A jsonPrinter prints each reference as one JSON object on a line.
type jsonPrinter struct {
	enc     *json.Encoder
	hide    bool // redact passwords
	explain bool // say why a reg_name is not a server
}

func (p *jsonPrinter) print(input string, ref *ast.URIReference, err error) error {
	if err != nil {
		f := newParseFailure(input, err, p.hide)
		if p.hide {
			f.Input = redact.String(input)
		}
		return p.enc.Encode(f)
	}
	r := newParseResult(input, ref)
	if !p.explain {
		return p.enc.Encode(r)
	}
	x := explainedResult{parseResult: r}
	if e := serverError(input, ref); e != nil {
		x.ServerError = newErrorJSON(e, nil, false)
		x.ServerError.Message = e.Message() // the reference parsed: no "parse" error
	}
	return p.enc.Encode(x)
}

// explainedResult is parse's JSON form of a valid reference with
// --explain: server_error says why a reg_name is not a server, and is
// null when the authority is a server or there is none.
type explainedResult struct {
	*parseResult
	ServerError *errorJSON `json:"server_error"`
}

// serverError returns why the authority of ref, parsed from input, is a
// reg_name and not a server, as an error into input, or nil when it is not
// a reg_name.
func serverError(input string, ref *ast.URIReference) *parser.Error {
	reg, ok := ref.Authority().(*ast.RegName)
	if !ok {
		return nil
	}
	e := parser.ServerError(reg)
	if e == nil {
		return nil
	}
	e.Input, e.Offset = input, e.Offset+reg.Offset
	return e
}
