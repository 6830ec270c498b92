package resolve_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/resolve"
)

// appendixCBase is the base URI of Appendix C.
const appendixCBase = "http://a/b/c/d;p?q"

// An appendixCCase is one line of testdata/resolve/appendix_c.txt.
type appendixCCase struct {
	line      int
	ref, want string
	mode      string // "", "strict" or "compat"
}

func readAppendixC(t testing.TB) []appendixCCase {
	f, err := os.Open("../testdata/resolve/appendix_c.txt")
	require.NoError(t, err)
	defer f.Close()
	var cases []appendixCCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") && !strings.Contains(line, "\t") {
			continue
		}
		fields := strings.Split(line, "\t")
		require.True(t, len(fields) == 2 || len(fields) == 3, "line %d: %q", n, line)
		c := appendixCCase{line: n, ref: fields[0], want: fields[1]}
		if c.ref == "<>" {
			c.ref = ""
		}
		if len(fields) == 3 {
			c.mode = fields[2]
			require.Contains(t, []string{"strict", "compat"}, c.mode, "line %d", n)
		}
		cases = append(cases, c)
	}
	require.NoError(t, sc.Err())
	return cases
}

func TestAppendixC(t *testing.T) {
	cases := readAppendixC(t)
	require.Len(t, cases, 43) // 22 normal, 19 abnormal, and "http:g" in two modes
	for _, mode := range []string{"strict", "compat"} {
		for _, c := range cases {
			if c.mode != "" && c.mode != mode {
				continue
			}
			var opts []resolve.Option
			if mode == "compat" {
				opts = append(opts, resolve.BackwardCompatible())
			}
			res, err := resolve.Strings(appendixCBase, c.ref, opts...)
			if !assert.NoError(t, err, "line %d: %q (%s)", c.line, c.ref, mode) {
				continue
			}
			assert.Equal(t, c.want, res.Tree().String(), "line %d: %q (%s)", c.line, c.ref, mode)
			assert.Equal(t, c.ref == "" || c.ref == "#s", res.SameDocument, "line %d: SameDocument", c.line)
			assertTree(t, res.Tree())
			got, err := resolve.String(appendixCBase, c.ref, opts...)
			assert.NoError(t, err)
			assert.Equal(t, c.want, got)
		}
	}
}
