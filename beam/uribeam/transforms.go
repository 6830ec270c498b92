package uribeam

import (
	"context"
	"errors"
	"fmt"
	"io"
	"iter"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"

	"github.com/rfc2396/rfc2396/extract"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/record"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

func init() {
	register.DoFn3x1[context.Context, Line, func(string), error](&parseFn{})
	register.DoFn3x1[context.Context, Line, func(string), error](&checkFn{})
	register.DoFn3x1[context.Context, Line, func(string), error](&normalizeFn{})
	register.DoFn3x1[context.Context, Line, func(string), error](&resolveFn{})
	register.DoFn3x1[context.Context, fileio.ReadableFile, func(string), error](&extractFn{})
	register.Emitter1[string]()
}

// Invalid counts the inputs that the command would count as invalid
// (exit status 1): the invalid lines of Parse, Check, Normalize and
// Resolve (a reference that does not resolve), and the invalid references
// of Extract and those that do not resolve against their document's base
// (one left unresolved for want of a base is not). Its namespace and name
// are InvalidNamespace and InvalidName.
var Invalid = beam.NewCounter(InvalidNamespace, InvalidName)

// The namespace and the name of the counter Invalid.
const (
	InvalidNamespace = "rfc2396"
	InvalidName      = "invalid"
)

// Options are what every transform takes.
type Options struct {
	// Syntax is the language read: syntax.RFC2396, syntax.RFC2732,
	// syntax.QueryOnly or a join of them that does not contradict itself
	// (syntax.RFC2732.Over(syntax.RFC2396) is the command's "--rfc2396
	// --rfc2732"); the zero Syntax reads the module's one default,
	// syntax.Default, as the command without syntax flags.
	Syntax syntax.Syntax
	// Redact hides the password of a userinfo in every record, as the
	// command's --redact.
	Redact bool
}

// check returns the *syntax.OptionError of an invalid Syntax, so that a
// transform is refused when the pipeline is built, not on every element.
func (o Options) check() error { return o.Syntax.Check() }

// encode returns the record r as one JSON line without its newline.
func encode(r any) (string, error) {
	b, err := record.Append(nil, r)
	if err != nil {
		return "", err
	}
	return string(b[:len(b)-1]), nil
}

// Parse returns parse's record of each Line of lines (a PCollection of
// Line): record.Parse for a valid reference, record.Explained with
// explain (why a reg_name is not a server), record.ParseFailure for an
// invalid one; as "rfc2396 parse --json" prints them.
func Parse(s beam.Scope, lines beam.PCollection, opts Options, explain bool) (beam.PCollection, error) {
	if err := opts.check(); err != nil {
		return beam.PCollection{}, err
	}
	return beam.ParDo(s.Scope("uribeam.Parse"), &parseFn{Options: opts, Explain: explain}, lines), nil
}

type parseFn struct {
	Options
	Explain bool
	buf     []byte // the record of a valid reference, reused
}

func (f *parseFn) ProcessElement(ctx context.Context, l Line, emit func(string)) error {
	var r any
	if f.Explain {
		_, ref, err := record.ParseShown(l.Text, f.Redact, f.Syntax)
		if err != nil {
			Invalid.Inc(ctx, 1)
			r = record.NewParseFailure(l.Text, l.source(), err, f.Redact)
		} else {
			r = record.NewExplained(ref, f.Redact)
		}
	} else {
		// The bulk form: the components alone, without a tree.
		c, err := record.SplitShown(l.Text, f.Redact, f.Syntax)
		if err == nil {
			f.buf = record.AppendParse(f.buf[:0], &c)
			emit(string(f.buf[:len(f.buf)-1]))
			return nil
		}
		Invalid.Inc(ctx, 1)
		r = record.NewParseFailure(l.Text, l.source(), err, f.Redact)
	}
	s, err := encode(r)
	if err == nil {
		emit(s)
	}
	return err
}

// Check returns check's findings about the lines of lines (a PCollection
// of Line): record.Check for each invalid line and, with warn, for each
// caution about a valid one; as "rfc2396 check --json" prints them.
// Valid lines give nothing without warn.
func Check(s beam.Scope, lines beam.PCollection, opts Options, warn bool) (beam.PCollection, error) {
	if err := opts.check(); err != nil {
		return beam.PCollection{}, err
	}
	return beam.ParDo(s.Scope("uribeam.Check"), &checkFn{Options: opts, Warn: warn}, lines), nil
}

type checkFn struct {
	Options
	Warn bool
}

func (f *checkFn) ProcessElement(ctx context.Context, l Line, emit func(string)) error {
	findings, valid := record.CheckLine(l.source(), l.Text, f.Warn, f.Redact, f.Syntax)
	if !valid {
		Invalid.Inc(ctx, 1)
	}
	for _, c := range findings {
		s, err := encode(c)
		if err != nil {
			return err
		}
		emit(s)
	}
	return nil
}

// Normalize returns the normal form of each Line of lines (a PCollection
// of Line) under section 6's rules and rules (normalize.Default and the
// rules added to it), as record.Normalize: what "rfc2396 normalize
// --json" prints.
func Normalize(s beam.Scope, lines beam.PCollection, opts Options, rules normalize.Rules) (beam.PCollection, error) {
	if err := opts.check(); err != nil {
		return beam.PCollection{}, err
	}
	return beam.ParDo(s.Scope("uribeam.Normalize"), &normalizeFn{Options: opts, Rules: normalize.Default | rules}, lines), nil
}

type normalizeFn struct {
	Options
	Rules normalize.Rules
}

func (f *normalizeFn) ProcessElement(ctx context.Context, l Line, emit func(string)) error {
	n, err := normalize.Normalize(l.Text, f.Syntax, normalize.With(f.Rules))
	if err != nil {
		Invalid.Inc(ctx, 1)
	}
	s, err := encode(record.NewNormalize(l.Text, l.source(), n, err, f.Redact))
	if err == nil {
		emit(s)
	}
	return err
}

// ResolveOptions are what Resolve takes besides Options: those of
// package resolve, as plain values.
type ResolveOptions struct {
	DotDot             resolve.DotDotMode // resolve.KeepDotDot (the zero mode), RemoveDotDot or RejectDotDot
	BackwardCompatible bool               // resolve.BackwardCompatible
	Explain            bool               // resolve.Explain: the records give the steps
}

// Resolve returns the resolution of each Line of lines (a PCollection of
// Line), a reference, against base (section 5.2; "" for no base), as
// record.Resolve: what "rfc2396 resolve --json BASE REF..." prints for
// each REF. The records have no position, as the command's for
// arguments: their ref is the line. An invalid base is an error of every
// record, as in the command.
func Resolve(s beam.Scope, base string, lines beam.PCollection, opts Options, ropts ResolveOptions) (beam.PCollection, error) {
	if err := opts.check(); err != nil {
		return beam.PCollection{}, err
	}
	f := &resolveFn{Options: opts, Base: base, ResolveOptions: ropts}
	return beam.ParDo(s.Scope("uribeam.Resolve"), f, lines), nil
}

type resolveFn struct {
	Options
	ResolveOptions
	Base string
}

// resolveOptions returns the options of resolve's calls.
func (f *resolveFn) resolveOptions() []resolve.Option {
	opts := []resolve.Option{f.Syntax, resolve.DotDot(f.DotDot)}
	if f.BackwardCompatible {
		opts = append(opts, resolve.BackwardCompatible())
	}
	if f.ResolveOptions.Explain {
		opts = append(opts, resolve.Explain())
	}
	return opts
}

func (f *resolveFn) ProcessElement(ctx context.Context, l Line, emit func(string)) error {
	res, err := resolve.Strings(f.Base, l.Text, f.resolveOptions()...)
	if err != nil {
		Invalid.Inc(ctx, 1)
	}
	s, err := encode(record.NewResolve(f.Base, l.Text, record.Source{}, res, err, f.ResolveOptions.Explain, f.Redact))
	if err == nil {
		emit(s)
	}
	return err
}

// ExtractOptions are what Extract takes besides Options.
type ExtractOptions struct {
	// HTML reads the files as HTML (extract.HTML): the references in
	// their attributes, resolved against the document's base. Else they
	// are text (extract.Text, Appendix E).
	HTML bool
	// Base is the retrieval URI of the documents (section 5.1.3), an
	// absolute URI ("" for none): in HTML the base when there is no BASE
	// element, and what a relative <base href> is resolved against; in
	// text, what every reference is resolved against.
	Base string
}

// Extract returns the references found in the files that glob matches
// (in any Beam filesystem the program imports), each file read whole by
// one worker, as record.Extract: what "rfc2396 extract --json" prints,
// with --html and --base as opts say. A byte order mark at the start of a
// file is skipped. The records' file is the path the filesystem gives.
func Extract(s beam.Scope, glob string, opts Options, eopts ExtractOptions) (beam.PCollection, error) {
	if err := opts.check(); err != nil {
		return beam.PCollection{}, err
	}
	if eopts.Base != "" {
		if _, err := extract.ParseBase(eopts.Base, opts.Syntax); err != nil {
			return beam.PCollection{}, err
		}
	}
	s = s.Scope("uribeam.Extract")
	files := fileio.ReadMatches(s, fileio.MatchFiles(s, glob))
	return beam.ParDo(s, &extractFn{Options: opts, ExtractOptions: eopts}, files), nil
}

type extractFn struct {
	Options
	ExtractOptions
	find func(r io.Reader, opts ...extract.Option) iter.Seq2[*extract.Match, error]
	opts []extract.Option
}

func (f *extractFn) Setup() error {
	// Records give references as text: no Match's tree is read.
	f.opts = []extract.Option{f.Syntax, extract.Trees(false)}
	if f.Base != "" {
		base, err := extract.ParseBase(f.Base, f.Syntax)
		if err != nil {
			return err
		}
		f.opts = append(f.opts, extract.Base(base))
	}
	f.find = extract.Text
	if f.HTML {
		f.find = extract.HTML
	}
	return nil
}

func (f *extractFn) ProcessElement(ctx context.Context, file fileio.ReadableFile, emit func(string)) error {
	rc, err := file.Open(ctx)
	if err != nil {
		return err
	}
	defer rc.Close()
	name := file.Metadata.Path
	resolved := f.HTML || f.Base != ""
	for m, err := range f.find(record.WithoutBOM(rc), f.opts...) {
		if err != nil {
			return fmt.Errorf("read %s: %w", name, err)
		}
		if m.Err != nil || m.ResolveErr != nil && !errors.Is(m.ResolveErr, resolve.ErrNoBase) {
			Invalid.Inc(ctx, 1)
		}
		s, err := encode(record.NewExtract(name, m, f.HTML, resolved, f.Redact))
		if err != nil {
			return err
		}
		emit(s)
	}
	return nil
}
