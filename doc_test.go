package rfc2396

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// maxDocLines is the most lines a public package's doc comment may take:
// one screen. Rationale goes to docs/, figures to BENCHMARKS.md.
const maxDocLines = 50

// TestPackageDocs holds every public package's doc comment to one screen.
func TestPackageDocs(t *testing.T) {
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != "." && (d.Name() == "testdata" || d.Name() == "beam" || strings.HasPrefix(d.Name(), ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ParseComments|parser.PackageClauseOnly)
		if err != nil {
			return err
		}
		internal := strings.Contains("/"+filepath.ToSlash(path), "/internal/")
		if f.Doc == nil || internal || f.Name.Name == "main" || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		if n := strings.Count(f.Doc.Text(), "\n"); n > maxDocLines {
			t.Errorf("%s: package %s's doc is %d lines, more than %d: move rationale to docs/", path, f.Name.Name, n, maxDocLines)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
