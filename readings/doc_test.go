package readings

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"net/netip"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/rfc2396/rfc2396/conformance"
)

// A docInput is one input of the counts: a reference and its base.
type docInput struct{ ref, base string }

// docInputs returns every input of the conformance suites and of
// testdata's reference sets, each (reference, base) once, in the order
// first read.
func docInputs(t *testing.T) ([]docInput, []string) {
	var ins []docInput
	seen := map[docInput]bool{}
	add := func(ref, base string) {
		in := docInput{ref, base}
		if !seen[in] {
			seen[in] = true
			ins = append(ins, in)
		}
	}
	var sources []string
	read := func(name string) []byte {
		b, err := os.ReadFile(filepath.Join("..", name))
		if err != nil {
			t.Fatal(err)
		}
		sources = append(sources, name)
		return b
	}
	for _, file := range conformance.FileNames() {
		name := "conformance/suite/" + file + ".json"
		var suite struct {
			Cases []struct{ Input, Base, Ref, A, B *string }
		}
		if err := json.Unmarshal(read(name), &suite); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, c := range suite.Cases {
			switch {
			case c.Input != nil:
				add(*c.Input, "")
			case c.Ref != nil && c.Base != nil:
				add(*c.Ref, *c.Base)
			case c.A != nil && c.B != nil:
				add(*c.A, "")
				add(*c.B, "")
			default:
				t.Fatalf("%s: a case with no input", name)
			}
		}
	}
	lines := func(name, comment string, each func(line string)) {
		sc := bufio.NewScanner(bytes.NewReader(read(name)))
		for sc.Scan() {
			if l := sc.Text(); l != "" && !strings.HasPrefix(l, comment) {
				each(l)
			}
		}
	}
	unquote := func(s string) string {
		if strings.HasPrefix(s, `"`) {
			u, err := strconv.Unquote(s)
			if err != nil {
				t.Fatalf("%s: %v", s, err)
			}
			return u
		}
		return s
	}
	for _, name := range []string{"testdata/parse/valid.txt", "testdata/parse/ipv6.txt"} {
		lines(name, "// ", func(l string) { add(unquote(l), "") })
	}
	lines("testdata/parse/invalid.txt", "// ", func(l string) { add(unquote(strings.Split(l, "\t")[0]), "") })
	lines("testdata/resolve/appendix_c.txt", "#", func(l string) { add(strings.Split(l, "\t")[0], "http://a/b/c/d;p?q") })
	lines("testdata/bench/refs.txt", "#", func(l string) {
		_, ref, _ := strings.Cut(l, " ")
		add(ref, "")
	})
	return ins, sources
}

// pairDiff returns the class of the difference between readings a and
// b of the comparison c, and the values that show it, or "" when they
// read it alike. Host splits come first: they matter for security.
func pairDiff(c *Comparison, a, b *Reading) (class, shows string) {
	switch {
	case !a.Valid && !b.Valid:
		return "", ""
	case a.Valid != b.Valid:
		yes, no := a, b
		if !a.Valid {
			yes, no = b, a
		}
		refusal := no.Name + ": " + no.Error.Message
		if no.Error.Offset >= 0 {
			refusal = fmt.Sprintf("%s refuses it at offset %d, in %s", no.Name, no.Error.Offset, no.Error.Rule)
		}
		if n := yes.Value(Normal); yes.Name == "WHATWG" && n.State == Defined && n.Text != c.Input {
			return yes.Name + " accepts and rewrites what " + no.Name + " refuses", fmt.Sprintf("WHATWG %q; %s", n.Text, refusal)
		}
		return yes.Name + " accepts what " + no.Name + " refuses", refusal
	}
	differs := func(f Field) bool { return a.Differs(b, f) }
	show := func(f Field) string {
		return fmt.Sprintf("%s %s, %s %s", a.Name, a.Value(f).String(), b.Name, b.Value(f).String())
	}
	if differs(Host) {
		ha, hb := a.Value(Host), b.Value(Host)
		if ha.State != Defined || hb.State == Defined && hb.Text == "" {
			ha, hb = hb, ha // ha is defined, and not empty if either is
		}
		class := hostDifferent
		switch {
		case hb.State != Defined && ha.Text == "":
			class = hostEmptyNone
		case hb.State != Defined:
			class = hostNone
		case hb.Text == "":
			class = hostEmpty
		case strings.EqualFold(unescape(ha.Text), unescape(hb.Text)) || sameIP(ha.Text, hb.Text):
			class = hostWritten
		}
		return class, "host: " + show(Host)
	}
	for _, f := range []Field{HostKind, Userinfo, Port, Authority} {
		if differs(f) {
			return hostSplit + "the " + f.String(), f.String() + ": " + show(f)
		}
	}
	switch {
	case (differs(Path) || differs(Query)) && (a.opaque && a.spec(a, Path) != b.spec(b, Path) || b.opaque && a.spec(a, Path) != b.spec(b, Path)) && (a.Value(Query) != b.Value(Query)):
		return "an opaque part read as a path and a query", "query: " + show(Query)
	case differs(Resolved) && (dotDotAbove(a.Value(Resolved)) || dotDotAbove(b.Value(Resolved))):
		return `".." above the root`, "resolved: " + show(Resolved)
	case differs(Resolved):
		return "resolved differently", "resolved: " + show(Resolved)
	}
	for _, f := range []Field{Scheme, Path, Query, Fragment, Normal} {
		if differs(f) {
			return f.String() + " written differently", f.String() + ": " + show(f)
		}
	}
	return "", ""
}

