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
    /// case timeout once more).
    private func report(_ incident: Incident, law: Law, occurrences: Int) -> FailureReport {
        let child = incident.child
        let misbehaviour = incident.misbehaviour
        guard let progress = child.progress, let token = try? SuiteToken(progress.token),
            let tape = try? ReplayToken.decode(token.tape, context: token.context)
        else {
            // It died before its first case: nothing to shrink or replay.
            return misbehaviourReport(
                misbehaviour, child: child, token: nil, script: nil, originalSteps: 0,
                standardError: child.standardError,
                caseNumber: 0, firstToken: nil, occurrences: occurrences)
        }
        let generator = law.generator(for: engine.capabilities, variant: token.variant)
        let original = try? PropertyTesting.generate(generator, fromTape: tape)
        let shrunk = shrink(law, variant: token.variant, tape: tape, misbehaviour: misbehaviour)
        let script = (try? PropertyTesting.generate(generator, fromTape: shrunk)) ?? original
        let shrunkToken = SuiteToken.make(law.id, variant: token.variant, tape: shrunk)
        let standardError = diagnosed(shrunkToken, misbehaviour, otherwise: child.standardError)
        return misbehaviourReport(
            misbehaviour, child: child, token: shrunkToken, script: script, originalSteps: original?.steps.count ?? 0,
            standardError: standardError, caseNumber: progress.caseNumber, firstToken: progress.token,
            occurrences: occurrences, whileShrinking: progress.isShrinking)
    }

    /// The standard error of `token`'s case replayed with the backtracer on, when it misbehaves
    /// the same way again; `otherwise` when it does not, or for a hang (which would cost the
    /// case timeout once more).
    func diagnosed(_ token: String, _ misbehaviour: Misbehaviour, otherwise: [String]) -> [String] {
        guard misbehaviour != .hung, Interruption.shared.signal == nil else { return otherwise }
        let diagnosis = launch(.replay(token, diagnose: true))
        guard case .misbehaved(let again) = diagnosis.outcome, again == misbehaviour, !diagnosis.standardError.isEmpty
        else {
            return otherwise
        }
        return diagnosis.standardError
    }

    /// The failure report of a misbehaviour in case `caseNumber` (0: before the first case).
    func misbehaviourReport(
        _ misbehaviour: Misbehaviour, child: ChildRun, token: String?, script: Script?, originalSteps: Int,
        standardError: [String], caseNumber: Int, firstToken: String?, occurrences: Int, whileShrinking: Bool = false
    ) -> FailureReport {
        var message = misbehaviour.sentence(timeout: caseTimeout)
        if caseNumber > 0 { message += " in case \(caseNumber)" + (whileShrinking ? " while shrinking a failure" : "") }
        if let firstToken { message += " (\(firstToken))" }
        if occurrences > 1 {
            message += "; \(occurrences) cases did so, each skipped so that the law could go on"
        }
        return FailureReport(
            message: message + Self.standardErrorSuffix(standardError), step: nil,
            swiftSource: script?.swiftSource(engine: engine.name == "reference" ? "ReferenceEngine()" : "YourEngine()")
                ?? "",
            stepTable: "(none: the engine did not finish the script)", timeline: "", svg: "",
            replayToken: token ?? "", shrunkSteps: script?.steps.count ?? 0, originalSteps: originalSteps,
            signature: misbehaviour.signature)
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
            let child = launch(.replay(SuiteToken.make(law.id, variant: variant, tape: run.tape), diagnose: false))
            guard case .misbehaved(let kind) = child.outcome else { return nil }
            if kind == .hung { hangs += 1 }
            return kind == misbehaviour ? ShrinkCandidate(tape: run.tape, bounds: run.bounds, spans: run.spans) : nil
        }
        return shrinker.shrink().best.tape
    }
}
