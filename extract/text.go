package extract

import (
	"bytes"
	"encoding/binary"
	"io"
	"iter"
	"math"
	"math/bits"
	"unicode/utf8"

	"github.com/rfc2396/rfc2396/internal/charset"
)

// Text returns an iterator over the references in the plain text read from
// r, in the order they appear, as Appendix E recommends finding them (see
// the package documentation). Each Match is checked with the parser, in
// the module's default syntax unless a syntax option says otherwise, and
// resolved against the option Base when it is given.
//
// Text reads r as it goes and holds at most a few times MaxLength bytes of
// it. A failure to read r, or an invalid option (a *syntax.OptionError,
// before r is read), is yielded with a nil Match and ends the sequence;
// invalid references are not errors of the sequence but Matches whose Err
// is set.
func Text(r io.Reader, opts ...Option) iter.Seq2[*Match, error] {
	cfg, err := configOf(opts)
	return func(yield func(*Match, error) bool) {
		if err != nil {
			yield(nil, err)
			return
		}
		s := &textScanner{r: r, cfg: cfg, base: cfg.offset, line: cfg.line, col: 1, buf: make([]byte, 0, readSize)}
		for {
			m := s.next()
			if m == nil {
				if s.err != nil {
					yield(nil, s.err)
				}
				return
			}
			if !yield(m, nil) {
				return
			}
		}
	}
}

// readSize is how much a textScanner asks its reader for at a time.
const readSize = 32 << 10

// A textScanner finds references in plain text. It reads its input into a
// window, buf, and scans it from pos; the methods that look ahead take
// offsets relative to pos, which stay valid when the window moves.
type textScanner struct {
	r    io.Reader
	cfg  *config
	buf  []byte
	pos  int   // index in buf of the next byte to scan
	base int64 // input offset of buf[0]
	eof  bool  // r has no more to give
	err  error // why reading r failed, other than io.EOF

	// Lines are counted when a position is asked for, not as pos moves:
	// line and col are those of buf[counted], which is at most pos.
	counted   int
	line, col int
	prev      byte // the byte before buf[pos], 0 at the start

	// stopAt holds, for each of stopBytes, the index in buf where
	// nextStop found it last, len(buf) if it found none, -1 if it has not
	// looked for it in the window as it is (fill changes it). Zero, in a
	// new scanner, is right: its window is empty.
	stopAt [len(stopBytes)]int

	matches matchSlab
}

// A matchSlab hands out the Matches of a scan from blocks of 16, which
// costs less than a Match allocated alone on prose dense with references
// (BENCHMARKS.md, extract). A Match that a caller keeps keeps its block,
// 16 Matches, alive.
type matchSlab []Match

// next returns a zero Match of the slab.
func (ms *matchSlab) next() *Match {
	if len(*ms) == 0 {
		*ms = make([]Match, 16)
	}
	m := &(*ms)[0]
	*ms = (*ms)[1:]
	return m
}

// fill reads until n bytes from pos are in the window, and reports whether
// the input had them.
func (s *textScanner) fill(n int) bool {
	for len(s.buf)-s.pos < n {
		if s.eof {
			return false
		}
		s.forgetStops()
		if cap(s.buf)-len(s.buf) < readSize {
			s.lineCol(0) // count the lines of what goes
			s.counted = 0
			k := copy(s.buf, s.buf[s.pos:])
			s.buf = s.buf[:k]
			s.base += int64(s.pos)
			s.pos = 0
			if cap(s.buf)-len(s.buf) < readSize {
				grown := make([]byte, len(s.buf), 2*cap(s.buf)+readSize)
				copy(grown, s.buf)
				s.buf = grown
			}
		}
		k, err := s.r.Read(s.buf[len(s.buf):cap(s.buf)])
		s.buf = s.buf[:len(s.buf)+k]
		if err != nil {
			s.eof = true
			if err != io.EOF {
				s.err = err
			}
		}
	}
	return true
}

// byteAt returns the byte i bytes after pos, and false past the end of the
// input.
func (s *textScanner) byteAt(i int) (byte, bool) {
	if s.pos+i < len(s.buf) {
		return s.buf[s.pos+i], true
	}
	if !s.fill(i + 1) {
		return 0, false
	}
	return s.buf[s.pos+i], true
}

// spaceAt returns the length of the whitespace character i bytes after
// pos, or 0 if there is none there.
func (s *textScanner) spaceAt(i int) int {
	c, ok := s.byteAt(i)
	switch {
	case !ok:
		return 0
	case c < utf8.RuneSelf:
		if isASCIISpace(c) {
			return 1
		}
		return 0
	}
	s.fill(i + utf8.UTFMax)
	r, n := utf8.DecodeRune(s.buf[s.pos+i:])
	if isSpace(r) {
		return n
	}
	return 0
}

