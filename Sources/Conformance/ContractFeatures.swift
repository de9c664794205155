import MediaTiming
import Generators

/// The features of the contract a script reaches, by name, for the coverage matrix.
///
/// Names follow the contract's types: `Animation.kind.keyframe.calculationMode.cubicPaced`,
/// `AnimationTiming.timeOffset`, `TimingFunction.custom`, `LayerTiming.speed.negative`. A field
/// counts when the script sets it to something other than its default; `Instant.*` features
/// count when the script reads values at a boundary of an animation's active period (worked out
/// by the value oracle's model of the script), `Extreme.*` ones when it uses an extreme timing.
enum ContractFeatures {
    /// The features each value law is built to reach; every one is reached by at least 5 % of
    /// the law's generated cases (a test checks it).
    static let valueLaws: [String: [String]] = [
        "VAL-1": ["Animation.kind.basic", "BasicValues.from", "BasicValues.to", "BasicValues.by", "BasicValues.none",
                  "Animation.isAdditive", "AnimationTiming.beginTime", "Instant.begin", "Instant.end"],
        "VAL-2": ["Animation.isCumulative", "Animation.isAdditive", "AnimationTiming.repeatCount.fractional",
                  "AnimationTiming.repeatCount.infinite", "AnimationTiming.autoreverses", "Animation.kind.keyframe", "Instant.turn"],
        "VAL-3": ["Animation.timingFunction", "TimingFunction.custom", "TimingFunction.named.easeIn", "TimingFunction.named.easeOut",
                  "TimingFunction.named.easeInEaseOut", "TimingFunction.named.default", "TimingFunction.named.linear", "Instant.turn"],
        "VAL-4": ["Animation.kind.keyframe.calculationMode.linear", "Animation.kind.keyframe.calculationMode.discrete",
                  "KeyframeValues.keyTimes", "KeyframeValues.keyTimes.invalid", "KeyframeValues.timingFunctions"],
        "VAL-5": ["Animation.kind.keyframe.calculationMode.paced", "Animation.kind.keyframe.calculationMode.cubic",
                  "Animation.kind.keyframe.calculationMode.cubicPaced", "KeyframeValues.keyTimes", "KeyframeValues.timingFunctions"],
        "VAL-6": ["Animation.kind.spring", "SpringValues.mass", "SpringValues.stiffness", "SpringValues.damping",
                  "SpringValues.initialVelocity", "SpringValues.regime.underdamped", "SpringValues.regime.critical",
                  "SpringValues.regime.overdamped"],
        "VAL-7": ["Animation.kind.group", "Animation.kind.group.nested", "Animation.kind.group.child.beginTime",
                  "Animation.kind.group.child.speed", "Animation.kind.group.child.timeOffset", "Animation.kind.group.child.defaultDuration",
                  "Animation.kind.group.timingFunction"],
        "VAL-8": ["AnimationTiming.beginTime", "AnimationTiming.timeOffset", "AnimationTiming.speed", "AnimationTiming.speed.negative",
                  "AnimationTiming.speed.zero", "Instant.beforeBegin", "Instant.begin"],
        "VAL-9": ["AnimationTiming.repeatCount", "AnimationTiming.repeatCount.fractional", "AnimationTiming.repeatCount.infinite",
                  "AnimationTiming.repeatDuration", "AnimationTiming.autoreverses", "AnimationTiming.fillMode.forwards",
                  "AnimationTiming.fillMode.backwards", "AnimationTiming.fillMode.both", "Animation.isRemovedOnCompletion",
                  "AnimationTiming.duration.transactionDefault", "Instant.turn", "Instant.end"],
        "VAL-10": ["Tree.nested", "Tree.detachedRoot", "LayerTiming.beginTime", "LayerTiming.speed", "LayerTiming.speed.negative",
                   "LayerTiming.speed.zero", "LayerTiming.timeOffset", "Transaction.layerTimingAfterAdd"],
        "VAL-11": ["Extreme.negativeSpeedInfiniteRepeat", "Extreme.reversedLoopReadBeforeBegin", "Extreme.hugeRepeatCount",
                   "Extreme.tinyDuration", "Extreme.nearZeroSpeed", "Instant.beforeBegin"],
    ]

