package parser_test

import (
	"errors"
	"github.com/rfc2396/rfc2396/syntax"
	"testing"

	"github.com/rfc2396/rfc2396/parser"
)

// addSeeds seeds a fuzz target with the references of testdata/parse, valid
// and invalid, and a few inputs that no table holds.
func addSeeds(f *testing.F) {
	for _, s := range readValid() {
		f.Add(s)
	}
	for _, c := range readInvalid() {
		f.Add(c.input)
	}
	for _, s := range []string{"%", "\x00", "\xff\xfe", "//@:", "a:%2", "?y", "/\u00e9", "http://1.2.3.4.5.6/"} {
		f.Add(s)
	}
}

// FuzzParseNoPanic checks that Parse never panics, and that every error it
// returns is an *parser.Error with an offset inside the input.
func FuzzParseNoPanic(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		for _, opts := range [][]parser.Option{nil, {syntax.RFC2396}} {
			r, err := parser.Parse(s, opts...)
			if err == nil {
				if r == nil {
					t.Fatalf("Parse(%q): nil reference and nil error", s)
				}
				continue
			}
			var pe *parser.Error
			if !errors.As(err, &pe) {
				t.Fatalf("Parse(%q): error %T, want *parser.Error: %v", s, err, err)
			}
			if pe.Offset < 0 || pe.Offset > len(s) {
				t.Fatalf("Parse(%q): offset %d outside the input: %v", s, pe.Offset, err)
			}
			_ = pe.Error()
			_ = pe.Caret()
		}
		if _, err := parser.ParseAbsolute(s); err != nil {
			var pe *parser.Error
			if !errors.As(err, &pe) || pe.Offset < 0 || pe.Offset > len(s) {
				t.Fatalf("ParseAbsolute(%q): bad error %v", s, err)
			}
		}
	})
}

// FuzzRoundTrip checks that a valid reference prints back byte for byte and
// that its nodes' spans are consistent.
func FuzzRoundTrip(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		r, err := parser.Parse(s)
		if err != nil {
			return
		}
		if !checkSpans(t, s, r) {
			t.FailNow()
		}
	})
}

// FuzzAppendixB checks, in every mode, that the parser accepts exactly
// what the Appendix A expression of the mode matches, that an error is at
// the end of the longest prefix that expression can still extend, and that
// a valid reference splits into the components Appendix B's expression
// gives.
func FuzzAppendixB(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		for _, m := range modes {
			r, err := parser.Parse(s, m.opts()...)
			if _, ok := matchAppendixAIn(m, s); ok != (err == nil) {
				t.Fatalf("%s: Parse(%q): error %v, but Appendix A says valid=%v", m.name, s, err, ok)
			}
			if err != nil {
				prog := compileAppendixAIn(t, m)
				if want := longestViablePrefix(prog, s); err.(*parser.Error).Offset != want {
					t.Fatalf("%s: Parse(%q): error at offset %d, want %d: %v", m.name, s, err.(*parser.Error).Offset, want, err)
				}
				continue
			}
			if !checkAppendixB(t, s, r) {
				t.FailNow()
			}
		}
	})
}
