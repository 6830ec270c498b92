package ast

// go generate writes, from the node types that ast.go declares (the struct
// types that embed Extent), their one list:
//   - nodes_gen.go: each node type's Pos, End, String and Decoded with a
//     pointer receiver, which returns the zero value for a nil pointer
//     where the methods promoted from Extent would panic;
//   - nodes_gen_test.go: nodeTypes, a nil pointer of each node type, which
//     the tests check against ast.go and run every method on.
//
//go:generate go run ./internal/gen -in ast.go -o nodes_gen.go -test nodes_gen_test.go
