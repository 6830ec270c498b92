package extract

import (
	"io"
	"strings"
	"testing"
)

// A repeatReader gives its text over and over, n bytes in all, without
// holding more than one copy of it.
type repeatReader struct {
	text string
	i, n int
}

func (r *repeatReader) Read(p []byte) (int, error) {
	if r.n == 0 {
		return 0, io.EOF
	}
	k := 0
	for k < len(p) && r.n > 0 {
		c := copy(p[k:min(len(p), k+r.n)], r.text[r.i:])
		k += c
		r.n -= c
		r.i = (r.i + c) % len(r.text)
	}
	return k, nil
}

// TestTextWindowBounded reads 32 MiB with words, angle brackets and quotes
// longer than MaxLength: the window stays within a constant, whatever the
// input's size.
func TestTextWindowBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 32 MiB")
	}
	text := "Prose with <http://a/b\n c> and \"http://q/\" and http://x/y-\n z.\n" +
		"http://long/" + strings.Repeat("a", 3*MaxLength/2) + " " +
		"<" + strings.Repeat("b", 3*MaxLength/2) + " " +
		"\"" + strings.Repeat("c", 3*MaxLength/2) + "\n" +
		"http://d/e-" + strings.Repeat(" ", 3*MaxLength/2) + "\n f " +
		"http://g/h-\n" + strings.Repeat(" ", 3*MaxLength/2) + "i " +
		"<URL:" + strings.Repeat(" ", 3*MaxLength/2) + "http://j/>\n"
	const size = 32 << 20
	s := &textScanner{r: &repeatReader{text: text, n: size}, cfg: &config{}, line: 1, col: 1}
	n := 0
	for m := s.next(); m != nil; m = s.next() {
		n++
	}
	if s.err != nil {
		t.Fatal(s.err)
	}
	copies := size / len(text)
	t.Logf("%d references in %d copies; window %d bytes", n, copies, cap(s.buf))
	if n < 7*copies {
		t.Errorf("found %d references in %d copies of the text, want at least 7 in each", n, copies)
	}
	if bound := 2*MaxLength + 4*readSize; cap(s.buf) > bound {
		t.Errorf("the window grew to %d bytes, more than %d", cap(s.buf), bound)
	}
	if want := int64(size); s.base+int64(s.pos) != want {
		t.Errorf("scanned %d bytes, want %d", s.base+int64(s.pos), want)
	}
}
