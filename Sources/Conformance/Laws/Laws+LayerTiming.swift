import ConformanceOracles
import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension LawCatalog {
    /// Laws of the rest of `CAMediaTiming` on layers: duration, repeats, autoreverse, fill.
    static let layerTiming: [Law] = [
        Law(
            id: "TIME-5",
            statement:
                "A layer with a finite duration gives its animations and sublayers a time that repeats, reverses and fills as an animation's does, and none outside its active period unfilled.",
            evidence: .inferred, source: "SEMANTICS §1.3, §3.2–§3.6, §4.1; CAMediaTiming (CALayer adopts it)",
            rationale:
                "A CALayer is itself a CAMediaTiming object; engines that read only beginTime, speed and timeOffset from a layer play its subtree wrong once anyone sets its duration or repeat.",
            generator:
                "a chain of up to three layers, one bounded (duration, repeat count or duration, autoreverse, fill, begin, speed, offset), a probe animation on the deepest, advances that land on turns (not compared at a turn under a negative speed: open)",
            requires: [.layerMediaTiming, .fillModes, .retainedAnimations],
            { capabilities in boundedLayerScript(capabilities) },
            check: { script, context in try checkBoundedLayers(script, context) })
    ]

    /// The probe: linear 0 → 1000 over 1000 s from layer time −100, filled both ways and kept, so
    /// it shows its layer's content time plus 100 wherever the layer has a time.
    static var boundedProbe: Animation {
        var probe = Animation.basic("x", from: 0, to: 1000, duration: 1000)
        probe.timing.beginTime = -100
        probe.timing.fillMode = .both
        probe.isRemovedOnCompletion = false
        return probe
    }

    /// What the probe's layer shows when its layer has no time: the model value.
    static let boundedProbeModel: Double = -7

    static func boundedLayerScript(_ capabilities: EngineCapabilities) -> Gen<Script> {
        let negative = capabilities.contains(.negativeSpeed)
        var speeds: [Double] = [1, 2, 0.5]
        if negative { speeds.append(-1) }
        let fills: [FillMode] = [.removed, .both, .forwards, .backwards]
        let repeats: Gen<(Double, Double)> = Gen.frequency([
            (3, Gen.element(of: [0.0, 2, 1.5, .infinity]).map { ($0, 0.0) }),
            (capabilities.contains(.repeatDuration) ? 1 : 0, Gen.element(of: [3.0, 1.25]).map { (0.0, $0) }),
        ])
        let bounded = Gen.zip(
            Gen.zip(
                Gen.element(of: [1.0, 2, 0.5]), repeats, Gen.bool.map { $0 && capabilities.contains(.autoreverses) }),
            Gen.zip(
                Gen.element(of: fills), Gen.element(of: [0.0, 1, -0.5]), Gen.element(of: speeds),
                Gen.element(of: [0.0, 0.25, 1.5]))
        ).map { shape, placement -> LayerTiming in
            LayerTiming(
                beginTime: placement.1, speed: placement.2, timeOffset: placement.3, duration: shape.0,
                repeatCount: shape.1.0, repeatDuration: shape.1.1, autoreverses: shape.2, fillMode: placement.0)
        }
        let plain = LawGen.layerTiming(allowZero: false, allowNegative: negative)
        let nested = capabilities.contains(.nestedLayers)
        let depth = nested ? 1...3 : 1...1
        return LawGen.dependent(depth) { count in
            Gen.zip(
                LawGen.view(below: count), bounded, Gen.sequence((0..<count).map { _ in plain.optional }),
                Gen.element(of: [0.25, 0.5, 0.75, 1, 0.25, 1.5]).array(count: 2...10)
            )
            .map { boundedView, boundedTiming, others, advances -> Script in
                var steps: [Step] = (0..<count).map { $0 == 0 ? .makeView(parent: nil) : .makeView(parent: $0 - 1) }
                for (view, timing) in others.enumerated() where view != boundedView {
                    if let timing { steps.append(.setTiming(view: view, timing)) }
                }
                steps.append(.setTiming(view: boundedView, boundedTiming))
                steps.append(.setModelValue(view: count - 1, keyPath: "x", value: boundedProbeModel))
                steps.append(.add(view: count - 1, key: "probe", animation: boundedProbe))
                steps += advances.map { Step.advance(by: $0) }
                return Script(steps)
            }
        }
    }

    /// After every render, the deepest view shows its content time plus 100, or its model value
    /// where some bounded layer on its chain has no time.
    static func checkBoundedLayers(_ script: Script, _ context: LawContext) throws {
        let oracle = BoundedLayerOracle(profile: context.profile)
        var tree = LayerTreeModel()
        var mediaTime = 0.0
        var probeView: Int?
        var committed = false
        var model: [Int: Double] = [:]
        let trace = try context.run(script)
        for (index, step) in script.steps.enumerated() {
            tree.apply(step)
            switch step {
            case .setModelValue(let view, "x", let value): model[view] = value
            case .add(let view, _, _): probeView = view
            case .advance(let by): mediaTime += by
            default: break
            }
            if case .advance = step, probeView != nil { committed = true }
            guard committed, let view = probeView else { continue }
            guard tree.views.indices.contains(view) else {
                throw LawViolation.shape("the probe's view \(view) was never made")
            }
            var time: Double? = mediaTime
            var open = false
            for link in tree.chain(view) {
                if let parentTime = time {
                    open =
                        open
                        || ValueOracle.layerContentTimeIsOpen(
                            tree.views[link].timing, parentTime: parentTime, profile: context.profile)
                }
                time = oracle.contentTime(tree.views[link].timing, parentTime: time)
            }
            // An exact boundary instant of a bounded layer with a negative speed is open (SEMANTICS
            // §3.6): which side's content time shows there is not asserted.
            if open { continue }
            let expected = time.map { $0 + 100 } ?? model[view] ?? 0
            try context.expect(
                trace.steps[index].value(view: view, keyPath: 0), equals: expected,
                time.map { "v\(view).x (its content time \(Trace.format($0)) + 100)" }
                    ?? "v\(view).x (a bounded layer above it has no time: the model value)",
                step: index, trace: trace)
        }
    }
}
