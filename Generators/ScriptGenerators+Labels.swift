import MediaTiming
import Scripts

extension ScriptGenerators {
    /// The labels of a script, `category=value`, sorted by name, for coverage statistics.
    ///
    /// Categories: `tree.depth`, `step` (every step kind present), `animation` (description kinds,
    /// keyframes by calculation mode, group children included), `fill`, `timing` (animation timing
    /// edge cases), `keys` (replacement under a reused key, animations sharing a key path),
    /// `layer.speed`, `layer.begin` (now, past, future), `layer.timeOffset`, `technique`,
    /// `variant`, `boundary` (advances landing on a begin, a cycle end or the end of an active
    /// duration) and `advance` (zero). The script is replayed through the generator's model, so
    /// the labels are a function of the script alone.
    public static func labels(of script: Script) -> [String] {
        var found = LabelSet()
        var model = ScriptModel(variant: script.techniqueVariant ?? "correct")
        for step in script.steps {
            labelStep(step, model: model, into: &found)
            model.apply(step)
        }
        return finishLabels(found, model: model, script: script).sorted()
    }

    /// The step labels `found` plus the labels of the whole run: depth, boundaries hit, variant.
    static func finishLabels(_ found: LabelSet, model: ScriptModel, script: Script) -> [String] {
        var found = found
        let depth = model.treeDepth
        if (1...3).contains(depth) { found.insert(depth - 1) } else { found.extra.insert("tree.depth=\(depth)") }
        for (offset, kind) in ["begin", "cycleEnd", "activeEnd"].enumerated() where model.boundaryHits.contains(kind) {
            found.insert(boundaryLabelStart + offset)
        }
        if let variant = script.techniqueVariant {
            if let offset = ScriptOptions.allTechniqueVariants.firstIndex(of: variant) {
                found.insert(65 + offset)
            } else {
                found.extra.insert("variant=\(variant)")
            }
        }
        return found.names
    }

    /// Every label the ``ScriptOptions/everything`` preset is expected to produce over a run.
    ///
    /// The order is fixed: the labelling code records labels by their index in this list.
    public static let everythingLabelCatalog: [String] = {
        var names = ["tree.depth=1", "tree.depth=2", "tree.depth=3"]
        // Completion-block steps are labelled outside the catalogue: the default generators never draw them.
        names += ScriptStepKind.allCases.filter { $0 != .setCompletionBlock }.map { "step=\($0.rawValue)" }
        names += ["animation=basic", "animation=group", "animation=spring"]
        names += CalculationMode.allCases.map { "animation=keyframe.\($0.rawValue)" }
        names += FillMode.allCases.map { "fill=\($0.rawValue)" }
        names += [
            "zeroDuration", "negativeDuration", "fractionalRepeat", "infiniteRepeat", "repeatDuration",
            "autoreverses", "explicitBegin", "retained", "additive", "cumulative", "speed0", "negativeSpeed",
            "timeOffset", "timingFunction",
        ].map { "timing=\($0)" }
        names += ["keys=replacement", "keys=sharedKeyPath"]
        names += ["0", "negative", "fractional", "large"].map { "layer.speed=\($0)" }
        names += ["now", "past", "future"].map { "layer.begin=\($0)" }
        names += ["layer.timeOffset=duration"]
        names += TechniqueOperationKind.allCases.map { "technique=\($0.rawValue)" }
        names += ScriptOptions.allTechniqueVariants.map { "variant=\($0)" }
        names += ["begin", "cycleEnd", "activeEnd"].map { "boundary=\($0)" }
        names += ["advance=zero"]
        return names
    }()

    /// The index of `boundary=begin`, after the variants (whose number grows with the catalogue of
    /// as-published variants); `advance=zero` follows the three boundaries.
    static let boundaryLabelStart = 65 + ScriptOptions.allTechniqueVariants.count

