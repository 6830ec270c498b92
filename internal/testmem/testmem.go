// Package testmem measures what a function allocates, for the tests that
// hold the module's memory to a constant times the size of the input.
// Only tests import it.
package testmem

import "runtime"

// Allocated returns the bytes that f allocates, whether or not they are
// still in use when it returns.
func Allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}
