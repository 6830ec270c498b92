package parser_test

import (
	"errors"
	"reflect"
	"regexp/syntax"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
)

// engines are the two engines Parse can run: the fast one (the default)
// and the grammar's parser.
var engines = []struct {
	name string
	opts []parser.Option
}{
	{"fast", nil},
	{"grammar", []parser.Option{parser.Grammar()}},
}

// sameOutcome reports, as a message, how the two engines differ on s with
// the options mode; "" when they agree: the same tree (every node, span,
// segment, param and label) or the same error (offset, character, rule,
// expected set and hint).
func sameOutcome(s string, m mode) string {
	mode := m.opts()
	fast, ferr := parser.Parse(s, mode...)
	gram, gerr := parser.Parse(s, append([]parser.Option{parser.Grammar()}, mode...)...)
	if (ferr == nil) != (gerr == nil) {
		return "fast error " + errString(ferr) + ", grammar error " + errString(gerr)
	}
	if ferr == nil {
		if !reflect.DeepEqual(fast, gram) {
			return "different trees:\n" + sprint(fast) + "\n" + sprint(gram)
		}
		if verr := parser.Validate(s, mode...); verr != nil {
			return "Validate: " + verr.Error()
		}
		return ""
	}
	var fe, ge *parser.Error
	if !errors.As(ferr, &fe) || !errors.As(gerr, &ge) {
		return "not *parser.Error: " + ferr.Error() + " / " + gerr.Error()
	}
	if !reflect.DeepEqual(fe, ge) {
		return "different errors:\n" + fe.Error() + "\n" + ge.Error()
	}
	if verr := parser.Validate(s, mode...); !reflect.DeepEqual(verr, ferr) {
		return "Validate gives another error: " + errString(verr)
	}
	return ""
}

func sprint(n ast.Node) string {
	var b strings.Builder
	ast.Fprint(&b, n)
	return b.String()
}

func errString(err error) string {
	if err == nil {
		return "<nil>"
	}
	return err.Error()
}

// TestEnginesAgree runs both engines on the corpora, under each mode.
func TestEnginesAgree(t *testing.T) {
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			n := 0
			for _, s := range allCorpora() {
				if raceSkip(s) {
					continue
				}
				if msg := sameOutcome(s, m); msg != "" {
					t.Errorf("%q: %s", s, msg)
				}
				n++
			}
			t.Logf("both engines agree on %d inputs", n)
		})
	}
}

// TestEnginesAgreeEscapes runs both engines on escapes, valid and not, at
// every offset of the eight bytes the fast engine reads a step, in each
// component whose run holds escapes, and on runs of every length around a
// step's.
func TestEnginesAgreeEscapes(t *testing.T) {
	escapes := []string{"%41", "%4", "%", "%4z", "%z1", "%%41", "%41%42", "%4%41", "%41 ", "% ", "%41x"}
	for _, prefix := range []string{"", "a", "/", "//", "http://", "http://a/", "http://a/?", "#", "g;", "mailto:", "//u@", "//h:"} {
		for k := range 18 {
			for _, e := range escapes {
				for _, tail := range []string{"", "b", "bcdefghij", "/", "?", "#"} {
					s := prefix + strings.Repeat("x", k) + e + tail
					if raceSkip(s) {
						continue
					}
					for _, m := range modes {
						if msg := sameOutcome(s, m); msg != "" {
							t.Errorf("%s %q: %s", m.name, s, msg)
						}
					}
				}
			}
		}
	}
}

// TestEnginesAgreeAuthorities runs both engines on authorities that the
// fast engine reads as a hostname and a port in one pass, and on those
// that look like one up to a byte that makes it read them again as a
// run of reg_name's characters: hosts and ports well and badly formed,
// after a userinfo or not, followed by each thing that may or may not
// end an authority.
func TestEnginesAgreeAuthorities(t *testing.T) {
	hosts := []string{"", "a", "a.b", "a.b.", "a..b", ".a", "a-b", "a--b", "-a", "a-", "a.-b", "a-.b", "1.2.3.4", "1.2.3.4.", "1a.b", "a.1", "a.1.", "a.b1", "xn--a.com", "a_b", "A.B", "%41.b", "a.%41"}
	ports := []string{"", ":", ":80", ":8x", "::80", ":80:"}
	tails := []string{"", "/", "/p", "?", "?q", "#", "#f", "x", " ", "@", "@h", "[", "%", "%41", "%4", ";", "."}
	n := 0
	for _, prefix := range []string{"//", "http://", "//u@", "//u:p@", "a:"} {
		for _, h := range hosts {
			for _, port := range ports {
				for _, tail := range tails {
					s := prefix + h + port + tail
					if raceSkip(s) {
						continue
					}
					for _, m := range modes {
						if msg := sameOutcome(s, m); msg != "" {
							t.Errorf("%s %q: %s", m.name, s, msg)
						}
						n++
					}
				}
			}
		}
	}
	t.Logf("both engines agree on %d inputs and modes", n)
}