    static func labelStep(_ step: Step, model: ScriptModel, into found: inout LabelSet) {
        switch step {
        case .makeView, .makeSublayer: found.insert(6 /* step=makeView */)
        case .setTiming(let view, let timing):
            found.insert(7 /* step=setTiming */)
            guard model.views.indices.contains(view) else { return }
            let speed = timing.speed
            if speed == 0 { found.insert(47 /* layer.speed=0 */) }
            if speed < 0 { found.insert(48 /* layer.speed=negative */) }
            if speed != 0 && abs(speed) < 1 || abs(speed) == 1.5 { found.insert(49 /* layer.speed=fractional */) }
            if abs(speed) >= 4 { found.insert(50 /* layer.speed=large */) }
            if timing.beginTime != 0 {
                let now = model.parentTime(of: view)
                // layer.begin=now, past, future
                found.insert(timing.beginTime == now ? 51 : timing.beginTime < now ? 52 : 53)
            }
            if timing.timeOffset != 0 && model.durations(on: view).contains(timing.timeOffset) {
                found.insert(54 /* layer.timeOffset=duration */)
            }
        case .setModelValue: found.insert(8 /* step=setModelValue */)
        case .add(let view, let key, let animation):
            found.insert(5 /* step=add */)
            labelAnimation(animation, view: view, key: key, model: model, into: &found)
        case .removeAnimation: found.insert(9 /* step=removeAnimation */)
        case .removeAllAnimations: found.insert(10 /* step=removeAllAnimations */)
        case .setTransactionDuration: found.insert(11 /* step=setTransactionDuration */)
        case .commit: found.insert(4 /* step=commit */)
        case .setCompletionBlock: found.extra.insert("step=setCompletionBlock")
        case .clearCompletionBlock: found.extra.insert("step=clearCompletionBlock")
        case .beginTransaction: found.extra.insert("step=beginTransaction")
        case .flush: found.extra.insert("step=flush")
        case .advance(let by):
            found.insert(3 /* step=advance */)
            if by == 0 { found.insert(boundaryLabelStart + 3) }  // advance=zero
        case .resignActive: found.insert(12 /* step=resignActive */)
        case .enterBackground: found.insert(13 /* step=enterBackground */)
        case .enterForeground: found.insert(14 /* step=enterForeground */)
        case .becomeActive: found.insert(15 /* step=becomeActive */)
        case .detach: found.insert(16 /* step=detach */)
        case .attach: found.insert(17 /* step=attach */)
        case .reentrant:
            // Drawn only by the grammar (Generators/Grammar), which measures its own reach.
            found.extra.insert("step=reentrant")
        case .host(let hostStep):
            found.extra.insert("step=host.\(SwiftLiteral.hostStep(hostStep).dropFirst().prefix { $0.isLetter })")
        case .technique(let technique):
            found.insert(18 /* step=technique */)
            found.insert(55 + ordinal(TechniqueOperationKind(technique.operation)))  // technique=…
            if let animation = technique.animation {
                let key: String
                switch technique.operation {
                case .addWithClosures(let k), .installScrubber(let k), .reinstall(let k): key = k
                default: key = ""
                }
                labelAnimation(animation, view: technique.view, key: key, model: model, into: &found)
            }
        }
    }

