// Command naive is the naive extractor of BENCHMARKS.md: it splits each
// line of standard input into words (strings.Fields), and prints each word
// with a ":" that net/url's url.Parse accepts, what "rfc2396 extract" does
// by Appendix E's rules.
package main

import (
	"bufio"
	"fmt"
	"net/url"
	"os"
	"strings"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<22)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	n := 0
	for sc.Scan() {
		for _, t := range strings.Fields(sc.Text()) {
			if strings.Contains(t, ":") {
				if u, err := url.Parse(t); err == nil {
					fmt.Fprintln(w, u)
					n++
				}
			}
		}
	}
	fmt.Fprintln(os.Stderr, n)
}
