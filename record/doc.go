// Package record gives the JSON records that the rfc2396 command prints
// with --json for parse, check, normalize, resolve, relativize and
// extract, from the results of the library's calls, so that every
// program that prints them (the command, the Apache Beam transforms of
// module github.com/rfc2396/rfc2396/beam) prints the same records.
// docs/record.md, in the repository, gives every record's keys, in order,
// and what each holds.
//
// A record is a struct that encoding/json writes, one a line, through an
// encoder that leaves "<", ">" and "&" as they are ([NewEncoder],
// [Append]). A function makes each record from the results of the
// library's calls:
//
//	parse       NewParse, NewExplained; NewParseFailure for an invalid reference
//	check       CheckLine, or NewCheck and NewWarnings
//	normalize   NewNormalize
//	resolve     NewResolve
//	relativize  NewRelativize
//	extract     NewExtract
//
// [AppendParse] writes the record of a valid reference without
// reflection, the bulk of what parse prints; [WriteParse] and
// [WriteExplained] write it to a writer as it is made, a segment at a
// time, so that a record of megabytes is never held whole.
//
// A record about a line of a file ([Source]) whose input is invalid starts
// with the keys file, line and column, from 1 and in bytes ([Position]);
// one about an argument of the command line has none. Every error is the
// same object ([Error]): offset, char, rule, expected, hint and message,
// and which for resolve and relativize. An undefined component is null,
// and an empty one "".
//
// [LineReader] reads input a line at a time as every program here does.
//
// # Passwords
//
// With hide, the password of a userinfo is hidden as net/url's Redacted
// does ("u:xxxxx@h"), everywhere in a record, offsets included: an offset
// is into the input as the record shows it. [ShowRef], [ParseShown],
// [SplitShown], [ParseError] and [Message] show an input and its error
// as the commands do.
package record
