extension LawRelevance {
    /// The lifecycle, technique and closure-callback laws.
    ///
    /// Every technique law carries animations of every kind with every timing field: what a
    /// technique does to a copy (store, restore, re-add, scrub) must leave each as it was.
    static var lifecycleAndTechniques: [String: Entry] {
        let carried = [kinds, animationTiming]
        // A technique can start from any state the app could be in: its layer's own speed and
        // offset, a pause above it, begins on either side of now.
        let anyState = [["LayerTiming.speed", "LayerTiming.timeOffset"], ["Situation.pausedAncestor"], begins]
        let why = "a technique must carry every animation from any state the app could be in"
        let background = ["Host.enterBackground", "Host.enterForeground"]
        let window = ["Host.detach", "Host.attach"]
        return [
            "LIFE-1": Entry(
                [["Host.enterBackground", "Tree.detachedRoot", "Animation.isRemovedOnCompletion"], kinds, trees],
                why: "every animation goes, retained ones and those deep in the tree included"),
            "LIFE-2": Entry(
                [["Host.detach", "Host.attach"], trees, kinds],
                why: "the whole subtree loses its animations and its siblings keep theirs"),
            "LIFE-3": Entry([
                ["Host.resignActive", "Host.enterBackground", "Host.enterForeground", "Host.becomeActive"],
                ["Host.detach", "Host.attach"], trees,
            ]),
            "TECH-1": Entry(
                [["Technique.pause", "Technique.resume"], ["Tree.depth2", "Tree.depth3"]] + carried + anyState,
                why: why),
            "TECH-2": Entry(
                [["Technique.changeSpeed", "Situation.spedAncestor"], ["Tree.depth2", "Tree.depth3"]] + carried
                    + anyState, why: why),
            "TECH-3": Entry(
                [["Technique.store", "Technique.restore", "Technique.preserve"], background, trees] + carried
                    + anyState,
                why: why),
            "TECH-4": Entry(
                [["Technique.store", "Technique.restore", "Technique.preserve"], window, trees] + carried + anyState,
                why: why),
            "TECH-5": Entry(
                [["Technique.installScrubber", "Technique.scrub", "Host.detach", "Host.attach"]] + carried
                    + [
                        ["LayerTiming.speed", "LayerTiming.timeOffset"], ["Situation.pausedAncestor"],
                        ["Technique.store", "Technique.restore"],
                    ],
                why:
                    "a scrub on a layer that had its own speed or offset before, under a paused ancestor, inside a store of its parent"
            ),
            "TECH-6": Entry(
                [
                    ["Technique.addWithClosures", "Technique.preserve"], trips,
                    ["Technique.store", "Technique.restore"],
                ]
                    + carried, why: why),
            "TECH-7": Entry(
                [["Technique.reinstall"], trips, ["Technique.store", "Technique.restore"]] + carried, why: why),
            "TECH-8": Entry(
                [
                    ["Technique.pause", "Technique.resume", "Technique.changeSpeed"],
                    ["TimingEngine.removeAnimation", "TimingEngine.removeAllAnimations"],
                    ["Tree.depth2", "Tree.depth3"], ["Technique.store", "Technique.restore"],
                    ancestors,
                ] + carried + anyState, why: why),
            "TECH-9": Entry(
                [
                    ["Technique.store", "Technique.restore", "Technique.preserve", "Technique.pause"],
                    ["Technique.changeSpeed"], trips, ["Tree.depth2", "Tree.depth3"],
                    ["Situation.nestedTransaction", "TimingEngine.beginTransaction"],
                ] + carried + anyState, why: why),
            "TECH-10": Entry(
                [
                    ["Technique.installScrubber", "Technique.scrub", "Technique.releaseScrub"],
                    ["Technique.pause", "Technique.resume", "Technique.changeSpeed", "Host.detach"], ancestors,
                    ["Technique.store", "Technique.restore"],
                ] + carried, why: why),
            "TECH-11": Entry([["Technique.reinstall"], trips] + carried, why: why),
            "TECH-12": Entry(
                [
                    ["Technique.store", "Technique.restore", "Technique.preserve", "Technique.pause"],
                    ["Technique.resume", "Technique.changeSpeed"], trips,
                    ["Situation.nestedTransaction", "TimingEngine.beginTransaction", "TimingEngine.flush"],
                    ["TimingEngine.transactionAnimationDuration", "Tree.depth2"],
                ] + carried,
                why:
                    "the app's nested transaction wraps whatever the techniques do, to every animation they carry; the store flushes"
            ),
            "TECH-13": Entry(
                [
                    [
                        "Technique.pause", "Technique.resume", "Technique.store", "Technique.restore",
                        "Technique.preserve",
                    ],
                    ["Technique.reinstall", "Technique.installScrubber", "Host.detach", "Host.attach", "Tree.nested"],
                ],
                why: "the bookkeeping answers follow the pauses, stores, reinstalls and scrubbers they report on"),
            "LIFE-4": Entry(
                [
                    [
                        "Host.attach", "Host.detach", "Host.resignActive", "Host.enterBackground",
                        "Host.enterForeground",
                    ],
                    ["Host.becomeActive", "Tree.nested", "Tree.severalRoots", "Tree.detachedRoot"],
                    ["TimingEngine.removeAnimation", "TimingEngine.render"],
                ],
                why: "removal on leaving a window is seen on the layers' animations; frames are renders"),
            "CB-7": Entry(
                [
                    ["Technique.addWithClosures", "Technique.preserve", "Technique.reinstall", "Animation.delegate"],
                    trips, ["TimingEngine.removeAnimation", "Tree.depth2"],
                ] + carried, why: why),
        ]
    }
}
