import Foundation
import Generators
import MediaTiming
import PropertyTesting
import Scripts

/// Runs laws against one engine and collects their results in catalog order.
///
/// Each law runs as a property: its generator draws scripts, each script runs on fresh engines,
/// and the first failure is shrunk on the choice tape to a small script. Laws run in parallel
/// (``SuiteConfiguration/parallelism``) but every law has its own seed and its own engines, so the
/// report is the same byte for byte whatever the parallelism.
public struct SuiteRunner: Sendable {
    /// The engine under test.
    public let engine: EngineFactory
    /// The laws to choose from.
    public let catalog: [Law]

    /// Creates a runner over `catalog` (the full catalog by default).
    public init(engine: EngineFactory, catalog: [Law] = LawCatalog.all) {
        self.engine = engine
        self.catalog = catalog
    }

    /// An error that stops a run before any law runs: an unknown law ID or a malformed token.
    public struct RunError: Error, Equatable, CustomStringConvertible {
        /// The one-line message.
        public var message: String
        /// Creates an error with its message.
        public init(message: String) { self.message = message }
        /// The message.
        public var description: String { message }
    }

    /// Runs every selected law and returns the report.
    public func run(_ configuration: SuiteConfiguration) throws(RunError) -> SuiteReport {
        let laws = try selectedLaws(configuration)
        let capabilities = engine.capabilities
        let profile = engine.profile
        let results = Self.parallelMap(laws, width: configuration.parallelism) { law in
            configuration.progress?.started(law.id)
            defer { configuration.progress?.finished(law.id) }
            return runLaw(law, configuration: configuration, capabilities: capabilities, profile: profile)
        }
        configuration.progress?.clear()
        return SuiteReport(
            engineName: engine.name, seed: configuration.seed, cases: configuration.cases,
            results: results, laws: laws)
    }

    /// Runs one law; `variant` names the technique variant its scripts use (technique laws only).
    public func run(law: Law, configuration: SuiteConfiguration, variant: String = "correct") -> LawResult {
        runLaw(
            law, configuration: configuration, capabilities: engine.capabilities, profile: engine.profile,
            variant: variant)
    }

    /// Replays a suite replay token (`LAW-ID@tape`) and returns the report of that one case.
    ///
    /// - Throws: ``RunError`` for a malformed token or an unknown law.
    public func replay(token: String, configuration: SuiteConfiguration) throws(RunError) -> SuiteReport {
        guard let at = token.firstIndex(of: "@") else {
            throw RunError(message: "malformed replay token: expected 'LAW-ID@…' or 'LAW-ID/VARIANT@…'")
        }
        var id = String(token[..<at])
        guard let (tape, deleted) = StepDeletion.split(String(token[token.index(after: at)...])) else {
            throw RunError(
                message:
                    "malformed replay token: the step deletions after '\(StepDeletion.marker)' must be ascending indices"
            )
        }
        var variant = "correct"
        if let slash = id.firstIndex(of: "/") {
            variant = String(id[id.index(after: slash)...])
            id = String(id[..<slash])
        }
        guard let law = catalog.first(where: { $0.id == id }) else {
            throw RunError(message: "replay token names unknown law '\(id)'")
        }
        guard variant == "correct" || law.catchesVariants.contains(variant) else {
            throw RunError(message: "replay token names variant '\(variant)', which \(id) does not run")
        }
        let context = makeContext(configuration, profile: engine.profile)
        let script: Script
        do {
            let generated = try PropertyTesting.replay(
                law.generator(for: engine.capabilities, variant: variant), token: tape,
                context: SuiteToken.context(id, variant: variant, deleted: deleted))
            guard let edited = StepDeletion.apply(deleted, to: generated) else {
                throw RunError(
                    message:
                        "replay token deletes step \(deleted.last ?? 0), but the script has \(generated.steps.count) steps"
                )
            }
            script = edited
        } catch let error as RunError {
            throw error
        } catch {
            throw RunError(message: "\(error)")
        }
        let status: LawResult.Status
        var failure: FailureReport?
        do {
            try law.verify(script, in: context)
            status = .passed
        } catch {
            status = .failed
            failure = FailureReportBuilder.build(
                law: law, script: script, originalSteps: script.steps.count, error: error,
                token: token, context: context, isFlaky: false)
        }
        let result = LawResult(lawID: law.id, strength: law.strength, status: status, cases: 1, failure: failure)
        return SuiteReport(engineName: engine.name, seed: configuration.seed, cases: 1, results: [result], laws: [law])
    }

