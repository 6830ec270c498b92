module github.com/rfc2396/rfc2396

go 1.24

require (
	github.com/mna/pigeon v1.3.0
	github.com/stretchr/testify v1.12.1
	golang.org/x/net v0.29.0
	golang.org/x/text v0.18.0
	mvdan.cc/xurls/v2 v2.5.0
)

require (
	go.yaml.in/yaml/v3 v3.0.5 // indirect
	golang.org/x/mod v0.21.0 // indirect
	golang.org/x/sync v0.8.0 // indirect
	golang.org/x/tools v0.25.0 // indirect
)
