package main

// The decisions of this project that cases rest on, by the ids that
// conformance/README.md lists and explains.
const (
	decisionCurrentDocument = "current-document"
	decisionQueryOnly       = "query-only"
	decisionEmptyBasePath   = "empty-base-path"
	decisionNoBase          = "no-base"
	decisionOpaqueBase      = "opaque-base"
	decisionAmbiguousPath   = "ambiguous-path"
	decisionDotDotKept      = "dotdot-kept"
	decisionStrictScheme    = "strict-scheme"
	decisionBaseFragment    = "base-fragment"
	decisionIPv6Text        = "ipv6-text"
	decisionDefaultPorts    = "default-ports"
	decisionPortNumber      = "port-number"
	decisionRegNameCase     = "reg-name-case"
	decisionEmptyPath       = "empty-path"
	decisionDotSegments     = "dot-segments"
)
