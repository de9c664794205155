import MediaTiming
import PropertyTesting
import Scripts

extension GeneratorKit {
    /// The step kinds enabled in `model` with their weights, simplest first.
    func enabledSteps(_ model: ScriptModel) -> (kinds: [ScriptStepKind], weights: [Int]) {
        var kinds: [ScriptStepKind] = []
        var weights: [Int] = []
        kinds.reserveCapacity(8)
        weights.reserveCapacity(8)
        // Offered in the order of `ScriptStepKind.allCases`, so `ordinal` indexes `stepAllowed`.
        var ordinal = 0
        func offer(_ kind: ScriptStepKind, _ weight: Int, when condition: Bool = true) {
            if condition && stepAllowed[ordinal] {
                kinds.append(kind)
                weights.append(weight)
            }
            ordinal += 1
        }
        let hasViews = !model.views.isEmpty
        let hasKeys = model.views.contains { !$0.keys.isEmpty }
        offer(.advance, 8)
        offer(.commit, 3)
        offer(.add, 8, when: hasViews)
        offer(.makeView, 2, when: model.views.count < options.maxViews)
        offer(.setTiming, 3, when: hasViews)
        offer(.setModelValue, 2, when: hasViews)
        offer(.removeAnimation, 2, when: hasKeys)
        offer(.removeAllAnimations, 1, when: hasKeys)
        offer(.setTransactionDuration, 1)
        offer(.resignActive, 2, when: model.phase == .active)
        offer(.enterBackground, 4, when: model.phase == .inactive)
        offer(.enterForeground, 8, when: model.phase == .background)
        offer(.becomeActive, 3, when: model.phase == .inactive)
        offer(.detach, 2, when: model.views.contains { $0.placement != .detached })
        offer(.attach, 5, when: model.views.contains { $0.placement == .detached })
        offer(.technique, 6, when: stepAllowed[ordinal] && hasViews && hasTechnique(model))
        offer(.setCompletionBlock, 1)
        return (kinds, weights)
    }

    /// Whether some technique operation is enabled; operations without preconditions answer at once.
    private func hasTechnique(_ model: ScriptModel) -> Bool {
        if alwaysEnabledTechnique { return true }
        return !enabledTechniques(model).kinds.isEmpty
    }

    /// A step enabled in `model`.
    func step(_ testCase: TestCase, _ model: ScriptModel, enabled: (kinds: [ScriptStepKind], weights: [Int])? = nil)
        throws -> Step
    {
        let (kinds, weights) = enabled ?? enabledSteps(model)
        let kind = kinds[try Self.pick(weights, testCase)]
        return try testCase.span(.node) { try step(kind, testCase, model) }
    }

    private func step(_ kind: ScriptStepKind, _ testCase: TestCase, _ model: ScriptModel) throws -> Step {
        let views = model.views.indices
        switch kind {
        case .advance:
            return .advance(by: try advance(testCase, model))
        case .commit:
            return .commit
        case .add:
            let view = try Self.element(Array(views), testCase)
            let key = try Self.element(options.animationKeys, testCase)
            let context = TimingContext(now: model.localTime(of: view), durations: model.durations(on: view))
            return .add(view: view, key: key, animation: try animation(testCase, context))
        case .makeView:
            let maxDepth = max(options.treeDepth.upperBound, 1)
            let parents = views.filter { model.depth(of: $0) < maxDepth }
            if parents.isEmpty { return .makeView(parent: nil) }
            let toRoot = try Self.pick([1, 2], testCase) == 0
            if toRoot { return .makeView(parent: nil) }
            return .makeView(parent: try Self.element(parents, testCase))
        case .setTiming:
            let view = try Self.element(Array(views), testCase)
            let context = TimingContext(now: model.parentTime(of: view), durations: model.durations(on: view))
            return .setTiming(view: view, try layerTiming(testCase, context))
        case .setModelValue:
            let view = try Self.element(Array(views), testCase)
            let path = try Self.element(options.keyPaths, testCase)
            return .setModelValue(view: view, keyPath: path, value: try small10.run(testCase))
        case .removeAnimation:
            let keyed = views.flatMap { view in model.views[view].keys.map { (view, $0) } }
            let (view, key) = try Self.element(keyed, testCase)
            return .removeAnimation(view: view, key: key)
        case .removeAllAnimations:
            return .removeAllAnimations(
                view: try Self.element(views.filter { !model.views[$0].keys.isEmpty }, testCase))
        case .setTransactionDuration:
            return .setTransactionDuration(try transactionDurations.run(testCase))
        case .setCompletionBlock: return .setCompletionBlock
        case .resignActive: return .resignActive
        case .enterBackground: return .enterBackground
        case .enterForeground: return .enterForeground
        case .becomeActive: return .becomeActive
        case .detach:
            return .detach(view: try Self.element(views.filter { model.views[$0].placement != .detached }, testCase))
        case .attach:
            return .attach(view: try Self.element(views.filter { model.views[$0].placement == .detached }, testCase))
        case .technique:
            return .technique(try technique(testCase, model))
        }
    }

    /// An advance: a small half (0 the simplest), exactly to an upcoming boundary instant of the
    /// animations present (a begin, a cycle end, the end of an active duration), or a long jump.
    func advance(_ testCase: TestCase, _ model: ScriptModel) throws -> Double {
        let boundaries = model.upcomingBoundaries()
        switch try Self.pick([6, boundaries.isEmpty ? 0 : 6, 1], testCase) {
        case 0: return try halves4.run(testCase)
        case 1: return try Self.element(boundaries, testCase).time - model.now
        default: return try halves20.run(testCase)
        }
    }
}
