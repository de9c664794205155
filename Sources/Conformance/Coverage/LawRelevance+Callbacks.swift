extension LawRelevance {
    /// The transaction, live-read and callback laws.
    static var transactionsAndCallbacks: [String: Entry] {
        let removals = ["TimingEngine.removeAnimation", "TimingEngine.removeAllAnimations"]
        // What decides when a copy's active duration elapses, and so its stop and its finished flag.
        let ending = [
            "AnimationTiming.repeatCount", "AnimationTiming.autoreverses", "AnimationTiming.speed",
            "AnimationTiming.timeOffset", "Animation.isRemovedOnCompletion",
        ]
        return [
            "TRANS-1": Entry(
                [layerTiming, ["Situation.begin.present", "TimingEngine.setTiming"], ["Tree.depth2", "Tree.depth3"]],
                why: "the stamp reads the layer's local time through its ancestors' timing of the same commit"),
            "TRANS-2": Entry(
                [
                    kinds, animationTiming,
                    ["Animation.timingFunction", "Animation.isAdditive", "Animation.isCumulative"],
                ],
                why: "the stored copy keeps every field, so every field must be drawn"),
            "TRANS-3": Entry(
                [["TimingEngine.animationKeys", "Animation.delegate"], kinds, begins],
                why: "the replaced copy stops unfinished whether it had begun or not"),
            "TRANS-4": Entry(
                [kinds, ["TimingEngine.commit", "TimingEngine.setModelValue"], combinations],
                why: "the start value the commit shows is each combination's and each kind's own"),
            "TRANS-5": Entry(
                [
                    ["TimingEngine.setModelValue", "TimingEngine.setTiming", "TimingEngine.commit"], removals,
                    ["LayerTiming.speed.zero", "Tree.depth2"], kinds,
                ],
                why: "a timing edit on a layer or its parent must show at once, under any animation"),
            "TRANS-8": Entry(
                [
                    kinds, animationTiming, layerTiming, trees, ancestors, removals,
                    ["TimingEngine.setModelValue", "Technique.pause", "Technique.resume", "Technique.changeSpeed"],
                ]),
            "TRANS-6": Entry(
                [
                    ["TimingEngine.setCompletionBlock", "TimingEngine.clearCompletionBlock"],
                    ["Situation.completionBlock", "Animation.delegate", "Host.enterBackground", "Host.detach"],
                    removals,
                ]),
            "TRANS-7": Entry(
                [
                    ["TimingEngine.setCompletionBlock", "TimingEngine.clearCompletionBlock"],
                    [
                        "Situation.completionBlock", "Situation.nestedTransaction", "Host.enterBackground",
                        "Host.detach",
                    ],
                    ["TimingEngine.removeAnimation", "Situation.pausedAncestor"], ending, begins,
                ],
                why:
                    "the block waits for the animations' completion, which their timing, their begin and a paused layer decide"
            ),
            "TRANS-9": Entry([
                [
                    "TimingEngine.beginTransaction", "Situation.nestedTransaction",
                    "TimingEngine.transactionAnimationDuration",
                ],
                ["AnimationTiming.duration.defaulted", "TimingEngine.setModelValue", "TimingEngine.setTiming"],
            ]),
            "API-1": Entry(
                [
                    ["TimingEngine.addSublayer", "TimingEngine.setTiming", "TimingEngine.setModelValue"],
                    ["TimingEngine.add", "TimingEngine.render", "TimingEngine.removeAnimation"],
                    ["TimingEngine.removeFromSuperlayer", "LayerTiming.speed.zero"],
                    ["Tree.nested", "Situation.nestedTransaction"],
                ],
                why: "the refusals and no-ops are tried on nested trees, inside nested transactions, on frozen layers"),
            "API-2": Entry([
                [
                    "TimingEngine.transactionAnimationDuration", "TimingEngine.commit",
                    "TimingEngine.beginTransaction", "Situation.nestedTransaction",
                ],
                ["AnimationTiming.duration.defaulted"],
            ]),
            "CB-1": callbacks(kinds, ending, begins, removals),
            "CB-2": callbacks(kinds, ending, begins, removals),
            "CB-3": callbacks(
                kinds, ending, begins, removals, ["Situation.pausedAncestor", "Situation.spedAncestor"],
                why: "whether the active duration elapsed depends on the copy's timing and on paused and sped layers"),
            "CB-4": callbacks(
                ["AnimationTiming.beginTime"], begins, ["Situation.pausedAncestor", "Situation.spedAncestor"],
                why: "when the active period begins follows the layer's time, paused or sped"),
            "CB-5": callbacks(kinds, begins, removals),
            "CB-6": Entry([["Animation.delegate", "TimingEngine.removeAnimation"], kinds]),
            "CB-8": callbacks(
                ["TimingEngine.removeAllAnimations", "Situation.begin.future", "Situation.begin.present"], kinds,
                why: "copies committed together start at one instant; a removeAllAnimations stops several"),
            "CB-9": callbacks(
                ["Animation.kind.group", "Animation.kind.group.nested", "TimingEngine.removeAnimation"],
                why: "a nested group's children are children too"),
        ]
    }

    /// A delegate-callback law's entry: the delegate, the trips that stop copies, and `more`.
    static func callbacks(_ more: [String]..., why: String = "") -> Entry {
        Entry([["Animation.delegate", "Host.enterBackground", "Host.detach"]] + more, why: why)
    }
}
