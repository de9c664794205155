import Generators
import MediaTiming
import ReferenceEngine
import Scripts

@testable import ConformanceOracles

/// A script run twice, by the driver on the reference engine and the real host and techniques,
/// and by ``WorldModel``, with what the script heard at each top-level step on each side, spelled
/// alike (`CallbackRecord.description`; a note's words are reduced to `step #n: note`, as the
/// shared run compares them).
struct WorldModelTrace {
    /// What the real run heard, step by step.
    var observed: [[String]] = []
    /// What the model predicts, step by step; `nil` where it does not predict.
    var predicted: [[String]?] = []
    /// Why the model stopped following, when it did.
    var lostReason: String?

    init(_ script: Script) {
        let trace = ScriptDriver.run(script, on: ReferenceEngine())
        observed = trace.steps.map { $0.callbacks.map(Self.spelled) }
        let model = WorldModel(profile: .coreAnimation)
        model.prepare(script)
        for (index, step) in script.steps.enumerated() {
            let prediction = model.apply(step, index: index)
            predicted.append(prediction.events.map { $0.map { Self.spelled(ModelScriptRun.record($0)) } })
        }
        lostReason = model.lostReason
    }

    /// A record as the shared run compares it.
    static func spelled(_ record: CallbackRecord) -> String {
        if case .host(let said) = record.kind, said.hasPrefix("step #"), let colon = said.firstIndex(of: ":") {
            return "host #\(record.copy): \(said[..<colon]): note"
        }
        return record.description
    }
}
