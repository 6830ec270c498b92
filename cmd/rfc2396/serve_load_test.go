package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/viewer"
)

// serveArgsEnv holds the arguments of "rfc2396 serve" that the test
// binary runs when adapterEnv is "serve", a JSON array.
const serveArgsEnv = "RFC2396_TEST_SERVE_ARGS"

// serveLoadFlagsEnv, when set, gives the flags of the server that
// TestServeLoad measures, separated by spaces, instead of the defaults,
// and the test then only reports: for the figures of another setting
// (BENCHMARKS.md), such as "--max-requests=0 --max-answer-ratio=0", no
// cap, the command as it was before it had them.
const serveLoadFlagsEnv = "RFC2396_SERVE_LOAD_FLAGS"

// serveProfileEnv, when set, names the file where the server that
// TestServeLoad starts writes its CPU profile (runtime/pprof), from its
// start to its stop.
const serveProfileEnv = "RFC2396_SERVE_LOAD_CPUPROFILE"

// serveForLoad runs "rfc2396 serve" as main does, with the arguments of
// serveArgsEnv, and once it stops says on standard error how many bytes
// it allocated in all (runtime.MemStats.TotalAlloc): the test binary as
// the command, in a process of its own, whose memory TestServeLoad reads.
// With serveProfileEnv, it writes its CPU profile there.
func serveForLoad() int {
	setMemory()
	if name := os.Getenv(serveProfileEnv); name != "" {
		f, err := os.Create(name)
		if err != nil {
			fmt.Fprintf(os.Stderr, "serve-load: %v\n", err)
			return exitIO
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintf(os.Stderr, "serve-load: %v\n", err)
			return exitIO
		}
		defer pprof.StopCPUProfile()
	}
	var args []string
	if err := json.Unmarshal([]byte(os.Getenv(serveArgsEnv)), &args); err != nil {
		fmt.Fprintf(os.Stderr, "serve-load: %s: %v\n", serveArgsEnv, err)
		return exitUsage
	}
	status := run(append([]string{"serve"}, args...), os.Stdin, os.Stdout, os.Stderr)
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	fmt.Fprintf(os.Stderr, "serve-load: total_alloc=%d\n", ms.TotalAlloc)
	return status
}

// A loadResult is what TestServeLoad measured.
type loadResult struct {
	admitted, refused, other int
	latencies                []time.Duration // of the admitted requests
	peakRSS                  int64           // bytes, the server's VmHWM
	totalAlloc               int64           // bytes the server allocated
	serverCPU, clientCPU     time.Duration   // user and system time of the server, of the clients (the test)
	wall                     time.Duration
	firstOther               string
	exit                     error // the server's, once stopped
}

// percentile returns the p-th percentile (0-100) of sorted d.
func percentile(d []time.Duration, p float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	return d[min(len(d)-1, int(float64(len(d))*p/100))]
}

// TestServeLoad runs "rfc2396 serve" in a process of its own on the
// loopback address and sends it, from 200 clients at once, 25 requests
// each, every one a reference of 64 KiB (the viewer's limit on a field)
// made of "a/" segments, against a base: an answer 22 times the
// reference, the largest the viewer makes. It reports the requests
// admitted and refused, the latency of the admitted ones (p50, p90, p99,
// max), the server's peak resident memory and the bytes it allocated, and
// checks that the admitted requests got their answer, the others 503 and
// a JSON error, and the peak under 128 MB. The figures are in
// BENCHMARKS.md with the command that measured them; their times are
// reported, not checked. It needs Linux's /proc, and is long: skipped
// with -short.
func TestServeLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("a load of 5,000 requests of 64 KiB: skipped with -short")
	}
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("reads the server's peak resident memory from /proc")
	}
	flags := []string{}
	measureOnly := false
	limit := 10 * time.Minute
	if s := os.Getenv(serveLoadFlagsEnv); s != "" {
		flags, measureOnly, limit = strings.Fields(s), true, 30*time.Minute
	}
	const clients, requests = 200, 25
	ref := strings.Repeat("a/", viewer.DefaultMaxInput/2)
	body := url.Values{"ref": {ref}, "base": {"http://a/b/c/d;p?q"}}.Encode()
	r := serveLoad(t, flags, clients, requests, body, limit)

	slices.Sort(r.latencies)
	t.Logf("serve %s: %d clients x %d requests of a %d-byte reference (%d-byte body): %d admitted, %d refused (503), %d other, in %v",
		strings.Join(flags, " "), clients, requests, len(ref), len(body), r.admitted, r.refused, r.other, r.wall.Round(time.Millisecond))
	t.Logf("admitted latency: p50 %v, p90 %v, p99 %v, max %v", percentile(r.latencies, 50).Round(time.Millisecond),
		percentile(r.latencies, 90).Round(time.Millisecond), percentile(r.latencies, 99).Round(time.Millisecond), percentile(r.latencies, 100).Round(time.Millisecond))
	t.Logf("server: peak resident %.1f MiB, allocated %.1f MiB, CPU %v; clients' CPU %v", float64(r.peakRSS)/(1<<20), float64(r.totalAlloc)/(1<<20),
		r.serverCPU.Round(time.Millisecond), r.clientCPU.Round(time.Millisecond))
	assert.NoError(t, r.exit, "the server's exit")
	assert.Equal(t, clients*requests, r.admitted+r.refused+r.other)
	assert.Zero(t, r.other, "every request admitted or refused with 503: %s", r.firstOther)
	if measureOnly {
		return
	}
	assert.Positive(t, r.admitted)
	assert.Less(t, r.peakRSS, int64(128e6), "peak resident memory")
}

