// Command rfc2396 parses and resolves URI references exactly as RFC 2396,
// "Uniform Resource Identifiers (URI): Generic Syntax", defines them.
//
// Usage:
//
//	rfc2396 parse [--json] [--query-only] [--explain] [--redact] [REF...]
//	rfc2396 resolve [--json] [--explain] [--backward-compatible] [--dotdot=keep|remove|error] [--redact] BASE REF...
//	rfc2396 resolve [flags] -
//	rfc2396 check [--json] [--warn] [--redact] FILE...
//	rfc2396 match [--json] [--redact] RULE STRING...
//
// Flags go after the command, before, between or after the arguments, as
// with most tools; "--" ends them, so that an argument that starts with
// "-" can be given ("-" alone is an argument: standard input). A flag may
// be written with one dash or two, and its value after "=" or as the next
// argument. An unknown flag is a usage error; its name is printed quoted,
// control characters escaped.
//
// The command line prints what it was given: a password in a userinfo
// shows in the tree, the JSON and the results. With --redact, every
// command hides it as net/url's Redacted does ("u:xxxxx@h") in all its
// output, and offsets in the output are offsets into the redacted text.
// Error messages and the --explain steps never show a password, with or
// without --redact.
//
// # parse
//
// The parse command parses each REF as a URI-reference (Appendix A) and
// prints its components as an indented tree, one node a line, each with
// its offsets [start,end) in the reference and its text:
//
//	$ rfc2396 parse 'http://a.example/b;p?q'
//	URIReference [0,22) "http://a.example/b;p?q"
//	  AbsoluteURI [0,22) "http://a.example/b;p?q"
//	    Scheme [0,4) "http"
//	    HierPart [5,22) "//a.example/b;p?q"
//	      NetPath [5,20) "//a.example/b;p"
//	        Server [7,16) "a.example"
//	          Hostname [7,16) "a.example"
//	            Label [7,8) "a"
//	            Label [9,16) "example"
//	        AbsPath [16,20) "/b;p"
//	          Segment [17,20) "b;p"
//	            Param [19,20) "p"
//	      Query [21,22) "q"
//
// For a reference that is not valid it prints the error and the reference
// with a caret under the offending character:
//
//	$ rfc2396 parse 'http://a b/'
//	rfc2396: parse "http://a b/": unexpected ' ' at offset 8 in authority; a space must be escaped as %20 (section 2.4.3)
//	http://a b/
//	        ^
//
// A blank line separates the output of two references. With no REF, or
// with "-" as the only REF, parse reads one reference a line from standard
// input: one trailing "\n" or "\r\n" is removed from each line, a last line
// without a newline counts, and an empty line is the empty reference
// (which is valid: it refers to the current document). Lines are read and
// printed one at a time, so any number of them can be piped through. A
// line longer than the parser's limit (1 MiB) is reported as too long;
// only its first bytes are read.
//
// With --explain, parse also says why an authority is a reg_name and not a
// server (section 3.2), the commonest surprise of RFC 2396: the first
// character where it stops being a server, its offset, and the rule it
// breaks. In JSON this is the key server_error, an error object, null when
// the authority is a server or there is none.
//
//	$ rfc2396 parse --explain 'http://a_b.example/'
//	...
//	explain: the authority "a_b.example" is a reg_name, not a server: unexpected '_' at offset 8 in hostname; "_" cannot be part of a hostname, which holds only letters, digits, "-" and "." (section 3.2.2)
//
// Parse follows Appendix A, which does not derive the query-only reference
// "?y" (a relativeURI needs a path before its query). With --query-only it
// also accepts "?" query [ "#" fragment ], which Appendix C resolves.
//
// With --json, parse prints one JSON object a line per reference, with the
// keys input, valid, and, for a valid reference, the components of section
// 4.3: scheme, authority, authority_kind ("server" or "registry"),
// userinfo, host, host_kind ("hostname" or "ipv4"), port, path (the
// abs_path or rel_path, null for an opaque URI), opaque, segments (a list
// of {"name", "params"}, null for an opaque URI), query and fragment. An
// undefined component is null and an empty one is "": "http://a/?" has
// query "" and fragment null, and "//" has authority "" (a server) and host
// null. For an invalid reference the object has instead the key error,
// the error object that every command prints alike: {"offset", "char",
// "rule", "expected", "hint", "message"}, where char is null at the end of
// the input, and, for resolve only, "which". Text that is not valid UTF-8
// is shown with U+FFFD in JSON strings.
//
// # resolve
//
// The resolve command resolves each REF against the absolute URI BASE as
// section 5.2 describes and prints each result on its own line. An empty
// BASE ("") means there is no base URI (section 5.1.4): a REF with a
// scheme is its own result, any other is an error that says so. With "-"
// as the only argument it reads lines "BASE<TAB>REF" from standard input
// instead. The flags are:
//
//	--explain              after each result, print the steps of section 5.2 that were taken, indented
//	--backward-compatible  treat a reference with the base's scheme as relative (section 5.2, step 3)
//	--dotdot=MODE          what to do with a ".." that would climb above the root:
//	                       keep it (the default, as Appendix C does), remove it,
//	                       or report an error
//	--json                 print one JSON object a line per reference
//
// A reference that cannot be resolved is reported in its place by a line
// that starts with "rfc2396: ", which no URI does. The query-only reference
// "?y" of Appendix C is accepted here, though parse rejects it.
//
//	$ rfc2396 resolve 'http://a/b/c/d;p?q' ../g '?y' 'a b'
//	http://a/b/g
//	http://a/b/c/?y
//	rfc2396: resolve: ref: parse "a b": unexpected ' ' at offset 1 in rel_segment; a space must be escaped as %20 (section 2.4.3)
//
// With --json the keys are base, ref, valid, result and same_document
// (both null when it failed), error (the error object of parse, with
// "which": "base", "ref" or "", the string the offset and char are in)
// when it failed, and steps (a list of strings) with --explain.
//
// # check
//
// The check command reads each FILE ("-" for standard input) as one
// reference a line, as parse does, and prints a line
//
//	FILE:LINE:COL: message
//
// for each invalid line, with COL the 1-based byte column: the form that
// editors and CI systems turn into annotations. Valid lines print nothing.
// With --warn it also prints FILE:LINE:COL: warning: message for the valid
// references that section 7 cautions against: a userinfo with a password,
// a port that is not the default port of a scheme whose specification
// names one (http 80, https 443, ftp 21, ...), and the escaped CR, LF and
// NUL (%0D, %0A, %00). Warnings do not change the exit status. With
// --json it prints one JSON object a line per finding: file, line, column,
// severity ("error" or "warning"), then the keys of the error object. The
// messages of check never show input text, so --redact changes nothing.
//
//	$ rfc2396 check refs.txt
//	refs.txt:2:9: unexpected ' ' at offset 8 in authority; a space must be escaped as %20 (section 2.4.3)
//
// # match
//
// The match command reports whether each STRING (or, with "-", each line
// of standard input) is, as a whole, the Appendix A rule RULE, one line
// "yes<TAB>STRING" or "no<TAB>STRING" each, or with --json one object
// {"rule", "input", "match"}. RULE is spelled as the RFC spells it
// (URI-reference) or as the grammar does (URI_reference), in any case; an
// unknown rule is a usage error that lists the rules.
//
//	$ rfc2396 match hostname a.example a_b.example
//	yes	a.example
//	no	a_b.example
//
// # Exit status
//
// The exit status is 0 when every reference is valid (for resolve: could
// be resolved; for match: matches), 1 when any is not or when reading or
// writing failed, and
// 2 for a usage error: an unknown command or flag, or missing arguments.
// Usage errors print the usage to standard error.
package main
