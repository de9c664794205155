import ConformanceOracles
import Generators
import MediaTiming
import Scripts

/// The one run every law is also judged on: a grammar case run on the engine beside the world
/// model, compared after every top-level step.
///
/// The comparison covers all the model predicts (``WorldPrediction``): what the script heard
/// in order, whether the step was a no-op, each view's keys, local time and presentation values,
/// and each stored copy a `readLayer` step read, field by field.
/// The first difference in step order is the run's divergence: from there on the engine and the
/// model no longer share a state, so what follows proves nothing more. ``attribution`` names the
/// law whose statement the divergence breaks; that law fails the case, every other law holds it.
///
/// What the engine does not declare is not compared (delegate callbacks without
/// ``EngineCapabilities/delegates``), and numbers are compared within the law context's
/// tolerance (``PrecisionProbe``), so a permitted variant meets the model where it meets a law.
enum SharedRun {
    /// Where the engine and the model first parted: the step, what differed, and the law it breaks.
    struct Divergence: Error {
        var step: Int
        var lawID: String
        var message: String
        var signature: String
        /// What of the step's observation differs.
        var aspect: Aspect
    }

    /// Runs `script` on the engine and the model and returns the first divergence, if any,
    /// counting what it compared as evidence.
    ///
    /// During a law's search the outcome comes from the suite run's ``SharedRunMemo`` when
    /// another law already ran the same grammar case; never while a failure shrinks.
    static func divergence(_ script: Script, _ context: LawContext) throws -> (trace: Trace, divergence: Divergence?) {
        func run() throws -> (trace: Trace, divergence: Divergence?) {
            let outcome = try compare(script, context)
            return (outcome.trace, outcome.divergence)
        }
        guard let memo = context.sharedRunMemo, context.traces?.isEnabled != true else { return try run() }
        return try memo.outcome(of: script, in: context, compute: run)
    }

    /// What comparing one run with the model found.
    struct Outcome {
        var trace: Trace
        var divergence: Divergence?
        /// The steps compared before the divergence, the end, or the model losing track.
        var stepsCompared: Int
        /// Why the model stopped predicting, when it did.
        var lostReason: String?
    }

    /// Runs `script` on the engine and the model and compares them step by step.
    static func compare(_ script: Script, _ context: LawContext) throws -> Outcome {
        let trace = try context.runKeepingRefusals(script)
        let model = WorldModel(
            profile: context.profile, hearsDelegates: context.engine.capabilities.contains(.delegates),
            nestsTransactions: context.engine.capabilities.contains(.nestedTransactions),
            capabilities: context.engine.capabilities)
        model.prepare(script)
        let comparison = Comparison(script: script, trace: trace, context: context)
        var attribution = Attribution(script: script)
        for (index, step) in script.steps.enumerated() where index < trace.steps.count {
            let prediction = model.apply(step, index: index)
            if model.lostReason != nil {
                return Outcome(trace: trace, stepsCompared: index, lostReason: model.lostReason)
            }
            if let difference = comparison.difference(at: index, prediction) {
                let lawID = attribution.law(for: difference, at: index)
                let divergence = Divergence(
                    step: index, lawID: lawID, message: difference.message,
                    signature: "\(lawID): shared run: \(difference.aspect.rawValue)", aspect: difference.aspect)
                return Outcome(trace: trace, divergence: divergence, stepsCompared: index + 1)
            }
            attribution.note(step, index: index)
        }
        return Outcome(trace: trace, stepsCompared: script.steps.count)
    }

    /// The check a law runs on a grammar case: it fails when the run's divergence is its own.
    static func invariant(of lawID: String) -> @Sendable (Script, LawContext) throws -> Void {
        { script, context in
            let (trace, divergence) = try divergence(script, context)
            guard let divergence, divergence.lawID == lawID else { return }
            throw LawViolation(
                "\(divergence.message) (the one model of the engine, the host and the techniques predicts otherwise)",
                step: divergence.step, observed: trace, signature: divergence.signature)
        }
    }
}
