package readings

import (
	"errors"
	"runtime"
	"strconv"
	"strings"

	"github.com/rfc2396/rfc2396/internal/redact"
	"github.com/rfc2396/rfc2396/syntax"
)

// A Field is one thing that each reading says of a reference.
type Field uint8

// The fields, in the order of the table.
const (
	Valid     Field = iota // whether the reading accepts the reference
	Scheme                 // section 3.1
	Authority              // section 3.2
	Userinfo               // RFC 2396 section 3.2.2, RFC 3986 section 3.2.1
	Host                   // RFC 2396 section 3.2.2, RFC 3986 section 3.2.2; an IPv6 literal with its brackets
	HostKind               // ipv4, ipv6, ipvfuture or name
	Port                   // RFC 2396 section 3.2.2, RFC 3986 section 3.2.3
	Path                   // RFC 2396's opaque_part, in an opaque URI
	Query                  // section 3.4
	Fragment               // RFC 2396 section 4.1, RFC 3986 section 3.5
	Resolved               // the reference resolved against the base
	Normal                 // the reference's normal form

	numFields
)

var fieldNames = [numFields]string{"valid", "scheme", "authority", "userinfo", "host", "host kind", "port", "path", "query", "fragment", "resolved", "normal form"}

// String returns the field's name in the table: "host kind", "normal
// form"; Key gives its JSON key.
func (f Field) String() string {
	if f < numFields {
		return fieldNames[f]
	}
	return "Field(" + strconv.Itoa(int(f)) + ")"
}

// Key returns the field's JSON key: its name with "_" for a space.
func (f Field) Key() string {
	b := []byte(f.String())
	for i, c := range b {
		if c == ' ' {
			b[i] = '_'
		}
	}
	return string(b)
}

// Fields returns the fields that a reading holds values of: all but
// Valid, which is Reading.Valid.
func Fields() []Field {
	fs := make([]Field, 0, numFields-1)
	for f := Scheme; f < numFields; f++ {
		fs = append(fs, f)
	}
	return fs
}

// A State says what a Value is.
type State uint8

// The states of a Value.
const (
	Absent      State = iota // the reading cannot express the field ("–"): not compared
	Undefined                // the component is undefined (null)
	Defined                  // Text is the value, possibly empty
	Failed                   // the reading could not compute it (a reference that does not resolve): Text says why
	Unsupported              // the library does not read the reading's option here yet: Text says so; not compared
)

var stateNames = [...]string{"absent", "undefined", "defined", "failed", "unsupported"}

// String returns the state's name in lower case: "undefined".
func (s State) String() string {
	if int(s) < len(stateNames) {
		return stateNames[s]
	}
	return "State(" + strconv.Itoa(int(s)) + ")"
}

// A Value is what one reading gives for one field.
type Value struct {
	State State
	Text  string // the value (Defined), or why there is none (Failed, Unsupported)
}

// compared reports whether the value takes part in a comparison, and
// returns what it is compared as.
func (v Value) compared() (string, bool) {
	switch v.State {
	case Undefined:
		return "\x00undefined", true
	case Defined:
		return v.Text, true
	case Failed:
		return "\x00failed", true
	}
	return "", false
}

// String returns the value as the documents show it: undefined, the text
// quoted, "fails", or its state.
func (v Value) String() string {
	switch v.State {
	case Undefined:
		return "undefined"
	case Defined:
		return strconv.Quote(v.Text)
	case Failed:
		return "fails"
	}
	return v.State.String()
}

// A Failure says why a reading refuses a reference.
type Failure struct {
	Offset  int    // where, in the reference as Message shows it; -1 when the reading does not say (WHATWG, net/url)
	Rule    string // the rule of the component there, for RFC 2396 and RFC 3986
	Message string // the reading's message: its password hidden unless Options.RawErrors
}

// A Reading is one reading of the reference: one column of the table.
type Reading struct {
	Name   string   // "RFC 2396", "default", "RFC 3986", "WHATWG", "net/url (go1.26.0)"
	Valid  bool     // the reading accepts the reference
	Error  *Failure // why not, when it does not
	Notes  []string // WHATWG's validation errors that are not failures
	Values []Value  // indexed by Field; Values[Valid] is unused (Absent). All Absent when the reading refuses the reference

	// spec gives the section of the reading's specification behind
	// the value of a field.
	spec func(r *Reading, f Field) string
	// facts the sections depend on
	opaque, regName bool
	kind            string
	// hidden is Error with the password hidden, for Redacted
	hidden *Failure
	// skipped: the reading was not made (MaxWHATWGSegments) and takes
	// no part in the comparison
	skipped bool
}

// Value returns the reading's value of the field f.
func (r *Reading) Value(f Field) Value {
	if int(f) < len(r.Values) {
		return r.Values[f]
	}
	return Value{}
}

// Section returns the section of the reading's specification that gives
// it its value of the field f, such as "RFC 2396 section 3 (opaque_part)".
func (r *Reading) Section(f Field) string { return r.spec(r, f) }

