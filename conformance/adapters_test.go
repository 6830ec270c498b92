package conformance_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/conformance"
)

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
		t.Skipf("no go command to build the adapters: %v", err)
	}
	built.once.Do(func() {
		built.dir, built.err = os.MkdirTemp("", "conformance-adapters")
		if built.err != nil {
			return
		}
		cmd := exec.Command(goTool, "build", "-o", built.dir+string(filepath.Separator), "./adapters/neturl", "./adapters/rfc2396")
		out, err := cmd.CombinedOutput()
		if err != nil {
			built.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	require.NoError(t, built.err)
	return filepath.Join(built.dir, name)
}

// runAdapter runs the whole suite through the adapter command line.
func runAdapter(t *testing.T, name string, args ...string) *conformance.Report {
	t.Helper()
	p, err := conformance.Start(name, args, 60*time.Second)
	require.NoError(t, err)
	r := conformance.Check(load(t), p, &conformance.Options{Failures: 3})
	require.NoError(t, r.Broken)
	require.NoError(t, p.Close())
	for _, g := range r.Groups {
		t.Logf("%-12s passed %5d failed %5d skipped %5d", g.Name, g.Passed, g.Failed, g.Skipped)
	}
	return r
}

// TestSelfThroughProtocol runs the library's own adapter: a process that
// speaks JSON Lines scores what Self scores in this process.
func TestSelfThroughProtocol(t *testing.T) {
	r := runAdapter(t, goAdapter(t, "rfc2396"))
	assert.True(t, r.Passed())
	self := conformance.Check(load(t), conformance.Self(), nil)
	assert.Equal(t, self.Groups, r.Groups)
	assert.Equal(t, self.Decisions, r.Decisions)
	assert.Equal(t, self.Total, r.Total)
}

// TestNetURL runs Go's net/url through its adapter. It accepts much that
// RFC 2396 does not, and resolves as RFC 3986 does.
func TestNetURL(t *testing.T) {
	r := runAdapter(t, goAdapter(t, "neturl"))
	assert.False(t, r.Passed())
	groups := rows(r.Groups)
	assert.Positive(t, groups[conformance.GroupReject].Failed)
	assert.Positive(t, groups[conformance.GroupAccept].Passed)
	// net/url has no equivalence: its adapter skips every such case.
	assert.Zero(t, groups[conformance.GroupEquivalence].Passed+groups[conformance.GroupEquivalence].Failed)
	// Appendix C's "../../../g" is http://a/g for net/url.
	assert.Zero(t, rows(r.Decisions)["dotdot-kept"].Passed)
}

// TestPython runs Python's urllib.parse through its adapter, where python3
// is installed.
func TestPython(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not installed")
	}
	r := runAdapter(t, python, "adapters/python/urllib_parse.py")
	assert.False(t, r.Passed())
	groups := rows(r.Groups)
	assert.Positive(t, groups[conformance.GroupAccept].Passed)
	// urllib.parse has no equivalence: its adapter skips every such case.
	assert.Zero(t, groups[conformance.GroupEquivalence].Passed+groups[conformance.GroupEquivalence].Failed)
	assert.Positive(t, groups[conformance.GroupEquivalence].Skipped)
}

// TestJava runs java.net.URI through its adapter, where java is
// installed.
func TestJava(t *testing.T) {
	java, err := exec.LookPath("java")
	if err != nil {
		t.Skip("java is not installed")
	}
	if out, err := exec.Command(java, "-version").CombinedOutput(); err != nil {
		t.Skipf("java does not run: %v: %s", err, out)
	}
	r := runAdapter(t, java, "adapters/java/JavaNetURI.java")
	assert.False(t, r.Passed())
	groups := rows(r.Groups)
	assert.Positive(t, groups[conformance.GroupAccept].Passed)
	assert.Positive(t, groups[conformance.GroupEquivalence].Passed)
}

// rows returns the tallies of a table by name.
func rows(rs []conformance.Row) map[string]conformance.Tally {
	m := map[string]conformance.Tally{}
	for _, r := range rs {
		m[r.Name] = r.Tally
	}
	return m
}
