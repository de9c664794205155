import ConformanceOracles
import MediaTiming
import PropertyTesting

extension LawCatalog {
    /// A basic animation of `keyPath` with drawn values and duration.
    static func drawnBasic(_ draw: ValueDraw, _ keyPath: String = "x") throws -> Animation {
        var animation = Animation.basic(keyPath, duration: try draw.duration())
        animation.kind = .basic(try draw.basicValues())
        return animation
    }

    /// VAL-1: one to three basic animations over a model value, some additive.
    static func drawBasicStack(_ draw: ValueDraw, _ scenario: inout ValueScenario) throws {
        if try !draw.oneIn(4) { scenario.modelValues.append((0, "x", try draw.value())) }
        for _ in 0..<(try draw.int(1...3)) {
            var animation = try drawnBasic(draw)
            animation.timing.beginTime = try draw.pick([0, 0.5, 1.5])
            animation.isAdditive = try draw.maybe(.additive, oneIn: 3)
            settleUnsetValues(&animation)
            animation.timing.fillMode = try draw.fillMode()
            animation.isRemovedOnCompletion = try !draw.retained()
            scenario.adds.append((0, animation))
        }
    }

    /// VAL-2: cumulative basic and keyframe animations across repeats, additive ones on top.
    static func drawCumulative(_ draw: ValueDraw, _ scenario: inout ValueScenario) throws {
        scenario.modelValues.append((0, "x", try draw.value()))
        for index in 0..<(try draw.int(1...2)) {
            var animation: Animation
            if try draw.maybe(.keyframes, oneIn: 3) {
                animation = Animation.keyframe("x", values: [], duration: try draw.duration())
                animation.kind = .keyframe(try draw.keyframes(try draw.pick([.linear, .discrete, .paced])))
            } else {
                animation = try drawnBasic(draw)
            }
            animation.isCumulative = try index == 0 || draw.oneIn(2)
            animation.isAdditive = try index > 0 && draw.maybe(.additive, oneIn: 2)
            settleUnsetValues(&animation)
            animation.timing.repeatCount = try draw.pick([2, 3, 1.5, 2.5, .infinity, 0])
            animation.timing.autoreverses = try draw.autoreverses()
            animation.timing.fillMode = try draw.fillMode()
            animation.isRemovedOnCompletion = try !draw.retained()
            scenario.adds.append((0, animation))
        }
    }

    /// Gives an additive or cumulative basic animation without from, to or by a by value: what
    /// such an animation does (nothing, or the value so far added or accumulated) is open and not
    /// asserted (SEMANTICS §5.1–§5.3 and "Open points"), so the value laws do not draw it.
    static func settleUnsetValues(_ animation: inout Animation) {
        guard animation.isAdditive || animation.isCumulative, case .basic(let values) = animation.kind,
            values == BasicValues()
        else { return }
        animation.kind = .basic(BasicValues(by: 1))
    }

    /// VAL-3: a basic animation with a named or drawn timing curve.
    static func drawEased(_ draw: ValueDraw, _ scenario: inout ValueScenario) throws {
        var animation = try drawnBasic(draw)
        if case .basic(let values) = animation.kind, values == BasicValues() {
            animation.kind = .basic(BasicValues(from: 0, to: 8))
        }
        animation.timingFunction = try draw.timingFunction()
        animation.timing.repeatCount = try draw.pick([0, 2, 1.5])
        animation.timing.autoreverses = try draw.autoreverses()
        animation.timing.fillMode = try draw.fillMode()
        animation.isRemovedOnCompletion = try !draw.retained()
        scenario.fractions = [0.125, 0.25, 0.75, 0.875]
        scenario.adds.append((0, animation))
    }

    /// VAL-4, VAL-5: a keyframe animation in one of `modes`, sometimes with its own curve.
    static func drawKeyframes(_ draw: ValueDraw, _ scenario: inout ValueScenario, modes: [CalculationMode]) throws {
        let keyframes = try draw.keyframes(try draw.pick(modes))
        var animation = Animation.keyframe("x", values: [], duration: try draw.duration())
        animation.kind = .keyframe(keyframes)
        // A discrete animation jumps at its key times; a curve can land exactly on one, where
        // rounding, not a rule, decides which side shows, so discrete ones stay linear.
        if keyframes.calculationMode != .discrete, try draw.maybe(.timingFunctions, oneIn: 4) {
            animation.timingFunction = try draw.timingFunction()
        }
        try drawRepeatFillAndModel(draw, &animation, &scenario)
        scenario.fractions =
            (keyframes.keyTimes ?? []).filter { $0 > 0 && $0 < 1 }
            + (ValueOracle.distanceKeyTimes(keyframes.values) ?? []).filter { $0 > 0 && $0 < 1 } + [0.25, 0.75]
        scenario.adds.append((0, animation))
    }

