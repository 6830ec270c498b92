package extract

import (
	"bytes"
	"fmt"
	"io"

	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// DefaultMaxToken is the default of MaxToken: the most bytes of an HTML
// token that HTML reads without a "<" or ">" in them.
const DefaultMaxToken = 4 << 20

// maxTokenOption is the option MaxToken.
type maxTokenOption struct {
	syntax.ExtractOption
	n int
}

// String returns the option as Go code would show it, such as
// "extract.MaxToken(1024)".
func (o maxTokenOption) String() string { return fmt.Sprintf("extract.MaxToken(%d)", o.n) }

// MaxToken sets how many bytes without a "<" or ">" HTML reads in one
// token of the document, n >= 1, DefaultMaxToken by default: what follows
// in the token, up to the next "<" or ">", is skipped and the token is
// reported with a *TokenError (the references of a tag are not read, for
// they may be cut), so that a document without tags costs no more memory
// than n, whatever its size, and the rest of the document is still read.
// An n below 1 is a *syntax.OptionError. Text ignores it.
func MaxToken(n int) Option { return maxTokenOption{n: n} }

// A TokenError reports an HTML token (text between tags, a tag, a
// comment) that holds more than MaxToken bytes without a "<" or ">": the
// bytes from there to the next "<" or ">" were skipped. It is the Err of
// a Match whose other fields but the position are empty.
type TokenError struct {
	Offset  int64 // offset in the input of the token's first byte
	Skipped int64 // how many bytes of it were skipped
	Max     int   // the MaxToken in force
}

// Error returns a message that gives the token's offset and what was
// skipped; it shows no byte of the token.
func (e *TokenError) Error() string {
	return fmt.Sprintf("extract: the HTML token at offset %d has more than %d bytes without a \"<\" or \">\": %d bytes of it were skipped", e.Offset, e.Max, e.Skipped)
}

// A skip is a run of bytes that a capReader left out.
type skip struct {
	at    int64 // offset in what the reader gave of the byte that follows them
	n     int64 // how many bytes
	lines int   // how many "\n" they hold
	tail  int   // bytes after their last "\n" (when lines > 0)
}

// A capReader reads r leaving out, in every run of bytes without "<" or
// ">", what comes after the first max bytes of the run but its last two
// bytes, which may close a comment ("-->") or the like; it records what it
// left out in skips, in order.
type capReader struct {
	r     io.Reader
	max   int
	run   int   // bytes since the last "<" or ">"
	given int64 // bytes given so far
	skips []skip
	open  bool   // the last of skips is in progress
	pend  []byte // the last bytes of the run being left out, given at its end
	buf   []byte // what was read from r
}

// keepEnd is how many bytes at the end of a run left out are kept.
const keepEnd = 2

// Read reads into p what the tokenizer is given: the input, less the
// middle of each run longer than the cap. p must have room for more than
// keepEnd bytes (the tokenizer's reads are kilobytes); a smaller p is
// io.ErrShortBuffer.
func (c *capReader) Read(p []byte) (int, error) {
	if len(p) <= keepEnd {
		return 0, io.ErrShortBuffer
	}
	if cap(c.buf) < len(p) {
		c.buf = make([]byte, len(p))
	}
	for {
		n, err := c.r.Read(c.buf[:len(p)-keepEnd])
		k := c.filter(p, c.buf[:n])
		if err != nil && len(c.pend) > 0 {
			k += copy(p[k:], c.pend)
			c.pend = c.pend[:0]
		}
		c.given += int64(k)
		if k > 0 || err != nil {
			return k, err
		}
	}
}

// filter writes to p what of b is not left out, and returns its length.
func (c *capReader) filter(p, b []byte) int {
	if !c.open && c.run+len(b) <= c.max {
		// No run reaches the cap within b, the common case: b is given
		// whole, and only the run at its end is counted, looked for from
		// the end.
		if i := bytes.LastIndexAny(b, "<>"); i >= 0 {
			c.run = len(b) - 1 - i
		} else {
			c.run += len(b)
		}
		return copy(p, b)
	}
	out := 0
	for len(b) > 0 {
		i := bytes.IndexAny(b, "<>")
		body := b
		if i >= 0 {
			body = b[:i] // the bytes before the "<" or ">"
		}
		keep := min(len(body), max(c.max-c.run, 0))
		out += copy(p[out:], body[:keep])
		if drop := body[keep:]; len(drop) > 0 {
			if !c.open {
				c.skips = append(c.skips, skip{at: c.given + int64(out)})
				c.open = true
			}
			all := append(c.pend, drop...)
			if len(all) > keepEnd {
				c.count(all[:len(all)-keepEnd])
				all = all[len(all)-keepEnd:]
			}
			c.pend = append(c.pend[:0], all...)
		}
		c.run += len(body)
		if i < 0 {
			break
		}
		out += copy(p[out:], c.pend)
		c.pend = c.pend[:0]
		p[out] = b[i]
		out++
		c.run, c.open = 0, false
		b = b[i+1:]
	}
	return out
}

// count adds drop to the skip in progress.
func (c *capReader) count(drop []byte) {
	s := &c.skips[len(c.skips)-1]
	s.n += int64(len(drop))
	if j := bytes.LastIndexByte(drop, '\n'); j >= 0 {
		s.lines += bytes.Count(drop, []byte{'\n'})
		s.tail = len(drop) - j - 1
	} else {
		s.tail += len(drop)
	}
}

// A position is an offset in the input with its line and column.
type position struct {
	offset    int64
	line, col int
}

// over moves p over b.
func (p *position) over(b []byte) {
	p.offset += int64(len(b))
	if k := bytes.LastIndexByte(b, '\n'); k >= 0 {
		p.line += bytes.Count(b, []byte{'\n'})
		p.col = len(b) - k
	} else {
		p.col += len(b)
	}
}

// overSkip moves p over the bytes that s left out.
func (p *position) overSkip(s skip) {
	p.offset += s.n
	if s.lines > 0 {
		p.line += s.lines
		p.col = s.tail + 1
	} else {
		p.col += s.tail
	}
}

// token moves p over raw, the bytes the reader c gave for a token that
// started at given, and over the bytes left out among them, and returns
// how many were left out.
func (p *position) token(raw []byte, given int64, c *capReader) int64 {
	var skipped int64
	end := given + int64(len(raw))
	done := 0
	for len(c.skips) > 0 && c.skips[0].at <= end {
		s := c.skips[0]
		c.skips = c.skips[1:]
		k := int(s.at - given)
		p.over(raw[done:k])
		p.overSkip(s)
		skipped += s.n
		done = k
	}
	p.over(raw[done:])
	return skipped
}

// RawError is Error: the message shows no byte of the token.
func (e *TokenError) RawError() string { return e.Error() }

// Where returns no text, for the error keeps no byte of the token: its
// place in the input is Offset.
func (e *TokenError) Where(raw bool) parser.Position { return parser.Position{} }
