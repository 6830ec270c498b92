package uri_test

import (
	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"reflect"
	"testing"
)

// corpus returns the references of testdata/parse/valid.txt.
func corpus(t *testing.T) []string { return testcorpus.Valid("../testdata") }

// isNilNode reports whether n is a nil pointer in an interface.
func isNilNode(n any) bool {
	v := reflect.ValueOf(n)
	return v.Kind() == reflect.Pointer && v.IsNil()
}
