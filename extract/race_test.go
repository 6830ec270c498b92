//go:build race

package extract_test

// raceEnabled reports whether the tests run under the race detector (see
// raceCutStride).
const raceEnabled = true
