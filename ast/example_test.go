package ast_test

import (
	"fmt"

	"github.com/rfc2396/rfc2396/ast"
	"github.com/rfc2396/rfc2396/parser"
)

// A tree holds the path as one node; its segments and their params are
// built from the path's text when asked.
func ExampleAbsPath_Segments() {
	r := parser.MustParse("http://a/b;p=1/c;x;y/")
	path := r.Path().(*ast.NetPath).AbsPath
	for _, s := range path.Segments() {
		fmt.Printf("%d %q name %q", s.Pos(), s, s.Name())
		for _, p := range s.Params() {
			fmt.Printf(" param %q", p)
		}
		fmt.Println()
	}
	// Output:
	// 9 "b;p=1" name "b" param "p=1"
	// 15 "c;x;y" name "c" param "x" param "y"
	// 21 "" name ""
}

// Labels are built from the hostname's text, without its trailing dot.
func ExampleHostname_Labels() {
	h := parser.MustParse("http://www.example.com./").Host().(*ast.Hostname)
	for _, l := range h.Labels() {
		fmt.Println(l.Pos(), l, ast.RuleOf(l, h))
	}
	fmt.Println(h.TrailingDot())
	// Output:
	// 7 www domainlabel
	// 11 example domainlabel
	// 19 com toplabel
	// true
}
