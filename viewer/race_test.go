//go:build race

package viewer_test

// raceEnabled reports whether the tests run under the race detector,
// whose instrumentation adds to what a test counts of allocations.
const raceEnabled = true
