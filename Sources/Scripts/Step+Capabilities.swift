import MediaTiming

extension Step {
    /// The capabilities an engine must declare to run this step as written: a view inside
    /// another and a plain sublayer need ``EngineCapabilities/nestedLayers``; a timing or an animation needs what
    /// its description needs; a nested transaction needs ``EngineCapabilities/nestedTransactions`` (``LayerTiming/requiredCapabilities``,
    /// ``Animation/requiredCapabilities``); a technique needs what the animation it installs
    /// needs, closure callbacks need ``EngineCapabilities/delegates``, and a speed change to a
    /// negative speed needs ``EngineCapabilities/negativeSpeed``.
    public var requiredCapabilities: EngineCapabilities {
        switch self {
        case .makeView(let parent): return parent == nil ? [] : .nestedLayers
        case .makeSublayer: return .nestedLayers
        case .beginTransaction: return .nestedTransactions
        case .setTiming(_, let timing): return timing.requiredCapabilities
        case .add(_, _, let animation): return animation.requiredCapabilities
        case .technique(let step):
            var needed = step.animation?.requiredCapabilities ?? []
            if case .addWithClosures = step.operation { needed.insert(.delegates) }
            if case .changeSpeed(let speed) = step.operation, speed < 0 { needed.insert(.negativeSpeed) }
            // The layer resumes at that speed.
            if case .setResumeSpeed(let speed) = step.operation, speed < 0 { needed.insert(.negativeSpeed) }
            return needed
        case .host(.addSubview):
            return .nestedLayers
        case .host:
            return []
        case .reentrant(_, let steps):
            return steps.reduce(into: []) { $0.formUnion($1.requiredCapabilities) }
        case .setModelValue, .removeAnimation, .removeAllAnimations, .setTransactionDuration, .commit, .flush,
            .setCompletionBlock, .clearCompletionBlock,
            .advance, .resignActive, .enterBackground, .enterForeground, .becomeActive, .detach, .attach:
            return []
        }
    }
}

extension Script {
    /// What every step of the script needs, together (see ``Step/requiredCapabilities``).
    public var requiredCapabilities: EngineCapabilities {
        steps.reduce(into: []) { $0.formUnion($1.requiredCapabilities) }
    }
}
