// Package ast declares the types that represent a URI reference parsed
// according to RFC 2396, "Uniform Resource Identifiers (URI): Generic Syntax".
//
// There is one node type for each production of Appendix A that names a
// component: [URIReference], [AbsoluteURI], [RelativeURI], [HierPart],
// [OpaquePart], [NetPath], [AbsPath], [RelPath], [Segment], [Param],
// [Scheme], [Server], [RegName], [Userinfo], [Hostname], [Label],
// [IPv4Address], [Port], [Query] and [Fragment], and [IPv6Reference] for
// RFC 2732's. Productions that only group characters (uric, pchar,
// escaped, ...) have no node: their text is part of the node that
// contains them.
//
// Every node embeds a [Extent]: the byte offset at which the node starts in
// the parsed input and the input text it was parsed from, exactly as
// written, so that its String gives back its input byte for byte;
// [Extent.Decoded] gives the text with its escaped octets decoded. [Inspect]
// and [Children] walk a tree, [Fprint] prints it, [Equal] compares two,
// [RuleOf] and [TypeName] name a node's rule and type, and the accessors
// of [URIReference] ([URIReference.Scheme], [URIReference.Host],
// [URIReference.Components], ...) give its components. docs/ast.md, in
// the repository, gives the decisions below in full.
//
// An undefined component (its separator does not appear, section 5.2) is
// a nil pointer or nil interface; a defined but empty one is a node whose
// Text is "":
//
//	http://a/    Query == nil
//	http://a/?   Query != nil, Query.Text == ""
//
// A tree is a read-only view of the text it was parsed from: changing a
// field of a node changes neither its parent's Text nor the root's
// String, and trees may share nodes. To replace a component, use package
// uri's With, which parses the result again.
//
// A tree holds a fixed number of nodes for each component, whatever its
// length: the segments of an abs_path, the params of a segment and the
// labels of a hostname are built from their parent's text when asked
// ([AbsPath.Segments], [Segment.Params], [Hostname.Labels]), so that each
// call returns new nodes: compare nodes by Pos and String, not by pointer.
//
// A hand-built tree may hold holes that a parser never leaves: a nil
// pointer in an interface field, or a nil field that the grammar
// requires. Nothing in this package panics on one: each hole is read as
// an absent component, and every method of a node type may be called on a
// nil pointer and returns its zero value.
package ast

import (
	"net/netip"
	"strconv"
	"strings"

	"github.com/rfc2396/rfc2396/internal/pct"
)

// A Node is any node of the tree. Pos and End are byte offsets into the
// parsed input: the node was parsed from input[Pos():End()], and String
// returns exactly that text.
type Node interface {
	Pos() int       // offset of the node's first byte
	End() int       // offset just past the node's last byte
	String() string // the input text of the node, as written
}

// A Extent is the stretch of input a node was parsed from. Every node type
// embeds one, and has the methods of [Node] and Decoded with a pointer
// receiver: they return the span's, or the zero value for a nil pointer
// (docs/ast.md, "Hand-built trees"). They are generated from this file (go
// generate writes nodes_gen.go).
type Extent struct {
	Offset int    // byte offset of the first byte in the input
	Text   string // the input text, escapes as written
}

// Pos returns the offset of the span's first byte.
func (s Extent) Pos() int { return s.Offset }

// End returns the offset just past the span's last byte.
func (s Extent) End() int { return s.Offset + len(s.Text) }

// String returns the span's text exactly as it was written in the input.
func (s Extent) String() string { return s.Text }

// Decoded returns the span's text with every escaped octet ("%" hex hex,
// section 2.4.1) replaced by the octet it stands for, as package escape's
// Unescape does. The result may hold any byte, including ones that are not
// valid UTF-8. A "%" that does not start an escape, which text that a
// parser accepted never holds, is kept as it is.
func (s Extent) Decoded() string {
	d, _ := pct.Decode(s.Text)
	return d
}

// A URIReference is a whole reference.
//
//	URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
type URIReference struct {
	Extent
	URI      URI       // *AbsoluteURI, *RelativeURI, or nil when the reference has neither
	Fragment *Fragment // nil when there is no "#"
}

// A URI is the part of a reference before its fragment: an *AbsoluteURI or
// a *RelativeURI.
type URI interface {
	Node
	uriNode()
}

// An AbsoluteURI is a reference that starts with a scheme.
//
//	absoluteURI = scheme ":" ( hier_part | opaque_part )
type AbsoluteURI struct {
	Extent
	Scheme *Scheme     // never nil
	Hier   *HierPart   // exactly one of Hier and Opaque is non-nil
	Opaque *OpaquePart // exactly one of Hier and Opaque is non-nil
}

// A RelativeURI is a reference without a scheme.
//
//	relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]
//
// Path is nil only for the query-only form "?query" that Appendix C resolves
// but Appendix A does not derive; parsers produce it only when asked to.
type RelativeURI struct {
	Extent
	Path  Path   // *NetPath, *AbsPath or *RelPath
	Query *Query // nil when there is no "?"
}

