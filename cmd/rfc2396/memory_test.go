package main

import (
	"bytes"
	"io"
	"runtime"
	"runtime/metrics"
	"strings"
	"sync"
	"testing"
	"time"
)

// A repeatReader gives size bytes made of a start, then pattern over and
// over, then an end: a large input that the test does not hold.
type repeatReader struct {
	parts [][]byte // what is left of the start and the end, in order
	pat   []byte
	left  int64 // bytes of pattern still to give
	off   int   // offset in pat
}

func newRepeatReader(start string, pattern string, size int64, end string) *repeatReader {
	return &repeatReader{parts: [][]byte{[]byte(start), []byte(end)}, pat: []byte(pattern), left: size}
}

func (r *repeatReader) Read(p []byte) (int, error) {
	n := 0
	if len(r.parts[0]) > 0 {
		k := copy(p, r.parts[0])
		r.parts[0] = r.parts[0][k:]
		return k, nil
	}
	for n < len(p) && r.left > 0 {
		k := copy(p[n:min(len(p), n+int(min(r.left, int64(len(p)))))], r.pat[r.off:])
		n += k
		r.left -= int64(k)
		r.off = (r.off + k) % len(r.pat)
	}
	if n > 0 {
		return n, nil
	}
	if len(r.parts[1]) > 0 {
		k := copy(p, r.parts[1])
		r.parts[1] = r.parts[1][k:]
		return k, nil
	}
	return 0, io.EOF
}

// A headWriter keeps the first max bytes written to it and drops the
// rest.
type headWriter struct {
	b   bytes.Buffer
	max int
}

func (w *headWriter) Write(p []byte) (int, error) {
	w.b.Write(p[:min(len(p), max(0, w.max-w.b.Len()))])
	return len(p), nil
}

// peakHeap runs f and returns the most heap memory that objects held
// (live or not yet collected) while it ran, sampled every millisecond.
func peakHeap(f func()) uint64 {
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	var peak uint64
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTicker(time.Millisecond)
		defer t.Stop()
		for {
			metrics.Read(sample)
			peak = max(peak, sample[0].Value.Uint64())
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	}()
	f()
	close(done)
	wg.Wait()
	return peak
}

// TestBoundedMemory holds each bulk command, in each mode, to a heap of
// at most maxHeap bytes on an input of twice that, with the soft heap
// limit and the collector's target that the command sets (setMemory) and
// two workers: lines of valid and invalid references, a line of 40 MiB,
// prose, text without a place to cut before the rest, an HTML page of
// links, and an HTML page of one text token. The input is made as it is
// read, so that what the test measures is the command's own memory.
func TestBoundedMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 96 MiB a case")
	}
	const maxHeap = 48 << 20
	const size = 2 * maxHeap
	defer setMemory()()
	lines := strings.Join(benchRefs(t), "\n") + "\nnot valid\n"
	pairs := "http://a/b/c/d;p?q\t" + strings.ReplaceAll(strings.TrimSuffix(lines, "\n"), "\n", "\nhttp://a/b/c/d;p?q\t") + "\n"
	targets := "http://a/b/c/d;p?q\thttp://a/b/e/f?x\nhttp://a/b/\thttp://a/x;y/z#f\nhttp://a/b\tmailto:a@b\n"
	prose := string(benchProse(t, 1<<20))
	long := func(pattern string) func() io.Reader {
		return func() io.Reader {
			return io.MultiReader(strings.NewReader(lines), newRepeatReader("http://a/", pattern, 40<<20, "\n"), newRepeatReader("", lines, size-40<<20, ""))
		}
	}
	of := func(pattern string) func() io.Reader {
		return func() io.Reader { return newRepeatReader("", pattern, size, "") }
	}
	// match runs the grammar's parser (parser.MatchRule), two orders of
	// magnitude slower than the engine; resolve --explain writes out every
	// step. They read less, each line still bounded by the runner.
	small := func(pattern string) func() io.Reader {
		return func() io.Reader { return newRepeatReader("", pattern, 4<<20, "") }
	}
	for _, tc := range []struct {
		args  []string
		input func() io.Reader
	}{
		{[]string{"check", "-"}, of(lines)},
		{[]string{"check", "--warn", "--json", "-"}, of(lines)},
		{[]string{"check", "--json", "-"}, long("x")},
		{[]string{"parse", "--json", "--redact"}, of(lines)},
		{[]string{"parse", "--json"}, long("y")},
		{[]string{"normalize", "--json"}, of(lines)},
		{[]string{"normalize"}, long("z")},
		{[]string{"resolve", "-"}, of(pairs)},
		{[]string{"resolve", "--json", "--explain", "-"}, small(pairs)},
		{[]string{"relativize", "-"}, of(targets)},
		{[]string{"relativize", "--json", "-"}, of(pairs)}, // targets not absolute: errors
		{[]string{"match", "URI-reference", "-"}, small(lines)},
		{[]string{"escape", "--component=query", "--json"}, of(lines)},
		{[]string{"unescape"}, long("%41")},
		{[]string{"repair"}, of(lines)},
		{[]string{"display", "--json"}, of(lines)},
		{[]string{"extract", "--json", "--base", "http://a/b/", "-"}, of(prose)},
		{[]string{"extract", "-"}, func() io.Reader { return newRepeatReader("<", "a", size, ">\nhttp://a/\n") }},
		// No place to cut in the first MiB: the rest of the input, a
		// reference a line, is one chunk, printed as it is worked.
		{[]string{"extract", "-"}, func() io.Reader {
			return io.MultiReader(newRepeatReader("http://a/", "x", 1<<20, "\n"), of(lines)())
		}},
		{[]string{"extract", "--html", "--json", "-"}, func() io.Reader {
			return newRepeatReader("<html><body>", `<p><a href="http://a/b?c#d">x</a>`+"\n", size, "")
		}},
		{[]string{"extract", "--html", "-"}, func() io.Reader {
			return newRepeatReader("<html><body><p>", "a", size, `<a href="http://a/">after</a></body></html>`)
		}},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			args := append([]string{tc.args[0], "-j", "2"}, tc.args[1:]...)
			var status int
			stderr := &headWriter{max: 4096}
			runtime.GC()
			peak := peakHeap(func() { status = run(args, tc.input(), io.Discard, stderr) })
			if status > exitInvalid {
				t.Fatalf("exit status %d: %s", status, stderr.b.String())
			}
			if peak > maxHeap {
				t.Errorf("the heap reached %d MiB on %d MiB of input; at most %d MiB", peak>>20, size>>20, maxHeap>>20)
			}
			t.Logf("peak heap %.1f MiB", float64(peak)/(1<<20))
		})
	}
}