// asciiEndsBare marks the ASCII bytes that end a bare reference (see
// endsBare): whitespace, and < > " and `. In a double-quoted candidate
// they are the bytes that end it or make it not one, and "`", which quote
// then reads as any other.
var asciiEndsBare = [utf8.RuneSelf]bool{
	' ': true, '\t': true, '\n': true, '\v': true, '\f': true, '\r': true,
	'<': true, '>': true, '"': true, '`': true,
}

// asciiRun returns the offset after pos, from i up to lim at most, of the
// first byte that is not ASCII or that asciiEndsBare marks: the bytes of
// a candidate at a table look-up each, up to one that endsBare must look
// at.
func (s *textScanner) asciiRun(i, lim int) int {
	for k, c := range s.buf[s.pos+i : s.pos+lim] {
		if c >= utf8.RuneSelf || asciiEndsBare[c] {
			return i + k
		}
	}
	return lim
}

// endsBare reports whether the byte c, i bytes after pos, ends a bare
// reference: whitespace, one of < > " and `, or a typographic quote.
func (s *textScanner) endsBare(c byte, i int) bool {
	switch c {
	case '<', '>', '"', '`':
		return true
	}
	if c < utf8.RuneSelf {
		return isASCIISpace(c)
	}
	s.fill(i + utf8.UTFMax)
	r, _ := utf8.DecodeRune(s.buf[s.pos+i:])
	switch r {
	case '\u201c', '\u201d', '\u2018', '\u2019', '\u00ab', '\u00bb':
		return true
	}
	return isSpace(r)
}

// advance moves pos n bytes on.
func (s *textScanner) advance(n int) {
	if n == 0 {
		return
	}
	s.prev = s.buf[s.pos+n-1]
	s.pos += n
}

// lineCol returns the line and column of the byte i bytes after pos,
// having counted the lines up to pos.
func (s *textScanner) lineCol(i int) (line, col int) {
	s.line, s.col = s.lineColFrom(s.counted, s.pos)
	s.counted = s.pos
	return s.lineColFrom(s.pos, s.pos+i)
}

// lineColFrom returns the line and column of buf[to], from those of
// buf[from], which are s.line and s.col.
func (s *textScanner) lineColFrom(from, to int) (line, col int) {
	if from == to {
		return s.line, s.col // a bare reference's own start, after its scan
	}
	// Count first: it reads sixteen bytes and more at a step, and most
	// references are on the line of the one before.
	seg := s.buf[from:to]
	n := bytes.Count(seg, []byte{'\n'})
	if n == 0 {
		return s.line, s.col + len(seg)
	}
	return s.line + n, len(seg) - lastNewline(seg)
}

// lastNewline returns the index of the last line break ("\n") of b, -1
// when it holds none. It reads eight bytes a step from the end, where
// bytes.LastIndexByte reads one.
func lastNewline(b []byte) int {
	const ones, lows = 0x0101010101010101, 0x7f7f7f7f7f7f7f7f
	i := len(b)
	for ; i >= 8; i -= 8 {
		x := binary.LittleEndian.Uint64(b[i-8:]) ^ (ones * '\n')
		// The high bit of each byte of x that is zero, and of no other:
		// adding 0x7f carries into it from any other low seven bits.
		if z := ^((x&lows + lows) | x | lows); z != 0 {
			return i - 8 + (63-bits.LeadingZeros64(z))/8
		}
	}
	return bytes.LastIndexByte(b[:i], '\n')
}

// next returns the next reference, or nil at the end of the input.
func (s *textScanner) next() *Match {
	for {
		if skipText {
			s.skip()
		}
		c, ok := s.byteAt(0)
		if !ok || s.err != nil {
			return nil
		}
		switch {
		case c == '<' && !isAlnum(s.prev):
			if m := s.angle(); m != nil {
				return m
			}
		case c == '"' && !isAlnum(s.prev):
			if m := s.quote(); m != nil {
				return m
			}
		case s.endsBare(c, 0):
			if n := s.spaceAt(0); n > 1 {
				s.advance(n)
				continue
			}
		default:
			if m := s.bare(); m != nil {
				return m
			}
			continue
		}
		s.advance(1)
	}
}

// skipText is whether next skips; tests turn it off to hold skip to the
// byte-by-byte reading it shortens.
var skipText = true

