import MediaTiming
import PropertyTesting

extension GeneratorKit {
    /// An animation of one of `kinds` (the options' kinds when `nil`); see
    /// ``ScriptGenerators/animation(_:context:)``.
    func animation(_ testCase: TestCase, kinds requested: [ScriptAnimationKind]? = nil, _ context: TimingContext) throws
        -> Animation
    {
        let chosen: ScriptAnimationKind
        if let requested, requested != kinds {
            chosen = requested.isEmpty ? .basic : try Self.element(requested, testCase)
        } else {
            chosen = kinds[try Self.pick(kindWeights, testCase)]
        }
        let path = try Self.element(options.keyPaths, testCase)
        let kind: Animation.Kind
        switch chosen {
        case .basic: kind = .basic(try basicValues(testCase))
        case .keyframe: kind = .keyframe(try keyframeValues(testCase))
        case .spring: kind = .spring(try springValues(testCase))
        case .group: kind = .group(try groupChildren(testCase))
        }
        var animation = Animation(keyPath: chosen == .group ? nil : path, kind: kind)
        animation.timing = try animationTiming(testCase, context)
        animation.timingFunction = try timingFunction(testCase)
        if options.allowsRetainedAnimations { animation.isRemovedOnCompletion = try Self.pick([3, 1], testCase) == 0 }
        if options.allowsAdditive {
            animation.isAdditive = try Self.pick([4, 1], testCase) == 1
            if options.animationTimingEdgeCases { animation.isCumulative = try Self.pick([7, 1], testCase) == 1 }
        }
        return Self.withAssertedValues(animation)
    }

    /// `animation`, given a by value when it is additive or cumulative with no from, to or by: what
    /// such an animation shows is an open point no law asserts (SEMANTICS §9), so no script draws
    /// it. No choice is drawn, so the tape and the shrinker see nothing of it.
    static func withAssertedValues(_ animation: Animation) -> Animation {
        guard animation.isAdditive || animation.isCumulative,
            case .basic(var values) = animation.kind, values.from == nil, values.to == nil, values.by == nil
        else { return animation }
        var animation = animation
        values.by = 1
        animation.kind = .basic(values)
        return animation
    }

    /// One to three group children: their own key paths and values, a begin time within the
    /// group, and a duration that may be 0 (the group's duration).
    func groupChildren(_ testCase: TestCase) throws -> [Animation] {
        let kinds = childKinds.isEmpty ? [ScriptAnimationKind.basic] : childKinds
        var children: [Animation] = []
        // Like `Gen.array(count: 1...3)`: one child, then a continue choice before each more.
        while children.count < 3 {
            let child = try testCase.span(.element) { () -> Animation? in
                if !children.isEmpty, try !testCase.drawWeighted(0.5) { return nil }
                let chosen = try Self.element(kinds, testCase)
                let path = try Self.element(options.keyPaths, testCase)
                let kind: Animation.Kind
                switch chosen {
                case .keyframe: kind = .keyframe(try keyframeValues(testCase))
                case .spring: kind = .spring(try springValues(testCase))
                default: kind = .basic(try basicValues(testCase))
                }
                var animation = Animation(keyPath: path, kind: kind)
                animation.timing = AnimationTiming(
                    beginTime: try halves2.run(testCase), duration: try groupChildDuration.run(testCase))
                if options.allowsAdditive { animation.isAdditive = try Self.pick([4, 1], testCase) == 1 }
                return Self.withAssertedValues(animation)
            }
            guard let child else { break }
            children.append(child)
        }
        return children
    }
}
