package uri_test

import (
	"bufio"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// corpus returns the references of testdata/parse/valid.txt.
func corpus(t *testing.T) []string {
	t.Helper()
	f, err := os.Open("../testdata/parse/valid.txt")
	require.NoError(t, err)
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := sc.Text()
		if l == "" || strings.HasPrefix(l, "// ") {
			continue
		}
		if strings.HasPrefix(l, `"`) {
			l, err = strconv.Unquote(l)
			require.NoError(t, err)
		}
		out = append(out, l)
	}
	require.NoError(t, sc.Err())
	return out
}

// isNilNode reports whether n is a nil pointer in an interface.
func isNilNode(n any) bool {
	v := reflect.ValueOf(n)
	return v.Kind() == reflect.Pointer && v.IsNil()
}
