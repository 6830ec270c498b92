package uri

import (
	"errors"
	"iter"
	"slices"
	"strings"
	"sync/atomic"

	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// Values are the pairs of a query, key "=" value, separated by "&", in
// their order, a key given twice included. ParseQuery reads them and
// Encode writes them.
//
// RFC 2396 gives a query no structure beyond its characters (section 3.4
// reserves ";", "/", "?", ":", "@", "&", "=", "+", ",", "$" inside it);
// key=value pairs separated by "&" are the convention of HTML forms and
// of most servers, which Values reads:
//
//   - "&" separates the pairs and the first "=" of a pair separates its
//     key from its value; a pair without "=" has an empty value. ";" is
//     not a separator: section 3.4 reserves it, but nothing gives it a
//     meaning in a query, and reading it as one (as HTML 4 once proposed)
//     would split values that hold it, so "a=1;b=2" is the key "a" with
//     the value "1;b=2".
//   - An empty piece between two "&" (or before the first, or after the
//     last) is no pair: "a&&b&" has the two pairs "a" and "b", as
//     net/url reads it. Encode writes it back where it stood, so that
//     Encode gives back the query ParseQuery read, byte for byte, and an
//     edit changes only what it edits. "=" is a pair, with an empty key
//     and an empty value.
//   - Keys and values are decoded (escape.Unescape) when they are read,
//     and compared decoded: Get("a b") finds "a%20b=1". With FormEncoding,
//     a "+" is read as a space first.
//   - A pair that is not changed is written back as it was read, byte for
//     byte. Add writes its key and value escaped (escape.Escape as a
//     query: everything outside uric and the reserved characters of
//     section 3.4 become escapes, a space is "%20", or "+" with
//     FormEncoding); Set writes its new value escaped and keeps the key's
//     text. What Encode writes is always a valid query.
//
// The zero Values has no pairs and does not use FormEncoding; to build
// one that does, start from ParseQuery("", FormEncoding()).
//
// Values are values, as a string is: a copy (w := v, a function's
// argument) is a Values of its own, and changing one (Add, Set, Del)
// never changes what the other holds or Encodes, unlike url.Values,
// which is a map and shares its pairs with its copies. Copies share
// memory until one changes: Set and Del write the pairs anew, and Add
// appends in place only where no other copy has appended yet, so that
// building a query by Add costs time linear in its pairs. Several
// goroutines may each change their own copy; one Values, as any variable,
// is changed by one goroutine at a time.
type Values struct {
	log  *pairLog // the pairs: the first n, which copies may share; nil for none
	n    int
	form bool // FormEncoding
}

// A pairLog holds the pairs of Values and their copies: each holds a
// prefix of it. A slot is written once, by the Add that claims it (used),
// before any Values holds it; what a Values holds never changes.
type pairLog struct {
	pairs []pair       // its length is its capacity
	used  atomic.Int64 // the slots written or claimed
}

// pairs returns the pairs v holds, which the caller must not change.
func (v *Values) pairs() []pair {
	if v.log == nil {
		return nil
	}
	return v.log.pairs[:v.n]
}

// own makes v hold the pairs ps, a slice of its own with room for more.
func (v *Values) own(ps []pair) {
	if len(ps) == 0 {
		v.log, v.n = nil, 0
		return
	}
	l := &pairLog{pairs: ps[:cap(ps)]}
	l.used.Store(int64(len(ps)))
	v.log, v.n = l, len(ps)
}

// A pair is one key=value pair of a query: its text, escaped as it is
// written (rawKey "=" rawValue, or rawKey alone when hasValue is false),
// and the decoded key and value. An empty piece of the query is kept as
// a pair with no text, which is not one (see Values).
type pair struct {
	rawKey, rawValue string
	hasValue         bool
	key, value       string
}

// isPair reports whether p is a pair, not an empty piece.
func (p *pair) isPair() bool { return p.hasValue || p.rawKey != "" }

// ParseQuery reads the query s (without its "?") as Values (see Values).
// s must be a query of section 3.4, by default as RFC 2732 updates RFC
// 2396, where "[" and "]" may stand in a query; the options are Syntax
// values and FormEncoding. An escape that is not "%" and two hex digits
// gets the *escape.Error of escape.Unescape for s; any other character
// that the query's rule does not allow, the *parser.Error of
// parser.ValidateRule, whose Input is s. An invalid option gets a
// *syntax.OptionError. The empty query has no pairs.
func ParseQuery(s string, opts ...Option) (Values, error) {
	cfg, err := readConfig(opts, formOption)
	if err != nil {
		return Values{}, err
	}
	return parseQuery(s, cfg)
}

func parseQuery(s string, cfg config) (Values, error) {
	if err := parser.ValidateRule(syntax.Query, s, cfg.syntax); err != nil {
		var pe *parser.Error
		if errors.As(err, &pe) && pe.Rule == syntax.Escaped {
			// The first "%" that is no escape: Unescape names the same.
			if _, uerr := escape.Unescape(s); uerr != nil {
				return Values{}, uerr
			}
		}
		return Values{}, err
	}
	v := Values{form: cfg.form}
	if s == "" {
		return v, nil
	}
	ps := make([]pair, 0, strings.Count(s, "&")+1)
	for piece := range strings.SplitSeq(s, "&") {
		p := pair{rawKey: piece}
		if k, val, ok := strings.Cut(piece, "="); ok {
			p.rawKey, p.rawValue, p.hasValue = k, val, true
		}
		// The query matched its rule: every "%" starts an escape.
		p.key = v.decode(p.rawKey)
		p.value = v.decode(p.rawValue)
		ps = append(ps, p)
	}
	v.own(ps)
	return v, nil
}

// decode returns the key or value text s decoded, s being text of a valid
// query. With FormEncoding, "+" is a space.
func (v *Values) decode(s string) string {
	if v.form {
		s = strings.ReplaceAll(s, "+", " ")
	}
	d, _ := escape.Unescape(s) // s is a valid query's: no bad escape
	return d
}

// encode returns the key or value data escaped as text of a query: a
// space as "%20", or as "+" with FormEncoding.
func (v *Values) encode(data string) string {
	s := escape.Escape(data, escape.Query)
	if v.form {
		// Every "%" of s starts an escape (a "%" of data is "%25"), so
		// "%20" is only ever the escape of a space.
		s = strings.ReplaceAll(s, "%20", "+")
	}
	return s
}

// FormEncoding reports whether v reads "+" as a space and writes a space
// as "+" (the option FormEncoding).
func (v Values) FormEncoding() bool { return v.form }

// Len returns the number of pairs.
func (v Values) Len() int {
	n := 0
	for _, p := range v.pairs() {
		if p.isPair() {
			n++
		}
	}
	return n
}

// Get returns the value of the first pair whose key is key, decoded, or
// "" when there is none (Has tells).
func (v Values) Get(key string) string {
	if i := v.index(key); i >= 0 {
		return v.pairs()[i].value
	}
	return ""
}

// Has reports whether a pair has the key key, decoded.
func (v Values) Has(key string) bool { return v.index(key) >= 0 }

// Values returns the values of the pairs whose key is key, decoded, in
// their order, or nil when there is none.
func (v Values) Values(key string) []string {
	var out []string
	for _, p := range v.pairs() {
		if p.isPair() && p.key == key {
			out = append(out, p.value)
		}
	}
	return out
}

// All returns the pairs in their order, each key and value decoded.
func (v Values) All() iter.Seq2[string, string] {
	ps := v.pairs()
	return func(yield func(string, string) bool) {
		for _, p := range ps {
			if p.isPair() && !yield(p.key, p.value) {
				return
			}
		}
	}
}

// index returns the index of the first pair whose key is key, or -1.
func (v *Values) index(key string) int {
	return slices.IndexFunc(v.pairs(), func(p pair) bool { return p.isPair() && p.key == key })
}

// Add appends the pair key=value, both escaped.
func (v *Values) Add(key, value string) {
	v.add(pair{rawKey: v.encode(key), rawValue: v.encode(value), hasValue: true, key: key, value: value})
}

// add appends p: in the slot after v's pairs when it is free and no copy
// of v has claimed it, else in a log of v's own.
func (v *Values) add(p pair) {
	if l := v.log; l != nil && v.n < len(l.pairs) && l.used.CompareAndSwap(int64(v.n), int64(v.n+1)) {
		l.pairs[v.n] = p
		v.n++
		return
	}
	ps := make([]pair, v.n, 2*v.n+4)
	copy(ps, v.pairs())
	v.own(append(ps, p))
}

// Set gives the first pair whose key is key the value value, escaped,
// where that pair stands, keeping its key's text, and removes the later
// pairs of that key. When no pair has the key, Set appends key=value as
// Add does.
func (v *Values) Set(key, value string) {
	i := v.index(key)
	if i < 0 {
		v.Add(key, value)
		return
	}
	old := v.pairs()
	ps := make([]pair, 0, len(old))
	ps = append(ps, old[:i+1]...)
	p := &ps[i]
	p.rawValue, p.hasValue, p.value = v.encode(value), true, value
	for _, q := range old[i+1:] {
		if !q.isPair() || q.key != key {
			ps = append(ps, q)
		}
	}
	v.own(ps)
}

// Del removes every pair whose key is key.
func (v *Values) Del(key string) {
	if v.index(key) < 0 {
		return
	}
	old := v.pairs()
	ps := make([]pair, 0, len(old))
	for _, p := range old {
		if !p.isPair() || p.key != key {
			ps = append(ps, p)
		}
	}
	v.own(ps)
}

// Clone returns a copy of v that shares no memory with it. A copy made by
// assignment is already v's own to change (see Values); Clone also lets
// go of the memory that v's copies and older states may hold.
func (v Values) Clone() Values {
	w := Values{form: v.form}
	w.own(slices.Clone(v.pairs()))
	return w
}

// Encode returns the pairs as a query, without its "?": each pair as it
// was read when it was not changed, the others escaped (see Values),
// separated by "&", with the empty pieces ParseQuery read where they
// stood. It is "" for the zero Values.
func (v Values) Encode() string {
	ps := v.pairs()
	n := max(len(ps)-1, 0)
	for _, p := range ps {
		n += len(p.rawKey)
		if p.hasValue {
			n += 1 + len(p.rawValue)
		}
	}
	var b strings.Builder
	b.Grow(n)
	for i, p := range ps {
		if i > 0 {
			b.WriteByte('&')
		}
		b.WriteString(p.rawKey)
		if p.hasValue {
			b.WriteByte('=')
			b.WriteString(p.rawValue)
		}
	}
	return b.String()
}

// Query returns the reference's query as Values (ParseQuery), read in the
// reference's syntax; opts are FormEncoding and Syntax values, which apply
// after it. A reference without a query has no pairs. An opaque URI
// ("mailto:a@b?subject=hi") gets an *EditError with ErrOpaque: RFC 2396
// reads no query in it, its "?" being its opaque part's (section 3), and
// a program that reads one there (as RFC 6068 does for mailto) splits
// Opaque itself. The query is valid, so the error is otherwise only ever
// for an invalid option, or for a query that a narrower Syntax given in
// opts refuses.
func (r Reference) Query(opts ...Option) (Values, error) {
	cfg, err := readConfig(append([]Option{r.Syntax()}, opts...), formOption)
	if err != nil {
		return Values{}, err
	}
	c := r.Components()
	if c.Opaque {
		return Values{}, opaqueError("Query", "", opaqueQueryHint)
	}
	return parseQuery(c.Of(c.Query), cfg)
}

// WithQuery returns a copy of r whose query is v.Encode(), as With(Query,
// v.Encode()) does, with its errors; when v has no pairs (Len is 0), the
// copy has no query, as Without(Query) does (With(Query, "") makes an
// empty one). An opaque URI has no query to set: an *EditError with
// ErrOpaque, as Query gives.
func (r Reference) WithQuery(v Values) (Reference, error) {
	if r.c.Opaque {
		return Reference{}, opaqueError("WithQuery", v.Encode(), opaqueQueryHint)
	}
	if v.Len() == 0 {
		return r.Without(Query)
	}
	return r.With(Query, v.Encode())
}

// Query returns the URI's query as Values, as Reference.Query does.
func (a Absolute) Query(opts ...Option) (Values, error) { return a.Reference().Query(opts...) }

// WithQuery returns a copy of a whose query is v.Encode(), or which has
// no query when v has no pairs, as Reference.WithQuery does.
func (a Absolute) WithQuery(v Values) (Absolute, error) {
	r, err := a.Reference().WithQuery(v)
	if err != nil {
		return Absolute{}, err
	}
	return r.stayAbsolute()
}