    /// VAL-6: a spring in one of three regimes with every parameter drawn.
    static func drawSpring(_ draw: ValueDraw, _ scenario: inout ValueScenario) throws {
        var endpoints = try draw.basicValues()
        if endpoints == BasicValues() { endpoints = BasicValues(from: 0, to: 1) }
        var animation = Animation.basic("x", duration: try draw.duration())
        animation.kind = .spring(try draw.spring(endpoints))
        try drawRepeatFillAndModel(draw, &animation, &scenario)
        scenario.fractions = [0.0625, 0.125, 0.25, 0.375, 0.75]
        scenario.adds.append((0, animation))
    }

    /// A group child (or, at `depth` 0, a nested group) with its own timing.
    static func groupChild(_ draw: ValueDraw, depth: Int) throws -> Animation {
        var child: Animation
        switch try draw.int(0...3) {
        case 1 where draw.capabilities.contains(.keyframes):
            child = Animation.keyframe(try draw.pick(["x", "y"]), values: [], duration: 0)
            child.kind = .keyframe(try draw.keyframes(try draw.pick([.linear, .cubic, .discrete])))
        case 2 where draw.capabilities.contains(.springs):
            child = Animation.basic(try draw.pick(["x", "y"]), duration: 0)
            child.kind = .spring(try draw.spring(BasicValues(from: try draw.value(), to: 5)))
        case 3 where depth > 0:
            child = Animation.group(
                try (0..<(try draw.int(1...2))).map { _ in try groupChild(draw, depth: depth - 1) }, duration: 0)
        default:
            child = try drawnBasic(draw, try draw.pick(["x", "y"]))
        }
        child.timing.duration = try draw.pick([0, 0.5, 1, 2, 3])
        child.timing.beginTime = try draw.pick([0, 0.25, 0.5, 1])
        child.timing.speed = try draw.speed()
        child.timing.timeOffset = try draw.pick([0, 0.25, 1.5])
        child.timing.repeatCount = try draw.pick([0, 2, .infinity, 1.5])
        child.timing.autoreverses = try draw.autoreverses()
        child.timing.fillMode = try draw.fillMode()
        // Ignored inside a group: only the group's flag counts.
        child.isRemovedOnCompletion = try draw.oneIn(2)
        return child
    }

    /// VAL-7: a group, sometimes nested, with drawn children, sometimes with a duration of 0 or
    /// less, on a layer whose time at the commit is sometimes not 0.
    static func drawGroup(_ draw: ValueDraw, _ scenario: inout ValueScenario) throws {
        var children = try (0..<(try draw.int(1...3))).map { _ in try groupChild(draw, depth: 1) }
        let curve = try draw.maybe(.timingFunctions, oneIn: 3) ? try draw.timingFunction() : nil
        if curve != nil {
            // A curved group time can land exactly on a child's boundary, where rounding decides
            // the side: under a curve the children are continuous and span the whole group.
            children = try children.map { _ in
                var child = try drawnBasic(draw, try draw.pick(["x", "y"]))
                if case .basic(let values) = child.kind, values == BasicValues() {
                    child.kind = .basic(BasicValues(to: 3))
                }
                child.timing.duration = 0
                return child
            }
        }
        var group = Animation.group(children, duration: try draw.pick([2, 1, 4]))
        group.timingFunction = curve
        group.timing.beginTime = try draw.pick([0, 0.5])
        group.timing.speed = try draw.pick([1, 2, 0.5])
        group.timing.repeatCount = try draw.pick([0, 2, 1.5])
        group.timing.autoreverses = try draw.autoreverses()
        group.timing.fillMode = try draw.fillMode()
        group.isRemovedOnCompletion = try !draw.retained()
        scenario.modelValues += [(0, "x", try draw.value()), (0, "y", try draw.value())]
        scenario.fractions = [0.25, 0.75]
        // Drawn last, so that shrinking drops them first.
        if try draw.oneIn(3) {
            // A duration of 0 or less takes the transaction's, 0.25 s (SEMANTICS §2.3), whatever
            // the children run for. (No transaction duration is set: with one, what a child
            // without a duration takes under the profile's other reading is not pinned down.)
            group.timing.duration = try draw.pick([0, -1])
        }
        if try draw.oneIn(2) {
            // The layer's time at the commit is not 0: the group is stamped with it, its children never (§2.5).
            scenario.layerTimings = [
                LayerTiming(
                    beginTime: try draw.pick([0, -1, 0.5]), speed: try draw.pick([1, 2, 0.5]),
                    timeOffset: try draw.pick([1, 0.5, 2.5]))
            ]
        }
        scenario.adds.append((0, group))
    }

