import MediaTiming
import Scripts

extension Step {
    /// A short human reading of the step for trace tables, such as `add v0.a basic opacity 0→1 d=2`.
    public var summary: String {
        let n = Trace.format
        switch self {
        case .makeView(let parent): return parent.map { "makeView in v\($0)" } ?? "makeView root"
        case .makeSublayer(let parent): return "makeSublayer in v\(parent)"
        case .setTiming(let view, let timing):
            var text = "setTiming v\(view) b=\(n(timing.beginTime)) s=\(n(timing.speed)) o=\(n(timing.timeOffset))"
            // The rest of the layer's `CAMediaTiming`, where it is not the default.
            if timing.duration != .infinity { text += " d=\(n(timing.duration))" }
            if timing.repeatCount != 0 { text += " rc=\(n(timing.repeatCount))" }
            if timing.repeatDuration != 0 { text += " rd=\(n(timing.repeatDuration))" }
            if timing.autoreverses { text += " ar" }
            if timing.fillMode != .removed { text += " fill=\(timing.fillMode.rawValue)" }
            return text
        case .setModelValue(let view, let keyPath, let value): return "set v\(view).\(keyPath)=\(n(value))"
        case .add(let view, let key, let animation): return "add v\(view).\(key) \(Self.summary(of: animation))"
        case .removeAnimation(let view, let key): return "remove v\(view).\(key)"
        case .removeAllAnimations(let view): return "removeAll v\(view)"
        case .setTransactionDuration(let duration): return "transaction d=\(n(duration))"
        case .commit: return "commit"
        case .setCompletionBlock: return "set completion block"
        case .clearCompletionBlock: return "clear completion block"
        case .beginTransaction: return "begin nested transaction"
        case .flush: return "flush"
        case .advance(let by): return "advance +\(n(by))"
        case .resignActive: return "resignActive"
        case .enterBackground: return "enterBackground"
        case .enterForeground: return "enterForeground"
        case .becomeActive: return "becomeActive"
        case .detach(let view): return "detach v\(view)"
        case .attach(let view): return "attach v\(view)"
        case .host(let hostStep): return "host " + SwiftLiteral.hostStep(hostStep).dropFirst()
        case .reentrant(let trigger, let steps):
            return "on \(trigger): [\(steps.map(\.summary).joined(separator: "; "))]"
        case .technique(let technique):
            var text: String
            switch technique.operation {
            case .pause: text = "pause v\(technique.view)"
            case .resume: text = "resume v\(technique.view)"
            case .changeSpeed(let speed): text = "speed v\(technique.view) → \(n(speed))"
            case .store: text = "store v\(technique.view)"
            case .restore: text = "restore v\(technique.view)"
            case .addWithClosures(let key): text = "addWithClosures v\(technique.view).\(key)"
            case .installScrubber(let key): text = "scrubber v\(technique.view).\(key)"
            case .scrub(let time): text = "scrub v\(technique.view) to \(n(time))"
            case .releaseScrub: text = "release scrubber v\(technique.view)"
            case .preserve: text = "preserve v\(technique.view)"
            case .reinstall(let key): text = "reinstall v\(technique.view).\(key)"
            case .discard: text = "discard v\(technique.view)"
            case .setResumeSpeed(let speed): text = "resume speed v\(technique.view) → \(n(speed))"
            case .inspect: text = "inspect v\(technique.view)"
            case .uninstall(let key): text = "uninstall v\(technique.view).\(key)"
            case .reinstallMissing: text = "reinstallMissing v\(technique.view)"
            case .reinstallScrubber: text = "reinstall scrubber v\(technique.view)"
            case .invalidate: text = "invalidate v\(technique.view)"
            case .invalidateAll: text = "invalidate all"
            }
            if let animation = technique.animation { text += " " + Self.summary(of: animation) }
            if technique.variant != "correct" { text += " [\(technique.variant)]" }
            return text
        }
    }

    /// An animation in a few words: kind, key path, values, then the timing that differs from the default.
    @usableFromInline static func summary(of animation: Animation) -> String {
        let n = Trace.format
        var parts: [String] = []
        switch animation.kind {
        case .basic(let values): parts.append("basic \(animation.keyPath ?? "-") \(summary(of: values))")
        case .keyframe(let keyframes):
            parts.append(
                "keyframe.\(keyframes.calculationMode.rawValue) \(animation.keyPath ?? "-") [\(keyframes.values.map(n).joined(separator: ","))]"
            )
        case .spring(let spring): parts.append("spring \(animation.keyPath ?? "-") \(summary(of: spring.endpoints))")
        case .group(let children): parts.append("group(\(children.map(summary(of:)).joined(separator: "; ")))")
        }
        let timing = animation.timing
        parts.append("d=\(n(timing.duration))")
        if timing.beginTime != 0 { parts.append("b=\(n(timing.beginTime))") }
        if timing.speed != 1 { parts.append("s=\(n(timing.speed))") }
        if timing.timeOffset != 0 { parts.append("o=\(n(timing.timeOffset))") }
        if timing.repeatCount != 0 { parts.append("rc=\(n(timing.repeatCount))") }
        if timing.repeatDuration != 0 { parts.append("rd=\(n(timing.repeatDuration))") }
        if timing.autoreverses { parts.append("ar") }
        if timing.fillMode != .removed { parts.append("fill=\(timing.fillMode.rawValue)") }
        if !animation.isRemovedOnCompletion { parts.append("kept") }
        if animation.isAdditive { parts.append("additive") }
        if animation.isCumulative { parts.append("cumulative") }
        if animation.timingFunction != nil { parts.append("eased") }
        return parts.joined(separator: " ")
    }

    private static func summary(of values: BasicValues) -> String {
        let n = Trace.format
        switch (values.from, values.to, values.by) {
        case let (from?, to?, _): return "\(n(from))→\(n(to))"
        case let (from?, nil, by?): return "\(n(from))→+\(n(by))"
        case let (nil, to?, by?): return "(\(n(to))−\(n(by)))→\(n(to))"
        case let (from?, nil, nil): return "\(n(from))→·"
        case let (nil, to?, nil): return "·→\(n(to))"
        case let (nil, nil, by?): return "·→+\(n(by))"
        case (nil, nil, nil): return "·"
        }
    }
}
