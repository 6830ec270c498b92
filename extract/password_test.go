package extract_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/extract"
	"github.com/rfc2396/rfc2396/parser"
)

// extract's errors about an input are the module's input errors.
var (
	_ parser.InputError = (*extract.CandidateError)(nil)
	_ parser.InputError = (*extract.LengthError)(nil)
	_ parser.InputError = (*extract.TokenError)(nil)
)

// TestRedacted checks, for passwords wherever they stand in a candidate
// (see the package documentation), what a Match's Redacted copy shows:
// each of its texts as the table gives it, with the password hidden, and
// its trees of those texts.
func TestRedacted(t *testing.T) {
	base := extract.Base(mustAbsolute(t, "http://b/d/"))
	for _, tt := range []struct {
		name string
		find finder
		in   string
		want []string // per Match: its URI, and its Descriptor after " | " when it has one, as Redacted shows them
	}{
		{"authority", text, "<http://u:secret@h/>", []string{"http://u:xxxxx@h/"}},
		{"text before //", text, `<base href="//u:secret@h/b/">`, []string{`basehref="//u:xxxxx@h/b/"`}},
		{"two references", text, `<a ping="http://a/%zz http://u:secret@h/ok">`, []string{`aping="http://a/%zzhttp://u:xxxxx@h/ok"`}},
		{"in a path", text, `"http://a/b//u:secret@h/"`, []string{"http://a/b//u:xxxxx@h/"}},
		{"opaque", text, "<mailto:u:secret@h>", []string{"mailto:u:xxxxx@h"}},
		{"opaque after text", text, `<x="mailto:u:secret@h">`, []string{`x="mailto:u:xxxxx@h"`}},
		{"more than a password", text, `"http://h/p?q=a:b:c@d"`, []string{"http://h/p?q=a:b:xxxxx@d"}},
		{"no password", text, "see http://u@h/ and mailto:a@b", []string{"http://u@h/", "mailto:a@b"}},
		// Cut by whitespace inside the password.
		{"cut", text, "see http://u:secret x@h/", []string{"http://u:xxxxx"}},
		{"cut, line break", text, "see http://u:secret\nx@h/", []string{"http://u:xxxxx"}},
		{"cut, opaque", text, "see mailto:u:secret x@h", []string{"mailto:u:xxxxx"}},
		{"cut, trimmed", text, "see http://u:secret. x@h/", []string{"http://u:xxxxx"}},
		{"not cut: a / first", text, "see http://u:pw x/y@z", []string{"http://u:pw"}},
		{"not cut: no @", text, "see http://h:80 now", []string{"http://h:80"}},
		{"not cut: IPv6", text, "see http://[::1]:80 a@b", []string{"http://[::1]:80"}},
		{"not cut: a path", text, "see http://h/a:b x@y", []string{"http://h/a:b"}},
		{"ping", page, `<a ping="http://u:sec ret@h/ http://x/">`, []string{"http://u:xxxxx", "xxxxx@h/", "http://x/"}},
		{"srcset", page, `<img srcset="http://u:sec ret@h/a.png 2x, b.png">`, []string{"http://u:xxxxx | xxxxx@h/a.png 2x", "b.png"}},
		{"srcset, comma", page, `<img srcset="http://u:sec, ret@h/a.png 2x">`, []string{"http://u:xxxxx", "xxxxx@h/a.png | 2x"}},
		{"href", page, `<a href="http://u:sec ret@h/">`, []string{"http://u:xxxxx@h/"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for m, err := range tt.find(tt.in, base) {
				require.NoError(t, err)
				r := m.Redacted()
				s := r.URI
				if r.Descriptor != "" {
					s += " | " + r.Descriptor
				}
				got = append(got, s)
				for _, text := range []string{r.Text, r.URI, r.Alternative, r.Descriptor, r.Ref.String(), r.Resolved.String(), r.Base.String()} {
					assert.NotContains(t, text, "secret")
					assert.NotContains(t, text, "sec ")
					assert.NotContains(t, text, "ret@")
				}
				// The trees are those of the texts shown; the data keep
				// the password.
				assert.Equal(t, m.Ref != nil, r.Ref != nil, "%q", m.URI)
				assert.Equal(t, m.Resolved != nil, r.Resolved != nil, "%q", m.URI)
				if r.Ref != nil {
					assert.Equal(t, r.URI, r.Ref.String())
				}
				if m.Err == nil && m.Resolved != nil && m.Resolved.String() == m.URI {
					assert.Equal(t, r.URI, r.Resolved.String())
				}
				if strings.Contains(tt.in, "secret") && strings.Contains(m.URI, "secret") {
					assert.NotEqual(t, m.URI, r.URI)
				}
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

// TestCandidateError checks that a candidate the parser refuses has a
// *CandidateError: it unwraps to the parser's error over the candidate
// with its passwords hidden, and gives the candidate as written only
// through RawError and Where(true).
func TestCandidateError(t *testing.T) {
	for _, tt := range []struct {
		in, shown, raw string
		shownOff, off  int
		char           rune
	}{
		// Before the password, which the parser's own error would show.
		{`<base href="//u:secret@h/b/">`, `basehref="//u:xxxxx@h/b/"`, `basehref="//u:secret@h/b/"`, 9, 9, '"'},
		// After it: the offset moves with the mask.
		{`"x//u:secret@h/%zz"`, "x//u:xxxxx@h/%zz", "x//u:secret@h/%zz", 14, 15, 'z'},
		// Inside it: neither the character nor a hint that tells it.
		{"see http://u:se%zz cret@h/", "http://u:xxxxx", "http://u:se%zz", 9, 12, 'x'},
	} {
		ms := collect(t, text(tt.in))
		require.Len(t, ms, 1)
		var ce *extract.CandidateError
		require.True(t, errors.As(ms[0].Err, &ce), "%v", ms[0].Err)
		var pe *parser.Error
		require.True(t, errors.As(ms[0].Err, &pe))
		assert.Same(t, ce.Err, pe)
		assert.Equal(t, tt.shown, pe.Input)
		assert.Equal(t, tt.char, pe.Char)
		assert.Equal(t, parser.Position{Input: tt.shown, Offset: tt.shownOff, Rule: pe.Rule}, ce.Where(false))
		raw := ce.Where(true)
		assert.Equal(t, tt.raw, raw.Input)
		assert.Equal(t, tt.off, raw.Offset)
		assert.Contains(t, ce.Error(), fmt.Sprintf("%q", tt.shown))
		assert.Contains(t, ce.Error(), fmt.Sprintf("at offset %d", tt.shownOff))
		assert.Contains(t, ce.RawError(), fmt.Sprintf("%q", tt.raw))
		assert.Contains(t, ce.RawError(), fmt.Sprintf("at offset %d", tt.off))
		assert.NotContains(t, ce.Error(), "secret")
		assert.NotContains(t, ce.Error(), "cret")
		if tt.char == 'x' {
			assert.Empty(t, pe.Expected)
			assert.Contains(t, pe.Hint, "not shown")
		}
	}
}
