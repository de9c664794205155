// PropertyTesting: a domain-free property-testing core in the style of Hypothesis.
//
// - Randomness: `SplitMix64` expands a seed into `Xoshiro256StarStar` state (platform-independent).
// - Choices: generators (`Gen`) draw bounded integers from a `TestCase`, which records them as a
//   tape; replaying the tape rebuilds the value (`generate(_:fromTape:)`, `run(_:onTape:_:)`).
// - Runner: `check(_:configuration:_:)` runs cases with ramping sizes, re-runs a failure once to
//   detect flakiness, and shrinks it with `Shrinker`, which edits tapes in shortlex order.
// - Replay: `ReplayToken` ("pt2:" + base64url length, varints and checksum) and `replay(_:token:)`.
// - Statistics: `label(_:)`, `cover(_:_:_:)`, `LabelDistribution`.
// The library never reads a clock or the system random number generator.
