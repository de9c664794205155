import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension LawCatalog {
    /// Laws of interpolation: timing functions, keyframes, from/to/by, composition, groups, cumulative.
    static let interpolation: [Law] = [
        Law(
            id: "INTERP-1",
            statement:
                "An eased animation starts at its start value, ends at its end value and never goes back in between.",
            evidence: .doc, source: "SEMANTICS §5.7; CAMediaTimingFunction",
            rationale:
                "Timing functions must be clamped and solved for x; an unclamped or mis-solved curve overshoots or stalls at the ends.",
            generator:
                "one layer, an increasing animation with a named or custom monotone curve, advances through its duration",
            requires: [.timingFunctions, .fillModes, .retainedAnimations],
            { _ in easedScript() },
            check: { script, context in
                let trace = try context.run(script)
                guard case .add(_, _, let animation) = (try script.step(1)) else {
                    throw LawViolation.shape("\(#function)")
                }
                let d = animation.timing.duration
                var elapsed = 0.0
                for index in trace.steps.indices.dropFirst(2) {
                    if case .advance(let by) = (try script.step(index)), index > 2 { elapsed += by }
                    let value = trace.steps[index].value(view: 0, keyPath: 0)
                    if elapsed == 0 { try context.expect(value, equals: 0, "start value", step: index, trace: trace) }
                    if elapsed >= d { try context.expect(value, equals: 8, "end value", step: index, trace: trace) }
                    if index > 2,
                        value < (try trace.observation(index - 1)).value(view: 0, keyPath: 0) - context.tolerance
                    {
                        throw LawViolation(
                            "v0.x went back from \(Trace.format((try trace.observation(index - 1)).value(view: 0, keyPath: 0))) to \(Trace.format(value))",
                            step: index, observed: trace)
                    }
                }
            }),
        Law(
            id: "INTERP-2",
            statement: "A linear or cubic keyframe animation passes through each value at its key time.",
            evidence: .doc, source: "SEMANTICS §5.4; CAKeyframeAnimation keyTimes",
            rationale:
                "Keyframes are the designer's contract; missing a keyframe value at its time distorts every path animation.",
            generator: "one layer, a keyframe animation with valid key times, advances landing on each key time",
            requires: [.keyframes],
            { _ in keyframeScript(discrete: false) },
            check: { script, context in try checkKeyframes(script, context) }),
        Law(
            id: "INTERP-3",
            statement: "A discrete keyframe animation holds each value from its key time until the next.",
            evidence: .doc, source: "SEMANTICS §5.4; CAAnimationCalculationMode discrete",
            rationale:
                "Discrete keyframes drive sprite frames and step counters; off-by-one steps show the wrong frame.",
            generator:
                "one layer, a discrete keyframe animation with one more key time than values, advances into each interval",
            requires: [.keyframes],
            { _ in keyframeScript(discrete: true) },
            check: { script, context in try checkKeyframes(script, context) }),
        Law(
            id: "INTERP-4",
            statement:
                "A basic animation interpolates the range its from, to and by values define, with the model value as the missing end.",
            evidence: .doc, source: "SEMANTICS §5.1; CABasicAnimation",
            rationale:
                "to-only and by-only animations are how most implicit-style animations are written; a wrong underlying value jumps at the start.",
            generator:
                "one layer with a model value, a basic animation with every combination of from, to and by, one instant",
            { _ in fromToByScript() },
            check: { script, context in
                let trace = try context.run(script)
                guard case .setModelValue(_, _, let m) = (try script.step(1)),
                    case .add(_, _, let animation) = (try script.step(2)),
                    case .basic(let v) = animation.kind, case .advance(let by) = (try script.step(4))
                else { throw LawViolation.shape("\(#function)") }
                let (start, end): (Double, Double)
                switch (v.from, v.to, v.by) {
                case (let f?, let t?, _): (start, end) = (f, t)
                case (let f?, nil, let b?): (start, end) = (f, f + b)
                case (nil, let t?, let b?): (start, end) = (t - b, t)
                case (let f?, nil, nil): (start, end) = (f, m)
                case (nil, let t?, nil): (start, end) = (m, t)
                case (nil, nil, let b?): (start, end) = (m, m + b)
                case (nil, nil, nil): (start, end) = (m, m)
                }
                let p = by / animation.timing.duration
                try context.expect(
                    (try trace.observation(4)).value(view: 0, keyPath: 0), equals: start + (end - start) * p,
                    "v0.x at progress \(Trace.format(p))", step: 4, trace: trace)
            }),
        Law(
            id: "INTERP-5",
            statement:
                "Animations apply in key order: a non-additive one replaces the value so far and an additive one adds to it.",
            evidence: .doc, source: "SEMANTICS §5.2; CAPropertyAnimation isAdditive",
            rationale:
                "Layered effects (a shake added to a move) depend on order and additivity; the wrong order shows the wrong one.",
            generator: "one layer, two or three animations of one key path, some additive, an instant",
            requires: [.additive],
            { _ in compositionScript() },
            check: { script, context in
                let trace = try context.run(script)
                var value = 0.0
                var animations: [Animation] = []
                var elapsed = 0.0
                for step in script.steps {
                    switch step {
                    case .setModelValue(_, _, let m): value = m
                    case .add(_, _, let animation): animations.append(animation)
                    case .advance(let by): elapsed += by
                    default: break
                    }
                }
                for animation in animations {
                    guard case .basic(let v) = animation.kind, let f = v.from, let t = v.to else { continue }
                    let own = f + (t - f) * elapsed / animation.timing.duration
                    value = animation.isAdditive ? value + own : own
                }
                let last = trace.steps.count - 1
                try context.expect(
                    (try trace.observation(last)).value(view: 0, keyPath: 0), equals: value, "composed v0.x",
                    step: last, trace: trace)
            }),
        Law(
            id: "INTERP-6",
            statement:
                "A group's children run in the group's time from their own begin time, clipped (not scaled) to the group's duration.",
            evidence: .doc, source: "SEMANTICS §5.5; CAAnimationGroup",
            rationale:
                "Groups coordinate several properties; scaling children to the group's duration changes every child's speed.",
            generator:
                "one layer, a group with one child of another duration and begin offset, instants through the group",
            requires: [.groups],
            { _ in groupScript() },
            check: { script, context in
                let trace = try context.run(script)
                guard case .add(_, _, let group) = (try script.step(2)), let child = group.children.first else {
                    throw LawViolation.shape("\(#function)")
                }
                var elapsed = 0.0
                for index in trace.steps.indices.dropFirst(3) {
                    if case .advance(let by) = (try script.step(index)), index > 3 { elapsed += by }
                    guard elapsed < group.timing.duration else { continue }
                    let local = elapsed - child.timing.beginTime
                    let expected = local >= 0 && local < child.timing.duration ? 8 * local / child.timing.duration : 5
                    try context.expect(
                        trace.steps[index].value(view: 0, keyPath: 0), equals: expected,
                        "v0.x at group time \(Trace.format(elapsed))", step: index, trace: trace)
                }
            }),
        Law(
            id: "INTERP-7",
            statement:
                "A cumulative animation's iteration k adds k times the profile's per-iteration amount to its value.",
            evidence: .doc, source: "SEMANTICS §5.3; CAPropertyAnimation isCumulative",
            rationale:
                "Cumulative repeats build progress bars and counters; the wrong accumulation drifts every cycle.",
            generator: "one layer, a cumulative repeating animation, an instant in a later iteration",
            strength: .profile, requires: [.cumulative],
            { _ in
                Gen.zip(LawGen.fromTo("x"), Gen.int(in: 0...2), Gen.element(of: [0.5, 0.25, 0.75])).map {
                    animation, k, x in
                    var animation = animation
                    animation.isCumulative = true
                    animation.timing.repeatCount = 3
                    let d = animation.timing.duration
                    return Script([
                        .makeView(parent: nil), .add(view: 0, key: "a", animation: animation),
                        .advance(by: 0), .advance(by: (Double(k) + x) * d),
                    ])
                }
            },
            check: { script, context in
                let trace = try context.run(script)
                guard case .add(_, _, let animation) = (try script.step(1)), case .basic(let v) = animation.kind,
                    let f = v.from, let t = v.to, case .advance(let by) = (try script.step(3))
                else { throw LawViolation.shape("\(#function)") }
                let d = animation.timing.duration
                let k = (by / d).rounded(.down)
                let x = by / d - k
                let amount = context.profile.cumulativeReading == .addEndValue ? t : t - f
                try context.expect(
                    (try trace.observation(3)).value(view: 0, keyPath: 0), equals: k * amount + f + (t - f) * x,
                    "v0.x in iteration \(Int(k))", step: 3, trace: trace)
            }),
        Law(
            id: "INTERP-8",
            statement:
                "A basic animation missing from or to takes the missing end from the value composed so far at render time, not from the model value.",
            evidence: .inferred, source: "SEMANTICS §5.1–§5.2; CABasicAnimation",
            rationale:
                "A to-only animation stacked on a running one must start where the running one is, or it jumps to the model value.",
            generator:
                "one layer, a running animation, then a from-only, to-only or by-only animation of the same key path",
            { _ in underlyingScript() },
            check: { script, context in
                let trace = try context.run(script)
                guard case .add(_, _, let first) = (try script.step(2)), case .basic(let a) = first.kind,
                    case .add(_, _, let second) = (try script.step(3)), case .basic(let b) = second.kind,
                    case .advance(let t) = (try script.step(5)), let f = a.from, let g = a.to
                else { throw LawViolation.shape("\(#function)") }
                let base = f + (g - f) * t / first.timing.duration
                let p = t / second.timing.duration
                let expected: Double
                switch (b.from, b.to, b.by) {
                case (nil, let to?, nil): expected = base + (to - base) * p
                case (nil, nil, let by?): expected = base + by * p
                case (let from?, nil, nil): expected = from + (base - from) * p
                default: return
                }
                try context.expect(
                    (try trace.observation(5)).value(view: 0, keyPath: 0), equals: expected,
                    "v0.x over an underlying \(Trace.format(base))", step: 5, trace: trace)
            }),
    ]

    /// A running from–to animation and a partial one of the same key path on top of it.
    static func underlyingScript() -> Gen<Script> {
        Gen.zip(LawGen.fromTo("x"), Gen.int(in: 0...2), LawGen.value, Gen.element(of: [0.5, 1, 1.5])).map {
            first, which, value, t in
            var first = first
            first.timing.duration = 4
            let partial: Animation
            switch which {
            case 0: partial = .basic("x", to: value, duration: 2)
            case 1: partial = .basic("x", by: value == 0 ? 1 : value, duration: 2)
            default: partial = .basic("x", from: value, duration: 2)
            }
            return Script([
                .makeView(parent: nil), .setModelValue(view: 0, keyPath: "x", value: 5),
                .add(view: 0, key: "a", animation: first), .add(view: 0, key: "b", animation: partial),
                .advance(by: 0), .advance(by: t),
            ])
        }
    }

    /// One layer and an increasing eased animation held at both ends.
    static func easedScript() -> Gen<Script> {
        let custom = Gen.zip(
            Gen.element(of: [0.5, 0.25, 1, 0]), Gen.element(of: [0.0, 1, 0.5]),
            Gen.element(of: [0.5, 0.75, 0, 1]), Gen.element(of: [1.0, 0.5, 0])
        )
        .map { TimingFunction($0.0, $0.1, $0.2, $0.3) }
        let function = Gen.frequency([(2, Gen.element(of: TimingFunction.named.map(\.function))), (1, custom)])
        return Gen.zip(function, LawGen.duration, Gen.element(of: [0.125, 0.25, 0.5]).array(count: 1...10)).map {
            function, d, deltas in
            var animation = Animation.basic("x", from: 0, to: 8, duration: d)
            animation.timingFunction = function
            animation.timing.fillMode = .both
            animation.isRemovedOnCompletion = false
            return Script(
                [.makeView(parent: nil), .add(view: 0, key: "a", animation: animation), .advance(by: 0)]
                    + deltas.map { .advance(by: $0 * d) })
        }
    }

    /// One layer, a keyframe animation, and advances to each key time (or into each interval).
    static func keyframeScript(discrete: Bool) -> Gen<Script> {
        LawGen.dependent(2...4) { count in
            let values = LawGen.value.array(count: count...count)
            let gaps = Gen.element(of: [1.0, 2, 3]).array(
                count: (discrete ? count : count - 1)...(discrete ? count : count - 1))
            let mode =
                discrete ? Gen.constant(CalculationMode.discrete) : Gen.element(of: [CalculationMode.linear, .cubic])
            return Gen.zip(values, gaps, mode, LawGen.duration).map { values, gaps, mode, d in
                let total = gaps.reduce(0, +)
                var keyTimes = [0.0]
                for gap in gaps { keyTimes.append(keyTimes.last! + gap / total) }
                keyTimes[keyTimes.count - 1] = 1
                var animation = Animation.keyframe(
                    "x", values: values, keyTimes: keyTimes, calculationMode: mode, duration: d)
                animation.timing.fillMode = .forwards
                animation.isRemovedOnCompletion = false
                // Probe each key time, or the middle of each discrete interval.
                let probes = discrete ? zip(keyTimes, keyTimes.dropFirst()).map { ($0 + $1) / 2 } : keyTimes
                var steps: [Step] = [
                    .makeView(parent: nil), .add(view: 0, key: "a", animation: animation), .advance(by: 0),
                ]
                var now = 0.0
                for probe in probes {
                    steps.append(.advance(by: probe * d - now))
                    now = probe * d
                }
                return Script(steps)
            }
        }
    }

    /// Checks a keyframe script: the value after each probe is the value its key time names.
    static func checkKeyframes(_ script: Script, _ context: LawContext) throws {
        let trace = try context.run(script)
        guard case .add(_, _, let animation) = (try script.step(1)), case .keyframe(let keyframes) = animation.kind,
            let keyTimes = keyframes.keyTimes
        else { throw LawViolation.shape("\(#function)") }
        for (probe, index) in script.steps.indices.dropFirst(3).enumerated() {
            let expected = keyframes.values[min(probe, keyframes.values.count - 1)]
            try context.expect(
                trace.steps[index].value(view: 0, keyPath: 0), equals: expected,
                "v0.x at key time \(Trace.format(keyTimes[min(probe, keyTimes.count - 1)]))", step: index, trace: trace)
        }
    }

    /// One layer with a model value and a basic animation with any combination of from, to, by.
    ///
    /// The seven combinations of from, to and by are drawn alike (each about a seventh of the
    /// cases), the values after them.
    static func fromToByScript() -> Gen<Script> {
        let combinations: [(from: Bool, to: Bool, by: Bool)] = [
            (true, true, false), (true, false, true), (false, true, true), (true, false, false), (false, true, false),
            (false, false, true), (false, false, false),
        ]
        return Gen.zip(
            Gen.element(of: combinations), Gen.zip(LawGen.value, LawGen.value, LawGen.value),
            Gen.element(of: [0.5, 0.25, 0.75])
        )
        .map { combination, values, p in
            let from = combination.from ? values.0 : nil
            let to = combination.to ? values.1 : nil
            let by = combination.by ? values.2 : nil
            return Script([
                .makeView(parent: nil), .setModelValue(view: 0, keyPath: "x", value: 5),
                .add(view: 0, key: "a", animation: .basic("x", from: from, to: to, by: by, duration: 2)),
                .advance(by: 0), .advance(by: 2 * p),
            ])
        }
    }

    /// One layer with a model value and two or three long animations of one key path.
    static func compositionScript() -> Gen<Script> {
        Gen.zip(Gen.zip(LawGen.fromTo("x"), Gen.bool).array(count: 2...3), Gen.element(of: [0.5, 1, 2])).map {
            animations, t in
            var steps: [Step] = [.makeView(parent: nil), .setModelValue(view: 0, keyPath: "x", value: 5)]
            for (index, (animation, additive)) in animations.enumerated() {
                var animation = animation
                animation.timing.duration = 4
                animation.isAdditive = additive
                steps.append(.add(view: 0, key: ["a", "b", "c"][index], animation: animation))
            }
            return Script(steps + [.advance(by: 0), .advance(by: t)])
        }
    }

    /// One layer with model value 5 and a group holding one child of another length.
    static func groupScript() -> Gen<Script> {
        Gen.zip(
            Gen.element(of: [2.0, 1, 3]), Gen.element(of: [1.0, 4, 2]), Gen.element(of: [0.0, 0.5, 1]),
            Gen.element(of: [0.25, 0.5]).array(count: 1...10)
        )
        .map { groupDuration, childDuration, childBegin, deltas in
            var child = Animation.basic("x", from: 0, to: 8, duration: childDuration)
            child.timing.beginTime = childBegin
            let group = Animation.group([child], duration: groupDuration)
            return Script(
                [
                    .makeView(parent: nil), .setModelValue(view: 0, keyPath: "x", value: 5),
                    .add(view: 0, key: "g", animation: group), .advance(by: 0),
                ] + deltas.map { .advance(by: $0) })
        }
    }
}
