// Package imports_test checks the Beam module as a whole: it uses the
// library as any other module would, through its public packages only.
package imports_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// library is the module path of the library that this module imports.
const library = "github.com/rfc2396/rfc2396"

// libraryInternal reports whether path is an internal package of the
// library (an element "internal" in its path), other than those of this
// module, which lies below the library's path.
func libraryInternal(path string) bool {
	rest, ok := strings.CutPrefix(path, library+"/")
	if !ok || rest == "beam" || strings.HasPrefix(rest, "beam/") {
		return false
	}
	return slices.Contains(strings.Split(rest, "/"), "internal")
}

func TestLibraryInternal(t *testing.T) {
	for _, tt := range []struct {
		path string
		want bool
	}{
		{library + "/internal/lines", true},
		{library + "/internal/redact", true},
		{library + "/parser/internal/x", true},
		{library + "/internal", true},
		{library + "/record", false},
		{library + "/syntax", false},
		{library + "/internalx", false},
		{library + "/beam/internal/clitest", false},
		{library + "/beam/uribeam", false},
		{"github.com/apache/beam/sdks/v2/go/pkg/beam/internal/errors", false},
		{"internal/abi", false},
	} {
		if got := libraryInternal(tt.path); got != tt.want {
			t.Errorf("libraryInternal(%q) = %v, want %v", tt.path, got, tt.want)
		}
	}
}

// TestNoLibraryInternal checks that no Go file of this module, tests
// included, imports an internal package of the library: the replace
// directive of go.mod builds this module with the library of the same
// checkout, and must not be what lets it use more than the public API.
func TestNoLibraryInternal(t *testing.T) {
	fset := token.NewFileSet()
	files := 0
	var public []string // the library's packages imported
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			name := d.Name()
			if path != "." && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(path, "go.mod")); path != "." && err == nil {
				return filepath.SkipDir // another module
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		files++
		for _, spec := range f.Imports {
			p, err := strconv.Unquote(spec.Path.Value)
			if err != nil {
				return err
			}
			switch {
			case libraryInternal(p):
				t.Errorf("%s imports %s, an internal package of the library", fset.Position(spec.Pos()), p)
			case strings.HasPrefix(p, library+"/"):
				public = append(public, p)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// The walk must have seen the module's imports of the library, or it
	// proves nothing.
	if files == 0 || !slices.Contains(public, library+"/record") {
		t.Fatalf("read %d Go files, which import %q: not the module's imports of the library", files, public)
	}
}
