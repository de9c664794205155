import Generators
import MediaTiming

/// Every feature of the contract a conformance run can reach: each field and enum case of the
/// contract's value types, each engine call, each host event and each technique operation.
///
/// Fields are read off the types by reflection, so a field added to the contract appears here
/// (and, until a targeted law reaches it, as a gap in the coverage matrix) without anyone
/// remembering to list it.
public enum ContractFeatures {
    /// The calls of ``TimingEngine``, by name.
    public static let engineCalls = [
        "makeLayer", "addSublayer", "removeFromSuperlayer", "superlayer", "sublayers", "timing", "setTiming",
        "modelValue", "setModelValue", "add", "removeAnimation", "removeAllAnimations", "animationKeys",
        "animation(forKey:)", "presentationValue", "convertTime", "commit", "beginTransaction", "flush",
        "setCompletionBlock",
        "clearCompletionBlock", "render", "mediaTime", "transactionAnimationDuration",
    ]

    /// The host's lifecycle events a script can drive.
    public static let hostEvents = [
        "resignActive", "enterBackground", "enterForeground", "becomeActive", "detach", "attach",
    ]

    /// The technique operations a script can call.
    public static let techniqueOperations = [
        "pause", "resume", "changeSpeed", "store", "restore", "addWithClosures", "installScrubber", "scrub",
        "releaseScrub", "preserve", "reinstall",
    ]

    /// Conditions that are not a field's mere presence but matter to the rules.
    public static let conditions = [
        "AnimationTiming.speed.negative", "AnimationTiming.repeatCount.infinite",
        "AnimationTiming.repeatCount.fractional",
        "AnimationTiming.duration.defaulted", "Animation.kind.group.nested", "Animation.kind.group.childTiming",
        "LayerTiming.speed.zero", "LayerTiming.speed.negative", "Tree.nested", "Tree.detachedRoot",
        "BasicValues.fromTo", "BasicValues.fromBy", "BasicValues.byTo", "BasicValues.fromOnly", "BasicValues.toOnly",
        "BasicValues.byOnly", "BasicValues.none",
    ]

    /// The situations a script builds that rules depend on, beyond the values handed over.
    ///
    /// - `Tree.depth2`, `Tree.depth3`: the deepest chain of views is two views, or three or more.
    /// - `Tree.severalRoots`: more than one view sits directly in a window.
    /// - `Situation.pausedAncestor`, `Situation.spedAncestor`: at a render, a layer with
    ///   animations has a layer above it with speed 0, or with a speed neither 0 nor 1.
    /// - `Situation.begin.past`, `.present`, `.future`: at the commit that applies it, an added
    ///   animation begins before, at (a begin time of 0 is stamped with it) or after its layer's
    ///   local time.
    /// - `Situation.nestedTransaction`: an animation is added inside a nested transaction.
    /// - `Situation.completionBlock`: an animation is added after a completion block was set in
    ///   its transaction, so the block waits for it.
    public static let situations = [
        "Tree.depth2", "Tree.depth3", "Tree.severalRoots", "Situation.pausedAncestor", "Situation.spedAncestor",
        "Situation.begin.past", "Situation.begin.present", "Situation.begin.future", "Situation.nestedTransaction",
        "Situation.completionBlock",
    ]

    /// Every feature, sorted.
    public static let all: [String] = {
        var features: Set<String> = []
        for (type, instance) in prototypes {
            for label in Mirror(reflecting: instance).children.compactMap(\.label) {
                features.insert("\(type).\(label)")
            }
        }
        for mode in FillMode.allCases {
            features.insert("AnimationTiming.fillMode.\(mode.rawValue)")
            features.insert("LayerTiming.fillMode.\(mode.rawValue)")
        }
        for mode in CalculationMode.allCases { features.insert("KeyframeValues.calculationMode.\(mode.rawValue)") }
        for kind in ["basic", "keyframe", "group", "spring"] { features.insert("Animation.kind.\(kind)") }
        for name in TimingFunction.named.map(\.name) + ["custom"] { features.insert("TimingFunction.\(name)") }
        features.formUnion(engineCalls.map { "TimingEngine.\($0)" })
        features.formUnion(hostEvents.map { "Host.\($0)" })
        features.formUnion(techniqueOperations.map { "Technique.\($0)" })
        features.formUnion(conditions)
        features.formUnion(situations)
        // Fields whose presence is always the case say nothing on their own.
        features.subtract([
            "Animation.kind", "Animation.timing", "KeyframeValues.values", "KeyframeValues.calculationMode",
            "SpringValues.endpoints", "LayerTiming.fillMode", "AnimationTiming.fillMode",
        ])
        return features.sorted()
    }()

    /// A default instance of each contract value type, named as its features are.
    static var prototypes: [(String, Any)] {
        [
            ("Animation", Animation(keyPath: "x", kind: .basic(BasicValues()))),
            ("AnimationTiming", AnimationTiming()),
            ("LayerTiming", LayerTiming()),
            ("BasicValues", BasicValues()),
            ("KeyframeValues", KeyframeValues(values: [])),
            ("SpringValues", SpringValues(endpoints: BasicValues())),
        ]
    }
}