// stopBytes are the bytes where skip stops: the delimiters "<" and the
// double quote, and ":", which every bare candidate holds after its
// scheme.
const stopBytes = "<\":"

// nextStop returns the index in buf of the first byte at or after from
// that stops skip, len(buf) if none does. It looks for each stop byte
// with bytes.IndexByte, sixteen bytes and more a step, and again only
// once from has passed where it found it (stopAt): each byte of the
// window is read once for each stop byte, however often skip stops.
func (s *textScanner) nextStop(from int) int {
	next := len(s.buf)
	for k := range len(stopBytes) {
		if s.stopAt[k] < from {
			i := bytes.IndexByte(s.buf[from:], stopBytes[k])
			if i < 0 {
				i = len(s.buf) - from
			}
			s.stopAt[k] = from + i
		}
		next = min(next, s.stopAt[k])
	}
	return next
}

// forgetStops makes nextStop look for every stop byte again: the window
// has changed.
func (s *textScanner) forgetStops() {
	for k := range s.stopAt {
		s.stopAt[k] = -1
	}
}

// skip moves pos past the text in the window that cannot start a
// reference (see nextStop): to the next "<" or double
// quote, or to the start of the run of scheme characters before the next
// ":" when that run can be a scheme (it starts with a letter that does
// not follow a scheme character, and is at most MaxLength long); next
// then reads from there as it would have byte by byte. Nothing before
// pos is looked at again but prev, so a run that reaches pos counts only
// when prev ends the text before it.
func (s *textScanner) skip() {
	b := s.buf[s.pos:]
	i := 0
	for {
		i = s.nextStop(s.pos+i) - s.pos
		if i == len(b) {
			// Keep the run of scheme characters that ends the window:
			// its ":" may come with the next read.
			k := i
			for k > 0 && i-k <= MaxLength && isSchemeChar(b[k-1]) {
				k--
			}
			s.advance(k)
			return
		}
		if b[i] != ':' {
			s.advance(i)
			return
		}
		k := i
		for k > 0 && i-k <= MaxLength && isSchemeChar(b[k-1]) {
			k--
		}
		before := s.prev
		if k > 0 {
			before = b[k-1]
		}
		if k < i && i-k <= MaxLength && isAlpha(b[k]) && !isSchemeChar(before) {
			s.advance(k)
			return
		}
		i++
	}
}

// angle reads the reference in the angle brackets at pos, and returns it
// having moved past the ">", or returns nil if the "<" there does not
// open a pair of delimiters.
func (s *textScanner) angle() *Match {
	i := 1
	if s.hasPrefix(i, "URL:") {
		i += len("URL:")
		for n := s.spaceAt(i); n > 0 && i <= MaxLength; n = s.spaceAt(i) {
			i += n
		}
	} else if s.spaceAt(i) > 0 {
		return nil
	}
	start := i
	blank := false // only whitespace since the last line break
	for ; ; i++ {
		c, ok := s.byteAt(i)
		if !ok || i > MaxLength {
			return nil
		}
		if c == '>' {
			break
		}
		switch c {
		case '<':
			return nil
		case '\n':
			if blank {
				return nil
			}
			blank = true
		case ' ', '\t', '\r', '\v', '\f':
		default:
			blank = false
		}
	}
	if i == start {
		return nil
	}
	if r, _ := utf8.DecodeLastRune(s.buf[s.pos+start : s.pos+i]); isSpace(r) {
		return nil
	}
	text := string(s.buf[s.pos+start : s.pos+i])
	m := s.match(start, text, Angle, removeSpace(text, true), false)
	s.advance(i + 1)
	return m
}

// hasPrefix reports whether prefix comes i bytes after pos.
func (s *textScanner) hasPrefix(i int, prefix string) bool {
	if !s.fill(i + len(prefix)) {
		return false
	}
	return string(s.buf[s.pos+i:s.pos+i+len(prefix)]) == prefix
}

// quote reads the reference in the double quotes at pos, and returns it
// having moved past the closing quote, or returns nil if the quote there
// does not open a pair of delimiters.
func (s *textScanner) quote() *Match {
	i := 1
	for ; ; i++ {
		if lim := min(len(s.buf)-s.pos, MaxLength+1); i < lim {
			i = s.asciiRun(i, lim) // the ASCII bytes of the window
		}
		c, ok := s.byteAt(i)
		if !ok || i > MaxLength || c == '<' || c == '>' || s.spaceAt(i) > 0 {
			return nil
		}
		if c == '"' {
			break
		}
	}
	if i == 1 {
		return nil
	}
	text := string(s.buf[s.pos+1 : s.pos+i])
	m := s.match(1, text, Quote, reading{uri: text}, false)
	s.advance(i + 1)
	return m
}

