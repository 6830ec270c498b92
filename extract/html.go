package extract

import (
	"errors"
	"io"
	"iter"

	"golang.org/x/net/html"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/resolve"
)

// HTML returns an iterator over the references in the attributes of the
// HTML document read from r (see the package documentation), in document
// order. Each Match is checked with the parser and resolved against the
// document's base: the first BASE element's href, resolved against the
// option Base when it is relative, else the option Base, else none (see
// the package documentation).
//
// HTML reads r as it goes and holds one token of it at a time. A failure
// to read r, or an invalid option (a *syntax.OptionError, before r is
// read), is yielded with a nil Match and ends the sequence; invalid
// references are not errors of the sequence but Matches whose Err is set.
func HTML(r io.Reader, opts ...Option) iter.Seq2[*Match, error] {
	cfg, err := configOf(opts)
	return func(yield func(*Match, error) bool) {
		if err != nil {
			yield(nil, err)
			return
		}
		cr := &capReader{r: r, max: cfg.maxToken}
		z := html.NewTokenizer(cr)
		// A token with "<" or ">" in its attribute values is not cut by
		// cr: the tokenizer's own bound ends the document.
		z.SetMaxBuf(4 * cfg.maxToken)
		p := position{line: 1, col: 1}
		var given int64 // bytes of cr read by the tokens so far
		base := cfg.base
		baseSeen := false // a BASE element with an href has been seen
		var matches matchSlab
		var values []attrValue // of the tag at hand
		var urls []urlText     // of the value at hand
		for {
			tt := z.Next()
			// Count the token's lines before TagAttr rewrites its bytes.
			raw := z.Raw()
			tagOffset, tagLine, tagCol := p.offset, p.line, p.col
			skipped := p.token(raw, given, cr)
			given += int64(len(raw))
			if skipped > 0 {
				m := &Match{Offset: tagOffset, Line: tagLine, Column: tagCol,
					Err: &TokenError{Offset: tagOffset, Skipped: skipped, Max: cfg.maxToken}}
				if !yield(m, nil) {
					return
				}
				if tt != html.ErrorToken {
					continue // a tag's values may be cut
				}
			}
			switch tt {
			case html.ErrorToken:
				if err := z.Err(); err != io.EOF {
					yield(nil, err)
				}
				return
			case html.StartTagToken, html.SelfClosingTagToken:
			default:
				continue
			}
			name, more := z.TagName()
			if string(name) == "noscript" {
				z.NextIsNotRawText()
			}
			attrs := htmlAttributes[string(name)]
			if attrs == nil {
				continue
			}
			element := string(name)
			var equiv string
			values, equiv = tagValues(values[:0], z, more, attrs)
			for _, v := range values {
				if v.attr.kind == refresh && !asciiEqualFold(equiv, "refresh") {
					continue
				}
				urls = v.attr.kind.urls(urls[:0], v.value)
				for _, u := range urls {
					rd := removeSpace(u.text, false)
					m := matches.next()
					m.Offset, m.Line, m.Column = tagOffset, tagLine, tagCol
					m.Text, m.URI, m.Delimiter = u.text, rd.uri, Attribute
					m.WhitespaceRemoved, m.AmbiguousHyphen, m.Alternative = rd.removed, rd.hyphen, rd.alternative
					m.Element, m.Attribute, m.Descriptor = element, v.attr.name, u.descriptor
					m.cut, m.tail = u.cut, u.tail
					m.check(cfg, !cfg.syntax.IsRFC3986(), base)
					if element == "base" && !baseSeen {
						baseSeen = true
						base = documentBase(m, cfg.base)
					}
					if !yield(m, nil) {
						return
					}
				}
			}
		}
	}
}

// An attrValue is the value of one attribute of a tag.
type attrValue struct {
	attr  htmlAttr
	value string
}

// tagValues appends to found the values of the attributes of the current
// tag of z that are among attrs, in the order they are written, and
// returns them with the value of its http-equiv attribute ("" if none),
// which says whether a meta element's content is a refresh. Of two
// attributes of the same name, the first counts, as HTML says.
func tagValues(found []attrValue, z *html.Tokenizer, more bool, attrs []htmlAttr) (_ []attrValue, equiv string) {
	seenEquiv := false
	for more {
		var key, val []byte
		key, val, more = z.TagAttr()
		if string(key) == "http-equiv" && !seenEquiv {
			seenEquiv, equiv = true, string(val)
		}
		for _, a := range attrs {
			if string(key) == a.name && !has(found, a.name) {
				found = append(found, attrValue{a, string(val)})
			}
		}
	}
	return found, equiv
}

// has reports whether values holds one of the attribute named name.
func has(values []attrValue, name string) bool {
	for _, v := range values {
		if v.attr.name == name {
			return true
		}
	}
	return false
}

// documentBase returns the base that the first BASE element's href, m,
// gives the document whose retrieval URI is retrieval (nil for none), and
// records in m why it gives none. The href, resolved against the
// retrieval URI as any reference is, is the base without its fragment; a
// relative href without a retrieval URI gets ErrRelativeBase. An href that
// is not valid, or that does not resolve, leaves the retrieval URI the
// base.
func documentBase(m *Match, retrieval *ast.AbsoluteURI) *ast.AbsoluteURI {
	switch {
	case m.Err != nil:
		return retrieval
	case retrieval == nil && errors.Is(m.ResolveErr, resolve.ErrNoBase):
		m.ResolveErr = ErrRelativeBase
		return nil
	case m.Resolved == nil:
		return retrieval
	}
	if abs, ok := m.Resolved.URI.(*ast.AbsoluteURI); ok && abs != nil {
		return abs // the tree of an absolute URI: resolve's result
	}
	return retrieval // not reached: a resolved reference is absolute
}
