package extract

// HTMLAttributeCount is the number of attributes HTML reads.
var HTMLAttributeCount = func() int {
	n := 0
	for _, attrs := range htmlAttributes {
		n += len(attrs)
	}
	return n
}()
