package main

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"runtime"
	"strconv"
	"sync"
	"unsafe"

	"github.com/rfc2396/rfc2396/record"
)

// The line runner: the one place where the commands that read a
// reference a line work on their input in parallel. A reader cuts the
// input into chunks of whole lines (blockSize bytes or so, each with the
// number of its first line), jobs workers work the chunks, each into an
// output of its own that records what it writes to standard output and
// standard error in order, and the command's output prints the chunks in
// input order. Memory is bounded by the bytes in flight, whatever the
// number of workers: the input of the chunks read and not yet printed and
// the output kept for them share one budget (maxKept), and a line longer
// than the command's maximum is kept only to that maximum, however long
// it is.

// blockSize is the size of a chunk of input: large enough that handing
// it to a worker costs nothing next to its work, small enough that many
// fit in the budget of the bytes in flight.
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
	fs.alias("j", "jobs")
	return &n
}

// A chunk is a piece of the input that one worker works: whole lines,
// or the kept start of one long line, or the rest of the input, or a
// whole file; and what the worker wrote for it.
type chunk struct {
	data   []byte    // whole lines, each ended by "\n" but perhaps the last
	first  int       // the number of its first line, from 1
	offset int64     // the offset in the input of its first byte
	long   *line     // a single line too long for a block (data is nil)
	rest   io.Reader // the rest of the input, where no cut was found (data is nil)
	file   string    // a file to work whole (data is nil)
	err    error     // an *inputError after the chunk's lines

	held   int      // the pages of the budget its input holds
	rec    recorder // the output of the chunk
	status int      // the highest exit status of its lines
	werr   error    // the error that stopped the worker (of writing)
	done   chan struct{}
}

// text returns the reader of the text of c: its data, or the rest of
// the input.
func (c *chunk) text() io.Reader {
	if c.rest != nil {
		return c.rest
	}
	return bytes.NewReader(c.data)
}

// A cutter says where the line runner cuts its input into chunks.
type cutter struct {
	// last returns the end of the last place in b, after its first from
	// bytes, where b may be cut, or 0 when there is none. b starts where
	// the input starts or at a place that last returned.
	last func(b []byte, from int) int
	// maxLine, for input worked a line at a time, is how many bytes of a
	// line longer than a block are kept: it is read to its end and made
	// a chunk of its own. 0 is for text that a worker reads as a stream
	// (chunk.text): the block grows to maxHold bytes, and past that the
	// rest of the input is one chunk.
	maxLine int
}

// lineCutter is the cutter of the line commands: at any line break,
// keeping max bytes of a long line.
func lineCutter(max int) cutter {
	return cutter{last: lastLineBreak, maxLine: max}
}

// lastLineBreak returns the end of the last line break of b after its
// first from bytes, or 0.
func lastLineBreak(b []byte, from int) int {
	i := bytes.LastIndexByte(b[from:], '\n')
	if i < 0 {
		return 0
	}
	return from + i + 1
}

// maxHold is how many bytes of text without a place to cut the runner
// holds before it gives the rest of the input to one worker.
const maxHold = 4 << 20

// A pageList holds the pages of the recorders, reused from chunk to
// chunk: a free list of its own rather than a sync.Pool, which the
// garbage collector empties at every other cycle, and the commands run
// many cycles under their small heap limit. A recorder writes to pages
// of a fixed size rather than to one buffer that grows, which would copy
// what it holds at each step: a command's output can be twenty times its
// input (parse --json's of a block of short lines is over 2 MB). The
// runner's list keeps as many pages as its budget has, which bounds the
// pages in use: no page is dropped, and none made past the budget.
type pageList chan []byte

// pageSize is the size of a recorder's page, and the unit of the budget.
const pageSize = 64 << 10

// maxKept is how many bytes the line runner holds in flight across all
// its workers, input and kept output together (a variable for the
// tests): a worker whose chunk is not first waits for its turn once the
// budget is spent, while the worker of the first chunk, which writes to
// the command's output directly, goes on.
var maxKept = 16 << 20

