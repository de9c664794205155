import MediaTiming
import PropertyTesting

extension ScriptGenerators {
    /// The technique steps enabled in `model`, with weights, in the order of
    /// ``TechniqueOperationKind``; every step carries the script's technique configuration.
    static func techniqueSteps(_ options: ScriptOptions, _ model: ScriptModel) -> [(Int, Gen<TechniqueStep>)] {
        let operations = options.techniqueOperations
        let variant = model.variant
        let views = Array(model.views.indices)
        guard !views.isEmpty else { return [] }
        var pairs: [(Int, Gen<TechniqueStep>)] = []
        func on(_ candidates: [Int], weight: Int, _ make: @escaping (Int) -> TechniqueStep.Operation) {
            guard !candidates.isEmpty else { return }
            pairs.append((weight, Gen.element(of: candidates).map { TechniqueStep(make($0), view: $0, variant: variant) }))
        }
        if operations.contains(.pause) {
            on(views.filter { model.paused[$0] == nil }, weight: 3) { _ in .pause }
        }
        if operations.contains(.resume) {
            on(views.filter { model.paused[$0] != nil && model.stored[$0] == nil }, weight: 4) { _ in .resume }
        }
        if operations.contains(.changeSpeed) {
            let view = Gen.element(of: views)
            var speeds: [Double] = [2, 0.5, 1]
            if options.allowsZeroSpeed { speeds.append(0) }
            if options.allowsNegativeSpeed { speeds.append(-1) }
            let speed = ladder(speeds)
            pairs.append((2, Gen { testCase in
                TechniqueStep(.changeSpeed(try speed.run(testCase)), view: try view.run(testCase), variant: variant)
            }))
        }
        if operations.contains(.store) {
            on(views.filter { model.stored[$0] == nil && model.paused[$0] == nil }, weight: 2) { _ in .store }
        }
        if operations.contains(.restore) {
            on(views.filter { model.stored[$0] != nil }, weight: 4) { _ in .restore }
        }
        if operations.contains(.addWithClosures) {
            pairs.append((3, installing(options, model, views: views) { key, view, animation in
                TechniqueStep(.addWithClosures(key: key), view: view, variant: variant, animation: animation)
            }))
        }
        if operations.contains(.installScrubber) {
            let free = views.filter { model.scrubbers[$0] == nil }
            if !free.isEmpty {
                let view = Gen.element(of: free)
                let key = Gen.element(of: options.animationKeys)
                let animation = basicAnimation(options.withoutTimingEdgeCases)
                pairs.append((2, Gen { testCase in
                    TechniqueStep(
                        .installScrubber(key: try key.run(testCase)), view: try view.run(testCase), variant: variant,
                        animation: try animation.run(testCase))
                }))
            }
        }
        if operations.contains(.scrub) {
            let scrubbed = views.filter { model.scrubbers[$0] != nil }
            if !scrubbed.isEmpty {
                let view = Gen.element(of: scrubbed)
                pairs.append((4, view.flatMap { view in
                    let duration = model.scrubbers[view] ?? 1
                    return Gen.frequency([(3, halves(upTo: duration)), (1, .constant(duration))])
                        .map { TechniqueStep(.scrub(to: $0), view: view, variant: variant) }
                }))
            }
        }
        if operations.contains(.preserve) {
            on(views.filter { !model.protected.contains($0) }, weight: 2) { _ in .preserve }
        }
        if operations.contains(.reinstall) {
            pairs.append((2, installing(options, model, views: views) { key, view, animation in
                TechniqueStep(.reinstall(key: key), view: view, variant: variant, animation: animation)
            }))
        }
        return pairs
    }

    /// A technique step that installs a drawn animation under a drawn key on a drawn view.
    private static func installing(
        _ options: ScriptOptions, _ model: ScriptModel, views: [Int],
        _ make: @escaping (String, Int, Animation) -> TechniqueStep
    ) -> Gen<TechniqueStep> {
        let view = Gen.element(of: views)
        let key = Gen.element(of: options.animationKeys)
        return Gen { testCase in
            let view = try view.run(testCase)
            let key = try key.run(testCase)
            let context = TimingContext(now: model.localTime(of: view), durations: model.durations(on: view))
            let animation = try ScriptGenerators.animation(options, kinds: options.orderedAnimationKinds, context: context).run(testCase)
            return make(key, view, animation)
        }
    }
}

extension ScriptOptions {
    /// The options with animation timing edge cases turned off.
    var withoutTimingEdgeCases: ScriptOptions {
        var options = self
        options.animationTimingEdgeCases = false
        return options
    }
}
