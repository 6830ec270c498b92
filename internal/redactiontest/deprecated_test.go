package redactiontest

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rfc2396/rfc2396/normalize"
	rparser "github.com/rfc2396/rfc2396/parser"
	"github.com/rfc2396/rfc2396/resolve"
	"github.com/rfc2396/rfc2396/syntax"
)

// TestDeprecatedOptions checks that the deprecated option functions kept
// for old callers are the one option type's values.
func TestDeprecatedOptions(t *testing.T) {
	assert.Equal(t, syntax.Option(syntax.RFC2732), rparser.RFC2732())
	assert.Equal(t, syntax.Option(syntax.QueryOnly), rparser.AllowQueryOnly())
	assert.Equal(t, syntax.Option(syntax.RFC2732), resolve.RFC2732())
	assert.Equal(t, syntax.Option(syntax.RFC2732), normalize.RFC2732())
}
