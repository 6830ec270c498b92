package extract

// HTMLAttributeCount is the number of attributes HTML reads.
var HTMLAttributeCount = func() int {
	n := 0
	for _, attrs := range htmlAttributes {
		n += len(attrs)
	}
	return n
}()

// SetSkip turns Text's skipping of the text that cannot start a
// reference on or off, and returns a function that restores it.
func SetSkip(on bool) (restore func()) {
	old := skipText
	skipText = on
	return func() { skipText = old }
}

// SafeCut reports whether b may be cut at p, the predicate whose last
// place LastCut finds, one place at a time.
func SafeCut(b []byte, p int) bool { return safeCut(b, p) }

// LastNewline is lastNewline, the eight-byte step of the column count.
func LastNewline(b []byte) int { return lastNewline(b) }