// The classes of host splits, in the order of the document: those that
// send a reference to another host first.
const (
	hostSplit     = "host split: "
	hostDifferent = hostSplit + "different hosts"
	hostNone      = hostSplit + "a host in one, none in the other"
	hostEmpty     = hostSplit + "a host in one, an empty one in the other"
	hostEmptyNone = hostSplit + "an empty host in one, none in the other"
	hostWritten   = hostSplit + "one host written differently (case, escapes, IPv6 zeros)"
)

// sameIP reports whether two IPv6 literals are one address.
func sameIP(a, b string) bool {
	x, errA := netip.ParseAddr(strings.Trim(a, "[]"))
	y, errB := netip.ParseAddr(strings.Trim(b, "[]"))
	return errA == nil && errB == nil && strings.HasPrefix(a, "[") && strings.HasPrefix(b, "[") && x == y
}

// unescape decodes the escapes of a host, and returns it as it is when
// it has an invalid one.
func unescape(h string) string {
	if u, err := url.PathUnescape(h); err == nil {
		return u
	}
	return h
}

// hostRank orders the classes of host splits in the document.
var hostRank = map[string]int{
	hostDifferent: 1, hostNone: 2, hostEmpty: 3, hostSplit + "the host kind": 4,
	hostSplit + "the userinfo": 5, hostSplit + "the port": 6, hostSplit + "the authority": 7, hostWritten: 8, hostEmptyNone: 9,
}

// dotDotAbove reports whether a resolved reference keeps a ".." segment.
func dotDotAbove(v Value) bool {
	if v.State != Defined {
		return false
	}
	p := v.Text
	if i := strings.IndexAny(p, "?#"); i >= 0 {
		p = p[:i]
	}
	return strings.Contains(p+"/", "/../")
}

