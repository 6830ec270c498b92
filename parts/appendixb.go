package parts

import "strings"

// AppendixB splits any string, valid reference or not, as the regular
// expression of Appendix B does:
//
//	^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
//
// It fills Scheme, Authority, Path, Query and Fragment; Appendix B knows
// no opaque part (the path and query it gives together are one) nor the
// parts of an authority, so Opaque and Server are false and Userinfo,
// Host and Port undefined. It is for reading what a writer meant in a
// string that is not a reference: where an error's password lies, for
// one. The tests hold it to the expression itself.
func AppendixB(s string) Components {
	var c Components
	c.Reset(s)
	i := 0
	if j := strings.IndexAny(s, ":/?#"); j > 0 && s[j] == ':' {
		c.Scheme = Span{0, j}
		i = j + 1
	}
	if strings.HasPrefix(s[i:], "//") {
		end := i + 2 + cspan(s[i+2:], "/?#")
		c.Authority = Span{i + 2, end}
		i = end
	}
	end := i + cspan(s[i:], "?#")
	c.Path = Span{i, end}
	i = end
	if i < len(s) && s[i] == '?' {
		end := i + 1 + cspan(s[i+1:], "#")
		c.Query = Span{i + 1, end}
		i = end
	}
	if i < len(s) {
		c.Fragment = Span{i + 1, len(s)}
	}
	return c
}

// cspan returns the length of the prefix of s that holds no byte of set.
func cspan(s, set string) int {
	if i := strings.IndexAny(s, set); i >= 0 {
		return i
	}
	return len(s)
}
