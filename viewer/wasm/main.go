//go:build js && wasm

package main

import (
	"syscall/js"

	"github.com/rfc2396/rfc2396/viewer"
)

func main() {
	js.Global().Set("rfc2396View", js.FuncOf(func(_ js.Value, args []js.Value) any {
		fields := js.Undefined()
		if len(args) > 0 {
			fields = args[0]
		}
		status, body := viewer.Answer(fields.String(), viewer.Options{})
		return map[string]any{"status": status, "body": string(body)}
	}))
	select {} // answer calls until the page goes
}
