package iri

import (
	"errors"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"

	"github.com/rfc2396/rfc2396/escape"
	"github.com/rfc2396/rfc2396/internal/testcorpus"
	"github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/syntax"
)

// fuzzSyntax is the syntax a fuzz input is read in: Repair's and
// Display's default, or strict RFC 2396.
func fuzzSyntax(strict bool) syntax.Syntax {
	if strict {
		return syntax.RFC2396
	}
	return syntax.RFC2732
}

// FuzzRepair checks that what Repair returns always parses, holds what
// its input held (checkRepaired), and comes back unchanged from Repair;
// that a valid reference comes back unchanged, from Repair and from the
// component-wise repair alone, but for a registry name that reads as a
// host and a port that is not a number (badPort), which both refuse; and
// that its errors are those it documents.
func FuzzRepair(f *testing.F) {
	for _, tt := range repairTests {
		f.Add(tt.in, false)
	}
	for _, l := range testcorpus.Lines("../testdata/parse/invalid.txt") {
		f.Add(testcorpus.Field(strings.Split(l, "\t")[0]), true)
	}
	for _, s := range testcorpus.Valid("../testdata") {
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, s string, strict bool) {
		syn := fuzzSyntax(strict)
		r, err := Repair(s, syn)
		if parser.Validate(s, syn) == nil {
			if badPort(t, s, syn) {
				var pe *PortError
				if _, slowErr := repair(trim(s), syn); !errors.As(err, &pe) || !errors.As(slowErr, &pe) {
					t.Fatalf("Repair(%q) of a registry name with a port = %q, %v; repair: %v; want a *PortError", s, r, err, slowErr)
				}
				checkError(t, s, err)
				return
			}
			if err != nil || r != s {
				t.Fatalf("Repair(%q) of a valid reference = %q, %v", s, r, err)
			}
			if slow, err := repair(trim(s), syn); err != nil || slow != s {
				t.Fatalf("repair(%q) of a valid reference = %q, %v", s, slow, err)
			}
			return
		}
		if err != nil {
			checkError(t, s, err)
			return
		}
		checkRepaired(t, s, r, syn)
		if again, err := Repair(r, syn); err != nil || again != r {
			t.Fatalf("Repair(Repair(%q) = %q) = %q, %v", s, r, again, err)
		}
	})
}

// FuzzDisplay checks that Display, with and without UnicodeHosts, never
// panics, refuses what does not parse with the parser's error, shows no
// character that hides something, and that Repair turns what it shows
// back into an equivalent reference (normalize.Equal).
func FuzzDisplay(f *testing.F) {
	for _, tt := range displayTests {
		f.Add(tt.in, false)
	}
	for _, s := range testcorpus.Valid("../testdata") {
		f.Add(s, true)
	}
	f.Add("http://%C3%BC@xn--bcher-kva.example:80/e%CC%81?%E2%80%AE#%FF", false)
	for _, tt := range displayHostTests {
		f.Add("http://"+tt.in+"/", false)
	}
	f.Fuzz(func(t *testing.T, s string, strict bool) {
		syn := fuzzSyntax(strict)
		checkDisplay(t, s, syn)
		// s as the data of every component that holds escapes, so that
		// every octet sequence gets shown; and as a host, converted by IDNA.
		checkDisplay(t, "http://"+escape.Escape(s, escape.Userinfo)+"@xn--bcher-kva.example/"+
			escape.Escape(s, escape.Segment)+"?"+escape.Escape(s, escape.Query)+"#"+escape.Escape(s, escape.Fragment), syn)
		checkDisplay(t, "mailto:x"+escape.Escape(s, escape.Query), syn)
		if h, err := idna.Lookup.ToASCII(s); err == nil {
			checkDisplay(t, "http://"+h+"/", syn)
		}
	})
}

// checkDisplay checks Display(s) as FuzzDisplay says, with and without
// UnicodeHosts.
func checkDisplay(t *testing.T, s string, syn syntax.Syntax) {
	t.Helper()
	for _, opts := range [][]Option{{syn}, {syn, UnicodeHosts()}} {
		d, err := Display(s, opts...)
		if parser.Validate(s, syn) != nil {
			var pe *parser.Error
			if !errors.As(err, &pe) {
				t.Fatalf("Display(%q, %v) of an invalid reference: %v, want a *parser.Error", s, opts, err)
			}
			return
		}
		if err != nil {
			t.Fatalf("Display(%q, %v): %v", s, opts, err)
		}
		if !utf8.ValidString(d) {
			t.Fatalf("Display(%q, %v) = %q, not UTF-8", s, opts, d)
		}
		for _, c := range d {
			hidden := c == utf8.RuneError || unicode.In(c, unicode.Cc, unicode.Cf, unicode.Zs, unicode.Zl, unicode.Zp, unicode.Co)
			if c == ' ' || c >= utf8.RuneSelf && hidden {
				t.Fatalf("Display(%q, %v) = %q shows %U", s, opts, d, c)
			}
		}
		checkRoundTrip(t, s, d, syn)
	}
}
