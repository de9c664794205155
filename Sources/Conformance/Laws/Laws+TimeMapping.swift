import ConformanceOracles
import Generators
import MediaTiming
import PropertyTesting
import Scripts

extension LawCatalog {
    /// Laws of the time mapping: the local-time formula, convertTime, freezing and monotone progress.
    static let timeMapping: [Law] = [
        Law(
            id: "TIME-1",
            statement:
                "Every layer's local time is (tp − beginTime)·speed + timeOffset applied down the tree from media time.",
            evidence: .doc, source: "SEMANTICS §1.1, §1.3; CAMediaTiming header",
            rationale:
                "Every other timing rule is built on this map; an engine that gets it wrong is wrong everywhere.",
            generator:
                "nested layer trees with edge-case timings, timing edits, layers and windows made after media time 0 (some with timing of their own), and clock advances",
            { capabilities in timingScript(capabilities, animated: false) },
            check: { script, context in
                var model = LayerTreeModel()
                let trace = try context.run(script)
                for (index, step) in script.steps.enumerated() {
                    model.apply(step)
                    for view in model.views.indices where view < trace.steps[index].viewCount {
                        try context.expect(
                            trace.steps[index].localTime(ofView: view), equals: model.localTime(view),
                            "local time of v\(view)", step: index, trace: trace)
                    }
                }
            }),
        Law(
            id: "TIME-2",
            statement:
                "convertTime from media time gives rule 1 down the tree, and it round-trips between any two layers and composes through a third when no speed on the way is 0.",
            evidence: .doc, source: "SEMANTICS §1.4; CALayer convertTime(_:from:) and convertTime(_:to:)",
            rationale:
                "Techniques such as pause and speed change read times through convertTime; a lossy or one-sided conversion makes them drift.",
            generator:
                "nested layer trees with nonzero speeds, maybe a layer or window made after media time 0, and a clock advance",
            { capabilities in timingScript(capabilities, animated: false, allowZero: false, advances: 1...2) },
            check: { script, context in
                var failure: LawViolation?
                let last = script.steps.count - 1
                var model = LayerTreeModel()
                for step in script.steps { model.apply(step) }
                _ = try context.run(script) { index, host, views in
                    guard index == last, failure == nil else { return }
                    failure =
                        exactConvertTimeViolation(host.engine, views.map(\.layer), model, context, step: index)
                        ?? convertTimeViolation(host.engine, views.map(\.layer), context, step: index)
                }
                if let failure { throw failure }
            }),
        Law(
            id: "TIME-3",
            statement:
                "A layer whose speed or an ancestor's speed is 0 keeps its local time and presentation values while the clock advances.",
            evidence: .doc, source: "SEMANTICS §1.1, §3.3; QA1673",
            rationale: "Pausing by speed 0 is the basis of QA1673 and of interactive scrubbing.",
            generator:
                "layer trees with speed-0 layers, animations of every kind, layers made after media time 0 and consecutive clock advances",
            { capabilities in timingScript(capabilities, animated: true, zeroWeighted: true) },
            check: { script, context in
                var model = LayerTreeModel()
                let trace = try context.run(script)
                for (index, step) in script.steps.enumerated() {
                    model.apply(step)
                    guard index > 0, case .advance = step, case .advance = (try script.step(index - 1)) else {
                        continue
                    }
                    let (now, before) = (trace.steps[index], (try trace.observation(index - 1)))
                    for view in model.views.indices where model.effectiveSpeed(view) == 0 {
                        try context.expect(
                            now.localTime(ofView: view), equals: before.localTime(ofView: view),
                            "frozen local time of v\(view)", step: index, trace: trace)
                        for (k, path) in trace.keyPaths.enumerated() {
                            try context.expect(
                                now.value(view: view, keyPath: k), equals: before.value(view: view, keyPath: k),
                                "frozen v\(view).\(path)", step: index, trace: trace)
                        }
                    }
                }
            }),
        Law(
            id: "TIME-4",
            statement:
                "Under positive speeds an increasing animation's presentation value never decreases while the animation is on its layer.",
            evidence: .inferred, source: "SEMANTICS §1.1, §3.3, §5.7",
            rationale:
                "Time only moves forward under positive speeds; a value that goes back shows a mapping or easing bug as a visible stutter.",
            generator: "a chain of layers with positive speeds, an increasing eased animation, clock advances",
            { capabilities in monotoneScript(capabilities) },
            check: { script, context in
                let trace = try context.run(script)
                let view = script.viewCount - 1
                for index in trace.steps.indices.dropFirst() {
                    let (now, before) = (trace.steps[index], (try trace.observation(index - 1)))
                    guard now.keys(ofView: view).contains("m"), before.keys(ofView: view).contains("m"),
                        now.mediaTime >= before.mediaTime
                    else { continue }
                    context.count(.values)
                    if now.value(view: view, keyPath: 0) < before.value(view: view, keyPath: 0) - context.tolerance {
                        throw LawViolation(
                            "v\(view).x went from \(Trace.format(before.value(view: view, keyPath: 0))) to \(Trace.format(now.value(view: view, keyPath: 0)))",
                            step: index, observed: trace)
                    }
                }
            }),
    ]