// TestServeMemory is TestServeLoad's check of memory at a smaller load,
// short enough for -short: 100 clients at once, 2 requests each, of the
// same 64 KiB reference. The server's peak resident memory must stay
// under 128 MB, and every request be answered or refused with 503.
// Without the cap on requests in flight (RFC2396_SERVE_LOAD_FLAGS
// "--max-requests=0"), the answers made at once pass that bound, and the
// clients wait for them past the server's write timeout. It needs
// Linux's /proc.
func TestServeMemory(t *testing.T) {
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("reads the server's peak resident memory from /proc")
	}
	if raceEnabled {
		t.Skip("the race detector's own memory is counted in the server's")
	}
	const clients, requests = 100, 2
	body := url.Values{"ref": {strings.Repeat("a/", viewer.DefaultMaxInput/2)}, "base": {"http://a/b/c/d;p?q"}}.Encode()
	r := serveLoad(t, strings.Fields(os.Getenv(serveLoadFlagsEnv)), clients, requests, body, 10*time.Minute)
	t.Logf("%d admitted, %d refused, %d other in %v; server: peak resident %.1f MiB, allocated %.1f MiB",
		r.admitted, r.refused, r.other, r.wall.Round(time.Millisecond), float64(r.peakRSS)/(1<<20), float64(r.totalAlloc)/(1<<20))
	assert.NoError(t, r.exit, "the server's exit")
	assert.Zero(t, r.other, "every request admitted or refused with 503: %s", r.firstOther)
	assert.Positive(t, r.admitted)
	assert.Less(t, r.peakRSS, int64(128e6), "peak resident memory")
}

