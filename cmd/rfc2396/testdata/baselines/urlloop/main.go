// Command urlloop is the baseline of BENCHMARKS.md's bulk commands: it
// calls net/url's url.Parse on each line of standard input and prints how
// many failed, what "rfc2396 check" does with the engine of this module.
package main

import (
	"bufio"
	"fmt"
	"net/url"
	"os"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<22)
	n := 0
	for sc.Scan() {
		if _, err := url.Parse(sc.Text()); err != nil {
			n++
		}
	}
	fmt.Println(n)
}