// bare scans the word at pos for the start of a bare reference. It returns
// the reference having moved past it, or nil having moved past the word.
func (s *textScanner) bare() *Match {
	for i := 0; ; {
		if i >= MaxLength {
			// A long word: move on, and keep the window small.
			s.advance(i)
			i = 0
		}
		c, ok := s.byteAt(i)
		if !ok || s.endsBare(c, i) {
			s.advance(i)
			return nil
		}
		before := s.prev
		if i > 0 {
			before = s.buf[s.pos+i-1]
		}
		if !isAlpha(c) || isSchemeChar(before) {
			i++
			continue
		}
		j := i + 1
		for j-i < MaxLength {
			if d, ok := s.byteAt(j); !ok || !isSchemeChar(d) {
				break
			}
			j++
		}
		if after, ok := s.bareScheme(i, j); ok {
			s.advance(i)
			return s.bareFrom(after - i)
		}
		i = j
	}
}

// bareScheme reports whether the scheme from i to j after pos starts a
// bare candidate, and where the text that must follow it starts.
func (s *textScanner) bareScheme(i, j int) (after int, ok bool) {
	if c, ok := s.byteAt(j); !ok || c != ':' {
		return 0, false
	}
	if s.hasPrefix(j+1, "//") {
		return j + 3, true
	}
	scheme := s.buf[s.pos+i : s.pos+j]
	for _, b := range bareSchemes {
		if asciiEqualFold(scheme, b) {
			return j + 1, true
		}
	}
	return 0, false
}

// bareFrom reads the bare reference whose scheme starts at pos and whose
// text after the scheme starts after bytes on. It returns the reference
// having moved past it, or nil having moved past the word when nothing is
// left after the scheme once punctuation is trimmed.
func (s *textScanner) bareFrom(after int) *Match {
	end := 0
	joined := false // a line break after a hyphen is in the candidate
	for {
		for {
			if lim := min(len(s.buf)-s.pos, MaxLength+1); end < lim {
				end = s.asciiRun(end, lim) // the ASCII bytes of the window
			}
			if end > MaxLength {
				return s.tooLong()
			}
			c, ok := s.byteAt(end)
			if !ok || s.endsBare(c, end) {
				break
			}
			end++
			if end > MaxLength {
				return s.tooLong()
			}
		}
		if s.buf[s.pos+end-1] != '-' {
			break
		}
		next := s.continuation(end)
		if next < 0 {
			break
		}
		end, joined = next, true
	}
	n := trimEnd(s.buf[s.pos:s.pos+end], s.prev)
	if n <= after {
		s.advance(end)
		return nil
	}
	text := string(s.buf[s.pos : s.pos+n])
	rd := reading{uri: text} // whitespace ends a bare candidate but where it is joined
	if joined {
		rd = removeSpace(text, true)
	}
	cut := s.spaceAt(end) > 0 && mayBeCut(text, s.colonAfterSpace(end)) && heldOver(s.wordAfter(end))
	m := s.match(0, text, None, rd, cut)
	s.advance(n)
	return m
}

// colonAfterSpace reports whether a ":" follows the whitespace i bytes
// after pos (see mayBeCut), without reading the word it starts.
func (s *textScanner) colonAfterSpace(i int) bool {
	from := i
	for n := s.spaceAt(i); n > 0 && i-from <= MaxLength; n = s.spaceAt(i) {
		i += n
	}
	c, ok := s.byteAt(i)
	return ok && c == ':'
}

// wordAfter returns the text after the whitespace i bytes after pos, up
// to what ends a bare reference, MaxLength bytes at most: what a bare
// candidate that ends at i may have been cut from (see mayBeCut).
func (s *textScanner) wordAfter(i int) string {
	from := i
	for n := s.spaceAt(i); n > 0 && i-from <= MaxLength; n = s.spaceAt(i) {
		i += n
	}
	start := i
	for i-from <= MaxLength {
		if c, ok := s.byteAt(i); !ok || s.endsBare(c, i) {
			break
		}
		i++
	}
	return string(s.buf[s.pos+start : s.pos+i])
}

