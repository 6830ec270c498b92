package iri

import "github.com/rfc2396/rfc2396/syntax"

// An Option changes how Repair and Display read and show a reference: a
// syntax.Syntax, or UnicodeHosts, which only Display takes.
type Option = syntax.IRIOption

// unicodeHostsOption is the option UnicodeHosts.
type unicodeHostsOption struct{ syntax.IRIOption }

// String returns "iri.UnicodeHosts()".
func (unicodeHostsOption) String() string { return "iri.UnicodeHosts()" }

// UnicodeHosts makes Display show in Unicode every ACE label of a hostname
// that it can decode, those that its spoof check keeps in ACE form
// included: labels that mix scripts, that are written in Cyrillic or
// Greek letters that all look like Latin ones, or that mix numbering
// systems. It is for a program that shows hosts to people who can tell
// such labels apart, or that checks them itself. Repair does not take
// it.
func UnicodeHosts() Option { return unicodeHostsOption{} }
