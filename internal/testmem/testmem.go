// Package testmem measures what a function allocates, for the tests that
// hold the module's memory to a constant times the size of the input.
// Only tests import it.
package testmem

import "runtime"

// Allocated returns the bytes that f allocates, whether or not they are
// still in use when it returns: the least of three runs of f, since the
// count is of the whole process and what else runs meanwhile (the
// runtime, the testing package) can only add to it. f must do the same
// work each time it is called.
func Allocated(f func()) uint64 {
	least := ^uint64(0)
	for range 3 {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		f()
		runtime.ReadMemStats(&after)
		least = min(least, after.TotalAlloc-before.TotalAlloc)
	}
	return least
}
