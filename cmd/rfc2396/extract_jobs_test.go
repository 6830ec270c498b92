package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/extract"
)

// extractPieces are the pieces of the prose of extractJobsInput:
// references across line breaks, after hyphens at a line's end, in angle
// brackets spanning lines, invalid candidates, brackets of prose, and a
// password.
var extractPieces = []string{
	"see http://a/b.\n", "<http://x/\n y> ", "<URL:\nhttp://z/>", "<URL: http://z/\n w>\n",
	"http://a/b-\nc ", "http://a/b-  \r\n  c\n", "http://a/b- \t\n", "line-\n", "\"http://q/\" ",
	"a < b > c\n", "<", ">", "\n", "\n", "\r\n", "words and words ", "vector<int>\n", "http://bad^/ ",
	"<bad^ref>\n", "mailto:a@b\n", "<http://p/\n\nq>\n", "(see http://a/b)\n", "ftp://u:secret@h/p\n",
	"<rel/ative\n ref>\n", "\"../up\" ", "http://[::1]/ ",
}

// extractJobsInput returns about size bytes of prose for the tests of
// extract -j: extractPieces at random, a bare candidate longer than
// extract.MaxLength, and a run of hyphen-ended lines longer than a block,
// where no cut is safe.
func extractJobsInput(size int) string {
	r := rand.New(rand.NewPCG(19, 2))
	var b strings.Builder
	for i := 0; b.Len() < size; i++ {
		switch i {
		case 3000:
			b.WriteString("http://long/" + strings.Repeat("a", extract.MaxLength+10) + "\n")
		case 6000:
			b.WriteString(strings.Repeat("a line that ends in a hyph-\n", 3*blockSize/27))
		}
		b.WriteString(extractPieces[r.IntN(len(extractPieces))])
	}
	return b.String()
}

// A smallReader reads at most 97 bytes at a time.
type smallReader struct{ r io.Reader }

func (s smallReader) Read(p []byte) (int, error) { return s.r.Read(p[:min(len(p), 97)]) }

// TestExtractJobsSameOutput checks that extract prints the same bytes, in
// the same order, with -j 4 as with -j 1 (which reads the text whole,
// uncut), in text and JSON, read whole, in halves and in small reads.
func TestExtractJobsSameOutput(t *testing.T) {
	input := "\ufeff" + extractJobsInput(1<<20)
	readers := map[string]func() io.Reader{
		"whole":    func() io.Reader { return strings.NewReader(input) },
		"halfread": func() io.Reader { return iotest.HalfReader(strings.NewReader(input)) },
		"small":    func() io.Reader { return smallReader{strings.NewReader(input)} },
	}
	for i, args := range [][]string{
		{"-"}, {"--json", "-"}, {"--redact", "-"}, {"--json", "--redact", "--base", "http://u:pw@b/c/d", "-"},
		{"--rfc2732", "--base", "http://b/c/d", "-"},
	} {
		// Under the race detector, each command line reads in one way
		// (raceTurn).
		for j, rname := range slices.Sorted(maps.Keys(readers)) {
			if !raceTurn(i, j, len(readers)) {
				continue
			}
			r := readers[rname]
			t.Run(strings.Join(args, " ")+"/"+rname, func(t *testing.T) {
				one := append([]string{"extract", "-j", "1"}, args...)
				four := append([]string{"extract", "--jobs=4"}, args...)
				s1, out1, err1, both1 := runShared(one, r)
				s4, out4, err4, both4 := runShared(four, r)
				assert.Equal(t, exitInvalid, s1)
				assert.Equal(t, s1, s4, "exit status")
				assert.True(t, out1 == out4, "standard output differs: %d and %d bytes", len(out1), len(out4))
				assert.True(t, err1 == err4, "standard error differs: %d and %d bytes", len(err1), len(err4))
				assert.True(t, both1 == both4, "the two streams together differ")
				assert.Greater(t, strings.Count(out1, "\n"), 10000)
				if args[0] == "-" {
					assert.Greater(t, strings.Count(err1, "\n"), 1000)
				}
			})
		}
	}
}

