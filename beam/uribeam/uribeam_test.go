package uribeam

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"

	"github.com/rfc2396/rfc2396/beam/internal/clitest"
	"github.com/rfc2396/rfc2396/normalize"
	"github.com/rfc2396/rfc2396/record"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

// The tests run every pipeline on Beam's local runner, prism, in this
// process.
func TestMain(m *testing.M) {
	code := ptest.MainRetWithDefault(m, "prism")
	clitest.Cleanup()
	os.Exit(code)
}

// runCLI runs the rfc2396 command of this checkout with args and the
// file stdin ("" for none), and returns its records.
func runCLI(t *testing.T, stdin string, args ...string) string {
	t.Helper()
	return clitest.Records(t, clitest.CLI(t, 2), stdin, args...)
}

// same fails the test unless the records are the same multiset.
func same(t *testing.T, beamOut, cliOut string) {
	t.Helper()
	clitest.Same(t, beamOut, cliOut)
}

// runPipeline builds a pipeline with build, runs it on prism, and returns
// what it wrote: the records, one a line.
func runPipeline(t *testing.T, build func(s beam.Scope) (beam.PCollection, error)) string {
	t.Helper()
	p, s := beam.NewPipelineWithRoot()
	records, err := build(s)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "records.jsonl")
	textio.Write(s, out, records)
	if err := ptest.Run(p); err != nil {
		t.Fatalf("the pipeline failed: %v", err)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// testdata returns the path of a file of testdata.
func testdata(t *testing.T, name string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// lines returns the lines of the file name as the command reads them.
func fileLines(t *testing.T, name string) []string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	s := strings.TrimPrefix(string(b), record.BOM)
	s = strings.TrimSuffix(s, "\n")
	var out []string
	for l := range strings.SplitSeq(s, "\n") {
		out = append(out, strings.TrimSuffix(l, "\r"))
	}
	return out
}

// redactions are the two ways of showing passwords, with the command's
// flags for each: the transforms' raw records are the command's with
// --raw-errors, whose error text otherwise hides passwords.
var redactions = []struct {
	name  string
	hide  bool
	flags []string
}{
	{"raw", false, []string{"--raw-errors"}},
	{"redact", true, []string{"--redact"}},
}

func TestParse(t *testing.T) {
	refs := testdata(t, "refs.txt")
	for _, r := range redactions {
		for _, tc := range []struct {
			name    string
			syn     syntax.Syntax
			flags   []string
			explain bool
			spread  bool
		}{
			{"default", 0, nil, false, false},
			{"rfc2732/spread", syntax.RFC2732, []string{"--rfc2732"}, false, true},
			{"explain", syntax.RFC2732.Over(syntax.RFC2396), []string{"--rfc2396", "--rfc2732", "--explain"}, true, false},
		} {
			t.Run(r.name+"/"+tc.name, func(t *testing.T) {
				got := runPipeline(t, func(s beam.Scope) (beam.PCollection, error) {
					lines := ReadLines(s, refs)
					if tc.spread {
						lines = Spread(s, lines)
					}
					return Parse(s, lines, Options{Syntax: tc.syn, Redact: r.hide}, tc.explain)
				})
				same(t, got, runCLI(t, refs, append(append([]string{"parse", "--json"}, tc.flags...), r.flags...)...))
			})
		}
	}
}

func TestCheck(t *testing.T) {
	refs := testdata(t, "refs.txt")
	for _, r := range redactions {
		for _, warn := range []bool{false, true} {
			t.Run(r.name+map[bool]string{false: "", true: "/warn"}[warn], func(t *testing.T) {
				got := runPipeline(t, func(s beam.Scope) (beam.PCollection, error) {
					return Check(s, ReadLines(s, refs), Options{Redact: r.hide}, warn)
				})
				args := append([]string{"check", "--json"}, r.flags...)
				if warn {
					args = append(args, "--warn")
				}
				same(t, got, runCLI(t, "", append(args, "--file", refs)...))
			})
		}
	}
}

func TestNormalize(t *testing.T) {
	refs := testdata(t, "refs.txt")
	for _, r := range redactions {
		t.Run(r.name, func(t *testing.T) {
			got := runPipeline(t, func(s beam.Scope) (beam.PCollection, error) {
				return Normalize(s, ReadLines(s, refs), Options{Redact: r.hide}, normalize.SortQuery|normalize.RemoveDotSegments)
			})
			same(t, got, runCLI(t, refs, append([]string{"normalize", "--json", "--rule", "sort-query", "--remove-dot-segments"}, r.flags...)...))
		})
	}
}

func TestResolve(t *testing.T) {
	refs := testdata(t, "refs.txt")
	const base = "http://u:pw@a/b/c/d;p?q"
	for _, r := range redactions {
		for _, tc := range []struct {
			name  string
			base  string
			ropts ResolveOptions
			flags []string
		}{
			{"keep", base, ResolveOptions{}, nil},
			{"explain/error", base, ResolveOptions{DotDot: resolve.RejectDotDot, Explain: true}, []string{"--explain", "--dotdot=error"}},
			{"no base", "", ResolveOptions{}, nil},
			{"bad base", "http://a/b c", ResolveOptions{}, nil},
		} {
			t.Run(r.name+"/"+tc.name, func(t *testing.T) {
				got := runPipeline(t, func(s beam.Scope) (beam.PCollection, error) {
					return Resolve(s, tc.base, FromStrings(s, beam.CreateList(s, fileLines(t, refs))), Options{Redact: r.hide}, tc.ropts)
				})
				args := append(append([]string{"resolve", "--json"}, tc.flags...), r.flags...)
				args = append(append(args, "--", tc.base), fileLines(t, refs)...)
				same(t, got, runCLI(t, "", args...))
			})
		}
	}
}

func TestExtract(t *testing.T) {
	for _, r := range redactions {
		for _, tc := range []struct {
			name  string
			file  string
			eopts ExtractOptions
			flags []string
		}{
			{"text", "doc.txt", ExtractOptions{}, nil},
			{"text/base", "doc.txt", ExtractOptions{Base: "http://u:pw@base.example/x/y"}, []string{"--base", "http://u:pw@base.example/x/y"}},
			{"html", "page.html", ExtractOptions{HTML: true}, []string{"--html"}},
			{"html/base", "nobase.html", ExtractOptions{HTML: true, Base: "http://u:pw@host.example/p/q.html"}, []string{"--html", "--base", "http://u:pw@host.example/p/q.html"}},
			{"html/no base", "nobase.html", ExtractOptions{HTML: true}, []string{"--html"}},
		} {
			t.Run(r.name+"/"+tc.name, func(t *testing.T) {
				file := testdata(t, tc.file)
				got := runPipeline(t, func(s beam.Scope) (beam.PCollection, error) {
					return Extract(s, file, Options{Redact: r.hide}, tc.eopts)
				})
				args := append(append([]string{"extract", "--json"}, tc.flags...), r.flags...)
				same(t, got, runCLI(t, "", append(args, file)...))
			})
		}
	}
}

// TestOptionsChecked checks that a transform refuses an invalid syntax
// when the pipeline is built.
func TestOptionsChecked(t *testing.T) {
	_, s := beam.NewPipelineWithRoot()
	lines := FromStrings(s, beam.Create(s, "a"))
	bad := Options{Syntax: syntax.RFC2396 | syntax.RFC2732}
	if _, err := Parse(s, lines, bad, false); err == nil {
		t.Error("Parse took a syntax that turns IPv6 both on and off")
	}
	if _, err := Extract(s, "x", Options{}, ExtractOptions{Base: "rel/base"}); err == nil {
		t.Error("Extract took a relative base")
	}
}
