package main

import (
	"bufio"
	"bytes"
	"io"
	"runtime"
	"strconv"
	"sync"
	"unsafe"
)

// The line runner: the one place where the commands that read a
// reference a line work on their input in parallel. A reader cuts the
// input into chunks of whole lines (blockSize bytes or so, each with the
// number of its first line), jobs workers work the chunks, each into an
// output of its own that records what it writes to standard output and
// standard error in order, and the command's output prints the chunks in
// input order. Memory is bounded by the chunks in flight, a few for each
// worker: a line longer than the command's maximum is kept only to that
// maximum, however long it is.

// blockSize is the size of a chunk of input: large enough that handing
// it to a worker costs nothing next to its work, small enough that the
// chunks in flight hold a few megabytes.
const blockSize = 128 << 10

// A jobsFlag is -j N / --jobs N, how many workers the line runner runs:
// 1 or more, runtime.NumCPU() by default.
type jobsFlag struct{ n *int }

func (f jobsFlag) String() string {
	if f.n == nil {
		return ""
	}
	return strconv.Itoa(*f.n)
}

func (f jobsFlag) Set(s string) error {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 {
		return errJobs
	}
	*f.n = n
	return nil
}

// errJobs is the error of a -j value that is not a positive number.
var errJobs = &jobsError{}

type jobsError struct{}

func (*jobsError) Error() string { return "not a positive number of workers" }

// jobsFlags declares -j and --jobs on fs, one flag under two names.
func jobsFlags(fs *flagSet) *int {
	n := runtime.NumCPU()
	fs.Var(jobsFlag{&n}, "j", "work with `N` workers in parallel (default the number of CPUs); the output is in input order either way")
	fs.Var(jobsFlag{&n}, "jobs", "`N`: the same as -j")
	return &n
}

// A chunk is a piece of the input that one worker works: whole lines,
// or the kept start of one long line, and what the worker wrote for them.
type chunk struct {
	data  []byte // whole lines, each ended by "\n" but perhaps the last
	first int    // the number of its first line, from 1
	long  *line  // a single line too long for a block (data is nil)
	err   error  // an *inputError after the chunk's lines

	rec    recorder // the output of the chunk
	status int      // the highest exit status of its lines
	werr   error    // the error that stopped the worker (of writing)
	done   chan struct{}
}

// outBufs are the buffers of the recorders, reused from chunk to chunk.
var outBufs = sync.Pool{New: func() any { return make([]byte, 0, 4*blockSize) }}

// A recorder keeps what a worker wrote for a chunk, to standard output
// and to standard error, in order.
type recorder struct {
	buf   []byte
	marks []mark
}

// A mark ends a run of bytes of recorder.buf written to one stream.
type mark struct {
	end    int
	stderr bool
}

func (r *recorder) write(p []byte, stderr bool) {
	r.buf = append(r.buf, p...)
	if n := len(r.marks); n > 0 && r.marks[n-1].stderr == stderr {
		r.marks[n-1].end = len(r.buf)
		return
	}
	r.marks = append(r.marks, mark{len(r.buf), stderr})
}

// recordTo writes to the recorder of the chunk a worker works, to one of
// the two streams.
type recordTo struct {
	c      **chunk
	stderr bool
}

func (w recordTo) Write(p []byte) (int, error) {
	(*w.c).rec.write(p, w.stderr)
	return len(p), nil
}

// replay writes what the worker wrote for c to o, in order.
func (o *output) replay(c *chunk) error {
	start := 0
	for _, m := range c.rec.marks {
		b := c.rec.buf[start:m.end]
		start = m.end
		if m.stderr {
			if err := o.fail(unsafe.String(unsafe.SliceData(b), len(b))); err != nil {
				return err
			}
			continue
		}
		if _, err := o.w.Write(b); err != nil {
			return err
		}
	}
	return nil
}

// A lineFunc works one line from src, writing to the output it was made
// for.
type lineFunc func(l line, src source) error

// runLines works the lines of r, the file name, with jobs workers: each
// worker calls newWorker once with an output of its own and the returned
// function with each line of its chunks, kept to maxLine bytes. What the
// workers write is printed on o in input order, and the highest exit
// status they set becomes o's. It returns the error of a worker (of
// writing o), or an *inputError for one of reading; the end of the input
// is not an error. A byte order mark at the start of r is skipped.
func runLines(r io.Reader, name string, maxLine, jobs int, o *output, newWorker func(o *output) lineFunc) error {
	jobs = min(max(jobs, 1), 256)
	stop := make(chan struct{})
	defer close(stop)
	work := make(chan *chunk)
	order := make(chan *chunk, jobs+1)
	go readChunks(withoutBOM(r), name, maxLine, work, order, stop)
	for range jobs {
		go func() {
			var cur *chunk
			wo := &output{w: bufio.NewWriterSize(recordTo{&cur, false}, 16<<10), stderr: recordTo{&cur, true}}
			f := newWorker(wo)
			for c := range work {
				cur = c
				c.rec.buf = outBufs.Get().([]byte)[:0]
				wo.status = 0
				c.werr = c.work(f, name, maxLine)
				if err := wo.w.Flush(); c.werr == nil {
					c.werr = err
				}
				c.status = wo.status
				close(c.done)
			}
		}()
	}
	for c := range order {
		<-c.done
		if c.werr != nil {
			return c.werr
		}
		err := o.replay(c)
		if cap(c.rec.buf) <= 8*blockSize {
			outBufs.Put(c.rec.buf[:0]) //nolint:staticcheck // a slice header is small next to the buffer
		}
		if err != nil {
			return err
		}
		o.setStatus(c.status)
		if c.err != nil {
			return c.err
		}
	}
	return nil
}

