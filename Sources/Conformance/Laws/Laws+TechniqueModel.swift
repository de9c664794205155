import ConformanceOracles
import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension LawCatalog {
    /// Checks every step of `script` against ``TechniqueOracle``: each view's keys, values and
    /// local time, and every stored copy (read with `animation(forKey:)` after the step) field by
    /// field, except a preserved view's while the app is away from active.
    ///
    /// A stored copy carries the fields it was added with (kind, values, key times, offset,
    /// speed, repeats, autoreverse, fill, removal flag) and the begin time the model gives it: as
    /// given, or stamped at its first commit and kept by a store or a preserver. A scrubbed view's
    /// local time is the technique's choice (SEMANTICS §8.5), so there the copy's active time
    /// (local time minus begin time) is what must equal the progress.
    ///
    /// Without `inspectingCopies` the stored copies are not read, and the run may come from the
    /// context's memo of traces (a law whose mutants are killed by values keeps its shrinking cheap).
    static func checkAgainstTechniqueOracle(
        _ script: Script, _ context: LawContext, inspectingCopies: Bool = true
    ) throws {
        var copies: [[[String: Animation]]] = []
        let trace = try inspectingCopies ? run(script, context, copies: &copies) : context.run(script)
        try compare(script, trace, copies: copies, context)
    }

    /// Runs `script`, reading every view's stored copies after each step into `copies`.
    private static func run(_ script: Script, _ context: LawContext, copies: inout [[[String: Animation]]]) throws
        -> Trace
    {
        var read: [[[String: Animation]]] = []
        let trace = try context.run(script) { _, host, views in
            read.append(
                views.map { view in
                    var stored: [String: Animation] = [:]
                    for key in host.engine.animationKeys(of: view.layer) {
                        stored[key] = host.engine.animation(forKey: key, of: view.layer)
                    }
                    return stored
                })
        }
        copies = read
        return trace
    }
}

extension LawCatalog {
    /// The step-by-step comparison of ``checkAgainstTechniqueOracle(_:_:inspectingCopies:)``.
    private static func compare(
        _ script: Script, _ trace: Trace, copies: [[[String: Animation]]], _ context: LawContext
    ) throws {
        var oracle = TechniqueOracle(profile: context.profile)
        for (index, step) in script.steps.enumerated() {
            let observed = trace.steps[index]
            // A step the driver refused or found a no-op did nothing but what comes before its
            // check (a store's flush).
            if observed.stepNote == nil { oracle.apply(step) } else { oracle.applyNoted(step) }
            for view in oracle.views.indices where !oracle.isAway(view) {
                let keys = oracle.keys(view)
                if observed.keys(ofView: view) != keys {
                    throw LawViolation(
                        "keys of v\(view) are \(observed.keys(ofView: view)), expected \(keys) from the techniques' model",
                        step: index, observed: trace)
                }
                if !oracle.isScrubbed(view) {
                    try context.expect(
                        observed.localTime(ofView: view), equals: oracle.localTime(view),
                        "local time of v\(view) (from the intervals it was held and the speeds it ran at)",
                        step: index, trace: trace)
                }
                if index < copies.count, view < copies[index].count {
                    try expectCopies(
                        copies[index][view], oracle, view: view, localTime: observed.localTime(ofView: view),
                        context, step: index, trace: trace)
                }
                // A removal shows in the values from its commit, the next step (SEMANTICS §2.4).
                if Self.isRemoval(step) { continue }
                for (k, path) in trace.keyPaths.enumerated() where !oracle.valueIsOpen(view, path) {
                    try context.expect(
                        observed.value(view: view, keyPath: k), equals: oracle.value(view, path),
                        "v\(view).\(path) against the techniques' model", step: index, trace: trace)
                }
            }
        }
    }

    /// Each committed copy on `view` is the model's, field by field (see
    /// ``checkAgainstTechniqueOracle(_:_:)``); durations are compared as resolved at the add.
    private static func expectCopies(
        _ stored: [String: Animation], _ oracle: TechniqueOracle, view: Int, localTime: Double,
        _ context: LawContext, step: Int, trace: Trace
    ) throws {
        for key in oracle.keys(view) {
            guard let placed = oracle.copy(view, key), placed.isCommitted else { continue }
            guard let copy = stored[key] else {
                throw LawViolation(
                    "animation(forKey: \"\(key)\") of v\(view) is nil while its key is listed", step: step,
                    observed: trace)
            }
            var expected = placed.animation
            var seen = ValueOracle.resolved(copy, transactionDuration: 0.25, profile: context.profile)
            let what = "the copy under \"\(key)\" on v\(view)"
            if oracle.isScrubbed(view), oracle.scrubber(view)?.key == key {
                // Its active time is the progress, wherever the technique put its begin.
                try context.expect(
                    localTime - copy.timing.beginTime, equals: oracle.localTime(view) - expected.timing.beginTime,
                    "active time (local time − begin time) of \(what)", step: step, trace: trace)
            } else {
                try context.expect(
                    copy.timing.beginTime, equals: expected.timing.beginTime, "begin time of \(what)", step: step,
                    trace: trace)
            }
            // The rest must be exactly as added: the technique copies, it does not compute.
            expected.timing.beginTime = 0
            seen.timing.beginTime = 0
            guard seen.withoutIdentity == expected.withoutIdentity else {
                throw LawViolation(
                    "\(what) is \(SwiftLiteral.animation(seen)), expected \(SwiftLiteral.animation(expected)) (its fields as added)",
                    step: step, observed: trace)
            }
        }
    }

    /// Whether `step` removes animations by the app's call (kept here for the model check).
    private static func isRemoval(_ step: Step) -> Bool {
        switch step {
        case .removeAnimation, .removeAllAnimations: return true
        default: return false
        }
    }
}

extension Animation {
    /// The description without what identifies a copy rather than describes it: its delegate
    /// and user info (a technique's tags), at every depth of a group.
    var withoutIdentity: Animation {
        var copy = self
        copy.delegate = nil
        copy.userInfo = [:]
        if case .group(let children) = kind { copy.kind = .group(children.map(\.withoutIdentity)) }
        return copy
    }
}
