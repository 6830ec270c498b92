package viewer

import (
	"encoding/json"

	"github.com/rfc2396/rfc2396/record"
)

// The exported types below are the JSON answer of /api/view. They hold only
// strings, numbers and offsets, so that the page can show them as text;
// library.go fills them from the library. A nil pointer is JSON's null:
// an undefined component, never an empty one, which is "".

// A request is what the page asks about: a reference, a base (empty for
// none) and the switches of the parser.
type request struct {
	Ref       string
	Base      string
	RFC2732   bool // read RFC 2396 as RFC 2732 amends it: IPv6 literal hosts
	QueryOnly bool // accept Appendix C's query-only reference "?y"
	RFC3986   bool // read RFC 3986 instead, with neither switch above
}

// MaxNodes is how many nodes of the parse tree, and how many segments of
// the path and params of its segments, a View holds: more than a person reads, few enough that the
// page shows the answer to the longest input in a moment. A View of an
// input of n bytes is then at most a small constant times n, plus a
// constant.
const MaxNodes = 2000

// A View is everything the page shows of one request.
type View struct {
	// Ref and Base are the texts the offsets below are into: the
	// request's, or with Options.Redact, with their passwords masked. The page's
	// share link is made from them.
	Ref       string `json:"ref"`
	Base      string `json:"base"`
	RFC2732   bool   `json:"rfc2732"`
	QueryOnly bool   `json:"queryonly"`
	RFC3986   bool   `json:"rfc3986"`  // read in RFC 3986: its tree, components and error
	Redacted  bool   `json:"redacted"` // the server masks passwords (Options.Redact)

	Valid bool   `json:"valid"`
	Error *Error `json:"error"` // why Ref is not a URI reference; null when Valid
	// Components is what "rfc2396 parse --json" writes of Ref, with why
	// a reg_name is not a server: its keys and values, but its segments
	// and their params at most MaxNodes each, the first ones. Null
	// unless Valid.
	Components *record.Explained `json:"components"`
	Ranges     *Ranges           `json:"ranges"` // where the components lie in Ref; null unless Valid
	// SegmentsOmitted and ParamsOmitted are how many segments, and
	// params of the segments kept, Components leaves out.
	SegmentsOmitted int   `json:"segments_omitted"`
	ParamsOmitted   int   `json:"params_omitted"`
	Tree            *Node `json:"tree"` // null unless Valid; at most MaxNodes nodes
	// TreeOmitted is how many nodes of the tree were left out, the last
	// ones in depth-first order, to keep to MaxNodes.
	TreeOmitted int         `json:"tree_omitted"`
	Normal      *string     `json:"normal"`     // Ref's normal form (section 6); null unless Valid
	Resolution  *Resolution `json:"resolution"` // null when Base is empty
	// Readings is Ref read in every reading side by side, against Base
	// when there is one, as readings.Comparison writes itself in JSON;
	// with Options.Redact, its passwords masked (Comparison.Redacted).
	Readings json.RawMessage `json:"readings"`
}

// An Error is a *parser.Error, or a resolve.Error, as the page shows it.
type Error struct {
	Which    string   `json:"which,omitempty"` // for a resolution: "ref", "base", "target" or "" (neither alone)
	Offset   int      `json:"offset"`          // a byte offset into the text Which names (Ref when Which is empty)
	Char     *string  `json:"char"`            // the character at Offset; null at the end of the text
	Rule     string   `json:"rule"`            // the Appendix A rule of the component at Offset
	Expected []string `json:"expected"`        // what could continue the text at Offset; never null
	Hint     string   `json:"hint"`
	Message  string   `json:"message"`
	Caret    string   `json:"caret"` // the text around Offset and a caret under it, two lines; "" when there is none
}

// A Range is a stretch of a View's Ref: its bytes [Pos, End).
type Range struct {
	Pos int `json:"pos"`
	End int `json:"end"`
}

// Ranges say where the components of a View lie in its Ref.
type Ranges struct {
	// Texts has the range of each component, keyed as View.Components
	// keys it (parts.TextKeys); null for an undefined one.
	Texts map[string]*Range `json:"texts"`
	// Segments are the ranges of View.Components' segments, one each;
	// null for an opaque URI.
	Segments []SegmentRanges `json:"segments"`
}

// SegmentRanges are where a segment, its name and each of its params
// lie.
type SegmentRanges struct {
	Range
	Name   Range   `json:"name"`
	Params []Range `json:"params"` // never null
}

// A Node is a node of the parse tree.
type Node struct {
	Range
	Text        string  `json:"text"`                   // the text it matched
	Type        string  `json:"type"`                   // the node's ast type, such as "NetPath"; "" in RFC 3986, which has none
	Rule        string  `json:"rule"`                   // its Appendix A rule, such as "net_path" (RFC 3986's: "path-abempty")
	TrailingDot bool    `json:"trailing_dot,omitempty"` // a hostname ending with "."
	Children    []*Node `json:"children"`               // never null
}

// A Resolution is the reference resolved against the base (section 5.2).
type Resolution struct {
	Valid        bool    `json:"valid"`
	Error        *Error  `json:"error"`         // why it failed; null when Valid
	URI          *string `json:"uri"`           // the resolved URI
	SameDocument bool    `json:"same_document"` // a reference to the current document (section 4.2)
	Steps        []Step  `json:"steps"`         // the steps of section 5.2 that ran; never null
	Normal       *string `json:"normal"`        // the resolved URI's normal form (section 6)
	// Relative is the shortest reference from the base to URI
	// (relativize); RelativeError says why there is none.
	Relative      *string `json:"relative"`
	RelativeError *Error  `json:"relative_error"`
}

// A Step is one step of section 5.2 as it ran.
type Step struct {
	Name string `json:"name"` // "1" to "7", as section 5.2 numbers them
	Note string `json:"note"` // what the step found and decided
}
