// Package rfc2396 parses URI references exactly as RFC 2396, "Uniform
// Resource Identifiers (URI): Generic Syntax", defines them.
//
// The work is done by the packages below this one:
//
//   - grammar/uri.peg is Appendix A transcribed rule by rule into a PEG;
//   - parser is the parser that github.com/mna/pigeon generates from it,
//     behind a small API ([parser.Parse], [parser.ParseAbsolute],
//     [parser.MatchRule]) whose errors carry the offset;
//   - ast holds the typed nodes of a parsed reference;
//   - resolve applies section 5.2 to resolve a reference against a base;
//   - cmd/rfc2396 is the command-line tool.
//
// This package offers [Parse] and [MustParse] as front doors to the parser.
package rfc2396

// The generated parser lives in an internal package so that none of the
// names pigeon exports becomes public API. Every Appendix A rule is an
// alternate entry point, so that parser.MatchRule can match each on its own.
//go:generate go run github.com/mna/pigeon -optimize-parser -optimize-grammar -optimize-basic-latin -alternate-entrypoints query_only_reference,URI_reference,absoluteURI,relativeURI,hier_part,opaque_part,uric_no_slash,net_path,abs_path,rel_path,rel_segment,scheme,authority,reg_name,server,userinfo,hostport,host,hostname,domainlabel,toplabel,IPv4address,port,path,path_segments,segment,param,pchar,query,fragment,uric,reserved,unreserved,mark,escaped,hex,alphanum,alpha,lowalpha,upalpha,digit -o parser/internal/peg/uri.go grammar/uri.peg
