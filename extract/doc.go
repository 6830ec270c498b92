// Package extract finds URI references in documents: in plain text as
// RFC 2396 Appendix E recommends, and in HTML, resolved against the
// document's base as section 5.1 and Appendix D describe. docs/extract.md
// gives every rule in full.
//
// Text and HTML read their input as a stream and return an iterator over
// the references found, in order. Every candidate is checked by the
// parser: a Match carries either the parsed reference or the parser's
// error, so that an invalid reference is reported with the offset and
// character that are wrong, never dropped or mended. Text holds at most
// about MaxLength bytes of its input at a time; HTML holds one token (a
// tag, a comment, or the text between two tags).
//
// In plain text (Appendix E) a reference is delimited by angle brackets
// ("<http://a/>", "<URL:http://a/>", whitespace inside removed), by
// double quotes, or by whitespace. A bare reference must be an absolute
// URI whose scheme is followed by "://" or is one of the schemes of RFC
// 2396's time written without it (mailto, news, urn, tel, ...); trailing
// sentence punctuation and unmatched ")" or "]" are not part of it.
// A hyphen at a line break gives both readings (AmbiguousHyphen,
// Alternative).
//
// In HTML (golang.org/x/net/html's tokenizer) the references are the
// values of the URL attributes (href, src, cite, action, ...), the
// references of ping and srcset, and a meta refresh's URL, each resolved
// against the document's base: the first BASE element's href, else the
// option Base (the retrieval URI), else none (ErrNoBase for a relative
// reference). An HTML document is read in one pass; plain text can be
// cut into pieces read in parallel (LastCut, Origin).
//
// Text and HTML take their options as ...Option: a syntax.Syntax (the
// module's default reading unless one is given), Base, Resolve (package
// resolve's options) and Trees (whether a Match carries the parsed tree
// or the candidate is only validated, which is faster). An invalid option
// is yielded as a *syntax.OptionError, with a nil Match, before anything
// is read.
//
// With syntax.RFC3986 candidates are checked in RFC 3986's grammar, whose
// Appendix C gives Appendix E's advice on delimiting; a Match then has no
// tree and nothing is resolved (Base, Resolve, Trees(true) and ParseBase
// are *syntax.OptionErrors there).
//
// The errors a Match carries never show a userinfo's password, wherever
// it stands in the candidate (after "//" or a scheme's ":", or cut by
// whitespace), and neither does its Redacted copy; its Text and URI, the
// data found, keep it.
package extract
