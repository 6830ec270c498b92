package extract

import "strings"

// A valueKind says how the value of an HTML attribute holds references.
type valueKind uint8

const (
	oneURL     valueKind = iota // the whole value is one reference: href, src
	spaceList                   // references separated by whitespace: ping
	candidates                  // image candidates: srcset
	refresh                     // a meta refresh's content: "5; url=..."
)

// An htmlAttr is an attribute that holds references, and how.
type htmlAttr struct {
	name string
	kind valueKind
}

// htmlAttributes maps an HTML element's name to the attributes of it that
// hold references.
var htmlAttributes = map[string][]htmlAttr{
	"a":          {{"href", oneURL}, {"ping", spaceList}},
	"area":       {{"href", oneURL}, {"ping", spaceList}},
	"link":       {{"href", oneURL}},
	"base":       {{"href", oneURL}},
	"img":        {{"src", oneURL}, {"srcset", candidates}},
	"source":     {{"src", oneURL}, {"srcset", candidates}},
	"script":     {{"src", oneURL}},
	"iframe":     {{"src", oneURL}},
	"frame":      {{"src", oneURL}},
	"embed":      {{"src", oneURL}},
	"audio":      {{"src", oneURL}},
	"video":      {{"src", oneURL}, {"poster", oneURL}},
	"track":      {{"src", oneURL}},
	"input":      {{"src", oneURL}, {"formaction", oneURL}},
	"button":     {{"formaction", oneURL}},
	"form":       {{"action", oneURL}},
	"blockquote": {{"cite", oneURL}},
	"q":          {{"cite", oneURL}},
	"del":        {{"cite", oneURL}},
	"ins":        {{"cite", oneURL}},
	"object":     {{"data", oneURL}},
	"html":       {{"manifest", oneURL}},
	"meta":       {{"content", refresh}}, // when its http-equiv is "refresh"
}

// A urlText is one reference in the value of an attribute.
type urlText struct {
	text       string // as written, character references decoded
	descriptor string // an image candidate's descriptors, or ""
	// Whitespace ends a reference of a list even inside a password (see
	// mayBeCut): cut says that it cut this one, and tail that this one
	// starts with the rest of the password of the one before.
	cut, tail bool
}

// urls appends to out the references in value, the value of an attribute
// of kind k, in order.
func (k valueKind) urls(out []urlText, value string) []urlText {
	switch k {
	case spaceList:
		fields := strings.FieldsFunc(value, func(r rune) bool { return r < 0x80 && isHTMLSpace(byte(r)) })
		tail := false
		for i, f := range fields {
			u := urlText{text: f, tail: tail}
			u.cut = i+1 < len(fields) && mayBeCut(f, strings.HasPrefix(fields[i+1], ":")) && heldOver(fields[i+1])
			out, tail = append(out, u), u.cut
		}
		return out
	case candidates:
		return srcset(out, value)
	case refresh:
		if u, ok := refreshURL(value); ok {
			return append(out, urlText{text: u})
		}
		return out
	}
	return append(out, urlText{text: value})
}

// The states of srcset's descriptor tokenizer.
const (
	inDescriptor = iota
	inParens
	afterDescriptor
)

