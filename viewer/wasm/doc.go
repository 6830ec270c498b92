// Command wasm is the viewer's API built as WebAssembly, for the page
// published as static files (see viewer/site), which no server of ours
// answers. Built with GOOS=js GOARCH=wasm and run by Go's wasm_exec.js,
// it sets one JavaScript function:
//
//	rfc2396View(fields) → {status, body}
//
// fields is a request of the API, its fields URL-encoded as the page
// posts them to /api/view ("ref=...&base=...&rfc2732=1&queryonly=1");
// status and body are the status code and the JSON text that /api/view
// would answer, with its limits: both come from viewer.Answer, the
// function the API answers with. An argument that is not a string is
// read as syscall/js writes it ("<number: 1>"), which is no request: a
// 400.
//
// Built for another platform, it says how to build it and exits.
package main
