import MediaTiming
import PropertyTesting

extension ScriptGenerators {
    /// The step generators enabled in `model`, each with its weight, simplest kind first.
    static func enabledSteps(_ options: ScriptOptions, _ model: ScriptModel) -> [(Int, Gen<Step>)] {
        var pairs: [(Int, Gen<Step>)] = []
        let kinds = options.stepKinds
        let allViews = Array(model.views.indices)
        if kinds.contains(.advance) { pairs.append((8, advance(model))) }
        if kinds.contains(.commit) { pairs.append((3, .constant(.commit))) }
        if kinds.contains(.add), !allViews.isEmpty { pairs.append((8, add(options, model, views: allViews))) }
        if kinds.contains(.makeView), model.views.count < options.maxViews {
            pairs.append((2, makeView(options, model)))
        }
        if kinds.contains(.setTiming), !allViews.isEmpty {
            let view = Gen.element(of: allViews)
            pairs.append((3, view.flatMap { view in
                layerTiming(options, context: TimingContext(now: model.parentTime(of: view), durations: model.durations(on: view)))
                    .map { Step.setTiming(view: view, $0) }
            }))
        }
        if kinds.contains(.setModelValue), !allViews.isEmpty {
            let view = Gen.element(of: allViews), path = Gen.element(of: options.keyPaths), value = smallInteger(upTo: 10)
            pairs.append((2, Gen { testCase in
                .setModelValue(view: try view.run(testCase), keyPath: try path.run(testCase), value: try value.run(testCase))
            }))
        }
        let keyed = model.views.indices.flatMap { view in model.views[view].keys.map { (view, $0) } }
        if kinds.contains(.removeAnimation), !keyed.isEmpty {
            pairs.append((2, Gen.element(of: keyed.indices.map { $0 }).map { Step.removeAnimation(view: keyed[$0].0, key: keyed[$0].1) }))
        }
        let withKeys = allViews.filter { !model.views[$0].keys.isEmpty }
        if kinds.contains(.removeAllAnimations), !withKeys.isEmpty {
            pairs.append((1, Gen.element(of: withKeys).map { Step.removeAllAnimations(view: $0) }))
        }
        if kinds.contains(.setTransactionDuration) {
            pairs.append((1, ladder([1, 0.5, 2, 0]).map { Step.setTransactionDuration($0) }))
        }
        switch model.phase {
        case .active:
            if kinds.contains(.resignActive) { pairs.append((2, .constant(.resignActive))) }
        case .inactive:
            if kinds.contains(.enterBackground) { pairs.append((2, .constant(.enterBackground))) }
            if kinds.contains(.becomeActive) { pairs.append((2, .constant(.becomeActive))) }
        case .background:
            if kinds.contains(.enterForeground) { pairs.append((3, .constant(.enterForeground))) }
        }
        let attached = allViews.filter { model.views[$0].placement != .detached }
        if kinds.contains(.detach), !attached.isEmpty { pairs.append((2, Gen.element(of: attached).map { Step.detach(view: $0) })) }
        let detached = allViews.filter { model.views[$0].placement == .detached }
        if kinds.contains(.attach), !detached.isEmpty { pairs.append((3, Gen.element(of: detached).map { Step.attach(view: $0) })) }
        if kinds.contains(.technique) {
            let techniques = techniqueSteps(options, model)
            if !techniques.isEmpty { pairs.append((6, Gen.frequency(techniques).map { Step.technique($0) })) }
        }
        return pairs
    }

    /// Advances: small halves (0 the simplest), the boundary instants of the animations present
    /// (their begin, cycle ends, end of the active duration), and now and then a long jump.
    static func advance(_ model: ScriptModel) -> Gen<Step> {
        var pairs: [(Int, Gen<Double>)] = [(6, halves(upTo: 4))]
        let boundaries = model.upcomingBoundaries()
        if !boundaries.isEmpty {
            let amounts = boundaries.map { $0.time - model.now }
            pairs.append((6, Gen.element(of: amounts)))
        }
        pairs.append((1, halves(upTo: 20)))
        return Gen.frequency(pairs).map { Step.advance(by: $0) }
    }

    static func makeView(_ options: ScriptOptions, _ model: ScriptModel) -> Gen<Step> {
        let maxDepth = max(options.treeDepth.upperBound, 1)
        let parents = model.views.indices.filter { model.depth(of: $0) < maxDepth }
        guard !parents.isEmpty else { return .constant(.makeView(parent: nil)) }
        return Gen.frequency([
            (1, .constant(.makeView(parent: nil))),
            (2, Gen.element(of: parents).map { Step.makeView(parent: $0) }),
        ])
    }

    static func add(_ options: ScriptOptions, _ model: ScriptModel, views: [Int]) -> Gen<Step> {
        let view = Gen.element(of: views)
        let key = Gen.element(of: options.animationKeys)
        return Gen { testCase in
            let view = try view.run(testCase)
            let key = try key.run(testCase)
            let context = TimingContext(now: model.localTime(of: view), durations: model.durations(on: view))
            let animation = try ScriptGenerators.animation(options, kinds: options.orderedAnimationKinds, context: context).run(testCase)
            return .add(view: view, key: key, animation: animation)
        }
    }
}
