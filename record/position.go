package record

// A Source is where an input came from: a line of a file (standard input
// is a file too), or, as the zero Source, an argument of the command line
// or a line whose place is not known, which has no position.
type Source struct {
	File string // "" for an argument
	Line int    // from 1
}

// At returns the position of the byte offset off of the source's line
// (its column is off+1), or nil for a Source without a file.
func (s Source) At(off int) *Position {
	if s.File == "" {
		return nil
	}
	return &Position{File: s.File, Line: s.Line, Column: max(off, 0) + 1}
}

// A Position is where in a file an input or an error is: in JSON, the
// keys file, line and column (from 1, in bytes). The records embed it.
type Position struct {
	File   string `json:"file"`
	Line   int    `json:"line"`
	Column int    `json:"column"`
}

// pairAt returns where the error e of a line "BASE<TAB>X" from src is:
// the column of its offset into the base, or into X after the base and
// the tab, as the line shows them (with hide, the base with its password
// hidden); column 1 for an error in neither alone. It is nil for a Source
// without a file.
func pairAt(src Source, base string, e *Error, hide bool) *Position {
	off := 0
	switch {
	case e.Which == nil:
	case *e.Which == "base":
		off = e.Offset
	case *e.Which != "":
		off = len(ShowRef(base, hide)) + 1 + e.Offset
	}
	return src.At(off)
}
