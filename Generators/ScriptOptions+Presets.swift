import MediaTiming

extension ScriptOptions {
    /// Layer trees with edited timing and clock advances, no animations: the time-mapping formula.
    public static let timeMapping = ScriptOptions(
        maxViews: 5, treeDepth: 1...4, treeBreadth: 1...2, stepCount: 1...20,
        stepKinds: [.advance, .commit, .makeView, .setTiming, .setModelValue],
        techniqueOperations: [], techniqueVariants: ["correct"])

    /// Animations of every kind and timing edge case on a small tree, committed and rendered.
    public static let animations = ScriptOptions(
        maxViews: 3, treeDepth: 1...2, treeBreadth: 1...2, stepCount: 1...25,
        stepKinds: [
            .advance, .commit, .add, .setTiming, .setModelValue, .removeAnimation,
            .removeAllAnimations, .setTransactionDuration,
        ],
        techniqueOperations: [], techniqueVariants: ["correct"])

    /// Adds, removals, replacements and clock advances across boundaries: delegate callbacks.
    public static let callbacks = ScriptOptions(
        maxViews: 3, treeDepth: 1...2, treeBreadth: 1...2, stepCount: 1...25,
        stepKinds: [
            .advance, .commit, .add, .removeAnimation, .removeAllAnimations, .setTiming,
            .detach, .attach, .resignActive, .enterBackground, .enterForeground, .becomeActive,
        ],
        techniqueOperations: [], techniqueVariants: ["correct"])

    /// App-state transitions and views leaving and re-entering the window, with animations running.
    public static let lifecycle = ScriptOptions(
        maxViews: 4, treeDepth: 1...3, treeBreadth: 1...2, stepCount: 1...30,
        stepKinds: [
            .advance, .commit, .add, .makeView, .setTiming, .removeAnimation, .detach, .attach,
            .resignActive, .enterBackground, .enterForeground, .becomeActive,
        ],
        techniqueOperations: [], techniqueVariants: ["correct"])

    /// The published techniques (pause, speed, store, scrub, preserve, reinstall, closures) amid
    /// lifecycle events, with every as-published variant.
    public static let techniques = ScriptOptions(
        maxViews: 3, treeDepth: 1...2, treeBreadth: 1...2, stepCount: 1...30,
        stepKinds: [
            .advance, .commit, .add, .setTiming, .detach, .attach, .resignActive,
            .enterBackground, .enterForeground, .becomeActive, .technique,
        ])

    /// Every step kind, animation kind, technique and edge case.
    public static let everything = ScriptOptions()

    /// These options without what an engine lacking some of `capabilities` cannot run.
    ///
    /// Nested layers limit the tree to root views; missing keyframes, groups or springs drop
    /// those kinds; missing negative speed, additive, cumulative, retained animations or timing
    /// functions turn those draws off; missing fill modes, autoreverse or repeatDuration turn off
    /// the animation timing edge cases.
    public func restricted(to capabilities: EngineCapabilities) -> ScriptOptions {
        var options = self
        if !capabilities.contains(.nestedLayers) {
            options.treeDepth = 1...1
        }
        if !capabilities.contains(.keyframes) { options.animationKinds.remove(.keyframe) }
        if !capabilities.contains(.groups) { options.animationKinds.remove(.group) }
        if !capabilities.contains(.springs) { options.animationKinds.remove(.spring) }
        if options.animationKinds.isEmpty { options.animationKinds = [.basic] }
        if !capabilities.contains(.negativeSpeed) { options.allowsNegativeSpeed = false }
        if !capabilities.contains(.additive) || !capabilities.contains(.cumulative) { options.allowsAdditive = false }
        if !capabilities.contains(.retainedAnimations) { options.allowsRetainedAnimations = false }
        if !capabilities.contains(.timingFunctions) { options.allowsTimingFunctions = false }
        if !capabilities.isSuperset(of: [.fillModes, .autoreverses, .repeatDuration]) {
            options.animationTimingEdgeCases = false
        }
        return options
    }

    /// The options with every field brought into a usable range, so no setting can crash a generator.
    ///
    /// At least one view, depth and breadth at least 1, a step range starting at 1 or more, at
    /// least one key path, animation key, animation kind and technique variant.
    public var normalized: ScriptOptions {
        var options = self
        options.maxViews = max(1, min(maxViews, 64))
        let depthLow = max(1, treeDepth.lowerBound)
        options.treeDepth = depthLow...max(depthLow, treeDepth.upperBound)
        let breadthLow = max(1, treeBreadth.lowerBound)
        options.treeBreadth = breadthLow...max(breadthLow, treeBreadth.upperBound)
        // The initial tree always makes a view, so a script has at least one step.
        let stepsLow = max(1, stepCount.lowerBound)
        options.stepCount = stepsLow...max(stepsLow, min(stepCount.upperBound, 10_000))
        options.keyPaths = keyPaths.filter { !$0.isEmpty }
        if options.keyPaths.isEmpty { options.keyPaths = ["opacity"] }
        options.animationKeys = animationKeys.filter { !$0.isEmpty }
        if options.animationKeys.isEmpty { options.animationKeys = ["a"] }
        if options.animationKinds.isEmpty { options.animationKinds = [.basic] }
        if options.techniqueVariants.isEmpty { options.techniqueVariants = ["correct"] }
        if options.techniqueOperations.isEmpty { options.stepKinds.remove(.technique) }
        return options
    }

    /// The animation kinds in a stable order, simplest first.
    var orderedAnimationKinds: [ScriptAnimationKind] {
        ScriptAnimationKind.allCases.filter(animationKinds.contains)
    }
}
