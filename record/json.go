package record

import (
	"bytes"
	"encoding/json"
	"io"
)

// NewEncoder returns the encoder of the records: one value a line to w,
// leaving "<", ">" and "&" as they are.
func NewEncoder(w io.Writer) *json.Encoder {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc
}

// Append appends to b the record r as NewEncoder writes it, newline
// included.
func Append(b []byte, r any) ([]byte, error) {
	buf := bytes.NewBuffer(b)
	err := NewEncoder(buf).Encode(r)
	return buf.Bytes(), err
}

// appendString appends s as NewEncoder writes a string: as it is,
// quoted, when it is plain, as every valid reference is; else through
// encoding/json.
func appendString(b []byte, s string) []byte {
	if !plain(s) {
		var buf bytes.Buffer
		NewEncoder(&buf).Encode(s)
		return append(b, bytes.TrimSuffix(buf.Bytes(), []byte{'\n'})...)
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// plain reports whether s holds only printable ASCII other than '"' and
// '\\': what NewEncoder writes as it is, between quotes.
func plain(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c > 0x7e || c == '"' || c == '\\' {
			return false
		}
	}
	return true
}
