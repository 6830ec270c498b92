package main

import (
	"io"
	"strings"

	"github.com/rfc2396/rfc2396/iri"
	"github.com/rfc2396/rfc2396/record"
	"github.com/rfc2396/rfc2396/syntax"
)

// runRepair runs "rfc2396 repair": package iri's Repair of each TEXT.
func runRepair(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("repair", stdout, stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per text")
	pw := passwordFlags(fs, `hide the password of a userinfo in each text ("u:xxxxx@h", read as a whole reference) before repairing it: no part of it reaches the output`)
	files := fileFlag(fs)
	syn := addSyntaxFlags(fs)
	jobs := jobsFlags(fs)
	rest, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	reading := syn.syntax()
	repair := func(s string) (string, error) { return iri.Repair(s, reading) }
	return eachValue(valueCommand{name: "repair", f: repair, rule: syntax.URIReference, json: *jsonOut, pw: pw, files: *files, at: repairOffset, jobs: *jobs}, rest, stdin, stdout, stderr)
}

// repairOffset returns the offset in the text v where the error of
// repairing it is, v and the error shown with their passwords hidden
// when hide. A *parser.Error is about the repaired form of v: its offset
// is v's when repair changed nothing before it, and else not known (0).
func repairOffset(v string, err error, e *record.Error, hide bool) int {
	pe := record.ParseError(err, hide)
	if pe == nil {
		return e.Offset // a *iri.HostError's is into v
	}
	if off := e.Offset; off <= len(v) && off <= len(pe.Input) && strings.HasPrefix(v, pe.Input[:off]) {
		return off
	}
	return 0
}

// runDisplay runs "rfc2396 display": package iri's Display of each REF.
func runDisplay(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("display", stdout, stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object a line per reference, invalid ones included")
	pw := passwordFlags(fs, "")
	files := fileFlag(fs)
	syn := addSyntaxFlags(fs)
	jobs := jobsFlags(fs)
	rest, status := parseFlags(fs, args)
	if status >= 0 {
		return status
	}
	reading := syn.syntax()
	display := func(s string) (string, error) { return iri.Display(s, reading) }
	return eachValue(valueCommand{name: "display", f: display, rule: syntax.URIReference, json: *jsonOut, pw: pw, files: *files, jobs: *jobs}, rest, stdin, stdout, stderr)
}