    private static func labelAnimation(
        _ animation: Animation, view: Int, key: String, model: ScriptModel, into found: inout LabelSet
    ) {
        labelKind(animation, into: &found)
        let timing = animation.timing
        found.insert(27 + ordinal(timing.fillMode))  // fill=…
        if timing.duration == 0 { found.insert(31 /* timing=zeroDuration */) }
        if timing.duration < 0 { found.insert(32 /* timing=negativeDuration */) }
        if timing.repeatCount.isInfinite { found.insert(34 /* timing=infiniteRepeat */) }
        if timing.repeatCount.isFinite && timing.repeatCount != timing.repeatCount.rounded() {
            found.insert(33 /* timing=fractionalRepeat */)
        }
        if timing.repeatDuration > 0 { found.insert(35 /* timing=repeatDuration */) }
        if timing.autoreverses { found.insert(36 /* timing=autoreverses */) }
        if timing.beginTime != 0 { found.insert(37 /* timing=explicitBegin */) }
        if timing.speed == 0 { found.insert(41 /* timing=speed0 */) }
        if timing.speed < 0 { found.insert(42 /* timing=negativeSpeed */) }
        if timing.timeOffset != 0 { found.insert(43 /* timing=timeOffset */) }
        if animation.timingFunction != nil { found.insert(44 /* timing=timingFunction */) }
        if !animation.isRemovedOnCompletion { found.insert(38 /* timing=retained */) }
        if animation.isAdditive { found.insert(39 /* timing=additive */) }
        if animation.isCumulative { found.insert(40 /* timing=cumulative */) }
        guard model.views.indices.contains(view) else { return }
        if model.views[view].keys.contains(key) { found.insert(45 /* keys=replacement */) }
        if let path = animation.keyPath,
            model.known.contains(where: { $0.view == view && $0.key != key && $0.keyPath == path })
        {
            found.insert(46 /* keys=sharedKeyPath */)
        }
    }

    private static func labelKind(_ animation: Animation, into found: inout LabelSet) {
        switch animation.kind {
        case .basic: found.insert(19 /* animation=basic */)
        case .keyframe(let keyframes): found.insert(22 + ordinal(keyframes.calculationMode))  // animation=keyframe.…
        case .spring: found.insert(21 /* animation=spring */)
        case .group(let children):
            found.insert(20 /* animation=group */)
            for child in children { labelKind(child, into: &found) }
        }
    }
}

extension TechniqueOperationKind {
    /// The kind of a technique operation.
    public init(_ operation: TechniqueStep.Operation) {
        switch operation {
        case .pause: self = .pause
        case .resume: self = .resume
        case .changeSpeed: self = .changeSpeed
        case .store: self = .store
        case .restore: self = .restore
        case .addWithClosures: self = .addWithClosures
        case .installScrubber: self = .installScrubber
        // A release is part of scrubbing for the generators' weights.
        case .scrub, .releaseScrub: self = .scrub
        case .preserve: self = .preserve
        case .reinstall: self = .reinstall
        // The bookkeeping calls count with the operation they inspect or undo; only the
        // technique laws' own generators draw them.
        case .inspect, .setResumeSpeed: self = .pause
        case .discard: self = .restore
        case .uninstall, .reinstallMissing: self = .reinstall
        case .reinstallScrubber: self = .installScrubber
        case .invalidate, .invalidateAll: self = .preserve
        }
    }
}

/// The position of a case in `allCases`.
private func ordinal<T: CaseIterable & Equatable>(_ value: T) -> Int {
    T.allCases.firstIndex(of: value).map { T.allCases.distance(from: T.allCases.startIndex, to: $0) } ?? 0
}

/// The labels found for one script: catalogue labels by index, anything else by name.
struct LabelSet {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// Labels outside ``ScriptGenerators/everythingLabelCatalog``.
    var extra: Set<String> = []

    /// Records the catalogue label at `index`.
    mutating func insert(_ index: Int) {
        if index < 64 { low |= 1 << UInt64(index) } else { high |= 1 << UInt64(index - 64) }
    }

    /// Whether the catalogue label at `index` was recorded.
    func contains(_ index: Int) -> Bool {
        index < 64 ? low & (1 << UInt64(index)) != 0 : high & (1 << UInt64(index - 64)) != 0
    }

    /// The names recorded: catalogue labels in catalogue order, then the others.
    var names: [String] {
        let catalog = ScriptGenerators.everythingLabelCatalog
        var result: [String] = []
        result.reserveCapacity(low.nonzeroBitCount + high.nonzeroBitCount + extra.count)
        var bits = low
        while bits != 0 {
            result.append(catalog[bits.trailingZeroBitCount])
            bits &= bits - 1
        }
        bits = high
        while bits != 0 {
            result.append(catalog[64 + bits.trailingZeroBitCount])
            bits &= bits - 1
        }
        result += extra.sorted()
        return result
    }
}
