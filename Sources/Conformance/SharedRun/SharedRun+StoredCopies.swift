import ConformanceOracles
import Generators
import MediaTiming
import Scripts

extension SharedRun.Comparison {
    /// The first difference between the stored copies the step read and the model's, if any.
    ///
    /// The reads are paired by the step that made them (a reentry's inner step has its own
    /// number), in order: a read only one side made is a reentry fired on one side only, which
    /// what was heard shows where it is predicted, so it is not compared here. Of a paired read,
    /// the keys are compared when predicted, and each copy the model predicts field by field
    /// (``copyDifference(_:_:key:number:)``).
    func storedCopyDifference(at index: Int, _ observed: StepObservation, _ prediction: WorldPrediction)
        -> SharedRun.Difference?
    {
        guard !prediction.copyReads.isEmpty else { return nil }
        let reads = observed.copyReads
        var used = Set<Int>()
        for expected in prediction.copyReads {
            guard
                let position = reads.indices.first(where: {
                    !used.contains($0) && reads[$0].step == expected.step && reads[$0].view == expected.view
                })
            else { continue }
            used.insert(position)
            let read = reads[position]
            context.count(.instants)
            if let keys = expected.keys, keys != read.keys {
                return SharedRun.Difference(
                    aspect: .keys, view: read.view,
                    message:
                        "v\(read.view)'s keys read by step #\(read.step): expected \(keys), observed \(read.keys)")
            }
            for entry in read.entries {
                guard let copy = expected.copies[entry.key] else { continue }
                let what = "animation(forKey: \"\(entry.key)\") of v\(read.view) read by step #\(read.step)"
                guard let animation = entry.animation else {
                    return SharedRun.Difference(
                        aspect: .storedCopy, view: read.view, message: "\(what) is nil while its key is listed",
                        field: "copy", key: entry.key)
                }
                let number = TraceNumber.storedBeginTime(step: index, read: position, key: entry.key)
                if let (field, message) = copyDifference(animation, copy, key: entry.key, number: number) {
                    return SharedRun.Difference(
                        aspect: .storedCopy, view: read.view, message: "\(what): \(message)", field: field,
                        key: entry.key)
                }
            }
        }
        return nil
    }

    /// The first field in which `observed` differs from the predicted copy, with a message.
    ///
    /// Numbers agree within the context's tolerance; the begin time, a time the engine computed
    /// when it stamped it, within its derived allowance (``PrecisionProbe``). Speed and repeat
    /// count (every timing's) and timing functions' control points agree also when the engine
    /// holds them in single precision, as Core Animation declares them (SEMANTICS §10.1).
    func copyDifference(_ observed: Animation, _ expected: PredictedCopy, key: String, number: TraceNumber)
        -> (field: String, message: String)?
    {
        let wanted = expected.animation
        if expected.beginTimeIsPredicted {
            context.count(.values)
            if !probe.agrees(observed.timing.beginTime, wanted.timing.beginTime, number) {
                return (
                    "beginTime",
                    "beginTime \(Trace.format(observed.timing.beginTime)), expected \(Trace.format(wanted.timing.beginTime))"
                )
            }
        }
        if expected.durationIsPredicted {
            context.count(.values)
            if !agrees(observed.timing.duration, wanted.timing.duration) {
                return (
                    "duration",
                    "duration \(Trace.format(observed.timing.duration)), expected \(Trace.format(wanted.timing.duration))"
                )
            }
        }
        context.count(.values)
        if let field = firstDifference(
            observed, wanted, parentDuration: nil, durationsArePredicted: expected.durationIsPredicted)
        {
            return (
                field,
                "\(field) differs: observed \(SwiftLiteral.animation(Self.describable(observed))), expected \(SwiftLiteral.animation(Self.describable(wanted)))"
            )
        }
        return nil
    }

    /// The name of the first field, other than a top-level begin time and duration (compared
    /// before), in which the two differ; `nil` when they agree. `parentDuration` is the
    /// expected duration of the group `observed` is a child of, `nil` at the top level.
    private func firstDifference(
        _ observed: Animation, _ expected: Animation, parentDuration: Double?, durationsArePredicted: Bool
    ) -> String? {
        if observed.keyPath != expected.keyPath { return "keyPath" }
        let (a, b) = (observed.timing, expected.timing)
        if let parentDuration {
            if !agrees(a.beginTime, b.beginTime) { return "beginTime" }
            if durationsArePredicted, !childDurationAgrees(a.duration, b.duration, groupDuration: parentDuration) {
                return "duration"
            }
        }
        if !agreesAsFloat(a.speed, b.speed) { return "speed" }
        if !agrees(a.timeOffset, b.timeOffset) { return "timeOffset" }
        if !agreesAsFloat(a.repeatCount, b.repeatCount) { return "repeatCount" }
        if !agrees(a.repeatDuration, b.repeatDuration) { return "repeatDuration" }
        if a.autoreverses != b.autoreverses { return "autoreverses" }
        if a.fillMode != b.fillMode { return "fillMode" }
        if !functionsAgree(observed.timingFunction, expected.timingFunction) { return "timingFunction" }
        if observed.isRemovedOnCompletion != expected.isRemovedOnCompletion { return "isRemovedOnCompletion" }
        if observed.isAdditive != expected.isAdditive { return "isAdditive" }
        if observed.isCumulative != expected.isCumulative { return "isCumulative" }
        return kindDifference(
            observed.kind, expected.kind, duration: b.duration, durationsArePredicted: durationsArePredicted)
    }

