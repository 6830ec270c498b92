package extract_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/extract"
)

// cutPieces are the pieces that cutText strings together: references
// across line breaks, after hyphens, in angle brackets spanning lines,
// invalid candidates, and brackets of prose.
var cutPieces = []string{
	"http://a/b ", "see http://a/b.\n", "<http://x/\n y> ", "<URL:\nhttp://z/>", "<URL: http://z/\n w>\n",
	"http://a/b-\nc ", "http://a/b-  \r\n  c\n", "http://a/b- \t\n", "line-\n", "\"http://q/\" ", "\"http://q/\n\" ",
	"a < b > c\n", "<", ">", "\n", "\n", "\n", "\r\n", "x\n", "vector<int>\n", "http://bad^/ ", "<bad^ref>\n",
	"mailto:a@b\n", "<http://p/\n\nq>\n", "(see http://a/b)\n", "\u00a0http://u/\u2028v\n", "word ",
}

// cutText returns n pieces of text chosen by r.
func cutText(r *rand.Rand, n int) []byte {
	var b bytes.Buffer
	for range n {
		b.WriteString(cutPieces[r.IntN(len(cutPieces))])
	}
	return b.Bytes()
}

// found returns the matches of Text in b, read with opts, one a line.
func found(t testing.TB, b []byte, opts ...extract.Option) []string {
	t.Helper()
	var out []string
	for _, m := range collect(t, extract.Text(bytes.NewReader(b), append(opts, extract.Trees(false))...)) {
		err := ""
		if m.Err != nil {
			err = m.Err.Error()
		}
		out = append(out, fmt.Sprintf("%d %d:%d %s %q alt=%q %s", m.Offset, m.Line, m.Column, describe(m), m.Text, m.Alternative, err))
	}
	return out
}

// split returns the matches of Text in b read as two pieces cut at p, the
// second with its Origin.
func split(t testing.TB, b []byte, p int) []string {
	line := 1 + bytes.Count(b[:p], []byte{'\n'})
	return append(found(t, b[:p]), found(t, b[p:], extract.Origin(int64(p), line))...)
}

// cutInputs are the texts the cut finder is tested on: random pieces,
// and angle brackets around more or less than MaxLength bytes of lines.
func cutInputs() map[string][]byte {
	r := rand.New(rand.NewPCG(1, 2))
	lines := func(n int) string { return strings.Repeat(strings.Repeat("w ", 49)+"w\n", n/100) }
	in := map[string][]byte{
		"empty":      {},
		"near":       []byte("<http://a/\n" + lines(extract.MaxLength-200) + "b>\nhttp://c/\n"),
		"far":        []byte("<http://a/\n" + lines(extract.MaxLength+200) + "b>\nhttp://c/\n"),
		"far-url":    []byte("<URL:\n" + lines(extract.MaxLength-300) + "http://d/>\nx\n"),
		"no newline": []byte("http://a/b"),
		"edge":       []byte("<" + strings.Repeat("a", extract.MaxLength-4) + "\nb>\n<" + strings.Repeat("a", extract.MaxLength-2) + "\nb>\n"),
	}
	for i := range 12 {
		in[fmt.Sprintf("random %d", i)] = cutText(r, 300)
	}
	return in
}

