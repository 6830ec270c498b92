// Package extract finds URI references in documents: in plain text as
// RFC 2396 Appendix E recommends, and in HTML, resolved against the
// document's base as section 5.1 and Appendix D describe.
//
// Text and HTML read their input as a stream and return an iterator over
// the references found, in the order they appear. Every candidate is
// checked with parser.Parse: a Match carries either the parsed reference or
// the parser's error, so that a reference that is not valid RFC 2396 is
// reported with the offset and character that are wrong, never dropped or
// mended. Text holds at most about MaxLength bytes of its input at a time,
// whatever the size of the input; HTML holds one token of the document (a
// tag, a comment, or a run of text between two tags) at a time. Text
// allocates its Matches sixteen at a time, for speed in text dense with
// references: a Match that a caller keeps keeps the other fifteen of its
// block in memory (some 3 KiB in all).
//
// # Plain text (Appendix E)
//
// A reference is delimited in one of three ways. The delimiters are not
// part of it.
//
//   - Angle brackets: "<http://a/>", optionally with the prefix "URL:"
//     followed or not by whitespace: "<URL:http://a/>". All whitespace
//     between the brackets (spaces, tabs, line breaks, and Unicode spaces)
//     is removed, so that a URI broken across lines comes back whole.
//   - Double quotes, as in: see "http://a/". Appendix E recommends angle
//     brackets for a URI that contains whitespace; a double-quoted text
//     that contains whitespace is taken to be a quotation, not a
//     reference, and is read as ordinary text, and so is one that
//     contains "<" or ">", which are read as angle brackets.
//   - Whitespace, for a bare reference (see below).
//
// Inside angle brackets or double quotes any URI reference counts, relative
// ones included, and an invalid one is reported with its error. To keep the
// less-than sign and quotations of prose from being read as delimiters, an
// opening angle bracket or double quote counts only when it does not follow
// a letter or a digit ("vector<int>" has none), the first and last
// characters between angle brackets are not whitespace ("a < b > c" has
// none), the brackets do not enclose a blank line or another "<", the text
// between the delimiters is not empty, and the closing delimiter comes
// within MaxLength bytes.
//
// # Bare references
//
// A bare reference, one written without a delimiter, must be an absolute
// URI, and not every "word:word" is one that the writer meant: "Note:see"
// is a valid absolute URI of scheme "Note". A bare candidate therefore
// starts with a scheme (not preceded by a letter, digit, "+", "-" or ".")
// that is either followed by "://", or is one of the schemes of RFC 2396's
// time that are written without "//": mailto (RFC 2368), news (RFC 1738),
// urn (RFC 2141), tel, fax and modem (RFC 2806), cid and mid (RFC 2392),
// data (RFC 2397) and sip (RFC 2543). Schemes are compared ignoring case,
// as section 3.1 asks.
//
// The candidate runs to the next whitespace or to the next of the
// characters "<", ">", the double quote (which section 2.4.3 excludes from
// URIs because they delimit them in text), "`" (excluded as unwise, and
// the quote of code in Markdown and shells), and the typographic quotes
// U+201C, U+201D, U+2018, U+2019, U+00AB and U+00BB (never part of a URI).
// Then sentence punctuation at its end (". , ; : ! ?") is not part of it,
// and neither is a ")" or "]" that has no matching "(" or "[" inside it:
// "(see http://a/b)." gives http://a/b; nor a "'", "*" or "_" that pairs
// with the same character just before the scheme: 'http://a/b' and
// *http://a/b* give http://a/b. A
// candidate with nothing left after "scheme:" or "scheme://" names a scheme
// and is not a reference ("the mailto: scheme", "the http:// prefix"). What
// remains is checked with the parser, like any other candidate, and an
// invalid one is reported with its error.
//
// # Whitespace and the hyphen at a line break
//
// Appendix E warns that a line break right after a hyphen is ambiguous: a
// typesetter may have added the hyphen. Where whitespace that contains a
// line break follows a "-", the whitespace is removed, the reading that
// keeps the hyphen is reported as the Match's URI, AmbiguousHyphen is set,
// and the reading without the hyphen is given as Alternative (checked with
// the parser too, see AlternativeErr). In angle brackets this comes from
// the removal of all whitespace. A bare reference otherwise ends at
// whitespace, but when it ends with "-" at the end of a line (spaces and
// tabs may follow the hyphen) and the next line goes on with more text,
// that text is joined to it: Appendix E asks the interpreter to ignore the
// whitespace around such a line break. A blank line is never crossed.
//
// # HTML (section 5.1, Appendix D)
//
// HTML is read with the tokenizer of golang.org/x/net/html. The references
// are the values of these attributes, in the order they are written in a
// tag: a, area and link href, img, script, iframe, source, embed, frame,
// audio, video, track and input src, video poster, form action, input and
// button formaction, blockquote, q, del and ins cite, object data, html
// manifest and base href, each one reference; a and area ping, and img
// and source srcset, which hold several (below); and the content of a meta
// element whose http-equiv is "refresh" (below). An attribute's value is
// taken with its character references decoded ("&amp;" is "&"), as HTML
// defines it; leading and trailing whitespace is removed (HTML allows it
// around a URL), and so is whitespace that contains a line break
// (Appendix E). Other whitespace stays and makes the reference invalid: a
// space in href="a b" must be written %20 (section 2.4.3). The content
// of script, style and the like is not markup and holds no references;
// that of noscript is read as markup. A Match's Line and Column are those
// of the "<" that starts the element, and so are those of every reference
// of an attribute that holds several; its Element and Attribute say where
// it was found, and its Text is the part of the value that is the
// reference.
//
// HTML's whitespace, in the lists below, is ASCII whitespace as HTML
// defines it: tab, line feed, form feed, carriage return and space.
//
//   - ping holds references separated by whitespace, each a Match.
//   - srcset holds image candidates, each a Match with the candidate's URL
//     and, in Descriptor, its descriptors ("2x", "100w"). They are split
//     as the HTML standard's "parse a srcset attribute" splits them:
//     whitespace and commas before a candidate are skipped; its URL runs
//     to the next whitespace, so that a comma inside it is part of it
//     ("a,b.png" is one URL, as in a data URL); commas that end the URL
//     end the candidate, without descriptors ("a.png, b.png" is two);
//     otherwise the descriptors follow, separated by whitespace, up to
//     the next comma that is not inside parentheses. Descriptor holds
//     them joined by one space. They are not checked: a candidate whose
//     descriptors are not valid, which a browser skips ("a.png 2y"), is
//     reported with its URL all the same, since it is a reference that
//     the document holds.
//   - The content of <meta http-equiv="refresh" content="5; url=next">
//     (http-equiv compared without case, for ASCII letters only) is read
//     as the HTML standard's "shared declarative refresh steps" read it:
//     after optional whitespace, the delay, one or more digits and dots
//     ("5", ".5"), else no refresh; then whitespace, ";" or ",", else no
//     refresh; then whitespace; then optionally "url" (any case),
//     whitespace, "=" and whitespace; then the URL, to the end of the
//     content, or, when it starts with a quote (' or "), from after the
//     quote to the same quote or the end. A "u" that does not start
//     "url=" starts the URL ("0; urx" refreshes to "urx", "0; url g" to
//     "url g"). A content that ends after the delay and its separator
//     refreshes the document itself and gives no Match; "0; url=" gives
//     the empty reference, the document too.
//
// The tokenizer is golang.org/x/net/html v0.38.0 or later, which no
// longer reads a tag whose last attribute value is unquoted and ends in
// "/" as self-closing (CVE-2025-22872): <a href=http://a/b/> gives
// http://a/b/, and the element is not closed.
//
// Each valid reference is resolved (section 5.2, package resolve) against
// the document's base, decided as section 5.1 orders it:
//
//  1. the href of the first BASE element that has one (5.1.1, Appendix D),
//     resolved against the retrieval URI as any reference is (an absolute
//     href is its own result; a relative one is resolved, as browsers
//     resolve it); the fragment of the result, if any, is not part of the
//     base;
//  2. else the retrieval URI, the option Base (5.1.3);
//  3. else there is no base: relative references stay unresolved, with
//     a ResolveErr that wraps resolve.ErrNoBase (5.1.4), while absolute
//     ones resolve to themselves, as package resolve resolves them.
//
// Appendix D asks for an absolute HREF, but it is not normative, and
// browsers resolve a relative one against the document's URI: so does
// HTML, with the options of Resolve, when the option Base gives that URI.
// Without it, a relative href gets ErrRelativeBase. An href that is not
// valid gets its parse error, and one that does not resolve (against an
// opaque retrieval URI) gets resolve's error; in these three cases the
// document's base stays the retrieval URI. Only the first BASE element
// with an href counts, whatever becomes of it, as in HTML: the href of a
// later one is an ordinary reference, resolved against the document's
// base, and does not change it. A BASE element without an href does not
// count. As both HTML 4 and HTML5 require, the BASE element should come
// before any other reference; since the input is read as a stream, a
// reference that comes before it is resolved against the base known at
// that point, the retrieval URI, and its Match.Base says so. The
// tokenizer builds no tree, so a BASE element counts wherever it stands,
// in a template or an svg element too.
//
// In plain text, references are resolved only when the option Base is
// given.
//
// Plain text can be cut into pieces that are read apart, in parallel
// (LastCut, Origin); an HTML document cannot, and is read in one pass:
// whether a "<" starts a tag depends on all that comes before it (a
// comment, a script, a quoted attribute value), and the first BASE
// element is the base of every reference after it.
//
// # Options
//
// Text and HTML take their options as ...Option: a syntax.Syntax, Base
// (the retrieval URI), Resolve (package resolve's options) and Trees
// (whether a Match carries the parsed tree, Ref, or the candidate is only
// validated, which is faster). Both read the module's default syntax,
// which accepts IPv6 literals and the query-only reference "?y" that
// Appendix C resolves; syntax.RFC2396 refuses both. An invalid option is
// yielded as a *syntax.OptionError, with a nil Match, before anything is
// read.
//
// # RFC 3986
//
// With syntax.RFC3986, Text and HTML find candidates as above and check
// each in RFC 3986's grammar (parser.Validate): a Match's Err is the
// parser's error in RFC 3986, where "[" and "]" stand only around an IP
// literal and "http://a_b/" is valid. RFC 3986's Appendix C, which
// replaces Appendix E, gives the same advice for delimiting: double
// quotes, angle brackets or whitespace around a URI, whitespace inside
// one ignored, the hyphen before a line break ambiguous, angle brackets
// recommended around a URI with whitespace, and delimiters and whitespace
// stripped for robustness. It differs only in words: it no longer
// recommends the prefix "URL:" (it is still stripped, as both ask), and
// drops the note on a fragment inside the brackets, which is part of a
// reference in both. A tree of package ast is RFC 2396's: in RFC 3986 a
// Match has no Ref, and nothing is resolved (HTML too leaves Base,
// Resolved and ResolveErr unset); the options Base, Resolve and
// Trees(true), and ParseBase, are *syntax.OptionErrors there.
//
// # Passwords
//
// The texts of the errors a Match carries never show the password of a
// userinfo, and neither does its Redacted copy; its Text and URI, the
// data found, keep it. A candidate is not always one reference with its
// authority first ("<base href="//u:pw@h/">" is one candidate, and
// "<http://a/ http://u:pw@h/>" one reference after another), so a
// password is looked for wherever it may stand: the candidate is read in
// pieces, the runs of text without "/", "?" or "#", which end an
// authority and an opaque part; so are an image candidate's descriptors. A piece that follows "//", wherever it
// stands, is read as an authority, and so is the rest of a piece after a
// scheme and its ":" ("mailto:u:pw@h"): its password runs from its first
// ":" to its last "@", as package redact finds an authority's. This
// hides more than passwords now and then ("?q=a:b:c@d" is shown
// "?q=a:b:xxxxx@d").
//
// Whitespace ends a bare candidate, and a reference of a ping or srcset
// attribute, even inside a password ("http://u:pass word@h/" gives
// "http://u:pass"). A candidate is taken to be cut inside a password when
// its last piece is read as above and holds a ":", no "[" before it and
// no "@", and the text after the whitespace, up to the next whitespace,
// holds an "@" before any "/", "?" or "#": that piece is then hidden from
// its ":" to its end ("http://u:xxxxx"), and in an attribute, so is the
// text after the whitespace up to that "@", which starts the next
// reference or the candidate's descriptors ("xxxxx@h/").
package extract
