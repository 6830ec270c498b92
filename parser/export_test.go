package parser

// DescribeExpected is describe, for the tests that compare Expected with
// the NFA's sets.
var DescribeExpected = describe
