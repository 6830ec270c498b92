package conformance_test

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rfc2396/rfc2396/conformance"
)

// fakeEnv makes the test binary an adapter: "MODE" or "MODE:N", where N
// is how many requests it answers well first (see fakeAdapter).
const fakeEnv = "CONFORMANCE_FAKE_ADAPTER"

func TestMain(m *testing.M) {
	if mode := os.Getenv(fakeEnv); mode != "" {
		os.Exit(fakeAdapter(mode))
	}
	code := m.Run()
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
	os.Exit(code)
}

// acceptAll is a broken implementation: every input is valid (with no
// components), no reference resolves, any two references are
// equivalent.
type acceptAll struct{}

func (acceptAll) Answer(r conformance.Request) (conformance.Answer, error) {
	yes := true
	return conformance.Answer{ID: r.ID, Valid: &yes, Equivalent: &yes}, nil
}

// fakeAdapter is the adapter of the mode: accept-all, the implementation
// above; or, after answering N requests as the library does, exit (status
// 3, a line on standard error first), hang, garbage (a line that is not
// JSON), wrong-id, or double (two answers to one request).
func fakeAdapter(mode string) int {
	if mode == "accept-all" {
		if err := conformance.Serve(acceptAll{}, os.Stdin, os.Stdout); err != nil {
			return 1
		}
		return 0
	}
	mode, n, _ := strings.Cut(mode, ":")
	good, _ := strconv.Atoi(n)
	in := bufio.NewScanner(os.Stdin)
	for i := 0; in.Scan(); i++ {
		var req conformance.Request
		if err := req.UnmarshalJSON(in.Bytes()); err != nil {
			return 1
		}
		a, err := conformance.Self().Answer(req)
		if err != nil {
			return 1
		}
		line, err := conformance.EncodeAnswer(a, req)
		if err != nil {
			return 1
		}
		if i == good {
			switch mode {
			case "hang-child":
				// An adapter run by a launcher: this process hangs as
				// its child, and says its pid.
				fmt.Fprintf(os.Stderr, "pid %d\n", os.Getpid())
				time.Sleep(time.Minute)
				return 0
			case "exit":
				fmt.Fprintln(os.Stderr, "fake adapter: giving up")
				return 3
			case "hang":
				time.Sleep(time.Minute)
				return 0
			case "garbage":
				line = []byte("<html>not JSON</html>")
			case "wrong-id":
				line = []byte(`{"id": "nope", "valid": true}`)
			case "double":
				fmt.Printf("%s\n", line)
			}
		}
		fmt.Printf("%s\n", line)
	}
	return 0
}

// startFake starts the test binary as the fake adapter of the mode.
func startFake(t *testing.T, mode string, timeout time.Duration) *conformance.Process {
	t.Helper()
	exe, err := os.Executable()
	require.NoError(t, err)
	t.Setenv(fakeEnv, mode)
	p, err := conformance.Start(exe, nil, timeout)
	require.NoError(t, err)
	return p
}

// TestBrokenAdapter runs the suite through an adapter that accepts
// everything, and checks each count against what the suite says it must
// be.
func TestBrokenAdapter(t *testing.T) {
	s := load(t)
	p := startFake(t, "accept-all", 0)
	r := conformance.Check(s, p, nil)
	require.NoError(t, p.Close())
	require.NoError(t, p.Close())
	require.NoError(t, r.Broken)
	assert.False(t, r.Passed())

	want := map[string]*conformance.Tally{}
	for _, g := range conformance.Groups() {
		want[g] = &conformance.Tally{}
	}
	decided := map[string]*conformance.Tally{}
	count := func(group, decision string, pass, skip bool) {
		t := want[group]
		if decision != "" {
			if decided[decision] == nil {
				decided[decision] = &conformance.Tally{}
			}
			t = decided[decision]
		}
		switch {
		case skip:
			t.Skipped++
		case pass:
			t.Passed++
		default:
			t.Failed++
		}
	}
	for _, c := range s.Parse {
		if c.Valid {
			count(conformance.GroupAccept, c.Decision, true, false)
			count(conformance.GroupComponents, c.Decision, false, true) // no components given
		} else {
			count(conformance.GroupReject, c.Decision, false, false)
		}
	}
	for _, c := range s.Resolve {
		count(conformance.GroupResolve, c.Decision, c.Result == nil, false)
	}
	for _, c := range s.Equivalence {
		count(conformance.GroupEquivalence, c.Decision, c.Equivalent, false)
	}
	for _, g := range r.Groups {
		assert.Equal(t, *want[g.Name], g.Tally, g.Name)
	}
	for _, d := range r.Decisions {
		assert.Equal(t, *decided[d.Name], d.Tally, d.Name)
	}
	assert.Equal(t, len(decided), len(r.Decisions))
	// Every invalid input is a failure: the first five are kept, each
	// with what was expected and what came.
	var rejects []conformance.Failure
	for _, f := range r.Failures {
		if f.Group == conformance.GroupReject && f.Decision == "" {
			rejects = append(rejects, f)
		}
	}
	require.Len(t, rejects, 5)
	assert.Equal(t, `{"valid": false}`, rejects[0].Expected)
	assert.Equal(t, `{"valid": true}`, rejects[0].Got)
}

