package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/rfc2396/rfc2396/viewer"
)

// defaultServeAddr is where serve listens unless told: the loopback
// address, so that the viewer is the user's own unless they choose
// otherwise.
const defaultServeAddr = "127.0.0.1:8396"

// runServe runs "rfc2396 serve" until an interrupt or a termination
// signal.
func runServe(args []string, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return serve(ctx, args, stdout, stderr)
}

// serve runs "rfc2396 serve" until ctx is done, then shuts the server
// down.
func serve(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("serve", stdout, stderr)
	addr := fs.String("addr", defaultServeAddr, "`HOST:PORT` to listen on; another host than the loopback address lets others use the viewer")
	maxRequests := fs.Int("max-requests", defaultMaxRequests(), "answer at most `N` requests to the API at once, by default half the CPUs, at least 1 and at most 8; one more gets status 503 and a JSON error at once, not queued (0: no cap)")
	maxRatio := fs.Int("max-answer-ratio", defaultAnswerRatio, "refuse an answer larger than `R` times its request's query and body, plus 64 KiB, with status 413 and a JSON error (0: no cap)")
	pw := passwordFlags(fs, `mask the password of a userinfo in everything the viewer shows ("u:xxxxx@h"), its share link included`)
	rest, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	switch {
	case len(rest) > 0:
		return usageError(fs, "serve takes no arguments, not %s", showArg(rest[0], pw.inErrors()))
	case *maxRequests < 0:
		return usageError(fs, "--max-requests must be 0 or more, not %d", *maxRequests)
	case *maxRatio < 0:
		return usageError(fs, "--max-answer-ratio must be 0 or more, not %d", *maxRatio)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "rfc2396: serve: %v\n", err)
		return exitIO
	}
	srv := &http.Server{
		Handler:           newLimiter(viewer.Handler(viewer.Options{Redact: pw.redact}), *maxRequests, *maxRatio),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       2 * time.Minute,
	}
	// The connections reading or answering a request.
	var mu sync.Mutex
	active := map[net.Conn]bool{}
	srv.ConnState = func(c net.Conn, st http.ConnState) {
		mu.Lock()
		defer mu.Unlock()
		if st == http.StateActive {
			active[c] = true
		} else {
			delete(active, c)
		}
	}
	if !isLoopback(ln.Addr()) {
		fmt.Fprintf(stderr, "rfc2396: serve: %s is not a loopback address: whoever reaches it can use the viewer\n", ln.Addr())
	}
	fmt.Fprintf(stdout, "rfc2396: the viewer is at http://%s/ (interrupt to stop)\n", ln.Addr())
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		fmt.Fprintf(stderr, "rfc2396: serve: %v\n", err)
		return exitIO
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shut); err != nil {
		// Past the grace, the connections left are closed. A browser
		// opens connections ahead of its requests: one that has sent
		// nothing, or sits between requests, loses nothing, and the
		// stop is clean; a request still being answered is cut.
		mu.Lock()
		n := len(active)
		mu.Unlock()
		srv.Close()
		if n > 0 {
			fmt.Fprintf(stderr, "rfc2396: serve: shutdown: %v: %d requests cut\n", err, n)
			return exitIO
		}
	}
	if err := <-served; !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintf(stderr, "rfc2396: serve: %v\n", err)
		return exitIO
	}
	return exitOK
}

// isLoopback reports whether a is a loopback address.
func isLoopback(a net.Addr) bool {
	t, ok := a.(*net.TCPAddr)
	return ok && t.IP.IsLoopback()
}

// defaultMaxRequests returns how many requests to the API serve answers
// at once unless told: maxRequestsFor the CPUs Go runs on (GOMAXPROCS).
func defaultMaxRequests() int { return maxRequestsFor(runtime.GOMAXPROCS(0)) }

// maxRequestsFor returns the default cap on requests in flight on cpus
// CPUs: half of them, at least one and at most maxDefaultRequests. An
// answer is a CPU's work, and the server has other work than answers:
// reading the requests, refusing those beyond the cap, writing the
// answers. An answer that shares its CPU with another answer, or with
// that work, takes longer to make, and the requests admitted wait for
// one another; with half the CPUs, each answer has a CPU to itself and
// the other half reads and refuses. At most maxDefaultRequests, since
// the cap bounds memory too, that of the answers being made.
func maxRequestsFor(cpus int) int { return min(max(cpus/2, 1), maxDefaultRequests) }

// maxDefaultRequests is the most requests that serve answers at once by
// default, whatever the number of CPUs.
const maxDefaultRequests = 8

// defaultAnswerRatio is how many times its request an answer may be
// unless told, beyond answerAllowance: the heaviest answer, a view and
// its five readings of DefaultMaxInput bytes of "a/" against a base, is
// some 17 times its request.
const defaultAnswerRatio = 24

// answerAllowance is the size any answer may have, whatever its request:
// room for the answer about a short reference, tree and all.
const answerAllowance = 64 << 10

