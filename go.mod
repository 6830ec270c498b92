module github.com/rfc2396/rfc2396

go 1.24.0

require (
	github.com/chromedp/cdproto v0.0.0-20250724212937-08a3db8b4327
	github.com/chromedp/chromedp v0.14.2
	github.com/fredbi/uri v1.1.1
	github.com/mna/pigeon v1.3.0
	github.com/nlnwa/whatwg-url v0.6.2
	github.com/stretchr/testify v1.12.1
	golang.org/x/net v0.50.0
	golang.org/x/text v0.34.0
	mvdan.cc/xurls/v2 v2.5.0
)

require (
	github.com/bits-and-blooms/bitset v1.20.0 // indirect
	github.com/chromedp/sysutil v1.1.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20250725192818-e39067aee2d2 // indirect
	github.com/gobwas/httphead v0.1.0 // indirect
	github.com/gobwas/pool v0.2.1 // indirect
	github.com/gobwas/ws v1.4.0 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
	golang.org/x/mod v0.32.0 // indirect
	golang.org/x/sync v0.19.0 // indirect
	golang.org/x/sys v0.41.0 // indirect
	golang.org/x/tools v0.41.0 // indirect
)
