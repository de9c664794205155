extension LawRelevance {
    /// The time-mapping, iteration, interpolation and exact-value laws.
    static var timeAndValues: [String: Entry] {
        [
            "TIME-1": Entry(
                [layerTiming, ["LayerTiming.speed.negative", "TimingEngine.setTiming"], trees],
                why: "the formula composes down the tree, so depth and several roots are where it can go wrong"),
            "TIME-2": Entry(
                [
                    [
                        "LayerTiming.beginTime", "LayerTiming.speed", "LayerTiming.timeOffset",
                        "LayerTiming.speed.negative",
                    ],
                    ["TimingEngine.convertTime"], trees,
                ],
                why: "round trips between any two layers: across depths and across roots"),
            "TIME-3": Entry(
                [["LayerTiming.speed.zero", "Situation.pausedAncestor"], kinds, ["Tree.depth2", "Tree.depth3"]],
                why: "presentation values of every kind must freeze, below a paused layer at any depth"),
            "TIME-4": Entry(
                [
                    ["LayerTiming.speed", "LayerTiming.beginTime", "LayerTiming.timeOffset", "Situation.spedAncestor"],
                    ["Animation.timingFunction", "Tree.depth2", "Tree.depth3"],
                ],
                why: "positive speeds anywhere on the chain, and the easing that must stay monotone"),
            "TIME-5": Entry([
                ["LayerTiming.duration", "LayerTiming.repeatCount", "LayerTiming.autoreverses"],
                ["LayerTiming.fillMode.removed", "LayerTiming.fillMode.forwards", "LayerTiming.fillMode.backwards"],
                ["LayerTiming.fillMode.both", "LayerTiming.beginTime", "LayerTiming.speed", "LayerTiming.timeOffset"],
                ["Tree.depth2", "Tree.depth3"],
            ]),
            "ITER-1": Entry(
                [
                    ["AnimationTiming.repeatCount", "AnimationTiming.repeatCount.infinite", "Animation.kind.basic"],
                    ["Animation.kind.keyframe", "Animation.timingFunction"],
                ],
                why: "repetition of any curve: eased and keyframed cycles must repeat too"),
            "ITER-2": Entry(
                [["AnimationTiming.autoreverses", "AnimationTiming.repeatCount", "Animation.kind.basic"]],
                why: "a repeated autoreverse mirrors about every turn"),
            "ITER-3": Entry(
                [
                    ["AnimationTiming.beginTime", "Situation.begin.future", "AnimationTiming.fillMode.removed"],
                    ["AnimationTiming.fillMode.forwards", "AnimationTiming.fillMode.backwards"],
                    ["AnimationTiming.fillMode.both"],
                ]),
            "ITER-4": Entry([
                ["AnimationTiming.repeatCount.fractional", "AnimationTiming.repeatDuration"],
                ["AnimationTiming.autoreverses", "AnimationTiming.fillMode.forwards", "AnimationTiming.fillMode.both"],
                ["AnimationTiming.fillMode.removed", "Animation.isRemovedOnCompletion"],
            ]),
            "ITER-5": Entry(
                [["TimingEngine.animationKeys", "Animation.kind.basic"]],
                why: "the listing is what the rule reads"),
            "ITER-6": Entry([
                ["AnimationTiming.duration.defaulted", "TimingEngine.transactionAnimationDuration"]
            ]),
            "ITER-7": Entry(
                [["AnimationTiming.speed", "AnimationTiming.speed.negative", "Animation.kind.basic"]]),
            "INTERP-1": Entry(
                [
                    ["Animation.timingFunction", "TimingFunction.custom", "TimingFunction.easeIn"],
                    ["TimingFunction.easeOut", "TimingFunction.easeInEaseOut", "TimingFunction.default"],
                ]),
            "INTERP-2": Entry([
                ["Animation.kind.keyframe", "KeyframeValues.keyTimes", "KeyframeValues.calculationMode.linear"],
                ["KeyframeValues.calculationMode.cubic"],
            ]),
            "INTERP-3": Entry([
                ["Animation.kind.keyframe", "KeyframeValues.keyTimes", "KeyframeValues.calculationMode.discrete"]
            ]),
            "INTERP-4": Entry([["Animation.kind.basic", "TimingEngine.setModelValue"], combinations]),
            "INTERP-5": Entry(
                [["Animation.isAdditive", "TimingEngine.animationKeys"]],
                why: "key order is the listing's order"),
            "INTERP-6": Entry([
                ["Animation.kind.group", "Animation.kind.group.childTiming", "AnimationTiming.beginTime"]
            ]),
            "INTERP-7": Entry([["Animation.isCumulative", "AnimationTiming.repeatCount"]]),
            "INTERP-8": Entry(
                [["BasicValues.fromOnly", "BasicValues.toOnly", "BasicValues.byOnly"]],
                why: "the three combinations with a missing end"),
            "VAL-1": value("VAL-1"),
            "VAL-2": value("VAL-2"),
            "VAL-3": value("VAL-3"),
            "VAL-4": value("VAL-4"),
            "VAL-5": value("VAL-5"),
            "VAL-6": value("VAL-6", [combinations]),
            "VAL-7": value(
                "VAL-7", [["Animation.kind.basic", "Animation.kind.keyframe", "Animation.kind.spring"]],
                why: "children of every kind run in the group's time"),
            "VAL-8": value(
                "VAL-8", [["Situation.begin.past", "Situation.begin.future"]],
                why: "a begin time in the layer's past and future places the animation"),
            "VAL-9": value("VAL-9"),
            "VAL-10": value(
                "VAL-10", [kinds, trees, ancestors, begins],
                why: "animations of every kind, beginning at any time, on layers anywhere under paused and sped ones"),
            "VAL-11": value(
                "VAL-11",
                [
                    ["AnimationTiming.speed", "AnimationTiming.speed.negative", "AnimationTiming.repeatCount"],
                    ["AnimationTiming.repeatCount.infinite", "AnimationTiming.duration"],
                ],
                why: "its extremes are of these fields (the finer names are measured by ValueLawFeatures)"),
        ]
    }

    /// A value law's entry: the contract features among those it is built to reach
    /// (``ValueLawFeatures/declared``, whose finer names its own test measures), and `more`.
    static func value(_ id: String, _ more: [[String]] = [], why: String = "") -> Entry {
        let known = Set(CoverageMatrix.allFeatures)
        return Entry([(ValueLawFeatures.declared[id] ?? []).filter(known.contains)] + more, why: why)
    }
}
