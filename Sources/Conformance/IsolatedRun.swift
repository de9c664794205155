import Foundation
import Generators
import PropertyTesting

/// Runs each law in a child process of the command, so an engine that traps, hangs or exits costs
/// one law, not the run.
///
/// The child is the same executable, asked for one law in JSON on a report file of its own (see
/// ``ChildLauncher``). A child that dies by a signal, stalls for the case timeout or ends without
/// a report is a failure of that law: the case it was running is shrunk by replaying candidates
/// in further children (``IsolatedRun/shrink(_:variant:tape:misbehaviour:launcher:)``), and the
/// report names the misbehaviour, the child's standard error, the case and the shrunk script.
struct IsolatedRun {
    let options: CommandLineOptions
    let engine: EngineFactory
    let executable: URL
    let expectations: Expectations

    /// The most children one shrink may start, and the most of them that may hang (each costs
    /// the case timeout); past either the best script so far is reported.
    static let shrinkRuns = 60
    static let shrinkHangs = 3

    /// Runs every law of `laws` in its own child, `options.jobs` at a time; the signal is set when
    /// SIGINT or SIGTERM stopped the run, and the laws that did not finish say so.
    func run(_ laws: [Law]) throws(SuiteRunner.RunError) -> (report: SuiteReport, interruptedBy: Int32?) {
        let launcher = try ChildLauncher(executable: executable, caseTimeout: options.caseTimeout)
        defer { launcher.removeFiles() }
        return Interruption.shared.watching {
            let results = SuiteRunner.parallelMap(laws, width: options.jobs) { law in runLaw(law, launcher: launcher) }
            let report = SuiteReport(engineName: engine.name, seed: options.seed, cases: options.cases, results: results, laws: laws)
            return (report, Interruption.shared.signal)
        }
    }

    /// Replays one token in a child.
    func replay(_ token: SuiteToken, law: Law) throws(SuiteRunner.RunError) -> (report: SuiteReport, interruptedBy: Int32?) {
        let launcher = try ChildLauncher(executable: executable, caseTimeout: options.caseTimeout)
        defer { launcher.removeFiles() }
        return Interruption.shared.watching {
            let child = launcher.run(replayArguments(token.text))
            let result: LawResult
            switch child.outcome {
            case .report(let report):
                result = report.laws.first.map { LawResult(entry: $0, law: law) }
                    ?? failure(law, message: "the child process gave an empty report", child: child, token: token.text)
            case .misbehaved(let misbehaviour):
                let script = try? PropertyTesting.replay(
                    law.generator(for: engine.capabilities, variant: token.variant), token: token.tape)
                result = misbehaved(
                    law, misbehaviour, child: child, token: token.text, script: script, originalSteps: script?.steps.count ?? 0,
                    cases: 1)
            case .interrupted:
                result = interrupted(law)
            case .failedToStart(let reason):
                result = failure(law, message: "could not start a child process: \(reason)", child: child, token: token.text)
            }
            let report = SuiteReport(engineName: engine.name, seed: options.seed, cases: 1, results: [result], laws: [law])
            return (report, Interruption.shared.signal)
        }
    }

    private func commonArguments() -> [String] {
        ["--engine", engine.name, "--seed", String(options.seed), "--tolerance", String(options.tolerance),
         "--format", "json", "--jobs", "1"]
    }

    private func replayArguments(_ token: String) -> [String] {
        commonArguments() + ["--replay", token]
    }

    private func runLaw(_ law: Law, launcher: ChildLauncher) -> LawResult {
        guard Interruption.shared.signal == nil else { return interrupted(law) }
        var arguments = commonArguments() + ["--laws", law.id, "--cases", String(options.cases)]
        if let file = options.expectationsFile { arguments += ["--expectations", file] }
        arguments += ["--database", options.database ?? "none"]
        let child = launcher.run(arguments)
        switch child.outcome {
        case .report(let report):
            guard let entry = report.laws.first(where: { $0.id == law.id }) else {
                return failure(law, message: "the child process gave a report without \(law.id)", child: child, token: nil)
            }
            return LawResult(entry: entry, law: law)
        case .interrupted:
            return interrupted(law)
        case .failedToStart(let reason):
            return failure(law, message: "could not start a child process: \(reason)", child: child, token: nil)
        case .misbehaved(let misbehaviour):
            guard let progress = child.progress, let token = try? SuiteToken(progress.token),
                  let tape = try? ReplayToken.decode(token.tape)
            else {
                // It died before its first case: nothing to shrink or replay.
                return misbehaved(law, misbehaviour, child: child, token: nil, script: nil, originalSteps: 0, cases: 0)
            }
            let generator = law.generator(for: engine.capabilities, variant: token.variant)
            let original = try? PropertyTesting.generate(generator, fromTape: tape)
            let shrunk = shrink(law, variant: token.variant, tape: tape, misbehaviour: misbehaviour, launcher: launcher)
            let script = (try? PropertyTesting.generate(generator, fromTape: shrunk)) ?? original
            let shrunkToken = SuiteToken.make(law.id, variant: token.variant, tape: ReplayToken.encode(shrunk))
            return misbehaved(
                law, misbehaviour, child: child, token: shrunkToken, script: script,
                originalSteps: original?.steps.count ?? 0, cases: progress.cases, firstToken: progress.token)
        }
    }