// A budget is the bytes in flight, in pages of pageSize bytes: a token
// in the channel for each page taken.
type budget chan struct{}

// newBudget returns the budget of maxKept bytes, at least a page.
func newBudget() budget { return make(budget, max(maxKept/pageSize, 1)) }

// pages returns how many pages of b n bytes take: all of them at most,
// so that a chunk larger than the budget can be taken when nothing else
// is in flight.
func (b budget) pages(n int) int { return min((n+pageSize-1)/pageSize, cap(b)) }

// take takes a page, or waits for one until stop is closed, and reports
// whether it took it.
func (b budget) take(stop <-chan struct{}) bool {
	select {
	case b <- struct{}{}:
		return true
	case <-stop:
		return false
	}
}

// give gives n pages back.
func (b budget) give(n int) {
	for range n {
		<-b
	}
}

// get returns an empty page: a kept one, or a new one.
func (l pageList) get() []byte {
	select {
	case p := <-l:
		return p
	default:
		return make([]byte, 0, pageSize)
	}
}

// put keeps p for a later get, unless the list is full.
func (l pageList) put(p []byte) {
	select {
	case l <- p[:0]:
	default:
	}
}

// A recorder keeps what a worker writes for a chunk, to standard output
// and to standard error, in order, on pages from free, each taken from
// the budget, until the chunk comes first of those not printed yet: the
// command's output then replays what it kept and the worker writes the
// rest to it directly (pass), so that the last chunk, which may be the
// rest of a large input or a whole file, is not kept. A worker that finds
// the budget spent waits for a page or for the chunk's turn; the worker
// of the first chunk goes on. The fields but free, budget and turned are
// guarded by mu.
type recorder struct {
	free   pageList
	budget budget
	turned chan struct{} // closed when pass or gone is set

	mu    sync.Mutex
	pages [][]byte // all full but the last
	size  int      // the bytes kept
	marks []mark
	pass  *output // where the worker writes once the chunk is first
	gone  bool    // the command stopped before the chunk's turn
}

// newRecorder returns a recorder on pages from free, taken from b.
func newRecorder(free pageList, b budget) recorder {
	return recorder{free: free, budget: b, turned: make(chan struct{})}
}

// errStopped is the error of a worker's write after the command stopped
// on an earlier chunk.
var errStopped = errors.New("the command stopped")

// A mark ends a run of the bytes written to one stream: end is an offset
// into all the recorder's bytes.
type mark struct {
	end    int
	stderr bool
}

// write keeps p, written to standard error or standard output, taking
// pages from the budget as it needs them; or, at the chunk's turn,
// writes what is left of it to the command's output. With the budget
// spent, it waits for a page or for the turn.
func (r *recorder) write(p []byte, stderr bool) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	for {
		switch {
		case r.gone:
			return errStopped
		case r.pass != nil && stderr:
			return r.pass.fail(string(p))
		case r.pass != nil:
			_, err := r.pass.w.Write(p)
			return err
		case len(p) == 0:
			return nil
		}
		if n := len(r.pages); n > 0 && len(r.pages[n-1]) < pageSize {
			k := min(len(p), pageSize-len(r.pages[n-1]))
			r.keep(p[:k], stderr)
			p = p[k:]
			continue
		}
		r.mu.Unlock()
		took := r.budget.take(r.turned)
		r.mu.Lock()
		switch {
		case !took:
		case r.pass != nil || r.gone: // the turn came too: no page kept
			r.budget.give(1)
		default:
			r.pages = append(r.pages, r.free.get())
		}
	}
}

// keep keeps p, written to standard error or standard output, on the
// last page, which has room for it.
func (r *recorder) keep(p []byte, stderr bool) {
	n := len(r.pages)
	r.pages[n-1] = append(r.pages[n-1], p...)
	r.size += len(p)
	if n := len(r.marks); n > 0 && r.marks[n-1].stderr == stderr {
		r.marks[n-1].end = r.size
		return
	}
	r.marks = append(r.marks, mark{r.size, stderr})
}