    /// The features `script` reaches.
    static func reached(by script: Script, profile: TimingProfile = .coreAnimation) -> Set<String> {
        var features: Set<String> = []
        var added = false
        for step in script.steps {
            switch step {
            case .makeView(let parent) where parent != nil: features.insert("Tree.nested")
            case .detach: features.insert("Tree.detachedRoot")
            case .setTiming(_, let timing):
                note(timing, into: &features)
                if added { features.insert("Transaction.layerTimingAfterAdd") }
            case .add(_, _, let animation):
                note(animation, nested: false, into: &features)
                added = true
            default: break
            }
        }
        features.formUnion(instants(of: script, profile: profile))
        return features
    }

    private static func note(_ timing: LayerTiming, into features: inout Set<String>) {
        if timing.beginTime != 0 { features.insert("LayerTiming.beginTime") }
        if timing.timeOffset != 0 { features.insert("LayerTiming.timeOffset") }
        if timing.speed != 1 { features.insert("LayerTiming.speed") }
        if timing.speed < 0 { features.insert("LayerTiming.speed.negative") }
        if timing.speed == 0 { features.insert("LayerTiming.speed.zero") }
        if timing.speed != 0 && abs(timing.speed) < 1e-3 { features.insert("Extreme.nearZeroSpeed") }
    }

    private static func note(_ animation: Animation, nested: Bool, into features: inout Set<String>) {
        let timing = animation.timing
        let prefix = nested ? "Animation.kind.group.child." : "AnimationTiming."
        if timing.beginTime != 0 { features.insert(prefix + "beginTime") }
        if timing.timeOffset != 0 { features.insert(prefix + "timeOffset") }
        if timing.speed != 1 { features.insert(prefix + "speed") }
        if timing.speed < 0 { features.insert(prefix + "speed.negative") }
        if timing.speed == 0 { features.insert(prefix + "speed.zero") }
        if timing.duration <= 0 { features.insert(nested ? prefix + "defaultDuration" : prefix + "duration.transactionDefault") }
        if timing.repeatCount > 0 { features.insert(prefix + "repeatCount") }
        if timing.repeatCount.isFinite && timing.repeatCount.rounded() != timing.repeatCount { features.insert(prefix + "repeatCount.fractional") }
        if timing.repeatCount == .infinity { features.insert(prefix + "repeatCount.infinite") }
        if timing.repeatDuration > 0 { features.insert(prefix + "repeatDuration") }
        if timing.autoreverses { features.insert(prefix + "autoreverses") }
        if timing.fillMode != .removed { features.insert(prefix + "fillMode.\(timing.fillMode.rawValue)") }
        if !nested && !animation.isRemovedOnCompletion { features.insert("Animation.isRemovedOnCompletion") }
        if animation.isAdditive { features.insert("Animation.isAdditive") }
        if animation.isCumulative { features.insert("Animation.isCumulative") }
        if timing.speed < 0 && timing.repeatCount == .infinity { features.insert("Extreme.negativeSpeedInfiniteRepeat") }
        if timing.repeatCount >= 100_000 && timing.repeatCount.isFinite { features.insert("Extreme.hugeRepeatCount") }
        if timing.duration > 0 && timing.duration < 1e-3 { features.insert("Extreme.tinyDuration") }
        if timing.speed != 0 && abs(timing.speed) < 1e-3 { features.insert("Extreme.nearZeroSpeed") }
        if let function = animation.timingFunction {
            features.insert(animation.children.isEmpty ? "Animation.timingFunction" : "Animation.kind.group.timingFunction")
            note(function, into: &features)
        }
        switch animation.kind {
        case .basic(let values):
            features.insert("Animation.kind.basic")
            note(values, into: &features)
        case .keyframe(let keyframes):
            features.insert("Animation.kind.keyframe")
            features.insert("Animation.kind.keyframe.calculationMode.\(keyframes.calculationMode.rawValue)")
            if let times = keyframes.keyTimes {
                let needed = keyframes.calculationMode == .discrete ? keyframes.values.count + 1 : keyframes.values.count
                features.insert(ValueOracle.validKeyTimes(times, count: needed) == nil ? "KeyframeValues.keyTimes.invalid" : "KeyframeValues.keyTimes")
            }
            if let functions = keyframes.timingFunctions {
                features.insert("KeyframeValues.timingFunctions")
                for function in functions { note(function, into: &features) }
            }
        case .spring(let spring):
            features.insert("Animation.kind.spring")
            note(spring.endpoints, into: &features)
            let defaults = SpringValues(endpoints: spring.endpoints)
            if spring.mass != defaults.mass { features.insert("SpringValues.mass") }
            if spring.stiffness != defaults.stiffness { features.insert("SpringValues.stiffness") }
            if spring.damping != defaults.damping { features.insert("SpringValues.damping") }
            if spring.initialVelocity != defaults.initialVelocity { features.insert("SpringValues.initialVelocity") }
            let discriminant = spring.damping * spring.damping - 4 * spring.mass * spring.stiffness
            features.insert(discriminant < 0 ? "SpringValues.regime.underdamped"
                : discriminant == 0 ? "SpringValues.regime.critical" : "SpringValues.regime.overdamped")
        case .group(let children):
            features.insert("Animation.kind.group")
            if nested { features.insert("Animation.kind.group.nested") }
            for child in children { note(child, nested: true, into: &features) }
        }
    }

