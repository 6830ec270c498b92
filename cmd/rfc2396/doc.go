// Command rfc2396 parses and resolves URI references exactly as RFC 2396,
// "Uniform Resource Identifiers (URI): Generic Syntax", defines them.
//
// Usage:
//
//	rfc2396 parse [--json] [--query-only] [REF...]
//	rfc2396 resolve [--json] [--explain] [--backward-compatible] [--dotdot=keep|remove|error] BASE REF...
//	rfc2396 resolve [flags] -
//
// Flags go after the command and before the references; "--" ends them,
// so that a reference that starts with "-" can be given. A flag may be
// written with one dash or two.
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
// null. For an invalid reference the object has instead the key error:
// {"offset", "char", "rule", "expected", "message"}, where char is null at
// the end of the input. Text that is not valid UTF-8 is shown with U+FFFD
// in JSON strings.
//
// # resolve
//
// The resolve command resolves each REF against the absolute URI BASE as
// section 5.2 describes and prints each result on its own line. With "-"
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
// (both null when it failed), error ({"offset", "message", "which"}, where
// which is "base", "ref" or "" and offset is in that string) when it
// failed, and steps (a list of strings) with --explain.
//
// # Exit status
//
// The exit status is 0 when every reference is valid (for resolve: could
// be resolved), 1 when any is not or when reading or writing failed, and
// 2 for a usage error: an unknown command or flag, or missing arguments.
// Usage errors print the usage to standard error.
package main