    /// A tree, timings, optional animations, and advances with occasional timing edits.
    static func timingScript(
        _ capabilities: EngineCapabilities, animated: Bool, allowZero: Bool = true, zeroWeighted: Bool = false,
        advances: ClosedRange<Int> = 1...6
    ) -> Gen<Script> {
        let nested = capabilities.contains(.nestedLayers)
        let negative = capabilities.contains(.negativeSpeed)
        let timing =
            zeroWeighted
            ? Gen.frequency([
                (1, LawGen.layerTiming(allowZero: true, allowNegative: negative)),
                (1, Gen.element(of: [0.0, 1.0]).map { LayerTiming(speed: 0, timeOffset: $0) }),
            ])
            : LawGen.layerTiming(allowZero: allowZero, allowNegative: negative)
        return LawGen.withTree(maxViews: 4, nested: nested) { count -> Gen<([Step], [Step], [Step])> in
            // TIME-3 needs a frozen layer: one view is always set to speed 0 after the others.
            let frozen: Gen<[Step]> =
                zeroWeighted
                ? Gen.zip(LawGen.view(below: count), Gen.element(of: [0.0, 1, 0.5])).map {
                    [.setTiming(view: $0.0, LayerTiming(speed: 0, timeOffset: $0.1))]
                }
                : Gen.constant([])
            let timings = Gen.zip(LawGen.timings(count: count, timing), frozen).map { $0.0 + $0.1 }
            let animations: Gen<[Step]> =
                animated
                ? Gen.zip(LawGen.view(below: count), LawGen.anyKind(capabilities)).map {
                    [.add(view: $0.0, key: "a", animation: $0.1)]
                }
                .array(count: 0...2).map { $0.flatMap { $0 } }
                : Gen.constant([])
            // A layer made after media time 0 (a window or a view made later), maybe with timing
            // of its own; `newView` stands for its index until the script is put together.
            let parent: Gen<Int?> = nested ? LawGen.view(below: count).optional : Gen.constant(nil)
            let made = Gen.zip(parent, timing.optional).map { parent, timing -> [Step] in
                [Step.makeView(parent: parent)] + (timing.map { [Step.setTiming(view: newView, $0)] } ?? []) + [
                    .advance(by: 0)
                ]
            }
            let later = Gen.frequency([
                (4, LawGen.delta.map { [Step.advance(by: $0)] }),
                (
                    1,
                    Gen.zip(LawGen.view(below: count), timing).map {
                        [Step.setTiming(view: $0.0, $0.1), .advance(by: 0)]
                    }
                ),
                (1, made),
            ]).array(count: advances).map { $0.flatMap { $0 } }
            return Gen.zip(timings, animations, later)
        }.map { tree, parts in
            var views = 0
            let steps = (tree + parts.0 + parts.1 + [.advance(by: 0)] + parts.2 + [.advance(by: 0.5)]).map {
                step -> Step in
                if case .makeView = step { views += 1 }
                if case .setTiming(newView, let timing) = step { return .setTiming(view: views - 1, timing) }
                return step
            }
            return Script(steps)
        }
    }