    /// VAL-8: an animation placed by its own begin time, speed and time offset.
    static func drawOwnClock(_ draw: ValueDraw, _ scenario: inout ValueScenario) throws {
        var animation = Animation.basic("x", from: try draw.value(), to: 16, duration: try draw.pick([1, 2, 3, 0.5]))
        animation.timing.beginTime = try draw.pick([0, 1, 2.5, -1, 0.5])
        animation.timing.timeOffset = try draw.pick([0, 1, 0.5, 2.5, 3.5, -0.5, 0.25])
        animation.timing.speed = try draw.speed(allowZero: true)
        animation.timing.repeatCount = try draw.pick([0, 2, 1.5, .infinity])
        animation.timing.autoreverses = try draw.autoreverses()
        animation.timing.fillMode = try draw.fillMode()
        animation.isRemovedOnCompletion = try !draw.retained()
        scenario.modelValues.append((0, "x", try draw.value()))
        scenario.extraInstants = [0.25, 1, 3]
        scenario.adds.append((0, animation))
    }

    /// VAL-9: repeats, repeat durations, autoreverse, fills and removal.
    static func drawRepetition(_ draw: ValueDraw, _ scenario: inout ValueScenario) throws {
        var animation = Animation.basic("x", from: try draw.value(), to: 12, duration: try draw.duration())
        animation.timing.repeatCount = try draw.pick([0, 1, 2, 0.5, 1.5, 2.25, 3, .infinity])
        if try draw.maybe(.repeatDuration, oneIn: 3) {
            animation.timing.repeatDuration = try draw.pick([1.5, 2.5, 3, 0.75])
        }
        animation.timing.autoreverses = try draw.autoreverses()
        animation.timing.fillMode = try draw.fillMode()
        animation.isRemovedOnCompletion = try !draw.retained()
        animation.timing.speed = try draw.pick([1, 2, 0.5])
        if try draw.oneIn(3) { animation.timing.beginTime = 0.5 }
        if try draw.oneIn(4) {
            scenario.transactionDuration = 0.5
            animation.timing.duration = 0
        }
        scenario.modelValues.append((0, "x", try draw.value()))
        scenario.adds.append((0, animation))
    }

    /// VAL-10: nested layers with timings, a detached subtree, animations of every kind on
    /// several layers.
    static func drawTree(_ draw: ValueDraw, _ scenario: inout ValueScenario) throws {
        let nested = draw.capabilities.contains(.nestedLayers)
        let count = try draw.int(1...4)
        scenario.parents = try (0..<count).map { index in
            guard nested, index > 0, try !draw.oneIn(4) else { return nil }
            return try draw.int(0...(index - 1))
        }
        scenario.layerTimings = try (0..<count).map { _ in
            guard try !draw.oneIn(3) else { return nil }
            return LayerTiming(
                beginTime: try draw.pick([0, 1, -1, 0.5, 2]), speed: try draw.speed(allowZero: true),
                timeOffset: try draw.pick([0, 1, 0.5, 2, -1]))
        }
        if count > 1, try draw.oneIn(3) { scenario.detached = try draw.int(1...(count - 1)) }
        for _ in 0..<(try draw.int(1...3)) {
            let view = try draw.int(0...(count - 1))
            // Every kind the engine declares follows its layer's time the same way.
            var animation = Animation.basic("x", from: try draw.value(), to: 6, duration: try draw.duration())
            switch try draw.int(0...5) {
            case 3 where draw.capabilities.contains(.keyframes):
                animation.kind = .keyframe(try draw.keyframes(try draw.pick([.linear, .discrete, .cubic])))
            case 4 where draw.capabilities.contains(.springs):
                animation.kind = .spring(try draw.spring(BasicValues(from: try draw.value(), to: 6)))
            case 5 where draw.capabilities.contains(.groups):
                let children = try (0..<(try draw.int(1...2))).map { _ in try groupChild(draw, depth: 0) }
                animation = Animation.group(children, duration: animation.timing.duration)
            default:
                break
            }
            if try draw.oneIn(3) { animation.timing.beginTime = try draw.pick([1, 0.5, 3]) }
            animation.timing.repeatCount = try draw.pick([0, 2, .infinity])
            animation.timing.fillMode = try draw.fillMode()
            scenario.adds.append((view, animation))
        }
        scenario.timingsAfterAdds = try draw.oneIn(4)
        if draw.capabilities.contains(.layerMediaTiming), try draw.oneIn(2) { try bound(draw, &scenario) }
        scenario.extraInstants = [0.5, 1.25, 4]
    }

