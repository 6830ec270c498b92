package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/url"
	"regexp"
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
