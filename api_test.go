package rfc2396

import (
	"bytes"
	"flag"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite api/v1.txt from the exported API")

// TestAPI holds the exported API of the module's packages to api/v1.txt,
// which lists every exported name and signature, one a line, as Go's own
// api/go1.txt does. An API change that is meant is written there with
// go test . -update, in the commit that makes it, with CHANGELOG.md.
func TestAPI(t *testing.T) {
	got := strings.Join(exportedAPI(t, "."), "\n") + "\n"
	const file = "api/v1.txt"
	if *update {
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (write it with go test . -update)", err)
	}
	if got == string(want) {
		return
	}
	wantLines := strings.Split(strings.TrimSuffix(string(want), "\n"), "\n")
	gotLines := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
	for _, l := range gotLines {
		if !slices.Contains(wantLines, l) {
			t.Errorf("+%s", l)
		}
	}
	for _, l := range wantLines {
		if !slices.Contains(gotLines, l) {
			t.Errorf("-%s", l)
		}
	}
	t.Errorf("the exported API differs from %s (+ added, - removed): if the change is meant, run go test . -update and record it in CHANGELOG.md", file)
}

// exportedAPI returns the lines of the exported API of every package of
// the module below root: all but the commands, the internal packages,
// testdata, and other modules (beam).
func exportedAPI(t *testing.T, root string) []string {
	var lines []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		base := d.Name()
		if path != root && (strings.HasPrefix(base, ".") || strings.HasPrefix(base, "_") || base == "testdata" || base == "internal" || base == "cmd") {
			return filepath.SkipDir
		}
		if path != root {
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				return filepath.SkipDir // another module
			}
		}
		pkgLines, err := packageAPI(path)
		if err != nil {
			return err
		}
		lines = append(lines, pkgLines...)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(lines)
	return slices.Compact(lines)
}

// packageAPI returns the API lines of the package in dir, none for a
// directory without one or for a command.
func packageAPI(dir string) ([]string, error) {
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, dir, func(fi fs.FileInfo) bool {
		return !strings.HasSuffix(fi.Name(), "_test.go")
	}, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	var lines []string
	for name, pkg := range pkgs {
		if name == "main" {
			continue
		}
		path := filepath.ToSlash(dir)
		if path == "." {
			path = "rfc2396"
		}
		w := apiWriter{fset: fset, prefix: "pkg " + path + ", "}
		for _, f := range pkg.Files {
			if ast.IsGenerated(f) && strings.Contains(filepath.ToSlash(fset.File(f.Pos()).Name()), "/internal/") {
				continue
			}
			for _, decl := range f.Decls {
				w.decl(decl)
			}
		}
		lines = append(lines, w.lines...)
	}
	return lines, nil
}

// An apiWriter writes the API lines of one package.
type apiWriter struct {
	fset   *token.FileSet
	prefix string
	lines  []string
}

func (w *apiWriter) add(format string) { w.lines = append(w.lines, w.prefix+format) }

// expr returns e as Go source, on one line.
func (w *apiWriter) expr(e ast.Expr) string {
	var b bytes.Buffer
	printer.Fprint(&b, w.fset, e)
	return strings.Join(strings.Fields(b.String()), " ")
}

// fields returns a parameter or result list without names: "(string,
// ...Option)".
func (w *apiWriter) fields(l *ast.FieldList) string {
	if l == nil {
		return ""
	}
	var s []string
	for _, f := range l.List {
		n := max(len(f.Names), 1)
		for range n {
			s = append(s, w.expr(f.Type))
		}
	}
	return strings.Join(s, ", ")
}

// signature returns a function type as "(params) results".
func (w *apiWriter) signature(ft *ast.FuncType) string {
	s := "(" + w.fields(ft.Params) + ")"
	if ft.Results != nil && len(ft.Results.List) > 0 {
		r := w.fields(ft.Results)
		if len(ft.Results.List) > 1 || len(ft.Results.List[0].Names) > 1 {
			r = "(" + r + ")"
		}
		s += " " + r
	}
	return s
}

func (w *apiWriter) decl(decl ast.Decl) {
	switch d := decl.(type) {
	case *ast.FuncDecl:
		if !d.Name.IsExported() {
			return
		}
		if d.Recv == nil {
			w.add("func " + d.Name.Name + w.signature(d.Type))
			return
		}
		recv := d.Recv.List[0].Type
		base := recv
		if s, ok := base.(*ast.StarExpr); ok {
			base = s.X
		}
		if ix, ok := base.(*ast.IndexExpr); ok {
			base = ix.X
		}
		if id, ok := base.(*ast.Ident); !ok || !id.IsExported() {
			return
		}
		w.add("method (" + w.expr(recv) + ") " + d.Name.Name + w.signature(d.Type))
	case *ast.GenDecl:
		for _, spec := range d.Specs {
			switch s := spec.(type) {
			case *ast.TypeSpec:
				w.typeSpec(s)
			case *ast.ValueSpec:
				kind := "var"
				if d.Tok == token.CONST {
					kind = "const"
				}
				for _, n := range s.Names {
					if !n.IsExported() {
						continue
					}
					line := kind + " " + n.Name
					if s.Type != nil {
						line += " " + w.expr(s.Type)
					}
					w.add(line)
				}
			}
		}
	}
}

func (w *apiWriter) typeSpec(s *ast.TypeSpec) {
	if !s.Name.IsExported() {
		return
	}
	name := s.Name.Name
	if s.TypeParams != nil {
		name += "[" + w.fields(s.TypeParams) + "]"
	}
	if s.Assign.IsValid() {
		w.add("type " + name + " = " + w.expr(s.Type))
		return
	}
	switch t := s.Type.(type) {
	case *ast.StructType:
		w.add("type " + name + " struct")
		for _, f := range t.Fields.List {
			if len(f.Names) == 0 { // embedded
				if id := embeddedName(f.Type); id != "" && ast.IsExported(id) {
					w.add("type " + name + " struct, embedded " + w.expr(f.Type))
				}
				continue
			}
			for _, n := range f.Names {
				if n.IsExported() {
					w.add("type " + name + " struct, " + n.Name + " " + w.expr(f.Type))
				}
			}
		}
	case *ast.InterfaceType:
		w.add("type " + name + " interface")
		for _, m := range t.Methods.List {
			switch ft := m.Type.(type) {
			case *ast.FuncType:
				for _, n := range m.Names {
					if n.IsExported() {
						w.add("type " + name + " interface, " + n.Name + w.signature(ft))
					} else {
						w.add("type " + name + " interface, unexported methods")
					}
				}
			default:
				w.add("type " + name + " interface, " + w.expr(m.Type))
			}
		}
	default:
		w.add("type " + name + " " + w.expr(s.Type))
	}
}

// embeddedName returns the name of an embedded field's type.
func embeddedName(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.StarExpr:
		return embeddedName(t.X)
	case *ast.SelectorExpr:
		return t.Sel.Name
	case *ast.Ident:
		return t.Name
	}
	return ""
}