// Differs reports whether r and o read the reference differently in the
// field f, as Compare's Diffs count a difference: for Valid, one accepts
// what the other refuses; for another field, both accept the reference,
// both express the field, and their values differ.
func (r *Reading) Differs(o *Reading, f Field) bool {
	if r.skipped || o.skipped {
		return false
	}
	if f == Valid {
		return r.Valid != o.Valid
	}
	a, okA := r.Value(f).compared()
	b, okB := o.Value(f).compared()
	return r.Valid && o.Valid && okA && okB && a != b
}

// A Diff is a field on which the readings differ.
type Diff struct {
	Field    Field
	Sections []string // the sections of each reading that give it its value, each once, in the readings' order
}

// A Comparison is one reference read in every reading.
type Comparison struct {
	Input    string
	Base     string // "" for none
	Readings []Reading
	Diffs    []Diff // none when the readings agree
}

// Agree reports whether every reading agrees on every field.
func (c *Comparison) Agree() bool { return len(c.Diffs) == 0 }

// Options says how to compare.
type Options struct {
	Base      string // the base to resolve against; "" for none
	NoNetURL  bool   // leave out the net/url column, which changes between Go releases
	RawErrors bool   // show the input as given in the readings' messages, password included
}

// NetURLName returns the name of the net/url column: net/url with the
// Go version of the running program, "net/url (go1.26.0)".
func NetURLName() string { return "net/url (" + runtime.Version() + ")" }

// Compare reads ref in every reading, each resolving it against o.Base
// when there is one, and says where they differ.
func Compare(ref string, o Options) *Comparison {
	c := &Comparison{Input: ref, Base: o.Base}
	c.Readings = append(c.Readings,
		ietf("RFC 2396", ref, o, syntax.RFC2396),
		ietf("default", ref, o, syntax.Default),
		ietf("RFC 3986", ref, o, syntax.RFC3986),
		whatwg(ref, o),
	)
	if !o.NoNetURL {
		c.Readings = append(c.Readings, netURL(ref, o))
	}
	c.Diffs = diffs(c.Readings)
	return c
}

// diffs returns the fields on which the readings differ.
func diffs(rs []Reading) []Diff {
	var ds []Diff
	valid, read := 0, 0
	for _, r := range rs {
		if !r.skipped {
			read++
		}
		if r.Valid {
			valid++
		}
	}
	if valid == 0 {
		return nil // every reading refuses it: they agree
	}
	if valid < read {
		ds = append(ds, Diff{Field: Valid, Sections: sections(rs, Valid, func(r *Reading) bool { return !r.skipped })})
	}
	for _, f := range Fields() {
		seen := map[string]bool{}
		for _, r := range rs {
			if v, ok := r.Value(f).compared(); r.Valid && ok {
				seen[v] = true
			}
		}
		if len(seen) > 1 {
			ds = append(ds, Diff{Field: f, Sections: sections(rs, f, func(r *Reading) bool {
				_, ok := r.Value(f).compared()
				return r.Valid && ok
			})})
		}
	}
	return ds
}

// sections returns the sections behind the field f of the readings that
// in takes, each once.
func sections(rs []Reading, f Field, in func(*Reading) bool) []string {
	var out []string
	seen := map[string]bool{}
	for i := range rs {
		if !in(&rs[i]) {
			continue
		}
		s := rs[i].Section(f)
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// Redacted returns a copy of c with the password of every userinfo
// hidden ("u:xxxxx@h", as net/url's Redacted): in the input, the base,
// the values and the messages.
func (c *Comparison) Redacted() *Comparison {
	d := *c
	d.Input = redact.String(c.Input)
	d.Base = redact.String(c.Base)
	d.Readings = make([]Reading, len(c.Readings))
	for i, r := range c.Readings {
		r.Values = append([]Value(nil), r.Values...)
		for f := range r.Values {
			v := &r.Values[f]
			if v.State != Defined {
				continue
			}
			switch Field(f) {
			case Userinfo:
				v.Text = redact.Of(v.Text, syntax.Userinfo).String()
			case Authority:
				v.Text = redact.Authority(v.Text)
			case Resolved, Normal:
				v.Text = redact.String(v.Text)
			}
		}
		if r.Error != nil {
			r.Error = r.hidden
		}
		d.Readings[i] = r
	}
	return &d
}

// hidePassword returns msg, a message about input, with each piece of
// the input's password that it quotes, and the password itself, hidden:
// for the messages of other implementations, which quote the input.
func hidePassword(msg, input string) string {
	t := redact.Of(input, syntax.URIReference)
	if !t.OK || t.From == t.To {
		return msg
	}
	pw := t.S[t.From:t.To]
	msg = strings.ReplaceAll(msg, pw, redact.Mask)
	for _, q := range []byte{'"', '\''} {
		parts := strings.Split(msg, string(q))
		for i := 1; i < len(parts)-1; i += 2 {
			if parts[i] != "" && strings.Contains(pw, parts[i]) {
				parts[i] = redact.Mask
			}
		}
		msg = strings.Join(parts, string(q))
	}
	return msg
}

// errorsAs is errors.As for a target type T.
func errorsAs[T any](err error) (T, bool) {
	var t T
	ok := errors.As(err, &t)
	return t, ok
}
