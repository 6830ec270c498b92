package lines_test

import (
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/internal/lines"
)

// readAll returns the lines of r, kept to max bytes each.
func readAll(r io.Reader, max int) ([]lines.Line, error) {
	lr := lines.NewReader(r, max)
	var out []lines.Line
	for {
		l, err := lr.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		out = append(out, l)
	}
}

func TestLineReader(t *testing.T) {
	tests := []struct {
		name  string
		input string
		max   int
		want  []lines.Line
	}{
		{"empty input", "", 100, nil},
		{"one empty line", "\n", 100, []lines.Line{{Text: "", Len: 0}}},
		{"lines", "a\nbc\n", 100, []lines.Line{{Text: "a", Len: 1}, {Text: "bc", Len: 2}}},
		{"last line without newline", "a\nbc", 100, []lines.Line{{Text: "a", Len: 1}, {Text: "bc", Len: 2}}},
		{"crlf", "a\r\nbc\r\n", 100, []lines.Line{{Text: "a", Len: 1}, {Text: "bc", Len: 2}}},
		{"one cr stripped", "a\r\r\n", 100, []lines.Line{{Text: "a\r", Len: 2}}},
		{"lone cr kept", "a\rb\r", 100, []lines.Line{{Text: "a\rb\r", Len: 4}}},
		{"blank lines", "\n\r\n\n", 100, []lines.Line{{Text: "", Len: 0}, {Text: "", Len: 0}, {Text: "", Len: 0}}},
		{"cut", "abcdef\nxy\n", 3, []lines.Line{{Text: "abc", Len: 6}, {Text: "xy", Len: 2}}},
		{"cut at crlf", "abc\r\nx", 4, []lines.Line{{Text: "abc", Len: 3}, {Text: "x", Len: 1}}},
		{"cut before crlf", "abcde\r\n", 4, []lines.Line{{Text: "abcd", Len: 5}}},
		{"byte order mark", "\ufeffa\nb\n", 100, []lines.Line{{Text: "a", Len: 1}, {Text: "b", Len: 1}}},
		{"byte order mark alone", "\ufeff", 100, nil},
		{"byte order mark and an empty line", "\ufeff\n", 100, []lines.Line{{Text: "", Len: 0}}},
		{"byte order mark on the second line", "a\n\ufeffb", 100, []lines.Line{{Text: "a", Len: 1}, {Text: "\ufeffb", Len: 4}}},
		{"two byte order marks", "\ufeff\ufeffa", 100, []lines.Line{{Text: "\ufeffa", Len: 4}}},
		{"half a byte order mark", "\xef\xbba", 100, []lines.Line{{Text: "\xef\xbba", Len: 3}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := readAll(strings.NewReader(tt.input), tt.max)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestLineReaderLongLines(t *testing.T) {
	// Lines longer than bufio's buffer are read in several pieces; a "\r"
	// at the end of one piece and "\n" at the start of the next is still
	// a "\r\n".
	for _, n := range []int{4095, 4096, 4097, 8191, 8192, 100_000} {
		x := strings.Repeat("x", n-1)
		input := x + "\r\n" + x + "\r\r\n" + x + "\n" + "end"
		got, err := readAll(strings.NewReader(input), 1<<20)
		require.NoError(t, err)
		want := []lines.Line{{Text: x, Len: n - 1}, {Text: x + "\r", Len: n}, {Text: x, Len: n - 1}, {Text: "end", Len: 3}}
		// Compare without printing a whole long line on failure.
		require.Len(t, got, len(want), "n=%d", n)
		for i := range want {
			assert.True(t, want[i] == got[i], "n=%d line %d: got %d bytes of %d, want %d of %d",
				n, i, len(got[i].Text), got[i].Len, len(want[i].Text), want[i].Len)
		}
	}
}
