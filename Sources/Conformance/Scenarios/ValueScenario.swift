import ConformanceOracles
import Generators
import MediaTiming
import PropertyTesting
import Scripts

/// What a value law's generator draws: a layer tree with timings, model values, animations, and
/// the media-time instants at which to look; the script is built from it.
///
/// The instants are worked out from the drawn timings so that they land exactly on the
/// boundaries the rules single out (the begin time, every iteration turn and autoreverse turn,
/// key times, the end of the active period) as well as between them; every number involved is a
/// binary fraction, so "exactly" holds in floating point for any engine.
struct ValueScenario {
    /// Each view's parent (views are made in order).
    var parents: [Int?] = [nil]
    /// Each view's layer timing, `nil` for the default.
    var layerTimings: [LayerTiming?] = [nil]
    /// A view detached from its parent (or from the window) before anything is animated.
    var detached: Int?
    /// Model values set before the animations.
    var modelValues: [(view: Int, keyPath: String, value: Double)] = []
    /// The transaction duration, when the scenario sets one.
    var transactionDuration: Double?
    /// The animations, added in order under keys `a0`, `a1`, ….
    var adds: [(view: Int, animation: Animation)] = []
    /// Extra media times to look at, besides the boundaries.
    var extraInstants: [Double] = []
    /// Fractions of a duration at which something happens (key times), besides 0, ½ and 1.
    var fractions: [Double] = []
    /// Whether the layer timings are set after the adds, in the same transaction (the begin
    /// times are stamped at the commit with the timings as they stand then).
    var timingsAfterAdds = false

    /// The script: make the tree, set timings and values, add, then advance to each instant.
    func script(instants: [Double]) -> Script {
        var steps: [Step] = parents.map { .makeView(parent: $0) }
        let timings: [Step] = layerTimings.enumerated().compactMap { view, timing in
            timing.map { .setTiming(view: view, $0) }
        }
        if !timingsAfterAdds { steps += timings }
        if let detached { steps.append(.detach(view: detached)) }
        steps += modelValues.map { .setModelValue(view: $0.view, keyPath: $0.keyPath, value: $0.value) }
        if let transactionDuration { steps.append(.setTransactionDuration(transactionDuration)) }
        for (index, add) in adds.enumerated() {
            steps.append(.add(view: add.view, key: "a\(index)", animation: add.animation))
        }
        if timingsAfterAdds { steps += timings }
        var now = 0.0
        for instant in instants {
            steps.append(.advance(by: instant - now))
            now = instant
        }
        return Script(steps)
    }

    /// The view's parent after the detach.
    func parent(of view: Int) -> Int? { view == detached ? nil : parents[view] }

    /// The layer's local time as `S·m + C` of media time `m`, composed down the tree.
    func layerMap(_ view: Int) -> (scale: Double, shift: Double) {
        var chain: [Int] = []
        var current: Int? = view
        while let index = current, chain.count <= parents.count {
            chain.append(index)
            current = parent(of: index)
        }
        var map = (scale: 1.0, shift: 0.0)
        for index in chain.reversed() {
            let timing = layerTimings[index] ?? LayerTiming()
            map = (map.scale * timing.speed, (map.shift - timing.beginTime) * timing.speed + timing.timeOffset)
        }
        return map
    }

    /// Candidate instants: for every animation, the media times of its boundaries, then the
    /// extra instants; non-negative, finite, ascending, without repeats.
    func candidateInstants() -> [Double] {
        var instants: [Double] = [0]
        for add in adds {
            let map = layerMap(add.view)
            guard map.scale != 0 else { continue }
            let begin = add.animation.timing.beginTime == 0 ? map.shift : add.animation.timing.beginTime
            // Marks of the copy as stored: durations of 0 or less resolved (SEMANTICS §2.3, §5.5).
            let stored = ValueOracle.resolved(
                add.animation, transactionDuration: transactionDuration ?? 0.25, profile: .coreAnimation)
            for mark in Self.marks(stored, fractions: fractions) {
                instants.append((begin + mark - map.shift) / map.scale)
            }
        }
        for (view, timing) in layerTimings.enumerated() {
            guard let timing, timing.duration.isFinite, timing.duration > 0 else { continue }
            // A bounded layer's own boundaries, in its parent's time.
            let map = parent(of: view).map(layerMap) ?? (scale: 1, shift: 0)
            guard map.scale != 0 else { continue }
            for mark in Self.marks(Self.asAnimation(timing), fractions: []) {
                instants.append((timing.beginTime + mark - map.shift) / map.scale)
            }
        }
        instants += extraInstants
        let kept = instants.filter { $0.isFinite && $0 >= 0 && $0 < 1e12 && !isTie($0) }
        return Array(Set(kept)).sorted()
    }

