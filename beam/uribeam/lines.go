package uribeam

import (
	"context"
	"fmt"
	"io"
	"reflect"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"

	"github.com/rfc2396/rfc2396/record"
)

func init() {
	beam.RegisterType(reflect.TypeOf((*Line)(nil)).Elem())
	register.DoFn3x1[context.Context, fileio.ReadableFile, func(Line), error](&readLinesFn{})
	register.Emitter1[Line]()
	register.Function1x1(fromString)
}

// A Line is a line of input: its text without its "\n" or "\r\n", and
// where it is, its file and its number from 1, or none (File "").
type Line struct {
	File   string
	Number int
	Text   string
}

// source returns where the line is, as records take it.
func (l Line) source() record.Source { return record.Source{File: l.File, Line: l.Number} }

// MaxLine is how much of a line ReadLines keeps, as the rfc2396 command
// keeps it: enough past parser.MaxInputLength for the parser to see that
// the line is too long and to show some of the text around the offset
// where it stops. The rest of a longer line is read and dropped, so that
// memory stays bounded.
const MaxLine = record.MaxReference

// ReadLines returns the lines of the files that glob matches (in any Beam
// filesystem that the program imports: local, gs://, s3://; a .gz file is
// read decompressed), as a PCollection of Line with each line's file and
// number: each file is read by one worker, in order. A byte order mark at
// the start of a file is skipped, one trailing "\n" or "\r\n" is removed
// from each line, and a last line without a newline counts. A line is
// kept to MaxLine bytes.
//
// The work on the lines of a file stays on the worker that read it, with
// no data moved: many files are worked in parallel, one large file by one
// worker. Spread moves the lines over the workers.
func ReadLines(s beam.Scope, glob string) beam.PCollection {
	s = s.Scope("uribeam.ReadLines")
	files := fileio.ReadMatches(s, fileio.MatchFiles(s, glob))
	return beam.ParDo(s, &readLinesFn{}, files)
}

// Spread returns col, a PCollection, spread over the workers
// (beam.Reshuffle), so that the lines of a few large files are worked in
// parallel. It costs a shuffle of every line: Beam's local runner,
// prism, holds a shuffled PCollection in memory, many times the size of
// its file (BENCHMARKS.md, "Beam"); a distributed runner moves each line
// once through its shuffle.
func Spread(s beam.Scope, col beam.PCollection) beam.PCollection {
	return beam.Reshuffle(s.Scope("uribeam.Spread"), col)
}

// FromStrings returns the strings of col, a PCollection of string, as a
// PCollection of Line without a place in a file.
func FromStrings(s beam.Scope, col beam.PCollection) beam.PCollection {
	return beam.ParDo(s.Scope("uribeam.FromStrings"), fromString, col)
}

func fromString(text string) Line { return Line{Text: text} }

// readLinesFn reads the lines of a file.
type readLinesFn struct{}

func (f *readLinesFn) ProcessElement(ctx context.Context, file fileio.ReadableFile, emit func(Line)) error {
	rc, err := file.Open(ctx)
	if err != nil {
		return err
	}
	defer rc.Close()
	name := file.Metadata.Path
	lr := record.NewLineReader(rc, MaxLine) // the command's reader: the same lines
	for n := 1; ; n++ {
		l, err := lr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("read %s: %w", name, err)
		}
		emit(Line{File: name, Number: n, Text: l.Text})
	}
}