// serveLoad starts the server with flags, sends clients x requests POST
// requests of body at once, and returns what it measured. The load stops
// after limit, the requests not answered then counted as other, and the
// server is stopped.
func serveLoad(t *testing.T, flags []string, clients, requests int, body string, limit time.Duration) *loadResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd, out, viewer, stderr := startServeProcess(t, flags...)
	stopped := false
	defer func() {
		if !stopped {
			cmd.Process.Kill()
			cmd.Wait()
		}
	}()
	api := viewer + "api/view"

	r := &loadResult{}
	var mu sync.Mutex
	clientCPU := cpuTime(t, "self")
	client := &http.Client{
		Timeout:   2 * time.Minute,
		Transport: &http.Transport{MaxIdleConnsPerHost: clients, MaxConnsPerHost: clients},
	}
	start := time.Now()
	var wg sync.WaitGroup
	for range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var buf bytes.Buffer
			for range requests {
				if ctx.Err() != nil {
					mu.Lock()
					r.other++
					mu.Unlock()
					continue
				}
				sent := time.Now()
				status, answer, err := post(ctx, client, api, body, &buf)
				took := time.Since(sent)
				mu.Lock()
				switch {
				case err == nil && status == http.StatusOK && answer != nil:
					r.admitted++
					r.latencies = append(r.latencies, took)
				case err == nil && status == http.StatusServiceUnavailable && answer["status"] == float64(status) && answer["message"] != "":
					r.refused++
				default:
					r.other++
					if r.firstOther == "" {
						r.firstOther = fmt.Sprintf("status %d, %v, %v", status, err, answer["message"])
					}
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	// The connections the clients hold, some of them dialed but never
	// used, are closed, as a client that is done closes them: the
	// server's shutdown waits for a connection that has sent nothing.
	client.CloseIdleConnections()
	r.wall = time.Since(start)
	r.clientCPU = cpuTime(t, "self") - clientCPU
	r.serverCPU = cpuTime(t, strconv.Itoa(cmd.Process.Pid))
	r.peakRSS = peakRSS(t, cmd.Process.Pid)
	require.NoError(t, cmd.Process.Signal(syscall.SIGTERM))
	io.Copy(io.Discard, out)
	if err := cmd.Wait(); err != nil {
		r.exit = fmt.Errorf("%v: %s", err, stderr.String())
	}
	stopped = true
	m := regexp.MustCompile(`serve-load: total_alloc=(\d+)`).FindStringSubmatch(stderr.String())
	require.NotNil(t, m, "%s", stderr.String())
	r.totalAlloc, _ = strconv.ParseInt(m[1], 10, 64)
	return r
}

// post sends body to url as a form, and returns the status and the JSON
// object of the answer: for status 200, that of a valid reference, an
// empty object, since the test checks only that it is one (decoding the
// whole answer would take the server's CPU); else the whole object. buf
// is for reading the answer.
func post(ctx context.Context, client *http.Client, url, body string, buf *bytes.Buffer) (int, map[string]any, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	res, err := client.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer res.Body.Close()
	buf.Reset()
	if _, err := buf.ReadFrom(res.Body); err != nil {
		return res.StatusCode, nil, err
	}
	b := buf.Bytes()
	var answer map[string]any
	if res.StatusCode == http.StatusOK {
		// The reference is "a/" segments: `,"valid":true,` is the key's.
		if bytes.HasPrefix(b, []byte(`{"ref":`)) && bytes.Contains(b, []byte(`,"valid":true,`)) && bytes.HasSuffix(b, []byte("}\n")) {
			answer = map[string]any{}
		}
		return res.StatusCode, answer, nil
	}
	err = json.Unmarshal(b, &answer)
	return res.StatusCode, answer, err
}

// peakRSS returns the peak resident memory of the process pid, VmHWM of
// /proc/PID/status, in bytes.
func peakRSS(t *testing.T, pid int) int64 {
	t.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	require.NoError(t, err)
	m := regexp.MustCompile(`(?m)^VmHWM:\s+(\d+) kB$`).FindSubmatch(b)
	require.NotNil(t, m, "%s", b)
	kb, err := strconv.ParseInt(string(m[1]), 10, 64)
	require.NoError(t, err)
	return kb << 10
}

// cpuTime returns the user and system time of the process pid ("self"
// for this one), from /proc/PID/stat, in clock ticks of 10 ms.
func cpuTime(t *testing.T, pid string) time.Duration {
	t.Helper()
	b, err := os.ReadFile("/proc/" + pid + "/stat")
	require.NoError(t, err)
	// The fields after the command's name, which is in parentheses:
	// utime and stime are the 12th and 13th.
	f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
	require.Greater(t, len(f), 12, "%s", b)
	ticks := int64(0)
	for _, s := range f[11:13] {
		n, err := strconv.ParseInt(s, 10, 64)
		require.NoError(t, err)
		ticks += n
	}
	return time.Duration(ticks) * 10 * time.Millisecond
}

// startServeProcess starts this test binary as "rfc2396 serve" on a free
// port, in a process of its own (startServe runs serve in this one),
// with flags, and returns the process, the rest of its standard output,
// the viewer's URL ("http://127.0.0.1:PORT/") that it printed first, and
// its standard error. The caller stops the process.
func startServeProcess(t *testing.T, flags ...string) (cmd *exec.Cmd, out io.Reader, viewer string, stderr *strings.Builder) {
	t.Helper()
	exe, err := os.Executable()
	require.NoError(t, err)
	cmd = exec.Command(exe)
	args, err := json.Marshal(append([]string{"--addr", "127.0.0.1:0"}, flags...))
	require.NoError(t, err)
	cmd.Env = append(os.Environ(), adapterEnv+"=serve", serveArgsEnv+"="+string(args))
	pipe, err := cmd.StdoutPipe()
	require.NoError(t, err)
	stderr = new(strings.Builder)
	cmd.Stderr = stderr
	require.NoError(t, cmd.Start())
	r := bufio.NewReader(pipe)
	line, err := r.ReadString('\n')
	if err != nil {
		cmd.Process.Kill()
		cmd.Wait()
		require.NoError(t, err, "serve printed no address: %s", stderr.String())
	}
	m := regexp.MustCompile(`the viewer is at (http://\S+/) `).FindStringSubmatch(line)
	if m == nil {
		cmd.Process.Kill()
		cmd.Wait()
		require.NotNil(t, m, "%q", line)
	}
	return cmd, r, m[1], stderr
}

// TestServeStopsWithIdleConnections stops the server while a client holds
// a connection that has sent nothing, as browsers open ahead of their
// requests, and one between two requests: the shutdown's grace passes,
// the connections are closed, and serve exits 0, as nothing was cut.
func TestServeStopsWithIdleConnections(t *testing.T) {
	if testing.Short() {
		t.Skip("waits out serve's 5 s of grace")
	}
	cmd, out, viewer, stderr := startServeProcess(t)
	defer cmd.Process.Kill()
	host := strings.TrimSuffix(strings.TrimPrefix(viewer, "http://"), "/")

	silent, err := net.Dial("tcp", host)
	require.NoError(t, err)
	defer silent.Close()
	between, err := net.Dial("tcp", host)
	require.NoError(t, err)
	defer between.Close()
	_, err = fmt.Fprintf(between, "GET / HTTP/1.1\r\nHost: %s\r\n\r\n", host)
	require.NoError(t, err)
	resp, err := http.ReadResponse(bufio.NewReader(between), nil)
	require.NoError(t, err)
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)

	require.NoError(t, cmd.Process.Signal(syscall.SIGTERM))
	done := make(chan error, 1)
	go func() { io.Copy(io.Discard, out); done <- cmd.Wait() }()
	select {
	case err := <-done:
		assert.NoError(t, err, "serve's exit: %s", stderr.String())
	case <-time.After(30 * time.Second):
		t.Fatal("serve did not stop")
	}
}
