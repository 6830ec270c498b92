//go:build tools

package rfc2396

import (
	_ "github.com/mna/pigeon"
)
