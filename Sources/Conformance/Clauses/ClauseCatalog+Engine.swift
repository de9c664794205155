extension ClauseCatalog {
    /// The documentation of `TimingEngine` (Sources/MediaTiming/TimingEngine.swift): the protocol's
    /// overview, then each requirement, a refusal it documents as a clause of its own.
    static let engine: [Clause] = [
        api(
            "TimingEngine.tree",
            "Layers are handles the engine makes; they form a tree, and a layer without a superlayer is a root whose parent time is media time.",
            ["TIME-1", "VAL-10"]),
        api(
            "TimingEngine.clock",
            "The caller owns the clock: nothing moves until render, the only place delegate callbacks are delivered, in time order.",
            ["CB-5", "CB-8", "TIME-1"]),
        api(
            "TimingEngine.keyPathDefault", "A key path that was never set reads as 0.", ["VAL-1"],
            note: "checked through presentation values of layers whose model value was never set"),
        api(
            "TimingEngine.capabilities",
            "What the engine declares it supports; laws that need something missing are skipped.",
            ["TIME-5", "ITER-2", "CB-6", "TRANS-9"],
            note: "a declared capability is held to every law that requires it; the permitted catalog checks the skips"),
        api(
            "TimingEngine.profile", "How the engine resolves the open points; profile laws follow its reading.",
            ["CB-8", "INTERP-7", "VAL-1", "VAL-5", "VAL-7", "VAL-9", "REF-1"]),
        api(
            "TimingEngine.mediaTime", "The media time of the last render, or 0 before the first.",
            ["TECH-1", "TECH-8", "TECH-10"],
            note: "read by the techniques' clock, so a wrong answer moves their pauses and speed changes"),
        api(
            "TimingEngine.transactionAnimationDuration",
            "The open transaction's animation duration, given to adds with a duration ≤ 0; it returns to 0.25 after each commit.",
            ["ITER-6", "TRANS-9", "API-2"]),
        api(
            "TimingEngine.makeLayer",
            "Makes a new root layer with default timing (beginTime 0, speed 1, timeOffset 0).",
            ["TIME-1", "TIME-2"]),
        api(
            "TimingEngine.addSublayer",
            "Appends the layer to the parent's sublayers, first removing it from any previous superlayer.",
            ["TIME-1", "VAL-10", "LIFE-2"],
            note: "the order of sublayers and re-parenting without a detach are not observed (the host detaches first)"),
        api(
            "TimingEngine.addSublayer.cycle",
            "Throws cycle when the parent is the layer or one of its descendants; the tree is unchanged.",
            ["API-1"]),
        api(
            "TimingEngine.removeFromSuperlayer",
            "Detaches the layer from its superlayer; a root layer is left as it is.",
            ["VAL-10", "LIFE-2", "API-1"]),
        api(
            "TimingEngine.superlayer", "The superlayer of a layer, or nil for a root.", ["TECH-8", "TECH-10"],
            note: "read by the techniques to find a layer's parent time, so a wrong answer moves their pauses"),
        api(
            "TimingEngine.sublayers", "The sublayers of a layer in order.", ["LIFE-1", "LIFE-2", "TECH-3"],
            note: "walked by the host's system removal and by the store; the order is not observed"),
        api(
            "TimingEngine.timing", "The layer's own timing properties.", ["TECH-1", "TECH-2", "TECH-8"],
            note: "read by the pauser and the speed changer, which give a layer its own timing back"),
        api("TimingEngine.setTiming", "Replaces the layer's timing properties.", ["TIME-1", "TIME-5", "TRANS-5"]),
        api(
            "TimingEngine.setTiming.invalid",
            "Throws invalidTiming for a non-finite value; the layer keeps its previous timing.",
            ["API-1"]),
        api(
            "TimingEngine.modelValue", "The model value stored under a key path, or 0 when none was set.",
            ["TRANS-5"]),
        api("TimingEngine.setModelValue", "Stores a model value under a key path.", ["TRANS-5", "INTERP-4", "VAL-1"]),
        api(
            "TimingEngine.setModelValue.invalid", "Throws invalidValue for a NaN value or an empty key path.", ["API-1"]
        ),
        api(
            "TimingEngine.add",
            "Adds a copy under the key, replacing any animation under it; a duration ≤ 0 becomes transactionAnimationDuration.",
            ["TRANS-2", "TRANS-3", "ITER-6"]),
        api(
            "TimingEngine.add.replaced",
            "A replaced animation's delegate hears didStop(finished: false) at the next render.",
            ["TRANS-3", "CB-3", "CB-5"]),
        api(
            "TimingEngine.add.invalid",
            "Throws invalidAnimation for a description that breaks validate(); nothing is added or removed.",
            ["API-1"]),
        api(
            "TimingEngine.removeAnimation", "Removes the animation under the key; a key that is not there is ignored.",
            ["TRANS-5", "CB-3", "API-1"]),
        api(
            "TimingEngine.removeAllAnimations", "Removes every animation of the layer, not of its sublayers.",
            ["TECH-8", "CB-8", "CB-2"]),
        api(
            "TimingEngine.animationKeys", "The keys of the layer's animations in application order.",
            ["TRANS-3", "TRANS-4", "VAL-9"]),
        api(
            "TimingEngine.animation",
            "The stored copy under the key, with its stamped beginTime once committed, or nil.",
            ["TRANS-1", "TRANS-2", "CB-6"]),
        api(
            "TimingEngine.presentationValue",
            "The value shown at mediaTime: the model value composed with the committed animations in application order.",
            ["VAL-1", "VAL-10", "TRANS-8"]),
        api(
            "TimingEngine.convertTime",
            "Maps a time from the source's local space to the destination's; nil is media time.",
            ["TIME-2"]),
        api(
            "TimingEngine.commit",
            "Commits the open transaction: pending animations take effect and zero begin times are stamped with the layer's local time.",
            ["TRANS-1", "TRANS-4"]),
        api(
            "TimingEngine.beginTransaction",
            "Nests a transaction: its adds take effect and are stamped at the outermost commit; its commit restores the enclosing duration.",
            ["TRANS-9"],
            note: "an engine that does not declare nestedTransactions is not asked to nest"),
        api(
            "TimingEngine.flush",
            "Flushing commits the open transaction at once at the top level; inside a nested transaction it waits for the last nested commit.",
            ["TECH-12", "TRANS-9"],
            note:
                "seen through the store, which flushes: the app's nested transaction stays open and commits what it holds; the grammar's own flush (top level, nested, in reentries) is judged on the shared run"
        ),
        api(
            "TimingEngine.setCompletionBlock",
            "The block waits for the animations added after it until its transaction ends, and runs once from a render when all stopped.",
            ["TRANS-6", "TRANS-7"]),
        api(
            "TimingEngine.clearCompletionBlock",
            "Clearing stops the block before it collecting; animations added after the clear are waited for by no block.",
            ["TRANS-6", "TRANS-7"]),
        api(
            "TimingEngine.render",
            "Moves the clock, delivering every callback due in time order and removing completed removed-on-completion animations.",
            ["CB-8", "CB-4", "ITER-5"],
            note:
                "CB-4 times the callbacks on root layers, a third of the time inside a container of speed 0, 2 or ½; CB-8 on root layers, with animations of their own speeds and offsets; ITER-5 times removal on one plain layer"
        ),
        api(
            "TimingEngine.render.invalid",
            "Throws invalidTime for a time that is not finite or earlier than mediaTime; nothing changes.",
            ["API-1"]),
    ]

    /// A clause of the `TimingEngine` documentation.
    static func api(_ id: String, _ text: String, _ laws: [String], note: String? = nil) -> Clause {
        Clause(id, .engine, text, laws: laws, note: note)
    }
}
