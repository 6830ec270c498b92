// Package uribeam runs the rfc2396 library on Apache Beam, for corpora
// beyond one machine: transforms over PCollections of lines that parse,
// check, normalize and resolve URI references, and one over whole files
// that extracts the references of text and HTML documents, each giving
// the JSON records (one string an element, without a newline) that the
// rfc2396 command prints with --json. The records are made by package
// github.com/rfc2396/rfc2396/record, the command's own, and documented
// there.
//
// It is named uribeam, not beam, so that it does not shadow the SDK's
// package beam, which every caller imports beside it.
//
// # Lines
//
// The line transforms take a PCollection of Line: a line of a file with
// its number, read by ReadLines (each file by one worker, its lines in
// order; Spread moves them over the workers), or made by FromStrings from
// a PCollection of strings, whose lines have no place in a file. A record
// about an invalid Line read from a file starts with file, line and
// column, as the command's record of a line does; one about a line
// without a file has none, as the command's record of an argument.
//
// # Options
//
// Options holds what every transform takes: the syntax, one
// syntax.Syntax that every call of the library is given as it is
// (syntax.RFC2396, RFC2732, QueryOnly or a join of them; the zero Syntax
// reads the module's one default, syntax.Default, as the command without
// syntax flags), and whether passwords are hidden. Its fields, and those of every DoFn here, are
// plain values that Beam serializes; every DoFn is registered (package
// register).
//
// # Passwords
//
// The transforms print what they were given, as the rfc2396 command does
// by default: a password in a userinfo shows in the records. With
// Options.Redact (the command's --redact, rfc2396-beam's --redact) it is
// hidden as net/url's Redacted does ("u:xxxxx@h") in every field of every
// record, messages and offsets included. The choice is the command's, so
// that one corpus gives the same records on one machine and on many; a
// pipeline that writes records where others read them should set Redact.
// No DoFn logs an input or an error: a failure to read a file is returned
// with the file's name only.
package uribeam
