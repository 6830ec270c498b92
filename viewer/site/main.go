// Command site writes the viewer's page into a directory as static files,
// which any static file server can serve, with no server of ours: the page
// answers in the browser with the API built as WebAssembly.
//
// Usage, from within the module:
//
//	go run ./viewer/site DIR
//
// It builds package viewer/wasm with the Go toolchain that runs it
// (GOOS=js GOARCH=wasm, -trimpath, -ldflags=-s -w) into DIR/viewer.wasm,
// copies that toolchain's wasm_exec.js, which runs the module, into
// DIR/wasm_exec.js, and writes the page's files from package viewer
// (viewer.StaticFiles) beside them. It needs only Go.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/rfc2396/rfc2396/viewer"
)

// The names of the module and of the script that runs it, in DIR.
const (
	module = "viewer.wasm"
	script = "wasm_exec.js"
)

// wasmPackage is the package built into the module.
const wasmPackage = "github.com/rfc2396/rfc2396/viewer/wasm"

func main() {
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: go run ./viewer/site DIR\n\nwrites the viewer's page into DIR as static files, its API built as WebAssembly\n")
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	if err := write(flag.Arg(0)); err != nil {
		fmt.Fprintf(os.Stderr, "site: %v\n", err)
		os.Exit(1)
	}
}

// write writes the site into dir.
func write(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	goCmd := goTool()
	out, err := filepath.Abs(filepath.Join(dir, module))
	if err != nil {
		return err
	}
	build := exec.Command(goCmd, "build", "-trimpath", "-ldflags=-s -w", "-o", out, wasmPackage)
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "GOTOOLCHAIN=local")
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		return fmt.Errorf("building %s (from within the module) with %s: %v", wasmPackage, goCmd, err)
	}
	exec, err := wasmExec(goCmd)
	if err != nil {
		return err
	}
	files, err := viewer.StaticFiles(script, module)
	if err != nil {
		return err
	}
	files[script] = exec
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), body, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// goTool returns the go command of the toolchain that runs this program,
// or the one on $PATH if it cannot tell.
func goTool() string {
	if root := runtime.GOROOT(); root != "" {
		p := filepath.Join(root, "bin", "go")
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return "go"
}

// wasmExec returns the wasm_exec.js of goCmd's toolchain: lib/wasm since Go
// 1.24, misc/wasm before.
func wasmExec(goCmd string) ([]byte, error) {
	env := exec.Command(goCmd, "env", "GOROOT")
	env.Env = append(os.Environ(), "GOTOOLCHAIN=local")
	root, err := env.Output()
	if err != nil {
		return nil, fmt.Errorf("%s env GOROOT: %v", goCmd, err)
	}
	var tried []string
	for _, dir := range []string{"lib/wasm", "misc/wasm"} {
		p := filepath.Join(strings.TrimSpace(string(root)), dir, script)
		body, err := os.ReadFile(p)
		if err == nil {
			return body, nil
		}
		if !errors.Is(err, os.ErrNotExist) {
			return nil, err
		}
		tried = append(tried, p)
	}
	return nil, fmt.Errorf("no %s in the Go toolchain: tried %s", script, strings.Join(tried, ", "))
}
