import Generators
import Lifecycle
import MediaTiming
import PropertyTesting
import Scripts

extension LawCatalog {
    /// Laws of the contract's edges: what its calls refuse or leave alone, and what its
    /// transaction duration reads.
    static let contractEdges: [Law] = [
        Law(
            id: "API-1",
            statement:
                "A call the contract refuses throws its documented error (or, where the engine lacks a capability the call may need, unsupported or nothing) and changes nothing, and a call it defines as a no-op changes nothing.",
            evidence: .doc,
            source:
                "TimingEngine (addSublayer, setTiming, setModelValue, add, render, removeFromSuperlayer, removeAnimation), TimingEngineError, Animation.validate()",
            rationale:
                "Apps and techniques call the engine with what they computed; an engine that half-applies a refused timing, drops an animation before refusing its replacement or lets a refused render move the clock leaves a state no caller can see or undo.",
            generator:
                "nested layer trees with timings (speed 0 included), animations pending and committed, nested transactions open where supported, clock advances; after the first add, inside the first nested transaction and at the end, refused and no-op calls on one view (by turns), the roots and the clock",
            { capabilities in contractEdgeScript(capabilities) },
            check: { script, context in try checkContractEdges(script, context) }
        ).requiringEvidence(.instants),
        Law(
            id: "API-2",
            statement:
                "transactionAnimationDuration reads what the open transaction has: the value set, the enclosing transaction's in a nested one and after its commit, and 0.25 after each outermost commit.",
            evidence: .doc,
            source:
                "SEMANTICS §2.3, §2.9; TimingEngine.transactionAnimationDuration, beginTransaction(); CATransaction animationDuration",
            rationale:
                "Code reads the duration to time its own work alongside the transaction's animations; an engine that keeps a value past its commit reports, and later applies, a duration no transaction asked for.",
            generator:
                "transaction durations set, commits and renders, adds with a duration of 0, and transactions nested up to two deep where supported",
            { capabilities in transactionDurationScript(capabilities) },
            check: { script, context in try checkTransactionDurationReads(script, context) }
        ).requiringEvidence(.instants),
    ]

    /// Timing trees with animations, or nested transactions where the engine supports them.
    static func contractEdgeScript(_ capabilities: EngineCapabilities) -> Gen<Script> {
        guard capabilities.contains(.nestedTransactions) else {
            return timingScript(capabilities, animated: true, zeroWeighted: true)
        }
        return Gen.frequency([
            (2, timingScript(capabilities, animated: true, zeroWeighted: true)),
            (1, nestedTransactionScript(capabilities)),
        ])
    }

    /// The default-duration scripts, or nested transactions where the engine supports them.
    static func transactionDurationScript(_ capabilities: EngineCapabilities) -> Gen<Script> {
        guard capabilities.contains(.nestedTransactions) else { return defaultDurationScript() }
        return Gen.frequency([(1, defaultDurationScript()), (2, nestedTransactionScript(capabilities))])
    }

    /// Runs `script`, and at its checkpoints makes the refused and no-op calls the contract
    /// documents, requiring the documented error and an unchanged engine.
    static func checkContractEdges(_ script: Script, _ context: LawContext) throws {
        let keyPaths = Array(Set(["x"] + script.steps.compactMap(\.animatedKeyPath))).sorted()
        let checkpoints = contractEdgeCheckpoints(script)
        var failure: LawViolation?
        let trace = try context.run(script) { index, host, views in
            guard failure == nil, checkpoints.contains(index) else { return }
            let edges = ContractEdges(
                engine: host.engine, layers: layers(of: host, views), viewCount: views.count, keyPaths: keyPaths)
            do {
                try edges.check(focus: index, count: { context.count(.instants) })
            } catch {
                let message = (error as? ContractEdges.Problem)?.message ?? "\(error)"
                failure = LawViolation("after \(SwiftLiteral.step(script.steps[index])): \(message)", step: index)
            }
        }
        if var failure {
            failure.observed = trace
            throw failure
        }
    }

    /// The steps after which API-1 makes its calls: the first add (its copy still pending), the
    /// first nested transaction opened, and the last step.
    static func contractEdgeCheckpoints(_ script: Script) -> Set<Int> {
        var checkpoints: Set<Int> = script.steps.isEmpty ? [] : [script.steps.count - 1]
        if let add = script.steps.firstIndex(where: { if case .add = $0 { return true } else { return false } }) {
            checkpoints.insert(add)
        }
        if let nested = script.steps.firstIndex(where: { $0 == .beginTransaction }) { checkpoints.insert(nested) }
        return checkpoints
    }

    /// The views' layers, then each window's layer (a root).
    static func layers(of host: Host<AnyTimingEngine>, _ views: [Host<AnyTimingEngine>.View]) -> [AnyLayer] {
        views.map(\.layer) + host.windows.compactMap { host.layer(of: $0) }
    }

    /// Runs `script` and reads `transactionAnimationDuration` after every step, against the
    /// duration of the open transaction as the contract defines it.
    static func checkTransactionDurationReads(_ script: Script, _ context: LawContext) throws {
        var reads: [Double?] = Array(repeating: nil, count: script.steps.count)
        let trace = try context.run(script) { index, host, _ in
            if reads.indices.contains(index) { reads[index] = host.engine.transactionAnimationDuration }
        }
        // The open transactions' durations, outermost first; 0.25 is CATransaction's default.
        var open = [0.25]
        for (index, step) in script.steps.enumerated() {
            // A step the engine refused or found a no-op changed no transaction.
            if index < trace.steps.count, trace.steps[index].stepNote == nil {
                switch step {
                case .setTransactionDuration(let duration): open[open.count - 1] = duration
                case .beginTransaction: open.append(open[open.count - 1])
                case .commit, .advance:
                    // A nested commit ends it, back to the enclosing duration; the outermost
                    // commit (an advance commits too) starts a new transaction at the default.
                    if open.count > 1 { open.removeLast() } else { open = [0.25] }
                default: break
                }
            }
            guard let read = reads[index] else { continue }
            context.count(.instants)
            if !(abs(read - open[open.count - 1]) <= 1e-12) {
                throw LawViolation(
                    "transactionAnimationDuration read \(Trace.format(read)) after \(SwiftLiteral.step(step)), expected \(Trace.format(open[open.count - 1])) (\(open.count > 1 ? "the nested transaction's" : "the open transaction's"))",
                    step: index, observed: trace)
            }
        }
    }
}

extension Step {
    /// The key path an add or a model value names, if any.
    fileprivate var animatedKeyPath: String? {
        switch self {
        case .add(_, _, let animation): return animation.keyPath
        case .setModelValue(_, let keyPath, _): return keyPath
        default: return nil
        }
    }
}
