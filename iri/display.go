package iri

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"

	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/internal/charset"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/parts"
	"github.com/rfc2396/rfc2396/syntax"
)

// Display returns the reference s as people read it: escaped unreserved
// characters and escaped UTF-8 decoded, and a hostname's ACE labels in
// Unicode, with escaped every octet whose decoding would change the
// reference's meaning or hide something, and in ACE form every label that
// could be mistaken for another, as docs/iri.md lists them. The result is
// text for people, not a reference; Repair turns it back into a reference
// equivalent to s, or refuses it as it refuses s.
//
// s must be a valid reference in the syntax of opts (syntax.Default by
// default; syntax.RFC3986 reads RFC 3986, whose unreserved characters
// alone are decoded): otherwise the error is the parser's *parser.Error. The option
// UnicodeHosts shows every label that can be decoded in Unicode. An
// invalid option gets a *syntax.OptionError.
func Display(s string, opts ...Option) (string, error) {
	unicodeHosts := false
	syn, err := syntax.Read(opts, func(o Option) string {
		if _, ok := o.(unicodeHostsOption); ok {
			unicodeHosts = true
			return ""
		}
		return "this function does not take it"
	})
	if err != nil {
		return "", err
	}
	c, err := parser.Split(s, syn)
	if err != nil {
		return "", err
	}
	unres := charset.Unreserved
	if syn.IsRFC3986() {
		unres = charset.RFC3986Unreserved
	}
	v := c.Recomposition()
	if c.Server {
		v.Authority = parts.Def(displayServer(&c, unicodeHosts, unres))
	}
	v.Path = show(v.Path, unres)
	if v.Query.Defined {
		v.Query.Text = show(v.Query.Text, unres)
	}
	if v.Fragment.Defined {
		v.Fragment.Text = show(v.Fragment.Text, unres)
	}
	return parts.Recompose(v), nil
}

// displayServer returns the server authority of c with its userinfo shown
// and its host in Unicode where that is safe, or, with all, wherever it
// can be decoded; the delimiters and the port are kept as they are
// written. unres is the syntax's unreserved set (see show). A host is a
// hostname, or in RFC 3986 a reg-name without escapes, which IDNA reads
// as one.
func displayServer(c *parts.Components, all bool, unres charset.Set) string {
	var b strings.Builder
	from := c.Authority.Start
	if c.Userinfo.Defined() {
		b.WriteString(c.Text[from:c.Userinfo.Start])
		b.WriteString(show(c.Of(c.Userinfo), unres))
		from = c.Userinfo.End
	}
	if c.Host.Defined() {
		b.WriteString(c.Text[from:c.Host.Start])
		h := c.Of(c.Host)
		if c.HostKind == parts.Hostname || c.HostKind == parts.RegName && strings.IndexByte(h, '%') < 0 {
			h = displayHost(h, all, unres)
		}
		b.WriteString(h)
		from = c.Host.End
	}
	b.WriteString(c.Text[from:c.Authority.End])
	return b.String()
}

// maxDNSName is the length of the longest DNS name, in octets (RFC 1035
// section 2.3.4, with a final "."): a longer hostname is shown as it is,
// which also keeps the time IDNA takes small.
const maxDNSName = 254

// displayHost returns the hostname h in Unicode when it has an ACE label,
// IDNA's Lookup profile decodes it, every character decoded is one that
// Display shows, and converting it back gives h but for case; h itself
// otherwise. A label that could be mistaken for another (spoofable) is
// kept as it is written in h, unless all; so is h, when no label is left
// to decode.
func displayHost(h string, all bool, unres charset.Set) string {
	if len(h) > maxDNSName || !hasACELabel(h) {
		return h
	}
	u, err := idna.Lookup.ToUnicode(h)
	if err != nil {
		return h
	}
	for _, r := range u {
		if r >= utf8.RuneSelf && !shown(r, unres) {
			return h
		}
	}
	if a, err := idna.Lookup.ToASCII(u); err != nil || !strings.EqualFold(a, h) {
		return h
	}
	if all {
		return u
	}
	// h is ASCII, so its labels and u's are the same in number.
	labels, written := strings.Split(u, "."), strings.Split(h, ".")
	if len(labels) != len(written) {
		return h
	}
	var tld scriptSet
	if top := strings.TrimSuffix(u, "."); strings.Contains(top, ".") {
		tld = scriptsOf(top[strings.LastIndexByte(top, '.')+1:]).scripts
	}
	decoded := false
	for i, l := range labels {
		if isASCII(l) {
			continue
		}
		if spoofable(l, tld) {
			labels[i] = written[i]
		} else {
			decoded = true
		}
	}
	if !decoded {
		return h
	}
	return strings.Join(labels, ".")
}