// TestExtractJobsChunks checks that extract's text is cut into several
// chunks, which hold the input whole, in order, each with the offset and
// the number of its first line; and that where no cut is found within
// maxHold bytes the rest of the input is one chunk.
func TestExtractJobsChunks(t *testing.T) {
	noCut := strings.Repeat("x-\n", maxHold/3+1000)
	for name, input := range map[string]string{
		"prose":  extractJobsInput(1 << 20),
		"no cut": extractJobsInput(1<<19) + noCut + extractJobsInput(1<<18),
	} {
		t.Run(name, func(t *testing.T) {
			var got bytes.Buffer
			chunks, rests := 0, 0
			readChunks(strings.NewReader(input), stdinName, cutter{last: extract.LastCut}, func(c *chunk) bool {
				require.NoError(t, c.err)
				require.Equal(t, int64(got.Len()), c.offset, "chunk %d's offset", chunks)
				require.Equal(t, 1+strings.Count(input[:got.Len()], "\n"), c.first, "chunk %d's first line", chunks)
				if c.rest != nil {
					rests++
				}
				_, err := io.Copy(&got, c.text())
				require.NoError(t, err)
				chunks++
				return true
			})
			assert.True(t, input == got.String(), "the chunks do not hold the input")
			assert.Greater(t, chunks, 2)
			if name == "no cut" {
				assert.Equal(t, 1, rests, "the rest of the input after no cut")
			} else {
				assert.Zero(t, rests)
			}
		})
	}
	// The rest is worked as one chunk, the same either way.
	input := extractJobsInput(1<<19) + noCut + extractJobsInput(1<<18)
	r := func() io.Reader { return strings.NewReader(input) }
	_, out1, err1, _ := runShared([]string{"extract", "-j", "1", "--json"}, r)
	_, out4, err4, _ := runShared([]string{"extract", "-j", "4", "--json"}, r)
	assert.True(t, out1 == out4 && err1 == err4, "the output differs")
}

// TestExtractJobsHTMLFiles checks that several HTML files are worked in
// parallel and printed in file order, as with -j 1, a file that cannot be
// read and the note of one without a base included.
func TestExtractJobsHTMLFiles(t *testing.T) {
	dir := t.TempDir()
	var files []string
	for i := range 9 {
		name := filepath.Join(dir, fmt.Sprintf("f%d.html", i))
		var b strings.Builder
		if i%3 != 0 {
			fmt.Fprintf(&b, "<base href=\"http://h%d/d/\">\n", i)
		}
		for k := range 200 * (9 - i) {
			fmt.Fprintf(&b, "<a href=\"p%d/%d\">x</a> <img src=\"bad^%d\">\n", i, k, k)
		}
		require.NoError(t, os.WriteFile(name, []byte(b.String()), 0o644))
		files = append(files, name)
		if i == 4 {
			files = append(files, filepath.Join(dir, "missing.html"))
		}
	}
	for _, args := range [][]string{{"--html"}, {"--html", "--json"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			one := append(append([]string{"extract", "-j", "1"}, args...), files...)
			four := append(append([]string{"extract", "-j", "4"}, args...), files...)
			s1, out1, err1, both1 := runShared(one, func() io.Reader { return strings.NewReader("") })
			s4, out4, err4, both4 := runShared(four, func() io.Reader { return strings.NewReader("") })
			assert.Equal(t, exitIO, s1)
			assert.Equal(t, s1, s4)
			assert.True(t, out1 == out4, "standard output differs")
			assert.True(t, err1 == err4, "standard error differs")
			assert.True(t, both1 == both4, "the two streams together differ")
			assert.Contains(t, err1, "missing.html")
			if args[len(args)-1] != "--json" {
				assert.Contains(t, err1, "no base URI")
			} else {
				var order []string
				for _, l := range strings.Split(strings.TrimSpace(out4), "\n") {
					var rec struct{ File string }
					require.NoError(t, json.Unmarshal([]byte(l), &rec))
					if len(order) == 0 || order[len(order)-1] != rec.File {
						order = append(order, rec.File)
					}
				}
				var want []string
				for _, f := range files {
					if !strings.HasSuffix(f, "missing.html") {
						want = append(want, f)
					}
				}
				assert.Equal(t, want, order, "the files in file order")
			}
		})
	}
}
