package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// bnfLine is a comment line that quotes a BNF line, as
// parser/internal/gen/pegrules reads them.
var bnfLine = regexp.MustCompile(`^// ([A-Za-z][A-Za-z0-9_-]*) += `)

// The generator reads grammar/uri.peg (and grammar/rfc3986.peg) into
// expressions of its own, so that it can both derive strings from each
// rule and match strings with a trace of what matched. It reads the subset
// of pigeon's syntax that the grammars use, and fails on anything else:
// rules "name = expression", ordered choice "/", sequences, labels
// "name:", the prefixes "&" and "!", the suffixes "?", "*" and "+",
// parentheses, string literals, case-insensitive ones ("v"i), character
// classes, ".", actions "{ ... }", which change nothing that matches, and
// one code predicate, &{ return c.rfc2732(), nil }, which is true in RFC
// 2732 mode. (Pigeon's own reader of grammars is the package main of its
// command, which cannot be imported; its bootstrap parser does not read
// comments or code predicates.) The matcher is held to the grammar's
// generated parser on every string the generator makes (see check.go).

// A node is one expression of the grammar.
type node struct {
	kind  kind
	id    int     // index in grammar.nodes
	rule  string  // the rule the node is written in
	text  string  // the node's source text, spaces collapsed
	kids  []*node // choice alternatives, sequence items, or the one operand of a prefix or suffix
	lit   string  // litNode: the literal; refNode: the rule's name
	fold  bool    // litNode: the literal matches either case of its ASCII letters
	class [256]bool
}

type kind int

const (
	choiceNode kind = iota
	seqNode
	litNode
	classNode
	anyNode
	refNode
	optNode
	starNode
	plusNode
	andNode
	notNode
	predNode // &{ return c.rfc2732(), nil }: true in RFC 2732 mode
)

// A grammar is the rules of grammar/uri.peg.
type grammar struct {
	names   []string          // the rules, in the grammar's order
	index   map[string]int    // each rule's index in names
	rules   map[string]*node  // each rule's expression
	rfcName map[string]string // the RFC's name of each rule whose BNF line the grammar quotes (URI-reference)
	nodes   []*node           // every node, by id
}

// readGrammar reads the grammar text src.
func readGrammar(src string) (*grammar, error) {
	toks, err := tokenize(src)
	if err != nil {
		return nil, err
	}
	p := &pegReader{src: src, toks: toks, g: &grammar{index: map[string]int{}, rules: map[string]*node{}, rfcName: map[string]string{}}}
	for p.i < len(p.toks) {
		t := p.next()
		if t.kind != tIdent || p.peek().kind != tEquals {
			return nil, p.errorf(t, "expected a rule name and \"=\"")
		}
		p.next()
		p.rule = t.text
		e, err := p.choice()
		if err != nil {
			return nil, err
		}
		if _, dup := p.g.rules[t.text]; dup {
			return nil, p.errorf(t, "rule %s defined twice", t.text)
		}
		p.g.index[t.text] = len(p.g.names)
		p.g.names = append(p.g.names, t.text)
		p.g.rules[t.text] = e
	}
	// The comment above a rule quotes its BNF line with the RFC's name of
	// the rule, in which "-" stands for the grammar's "_".
	for _, line := range strings.Split(src, "\n") {
		if m := bnfLine.FindStringSubmatch(line); m != nil {
			name := strings.ReplaceAll(m[1], "-", "_")
			if _, ok := p.g.rules[name]; ok && p.g.rfcName[name] == "" {
				p.g.rfcName[name] = m[1]
			}
		}
	}
	for _, n := range p.g.nodes {
		if n.kind == refNode && p.g.rules[n.lit] == nil {
			return nil, fmt.Errorf("grammar: rule %s refers to undefined rule %s", n.rule, n.lit)
		}
	}
	return p.g, nil
}

type tokKind int

const (
	tIdent tokKind = iota
	tLabel
	tEquals
	tString
	tClass
	tDot
	tSlash
	tOpen
	tClose
	tQuestion
	tStar
	tPlus
	tAnd
	tNot
	tCode // an action
	tPred // &{ ... }
)

type token struct {
	kind       tokKind
	text       string // identifier, label, literal value, class text, or code
	start, end int    // offsets in the source
	fold       bool   // a literal with the suffix i
}