// A HierPart is the hierarchical part of an absolute URI.
//
//	hier_part = ( net_path | abs_path ) [ "?" query ]
type HierPart struct {
	Extent
	Path  Path   // *NetPath or *AbsPath
	Query *Query // nil when there is no "?"
}

// An OpaquePart is the part after the scheme of a URI that is not
// hierarchical, such as mailto:a@example.org.
//
//	opaque_part = uric_no_slash *uric
type OpaquePart struct {
	Extent
}

// A Path is a *NetPath, an *AbsPath or a *RelPath.
type Path interface {
	Node
	pathNode()
}

// A NetPath is a path that starts with an authority.
//
//	net_path = "//" authority [ abs_path ]
type NetPath struct {
	Extent
	Authority Authority // never nil: "//" alone has an empty *Server
	AbsPath   *AbsPath  // nil when nothing follows the authority
}

// An AbsPath is a path that starts with a slash. Its text includes the
// leading "/".
//
//	abs_path      = "/"  path_segments
//	path_segments = segment *( "/" segment )
type AbsPath struct {
	Extent
}

// Segments returns the segments of the path, in order, built from its
// text (docs/ast.md, "Segments, params and labels"): the pieces of the
// text after its leading "/" between the slashes, so at least one ("/"
// has one empty segment). It returns nil when p is nil or its text does
// not start with "/", which only a hand-built node's does.
func (p *AbsPath) Segments() []*Segment {
	off, text, ok := p.segments()
	if !ok {
		return nil
	}
	return split[Segment](nil, off, text, '/')
}

// segments returns the offset and text of the path's segments, the text
// after its leading "/", and false when it has none.
func (p *AbsPath) segments() (int, string, bool) {
	if p == nil || !strings.HasPrefix(p.Text, "/") {
		return 0, "", false
	}
	return p.Offset + 1, p.Text[1:], true
}

// A RelPath is a path that starts with a segment.
//
//	rel_path = rel_segment [ abs_path ]
type RelPath struct {
	Extent
	RelSegment *Segment // the rel_segment: never empty, never holds ":"
	AbsPath    *AbsPath // nil when the path has a single segment
}

// A Segment is one segment of a path, with its parameters. A rel_segment,
// whose grammar is a segment's without ":", is a Segment too.
//
//	segment     = *pchar *( ";" param )
//	rel_segment = 1*( unreserved | escaped |
//	                  ";" | "@" | "&" | "=" | "+" | "$" | "," )
type Segment struct {
	Extent
}

// Params returns the segment's parameters, in order, built from its text
// (docs/ast.md, "Segments, params and labels"): the pieces of the text
// after its first ";" between the semicolons. It returns nil when s is
// nil or its text holds no ";".
func (s *Segment) Params() []*Param {
	off, text, ok := s.params()
	if !ok {
		return nil
	}
	return split[Param](nil, off, text, ';')
}

// params returns the offset and text of the segment's params, the text
// after its first ";", and false when it has none.
func (s *Segment) params() (int, string, bool) {
	if s == nil {
		return 0, "", false
	}
	i := strings.IndexByte(s.Text, ';')
	if i < 0 {
		return 0, "", false
	}
	return s.Offset + i + 1, s.Text[i+1:], true
}

// Name returns the segment's text before its first ";", escapes as written,
// or "" when s is nil.
func (s *Segment) Name() string {
	if s == nil {
		return ""
	}
	if i := strings.IndexByte(s.Text, ';'); i >= 0 {
		return s.Text[:i]
	}
	return s.Text
}

// A Param is one parameter of a segment. Its text excludes the ";" that
// introduces it.
//
//	param = *pchar
type Param struct {
	Extent
}

// A Scheme is the scheme of an absolute URI, without its ":".
//
//	scheme = alpha *( alpha | digit | "+" | "-" | "." )
type Scheme struct {
	Extent
}

// An Authority is the authority of a net_path: a *Server or a *RegName.
// Section 3.2 gives the server form precedence: an authority is a RegName
// only when it is not a server.
//
//	authority = server | reg_name
type Authority interface {
	Node
	authorityNode()
}

// A RegName is a registry-based naming authority.
//
//	reg_name = 1*( unreserved | escaped | "$" | "," |
//	               ";" | ":" | "@" | "&" | "=" | "+" )
type RegName struct {
	Extent
}

// A Server is a server-based naming authority. The empty authority of
// "file:///x" is a Server whose Host is nil.
//
//	server   = [ [ userinfo "@" ] hostport ]
//	hostport = host [ ":" port ]
type Server struct {
	Extent
	Userinfo *Userinfo // nil when there is no "@"
	Host     Host      // *Hostname or *IPv4Address; nil only for the empty server
	Port     *Port     // nil when there is no ":"
}

