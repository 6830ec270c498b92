// Package resolve resolves a URI reference against a base URI as section
// 5.2 of RFC 2396 describes it, step by step, or with syntax.RFC3986 as
// section 5.2 of RFC 3986 does; Relativize is its inverse.
//
// Each step is a function named after it: RFC 2396's step1Parse to
// step7Recombine, RFC 3986's preParseBase (5.2.1), parseRef and
// transform (5.2.2), merge (5.2.3), removeDotSegments (5.2.4, its buffer
// loop as written) and recompose5_3 (5.3). With [Explain] each records in [Result.Steps] what it found and
// decided, under its step number ("6c") or its section ("5.2.4").
//
// The entry points take trees ([Reference], RFC 2396 only: package ast's
// trees are RFC 2396's), strings ([String], [Strings], [Relativize]) or
// the components of references already read ([Components],
// [RelativizeComponents], on parts.Components). None reads a text the
// parser or a tree has read already: Reference reads its trees'
// components from their nodes; String builds no tree; Components and
// RelativizeComponents write their result with its spans. Undefined and
// empty components stay apart ("http://a/b?" keeps its empty query), and
// escapes are never decoded ("%2E%2E" is not "..").
//
// RFC 2396's open cases are decided as follows (docs/resolve.md gives
// each in full, with its reason):
//
//   - "" and "#f" are the current document, against any base.
//   - "http:g" is absolute; [BackwardCompatible] takes step 3's loophole.
//   - An opaque base resolves only absolute and same-document references
//     ([ErrOpaqueBase]).
//   - An empty base, or a nil base tree, is no base ([ErrNoBase]).
//   - A base's empty path after an authority reads as "/" in step 6a.
//   - Leading ".." above the root are kept ([KeepDotDot]) unless [DotDot]
//     says to remove them or to refuse the reference ([ErrDotDot]).
//   - A merged path that would read as an authority is refused
//     ([ErrAmbiguousPath]), in RFC 3986 too.
//   - Errors and notes never show a userinfo's password.
//
// With syntax.RFC3986 the algorithm is RFC 3986's to the letter: the
// strict parser by default ("http:g" is "http:g"), [NonStrict] for the
// other reading; 5.2.4 removes ".." above the root, so [DotDot] and
// [BackwardCompatible], which are RFC 2396's, are a *syntax.OptionError
// there, as NonStrict is without RFC3986. Components read in one RFC and
// resolved in the other are an error wrapping [ErrSyntaxMismatch].
package resolve
