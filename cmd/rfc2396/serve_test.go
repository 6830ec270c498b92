package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// startServe runs serve with args in the background and returns the
// viewer's URL, and a function that stops it and returns its exit status
// and standard error.
func startServe(t *testing.T, args ...string) (string, func() (int, string)) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	outR, outW := io.Pipe()
	var stderr strings.Builder
	done := make(chan int, 1)
	go func() {
		status := serve(ctx, args, outW, &stderr)
		outW.Close()
		done <- status
	}()
	line, err := bufio.NewReader(outR).ReadString('\n')
	require.NoError(t, err, "serve printed no address; stderr: %s", stderr.String())
	go io.Copy(io.Discard, outR)
	m := regexp.MustCompile(`the viewer is at (http://\S+/) `).FindStringSubmatch(line)
	require.NotNil(t, m, "the line %q", line)
	return m[1], func() (int, string) {
		cancel()
		select {
		case status := <-done:
			return status, stderr.String()
		case <-time.After(10 * time.Second):
			t.Fatal("serve did not stop")
			return 0, ""
		}
	}
}

func TestServe(t *testing.T) {
	base, stop := startServe(t, "--addr", "127.0.0.1:0", "--redact")
	assert.Regexp(t, `^http://127\.0\.0\.1:\d+/$`, base)

	res, err := http.Get(base)
	require.NoError(t, err)
	page, _ := io.ReadAll(res.Body)
	res.Body.Close()
	assert.Equal(t, http.StatusOK, res.StatusCode)
	assert.Contains(t, string(page), `<script src="app.js" defer></script>`)
	assert.Contains(t, res.Header.Get("Content-Security-Policy"), "script-src 'self'")

	res, err = http.PostForm(base+"api/view", url.Values{"ref": {"http://u:pw@a/b"}})
	require.NoError(t, err)
	var v struct {
		Ref      string `json:"ref"`
		Valid    bool   `json:"valid"`
		Redacted bool   `json:"redacted"`
	}
	require.NoError(t, json.NewDecoder(res.Body).Decode(&v))
	res.Body.Close()
	assert.Equal(t, "http://u:xxxxx@a/b", v.Ref, "--redact reaches the viewer")
	assert.True(t, v.Valid)
	assert.True(t, v.Redacted)

	status, stderr := stop()
	assert.Equal(t, exitOK, status)
	assert.Empty(t, stderr, "a loopback address gets no warning")
}

func TestServeNotLoopback(t *testing.T) {
	_, stop := startServe(t, "--addr=0.0.0.0:0")
	status, stderr := stop()
	assert.Equal(t, exitOK, status)
	assert.Contains(t, stderr, "is not a loopback address")
}

func TestServeErrors(t *testing.T) {
	tests := []struct {
		args   []string
		status int
		stderr string
	}{
		{[]string{"extra"}, exitUsage, `serve takes no arguments, not "extra"`},
		{[]string{"--port", "1"}, exitUsage, "unknown flag"},
		{[]string{"--addr", "127.0.0.1:notaport"}, exitIO, "rfc2396: serve: listen tcp"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			status, stdout, stderr := runCmd(t, "", append([]string{"serve"}, tt.args...)...)
			assert.Equal(t, tt.status, status)
			assert.Empty(t, stdout)
			assert.Contains(t, stderr, tt.stderr)
		})
	}
	// A failed bind: the port is taken. Not an invalid input (1), but
	// what the command was asked to do and could not (2).
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()
	status, stdout, stderr := runCmd(t, "", "serve", "--addr", ln.Addr().String())
	assert.Equal(t, exitIO, status)
	assert.Empty(t, stdout)
	assert.Contains(t, stderr, "address already in use")
	status, stdout, _ = runCmd(t, "", "help")
	assert.Equal(t, exitOK, status)
	assert.Contains(t, stdout, "rfc2396 serve [--addr HOST:PORT]")
	status, stdout, _ = runCmd(t, "", "serve", "-h")
	assert.Equal(t, exitOK, status)
	assert.Contains(t, stdout, `default "127.0.0.1:8396"`)
}

// TestServeLimiterRequests checks the cap on requests in flight: with max of
// them answering, one more gets 503 at once with a JSON error, and is
// answered once one is done; the page's files are not capped.
func TestServeLimiterRequests(t *testing.T) {
	const max = 2
	release := make(chan struct{})
	entered := make(chan struct{}, max)
	next := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/api/view" {
			entered <- struct{}{}
			<-release
		}
		w.Write([]byte(`{"ok":true}` + "\n"))
	})
	srv := httptest.NewServer(newLimiter(next, max, 0))
	defer srv.Close()
	done := make(chan int, max)
	for range max {
		go func() {
			res, err := http.Get(srv.URL + "/api/view")
			if err != nil {
				done <- 0
				return
			}
			res.Body.Close()
			done <- res.StatusCode
		}()
	}
	for range max {
		<-entered
	}
	res, err := http.Get(srv.URL + "/api/view")
	require.NoError(t, err)
	var e map[string]any
	require.NoError(t, json.NewDecoder(res.Body).Decode(&e))
	res.Body.Close()
	assert.Equal(t, http.StatusServiceUnavailable, res.StatusCode)
	assert.Equal(t, "application/json; charset=utf-8", res.Header.Get("Content-Type"))
	assert.Equal(t, "1", res.Header.Get("Retry-After"))
	assert.Equal(t, float64(503), e["status"])
	assert.Equal(t, "the viewer is answering as many requests as it answers at once (2, --max-requests): try again", e["message"])
	res, err = http.Get(srv.URL + "/")
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusOK, res.StatusCode, "the page is not capped")
	close(release)
	for range max {
		assert.Equal(t, http.StatusOK, <-done)
	}
	res, err = http.Get(srv.URL + "/api/view")
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusOK, res.StatusCode, "a slot is free again")
}

