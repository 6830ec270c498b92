// Package record gives the JSON records that the rfc2396 command prints
// with --json for parse, check, normalize, resolve, relativize and
// extract, from the results of the library's calls, so that every
// program that prints them (the command, the Apache Beam transforms of
// module github.com/rfc2396/rfc2396/beam) prints the same records. It
// also gives how the commands show an input and its error: with hide,
// the password of a userinfo hidden as net/url's Redacted does
// ("u:xxxxx@h"), everywhere in a record, offsets included.
//
// A record is a struct whose fields encoding/json writes with the keys
// below, in the order given, through an encoder that leaves "<", ">" and
// "&" as they are (NewEncoder); AppendParse writes the record of a valid
// reference without reflection.
//
// # Position
//
// A record about a line of a file (Source) whose input is invalid starts
// with the keys file, line and column (from 1, in bytes): where its error
// is (Position). A record about an argument of the command line, or about
// a line whose place is not known, has none. For "BASE<TAB>REF" the
// column is in the whole line.
//
// # Error
//
// The error object (Error) is the same in every record: {"offset",
// "char", "rule", "expected", "hint", "message"}, the fields of the
// parser's error, where char is null at the end of the input and message
// is the line that the command's text output prints for the error
// (Message); resolve and relativize add "which", the input the offset is
// in ("base", "ref" or "target", "" for neither). Its offset is into the
// input as the record shows it: with hide, the input with its password
// hidden. For an error of resolution that is not a parse error, offset is
// resolve's, into the input as given, and rule, expected and hint are
// empty. Text that is not valid UTF-8 is shown with U+FFFD in JSON
// strings.
//
// # parse
//
// Parse, for a valid reference: the keys input, valid, and the components
// as the parser finds them (package parts' Components, section 4.3, in
// the text form parts.Texts gives them, the one the conformance suite
// uses): scheme, authority, userinfo, host, port, path (the abs_path or
// rel_path, null for an opaque URI), opaque, query and fragment; then
// authority_kind ("server" or "registry"), host_kind ("hostname", "ipv4"
// or "ipv6", RFC 2732's) and segments (a list of {"name", "params"},
// null for an opaque URI). An undefined component is null and an empty
// one is "": "http://a/?" has query "" and fragment null, and "//" has
// authority "" (a server) and host null. An IPv6 host is given with its
// brackets. Explained adds server_error: why a reg_name is not a server,
// an error object whose message has no "parse" line, or null.
//
// ParseFailure, for an invalid reference: input, valid (false) and error,
// after file, line and column for a line.
//
// # check
//
// Check, a finding of check: file, line, column, severity ("error" or
// "warning"), then the keys of the error object, whose message is the one
// after the column.
//
// # normalize
//
// Normalize: input, valid, normalized (null when the reference is
// invalid) and, for an invalid reference, error, the object that
// ParseFailure gives, after its position.
//
// # resolve and relativize
//
// Resolve: base, ref, valid, result and same_document (both null when it
// failed), error (with "which") when it failed, and steps (a list of
// strings) when explained. Relativize: base, target, valid, result (null
// on failure) and, on failure, error, where which is "base", "target" or
// "".
//
// # extract
//
// Extract, a reference found in a document: file, line, column (where the
// reference starts; in HTML, its element), text (as written, delimiters
// excluded, with its whitespace), uri (what was checked: whitespace
// removed), delimiter ("angle", "quote", "none", or "attribute" in HTML),
// whitespace_removed, ambiguous_hyphen, alternative and alternative_valid
// (the reading without the hyphen and whether it is valid; null unless
// ambiguous_hyphen), valid, and error (only when not valid). In HTML it
// also gives element and attribute, and for an image candidate of a
// srcset attribute descriptor, its descriptors as written ("2x", "100w";
// "" for none); in HTML or with a base it gives base (the base used, or
// null), resolved (or null) and resolve_error (null, or the error object
// as for resolve, with which). With hide, a bare candidate too long to be
// checked (more than extract.MaxLength bytes) is shown, in text and uri,
// by the start that its error gives, since where the password of its cut
// authority would end is not known.
package record
