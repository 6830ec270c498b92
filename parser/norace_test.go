//go:build !race

package parser_test

// raceEnabled reports whether the tests run under the race detector (see
// raceSkip).
const raceEnabled = false
