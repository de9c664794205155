import MediaTiming

extension ScriptGenerators {
    /// The labels of a script, `category=value`, for coverage statistics.
    ///
    /// Categories: `tree.depth`, `step` (every step kind present), `animation` (description kinds,
    /// keyframes by calculation mode, group children included), `fill`, `timing` (animation timing
    /// edge cases), `keys` (replacement under a reused key, animations sharing a key path),
    /// `layer.speed`, `layer.begin` (now, past, future), `layer.timeOffset`, `technique`,
    /// `variant`, `boundary` (advances landing on a begin, a cycle end or the end of an active
    /// duration) and `advance` (zero). The script is replayed through the generator's model, so
    /// the labels are a function of the script alone.
    public static func labels(of script: Script) -> [String] {
        var found = Set<String>()
        var model = ScriptModel(variant: script.techniqueVariant ?? "correct")
        for step in script.steps {
            labelStep(step, model: model, into: &found)
            model.apply(step)
        }
        return finishLabels(found, model: model, script: script)
    }

    /// The step labels `found` plus the labels of the whole run: depth, boundaries hit, variant.
    static func finishLabels(_ found: Set<String>, model: ScriptModel, script: Script) -> [String] {
        var found = found
        found.insert("tree.depth=\(model.treeDepth)")
        for hit in model.boundaryHits { found.insert("boundary=\(hit)") }
        if let variant = script.techniqueVariant { found.insert("variant=\(variant)") }
        return found.sorted()
    }

    /// Every label the ``ScriptOptions/everything`` preset is expected to produce over a run.
    public static let everythingLabelCatalog: [String] = {
        var names = ["tree.depth=1", "tree.depth=2", "tree.depth=3"]
        names += ScriptStepKind.allCases.map { "step=\($0.rawValue)" }
        names += ["animation=basic", "animation=group", "animation=spring"]
        names += CalculationMode.allCases.map { "animation=keyframe.\($0.rawValue)" }
        names += FillMode.allCases.map { "fill=\($0.rawValue)" }
        names += ["zeroDuration", "negativeDuration", "fractionalRepeat", "infiniteRepeat", "repeatDuration",
                  "autoreverses", "explicitBegin", "retained", "additive", "cumulative", "speed0", "negativeSpeed",
                  "timeOffset", "timingFunction"].map { "timing=\($0)" }
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

    static func labelStep(_ step: Step, model: ScriptModel, into found: inout Set<String>) {
        switch step {
        case .makeView: found.insert("step=makeView")
        case .setTiming(let view, let timing):
            found.insert("step=setTiming")
            guard model.views.indices.contains(view) else { return }
            let speed = timing.speed
            if speed == 0 { found.insert("layer.speed=0") }
            if speed < 0 { found.insert("layer.speed=negative") }
            if speed != 0 && abs(speed) < 1 || abs(speed) == 1.5 { found.insert("layer.speed=fractional") }
            if abs(speed) >= 4 { found.insert("layer.speed=large") }
            if timing.beginTime != 0 {
                let now = model.parentTime(of: view)
                found.insert(timing.beginTime == now ? "layer.begin=now" : timing.beginTime < now ? "layer.begin=past" : "layer.begin=future")
            }
            if timing.timeOffset != 0 && model.durations(on: view).contains(timing.timeOffset) {
                found.insert("layer.timeOffset=duration")
            }
        case .setModelValue: found.insert("step=setModelValue")
        case .add(let view, let key, let animation):
            found.insert("step=add")
            labelAnimation(animation, view: view, key: key, model: model, into: &found)
        case .removeAnimation: found.insert("step=removeAnimation")
        case .removeAllAnimations: found.insert("step=removeAllAnimations")
        case .setTransactionDuration: found.insert("step=setTransactionDuration")
        case .commit: found.insert("step=commit")
        case .advance(let by):
            found.insert("step=advance")
            if by == 0 { found.insert("advance=zero") }
        case .resignActive: found.insert("step=resignActive")
        case .enterBackground: found.insert("step=enterBackground")
        case .enterForeground: found.insert("step=enterForeground")
        case .becomeActive: found.insert("step=becomeActive")
        case .detach: found.insert("step=detach")
        case .attach: found.insert("step=attach")
        case .technique(let technique):
            found.insert("step=technique")
            found.insert("technique=\(TechniqueOperationKind(technique.operation).rawValue)")
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
        _ animation: Animation, view: Int, key: String, model: ScriptModel, into found: inout Set<String>
    ) {
        labelKind(animation, into: &found)
        let timing = animation.timing
        found.insert("fill=\(timing.fillMode.rawValue)")
        if timing.duration == 0 { found.insert("timing=zeroDuration") }
        if timing.duration < 0 { found.insert("timing=negativeDuration") }
        if timing.repeatCount.isInfinite { found.insert("timing=infiniteRepeat") }
        if timing.repeatCount.isFinite && timing.repeatCount != timing.repeatCount.rounded() { found.insert("timing=fractionalRepeat") }
        if timing.repeatDuration > 0 { found.insert("timing=repeatDuration") }
        if timing.autoreverses { found.insert("timing=autoreverses") }
        if timing.beginTime != 0 { found.insert("timing=explicitBegin") }
        if timing.speed == 0 { found.insert("timing=speed0") }
        if timing.speed < 0 { found.insert("timing=negativeSpeed") }
        if timing.timeOffset != 0 { found.insert("timing=timeOffset") }
        if animation.timingFunction != nil { found.insert("timing=timingFunction") }
        if !animation.isRemovedOnCompletion { found.insert("timing=retained") }
        if animation.isAdditive { found.insert("timing=additive") }
        if animation.isCumulative { found.insert("timing=cumulative") }
        guard model.views.indices.contains(view) else { return }
        if model.views[view].keys.contains(key) { found.insert("keys=replacement") }
        if let path = animation.keyPath, model.known.contains(where: { $0.view == view && $0.key != key && $0.keyPath == path }) {
            found.insert("keys=sharedKeyPath")
        }
    }

    private static func labelKind(_ animation: Animation, into found: inout Set<String>) {
        switch animation.kind {
        case .basic: found.insert("animation=basic")
        case .keyframe(let keyframes): found.insert("animation=keyframe.\(keyframes.calculationMode.rawValue)")
        case .spring: found.insert("animation=spring")
        case .group(let children):
            found.insert("animation=group")
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
        case .scrub: self = .scrub
        case .preserve: self = .preserve
        case .reinstall: self = .reinstall
        }
    }
}
