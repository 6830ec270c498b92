//go:build race

package conformance_test

import "time"

// fakeTimeout is how long the fake adapters of the tests have for
// each answer: long enough for the test binary, slower to start when
// built for the race detector, and short enough for the hanging one to
// time out soon.
const fakeTimeout = 5 * time.Second
