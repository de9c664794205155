import ConformanceOracles
import Generators
import MediaTiming
import Scripts

/// The features of the contract a value law's script reaches, by name, in the coverage matrix's
/// names (``ContractFeatures``) plus finer ones the value laws are built to reach.
///
/// The finer names: `Instant.*` when the script reads values at a boundary of an animation's
/// active period (worked out by the value oracle's model of the script), `Extreme.*` when it uses
/// an extreme but valid timing, `SpringValues.regime.*`, `KeyframeValues.keyTimes.invalid`,
/// `Animation.kind.group.timingFunction` and `Transaction.layerTimingAfterAdd`.
enum ValueLawFeatures {
    /// The features each value law is built to reach; every one is reached by at least 5 % of
    /// the law's generated cases (a test checks it).
    static let declared: [String: [String]] = [
        "VAL-1": [
            "Animation.kind.basic", "BasicValues.fromTo", "BasicValues.fromBy", "BasicValues.byTo",
            "BasicValues.fromOnly",
            "BasicValues.toOnly", "BasicValues.byOnly", "BasicValues.none", "Animation.isAdditive",
            "AnimationTiming.beginTime", "Instant.begin", "Instant.end",
        ],
        "VAL-2": [
            "Animation.isCumulative", "Animation.isAdditive", "AnimationTiming.repeatCount.fractional",
            "AnimationTiming.repeatCount.infinite", "AnimationTiming.autoreverses", "Animation.kind.keyframe",
            "Instant.turn",
        ],
        "VAL-3": [
            "Animation.timingFunction", "TimingFunction.custom", "TimingFunction.easeIn", "TimingFunction.easeOut",
            "TimingFunction.easeInEaseOut", "TimingFunction.default", "TimingFunction.linear", "Instant.turn",
        ],
        "VAL-4": [
            "KeyframeValues.calculationMode.linear", "KeyframeValues.calculationMode.discrete",
            "KeyframeValues.keyTimes", "KeyframeValues.keyTimes.invalid", "KeyframeValues.timingFunctions",
        ],
        "VAL-5": [
            "KeyframeValues.calculationMode.paced", "KeyframeValues.calculationMode.cubic",
            "KeyframeValues.calculationMode.cubicPaced", "KeyframeValues.keyTimes", "KeyframeValues.timingFunctions",
        ],
        "VAL-6": [
            "Animation.kind.spring", "SpringValues.mass", "SpringValues.stiffness", "SpringValues.damping",
            "SpringValues.initialVelocity", "SpringValues.regime.underdamped", "SpringValues.regime.critical",
            "SpringValues.regime.overdamped",
        ],
        "VAL-7": [
            "Animation.kind.group", "Animation.kind.group.nested", "Animation.kind.group.childTiming",
            "AnimationTiming.duration.defaulted", "Animation.kind.group.timingFunction",
        ],
        "VAL-8": [
            "AnimationTiming.beginTime", "AnimationTiming.timeOffset", "AnimationTiming.speed",
            "AnimationTiming.speed.negative",
            "Instant.beforeBegin", "Instant.begin",
        ],
        "VAL-9": [
            "AnimationTiming.repeatCount", "AnimationTiming.repeatCount.fractional",
            "AnimationTiming.repeatCount.infinite",
            "AnimationTiming.repeatDuration", "AnimationTiming.autoreverses", "AnimationTiming.fillMode.forwards",
            "AnimationTiming.fillMode.backwards", "AnimationTiming.fillMode.both", "Animation.isRemovedOnCompletion",
            "AnimationTiming.duration.defaulted", "Instant.turn", "Instant.end",
        ],
        "VAL-10": [
            "Tree.nested", "Tree.detachedRoot", "LayerTiming.beginTime", "LayerTiming.speed",
            "LayerTiming.speed.negative",
            "LayerTiming.speed.zero", "LayerTiming.timeOffset", "Transaction.layerTimingAfterAdd",
            "LayerTiming.duration",
            "LayerTiming.repeatCount", "LayerTiming.autoreverses", "LayerTiming.fillMode.both",
            "LayerTiming.fillMode.removed",
        ],
        "VAL-11": [
            "Extreme.negativeSpeedInfiniteRepeat", "Extreme.reversedLoopReadBeforeBegin", "Extreme.hugeRepeatCount",
            "Extreme.tinyDuration", "Extreme.nearZeroSpeed", "Instant.beforeBegin",
        ],
    ]

