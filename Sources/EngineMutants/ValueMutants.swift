import MediaTiming
import ReferenceEngine

/// Engines that misread one field of the contract: the reference engine behind a wrapper that
/// rewrites what it is given, as an engine that drops or confuses that field would.
///
/// Each one is a fault in a single feature the value laws (VAL-*) reach, so the mutation run
/// shows that those laws compare the feature's exact value rather than an invariant around it.
enum ValueMutants {
    /// Rewrites each added animation and each layer timing before the reference engine sees it.
    final class Rewriting: ForwardingEngine<ReferenceEngine> {
        private let rewrite: @Sendable (Animation) -> Animation
        private let rewriteTiming: @Sendable (LayerTiming) -> LayerTiming

        init(
            animation rewrite: @escaping @Sendable (Animation) -> Animation = { $0 },
            layer rewriteTiming: @escaping @Sendable (LayerTiming) -> LayerTiming = { $0 }
        ) {
            self.rewrite = rewrite
            self.rewriteTiming = rewriteTiming
            super.init(ReferenceEngine())
        }

        override func add(_ animation: Animation, forKey key: String, to layer: ReferenceLayer)
            throws(TimingEngineError)
        {
            try super.add(rewrite(animation), forKey: key, to: layer)
        }

        override func setTiming(_ timing: LayerTiming, of layer: ReferenceLayer) throws(TimingEngineError) {
            try super.setTiming(rewriteTiming(timing), of: layer)
        }
    }

    /// Answers NaN for a layer that holds a reversed, endlessly repeating animation that has not
    /// begun yet: the stand-in for an engine that divides by the infinite active duration there
    /// and crashes (a third-party engine did, on a three-step script).
    final class ReversedLoopBeforeBegin: ForwardingEngine<ReferenceEngine> {
        init() { super.init(ReferenceEngine()) }

        override func presentationValue(forKeyPath keyPath: String, of layer: ReferenceLayer) -> Double {
            let now = base.convertTime(base.mediaTime, from: nil, to: layer)
            for key in base.animationKeys(of: layer) {
                guard let timing = base.animation(forKey: key, of: layer)?.timing else { continue }
                if timing.speed < 0 && timing.repeatCount == .infinity && now < timing.beginTime { return .nan }
            }
            return super.presentationValue(forKeyPath: keyPath, of: layer)
        }
    }

    /// `animation` with `change` applied to it and to every animation nested in it.
    static func deep(_ animation: Animation, _ change: (inout Animation) -> Void) -> Animation {
        var copy = animation
        change(&copy)
        if case .group(let children) = copy.kind { copy.kind = .group(children.map { deep($0, change) }) }
        return copy
    }

    /// `group` with `change` applied to each direct child, for a group; unchanged otherwise.
    static func children(_ group: Animation, _ change: (inout Animation) -> Void) -> Animation {
        guard case .group(var children) = group.kind else { return group }
        for index in children.indices { change(&children[index]) }
        var copy = group
        copy.kind = .group(children)
        return copy
    }

    /// Keyframe values changed by `change`, for keyframe animations anywhere in the tree.
    static func keyframes(_ animation: Animation, _ change: @escaping (inout KeyframeValues) -> Void) -> Animation {
        deep(animation) { node in
            if case .keyframe(var values) = node.kind {
                change(&values)
                node.kind = .keyframe(values)
            }
        }
    }

    /// Spring physics changed by `change`, for springs anywhere in the tree.
    static func springs(_ animation: Animation, _ change: @escaping (inout SpringValues) -> Void) -> Animation {
        deep(animation) { node in
            if case .spring(var values) = node.kind {
                change(&values)
                node.kind = .spring(values)
            }
        }
    }

    /// Every curve in the tree (the animations' and the keyframe segments') changed by `change`.
    static func curves(_ animation: Animation, _ change: @escaping @Sendable (TimingFunction) -> TimingFunction)
        -> Animation
    {
        deep(animation) { node in
            node.timingFunction = node.timingFunction.map(change)
            if case .keyframe(var values) = node.kind {
                values.timingFunctions = values.timingFunctions?.map(change)
                node.kind = .keyframe(values)
            }
        }
    }

    /// Every animation's timing in the tree changed by `change`.
    static func timings(_ animation: Animation, _ change: @escaping (inout AnimationTiming) -> Void) -> Animation {
        deep(animation) { change(&$0.timing) }
    }

    /// A mutant that rewrites added animations with `rewrite`.
    static func animation(_ name: String, _ bug: String, _ rewrite: @escaping @Sendable (Animation) -> Animation)
        -> EngineMutant
    {
        EngineMutant(name: name, bug: bug) { Rewriting(animation: rewrite) }
    }

    /// A mutant that rewrites layer timings with `rewrite`.
    static func layer(_ name: String, _ bug: String, _ rewrite: @escaping @Sendable (LayerTiming) -> LayerTiming)
        -> EngineMutant
    {
        EngineMutant(name: name, bug: bug) { Rewriting(layer: rewrite) }
    }
}
