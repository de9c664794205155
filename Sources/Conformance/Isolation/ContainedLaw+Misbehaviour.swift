import Foundation
import Generators
import PropertyTesting
import Scripts

extension ContainedLaw {
    /// `base` (what the law's children counted and found) with one failure for each way the
    /// engine misbehaved in `incidents`, first.
    ///
    /// The cases and evidence are the base's: the cases that ended a child are skipped and give
    /// none. The status follows from every failure, as the runner's does: failed when one is not
    /// covered by the expectations, expected when all are.
    func merged(_ base: LawResult, incidents: [Incident], law: Law) -> LawResult {
        guard !incidents.isEmpty else { return base }
        var failures: [FailureReport] = []
        var signatures: Set<String> = []
        for incident in incidents where signatures.insert(incident.misbehaviour.signature).inserted {
            let occurrences = incidents.filter { $0.misbehaviour.signature == incident.misbehaviour.signature }.count
            failures.append(report(incident, law: law, occurrences: occurrences))
        }
        failures += base.failures
        let uncovered = failures.filter { expectations.reason(for: law.id, signature: $0.signature) == nil }
        let status: LawResult.Status
        if uncovered.isEmpty {
            let reasons = failures.compactMap { expectations.reason(for: law.id, signature: $0.signature) }
            status = .expectedFailure(
                reason: reasons.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(
                    separator: "; "))
        } else {
            status = .failed
        }
        var result = LawResult(
            lawID: law.id, strength: law.strength, status: status, cases: base.cases,
            failure: uncovered.first ?? failures.first,
            labels: base.labels, evidence: base.evidence, failures: failures, engineRuns: base.engineRuns)
        result.nondeterminismSeen = base.nondeterminismSeen
        return result
    }

    /// The failure of one way of misbehaving: its first case shrunk in children, then replayed
    /// with the backtracer on for the message and location (not for a hang, which would cost the
    /// case timeout once more). A trap's drawn case is replayed so too, to tell whose code it was
    /// in (``reported(drawn:shrunk:)``).
    private func report(_ incident: Incident, law: Law, occurrences: Int) -> FailureReport {
        let child = incident.child
        let misbehaviour = incident.misbehaviour
        guard let progress = child.progress, let token = try? SuiteToken(progress.token),
            let tape = try? ReplayToken.decode(token.tape, context: token.context)
        else {
            // It died before its first case: nothing to shrink or replay.
            return misbehaviourReport(
                misbehaviour, child: child, token: nil, script: nil, originalSteps: 0,
                diagnosis: Diagnosis(child), caseNumber: 0, firstToken: nil, occurrences: occurrences)
        }
        let generator = law.generator(for: engine.capabilities, variant: token.variant)
        let original = try? PropertyTesting.generate(generator, fromTape: tape)
        let shrunk = shrink(law, variant: token.variant, tape: tape, misbehaviour: misbehaviour)
        let script =
            (try? PropertyTesting.generate(generator, fromTape: shrunk.tape)).flatMap {
                StepDeletion.apply(shrunk.deleted, to: $0)
            } ?? original
        let shrunkToken = SuiteToken.make(law.id, variant: token.variant, tape: shrunk.tape, deleted: shrunk.deleted)
        let shrunkCase = DiagnosedCase(
            token: shrunkToken, script: script, diagnosis: diagnosed(shrunkToken, misbehaviour, otherwise: child))
        var drawnCase: DiagnosedCase?
        if case .trapped = misbehaviour, shrunkToken != progress.token {
            drawnCase = DiagnosedCase(
                token: progress.token, script: original.flatMap { StepDeletion.apply(token.deleted, to: $0) },
                diagnosis: diagnosed(progress.token, misbehaviour, otherwise: child))
        }
        let (shown, unshrunk) = Self.reported(drawn: drawnCase, shrunk: shrunkCase)
        return misbehaviourReport(
            misbehaviour, child: child, token: shown.token, script: shown.script,
            originalSteps: original?.steps.count ?? 0, diagnosis: shown.diagnosis, caseNumber: progress.caseNumber,
            firstToken: progress.token, occurrences: occurrences, whileShrinking: progress.isShrinking,
            note: unshrunk ? Self.unshrunkNote(shrunkOwner: shrunkCase.diagnosis.owner) : "")
    }

