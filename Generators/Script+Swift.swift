import MediaTiming
import Scripts

extension Script {
    /// The script as Swift source that compiles against the public API and reproduces the run.
    ///
    /// The source builds the script as a literal and runs it with ``ScriptDriver``, so pasting it
    /// into a test (with `import Generators`, `import MediaTiming` and your engine's module)
    /// replays exactly these steps on `engine`. Numbers print in their shortest exact form.
    public func swiftSource(engine: String = "ReferenceEngine()") -> String {
        var lines = ["let script: Script = ["]
        let numbers = numberedSteps.reduce(into: [Int: Int]()) { first, numbered in
            if let parent = numbered.parent, first[parent] == nil { first[parent] = numbered.number }
        }
        for (index, step) in steps.enumerated() {
            SwiftLiteral.append(step, number: index, firstNested: numbers, indent: "    ", to: &lines)
        }
        lines.append("]")
        lines.append("let trace = ScriptDriver.run(script, on: \(engine))")
        return lines.joined(separator: "\n")
    }
}

/// Swift literal spellings of the contract's values, for printing scripts.
public enum SwiftLiteral {
    /// A number in its shortest exact Swift spelling.
    public static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value == .infinity { return ".infinity" }
        if value == -.infinity { return "-.infinity" }
        if value == .greatestFiniteMagnitude { return ".greatestFiniteMagnitude" }
        // Negative zero is a value of its own (1 / −0 is −∞); the integer spelling would drop its sign.
        if value == 0 && value.sign == .minus { return "-0.0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A string literal.
    public static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Appends `step` as a list element numbered `number`; a reentrant step's steps go one a line
    /// inside it, numbered from `firstNested`, under a comment saying where they run.
    static func append(_ step: Step, number: Int, firstNested: [Int: Int], indent: String, to lines: inout [String]) {
        guard case .reentrant(let trigger, let inner) = step else {
            lines.append("\(indent)\(self.step(step)),  // \(number)")
            return
        }
        lines.append("\(indent)// \(number): the driver runs these steps inside \(reentryPlace(trigger)).")
        lines.append("\(indent).reentrant(")
        lines.append("\(indent)    \(reentryTrigger(trigger)),")
        lines.append("\(indent)    [")
        let first = firstNested[number] ?? 0
        for (offset, nested) in inner.enumerated() {
            append(nested, number: first + offset, firstNested: firstNested, indent: indent + "        ", to: &lines)
        }
        lines.append("\(indent)    ]),")
    }

    /// Where a reentry's steps run, in the words of the API that calls them.
    static func reentryPlace(_ trigger: ReentryTrigger) -> String {
        switch trigger {
        case .didStart(let view, let key): return "animationDidStart(_:) of v\(view)'s copy under \(string(key))"
        case .didStop(let view, let key): return "animationDidStop(_:finished:) of v\(view)'s copy under \(string(key))"
        case .completionBlock: return "the next completion block that runs"
        case .nextTurn: return "the next next-turn block that runs"
        case .appNotification(let name): return "an app observer's handler for \(name)"
        case .windowMove(let view, let didMove):
            return "v\(view)'s window-move observer at \(didMove ? "didMove" : "willMove")"
        case .frame: return "the next frame observer's handler"
        }
    }

    /// A reentry trigger as an expression of type ``ReentryTrigger``.
    public static func reentryTrigger(_ trigger: ReentryTrigger) -> String {
        switch trigger {
        case .didStart(let view, let key): return ".didStart(view: \(view), key: \(string(key)))"
        case .didStop(let view, let key): return ".didStop(view: \(view), key: \(string(key)))"
        case .completionBlock: return ".completionBlock"
        case .nextTurn: return ".nextTurn"
        case .appNotification(let name): return ".appNotification(\(string(name)))"
        case .windowMove(let view, let didMove): return ".windowMove(view: \(view), didMove: \(didMove))"
        case .frame: return ".frame"
        }
    }

    /// One step as an expression of type ``Step``.
    public static func step(_ step: Step) -> String {
        switch step {
        case .makeView(let parent): return ".makeView(parent: \(parent.map(String.init) ?? "nil"))"
        case .makeSublayer(let parent): return ".makeSublayer(parent: \(parent))"
        case .setTiming(let view, let timing): return ".setTiming(view: \(view), \(layerTiming(timing)))"
        case .setModelValue(let view, let keyPath, let value):
            return ".setModelValue(view: \(view), keyPath: \(string(keyPath)), value: \(number(value)))"
        case .add(let view, let key, let animation):
            return ".add(view: \(view), key: \(string(key)), animation: \(self.animation(animation)))"
        case .removeAnimation(let view, let key): return ".removeAnimation(view: \(view), key: \(string(key)))"
        case .removeAllAnimations(let view): return ".removeAllAnimations(view: \(view))"
        case .setTransactionDuration(let duration): return ".setTransactionDuration(\(number(duration)))"
        case .commit: return ".commit"
        case .setCompletionBlock: return ".setCompletionBlock"
        case .clearCompletionBlock: return ".clearCompletionBlock"
        case .beginTransaction: return ".beginTransaction"
        case .flush: return ".flush"
        case .advance(let by): return ".advance(by: \(number(by)))"
        case .resignActive: return ".resignActive"
        case .enterBackground: return ".enterBackground"
        case .enterForeground: return ".enterForeground"
        case .becomeActive: return ".becomeActive"
        case .detach(let view): return ".detach(view: \(view))"
        case .attach(let view): return ".attach(view: \(view))"
        case .technique(let technique): return ".technique(\(self.technique(technique)))"
        case .host(let hostStep): return ".host(\(self.hostStep(hostStep)))"
        case .reentrant(let trigger, let steps):
            return ".reentrant(\(reentryTrigger(trigger)), [\(steps.map(self.step).joined(separator: ", "))])"
        }
    }

    /// A host step as an expression of type ``HostStep``.
    public static func hostStep(_ step: HostStep) -> String {
        switch step {
        case .makeWindow: return ".makeWindow"
        case .makeDetachedView: return ".makeDetachedView"
        case .attach(let view, let window): return ".attach(view: \(view), window: \(window))"
        case .addSubview(let view, let parent): return ".addSubview(view: \(view), parent: \(parent))"
        case .moveToBackground: return ".moveToBackground"
        case .moveToForeground: return ".moveToForeground"
        case .observe(let view): return ".observe(view: \(view.map(String.init) ?? "nil"))"
        case .observeFrames: return ".observeFrames"
        case .removeObserver(let observer): return ".removeObserver(\(observer))"
        case .cancelObservers: return ".cancelObservers"
        case .scheduleOnNextTurn: return ".scheduleOnNextTurn"
        case .endTurn: return ".endTurn"
        case .query(let view): return ".query(view: \(view))"
        case .readLayer(let view): return ".readLayer(view: \(view))"
        case .setRemovalPolicy(let sparesRetained): return ".setRemovalPolicy(sparesRetained: \(sparesRetained))"
        }
    }

    /// Layer timing as an initializer call with only its non-default arguments.
    public static func layerTiming(_ timing: LayerTiming) -> String {
        var arguments: [String] = []
        if timing.beginTime != 0 { arguments.append("beginTime: \(number(timing.beginTime))") }
        if timing.speed != 1 { arguments.append("speed: \(number(timing.speed))") }
        if timing.timeOffset != 0 { arguments.append("timeOffset: \(number(timing.timeOffset))") }
        if timing.duration != .infinity { arguments.append("duration: \(number(timing.duration))") }
        if timing.repeatCount != 0 { arguments.append("repeatCount: \(number(timing.repeatCount))") }
        if timing.repeatDuration != 0 { arguments.append("repeatDuration: \(number(timing.repeatDuration))") }
        if timing.autoreverses { arguments.append("autoreverses: true") }
        if timing.fillMode != .removed { arguments.append("fillMode: .\(timing.fillMode.rawValue)") }
        return "LayerTiming(\(arguments.joined(separator: ", ")))"
    }

    /// Animation timing as an initializer call with only its non-default arguments.
    public static func animationTiming(_ timing: AnimationTiming) -> String {
        var arguments: [String] = []
        if timing.beginTime != 0 { arguments.append("beginTime: \(number(timing.beginTime))") }
        if timing.duration != 0 { arguments.append("duration: \(number(timing.duration))") }
        if timing.speed != 1 { arguments.append("speed: \(number(timing.speed))") }
        if timing.timeOffset != 0 { arguments.append("timeOffset: \(number(timing.timeOffset))") }
        if timing.repeatCount != 0 { arguments.append("repeatCount: \(number(timing.repeatCount))") }
        if timing.repeatDuration != 0 { arguments.append("repeatDuration: \(number(timing.repeatDuration))") }
        if timing.autoreverses { arguments.append("autoreverses: true") }
        if timing.fillMode != .removed { arguments.append("fillMode: .\(timing.fillMode.rawValue)") }
        return "AnimationTiming(\(arguments.joined(separator: ", ")))"
    }

    /// A timing function, by name when it is a named one.
    public static func timingFunction(_ function: TimingFunction) -> String {
        if let named = TimingFunction.named.first(where: { $0.function == function }) {
            return named.name == "default" ? ".`default`" : ".\(named.name)"
        }
        return
            "TimingFunction(\(number(function.c1x)), \(number(function.c1y)), \(number(function.c2x)), \(number(function.c2y)))"
    }

    /// An animation as an initializer call with only its non-default arguments (no delegate).
    public static func animation(_ animation: Animation) -> String {
        var arguments = ["keyPath: \(animation.keyPath.map(string) ?? "nil")", "kind: \(kind(animation.kind))"]
        if animation.timing != AnimationTiming() { arguments.append("timing: \(animationTiming(animation.timing))") }
        if let function = animation.timingFunction { arguments.append("timingFunction: \(timingFunction(function))") }
        if !animation.isRemovedOnCompletion { arguments.append("isRemovedOnCompletion: false") }
        if animation.isAdditive { arguments.append("isAdditive: true") }
        if animation.isCumulative { arguments.append("isCumulative: true") }
        if !animation.userInfo.isEmpty {
            let pairs = animation.userInfo.sorted { $0.key < $1.key }.map { "\(string($0.key)): \(string($0.value))" }
            arguments.append("userInfo: [\(pairs.joined(separator: ", "))]")
        }
        return "Animation(\(arguments.joined(separator: ", ")))"
    }

    private static func optional(_ value: Double?) -> String { value.map(number) ?? "nil" }

    private static func basic(_ values: BasicValues) -> String {
        var arguments: [String] = []
        if let from = values.from { arguments.append("from: \(number(from))") }
        if let to = values.to { arguments.append("to: \(number(to))") }
        if let by = values.by { arguments.append("by: \(number(by))") }
        return "BasicValues(\(arguments.joined(separator: ", ")))"
    }

    private static func kind(_ kind: Animation.Kind) -> String {
        switch kind {
        case .basic(let values): return ".basic(\(basic(values)))"
        case .keyframe(let keyframes):
            var arguments = ["values: [\(keyframes.values.map(number).joined(separator: ", "))]"]
            if let times = keyframes.keyTimes {
                arguments.append("keyTimes: [\(times.map(number).joined(separator: ", "))]")
            }
            if keyframes.calculationMode != .linear {
                arguments.append("calculationMode: .\(keyframes.calculationMode.rawValue)")
            }
            if let functions = keyframes.timingFunctions {
                arguments.append("timingFunctions: [\(functions.map(timingFunction).joined(separator: ", "))]")
            }
            return ".keyframe(KeyframeValues(\(arguments.joined(separator: ", "))))"
        case .group(let children):
            return ".group([\(children.map(animation).joined(separator: ", "))])"
        case .spring(let spring):
            var arguments = ["endpoints: \(basic(spring.endpoints))"]
            if spring.mass != 1 { arguments.append("mass: \(number(spring.mass))") }
            if spring.stiffness != 100 { arguments.append("stiffness: \(number(spring.stiffness))") }
            if spring.damping != 10 { arguments.append("damping: \(number(spring.damping))") }
            if spring.initialVelocity != 0 { arguments.append("initialVelocity: \(number(spring.initialVelocity))") }
            return ".spring(SpringValues(\(arguments.joined(separator: ", "))))"
        }
    }

    private static func technique(_ step: TechniqueStep) -> String {
        let operation: String
        switch step.operation {
        case .pause: operation = ".pause"
        case .resume: operation = ".resume"
        case .changeSpeed(let speed): operation = ".changeSpeed(\(number(speed)))"
        case .store: operation = ".store"
        case .restore: operation = ".restore"
        case .addWithClosures(let key): operation = ".addWithClosures(key: \(string(key)))"
        case .installScrubber(let key): operation = ".installScrubber(key: \(string(key)))"
        case .scrub(let time): operation = ".scrub(to: \(number(time)))"
        case .releaseScrub: operation = ".releaseScrub"
        case .preserve: operation = ".preserve"
        case .reinstall(let key): operation = ".reinstall(key: \(string(key)))"
        case .discard: operation = ".discard"
        case .setResumeSpeed(let speed): operation = ".setResumeSpeed(\(number(speed)))"
        case .inspect: operation = ".inspect"
        case .uninstall(let key): operation = ".uninstall(key: \(string(key)))"
        case .reinstallMissing: operation = ".reinstallMissing"
        case .reinstallScrubber: operation = ".reinstallScrubber"
        case .invalidate: operation = ".invalidate"
        case .invalidateAll: operation = ".invalidateAll"
        }
        var arguments = [operation, "view: \(step.view)"]
        if step.variant != "correct" { arguments.append("variant: \(string(step.variant))") }
        if let animation = step.animation { arguments.append("animation: \(self.animation(animation))") }
        return "TechniqueStep(\(arguments.joined(separator: ", ")))"
    }
}