    /// Shrinks a case that made a child misbehave, replaying each candidate in a child of its own:
    /// a candidate counts when its child misbehaves the same way. Bounded by ``shrinkRuns`` and
    /// ``shrinkHangs``; stops at once when the run is interrupted.
    func shrink(_ law: Law, variant: String, tape: [UInt64], misbehaviour: Misbehaviour, launcher: ChildLauncher) -> [UInt64] {
        let generator = law.generator(for: engine.capabilities, variant: variant)
        let first = PropertyTesting.run(generator, onTape: tape) { _ in true }
        guard first.value != nil else { return tape }
        var hangs = 0
        let shrinker = Shrinker(
            initial: ShrinkCandidate(tape: first.tape, bounds: first.bounds, spans: first.spans),
            maxEvaluations: Self.shrinkRuns,
            shouldStop: { hangs >= Self.shrinkHangs || Interruption.shared.signal != nil }
        ) { candidate in
            let run = PropertyTesting.run(generator, onTape: candidate) { _ in true }
            guard run.value != nil else { return nil }
            let token = SuiteToken.make(law.id, variant: variant, tape: ReplayToken.encode(run.tape))
            let child = launcher.run(replayArguments(token))
            guard case .misbehaved(let kind) = child.outcome else { return nil }
            if kind == .hung { hangs += 1 }
            return kind == misbehaviour ? ShrinkCandidate(tape: run.tape, bounds: run.bounds, spans: run.spans) : nil
        }
        return shrinker.shrink().best.tape
    }

    private func misbehaved(
        _ law: Law, _ misbehaviour: Misbehaviour, child: ChildRun, token: String?, script: Script?, originalSteps: Int,
        cases: Int, firstToken: String? = nil
    ) -> LawResult {
        var message = misbehaviour.sentence(timeout: options.caseTimeout)
        if cases > 0 { message += " in case \(cases)" }
        if let firstToken { message += " (\(firstToken))" }
        let report = FailureReport(
            message: message + Self.standardErrorSuffix(child.standardError), step: nil,
            swiftSource: script?.swiftSource(engine: engine.name == "reference" ? "ReferenceEngine()" : "YourEngine()") ?? "",
            stepTable: "(none: the engine did not finish the script)", timeline: "", svg: "",
            replayToken: token ?? "", shrunkSteps: script?.steps.count ?? 0, originalSteps: originalSteps)
        return LawResult(lawID: law.id, strength: law.strength, status: status(law), cases: cases, failure: report)
    }

    private func failure(_ law: Law, message: String, child: ChildRun, token: String?) -> LawResult {
        let report = FailureReport(
            message: message + Self.standardErrorSuffix(child.standardError), step: nil, swiftSource: "", stepTable: "",
            timeline: "", svg: "", replayToken: token ?? "", shrunkSteps: 0, originalSteps: 0)
        return LawResult(lawID: law.id, strength: law.strength, status: status(law), cases: child.progress?.cases ?? 0, failure: report)
    }

    private func interrupted(_ law: Law) -> LawResult {
        let signal = Interruption.shared.signal ?? SIGINT
        let report = FailureReport(
            message: "not finished: the run was interrupted (signal \(signal))", step: nil, swiftSource: "", stepTable: "",
            timeline: "", svg: "", replayToken: "", shrunkSteps: 0, originalSteps: 0)
        return LawResult(lawID: law.id, strength: law.strength, status: .failed, cases: 0, failure: report)
    }

    private func status(_ law: Law) -> LawResult.Status {
        expectations.reasons[law.id].map { .expectedFailure(reason: $0) } ?? .failed
    }

    private static func standardErrorSuffix(_ lines: [String]) -> String {
        lines.isEmpty ? "" : "\n  the child's standard error:\n" + lines.map { "    | " + $0 }.joined(separator: "\n")
    }
}

extension SuiteToken {
    /// The printed token of a law, variant and tape token.
    static func make(_ lawID: String, variant: String, tape: String) -> String {
        "\(lawID)\(variant == "correct" ? "" : "/" + variant)@\(tape)"
    }
}

extension LawResult {
    /// Rebuilds a result from a child's JSON entry.
    init(entry: JSONReport.LawEntry, law: Law) {
        let status: Status
        switch entry.status {
        case "pass": status = .passed
        case "skip": status = .skipped(reason: entry.reason ?? "")
        case "xfail": status = .expectedFailure(reason: entry.reason ?? "")
        case "XPASS": status = .unexpectedPass(reason: entry.reason ?? "")
        case let word where word.hasPrefix("INCONCLUSIVE"): status = .inconclusive(reason: entry.reason ?? "")
        default: status = .failed
        }
        func report(_ failure: JSONReport.Failure) -> FailureReport {
            FailureReport(
                message: failure.message, step: failure.step, swiftSource: failure.swiftSource, stepTable: failure.stepTable,
                timeline: failure.timeline, svg: failure.svg, replayToken: failure.replayToken, shrunkSteps: failure.shrunkSteps,
                originalSteps: failure.originalSteps, isFlaky: failure.flaky, signature: failure.signature ?? "")
        }
        self.init(
            lawID: law.id, strength: law.strength, status: status, cases: entry.cases, failure: entry.failure.map(report),
            evidence: entry.evidence ?? EvidenceCounts(), failures: entry.failures?.map(report))
    }
}