    /// Stands for the view made last in a timing script's later moves.
    private static let newView = -1

    /// A chain of positive-speed layers with one increasing eased animation on the leaf.
    static func monotoneScript(_ capabilities: EngineCapabilities) -> Gen<Script> {
        let depth = capabilities.contains(.nestedLayers) ? 3 : 1
        let functions = capabilities.contains(.timingFunctions) ? TimingFunction.named.map(\.function) : [.linear]
        return LawGen.dependent(1...depth) { count in
            let tree = (0..<count).map { $0 == 0 ? Step.makeView(parent: nil) : .makeView(parent: $0 - 1) }
            let timings = LawGen.timings(count: count, LawGen.layerTiming(allowZero: false))
            let animation = Gen.zip(LawGen.duration, Gen.element(of: functions)).map {
                duration, function -> Animation in
                var animation = Animation.basic("x", from: 0, to: 8, duration: duration)
                animation.timingFunction = function
                return animation
            }
            // Advances are fractions of the animation's span in media time, so that at least two
            // renders fall inside it whatever the speeds.
            let fractions = Gen.element(of: [0.25, 0.125, 0.375]).array(count: 2...8)
            return Gen.zip(timings, animation, fractions).map { timings, animation, fractions in
                let speeds = timings.reduce(1.0) { product, step in
                    if case .setTiming(_, let timing) = step { return product * timing.speed }
                    return product
                }
                let span = animation.timing.duration / speeds
                return Script(
                    tree + timings + [.add(view: count - 1, key: "m", animation: animation)]
                        + fractions.map { .advance(by: $0 * span) })
            }
        }
    }

    /// Checks round trips, composition and the media-time map of convertTime on the given layers.
    /// Compares convertTime from media time into each layer with rule 1 applied down the model's
    /// tree, at a probe inside the generated timings' range and one before it.
    static func exactConvertTimeViolation(
        _ engine: AnyTimingEngine, _ layers: [AnyLayer], _ model: LayerTreeModel, _ context: LawContext, step: Int
    ) -> LawViolation? {
        for t in [1.5, -2.25] {
            for (view, layer) in layers.enumerated() where model.views.indices.contains(view) {
                let observed = engine.convertTime(t, from: nil, to: layer)
                let expected = model.localTime(view, at: t)
                if !context.agree(observed, expected) {
                    return LawViolation(
                        "convertTime(\(Trace.format(t))) from media time to v\(view) gave \(Trace.format(observed)), expected \(Trace.format(expected)) by rule 1 down the tree",
                        step: step)
                }
            }
        }
        return nil
    }

    static func convertTimeViolation(
        _ engine: AnyTimingEngine, _ layers: [AnyLayer], _ context: LawContext, step: Int
    ) -> LawViolation? {
        let spaces: [AnyLayer?] = [nil] + layers.map { Optional($0) }
        func name(_ space: AnyLayer?) -> String {
            guard let space, let index = layers.firstIndex(of: space) else { return "media time" }
            return "v\(index)"
        }
        // Two probes: one inside every generated timing's range and one before it; the maps are
        // affine, so agreement at two points covers the line.
        for t in [1.5, -2.25] {
            for a in spaces {
                for b in spaces {
                    let there = engine.convertTime(t, from: a, to: b)
                    let back = engine.convertTime(there, from: b, to: a)
                    if !context.agree(back, t) {
                        return LawViolation(
                            "convertTime(\(Trace.format(t))) from \(name(a)) to \(name(b)) and back gave \(Trace.format(back))",
                            step: step)
                    }
                    // Composing through every third space adds nothing over media time and the
                    // deepest layer, and costs as much as the rest of the law together.
                    for c in [spaces[0], spaces[spaces.count - 1]] {
                        let direct = engine.convertTime(t, from: a, to: c)
                        let composed = engine.convertTime(there, from: b, to: c)
                        if !context.agree(direct, composed) {
                            return LawViolation(
                                "convertTime(\(Trace.format(t))) from \(name(a)) to \(name(c)) is \(Trace.format(direct)) directly but \(Trace.format(composed)) through \(name(b))",
                                step: step)
                        }
                    }
                }
            }
        }
        return nil
    }
}