    /// The features `script` reaches.
    static func reached(by script: Script, profile: TimingProfile = .coreAnimation) -> Set<String> {
        var features = ContractFeatures.features(of: script)
        var added = false
        for step in script.steps {
            switch step {
            case .makeView(let parent) where parent != nil: features.insert("Tree.nested")
            // A plain sublayer is a layer inside another, timed through its parent's chain.
            case .makeSublayer: features.insert("Tree.nested")
            case .detach: features.insert("Tree.detachedRoot")
            case .setTiming(_, let timing):
                features.formUnion(ContractFeatures.features(of: timing))
                if timing.speed != 0 && abs(timing.speed) < 1e-3 { features.insert("Extreme.nearZeroSpeed") }
                if added { features.insert("Transaction.layerTimingAfterAdd") }
            case .add(_, _, let animation):
                features.formUnion(ContractFeatures.features(of: animation))
                note(animation, into: &features)
                added = true
            default: break
            }
        }
        features.formUnion(instants(of: script, profile: profile))
        return features
    }

    /// The finer features of an animation and its children.
    private static func note(_ animation: Animation, into features: inout Set<String>) {
        let timing = animation.timing
        if timing.speed < 0 && timing.repeatCount == .infinity {
            features.insert("Extreme.negativeSpeedInfiniteRepeat")
        }
        if timing.repeatCount >= 100_000 && timing.repeatCount.isFinite { features.insert("Extreme.hugeRepeatCount") }
        if timing.duration > 0 && timing.duration < 1e-3 { features.insert("Extreme.tinyDuration") }
        if timing.speed != 0 && abs(timing.speed) < 1e-3 { features.insert("Extreme.nearZeroSpeed") }
        switch animation.kind {
        case .keyframe(let keyframes):
            let needed = keyframes.calculationMode == .discrete ? keyframes.values.count + 1 : keyframes.values.count
            if let times = keyframes.keyTimes, ValueOracle.validKeyTimes(times, count: needed) == nil {
                features.insert("KeyframeValues.keyTimes.invalid")
            }
        case .spring(let spring):
            let discriminant = spring.damping * spring.damping - 4 * spring.mass * spring.stiffness
            features.insert(
                discriminant < 0
                    ? "SpringValues.regime.underdamped"
                    : discriminant == 0 ? "SpringValues.regime.critical" : "SpringValues.regime.overdamped")
        case .group(let children):
            if animation.timingFunction != nil { features.insert("Animation.kind.group.timingFunction") }
            for child in children { note(child, into: &features) }
        case .basic:
            break
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
                guard let now = model.contentTime(view) else { continue }
                let removed = model.removedAtLastRender.filter { $0.view == view }.map(\.entry)
                for entry in model.layers[view].entries + removed where entry.isCommitted {
                    let timing = entry.animation.timing
                    guard timing.speed != 0 else { continue }
                    let scaled = (now - timing.beginTime) * abs(timing.speed)
                    let total = ValueOracle.activeDuration(timing, profile: profile)
                    let cycle = timing.autoreverses ? 2 * timing.duration : timing.duration
                    if scaled < 0 { features.insert("Instant.beforeBegin") }
                    if scaled < 0 && timing.speed < 0 && total == .infinity {
                        features.insert("Extreme.reversedLoopReadBeforeBegin")
                    }
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