// release gives r's pages back to its free list, and to the budget.
func (r *recorder) release() {
	for _, p := range r.pages {
		r.free.put(p)
	}
	r.budget.give(len(r.pages))
	r.pages = nil
}

// recordTo writes to the recorder of the chunk a worker works, to one of
// the two streams.
type recordTo struct {
	c      **chunk
	stderr bool
}

func (w recordTo) Write(p []byte) (int, error) {
	if err := (*w.c).rec.write(p, w.stderr); err != nil {
		return 0, err
	}
	return len(p), nil
}

// pass prints what the worker kept for c on o, and has it write the rest
// to o directly: c is the first chunk not printed yet.
func (o *output) pass(c *chunk) error {
	r := &c.rec
	r.mu.Lock()
	defer r.mu.Unlock()
	err := o.replay(c)
	r.release()
	if err != nil {
		r.gone = true // the worker is not to wait for a turn
	} else {
		r.pass = o
	}
	close(r.turned)
	return err
}

// abandon tells the worker of c, which may wait for its turn, that the
// command stopped before it.
func (c *chunk) abandon() {
	r := &c.rec
	r.mu.Lock()
	r.gone = true
	close(r.turned)
	r.mu.Unlock()
}

// replay writes what the worker wrote for c to o, in order.
func (o *output) replay(c *chunk) error {
	pages := c.rec.pages
	start := 0 // the offset of pages[0][0]
	for _, m := range c.rec.marks {
		// The run ends at m.end: its pieces, page by page.
		var msg []byte // a run of standard error over several pages
		for start < m.end {
			p := pages[0]
			b := p[:min(len(p), m.end-start)]
			if len(b) == len(p) {
				pages = pages[1:]
			} else {
				pages[0] = p[len(b):]
			}
			start += len(b)
			if !m.stderr {
				if _, err := o.w.Write(b); err != nil {
					return err
				}
				continue
			}
			if msg == nil && start == m.end {
				msg = b // the whole run, on one page
				break
			}
			msg = append(msg, b...) // a copy: msg is nil or its own
		}
		if m.stderr {
			if err := o.fail(unsafe.String(unsafe.SliceData(msg), len(msg))); err != nil {
				return err
			}
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
	read := func(send func(*chunk) bool) { readChunks(record.WithoutBOM(r), name, lineCutter(maxLine), send) }
	return runChunks(jobs, o, read, func(o *output) chunkFunc {
		f := newWorker(o)
		return func(c *chunk) error { return c.work(f, name, maxLine) }
	})
}

// A chunkFunc works a chunk, writing to the output it was made for. An
// *inputError it returns comes after what it wrote, as a chunk's err.
type chunkFunc func(c *chunk) error

// runChunks works the chunks that produce sends, in order, with jobs
// workers: each worker calls newWorker once with an output of its own and
// the returned function with each of its chunks. What the workers write
// is printed on o in the order of the chunks, and the highest exit
// status they set becomes o's. send reports false when the workers have
// stopped and produce should return; it waits while the budget of the
// bytes in flight has no room for the chunk's input. runChunks returns
// the error of a worker (of writing o), or the *inputError of a chunk,
// once what came before it is printed.
func runChunks(jobs int, o *output, produce func(send func(*chunk) bool), newWorker func(o *output) chunkFunc) error {
	jobs = min(max(jobs, 1), 256)
	stop := make(chan struct{})
	work := make(chan *chunk)
	order := make(chan *chunk, jobs+1)
	defer func() {
		close(stop)
		// The chunks after the one the command stopped on: their
		// workers may wait for a turn that will not come.
		for c := range order {
			c.abandon()
		}
	}()
	inFlight := newBudget()
	free := make(pageList, cap(inFlight))
	go func() {
		defer close(work)
		defer close(order)
		produce(func(c *chunk) bool {
			c.done = make(chan struct{})
			c.rec = newRecorder(free, inFlight)
			for range inFlight.pages(c.size()) {
				if !inFlight.take(stop) {
					return false
				}
				c.held++
			}
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
		})
	}()
	for range jobs {
		go func() {
			var cur *chunk
			wo := &output{w: bufio.NewWriterSize(recordTo{&cur, false}, 16<<10), stderr: recordTo{&cur, true}}
			f := newWorker(wo)
			for c := range work {
				cur = c
				wo.status = 0
				c.werr = f(c)
				var ie *inputError
				if errors.As(c.werr, &ie) && c.err == nil {
					c.err, c.werr = c.werr, nil
				}
				if err := wo.w.Flush(); c.werr == nil {
					c.werr = err
				}
				c.status = wo.status
				close(c.done)
			}
		}()
	}
	for c := range order {
		err := o.pass(c)
		<-c.done
		switch {
		case err != nil: // the worker then stopped too, on errStopped
			return err
		case c.werr != nil:
			return c.werr
		}
		inFlight.give(c.held)
		o.setStatus(c.status)
		if c.err != nil {
			return c.err
		}
	}
	return nil
}

// size returns how many bytes of input c holds.
func (c *chunk) size() int {
	n := cap(c.data)
	if c.long != nil {
		n += len(c.long.Text)
	}
	return n
}

// work calls f with each line of c, the file name, kept to max bytes.
func (c *chunk) work(f lineFunc, name string, max int) error {
	if c.long != nil {
		return f(*c.long, source{File: name, Line: c.first})
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
		if err := f(line{Text: text, Len: end}, source{File: name, Line: n}); err != nil {
			return err
		}
		data = data[next:]
		n++
	}
	return nil
}

// readChunks reads r, the file name, into chunks cut where cut says, and
// sends each (send), until r ends or fails or send reports false. With
// cut.maxLine, a line longer than a block is a chunk of its own, kept to
// cut.maxLine bytes; without, the rest of the input from where no cut is
// found within maxHold bytes is one chunk, which the worker reads.
func readChunks(r io.Reader, name string, cut cutter, send func(*chunk) bool) {
	cr := &countingReader{r: r}
	lineNo := 1
	buf := make([]byte, blockSize)
	n := 0     // bytes of buf read
	clean := 0 // bytes at the start of buf known to hold no place to cut
	for {
		k, err := cr.Read(buf[n:])
		if end := cut.last(buf[:n+k], clean); end > 0 {
			c := &chunk{data: buf[:end], first: lineNo, offset: cr.n - int64(n+k)}
			lineNo += bytes.Count(c.data, []byte{'\n'})
			if end < blockSize/8 {
				// A short read, as from a pipe written a line at a
				// time: the lines are copied and the block kept.
				c.data = bytes.Clone(c.data)
				n = copy(buf, buf[end:n+k])
			} else {
				size := blockSize
				for size < 2*(n+k-end) {
					size *= 2
				}
				next := make([]byte, size)
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
				send(&chunk{data: buf[:n], first: lineNo, offset: cr.n - int64(n)})
			}
			return
		case err != nil:
			send(&chunk{first: lineNo, err: &inputError{name, err}})
			return
		case n < len(buf):
		case cut.maxLine == 0 && len(buf) < maxHold:
			grown := make([]byte, 2*len(buf))
			copy(grown, buf)
			buf = grown
		case cut.maxLine == 0:
			// No place to cut in maxHold bytes: one worker reads the
			// rest as a stream.
			send(&chunk{rest: io.MultiReader(bytes.NewReader(buf[:n]), cr), first: lineNo, offset: cr.n - int64(n)})
			return
		default:
			// A line longer than a block: read it to its end, keeping
			// cut.maxLine bytes of it.
			l, rest, err := readLong(cr, buf, cut.maxLine)
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
					send(&chunk{data: buf[:n], first: lineNo, offset: cr.n - int64(n)})
				}
				return
			}
		}
	}
}

// A countingReader counts the bytes read from r.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	k, err := c.r.Read(p)
	c.n += int64(k)
	return k, err
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
			return line{Text: string(kept[:min(size, len(kept))]), Len: size}, b[i+1:], nil
		}
		if err != nil {
			return line{Text: string(kept[:min(size, len(kept))]), Len: size}, nil, err
		}
	}
}
