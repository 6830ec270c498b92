package main

import (
	"encoding/json"
	"errors"
	"io"
	"iter"
	"slices"
	"sync/atomic"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/extract"
	"github.com/rfc2396/rfc2396/record"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

// runExtract runs "rfc2396 extract".
func runExtract(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("extract", stdout, stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per reference")
	htmlIn := fs.Bool("html", false, "read HTML: the references in its attributes (srcset and ping hold several, a meta refresh's content one), resolved against the document's base")
	pw := passwordFlags(fs, "")
	more := fileFlag(fs)
	syn := addSyntaxFlags(fs)
	jobs := jobsFlags(fs)
	baseURI := fs.String("base", "", "the retrieval `URI` of the documents (section 5.1.3): in HTML the base when there is no BASE element, and what a relative <base href> is resolved against, as browsers do; in plain text, resolve every reference against it")
	rest, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	reading := syn.syntax()
	var base *ast.AbsoluteURI
	if *baseURI != "" {
		var err error
		if base, err = extract.ParseBase(*baseURI, reading); err != nil {
			return usageError(fs, "--base: %s", record.Message(err, pw.inErrors()))
		}
	}
	o := newOutput(stdout, stderr)
	newPrinter := func(o *output) extractPrinter {
		if *jsonOut {
			return &jsonExtractPrinter{enc: record.NewEncoder(o.w), html: *htmlIn, resolve: *htmlIn || base != nil, pw: pw}
		}
		return &lineExtractPrinter{o: o, pw: pw}
	}
	find := finder(*htmlIn, base, reading)
	// The arguments are files, as --file names them.
	files := append(rest, *more...)
	if len(files) == 0 {
		files = []string{"-"}
	}
	var err error
	switch {
	case *jobs > 1 && *htmlIn && len(files) > 1 && stdinOnce(files):
		// HTML is not cut: the files are worked in parallel, whole.
		err = runChunks(*jobs, o, func(send func(*chunk) bool) {
			for _, name := range files {
				if !send(&chunk{file: name}) {
					return
				}
			}
		}, func(wo *output) chunkFunc {
			p := newPrinter(wo)
			return func(c *chunk) error { return extractFile(c.file, stdin, find, p, wo) }
		})
	case *jobs > 1 && !*htmlIn:
		for _, name := range files {
			if err = extractText(name, stdin, find, *jobs, newPrinter, o); err != nil {
				break
			}
		}
	default:
		p := newPrinter(o)
		for _, name := range files {
			if err = extractFile(name, stdin, find, p, o); err != nil {
				break
			}
		}
	}
	if err != nil {
		return o.stop("extract", err)
	}
	return o.finish("extract", o.status)
}

// stdinOnce reports whether the file arguments name standard input
// once at most, so that workers may read them at once.
func stdinOnce(files []string) bool {
	n := 0
	for _, f := range files {
		if f == "-" {
			n++
		}
	}
	return n <= 1
}

// A findFunc finds the references of a document read from r, with the
// options more after the command's.
type findFunc func(r io.Reader, more ...extract.Option) iter.Seq2[*extract.Match, error]

// finder returns the function that finds the references of a document:
// the command's one use of package extract, extract.HTML with html, else
// extract.Text, with the syntax of opts and the retrieval URI base (nil
// for none).
func finder(html bool, base *ast.AbsoluteURI, syn syntax.Syntax) findFunc {
	// The command prints references as text: it never reads a Match's
	// tree.
	opts := []extract.Option{syn, extract.Trees(false)}
	if base != nil {
		opts = append(opts, extract.Base(base))
	}
	find := extract.Text
	if html {
		find = extract.HTML
	}
	return func(r io.Reader, more ...extract.Option) iter.Seq2[*extract.Match, error] {
		return find(r, append(slices.Clip(opts), more...)...)
	}
}

// extractFile prints on o, with p, the references that find finds in the
// file name ("-" for stdin), which starts with a byte order mark or not,
// and raises o's exit status for them. A file that cannot be opened or
// read is said on standard error, with exitIO; the error returned is one
// of printing.
func extractFile(name string, stdin io.Reader, find findFunc, p extractPrinter, o *output) error {
	r, name, closeFile, err := openInput(name, stdin)
	if err != nil {
		return failInput(o, err)
	}
	defer closeFile()
	unresolved, err := printMatches(find(record.WithoutBOM(r)), name, p, o)
	if err != nil {
		return failInput(o, err)
	}
	return noteUnresolved(o, name, unresolved && p.notes())
}

// extractText prints on o the references that find finds in the text
// file name ("-" for stdin), as extractFile does, with jobs workers, each
// with a printer that newPrinter makes for its output: the text is cut
// where no reference can cross (extract.LastCut), and each piece read
// with its position in the file (extract.Origin).
func extractText(name string, stdin io.Reader, find findFunc, jobs int, newPrinter func(o *output) extractPrinter, o *output) error {
	r, name, closeFile, err := openInput(name, stdin)
	if err != nil {
		return failInput(o, err)
	}
	defer closeFile()
	var unresolved atomic.Bool
	read := func(send func(*chunk) bool) {
		readChunks(record.WithoutBOM(r), name, cutter{last: extract.LastCut}, send)
	}
	err = runChunks(jobs, o, read, func(wo *output) chunkFunc {
		p := newPrinter(wo)
		return func(c *chunk) error {
			u, err := printMatches(find(c.text(), extract.Origin(c.offset, c.first)), name, p, wo)
			if u {
				unresolved.Store(true)
			}
			return err
		}
	})
	if err != nil {
		return failInput(o, err)
	}
	return noteUnresolved(o, name, unresolved.Load() && newPrinter(o).notes())
}

// printMatches prints with p the references of seq, found in the file
// name, and raises o's exit status for them. It reports whether a
// relative reference was left unresolved for want of a base, and returns
// an *inputError when reading failed, or an error of printing.
func printMatches(seq iter.Seq2[*extract.Match, error], name string, p extractPrinter, o *output) (unresolved bool, err error) {
	for m, err := range seq {
		if err != nil {
			return unresolved, &inputError{name, err}
		}
		switch {
		case matchError(m) != nil:
			o.setStatus(exitInvalid)
		case m.ResolveErr != nil:
			unresolved = true // for want of a base
		}
		if err := p.print(name, m); err != nil {
			return unresolved, err
		}
	}
	return unresolved, nil
}

// failInput says err on standard error and raises o's exit status to
// exitIO when it is an *inputError, and returns nil then; it returns
// any other error, of printing.
func failInput(o *output, err error) error {
	var ie *inputError
	if !errors.As(err, &ie) {
		return err
	}
	o.setStatus(exitIO)
	return o.fail("rfc2396 extract: " + showText(err.Error()) + "\n")
}

// noteUnresolved, when note, says on standard error that relative
// references of the file name were printed unresolved.
func noteUnresolved(o *output, name string, note bool) error {
	if !note {
		return nil
	}
	return o.fail("rfc2396 extract: " + showText(name) + ": no base URI (no BASE element, no --base): relative references are printed unresolved (section 5.1.4)\n")
}

// An extractPrinter prints the references found in a file.
type extractPrinter interface {
	print(file string, m *extract.Match) error
	notes() bool // whether notes on stderr should explain the output
}

// A lineExtractPrinter prints each reference on a line of standard
// output: resolved when it was resolved, else as found with its
// whitespace removed. An invalid reference, or one that could not be
// resolved, gets instead a line "FILE:LINE:COLUMN: " and the error on
// standard error.
type lineExtractPrinter struct {
	o  *output
	pw *passwords
}

func (p *lineExtractPrinter) notes() bool { return true }

func (p *lineExtractPrinter) print(file string, m *extract.Match) error {
	err := matchError(m)
	if err == nil && p.pw.inResults() {
		m = m.Redacted() // every password of the candidate, one a space cut included
	}
	switch {
	case err != nil:
	case m.Resolved != nil:
		return p.line(m.Resolved.String())
	default:
		return p.line(m.URI)
	}
	return p.o.failAt(&record.Position{File: file, Line: m.Line, Column: m.Column}, record.Message(err, p.pw.inErrors()))
}

// line writes the reference s on a line of standard output.
func (p *lineExtractPrinter) line(s string) error {
	p.o.w.WriteString(record.ShowRef(s, p.pw.inResults()))
	return p.o.w.WriteByte('\n')
}

// A jsonExtractPrinter prints each reference as one JSON object on a line.
type jsonExtractPrinter struct {
	enc     *json.Encoder
	html    bool // give element and attribute
	resolve bool // give base, resolved and resolve_error
	pw      *passwords
}

func (p *jsonExtractPrinter) notes() bool { return false }

// print prints the record of m; the record of a reference that is not
// valid, or that could not be resolved for another reason than a
// missing base, is error text, shown as such.
func (p *jsonExtractPrinter) print(file string, m *extract.Match) error {
	return p.enc.Encode(record.NewExtract(file, m, p.html, p.resolve, p.pw.of(matchError(m))))
}

// matchError returns the error of the match m that the exit status
// counts: its reference's, or its resolution's but for a missing base;
// nil for none.
func matchError(m *extract.Match) error {
	switch {
	case m.Err != nil:
		return m.Err
	case m.ResolveErr != nil && !errors.Is(m.ResolveErr, resolve.ErrNoBase):
		return m.ResolveErr
	}
	return nil
}
