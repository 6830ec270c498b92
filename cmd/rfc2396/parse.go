package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/record"
)

// maxParseLine is how much of a line of standard input parse keeps
// (record.MaxReference).
const maxParseLine = record.MaxReference

// runParse runs "rfc2396 parse".
func runParse(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("parse", stdout, stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per reference, invalid ones included")
	explain := fs.Bool("explain", false, "say why an authority is a reg_name and not a server: which character, at which offset of the authority (RFC 2396's question: not with --rfc3986, whose authority is always a host)")
	pw := passwordFlags(fs, "")
	files := fileFlag(fs)
	syn := addSyntaxFlags(fs)
	jobs := jobsFlags(fs)
	refs, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	reading := syn.syntax()
	if reading.IsRFC3986() && *explain {
		// RFC 3986 has no server and no reg_name of RFC 2396's: every
		// authority has a host, of which reg-name is one form.
		return usageError(fs, "--explain says why an authority is RFC 2396's reg_name and not a server, and RFC 3986 reads every authority as a host: give one of --explain and --rfc3986")
	}
	o := newOutput(stdout, stderr)
	// The tree printer separates two trees with a blank line: one worker
	// prints the trees, and whether one was printed is the command's.
	treeJobs := *jobs
	if !*jsonOut {
		treeJobs = 1
	}
	started := new(bool)
	newDo := func(o *output) func(string, source) error {
		if *jsonOut && !*explain {
			// The bulk form: the components alone, without a tree.
			p := &jsonPrinter{w: o.w, enc: record.NewEncoder(o.w), pw: pw}
			return func(input string, src source) error {
				c, err := record.SplitShown(input, pw.inResults(), reading)
				if err != nil {
					o.setStatus(exitInvalid)
					return p.enc.Encode(record.NewParseFailure(input, src, err, pw.inErrors()))
				}
				p.buf, err = record.WriteParse(p.w, p.buf, &c, reading)
				return err
			}
		}
		tp := &treePrinter{o: o, pw: pw, explain: *explain, started: started}
		if reading.IsRFC3986() {
			// RFC 3986's derivation, RuleNodes: the tree of the text shown.
			return func(input string, src source) error {
				n, err := parser.Tree(input, reading)
				if err == nil && pw.inResults() {
					if shown := record.ShowRef(input, true); shown != input {
						// Hiding keeps a reference valid, as in ParseShown.
						n, err = parser.Tree(shown, reading)
					}
				}
				if err != nil {
					o.setStatus(exitInvalid)
					return tp.fail(src, err)
				}
				tp.separate()
				return n.Fprint(o.w)
			}
		}
		var p parsePrinter = tp
		if *jsonOut {
			p = &jsonPrinter{w: o.w, enc: record.NewEncoder(o.w), pw: pw}
		}
		return func(input string, src source) error {
			input, ref, err := record.ParseShown(input, pw.inResults(), reading)
			if err != nil {
				o.setStatus(exitInvalid)
			}
			return p.print(input, src, ref, err)
		}
	}
	c := lineCommand{cmd: "parse", max: maxParseLine, jobs: treeJobs, hideErrors: pw.inErrors()}
	if err := eachInput(c, inputs{refs, *files}, stdin, o, newDo); err != nil {
		return o.stop("parse", err)
	}
	return o.finish("parse", o.status)
}

// A parsePrinter prints the outcome of parsing one reference: its tree or
// its error.
type parsePrinter interface {
	print(input string, src source, ref *ast.URIReference, err error) error
}

// A treePrinter prints a reference as ast.Fprint does, a blank line
// between two, on standard output; and an error on standard error, as
// its message, after FILE:LINE:COL: for a line, followed by the caret
// rendering. With explain, the line that says why a reg_name is not a
// server is error text.
type treePrinter struct {
	o       *output
	pw      *passwords
	explain bool  // say why a reg_name is not a server
	started *bool // a tree was printed
}

func (p *treePrinter) print(input string, src source, ref *ast.URIReference, err error) error {
	if err != nil {
		return p.fail(src, err)
	}
	p.separate()
	if err := ast.Fprint(p.o.w, ref); err != nil || !p.explain {
		return err
	}
	if e := record.ServerError(ref, p.pw.inErrors()); e != nil {
		_, err := fmt.Fprintf(p.o.w, "explain: the authority %s is a reg_name, not a server: %s\n", quoteArg(e.Input), record.Hint(e.RawMessage()))
		return err
	}
	return nil
}

// fail prints err, the error of the reference from src, on standard
// error: its message, after FILE:LINE:COL: for a line, and its caret.
func (p *treePrinter) fail(src source, err error) error {
	hide := p.pw.inErrors()
	msg := prefix(src.At(record.NewError(err, nil, hide).Offset)) + record.Message(err, hide) + "\n"
	if pe := record.ParseError(err, hide); pe != nil {
		msg += pe.RawCaret() + "\n"
	}
	return p.o.fail(msg)
}

// separate writes the blank line that goes before a tree but the first.
func (p *treePrinter) separate() {
	if *p.started {
		p.o.w.WriteByte('\n')
	}
	*p.started = true
}

// A jsonPrinter prints each reference as one JSON object on a line:
// with --explain, through print; without, the command calls
// record.WriteParse itself. A valid reference's record is written as it
// is made, through buf (record.WriteParse, record.WriteExplained).
type jsonPrinter struct {
	w   *bufio.Writer
	buf []byte // room for the pieces of a record, reused
	enc *json.Encoder
	pw  *passwords
}

func (p *jsonPrinter) print(input string, src source, ref *ast.URIReference, err error) error {
	if err != nil {
		return p.enc.Encode(record.NewParseFailure(input, src, err, p.pw.inErrors()))
	}
	// Why a reg_name is not a server is error text.
	se := record.NewServerError(ref, p.pw.inErrors())
	c := ref.Components()
	p.buf, err = record.WriteExplained(p.w, p.buf, &c, se)
	return err
}
