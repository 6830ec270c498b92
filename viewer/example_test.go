package viewer_test

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"net/url"

	"github.com/rfc2396/rfc2396/viewer"
)

func ExampleHandler() {
	h := viewer.Handler(viewer.Options{Redact: true})

	q := url.Values{"ref": {"ftp://u:pw@h/a b"}, "base": {"http://a/b/c/d;p?q"}}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/view?"+q.Encode(), nil))

	var v viewer.View
	if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(rec.Code, v.Ref, v.Valid)
	fmt.Println(v.Error.Offset, v.Error.Rule)
	fmt.Println(v.Error.Caret)
	fmt.Println(rec.Header().Get("X-Content-Type-Options"))
	// Output:
	// 200 ftp://u:xxxxx@h/a b false
	// 17 abs_path
	// ftp://u:xxxxx@h/a b
	//                  ^
	// nosniff
}

func ExampleHandler_resolve() {
	h := viewer.Handler(viewer.Options{})
	q := url.Values{"ref": {"../g"}, "base": {"http://a/b/c/d;p?q"}}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/view?"+q.Encode(), nil))

	var v viewer.View
	if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
		fmt.Println(err)
		return
	}
	r := v.Resolution
	fmt.Println(*r.URI, *r.Relative)
	for _, s := range r.Steps[5:7] {
		fmt.Printf("step %s: %s\n", s.Name, s.Note)
	}
	// Output:
	// http://a/b/g ../g
	// step 6a: copied "/b/c/" from the base's path "/b/c/d;p"
	// step 6b: appended "../g": buffer "/b/c/../g"
}
