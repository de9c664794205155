extension Animation {
    /// The capabilities an engine must declare to run this animation as described: its kind
    /// (keyframes, groups with their children, springs), a negative speed, cumulative and
    /// additive composition, a fill other than `.removed`, autoreverse, a nonzero
    /// `repeatDuration`, a timing function other than linear (its own or a keyframe segment's),
    /// and `isRemovedOnCompletion == false`.
    ///
    /// This is the one place that maps a description to ``EngineCapabilities``; the suite draws
    /// only scripts whose steps need what an engine declares, and an engine may use it to decide
    /// what to refuse with ``TimingEngineError/unsupported(_:)``. The delegate is not counted: a
    /// delegate on an engine without ``EngineCapabilities/delegates`` simply hears nothing.
    public var requiredCapabilities: EngineCapabilities {
        var needed: EngineCapabilities = []
        switch kind {
        case .basic: break
        case .keyframe(let keyframes):
            needed.insert(.keyframes)
            if keyframes.timingFunctions?.contains(where: { $0 != .linear }) == true { needed.insert(.timingFunctions) }
        case .group(let children):
            needed.insert(.groups)
            for child in children { needed.formUnion(child.requiredCapabilities) }
        case .spring: needed.insert(.springs)
        }
        if let timingFunction, timingFunction != .linear { needed.insert(.timingFunctions) }
        if timing.speed < 0 { needed.insert(.negativeSpeed) }
        if isCumulative { needed.insert(.cumulative) }
        if isAdditive { needed.insert(.additive) }
        if timing.fillMode != .removed { needed.insert(.fillModes) }
        if timing.autoreverses { needed.insert(.autoreverses) }
        if timing.repeatDuration != 0 { needed.insert(.repeatDuration) }
        if !isRemovedOnCompletion { needed.insert(.retainedAnimations) }
        return needed
    }
}

extension LayerTiming {
    /// The capabilities an engine must declare to give a layer this timing: a negative speed,
    /// and ``EngineCapabilities/layerMediaTiming`` for anything of `CAMediaTiming` beyond begin
    /// time, speed and offset (a finite duration, repeats, autoreverse, a fill).
    public var requiredCapabilities: EngineCapabilities {
        var needed: EngineCapabilities = []
        if speed < 0 { needed.insert(.negativeSpeed) }
        if duration.isFinite || repeatCount != 0 || repeatDuration != 0 || autoreverses || fillMode != .removed {
            needed.insert(.layerMediaTiming)
        }
        return needed
    }
}
