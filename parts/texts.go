package parts

// Texts are the components of a reference as text, the form in which the
// module shows them (rfc2396 parse --json, the conformance suite): nil is
// an undefined component (null in JSON) and a pointer to "" an empty one.
// Path is nil only for an opaque URI, whose text after the scheme is
// Opaque. Userinfo, Host and Port are those of a server authority; they
// are nil for a registry-based one (reg_name).
type Texts struct {
	Scheme    *string `json:"scheme"`
	Authority *string `json:"authority"`
	Userinfo  *string `json:"userinfo"`
	Host      *string `json:"host"`
	Port      *string `json:"port"`
	Path      *string `json:"path"`
	Opaque    *string `json:"opaque"`
	Query     *string `json:"query"`
	Fragment  *string `json:"fragment"`
}

// TextKeys are the JSON keys of Texts, in the order of its fields.
var TextKeys = []string{"scheme", "authority", "userinfo", "host", "port", "path", "opaque", "query", "fragment"}

// Texts returns the components as text.
func (c *Components) Texts() Texts {
	t := Texts{
		Scheme:    c.Ptr(c.Scheme),
		Authority: c.Ptr(c.Authority),
		Userinfo:  c.Ptr(c.Userinfo),
		Host:      c.Ptr(c.Host),
		Port:      c.Ptr(c.Port),
		Query:     c.Ptr(c.Query),
		Fragment:  c.Ptr(c.Fragment),
	}
	if c.Opaque {
		t.Opaque = c.Ptr(c.Path)
	} else {
		t.Path = c.Ptr(c.Path)
	}
	return t
}

// Map returns the texts as a map from TextKeys to values, each key
// present.
func (t Texts) Map() map[string]*string {
	return map[string]*string{
		"scheme": t.Scheme, "authority": t.Authority, "userinfo": t.Userinfo,
		"host": t.Host, "port": t.Port, "path": t.Path, "opaque": t.Opaque,
		"query": t.Query, "fragment": t.Fragment,
	}
}