    private static func note(_ values: BasicValues, into features: inout Set<String>) {
        if values.from != nil { features.insert("BasicValues.from") }
        if values.to != nil { features.insert("BasicValues.to") }
        if values.by != nil { features.insert("BasicValues.by") }
        if values == BasicValues() { features.insert("BasicValues.none") }
    }

    private static func note(_ function: TimingFunction, into features: inout Set<String>) {
        if let named = TimingFunction.named.first(where: { $0.function == function }) {
            features.insert("TimingFunction.named.\(named.name)")
        } else {
            features.insert("TimingFunction.custom")
        }
    }

    /// The boundary instants a script reads values at, by the value oracle's model: before a
    /// top-level animation's begin, exactly at its begin, at an iteration turn inside its
    /// period, at its end. Scripts the model cannot read reach none.
    private static func instants(of script: Script, profile: TimingProfile) -> Set<String> {
        var model = ValueModel(profile: profile)
        var features: Set<String> = []
        for (index, step) in script.steps.enumerated() {
            guard (try? model.apply(step, index: index)) != nil else { return features }
            guard case .advance = step else { continue }
            for view in model.layers.indices {
                let now = model.localTime(view)
                let removed = model.removedAtLastRender.filter { $0.view == view }.map(\.entry)
                for entry in model.layers[view].entries + removed where entry.isCommitted {
                    let timing = entry.animation.timing
                    guard timing.speed != 0 else { continue }
                    let scaled = (now - timing.beginTime) * abs(timing.speed)
                    let total = ValueOracle.activeDuration(timing, profile: profile)
                    let cycle = timing.autoreverses ? 2 * timing.duration : timing.duration
                    if scaled < 0 { features.insert("Instant.beforeBegin") }
                    if scaled < 0 && timing.speed < 0 && total == .infinity { features.insert("Extreme.reversedLoopReadBeforeBegin") }
                    if scaled == 0 { features.insert("Instant.begin") }
                    if scaled == total { features.insert("Instant.end") }
                    let local = (now - timing.beginTime) * timing.speed + timing.timeOffset
                    if scaled > 0 && scaled < total && local.truncatingRemainder(dividingBy: cycle) == 0 {
                        features.insert("Instant.turn")
                    }
                }
            }
        }
        return features
    }
}
