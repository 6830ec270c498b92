package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/record"
)

// jobsInput returns about size bytes of lines for the tests of -j: the
// valid references of benchRefs, invalid ones, "BASE<TAB>REF" pairs and
// lines without a tab, CRLF endings, a line longer than a block and one
// longer than the commands keep, and no newline at the end.
func jobsInput(t *testing.T, size int) string {
	refs := benchRefs(t)
	var b strings.Builder
	for i := 0; b.Len() < size; i++ {
		r := refs[i%len(refs)]
		switch {
		case i%17 == 3:
			r += " bad"
		case i%29 == 5:
			r = "http://a/b\t" + r
		case i%31 == 7:
			r += "\r"
		case i == 2000:
			r = "http://a/" + strings.Repeat("x", 3*blockSize)
		case i == 4000:
			r = "http://a/" + strings.Repeat("y", maxResolveLine+10)
		case i == 4001:
			r = "" // an empty line
		}
		b.WriteString(r)
		b.WriteByte('\n')
	}
	b.WriteString("http://a/last")
	return b.String()
}

// runShared runs args on stdin read by r and returns the status, standard
// output, standard error, and the two as one terminal shows them.
func runShared(args []string, r func() io.Reader) (int, string, string, string) {
	var out, errOut bytes.Buffer
	status := run(args, r(), &out, &errOut)
	var b strings.Builder
	run(args, r(), sharedWriter{&b}, sharedWriter{&b})
	return status, out.String(), errOut.String(), b.String()
}

// TestJobsSameOutput checks that the commands print the same bytes, in
// the same order, with the same line numbers, with -j 4 as with -j 1,
// reading in blocks or a byte at a time.
func TestJobsSameOutput(t *testing.T) {
	input := jobsInput(t, 1<<20)
	readers := map[string]func() io.Reader{
		"blocks":   func() io.Reader { return strings.NewReader(input) },
		"halfread": func() io.Reader { return iotest.HalfReader(strings.NewReader(input)) },
	}
	for i, args := range [][]string{
		{"check", "-"}, {"check", "--json", "-"}, {"check", "--warn", "--redact", "-"},
		{"normalize"}, {"normalize", "--json"},
		{"parse", "--json"}, {"parse", "--json", "--redact"},
		{"resolve", "-"}, {"resolve", "--json", "-"},
		{"relativize", "--json", "-"},
		{"escape", "--component=query"}, {"escape", "--component=segment", "--repair", "--json"},
		{"unescape"}, {"repair", "--json", "--redact"}, {"display"},
	} {
		// Under the race detector, each command line reads in one way
		// (raceTurn).
		for j, rname := range slices.Sorted(maps.Keys(readers)) {
			if !raceTurn(i, j, len(readers)) {
				continue
			}
			r := readers[rname]
			t.Run(strings.Join(args, " ")+"/"+rname, func(t *testing.T) {
				one := append([]string{args[0], "-j", "1"}, args[1:]...)
				four := append([]string{args[0], "--jobs=4"}, args[1:]...)
				s1, out1, err1, both1 := runShared(one, r)
				s4, out4, err4, both4 := runShared(four, r)
				assert.Equal(t, s1, s4, "exit status")
				assert.True(t, out1 == out4, "standard output differs: %d and %d bytes", len(out1), len(out4))
				assert.True(t, err1 == err4, "standard error differs: %d and %d bytes", len(err1), len(err4))
				assert.True(t, both1 == both4, "the two streams together differ")
				assert.NotEmpty(t, out1+err1)
			})
		}
	}
}

// TestJobsWaitForTurn runs the commands of TestJobsSameOutput with a
// budget of one page for the bytes in flight, so that every worker but
// that of the first chunk waits for its turn: the output is the same as
// with one worker.
func TestJobsWaitForTurn(t *testing.T) {
	defer func(n int) { maxKept = n }(maxKept)
	maxKept = 1 << 10
	input := jobsInput(t, 1<<20)
	for _, args := range [][]string{
		{"check", "--json", "-"}, {"parse", "--json"}, {"resolve", "-"}, {"unescape"}, {"extract", "-"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			r := func() io.Reader { return strings.NewReader(input) }
			s1, out1, err1, both1 := runShared(append([]string{args[0], "-j", "1"}, args[1:]...), r)
			s4, out4, err4, both4 := runShared(append([]string{args[0], "-j", "4"}, args[1:]...), r)
			assert.Equal(t, s1, s4, "exit status")
			assert.True(t, out1 == out4, "standard output differs: %d and %d bytes", len(out1), len(out4))
			assert.True(t, err1 == err4, "standard error differs: %d and %d bytes", len(err1), len(err4))
			assert.True(t, both1 == both4, "the two streams together differ")
			assert.Greater(t, len(out1+err1), 16*maxKept) // chunks waited
		})
	}
}

