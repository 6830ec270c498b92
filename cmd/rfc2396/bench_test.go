package main

import (
	"bytes"
	"fmt"
	"html"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/internal/testcorpus"
)

// benchRefs returns the valid references of testdata/bench/refs.txt and
// testdata/parse/valid.txt (those not Go-quoted), one a line.
func benchRefs(testing.TB) []string { return testcorpus.Printable("../../testdata") }

// benchLines returns about size bytes of lines made by f from the
// references of benchRefs, in turn.
func benchLines(tb testing.TB, size int, f func(i int, ref string) string) []byte {
	refs := benchRefs(tb)
	var b bytes.Buffer
	for i := 0; b.Len() < size; i++ {
		b.WriteString(f(i, refs[i%len(refs)]))
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// benchProse returns about size bytes of prose with the absolute URIs of
// benchRefs written in it bare, in angle brackets and in quotes.
func benchProse(tb testing.TB, size int) []byte {
	var abs []string
	for _, r := range benchRefs(tb) {
		if i := strings.IndexByte(r, ':'); i > 0 && !strings.ContainsAny(r[:i], "/?#") {
			abs = append(abs, r)
		}
	}
	words := strings.Fields("the of and to in a is that for it as was with be by on not this are or from at which but have an they")
	var b bytes.Buffer
	for i := 0; b.Len() < size; i++ {
		switch {
		case i%97 == 0:
			b.WriteString("<" + abs[i%len(abs)] + ">")
		case i%31 == 0:
			b.WriteString(`"` + abs[i%len(abs)] + `".`)
		case i%23 == 0:
			b.WriteString(abs[i%len(abs)])
		default:
			b.WriteString(words[i%len(words)])
		}
		if i%13 == 12 {
			b.WriteByte('\n')
		} else {
			b.WriteByte(' ')
		}
	}
	return b.Bytes()
}

// benchRun runs the command line args on input b.N times, its output
// thrown away.
func benchRun(b *testing.B, input []byte, args ...string) {
	b.SetBytes(int64(len(input)))
	b.ReportAllocs()
	for b.Loop() {
		if s := run(args, bytes.NewReader(input), io.Discard, io.Discard); s > exitInvalid {
			b.Fatalf("exit status %d", s)
		}
	}
}

const benchSize = 4 << 20

func BenchmarkCheck(b *testing.B) {
	benchRun(b, benchLines(b, benchSize, func(_ int, r string) string { return r }), "check", "-j", "1", "-")
}

func BenchmarkCheckWarn(b *testing.B) {
	benchRun(b, benchLines(b, benchSize, func(_ int, r string) string { return r }), "check", "-j", "1", "--warn", "-")
}

func BenchmarkCheckJSONInvalid(b *testing.B) {
	in := benchLines(b, benchSize, func(i int, r string) string {
		if i%10 == 0 {
			return r + " bad"
		}
		return r
	})
	benchRun(b, in, "check", "-j", "1", "--json", "-")
}

func BenchmarkExtract(b *testing.B) {
	benchRun(b, benchProse(b, benchSize), "extract", "-")
}

func BenchmarkNormalize(b *testing.B) {
	benchRun(b, benchLines(b, benchSize, func(_ int, r string) string { return r }), "normalize", "-j", "1", "-")
}

func BenchmarkParseJSON(b *testing.B) {
	benchRun(b, benchLines(b, benchSize, func(_ int, r string) string { return r }), "parse", "-j", "1", "--json", "-")
}

func BenchmarkResolve(b *testing.B) {
	in := benchLines(b, benchSize, func(i int, r string) string { return "http://a/b/c/d;p?q" + strconv.Itoa(i%7) + "\t" + r })
	benchRun(b, in, "resolve", "-j", "1", "-")
}

// TestWriteBulkFiles writes the generated inputs of BENCHMARKS.md's bulk
// commands to the folder $RFC2396_BULK_DIR, each of $RFC2396_BULK_MB
// megabytes (95 by default), and is skipped without the folder:
//
//	RFC2396_BULK_DIR=/tmp/bulk go test -run TestWriteBulkFiles ./cmd/rfc2396
//
// valid.txt holds valid references a line (benchLines), pairs.txt
// "BASE<TAB>REF" lines for resolve, prose.txt prose with absolute URIs
// (benchProse), page.html that prose in HTML paragraphs with a link each
// (about 1.7 times the size), notags.html an HTML page of one text token
// of that size, and longline.txt valid lines around one line of half that
// size. The baselines they are timed against are in testdata/baselines.
func TestWriteBulkFiles(t *testing.T) {
	dir := os.Getenv("RFC2396_BULK_DIR")
	if dir == "" {
		t.Skip("RFC2396_BULK_DIR is not set")
	}
	size := 95
	if s := os.Getenv("RFC2396_BULK_MB"); s != "" {
		var err error
		if size, err = strconv.Atoi(s); err != nil || size < 1 {
			t.Fatalf("RFC2396_BULK_MB=%q is not a positive number", s)
		}
	}
	size <<= 20
	require.NoError(t, os.MkdirAll(dir, 0o755))
	write := func(name string, data ...[]byte) {
		t.Helper()
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), bytes.Join(data, nil), 0o644))
	}
	valid := benchLines(t, size, func(_ int, r string) string { return r })
	write("valid.txt", valid)
	write("pairs.txt", benchLines(t, size, func(i int, r string) string {
		return "http://a/b/c/d;p?q" + strconv.Itoa(i%7) + "\t" + r
	}))
	prose := benchProse(t, size)
	write("prose.txt", prose)
	var page bytes.Buffer
	page.WriteString("<!DOCTYPE html>\n<html><head><base href=\"http://example.org/dir/\"></head><body>\n")
	for i, para := range bytes.Split(prose, []byte("\n")) {
		fmt.Fprintf(&page, "<p>%s <a href=\"page%d.html#s\">next</a></p>\n", html.EscapeString(string(para)), i)
	}
	page.WriteString("</body></html>\n")
	write("page.html", page.Bytes())
	write("notags.html", []byte("<html><body><p>"), bytes.Repeat([]byte("a"), size), []byte(`<a href="http://example.org/after">after</a></body></html>`+"\n"))
	half := valid[:bytes.IndexByte(valid[size/4:], '\n')+size/4+1]
	write("longline.txt", half, []byte("http://a/"), bytes.Repeat([]byte("x"), size/2), []byte("\n"), half)
}
