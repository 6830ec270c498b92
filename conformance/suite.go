package conformance

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"unicode/utf16"

	"github.com/rfc2396/rfc2396/parts"
)

// The suite's files, as go generate writes them (see generate.go).
//
//go:embed suite/*.json
var suiteFiles embed.FS

// The syntaxes a case is read in: RFC 2396 alone, RFC 2396 as RFC 2732
// amends it (IPv6 literal hosts, "[" and "]" reserved), or RFC 3986's
// grammar, its Appendix A.
const (
	RFC2396 = "rfc2396"
	RFC2732 = "rfc2732"
	RFC3986 = "rfc3986"
)

// Version is the version of the suite's format, the value of the key
// "version" of every file.
const Version = "1"

// CaseComponents are the components of a valid reference, as section 4.3
// splits it and as rfc2396 parse --json gives them: the module's one text
// form of its component model (parts.Texts), nil an undefined component
// (null in JSON) and a pointer to "" an empty one; and, in a case of RFC
// 3986, the kind of its host.
type CaseComponents struct {
	parts.Texts
	// HostKind is, in a case of RFC 3986, the rule its host matched, as
	// parts.HostKind's String names it: "ipv4" (an IPv4address, which
	// section 3.2.2's first-match-wins prefers to a reg-name), "ipv6" (an
	// IP-literal holding an IPv6address), "ipvfuture" (one holding an
	// IPvFuture) or "reg-name" (the empty host included). It is nil when
	// the reference has no host, and in the cases of the other syntaxes,
	// whose files leave the key out.
	HostKind *string `json:"host_kind,omitempty"`
}

// ComponentKeys are the keys of a components object, in the order of
// CaseComponents, but for host_kind (KeyHostKind), which only a case of RFC
// 3986 holds.
var ComponentKeys = parts.TextKeys

// KeyHostKind is the key of CaseComponents.HostKind in a components object.
const KeyHostKind = "host_kind"

// Map returns the components as a map from ComponentKeys to values, each
// key present, and host_kind when HostKind is set.
func (c CaseComponents) Map() map[string]*string {
	m := c.Texts.Map()
	if c.HostKind != nil {
		m[KeyHostKind] = c.HostKind
	}
	return m
}

// A ParseCase is one input to parse, with the answer the grammar gives.
type ParseCase struct {
	ID          string          `json:"id"`
	Input       string          `json:"input"`
	Syntax      string          `json:"syntax"`
	Valid       bool            `json:"valid"`
	Rule        string          `json:"rule"`    // the Appendix A (or RFC 2732) rule, by its RFC name; RFC 3986's Appendix A rule
	Section     string          `json:"section"` // where the rule is defined
	Decision    string          `json:"decision,omitempty"`
	Components  *CaseComponents `json:"components,omitempty"`   // valid inputs only
	ErrorOffset *int            `json:"error_offset,omitempty"` // invalid inputs only: bytes of Input's UTF-8 form
	Note        string          `json:"note,omitempty"`         // how the case was made
}

// A ResolveCase is one reference to resolve against a base, with the
// result of section 5.2 under this project's default options. Result is
// nil (null) where the project refuses to resolve; Decision then says why.
type ResolveCase struct {
	ID       string  `json:"id"`
	Base     string  `json:"base"` // "" for no base URI
	Ref      string  `json:"ref"`
	Syntax   string  `json:"syntax"`
	Result   *string `json:"result"`
	Section  string  `json:"section"`
	Decision string  `json:"decision,omitempty"`
	Note     string  `json:"note,omitempty"`
}

// An EquivalenceCase is two valid references and whether sections 6, 3.1
// and 2.3 make them equivalent, or, in a case of RFC 3986, its sections
// 6.2.2 and 6.2.3.
type EquivalenceCase struct {
	ID         string `json:"id"`
	A          string `json:"a"`
	B          string `json:"b"`
	Syntax     string `json:"syntax"`
	Equivalent bool   `json:"equivalent"`
	Section    string `json:"section"`
	Decision   string `json:"decision,omitempty"`
	Note       string `json:"note,omitempty"`
}

// The names of the suite's files, without ".json", in the order Load
// reads them.
const (
	FileParse              = "parse"
	FileParseRFC2732       = "parse-rfc2732"
	FileResolve            = "resolve"
	FileEquivalence        = "equivalence"
	FileParseRFC3986       = "parse-rfc3986"
	FileResolveRFC3986     = "resolve-rfc3986"
	FileEquivalenceRFC3986 = "equivalence-rfc3986"
)

// FileNames returns the names of the suite's files, without ".json".
func FileNames() []string {
	return []string{FileParse, FileParseRFC2732, FileResolve, FileEquivalence, FileParseRFC3986, FileResolveRFC3986, FileEquivalenceRFC3986}
}