// hasACELabel reports whether a label of the hostname h starts with the
// ACE prefix "xn--", in any case.
func hasACELabel(h string) bool {
	for label := range strings.SplitSeq(h, ".") {
		if len(label) >= 4 && strings.EqualFold(label[:4], "xn--") {
			return true
		}
	}
	return false
}

// show returns t, the text of a component, with the escapes of unreserved
// characters and of the UTF-8 of characters that Display shows decoded.
// When the component that this gives is not in NFC, its escaped UTF-8 is
// all kept: a decoded character would combine with its neighbour. unres
// is the unreserved set of the syntax: RFC 2396's, or RFC 3986's, whose
// sub-delims "!", "*", "'", "(" and ")" are reserved, and whose escapes
// Display therefore keeps.
func show(t string, unres charset.Set) string {
	d := decode(t, true, unres)
	if d == t || norm.NFC.IsNormalString(d) {
		return d
	}
	return decode(t, false, unres)
}

// decode returns t with the escapes of unreserved characters decoded and,
// with utf, those of the UTF-8 of characters that Display shows. An escape
// that stays is written as it was.
func decode(t string, utf bool, unres charset.Set) string {
	i := strings.IndexByte(t, '%')
	if i < 0 {
		return t
	}
	d := decoder{utf: utf, unres: unres}
	d.b.Grow(len(t))
	d.raw(t[:i])
	for i < len(t) {
		if t[i] != '%' {
			d.raw(t[i : i+1])
			i++
			continue
		}
		// The run of escapes at i, and the octets it encodes.
		j := i
		d.octets = d.octets[:0]
		for {
			o, ok := escape.Octet(t, j)
			if !ok {
				break
			}
			d.octets = append(d.octets, o)
			j += 3
		}
		if j == i { // not an escape: a parsed reference has none
			d.raw("%")
			i++
			continue
		}
		d.run(t[i:j])
		i = j
	}
	return d.b.String()
}

// A decoder writes a component's text, decoded where Display decodes it.
type decoder struct {
	b      strings.Builder
	utf    bool        // decode escaped UTF-8
	unres  charset.Set // the unreserved characters, decoded
	octets []byte      // the octets of the run of escapes being written
	// base says whether the last character written is a letter or a
	// digit, shown as itself, that a combining mark may be written on: a
	// mark on a delimiter or on an escape that stays would disguise it
	// (U+0338 over "/").
	base bool
}

// raw writes ASCII text of the component that is not an escape.
func (d *decoder) raw(s string) {
	if s != "" {
		d.b.WriteString(s)
		d.base = charset.Alphanum.Contains(s[len(s)-1])
	}
}

// run writes the octets of the run of escapes esc, decoded where Display
// decodes them, and their escapes where it does not.
func (d *decoder) run(esc string) {
	for k := 0; k < len(d.octets); {
		o := d.octets[k]
		if o < utf8.RuneSelf {
			if d.unres.Contains(o) {
				d.b.WriteByte(o)
				d.base = charset.Alphanum.Contains(o)
			} else {
				d.b.WriteString(esc[3*k : 3*k+3])
				d.base = false
			}
			k++
			continue
		}
		r, n := utf8.DecodeRune(d.octets[k:])
		if d.utf && shown(r, d.unres) && (d.base || !unicode.Is(unicode.M, r)) {
			d.b.Write(d.octets[k : k+n])
			d.base = unicode.In(r, unicode.L, unicode.N, unicode.M)
		} else {
			d.b.WriteString(esc[3*k : 3*(k+n)])
			d.base = false
		}
		k += n
	}
}

// shown reports whether Display shows the non-ASCII character r decoded,
// as docs/iri.md says, in the syntax whose unreserved set is unres.
// utf8.RuneError stands for octets that are not UTF-8 as well as for
// U+FFFD itself: neither is shown.
func shown(r rune, unres charset.Set) bool {
	switch {
	case r == utf8.RuneError:
		return false
	case !unicode.IsGraphic(r) || unicode.Is(unicode.Zs, r):
		// C1 controls (Cc), format and bidirectional controls (Cf),
		// separators (Zl, Zp), private use (Co), unassigned (Cn), spaces.
		return false
	case unicode.In(r, unicode.Variation_Selector, unicode.Other_Default_Ignorable_Code_Point):
		return false
	}
	s := string(r)
	if !norm.NFC.IsNormalString(s) {
		return false
	}
	if norm.NFKC.IsNormalString(s) {
		return true
	}
	for _, c := range []byte(norm.NFKC.String(s)) {
		if c < utf8.RuneSelf && !unres.Contains(c) {
			return false
		}
	}
	return true
}