// TestAdapterBreaksDown runs adapters that exit, hang, answer garbage,
// answer another id or answer twice: the check stops on the case it was
// on, says why, and never hangs.
func TestAdapterBreaksDown(t *testing.T) {
	s := load(t, conformance.FileResolve)
	for _, tc := range []struct {
		mode   string
		kind   string
		broken int // the index of the case it breaks down on
		detail string
	}{
		{"exit:0", conformance.AdapterExited, 0, "exited with status 3"},
		{"exit:7", conformance.AdapterExited, 7, "exited with status 3"},
		{"hang:3", conformance.AdapterTimedOut, 3, "no answer within"},
		{"garbage:2", conformance.AdapterGarbage, 2, "not one JSON object"},
		{"wrong-id:5", conformance.AdapterWrongID, 5, `it answered "nope"`},
		{"double:4", conformance.AdapterWrongID, 5, "answers must come in the order of the requests"},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			start := time.Now()
			// Only the adapter that hangs waits out its timeout: the others
			// get one that a loaded machine cannot reach by slowness alone.
			timeout := max(10*time.Second, fakeTimeout)
			if tc.kind == conformance.AdapterTimedOut {
				timeout = fakeTimeout
			}
			p := startFake(t, tc.mode, timeout)
			r := conformance.Check(s, p, nil)
			assert.NoError(t, p.Close())
			assert.Less(t, time.Since(start), 30*time.Second)
			var ae *conformance.AdapterError
			require.ErrorAs(t, r.Broken, &ae)
			assert.Equal(t, tc.kind, ae.Kind)
			assert.Equal(t, s.Resolve[tc.broken].ID, ae.ID)
			assert.Equal(t, s.Resolve[tc.broken].ID, r.BrokenCase)
			assert.Contains(t, ae.Error(), tc.detail)
			assert.Equal(t, len(s.Resolve)-tc.broken, r.NotRun)
			passed := r.Total.Passed
			for _, d := range r.Decisions {
				passed += d.Passed
			}
			assert.Equal(t, tc.broken, passed)
			assert.False(t, r.Passed())
			if tc.mode == "exit:7" {
				assert.Contains(t, ae.Stderr, "fake adapter: giving up")
			}
			if tc.kind == conformance.AdapterGarbage {
				var m *conformance.MalformedAnswerError
				assert.ErrorAs(t, r.Broken, &m)
			}
			// Once broken, the adapter answers nothing more.
			_, err := p.Answer(conformance.Request{ID: "again", Op: conformance.OpParse})
			assert.ErrorIs(t, err, r.Broken)
		})
	}
}

// TestHungChildIsKilled runs a hanging adapter under a shell that does
// not exec it: on the timeout the runner kills the shell's process group,
// the adapter with it.
func TestHungChildIsKilled(t *testing.T) {
	sh, err := exec.LookPath("sh")
	if err != nil || runtime.GOOS == "windows" {
		t.Skip("no sh, or no process groups")
	}
	exe, err := os.Executable()
	require.NoError(t, err)
	t.Setenv(fakeEnv, "hang-child:0")
	p, err := conformance.Start(sh, []string{"-c", `"$0"; echo done`, exe}, fakeTimeout)
	require.NoError(t, err)
	r := conformance.Check(load(t, conformance.FileEquivalence), p, nil)
	require.NoError(t, p.Close())
	var ae *conformance.AdapterError
	require.ErrorAs(t, r.Broken, &ae)
	assert.Equal(t, conformance.AdapterTimedOut, ae.Kind)
	var pid int
	_, err = fmt.Sscanf(ae.Stderr, "pid %d", &pid)
	require.NoError(t, err, "stderr %q", ae.Stderr)
	// The child is gone, or a zombie of no one's until init reaps it.
	deadline := time.Now().Add(5 * time.Second)
	for {
		proc, err := os.FindProcess(pid)
		require.NoError(t, err)
		if proc.Signal(syscall.Signal(0)) != nil || zombie(pid) {
			break
		}
		require.True(t, time.Now().Before(deadline), "the adapter %d still runs", pid)
		time.Sleep(50 * time.Millisecond)
	}
}

// zombie reports whether the process pid has ended and waits to be
// reaped, where /proc tells.
func zombie(pid int) bool {
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	_, after, _ := strings.Cut(string(stat), ") ")
	return strings.HasPrefix(after, "Z")
}

// TestStartFails checks that a program that cannot be started is an
// error of Start.
func TestStartFails(t *testing.T) {
	_, err := conformance.Start("/nonexistent/adapter", nil, time.Second)
	require.Error(t, err)
}

// TestCheckInProcessBreakdown checks an Implementation in this process
// that fails or does not answer.
func TestCheckInProcessBreakdown(t *testing.T) {
	s := load(t, conformance.FileEquivalence)
	r := conformance.Check(s, failing{}, nil)
	require.Error(t, r.Broken)
	assert.Equal(t, s.Equivalence[0].ID, r.BrokenCase)
	assert.Equal(t, len(s.Equivalence), r.NotRun)
	r = conformance.Check(s, silent{}, nil)
	assert.ErrorIs(t, r.Broken, conformance.ErrNoAnswer)
}

type failing struct{}

func (failing) Answer(conformance.Request) (conformance.Answer, error) {
	return conformance.Answer{}, errors.New("out of order")
}

type silent struct{}

func (silent) Answer(conformance.Request) (conformance.Answer, error) {
	return conformance.Answer{}, nil
}
