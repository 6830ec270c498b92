package uri_test

import (
	"testing"

	"github.com/rfc2396/rfc2396/internal/testcorpus"
)

// corpus returns the references of testdata/parse/valid.txt.
func corpus(t *testing.T) []string { return testcorpus.Valid("../testdata") }
