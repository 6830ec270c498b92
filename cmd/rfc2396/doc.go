// Command rfc2396 parses, resolves, normalizes, relativizes, escapes and
// repairs URI references exactly as RFC 2396, "Uniform Resource
// Identifiers (URI): Generic Syntax", defines them.
//
// Usage:
//
//	rfc2396 parse [--json] [--explain] [--redact|--raw-errors] [SYNTAX] [--file FILE]... [REF...]
//	rfc2396 resolve [--json] [--explain] [--backward-compatible] [--dotdot=keep|remove|error] [--redact|--raw-errors] [SYNTAX] [--file FILE]... BASE REF...
//	rfc2396 resolve [flags] [--file FILE]... [-]
//	rfc2396 check [--json] [--warn] [--redact|--raw-errors] [SYNTAX] [--file FILE]... [REF...]
//	rfc2396 match [--json] [--redact|--raw-errors] [SYNTAX] [--file FILE]... RULE [STRING...]
//	rfc2396 extract [--json] [--html] [--base URI] [--redact|--raw-errors] [SYNTAX] [--file FILE]... [FILE...]
//	rfc2396 normalize [--json] [--rule NAME]... [--remove-dot-segments] [--redact|--raw-errors] [SYNTAX] [--file FILE]... [REF...]
//	rfc2396 relativize [--json] [--redact|--raw-errors] [SYNTAX] [--file FILE]... BASE TARGET...
//	rfc2396 relativize [flags] [--file FILE]... [-]
//	rfc2396 escape --component=NAME [--repair] [--json] [--redact|--raw-errors] [SYNTAX] [--file FILE]... [DATA...]
//	rfc2396 unescape [--json] [--redact|--raw-errors] [SYNTAX] [--file FILE]... [TEXT...]
//	rfc2396 repair [--json] [--redact|--raw-errors] [SYNTAX] [--file FILE]... [TEXT...]
//	rfc2396 display [--json] [--redact|--raw-errors] [SYNTAX] [--file FILE]... [REF...]
//	rfc2396 diff [--base B] [--json] [--no-net-url] [--redact|--raw-errors] [--file FILE]... [REF...]
//	rfc2396 conform [--json] [--suite NAME]... [--timeout D] [--failures N] -- COMMAND [ARG...]
//	rfc2396 conform [--json] [--suite NAME]... [--failures N] --self
//	rfc2396 serve [--addr HOST:PORT] [--max-requests N] [--max-answer-ratio R] [--redact|--raw-errors]
//	rfc2396 help [COMMAND]
//	rfc2396 --version
//
// "rfc2396 help COMMAND", or "rfc2396 COMMAND -h", prints the command's
// usage lines, what it does, its flags and the exit statuses on standard
// output; "rfc2396 help" prints the usage above and what each command
// does. "rfc2396 --version" prints the module's version as the build
// information gives it (go install ...@v1.2.3 stamps v1.2.3, go build in
// a checkout a pseudo-version), else the VCS revision go build stamped
// (its time, and "modified" for a checkout with changes), else
// "(devel)", followed by the Go version that built it.
//
// Flags go after the command, before, between or after the arguments, as
// with most tools; "--" ends them, so that an argument that starts with
// "-" can be given ("-" alone, even after "--", is standard input). A
// flag may be written with one dash or two, and its value after "=" or as
// the next argument; the help spells them as the usage lines do,
// "--json". A usage error (an unknown flag, a missing argument) is one
// line on standard error that names the help to read:
//
//	$ rfc2396 parse --xml
//	rfc2396 parse: unknown flag "--xml" (see "rfc2396 help parse")
//
// The argument it quotes is printed quoted, control characters escaped
// and its password hidden (see Passwords).
//
// # Input and output
//
// Every command that reads references (or values) reads its input by one
// rule:
//
//   - each argument is one reference (or value, or string for match);
//   - "-" alone is standard input, read one a line where it stands among
//     the arguments;
//   - --file FILE (repeatable, the same flag in every command) reads the
//     file one a line, after the arguments, in the order given; "--file -"
//     is standard input;
//   - with no argument and no --file, the command reads standard input.
//
// resolve and relativize take BASE REF... (BASE TARGET...) as arguments,
// or "-" alone, and read lines "BASE<TAB>REF" from standard input and from
// each --file. An argument that is also the name of a file (not a
// directory) is still read as a reference, and a note on standard error
// says how to read the file, so that a command line written for a file
// does not pass in silence:
//
//	$ rfc2396 check urls.txt
//	rfc2396 check: note: urls.txt is also a file; to read it, give --file urls.txt
//
// extract reads documents, not references: its arguments are files, as
// --file names them ("-" for standard input, or none). A file that cannot
// be read is said on standard error, and the command goes on with the
// others and exits 2. One trailing "\n" or "\r\n" is removed from each
// line, a last line without a newline counts, and an empty line is the
// empty reference. A UTF-8 byte order mark at the start of standard input
// or of a file is skipped (positions count from after it); anywhere else
// it is a character of the line.
//
// The line commands (check, match, normalize, parse, resolve,
// relativize, and the value commands escape, unescape, repair and
// display) take -j N (--jobs N), how many lines are worked at once,
// the number of CPUs by default: the input is cut into blocks of whole
// lines, each block worked on its own, and everything printed in input
// order with exact line numbers, as with -j 1. parse without --json
// prints trees with one worker. A line longer than a command reads is
// read to its end with a bounded buffer and reported. extract takes -j
// too: a text file is cut only at a line break that no reference can
// cross (extract.LastCut: not after a "-", and not between angle
// brackets), and read as one piece from where there is none within a few
// MiB; HTML files are not cut, but several are worked at once, each
// whole, and printed in file order. A worker's output waits in memory only
// until what comes before it is printed: at most 16 MiB with the input in
// flight, across all workers, whatever -j. The command keeps its heap
// under 40 MiB (a soft limit, GOMEMLIMIT) and collects its garbage at
// GOGC=400; the environment's GOMEMLIMIT and GOGC override both.
//
// A command's results go to standard output, so that it holds only data:
// the trees of parse, the results of resolve, normalize, relativize,
// escape, unescape, repair and display, the references extract finds, and check's findings
// and match's answers, which are those commands' results. The error
// about an input that a command was asked to transform goes to standard
// error instead, after "FILE:LINE:COL: " when the input was a line of a
// file or of standard input (named <stdin>), COL the 1-based byte column
// of the error in the line as the error shows it (for "BASE<TAB>REF", in
// the whole line). So
//
//	rfc2396 normalize < refs.txt | sort -u
//
// sorts the normal forms of the valid lines, and the invalid ones are
// reported on the terminal with their line numbers. Standard output is
// written before each error, so that where both go to one terminal they
// come in the order of the inputs. Usage errors, notes (a line that was
// cut, an argument that is also a file, a document without a base) and
// I/O errors go to standard error too.
//
// With --json, everything stays a JSON record on standard output, one
// object a line, invalid inputs included, and standard error has only
// usage errors, notes and I/O errors. The record of an invalid input
// that was a line of a file or of standard input starts with the keys
// file, line and column, where its error is; one from an argument has
// none.
//
// Text output never writes a control character of the input as it is:
// where it echoes input (match's strings, file names), it escapes them as
// Go quotes a string (strconv.Quote) without the quotes: "\t",
// "\x1b", "\u202e", bytes that are not UTF-8 as "\xff", and "\\"
// and "\"" for the backslash and the double quote, so that the text
// reads back. The errors quote their input the same way, and parse's
// caret line shows such bytes as \xNN. unescape is the exception: its
// results are the decoded bytes, as they are.
//
// # Syntax
//
// Every command that reads references reads one language by default, the
// library's: RFC 2396 as RFC 2732 amends it, IPv6 literal hosts
// ("http://[::1]/") included and "[" and "]" reserved, with the
// query-only reference "?" query [ "#" fragment ] that Appendix C resolves
// ("?y"), though Appendix A does not derive it. Three flags, SYNTAX in
// the usage above, choose another, each one value of package syntax given
// to every library call the command makes (conform and serve take none:
// the suite names the syntax of each case, and the viewer's page of each
// reference):
//
//	--rfc2396     Appendix A to the letter (syntax.RFC2396): no IPv6
//	              literals, no query-only reference "?y"
//	--rfc2732     with --rfc2396, also RFC 2732's IPv6 literals (syntax.RFC2732)
//	--query-only  with --rfc2396, also the query-only reference (syntax.QueryOnly)
//
// Without these flags every command reads the module's one default
// (syntax.Default): RFC 2396 as RFC 2732 amends it, with "?y", so that
// --rfc2732 and --query-only alone change nothing. --rfc2396 reads
// Appendix A to the letter; it is applied first, whatever the order on
// the command line, and the other two add to it: "--rfc2396 --rfc2732"
// reads IPv6 literals and refuses "?y". A syntax flag only turns a
// feature on: "--rfc2732=false" is a usage error, not a way to turn it
// off. unescape takes the flags too; decoding is the same in every
// syntax.
//
// A fourth flag reads another grammar:
//
//	--rfc3986     RFC 3986's Appendix A (syntax.RFC3986), which obsoletes
//	              RFC 2396 and RFC 2732: IPv6 and IPvFuture literals,
//	              reg-name hosts ("http://a_b/"), no opaque part, "?y"
//
// It goes with none of the other three: "--rfc3986 --rfc2732" is a usage
// error. Every command reads RFC 3986 with it: check and match validate in
// its grammar (match by RFC 3986's rule names, such as reg-name and
// IPvFuture), escape escapes data into RFC 3986's rules (RFC 3986 has no
// param), repair and display write and read RFC 3986 URIs, extract checks
// candidates in it, parse prints RFC 3986's derivation (see parse), and
// resolve, relativize and normalize pass it to their packages. extract
// --rfc3986 resolves nothing, so --base is a usage error. An IPv6 zone identifier ("[fe80::1%25eth0]", RFC 6874), which
// net/url reads, is no RFC 3986: the error's hint says so.
//
// # Passwords
//
// A password, the text of a userinfo after its first ":", never reaches
// error text unless the command line asks for it: the error lines on
// standard error and parse's carets, the notes and usage errors, check's
// findings, parse --explain's lines, and in JSON the record of an input
// that failed (ParseFailure, a failed resolution or relativization, the
// record of a value that failed, an extracted reference that is not valid
// or cannot be resolved) and the error objects of the others (server_error,
// resolve_error). There the password is hidden as net/url's Redacted
// hides it ("u:xxxxx@h"), and the offsets, columns and carets are those
// of the text with the password hidden, as parser.Error's Redacted gives
// them, so that a record's offset and its message agree:
//
//	$ rfc2396 parse 'http://u:secret@h/a b'
//	rfc2396: parse "http://u:xxxxx@h/a b": unexpected ' ' at offset 18 in abs_path; a space must be escaped as %20 (section 2.4.3)
//	http://u:xxxxx@h/a b
//	                  ^
//
// --raw-errors, the same flag in every command that reads references,
// shows error text raw, the password as given and the offsets into the
// input as given. Results, on standard output, are as given: the trees,
// the resolved and normal forms, match's strings. --redact hides the
// password in all output, results included, and cannot be given with
// --raw-errors. A string is redacted as what it is: a reference as a
// whole reference; for match, a string that matches the rule as that
// rule (an authority, a server, a userinfo; a rule that holds no userinfo
// hides nothing), and one that does not match, and a usage error's
// argument, from its first ":" to its last "@". The --explain steps of
// resolve never show a password. escape and unescape read values, not
// references: with --redact they hide what may be a password in each
// value (escape as the component's rule reads it, "u:xxxxx" in a
// userinfo; unescape from the first ":" to the last "@") and work on the
// value as shown, so that no part of the password reaches the result;
// unescape hides it again in what the value decodes to. repair and
// display read each text as a whole reference, hide its password and
// work on the text as shown. Without --redact they work on the value as
// given, and their error text shows it with its password hidden.
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
// For a reference that is not valid it prints, on standard error, the
// error and the reference with a caret under the offending character:
//
//	$ rfc2396 parse 'http://a b/'
//	rfc2396: parse "http://a b/": unexpected ' ' at offset 8 in authority; a space must be escaped as %20 (section 2.4.3)
//	http://a b/
//	        ^
//
// A blank line separates the trees of two references. parse reads one
// reference a line from standard input ("-", or no REF) and from each
// --file (see Input and output), and an error line then starts with
// "FILE:LINE:COL: " ("<stdin>" for standard input). The empty reference
// is valid: it refers to the current document. Lines are read and
// printed one at a time, so any number of them can be piped through. A
// line longer than the parser's limit (1 MiB) is reported as too long;
// only its first bytes are read, the error is the parser's about those
// bytes, and a note on standard error gives the line's length. The other
// commands that read lines (check, match, normalize, resolve, relativize)
// do the same.
//
// With --explain, parse also says why an authority is a reg_name and not a
// server (section 3.2), the commonest surprise of RFC 2396: the first
// character where it stops being a server, its offset, and the rule it
// breaks; the offset is into the authority, which the line quotes. In
// JSON this is the key server_error, an error object (its message without
// the authority), null when the authority is a server or there is none.
//
//	$ rfc2396 parse --explain 'http://a_b.example/'
//	...
//	explain: the authority "a_b.example" is a reg_name, not a server: unexpected '_' at offset 1 in hostname; "_" cannot be part of a hostname, which holds only letters, digits, "-" and "." (section 3.2.2)
//
// parse reads the default syntax (see Syntax), the query-only reference
// "?y" included; with --rfc2396 it follows Appendix A to the letter, which
// does not derive it (a relativeURI needs a path before its query).
//
// With --rfc3986 the tree is RFC 3986's derivation (parser.Tree), each
// node named by its rule, down to the segments of the path and the form of
// the host; the rules below those (pchar, pct-encoded, h16) are match's.
// --explain is a usage error there: RFC 3986 has no server to fall short
// of, and reads every authority as a host, of which reg-name is one form.
//
//	$ rfc2396 parse --rfc3986 'http://[v7.x]/a'
//	URI-reference [0,15) "http://[v7.x]/a"
//	  URI [0,15) "http://[v7.x]/a"
//	    scheme [0,4) "http"
//	    hier-part [5,15) "//[v7.x]/a"
//	      authority [7,13) "[v7.x]"
//	        host [7,13) "[v7.x]"
//	          IP-literal [7,13) "[v7.x]"
//	            IPvFuture [8,12) "v7.x"
//	      path-abempty [13,15) "/a"
//	        segment [14,15) "a"
//
// # JSON
//
// With --json, parse prints one JSON object a line per reference: for a
// valid reference its components as the parser finds them (package
// parts' Components, section 4.3), authority_kind, host_kind and
// segments; for an invalid one the key error instead, the error object
// that every command gives. With --rfc3986 the keys are the same;
// opaque and authority_kind are null (RFC 3986 has neither an opaque part
// nor a registry-based authority), host_kind is one of ipv4, ipv6,
// ipvfuture and reg-name, and a segment has no params (a ";" is part of
// its name). The records of every command, their keys and
// the error object are documented once, in package
// github.com/rfc2396/rfc2396/record, which makes them: parse's are
// record.Parse (record.Explained with --explain) and record.ParseFailure.
// A record of an invalid input read from a line starts with file, line
// and column (see Input and output).
//
// # resolve
//
// The resolve command resolves each REF against the absolute URI BASE as
// section 5.2 describes and prints each result on its own line. An empty
// BASE ("") means there is no base URI (section 5.1.4): a REF with a
// scheme is its own result, any other is an error that says so. It reads
// lines "BASE<TAB>REF" from standard input ("-" alone, or no argument)
// and from each --file. The flags are:
//
//	--explain              after each result, print the steps of section 5.2 that were taken, indented
//	--backward-compatible  treat a reference with the base's scheme as relative (section 5.2, step 3)
//	--dotdot=MODE          what to do with a ".." that would climb above the root:
//	                       keep it (the default, as Appendix C does), remove it,
//	                       or report an error
//	--json                 print one JSON object a line per reference
//
// A reference that cannot be resolved gets no result line: its error goes
// to standard error, a line that starts with "rfc2396: " (after
// "FILE:LINE:COL: " for a line, COL the column in the whole line
// "BASE<TAB>REF"). The query-only reference "?y" of Appendix C is
// accepted, as every command accepts it by default (resolve --rfc2396
// rejects it).
//
//	$ rfc2396 resolve 'http://a/b/c/d;p?q' ../g '?y' 'a b'
//	http://a/b/g
//	http://a/b/c/?y
//	rfc2396: resolve: ref: parse "a b": unexpected ' ' at offset 1 in rel_segment; a space must be escaped as %20 (section 2.4.3)
//
// With --json it prints one record.Resolve a line (see JSON): base, ref,
// valid, result, same_document, error when it failed, and steps with
// --explain.
//
// # check
//
// The check command checks each reference, read as parse reads them
// (arguments, standard input, --file; see Input and output), and prints a
// line
//
//	FILE:LINE:COL: message
//
// for each invalid one, with COL the 1-based byte column: the form that
// editors and CI systems turn into annotations. The N-th argument is line
// N of the file "<args>". Valid references print nothing.
// With --warn it also prints FILE:LINE:COL: warning: message for the valid
// references that section 7 cautions against: a userinfo with a password,
// a port that is not the default port of its scheme in the table that
// normalize uses (normalize.DefaultPorts: http 80, https 443, ftp 21, ...),
// and the escaped CR, LF and NUL (%0D, %0A, %00). Warnings do not change
// the exit status. With --json it prints one JSON object a line per
// finding, record.Check (see JSON): where it is, its severity, and the
// keys of the error object.
// The findings of check are error text (see Passwords): they never show
// input text, and their column, offset and message are those of the line
// with its password hidden, so that an error inside the password names
// none of its characters; with --raw-errors, those of the line as given.
//
//	$ rfc2396 check --file refs.txt
//	refs.txt:2:9: unexpected ' ' at offset 8 in authority; a space must be escaped as %20 (section 2.4.3)
//	$ printf 'http://a b/\n' | rfc2396 check
//	<stdin>:1:9: unexpected ' ' at offset 8 in authority; a space must be escaped as %20 (section 2.4.3)
//
// # match
//
// The match command reports whether each STRING (each argument after
// RULE, each line of standard input and of each --file) is, as a whole,
// the Appendix A rule RULE, one line
// "yes<TAB>STRING" or "no<TAB>STRING" each (STRING with its control
// characters escaped, see Input and output), or with --json one object
// {"rule", "input", "match"}. RULE is spelled as the RFC spells it
// (URI-reference) or as the grammar does (URI_reference), in any case; an
// unknown rule is a usage error that lists the rules (the rules that RFC
// 2732 adds too, but with --rfc2396 alone). With --rfc3986 the rules are
// those of RFC 3986's Appendix A, spelled as it spells them (reg-name,
// IPvFuture, path-abempty).
//
//	$ rfc2396 match hostname a.example a_b.example
//	yes	a.example
//	no	a_b.example
//
// # extract
//
// The extract command finds the URI references in each document FILE, an
// argument or a --file (standard input for "-" or none), checks each one
// with the parser, and prints
// one a line, in the order found. It works as package extract does; its
// documentation has the details.
//
// In plain text (the default) it follows Appendix E: a reference is
// delimited by angle brackets, optionally with "URL:" ("<URL:http://a/>"),
// by double quotes, or by whitespace. Whitespace between angle brackets is
// removed, so a URI broken across lines comes back whole, and that is what
// is printed. Inside delimiters any URI reference counts; a bare one must
// be an absolute URI whose scheme is followed by "//" or is one of mailto,
// news, urn, tel, fax, modem, cid, mid, data and sip, and loses the
// sentence punctuation (". , ; : ! ?"), the unmatched ")" or "]", and the
// closing quote (' * _) that pairs with an opening one at its end. A "-"
// before a line break is ambiguous: the reading that keeps it is printed,
// and --json gives the other. Running the command on the example of
// Appendix E prints its three URIs:
//
//	$ rfc2396 extract appendix_e.txt
//	http://www.w3.org/Addressing/
//	ftp://ds.internic.net/rfc/
//	http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING
//
// With --html it reads HTML, as browsers read it, and prints the
// references in the attributes that hold them (a, area, link and base
// href, img, script, iframe and other src, video poster, form action,
// button and input formaction, blockquote, q, del and ins cite, object
// data, html manifest; the several of a and area ping and of img and
// source srcset; the URL of a meta refresh's content), each resolved
// against the document's base: the href of the first BASE element
// (section 5.1.1, Appendix D), else the retrieval URI given with --base
// (5.1.3). A relative href of a BASE element is resolved against --base,
// as browsers resolve it (Appendix D's absolute HREF is not normative);
// without --base it is an error. With neither, relative references are
// printed as they are and a note on standard error says so (5.1.4). In
// plain text, --base resolves every reference against the URI it names.
// A --base that is not an absolute URI is a usage error that gives the
// parser's error.
//
// A reference that is not valid, or that cannot be resolved, is not
// printed: a line "FILE:LINE:COLUMN: " and the error's text goes to
// standard error instead, where LINE and COLUMN (from 1, in bytes) are
// where the reference starts (in HTML, its element):
//
//	$ echo 'see <http://a/b|c>' | rfc2396 extract
//	<stdin>:1:6: rfc2396: parse "http://a/b|c": unexpected '|' at offset 10 in abs_path; '|' is unwise and must be escaped as %7C (section 2.4.3)
//
// With --json it prints one JSON object a line per reference,
// record.Extract (see JSON): where it is, its text and what was checked,
// whether it is valid, in HTML its element and attribute, and in HTML or
// with --base its base and resolution.
//
// The exit status is 1 when a reference is not valid, or when one cannot
// be resolved against the document's base or a BASE element's href cannot
// be the base (a relative href without --base, or an href that does not
// resolve); a relative reference left unresolved for want of a base is
// not an error. A file that cannot be read exits 2, after the others are
// read.
//
// # normalize
//
// The normalize command prints the normal form of each REF, one a line, as
// package normalize gives it under the rules of sections 6, 3.1 and 2.3:
// the scheme and a hostname in lower case, no default or empty port, the
// escapes of unreserved characters decoded and the other escapes in upper
// case. Reserved characters and their escapes are never changed. It
// reads references as parse does (see Input and output). An invalid
// reference gets no line: its error goes to standard error.
//
//	$ rfc2396 normalize 'HTTP://www.XEROX.com:80/%7esmith/a%2fb'
//	http://www.xerox.com/~smith/a%2Fb
//
// --rule NAME adds one of package normalize's named rules to those
// (normalize.RuleByName; repeatable): for deduplication, as crawlers
// compare URIs, empty-path-slash (an empty path of an http or https URI
// with an authority is "/", RFC 2616 section 3.2.3, RFC 2818),
// sort-query (the query's pairs, split at "&", stably sorted by key)
// and drop-fragment; and remove-dot-segments, which removes the "." and
// ".." segments of an absolute path as resolution does (section 5.2,
// step 6; --remove-dot-segments says the same). The names of section 6's
// rules (lower-scheme, lower-host, drop-port, decode-unreserved,
// upper-hex) are accepted and change nothing. An unknown name is a usage
// error that lists the names.
//
//	$ rfc2396 normalize --rule empty-path-slash --rule sort-query --rule drop-fragment 'HTTP://A?b=2&a=1#x'
//	http://a/?a=1&b=2
//
// With --json it prints one record.Normalize a line (see JSON): input,
// valid, normalized and, for an invalid reference, error.
//
// # relativize
//
// The relativize command prints, for each absolute URI TARGET, the
// shortest reference that resolves against BASE to exactly TARGET (package
// resolve's Relativize), one a line; the empty reference is an empty line.
// It reads lines "BASE<TAB>TARGET" from standard input ("-" alone, or no
// argument) and from each --file. The result is always an Appendix A
// reference: a target
// that differs from the base only in its query gets "d;p?y", never the
// query-only "?y".
//
//	$ rfc2396 relativize 'http://a/b/c/d;p?q' http://a/b/g 'http://a/b/c/d;p?y' http://a/./g
//	../g
//	d;p?y
//	/./g
//
// With --json it prints one record.Relativize a line (see JSON): base,
// target, valid, result and, on failure, error.
//
// # escape and unescape
//
// The escape command prints each DATA escaped into one component (section
// 2.4), one a line: every byte that the component's rule does not allow,
// and every character its section reserves, becomes "%" and two hex
// digits. --component names the component: userinfo, reg_name, segment,
// param, query, fragment or rel_segment (a path's first segment, which
// may not hold ":"). With --rfc3986 each names RFC 3986's rule of the same
// place (reg-name and segment-nz-nc are taken as names too), every
// character but RFC 3986's unreserved is escaped (its section 2.2), and
// param, which RFC 3986 does not have, is a usage error. Non-ASCII data
// is escaped byte by byte of its UTF-8 form. Since a tab, a carriage
// return and a newline are always escaped, the output stays one value a
// line.
//
//	$ rfc2396 escape --component=segment 'a b/{id}' 'x:y'
//	a%20b%2F%7Bid%7D
//	x:y
//	$ rfc2396 escape --component=query 'a=1&b'
//	a%3D1%26b
//
// With --repair, escape takes text that a person typed rather than data:
// it escapes only what the component's rule forbids (the characters
// section 2.4.3 excludes, non-ASCII bytes, and a "%" that does not start
// an escape) and keeps valid escapes and reserved characters, so that
// text that is already valid comes out unchanged and nothing is escaped
// twice. What the rule forbids depends on the syntax: by default a query
// or a fragment keeps "[" and "]", which RFC 2732 reserves, and with
// --rfc2396 they are escaped. Without --repair the syntax changes
// nothing: "[" and "]" are always escaped.
//
//	$ rfc2396 escape --component=segment --repair 'my docs;v=2 100% %7E'
//	my%20docs;v=2%20100%25%20%7E
//
// The unescape command prints each TEXT with its escapes decoded. The
// output holds the decoded bytes as they are, a newline and control
// characters included: they are its result, data, unlike the input that
// other commands echo. A "%" that is not followed by two hex digits is
// an error: the value gets no line, and the error goes to standard error
// (package escape hides what may be a password in it).
//
// Both read one value a line from standard input ("-", or no DATA or
// TEXT) and from each --file; one trailing "\n" or "\r\n" is removed
// from each line, so a value that ends with "\r" must be given as an
// argument. A line
// longer than 1 MiB is an error. With --json both print one object a
// line, {"input", "valid", "result", "error"}: result is null and error
// the error object (its rule "escaped", offset into the value as the
// record shows it) for an invalid value.
//
// # repair and display
//
// The repair command prints each TEXT that people wrote, such as an IRI
// with Unicode characters and spaces, as a valid RFC 2396 reference, one
// a line (package iri's Repair): component by component, keeping its
// delimiters, what the component's rule does not allow is escaped as
// the octets of its UTF-8 form, a "%" that does not start an escape
// becomes %25, a second "#" is escaped in the fragment, and a non-ASCII
// host is converted with IDNA (UTS #46, as browsers convert hosts).
// Nothing that is already valid is escaped: a valid reference comes back
// unchanged.
//
//	$ rfc2396 repair 'http://bücher.example/a b?q=ü#f'
//	http://xn--bcher-kva.example/a%20b?q=%C3%BC#f
//
// A text that no repair makes valid (a first segment that reads as an
// invalid scheme, "1http://a/"; a broken IPv6 literal; a host that IDNA
// refuses) gets no line: its error goes to standard error, never an
// escaped guess. The parser's error is about the repaired form, which it
// quotes; for a line of standard input the column is the error's when
// repair changed nothing before it, else 1.
//
// The display command prints each reference REF as people read it, one a
// line (package iri's Display): escaped UTF-8 and escaped unreserved
// characters decoded and a hostname's ACE labels in Unicode, while every
// octet whose decoding would change the reference's meaning or hide
// something (reserved characters, spaces, controls, bidirectional marks)
// stays escaped. Its result is text, not a reference: repair turns it
// back into a reference equivalent to the one displayed.
//
//	$ rfc2396 display 'http://xn--bcher-kva.example/a%20b?q=%C3%BC#f'
//	http://bücher.example/a%20b?q=ü#f
//
// With --json both print one object a line, {"input", "valid", "result",
// "error"}, as escape does; the error object of a host that IDNA refuses
// has the rule host and the offset where the host starts.
//
// # conform
//
// The conform command runs the conformance suite (package conformance,
// documented in conformance/README.md) on an implementation of RFC 2396
// and reports how it did. With --self it runs the suite on this library,
// in its own process. Otherwise it starts COMMAND, an adapter that wraps
// the implementation, once, and speaks JSON Lines with it: one request a
// line on the adapter's standard input, one answer a line on its standard
// output, in order, each with the request's id. Everything after "--" is
// the adapter's command line, flags included.
//
//	$ rfc2396 conform -- python3 conformance/adapters/python/urllib_parse.py
//	conformance: 14875 cases
//
//	group                       passed   failed  skipped
//	valid inputs accepted         4297       53        0
//	invalid inputs rejected       1653     5347        0
//	...
//
// The report counts the checks passed, failed and skipped in five groups
// (valid inputs accepted, invalid inputs rejected, components, resolution,
// equivalence), then by decision (the cases that rest on this project's
// decisions rather than on the RFC's text, counted apart and not as
// failures), by rule and by section, then shows the first failing cases
// of each group and decision with what was expected and what came. The
// flags are:
//
//	--suite NAME   run only the suite file NAME: parse, parse-rfc2732, resolve, equivalence, parse-rfc3986, resolve-rfc3986 or equivalence-rfc3986 (repeatable)
//	--timeout D    how long the adapter has to answer each request (default 20s)
//	--failures N   how many failing cases to show per group and decision (-1 for all, 0 for none)
//	--json         print the report as JSON Lines, one object a line with a key "type"
//
// An adapter that exits, hangs past the timeout, answers with a line that
// is not an answer, or answers out of order is reported with the case it
// was on, and the cases left as not run. The exit status is 0 when no
// check fails (decisions apart), 1 when one does or the adapter broke
// down, and 2 for a usage error, an adapter that cannot be started
// included.
//
// # serve
//
// The serve command serves the live viewer (package viewer): one page
// that shows, as you type a reference and optionally a base, whether it is
// valid and if not the caret, offset, rule, expected set and hint; its
// components, undefined told from empty; its parse tree, each node named
// by its Appendix A rule, its span highlighted in the input on hover or
// focus; against the base, the resolved URI, the steps of section 5.2 and
// the relative form; and the normal forms of section 6. Two switches,
// both on as the page opens, read RFC 2732 and the query-only reference;
// turned off, they read strict RFC 2396. The page keeps its state in its
// fragment, so that a view can be shared as a link:
//
//	http://127.0.0.1:8396/#ref=..%2Fg&base=http%3A%2F%2Fa%2Fb%2Fc%2Fd%3Bp%3Fq
//
// It listens on 127.0.0.1:8396, the loopback address, unless --addr names
// another HOST:PORT (a port of 0 picks a free one); the address it listens
// on is printed on standard output. The page and its script are in the
// binary and fetch nothing from elsewhere. With --redact, everything the
// page shows, its share link included, has the password of a userinfo
// masked. An interrupt (Ctrl-C) or SIGTERM stops the server: it answers
// the requests under way for up to 5 seconds, then closes the connections
// left, such as those a browser opens ahead of its requests. The exit
// status is 0 then, and 2 when a request was still being answered, when it
// cannot listen (a port taken, an address it cannot bind) or stops for
// another reason: it reads no input, so it never exits 1.
//
//	$ rfc2396 serve
//	rfc2396: the viewer is at http://127.0.0.1:8396/ (interrupt to stop)
//
// Two caps keep the server's memory bounded and its answers prompt under
// a load. It answers at most --max-requests N requests to its API at once
// (by default half the CPUs, at least 1 and at most 8, so that each answer
// has a CPU and the others read the requests and refuse): one more is
// refused at once, not queued, with status 503, a header Retry-After and
// a JSON object {"status", "message"}, so that memory is bounded by the
// answers being made and the requests it admits are answered without
// waiting behind the others. And an answer may be at most 64 KiB and --max-answer-ratio
// R times the bytes of its request's query and body (16 by default): a
// larger one, such as the tree of a long reference of many segments
// against a base, is refused with status 413 and the same JSON object.
// 0 is no cap. The page shows the message of either.
//
// # Exit status
//
// The exit status is, as grep's:
//
//	0  every input is valid (for resolve and relativize: could be
//	   resolved or relativized; for match: matches; for unescape: every
//	   "%" starts an escape; for repair: could be repaired; for check,
//	   warnings aside)
//	1  some input is not, whatever the others are
//	2  a usage error (an unknown command or flag, missing arguments), a
//	   file that cannot be read (missing, a directory; the other files
//	   are still read), or a failure to read or to write
//
// 2 wins over 1, so that a script tells an input it could not read from
// an invalid one. A usage error prints one line to standard error, which
// names the help to read; help that was asked for goes to standard
// output. conform and serve say above what their statuses mean.
package main
