package scan

import "github.com/rfc2396/rfc2396/internal/charset"

// An ipv6 is the state of a scan of an IPv6address (RFC 2373), read as
// its section 2.2 says (see grammar/uri.peg): eight pieces of one to four
// hex digits; at most one "::", standing for one or more pieces of zeros;
// and in place of the last two pieces, an IPv4 address of numbers 0 to
// 255, each of one to three digits. The state says which bytes may come
// next, so that a scan fails at the first byte no address can have there
// and knows every byte that could have come instead.
//
// RFC 3986's IPv6address (section 3.2.2) reads the same, but that the
// numbers of its IPv4 tail are dec-octets, written without a leading
// zero: the state is strict then.
type ipv6 struct {
	pieces int  // pieces complete, "::" not counted
	double bool // "::" was read
	colons int  // colons read since the last piece: 0, 1 or 2
	digits int  // hex digits of the piece being read
	value  int  // that piece read as a decimal number; -1 once it holds a hex letter
	tail   int  // numbers complete in the IPv4 tail, once its first "." is read; -1 before
	// the number of the tail being read
	tailDigits, tailValue int
	lead0                 bool // the piece being read starts with "0"
	strict                bool // RFC 3986: an IPv4 tail's numbers have no leading zero
}

// limit returns how many pieces the address may have besides what "::"
// stands for.
func (v ipv6) limit() int {
	if v.double {
		return 7
	}
	return 8
}

// next moves v past byte c, and reports false, leaving v as it may, when no
// address has c there.
func (v *ipv6) next(c byte) bool {
	if v.tail >= 0 {
		switch {
		case charset.Digit.Contains(c) && v.tailDigits < 3 && v.tailValue*10+int(c-'0') <= 255 &&
			!(v.strict && v.tailDigits == 1 && v.tailValue == 0):
			v.tailDigits++
			v.tailValue = v.tailValue*10 + int(c-'0')
			return true
		case c == '.' && v.tailDigits > 0 && v.tail < 3:
			v.tail++
			v.tailDigits, v.tailValue = 0, 0
			return true
		}
		return false
	}
	switch {
	case charset.Hex.Contains(c):
		if v.digits == 0 && (v.colons == 1 && v.pieces == 0 || v.pieces+1 > v.limit()) {
			return false // a leading ":" must be "::"; no room for a piece
		}
		if v.digits == 4 {
			return false
		}
		if v.digits == 0 {
			v.value, v.lead0 = 0, c == '0'
		}
		v.digits++
		if v.value >= 0 && charset.Digit.Contains(c) {
			v.value = v.value*10 + int(c-'0')
		} else {
			v.value = -1
		}
		v.colons = 0
		return true
	case c == ':':
		switch {
		case v.digits > 0: // ends a piece: another piece or "::" must have room
			v.pieces++
			if v.double && v.pieces > 6 || !v.double && v.pieces > 7 {
				return false
			}
			v.digits, v.colons = 0, 1
		case v.colons == 1 && !v.double: // "::"
			v.double, v.colons = true, 2
		case v.colons == 0 && v.pieces == 0 && !v.double: // the first of a leading "::"
			v.colons = 1
		default:
			return false
		}
		return true
	case c == '.':
		// The piece read is the first number of an IPv4 tail, which
		// counts as the last two pieces.
		room := !v.double && v.pieces == 6 || v.double && v.pieces+2 <= 7
		if v.digits == 0 || v.digits > 3 || v.value < 0 || v.value > 255 || !room || v.strict && v.digits > 1 && v.lead0 {
			return false
		}
		v.tail, v.tailDigits, v.tailValue = 1, 0, 0
		return true
	}
	return false
}

// end reports whether the address may end here, before "]".
func (v ipv6) end() bool {
	switch {
	case v.tail >= 0:
		return v.tail == 3 && v.tailDigits > 0
	case v.digits > 0:
		return v.double || v.pieces+1 == 8
	}
	return v.colons == 2
}

// expect returns the bytes that may come next: those next takes, and "]"
// where the address may end.
func (v ipv6) expect() Expect {
	var e Expect
	for c := range byte(128) {
		w := v
		if w.next(c) || c == ']' && v.end() {
			e = e.with(c)
		}
	}
	return e
}

// expectAlone returns the bytes that may come next in an address read
// alone, not in brackets, and the end where it may end.
func (v ipv6) expectAlone() Expect {
	e := v.expect()
	e.ascii[']'/64] &^= 1 << (']' % 64)
	e.End = v.end()
	return e
}