// srcset appends to out the image candidates of the value of a srcset
// attribute, split as the HTML standard's "parse a srcset attribute"
// splits them (see the package documentation): their URLs, and for each
// its descriptors, joined by a space. The descriptors are not checked.
func srcset(out []urlText, s string) []urlText {
	i := 0
	tail := false // the candidate starts with the rest of a password cut
	for {
		// Whitespace and commas before a candidate.
		for i < len(s) && (isHTMLSpace(s[i]) || s[i] == ',') {
			i++
		}
		if i >= len(s) {
			return out
		}
		// The URL runs to whitespace; commas that end it end the candidate.
		start := i
		for i < len(s) && !isHTMLSpace(s[i]) {
			i++
		}
		url := s[start:i]
		// The word after the whitespace: the next candidate's URL, or
		// this one's first descriptor.
		next := skipHTMLSpace(s, i)
		word := s[next : next+cspanHTMLSpace(s[next:])]
		cut := mayBeCut(strings.TrimRight(url, ","), strings.HasPrefix(word, ":")) && heldOver(word)
		if strings.HasSuffix(url, ",") {
			out = append(out, urlText{text: strings.TrimRight(url, ","), cut: cut, tail: tail})
			tail = cut
			continue
		}
		// The descriptors run to a comma that is not in parentheses.
		i = skipHTMLSpace(s, i)
		var desc []string
		d := i // the current descriptor's start
		state, comma := inDescriptor, false
		for ; i < len(s) && !comma; i++ {
			c := s[i]
			switch state {
			case inParens:
				if c == ')' {
					state = inDescriptor
				}
			case afterDescriptor:
				if !isHTMLSpace(c) {
					state, d = inDescriptor, i
					i-- // c starts the next descriptor
				}
			default:
				switch {
				case isHTMLSpace(c), c == ',':
					if i > d {
						desc = append(desc, s[d:i])
					}
					state, comma = afterDescriptor, c == ','
				case c == '(':
					state = inParens
				}
			}
		}
		if !comma && state != afterDescriptor && i > d {
			desc = append(desc, s[d:i])
		}
		// A cut one's descriptors start with the rest of its password.
		out = append(out, urlText{text: url, descriptor: strings.Join(desc, " "), cut: cut, tail: tail})
		tail = false
	}
}

// refreshURL returns the URL in the content of a meta refresh, as the HTML
// standard's "shared declarative refresh steps" find it (see the package
// documentation), and false when the content has none or does not parse.
func refreshURL(s string) (string, bool) {
	i := skipHTMLSpace(s, 0)
	// The delay: digits and dots, at least one.
	j := i
	for j < len(s) && (isDigit(s[j]) || s[j] == '.') {
		j++
	}
	if j == i {
		return "", false
	}
	i = j
	if i < len(s) {
		if c := s[i]; !isHTMLSpace(c) && c != ';' && c != ',' {
			return "", false
		}
		i = skipHTMLSpace(s, i)
		if i < len(s) && (s[i] == ';' || s[i] == ',') {
			i++
		}
		i = skipHTMLSpace(s, i)
	}
	if i == len(s) {
		return "", false // a refresh of the document itself
	}
	// "url=", which may be left out; a "u" that starts no "url=" starts
	// the URL.
	rest := s[i:]
	if lower(s[i]) == 'u' {
		i++
		if i == len(s) || lower(s[i]) != 'r' {
			return rest, true
		}
		i++
		if i == len(s) || lower(s[i]) != 'l' {
			return rest, true
		}
		i = skipHTMLSpace(s, i+1)
		if i == len(s) || s[i] != '=' {
			return rest, true
		}
		i = skipHTMLSpace(s, i+1)
	}
	// Quotes: the URL ends at the same quote, or at the end.
	if i < len(s) && (s[i] == '\'' || s[i] == '"') {
		url := s[i+1:]
		if k := strings.IndexByte(url, s[i]); k >= 0 {
			url = url[:k]
		}
		return url, true
	}
	return s[i:], true
}

// isHTMLSpace reports whether c is what HTML calls ASCII whitespace: tab,
// line feed, form feed, carriage return and space.
func isHTMLSpace(c byte) bool {
	switch c {
	case '\t', '\n', '\f', '\r', ' ':
		return true
	}
	return false
}

// cspanHTMLSpace returns the length of the prefix of s without ASCII
// whitespace.
func cspanHTMLSpace(s string) int {
	for i := 0; i < len(s); i++ {
		if isHTMLSpace(s[i]) {
			return i
		}
	}
	return len(s)
}

// skipHTMLSpace returns the index of the first byte of s from i on that
// is not ASCII whitespace, or len(s).
func skipHTMLSpace(s string, i int) int {
	for i < len(s) && isHTMLSpace(s[i]) {
		i++
	}
	return i
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// lower returns c in lower case if it is an ASCII letter.
func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
