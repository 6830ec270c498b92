//go:build unix

package conformance

import (
	"os/exec"
	"syscall"
)

// ownGroup starts the adapter in a process group of its own, so that
// killing it kills what it started too: "go run", a shell script or a
// launcher runs the adapter proper as a child.
func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killGroup kills the adapter's process group.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}
