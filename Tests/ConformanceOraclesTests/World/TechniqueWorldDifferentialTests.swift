import AnimationTechniques
import ConformanceOracles
import Generators
import MediaTiming
import PropertyTesting
import ReferenceEngine
import Scripts
import Testing

/// The techniques' world model against the techniques themselves: the same script runs through
/// the driver (real techniques) and through ``ModelScriptRun`` (the model in their place, on a
/// second reference engine under the real host), and every observation of every step must agree:
/// notes, callbacks and answers in order, keys, local times and presentation values.
@Suite struct TechniqueWorldDifferentialTests {
    /// Technique-heavy scripts of the `techniques` preset, correct variants only.
    @Test func theModelAgreesWithTheTechniquesOnPresetScripts() throws {
        var options = ScriptOptions.techniques
        options.techniqueVariants = ["correct", "scrub.deferredOffset"]
        var disagreements: [String] = []
        var evidence = Evidence()
        for seed in 0..<UInt64(400) {
            let script = Self.mirrorable(try generate(ScriptGenerators.script(options), seed: seed))
            if let found = Self.firstDisagreement(script, &evidence) {
                disagreements.append("preset seed \(seed): \(found)")
            }
        }
        #expect(evidence.techniqueSteps >= 600 && evidence.heard >= 600, "too little compared: \(evidence)")
        #expect(disagreements.isEmpty, "\(disagreements.count):\n\(disagreements.prefix(8).joined(separator: "\n"))")
    }

    /// Scripts drawn here over every technique operation (the preset draws ten of them).
    @Test func theModelAgreesWithTheTechniquesOnEveryOperation() {
        var disagreements: [String] = []
        var evidence = Evidence()
        for seed in 0..<UInt64(400) {
            let script = TechniqueScriptDraw.script(seed: seed)
            if let found = Self.firstDisagreement(script, &evidence) {
                disagreements.append("drawn seed \(seed): \(found)")
            }
        }
        #expect(evidence.techniqueSteps >= 3000 && evidence.answers >= 500, "too little compared: \(evidence)")
        #expect(disagreements.isEmpty, "\(disagreements.count):\n\(disagreements.prefix(8).joined(separator: "\n"))")
    }

    /// Scripts of the grammar over the whole public surface (host steps, nested transactions,
    /// completion blocks, refused inputs, calls from inside callbacks, observers and blocks).
    @Test func theModelAgreesWithTheTechniquesOnGrammarScripts() throws {
        var disagreements: [String] = []
        var evidence = Evidence()
        for seed in 0..<UInt64(300) {
            let script = Self.mirrorable(try generate(Grammar.scripts(), seed: seed))
            if let found = Self.firstDisagreement(script, &evidence) {
                disagreements.append("grammar seed \(seed): \(found)")
            }
        }
        #expect(evidence.techniqueSteps >= 300 && evidence.reentries >= 100, "too little compared: \(evidence)")
        #expect(disagreements.isEmpty, "\(disagreements.count):\n\(disagreements.prefix(8).joined(separator: "\n"))")
    }

    /// A view moved under its parent again goes last among its siblings: the store walks the
    /// engine's sublayer order, so the restored copies start in that order (SEMANTICS §6.3).
    @Test func aStoreWalksSublayersInTheEnginesOrder() {
        var endless = Animation.basic("x", from: 0, to: 1, duration: 1)
        endless.timing.repeatCount = .infinity
        let script = Script([
            .makeView(parent: nil), .makeView(parent: 0), .makeView(parent: 0),
            .host(.addSubview(view: 1, parent: 0)),  // sublayers of v0: v2, v1
            .add(view: 1, key: "a", animation: endless), .add(view: 2, key: "a", animation: endless),
            .advance(by: 1),
            .technique(TechniqueStep(.store, view: 0)),
            .resignActive, .enterBackground, .advance(by: 1), .enterForeground, .becomeActive,
            .technique(TechniqueStep(.restore, view: 0)),
            .advance(by: 1),
        ])
        let trace = ScriptDriver.run(script, on: ReferenceEngine())
        #expect(trace.steps[14].callbacks.map(\.view) == [2, 1])
        var evidence = TechniqueWorldDifferentialTests.Evidence()
        let found = TechniqueWorldDifferentialTests.firstDisagreement(script, &evidence)
        #expect(found == nil, "\(found ?? "")")
    }

