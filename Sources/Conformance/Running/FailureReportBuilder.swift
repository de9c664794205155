import Generators
import Scripts

/// Turns a shrunk failing script into a ``FailureReport``: source, step table, timeline, token.
enum FailureReportBuilder {
    /// Builds the report of `script` failing `law` with `error`.
    ///
    /// When the violation carries no traces, the script is run again on the engine under test and
    /// on the reference engine so that the step table still shows expected against observed.
    static func build(
        law: Law, script: Script, originalSteps: Int, error: any Error, token: String,
        context: LawContext, isFlaky: Bool
    ) -> FailureReport {
        var violation = error as? LawViolation
        // A failure names only steps the printed script has: a step index from a longer script
        // (one the law derived, or one before step deletion) would point at nothing.
        if let step = violation?.step, !script.steps.indices.contains(step) {
            violation?.step = nil
            violation?.message += " (at step \(step) of a script derived from the one printed)"
        }
        let observed = violation?.observed ?? context.engine.run(script)
        let expected = violation?.expected ?? context.runReference(script)
        let difference = observed.firstDifference(from: expected, tolerance: context.tolerance)
        let badStep = violation?.step ?? difference?.step ?? max(0, script.steps.count - 1)
        let timeline = FailureTimeline(
            expected: expected, observed: observed, field: difference?.field ?? "", badStep: badStep,
            tolerance: context.tolerance)
        let message = violation?.description ?? "\(error)"
        return FailureReport(
            message: message, step: violation?.step,
            swiftSource: script.swiftSource(
                engine: "\(context.engine.name == "reference" ? "ReferenceEngine()" : "YourEngine()")"),
            stepTable:
                "a cell that differs reads \(violation?.observedLabel ?? "observed") ≠ \(violation?.expectedLabel ?? "expected")\n"
                + observed.table(script: script, expected: expected, tolerance: context.tolerance),
            timeline: timeline?.ascii() ?? "", svg: timeline?.svg() ?? "",
            replayToken: token, shrunkSteps: script.steps.count, originalSteps: originalSteps, isFlaky: isFlaky,
            signature: FailureSignature.of(error, script: script))
    }
}
