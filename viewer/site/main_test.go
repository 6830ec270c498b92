package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestWasmExec checks that the script site copies is the wasm_exec.js of
// the toolchain that builds the module: the one in that toolchain's
// GOROOT, which defines the class Go that app.js runs the module with.
// (Writing a whole site, which builds the module, is the browser test's
// part: TestBrowserStatic in package viewer.)
func TestWasmExec(t *testing.T) {
	goCmd := goTool()
	got, err := wasmExec(goCmd)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(got), "globalThis.Go = class") {
		t.Errorf("the script does not define the class Go:\n%.300s", got)
	}
	root, err := exec.Command(goCmd, "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(root)), "lib", "wasm", script))
	if err != nil {
		want, err = os.ReadFile(filepath.Join(strings.TrimSpace(string(root)), "misc", "wasm", script))
	}
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Error("the script is not the toolchain's")
	}
}

func TestUsage(t *testing.T) {
	if os.Getenv("SITE_USAGE") == "1" {
		os.Args = []string{"site"}
		main()
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestUsage$")
	cmd.Env = append(os.Environ(), "SITE_USAGE=1")
	out, err := cmd.CombinedOutput()
	if e, ok := err.(*exec.ExitError); !ok || e.ExitCode() != 2 {
		t.Fatalf("without DIR: %v, want exit status 2\n%s", err, out)
	}
	if !strings.Contains(string(out), "usage: go run ./viewer/site DIR") {
		t.Errorf("without DIR, no usage:\n%s", out)
	}
}
