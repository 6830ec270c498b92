package conformance

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// DefaultTimeout is how long Start's adapter has to answer each request
// when no timeout is given: long enough for a first answer from a program
// that compiles itself as it starts (java File.java).
const DefaultTimeout = 20 * time.Second

// maxAnswer is the length of the longest answer line read; a longer one
// is garbage.
const maxAnswer = 1 << 20

// What went wrong with an adapter.
const (
	AdapterExited    = "exited"    // it ended, or closed its standard output, before answering
	AdapterTimedOut  = "timed out" // it did not answer within the timeout
	AdapterGarbage   = "garbage"   // its answer is not an answer (MalformedAnswerError)
	AdapterWrongID   = "wrong id"  // it answered another request than the one asked
	AdapterWriteFail = "write"     // the request could not be written to it
)

// An AdapterError is an adapter that broke down on a request: it exited,
// hung, answered garbage or answered another request.
type AdapterError struct {
	ID     string // the id of the request it was asked
	Kind   string // AdapterExited, AdapterTimedOut, ...
	Detail string // what happened, in words
	Stderr string // the end of what it wrote to its standard error
	Err    error  // the cause, when there is one (a *MalformedAnswerError for garbage)
}

// Error says what the adapter did, on which case, and what it last wrote
// to its standard error.
func (e *AdapterError) Error() string {
	msg := fmt.Sprintf("adapter %s on case %s: %s", e.Kind, e.ID, e.Detail)
	if e.Stderr != "" {
		msg += "; its standard error ended with: " + strings.TrimSpace(e.Stderr)
	}
	return msg
}

// Unwrap returns the cause.
func (e *AdapterError) Unwrap() error { return e.Err }

// A Process is an adapter: a program that answers requests one a line on
// its standard input with answers one a line on its standard output, in
// order (see README.md). It is an Implementation.
type Process struct {
	cmd     *exec.Cmd
	stdin   io.WriteCloser
	lines   chan lineRead
	done    chan struct{} // closed by Close, to stop read
	exited  chan struct{} // closed when the program has ended
	status  error         // its exit status, once exited is closed
	timeout time.Duration
	stderr  *tail
	broken  error // the first error, after which every request fails

	closeOnce sync.Once
	closed    error // what Close returned
}

// A lineRead is one line of the adapter's standard output, or the error
// that ended it.
type lineRead struct {
	line []byte
	long bool // the line was longer than maxAnswer, and cut
	err  error
}

