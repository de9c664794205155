import ConformanceOracles
import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension LawCatalog {
    /// Laws of iteration and fill: periodicity, autoreverse symmetry, fill, removal, the default duration.
    static let iterationAndFill: [Law] = [
        Law(
            id: "ITER-1",
            statement:
                "A repeating animation shows the same value one duration later while both instants are inside its active period.",
            evidence: .doc, source: "SEMANTICS §3.1, §3.4; CAMediaTiming repeatCount",
            rationale:
                "Repeats are how spinners and pulses are built; a drift between iterations shows as a jump every cycle.",
            generator:
                "one layer, a repeating animation (linear, eased or keyframed), an instant and the same instant k durations later",
            { capabilities in periodicityScript(capabilities, autoreverses: false) },
            check: { script, context in
                let trace = try context.run(script)
                let (a, b) = (trace.steps.count - 2, trace.steps.count - 1)
                try context.expect(
                    (try trace.observation(b)).value(view: 0, keyPath: 0),
                    equals: (try trace.observation(a)).value(view: 0, keyPath: 0),
                    "value one period later", step: b, trace: trace)
            }
        ).requiringEvidence(.values, perCase: 0.1),
        Law(
            id: "ITER-2",
            statement: "An autoreversing animation shows the same value at d − x and at d + x of its cycle.",
            evidence: .diagram, source: "SEMANTICS §3.1, §3.5; Rönnqvist's timing diagrams",
            rationale:
                "The backward leg must mirror the forward one exactly, or an autoreversing pulse lurches at its turn.",
            generator:
                "one layer, an autoreversing animation (linear, eased or keyframed), instants mirrored about the turn",
            requires: [.autoreverses],
            { capabilities in periodicityScript(capabilities, autoreverses: true) },
            check: { script, context in
                let trace = try context.run(script)
                let (a, b) = (trace.steps.count - 2, trace.steps.count - 1)
                try context.expect(
                    (try trace.observation(b)).value(view: 0, keyPath: 0),
                    equals: (try trace.observation(a)).value(view: 0, keyPath: 0),
                    "value mirrored about the turn", step: b, trace: trace)
            }
        ).requiringEvidence(.values, perCase: 0.1),
        Law(
            id: "ITER-3",
            statement:
                "Before its begin time an animation shows its start value with a backwards fill and the model value otherwise.",
            evidence: .doc, source: "SEMANTICS §4.1; CAMediaTimingFillMode",
            rationale:
                "Staggered animations with a future beginTime rely on backwards fill to avoid a flash of the final state.",
            generator:
                "one layer, an animation with a future begin time and every fill mode, instants before and after it",
            requires: [.fillModes],
            { _ in singleAnimationScript(futureBegin: true) },
            check: { script, context in try checkSingleAnimation(script, context) }),
        Law(
            id: "ITER-4",
            statement:
                "After its active duration an animation shows its end value only with a forwards fill and isRemovedOnCompletion false, else the model value.",
            evidence: .doc, source: "SEMANTICS §3.2, §4.1–§4.3; CAAnimation isRemovedOnCompletion",
            rationale:
                "The end value (p = 1, 0 after an autoreverse, 0.5 for 1.5 repeats) is what users hold on screen with forwards fill.",
            generator:
                "one layer, an animation with fractional repeats, repeatDuration, autoreverse, every fill mode and removal flag",
            requires: [.fillModes, .retainedAnimations, .autoreverses, .repeatDuration],
            { _ in singleAnimationScript(futureBegin: false) },
            check: { script, context in try checkSingleAnimation(script, context) }),
        Law(
            id: "ITER-5",
            statement:
                "An animation that is removed on completion is listed exactly until the render at which its active duration has elapsed.",
            evidence: .doc, source: "SEMANTICS §3.3, §4.3",
            rationale:
                "Removal decides when completion handlers run and when the model value shows again; a frame late is a visible flicker.",
            generator: "one layer, a plain animation, clock advances that land exactly on its end",
            { _ in removalScript() },
            check: { script, context in try checkSingleAnimation(script, context) }),
        Law(
            id: "ITER-6",
            statement:
                "An animation added with a duration of 0 or less runs for the transaction's animation duration, 0.25 s by default.",
            evidence: .doc, source: "SEMANTICS §2.3; CATransaction animationDuration",
            rationale:
                "Animations built without a duration are common; they must take the transaction's duration, not run for zero time.",
            generator:
                "one layer, an animation with duration 0 or negative, an optional transaction duration, sometimes after an earlier transaction that set its own duration and committed (rendered or not)",
            { _ in defaultDurationScript() },
            check: { script, context in try checkSingleAnimation(script, context) }),
        Law(
            id: "ITER-7",
            statement:
                "With a negative speed an animation plays its active period backwards: at active time e it shows what the positive speed shows at D − e.",
            evidence: .diagram, source: "SEMANTICS §3.6; Rönnqvist's speed −1 diagram",
            rationale:
                "Reversing by a negative speed is how interactive dismissals run back; a wrong mirror jumps at the reversal.",
            generator:
                "one layer, an animation with a negative speed and its positive twin, instants strictly inside the period",
            requires: [.negativeSpeed],
            { _ in negativeSpeedScript() },
            check: { script, context in
                guard case .add(_, _, let animation) = (try script.step(1)),
                    case .advance(let probe) = (try script.step(3))
                else { throw LawViolation.shape("\(#function)") }
                // Backwards from the end of a fractional last cycle, the wrap's open point
                // (SEMANTICS §3.4: modulo D then L, or L only) decides what shows; the readings
                // agree when D is a whole number of cycles, so under the other reading only
                // those cases are asserted.
                let repeats = animation.timing.repeatCount
                if context.profile.iterationWrap == .cycleOnly, repeats != repeats.rounded() { return }
                var twin = script
                var forwards = animation
                forwards.timing.speed = -animation.timing.speed
                let span = animation.timing.activeDuration() / forwards.timing.speed
                twin.steps[1] = .add(view: 0, key: "a", animation: forwards)
                twin.steps[3] = .advance(by: span - probe)
                let backwards = try context.run(script)
                let mirrored = try context.run(twin)
                try context.expect(
                    backwards.steps[3].value(view: 0, keyPath: 0), equals: mirrored.steps[3].value(view: 0, keyPath: 0),
                    "v0.x at \(Trace.format(probe)) with speed \(Trace.format(animation.timing.speed)) against the positive twin at \(Trace.format(span - probe))",
                    step: 3, trace: backwards)
            }),
    ]

    /// One layer, an animation with a negative speed, and one instant strictly inside its period.
    static func negativeSpeedScript() -> Gen<Script> {
        Gen.zip(
            LawGen.fromTo("x"), Gen.zip(Gen.element(of: [-1.0, -2, -0.5]), Gen.element(of: [1.0, 2, 1.5])), Gen.bool,
            Gen.element(of: [0.25, 0.125, 0.375])
        )
        .map { animation, speedAndRepeats, autoreverses, fraction in
            let (speed, repeats) = speedAndRepeats
            var animation = animation
            animation.timing.speed = speed
            animation.timing.repeatCount = repeats
            animation.timing.autoreverses = autoreverses
            // Probe a quarter-ish into the first half-duration: never on a cycle or leg boundary,
            // whose instants are open for negative speeds, neither forwards nor mirrored.
            let probe = fraction * animation.timing.duration / -speed
            return Script([
                .makeView(parent: nil), .add(view: 0, key: "a", animation: animation),
                .advance(by: 0), .advance(by: probe),
            ])
        }
    }

    /// `[view, timing, add, advance(x), advance(offset)]` for periodicity or mirror symmetry.
    ///
    /// The curve is a linear 0 → 8, eased by a named or custom timing function, or a keyframe
    /// path through 0, 8 and 2, as the engine declares: a cycle repeats (or mirrors) whatever its
    /// shape.
    static func periodicityScript(_ capabilities: EngineCapabilities, autoreverses: Bool) -> Gen<Script> {
        var shapes: [(Int, Gen<Animation.Kind>)] = [(3, Gen.constant(.basic(BasicValues(from: 0, to: 8))))]
        if capabilities.contains(.keyframes) {
            shapes.append(
                (
                    1,
                    Gen.element(of: [nil, [0, 0.25, 1]]).map {
                        .keyframe(KeyframeValues(values: [0, 8, 2], keyTimes: $0))
                    }
                ))
        }
        let curve: Gen<TimingFunction?> =
            capabilities.contains(.timingFunctions)
            ? Gen.frequency([
                (2, Gen.constant(nil)),
                (1, Gen.element(of: [TimingFunction.easeInEaseOut, TimingFunction(0.3, 0, 0.1, 1)])),
            ]) : Gen.constant(nil)
        return Gen.zip(
            Gen.zip(
                Gen.element(of: [1.0, 2, 0.5]), LawGen.duration, Gen.element(of: [0.25, 0.5, 0.75]), Gen.int(in: 1...2)),
            Gen.element(of: [0, 1, 2]), Gen.frequency(shapes), curve
        )
        .map { drawn, repeatChoice, shape, curve in
            let (speed, duration, fraction, periods) = drawn
            // One more period than the offset spans, half a period more, or forever.
            let repeats = [Double(periods + 1), Double(periods) + 1.5, .infinity][repeatChoice]
            var animation = Animation(keyPath: "x", kind: shape)
            animation.timing.duration = duration
            animation.timingFunction = curve
            animation.timing.repeatCount = repeats
            animation.timing.autoreverses = autoreverses
            let first = autoreverses ? (1 - fraction) * duration : fraction * duration
            let offset = autoreverses ? 2 * fraction * duration : Double(periods) * duration * (autoreverses ? 2 : 1)
            return Script(
                [
                    .makeView(parent: nil), .setTiming(view: 0, LayerTiming(speed: speed)),
                    .add(view: 0, key: "a", animation: animation),
                    .advance(by: first / speed), .advance(by: offset / speed),
                ].filter { $0 != .setTiming(view: 0, .identity) })
        }
    }

    /// One layer with a single animation and clock advances.
    static func singleAnimationScript(futureBegin: Bool) -> Gen<Script> {
        let timing = Gen.zip(
            Gen.element(of: [1.0, 2, 1.5, 0.5, 2.5]), Gen.element(of: [0.0, 1.5, 3]), Gen.bool,
            Gen.element(of: FillMode.allCases)
        )
        return Gen.zip(
            Gen.zip(LawGen.layerTiming(allowZero: false), LawGen.fromTo("x"), timing, Gen.bool),
            Gen.zip(Gen.element(of: [1.0, 0.5, 2]), LawGen.delta.array(count: 1...6))
        )
        .map { drawn, later in
            let (layerTiming, drawnAnimation, timing, retained) = drawn
            let (begin, deltas) = later
            var animation = drawnAnimation
            animation.timing.repeatCount = timing.0
            animation.timing.repeatDuration = timing.1
            animation.timing.autoreverses = timing.2
            animation.timing.fillMode = timing.3
            animation.isRemovedOnCompletion = !retained
            if futureBegin {
                // An explicit begin in the layer's time, `begin` after the layer time at the commit.
                let now = layerTiming.localTime(fromParentTime: 0)
                // A begin time of exactly 0 would mean "stamp at the commit", not an explicit
                // begin; in that one case use `begin` itself, which is still in the future.
                animation.timing.beginTime = (now + begin == 0) ? begin : now + begin
            }
            return Script(
                [
                    .makeView(parent: nil), .setTiming(view: 0, layerTiming),
                    .setModelValue(view: 0, keyPath: "x", value: 5),
                    .add(view: 0, key: "a", animation: animation),
                ].filter { $0 != .setTiming(view: 0, .identity) } + deltas.map { .advance(by: $0) })
        }
    }

    /// Advances in half durations so that several land exactly on the end of the active period.
    static func removalScript() -> Gen<Script> {
        Gen.zip(LawGen.fromTo("x"), Gen.element(of: [1.0, 2, 0.5]), Gen.element(of: [1.0, 2, 3])).map {
            animation, speed, repeats in
            var animation = animation
            animation.timing.repeatCount = repeats
            let step = animation.timing.duration / 2 / speed
            return Script(
                [
                    .makeView(parent: nil), .setTiming(view: 0, LayerTiming(speed: speed)),
                    .setModelValue(view: 0, keyPath: "x", value: 5),
                    .add(view: 0, key: "a", animation: animation),
                ].filter { $0 != .setTiming(view: 0, .identity) }
                    + Array(repeating: Step.advance(by: step), count: Int(repeats) * 2 + 2))
        }
    }

    /// An animation without a duration, with an optional transaction duration set before it.
    ///
    /// Sometimes an earlier transaction sets a duration of its own and commits (maybe rendered
    /// before the add): its duration ends with it (SEMANTICS §2.3–§2.4).
    static func defaultDurationScript() -> Gen<Script> {
        let earlier = Gen.zip(Gen.element(of: [2.0, 0.5, 1]), Gen.bool).optional
        return Gen.zip(
            Gen.element(of: [0.0, -1]), Gen.element(of: [nil, 2.0, 0.5, 1]), LawGen.delta.array(count: 1...5), earlier
        )
        .map { duration, transaction, deltas, earlier in
            var steps: [Step] = [.makeView(parent: nil), .setModelValue(view: 0, keyPath: "x", value: 5)]
            if case let (ownDuration, rendered)? = earlier {
                steps += [.setTransactionDuration(ownDuration), rendered ? .advance(by: 0.125) : .commit]
            }
            if let transaction { steps.append(.setTransactionDuration(transaction)) }
            steps.append(.add(view: 0, key: "a", animation: .basic("x", from: 0, to: 8, duration: duration)))
            return Script(steps + [.advance(by: 0.125)] + deltas.map { .advance(by: $0 / 4) })
        }
    }

    /// Checks a one-layer, one-animation script against ``BasicOracle`` after every render.
    static func checkSingleAnimation(_ script: Script, _ context: LawContext) throws {
        var layerTiming = LayerTiming()
        var model = 0.0
        var transactionDuration = 0.25
        var oracle: BasicOracle?
        var committed = false
        var mediaTime = 0.0
        let trace = try context.run(script)
        let profile = context.profile
        for (index, step) in script.steps.enumerated() {
            switch step {
            case .setTiming(_, let timing): layerTiming = timing
            case .setModelValue(_, _, let value): model = value
            case .setTransactionDuration(let duration): transactionDuration = duration
            case .commit:
                // A transaction's duration ends with it (SEMANTICS §2.3–§2.4).
                transactionDuration = 0.25
                if !committed, var pending = oracle {
                    if pending.timing.beginTime == 0 {
                        pending.timing.beginTime = layerTiming.localTime(fromParentTime: mediaTime)
                    }
                    oracle = pending
                    committed = true
                }
            case .add(_, _, let animation):
                guard case .basic(let values) = animation.kind, let from = values.from, let to = values.to else {
                    continue
                }
                var timing = animation.timing
                if timing.duration <= 0 { timing.duration = transactionDuration }
                oracle = BasicOracle(
                    from: from, to: to, model: model, timing: timing,
                    isRemovedOnCompletion: animation.isRemovedOnCompletion, profile: profile)
            case .advance(let by):
                mediaTime += by
                transactionDuration = 0.25
                if !committed, var pending = oracle {
                    // Stamped at this commit, with the layer's time before the clock moves.
                    if pending.timing.beginTime == 0 {
                        pending.timing.beginTime = layerTiming.localTime(fromParentTime: mediaTime - by)
                    }
                    oracle = pending
                    committed = true
                }
                guard let oracle else { continue }
                let layerTime = layerTiming.localTime(fromParentTime: mediaTime)
                let observation = trace.steps[index]
                try context.expect(
                    observation.value(view: 0, keyPath: 0), equals: oracle.value(atLayerTime: layerTime),
                    "v0.x at layer time \(Trace.format(layerTime))", step: index, trace: trace)
                let listed = observation.keys(ofView: 0).contains("a")
                if listed != oracle.isListed(atLayerTime: layerTime) {
                    throw LawViolation(
                        "animation 'a' is \(listed ? "" : "not ")listed at layer time \(Trace.format(layerTime)), active duration \(Trace.format(oracle.activeDuration))",
                        step: index, observed: trace)
                }
            default: break
            }
        }
    }
}
