package readings

import (
	"bytes"
	"encoding/json"
)

// MarshalJSON writes the comparison as one JSON object:
//
//	{"input": "mailto:a@b?x", "agree": false,
//	 "readings": [{"reading": "RFC 2396", "valid": true,
//	               "fields": {"scheme": "mailto", "authority": null, ...}}, ...],
//	 "diffs": [{"field": "path", "sections": ["RFC 2396 section 3 (opaque_part)", ...]}, ...]}
//
// "base" is there when there is one. A reading that refuses the input has
// "error" ({"offset", "rule", "message"}; offset -1 and no rule when the
// reading does not say) and no "fields"; WHATWG's validation errors are
// "notes". In "fields", keyed by Field.Key in the order of the fields, an
// undefined value is null, a defined one its text, one that failed
// {"error": why} and one the library does not compute yet
// {"unsupported": why}; a field the reading cannot express is left out.
func (c *Comparison) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	str := func(s string) {
		j, _ := json.Marshal(s) // a string always marshals
		b.Write(j)
	}
	b.WriteString(`{"input":`)
	str(c.Input)
	if c.Base != "" {
		b.WriteString(`,"base":`)
		str(c.Base)
	}
	b.WriteString(`,"agree":`)
	b.WriteString(boolText(c.Agree()))
	b.WriteString(`,"readings":[`)
	for i := range c.Readings {
		r := &c.Readings[i]
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"reading":`)
		str(r.Name)
		b.WriteString(`,"valid":` + boolText(r.Valid))
		if r.Error != nil {
			e, err := json.Marshal(struct {
				Offset  int    `json:"offset"`
				Rule    string `json:"rule,omitempty"`
				Message string `json:"message"`
			}{r.Error.Offset, r.Error.Rule, r.Error.Message})
			if err != nil {
				return nil, err
			}
			b.WriteString(`,"error":`)
			b.Write(e)
		}
		if len(r.Notes) > 0 {
			n, err := json.Marshal(r.Notes)
			if err != nil {
				return nil, err
			}
			b.WriteString(`,"notes":`)
			b.Write(n)
		}
		if r.Valid {
			b.WriteString(`,"fields":{`)
			first := true
			for _, f := range Fields() {
				v := r.Value(f)
				if v.State == Absent {
					continue
				}
				if !first {
					b.WriteByte(',')
				}
				first = false
				str(f.Key())
				b.WriteByte(':')
				switch v.State {
				case Undefined:
					b.WriteString("null")
				case Defined:
					str(v.Text)
				case Failed:
					b.WriteString(`{"error":`)
					str(v.Text)
					b.WriteByte('}')
				case Unsupported:
					b.WriteString(`{"unsupported":`)
					str(v.Text)
					b.WriteByte('}')
				}
			}
			b.WriteByte('}')
		}
		b.WriteByte('}')
	}
	b.WriteString(`],"diffs":[`)
	for i, d := range c.Diffs {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"field":`)
		str(d.Field.Key())
		b.WriteString(`,"sections":[`)
		for j, s := range d.Sections {
			if j > 0 {
				b.WriteByte(',')
			}
			str(s)
		}
		b.WriteString("]}")
	}
	b.WriteString("]}")
	return b.Bytes(), nil
}

func boolText(v bool) string {
	if v {
		return "true"
	}
	return "false"
}
