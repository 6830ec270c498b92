package extract_test

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/extract"
)

// TestMaxToken checks that an HTML token with more than MaxToken bytes
// without "<" or ">" is reported with a *TokenError at its position, its
// bytes skipped, that a tag cut so is not read, and that the references
// after it are found at their exact positions, read at once, a byte at
// a time, or seven bytes at a time (blocks with a "<" or ">" inside,
// which the cap counts from their end).
func TestMaxToken(t *testing.T) {
	long := strings.Repeat("word ", 10) + "\nmore\n" + strings.Repeat("x", 40)
	for _, tt := range []struct {
		name string
		in   string
		want []string
	}{
		{"short tokens", `<a href="http://a/b">x</a>`, []string{"1:1:0 http://a/b"}},
		{"long text", "<p>" + long + `<a href="http://a/b">`, []string{
			"1:4:3 error: extract: the HTML token at offset 3 has more than 32 bytes without a \"<\" or \">\": 62 bytes of it were skipped",
			"3:41:99 http://a/b"}},
		{"long text at the end", `<a href="g:h">` + long, []string{
			"1:1:0 g:h",
			"1:15:14 error: extract: the HTML token at offset 14 has more than 32 bytes without a \"<\" or \">\": 62 bytes of it were skipped"}},
		{"long tag", `<a href="http://u:secret@host/` + strings.Repeat("p", 60) + `">` + "\n" + `<img src="i">`, []string{
			"1:1:0 error: extract: the HTML token at offset 0 has more than 32 bytes without a \"<\" or \">\": 56 bytes of it were skipped",
			"2:1:93 i"}},
		{"long comment", "<!--" + long + `--><a href="x">`, []string{
			"1:1:0 error: extract: the HTML token at offset 0 has more than 32 bytes without a \"<\" or \">\": 67 bytes of it were skipped",
			"3:44:103 x"}},
		{"runs cut by > in values", `<a title="` + strings.Repeat("y>", 20) + `" href="h">`, []string{"1:1:0 h"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			for _, chunk := range []int{0, 1, 7} {
				r := strings.NewReader(tt.in)
				var got []string
				src := chunkReader(r, chunk)
				for m, err := range extract.HTML(src, extract.MaxToken(32)) {
					require.NoError(t, err)
					s := fmt.Sprintf("%d:%d:%d ", m.Line, m.Column, m.Offset)
					var te *extract.TokenError
					if errors.As(m.Err, &te) {
						assert.Equal(t, m.Offset, te.Offset)
						assert.NotContains(t, te.Error(), "secret")
						s += "error: " + te.Error()
					} else {
						s += m.URI
					}
					got = append(got, s)
				}
				assert.Equal(t, tt.want, got, "read %d bytes at a time (0: at once)", chunk)
			}
		})
	}
}

// chunkReader returns r read n bytes at a time at most, or as asked for
// when n is 0.
func chunkReader(r io.Reader, n int) io.Reader {
	if n == 0 {
		return r
	}
	return readerFunc(func(p []byte) (int, error) { return r.Read(p[:min(len(p), n)]) })
}

type readerFunc func([]byte) (int, error)

func (f readerFunc) Read(p []byte) (int, error) { return f(p) }

// TestMaxTokenOption checks that MaxToken below 1 is an option error.
func TestMaxTokenOption(t *testing.T) {
	for _, err := range extract.HTML(strings.NewReader("<a href=x>"), extract.MaxToken(0)) {
		assert.ErrorContains(t, err, "at least 1")
		return
	}
	t.Fatal("no error")
}
