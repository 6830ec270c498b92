package conformance

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
)

// Serve is the adapter side of the protocol, for an implementation in Go:
// it reads requests one a line from r, and writes impl's answer to each
// as one line to w, in order, until r ends. A request of an operation it
// does not know is answered with skip. It stops at the first error of
// reading, writing or impl, and returns it; a line that is not a request
// is an error too.
func Serve(impl Implementation, r io.Reader, w io.Writer) error {
	in := bufio.NewReaderSize(r, 64*1024)
	out := bufio.NewWriter(w)
	for {
		line, err := in.ReadBytes('\n')
		if len(line) > 0 {
			var req Request
			if jerr := json.Unmarshal(line, &req); jerr != nil {
				return fmt.Errorf("conformance: request %q: %w", line, jerr)
			}
			a := Answer{Skip: true}
			switch req.Op {
			case OpParse, OpResolve, OpEquivalent:
				var ierr error
				if a, ierr = impl.Answer(req); ierr != nil {
					return ierr
				}
			}
			ans, aerr := EncodeAnswer(a, req)
			if aerr != nil {
				return aerr
			}
			out.Write(ans)
			out.WriteByte('\n')
			if ferr := out.Flush(); ferr != nil {
				return ferr
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}
