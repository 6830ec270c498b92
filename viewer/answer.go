package viewer

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
)

// Answer answers one request of the API, as /api/view does: fields are
// the request's fields URL-encoded, as a GET's query or a POST's body
// (application/x-www-form-urlencoded) carries them. It returns the status
// code and the JSON body: a View with 200, or {"status", "message",
// "field"} for a request it cannot answer, with the limits of opts.
// Handler's API and the page built as static files (viewer/wasm) both
// answer with it.
func Answer(fields string, opts Options) (status int, body []byte) {
	q, e := opts.read(fields)
	if e != nil {
		return e.Status, e.json()
	}
	// An Encoder writes what Marshal does and the newline, so that the
	// answer, as long as its input many times over, is copied once.
	var b bytes.Buffer
	if err := json.NewEncoder(&b).Encode(newView(q, opts.Redact)); err != nil {
		// A View holds strings, numbers and booleans: this does not
		// happen, but if it did, say so as JSON too.
		e := &requestError{Status: http.StatusInternalServerError, Message: "cannot encode the answer"}
		return e.Status, e.json()
	}
	return http.StatusOK, b.Bytes()
}

// fieldNames are the fields of a request; a switch is a field too.
var fieldNames = []string{"ref", "base", "rfc2732", "queryonly", "rfc3986"}

// maxInput is opts.MaxInput, or DefaultMaxInput for 0.
func (o Options) maxInput() int {
	if o.MaxInput <= 0 {
		return DefaultMaxInput
	}
	return o.MaxInput
}

// bodyLimit is how many bytes the URL-encoded fields of a request may
// take: each field may take three bytes a byte when escaped.
func (o Options) bodyLimit() int64 {
	return int64(len(fieldNames)*3*o.maxInput() + 1024)
}

// read reads the request's fields, or says why it cannot.
func (o Options) read(fields string) (request, *requestError) {
	if limit := o.bodyLimit(); int64(len(fields)) > limit {
		return request{}, &requestError{Status: http.StatusRequestEntityTooLarge, Message: fmt.Sprintf("the fields take more than the %d bytes they may take", limit)}
	}
	form, err := url.ParseQuery(fields)
	if err != nil {
		return request{}, &requestError{Status: http.StatusBadRequest, Message: "malformed fields: " + err.Error()}
	}
	for name, values := range form {
		if !slices.Contains(fieldNames, name) {
			return request{}, &requestError{Status: http.StatusBadRequest, Field: name, Message: fmt.Sprintf("unknown field %q: the fields are %s", name, strings.Join(fieldNames, ", "))}
		}
		if len(values) > 1 {
			return request{}, &requestError{Status: http.StatusBadRequest, Field: name, Message: fmt.Sprintf("field %s given %d times", name, len(values))}
		}
	}
	q := request{Ref: form.Get("ref"), Base: form.Get("base")}
	for _, f := range []struct {
		name string
		text string
	}{{"ref", q.Ref}, {"base", q.Base}} {
		if max := o.maxInput(); len(f.text) > max {
			return request{}, &requestError{Status: http.StatusRequestEntityTooLarge, Field: f.name,
				Message: fmt.Sprintf("%s is %d bytes long, more than the %d bytes the viewer accepts", f.name, len(f.text), max)}
		}
	}
	var e *requestError
	if q.RFC2732, e = switchOf(form, "rfc2732"); e != nil {
		return request{}, e
	}
	if q.QueryOnly, e = switchOf(form, "queryonly"); e != nil {
		return request{}, e
	}
	if q.RFC3986, e = switchOf(form, "rfc3986"); e != nil {
		return request{}, e
	}
	if q.RFC3986 && (q.RFC2732 || q.QueryOnly) {
		return request{}, &requestError{Status: http.StatusBadRequest, Field: "rfc3986",
			Message: `rfc3986 reads RFC 3986's grammar, which has IPv6 literals and "?y" of its own: it goes with neither rfc2732 nor queryonly on`}
	}
	return q, nil
}

// switchOf reads the switch name of form.
func switchOf(form url.Values, name string) (bool, *requestError) {
	switch v := form.Get(name); v {
	case "1", "true", "on":
		return true, nil
	case "", "0", "false", "off":
		return false, nil
	default:
		return false, &requestError{Status: http.StatusBadRequest, Field: name, Message: fmt.Sprintf("%s is %q: a switch is 1 (on) or 0 (off)", name, v)}
	}
}

// A requestError is the API's answer to a request it cannot answer.
type requestError struct {
	Status  int    `json:"status"`          // the HTTP status code
	Message string `json:"message"`         // what is wrong
	Field   string `json:"field,omitempty"` // the field at fault, if one is
}

// json returns e as the API's JSON body.
func (e *requestError) json() []byte {
	body, err := json.Marshal(e)
	if err != nil {
		// Strings and a number: this does not happen.
		return []byte(`{"status":500,"message":"cannot encode the answer"}` + "\n")
	}
	return append(body, '\n')
}