// tokenize splits the grammar's text into tokens, leaving out comments
// and the initializer (the code block before the first rule).
func tokenize(src string) ([]token, error) {
	var toks []token
	i := 0
	for i < len(src) {
		c := src[i]
		start := i
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
			continue
		case strings.HasPrefix(src[i:], "//"):
			for i < len(src) && src[i] != '\n' {
				i++
			}
			continue
		case strings.HasPrefix(src[i:], "/*"):
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				return nil, fmt.Errorf("grammar: offset %d: unterminated comment", i)
			}
			i += end + 4
			continue
		case c == '{' || strings.HasPrefix(src[i:], "&{") || strings.HasPrefix(src[i:], "!{"):
			kind := tCode
			if c == '&' {
				kind = tPred
				i++
			} else if c == '!' {
				return nil, fmt.Errorf("grammar: offset %d: the generator does not read !{ } predicates", i)
			}
			depth := 0
			j := i
			for ; j < len(src); j++ {
				if src[j] == '{' {
					depth++
				} else if src[j] == '}' {
					depth--
					if depth == 0 {
						break
					}
				}
			}
			if j == len(src) {
				return nil, fmt.Errorf("grammar: offset %d: unterminated code block", i)
			}
			code := strings.TrimSpace(src[i+1 : j])
			i = j + 1
			if kind == tCode && len(toks) == 0 {
				continue // the initializer
			}
			toks = append(toks, token{kind: kind, text: code, start: start, end: i})
			continue
		case isIdentStart(c):
			for i < len(src) && isIdentPart(src[i]) {
				i++
			}
			t := token{kind: tIdent, text: src[start:i], start: start, end: i}
			if i < len(src) && src[i] == ':' {
				i++
				t.kind, t.end = tLabel, i
			}
			toks = append(toks, t)
			continue
		case c == '"' || c == '\'':
			j := i + 1
			for j < len(src) && src[j] != c {
				if src[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(src) {
				return nil, fmt.Errorf("grammar: offset %d: unterminated literal", i)
			}
			j++
			quoted := src[i:j]
			if c == '\'' {
				quoted = `"` + strings.ReplaceAll(quoted[1:len(quoted)-1], `"`, `\"`) + `"`
			}
			v, err := strconv.Unquote(quoted)
			if err != nil {
				return nil, fmt.Errorf("grammar: offset %d: literal %s: %v", i, src[i:j], err)
			}
			fold := j < len(src) && src[j] == 'i'
			if fold {
				j++
			}
			toks = append(toks, token{tString, v, start, j, fold})
			i = j
			continue
		case c == '[':
			j := i + 1
			for j < len(src) && src[j] != ']' {
				if src[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(src) {
				return nil, fmt.Errorf("grammar: offset %d: unterminated class", i)
			}
			j++
			if j < len(src) && src[j] == 'i' {
				return nil, fmt.Errorf("grammar: offset %d: the generator does not read case-insensitive classes", i)
			}
			toks = append(toks, token{kind: tClass, text: src[i:j], start: start, end: j})
			i = j
			continue
		}
		kinds := map[byte]tokKind{'=': tEquals, '.': tDot, '/': tSlash, '(': tOpen, ')': tClose, '?': tQuestion, '*': tStar, '+': tPlus, '&': tAnd, '!': tNot}
		k, ok := kinds[c]
		if !ok {
			return nil, fmt.Errorf("grammar: offset %d: unexpected %q", i, c)
		}
		i++
		toks = append(toks, token{kind: k, text: src[start:i], start: start, end: i})
	}
	return toks, nil
}

func isIdentStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func isIdentPart(c byte) bool { return isIdentStart(c) || c >= '0' && c <= '9' }

// A pegReader reads expressions from tokens.
type pegReader struct {
	src  string
	toks []token
	i    int
	rule string // the rule being read
	g    *grammar
}

func (p *pegReader) peek() token {
	if p.i < len(p.toks) {
		return p.toks[p.i]
	}
	return token{kind: -1, start: len(p.src), end: len(p.src)}
}

// peek2 returns the token after the next.
func (p *pegReader) peek2() token {
	if p.i+1 < len(p.toks) {
		return p.toks[p.i+1]
	}
	return token{kind: -1}
}

func (p *pegReader) next() token {
	t := p.peek()
	p.i++
	return t
}

func (p *pegReader) errorf(t token, format string, args ...any) error {
	line := 1 + strings.Count(p.src[:min(t.start, len(p.src))], "\n")
	return fmt.Errorf("grammar: line %d: %s", line, fmt.Sprintf(format, args...))
}

// newNode records a node of kind k made of the tokens from start to
// p.i.
func (p *pegReader) newNode(k kind, start int, kids ...*node) *node {
	from, to := p.toks[start].start, p.toks[p.i-1].end
	n := &node{kind: k, id: len(p.g.nodes), rule: p.rule, text: strings.Join(strings.Fields(p.src[from:to]), " "), kids: kids}
	p.g.nodes = append(p.g.nodes, n)
	return n
}

// atRuleEnd reports whether the next tokens start another rule, or there
// are none.
func (p *pegReader) atRuleEnd() bool {
	t := p.peek()
	return t.kind == -1 || t.kind == tIdent && p.peek2().kind == tEquals
}

func (p *pegReader) choice() (*node, error) {
	start := p.i
	var alts []*node
	for {
		a, err := p.action()
		if err != nil {
			return nil, err
		}
		alts = append(alts, a)
		if p.peek().kind != tSlash {
			break
		}
		p.next()
	}
	if len(alts) == 1 {
		return alts[0], nil
	}
	return p.newNode(choiceNode, start, alts...), nil
}

// action reads a sequence and the action after it, which changes nothing
// that matches.
func (p *pegReader) action() (*node, error) {
	e, err := p.seq()
	if err != nil {
		return nil, err
	}
	if p.peek().kind == tCode {
		p.next()
	}
	return e, nil
}

func (p *pegReader) seq() (*node, error) {
	start := p.i
	var items []*node
	for !p.atRuleEnd() {
		k := p.peek().kind
		if k == tSlash || k == tClose || k == tCode {
			break
		}
		if k == tLabel {
			p.next()
		}
		e, err := p.prefixed()
		if err != nil {
			return nil, err
		}
		items = append(items, e)
	}
	switch len(items) {
	case 0:
		return nil, p.errorf(p.peek(), "empty expression in rule %s", p.rule)
	case 1:
		return items[0], nil
	}
	return p.newNode(seqNode, start, items...), nil
}

func (p *pegReader) prefixed() (*node, error) {
	start := p.i
	switch t := p.peek(); t.kind {
	case tPred:
		p.next()
		if t.text != "return c.rfc2732(), nil" {
			return nil, p.errorf(t, "the generator reads one code predicate, &{ return c.rfc2732(), nil }, not &{ %s }", t.text)
		}
		return p.newNode(predNode, start), nil
	case tAnd, tNot:
		p.next()
		e, err := p.suffixed()
		if err != nil {
			return nil, err
		}
		k := andNode
		if t.kind == tNot {
			k = notNode
		}
		return p.newNode(k, start, e), nil
	}
	return p.suffixed()
}

func (p *pegReader) suffixed() (*node, error) {
	start := p.i
	e, err := p.primary()
	if err != nil {
		return nil, err
	}
	kinds := map[tokKind]kind{tQuestion: optNode, tStar: starNode, tPlus: plusNode}
	if k, ok := kinds[p.peek().kind]; ok {
		p.next()
		return p.newNode(k, start, e), nil
	}
	return e, nil
}

func (p *pegReader) primary() (*node, error) {
	start := p.i
	t := p.next()
	switch t.kind {
	case tIdent:
		n := p.newNode(refNode, start)
		n.lit = t.text
		return n, nil
	case tString:
		n := p.newNode(litNode, start)
		n.lit, n.fold = t.text, t.fold
		return n, nil
	case tClass:
		n := p.newNode(classNode, start)
		set, err := readClass(t.text)
		if err != nil {
			return nil, p.errorf(t, "%v", err)
		}
		n.class = set
		return n, nil
	case tDot:
		return p.newNode(anyNode, start), nil
	case tOpen:
		e, err := p.choice()
		if err != nil {
			return nil, err
		}
		if p.next().kind != tClose {
			return nil, p.errorf(t, "unclosed parenthesis in rule %s", p.rule)
		}
		return e, nil
	}
	return nil, p.errorf(t, "unexpected %q in rule %s", t.text, p.rule)
}

// readClass reads a character class such as [a-z] or [[\]] into the set
// of bytes it matches. The grammar's classes hold only ASCII.
func readClass(text string) ([256]bool, error) {
	var set [256]bool
	body := text[1 : len(text)-1]
	if strings.HasPrefix(body, "^") {
		return set, fmt.Errorf("class %s: the generator does not read inverted classes", text)
	}
	var chars []byte
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c == '\\' {
			i++
			if i == len(body) || !strings.ContainsRune(`\]-[^`, rune(body[i])) {
				return set, fmt.Errorf("class %s: unknown escape", text)
			}
			c = body[i]
			chars = append(chars, c)
			continue
		}
		if c >= 0x80 {
			return set, fmt.Errorf("class %s: not ASCII", text)
		}
		if c == '-' && len(chars) > 0 && i+1 < len(body) && chars[len(chars)-1] != 0 {
			lo, hi := chars[len(chars)-1], body[i+1]
			if hi < lo {
				return set, fmt.Errorf("class %s: range %c-%c", text, lo, hi)
			}
			for x := lo; x <= hi; x++ {
				set[x] = true
			}
			chars[len(chars)-1] = 0 // a range ends; "-" after it is itself
			i++
			continue
		}
		chars = append(chars, c)
	}
	for _, c := range chars {
		if c != 0 {
			set[c] = true
		}
	}
	return set, nil
}