// TestServeMaxRequestsFor checks the default cap on requests in flight: half
// the CPUs, at least one and at most maxDefaultRequests.
func TestServeMaxRequestsFor(t *testing.T) {
	for _, tc := range []struct{ cpus, want int }{
		{1, 1}, {2, 1}, {3, 1}, {4, 2}, {5, 2}, {8, 4}, {16, 8}, {17, 8}, {64, 8},
	} {
		assert.Equal(t, tc.want, maxRequestsFor(tc.cpus), "%d CPUs", tc.cpus)
	}
	assert.Equal(t, maxRequestsFor(runtime.GOMAXPROCS(0)), defaultMaxRequests())
}

// TestServeLimiterAnswerSize checks the cap on an answer's size: at most
// 64 KiB and ratio times its request's query and body, an answer larger
// is replaced, whole, by a 413 and a JSON error; one within it is passed
// on with its status and headers.
func TestServeLimiterAnswerSize(t *testing.T) {
	const ratio = 2
	var size int // of the answer next writes
	next := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "text/plain")
		w.WriteHeader(http.StatusAccepted)
		w.Write([]byte(strings.Repeat("x", size)))
	})
	srv := httptest.NewServer(newLimiter(next, 0, ratio))
	defer srv.Close()
	body := strings.Repeat("b", 1000)
	query := "q=" + strings.Repeat("y", 998)
	limit := answerAllowance + ratio*2000
	for _, tc := range []struct {
		size   int
		status int
	}{
		{0, http.StatusAccepted},
		{limit, http.StatusAccepted},
		{limit + 1, http.StatusRequestEntityTooLarge},
		{10 * limit, http.StatusRequestEntityTooLarge},
	} {
		size = tc.size
		res, err := http.Post(srv.URL+"/api/view?"+query, "text/plain", strings.NewReader(body))
		require.NoError(t, err)
		b, err := io.ReadAll(res.Body)
		res.Body.Close()
		require.NoError(t, err)
		assert.Equal(t, tc.status, res.StatusCode, "%d", tc.size)
		if tc.status == http.StatusAccepted {
			assert.Equal(t, tc.size, len(b))
			assert.Equal(t, "text/plain", res.Header.Get("Content-Type"))
			continue
		}
		assert.Equal(t, "application/json; charset=utf-8", res.Header.Get("Content-Type"))
		var e map[string]any
		require.NoError(t, json.Unmarshal(b, &e), "%s", b)
		assert.Equal(t, float64(413), e["status"])
		assert.Equal(t, fmt.Sprintf("the answer would be %d bytes, more than the %d that a request of 2000 bytes may have (64 KiB and 2 times the request, --max-answer-ratio): send a shorter reference", tc.size, limit), e["message"])
	}
	// An answer in pieces that passes the limit after its first: its
	// status is sent, so the connection is cut.
	pieces := httptest.NewServer(newLimiter(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("x"))
		w.Write([]byte(strings.Repeat("x", answerAllowance)))
	}), 0, ratio))
	defer pieces.Close()
	res, err := http.Get(pieces.URL + "/api/view")
	if err == nil {
		_, err = io.ReadAll(res.Body)
		res.Body.Close()
	}
	assert.Error(t, err, "the answer is cut")
}

// TestServeCaps checks the caps through the command: the flags reach the
// viewer's API, and a negative one is a usage error.
func TestServeCaps(t *testing.T) {
	base, stop := startServe(t, "--addr", "127.0.0.1:0", "--max-answer-ratio", "1")
	res, err := http.PostForm(base+"api/view", url.Values{"ref": {strings.Repeat("a/", 32<<10)}})
	require.NoError(t, err)
	var e map[string]any
	require.NoError(t, json.NewDecoder(res.Body).Decode(&e))
	res.Body.Close()
	assert.Equal(t, http.StatusRequestEntityTooLarge, res.StatusCode)
	assert.Contains(t, e["message"], "--max-answer-ratio")
	res, err = http.PostForm(base+"api/view", url.Values{"ref": {"http://a/b"}})
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusOK, res.StatusCode, "a short reference's answer is within 64 KiB")
	status, _ := stop()
	assert.Equal(t, exitOK, status)
	for _, args := range [][]string{{"--max-requests=-1"}, {"--max-answer-ratio=-2"}, {"--max-requests=x"}} {
		status, _, stderr := runCmd(t, "", append([]string{"serve"}, args...)...)
		assert.Equal(t, exitUsage, status, "%q", args)
		assert.Contains(t, stderr, `(see "rfc2396 help serve")`)
	}
	_, help, _ := runCmd(t, "", "help", "serve")
	assert.Contains(t, help, "\n  --max-requests N\n")
	assert.Contains(t, help, "\n  --max-answer-ratio R\n")
}
