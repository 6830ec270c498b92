package readings

import (
	"encoding/json"
	"testing"
)

// FuzzCompare holds Compare to its invariants on any input and base: no
// panic, a Diff exactly for each field whose values differ among the
// valid readings, none when every reading refuses the input, and JSON that encoding/json reads back.
func FuzzCompare(f *testing.F) {
	for _, s := range []string{"mailto:a@b?x", "http://[v7.x]/", "../g", "http://a_b/", "%zz", "?y", "http://u:p@a:80/b?#f", "\x00", "file:///c|/x"} {
		f.Add(s, "http://a/b/c")
		f.Add(s, "")
	}
	f.Fuzz(func(t *testing.T, ref, base string) {
		c := Compare(ref, Options{Base: base, NoNetURL: true})
		valid := 0
		for _, r := range c.Readings {
			if r.Valid {
				valid++
			} else if r.Error == nil {
				t.Fatalf("%s refuses %q with no Failure", r.Name, ref)
			}
		}
		if valid == 0 && !c.Agree() {
			t.Fatalf("every reading refuses %q, yet %v", ref, c.Diffs)
		}
		// The fields that differ, by the values as the table shows them.
		want := map[Field]bool{Valid: valid > 0 && valid < len(c.Readings)}
		for _, f := range Fields() {
			seen := map[Value]bool{}
			for _, r := range c.Readings {
				if v := r.Value(f); r.Valid && v.State != Absent && v.State != Unsupported {
					if v.State == Failed {
						v.Text = ""
					}
					seen[v] = true
				}
			}
			want[f] = valid > 0 && len(seen) > 1
		}
		got := map[Field]bool{}
		for _, d := range c.Diffs {
			got[d.Field] = true
			if len(d.Sections) == 0 {
				t.Fatalf("%q: %s differs, with no section", ref, d.Field)
			}
		}
		for f, w := range want {
			if got[f] != w {
				t.Fatalf("%q against %q: %s differs: %v, want %v", ref, base, f, got[f], w)
			}
		}
		j, err := json.Marshal(c.Redacted())
		if err != nil {
			t.Fatal(err)
		}
		var v map[string]any
		if err := json.Unmarshal(j, &v); err != nil {
			t.Fatalf("%s: %v", j, err)
		}
	})
}