// work calls f with each line of c, the file name, kept to max bytes.
func (c *chunk) work(f lineFunc, name string, max int) error {
	if c.long != nil {
		return f(*c.long, source{name, c.first})
	}
	data, n := c.data, c.first
	for len(data) > 0 {
		end := bytes.IndexByte(data, '\n')
		next := end + 1
		if end < 0 {
			end, next = len(data), len(data)
		} else if end > 0 && data[end-1] == '\r' {
			end--
		}
		// The chunk's bytes are never written again: its lines may be
		// strings over them.
		text := unsafe.String(unsafe.SliceData(data), min(end, max))
		if err := f(line{text: text, len: end}, source{name, n}); err != nil {
			return err
		}
		data = data[next:]
		n++
	}
	return nil
}

// readChunks reads r, the file name, into chunks of whole lines, and
// sends each to the workers (work) and, in order, to the printer
// (order), until r ends or fails or stop is closed. A line longer than a
// block is a chunk of its own, kept to max bytes. It closes both
// channels.
func readChunks(r io.Reader, name string, max int, work, order chan<- *chunk, stop <-chan struct{}) {
	defer close(work)
	defer close(order)
	send := func(c *chunk) bool {
		c.done = make(chan struct{})
		select {
		case order <- c:
		case <-stop:
			return false
		}
		select {
		case work <- c:
			return true
		case <-stop:
			return false
		}
	}
	lineNo := 1
	buf := make([]byte, blockSize)
	n := 0     // bytes of buf read
	clean := 0 // bytes at the start of buf known to hold no "\n"
	for {
		k, err := r.Read(buf[n:])
		if i := bytes.LastIndexByte(buf[clean:n+k], '\n'); i >= 0 {
			end := clean + i + 1
			c := &chunk{data: buf[:end], first: lineNo}
			lineNo += bytes.Count(c.data, []byte{'\n'})
			if end < blockSize/8 {
				// A short read, as from a pipe written a line at a
				// time: the lines are copied and the block kept.
				c.data = bytes.Clone(c.data)
				n = copy(buf, buf[end:n+k])
			} else {
				next := make([]byte, blockSize)
				n = copy(next, buf[end:n+k])
				buf = next
			}
			clean = n
			if !send(c) {
				return
			}
		} else {
			n += k
			clean = n
		}
		switch {
		case err == io.EOF:
			if n > 0 {
				send(&chunk{data: buf[:n], first: lineNo})
			}
			return
		case err != nil:
			send(&chunk{first: lineNo, err: &inputError{name, err}})
			return
		case n == len(buf):
			// A line longer than a block: read it to its end, keeping
			// max bytes of it.
			l, rest, err := readLong(r, buf, max)
			if err != nil && err != io.EOF {
				send(&chunk{first: lineNo, err: &inputError{name, err}})
				return
			}
			if !send(&chunk{long: &l, first: lineNo}) {
				return
			}
			lineNo++
			buf = make([]byte, blockSize)
			n, clean = copy(buf, rest), 0
			if err == io.EOF {
				if n > 0 {
					send(&chunk{data: buf[:n], first: lineNo})
				}
				return
			}
		}
	}
}

// readLong reads the rest of a line whose first len(start) bytes, start,
// hold no "\n", and returns it kept to max bytes, what was read after its
// end, and io.EOF when the input ended, or the error of reading.
func readLong(r io.Reader, start []byte, max int) (line, []byte, error) {
	kept := append([]byte(nil), start[:min(len(start), max)]...)
	size := len(start)
	last := start[len(start)-1] // the last byte of the line read
	buf := make([]byte, blockSize)
	for {
		k, err := r.Read(buf)
		b := buf[:k]
		i := bytes.IndexByte(b, '\n')
		piece := b
		if i >= 0 {
			piece = b[:i]
		}
		if room := max - len(kept); room > 0 {
			kept = append(kept, piece[:min(room, len(piece))]...)
		}
		size += len(piece)
		if len(piece) > 0 {
			last = piece[len(piece)-1]
		}
		if i >= 0 {
			if last == '\r' {
				size--
			}
			return line{text: string(kept[:min(size, len(kept))]), len: size}, b[i+1:], nil
		}
		if err != nil {
			return line{text: string(kept[:min(size, len(kept))]), len: size}, nil, err
		}
	}
}
