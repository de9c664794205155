import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension LawCatalog {
    /// Laws of transactions nested in the open one (`CATransaction.begin()` inside another).
    static let nestedTransactions: [Law] = [
        Law(
            id: "TRANS-9",
            statement:
                "A nested transaction applies nothing until the outermost commit: its adds show, start and are stamped only then, each with the animation duration of the transaction that added it, and its commit changes nothing.",
            evidence: .doc,
            source:
                "SEMANTICS §2.9; CATransaction (\"Nested transactions are supported\"), begin(), kCATransactionAnimationDuration; Core Animation Programming Guide, nesting explicit transactions",
            rationale:
                "Code that wraps a helper's changes in its own begin and commit (to give them another duration, say) relies on them joining the caller's transaction; an engine that commits at the inner commit starts them early, and one that keeps the inner duration gives the caller's next animations the wrong length.",
            generator:
                "one or two layers, then transactions nested up to two deep with adds (most with a duration of 0, taking the transaction's), transaction durations, model values and layer timings set inside and between them, each closed before the next render",
            requires: [.nestedTransactions],
            { capabilities in nestedTransactionScript(capabilities) },
            check: { script, context in try checkNestedTransactions(script, context) }
        ).requiringEvidence(.values)
    ]

    /// Nested transactions drawn around adds, durations and edits, each opened and closed by one
    /// command (up to two deep), so a render never meets an open nested transaction (not
    /// asserted). Adds often take the transaction's duration (a duration of 0), so that whose
    /// duration they take shows.
    static func nestedTransactionScript(_ capabilities: EngineCapabilities) -> Gen<Script> {
        let negative = capabilities.contains(.negativeSpeed)
        return LawGen.dependent(1...2) { count in
            let view = LawGen.view(below: count)
            let add = Gen.zip(view, Gen.element(of: ["a", "b", "c"]), LawGen.fromTo("x"), Gen.int(in: 0...2)).map {
                view, key, animation, pick -> Step in
                var animation = animation
                // A duration of 0 takes the transaction's animation duration (SEMANTICS §2.3).
                if pick > 0 { animation.timing.duration = 0 }
                return .add(view: view, key: key, animation: animation)
            }
            let duration = Gen.element(of: [0.5, 1, 2]).map { Step.setTransactionDuration($0) }
            let edit: Gen<Step> = Gen.frequency([
                (1, Gen.zip(view, LawGen.value).map { Step.setModelValue(view: $0.0, keyPath: "x", value: $0.1) }),
                (
                    1,
                    Gen.zip(view, LawGen.layerTiming(allowZero: false, allowNegative: negative)).map {
                        Step.setTiming(view: $0.0, $0.1)
                    }
                ),
            ])
            let inside: Gen<[Step]> = Gen.frequency([
                (4, add.map { [$0] }), (2, duration.map { [$0] }), (1, edit.map { [$0] }),
            ])
            let innermost = Gen.zip(duration.optional, inside.array(count: 1...3)).map { duration, steps in
                [Step.beginTransaction] + (duration.map { [$0] } ?? []) + steps.flatMap { $0 } + [.commit]
            }
            let nested = Gen.zip(duration.optional, Gen.frequency([(3, inside), (1, innermost)]).array(count: 1...3))
                .map { duration, steps in
                    [Step.beginTransaction] + (duration.map { [$0] } ?? []) + steps.flatMap { $0 } + [.commit]
                }
            let command: Gen<[Step]> = Gen.frequency([
                (4, nested),
                (3, add.map { [$0] }),
                (1, duration.map { [$0] }),
                (1, edit.map { [$0] }),
                (1, Gen.constant([.commit])),
                (2, LawGen.delta.map { [.advance(by: $0)] }),
            ])
            return Gen.zip(
                LawGen.treeSteps(count: count, nested: capabilities.contains(.nestedLayers)),
                command.array(count: 1...6)
            )
            .map { tree, commands in Script(tree + commands.flatMap { $0 } + [.advance(by: 0.5)]) }
        }
    }

    /// Runs `script` and its flattened form (``NestedTransactionFlattening``) on the engine and
    /// compares them step by step: every step the flattening keeps shows what it shows in the
    /// flattened script, and a nested transaction's begin and commit show what the step before
    /// them showed.
    static func checkNestedTransactions(_ script: Script, _ context: LawContext) throws {
        let flattening = NestedTransactionFlattening(script)
        let nested = try context.run(script)
        let flat = try context.run(flattening.flattened)
        // Before the first step: no view yet, and no render (`mediaTime` reads 0 until one).
        let initial = StepObservation(mediaTime: 0, values: [], localTimes: [], keys: [], callbacks: [], note: nil)
        var aligned: [StepObservation] = []
        for index in script.steps.indices {
            guard let kept = flattening.flattenedIndex[index] else {
                // A begin or a nested commit: nothing changes, and no callback arrives.
                aligned.append((aligned.last ?? initial).renumbered([:], keepingCallbacks: false))
                continue
            }
            guard flat.steps.indices.contains(kept) else {
                throw LawViolation(
                    "the flattened script's trace has \(flat.steps.count) steps, expected more than \(kept)",
                    observed: flat)
            }
            aligned.append(flat.steps[kept].renumbered(flattening.originalCopy))
        }
        guard nested.steps.count == aligned.count else {
            throw LawViolation(
                "the nested script's trace has \(nested.steps.count) steps, expected \(aligned.count)", observed: nested
            )
        }
        do {
            try context.expect(
                trace: nested, equals: Trace(keyPaths: nested.keyPaths, steps: aligned),
                "differs from the same changes in one transaction", script: script)
        } catch var violation as LawViolation {
            // The table's other side is the flattened script's run, step for step.
            violation.expectedLabel = "the same changes in one transaction"
            throw violation
        }
    }
}

