package conformance_test

import (
	"debug/buildinfo"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/conformance"
)

// unavailable ends a test whose adapter cannot run: a failure under
// CI=true, where .ci/run installs every runtime the adapters need, and a
// skip elsewhere.
func unavailable(t *testing.T, format string, args ...any) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatalf("CI=true, and "+format, args...)
	}
	t.Skipf(format, args...)
}

// built holds the Go adapters, built once; TestMain removes the
// directory.
var built struct {
	once sync.Once
	dir  string
	err  error
}

// goAdapter builds the Go adapter in adapters/name and returns its path.
func goAdapter(t *testing.T, name string) string {
	t.Helper()
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(goTool); err != nil {
		unavailable(t, "there is no go command to build the adapters: %v", err)
	}
	built.once.Do(func() {
		built.dir, built.err = os.MkdirTemp("", "conformance-adapters")
		if built.err != nil {
			return
		}
		cmd := exec.Command(goTool, "build", "-o", built.dir+string(filepath.Separator), "./adapters/neturl", "./adapters/rfc2396", "./adapters/fredbiuri")
		out, err := cmd.CombinedOutput()
		if err != nil {
			built.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	require.NoError(t, built.err)
	return filepath.Join(built.dir, name)
}

// goCommand returns the command line of the Go adapter in adapters/name
// and the Go release it was built with, as README.md's table names one
// ("go1.26.8").
func goCommand(name string) func(t *testing.T) ([]string, string) {
	return func(t *testing.T) ([]string, string) {
		path := goAdapter(t, name)
		info, err := buildinfo.ReadFile(path)
		require.NoError(t, err)
		return []string{path}, info.GoVersion
	}
}

// pythonCommand returns the command line of the urllib.parse adapter and
// the Python release that runs it ("Python 3.11.2").
func pythonCommand(t *testing.T) ([]string, string) {
	python, err := exec.LookPath("python3")
	if err != nil {
		unavailable(t, "python3 is not installed: %v", err)
	}
	out, err := exec.Command(python, "-c", "import platform; print(platform.python_version())").Output()
	if err != nil {
		unavailable(t, "python3 does not run: %v", err)
	}
	return []string{python, "adapters/python/urllib_parse.py"}, "Python " + strings.TrimSpace(string(out))
}

// javaCommand returns the command line of the java.net.URI adapter and
// the Java release that runs it ("Java 17.0.15"). The adapter runs from
// source, so a Java runtime without the compiler (a JRE) cannot run it.
func javaCommand(t *testing.T) ([]string, string) {
	java, err := exec.LookPath("java")
	if err != nil {
		unavailable(t, "java is not installed: %v", err)
	}
	out, err := exec.Command(java, "-version").CombinedOutput()
	if err != nil {
		unavailable(t, "java does not run: %v: %s", err, out)
	}
	m := regexp.MustCompile(`version "([^"]+)"`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("java -version names no version: %s", out)
	}
	modules, err := exec.Command(java, "--list-modules").Output()
	if err != nil || !regexp.MustCompile(`(?m)^jdk\.compiler@`).Match(modules) {
		unavailable(t, "java %s has no compiler (jdk.compiler), which runs the adapter from source: install a JDK, not a JRE", m[1])
	}
	return []string{java, "adapters/java/JavaNetURI.java"}, "Java " + string(m[1])
}

// fastURIDir is the directory of the fast-uri adapter, whose package.json
// and package-lock.json pin fast-uri; npm ci installs it there.
const fastURIDir = "adapters/fasturi"

// nodeCommand returns the command line of the fast-uri adapter and the
// Node.js release that runs it ("Node v20.20.2"). It needs node, and
// fast-uri installed by npm ci, at the version package-lock.json pins.
func nodeCommand(t *testing.T) ([]string, string) {
	node, err := exec.LookPath("node")
	if err != nil {
		unavailable(t, "node is not installed: %v", err)
	}
	out, err := exec.Command(node, "--version").Output()
	if err != nil {
		unavailable(t, "node does not run: %v", err)
	}
	var lock struct {
		Packages map[string]struct{ Version string } `json:"packages"`
	}
	data, err := os.ReadFile(filepath.Join(fastURIDir, "package-lock.json"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(data, &lock))
	pinned := lock.Packages["node_modules/fast-uri"].Version
	require.NotEmpty(t, pinned, "package-lock.json pins fast-uri")
	var installed struct{ Version string }
	data, err = os.ReadFile(filepath.Join(fastURIDir, "node_modules", "fast-uri", "package.json"))
	if err != nil {
		unavailable(t, "fast-uri is not installed (npm ci --prefix conformance/adapters/fasturi): %v", err)
	}
	require.NoError(t, json.Unmarshal(data, &installed))
	require.Equal(t, pinned, installed.Version, "the fast-uri that npm installed, and the one package-lock.json pins: run npm ci --prefix conformance/adapters/fasturi")
	return []string{node, filepath.Join(fastURIDir, "fast_uri.js")}, "Node " + strings.TrimSpace(string(out))
}

// runAdapter runs the suite's files named through the adapter command
// line.
func runAdapter(t *testing.T, cmd []string, files []string) *conformance.Report {
	t.Helper()
	p, err := conformance.Start(cmd[0], cmd[1:], 60*time.Second)
	require.NoError(t, err)
	r := conformance.Check(load(t, files...), p, &conformance.Options{Failures: 3})
	require.NoError(t, r.Broken)
	require.NoError(t, p.Close())
	for _, g := range r.Groups {
		t.Logf("%-12s passed %5d failed %5d skipped %5d", g.Name, g.Passed, g.Failed, g.Skipped)
	}
	return r
}

// The tables of scores of README.md: one for the files of RFC 2396, one
// for those of RFC 3986, each after a line that names it.
var tables = []struct {
	name   string // the subtest, and the key of an adapter's checks
	marker string // the line of README.md before the table
	files  []string
}{
	{"rfc2396", "Checks passed / failed (skipped), decisions apart, on the files of RFC 2396:", conformance.FilesRFC2396()},
	{"rfc3986", "Checks passed / failed (skipped), decisions apart, on the files of RFC 3986:", conformance.FilesRFC3986()},
}

// selfCheck holds the report of the library's own adapter on the files
// named to what Self scores in this process: a process that speaks JSON
// Lines scores what Self scores.
func selfCheck(files []string) func(t *testing.T, r *conformance.Report) {
	return func(t *testing.T, r *conformance.Report) {
		assert.True(t, r.Passed())
		self := conformance.Check(load(t, files...), conformance.Self(), nil)
		assert.Equal(t, self.Groups, r.Groups)
		assert.Equal(t, self.Decisions, r.Decisions)
		assert.Equal(t, self.Total, r.Total)
	}
}

// fails checks what any library but this one does on the RFC 3986 file:
// it accepts some valid inputs, and fails some checks.
func fails(t *testing.T, r *conformance.Report) {
	assert.False(t, r.Passed())
	assert.Positive(t, rows(r.Groups)[conformance.GroupAccept].Passed)
}

// The adapters, each a column of README.md's tables of scores.
var adapters = []struct {
	name    string // its directory under adapters/, and the subtest
	column  string // the heading of its column in README.md's tables
	command func(t *testing.T) (cmd []string, runtime string)
	// anyRuntime is set when the scores do not depend on the runtime, so
	// that the column is compared whole whatever runs the adapter.
	anyRuntime bool
	// checks hold the report on each table's files (by the table's
	// name) to what the adapter's library is known to do, on any
	// runtime; an adapter is scored on the tables it has a check for.
	checks map[string]func(t *testing.T, r *conformance.Report)
}{
	{
		name: "rfc2396", column: "this library", command: goCommand("rfc2396"), anyRuntime: true,
		checks: map[string]func(*testing.T, *conformance.Report){
			"rfc2396": selfCheck(conformance.FilesRFC2396()),
			"rfc3986": selfCheck(conformance.FilesRFC3986()),
		},
	},
	{
		// Go's net/url accepts much that RFC 2396 does not, and resolves
		// as RFC 3986 does.
		name: "neturl", column: "net/url", command: goCommand("neturl"),
		checks: map[string]func(*testing.T, *conformance.Report){
			"rfc2396": func(t *testing.T, r *conformance.Report) {
				assert.False(t, r.Passed())
				groups := rows(r.Groups)
				assert.Positive(t, groups[conformance.GroupReject].Failed)
				assert.Positive(t, groups[conformance.GroupAccept].Passed)
				// net/url has no equivalence: its adapter skips every such case.
				assert.Zero(t, groups[conformance.GroupEquivalence].Passed+groups[conformance.GroupEquivalence].Failed)
				// Appendix C's "../../../g" is http://a/g for net/url.
				assert.Zero(t, rows(r.Decisions)["dotdot-kept"].Passed)
			},
			"rfc3986": fails,
		},
	},
	{
		name: "python", column: "urllib.parse", command: pythonCommand,
		checks: map[string]func(*testing.T, *conformance.Report){
			"rfc2396": func(t *testing.T, r *conformance.Report) {
				assert.False(t, r.Passed())
				groups := rows(r.Groups)
				assert.Positive(t, groups[conformance.GroupAccept].Passed)
				// urllib.parse has no equivalence: its adapter skips every
				// such case.
				assert.Zero(t, groups[conformance.GroupEquivalence].Passed+groups[conformance.GroupEquivalence].Failed)
				assert.Positive(t, groups[conformance.GroupEquivalence].Skipped)
			},
			"rfc3986": fails,
		},
	},
	{
		name: "java", column: "java.net.URI", command: javaCommand,
		checks: map[string]func(*testing.T, *conformance.Report){
			"rfc2396": func(t *testing.T, r *conformance.Report) {
				assert.False(t, r.Passed())
				groups := rows(r.Groups)
				assert.Positive(t, groups[conformance.GroupAccept].Passed)
				assert.Positive(t, groups[conformance.GroupEquivalence].Passed)
			},
			"rfc3986": fails,
		},
	},
	{
		// github.com/fredbi/uri claims RFC 3986: it is scored on its
		// files only.
		name: "fredbiuri", column: "fredbi/uri", command: goCommand("fredbiuri"),
		checks: map[string]func(*testing.T, *conformance.Report){"rfc3986": fails},
	},
	{
		// fast-uri claims RFC 3986: it is scored on its files only.
		name: "fasturi", column: "fast-uri", command: nodeCommand,
		checks: map[string]func(*testing.T, *conformance.Report){"rfc3986": fails},
	},
}

// TestAdapters runs each adapter on the files of each table it is scored
// on, holds its report to what its library is known to do, and compares
// its scores with its column of the table: every cell when it runs on the
// runtime the table names (or its scores depend on none), and otherwise
// only what no runtime changes (see "The scores checked" in README.md).
func TestAdapters(t *testing.T) {
	published := map[string]map[string]map[string]string{}
	for _, tb := range tables {
		published[tb.name] = publishedScores(t, tb.marker)
	}
	for _, a := range adapters {
		t.Run(a.name, func(t *testing.T) {
			cmd, rt := a.command(t)
			for _, tb := range tables {
				check, scored := a.checks[tb.name]
				column, listed := published[tb.name][a.column]
				if !scored {
					assert.False(t, listed, "README.md's table of %s has a column %q, which the test does not measure", tb.name, a.column)
					continue
				}
				t.Run(tb.name, func(t *testing.T) {
					require.True(t, listed, "README.md's table of %s has no column %q", tb.name, a.column)
					r := runAdapter(t, cmd, tb.files)
					check(t, r)
					compareScores(t, a.column, column, measured(rt, r), a.anyRuntime)
				})
			}
		})
	}
}

// The rows of README.md's table of scores, after "runtime": the groups by
// title, then these two.
const (
	rowTotal     = "total"
	rowDecisions = "checks of cases on decisions"
)

// scoreRows returns the rows of the table in order.
func scoreRows() []string {
	rs := []string{"runtime"}
	for _, g := range conformance.Groups() {
		rs = append(rs, conformance.GroupTitle(g))
	}
	return append(rs, rowTotal, rowDecisions)
}

// publishedScores reads the table of scores of README.md that follows
// the line marker: for each column's heading, the text of each of its
// cells by the row's first cell.
func publishedScores(t *testing.T, marker string) map[string]map[string]string {
	t.Helper()
	readme, err := os.ReadFile("README.md")
	require.NoError(t, err)
	_, rest, ok := strings.Cut(string(readme), "\n"+marker+"\n")
	require.True(t, ok, "README.md has the line %q", marker)
	_, rest, ok = strings.Cut(rest, "\n| group |")
	require.True(t, ok, "README.md has a table whose first heading is group")
	var lines [][]string
	for _, line := range strings.Split("| group |"+rest, "\n") {
		if !strings.HasPrefix(line, "|") {
			break
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		if cells[0] != "---" {
			lines = append(lines, cells)
		}
	}
	var names []string
	for _, l := range lines[1:] {
		names = append(names, l[0])
	}
	require.Equal(t, scoreRows(), names, "the rows of README.md's table of scores")
	table := map[string]map[string]string{}
	for c, heading := range lines[0][1:] {
		table[heading] = map[string]string{}
		for _, l := range lines[1:] {
			require.Len(t, l, len(lines[0]), "row %q of README.md's table", l[0])
			table[heading][l[0]] = l[c+1]
		}
	}
	return table
}

// measured returns a report as a column of README.md's table, on the
// runtime rt.
func measured(rt string, r *conformance.Report) map[string]string {
	col := map[string]string{"runtime": rt, rowTotal: cell(r.Total)}
	for _, g := range r.Groups {
		col[conformance.GroupTitle(g.Name)] = cell(g.Tally)
	}
	var decisions conformance.Tally
	for _, d := range r.Decisions {
		decisions.Passed += d.Passed
		decisions.Failed += d.Failed
		decisions.Skipped += d.Skipped
	}
	col[rowDecisions] = cell(decisions)
	return col
}

// cell writes a tally as the table does: "passed / failed", then
// "(n skipped)" if any is, alone when no check was answered.
func cell(t conformance.Tally) string {
	switch {
	case t.Passed+t.Failed == 0 && t.Skipped > 0:
		return fmt.Sprintf("(%d skipped)", t.Skipped)
	case t.Skipped > 0:
		return fmt.Sprintf("%d / %d (%d skipped)", t.Passed, t.Failed, t.Skipped)
	}
	return fmt.Sprintf("%d / %d", t.Passed, t.Failed)
}

var cellPattern = regexp.MustCompile(`^(?:(\d+) / (\d+))? ?(?:\((\d+) skipped\))?$`)

// parseCell reads a cell that cell writes.
func parseCell(t *testing.T, s string) conformance.Tally {
	t.Helper()
	m := cellPattern.FindStringSubmatch(s)
	require.True(t, m != nil && s != "" && cell(tally(m)) == s, "the cell %q of README.md's table is not \"passed / failed (n skipped)\"", s)
	return tally(m)
}

// tally reads the numbers cellPattern matched.
func tally(m []string) conformance.Tally {
	n := func(s string) int { i, _ := strconv.Atoi(s); return i }
	return conformance.Tally{Passed: n(m[1]), Failed: n(m[2]), Skipped: n(m[3])}
}

// compareScores compares a column of README.md's table with what was
// measured. Every cell is compared when exact is set, or when the adapter
// ran on a runtime the column's row "runtime" names (it lists, separated
// by ", ", the runtimes measured with the same scores). Otherwise the
// scores may differ (net/url changes between Go releases, urllib between
// Python releases): each difference is logged, and only what no runtime
// changes is compared: how many checks each group other than components
// holds (one a case, which the suite fixes), and whether the adapter
// answers the group at all (net/url and urllib.parse skip every
// equivalence). The column's total must be the sum of its groups.
func compareScores(t *testing.T, column string, published, got map[string]string, exact bool) {
	t.Helper()
	var sum conformance.Tally
	for _, g := range conformance.Groups() {
		c := parseCell(t, published[conformance.GroupTitle(g)])
		sum.Passed += c.Passed
		sum.Failed += c.Failed
		sum.Skipped += c.Skipped
	}
	assert.Equal(t, cell(sum), published[rowTotal], "README.md's column %q: the total is the sum of the groups", column)

	if exact || slices.Contains(strings.Split(published["runtime"], ", "), got["runtime"]) {
		same := true
		for _, row := range scoreRows()[1:] {
			same = assert.Equal(t, published[row], got[row], "README.md's column %q, row %q", column, row) && same
		}
		if !same {
			var b strings.Builder
			for _, row := range scoreRows() {
				fmt.Fprintf(&b, "| %s | %s |\n", row, got[row])
			}
			t.Logf("the column %q measured:\n%s", column, b.String())
		}
		return
	}
	t.Logf("README.md's column %q was measured on %s, and the adapter ran on %s: only what no runtime changes is compared", column, published["runtime"], got["runtime"])
	for _, row := range scoreRows()[1:] {
		if published[row] != got[row] {
			t.Logf("%-30s README.md %-26s measured %s", row, published[row], got[row])
		}
	}
	for _, g := range conformance.Groups() {
		if g == conformance.GroupComponents {
			continue // one check a valid input accepted
		}
		row := conformance.GroupTitle(g)
		want, have := parseCell(t, published[row]), parseCell(t, got[row])
		assert.Equal(t, want.Passed+want.Failed+want.Skipped, have.Passed+have.Failed+have.Skipped, "README.md's column %q, row %q: the number of checks", column, row)
		assert.Equal(t, want.Passed+want.Failed == 0, have.Passed+have.Failed == 0, "README.md's column %q, row %q: %s, measured %s: whether the adapter answers the group at all", column, row, published[row], got[row])
	}
}

// rows returns the tallies of a table by name.
func rows(rs []conformance.Row) map[string]conformance.Tally {
	m := map[string]conformance.Tally{}
	for _, r := range rs {
		m[r.Name] = r.Tally
	}
	return m
}