// TestReadingsDoc holds docs/readings.md to the counts of the
// differences between each pair of readings over docInputs; -update
// writes it.
func TestReadingsDoc(t *testing.T) {
	ins, sources := docInputs(t)
	type class struct {
		name    string
		n       int
		example docInput
		shows   string
		rank    int // hostRank, or 100 for a class that is not a host split
	}
	type pair struct {
		a, b    int
		n       int
		classes map[string]*class
	}
	var pairs []*pair
	var names []string
	for i, in := range ins {
		c := Compare(in.ref, Options{Base: in.base, NoNetURL: true})
		if i == 0 {
			for x := range c.Readings {
				names = append(names, c.Readings[x].Name)
				for y := x + 1; y < len(c.Readings); y++ {
					pairs = append(pairs, &pair{a: x, b: y, classes: map[string]*class{}})
				}
			}
		}
		for _, p := range pairs {
			name, shows := pairDiff(c, &c.Readings[p.a], &c.Readings[p.b])
			if name == "" {
				continue
			}
			p.n++
			cl := p.classes[name]
			if cl == nil {
				cl = &class{name: name, example: in, shows: shows, rank: 100}
				if r, ok := hostRank[name]; ok {
					cl.rank = r
				}
				p.classes[name] = cl
			}
			cl.n++
			// The shortest example, then the first in order.
			if len(in.ref)+len(in.base) < len(cl.example.ref)+len(cl.example.base) {
				cl.example, cl.shows = in, shows
			}
		}
	}
	sorted := func(m map[string]*class) []*class {
		var cls []*class
		for _, cl := range m {
			cls = append(cls, cl)
		}
		sort.Slice(cls, func(i, j int) bool {
			x, y := cls[i], cls[j]
			if x.rank != y.rank {
				return x.rank < y.rank
			}
			if x.n != y.n {
				return x.n > y.n
			}
			return x.name < y.name
		})
		return cls
	}
	var b strings.Builder
	b.WriteString("# How the readings differ\n\n")
	b.WriteString("<!-- Generated by go test ./readings -run TestReadingsDoc -update: do not edit. -->\n\n")
	fmt.Fprintf(&b, "Package readings (and `rfc2396 diff`) read each of %d inputs, each (reference, base) once, in the readings %s, and this page counts, for each pair of readings, the inputs they read differently: one accepts what the other refuses, or both accept it and differ on a field that both express (package readings' documentation gives the vocabulary). net/url's column is left out: it changes between Go releases. The inputs are every input of the conformance suites and of testdata's reference sets:\n\n", len(ins), strings.Join(names, ", "))
	for _, s := range sources {
		fmt.Fprintf(&b, "- %s\n", s)
	}
	b.WriteString("\n")
	b.WriteString("Each differing input counts in one class, the first that fits in this order: a host split (first, since it matters for security: two programs that split one reference into different hosts send it to different places), one reading accepts what the other refuses, an opaque part read as a path and a query, \"..\" above the root, resolved differently, then a component or the normal form written differently. The example is the shortest input of its class.\n\n")
	b.WriteString("## Host splits\n\nThe inputs whose host the readings split differently, by pair and class, those that send a reference to another host first.\n\n| readings | class | inputs | example | what each gives |\n|---|---|---:|---|---|\n")
	for _, p := range pairs {
		for _, cl := range sorted(p.classes) {
			if cl.rank < 100 {
				fmt.Fprintf(&b, "| %s and %s | %s | %d | %s | %s |\n", names[p.a], names[p.b], strings.TrimPrefix(cl.name, hostSplit), cl.n, mdInput(cl.example), mdCell(cl.shows))
			}
		}
	}
	for _, p := range pairs {
		fmt.Fprintf(&b, "\n## %s and %s: %d of %d inputs read differently\n\n", names[p.a], names[p.b], p.n, len(ins))
		if p.n == 0 {
			continue
		}
		b.WriteString("| class | inputs | example | what each gives |\n|---|---:|---|---|\n")
		for _, cl := range sorted(p.classes) {
			fmt.Fprintf(&b, "| %s | %d | %s | %s |\n", mdCell(cl.name), cl.n, mdInput(cl.example), mdCell(cl.shows))
		}
	}
	const doc = "../docs/readings.md"
	if *update {
		if err := os.WriteFile(doc, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(doc)
	if err != nil {
		t.Fatalf("%v (write it with go test ./readings -run TestReadingsDoc -update)", err)
	}
	if string(want) != b.String() {
		t.Errorf("%s is not what the readings give: run go test ./readings -run TestReadingsDoc -update and read the diff", doc)
	}
}

// mdInput returns an input, and its base, for a table cell.
func mdInput(in docInput) string {
	s := "`" + mdCode(strconv.Quote(in.ref)) + "`"
	if in.base != "" {
		s += " against `" + mdCode(in.base) + "`"
	}
	return s
}

// mdCode returns s for a code span in a table cell: "|" escaped, and no
// backquote, which no input of the sets holds.
func mdCode(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "|", `\|`), "`", "'")
}

// mdCell returns text for a table cell.
func mdCell(s string) string {
	s = strings.ReplaceAll(s, "|", `\|`)
	s = strings.ReplaceAll(s, "\n", " ")
	return strings.ReplaceAll(s, "`", "'")
}