// apiPrefix is the path of the viewer's API, whose requests the limiter
// caps; the page's files are answered from memory, uncapped.
const apiPrefix = "/api/"

// A limiter caps what the viewer does for the API: at most slots
// requests at once, each one more refused at once with status 503 rather
// than queued, so that memory is bounded by the answers in flight and
// the requests admitted are answered without waiting; and an answer at
// most ratio times the bytes of its request's query and body, plus
// answerAllowance, a larger one refused with status 413. Both refusals
// are JSON objects {"status", "message"}, as the viewer's own errors
// are. A zero cap is none.
type limiter struct {
	next  http.Handler
	slots chan struct{} // nil: no cap
	busy  []byte        // the refusal of a request beyond the cap, made once
	ratio int
}

// newLimiter returns the limiter of next with the caps max and ratio.
func newLimiter(next http.Handler, max, ratio int) *limiter {
	l := &limiter{next: next, ratio: ratio}
	if max > 0 {
		l.slots = make(chan struct{}, max)
		l.busy = limitError(http.StatusServiceUnavailable, fmt.Sprintf(
			"the viewer is answering as many requests as it answers at once (%d, --max-requests): try again", max))
	}
	return l
}

func (l *limiter) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !strings.HasPrefix(r.URL.Path, apiPrefix) {
		l.next.ServeHTTP(w, r)
		return
	}
	if l.slots != nil {
		select {
		case l.slots <- struct{}{}:
			defer func() { <-l.slots }()
		default:
			w.Header().Set("Retry-After", "1")
			writeLimitError(w, http.StatusServiceUnavailable, l.busy)
			return
		}
	}
	if l.ratio == 0 {
		l.next.ServeHTTP(w, r)
		return
	}
	body := &countingReader{r: r.Body}
	r.Body = readCloser{body, r.Body}
	cw := &cappedWriter{ResponseWriter: w, ratio: int64(l.ratio), input: func() int64 { return int64(len(r.URL.RawQuery)) + body.n }}
	l.next.ServeHTTP(cw, r)
	cw.finish()
}

// readCloser reads from one reader and closes another: a request's body
// read through a countingReader.
type readCloser struct {
	io.Reader
	io.Closer
}

// A cappedWriter passes an answer on unless it is larger than
// answerAllowance and ratio times the bytes of its request, input, read
// when the answer is written: the status is held until the
// answer's first bytes, so that an answer too large is replaced, whole,
// by the error that says so. The viewer writes an answer at once; should
// a handler write one in pieces and pass the limit after its first, the
// connection is cut (http.ErrAbortHandler), since its status is sent.
type cappedWriter struct {
	http.ResponseWriter
	ratio   int64
	input   func() int64
	status  int   // held, 0 when none or sent
	written int64 // the bytes passed on
	refused bool
}

func (w *cappedWriter) WriteHeader(status int) {
	if w.status == 0 && w.written == 0 && !w.refused {
		w.status = status
	}
}

func (w *cappedWriter) Write(p []byte) (int, error) {
	if w.refused {
		return 0, errAnswerTooLarge
	}
	in := w.input()
	if limit := answerAllowance + w.ratio*in; w.written+int64(len(p)) > limit {
		if w.written > 0 {
			panic(http.ErrAbortHandler)
		}
		w.refused = true
		w.Header().Del("Content-Length")
		writeLimitError(w.ResponseWriter, http.StatusRequestEntityTooLarge, limitError(http.StatusRequestEntityTooLarge, fmt.Sprintf(
			"the answer would be %d bytes, more than the %d that a request of %d bytes may have (64 KiB and %d times the request, --max-answer-ratio): send a shorter reference",
			w.written+int64(len(p)), limit, in, w.ratio)))
		return 0, errAnswerTooLarge
	}
	w.sendStatus()
	n, err := w.ResponseWriter.Write(p)
	w.written += int64(n)
	return n, err
}

// finish sends the held status of an answer without a body.
func (w *cappedWriter) finish() {
	if !w.refused {
		w.sendStatus()
	}
}

// sendStatus sends the held status.
func (w *cappedWriter) sendStatus() {
	if w.status != 0 {
		w.ResponseWriter.WriteHeader(w.status)
		w.status = 0
	}
}

// errAnswerTooLarge is the error of a write that the limiter refused.
var errAnswerTooLarge = errors.New("rfc2396 serve: the answer is larger than --max-answer-ratio allows")

// limitError returns the limiter's refusal with the status code and
// message: a JSON object {"status", "message"}, as the viewer's own
// errors are, and a newline.
func limitError(status int, message string) []byte {
	body, _ := json.Marshal(struct {
		Status  int    `json:"status"`
		Message string `json:"message"`
	}{status, message})
	return append(body, '\n')
}

// writeLimitError writes body, a limitError, with the status code.
func writeLimitError(w http.ResponseWriter, status int, body []byte) {
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(body)
}