    /// Gives one layer of the tree a finite duration with repeats, autoreverse and fill, unless
    /// that leaves an animated layer without time when its animations are stamped.
    static func bound(_ draw: ValueDraw, _ scenario: inout ValueScenario) throws {
        let view = try draw.int(0...(scenario.parents.count - 1))
        var timing = scenario.layerTimings[view] ?? LayerTiming()
        timing.beginTime = try draw.pick([0, -0.5])
        timing.duration = try draw.pick([1, 2, 0.5])
        timing.repeatCount = try draw.pick([.infinity, 2, 1.5, 0])
        if try draw.maybe(.repeatDuration, oneIn: 4) { timing.repeatDuration = 2.5 }
        timing.autoreverses = try draw.autoreverses()
        timing.fillMode = try draw.fillMode()
        var bounded = scenario
        bounded.layerTimings[view] = timing
        var model = ValueModel(profile: .coreAnimation)
        do {
            for (index, step) in bounded.script(instants: [0]).steps.enumerated() {
                try model.apply(step, index: index)
            }
        } catch {
            return
        }
        scenario = bounded
    }

    /// VAL-11: negative speeds that repeat forever read before their begin, huge repeat counts,
    /// tiny durations, speeds near 0 (of the animation or of its layer).
    static func drawExtreme(_ draw: ValueDraw, _ scenario: inout ValueScenario) throws {
        let tiny = 1.0 / 1_048_576  // 2^-20
        var animation = Animation.basic(
            "x", from: try draw.value(), to: 9, duration: try draw.pick([1, 1.0 / 1024, tiny, 1.0 / 65536]))
        switch try draw.int(0...3) {
        case 0 where draw.capabilities.contains(.negativeSpeed):
            // A reversed loop read before it begins.
            animation.timing.speed = try draw.pick([-1, -2, -0.5, -tiny])
            animation.timing.repeatCount = .infinity
            animation.timing.beginTime = try draw.pick([1, 2, 0.5])
        case 1:
            animation.timing.repeatCount = try draw.pick([1_048_576, 1_000_000, 1_073_741_824, 4096.5])
        case 2:
            animation.timing.speed = try draw.pick([tiny, 1.0 / 1024, 1.0 / 65536])
            if draw.capabilities.contains(.negativeSpeed), try draw.oneIn(2) { animation.timing.speed.negate() }
            animation.timing.repeatCount = try draw.pick([0, .infinity, 2])
        default:
            animation.timing.repeatCount = .infinity
        }
        animation.timing.autoreverses = try draw.autoreverses()
        animation.timing.fillMode = try draw.fillMode()
        animation.timing.timeOffset = try draw.pick([0, animation.timing.duration / 2])
        if draw.capabilities.contains(.nestedLayers), try draw.oneIn(3) {
            // The animation's layer inside a layer whose time barely moves (or runs backwards).
            scenario.parents = [nil, 0]
            var speeds = [1.0 / 65536, 1.0 / 1024]
            if draw.capabilities.contains(.negativeSpeed) { speeds.append(-1.0 / 1024) }
            scenario.layerTimings = [LayerTiming(speed: try draw.pick(speeds)), nil]
            scenario.adds.append((1, animation))
        } else {
            scenario.adds.append((0, animation))
        }
        scenario.modelValues.append((scenario.adds[0].view, "x", try draw.value()))
        scenario.extraInstants = [0.25, 1, 1024, 1_048_576]
    }

    /// The draws keyframe and spring scenarios share, in this order: repeats, autoreverse, fill,
    /// removal, additivity, and maybe a model value under them.
    static func drawRepeatFillAndModel(_ draw: ValueDraw, _ animation: inout Animation, _ scenario: inout ValueScenario)
        throws
    {
        animation.timing.repeatCount = try draw.pick([0, 2, 1.5])
        animation.timing.autoreverses = try draw.autoreverses()
        animation.timing.fillMode = try draw.fillMode()
        animation.isRemovedOnCompletion = try !draw.retained()
        animation.isAdditive = try draw.maybe(.additive, oneIn: 4)
        if try !draw.oneIn(3) { scenario.modelValues.append((0, "x", try draw.value())) }
    }
}
