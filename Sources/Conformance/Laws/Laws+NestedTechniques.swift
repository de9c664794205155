import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension LawCatalog {
    /// The host and the techniques inside a transaction the app opened.
    static let nestedTechniques: [Law] = [
        Law(
            id: "TECH-12",
            statement:
                "Techniques and lifecycle events called inside a nested transaction that the app closes before the turn ends leave that transaction open until the app's commit (an animation the app adds after them takes the nested transaction's duration) and change nothing the app sees after it: every later observation equals the one without the nesting.",
            evidence: .inferred,
            source:
                "SEMANTICS §2.9, §8; CATransaction (\"Nested transactions are supported\"), flush() (\"Delays the commit until any nested explicit transactions have completed\")",
            rationale:
                "Apps call a pause, a store or a speed change from code that already runs inside CATransaction.begin() and commit(); a technique that commits on its own ends the app's transaction early, so the rest of it commits at the wrong time.",
            generator:
                "the TECH-9 space (views, animations of every kind and timing field, pauses, speed changes, stores, preservers, trips), with some run-loop turns wrapped from one of their steps to their end in beginTransaction, a transaction duration, … an add with duration 0, commit",
            requires: [.nestedTransactions],
            catchesVariants: [],
            { capabilities, variant in nestedTechniqueScript(capabilities, variant: variant) },
            check: { script, context in try checkNestedTechniques(script, context) })
    ]

    /// A TECH-9 script with a wrap choice for each of up to 12 turns.
    static func nestedTechniqueScript(_ capabilities: EngineCapabilities, variant: String) -> Gen<Script> {
        // Most wraps take the whole turn, so that what the turn's techniques do happens inside one.
        let start = Gen.frequency([(2, Gen.constant(0)), (1, Gen.int(in: 1...7))])
        let wrap = Gen.zip(start, Gen.element(of: [0.5, 1, 2]), Gen.int(in: 0...2)).map {
            (start: $0.0, duration: $0.1, view: $0.2)
        }
        let choice = Gen.frequency([(1, Gen.constant(nil)), (2, wrap.map { Optional($0) })])
        return Gen.zip(repetitionScript(capabilities, variant: variant, trips: true), choice.array(count: 12...12))
            .map { drawn, choices in NestedTechniqueScenario(drawn: drawn, choices: choices).nested }
    }

    /// Runs the nested script and the plain one and compares every step outside the wraps (keys,
    /// values, local times, and the callbacks heard up to it, each copy named by its step in the
    /// plain script).
    static func checkNestedTechniques(_ script: Script, _ context: LawContext) throws {
        let scenario = try NestedTechniqueScenario(reading: script)
        let nested = try context.run(script)
        let plain = try context.run(scenario.plain)
        let indices = scenario.nestedIndices
        // Copies are named by the step that added them; name the nested run's by the plain step.
        var plainIndex: [Int: Int] = [:]
        for (index, nestedIndex) in indices.enumerated() { plainIndex[nestedIndex] = index }
        func renamed(_ record: CallbackRecord) -> CallbackRecord {
            var record = record
            record.copy = plainIndex[record.copy] ?? record.copy
            return record
        }
        var observed: [StepObservation] = []
        var expected: [StepObservation] = []
        var heardNested: [CallbackRecord] = []
        var heardPlain: [CallbackRecord] = []
        var nestedStep = 0
        var compared: [Int] = []
        for (index, nestedIndex) in indices.enumerated() {
            while nestedStep <= nestedIndex {
                heardNested += nested.steps[nestedStep].callbacks.map(renamed)
                nestedStep += 1
            }
            heardPlain += plain.steps[index].callbacks
            guard !scenario.isInsideWrap(index) else { continue }
            compared.append(nestedIndex)
            observed.append(nested.steps[nestedIndex].replacingCallbacks(heardNested))
            expected.append(plain.steps[index].replacingCallbacks(heardPlain))
            heardNested = []
            heardPlain = []
        }
        do {
            try context.expect(
                trace: Trace(keyPaths: nested.keyPaths, steps: observed),
                equals: Trace(keyPaths: plain.keyPaths, steps: expected),
                "the run with nested transactions against the run without (steps outside the wraps)")
        } catch var violation as LawViolation {
            // The comparison numbers only the steps it compared; name the script's step.
            violation.step = violation.step.map { compared[$0] }
            throw violation
        }
    }
}

extension StepObservation {
    /// A copy of the observation with `callbacks` in place of its own.
    func replacingCallbacks(_ callbacks: [CallbackRecord]) -> StepObservation {
        StepObservation(
            mediaTime: mediaTime, values: values, localTimes: localTimes, keys: keys, callbacks: callbacks,
            note: note, refusedByEngine: refusedByEngine)
    }
}
