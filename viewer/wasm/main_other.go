//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "wasm: this program runs in a page, as WebAssembly: build it with GOOS=js GOARCH=wasm (go run ./viewer/site DIR does)")
	os.Exit(2)
}