// TestLastCutOracle checks the cut finder against a brute-force oracle:
// cut at every line break, the two pieces give the same matches, at the
// same positions, as the whole wherever SafeCut says the cut is safe; and
// LastCut is the last safe place after from.
func TestLastCutOracle(t *testing.T) {
	unsafeDiffers := 0
	for name, b := range cutInputs() {
		t.Run(name, func(t *testing.T) {
			whole := found(t, b)
			safe, breaks := 0, 0
			for p := 1; p <= len(b); p++ {
				if b[p-1] != '\n' {
					assert.False(t, extract.SafeCut(b, p), "a cut not after a line break at %d", p)
					continue
				}
				if len(b) > 1<<16 && p%7 != 0 && !extract.SafeCut(b, p) {
					continue // the long inputs: every safe cut, some others
				}
				if breaks++; raceEnabled && breaks%raceCutStride != 0 && !extract.SafeCut(b, p) {
					continue // under the race detector, fewer of the others
				}
				same := slicesEqual(split(t, b, p), whole)
				if extract.SafeCut(b, p) {
					safe++
					require.True(t, same, "cut at %d of %q: the pieces' matches differ from the whole's", p, b[max(0, p-40):min(len(b), p+40)])
				} else if !same {
					unsafeDiffers++
				}
			}
			if name != "empty" && name != "no newline" && name != "near" {
				assert.NotZero(t, safe, "no safe cut")
			}
			for _, from := range []int{0, len(b) / 3, len(b) / 2, len(b)} {
				want := 0
				for p := len(b); p > from; p-- {
					if extract.SafeCut(b, p) {
						want = p
						break
					}
				}
				assert.Equal(t, want, extract.LastCut(b, from), "LastCut(b, %d)", from)
			}
		})
	}
	assert.NotZero(t, unsafeDiffers, "no unsafe cut changed the matches: the oracle cannot tell")
}

// raceCutStride is how many of the unsafe cuts that TestLastCutOracle
// checks stand for one under the race detector, which slows it many
// times over and finds nothing in it (it runs on one goroutine).
const raceCutStride = 16

func slicesEqual(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestLastCutCases gives the rules' cases by hand.
func TestLastCutCases(t *testing.T) {
	for _, tt := range []struct {
		text string
		want int
	}{
		{"", 0},
		{"a", 0},
		{"a\n", 2},
		{"a\nb", 2},
		{"a-\n", 0},
		{"a- \t\r\n", 0},
		{"a-x\n", 4},
		{"a\nb-\n", 2},
		{"<a\n", 0},
		{"<a>\n", 4},
		{"<a\nb>\n", 6},
		{"<a\nb>c<\n", 3 - 3},
		{"x\n<a\nb\n", 2},
		{"> <\n", 0},
		// A "<" whose ">" would come after the line break more than
		// MaxLength bytes on.
		{"<" + strings.Repeat("a", extract.MaxLength-2) + "\n", 0},
		{"<" + strings.Repeat("a", extract.MaxLength-1) + "\n", extract.MaxLength + 1},
		{"<" + strings.Repeat("a", extract.MaxLength) + "\n", extract.MaxLength + 2},
	} {
		assert.Equal(t, tt.want, extract.LastCut([]byte(tt.text), 0), "%.40q", tt.text)
	}
}

// TestOrigin checks that Origin moves offsets, lines and a LengthError's
// offset, and that a bad one is an option error.
func TestOrigin(t *testing.T) {
	text := "x http://a/\n<b>\nhttp://" + strings.Repeat("c", extract.MaxLength) + "\n"
	ms := collect(t, extract.Text(strings.NewReader(text), extract.Origin(1000, 50)))
	require.Len(t, ms, 3)
	assert.Equal(t, []int64{1002, 1013, 1016}, []int64{ms[0].Offset, ms[1].Offset, ms[2].Offset})
	assert.Equal(t, []int{50, 51, 52}, []int{ms[0].Line, ms[1].Line, ms[2].Line})
	assert.Equal(t, []int{3, 2, 1}, []int{ms[0].Column, ms[1].Column, ms[2].Column})
	var le *extract.LengthError
	require.ErrorAs(t, ms[2].Err, &le)
	assert.Equal(t, int64(1016), le.Offset)
	for _, o := range []extract.Option{extract.Origin(-1, 1), extract.Origin(0, 0)} {
		for _, err := range extract.Text(strings.NewReader(text), o) {
			assert.Error(t, err, "%v", o)
			break
		}
	}
	assert.Equal(t, "extract.Origin(1000, 50)", fmt.Sprint(extract.Origin(1000, 50)))
}