// continuation returns where the text of the next line starts when the
// bare reference that ends with "-" i bytes after pos goes on there: spaces
// and tabs, one line break, spaces and tabs, then a byte that does not end
// a bare reference. It returns -1 otherwise.
func (s *textScanner) continuation(i int) int {
	skip := func() {
		for i <= MaxLength {
			if c, ok := s.byteAt(i); !ok || c != ' ' && c != '\t' {
				return
			}
			i++
		}
	}
	skip()
	if s.hasPrefix(i, "\r\n") {
		i++
	}
	if c, ok := s.byteAt(i); !ok || c != '\n' {
		return -1
	}
	i++
	skip()
	if c, ok := s.byteAt(i); !ok || i > MaxLength || s.endsBare(c, i) {
		return -1
	}
	return i
}

// tooLong reports the bare candidate at pos, longer than MaxLength, and
// moves past it: past the lines that it goes on to after a "-" too, which
// are part of it, so that none of them starts a candidate again (each
// would read the rest of the chain once more, MaxLength bytes a line).
func (s *textScanner) tooLong() *Match {
	text := string(s.buf[s.pos : s.pos+MaxLength])
	line, col := s.lineCol(0)
	offset := s.base + int64(s.pos)
	m := &Match{Offset: offset, Line: line, Column: col, Text: text, URI: text, Delimiter: None,
		Err: lengthError(offset, text)}
	for {
		c, ok := s.byteAt(0)
		if !ok {
			return m
		}
		if !s.endsBare(c, 0) {
			s.advance(1)
			continue
		}
		if s.prev != '-' {
			return m
		}
		next := s.continuation(0)
		if next < 0 {
			return m
		}
		s.advance(next)
	}
}

// match returns the Match for text, which starts i bytes after pos, read
// as rd, checked and, when there is a base, resolved; cut says that
// whitespace cut it inside a password.
func (s *textScanner) match(i int, text string, d Delimiter, rd reading, cut bool) *Match {
	line, col := s.lineCol(i)
	// Field by field into the slab's zero Match: a composite literal is
	// built aside and copied whole.
	m := s.matches.next()
	m.Offset, m.Line, m.Column = s.base+int64(s.pos+i), line, col
	m.Text, m.URI, m.Delimiter, m.WhitespaceRemoved = text, rd.uri, d, rd.removed
	m.AmbiguousHyphen, m.Alternative = rd.hyphen, rd.alternative
	m.cut = cut
	m.check(s.cfg, s.cfg.base != nil, s.cfg.base)
	return m
}

// trimEnd returns the length of the bare candidate b without what ends
// it but is not part of it: sentence punctuation, an unmatched ")" or "]",
// whitespace, and the quote or emphasis mark (' * _) that pairs with the
// byte before it, before.
func trimEnd(b []byte, before byte) int {
	// The unmatched ")" and "]" of b, counted when one ends what is left:
	// most candidates end with neither.
	const notCounted = math.MinInt
	parens, brackets := notCounted, notCounted
	unmatched := func(n *int, open, close byte) bool {
		if *n == notCounted {
			*n = bytes.Count(b, []byte{close}) - bytes.Count(b, []byte{open})
		}
		return *n > 0
	}
	pair := before == '\'' || before == '*' || before == '_'
	n := len(b)
	for n > 0 {
		switch c := b[n-1]; {
		case c == '.' || c == ',' || c == ';' || c == ':' || c == '!' || c == '?' || isASCIISpace(c):
		case c == ')' && unmatched(&parens, '(', ')'):
			parens--
		case c == ']' && unmatched(&brackets, '[', ']'):
			brackets--
		case pair && c == before:
			pair = false
		default:
			return n
		}
		n--
	}
	return n
}

// asciiEqualFold reports whether b and the lower-case ASCII s are equal,
// ignoring the case of b's ASCII letters, as section 3.1 compares schemes
// and HTML its keywords (strings.EqualFold also folds other letters:
// "\u017f", long s, would be "s").
func asciiEqualFold[B ~[]byte | ~string](b B, s string) bool {
	if len(b) != len(s) {
		return false
	}
	for i := 0; i < len(b); i++ {
		if lower(b[i]) != s[i] {
			return false
		}
	}
	return true
}

// The character classes below, from internal/charset, only find where a
// candidate may start; whether it is a URI reference is for the parser to
// say.

// isAlpha reports whether c is an ASCII letter (alpha, Appendix A).
func isAlpha(c byte) bool { return charset.Alpha.Contains(c) }

// isAlnum reports whether c is an ASCII letter or digit (alphanum).
func isAlnum(c byte) bool { return charset.Alphanum.Contains(c) }

// isSchemeChar reports whether c may follow the first letter of a scheme
// (section 3.1).
func isSchemeChar(c byte) bool { return charset.SchemeRest.Contains(c) }