    private func kindDifference(
        _ observed: Animation.Kind, _ expected: Animation.Kind, duration: Double, durationsArePredicted: Bool
    ) -> String? {
        switch (observed, expected) {
        case (.basic(let a), .basic(let b)):
            return valuesAgree(a, b) ? nil : "values"
        case (.spring(let a), .spring(let b)):
            guard valuesAgree(a.endpoints, b.endpoints) else { return "values" }
            let physics = [(a.mass, b.mass), (a.stiffness, b.stiffness), (a.damping, b.damping)]
            guard physics.allSatisfy({ agrees($0.0, $0.1) }), agrees(a.initialVelocity, b.initialVelocity) else {
                return "spring"
            }
            return nil
        case (.keyframe(let a), .keyframe(let b)):
            if a.calculationMode != b.calculationMode { return "calculationMode" }
            if !numbersAgree(a.values, b.values) { return "values" }
            if !optionalNumbersAgree(a.keyTimes, b.keyTimes) { return "keyTimes" }
            switch (a.timingFunctions, b.timingFunctions) {
            case (nil, nil): return nil
            case (let x?, let y?) where x.count == y.count && zip(x, y).allSatisfy({ functionsAgree($0, $1) }):
                return nil
            default: return "timingFunctions"
            }
        case (.group(let a), .group(let b)):
            guard a.count == b.count else { return "animations" }
            for (child, wanted) in zip(a, b) {
                if let field = firstDifference(
                    child, wanted, parentDuration: duration, durationsArePredicted: durationsArePredicted)
                {
                    return "animations.\(field)"
                }
            }
            return nil
        default:
            return "kind"
        }
    }

    /// Whether a group child's duration agrees: as predicted, or 0 or less (as added) where the
    /// prediction is what such a child takes, the group's duration or 0.25 s by the profile.
    /// SEMANTICS §5.5 gives such a child its duration when it runs; whether the stored copy
    /// shows it resolved is no document's.
    private func childDurationAgrees(_ observed: Double, _ expected: Double, groupDuration: Double) -> Bool {
        if agrees(observed, expected) { return true }
        let resolved = context.profile.groupChildDefaultDuration == .groupDuration ? groupDuration : 0.25
        return observed <= 0 && expected == resolved
    }

    /// Whether two numbers agree within the context's floor (absolute or relative).
    private func agrees(_ observed: Double, _ expected: Double) -> Bool {
        Trace.agree(observed, expected, tolerance: probe.tolerance.base)
    }

    /// Whether a field Core Animation keeps as a `Float` agrees: within the floor, or equal to
    /// the expected value rounded to `Float` (a repeat count past `Float`'s range is infinite).
    private func agreesAsFloat(_ observed: Double, _ expected: Double) -> Bool {
        agrees(observed, expected) || observed == Double(Float(expected))
    }

    private func numbersAgree(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { agrees($0, $1) }
    }

    private func optionalNumbersAgree(_ a: [Double]?, _ b: [Double]?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let x?, let y?): return numbersAgree(x, y)
        default: return false
        }
    }

    private func valuesAgree(_ a: BasicValues, _ b: BasicValues) -> Bool {
        optionalNumbersAgree(a.from.map { [$0] }, b.from.map { [$0] })
            && optionalNumbersAgree(a.to.map { [$0] }, b.to.map { [$0] })
            && optionalNumbersAgree(a.by.map { [$0] }, b.by.map { [$0] })
    }

    /// Whether two timing functions agree, control points compared as `Float`s may hold them.
    private func functionsAgree(_ a: TimingFunction?, _ b: TimingFunction?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let x?, let y?):
            return zip([x.c1x, x.c1y, x.c2x, x.c2y], [y.c1x, y.c1y, y.c2x, y.c2y]).allSatisfy { agreesAsFloat($0, $1) }
        default: return false
        }
    }

    /// The copy as a message prints it: without what identifies it (delegate, user info).
    static func describable(_ animation: Animation) -> Animation {
        var copy = animation
        copy.delegate = nil
        copy.userInfo = [:]
        if case .group(let children) = copy.kind { copy.kind = .group(children.map(describable)) }
        return copy
    }
}
