package normalize_test

import (
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"

	"github.com/rfc2396/rfc2396/normalize"
)

// ruleConstants are the constants and the command-line names the package
// documents for them.
var ruleConstants = []struct {
	rule normalize.Rules
	name string
}{
	{normalize.LowerScheme, "lower-scheme"},
	{normalize.LowerHost, "lower-host"},
	{normalize.DropPort, "drop-port"},
	{normalize.DecodeUnreserved, "decode-unreserved"},
	{normalize.UpperHex, "upper-hex"},
	{normalize.RemoveDotSegments, "remove-dot-segments"},
	{normalize.EmptyPathSlash, "empty-path-slash"},
	{normalize.SortQuery, "sort-query"},
	{normalize.DropFragment, "drop-fragment"},
}

// TestRuleNames checks the names of the rules: RuleByName finds each
// constant by its name, Names and RuleNames list them in the order of
// their bits, and each name is its constant's Go name (String) in lower
// case with its words joined by "-".
func TestRuleNames(t *testing.T) {
	var all []string
	for _, c := range ruleConstants {
		all = append(all, c.name)
		got, ok := normalize.RuleByName(c.name)
		assert.True(t, ok, c.name)
		assert.Equal(t, c.rule, got, c.name)
		assert.Equal(t, []string{c.name}, c.rule.Names())
		assert.Equal(t, c.name, kebab(c.rule.String()))
	}
	assert.Equal(t, all, normalize.RuleNames())
	assert.Equal(t, []string{"lower-scheme", "lower-host", "drop-port", "decode-unreserved", "upper-hex"}, normalize.Default.Names())
	assert.Equal(t, []string{"lower-scheme", "remove-dot-segments"}, (normalize.RemoveDotSegments | normalize.LowerScheme).Names())
	assert.Nil(t, normalize.Rules(0).Names())
	// Bits that no constant has have no name.
	assert.Equal(t, []string{"drop-port"}, (normalize.DropPort | 1<<20).Names())
	for _, name := range []string{"", "LowerScheme", "Lower-Scheme", "lower_scheme", "lower-scheme ", "default", "Default", "lower"} {
		r, ok := normalize.RuleByName(name)
		assert.False(t, ok, "%q", name)
		assert.Zero(t, r, "%q", name)
	}
	// The list is a copy.
	normalize.RuleNames()[0] = "x"
	assert.Equal(t, "lower-scheme", normalize.RuleNames()[0])
}

// kebab writes a Go name such as "RemoveDotSegments" as
// "remove-dot-segments".
func kebab(goName string) string {
	var b strings.Builder
	for i, r := range goName {
		if unicode.IsUpper(r) && i > 0 {
			b.WriteByte('-')
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}
