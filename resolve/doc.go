// Package resolve resolves a URI reference against a base URI as RFC 2396
// section 5.2 describes it, step by step.
//
// [Reference] takes the trees of package ast through the steps of section
// 5.2: each step is a function named after it (step1Parse,
// step2CurrentDocument, step3Scheme, step4Authority, step5AbsolutePath,
// step6a... step6h, step7Recombine), and with the option [Explain] each
// step records in [Result.Steps] what it found and what it decided.
// [String] and [Strings] take strings: their step 1 scans them with the
// parser's engine, and the steps work on where the components lie, with
// no tree built for them. String builds no tree at all, from strings to
// a string (BenchmarkAppendixC sets it beside net/url's Parse,
// ResolveReference and String).
//
// [Components] and [RelativizeComponents] take the components of
// references already read (parts.Components, as package uri's values hold
// them) and set the result's, reading no text again: step 7 writes the
// result with the spans of what it writes (parts.Components.Recompose),
// its server parts carried over from the input its authority comes from.
//
// The result is a typed *ast.URIReference. Its String method gives the
// recombination of step 7, and its tree is the one parser.Parse builds
// from that string, by the same builder, from the result's components
// rather than from the string read again: the offsets of its nodes are
// offsets into the string. [Reference] reads the components of each tree
// it is given from its nodes, checking node for node that the tree is
// laid out as the parser lays out its text, without scanning the text
// again: the parser proved each node's text when it built the tree. A
// tree laid out otherwise is read by parser.SplitTree, which scans it.
//
// Step 6 is done with a stack of segments rather than with the string
// replacements that section 5.2 words it in; the result is the same, and
// the cost is linear in the length of the base and the reference however
// many "." and ".." segments they hold. The package's tests keep the
// literal string-buffer algorithm and compare the two.
//
// Undefined and empty components stay apart as step 7 requires:
// "http://a/b?" keeps its empty query, "//" its empty authority, "#" its
// empty fragment. Escapes are never decoded: "%2E%2E" is not "..", and
// "%2F" is not a slash.
//
// # Decisions
//
// RFC 2396 leaves some cases open or gets them wrong. This package decides
// them as follows.
//
//   - The current document (step 2). The empty reference and a reference
//     that is only a fragment ("#s") refer to the current document (section
//     4.2). The result is the base, query included, with the reference's
//     fragment (or none), and [Result.SameDocument] is true. This works
//     against any absolute base, an opaque one included: "#f" against
//     mailto:a@b gives mailto:a@b#f.
//
//   - A scheme in the reference (step 3). By default the reference is
//     absolute and is returned as it is, as a validating parser must:
//     "http:g" against http://a/b/c/d;p?q stays "http:g". With
//     [BackwardCompatible], a reference whose scheme equals the base's
//     (ignoring case) against a base with a hierarchical part is resolved
//     as if it had no scheme: "http:g" gives http://a/b/c/g. The scheme of
//     the result is then the base's, as written in the base. The loophole
//     needs what is left to be a relative reference: in a syntax with IPv6
//     literals, the default, "http:g[x]" stays absolute, since a path
//     cannot hold "[".
//
//   - An opaque base. Only a reference with a scheme and a same-document
//     reference resolve against a base that has an opaque part instead of a
//     hierarchical one (mailto:a@b); any other reference gets an [*Error]
//     wrapping [ErrOpaqueBase].
//
//   - No base URI (section 5.1.4). An empty base string, or a nil base
//     tree given to [Reference], means that there is none. A reference
//     with a scheme is then the result, as step 3 makes it whatever the
//     base: String("", "http://a/./g") is "http://a/./g". Any other
//     reference, the empty one included, gets an [*Error] wrapping
//     [ErrNoBase].
//
//   - Passwords. Error messages and the notes of [Explain] never show the
//     password of a userinfo: they show "u:xxxxx@h" as net/url's Redacted
//     does (section 7 disrecommends passwords in URIs). The result itself,
//     and the Input of a *parser.Error, keep the original text.
//
//   - The base's fragment. A base URI has none (section 5.1); [String] and
//     [Strings] accept a base with a fragment and drop it. A relative base
//     is an error.
//
//   - The query-only reference "?y". Appendix A does not derive it but
//     Appendix C resolves it (to http://a/b/c/?y); the default syntax
//     accepts it, syntax.RFC2396 does not. Its empty path is merged in
//     step 6 like any relative path.
//
//   - A base with an authority and an empty path ("http://a"). Step 6a as
//     written copies nothing from the empty path, and step 7 then joins the
//     authority to the relative path: "g" would give "http://ag". This
//     package reads the empty path as "/" there, giving http://a/g.
//
//   - ".." above the root (step 6g). By default ([KeepDotDot]) the leading
//     ".." segments are kept, as Appendix C prints them: "../../../g" gives
//     http://a/../g. [DotDot]([RemoveDotDot]) removes them (http://a/g);
//     [DotDot]([RejectDotDot]) makes such a reference an error wrapping
//     [ErrDotDot].
//
//   - A merged path that starts with "//" when the result has no authority.
//     A base without an authority (foo:/b/) and a reference such as
//     "..//g" merge to the path "//g". Step 7 would write foo://g, where
//     "g" reads as an authority: the string would not mean the result. Such
//     a reference is an error wrapping [ErrAmbiguousPath].
package resolve
