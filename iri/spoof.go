package iri

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A script is one of the scripts that UAX #31 recommends for identifiers
// (Table 5, Recommended Scripts), with Common and Inherited, which count
// for every script (UTS #39 section 5.1).
type script uint8

const (
	common script = iota
	inherited
	latin
	han
	hiragana
	katakana
	bopomofo
	hangul
	cyrillic
	greek
	arabic
	armenian
	bengali
	devanagari
	ethiopic
	georgian
	gujarati
	gurmukhi
	hebrew
	kannada
	khmer
	lao
	malayalam
	myanmar
	oriya
	sinhala
	tamil
	telugu
	thaana
	thai
	tibetan
	numScripts
)

// scriptTables are the characters of each script, from Go's Unicode
// tables (the Script property).
var scriptTables = [numScripts]*unicode.RangeTable{
	common: unicode.Common, inherited: unicode.Inherited,
	latin: unicode.Latin, han: unicode.Han, hiragana: unicode.Hiragana,
	katakana: unicode.Katakana, bopomofo: unicode.Bopomofo, hangul: unicode.Hangul,
	cyrillic: unicode.Cyrillic, greek: unicode.Greek, arabic: unicode.Arabic,
	armenian: unicode.Armenian, bengali: unicode.Bengali, devanagari: unicode.Devanagari,
	ethiopic: unicode.Ethiopic, georgian: unicode.Georgian, gujarati: unicode.Gujarati,
	gurmukhi: unicode.Gurmukhi, hebrew: unicode.Hebrew, kannada: unicode.Kannada,
	khmer: unicode.Khmer, lao: unicode.Lao, malayalam: unicode.Malayalam,
	myanmar: unicode.Myanmar, oriya: unicode.Oriya, sinhala: unicode.Sinhala,
	tamil: unicode.Tamil, telugu: unicode.Telugu, thaana: unicode.Thaana,
	thai: unicode.Thai, tibetan: unicode.Tibetan,
}

// A scriptSet is a set of scripts, one bit each.
type scriptSet uint32

func (s script) set() scriptSet { return 1 << s }

// shared are the scripts whose characters count for every script.
const shared = scriptSet(1<<common | 1<<inherited)

// mixes are the sets of scripts that UTS #39's Highly Restrictive level
// (section 5.2) lets one label mix; a label in one script needs none.
var mixes = [...]scriptSet{
	latin.set() | han.set() | hiragana.set() | katakana.set(), // Japanese
	latin.set() | han.set() | bopomofo.set(),                  // Chinese
	latin.set() | han.set() | hangul.set(),                    // Korean
}

// latinLookalikes are the Cyrillic and Greek small letters that look like
// a Latin letter (IDNA maps a host to small letters). Their sources: UTS
// #39's confusables.txt, which maps each letter of the first two strings
// to one Latin small letter (а to a, г to r, ԁ to d, ν to v, ...); and
// the browsers' spoof checks (Chromium's IDN spoof checker), which add the
// Cyrillic letters of the third, whose small forms look like Latin ones
// in common fonts (к, м, н, т like small capitals, п like n, ь like b).
const latinLookalikes = "агеорсухѕіјѡѵүһҽӏԁԛԝ" + // Cyrillic, confusables.txt
	"αγινορσυϳ" + // Greek, confusables.txt
	"вкмнтпьъы" // Cyrillic, the browsers

// scriptOf returns the script of the character r, and false when it is of
// none that UAX #31 recommends.
func scriptOf(r rune) (script, bool) {
	for s := range scriptTables {
		if unicode.Is(scriptTables[s], r) {
			return script(s), true
		}
	}
	return 0, false
}

// A labelScripts describes the characters of a label: their scripts,
// whether they are all recommended and, of a label in Cyrillic or Greek,
// whether every letter looks like a Latin one.
type labelScripts struct {
	scripts    scriptSet // without Common and Inherited
	restricted bool      // a character of a script that UAX #31 does not recommend
	numbers    bool      // digits of more than one numbering system
	lookalikes bool      // every character of the label's script is in latinLookalikes
}

// scriptsOf describes the characters of the label l.
func scriptsOf(l string) labelScripts {
	d := labelScripts{lookalikes: true}
	zero := rune(-1) // the zero of the label's digits
	for _, r := range l {
		s, ok := common, true
		switch {
		case 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z':
			s = latin
		case r >= utf8.RuneSelf:
			s, ok = scriptOf(r)
		}
		if !ok {
			d.restricted = true
			continue
		}
		if unicode.Is(unicode.Nd, r) {
			z := zeroOf(r)
			d.numbers = d.numbers || zero >= 0 && z != zero
			zero = z
		}
		if s.set()&shared == 0 {
			d.scripts |= s.set()
			d.lookalikes = d.lookalikes && strings.ContainsRune(latinLookalikes, r)
		}
	}
	return d
}

// zeroOf returns the digit zero of the numbering system of the decimal
// digit r: Unicode encodes each system's digits 0 to 9 in a row
// (Numeric_Type=Decimal), and one row may follow another (the
// mathematical digits), so r is its zero plus its distance from the start
// of its run of digits, modulo 10.
func zeroOf(r rune) rune {
	start := r
	for unicode.Is(unicode.Nd, start-1) {
		start--
	}
	return r - (r-start)%10
}

// mixOK reports whether a label may hold the scripts s together, as UTS
// #39's Highly Restrictive level says.
func mixOK(s scriptSet) bool {
	if s&(s-1) == 0 { // one script, or none
		return true
	}
	for _, m := range mixes {
		if s&^m == 0 {
			return true
		}
	}
	return false
}

// spoofable reports whether Display keeps the label l, decoded from an ACE
// label of a hostname whose top-level domain is written in the scripts
// tld, in ACE form: because it holds a character of a script that UAX #31
// does not recommend, mixes scripts as UTS #39's Highly Restrictive level
// does not allow, mixes numbering systems (UTS #39 section 5.3), or is
// written in Cyrillic or Greek letters that all look like Latin ones, a
// whole-script confusable of Latin (UTS #39 section 4), under a
// top-level domain that is not in that script.
func spoofable(l string, tld scriptSet) bool {
	d := scriptsOf(l)
	switch {
	case d.restricted, d.numbers, !mixOK(d.scripts):
		return true
	case d.scripts == cyrillic.set() || d.scripts == greek.set():
		return d.lookalikes && tld != d.scripts
	}
	return false
}
