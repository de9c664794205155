import PropertyTesting
import Testing

/// A counter shared with a property, to make it nondeterministic on purpose.
final class CallCounter {
    var calls = 0
}

@Suite struct CheckTests {
    let list = Gen.int(in: -1_000...1_000).array()

    @Test func passingPropertyRunsEveryCase() {
        let report = check(list, configuration: CheckConfiguration(seed: 1, cases: 250)) { $0.count >= 0 }
        #expect(report.outcome == .passed)
        #expect(report.casesRun == 250)
        #expect(report.counterexample == nil)
    }

    @Test func sameSeedGivesTheSameFailureAndToken() {
        let configuration = CheckConfiguration(seed: 99)
        let first = check(list, configuration: configuration) { $0.reduce(0, +) < 500 }
        let second = check(list, configuration: configuration) { $0.reduce(0, +) < 500 }
        #expect(first.outcome == .failed)
        #expect(first.replayToken == second.replayToken)
        #expect(first.original == second.original)
        #expect(first.shrinkEvaluations == second.shrinkEvaluations)
        // The smallest list summing to ≥ 500 is one element, 500.
        #expect(first.counterexample == [500])
    }

    @Test func replayTokenReproducesTheCounterexample() throws {
        let report = check(list, configuration: CheckConfiguration(seed: 5)) { !$0.contains(7) }
        let token = try #require(report.replayToken)
        #expect(try replay(list, token: token) == [7])
        let replayed = try check(list, replaying: token) { !$0.contains(7) }
        #expect(replayed.outcome == .failed)
        #expect(replayed.counterexample == [7])
        #expect(replayed.casesRun == 1)
    }

    @Test func throwingPropertyReportsTheErrorDescription() {
        struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
        let report = check(Gen.int(in: 0...100), configuration: CheckConfiguration(seed: 3)) { value in
            if value >= 50 { throw Boom() }
            return true
        }
        #expect(report.outcome == .failed)
        #expect(report.counterexample == 50)
        #expect(report.failureMessage == "boom")
    }

    @Test func shrinkingKeepsTheKindOfFailure() {
        struct Overflow: Error {}
        // Values ≥ 10 throw; values in 1...9 return false. A run whose first failure threw must
        // shrink to the smallest throwing value, 10, never slip to the smaller false-returning 1.
        var throwingRuns = 0
        for seed in 0..<20 {
            let report = check(Gen.int(in: 0...1_000), configuration: CheckConfiguration(seed: UInt64(seed))) { value in
                if value >= 10 { throw Overflow() }
                return value == 0
            }
            guard let original = report.original, original >= 10 else { continue }
            throwingRuns += 1
            #expect(report.counterexample == 10)
        }
        #expect(throwingRuns > 0)
    }

    @Test func largeCounterexamplesShrinkToTheirMinimum() {
        // 200 forced elements in 0...1000; failing needs one element above 500. The minimum puts
        // 199 zeros first and 501, the smallest value above 500, last.
        let gen = Gen.int(in: 0...1_000).array(count: 200...200)
        let report = check(gen, configuration: CheckConfiguration(seed: 17)) { !$0.contains { $0 > 500 } }
        #expect(report.counterexample == Array(repeating: 0, count: 199) + [501])
    }

    @Test func evaluationBudgetBoundsShrinking() {
        var configuration = CheckConfiguration(seed: 11)
        configuration.maxShrinkEvaluations = 3
        let report = check(list, configuration: configuration) { $0.reduce(0, +) < 500 }
        #expect(report.outcome == .failed)
        #expect(report.shrinkEvaluations <= 3)
        #expect(report.shrinkBudgetExhausted)
        // The best so far still fails.
        #expect((report.counterexample ?? []).reduce(0, +) >= 500)
        #expect(report.original != nil)
    }

    @Test func callerBudgetStopsShrinkingImmediately() {
        var configuration = CheckConfiguration(seed: 11)
        configuration.shouldStopShrinking = { true }
        let report = check(list, configuration: configuration) { $0.reduce(0, +) < 500 }
        #expect(report.shrinkEvaluations == 0)
        #expect(report.shrinkBudgetExhausted)
        #expect(report.counterexample == report.original)
    }

    @Test func nondeterministicPropertyIsReportedAsFlaky() {
        let counter = CallCounter()
        let report = check(Gen.int(in: 0...10), configuration: CheckConfiguration(seed: 2)) { _ in
            counter.calls += 1
            return counter.calls > 1
        }
        #expect(report.outcome == .flaky(firstRun: "failed: property returned false", secondRun: "passed"))
        #expect(counter.calls == 2)
    }

