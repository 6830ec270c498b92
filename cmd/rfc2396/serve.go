package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
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
	pw := passwordFlags(fs, `mask the password of a userinfo in everything the viewer shows ("u:xxxxx@h"), its share link included`)
	rest, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	if len(rest) > 0 {
		return usageError(fs, "serve takes no arguments, not %s", showArg(rest[0], pw.inErrors()))
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "rfc2396: serve: %v\n", err)
		return exitIO
	}
	srv := &http.Server{
		Handler:           viewer.Handler(viewer.Options{Redact: pw.redact}),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       2 * time.Minute,
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
		fmt.Fprintf(stderr, "rfc2396: serve: shutdown: %v\n", err)
		return exitIO
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
