package readings_test

import (
	"os"
	"strings"
	"testing"

	"github.com/rfc2396/rfc2396/readings"
	"github.com/rfc2396/rfc2396/readings/internal/appendixd"
)

// TestAppendixD holds the list behind docs/rfc2396-vs-rfc3986.md to the
// RFC and to package readings: each quote is Appendix D's text, each
// change is shown by inputs or says why it cannot be, and each input
// shows a difference between RFC 3986 and the RFC 2396 reading it names,
// in every field it names.
func TestAppendixD(t *testing.T) {
	rfc, err := os.ReadFile("../testdata/spec/rfc3986.txt")
	if err != nil {
		t.Fatal(err)
	}
	start := strings.Index(string(rfc), "Appendix D.  Changes from RFC 2396")
	if start < 0 {
		t.Fatal("no Appendix D in rfc3986.txt")
	}
	appendix := strings.Join(strings.Fields(string(rfc[start:])), " ")
	listed := 0
	for _, c := range appendixd.Changes {
		if c.Section != "" {
			listed++
			if c.Quote == "" || !strings.Contains(appendix, c.Quote) {
				t.Errorf("%s %q: its quote is not Appendix D's text: %q", c.Section, c.Title, c.Quote)
			}
		}
		if (c.Why == "") == (len(c.Shows) == 0) {
			t.Errorf("%q: give either inputs that show it or why none can, not both or neither", c.Title)
		}
		for _, s := range c.Shows {
			cmp := readings.Compare(s.Ref, readings.Options{Base: s.Base, NoNetURL: true})
			rfc2396, rfc3986 := reading(t, cmp, s.Against), reading(t, cmp, "RFC 3986")
			if len(s.Fields) == 0 {
				t.Errorf("%q: %q names no field", c.Title, s.Ref)
			}
			for _, key := range s.Fields {
				f := fieldOf(t, key)
				if !rfc2396.Differs(rfc3986, f) {
					t.Errorf("%q: %q (base %q): %s and RFC 3986 do not differ in %s: %v and %v", c.Title, s.Ref, s.Base, s.Against, f, rfc2396.Value(f), rfc3986.Value(f))
				}
			}
		}
	}
	if listed < 15 {
		t.Errorf("%d changes of Appendix D listed", listed)
	}
}

func reading(t *testing.T, c *readings.Comparison, name string) *readings.Reading {
	t.Helper()
	for i := range c.Readings {
		if c.Readings[i].Name == name {
			return &c.Readings[i]
		}
	}
	t.Fatalf("no reading %q", name)
	return nil
}

func fieldOf(t *testing.T, key string) readings.Field {
	t.Helper()
	for _, f := range append([]readings.Field{readings.Valid}, readings.Fields()...) {
		if f.Key() == key {
			return f
		}
	}
	t.Fatalf("no field %q", key)
	return 0
}