/// A script with its nested transactions taken out: each nested begin and commit deleted, and
/// each add of a duration of 0 or less given the duration of the transaction that added it.
///
/// The oracle of TRANS-9, from SEMANTICS §2.3 and §2.9 alone: a nested transaction joins the
/// enclosing one, starts with its animation duration and gives it back at its commit; the
/// outermost commit (or a render) ends the transaction and the duration returns to 0.25.
struct NestedTransactionFlattening {
    /// The script without nested transactions.
    let flattened: Script
    /// The flattened script's index of each step of the original it keeps.
    let flattenedIndex: [Int: Int]
    /// The original add step of each add of the flattened script, by index: the copy numbers of
    /// the flattened trace's callbacks, turned back into the original's.
    let originalCopy: [Int: Int]

    init(_ script: Script) {
        var durations = [0.25]
        var steps: [Step] = []
        var index: [Int: Int] = [:]
        var copies: [Int: Int] = [:]
        for (position, step) in script.steps.enumerated() {
            switch step {
            case .beginTransaction:
                durations.append(durations[durations.count - 1])
                continue
            case .commit where durations.count > 1:
                durations.removeLast()
                continue
            case .commit, .advance:
                durations = [0.25]
            case .setTransactionDuration(let duration):
                if duration.isFinite, duration >= 0 { durations[durations.count - 1] = duration }
            case .add(let view, let key, var animation):
                if animation.timing.duration <= 0 { animation.timing.duration = durations[durations.count - 1] }
                copies[steps.count] = position
                index[position] = steps.count
                steps.append(.add(view: view, key: key, animation: animation))
                continue
            default:
                break
            }
            index[position] = steps.count
            steps.append(step)
        }
        flattened = Script(steps)
        flattenedIndex = index
        originalCopy = copies
    }
}

extension StepObservation {
    /// This observation with its callbacks' copy numbers turned by `copies` (unlisted ones kept),
    /// or with no callbacks unless `keepingCallbacks`.
    func renumbered(_ copies: [Int: Int], keepingCallbacks: Bool = true) -> StepObservation {
        StepObservation(
            mediaTime: mediaTime, values: values, localTimes: localTimes, keys: keys,
            callbacks: !keepingCallbacks
                ? []
                : callbacks.map { record in
                    CallbackRecord(
                        copy: copies[record.copy] ?? record.copy, view: record.view, key: record.key, kind: record.kind,
                        viaClosure: record.viaClosure)
                },
            note: note, refusedByEngine: refusedByEngine)
    }
}