// A Userinfo is the user information of a server, without its "@".
//
//	userinfo = *( unreserved | escaped |
//	              ";" | ":" | "&" | "=" | "+" | "$" | "," )
type Userinfo struct {
	Extent
}

// A Host is a *Hostname or an *IPv4Address, or an *IPv6Reference where
// RFC 2732 is read (the default; not with syntax.RFC2396).
//
//	host = hostname | IPv4address
//	host = hostname | IPv4address | IPv6reference   (RFC 2732)
type Host interface {
	Node
	Kind() string // "hostname", "ipv4" or "ipv6"; "" for a nil pointer
	hostNode()
}

// A Hostname is a fully or partly qualified domain name.
//
//	hostname    = *( domainlabel "." ) toplabel [ "." ]
//	domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum
//	toplabel    = alpha | alpha *( alphanum | "-" ) alphanum
type Hostname struct {
	Extent
}

// Labels returns the hostname's labels, the domainlabels then the
// toplabel, built from its text (docs/ast.md, "Segments, params and
// labels"): the pieces of the text, without its trailing dot, between the
// dots. It returns nil when h is nil or its text is empty or ".", which
// only a hand-built node's is.
func (h *Hostname) Labels() []*Label {
	off, text, ok := h.labels()
	if !ok {
		return nil
	}
	return split[Label](nil, off, text, '.')
}

// TrailingDot reports whether the hostname's text ends with ".", which
// then belongs to no label. It is false when h is nil.
func (h *Hostname) TrailingDot() bool {
	return h != nil && strings.HasSuffix(h.Text, ".")
}

// labels returns the offset and text of the hostname's labels, its text
// without its trailing dot, and false when it has none.
func (h *Hostname) labels() (int, string, bool) {
	if h == nil {
		return 0, "", false
	}
	text := strings.TrimSuffix(h.Text, ".")
	return h.Offset, text, text != ""
}

// A Label is a domainlabel or the toplabel of a hostname, without dots.
type Label struct {
	Extent
}

// An IPv4Address is a host given as four dot-separated decimal numbers.
// RFC 2396 puts no bound on the numbers: 999.1.1.1 matches the rule.
//
//	IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit
type IPv4Address struct {
	Extent
}

// An IPv6Reference is a literal IPv6 address in brackets, as RFC 2732
// adds it to host. Its text keeps the brackets as written.
//
//	ipv6reference = "[" IPv6address "]"   (RFC 2732)
type IPv6Reference struct {
	Extent
}

// Addr returns the address between the brackets. It is the zero Addr when
// r is nil or its text is no IPv6 address, which a parsed reference never
// holds.
func (r *IPv6Reference) Addr() netip.Addr {
	if r == nil {
		return netip.Addr{}
	}
	text := strings.TrimSuffix(strings.TrimPrefix(r.Text, "["), "]")
	// RFC 2373 writes the numbers of an IPv4 tail with one to three digits
	// ("::001.2.3.4"); netip refuses leading zeros, so the tail is read
	// here and written back without them.
	if i := strings.LastIndexByte(text, ':'); i >= 0 && strings.IndexByte(text[i:], '.') >= 0 {
		nums := strings.Split(text[i+1:], ".")
		if len(nums) != 4 {
			return netip.Addr{}
		}
		for k, n := range nums {
			v, err := strconv.Atoi(n)
			if err != nil || v < 0 || v > 255 || len(n) > 3 {
				return netip.Addr{}
			}
			nums[k] = strconv.Itoa(v)
		}
		text = text[:i+1] + strings.Join(nums, ".")
	}
	a, err := netip.ParseAddr(text)
	if err != nil || !a.Is6() {
		return netip.Addr{}
	}
	return a
}

// A Port is the port of a server, without its ":". It may be empty.
//
//	port = *digit
type Port struct {
	Extent
}

// A Query is the query of a reference, without its "?". It may be empty.
//
//	query = *uric
type Query struct {
	Extent
}

// A Fragment is the fragment identifier of a reference, without its "#".
// It may be empty.
//
//	fragment = *uric
type Fragment struct {
	Extent
}

func (*AbsoluteURI) uriNode() {}
func (*RelativeURI) uriNode() {}

func (*NetPath) pathNode() {}
func (*AbsPath) pathNode() {}
func (*RelPath) pathNode() {}

func (*Server) authorityNode()  {}
func (*RegName) authorityNode() {}

func (*Hostname) hostNode()      {}
func (*IPv4Address) hostNode()   {}
func (*IPv6Reference) hostNode() {}

// Kind returns "ipv6", or "" when r is nil.
func (r *IPv6Reference) Kind() string {
	if r == nil {
		return ""
	}
	return "ipv6"
}

// Kind returns "hostname", or "" when h is nil.
func (h *Hostname) Kind() string {
	if h == nil {
		return ""
	}
	return "hostname"
}

// Kind returns "ipv4", or "" when a is nil.
func (a *IPv4Address) Kind() string {
	if a == nil {
		return ""
	}
	return "ipv4"
}