// FilesRFC2396 returns the names of the files of RFC 2396 and of RFC
// 2396 as RFC 2732 amends it: an implementation of RFC 2396 is measured
// on these, and one of RFC 3986 on FilesRFC3986.
func FilesRFC2396() []string {
	return []string{FileParse, FileParseRFC2732, FileResolve, FileEquivalence}
}

// FilesRFC3986 returns the names of the files of RFC 3986.
func FilesRFC3986() []string {
	return []string{FileParseRFC3986, FileResolveRFC3986, FileEquivalenceRFC3986}
}

// A Suite is the cases of one or more of the suite's files.
type Suite struct {
	Parse       []ParseCase
	Resolve     []ResolveCase
	Equivalence []EquivalenceCase
}

// Len returns the number of cases in s.
func (s *Suite) Len() int { return len(s.Parse) + len(s.Resolve) + len(s.Equivalence) }

// An UnknownFileError reports a file name that is not one of FileNames.
type UnknownFileError struct {
	Name string
}

// Error names the file and the files there are.
func (e *UnknownFileError) Error() string {
	return fmt.Sprintf("conformance: no suite file %q (the files are %s)", e.Name, strings.Join(FileNames(), ", "))
}

// Load returns the cases of the embedded suite files named (see
// FileNames), or of all of them when none is named. An unknown name is an
// *UnknownFileError.
func Load(names ...string) (*Suite, error) {
	return LoadFS(suiteFiles, "suite", names...)
}

// LoadFS is Load from the files dir/NAME.json of fsys, for a copy of the
// suite on disk (os.DirFS).
func LoadFS(fsys fs.FS, dir string, names ...string) (*Suite, error) {
	if len(names) == 0 {
		names = FileNames()
	}
	s := &Suite{}
	for _, name := range FileNames() {
		if !slices.Contains(names, name) {
			continue
		}
		data, err := fs.ReadFile(fsys, path.Join(dir, name+".json"))
		if err != nil {
			return nil, fmt.Errorf("conformance: %w", err)
		}
		if err := s.decode(name, data); err != nil {
			return nil, fmt.Errorf("conformance: %s.json: %w", name, err)
		}
	}
	for _, name := range names {
		if !slices.Contains(FileNames(), name) {
			return nil, &UnknownFileError{Name: name}
		}
	}
	return s, nil
}

// decode adds the cases of the file name, whose text is data, to s.
func (s *Suite) decode(name string, data []byte) error {
	var version struct {
		Version string `json:"version"`
	}
	if err := json.Unmarshal(data, &version); err != nil {
		return err
	}
	if version.Version != Version {
		return fmt.Errorf("version %q, want %q", version.Version, Version)
	}
	switch name {
	case FileParse, FileParseRFC2732, FileParseRFC3986:
		var f file[ParseCase]
		err := json.Unmarshal(data, &f)
		s.Parse = append(s.Parse, f.Cases...)
		return err
	case FileResolve, FileResolveRFC3986:
		var f file[ResolveCase]
		err := json.Unmarshal(data, &f)
		s.Resolve = append(s.Resolve, f.Cases...)
		return err
	default:
		var f file[EquivalenceCase]
		err := json.Unmarshal(data, &f)
		s.Equivalence = append(s.Equivalence, f.Cases...)
		return err
	}
}

// file is the JSON form of a suite file.
type file[C any] struct {
	Version string `json:"version"`
	Cases   []C    `json:"cases"`
}

// EncodeFile returns the text of a suite file holding cases: the version,
// then one case a line, in the order given. The text is ASCII: every
// character outside printable US-ASCII is written as a JSON escape, so
// that the bytes a case stands for are plain to see. Strings must be valid
// UTF-8: encoding/json would write U+FFFD for the bytes of one that is not.
func EncodeFile[C ParseCase | ResolveCase | EquivalenceCase](cases []C) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "{\"version\": %q, \"cases\": [\n", Version)
	for i, c := range cases {
		line, err := marshalASCII(c)
		if err != nil {
			return nil, err
		}
		b.Write(line)
		if i < len(cases)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("]}\n")
	return b.Bytes(), nil
}

// marshalASCII returns the JSON form of v with every character outside
// printable US-ASCII escaped.
func marshalASCII(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	raw := bytes.TrimSuffix(b.Bytes(), []byte("\n"))
	out := make([]byte, 0, len(raw))
	for _, r := range string(raw) {
		// Outside strings JSON holds only ASCII, so every character
		// escaped here is inside a string.
		switch {
		case r < 0x7f:
			out = append(out, byte(r))
		case r > 0xffff:
			hi, lo := utf16.EncodeRune(r)
			out = fmt.Appendf(out, `\u%04x\u%04x`, hi, lo)
		default:
			out = fmt.Appendf(out, `\u%04x`, r)
		}
	}
	return out, nil
}
