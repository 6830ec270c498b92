package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/rfc2396/rfc2396/conformance"
)

// suiteFlag is the repeatable --suite flag.
type suiteFlag []string

func (s *suiteFlag) String() string { return strings.Join(*s, ",") }

func (s *suiteFlag) Set(v string) error {
	if !slices.Contains(conformance.FileNames(), v) {
		return fmt.Errorf("no suite %q (the suites are %s)", v, strings.Join(conformance.FileNames(), ", "))
	}
	*s = append(*s, v)
	return nil
}

// runConform runs "rfc2396 conform".
func runConform(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("conform", stdout, stderr)
	jsonOut := fs.Bool("json", false, "print the report as JSON Lines")
	self := fs.Bool("self", false, "run the suite on this library, in this process, instead of an adapter")
	var suites suiteFlag
	fs.Var(&suites, "suite", "run only the suite `NAME`: "+strings.Join(conformance.FileNames(), ", ")+" (may be repeated)")
	timeout := fs.Duration("timeout", conformance.DefaultTimeout, "how long, `D`, the adapter has to answer each request")
	failures := fs.Int("failures", 5, "how many failing cases, `N`, to show for each group and decision (-1 for all)")
	// The adapter's command line follows "--", flags and all.
	var command []string
	if i := slices.Index(args, "--"); i >= 0 {
		args, command = args[:i], args[i+1:]
	}
	rest, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	switch {
	case len(rest) > 0:
		return usageError(fs, "unexpected argument %s: the adapter's command goes after --", quoteArg(rest[0]))
	case *self && len(command) > 0:
		return usageError(fs, "--self and an adapter's command exclude each other")
	case !*self && len(command) == 0:
		return usageError(fs, "no adapter: give --self, or -- COMMAND [ARG...]")
	}
	suite, err := conformance.Load(suites...)
	if err != nil {
		fmt.Fprintf(stderr, "rfc2396 conform: %v\n", err)
		return exitIO // the embedded suite could not be read: no answer about the adapter
	}
	var impl conformance.Implementation = conformance.Self()
	var proc *conformance.Process
	if !*self {
		proc, err = conformance.Start(command[0], command[1:], *timeout)
		if err != nil {
			return usageError(fs, "cannot start the adapter %s: %v", quoteArg(command[0]), err)
		}
		impl = proc
	}
	keep := *failures
	if keep == 0 {
		keep = 1 // Options reads 0 as its default; none are shown
	}
	report := conformance.Check(suite, impl, &conformance.Options{Failures: keep})
	if *failures == 0 {
		report.Failures = nil
	}
	o := newOutput(stdout, stderr)
	if *jsonOut {
		err = report.WriteJSON(o.w)
	} else {
		err = report.WriteText(o.w)
	}
	status = exitOK
	if !report.Passed() {
		status = exitInvalid
	}
	if proc != nil {
		if cerr := proc.Close(); cerr != nil && report.Broken == nil {
			fmt.Fprintf(stderr, "rfc2396 conform: the adapter: %v\n", cerr)
			status = exitInvalid
		}
	}
	if err != nil {
		return o.stop("conform", err)
	}
	return o.finish("conform", status)
}
