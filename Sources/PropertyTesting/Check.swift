/// Checks `property` on values of `gen`: runs cases, and shrinks the first failure.
///
/// Cases run with sizes ramping from 0 to the configuration's maximum. A failing case is re-run
/// once on its tape before shrinking; if the re-run does not fail, the outcome is
/// ``CheckOutcome/flaky(firstRun:secondRun:)`` with both outcomes. The property fails by returning
/// false or by throwing. The run is synchronous, single-threaded and deterministic for a seed.
public func check<Value>(
    _ gen: Gen<Value>,
    configuration: CheckConfiguration = CheckConfiguration(),
    _ property: (Value) throws -> Bool
) -> CheckReport<Value> {
    let collector = _StatisticsCollector()
    return _StatisticsCollector.$current.withValue(collector) {
        _checkCases(gen, configuration, collector, property)
    }
}

/// Replays the case recorded in `token` and runs `property` on it once, with no search.
///
/// - Throws: ``ReplayTokenError`` when the token is malformed or foreign.
public func check<Value>(
    _ gen: Gen<Value>,
    configuration: CheckConfiguration = CheckConfiguration(),
    replaying token: String,
    _ property: (Value) throws -> Bool
) throws -> CheckReport<Value> {
    let tape = try ReplayToken.decode(token)
    let collector = _StatisticsCollector()
    let result = _StatisticsCollector.$current.withValue(collector) { () -> TapeRun<Value> in
        collector.beginCase()
        let result = _execute(gen, TestCase(replaying: tape, maxChoices: configuration.maxChoices), property)
        collector.commitCase()
        return result
    }
    var report = CheckReport<Value>(
        outcome: .passed, casesRun: 1, seed: configuration.seed, counterexample: nil, original: nil,
        replayToken: nil, counterexampleTape: nil, originalTape: nil, shrinkEvaluations: 0,
        propertyCalls: 1, shrinkBudgetExhausted: false, labels: collector.distribution, failureMessage: nil)
    if let misfit = _misfit(of: tape, consumed: result.tape) {
        throw ReplayTokenError.doesNotFitGenerator(reason: misfit)
    }
    switch result.status {
    case .passed:
        break
    case let .invalid(reason):
        throw ReplayTokenError.doesNotFitGenerator(reason: reason)
    case let .failed(message):
        report.outcome = .failed
        report.counterexample = result.value
        report.original = result.value
        report.counterexampleTape = result.tape
        report.originalTape = result.tape
        report.replayToken = ReplayToken.encode(result.tape)
        report.failureMessage = message
    }
    return report
}

func _checkCases<Value>(
    _ gen: Gen<Value>,
    _ configuration: CheckConfiguration,
    _ collector: _StatisticsCollector,
    _ property: (Value) throws -> Bool
) -> CheckReport<Value> {
    var report = CheckReport<Value>(
        outcome: .passed, casesRun: 0, seed: configuration.seed, counterexample: nil, original: nil,
        replayToken: nil, counterexampleTape: nil, originalTape: nil, shrinkEvaluations: 0,
        shrinkBudgetExhausted: false, labels: LabelDistribution(counts: [:], cases: 0), failureMessage: nil)
    let cases = Swift.max(0, configuration.cases)
    let maxSize = Swift.max(0, Swift.min(100, configuration.maxSize))
    let maxDiscards = Swift.max(1, cases) * Swift.max(1, configuration.maxDiscardRatio)
    // Sizes ramp from 0 to the maximum over the first 100 cases at most, so a long run does not
    // spend hundreds of cases on values too small to fail before it reaches ordinary sizes.
    let rampCases = Swift.min(cases, 100)
    var seeds = Xoshiro256StarStar(seed: configuration.seed)
    var passed = 0
    var discarded = 0
    while passed < cases {
        let size = rampCases <= 1 ? maxSize : Swift.min(maxSize, passed * maxSize / (rampCases - 1))
        let testCase = TestCase(
            seed: seeds.next(), size: size, maxChoices: configuration.maxChoices, recordsSpans: false)
        collector.beginCase()
        let result = _execute(gen, testCase, property)
        switch result.status {
        case .passed:
            collector.commitCase()
            passed += 1
        case let .invalid(reason):
            discarded += 1
            if discarded >= maxDiscards {
                report.casesRun = passed
                report.propertyCalls = passed
                report.labels = collector.distribution
                report.outcome = .gaveUp(reason: "\(discarded) cases discarded (last: \(reason))")
                return report
            }
        case let .failed(message):
            collector.commitCase()
            report.casesRun = passed + 1
            report.propertyCalls = passed + 1
            report.labels = collector.distribution
            collector.recording = false
            // Passing cases skip span bookkeeping; the shrinker needs this case's spans, and
            // generating again from its tape (without the property) rebuilds them exactly.
            var failure = result
            let recorder = TestCase(replaying: result.tape, size: size, maxChoices: configuration.maxChoices)
            _ = try? gen.run(recorder)
            failure.spans = recorder.spans
            _shrinkFailure(gen, configuration, failure, message, property, into: &report)
            return report
        }
    }
    report.casesRun = passed
    report.propertyCalls = passed
    report.labels = collector.distribution
    let shortfalls = collector.shortfalls
    if !shortfalls.isEmpty { report.outcome = .coverageInsufficient(shortfalls) }
    return report
}