    private func makeContext(
        _ configuration: SuiteConfiguration, profile: TimingProfile, evidence: EvidenceLedger = EvidenceLedger(),
        traces: TraceMemo? = nil
    ) -> LawContext {
        LawContext(
            engine: engine, reference: engine.referenceTwin(profile: profile), tolerance: configuration.tolerance,
            profile: profile,
            evidence: evidence, traces: traces, derivesTolerance: configuration.derivesTolerance)
    }

    private func runLaw(
        _ law: Law, configuration: SuiteConfiguration, capabilities: EngineCapabilities, profile: TimingProfile,
        variant: String = "correct"
    ) -> LawResult {
        let missing = law.requires.subtracting(capabilities)
        if !missing.isEmpty {
            return LawResult(
                lawID: law.id, strength: law.strength,
                status: .skipped(reason: "engine lacks \(missing.names.joined(separator: ", "))"),
                cases: 0, failure: nil)
        }
        let ledger = EvidenceLedger()
        let traces = TraceMemo()
        let context = makeContext(configuration, profile: profile, evidence: ledger, traces: traces)
        var check = CheckConfiguration()
        check.cases = configuration.cases
        check.seed = configuration.seed(for: law.id)
        check.maxShrinkEvaluations = configuration.maxShrinkEvaluations
        var generator = law.generator(for: capabilities, variant: variant)
        var isRestricted = false
        switch CapabilityScreen.screen(generator, capabilities: capabilities, seed: configuration.seed(for: law.id)) {
        case .unrestricted:
            break
        case .restricted(let within):
            generator = within
            isRestricted = true
        case .cannotRun(let missing):
            return LawResult(
                lawID: law.id, strength: law.strength,
                status: .skipped(reason: CapabilityScreen.reason(missing: missing)),
                cases: 0, failure: nil)
        }
        // Containment's hooks: number the cases, write checkpoints, skip the cases that killed an
        // earlier child (see `SuiteRunner+Containment.swift`).
        let tracker = CaseTracker(lawID: law.id, configuration: configuration)
        if configuration.caseWillRun != nil || tracker.isActive {
            let inner = generator
            let caseWillRun = configuration.caseWillRun
            let prefix = "\(law.id)\(variant == "correct" ? "" : "/" + variant)@"
            generator = Gen { testCase in
                let script = try inner.run(testCase)
                let token = prefix + ReplayToken.encode(testCase.choices, context: String(prefix.dropLast()))
                tracker.willRun(token, evidence: ledger)
                caseWillRun?(token)
                return script
            }
        }
        let token = { (tape: [UInt64], deleted: [Int]) in
            SuiteToken.make(law.id, variant: variant, tape: tape, deleted: deleted)
        }
        // The seeded search runs as if there were no database, so that one seed gives one report
        // whatever earlier runs saved; the saved failures are replayed after it (below).
        var failures: [FailureReport] = []
        var signatures: Set<String> = []
        let database = variant == "correct" ? configuration.database : nil
        let replayedRuns = ledger.engineRuns
        // Engine runs after each property call, so the search's share can be told from the shrink's.
        var runsAfterCall: [Int] = []
        let knownAtStart = signatures
        // What each script did while shrinking, by its source: shrinking revisits many tapes that
        // decode to one script, and a deterministic engine answers a script the same way each
        // time. The memo is read only after the re-run of the first failure, so the re-run that
        // detects a flaky engine still runs it; the search rarely repeats a script and pays nothing.
        var outcomes: [String: LawOutcome] = [:]
        var shrinking = false
        func property(ignoring known: Set<String>) -> (Script) throws -> Bool {
            shrinking = false
            tracker.isShrinking = false
            traces.setEnabled(false)
            var confirmed = false
            return { script in
                defer { runsAfterCall.append(ledger.engineRuns) }
                if tracker.skipsCurrentCase { return true }
                let source = shrinking ? script.swiftSource() : nil
                let outcome: LawOutcome
                if let source, confirmed, let memo = outcomes[source] {
                    outcome = memo
                } else {
                    traces.beginCheck()
                    do {
                        try law.verify(script, in: context)
                        outcome = .held
                    } catch {
                        outcome = .failed(error, signature: FailureSignature.of(error, script: script))
                    }
                    if let source {
                        outcomes[source] = outcome
                        confirmed = true
                        traces.setEnabled(true)
                    }
                }
                guard case let .failed(error, signature) = outcome, !known.contains(signature) else { return true }
                shrinking = true
                tracker.isShrinking = true
                throw error
            }
        }
        var report = PropertyTesting.check(generator, configuration: check, property(ignoring: knownAtStart))
        var finding =
            replayedRuns
            + (runsAfterCall.isEmpty ? 0 : runsAfterCall[min(report.casesRun, runsAfterCall.count) - 1] - replayedRuns)
        // Under a time budget a law that holds goes on, round after round of fresh cases, while
        // the command says there is time left; each round's seed follows from the law's.
        var casesRun = report.casesRun
        var budgetRound: UInt64 = 0
        while report.counterexample == nil, Self.problem(of: report.outcome) == nil,
            configuration.hasTimeLeft?() == true
        {
            budgetRound += 1
            check.seed = configuration.seed(for: law.id) ^ (budgetRound &* 0xD1B5_4A32_D192_ED03)
            let before = ledger.engineRuns
            runsAfterCall = []
            report = PropertyTesting.check(generator, configuration: check, property(ignoring: knownAtStart))
            casesRun += report.casesRun
            if report.casesRun > 0, runsAfterCall.count >= report.casesRun {
                finding += runsAfterCall[report.casesRun - 1] - before
            }
        }
        // Read before shrinking or re-checking adds to it: the evidence of the cases run.
        let evidence = ledger.total
        tracker.settle(cases: casesRun, evidence: evidence)
        let labels = report.labels.counts
        var inconclusive: String?
        if isRestricted, report.counterexample == nil, failures.isEmpty, case .gaveUp = report.outcome {
            // Too few scripts fit what the engine declares to run the law's cases.
            return LawResult(
                lawID: law.id, strength: law.strength,
                status: .skipped(
                    reason:
                        "too few of its scripts fit the capabilities the engine declares (\(capabilities.names.joined(separator: ", ")))"
                ),
                cases: casesRun, failure: nil)
        }
        if report.counterexample == nil, let problem = Self.problem(of: report.outcome) {
            failures.append(
                FailureReport(
                    message: problem, step: nil, swiftSource: "", stepTable: "", timeline: "", svg: "",
                    replayToken: "", shrunkSteps: 0, originalSteps: 0, signature: problem))
        } else if report.counterexample == nil, failures.isEmpty,
            let shortfall = law.evidenceRequirement.shortfall(evidence, cases: casesRun)
        {
            inconclusive = shortfall
        }
        // After each failure the search goes on, with a fresh seed, for failures of a signature not
        // seen yet: a law that stopped at its first failure would hide every other bug behind it.
        var round: UInt64 = 0
        while let shrunk = report.counterexample {
            var error: any Error = LawViolation(report.failureMessage ?? "the law failed")
            traces.beginCheck()
            do { try law.verify(shrunk, in: context) } catch let thrown { error = thrown }
            let isFlaky: Bool = { if case .flaky = report.outcome { return true } else { return false } }()
            var script = shrunk
            var deleted: [Int] = []
            if !isFlaky {
                (script, deleted) = StepDeletion.minimize(
                    shrunk, law: law, context: context, signature: FailureSignature.of(error, script: shrunk),
                    failingStep: (error as? LawViolation)?.step)
            }
            // The script reported must have failed in a run of exactly that script: shrinking's
            // memo may have answered it by cutting a longer run short, which only a deterministic
            // engine repeats, so such a script runs once more.
            traces.beginCheck()
            traces.setWholeRunsOnly(true)
            do { try law.verify(script, in: context) } catch let thrown { error = thrown }
            traces.setWholeRunsOnly(false)
            traces.setEnabled(false)
            let failure = FailureReportBuilder.build(
                law: law, script: script, originalSteps: report.original?.steps.count ?? script.steps.count,
                error: error, token: token(report.counterexampleTape ?? [], deleted), context: context,
                isFlaky: isFlaky)
            guard signatures.insert(failure.signature).inserted else { break }
            failures.append(failure)
            tracker.found(failure)
            guard failures.count < configuration.maxDistinctFailures else { break }
            round += 1
            check.seed = configuration.seed(for: law.id) &+ round &* 0x9E37_79B9_7F4A_7C15
            let known = signatures
            let before = ledger.engineRuns
            runsAfterCall = []
            report = PropertyTesting.check(generator, configuration: check, property(ignoring: known))
            if report.casesRun > 0, runsAfterCall.count >= report.casesRun {
                finding += runsAfterCall[report.casesRun - 1] - before
            }
        }
        let runs = EngineRunCounts(finding: finding, shrinking: ledger.engineRuns - finding)
        // Failures saved by earlier runs, in the database's order: each that still fails with a
        // signature the seeded search did not find is reported after its failures, marked as from
        // the database (its runs and evidence are not counted as the seed's); each that passes is
        // dropped from the database. Byte-identical reports for one seed follow: what the seed
        // finds is saved, and replaying it finds nothing new.
        for saved in database?.tokens(engine: engine.name, lawID: law.id) ?? [] {
            guard var failure = replayedFailure(saved, law: law, context: context),
                signatures.insert(failure.signature).inserted
            else { continue }
            failure.isFromDatabase = true
            failures.append(failure)
            tracker.found(failure)
            inconclusive = nil
        }
        // The database keeps what fails now; a write it cannot make costs only the head start.
        try? database?.save(failures.map(\.replayToken).filter { !$0.isEmpty }, engine: engine.name, lawID: law.id)
        let expectations = configuration.expectations
        let uncovered = failures.filter { expectations.reason(for: law.id, signature: $0.signature) == nil }
        let status: LawResult.Status
        if let inconclusive {
            status =
                expectations.reasons[law.id].map { .expectedFailure(reason: $0) } ?? .inconclusive(reason: inconclusive)
        } else if failures.isEmpty {
            status = expectations.anyReason(for: law.id).map { .unexpectedPass(reason: $0) } ?? .passed
        } else if uncovered.isEmpty {
            status = .expectedFailure(
                reason: failures.compactMap { expectations.reason(for: law.id, signature: $0.signature) }
                    .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(separator: "; "))
        } else {
            status = .failed
        }
        return LawResult(
            lawID: law.id, strength: law.strength, status: status, cases: casesRun,
            failure: uncovered.first ?? failures.first,
            labels: labels, evidence: evidence, failures: failures, engineRuns: runs)
    }

    /// The failure a saved token still shows, or `nil` when it passes now or no longer decodes.
    private func replayedFailure(_ token: String, law: Law, context: LawContext) -> FailureReport? {
        guard let script = OneMinimality.script(replaying: token, law: law, capabilities: engine.capabilities) else {
            return nil
        }
        do {
            try law.verify(script, in: context)
            return nil
        } catch {
            return FailureReportBuilder.build(
                law: law, script: script, originalSteps: script.steps.count, error: error, token: token,
                context: context, isFlaky: false)
        }
    }

    /// What went wrong when a check ended without a counterexample, or `nil` when it passed.
    private static func problem(of outcome: CheckOutcome) -> String? {
        switch outcome {
        case .passed, .failed, .flaky: return nil
        case .gaveUp(let reason): return "the generator gave up: \(reason)"
        case .coverageInsufficient(let shortfalls):
            return "coverage too low: " + shortfalls.map { "\($0)" }.joined(separator: "; ")
        }
    }
}

/// What a law's check did with one script: held, or failed with an error of a signature.
enum LawOutcome {
    case held
    case failed(any Error, signature: String)
}
