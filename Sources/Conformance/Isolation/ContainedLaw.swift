import Foundation
import Generators
import PropertyTesting
import Scripts

/// What a child process is asked to do: run a law, or replay one case.
enum ChildRequest {
    /// Run the law with this ID.
    case law(String)
    /// Replay this suite token.
    case replay(String)
}

/// Runs a law, or replays a case, in child processes and turns how they end into a result.
///
/// Shared by `--isolate` (children are the command) and ``ChildProcessRunner`` (children are the
/// test process, under `swift test`). A child that dies by a signal, stalls for the case timeout
/// or ends without a report is a failure of that law: the case it was running is shrunk by
/// replaying candidates in further children, and the failure names the misbehaviour, the child's
/// standard error, the case and the shrunk script.
struct ContainedLaw {
    let engine: EngineFactory
    let caseTimeout: Double
    let expectations: Expectations
    let launch: (ChildRequest) -> ChildRun

    /// The most children one shrink may start, and the most of them that may hang (each costs
    /// the case timeout); past either the best script so far is reported.
    static let shrinkRuns = 60
    static let shrinkHangs = 3

    /// Runs `law` in a child.
    func run(_ law: Law) -> LawResult {
        guard Interruption.shared.signal == nil else { return interrupted(law) }
        let child = launch(.law(law.id))
        switch child.outcome {
        case .report(let report):
            guard let entry = report.laws.first(where: { $0.id == law.id }) else {
                return failure(law, message: "the child process gave a report without \(law.id)", child: child)
            }
            return LawResult(entry: entry, law: law)
        case .interrupted:
            return interrupted(law)
        case .failedToStart(let reason):
            return failure(law, message: "could not start a child process: \(reason)", child: child)
        case .misbehaved(let misbehaviour):
            guard let progress = child.progress, let token = try? SuiteToken(progress.token),
                  let tape = try? ReplayToken.decode(token.tape, context: token.context)
            else {
                // It died before its first case: nothing to shrink or replay.
                return misbehaved(law, misbehaviour, child: child, token: nil, script: nil, originalSteps: 0, cases: 0)
            }
            let generator = law.generator(for: engine.capabilities, variant: token.variant)
            let original = try? PropertyTesting.generate(generator, fromTape: tape)
            let shrunk = shrink(law, variant: token.variant, tape: tape, misbehaviour: misbehaviour)
            let script = (try? PropertyTesting.generate(generator, fromTape: shrunk)) ?? original
            let shrunkToken = SuiteToken.make(law.id, variant: token.variant, tape: shrunk)
            return misbehaved(
                law, misbehaviour, child: child, token: shrunkToken, script: script,
                originalSteps: original?.steps.count ?? 0, cases: progress.cases, firstToken: progress.token)
        }
    }

    /// Replays one case in a child.
    func replay(_ token: SuiteToken, law: Law) -> LawResult {
        let child = launch(.replay(token.text))
        switch child.outcome {
        case .report(let report):
            return report.laws.first.map { LawResult(entry: $0, law: law) }
                ?? failure(law, message: "the child process gave an empty report", child: child)
        case .misbehaved(let misbehaviour):
            let script = try? token.script(law, capabilities: engine.capabilities)
            return misbehaved(
                law, misbehaviour, child: child, token: token.text, script: script,
                originalSteps: script?.steps.count ?? 0, cases: 1)
        case .interrupted:
            return interrupted(law)
        case .failedToStart(let reason):
            return failure(law, message: "could not start a child process: \(reason)", child: child)
        }
    }

    /// Shrinks a case that made a child misbehave, replaying each candidate in a child of its own:
    /// a candidate counts when its child misbehaves the same way. Bounded by ``shrinkRuns`` and
    /// ``shrinkHangs``; stops at once when the run is interrupted.
    func shrink(_ law: Law, variant: String, tape: [UInt64], misbehaviour: Misbehaviour) -> [UInt64] {
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
            let child = launch(.replay(SuiteToken.make(law.id, variant: variant, tape: run.tape)))
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
        var message = misbehaviour.sentence(timeout: caseTimeout)
        if cases > 0 { message += " in case \(cases)" }
        if let firstToken { message += " (\(firstToken))" }
        let report = FailureReport(
            message: message + Self.standardErrorSuffix(child.standardError), step: nil,
            swiftSource: script?.swiftSource(engine: engine.name == "reference" ? "ReferenceEngine()" : "YourEngine()") ?? "",
            stepTable: "(none: the engine did not finish the script)", timeline: "", svg: "",
            replayToken: token ?? "", shrunkSteps: script?.steps.count ?? 0, originalSteps: originalSteps,
            signature: misbehaviour.signature)
        return LawResult(
            lawID: law.id, strength: law.strength, status: status(law, signature: misbehaviour.signature), cases: cases,
            failure: report)
    }

    private func failure(_ law: Law, message: String, child: ChildRun) -> LawResult {
        let report = FailureReport(
            message: message + Self.standardErrorSuffix(child.standardError), step: nil, swiftSource: "", stepTable: "",
            timeline: "", svg: "", replayToken: "", shrunkSteps: 0, originalSteps: 0)
        return LawResult(
            lawID: law.id, strength: law.strength, status: status(law, signature: ""), cases: child.progress?.cases ?? 0,
            failure: report)
    }

    /// The result of a law the run did not finish because SIGINT or SIGTERM stopped it.
    func interrupted(_ law: Law) -> LawResult {
        let signal = Interruption.shared.signal ?? SIGINT
        let report = FailureReport(
            message: "not finished: the run was interrupted (signal \(signal))", step: nil, swiftSource: "", stepTable: "",
            timeline: "", svg: "", replayToken: "", shrunkSteps: 0, originalSteps: 0)
        return LawResult(lawID: law.id, strength: law.strength, status: .failed, cases: 0, failure: report)
    }

    /// Expected when the expectations list the law, or a signature the misbehaviour's contains.
    private func status(_ law: Law, signature: String) -> LawResult.Status {
        expectations.reason(for: law.id, signature: signature).map { .expectedFailure(reason: $0) } ?? .failed
    }

    private static func standardErrorSuffix(_ lines: [String]) -> String {
        lines.isEmpty ? "" : "\n  the child's standard error:\n" + lines.map { "    | " + $0 }.joined(separator: "\n")
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