func _shrinkFailure<Value>(
    _ gen: Gen<Value>,
    _ configuration: CheckConfiguration,
    _ failure: TapeRun<Value>,
    _ message: String,
    _ property: (Value) throws -> Bool,
    into report: inout CheckReport<Value>
) {
    report.original = failure.value
    report.originalTape = failure.tape
    report.counterexample = failure.value
    report.counterexampleTape = failure.tape
    report.replayToken = ReplayToken.encode(failure.tape)
    report.failureMessage = message
    withoutActuallyEscaping(property) { property in
        _shrinkRerun(gen, configuration, failure, message, property, into: &report)
    }
}

func _shrinkRerun<Value>(
    _ gen: Gen<Value>,
    _ configuration: CheckConfiguration,
    _ failure: TapeRun<Value>,
    _ message: String,
    _ property: @escaping (Value) throws -> Bool,
    into report: inout CheckReport<Value>
) {
    let replay = { (tape: [UInt64]) in
        _execute(gen, TestCase(replaying: tape, maxChoices: configuration.maxChoices), property)
    }
    if configuration.rerunsFailure {
        let second = replay(failure.tape)
        report.propertyCalls += 1
        if !second.status.isFailure {
            report.outcome = .flaky(firstRun: "failed: \(message)", secondRun: second.status.summary)
            return
        }
    }
    report.outcome = .failed
    let shouldStop = configuration.shouldStopShrinking
    // The shrinker keeps a candidate exactly when it precedes its best in shortlex order; keeping
    // the run under the same rule gives the best tape's value and message without running the
    // property once more after shrinking.
    var bestRun = failure
    let result: ShrinkResult
    do {
        let shrinker = Shrinker(
            initial: ShrinkCandidate(tape: failure.tape, bounds: failure.bounds, spans: failure.spans),
            maxEvaluations: configuration.maxShrinkEvaluations,
            shouldStop: shouldStop.map { stop in { stop() } },
            normalize: { tape in
                let testCase = TestCase(replaying: tape, maxChoices: configuration.maxChoices, recordsSpans: false)
                guard (try? gen.run(testCase)) != nil else { return nil }
                return testCase.choices
            }
        ) { tape in
            let run = replay(tape)
            // Only the same kind of failure counts, so shrinking cannot slip to a different bug.
            guard run.status.isFailure, run.failureKind == failure.failureKind else { return nil }
            if shortlexPrecedes(run.tape, bestRun.tape) { bestRun = run }
            return ShrinkCandidate(tape: run.tape, bounds: run.bounds, spans: run.spans)
        }
        result = shrinker.shrink()
    }
    report.shrinkEvaluations = result.evaluations
    report.propertyCalls += result.evaluations
    report.shrinkBudgetExhausted = result.budgetExhausted
    var final = bestRun
    if final.tape != result.best.tape {
        final = replay(result.best.tape)
        report.propertyCalls += 1
    }
    if case let .failed(finalMessage) = final.status {
        report.counterexample = final.value
        report.counterexampleTape = final.tape
        report.replayToken = ReplayToken.encode(final.tape)
        report.failureMessage = finalMessage
    }
}
