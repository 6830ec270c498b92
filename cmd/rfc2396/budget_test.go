package main

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRunnerBudget holds the line runner to its budget of the bytes in
// flight whatever the number of workers: on chunks whose lines each make
// 4 MiB of output, sixteen workers hold no more of the heap than one does, and
// less than maxKept and a few MiB of the command's own; the output is in
// input order.
func TestRunnerBudget(t *testing.T) {
	const lines, perLine = 48, 4 << 20
	input := strings.Repeat(strings.Repeat("x", blockSize/2)+"\n", lines) // two lines a chunk
	piece := bytes.Repeat([]byte("0123456789abcdef"), 1<<12)              // 64 KiB
	want := sha256.New()
	for n := 1; n <= lines; n++ {
		for range perLine / len(piece) {
			fmt.Fprintf(want, "%d:", n)
			want.Write(piece)
		}
	}
	defer setMemory()()
	for _, jobs := range []int{1, 16} {
		t.Run(fmt.Sprint("-j ", jobs), func(t *testing.T) {
			got := sha256.New()
			o := newOutput(got, io.Discard)
			runtime.GC()
			var err error
			peak := peakHeap(func() {
				err = runLines(strings.NewReader(input), stdinName, 100, jobs, o, func(wo *output) lineFunc {
					return func(l line, src source) error {
						for range perLine / len(piece) {
							fmt.Fprintf(wo.w, "%d:", src.Line)
							if _, err := wo.w.Write(piece); err != nil {
								return err
							}
						}
						return nil
					}
				})
				require.NoError(t, o.w.Flush())
			})
			require.NoError(t, err)
			assert.Equal(t, fmt.Sprintf("%x", want.Sum(nil)), fmt.Sprintf("%x", got.Sum(nil)), "the output")
			t.Logf("peak heap %.1f MiB", float64(peak)/(1<<20))
			assert.Less(t, peak, uint64(2*maxKept), "the heap")
		})
	}
}
