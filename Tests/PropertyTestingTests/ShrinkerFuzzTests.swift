import Testing

@testable import PropertyTesting

/// The shrinker under random tapes, random spans and random tests, drawn by the project's own core.
///
/// A test may answer differently for the same tape, hand back a tape other than the one it was
/// given, or spans and bounds that do not fit it: the shrinker must never trap, and what it returns
/// must be a candidate some evaluation called interesting (or the initial one).
@Suite struct ShrinkerFuzzTests {
    /// How a fuzzed test decides and what it hands back.
    enum Behaviour: CaseIterable {
        case sumThreshold, hashed, changesItsMind, rewritesTape, wildSpans
    }

    struct Scenario {
        var tape: [UInt64]
        var bounds: [UInt64]
        var spans: [ChoiceSpan]
        var behaviour: Behaviour
        var salt: UInt64
    }

    static var scenario: Gen<Scenario> {
        Gen { testCase in
            let tape = try Gen.int(in: 0...40).array(count: 0...24).generate(testCase).map(UInt64.init)
            let slack = try Gen.int(in: 0...3).generate(testCase)
            let bounds = tape.map { $0 + UInt64(slack) }
            let spanCount = try Gen.int(in: 0...12).generate(testCase)
            var spans: [ChoiceSpan] = []
            for _ in 0..<spanCount {
                // Deliberately allowed to lie outside the tape or be reversed.
                let start = try Gen.int(in: 0...30).generate(testCase)
                let end = try Gen.int(in: 0...30).generate(testCase)
                let depth = try Gen.int(in: 0...3).generate(testCase)
                let kind = try Gen.element(of: [ChoiceSpan.Kind.element, .collection, .step, .node, .other]).generate(
                    testCase)
                spans.append(ChoiceSpan(start: start, end: end, depth: depth, kind: kind))
            }
            let behaviour = try Gen.element(of: Behaviour.allCases).generate(testCase)
            let salt = UInt64(try Gen.int(in: 0...1_000_000).generate(testCase))
            return Scenario(tape: tape, bounds: bounds, spans: spans, behaviour: behaviour, salt: salt)
        }
    }

    static func mix(_ tape: [UInt64], _ salt: UInt64) -> UInt64 {
        var state = salt &+ 0x9E37_79B9_7F4A_7C15
        for value in tape { state = (state ^ value) &* 0xBF58_476D_1CE4_E5B9 }
        return state ^ (state >> 31)
    }

    /// Runs the shrinker on one scenario; returns false when its answer is not one the test gave.
    static func shrinkHolds(_ scenario: Scenario) -> Bool {
        let initial = ShrinkCandidate(tape: scenario.tape, bounds: scenario.bounds, spans: scenario.spans)
        var interesting: Set<[UInt64]> = [initial.tape]
        var calls: UInt64 = 0
        let shrinker = Shrinker(initial: initial, maxEvaluations: 300) { tape in
            calls += 1
            let answer: ShrinkCandidate?
            switch scenario.behaviour {
            case .sumThreshold:
                answer =
                    tape.reduce(0, +) >= scenario.salt % 60
                    ? ShrinkCandidate(tape: tape, bounds: tape.map { $0 + 1 }, spans: scenario.spans) : nil
            case .hashed:
                answer =
                    mix(tape, scenario.salt) % 3 == 0
                    ? ShrinkCandidate(tape: tape, bounds: [], spans: scenario.spans) : nil
            case .changesItsMind:
                answer =
                    mix(tape, scenario.salt &+ calls) % 2 == 0
                    ? ShrinkCandidate(tape: tape, bounds: tape, spans: scenario.spans) : nil
            case .rewritesTape:
                // Hands back a shorter tape with bounds below its values and spans for the old one.
                let shorter = Array(tape.prefix(tape.count / 2 + 1))
                answer =
                    mix(tape, scenario.salt) % 2 == 0
                    ? ShrinkCandidate(tape: shorter, bounds: shorter.map { $0 / 2 }, spans: scenario.spans) : nil
            case .wildSpans:
                let spans = (0..<6).map { offset -> ChoiceSpan in
                    let value = Int(mix(tape, scenario.salt &+ UInt64(offset)) % 40)
                    return ChoiceSpan(
                        start: value / 2, end: value, depth: offset % 3, kind: offset % 2 == 0 ? .collection : .element)
                }
                answer =
                    mix(tape, scenario.salt) % 2 == 1 ? ShrinkCandidate(tape: tape, bounds: tape, spans: spans) : nil
            }
            if let answer { interesting.insert(answer.tape) }
            return answer
        }
        let result = shrinker.shrink()
        return interesting.contains(result.best.tape) && !shortlexPrecedes(initial.tape, result.best.tape)
    }

    @Test func neverTrapsAndAlwaysReturnsAnInterestingCandidate() {
        let report = check(Self.scenario, configuration: CheckConfiguration(seed: 0x5A5A, cases: 3_000)) {
            Self.shrinkHolds($0)
        }
        #expect(report.outcome == .passed, "\(String(describing: report.failureMessage))")
        #expect(report.casesRun == 3_000)
    }
}