// Start starts the program name with args as an adapter. Each answer must
// come within timeout of its request (DefaultTimeout when it is 0 or
// less). Close stops it.
func Start(name string, args []string, timeout time.Duration) (*Process, error) {
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	cmd := exec.Command(name, args...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	p := &Process{cmd: cmd, stdin: stdin, lines: make(chan lineRead, 1), done: make(chan struct{}), exited: make(chan struct{}),
		timeout: timeout, stderr: &tail{max: 4096}}
	cmd.Stderr = p.stderr
	cmd.WaitDelay = time.Second // a child that keeps stderr open does not hold Wait
	ownGroup(cmd)
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	go p.read(stdout)
	go func() {
		p.status = cmd.Wait()
		close(p.exited)
	}()
	return p, nil
}

// read sends the lines of the adapter's standard output to p.lines, then
// the error that ended it.
func (p *Process) read(stdout io.Reader) {
	defer close(p.lines)
	send := func(l lineRead) bool {
		select {
		case p.lines <- l:
			return true
		case <-p.done:
			return false
		}
	}
	r := bufio.NewReaderSize(stdout, 64*1024)
	for {
		var l lineRead
		var err error
		for {
			var chunk []byte
			chunk, err = r.ReadSlice('\n')
			if len(l.line)+len(chunk) <= maxAnswer {
				l.line = append(l.line, chunk...)
			} else {
				l.long = true
			}
			if err != bufio.ErrBufferFull {
				break
			}
		}
		if (err == nil || len(l.line) > 0) && !send(l) {
			return
		}
		if err != nil {
			send(lineRead{err: err})
			return
		}
	}
}

// Answer writes the request to the adapter and reads its answer. Any
// error is an *AdapterError; after one, the adapter is stopped and every
// request fails with it.
func (p *Process) Answer(req Request) (Answer, error) {
	if p.broken != nil {
		return Answer{}, p.broken
	}
	a, err := p.answer(req)
	if err != nil {
		p.broken = err
		p.kill()
	}
	return a, err
}

func (p *Process) answer(req Request) (Answer, error) {
	fail := func(kind, detail string, cause error) (Answer, error) {
		return Answer{}, &AdapterError{ID: req.ID, Kind: kind, Detail: detail, Stderr: p.stderr.String(), Err: cause}
	}
	line, err := req.MarshalJSON()
	if err != nil {
		return Answer{}, err
	}
	timer := time.NewTimer(p.timeout)
	defer timer.Stop()
	wrote := make(chan error, 1)
	go func() {
		_, err := p.stdin.Write(append(line, '\n'))
		wrote <- err
	}()
	select {
	case err := <-wrote:
		if err != nil {
			return fail(AdapterWriteFail, fmt.Sprintf("writing the request failed (%v): %s", err, p.exitStatus()), err)
		}
	case <-timer.C:
		return fail(AdapterTimedOut, fmt.Sprintf("it did not read the request within %v", p.timeout), nil)
	}
	select {
	case got, ok := <-p.lines:
		if !ok || got.err != nil {
			return fail(AdapterExited, "its standard output ended before it answered: "+p.exitStatus(), got.err)
		}
		if got.long {
			return fail(AdapterGarbage, fmt.Sprintf("its answer is longer than %d bytes", maxAnswer), nil)
		}
		a, err := DecodeAnswer(got.line, req)
		switch {
		case a.ID != req.ID && (err == nil || a.ID != ""):
			return fail(AdapterWrongID, fmt.Sprintf("it answered %q: answers must come in the order of the requests", a.ID), nil)
		case err != nil:
			return fail(AdapterGarbage, err.Error(), err)
		}
		return a, nil
	case <-timer.C:
		return fail(AdapterTimedOut, fmt.Sprintf("no answer within %v", p.timeout), nil)
	}
}

// exitStatus says how the adapter ended, waiting a moment for it to end.
func (p *Process) exitStatus() string {
	select {
	case <-p.exited:
	case <-time.After(2 * time.Second):
		return "it is still running"
	}
	var exit *exec.ExitError
	switch {
	case p.status == nil:
		return "it exited with status 0"
	case errors.As(p.status, &exit) && exit.Exited():
		return fmt.Sprintf("it exited with status %d", exit.ExitCode())
	}
	return "it ended: " + p.status.Error()
}

// kill stops the adapter at once, and what it started.
func (p *Process) kill() { killGroup(p.cmd) }

// Close closes the adapter's standard input and waits a moment for it to
// end, then kills it. It returns nil when the adapter ended by itself
// with status 0, or was killed after an error of Answer. Calling it again
// returns the same.
func (p *Process) Close() error {
	p.closeOnce.Do(func() { p.closed = p.close() })
	return p.closed
}

func (p *Process) close() error {
	p.stdin.Close()
	defer close(p.done)
	select {
	case <-p.exited:
	case <-time.After(2 * time.Second):
		p.kill()
		<-p.exited
		if p.broken == nil {
			return errors.New("conformance: the adapter did not end when its standard input was closed")
		}
	}
	if p.broken != nil {
		return nil
	}
	return p.status
}

// A tail keeps the last max bytes written to it.
type tail struct {
	mu  sync.Mutex
	max int
	buf []byte
}

// Write keeps the end of what is written.
func (t *tail) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, b...)
	if over := len(t.buf) - t.max; over > 0 {
		t.buf = append(t.buf[:0], t.buf[over:]...)
	}
	return len(b), nil
}

// String returns what is kept.
func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
}