    @Test func tooStrictFilterGivesUpWithItsName() {
        let never = Gen.int(in: 0...10).filter("even above 10", maxRetries: 5) { $0 > 10 }
        let report = check(never, configuration: CheckConfiguration(seed: 4, cases: 10)) { _ in true }
        guard case let .gaveUp(reason) = report.outcome else {
            Issue.record("expected gaveUp, got \(report.outcome)")
            return
        }
        #expect(reason.contains("filter 'even above 10' rejected all 5 attempts"))
        #expect(report.casesRun == 0)
    }

    @Test func rarelyMetCoverageFailsThePropertyRun() {
        // 0...1000 with 100 cases: zero is drawn far less than 90 % of the time.
        let report = check(Gen.int(in: 0...1_000), configuration: CheckConfiguration(seed: 8)) { value in
            cover(90, value == 0, "zero")
            cover(1, value >= 0, "non-negative")
            return true
        }
        guard case let .coverageInsufficient(shortfalls) = report.outcome else {
            Issue.record("expected coverageInsufficient, got \(report.outcome)")
            return
        }
        #expect(shortfalls.map(\.label) == ["zero"])
        #expect(shortfalls[0].actualPercent < 90)
        #expect(report.labels.percent("non-negative") == 100)
    }

    @Test func labelsCountCasesOncePerCase() {
        let report = check(Gen.int(in: 0...9), configuration: CheckConfiguration(seed: 6, cases: 200)) { value in
            label(value < 5 ? "low" : "high")
            label(value < 5 ? "low" : "high")
            return true
        }
        // Every case carries exactly one of the two labels, once.
        #expect(report.labels.cases == 200)
        #expect(report.labels.counts["low", default: 0] + report.labels.counts["high", default: 0] == 200)
    }

    @Test func generatorsCanLabelCases() {
        let labelled = Gen.int(in: 0...1).map { value -> Int in
            label(value == 0 ? "zero" : "one")
            return value
        }
        let report = check(labelled, configuration: CheckConfiguration(seed: 12, cases: 100)) { _ in true }
        // Each of the 100 cases carries one of the two labels.
        #expect(report.labels.counts["zero", default: 0] + report.labels.counts["one", default: 0] == 100)
        #expect(report.labels.counts["zero", default: 0] > 0 && report.labels.counts["one", default: 0] > 0)
        #expect(report.labels.description.split(separator: "\n").count == 2)
    }

    @Test func labelsOutsideARunAreIgnored() {
        label("nowhere")
        cover(100, false, "nowhere")
        let report = check(Gen.constant(1), configuration: CheckConfiguration(seed: 1, cases: 3)) { _ in true }
        #expect(report.labels.counts.isEmpty)
        #expect(report.outcome == .passed)
    }

    @Test func runOnTapeUsesTheGivenChoices() {
        // Tape [1, 4, 1, 3, 0]: continue, choice 4 → −2, continue, choice 3 → +2, stop.
        let result = run(Gen.int(in: -5...5).array(), onTape: [1, 4, 1, 3, 0]) { $0.count < 2 }
        #expect(result.value == [-2, 2])
        #expect(result.status == .failed(message: propertyReturnedFalseMessage))
        #expect(result.tape == [1, 4, 1, 3, 0])
    }

    @Test func environmentSelectsTheSeed() {
        #expect(CheckConfiguration.fromEnvironment(["PT_SEED": "1234"], fallbackSeed: 1).seed == 1234)
        #expect(CheckConfiguration.fromEnvironment(["PT_SEED": "0x10"], fallbackSeed: 1).seed == 16)
        #expect(
            CheckConfiguration.fromEnvironment(["CI": "true"], fallbackSeed: 1).seed == CheckConfiguration.fixedSeed)
        let bad = CheckConfiguration.fromEnvironment(["PT_SEED": "seven"], fallbackSeed: 1)
        #expect(bad.seed == CheckConfiguration.fixedSeed)
        #expect(bad.environmentNote != nil)
        // Without either variable the seed is the fallback expanded by SplitMix64.
        var mixer = SplitMix64(seed: 77)
        #expect(CheckConfiguration.fromEnvironment([:], fallbackSeed: 77).seed == mixer.next())
    }
}
