import MediaTiming

extension ValueModel {
    /// What a presentation value rests on now, in words without numbers: the layer time above the
    /// view and each committed animation that gives the key path a value, with its kind and phase.
    ///
    /// A failure signature carries it, so that two wrong values with different causes (a cubic
    /// keyframe against a filled basic animation) take two of a law's report slots and one cause
    /// seen at many instants takes one. It describes the failing instant, not the whole script,
    /// so a script and its shrunk form describe one cause alike.
    package func cause(of keyPath: String, view: Int) -> String {
        var parts: [String] = []
        let layerTime = layerTimeCause(view)
        if !layerTime.isEmpty { parts.append("layer time " + layerTime.joined(separator: "+")) }
        if let now = contentTime(view) {
            for entry in layers[view].entries where entry.isCommitted {
                parts += Self.cause(of: entry.animation, atParentTime: now, keyPath: keyPath, profile: profile)
            }
        } else {
            parts.append("a layer without time")
        }
        return parts.isEmpty ? "the model value" : parts.joined(separator: ", ")
    }

    /// The non-identity timing of the layers from the root down to `view`.
    private func layerTimeCause(_ view: Int) -> [String] {
        var words: Set<String> = []
        var current: Int? = view
        var hops = 0
        while let index = current, hops <= layers.count {
            let timing = layers[index].timing
            if timing.speed == 0 {
                words.insert("paused")
            } else if timing.speed < 0 {
                words.insert("reversed")
            } else if timing.speed != 1 {
                words.insert("scaled")
            }
            if timing.timeOffset != 0 || timing.beginTime != 0 { words.insert("shifted") }
            if timing.duration.isFinite && timing.duration > 0 { words.insert("bounded") }
            current = layers[index].parent
            hops += 1
        }
        return words.sorted()
    }

    /// The words for `animation` at `parentTime` when it gives `keyPath` a value there.
    private static func cause(
        of animation: Animation, atParentTime parentTime: Double, keyPath: String, profile: TimingProfile
    ) -> [String] {
        guard
            let phase = phase(
                animation.timing, atParentTime: parentTime, cumulative: animation.isCumulative, profile: profile)
        else { return [] }
        if case .group(let children) = animation.kind {
            guard let position = ValueOracle.position(animation.timing, atParentTime: parentTime, profile: profile)
            else { return [] }
            let groupTime = position.leg
            let inner = children.flatMap { cause(of: $0, atParentTime: groupTime, keyPath: keyPath, profile: profile) }
            return inner.map { "group \(phase) > \($0)" }
        }
        guard animation.keyPath == keyPath else { return [] }
        var words = [kindName(animation.kind)]
        words.append(phase)
        if animation.timingFunction != nil { words.append("eased") }
        if animation.isAdditive { words.append("additive") }
        if animation.isCumulative { words.append("cumulative") }
        return [words.joined(separator: " ")]
    }

    /// The kind of an animation: basic with its set ends, keyframe with its mode, spring, group.
    private static func kindName(_ kind: Animation.Kind) -> String {
        switch kind {
        case .basic(let values):
            let ends = [values.from.map { _ in "from" }, values.to.map { _ in "to" }, values.by.map { _ in "by" }]
                .compactMap { $0 }
            return "basic(\(ends.joined(separator: "-")))"
        case .keyframe(let keyframes):
            return "keyframe(\(keyframes.calculationMode.rawValue)\(keyframes.keyTimes == nil ? "" : ", key times"))"
        case .spring: return "spring"
        case .group: return "group"
        }
    }

    /// Where `timing` stands at `parentTime`: frozen, before its begin, inside its active period
    /// or after its end, with its speed's sign and direction; `nil` when it gives no value there.
    /// The cycle is named only for a cumulative animation, whose value depends on it.
    private static func phase(
        _ timing: AnimationTiming, atParentTime parentTime: Double, cumulative: Bool, profile: TimingProfile
    ) -> String? {
        guard let position = ValueOracle.position(timing, atParentTime: parentTime, profile: profile) else {
            return nil
        }
        var words: [String]
        if timing.speed == 0 {
            words = ["frozen by speed 0"]
        } else if parentTime < timing.beginTime {
            words = ["filling backwards"]
        } else if ValueOracle.hasEnded(timing, atParentTime: parentTime, profile: profile) {
            words = ["filling forwards"]
        } else {
            words = ["active"]
        }
        if timing.speed < 0 { words.append("at a negative speed") }
        if cumulative, position.iteration > 0 { words.append("in a later cycle") }
        if timing.autoreverses { words.append("autoreversing") }
        return words.joined(separator: " ")
    }
}
