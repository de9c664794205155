import Generators
import MediaTiming
import Scripts

extension ContractFeatures {
    /// The features an added animation reaches, its group children's included.
    static func features(of animation: Animation, inGroup: Bool = false) -> Set<String> {
        var found = differences(
            animation, from: Animation(keyPath: "x", kind: .basic(BasicValues())), type: "Animation")
        found.subtract(["Animation.kind", "Animation.timing", "Animation.keyPath"])
        if animation.keyPath != nil { found.insert("Animation.keyPath") }
        found.formUnion(features(of: animation.timing))
        if let function = animation.timingFunction { found.insert(feature(of: function)) }
        switch animation.kind {
        case .basic(let values):
            found.insert("Animation.kind.basic")
            found.formUnion(features(of: values))
        case .keyframe(let values):
            found.insert("Animation.kind.keyframe")
            found.insert("KeyframeValues.calculationMode.\(values.calculationMode.rawValue)")
            if values.keyTimes != nil { found.insert("KeyframeValues.keyTimes") }
            if let functions = values.timingFunctions {
                found.insert("KeyframeValues.timingFunctions")
                found.formUnion(functions.map(feature(of:)))
            }
        case .spring(let values):
            found.insert("Animation.kind.spring")
            found.formUnion(differences(values, from: SpringValues(endpoints: values.endpoints), type: "SpringValues"))
            found.formUnion(features(of: values.endpoints))
        case .group(let children):
            found.insert("Animation.kind.group")
            if inGroup { found.insert("Animation.kind.group.nested") }
            for child in children {
                if !differences(child.timing, from: AnimationTiming(), type: "AnimationTiming")
                    .subtracting(["AnimationTiming.duration"]).isEmpty
                {
                    found.insert("Animation.kind.group.childTiming")
                }
                found.formUnion(features(of: child, inGroup: true))
            }
        }
        return found
    }

    /// The features of an animation's timing.
    static func features(of timing: AnimationTiming) -> Set<String> {
        var found = differences(timing, from: AnimationTiming(), type: "AnimationTiming")
        found.remove("AnimationTiming.fillMode")
        found.insert("AnimationTiming.fillMode.\(timing.fillMode.rawValue)")
        if timing.speed < 0 { found.insert("AnimationTiming.speed.negative") }
        if timing.repeatCount == .infinity || timing.repeatCount == .greatestFiniteMagnitude {
            found.insert("AnimationTiming.repeatCount.infinite")
        } else if timing.repeatCount.rounded() != timing.repeatCount {
            found.insert("AnimationTiming.repeatCount.fractional")
        }
        if timing.duration <= 0 { found.insert("AnimationTiming.duration.defaulted") }
        return found
    }

    /// The features of a layer's timing.
    static func features(of timing: LayerTiming) -> Set<String> {
        var found = differences(timing, from: LayerTiming(), type: "LayerTiming")
        found.remove("LayerTiming.fillMode")
        if timing.hasBoundedDuration { found.insert("LayerTiming.fillMode.\(timing.fillMode.rawValue)") }
        if timing.speed == 0 { found.insert("LayerTiming.speed.zero") }
        if timing.speed < 0 { found.insert("LayerTiming.speed.negative") }
        return found
    }

    /// The features of from/to/by: each value set, and which of the seven combinations it is.
    static func features(of values: BasicValues) -> Set<String> {
        var found = differences(values, from: BasicValues(), type: "BasicValues")
        switch (values.from != nil, values.to != nil, values.by != nil) {
        case (true, true, _): found.insert("BasicValues.fromTo")
        case (true, false, true): found.insert("BasicValues.fromBy")
        case (false, true, true): found.insert("BasicValues.byTo")
        case (true, false, false): found.insert("BasicValues.fromOnly")
        case (false, true, false): found.insert("BasicValues.toOnly")
        case (false, false, true): found.insert("BasicValues.byOnly")
        case (false, false, false): found.insert("BasicValues.none")
        }
        return found
    }

    /// The named timing function `function` is, or `custom`.
    static func feature(of function: TimingFunction) -> String {
        "TimingFunction." + (TimingFunction.named.first { $0.function == function }?.name ?? "custom")
    }

    /// The features a script reaches by its steps alone: host events, technique operations and
    /// the shape of its view tree (`Tree.depth2`, `Tree.depth3`, `Tree.severalRoots`).
    public static func features(of script: Script) -> Set<String> {
        var found: Set<String> = []
        // Each made view's depth: 1 in a window, one more below another view. A parent that does
        // not exist makes the step a no-op, as the driver runs it.
        var depths: [Int] = []
        for step in script.steps {
            switch step {
            case .makeView(let parent):
                guard let parent else {
                    depths.append(1)
                    continue
                }
                if depths.indices.contains(parent) { depths.append(depths[parent] + 1) }
            // A plain sublayer takes an index, as a view does (one index space), one level down.
            case .makeSublayer(let parent):
                if depths.indices.contains(parent) { depths.append(depths[parent] + 1) }
            case .resignActive: found.insert("Host.resignActive")
            case .enterBackground: found.insert("Host.enterBackground")
            case .enterForeground: found.insert("Host.enterForeground")
            case .becomeActive: found.insert("Host.becomeActive")
            case .detach: found.insert("Host.detach")
            case .attach: found.insert("Host.attach")
            case .technique(let technique): found.insert("Technique." + operationName(technique.operation))
            default: break
            }
        }
        if depths.filter({ $0 == 1 }).count > 1 { found.insert("Tree.severalRoots") }
        switch depths.max() ?? 0 {
        case 2: found.insert("Tree.depth2")
        case 3...: found.insert("Tree.depth3")
        default: break
        }
        return found
    }

    static func operationName(_ operation: TechniqueStep.Operation) -> String {
        switch operation {
        case .pause: return "pause"
        case .resume: return "resume"
        case .changeSpeed: return "changeSpeed"
        case .store: return "store"
        case .restore: return "restore"
        case .addWithClosures: return "addWithClosures"
        case .installScrubber: return "installScrubber"
        case .scrub: return "scrub"
        case .releaseScrub: return "releaseScrub"
        case .preserve: return "preserve"
        case .reinstall: return "reinstall"
        case .discard: return "discard"
        case .setResumeSpeed: return "setResumeSpeed"
        case .inspect: return "inspect"
        case .uninstall: return "uninstall"
        case .reinstallMissing: return "reinstallMissing"
        case .reinstallScrubber: return "reinstallScrubber"
        case .invalidate: return "invalidate"
        case .invalidateAll: return "invalidateAll"
        }
    }

    /// `type.field` for each stored field of `value` that differs from `prototype`'s.
    static func differences(_ value: Any, from prototype: Any, type: String) -> Set<String> {
        let defaults = Dictionary(
            Mirror(reflecting: prototype).children.compactMap { child in
                child.label.map { ($0, String(describing: child.value)) }
            },
            uniquingKeysWith: { first, _ in first })
        var found: Set<String> = []
        for child in Mirror(reflecting: value).children {
            guard let label = child.label, defaults[label] != String(describing: child.value) else { continue }
            found.insert("\(type).\(label)")
        }
        return found
    }
}
