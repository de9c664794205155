import Foundation
import Generators
import PropertyTesting
import Scripts

/// What a child process is asked to do: run a law, or replay one case.
enum ChildRequest: Equatable {
    /// Run the law with this ID, skipping the cases (by token) that killed earlier children.
    case law(String, avoiding: [String])
    /// Replay this suite token; with `diagnose`, with the runtime's backtracer on, so that a crash
    /// gives its message and location (``CrashSummary``).
    case replay(String, diagnose: Bool)
}

/// Runs a law, or replays a case, in child processes and turns how they end into a result.
///
/// Shared by the command's containment (children are the command) and ``ChildProcessRunner``
/// and ``ExitTestContainment`` (children are the test process, under `swift test`). A child that
/// dies by a signal, stalls for the case timeout or ends without a report costs its case, not its
/// law: the law goes on in a fresh child that skips that case (at most ``maxRestarts`` times),
/// and its result keeps the cases, evidence and failures of the children before. Each way the
/// engine misbehaved is one failure of the law: its first case shrunk by replaying candidates in
/// further children (to a script no step of which can be deleted, budget allowing), then replayed
/// once more with the backtracer on for the message, the location and whose code it was.
struct ContainedLaw {
    let engine: EngineFactory
    let caseTimeout: Double
    let expectations: Expectations
    /// The most children one shrink may start: the budget of any other failure's shrink
    /// (``SuiteConfiguration/maxShrinkEvaluations``); past it the best script so far is reported.
    var shrinkBudget = SuiteConfiguration().maxShrinkEvaluations
    let launch: (ChildRequest) -> ChildRun

    /// The most children of one shrink that may hang (each costs the case timeout); past it the
    /// best script so far is reported.
    static let shrinkHangs = 3
    /// The most times a law goes on in a fresh child after a case ended the last one; past it
    /// (or at the second hang) the law reports what the last child had.
    static let maxRestarts = 8

    /// One case that ended a child: how, where the law stood, and what the child said.
    struct Incident {
        var misbehaviour: Misbehaviour
        var child: ChildRun
    }

    /// Runs `law` in children until one finishes it or the restarts run out.
    func run(_ law: Law) -> LawResult {
        guard Interruption.shared.signal == nil else { return interrupted(law) }
        var avoided: [String] = []
        var incidents: [Incident] = []
        while true {
            let child = launch(.law(law.id, avoiding: avoided))
            switch child.outcome {
            case .report(let report):
                guard let entry = report.laws.first(where: { $0.id == law.id }) else {
                    return failure(law, message: "the child process gave a report without \(law.id)", child: child)
                }
                return merged(LawResult(entry: entry, law: law), incidents: incidents, law: law)
            case .interrupted:
                return interrupted(law)
            case .failedToStart(let reason):
                return failure(law, message: "could not start a child process: \(reason)", child: child)
            case .misbehaved(let misbehaviour):
                incidents.append(Incident(misbehaviour: misbehaviour, child: child))
                let hangs = incidents.filter { $0.misbehaviour == .hung }.count
                guard let token = child.progress?.token, !avoided.contains(token), avoided.count < Self.maxRestarts,
                    hangs < 2, Interruption.shared.signal == nil
                else {
                    // What the last child had counted before the case that ended it.
                    let partial = LawResult(
                        lawID: law.id, strength: law.strength, status: .passed,
                        cases: child.progress?.completedCases ?? 0,
                        failure: nil, evidence: child.progress?.evidence ?? EvidenceCounts(), failures: child.failures)
                    return merged(partial, incidents: incidents, law: law)
                }
                avoided.append(token)
            }
        }
    }

    /// Replays one case in a child; a case that trapped or exited is replayed once more with the
    /// backtracer on, for the engine's message and location.
    func replay(_ token: SuiteToken, law: Law) -> LawResult {
        let child = launch(.replay(token.text, diagnose: false))
        switch child.outcome {
        case .report(let report):
            return report.laws.first.map { LawResult(entry: $0, law: law) }
                ?? failure(law, message: "the child process gave an empty report", child: child)
        case .misbehaved(let misbehaviour):
            let script = try? token.script(law, capabilities: engine.capabilities)
            let report = misbehaviourReport(
                misbehaviour, child: child, token: token.text, script: script, originalSteps: script?.steps.count ?? 0,
                diagnosis: diagnosed(token.text, misbehaviour, otherwise: child), caseNumber: 1, firstToken: nil,
                occurrences: 1)
            return LawResult(
                lawID: law.id, strength: law.strength, status: status(law, signature: report.signature), cases: 1,
                failure: report)
        case .interrupted:
            return interrupted(law)
        case .failedToStart(let reason):
            return failure(law, message: "could not start a child process: \(reason)", child: child)
        }
    }

    func failure(_ law: Law, message: String, child: ChildRun) -> LawResult {
        let report = FailureReport(
            message: message + Self.standardErrorSuffix(child.standardError), step: nil, swiftSource: "", stepTable: "",
            timeline: "", svg: "", replayToken: "", shrunkSteps: 0, originalSteps: 0)
        return LawResult(
            lawID: law.id, strength: law.strength, status: status(law, signature: ""),
            cases: child.progress?.completedCases ?? 0,
            failure: report)
    }

    /// The result of a law the run did not finish because SIGINT or SIGTERM stopped it.
    func interrupted(_ law: Law) -> LawResult {
        Self.notRun(law)
    }

    /// A law the run did not finish because SIGINT or SIGTERM stopped it: not run, not failed.
    static func notRun(_ law: Law) -> LawResult {
        let signal = Interruption.shared.signal ?? SIGINT
        return LawResult(
            lawID: law.id, strength: law.strength,
            status: .notRun(reason: "the run was interrupted (signal \(signal)) before this law finished"), cases: 0,
            failure: nil)
    }

    /// Expected when the expectations list the law, or a signature the misbehaviour's contains.
    func status(_ law: Law, signature: String) -> LawResult.Status {
        expectations.reason(for: law.id, signature: signature).map { .expectedFailure(reason: $0) } ?? .failed
    }

    static func standardErrorSuffix(_ lines: [String]) -> String {
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
        case "not run": status = .notRun(reason: entry.reason ?? "")
        case let word where word.hasPrefix("INCONCLUSIVE"): status = .inconclusive(reason: entry.reason ?? "")
        default: status = .failed
        }
        func report(_ failure: JSONReport.Failure) -> FailureReport {
            var report = FailureReport(
                message: failure.message, step: failure.step, swiftSource: failure.swiftSource,
                stepTable: failure.stepTable,
                timeline: failure.timeline, svg: failure.svg, replayToken: failure.replayToken,
                shrunkSteps: failure.shrunkSteps,
                originalSteps: failure.originalSteps, isFlaky: failure.flaky, signature: failure.signature ?? "")
            report.isFromDatabase = failure.fromDatabase ?? false
            return report
        }
        self.init(
            lawID: law.id, strength: law.strength, status: status, cases: entry.cases,
            failure: entry.failure.map(report),
            evidence: entry.evidence ?? EvidenceCounts(), failures: entry.failures?.map(report),
            engineRuns: entry.engineRuns ?? EngineRunCounts())
        nondeterminismSeen = entry.nondeterministic ?? false
        seconds = entry.seconds
    }
}
