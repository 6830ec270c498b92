package readings

//go:generate go run ./internal/genappendixd -o ../docs/rfc2396-vs-rfc3986.md