    /// What a report says of a misbehaving case: the child's standard error, trimmed, and whose
    /// code it trapped in.
    struct Diagnosis {
        var standardError: [String]
        var owner: CrashOwner

        init(_ child: ChildRun) {
            standardError = child.standardError
            owner = child.crashOwner
        }

        init(standardError: [String], owner: CrashOwner) {
            self.standardError = standardError
            self.owner = owner
        }
    }

    /// The diagnosis of `token`'s case replayed with the backtracer on, when it misbehaves the
    /// same way again; `otherwise`'s when it does not, or for a hang (which would cost the case
    /// timeout once more).
    func diagnosed(_ token: String, _ misbehaviour: Misbehaviour, otherwise: ChildRun) -> Diagnosis {
        guard misbehaviour != .hung, Interruption.shared.signal == nil else { return Diagnosis(otherwise) }
        let diagnosis = launch(.replay(token, diagnose: true))
        guard case .misbehaved(let again) = diagnosis.outcome, again == misbehaviour, !diagnosis.standardError.isEmpty
        else {
            return Diagnosis(otherwise)
        }
        return Diagnosis(diagnosis)
    }

    /// The failure report of a misbehaviour in case `caseNumber` (0: before the first case).
    ///
    /// A trap is told by whose code it was in (``CrashOwner``): the engine's, the suite's own (a
    /// bug to report, not the engine's), or, with no frames to tell by, neither for certain.
    func misbehaviourReport(
        _ misbehaviour: Misbehaviour, child: ChildRun, token: String?, script: Script?, originalSteps: Int,
        diagnosis: Diagnosis, caseNumber: Int, firstToken: String?, occurrences: Int, whileShrinking: Bool = false,
        note: String = ""
    ) -> FailureReport {
        let owner: CrashOwner? = if case .trapped = misbehaviour { diagnosis.owner } else { nil }
        var message = misbehaviour.sentence(timeout: caseTimeout, owner: owner ?? .engine)
        if caseNumber > 0 { message += " in case \(caseNumber)" + (whileShrinking ? " while shrinking a failure" : "") }
        if let firstToken { message += " (\(firstToken))" }
        if occurrences > 1 {
            message += "; \(occurrences) cases did so, each skipped so that the law could go on"
        }
        message += note
        switch owner {
        case .suite?: message += Self.suiteCrashAdvice
        case .unknown?: message += Self.unknownOwnerNote
        case .engine?, nil: break
        }
        let standardError = diagnosis.standardError
        return FailureReport(
            message: message + Self.standardErrorSuffix(standardError), step: nil,
            swiftSource: script?.swiftSource(engine: engine.name == "reference" ? "ReferenceEngine()" : "YourEngine()")
                ?? "",
            stepTable: owner == .suite
                ? "(none: the suite crashed before the script finished)"
                : "(none: the engine did not finish the script)",
            timeline: "", svg: "",
            replayToken: token ?? "", shrunkSteps: script?.steps.count ?? 0, originalSteps: originalSteps,
            signature: misbehaviour.signature(owner: owner ?? .engine))
    }

    /// What a report adds when the suite's own code trapped: whose bug it is and how to report it.
    static let suiteCrashAdvice =
        ": a bug in the suite, not in your engine. Please report it to the conformance suite's maintainers "
        + "with this failure's replay line and the frames below; the law's verdict on your engine is unknown"

    /// What a report adds when no frame tells whose code trapped.
    static let unknownOwnerNote =
        "; whose code trapped, the engine's or the suite's, could not be told: the crash gave no frame with a "
        + "source location (no backtrace here, or code built without debug information). Under `swift test` "
        + "the children of exit tests have the backtracer off: run `SWIFT_BACKTRACE=enable=yes,interactive=no "
        + "swift test` to have it told (on macOS adding `,swift-backtrace=` and the toolchain's helper's path)"
}
