//go:build race

package main

// raceEnabled reports whether the tests run under the race detector,
// where the longest of them run a sample of their cases (raceTurn).
const raceEnabled = true
