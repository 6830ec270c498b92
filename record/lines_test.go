package record_test

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/record"
)

// readAll returns the lines of r, kept to max bytes each.
func readAll(r io.Reader, max int) ([]record.Line, error) {
	lr := record.NewLineReader(r, max)
	var out []record.Line
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
		want  []record.Line
	}{
		{"empty input", "", 100, nil},
		{"one empty line", "\n", 100, []record.Line{{Text: "", Len: 0}}},
		{"lines", "a\nbc\n", 100, []record.Line{{Text: "a", Len: 1}, {Text: "bc", Len: 2}}},
		{"last line without newline", "a\nbc", 100, []record.Line{{Text: "a", Len: 1}, {Text: "bc", Len: 2}}},
		{"crlf", "a\r\nbc\r\n", 100, []record.Line{{Text: "a", Len: 1}, {Text: "bc", Len: 2}}},
		{"one cr stripped", "a\r\r\n", 100, []record.Line{{Text: "a\r", Len: 2}}},
		{"lone cr kept", "a\rb\r", 100, []record.Line{{Text: "a\rb\r", Len: 4}}},
		{"blank lines", "\n\r\n\n", 100, []record.Line{{Text: "", Len: 0}, {Text: "", Len: 0}, {Text: "", Len: 0}}},
		{"cut", "abcdef\nxy\n", 3, []record.Line{{Text: "abc", Len: 6}, {Text: "xy", Len: 2}}},
		{"cut at crlf", "abc\r\nx", 4, []record.Line{{Text: "abc", Len: 3}, {Text: "x", Len: 1}}},
		{"cut before crlf", "abcde\r\n", 4, []record.Line{{Text: "abcd", Len: 5}}},
		{"byte order mark", "\ufeffa\nb\n", 100, []record.Line{{Text: "a", Len: 1}, {Text: "b", Len: 1}}},
		{"byte order mark alone", "\ufeff", 100, nil},
		{"byte order mark and an empty line", "\ufeff\n", 100, []record.Line{{Text: "", Len: 0}}},
		{"byte order mark on the second line", "a\n\ufeffb", 100, []record.Line{{Text: "a", Len: 1}, {Text: "\ufeffb", Len: 4}}},
		{"two byte order marks", "\ufeff\ufeffa", 100, []record.Line{{Text: "\ufeffa", Len: 4}}},
		{"half a byte order mark", "\xef\xbba", 100, []record.Line{{Text: "\xef\xbba", Len: 3}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := readAll(strings.NewReader(tt.input), tt.max)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
			// The first line of these two is longer than max.
			cutFirst := tt.name == "cut" || tt.name == "cut before crlf"
			for i, l := range got {
				assert.Equal(t, cutFirst && i == 0, l.Cut(), "line %d", i)
			}
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
		want := []record.Line{{Text: x, Len: n - 1}, {Text: x + "\r", Len: n}, {Text: x, Len: n - 1}, {Text: "end", Len: 3}}
		// Compare without printing a whole long line on failure.
		require.Len(t, got, len(want), "n=%d", n)
		for i := range want {
			assert.True(t, want[i] == got[i], "n=%d line %d: got %d bytes of %d, want %d of %d",
				n, i, len(got[i].Text), got[i].Len, len(want[i].Text), want[i].Len)
		}
	}
}

func TestLineReaderError(t *testing.T) {
	// An error of reading ends the lines: the lines before it are read,
	// and then the error is returned, not io.EOF.
	boom := errors.New("boom")
	got, err := readAll(io.MultiReader(strings.NewReader("a\nb"), iotest.ErrReader(boom)), 100)
	assert.ErrorIs(t, err, boom)
	assert.Equal(t, []record.Line{{Text: "a", Len: 1}}, got)
}

func TestWithoutBOM(t *testing.T) {
	tests := []struct {
		name, input, want string
	}{
		{"empty", "", ""},
		{"no byte order mark", "abc\n", "abc\n"},
		{"byte order mark", record.BOM + "abc", "abc"},
		{"byte order mark alone", record.BOM, ""},
		{"two byte order marks", record.BOM + record.BOM + "a", record.BOM + "a"},
		{"half a byte order mark", "\xef\xbba", "\xef\xbba"},
		{"byte order mark later", "a" + record.BOM, "a" + record.BOM},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := io.ReadAll(record.WithoutBOM(strings.NewReader(tt.input)))
			require.NoError(t, err)
			assert.Equal(t, tt.want, string(b))
		})
	}
}

// The lines of an input as the rfc2396 command reads them: the byte
// order mark skipped, "\r\n" and "\n" removed, a last line without a
// newline counted, and a long line kept to max bytes with its length.
func ExampleLineReader() {
	lr := record.NewLineReader(strings.NewReader(record.BOM+"http://a/b\r\nhttp://example.com/long\n?y"), 16)
	for {
		l, err := lr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%q %d %v\n", l.Text, l.Len, l.Cut())
	}
	// Output:
	// "http://a/b" 10 false
	// "http://example.c" 23 true
	// "?y" 2 false
}