    /// The script with what the model run does not mirror left out: host queries, layer reads and
    /// technique steps of a variant the model does not follow.
    static func mirrorable(_ script: Script) -> Script {
        Script(mirrorable(script.steps))
    }

    /// The steps kept, reentries' nested steps included.
    static func mirrorable(_ steps: [Step]) -> [Step] {
        steps.compactMap { step in
            switch step {
            // What a query or a layer read answers is not this mirror's (it answers neither).
            case .host(.query), .host(.readLayer): return nil
            case .technique(let technique):
                return TechniqueWorld.modelledVariants.contains(technique.variant) ? step : nil
            case .reentrant(let trigger, let nested): return .reentrant(trigger, mirrorable(nested))
            default: return step
            }
        }
    }

    /// What the runs compared, so that agreement is never vacuous.
    struct Evidence {
        /// Technique steps whose outcome the model predicted and the trace confirmed.
        var techniqueSteps = 0
        /// Technique answers (`inspect`, `setResumeSpeed`, …) compared.
        var answers = 0
        /// Callback records compared.
        var heard = 0
        /// Reentries fired (their steps' effects compared like the others).
        var reentries = 0
    }

    /// The first step where the model's run and the driver's trace differ, described.
    static func firstDisagreement(
        _ script: Script, _ evidence: inout Evidence, techniqueFaults: _TechniqueFault = []
    ) -> String? {
        let trace = ScriptDriver.run(script, on: ReferenceEngine(), techniqueFaults: techniqueFaults)
        let run = ModelScriptRun()
        run.prepare(script)
        let keyPaths = script.keyPaths
        for (index, step) in script.steps.enumerated() where index < trace.steps.count {
            run.heard = []
            guard let expected = run.perform(step, index: index) else { return nil }
            let observed = trace.steps[index]
            func differ(_ what: String) -> String { "step \(index) \(step): \(what)" }
            switch expected {
            case .note(let note):
                if observed.note != note { return differ("note \(observed.note ?? "nil") vs model \(note ?? "nil")") }
            case .technique(let status):
                if let problem = mismatch(status, observed.note) { return differ(problem) }
                if status != .unknown { evidence.techniqueSteps += 1 }
            }
            if !ModelScriptRun.matches(observed.callbacks, run.heard) {
                return differ("heard \(observed.callbacks) vs model \(run.heard)")
            }
            evidence.heard += run.heard.count
            evidence.reentries +=
                run.heard.filter { record in
                    if case .host(let text) = record.kind { return text.hasPrefix("reentry ") }
                    return false
                }.count
            evidence.answers += run.heard.filter { if case .host = $0.kind { return true } else { return false } }.count
            for view in run.layers.indices where view < observed.viewCount {
                let layer = run.layers[view]
                let keys = run.engine.animationKeys(of: layer)
                if observed.keys(ofView: view) != keys {
                    return differ("v\(view) keys \(observed.keys(ofView: view)) vs model \(keys)")
                }
                let local = run.engine.convertTime(run.engine.mediaTime, from: nil, to: layer)
                if !close(observed.localTime(ofView: view), local) {
                    return differ("v\(view) local time \(observed.localTime(ofView: view)) vs model \(local)")
                }
                for (path, keyPath) in keyPaths.enumerated() {
                    let value = run.engine.presentationValue(forKeyPath: keyPath, of: layer)
                    if !close(observed.value(view: view, keyPath: path), value) {
                        return differ(
                            "v\(view).\(keyPath) \(observed.value(view: view, keyPath: path)) vs model \(value)")
                    }
                }
            }
        }
        return nil
    }

    /// Why a technique step's note does not fit the model's status, if it does not.
    static func mismatch(_ status: TechniqueOutcome.Status, _ note: String?) -> String? {
        switch status {
        case .done: return note == nil ? nil : "note \(note ?? "") vs model done"
        case .noOp(let expected): return note == expected ? nil : "note \(note ?? "nil") vs model \(expected)"
        case .refused(let prefix, _):
            return note?.hasPrefix(prefix) == true ? nil : "note \(note ?? "nil") vs model refused \(prefix)"
        case .unknown: return nil
        }
    }

    static func close(_ a: Double, _ b: Double) -> Bool {
        a == b || (a.isNaN && b.isNaN) || abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
    }
}