// TestEnginesAgreeHostnames runs both engines on every string of up to
// six bytes made of "a", "Z", "1", "-" and "." as the host of an
// authority: alone, with a port and a path after it, after a userinfo
// (which the fast engine reads on another path), and followed by a byte
// no host holds. These are every shape of label, hyphen and dot that
// hostname's rules tell apart (a label's first and last byte, a toplabel's
// first, a final "."), which the fast engine reads a pair of bytes at a
// time.
func TestEnginesAgreeHostnames(t *testing.T) {
	n := 0
	for _, h := range stringsOver("aZ1-.", 6) {
		for _, s := range []string{"//" + h, "http://" + h + ":80/p", "//u@" + h + "?q", "//" + h + "_"} {
			if raceSkip(s) {
				continue
			}
			if msg := sameOutcome(s, modes[0]); msg != "" {
				t.Errorf("%q: %s", s, msg)
			}
			n++
		}
	}
	t.Logf("both engines agree on %d inputs", n)
}

// TestEnginesAgreeUserinfo runs both engines on authorities with a
// userinfo, which the fast engine reads with the hostname and port in one
// pass when a hostname starts the authority (hostPort), and otherwise as
// any authority: every userinfo of up to four bytes of "a", "1", ":", "@",
// ".", "%" and "F" (escapes, bad escapes, a second "@", a userinfo that is
// a hostname and a port itself), before hosts of each kind and with and
// without a port, and what may follow an authority or not, in strict and
// in RFC 2732 mode.
func TestEnginesAgreeUserinfo(t *testing.T) {
	users := stringsOver("a1:@.%F", 4)
	hosts := []string{"", "h", "h.example", "h-", "1.2.3.4", "h:80", "h:8x", "[::1]"}
	tails := []string{"", "/p", "?q", "#f", "_"}
	n := 0
	for _, m := range []mode{modes[0], modes[2]} {
		for _, u := range users {
			for _, h := range hosts {
				for _, tail := range tails {
					s := "//" + u + "@" + h + tail
					if raceSkip(s) {
						continue
					}
					if msg := sameOutcome(s, m); msg != "" {
						t.Errorf("%s: %q: %s", m.name, s, msg)
					}
					n++
				}
			}
		}
	}
	t.Logf("both engines agree on %d inputs", n)
}

// stringsOver returns every string of at most n bytes of alphabet, the
// empty string first, shorter strings before longer ones.
func stringsOver(alphabet string, n int) []string {
	all, level := []string{""}, []string{""}
	for range n {
		var next []string
		for _, x := range level {
			for _, c := range alphabet {
				next = append(next, x+string(c))
			}
		}
		all, level = append(all, next...), next
	}
	return all
}

// FuzzEngines requires both engines to give the same tree or the same
// error on any input.
func FuzzEngines(f *testing.F) {
	addSeeds(f)
	for _, s := range corpus()[:1000] {
		if !raceSkip(s) {
			f.Add(s)
		}
	}
	for _, s := range corpusIPv6()[:1000] {
		if !raceSkip(s) {
			f.Add(s)
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, m := range modes {
			if msg := sameOutcome(s, m); msg != "" {
				t.Fatalf("%s: %q: %s", m.name, s, msg)
			}
		}
	})
}

// expectedByNFA returns what could continue the prefix s[:off] of a
// reference: the ASCII bytes c for which s[:off]+c is still a viable
// prefix of the Appendix A expression, described as Error.Expected
// describes them, and "end of input" when s[:off] is itself a reference.
func expectedByNFA(m mode, prog *syntax.Prog, s string, off int) []string {
	set := viableNext(prog, s[:off])
	_, end := matchAppendixAIn(m, s[:off])
	return parser.DescribeExpected(set, end)
}

// TestExpectedOracle checks, in every mode, that the fast engine's
// Expected is exactly the set of characters that could continue the input
// at the error's offset, as the NFA of the Appendix A expression finds it,
// and counts where the grammar's parser reports another set (which
// TestEnginesAgree would also catch).
func TestExpectedOracle(t *testing.T) {
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			prog := compileAppendixAIn(t, m)
			n := 0
			for _, s := range allCorpora() {
				if raceSkip(s) {
					continue
				}
				_, err := parser.Parse(s, m.opts()...)
				if err == nil {
					continue
				}
				n++
				var pe *parser.Error
				require.ErrorAs(t, err, &pe)
				assert.Equal(t, longestViablePrefix(prog, s), pe.Offset, "offset of %q", s)
				want := expectedByNFA(m, prog, s, pe.Offset)
				assert.Equal(t, want, pe.Expected, "Expected of %q at %d", s, pe.Offset)
			}
			t.Logf("checked the offsets and Expected sets of %d invalid strings against the NFA", n)
		})
	}
}