    /// Whether media time `instant` lies within rounding distance of, but not on, the begin or
    /// the end of some animation's active period, in that animation's time: there SEMANTICS §1.5
    /// lets an engine's arithmetic tolerance decide the side (the reference engine forgives 1e-9
    /// of active time, which under a speed near 0 is a long stretch of media time).
    func isTie(_ instant: Double) -> Bool {
        let animations = adds.map { add in
            let map = layerMap(add.view)
            let timing = ValueOracle.resolved(
                add.animation, transactionDuration: transactionDuration ?? 0.25, profile: .coreAnimation
            ).timing
            return (timing, timing.beginTime == 0 ? map.shift : timing.beginTime, map)
        }
        let layers = layerTimings.enumerated().compactMap { view, timing in
            timing.map {
                (Self.asAnimation($0).timing, $0.beginTime, parent(of: view).map(layerMap) ?? (scale: 1, shift: 0))
            }
        }
        return (animations + layers).contains { timing, begin, map in
            let scaled = (map.scale * instant + map.shift - begin) * abs(timing.speed)
            let total = ValueOracle.activeDuration(timing, profile: .coreAnimation)
            let nearBegin = scaled != 0 && abs(scaled) < 1e-8
            let nearEnd = total.isFinite && scaled != total && abs(scaled - total) < 1e-8 * max(1, total)
            return nearBegin || nearEnd
        }
    }

    /// A layer's timing as an animation's, for the rules they share.
    static func asAnimation(_ timing: LayerTiming) -> Animation {
        var animation = Animation.basic("", duration: timing.duration)
        animation.timing = AnimationTiming(
            beginTime: timing.beginTime, duration: timing.duration, speed: timing.speed, timeOffset: timing.timeOffset,
            repeatCount: timing.repeatCount, repeatDuration: timing.repeatDuration, autoreverses: timing.autoreverses,
            fillMode: timing.fillMode)
        return animation
    }

    /// Times since the begin time, in the animation's parent time, at which its value is worth
    /// reading: just before it, its begin, each turn in the first cycles and the last, key-time
    /// fractions, the end, and after it; for a group, its children's too.
    static func marks(_ animation: Animation, fractions: [Double]) -> [Double] {
        let timing = animation.timing
        let s = timing.speed
        let d = timing.duration
        let o = timing.timeOffset
        guard s != 0, d > 0 else { return [0, 0.5, 1] }
        let cycle = timing.autoreverses ? 2 * d : d
        let total = ValueOracle.activeDuration(timing, profile: .coreAnimation)
        let span = total / abs(s)
        var result: [Double] = [-d / (2 * abs(s)), 0]
        if span.isFinite { result += [span, span + d / abs(s)] }
        // Local times of interest: whole cycles, legs, and fractions of a leg, near the start and
        // near the end of the period (and far away when it never ends).
        // Only binary fractions: an instant at a third, say, cannot be reached exactly, and one a
        // rounding away from a boundary is a tie (and a clock advanced by non-binary steps drifts).
        var legFractions = [0.0, 0.5, 1] + fractions.filter { ($0 * 4096).rounded() == $0 * 4096 }
        if timing.autoreverses { legFractions += legFractions.map { 2 - $0 } }
        let startCycle = (o / cycle).rounded(.down)
        var cycles = (-1...2).map { startCycle + Double($0) * (s > 0 ? 1 : -1) }
        if span.isFinite {
            let endCycle = ((o + (s > 0 ? total : -total)) / cycle).rounded(.down)
            cycles += (-1...1).map { endCycle + Double($0) }
        } else {
            cycles.append(startCycle + (s > 0 ? 1024 : -1024))
        }
        for n in cycles {
            for f in legFractions {
                let e = (n * cycle + f * d - o) / s
                if e >= 0 && (e <= span) { result.append(e) }
            }
        }
        if case .group(let children) = animation.kind {
            // A child's marks are group times; reach them in the group's first cycles.
            for child in children {
                let childBegin = child.timing.beginTime
                for mark in marks(child, fractions: fractions) {
                    for n in [0.0, 1.0] {
                        let groupTime: Double = n * cycle + childBegin + mark
                        let e = (groupTime - o) / s
                        if e >= 0 && e <= span { result.append(e) }
                    }
                }
            }
        }
        return result
    }

    /// A generator of the script: draws which candidate instants to keep (keeping is likely,
    /// dropping is the simplest choice, so shrinking drops the instants a failure does not need).
    static func script(_ draw: @escaping (TestCase) throws -> ValueScenario) -> Gen<Script> {
        let keep = Gen.int(in: 0...5).map { $0 != 0 }
        return Gen { testCase in
            let scenario = try draw(testCase)
            var instants: [Double] = []
            for candidate in scenario.candidateInstants().prefix(40) where try keep.run(testCase) {
                instants.append(candidate)
            }
            return scenario.script(instants: Array(scenario.withoutOpenInstants(instants).prefix(24)))
        }
    }

    /// `instants` without those at which a value rests on an open point: an exact boundary instant
    /// of an animation, group child or bounded layer with a negative speed, where SEMANTICS §3.6
    /// settles nothing (read with the default profile; the check skips such values under any).
    func withoutOpenInstants(_ instants: [Double]) -> [Double] {
        var model = ValueModel(profile: .coreAnimation)
        let setup = script(instants: [])
        var kept: [Double] = []
        var now = 0.0
        do {
            for (index, step) in setup.steps.enumerated() { try model.apply(step, index: index) }
            for instant in instants {
                var trial = model
                try trial.apply(.advance(by: instant - now), index: setup.steps.count + kept.count)
                if trial.restsOnOpenPoint { continue }
                (model, now) = (trial, instant)
                kept.append(instant)
            }
        } catch {
            // A script the model cannot read fails its check, which says why.
            return instants
        }
        return kept
    }
}
