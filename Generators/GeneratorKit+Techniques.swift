import MediaTiming
import PropertyTesting
import Scripts

extension GeneratorKit {
    /// The technique operations enabled in `model` with their weights, in declaration order.
    func enabledTechniques(_ model: ScriptModel) -> (kinds: [TechniqueOperationKind], weights: [Int]) {
        var kinds: [TechniqueOperationKind] = []
        var weights: [Int] = []
        guard !model.views.isEmpty else { return (kinds, weights) }
        let views = model.views.indices
        // Offered in the order of `TechniqueOperationKind.allCases`, so `ordinal` indexes `techniqueAllowed`.
        var ordinal = 0
        func offer(_ kind: TechniqueOperationKind, _ weight: Int, when condition: @autoclosure () -> Bool = true) {
            if techniqueAllowed[ordinal] && condition() {
                kinds.append(kind)
                weights.append(weight)
            }
            ordinal += 1
        }
        offer(.pause, 3, when: views.contains { model.views[$0].pausedTiming == nil })
        offer(
            .resume, 8,
            when: views.contains { model.views[$0].pausedTiming != nil && model.views[$0].storedKeys == nil })
        offer(.changeSpeed, 2)
        offer(
            .store, 2, when: views.contains { model.views[$0].storedKeys == nil && model.views[$0].pausedTiming == nil }
        )
        offer(.restore, 8, when: model.views.contains { $0.storedKeys != nil })
        offer(.addWithClosures, 3)
        offer(.installScrubber, 2, when: views.contains { model.views[$0].scrubDuration == nil })
        offer(.scrub, 8, when: model.views.contains { $0.scrubDuration != nil })
        offer(.preserve, 2, when: views.contains { !model.views[$0].isProtected })
        offer(.reinstall, 2)
        return (kinds, weights)
    }

    /// A technique step enabled in `model`, carrying the script's technique configuration.
    func technique(_ testCase: TestCase, _ model: ScriptModel) throws -> TechniqueStep {
        let (kinds, weights) = enabledTechniques(model)
        let kind = kinds[try Self.pick(weights, testCase)]
        let views = Array(model.views.indices)
        let variant = model.variant
        func view(_ condition: (Int) -> Bool) throws -> Int { try Self.element(views.filter(condition), testCase) }
        func installing() throws -> (view: Int, key: String, animation: Animation) {
            let chosen = try Self.element(views, testCase)
            let key = try Self.element(options.animationKeys, testCase)
            let context = TimingContext(now: model.localTime(of: chosen), durations: model.durations(on: chosen))
            return (chosen, key, try animation(testCase, context))
        }
        switch kind {
        case .pause:
            return TechniqueStep(.pause, view: try view { model.views[$0].pausedTiming == nil }, variant: variant)
        case .resume:
            return TechniqueStep(
                .resume, view: try view { model.views[$0].pausedTiming != nil && model.views[$0].storedKeys == nil },
                variant: variant)
        case .changeSpeed:
            let chosen = try Self.element(views, testCase)
            return TechniqueStep(.changeSpeed(try changeSpeeds.run(testCase)), view: chosen, variant: variant)
        case .store:
            return TechniqueStep(
                .store, view: try view { model.views[$0].storedKeys == nil && model.views[$0].pausedTiming == nil },
                variant: variant)
        case .restore:
            return TechniqueStep(.restore, view: try view { model.views[$0].storedKeys != nil }, variant: variant)
        case .addWithClosures:
            let (chosen, key, animation) = try installing()
            return TechniqueStep(.addWithClosures(key: key), view: chosen, variant: variant, animation: animation)
        case .installScrubber:
            let chosen = try view { model.views[$0].scrubDuration == nil }
            let key = try Self.element(options.animationKeys, testCase)
            let path = try Self.element(options.keyPaths, testCase)
            let animation = Animation(
                keyPath: path, kind: .basic(try basicValues(testCase)),
                timing: AnimationTiming(duration: try readableDuration.run(testCase)))
            return TechniqueStep(.installScrubber(key: key), view: chosen, variant: variant, animation: animation)
        case .scrub:
            let chosen = try view { model.views[$0].scrubDuration != nil }
            let duration = model.views[chosen].scrubDuration ?? 1
            let time = try Self.pick([3, 1], testCase) == 0 ? min(try halves4.run(testCase), duration) : duration
            return TechniqueStep(.scrub(to: time), view: chosen, variant: variant)
        case .preserve:
            return TechniqueStep(.preserve, view: try view { !model.views[$0].isProtected }, variant: variant)
        case .reinstall:
            let (chosen, key, animation) = try installing()
            return TechniqueStep(.reinstall(key: key), view: chosen, variant: variant, animation: animation)
        }
    }
}