// TestJobsLineNumbers checks that check names exactly the invalid lines,
// by their numbers, with several workers: an independent count of the
// lines, each validated by the parser.
func TestJobsLineNumbers(t *testing.T) {
	input := jobsInput(t, 2<<20)
	var want strings.Builder
	for i, l := range strings.Split(input, "\n") {
		l = strings.TrimSuffix(l, "\r")
		if len(l) > maxParseLine {
			l = l[:maxParseLine]
		}
		if err := parser.Validate(l); err != nil {
			var pe *parser.Error
			require.True(t, errors.As(err, &pe))
			fmt.Fprintf(&want, "<stdin>:%d:%d: %s\n", i+1, pe.Offset+1, record.Hint(pe.RawMessage())) // in the command's words
		}
	}
	for _, j := range []string{"1", "2", "4"} {
		var out, errOut bytes.Buffer
		status := run([]string{"check", "--raw-errors", "-j", j, "-"}, strings.NewReader(input), &out, &errOut)
		assert.Equal(t, exitInvalid, status)
		assert.True(t, want.String() == out.String(), "-j %s: the findings differ from the parser's, line by line", j)
		assert.Contains(t, errOut.String(), "<stdin>:4001: the line is", "the cut line is noted with its number")
	}
}

// TestRunLinesAsLineReader checks that the line runner reads lines as
// the line reader does (TestLineReader's cases), with one or several
// workers, a byte at a time or in blocks.
func TestRunLinesAsLineReader(t *testing.T) {
	inputs := []struct {
		input string
		max   int
	}{
		{"", 100}, {"\n", 100}, {"a\nbc\n", 100}, {"a\nbc", 100}, {"a\r\nbc\r\n", 100},
		{"a\r\r\n", 100}, {"a\rb\r", 100}, {"\n\r\n\n", 100}, {"abcdef\nxy\n", 3},
		{"abc\r\nx", 4}, {"abcde\r\n", 4}, {"\ufeffa\nb\n", 100}, {"\ufeff", 100},
		{"\ufeff\n", 100}, {"a\n\ufeffb", 100}, {"\ufeff\ufeffa", 100}, {"\xef\xbba", 100},
		{strings.Repeat("x", blockSize) + "\r\nz", 1 << 20},
		{strings.Repeat("x", blockSize-1) + "\r\n" + strings.Repeat("y", 3*blockSize+5) + "\r\r\nz\n", 1 << 20},
		{strings.Repeat("x", 5*blockSize) + "\r\nz", blockSize + 3},
		{strings.Repeat("ab\n", blockSize), 100},
	}
	for i, tt := range inputs {
		var want strings.Builder
		n := 0
		require.NoError(t, forEachLine(strings.NewReader(tt.input), stdinName, tt.max, func(l line) error {
			n++
			fmt.Fprintf(&want, "%d %d %q\n", n, l.Len, l.Text)
			return nil
		}))
		for _, jobs := range []int{1, 3} {
			for _, r := range []io.Reader{strings.NewReader(tt.input), iotest.OneByteReader(strings.NewReader(tt.input))} {
				var got bytes.Buffer
				o := newOutput(&got, io.Discard)
				err := runLines(r, stdinName, tt.max, jobs, o, func(wo *output) lineFunc {
					return func(l line, src source) error {
						_, err := fmt.Fprintf(wo.w, "%d %d %q\n", src.Line, l.Len, l.Text)
						return err
					}
				})
				require.NoError(t, err)
				require.NoError(t, o.w.Flush())
				assert.True(t, want.String() == got.String(), "input %d, -j %d: got %.200q, want %.200q", i, jobs, got.String(), want.String())
			}
		}
	}
}

// TestRecorderPages checks that a recorder gives back what was written
// to it, in order and to the right stream, when runs of either stream
// cross its pages, start or end on their edges, or fill several, and
// that its pages go back to their free list.
func TestRecorderPages(t *testing.T) {
	for _, sizes := range [][]int{
		{1, 2, 3},
		{pageSize, 1, pageSize},
		{pageSize - 1, 2, pageSize - 1, 1},
		{3*pageSize + 5, pageSize/2 + 7, 2 * pageSize, 9},
		{pageSize + 1, 0, 5, pageSize*2 - 3},
	} {
		t.Run(fmt.Sprint(sizes), func(t *testing.T) {
			b := newBudget()
			free := make(pageList, cap(b))
			c := &chunk{rec: newRecorder(free, b)}
			var wantOut, wantErr strings.Builder
			for i, n := range sizes {
				run := bytes.Repeat([]byte{byte('a' + i%26)}, n)
				stderr := i%2 == 1
				// Written in pieces of uneven sizes, as bufio and the
				// commands write.
				for b := run; len(b) > 0; {
					k := min(len(b), 1+len(b)%4093)
					c.rec.write(b[:k], stderr)
					b = b[k:]
				}
				if stderr {
					wantErr.Write(run)
				} else {
					wantOut.Write(run)
				}
			}
			var out, errOut bytes.Buffer
			o := &output{w: bufio.NewWriter(&out), stderr: &errOut}
			require.NoError(t, o.replay(c))
			require.NoError(t, o.w.Flush())
			assert.Equal(t, wantOut.String(), out.String())
			assert.Equal(t, wantErr.String(), errOut.String())
			pages := len(c.rec.pages)
			c.rec.release()
			assert.Len(t, free, pages)
			assert.Zero(t, len(b), "pages taken from the budget and not given back")
			for range len(free) {
				assert.Zero(t, len(<-free))
			}
		})
	}
}
